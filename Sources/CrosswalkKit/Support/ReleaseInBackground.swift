import Foundation

/// Frees `value` on a thread of its own, off the thread about to print an answer: freeing a
/// comparison's graph (tens of thousands of strings at 20,000 guidelines) took a sixteenth of
/// `compare`. A process that exits first leaves the freeing to the system.
public func releaseInBackground<Value>(_ value: consuming Value) {
    let box = ReleaseBox(value)
    Thread.detachNewThread { box.empty() }
}

/// The value `releaseInBackground` hands over, emptied on the other thread: whichever thread
/// drops the box last, the value's storage is freed there.
private final class ReleaseBox<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) { self.value = value }

    /// Only the thread the box was handed to calls this.
    func empty() { value = nil }
}
