/// Requirements joined into classes that one test decides, and the order "asks no more than"
/// between the classes, from sound facts about pairs of requirements (indices into the
/// caller's list, which is in standard then source order).
///
/// Equal and equivalent requirements share a class (union-find). A subset fact puts the
/// subset's class below the superset's; classes that end up below each other, through any
/// chain, ask the same and are joined too, so the order left has no cycle. The order is
/// closed transitively: a pass of the strongest decides every class below it. Intersecting
/// requirements, and those whose relation is unknown, stay apart and unordered.
public struct RequirementOrder: Sendable, Equatable {
    /// "a relation b" about two requirements.
    public struct Fact: Sendable, Equatable {
        public var a: Int
        public var b: Int
        public var relation: Relation
        public init(a: Int, b: Int, relation: Relation) {
            self.a = a
            self.b = b
            self.relation = relation
        }
    }

    /// Each requirement's class.
    public let classOf: [Int]
    /// Each class's requirements in order; classes ordered by their first requirement.
    public let classes: [[Int]]
    /// Per class, the classes that ask at least as much (their pass decides it), in order.
    public let stronger: [[Int]]
    /// Per class, the classes that ask no more (their failure decides it), in order.
    public let weaker: [[Int]]
    /// Per class, its nearest stronger classes: no other stronger class lies between.
    public let nearestStronger: [[Int]]
    /// Pairs stated or derived as `equal`, as (smaller index, larger index).
    private let equalPairs: Set<[Int]>

    public init(count: Int, facts: [Fact]) {
        var parent = Array(0..<count)
        func find(_ x: Int) -> Int {
            var root = x
            while parent[root] != root { root = parent[root] }
            var node = x
            while parent[node] != root { (parent[node], node) = (root, parent[node]) }
            return root
        }
        // The smaller index is the root, so a class's root is its first requirement.
        func union(_ x: Int, _ y: Int) {
            let (rx, ry) = (find(x), find(y))
            if rx != ry { parent[max(rx, ry)] = min(rx, ry) }
        }
        var equal: Set<[Int]> = []
        var below: [(weaker: Int, stronger: Int)] = []
        for fact in facts where fact.a != fact.b && fact.a < count && fact.b < count {
            switch fact.relation {
            case .equal:
                equal.insert([min(fact.a, fact.b), max(fact.a, fact.b)])
                union(fact.a, fact.b)
            case .equivalent: union(fact.a, fact.b)
            case .subset: below.append((fact.a, fact.b))
            case .superset: below.append((fact.b, fact.a))
            case .intersects, .unknown: continue
            }
        }
        // Join classes below each other until the order has no cycle; then close it.
        var reach: [Int: Set<Int>] = [:]
        while true {
            var edges: [Int: Set<Int>] = [:]
            for (weaker, stronger) in below {
                let (w, s) = (find(weaker), find(stronger))
                if w != s { edges[w, default: []].insert(s) }
            }
            reach = [:]
            for root in edges.keys {
                var seen: Set<Int> = []
                var stack = Array(edges[root] ?? [])
                while let next = stack.popLast() {
                    guard seen.insert(next).inserted else { continue }
                    stack.append(contentsOf: edges[next] ?? [])
                }
                reach[root] = seen
            }
            var joined = false
            for (root, above) in reach {
                for other in above where other != root && reach[other]?.contains(root) == true {
                    union(root, other)
                    joined = true
                }
            }
            if !joined { break }
        }
        var classIndex: [Int: Int] = [:]
        var classes: [[Int]] = []
        var classOf: [Int] = []
        for requirement in 0..<count {
            let root = find(requirement)
            if classIndex[root] == nil {
                classIndex[root] = classes.count
                classes.append([])
            }
            classes[classIndex[root]!].append(requirement)
            classOf.append(classIndex[root]!)
        }
        var stronger = Array(repeating: [Int](), count: classes.count)
        var weaker = Array(repeating: [Int](), count: classes.count)
        for (root, above) in reach {
            let from = classIndex[root]!
            for other in above where other != root {
                stronger[from].append(classIndex[other]!)
                weaker[classIndex[other]!].append(from)
            }
        }
        stronger = stronger.map { $0.sorted() }
        weaker = weaker.map { $0.sorted() }
        self.nearestStronger = stronger.map { above in
            let all = Set(above)
            return above.filter { candidate in !all.contains { $0 != candidate && stronger[$0].contains(candidate) } }
        }
        self.classOf = classOf
        self.classes = classes
        self.stronger = stronger
        self.weaker = weaker
        self.equalPairs = equal
    }

    /// Whether a fact states `a` and `b` equal (the same words), not merely equivalent.
    public func isEqual(_ a: Int, _ b: Int) -> Bool { a == b || equalPairs.contains([min(a, b), max(a, b)]) }
}
