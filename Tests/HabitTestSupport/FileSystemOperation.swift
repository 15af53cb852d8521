/// The calls of HabitCore's `FileSystem` that a test fake counts and can fail: every one
/// but the lock wait's clock and sleep.
package enum FileSystemOperation: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case open, close, read, pread, write, fsync, ftruncate, fchmod, fstat, status, readLink, makeDirectory, rename,
        unlink, removeDirectory, contentsOfDirectory, tryLock

    /// The call's name, as in `FileSystem`.
    package var description: String { rawValue }
}
