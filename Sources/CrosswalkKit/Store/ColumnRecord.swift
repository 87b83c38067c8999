import GRDB

/// A record read by column name, each name found once per statement rather than at every
/// row: GRDB's `row["name"]` lowercases and hashes the name at each read (about 440
/// instructions; 700,000 reads in a 2,000-guideline site). The record lists its columns as
/// the cases of `Column` and reads `row[.guidelineID]`; a column the query lacks is an error
/// naming it and the query before any row is read.
protocol ColumnRecord {
    associatedtype Column: RecordColumn
    init(_ row: ColumnRow<Column>)
}

/// A record's columns: each case's name in camel case is its column's in snake case
/// (`guidelineID` reads `guideline_id`, `proseHTML` reads `prose_html`); the raw values are
/// the cases' places, 0, 1, 2… as Swift numbers them.
protocol RecordColumn: CaseIterable, RawRepresentable where RawValue == Int {}

extension RecordColumn {
    /// The column's name: an underscore before each capital that follows a small letter or a
    /// digit, then all in small letters.
    var name: String {
        var name = ""
        var previous: Character?
        for character in String(describing: self) {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { name.append("_") }
            name.append(contentsOf: character.lowercased())
            previous = character
        }
        return name
    }

    /// Each column's position in `statement`, by case, or an error naming the first it lacks.
    static func positions(in statement: Statement) throws -> [Int] {
        try allCases.map { try statement.requiredIndex($0.name) }
    }
}

/// A row read through its record's columns, found once for the statement.
struct ColumnRow<Column: RecordColumn> {
    let row: Row
    let positions: [Int]

    subscript<Value: DatabaseValueConvertible>(_ column: Column) -> Value {
        row[positions[column.rawValue]]
    }

    subscript<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ column: Column) -> Value {
        row[positions[column.rawValue]]
    }
}

extension ColumnRecord {
    /// Every row of `statement`, in order.
    static func fetchAll(_ statement: Statement, arguments: StatementArguments = StatementArguments()) throws -> [Self] {
        let positions = try Column.positions(in: statement)
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var records: [Self] = []
        while let row = try rows.next() { records.append(Self(ColumnRow(row: row, positions: positions))) }
        return records
    }

    static func fetchAll(_ db: Database, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Self] {
        try fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
    }
}
