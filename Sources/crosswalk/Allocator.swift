#if canImport(Glibc)
    import Glibc
#endif

/// The allocator setting for the whole process (set in `main.swift`).
enum Allocator {
    /// Keeps freed heap memory instead of returning it to the kernel after every guideline:
    /// glibc's default trim threshold (128 KiB) made the build call brk thousands of times
    /// and fault the same pages back in. Memory stays bounded by the largest guideline.
    /// `mallopt` is looked up with dlsym because Swift's Glibc module does not export it.
    static func keepFreedMemory() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            _ = mallopt(-1, 64 << 20)  // M_TRIM_THRESHOLD
            _ = mallopt(-2, 16 << 20)  // M_TOP_PAD
        #endif
    }
}
