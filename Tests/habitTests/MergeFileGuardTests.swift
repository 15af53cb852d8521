import Foundation
import Testing

/// The merge driver touches nothing outside the repository git runs it in (docs/sync.md,
/// "A remote is not trusted"): a path that resolves outside, or an OURS that is a link,
/// is refused with exit 1 and nothing written.
@Suite struct MergeFileGuardTests {
    /// A repository `repo` with the three versions of `log` git would hand the driver,
    /// and a file `outside` beside it.
    struct Place {
        let root = FileManager.default.temporaryDirectory.path + "/habit-driver-" + UUID().uuidString
        var repo: String { root + "/repo" }
        var outside: String { root + "/outside" }
        let before = "2026-11-01 read\n"

        init() throws {
            try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
            for name in [".merge_file_base", ".merge_file_ours", ".merge_file_theirs"] {
                try write(repo + "/" + name, before)
            }
            try write(outside, before)
        }

        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        func read(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }

        func driver(_ arguments: [String]) throws -> RunResult {
            try BinaryTests.spawn(
                ["merge-file"] + arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": root], directory: repo)
        }

        func cleanUp() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test func pathsInsideTheRepositoryMerge() throws {
        let place = try Place()
        defer { place.cleanUp() }
        try place.write(place.repo + "/.merge_file_theirs", place.before + "2026-11-02 read\n")
        let run = try place.driver([".merge_file_base", ".merge_file_ours", ".merge_file_theirs", "log"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(place.read(place.repo + "/.merge_file_ours") == place.before + "2026-11-02 read\n")
    }

    @Test(arguments: [0, 1, 2])
    func aVersionOutsideTheRepositoryIsRefused(position: Int) throws {
        let place = try Place()
        defer { place.cleanUp() }
        try place.write(place.outside, place.before + "2026-11-03 read\n")
        var arguments = [".merge_file_base", ".merge_file_ours", ".merge_file_theirs", "log"]
        arguments[position] = position == 1 ? "../outside" : place.outside
        let run = try place.driver(arguments)
        #expect(run.status == 1)
        #expect(run.stderr.contains("is outside the repository; nothing was written"), "\(run.stderr)")
        #expect(place.read(place.outside) == place.before + "2026-11-03 read\n")
        #expect(place.read(place.repo + "/.merge_file_ours") == place.before)
    }

    @Test func aVersionLinkedOutsideTheRepositoryIsRefused() throws {
        let place = try Place()
        defer { place.cleanUp() }
        try FileManager.default.removeItem(atPath: place.repo + "/.merge_file_theirs")
        try FileManager.default.createSymbolicLink(
            atPath: place.repo + "/.merge_file_theirs", withDestinationPath: place.outside)
        let run = try place.driver([".merge_file_base", ".merge_file_ours", ".merge_file_theirs", "log"])
        #expect(run.status == 1)
        #expect(place.read(place.repo + "/.merge_file_ours") == place.before)
    }

    @Test func oursThatIsALinkIsRefusedEvenInside() throws {
        let place = try Place()
        defer { place.cleanUp() }
        try place.write(place.repo + "/log", place.before)
        try FileManager.default.removeItem(atPath: place.repo + "/.merge_file_ours")
        try FileManager.default.createSymbolicLink(atPath: place.repo + "/.merge_file_ours", withDestinationPath: "log")
        try place.write(place.repo + "/.merge_file_theirs", place.before + "2026-11-02 read\n")
        let run = try place.driver([".merge_file_base", ".merge_file_ours", ".merge_file_theirs", "log"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("'.merge_file_ours': it is a symbolic link"), "\(run.stderr)")
        #expect(place.read(place.repo + "/log") == place.before)
    }

    @Test func aNameOutsideTheRepositoryIsRefused() throws {
        let place = try Place()
        defer { place.cleanUp() }
        let run = try place.driver([".merge_file_base", ".merge_file_ours", ".merge_file_theirs", "../../log"])
        #expect(run.status == 1)
        #expect(place.read(place.repo + "/.merge_file_ours") == place.before)
    }
}
