/// The lock every command takes: `flock` on `.lock`, then on the data directory itself
/// (docs/reliability.md, "The lock").
///
/// `.lock` alone cannot keep out a second writer once the file is deleted or replaced
/// (`rm .lock`, or a restore or sync tool moving a file over it): a command arriving
/// after that opens the new file and locks it while the first still writes. So, once a
/// lock on `.lock` is taken, the path must still name the very file locked (same device
/// and inode), else the lock is dropped and taken again; and the directory, which no
/// such tool replaces while its files stay, is locked as well. A file system that cannot
/// lock a directory leaves `.lock` alone to do the work.
extension Store {
    /// The descriptors of a held lock.
    struct HeldLock {
        /// `.lock`, locked.
        var file: Int32
        /// The data directory, locked (`nil` where directories cannot be locked).
        var directory: Int32?
    }

    /// Takes the lock, retrying every 10 ms until `lockTimeout`.
    ///
    /// Returns the lock to `release`, or `nil` when `create` is false and there is no
    /// lock file (a directory no writer has used yet, so there is no one to wait for).
    func acquireLock(exclusive: Bool, create: Bool) throws(StoreError) -> HeldLock? {
        let deadline = fileSystem.monotonicSeconds() + lockTimeout
        while true {
            guard let fd = try openLockFile(create: create) else { return nil }
            let waited: Bool
            do { waited = try wait(for: fd, exclusive: exclusive, deadline: deadline, path: lockPath) } catch {
                try? fileSystem.close(fd)
                throw error
            }
            guard waited else {
                try? fileSystem.close(fd)
                throw .lockTimeout(path: lockPath, seconds: lockTimeout)
            }
            // The path must still name the file locked: a lock on a deleted or replaced
            // `.lock` keeps no one out.
            let locked = try? fileSystem.fstat(fd)
            let named = try? fileSystem.status(lockPath, followingLinks: true)
            guard let locked, let named, locked.device == named.device, locked.inode == named.inode
            else {
                try? fileSystem.close(fd)
                continue
            }
            return HeldLock(file: fd, directory: try lockDirectory(exclusive: exclusive, deadline: deadline, fd))
        }
    }

    /// Opens `.lock` (creating it with `create`); `nil` when it does not exist and may
    /// not be created.
    private func openLockFile(create: Bool) throws(StoreError) -> Int32? {
        do {
            return try fileSystem.open(lockPath, create ? [.readWrite, .create] : [.read], mode: 0o600)
        } catch {
            if !create, error.code == errnoNoEntry { return nil }
            if error.code == errnoNotDirectory,
                (try? fileSystem.status(directory, followingLinks: true))??.kind != .directory
            {
                throw .notADirectory(path: directory)
            }
            throw .io(operation: "open", path: lockPath, code: error.code)
        }
    }

    /// Locks the data directory too, once `.lock` (`file`) is held; `nil` where the file
    /// system cannot lock a directory.
    private func lockDirectory(exclusive: Bool, deadline: Double, _ file: Int32) throws(StoreError) -> Int32? {
        guard let fd = try? fileSystem.open(directory, [.read, .directory], mode: 0) else { return nil }
        let locked: Bool
        do { locked = try wait(for: fd, exclusive: exclusive, deadline: deadline, path: directory) } catch {
            try? fileSystem.close(fd)
            if case .io(_, _, let code) = error, directoryLockUnsupported.contains(code) { return nil }
            try? fileSystem.close(file)
            throw error
        }
        if locked { return fd }
        try? fileSystem.close(fd)
        try? fileSystem.close(file)
        throw .lockTimeout(path: directory, seconds: lockTimeout)
    }

    /// Tries to lock `fd` every 10 ms; whether it was locked before `deadline`.
    func wait(for fd: Int32, exclusive: Bool, deadline: Double, path: String) throws(StoreError) -> Bool {
        while true {
            let locked: Bool
            do { locked = try fileSystem.tryLock(fd, exclusive: exclusive) } catch {
                throw .io(operation: "lock", path: path, code: error.code)
            }
            if locked { return true }
            let remaining = deadline - fileSystem.monotonicSeconds()
            if remaining <= 0 { return false }
            fileSystem.sleep(seconds: min(0.01, remaining))
        }
    }

    /// The exclusive lock of a write, and what was made to take it.
    struct WriteLock {
        /// The lock.
        var held: HeldLock?
        /// The directories made for it (the data directory and its missing parents),
        /// outermost first.
        var madeDirectories: [String] = []
        /// Whether `.lock` was made for it.
        var madeLockFile = false
    }

    /// Takes the exclusive lock for a write, before anything is read. In a directory no
    /// write has used yet (no `.lock`), the directory and `.lock` are made first, and
    /// `release(_:written:)` takes them away again when nothing was written: a refused
    /// command creates nothing (docs/data-format.md, "How writes stay safe").
    func lockForWriting() throws(StoreError) -> WriteLock {
        var lock = WriteLock()
        var found = 0
        while true {
            if let held = try acquireLock(exclusive: true, create: false) {
                lock.held = held
                return lock
            }
            // Another first write may take away what it made before this one locks it:
            // then it is made again.
            for made in try ensureDirectory() where !lock.madeDirectories.contains(made) {
                lock.madeDirectories.append(made)
            }
            lock.madeLockFile = try makeLockFile()
            // A `.lock` that is there and yet cannot be opened (a link to nothing), twice:
            // opened creating what it names, or failing with the reason.
            if !lock.madeLockFile { found += 1 }
            if found == 2 {
                lock.held = try acquireLock(exclusive: true, create: true)
                return lock
            }
        }
    }

    /// Makes `.lock` when it is missing; whether this call made it.
    private func makeLockFile() throws(StoreError) -> Bool {
        let fd: Int32
        do { fd = try fileSystem.open(lockPath, [.readWrite, .create, .exclusive], mode: 0o600) } catch {
            if error.code == errnoExists { return false }
            throw .io(operation: "open", path: lockPath, code: error.code)
        }
        try? fileSystem.close(fd)
        return true
    }

    /// Releases the lock of a write; when it wrote nothing, first takes away what was
    /// made to take it: `.lock`, then the directories, innermost first (one that holds
    /// anything else stays).
    func release(_ lock: WriteLock, written: Bool) {
        if !written {
            if lock.madeLockFile { try? fileSystem.unlink(lockPath) }
            for directory in lock.madeDirectories.reversed() { try? fileSystem.removeDirectory(directory) }
        }
        release(lock.held)
    }

    /// Closes the lock's descriptors, which releases it.
    func release(_ lock: HeldLock?) {
        guard let lock else { return }
        if let directory = lock.directory { try? fileSystem.close(directory) }
        try? fileSystem.close(lock.file)
    }
}

extension Store {
    /// Runs `body` holding the exclusive lock, after finishing any change a crash cut
    /// short: what `habit sync` does to the files (git's commit and merge) is one more
    /// writer, so no `check` comes between (docs/sync.md).
    /// Nothing is read: the files are the body's to read.
    package func exclusively<T>(_ body: () throws -> T) throws -> T {
        try ensureDirectory()
        let fd = try acquireLock(exclusive: true, create: true)
        defer { release(fd) }
        try finishJournal()
        return try body()
    }
}
