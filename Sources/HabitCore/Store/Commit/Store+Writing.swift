/// Appends, rewrites, backups and the repair of an unterminated last line. Callers hold
/// the exclusive lock.
extension Store {
    /// Appends whole lines to `log` with one `write()`, then `fsync`s: through `log` when
    /// the transaction opened it, else creating the file (0600). On failure the log is
    /// cut back to its previous length, so no partial line is left behind.
    func appendLines(_ bytes: [UInt8], to log: OpenLog?, path: String? = nil) throws(StoreError) {
        let path = path ?? self.path(of: .log)
        guard let log else {
            let fd = try sys("open", path) { () throws(SystemCallError) in
                try fileSystem.open(path, [.write, .append, .create], mode: 0o600)
            }
            defer { try? fileSystem.close(fd) }
            try syncDirectory(Store.parent(of: try resolveLinks(path)))
            let size = try sys("read", path) { () throws(SystemCallError) in try fileSystem.fstat(fd) }.size
            return try appendLines(bytes, to: OpenLog(fd: fd, size: size), path: path)
        }
        let fd = log.fd
        let size = try sys("read", path) { () throws(SystemCallError) in try fileSystem.fstat(fd) }.size
        let written = bytes.withUnsafeBytes { buffer in
            Result { () throws(SystemCallError) in try fileSystem.write(fd, buffer) }
        }
        switch written {
        case .failure(let error):
            rollBack(fd, to: size)
            throw .io(operation: "write", path: path, code: error.code)
        case .success(let count) where count != bytes.count:
            rollBack(fd, to: size)
            throw .incompleteWrite(path: path)
        case .success:
            break
        }
        do { try fileSystem.fsync(fd) } catch {
            rollBack(fd, to: size)
            throw .io(operation: "sync", path: path, code: error.code)
        }
    }

    private func rollBack(_ fd: Int32, to size: Int) {
        try? fileSystem.ftruncate(fd, to: size)
        try? fileSystem.fsync(fd)
    }

    /// Replaces a data file with `bytes` (`AtomicFile`), after `rewrite`'s pieces when
    /// given, once its content is copied into `.backup/` — `backup` when the caller has
    /// it, else read from the file. A symbolic link is followed and its target replaced,
    /// so the link stays. Without `keepingBackup`, no backup is taken (an undo, which
    /// needs no space for one).
    func replace(
        _ file: DataFile, with bytes: [UInt8], after rewrite: LogRewrite? = nil, backup: [UInt8]? = nil,
        keepingBackup: Bool = true
    ) throws(StoreError) {
        let target = try resolveLinks(path(of: file))
        let old = try sys("read", target) { () throws(SystemCallError) in
            try fileSystem.status(target, followingLinks: true)
        }
        if old != nil, keepingBackup {
            let bytes: [UInt8]
            if let backup { bytes = backup } else { bytes = try readFile(target) ?? [] }
            try backUp(file, bytes: bytes)
        }
        let temporary = DataDirectory.join(Store.parent(of: target), "." + Store.baseName(of: target) + ".tmp")
        try atomicFile.write(to: target, through: temporary, mode: old?.permissions ?? 0o600) {
            (emit) throws(StoreError) in
            try rewrite?.forEachPiece(emit)
            try emit(bytes[...])
        }
    }

    /// Writes `bytes`, the file's content before a rewrite, into `.backup/NAME.NNNNNN`
    /// (durably) and deletes all but the newest `backupsKept` backups of that file.
    func backUp(_ file: DataFile, bytes: [UInt8]) throws(StoreError) {
        let folder = backupDirectory
        if try !exists(folder) {
            do { try fileSystem.makeDirectory(folder, mode: 0o700) } catch {
                if error.code != errnoExists {
                    throw .io(operation: "create directory", path: folder, code: error.code)
                }
            }
            try syncDirectory(directory)
        }
        let names = try sys("list", folder) { () throws(SystemCallError) in try fileSystem.contentsOfDirectory(folder) }
        let prefix = file.fileName + "."
        var numbers = names.compactMap { name -> Int? in
            guard name.hasPrefix(prefix) else { return nil }
            let suffix = name.dropFirst(prefix.count)
            guard !suffix.isEmpty, suffix.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(suffix)
        }.sorted()
        let next = (numbers.last ?? 0) + 1
        let digits = String(next)
        let name = prefix + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        let path = DataDirectory.join(folder, name)
        let fd = try sys("create", path) { () throws(SystemCallError) in
            try fileSystem.open(path, [.write, .create, .exclusive], mode: 0o600)
        }
        do {
            try writeAll(fd, bytes, path: path)
            try sys("sync", path) { () throws(SystemCallError) in try fileSystem.fsync(fd) }
        } catch {
            try? fileSystem.close(fd)
            try? fileSystem.unlink(path)
            throw error
        }
        do { try fileSystem.close(fd) } catch {
            try? fileSystem.unlink(path)
            throw .io(operation: "close", path: path, code: error.code)
        }
        try syncDirectory(folder)
        numbers.append(next)
        for old in numbers.dropLast(Store.backupsKept) {
            let oldDigits = String(old)
            let oldName = prefix + String(repeating: "0", count: max(0, 6 - oldDigits.count)) + oldDigits
            let oldPath = DataDirectory.join(folder, oldName)
            try sys("delete", oldPath) { () throws(SystemCallError) in try fileSystem.unlink(oldPath) }
        }
    }

    /// Deletes the temporary files of a rewrite that never finished (a crash, or an I/O
    /// error that also stopped its cleanup), so none outlives the next write.
    func removeStaleTemporaries() throws(StoreError) {
        for name in DataFile.allCases.map({ $0.fileName }) + ["journal"] {
            let temporary = DataDirectory.join(directory, "." + name + ".tmp")
            do { try fileSystem.unlink(temporary) } catch {
                if error.code != errnoNoEntry { throw .io(operation: "delete", path: temporary, code: error.code) }
            }
        }
    }

    /// Repairs the unterminated last line of `log`, which starts at `offset`, and returns
    /// the log's new size: a valid line gets its newline; anything else (a fragment of a
    /// line cut short) is moved to `rejects`, written and synced before it is cut from the
    /// log, so a crash in between leaves it in both files rather than in neither.
    func repairTail(_ log: OpenLog, at offset: Int, valid: Bool) throws(StoreError) -> Int {
        if valid {
            try appendLines([10], to: log)
            return log.size + 1
        }
        let path = path(of: .log)
        let fragment = try readRange(log.fd, from: offset, to: log.size, path: path) + [10]
        let rejects = rejectsPath
        let existed = try exists(rejects)
        let rfd = try sys("open", rejects) { () throws(SystemCallError) in
            try fileSystem.open(rejects, [.write, .append, .create], mode: 0o600)
        }
        do {
            try writeAll(rfd, fragment, path: rejects)
            try sys("sync", rejects) { () throws(SystemCallError) in try fileSystem.fsync(rfd) }
        } catch {
            try? fileSystem.close(rfd)
            throw error
        }
        try? fileSystem.close(rfd)
        if !existed { try syncDirectory(Store.parent(of: try resolveLinks(rejects))) }
        try sys("truncate", path) { () throws(SystemCallError) in try fileSystem.ftruncate(log.fd, to: offset) }
        try sys("sync", path) { () throws(SystemCallError) in try fileSystem.fsync(log.fd) }
        return offset
    }

    /// The bytes `from..<to` of the file open as `fd`.
    func readRange(_ fd: Int32, from: Int, to: Int, path: String) throws(StoreError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: to - from)
        var done = 0
        while done < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemCallError) in
                    try fileSystem.pread(
                        fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]), at: from + done)
                }
            }
            let n = try sys("read", path) { () throws(SystemCallError) in try result.get() }
            if n == 0 { break }
            done += n
        }
        return Array(bytes[0..<done])
    }
}
