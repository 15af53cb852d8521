import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// Deterministic mutation testing of the three data-file parsers (docs/reliability.md,
/// promises 2 and 4): at least 100 000 mutated files, starting from the committed seed corpus in
/// `Fixtures/fuzz/`. For every input the parser must return (not crash), every reported
/// `line:col` must lie inside the input, and when a file has no errors, writing it back
/// out and reading it again must give the same habits, entries or settings. A log must
/// also read the same through the reader's fast paths and its general path alone, whole
/// and in pieces, for every kind of request (`ParserInvariants+Log.swift`).
@Suite struct ParserMutationTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func seeds(_ kind: DataFile) throws -> [[UInt8]] {
        let folder = fixtures.appendingPathComponent("fuzz").appendingPathComponent(kind.fileName)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { Array(try Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    static let inputsPerParser = 34_000

    @Test(arguments: DataFile.allCases)
    func mutatedFilesNeverCrashAndReportPlacesInsideTheInput(kind: DataFile) throws {
        let seeds = try Self.seeds(kind)
        #expect(!seeds.isEmpty)
        let others = try DataFile.allCases.flatMap { try Self.seeds($0) }
        var mutator = Mutator(seed: 0x6861_6269_7400 + UInt64(kind.fileName.utf8.count))
        var failures: [String] = []
        var withIssues = 0
        for n in 0..<Self.inputsPerParser {
            let input = mutator.mutate(seeds[n % seeds.count], others: others)
            if let failure = ParserInvariants.check(input, as: kind) {
                if failures.count < 10 {
                    failures.append("input \(n) \(Array(input).debugDescription): \(failure)")
                }
            }
            if n % 64 == 0, !Self.hasNoIssues(input, kind) { withIssues += 1 }
        }
        ReliabilitySummary.record(
            "mutation (\(kind.fileName)): \(Self.inputsPerParser) mutated inputs, 0 crashes, "
                + "\(failures.count) with a misplaced line:col or a lossy round trip")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(withIssues > 0, "the mutations never produced a malformed file")
    }

    static func hasNoIssues(_ bytes: [UInt8], _ kind: DataFile) -> Bool {
        switch kind {
        case .habits: HabitsFile.parse(bytes).issues.isEmpty
        case .log: LogFile.parse(bytes).issues.isEmpty
        case .config: ConfigFile.parse(bytes).issues.isEmpty
        }
    }

    /// Every seed parses as intended: the corpus is valid files (and a torn tail).
    @Test(arguments: DataFile.allCases)
    func seedCorpusHasNoErrors(kind: DataFile) throws {
        let folder = Self.fixtures.appendingPathComponent("fuzz").appendingPathComponent(kind.fileName)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            let errors: [ParseIssue] =
                switch kind {
                case .habits: HabitsFile.parse(bytes).issues.filter(\.isError)
                case .log: LogFile.parse(bytes).issues.filter(\.isError)
                case .config: ConfigFile.parse(bytes).issues.filter(\.isError)
                }
            #expect(errors.isEmpty, "\(kind.fileName)/\(name): \(errors)")
        }
    }
}
