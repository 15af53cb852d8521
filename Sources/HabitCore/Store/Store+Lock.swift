/// The sidecar lock file `.lock`.
extension Store {
    /// Opens `.lock` and takes a `flock` on it, retrying every 10 ms until `lockTimeout`.
    ///
    /// Returns the descriptor to `release`, or `nil` when `create` is false and there is
    /// no lock file (a directory no writer has used yet, so there is no one to wait for).
    func acquireLock(exclusive: Bool, create: Bool) throws(StoreError) -> Int32? {
        let path = lockPath
        let fd: Int32
        do {
            fd = try fileSystem.open(path, create ? [.readWrite, .create] : [.read], mode: 0o600)
        } catch {
            if !create, error.code == errnoNoEntry { return nil }
            if error.code == errnoNotDirectory,
                (try? fileSystem.status(directory, followingLinks: true))??.kind != .directory
            {
                throw .notADirectory(path: directory)
            }
            throw .io(operation: "open", path: path, code: error.code)
        }
        let deadline = fileSystem.monotonicSeconds() + lockTimeout
        while true {
            let locked: Bool
            do { locked = try fileSystem.tryLock(fd, exclusive: exclusive) } catch {
                try? fileSystem.close(fd)
                throw .io(operation: "lock", path: path, code: error.code)
            }
            if locked { return fd }
            let remaining = deadline - fileSystem.monotonicSeconds()
            if remaining <= 0 {
                try? fileSystem.close(fd)
                throw .lockTimeout(path: path, seconds: lockTimeout)
            }
            fileSystem.sleep(seconds: min(0.01, remaining))
        }
    }

    /// Closes the lock descriptor, which releases the lock.
    func release(_ fd: Int32?) {
        guard let fd else { return }
        try? fileSystem.close(fd)
    }
}

extension Store {
    /// Runs `body` holding the exclusive lock, after finishing any change a crash cut
    /// short: what `habit sync` does to the files (git's commit and merge) is one more
    /// writer, so no `check` comes between (docs/sync.md).
    package func exclusively<T>(_ body: () throws -> T) throws -> T {
        try transaction { _ in }
        try ensureDirectory()
        let fd = try acquireLock(exclusive: true, create: true)
        defer { release(fd) }
        return try body()
    }
}
