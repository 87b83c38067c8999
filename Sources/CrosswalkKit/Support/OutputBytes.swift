import Foundation

/// Bytes appended at one end through a pointer, their room doubled as it fills, then handed
/// over as `Data` without a copy. A page is rendered, and a code block highlighted, as
/// millions of small pieces (3.3 million template texts at 2,000 guidelines);
/// `Array.append(contentsOf:)` checked the array's uniqueness and capacity through generic
/// code at each (about 60 instructions a piece before the bytes were copied). Not copyable:
/// one owner, which appends or hands it over.
struct OutputBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The byte at `index`.
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count)
        return base[index]
    }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `bytes` put in at `index`, the bytes after it moved along.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
        precondition(index >= 0 && index <= count)
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + index + bytes.count).moveInitialize(from: base + index, count: count - index)
        (base + index).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// The bytes so far, for `body` to read.
    func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes, as `Data` that owns them.
    consuming func data() -> Data {
        let (base, count) = (base, count)
        // Ownership passes to the `Data`, which deallocates the buffer.
        discard self
        guard count > 0 else {
            base.deallocate()
            return Data()
        }
        return Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
