import Foundation
import HabitCore
import Testing

@testable import habit

/// Every mutating command on a data directory with errors (docs/data-format.md, "Problems"): each rewrite is
/// refused with exit 65 and leaves every byte of the directory as it was; appends
/// (`check`, `uncheck`, `skip`) still work and only add their line; `verify` exits 65.
///
/// The directories are the valid files of the fault-injection suite with one broken
/// fixture from `Fixtures/malformed/` added to the matching file.
@Suite struct ReliabilityMalformedDirectoryTests {
    struct Case: CustomStringConvertible, Sendable {
        var file: String
        var name: String
        var description: String { "\(file)/\(name)" }
    }

    static let cases: [Case] = ["habits", "log", "config"].flatMap { file in
        let folder = Harness.packageRoot.appendingPathComponent("Fixtures/malformed/\(file)").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasSuffix(".expected") }.sorted().map { Case(file: file, name: $0) }
    }

    static let rewrites: [[String]] = [
        ["add", "read", "--name", "Read a book"],
        ["edit", "water", "--target", "10"],
        ["rename", "gym", "lift"],
        ["archive", "gym"],
        ["unarchive", "old"],
        ["remove", "walk", "--yes"],
        ["move", "gym", "--to", "1"],
        ["config", "day-start", "04:00"],
        ["import", "harsh", Harness.packageRoot.appendingPathComponent("Fixtures/import/harsh").path],
    ]

    static let appends: [[String]] = [
        ["check", "walk", "--date", "2026-11-15"],
        ["uncheck", "walk", "--date", "2026-11-14"],
        ["skip", "walk", "--date", "2026-11-25"],
    ]

    static func prepared(_ broken: Case) throws -> Harness {
        let harness = Harness()
        let fixture = Harness.packageRoot.appendingPathComponent("Fixtures/malformed/\(broken.file)/\(broken.name)")
        let bad = try Data(contentsOf: fixture)
        for (file, text) in [
            ("habits", ReliabilityCommandFaultTests.habits), ("log", ReliabilityCommandFaultTests.log),
            ("config", ReliabilityCommandFaultTests.config),
        ] {
            var data = Data(text.utf8)
            if file == broken.file { data += bad }
            try FileManager.default.createDirectory(atPath: harness.directory, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: harness.directory + "/" + file))
        }
        return harness
    }

    @Test(arguments: cases)
    func rewritesAreRefusedWith65AndAppendsStillWork(broken: Case) throws {
        let harness = try Self.prepared(broken)
        defer { harness.cleanUp() }
        let verify = harness.run(["verify"])
        #expect(verify.status == 65, "verify: \(verify.stdout)")
        for arguments in Self.rewrites {
            let before = harness.contents()
            let result = harness.run(arguments)
            #expect(result.status == 65, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr.contains("habit: error: refusing to rewrite the data files")
                    && result.stderr.contains("habit verify"),
                "\(arguments): \(result.stderr)")
            #expect(harness.contents() == before, "\(arguments) changed the directory")
        }
        for arguments in Self.appends {
            let before = harness.read("log") ?? ""
            let result = harness.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let after = harness.read("log") ?? ""
            #expect(
                after.hasPrefix(before) && after.dropFirst(before.count).filter { $0 == "\n" }.count == 1,
                "\(arguments) did more than append one line")
        }
    }
}
