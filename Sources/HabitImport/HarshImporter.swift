import Foundation
import HabitCore

/// Reads a harsh directory: `habits` (`! heading`, `# comment`, `Name: frequency[: end]`)
/// and `log` (`YYYY-MM-DD : Name : y|n|s[ : comment[ : amount]]`).
///
/// Mapping (docs/import.md): names become slugged unique ids and stay as display names;
/// `1` daily, `N` every N days, `Nw` every 7·N days, `0` anytime, `T/I` exactly as
/// `T in I days` (harsh's rolling window; `0/I` anytime); an end date
/// archives the habit. `y` is done (its amount goes to the value of a numeric habit or
/// into the note), `s` is skip, `n` adds nothing, comments become notes. A later line for
/// the same day and habit replaces an earlier one, as in harsh. `since` is the first day
/// the log mentions the habit. A `! Heading` tags the habits below it with its slug, its
/// text kept as the tag's display name.
enum HarshImporter {
    /// Reads `directory`.
    static func read(directory: String) throws(ImportError) -> ImportBatch {
        try HabitsAndLogDirectory.read(
            directory, format: .harsh, habitsShape: "Name: frequency",
            logShape: "YYYY-MM-DD : Name : y|n|s", parse: parse)
    }

    static func parse(habits habitsFile: SourceFile, log logFile: SourceFile) -> HabitsAndLog.Parsed {
        var reading = HabitsAndLog()
        var heading: HabitTag?
        for (line, text) in reading.habitLines(of: habitsFile, commentMarks: ["#"]) {
            if text.hasPrefix("!") {
                let title = String(text.dropFirst()).trimmingSpaces()
                heading = HabitTag(heading: title)
                if let heading, !reading.batch.headings.contains(where: { $0.tag == heading }) {
                    reading.batch.headings.append(ImportedHeading(tag: heading, title: title))
                }
                continue
            }
            switch parseHabitLine(text) {
            case .failure(let reason):
                reading.batch.skipped.append(habitsFile.skip(line, reason.description))
            case .success(let parsed):
                guard
                    let id = reading.defined.define(
                        parsed.name, on: line, of: habitsFile, skipped: &reading.batch.skipped)
                else { continue }
                if parsed.approximated {
                    reading.batch.notes.append(
                        "habits:\(line.number): '\(Echo.token(parsed.name))' has frequency \(parsed.frequency); "
                            + "imported as \(parsed.schedule) (the nearest schedule)")
                }
                reading.batch.habits.append(
                    ImportedHabit(
                        id: id, name: parsed.name, schedule: parsed.schedule, archived: parsed.endDate != nil,
                        tags: heading.map { [$0] } ?? []))
            }
        }

        // The winning line for each (habit, day): later lines replace earlier ones.
        var latest: [DayKey: (line: Int, entry: ImportedEntry?)] = [:]
        // Names holding " : " cannot be found by splitting; they are tried first, longest first.
        let separatedNames = reading.defined.idByName.keys.filter { $0.firstRange(of: " : ") != nil }.sorted {
            $0.count > $1.count
        }

        for (line, text) in reading.logLines(of: logFile) {
            let fields = text.components(separatedBy: " : ")
            guard fields.count >= 3 else {
                reading.batch.skipped.append(
                    logFile.skip(line, "expected 'YYYY-MM-DD : Name : y|n|s[ : comment[ : amount]]'"))
                continue
            }
            reading.shapedLogLines += 1
            guard let day = reading.day(fields[0], on: line, of: logFile) else { continue }
            // The name is matched against the habits file first, so names holding " : " work.
            let rest = String(text.dropFirst(fields[0].count + 3))
            var name = fields[1]
            var afterName = Array(fields.dropFirst(2))
            if let known = separatedNames.first(where: { rest.hasPrefix($0 + " : ") }) {
                name = known
                afterName = String(rest.dropFirst(known.count + 3)).components(separatedBy: " : ")
            }
            guard let id = reading.habit(named: name, on: line, of: logFile) else { continue }
            guard let entry = logEntry(afterName, day: day, habit: id, line: line, of: logFile, reading: &reading)
            else { continue }
            reading.mention(id, on: day)
            let key = DayKey(habit: id, day: day)
            if let earlier = latest[key] {
                reading.batch.skipped.append(
                    SkippedLine(
                        file: logFile.name, line: earlier.line,
                        reason: "replaced by line \(line.number) (same day and habit; the later line wins)"))
            }
            latest[key] = (line.number, entry)
        }
        return reading.finished(entries: latest.values.compactMap { winner in winner.entry.map { (winner.line, $0) } })
    }

    /// What a log line records after its name: `y|n|s[ : comment[ : amount]]`. `nil`,
    /// with the line skipped, when it is malformed; `.some(nil)` for `n`, which records
    /// nothing but still counts as the day's line.
    private static func logEntry(
        _ afterName: [String], day: Day, habit id: HabitID, line: SourceFile.Line, of logFile: SourceFile,
        reading: inout HabitsAndLog
    ) -> ImportedEntry?? {
        let result = afterName[0].trimmingSpaces()
        var comment: String? = nil
        var amountText: String? = nil
        if afterName.count == 2 {
            comment = afterName[1]
        } else if afterName.count >= 3 {
            comment = Array(afterName[1..<(afterName.count - 1)]).joinedText(separator: " : ")
            amountText = afterName[afterName.count - 1].trimmingSpaces()
        }
        comment = comment?.trimmingSpaces()
        if comment?.isEmpty == true { comment = nil }
        var amount: Amount? = nil
        if let amountText, !amountText.isEmpty {
            if let parsed = LenientDecimal.amount(amountText) {
                amount = parsed.isPositive ? parsed : nil
            } else {
                reading.batch.notes.append(
                    "log:\(line.number): ignored amount '\(Echo.token(amountText))': not a number")
            }
        }
        let entry: ImportedEntry?
        switch result {
        case "y": entry = ImportedEntry(day: day, habit: id, action: .done, note: comment, amount: amount)
        case "s": entry = ImportedEntry(day: day, habit: id, action: .skip, note: comment)
        case "n": entry = ImportedEntry(day: day, habit: id, action: .no, note: comment)
        default:
            reading.batch.skipped.append(
                logFile.skip(line, "invalid result '\(Echo.token(result))': expected y, n or s"))
            return nil
        }
        if let comment, Habit.containsControlCharacter(comment) {
            reading.batch.skipped.append(logFile.skip(line, ValueError.invalidNote(comment).description))
            return nil
        }
        return .some(entry)
    }

    struct ParsedHabit {
        var name: String
        var frequency: String
        var schedule: Schedule
        var approximated: Bool
        var endDate: Day?
    }

    /// Parses `Name: frequency[: end-date]`. Names may hold `: ` themselves: the last
    /// field is an end date when it reads as one, and the one before it the frequency.
    static func parseHabitLine(_ text: String) -> Result<ParsedHabit, LineError> {
        var parts = text.components(separatedBy: ": ")
        guard parts.count >= 2 else { return .failure("expected 'Name: frequency'") }
        var endDate: Day? = nil
        if parts.count >= 3, let day = Day(parts[parts.count - 1].trimmingSpaces()) {
            endDate = day
            parts.removeLast()
        }
        let frequency = parts.removeLast().trimmingSpaces()
        let name = parts.joinedText(separator: ": ").trimmingSpaces()
        guard !name.isEmpty else { return .failure("missing habit name before ':'") }
        guard let (schedule, approximated) = harshSchedule(frequency) else {
            return .failure(
                "invalid frequency '\(Echo.token(frequency))' for '\(Echo.token(name))': expected 0, N, Nw or T/I (like 1, 7, 2w, 3/7)"
            )
        }
        return .success(
            ParsedHabit(
                name: name, frequency: frequency, schedule: schedule, approximated: approximated, endDate: endDate))
    }

    /// `0`, `N`, `Nw`, `T/I`.
    static func harshSchedule(_ text: String) -> (Schedule, Bool)? {
        func number(_ s: Substring) -> Int? {
            let t = String(s).trimmingSpaces()
            guard !t.isEmpty, t.count <= 5, t.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(t)
        }
        let lower = text.lowercased()
        if lower.hasSuffix("w"), let weeks = number(lower.dropLast()) {
            guard weeks > 0 else { return (.anytime, false) }
            return FrequencyMapping.schedule(times: 1, interval: weeks * 7)
        }
        let pieces = lower.split(separator: "/", omittingEmptySubsequences: false)
        if pieces.count == 1, let n = number(pieces[0]) {
            return n == 0 ? (.anytime, false) : FrequencyMapping.schedule(times: 1, interval: n)
        }
        if pieces.count == 2, let times = number(pieces[0]), let interval = number(pieces[1]), interval > 0,
            times <= interval
        {
            return times == 0 ? (.anytime, false) : FrequencyMapping.rolling(times: times, interval: interval)
        }
        return nil
    }
}

/// A reason a line was refused, usable as a `Result` failure.
struct LineError: Error, ExpressibleByStringLiteral, CustomStringConvertible {
    let description: String
    init(_ text: String) { description = text }
    init(stringLiteral value: String) { description = value }
}

extension Result where Failure == LineError {
    static func failure(_ text: String) -> Result { .failure(LineError(text)) }
}

/// A (habit, day) pair.
struct DayKey: Hashable {
    let habit: HabitID
    let day: Day
}
