#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hints for the few large arrays a reading command fills (one element per log line).
enum LargeMemory {
    /// Asks Linux to back the whole 2 MiB pages inside `array`'s reserved storage with
    /// transparent huge pages: filling a 15 MiB array then takes a few page faults
    /// instead of thousands. Only a hint: the contents and the result never depend on
    /// it, and elsewhere (or when it is refused) nothing changes.
    static func adviseHugePages<Element>(_ array: inout [Element]) {
        #if os(Linux)
            let bytes = array.capacity * MemoryLayout<Element>.stride
            array.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                advise(UnsafeMutableRawPointer(base), bytes)
            }
        #endif
    }

    /// A buffer of `count` bytes to read a file into, with huge pages asked for; its
    /// bytes are not cleared first (the caller overwrites them and keeps only those).
    static func readBuffer(count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress { advise(UnsafeMutableRawPointer(base), count) }
            initialized = count
        }
    }

    private static func advise(_ base: UnsafeMutableRawPointer, _ bytes: Int) {
        #if os(Linux)
            let huge = 2 << 20
            guard bytes >= 2 * huge else { return }
            let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
            let end = (Int(bitPattern: base) + bytes) & ~(huge - 1)
            guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }
}

extension LargeMemory {
    /// Runs `body` after making the heap grow by about `bytes` at once, with transparent
    /// huge pages asked for on the new part (Linux with glibc only).
    ///
    /// For folding a long log into histories: about 24 bytes per recorded day, in arrays
    /// that `malloc` takes from the heap, which are then backed by a few 2 MiB page faults
    /// instead of thousands of 4 KiB ones (`status` on 100 habits × 10 years: 1,712 →
    /// 413 page faults). `malloc`'s padding and trim threshold are put back to their
    /// defaults when `body` returns. Only a hint: the result never depends on it, and
    /// elsewhere, or under `bytes` of 4 MiB, nothing changes.
    static func withHugePageHeap<T, Failure: Error>(bytes: Int, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        #if os(Linux) && canImport(Glibc)
            let huge = 2 << 20
            guard bytes >= 2 * huge, let mallopt = Malloc.options else { return try body() }
            let (topPad, trimThreshold): (Int32, Int32) = (-2, -1)
            let padding = Int32(clamping: bytes)
            _ = mallopt(topPad, padding)
            _ = mallopt(trimThreshold, Int32.max)
            defer {
                _ = mallopt(topPad, 128 << 10)
                _ = mallopt(trimThreshold, 128 << 10)
            }
            // Blocks under the `mmap` threshold come from the heap: the first that does not
            // fit in its free top makes it grow by the padding.
            // The blocks are arrays, released together when `blocks` goes.
            let before = Int(bitPattern: sbrk(0))
            var blocks: [[UInt8]] = []
            while Int(bitPattern: sbrk(0)) == before, blocks.count < 64 {
                blocks.append([UInt8](unsafeUninitializedCapacity: 64 << 10) { _, count in count = 0 })
            }
            let after = Int(bitPattern: sbrk(0))
            blocks = []
            let start = (before + huge - 1) & ~(huge - 1)
            let end = after & ~(huge - 1)
            if end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) {
                _ = madvise(pointer, end - start, MADV_HUGEPAGE)
            }
        #endif
        return try body()
    }
}

#if os(Linux) && canImport(Glibc)
    /// glibc's `mallopt`, which the Glibc module does not export, looked up once.
    private enum Malloc {
        typealias Options = @convention(c) (Int32, Int32) -> Int32
        static let options: Options? = dlsym(nil, "mallopt").map { unsafeBitCast($0, to: Options.self) }
    }
#endif
