import Foundation

/// A file-sync tool between two folders, as Syncthing carries one (docs/sync.md,
/// "File-sync tools"): a file changed on one side since the last exchange is copied to the
/// other, a file deleted on one side and unchanged on the other is deleted there, and a
/// file changed on both sides keeps the version of the side that wrote last (`newer`) in
/// place while the other becomes `NAME.sync-conflict-YYYYMMDD-HHMMSS-DEVICE` on both (the
/// first folder's device is `LAPTOPA`, the second's `PHONEBB`, short device ids). Names
/// starting with `.` (the store's private files) stay where they are.
struct FolderCarrier {
    let first: String
    let second: String
    /// Each file's bytes as both folders held them after the last exchange.
    private var base: [String: Data] = [:]

    init(_ first: String, _ second: String) {
        self.first = first
        self.second = second
    }

    /// Brings the two folders together; on a file changed on both, `newer` (one of the two
    /// folders) keeps its version. Returns the conflict copies made.
    @discardableResult
    mutating func exchange(newer: String, stamp: String = "20261121-080000") throws -> [String] {
        let older = newer == first ? second : first
        let (mine, theirs) = (Self.files(newer), Self.files(older))
        var copies: [String] = []
        for path in Set(mine.keys).union(theirs.keys).union(base.keys).sorted() {
            let ours = mine[path]
            let other = theirs[path]
            let last = base[path]
            if ours == other {
                base[path] = ours
            } else if ours == last {
                try Self.put(other, at: path, in: newer)
                base[path] = other
            } else if other == last {
                try Self.put(ours, at: path, in: older)
                base[path] = ours
            } else if let ours, let other {
                let copy = path + ".sync-conflict-" + stamp + "-" + (older == first ? "LAPTOPA" : "PHONEBB")
                for folder in [newer, older] { try Self.put(other, at: copy, in: folder) }
                try Self.put(ours, at: path, in: older)
                (base[path], base[copy]) = (ours, other)
                copies.append(copy)
            } else {
                // Changed on one side, deleted on the other: the change is kept.
                let kept = ours ?? other
                for folder in [newer, older] { try Self.put(kept, at: path, in: folder) }
                base[path] = kept
            }
        }
        return copies
    }

    /// The conflict copies in `folder` (not those moved into a dot-directory).
    static func conflictCopies(in folder: String) -> [String] {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.contains(".sync-conflict-") && !$0.hasPrefix(".") }
    }

    /// Every carried file under `folder`, by its path there.
    private static func files(_ folder: String) -> [String: Data] {
        var found: [String: Data] = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: folder) else { return found }
        while let path = walker.nextObject() as? String {
            let name = URL(fileURLWithPath: path).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found[path] = manager.contents(atPath: folder + "/" + path)
            }
        }
        return found
    }

    /// Writes `data` at `path` in `folder`, or deletes the file when nil.
    private static func put(_ data: Data?, at path: String, in folder: String) throws {
        let full = folder + "/" + path
        guard let data else {
            try? FileManager.default.removeItem(atPath: full)
            return
        }
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: full).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
    }
}
