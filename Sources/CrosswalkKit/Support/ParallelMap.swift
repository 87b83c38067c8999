import Foundation

/// Work spread over every core: `transform` runs once for each index of `0..<count`, on other
/// threads and starting at once, and ``values`` waits for all of it and returns the results
/// in index order. The loader parses the next files with it while the current ones are
/// written; the site renders its pages and the crosswalks of its pairs with it.
///
/// Each index writes its own slot under the lock, and the slots are read only after every
/// write (docs/architecture.md lists the other types that share state between threads).
final class ParallelMap<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()
    private let finished = DispatchGroup()

    /// `first`: indices to start before the others (the longest work, so that it does not run
    /// alone at the end); the rest follow in index order.
    init(count: Int, startingWith first: [Int] = [], _ transform: @escaping @Sendable (Int) -> Value) {
        slots = Array(repeating: nil, count: count)
        let firsts = Set(first)
        let order = first + (0..<count).filter { !firsts.contains($0) }
        finished.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            DispatchQueue.concurrentPerform(iterations: order.count) { position in
                let value = transform(order[position])
                lock.withLock { slots[order[position]] = value }
            }
            finished.leave()
        }
    }

    /// Every result in index order, once all are done.
    var values: [Value] {
        finished.wait()
        return lock.withLock { slots.map { $0! } }
    }
}
