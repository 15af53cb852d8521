#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's access and modification times to the nanosecond, as a person who edits a
/// file and then puts its time back keeps them (the fold checkpoint's tests,
/// docs/performance.md): `restore` sets them again exactly; the change time moves on,
/// as no program can set it.
public struct FileTimes {
    private var times: [timespec]

    /// The times of `path` now; `nil` when it cannot be read.
    public init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            times = [info.st_atimespec, info.st_mtimespec]
        #else
            times = [info.st_atim, info.st_mtim]
        #endif
    }

    /// Sets `path`'s access and modification times back to these; whether it could.
    @discardableResult
    public func restore(_ path: String) -> Bool {
        times.withUnsafeBufferPointer { utimensat(AT_FDCWD, path, $0.baseAddress, 0) == 0 }
    }
}
