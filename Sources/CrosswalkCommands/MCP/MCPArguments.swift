import CrosswalkKit
import MCP

/// A tool call's JSON arguments, turned into the command line of the CLI command that answers
/// it, so that a call is parsed, validated and limited exactly as that command line would be
/// (and fails with the same one-line message). Values go in as `--option=value` and the
/// positional ones after `--` (a search's query is set on the parsed command), so no value
/// (a query `-word`, an id `--db`) can be taken for an option.
struct MCPArguments {
    let tool: String
    private var values: [String: Value]
    private var used: Set<String> = []

    init(tool: String, values: [String: Value]?) {
        self.tool = tool
        self.values = values ?? [:]
    }

    /// A string argument; `required` ones must be present.
    mutating func string(_ name: String, required: Bool = false) throws -> String? {
        used.insert(name)
        guard let value = values[name], !value.isNull else {
            if required { throw UsageError("\(tool): give '\(name)'") }
            return nil
        }
        guard let text = value.stringValue else { throw UsageError("\(tool): '\(name)' must be a string") }
        return text
    }

    /// A repeatable argument: a string or an array of strings.
    mutating func strings(_ name: String) throws -> [String] {
        used.insert(name)
        guard let value = values[name], !value.isNull else { return [] }
        if let text = value.stringValue { return [text] }
        let texts = value.arrayValue?.compactMap(\.stringValue)
        guard let texts, texts.count == value.arrayValue?.count else {
            throw UsageError("\(tool): '\(name)' must be a string or an array of strings")
        }
        return texts
    }

    /// A whole number, as the CLI reads it (JSON may carry `5` as `5.0`).
    mutating func integer(_ name: String) throws -> Int? {
        used.insert(name)
        guard let value = values[name], !value.isNull else { return nil }
        if let number = value.intValue { return number }
        if let number = value.doubleValue, number == number.rounded(), abs(number) < 1e15 { return Int(number) }
        throw UsageError("\(tool): '\(name)' must be a whole number")
    }

    mutating func flag(_ name: String) throws -> Bool {
        used.insert(name)
        guard let value = values[name], !value.isNull else { return false }
        guard let flag = value.boolValue else { throw UsageError("\(tool): '\(name)' must be true or false") }
        return flag
    }

    /// After every argument the tool takes was read: one the tool does not take is an error
    /// that lists those it does, as the CLI refuses an unknown option.
    func requireNoOthers() throws {
        let unknown = values.keys.filter { !used.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        let known = used.sorted().joined(separator: ", ")
        throw UsageError(
            "\(tool) takes no argument '\(MessageText.quoted(first))'"
                + (Suggestions.closest(to: first, in: Array(used), limit: 1).first.map { "; did you mean '\($0)'?" } ?? "")
                + " (it takes \(known))")
    }
}
