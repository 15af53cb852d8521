import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `export --output PATH` replaces a file whole, follows a symbolic link to the file it
/// names, and writes to a device or named pipe as the shell's `>` would — never renaming
/// a file over it (docs/import.md, "habit's own export").
@Suite struct ExportTargetTests {
    static func harness() -> Harness {
        Harness(habits: "meditate since=2026-11-01\n", log: "2026-11-20 meditate\n")
    }

    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    @Test func aNamedPipeGetsTheExportAndStaysAPipe() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let fifo = harness.root + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Both ends held here: the export's open does not wait, and the bytes stay in
        // the pipe until read.
        let fd = open(fifo, O_RDWR | O_NONBLOCK)
        #expect(fd >= 0)
        defer { close(fd) }
        let result = harness.run(["export", "--output", fifo])
        #expect(result.status == 0, "\(result.stderr)")
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = read(fd, &buffer, buffer.count)
        let text = String(decoding: buffer.prefix(max(n, 0)), as: UTF8.self)
        #expect(text.hasPrefix("record,id,name,"), "\(text)")
        #expect(text.contains("2026-11-20,done"))
        #expect(Self.kind(fifo) == S_IFIFO)
    }

    @Test func aSymbolicLinkIsFollowedAndKept() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let link = harness.root + "/export.csv"
        #expect(symlink("real.csv", link) == 0)
        let result = harness.run(["export", "--output", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.kind(link) == S_IFLNK)
        let written = try String(contentsOfFile: harness.root + "/real.csv", encoding: .utf8)
        #expect(written.contains("2026-11-20,done"))
        #expect(result.stderr == "Exported 1 habit to '\(link)'.\n")
    }

    @Test func aDirectoryIsRefusedWithAnIOError() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["export", "--output", harness.root])
        #expect(result.status == 74)
        #expect(result.stderr == "habit: error: cannot write '\(harness.root)': is a directory\n")
    }

    @Test func aLoopOfLinksIsAnIOError() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(symlink("b", harness.root + "/a") == 0)
        #expect(symlink("a", harness.root + "/b") == 0)
        let result = harness.run(["export", "--output", harness.root + "/a"])
        #expect(result.status == 74)
        #expect(result.stderr.contains("too many levels of symbolic links"), "\(result.stderr)")
    }
}
