extension Sequence {
    /// The `count` smallest elements in order, as `sorted(by:).prefix(count)` gives them (equal
    /// elements in the order they came), found in one pass that holds only `count`: for picking
    /// a few of many.
    package func smallest(_ count: Int, by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        guard count > 0 else { return [] }
        var kept: [Element] = []
        for element in self {
            if kept.count == count {
                guard areInIncreasingOrder(element, kept[count - 1]) else { continue }
                kept.removeLast()
            }
            kept.insert(element, at: kept.firstIndex { areInIncreasingOrder(element, $0) } ?? kept.count)
        }
        return kept
    }
}
