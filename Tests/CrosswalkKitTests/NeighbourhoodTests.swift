import CrosswalkCommands
import CrosswalkKit
import Foundation
import Testing

/// `show` reads one guideline's neighbourhood of the mapping graph instead of the whole store;
/// what it shows must be what the whole graph gives.
@Suite("One guideline reads its neighbourhood")
struct NeighbourhoodTests {
    @Test(
        "every guideline of the real content shows the same from its neighbourhood of the graph as from the whole graph (counterparts, previous and next)"
    )
    func sameAsWholeGraph() throws {
        let store = try Store(path: TestSupport.sharedRealStore)
        let whole = try MappingGraph(store: store)
        let ids = try store.guidelineIDs()
        #expect(ids.count > 500)
        var differing: [String] = []
        for id in ids {
            // As the CLI's JSON and the export write them: every field, counterparts included; the
            // shipped content's fit within show's bound.
            let fromWhole = try Serialization.json(try store.guidelines(ids: [id], counterpartsFrom: whole))
            let fromNeighbourhood = try Serialization.json([try #require(try store.guideline(id, derivedLimit: ShowCommand.derivedLimit))])
            if fromWhole != fromNeighbourhood { differing.append(id) }
        }
        #expect(differing.isEmpty, "differ: \(differing.prefix(10))")
        // Counterparts through a third standard and through a criterion are among those shown.
        let target = try #require(try store.guideline("gigw-3/11.4.8"))
        #expect(Set(target.equivalents.map(\.basis)).isSuperset(of: [.direct, .hub]), "\(target.equivalents.map(\.basis))")
        #expect(try store.guideline("no-such/1") == nil)
    }

    @Test("a comparison reads its two standards' part of the graph and judges as the whole graph does, both ways")
    func comparisonReadsTwoStandards() throws {
        let store = try Store(path: TestSupport.sharedRealStore)
        let whole = try MappingGraph(store: store)
        let ids = try store.standardIDs()
        var transitive = 0
        for (i, a) in ids.enumerated() {
            for b in ids[(i + 1)...] {
                let part = try MappingGraph(store: store, comparing: [a, b])
                #expect(part.nodes.count < whole.nodes.count)
                for (x, y) in [(a, b), (b, a)] {
                    let mine = part.comparison(of: x, by: y), theirs = whole.comparison(of: x, by: y)
                    #expect(mine.entries == theirs.entries && mine.summary == theirs.summary, "\(x) by \(y)")
                    transitive += mine.entries.flatMap(\.counterparts).count { $0.path == .transitive }
                }
            }
        }
        // Paths through a third standard's guideline are among those compared.
        #expect(transitive > 0)
    }

    @Test("guidelines indexed in two parts, every standard met in both, are in the order of those indexed at once")
    func nodeIndexInParts() throws {
        let store = try Store(path: TestSupport.sharedRealStore)
        let nodes = try store.guidelineNodes(ids: nil).map(MappingGraph.Node.init)
        let whole = MappingGraph.NodeIndex(nodes)
        // Every other guideline first and the rest after: a comparison adds the guidelines its
        // mappings link to once its own standards' are indexed.
        var parts = MappingGraph.NodeIndex(nodes.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        parts.add(nodes.enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        #expect(whole.members.count > 5)
        // Named, not printed whole: each holds every guideline of the real content.
        let differing = whole.members.keys.filter { parts.members[$0] != whole.members[$0] }.sorted()
        #expect(differing.isEmpty && parts.members.count == whole.members.count, "standards in another order: \(differing)")
        let samePositions = parts.position == whole.position, sameNodes = parts.nodes == whole.nodes
        #expect(samePositions && sameNodes)
    }

    @Test("the graph's nodes carry each guideline's topics in order, however they are read")
    func nodesCarryTopics() throws {
        let store = try Store(path: TestSupport.sharedRealStore)
        let ids = try store.standardIDs()
        let whole = try MappingGraph(store: store)
        let part = try MappingGraph(store: store, comparing: Array(ids.prefix(2)))
        var withTopics = 0
        for standard in ids {
            for id in whole.members[standard] ?? [] {
                let shown = try #require(try store.guideline(id)).topics.map(\.id)
                #expect(whole.nodes[id]?.topics == shown, "\(id)")
                if let node = part.nodes[id] { #expect(node.topics == shown, "\(id), read by standard or by id") }
                if shown.count > 1 { withTopics += 1 }
            }
        }
        // Guidelines with several topics are among them, so their order is checked.
        #expect(withTopics > 10)
    }

    @Test("a guideline's standard is told from its id's bytes, up to its first slash")
    func guidelineOfStandards() {
        #expect(MappingGraph.isGuideline("std-a/1", of: ["std-b", "std-a"]))
        #expect(MappingGraph.isGuideline("en-301-549/11.5.2.3", of: ["en-301-549"]))
        #expect(!MappingGraph.isGuideline("std-ab/1", of: ["std-a"]))
        #expect(!MappingGraph.isGuideline("std-a", of: ["std-a"]))
        #expect(!MappingGraph.isGuideline("x/std-a/1", of: ["std-a"]))
        #expect(!MappingGraph.isGuideline("std-a/1", of: []))
    }
}
