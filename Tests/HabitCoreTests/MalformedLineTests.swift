import HabitTestSupport
import Testing

@testable import HabitCore

/// One malformed line and the exact message it must produce (as line 1 of its file).
// A table reads best one row a line.
// swift-format-ignore
private let logCases: [(String, String)] = [
    ("2026-02-30 meditate", "log:1:1: invalid date '2026-02-30': expected YYYY-MM-DD"),
    ("2026-2-03 meditate", "log:1:1: invalid date '2026-2-03': expected YYYY-MM-DD"),
    ("26-11-21 meditate", "log:1:1: invalid date '26-11-21': expected YYYY-MM-DD"),
    ("2026-11-21meditate", "log:1:1: invalid date '2026-11-21meditate': expected YYYY-MM-DD"),
    ("  2026-13-01 meditate", "log:1:3: invalid date '2026-13-01': expected YYYY-MM-DD"),
    ("meditate 2026-11-21", "log:1:1: invalid date 'meditate': expected YYYY-MM-DD"),
    ("2026-11-21", "log:1:11: missing habit id: expected 'YYYY-MM-DD ID [ACTION] [# note]'"),
    ("2026-11-21   # note", "log:1:14: missing habit id: expected 'YYYY-MM-DD ID [ACTION] [# note]'"),
    ("2026-11-21 Meditate",
        "log:1:12: invalid habit id 'Meditate': expected 1-64 characters of a-z, 0-9, '-' and '_'"),
    ("2026-11-21 med.itate",
        "log:1:12: invalid habit id 'med.itate': expected 1-64 characters of a-z, 0-9, '-' and '_'"),
    ("2026-11-21 " + String(repeating: "a", count: 65),
        "log:1:12: invalid habit id '\(String(repeating: "a", count: 65))': expected 1-64 characters of a-z, 0-9, '-' and '_'"),
    ("2026-11-21 meditate dune", "log:1:21: invalid action 'dune': expected done, no, skip, clear, +N or =N"),
    ("2026-11-21 water +", "log:1:18: invalid action '+': expected done, no, skip, clear, +N or =N"),
    ("2026-11-21 water +-2", "log:1:18: invalid action '+-2': expected done, no, skip, clear, +N or =N"),
    ("2026-11-21 water =2.5555", "log:1:18: invalid action '=2.5555': expected done, no, skip, clear, +N or =N"),
    ("2026-11-21 water +1e3", "log:1:18: invalid action '+1e3': expected done, no, skip, clear, +N or =N"),
    ("2026-11-21 water 2", "log:1:18: invalid action '2': expected done, no, skip, clear, +N or =N"),
    ("2026-11-21 water DONE", "log:1:18: invalid action 'DONE': expected done, no, skip, clear, +N or =N"),
    ("2026-11-21\twater\t+2\textra",
        "log:1:21: unexpected 'extra' after the action: expected '# note' or the end of the line"),
    ("2026-11-21 water +2 3 # x", "log:1:21: unexpected '3' after the action: expected '# note' or the end of the line"),
    ("2026-11-21 water +2 # bell\u{07}",
        "log:1:23: invalid note 'bell\\u{7}': notes cannot contain newlines or control characters"),
]

// A table reads best one row a line.
// swift-format-ignore
private let habitsCases: [(String, String)] = [
    ("a since=2026-01-01 goals=\"daily target until 2026-11-17\"",
        "habits:1:20: invalid former goal 'daily target until 2026-11-17': expected SCHEDULE [target X | max X] until YYYY-MM-DD, like 'daily target 8 until 2026-11-17'"),
    ("a since=2026-01-01 goals=\"daily until 2026-11-17; weekdays until 2026-11-01\"",
        "habits:1:20: former goal until '2026-11-01' is not after '2026-11-17': expected the former goals oldest first"),
    ("a since=2026-01-01 goals=\"3/week target 2 until 2026-11-17\"",
        "habits:1:20: schedule '3/week' cannot have a numeric goal: use daily, a weekday list, week or month"),
    ("Meditate since=2026-01-01", "habits:1:1: invalid habit id 'Meditate': expected 1-64 characters of a-z, 0-9, '-' and '_'"),
    ("meditate", "habits:1:1: missing since=YYYY-MM-DD: expected the habit's first day"),
    ("meditate since=2026-02-30", "habits:1:10: invalid date '2026-02-30': expected YYYY-MM-DD"),
    ("meditate since=2026-01-01 colour=red",
        "habits:1:27: unknown key 'colour': expected every, target, max, unit, since, archived, was, remind, any-of, tags or name"),
    ("meditate since=2026-01-01 since=2026-01-02", "habits:1:27: duplicate key 'since': expected each key at most once"),
    ("meditate since=", "habits:1:16: missing value after 'since=': expected a value or \"\""),
    ("meditate since=2026-01-01 name", "habits:1:31: missing value after 'name=': expected a value or \"\""),
    ("meditate since=2026-01-01 name=\"Morning", "habits:1:32: unterminated quoted value: expected a closing '\"'"),
    ("meditate since=2026-01-01 name=\"a\\nb\"", "habits:1:34: invalid escape '\\n': expected \\\" or \\\\"),
    ("meditate since=2026-01-01 name=\"a\"b", "habits:1:35: unexpected text after the closing quote: expected a space"),
    ("meditate since=2026-01-01 name=C#", "habits:1:33: invalid value 'C#': expected no '\"', '#' or '=' unless quoted"),
    ("meditate since=2026-01-01 name=\"\"", "habits:1:27: invalid name '': a name cannot be empty"),
    ("meditate every=fortnightly since=2026-01-01",
        "habits:1:10: invalid schedule 'fortnightly': expected daily, weekdays, weekends, a list like mon,wed,fri, "
            + "N/week, week, N/month, month, 'N days', Nd, 'T in I days' (T ≤ I), T/Id or anytime"),
    ("water target=lots since=2026-01-01",
        "habits:1:7: invalid number 'lots': expected a number from 0 to 1000000000 with at most 3 decimals, like 8 or 2.5"),
    ("water target=8 max=2 since=2026-01-01", "habits:1:7: both target= and max=: expected at most one of them"),
    ("water unit=glasses since=2026-01-01", "habits:1:7: unit= without target= or max=: expected a numeric goal for a unit"),
    ("water every=3/week target=8 since=2026-01-01",
        "habits:1:7: schedule '3/week' cannot have a numeric goal: use daily, a weekday list, week or month"),
    ("water target=0 since=2026-01-01",
        "habits:1:7: invalid target '0': expected a number > 0 (for 'days without' habits use --max 0)"),
    ("gym since=2026-01-01 archived=yes",
        "habits:1:22: unknown key 'archived=yes': expected every, target, max, unit, since, archived, was, remind, any-of, tags or name"),
    // A key is looked up by its bytes packed into one word: a key's start, a key and more,
    // a word longer than any key, and a key behind a NUL byte are no keys.
    ("gym since=2026-01-01 nam=Gym",
        "habits:1:22: unknown key 'nam': expected every, target, max, unit, since, archived, was, remind, any-of, tags or name"),
    ("gym since=2026-01-01 names=Gym",
        "habits:1:22: unknown key 'names': expected every, target, max, unit, since, archived, was, remind, any-of, tags or name"),
    ("gym since=2026-01-01 archivedx",
        "habits:1:22: unknown key 'archivedx': expected every, target, max, unit, since, archived, was, remind, any-of, tags or name"),
    ("gym since=2026-01-01 \u{0}name=Gym",
        "habits:1:22: unknown key '\\u{0}name': expected every, target, max, unit, since, archived, was, remind, any-of, tags or name"),
]

// A table reads best one row a line.
// swift-format-ignore
private let configCases: [(String, String)] = [
    ("timezone = Mars/Base", "config:1:12: invalid timezone 'Mars/Base': expected a zone name like Europe/Berlin"),
    ("day-start = 25:00", "config:1:13: invalid day-start '25:00': expected HH:MM"),
    ("week-start=friday", "config:1:12: invalid week-start 'friday': expected monday or sunday"),
    ("colour = red", "config:1:1: unknown setting 'colour': expected timezone, day-start, week-start or group"),
    ("day-start 04:00", "config:1:16: missing '=': expected 'key = value'"),
]

@Test(arguments: logCases)
func malformedLogLine(_ line: String, _ message: String) {
    let log = LogFile.parse(Array((line + "\n").utf8))
    #expect(log.issues.map(\.description) == [message])
    #expect(log.entries.isEmpty)
}

@Test(arguments: habitsCases)
func malformedHabitsLine(_ line: String, _ message: String) {
    let parsed = HabitsFile.parse(Array((line + "\n").utf8))
    #expect(parsed.issues.map(\.description) == [message])
    #expect(parsed.file.habits.isEmpty)
    #expect(parsed.file.serialized() == line + "\n")
}

@Test(arguments: configCases)
func malformedConfigLine(_ line: String, _ message: String) {
    let parsed = ConfigFile.parse(Array((line + "\n").utf8))
    #expect(parsed.issues.map(\.description) == [message])
    #expect(parsed.file.config == .standard)
}

@Test func everyErrorIsCollectedWithItsLine() {
    let text = """
        # comment
        2026-11-21 meditate
        2026-02-30 meditate

        2026-11-21 Bad
        2026-11-22 water +2 # ok
        2026-11-23 water +x

        """
    let log = LogFile.parse(Array(text.utf8))
    #expect(log.issues.map { "\($0.line):\($0.column)" } == ["3:1", "5:12", "7:18"])
    #expect(log.entries.count == 2)
    #expect(log.lines == [2, 6])
}

@Test func invalidUTF8InANoteIsReported() {
    let bytes: [UInt8] = Array("2026-11-21 water +2 # ".utf8) + [0xFF, 0xFE] + [10]
    let log = LogFile.parse(bytes)
    #expect(log.issues.map(\.description) == ["log:1:23: invalid UTF-8: expected UTF-8 text"])
}

/// Invalid UTF-8 is an error anywhere in `log`: in a comment line (which every rewrite
/// keeps byte for byte) as in a note or a line that is not an entry; valid UTF-8 in a
/// comment is not.
@Test func invalidUTF8AnywhereInTheLogIsAnError() {
    let lines: [[UInt8]] = [
        Array("2026-11-21 water".utf8),
        Array("  # caf".utf8) + [0xE9] + Array(" ok".utf8),
        Array("#".utf8) + [0xC0, 0xAF],
        [0xFF, 0xFE],
        Array("# fine: café \u{7}".utf8),
        Array("2026-11-22 water # ".utf8) + [0xED, 0xA0, 0x80],
    ]
    let log = LogFile.parse(lines.flatMap { $0 + [10] })
    #expect(log.issues.allSatisfy { $0.isError })
    #expect(log.issues.map { "\($0.line):\($0.column)" } == ["2:8", "3:2", "4:1", "6:20"])
    #expect(log.issues.prefix(2).map(\.problem) == [.invalidUTF8, .invalidUTF8])
    #expect(log.entries.count == 1)
}

@Test func duplicateHabitIDsAndSettingsPointAtTheFirst() {
    let habits = HabitsFile.parse(Array("a since=2026-01-01\n# x\na since=2026-01-02\n".utf8))
    #expect(habits.issues.map(\.description) == ["habits:3:1: duplicate habit id 'a': already defined on line 1"])
    #expect(habits.file.habits.count == 1)
    let config = ConfigFile.parse(Array("day-start = 04:00\nday-start = 05:00\n".utf8))
    #expect(config.issues.map(\.description) == ["config:2:1: duplicate setting 'day-start': already set on line 1"])
    #expect(config.file.config.dayStart.minutes == 240)
}

@Test func severalProblemsOnOneHabitLineAreAllReported() {
    let parsed = HabitsFile.parse(Array("Bad every=never since=2026-02-30 colour=red\n".utf8))
    #expect(parsed.issues.map { "\($0.line):\($0.column)" } == ["1:1", "1:34", "1:5", "1:17"])
}

@Test func aByteOrderMarkAtTheStartIsIgnored() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let log = LogFile.parse(bom + Array("2026-11-21 meditate\n".utf8))
    #expect(log.issues.isEmpty && log.entries.count == 1)
    let habits = HabitsFile.parse(bom + Array("meditate since=2026-01-01\n".utf8))
    #expect(habits.issues.isEmpty && habits.file.habits.count == 1)
    let config = ConfigFile.parse(bom + Array("day-start = 04:00\n".utf8))
    #expect(config.issues.isEmpty && config.file.config.dayStart.minutes == 240)
    // Only at the very start.
    #expect(LogFile.parse(Array("\n".utf8) + bom + Array("2026-11-21 meditate\n".utf8)).issues.count == 1)
}

/// Short amounts take a path of their own in the log parser; every `+`/`=` action of up to
/// three bytes, over digits, a point and other bytes, must read exactly as the decimal
/// parser reads it, on the usual line and on a line with a note.
@Test func shortAmountsReadAsTheDecimalParserReadsThem() {
    let alphabet = ["0", "1", "5", "9", ".", "a", "-", "+", "/", ":"]
    var checked = 0
    for sign in ["+", "="] {
        let tails = [""] + alphabet + alphabet.flatMap { a in alphabet.map { a + $0 } }
        for tail in tails {
            let expected: Action? = Amount(tail).map { sign == "+" ? .add($0) : .set($0) }
            for suffix in ["", " # note"] {
                let parsed = LogFile.parseLine("2026-11-21 water \(sign)\(tail)\(suffix)")
                switch (parsed, expected) {
                case (.success(let entry)?, let action?): #expect(entry.action == action, "\(sign)\(tail)")
                case (.failure?, nil): break
                default: Issue.record("'\(sign)\(tail)\(suffix)' parses as \(String(describing: parsed))")
                }
                checked += 1
            }
        }
    }
    #expect(checked == 2 * 111 * 2)
}

/// Whether `bytes` are a valid note as their decoded text says: UTF-8 without control
/// characters (the oracle of the byte check).
private func decodedNoteIsValid(_ bytes: [UInt8]) -> Bool {
    guard let text = String(validating: bytes, as: UTF8.self) else { return false }
    return !Habit.containsControlCharacter(text)
}

/// Whether the log's byte check takes `bytes` for a valid note.
private func scannedNoteIsValid(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { LineScanner(bytes: $0).isValidNote(0, bytes.count) }
}

/// Notes are checked on their bytes; the check must accept exactly what decoding them as
/// UTF-8 and looking for control characters accepts: every sequence of one and two
/// bytes, every three-byte sequence with a lead byte from E0 on, and a seeded sample of
/// four-byte ones and of longer mixes.
@Test func noteBytesAreCheckedAsTheirDecodedTextIs() {
    var cases: [[UInt8]] = (0...255).map { [UInt8($0)] }
    for a in 0...255 { for b in 0...255 { cases.append([UInt8(a), UInt8(b)]) } }
    let continuation = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xA7, 0xA8, 0xA9, 0xAA, 0xBF, 0xC0, 0xFF]
    for lead in 0xE0...0xFF {
        for b in 0...255 { for c in continuation { cases.append([UInt8(lead), UInt8(b), UInt8(c)]) } }
    }
    var rng = SeededRandom(seed: 0x6e6f_7465)
    let pieces: [[UInt8]] = [
        [0x61], [0x20], [0xC3, 0xA9], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0x93], [0xF0, 0x9F, 0x98, 0x80],
        [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xC2, 0x85], [0x7F], [0x09], [0xBF],
    ]
    for _ in 0..<20_000 {
        let lead = UInt8(0xF0 + Int.random(in: 0...15, using: &rng))
        cases.append([lead] + (0..<3).map { _ in UInt8(Int.random(in: 0x70...0xC5, using: &rng)) })
        cases.append((0..<Int.random(in: 1...6, using: &rng)).flatMap { _ in pieces.randomElement(using: &rng)! })
    }
    var disagreements: [[UInt8]] = []
    for bytes in cases where scannedNoteIsValid(bytes) != decodedNoteIsValid(bytes) { disagreements.append(bytes) }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    #expect(cases.filter(decodedNoteIsValid).count > 1_000)
}

/// A note's printable ASCII is checked eight bytes at a time: every byte, and every piece
/// of the test above, at every place of a long run of ASCII must be checked as its decoded
/// text is.
@Test func noteBytesInALongRunAreCheckedAsTheirDecodedTextIs() {
    let inserts: [[UInt8]] = (0...255).map { [UInt8($0)] } + [[0xC3, 0xA9], [0xE2, 0x80, 0xA8], [0xC2, 0x85]]
    var disagreements: [[UInt8]] = []
    for insert in inserts {
        for place in 0..<18 {
            for length in [place, 17, 24] where length >= place {
                var bytes = [UInt8](repeating: UInt8(ascii: "n"), count: length)
                bytes.insert(contentsOf: insert, at: place)
                if scannedNoteIsValid(bytes) != decodedNoteIsValid(bytes) { disagreements.append(bytes) }
            }
        }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
}

/// The action words are compared as words of four bytes; every word one byte away from
/// `done`, `skip` or `clear` (changed, dropped or added) must read as the word it is.
@Test func actionWordsAreReadExactly() {
    let reference: [String: Action] = ["done": .done, "skip": .skip, "clear": .clear]
    var words: Set<String> = []
    for word in reference.keys {
        let bytes = Array(word.utf8)
        for position in 0...bytes.count {
            if position < bytes.count {
                words.insert(String(decoding: bytes.prefix(position) + bytes.dropFirst(position + 1), as: UTF8.self))
            }
            for replacement in Array("aceklrsDOxq1".utf8) {
                var changed = bytes
                if position < bytes.count { changed[position] = replacement } else { changed.append(replacement) }
                words.insert(String(decoding: changed, as: UTF8.self))
                var added = bytes
                added.insert(replacement, at: position)
                words.insert(String(decoding: added, as: UTF8.self))
            }
        }
    }
    for word in words.sorted() {
        for suffix in ["", " # n"] {
            let parsed = LogFile.parseLine("2026-11-21 water \(word)\(suffix)")
            switch (parsed, reference[word]) {
            case (.success(let entry)?, let action?): #expect(entry.action == action, "\(word)")
            case (.failure?, nil): break
            default: Issue.record("'\(word)\(suffix)' parses as \(String(describing: parsed))")
            }
        }
    }
    #expect(words.count > 300)
}

/// The config parser finds a repeated key by the key's place among all keys.
@Test func everyConfigKeyHasItsOwnPlace() {
    #expect(ConfigKey.allCases.map(\.index) == Array(ConfigKey.allCases.indices))
    for key in ConfigKey.allCases {
        let value: String =
            switch key {
            case .timezone: "UTC"
            case .dayStart: "04:00"
            case .weekStart: "sunday"
            case .group: "off"
            }
        let (_, issues) = ConfigFile.parse(Array("\(key.rawValue) = \(value)\n\(key.rawValue) = \(value)\n".utf8))
        #expect(issues.map(\.line) == [2], "\(key)")
    }
}
