/// The one seam through which the store touches the file system.
///
/// Every system call the store makes — open, read, write, fsync, flock, rename, … — goes
/// through a value of this protocol, never to the C library directly. `SystemFileSystem`
/// is the real implementation; a test can wrap it to fail the k-th call with a chosen
/// `errno`, to fake a full disk, or to record the calls and replay a prefix of them to
/// simulate a power loss at any point. The lock wait also reads the clock and sleeps
/// through here, so a lock timeout can be tested without waiting.
///
/// Calls report failure by throwing `SystemCallError` with the C library's `errno`; the
/// store adds the operation and path to make a `StoreError`.
package protocol FileSystem: Sendable {
    /// `open(2)`: a file descriptor for `path`. Symbolic links are followed.
    func open(_ path: String, _ options: OpenOptions, mode: UInt32) throws(SystemCallError) -> Int32
    /// `close(2)`.
    func close(_ fd: Int32) throws(SystemCallError)
    /// `read(2)`: up to `buffer.count` bytes; 0 at end of file.
    func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int
    /// `pread(2)`: up to `buffer.count` bytes from `offset`.
    func pread(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemCallError) -> Int
    /// `write(2)`: one call; returns how many bytes were written (possibly fewer).
    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int
    /// `fsync(2)`.
    func fsync(_ fd: Int32) throws(SystemCallError)
    /// `ftruncate(2)`.
    func ftruncate(_ fd: Int32, to length: Int) throws(SystemCallError)
    /// `fchmod(2)` with permission bits.
    func fchmod(_ fd: Int32, mode: UInt32) throws(SystemCallError)
    /// `fstat(2)`.
    func fstat(_ fd: Int32) throws(SystemCallError) -> FileStatus
    /// `stat(2)` (following links) or `lstat(2)` (not following); `nil` when nothing is
    /// at `path` (ENOENT).
    func status(_ path: String, followingLinks: Bool) throws(SystemCallError) -> FileStatus?
    /// `readlink(2)`: a symbolic link's target as written.
    func readLink(_ path: String) throws(SystemCallError) -> String
    /// `mkdir(2)`.
    func makeDirectory(_ path: String, mode: UInt32) throws(SystemCallError)
    /// `rename(2)`.
    func rename(_ from: String, to: String) throws(SystemCallError)
    /// `unlink(2)`.
    func unlink(_ path: String) throws(SystemCallError)
    /// `rmdir(2)`: an empty directory.
    func removeDirectory(_ path: String) throws(SystemCallError)
    /// The names in a directory, without `.` and `..`.
    func contentsOfDirectory(_ path: String) throws(SystemCallError) -> [String]
    /// `flock(2)` with `LOCK_NB`: `true` when the lock was taken, `false` when another
    /// open file holds a conflicting lock.
    func tryLock(_ fd: Int32, exclusive: Bool) throws(SystemCallError) -> Bool
    /// A monotonic clock in seconds, for lock waits.
    func monotonicSeconds() -> Double
    /// Sleeps for `seconds`, between lock attempts.
    func sleep(seconds: Double)
    /// `mmap(2)`: the first `size` bytes of `fd`, read-only and private; `nil` when they
    /// cannot be mapped (the caller then reads them). Only for a file no one shrinks while
    /// it is mapped: reading past a file's end through a mapping is a fault.
    func map(_ fd: Int32, size: Int) -> UnsafeRawBufferPointer?
    /// `munmap(2)` of what `map` gave.
    func unmap(_ region: UnsafeRawBufferPointer)
}

extension FileSystem {
    /// None: the caller reads the file (a wrapper of the real file system that counts
    /// or fails reads sees every byte go through `read`).
    package func map(_ fd: Int32, size: Int) -> UnsafeRawBufferPointer? { nil }

    /// Nothing was mapped.
    package func unmap(_ region: UnsafeRawBufferPointer) {}
}

/// How to open a file: a portable subset of `open(2)` flags.
package struct OpenOptions: OptionSet, Sendable, Hashable {
    /// The option bits (not the C library's flag values).
    package let rawValue: Int
    /// Options from their bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// `O_RDONLY` (the default when neither write nor readWrite is given).
    package static let read = OpenOptions(rawValue: 1 << 0)
    /// `O_WRONLY`.
    package static let write = OpenOptions(rawValue: 1 << 1)
    /// `O_RDWR`.
    package static let readWrite = OpenOptions(rawValue: 1 << 2)
    /// `O_APPEND`: every write goes to the end, atomically positioned.
    package static let append = OpenOptions(rawValue: 1 << 3)
    /// `O_CREAT`.
    package static let create = OpenOptions(rawValue: 1 << 4)
    /// `O_TRUNC`.
    package static let truncate = OpenOptions(rawValue: 1 << 5)
    /// `O_EXCL` (with `create`: fail when the file exists).
    package static let exclusive = OpenOptions(rawValue: 1 << 6)
    /// `O_DIRECTORY`: open a directory (to fsync it).
    package static let directory = OpenOptions(rawValue: 1 << 7)
    /// `O_NONBLOCK`: do not wait in `open` (a FIFO would block until a writer came).
    static let nonBlocking = OpenOptions(rawValue: 1 << 8)
}

/// What `stat(2)` says about a file.
package struct FileStatus: Sendable, Hashable {
    /// What kind of file it is.
    package enum Kind: Sendable, Hashable {
        /// A plain file.
        case regular
        /// A directory.
        case directory
        /// A symbolic link (only from `status(_:followingLinks: false)`).
        case symbolicLink
        /// Anything else.
        case other
    }

    /// The kind of file.
    package var kind: Kind
    /// The size in bytes.
    package var size: Int
    /// The permission bits (`0o600`).
    package var permissions: UInt32
    /// The device the file is on; with `inode`, which file it is.
    package var device: UInt64
    /// The file's inode number on `device`.
    package var inode: UInt64
    /// When the file's bytes last changed (`st_mtim`), in nanoseconds since 1970.
    package var modified: Int64
    /// When the file's bytes or status last changed (`st_ctim`), in nanoseconds since
    /// 1970: unlike `modified`, no program can set it back.
    package var changed: Int64

    /// A status with the given values.
    package init(
        kind: Kind, size: Int, permissions: UInt32, device: UInt64 = 0, inode: UInt64 = 0, modified: Int64 = 0,
        changed: Int64 = 0
    ) {
        self.kind = kind
        self.size = size
        self.permissions = permissions
        self.device = device
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }
}

/// A failed system call: its `errno`.
package struct SystemCallError: Error, Sendable, Hashable {
    /// The C library's `errno`.
    package var code: Int32

    /// An error with `errno` `code`.
    package init(code: Int32) {
        self.code = code
    }
}
