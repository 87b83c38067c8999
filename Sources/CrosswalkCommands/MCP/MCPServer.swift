import CrosswalkKit
import MCP

/// The Model Context Protocol server: the tools of ``MCPTool/catalogue(standards:topics:)``
/// over standard input and output (the SDK's `StdioTransport`), answering from one store
/// opened read-only for the whole session.
struct MCPServer: Sendable {
    let store: Store
    let tools: [MCPTool]

    init(store: Store) throws {
        self.store = store
        tools = MCPTool.catalogue(standards: try store.standardIDs(), topics: try store.topicIDs())
    }

    static let instructions = """
        Crosswalk is a knowledge base of mobile accessibility standards (BBC, Section 508 best practices, \
        GIGW, CIS-India) and regulations as they apply to native apps (EN 301 549, Section 508, the ADA \
        Title II rule), mapped to each other and to WCAG 2.0, 2.1 and 2.2. Search for guidelines, show one \
        with its iOS, Android and HTML techniques and code, compare two standards, or ask how much of WCAG \
        each covers. Everything is read-only.
        """

    /// Serves until the client closes standard input.
    func run() async throws {
        let server = Server(
            name: "crosswalk", version: CrosswalkCommand.release, title: "Crosswalk", instructions: Self.instructions,
            capabilities: .init(tools: .init(listChanged: false)))
        let tools = self.tools
        let store = self.store
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: tools.map(\.definition)) }
        await server.withMethodHandler(CallTool.self) { call in
            guard let tool = tools.first(where: { $0.name == call.name }) else {
                // Not a failed call of a tool but a request for one that does not exist: a
                // protocol error, as the specification asks.
                throw MCPError.invalidParams(
                    "unknown tool '\(MessageText.quoted(call.name))'; the tools are \(tools.map(\.name).joined(separator: ", "))")
            }
            return tool.call(call.arguments, store: store)
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}
