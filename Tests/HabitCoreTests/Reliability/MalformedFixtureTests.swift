import Foundation
import Testing

@testable import HabitCore

/// Hand-written broken data files (`Fixtures/malformed/KIND/NAME`) and the exact
/// `file:line:col: message` lines the parser must report for each
/// (`Fixtures/malformed/KIND/NAME.expected`), docs/data-format.md, "Problems": "Every problem is reported
/// with file:line:col and what was expected".
///
/// `RECORD_MALFORMED=1` rewrites the expected files and fails, so a re-recording is
/// always looked at before it is committed.
@Suite struct MalformedFixtureTests {
    static let folder = ParserMutationTests.fixtures.appendingPathComponent("malformed")

    struct Fixture: CustomStringConvertible, Sendable {
        var kind: DataFile
        var name: String
        var description: String { "\(kind.fileName)/\(name)" }
        var url: URL { MalformedFixtureTests.folder.appendingPathComponent(kind.fileName).appendingPathComponent(name) }
        var expectedURL: URL { url.appendingPathExtension("expected") }
    }

    static let all: [Fixture] = DataFile.allCases.flatMap { kind in
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent(kind.fileName).path)) ?? []
        return names.filter { !$0.hasSuffix(".expected") }.sorted().map { Fixture(kind: kind, name: $0) }
    }

    static func issues(in bytes: [UInt8], kind: DataFile) -> [ParseIssue] {
        switch kind {
        case .habits: HabitsFile.parse(bytes).issues
        case .log: LogFile.parse(bytes).issues
        case .config: ConfigFile.parse(bytes).issues
        }
    }

    @Test func thereAreAtLeastFiftyFixtures() {
        #expect(Self.all.count >= 50)
    }

    @Test(arguments: all)
    func reportsExactlyTheExpectedPlacesAndMessages(fixture: Fixture) throws {
        let bytes = Array(try Data(contentsOf: fixture.url))
        let issues = Self.issues(in: bytes, kind: fixture.kind)
        #expect(issues.contains { $0.isError }, "a malformed fixture must have an error")
        let actual = issues.map(\.description).joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["RECORD_MALFORMED"] == "1" {
            try Data(actual.utf8).write(to: fixture.expectedURL)
            Issue.record(
                "recorded \(fixture.expectedURL.lastPathComponent); review it and run again without RECORD_MALFORMED")
            return
        }
        let expected = String(decoding: try Data(contentsOf: fixture.expectedURL), as: UTF8.self)
        #expect(actual == expected)
    }
}
