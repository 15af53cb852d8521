import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the merge driver may touch (docs/sync.md, "A remote is not trusted"): only paths
/// that resolve, links followed, inside the repository git runs it in (its working
/// directory, the top level), and an OURS that is a plain file rather than a link — a
/// link arriving in a merge could point anywhere, and OURS is written.
struct DriverPaths {
    /// The repository's top level, resolved.
    let root: String

    /// The repository around the working directory; throws when it cannot be resolved.
    init(directory: String = FileManager.default.currentDirectoryPath) throws(SyncError) {
        guard let root = Self.resolved(directory) else { throw .unreadable(directory) }
        self.root = root
    }

    /// Throws `SyncError.outsideRepository` unless every path is inside the repository
    /// and `ours` is not a symbolic link.
    func check(base: String, ours: String, theirs: String, name: String?) throws(SyncError) {
        if isLink(ours) { throw .outsideRepository(ours, link: true) }
        for path in [base, ours, theirs] + (name.map { [$0] } ?? []) {
            guard let resolved = resolvedAllowingMissing(absolute(path)), inside(resolved) else {
                throw .outsideRepository(path, link: false)
            }
        }
    }

    /// The bytes of the repository's own `name` (the `habits` a merged `log` goes with):
    /// `nil` when it is missing or a link.
    func repositoryFile(_ name: String) -> [UInt8]? {
        let path = root + "/" + name
        guard !isLink(path), let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    private func inside(_ path: String) -> Bool { path.hasPrefix(root == "/" ? "/" : root + "/") }

    private func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// `path` resolved; a path that does not exist (a NAME git has not written) resolves
    /// through its directory, and a name of `..` never passes.
    private func resolvedAllowingMissing(_ path: String) -> String? {
        if let resolved = Self.resolved(path) { return resolved }
        let url = URL(fileURLWithPath: path)
        let last = url.lastPathComponent
        guard last != "..", last != ".", !isLink(path) else { return nil }
        guard let directory = Self.resolved(url.deletingLastPathComponent().path) else { return nil }
        return directory + "/" + last
    }

    /// `path` with every link followed, or `nil` when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
