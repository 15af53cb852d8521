import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `habit`'s preparation of the heap before the store folds a long log into histories
/// (`Store.largeReads`): the heap grows by about the bytes the fold will need at once,
/// with transparent huge pages asked for on the new part (Linux with glibc only).
///
/// The fold keeps about 24 bytes per recorded day in arrays that `malloc` takes from the
/// heap; grown this way they are backed by a few 2 MiB page faults instead of thousands
/// of 4 KiB ones (`status` on 100 habits × 10 years: 1,712 → 413 page faults).
/// `malloc`'s padding and trim threshold change the whole process, so this is the
/// command line's choice, not the libraries' (docs/performance.md): they are put back to
/// glibc's defaults when the read returns. Only a hint: the result never depends on it,
/// and elsewhere, or under 4 MiB, nothing changes.
struct HugePageHeap: LargeReadMemory {
    func preparing<T, Failure: Error>(
        forAbout bytes: Int, _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        #if os(Linux) && canImport(Glibc)
            let huge = 2 << 20
            guard bytes >= 2 * huge, let mallopt = Malloc.options else { return try body() }
            let (topPad, trimThreshold): (Int32, Int32) = (-2, -1)
            _ = mallopt(topPad, Int32(clamping: bytes))
            _ = mallopt(trimThreshold, Int32.max)
            defer {
                _ = mallopt(topPad, 128 << 10)
                _ = mallopt(trimThreshold, 128 << 10)
            }
            Self.growHeap(huge: huge)
        #endif
        return try body()
    }

    #if os(Linux) && canImport(Glibc)
        /// Makes the heap grow by the padding, then asks for huge pages on the new part.
        /// Blocks under the `mmap` threshold come from the heap: the first that does not
        /// fit in its free top makes it grow. The blocks are arrays, released together
        /// when `blocks` goes.
        private static func growHeap(huge: Int) {
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
        }
    #endif
}

#if os(Linux) && canImport(Glibc)
    /// glibc's `mallopt`, which the Glibc module does not export, looked up once.
    private enum Malloc {
        typealias Options = @convention(c) (Int32, Int32) -> Int32
        static let options: Options? = dlsym(nil, "mallopt").map { unsafeBitCast($0, to: Options.self) }
    }
#endif
