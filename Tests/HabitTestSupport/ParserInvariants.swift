import HabitCore

/// The contract every data-file parser keeps, whatever bytes it is given: it returns
/// (never traps), every `line:col` it reports lies inside the input, and a file without
/// errors, written out and read back, gives the same habits, entries or settings with no
/// new errors. For the log, see also ParserInvariants+Log.swift.
///
/// A test oracle, so it lives beside the tests and out of the library: the mutation tests
/// and the libFuzzer target both check each input against it.
package enum ParserInvariants {
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
    package static func check(_ bytes: [UInt8], as kind: DataFile) -> String? {
        let lengths = lineLengths(bytes)
        switch kind {
        case .habits:
            let (file, issues) = HabitsFile.parse(bytes)
            for issue in issues {
                if let why = misplaced(issue, kind: kind, lengths: lengths) { return "\(issue): \(why)" }
            }
            guard !issues.contains(where: \.isError) else { return nil }
            let again = HabitsFile.parse(Array(file.serialized().utf8))
            if again.file.habits != file.habits { return "habits change when written and read back" }
            if again.issues.contains(where: \.isError) { return "written file has errors: \(again.issues)" }
        case .log:
            let log = LogFile.parse(bytes)
            for issue in log.issues {
                if let why = misplaced(issue, kind: kind, lengths: lengths) { return "\(issue): \(why)" }
            }
            for line in log.lines where line < 1 || line > lengths.count { return "entry on line \(line)" }
            let again = LogFile.parse(LogFile.serialize(log.entries))
            if again.entries != log.entries { return "entries change when written and read back" }
            if !again.issues.isEmpty { return "written entries have issues: \(again.issues)" }
            if let why = logDisagreement(bytes, log) { return why }
        case .config:
            let (file, issues) = ConfigFile.parse(bytes)
            for issue in issues {
                if let why = misplaced(issue, kind: kind, lengths: lengths) { return "\(issue): \(why)" }
            }
            guard !issues.contains(where: \.isError) else { return nil }
            let again = ConfigFile.parse(Array(file.serialized().utf8))
            if again.file.config != file.config { return "settings change when written and read back" }
            if again.issues.contains(where: \.isError) { return "written file has errors: \(again.issues)" }
        }
        return nil
    }
}
