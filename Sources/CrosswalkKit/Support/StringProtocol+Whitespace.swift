extension StringProtocol {
    /// Without leading and trailing spaces, tabs and newlines; pure Swift, because Foundation's
    /// `trimmingCharacters` bridges to NSString for every field the loader reads.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
