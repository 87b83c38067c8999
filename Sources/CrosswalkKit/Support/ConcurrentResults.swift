import Foundation

/// One slot per index for work spread over cores with `DispatchQueue.concurrentPerform`:
/// each worker fills its own slot, and the values come back in index order.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    /// Every slot's value; call once all the work has finished, with every slot filled.
    var values: [Value] {
        lock.withLock { slots.map { $0! } }
    }
}
