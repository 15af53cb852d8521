import Foundation
import Testing

@testable import HabitCore

/// Deterministic mutation testing of the three data-file parsers (SPEC §7, §8 "Bad
/// input"): at least 100 000 mutated files, starting from the committed seed corpus in
/// `Fixtures/fuzz/`. For every input the parser must return (not crash), every reported
/// `line:col` must lie inside the input, and when a file has no errors, writing it back
/// out and reading it again must give the same habits, entries or settings.
@Suite struct ParserMutationTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func seeds(_ kind: DataFile) throws -> [[UInt8]] {
        let folder = fixtures.appendingPathComponent("fuzz").appendingPathComponent(kind.fileName)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { Array(try Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    /// The byte length of each line (without its newline); a last line without newline counts.
    static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var current = 0
        for byte in bytes {
            if byte == 10 {
                lengths.append(current)
                current = 0
            } else {
                current += 1
            }
        }
        if bytes.last != 10, !bytes.isEmpty { lengths.append(current) }
        return lengths
    }

    /// Why a position does not lie inside the input, or `nil` when it does.
    static func misplaced(_ issue: ParseIssue, kind: DataFile, lengths: [Int]) -> String? {
        guard issue.file == kind else { return "issue names '\(issue.file.fileName)'" }
        guard issue.line >= 1, issue.line <= lengths.count else {
            return "line \(issue.line) outside 1...\(lengths.count)"
        }
        guard issue.column >= 1, issue.column <= lengths[issue.line - 1] + 1 else {
            return "column \(issue.column) outside 1...\(lengths[issue.line - 1] + 1)"
        }
        return nil
    }

    /// Checks one input; returns a description of what is wrong, or `nil`.
    static func check(_ bytes: [UInt8], as kind: DataFile) -> String? {
        let lengths = lineLengths(bytes)
        switch kind {
        case .habits:
            let (file, issues) = HabitsFile.parse(bytes)
            for issue in issues { if let why = misplaced(issue, kind: kind, lengths: lengths) { return "\(issue): \(why)" } }
            guard !issues.contains(where: \.isError) else { return nil }
            let again = HabitsFile.parse(Array(file.serialized().utf8))
            if again.file.habits != file.habits { return "habits change when written and read back" }
            if again.issues.contains(where: \.isError) { return "written file has errors: \(again.issues)" }
        case .log:
            let log = LogFile.parse(bytes)
            for issue in log.issues { if let why = misplaced(issue, kind: kind, lengths: lengths) { return "\(issue): \(why)" } }
            for line in log.lines where line < 1 || line > lengths.count { return "entry on line \(line)" }
            let again = LogFile.parse(LogFile.serialize(log.entries))
            if again.entries != log.entries { return "entries change when written and read back" }
            if !again.issues.isEmpty { return "written entries have issues: \(again.issues)" }
        case .config:
            let (file, issues) = ConfigFile.parse(bytes)
            for issue in issues { if let why = misplaced(issue, kind: kind, lengths: lengths) { return "\(issue): \(why)" } }
            guard !issues.contains(where: \.isError) else { return nil }
            let again = ConfigFile.parse(Array(file.serialized().utf8))
            if again.file.config != file.config { return "settings change when written and read back" }
            if again.issues.contains(where: \.isError) { return "written file has errors: \(again.issues)" }
        }
        return nil
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
            if let failure = Self.check(input, as: kind) {
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
