#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Memory that large tables, written all over, ask to be backed by 2 MiB pages: the search
/// index's chained postings and its table of pairs are hundreds of megabytes at 20,000
/// guidelines, and with 4 KiB pages most of their accesses missed the TLB (bench/README.md,
/// "The search index's memory"). A hint on Linux (`MADV_HUGEPAGE`, which this machine's
/// transparent huge pages honour); elsewhere, and where no huge page is free, small pages.
package enum HugePages {
    /// The size of a transparent huge page on x86-64 and arm64 Linux.
    package static let size = 2 * 1024 * 1024

    /// `bytes` (a multiple of ``size``), aligned to a huge page and advised. Freed by
    /// `deallocate()`, as `allocate(capacity:)`'s memory is (both end in `free`).
    static func allocate(_ bytes: Int) -> UnsafeMutableRawPointer {
        var memory: UnsafeMutableRawPointer?
        guard posix_memalign(&memory, size, bytes) == 0, let memory else {
            fatalError("out of memory: \(bytes) bytes")
        }
        advise(UnsafeMutableRawBufferPointer(start: memory, count: bytes))
        return memory
    }

    /// Advises the whole huge pages within `buffer`, before they are first written (memory
    /// already touched keeps its small pages).
    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
            guard let base = buffer.baseAddress else { return }
            let start = (Int(bitPattern: base) + size - 1) & ~(size - 1)
            let end = (Int(bitPattern: base) + buffer.count) & ~(size - 1)
            guard end > start, let pages = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(pages, end - start, MADV_HUGEPAGE)
        #endif
    }
}

extension Array {
    /// `count` copies of `value`, in memory advised for huge pages before it is written
    /// (``HugePages/advise(_:)``).
    package init(hugePagesRepeating value: Element, count: Int) {
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            buffer.initialize(repeating: value)
            initialized = count
        }
    }
}
