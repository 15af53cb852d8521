import Foundation
import Testing

@testable import habit

/// What a crash leaves in the device layout, and the next write (docs/reliability.md, "The
/// promises"; docs/sync.md, "Device names"): a device file whose last line lost its
/// newline, and the temporary file of a registry write cut short. Found by
/// `scripts/crash.sh devices`.
@Suite(.enabled(if: SyncEndToEndTests.hasGit)) struct DeviceCrashRepairTests {
    /// A data directory moved to device files by `habit sync` in a folder without git,
    /// with a numeric habit `water`, its machine's state kept under `state/`.
    static func shared() -> Harness {
        var harness = Harness()
        harness.environment["XDG_STATE_HOME"] = harness.root + "/state"
        harness.environment["HABIT_HOST"] = "laptop"
        _ = harness.ok(["add", "water", "--target", "1", "--since", "2026-11-01"])
        _ = harness.ok(["sync"])
        _ = harness.ok(["check", "water", "--value", "1", "--date", "2026-11-15"])
        return harness
    }

    /// The one device file of `harness`, by path.
    static func deviceFile(_ harness: Harness) throws -> String {
        let folder = harness.directory + "/devices"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".log") }
        #expect(names.count == 1, "\(names)")
        return folder + "/" + (try #require(names.first))
    }

    static func append(_ text: String, to path: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    /// Each day's state of `water` as `habit export` gives it (`=1`), by day.
    static func waterDays(_ harness: Harness) -> [String: String] {
        var days: [String: String] = [:]
        for line in harness.ok(["export"]).split(separator: "\n") {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count > 10, fields[0] == "entry", fields[1] == "water" else { continue }
            days[String(fields[9])] = String(fields[10])
        }
        return days
    }

    /// A torn last line (a power loss mid-append, `echo -n`): the next check starts a line
    /// of its own and counts; the torn piece stays a line that counts for nothing.
    @Test func aTornLastLineDoesNotSwallowTheNextCheck() throws {
        let harness = Self.shared()
        defer { harness.cleanUp() }
        let path = try Self.deviceFile(harness)
        try Self.append("2026-11-1", to: path)
        let checked = harness.run(["check", "water", "--value", "1", "--date", "2026-11-16"])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(try Self.deviceFile(harness) == path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\n2026-11-1\n"), "\(text)")
        #expect(Self.waterDays(harness) == ["2026-11-15": "=1", "2026-11-16": "=1"])
        #expect(harness.run(["verify"]).status == 0)
    }

    /// A whole line appended by hand without its newline gets one, and counts, as does the
    /// check written after it.
    @Test func aHandLineWithoutItsNewlineCountsWithTheNextCheck() throws {
        let harness = Self.shared()
        defer { harness.cleanUp() }
        try Self.append("2026-11-17 water +1", to: try Self.deviceFile(harness))
        _ = harness.ok(["check", "water", "--value", "1", "--date", "2026-11-18"])
        #expect(Self.waterDays(harness) == ["2026-11-15": "=1", "2026-11-17": "=1", "2026-11-18": "=1"])
    }

    /// A registry write a kill cut short leaves its temporary file; the next write replaces
    /// it, so none is left in the state directory.
    @Test func aRegistryWriteCutShortLeavesNoTemporaryFile() throws {
        let harness = Self.shared()
        defer { harness.cleanUp() }
        let folder = harness.root + "/state/habit"
        let registry = try String(contentsOfFile: folder + "/devices", encoding: .utf8)
        #expect(FileManager.default.createFile(atPath: folder + "/devices.tmp", contents: Data("laptop-".utf8)))
        _ = harness.ok(["check", "water", "--value", "1", "--date", "2026-11-16"])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty, "\(left)")
        let now = try String(contentsOfFile: folder + "/devices", encoding: .utf8)
        #expect(now.split(separator: " ").first == registry.split(separator: " ").first)
    }
}
