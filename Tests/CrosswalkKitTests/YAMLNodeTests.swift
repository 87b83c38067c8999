import CrosswalkKit
import Testing
import Yams

@Suite("YAML read from libyaml's events")
struct YAMLNodeTests {
    /// A node written out with everything a loader reads of it: kind, text, style, position and
    /// whether it reads as a boolean.
    static func described(_ node: YAMLNode?) -> String {
        guard let node else { return "none" }
        let place = "@\(node.position.line):\(node.position.column)"
        switch node.kind {
        case .scalar(let scalar):
            return "'\(scalar.string)' \(scalar.style) \(scalar.isString) \(node.bool.map(String.init) ?? "-")\(place)"
        case .sequence(let items):
            return "[\(items.map(described).joined(separator: ", "))]\(place)"
        case .mapping(let pairs):
            return "{\(pairs.map { "\(described($0.key)): \(described($0.value))" }.joined(separator: ", "))}\(place)"
        }
    }

    static func events(_ text: String) -> YAMLNode?? {
        var text = text
        return text.withUTF8(LibYAML.compose)
    }

    @Test("a plain file reads as Yams' tree of it: text, styles, quotes, booleans, lines and columns")
    func sameAsYams() throws {
        let text = """
            number: '3'
            flag: yes
            quoted: "true"
            list: [a, 'b', "c"]
            nested:
              key: |
                two
                lines
              other: >
                folded
            é: ~
            empty:
            """
        let fromEvents = try #require(Self.events(text))
        let fromYams = try Yams.compose(yaml: text, .basic, .default, .utf8).map(YAMLNode.init)
        #expect(Self.described(fromEvents) == Self.described(fromYams))
        #expect(fromEvents?.mapping?.first { $0.key.string == "flag" }?.value.bool == true)
        #expect(fromEvents?.mapping?.first { $0.key.string == "quoted" }?.value.bool == nil)
        #expect(try #require(Self.events("")) == nil)
    }

    @Test("aliases, anchors, tags and repeated keys are left to Yams, which reads or reports them as before")
    func leftToYams() throws {
        let aliased = "base: &b yes\ncopy: *b\ntagged: !!str on\n"
        #expect(Self.events(aliased) == nil)
        let log = DiagnosticLog()
        let file = try #require(YAMLFile(text: aliased, path: "a.yaml", log: log))
        #expect(log.diagnostics.isEmpty)
        #expect(
            Self.described(file.root)
                == "{'base' plain true -@1:1: 'yes' plain false true@1:7, 'copy' plain true -@2:1: 'yes' plain false true@1:7, 'tagged' plain true -@3:1: 'on' plain true -@3:9}@1:1"
        )
        #expect(Self.events("a: 1\na: 2\n") == nil)
        #expect(Self.events("a: [1\n") == nil)
        #expect(YAMLFile(text: "a: 1\nb: 2\na: 3\n", path: "r.yaml", log: log) == nil)
        #expect(log.diagnostics.map(\.description) == ["r.yaml:3:1: error: malformed YAML: duplicate key 'a': given again here"])
    }
}
