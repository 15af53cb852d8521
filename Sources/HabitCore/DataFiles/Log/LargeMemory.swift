#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
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
