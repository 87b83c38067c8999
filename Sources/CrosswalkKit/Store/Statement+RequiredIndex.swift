import GRDB

extension Statement {
    /// The position of the column named `name`, or an error naming it: a read of many rows
    /// finds its columns by name once, then reads each row by position.
    func requiredIndex(_ name: String) throws -> Int {
        guard let index = index(ofColumn: name) else { throw DatabaseError(message: "no column \(name) in \(sql)") }
        return index
    }
}
