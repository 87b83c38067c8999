import Foundation

/// Work on a thread of its own, started at once, whose result ``value`` waits for. Not
/// Dispatch's pool (``ParallelMap``), which has a worker a core: the content walk beside a
/// query held one of the two here while compare's reader and judges queued for them.
final class OwnThread<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Value?
    /// Told apart from `result`: a `Value` that is itself optional may be nil when done.
    private var done = false

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let value = work()
            condition.withLock {
                result = value
                done = true
                condition.broadcast()
            }
        }
        thread.start()
    }

    /// The work's result, once it is done.
    var value: Value {
        condition.withLock {
            while !done { condition.wait() }
            return result!
        }
    }
}
