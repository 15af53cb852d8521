/// Appends, rewrites, backups and torn-tail repair. Callers hold the exclusive lock.
extension Store {
    /// Appends whole lines to `log` with one `write()`, then `fsync`s. On failure the log
    /// is cut back to its previous length, so no partial line is left behind.
    func appendLines(_ bytes: [UInt8]) throws(StoreError) {
        let path = path(of: .log)
        let existed = try exists(path)
        let fd = try sys("open", path) { () throws(SystemCallError) in
            try fileSystem.open(path, [.write, .append, .create], mode: 0o600)
        }
        defer { try? fileSystem.close(fd) }
        if !existed { try syncDirectory(Store.parent(of: try resolveLinks(path))) }
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

    /// Replaces a data file with `bytes`: backup, temporary file in the same directory,
    /// `fsync`, the old mode, `rename`, directory `fsync`. A symbolic link is followed and
    /// its target replaced, so the link stays.
    func replace(_ file: DataFile, with bytes: [UInt8]) throws(StoreError) {
        let target = try resolveLinks(path(of: file))
        let directory = Store.parent(of: target)
        let old = try sys("read", target) { () throws(SystemCallError) in try fileSystem.status(target, followingLinks: true) }
        if old != nil { try backUp(file, from: target) }
        let temporary = DataDirectory.join(directory, "." + Store.baseName(of: target) + ".tmp")
        let fd = try sys("create", temporary) { () throws(SystemCallError) in
            try fileSystem.open(temporary, [.write, .create, .truncate], mode: 0o600)
        }
        var open = true
        do {
            try writeAll(fd, bytes, path: temporary)
            try sys("set mode of", temporary) { () throws(SystemCallError) in
                try fileSystem.fchmod(fd, mode: old?.permissions ?? 0o600)
            }
            try sys("sync", temporary) { () throws(SystemCallError) in try fileSystem.fsync(fd) }
            open = false  // a failed close(2) still frees the descriptor: never close twice
            try sys("close", temporary) { () throws(SystemCallError) in try fileSystem.close(fd) }
        } catch {
            if open { try? fileSystem.close(fd) }
            try? fileSystem.unlink(temporary)
            throw error
        }
        do { try fileSystem.rename(temporary, to: target) } catch {
            try? fileSystem.unlink(temporary)
            throw .io(operation: "replace", path: target, code: error.code)
        }
        try syncDirectory(directory)
    }

    /// Copies the current content of `target` into `.backup/NAME.NNNNNN` (durably) and
    /// deletes all but the newest `backupsKept` backups of that file.
    func backUp(_ file: DataFile, from target: String) throws(StoreError) {
        let folder = backupDirectory
        if try !exists(folder) {
            do { try fileSystem.makeDirectory(folder, mode: 0o700) } catch {
                if error.code != EEXISTCode { throw .io(operation: "create directory", path: folder, code: error.code) }
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
        let bytes = try readFile(target) ?? []
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
                if error.code != ENOENTCode { throw .io(operation: "delete", path: temporary, code: error.code) }
            }
        }
    }

    /// Moves a torn last line of `log` (bytes after the last newline) to `rejects`, then
    /// cuts it from the log. Rejects are written and synced first, so a crash in between
    /// leaves the fragment in both files rather than in neither.
    func repairTornTail() throws(StoreError) {
        let path = path(of: .log)
        let fd: Int32
        do { fd = try fileSystem.open(path, [.readWrite], mode: 0) } catch {
            if error.code == ENOENTCode { return }
            throw .io(operation: "open", path: path, code: error.code)
        }
        defer { try? fileSystem.close(fd) }
        guard let start = try tornTailStart(fd, path: path) else { return }
        let size = try sys("read", path) { () throws(SystemCallError) in try fileSystem.fstat(fd) }.size
        let fragment = try readRange(fd, from: start, to: size, path: path) + [10]
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
        try sys("truncate", path) { () throws(SystemCallError) in try fileSystem.ftruncate(fd, to: start) }
        try sys("sync", path) { () throws(SystemCallError) in try fileSystem.fsync(fd) }
    }

    /// Where the torn last line of the file open as `fd` starts, or `nil` when the file is
    /// empty or ends with a newline. Reads only the tail, 4 KiB at a time, backwards.
    private func tornTailStart(_ fd: Int32, path: String) throws(StoreError) -> Int? {
        let size = try sys("read", path) { () throws(SystemCallError) in try fileSystem.fstat(fd) }.size
        var end = size
        while end > 0 {
            let from = max(0, end - 4096)
            let chunk = try readRange(fd, from: from, to: end, path: path)
            if end == size, chunk.last == 10 { return nil }
            if let newline = chunk.lastIndex(of: 10) { return from + newline + 1 }
            end = from
        }
        return size > 0 ? 0 : nil
    }

    /// The bytes `from..<to` of the file open as `fd`.
    private func readRange(_ fd: Int32, from: Int, to: Int, path: String) throws(StoreError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: to - from)
        var done = 0
        while done < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemCallError) in
                    try fileSystem.pread(fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]), at: from + done)
                }
            }
            let n = try sys("read", path) { () throws(SystemCallError) in try result.get() }
            if n == 0 { break }
            done += n
        }
        return Array(bytes[0..<done])
    }
}
