import ArgumentParser
import CrosswalkKit
import Foundation
import MCP

/// One tool of `crosswalk mcp`: its name, description and input schema, and how a call is
/// answered, by the CLI command its arguments make, run against the server's one store.
struct MCPTool: Sendable {
    /// What a call answers: the CLI's text, for people and models, and its JSON, for programs.
    struct Answer {
        var text: String
        var structured: Value
    }

    let name: String
    let title: String
    let description: String
    /// The JSON Schema of the arguments.
    let schema: Value
    /// Reads the arguments (every one the tool takes, then ``MCPArguments/requireNoOthers()``)
    /// and answers.
    let answer: @Sendable (inout MCPArguments) throws -> Answer

    /// As `tools/list` gives it: read-only, idempotent, and about a closed world (the store).
    var definition: Tool {
        Tool(
            name: name, title: title, description: description, inputSchema: schema,
            annotations: .init(title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false))
    }

    /// Answers a call from `store`. Every failure (a bad argument, an unknown id, a query
    /// over the limits) is a tool error whose text is the CLI's one-line message, which a
    /// model can read and act on; none ends the server.
    func call(_ arguments: [String: Value]?, store: Store) -> CallTool.Result {
        do {
            var reader = MCPArguments(tool: name, values: arguments)
            let answer = try QueryOptions.$answering.withValue(store) { try self.answer(&reader) }
            return CallTool.Result(
                content: [.text(text: Terminal.escapingControls(answer.text), annotations: nil, _meta: nil)],
                structuredContent: answer.structured as Value?, isError: false)
        } catch {
            let message = CrosswalkCommand.outcome(of: error).message ?? "error: \(error)"
            return CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
        }
    }

    // MARK: Helpers for the catalogue

    /// Text as the CLI writes it to a pipe: no colour, and wide enough that few lines wrap.
    static let style = TextStyle(colour: false, width: 100)

    /// The command a tool's arguments make, parsed and validated as the CLI does it.
    static func parse<Command: ParsableCommand>(_ arguments: [String], as type: Command.Type) throws -> Command {
        guard let command = try CrosswalkCommand.parseCommandLine(arguments) as? Command else {
            // Only a mistake in the catalogue could name another command.
            throw CrosswalkError.invalidArgument(argument: arguments.first ?? "", reason: "not a \(Command.self) command line")
        }
        return command
    }

    /// JSON the CLI wrote, as an MCP value.
    static func value(json: String) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(json.utf8))
    }

    /// An Encodable as the CLI's JSON would write it, as an MCP value.
    static func value<T: Encodable>(_ encodable: T) throws -> Value {
        try value(json: Serialization.json(encodable))
    }
}
