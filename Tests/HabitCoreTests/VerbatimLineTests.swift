import Testing

@testable import HabitCore

// Comment and unknown lines of `habits` and `config` are kept byte for byte; bytes that
// are not UTF-8 anywhere on a line are an error (docs/data-format.md, "Common rules").

@Test func habitsCommentsAreKeptByteForByte() {
    let input: [UInt8] =
        Array("# caf".utf8) + [0xE9] + Array(" \u{1B}[31m\r\n".utf8)
        + Array("meditate every=daily since=2026-01-01 name=meditate\n".utf8)
        + Array("\t# tabbed\r\n\r\n".utf8)
    let parsed = HabitsFile.parse(input)
    #expect(parsed.file.encoded() == input)
}

@Test func configCommentsAreKeptByteForByte() {
    let input: [UInt8] =
        Array("# \u{1B}]0;x".utf8) + [0xFF, 0xC0] + Array("\r\n".utf8) + Array("day-start = 04:00\n".utf8)
    var file = ConfigFile.parse(input).file
    #expect(file.encoded() == input)
    try? file.set(.weekStart, to: "sunday")
    #expect(file.encoded() == input + Array("week-start = sunday\n".utf8))
}

@Test func invalidUTF8InAHabitsCommentIsAnError() {
    let input: [UInt8] = Array("meditate since=2026-01-01\n# caf".utf8) + [0xE9] + Array(" x\n".utf8)
    let issues = HabitsFile.parse(input).issues
    #expect(issues.map(\.description) == ["habits:2:6: invalid UTF-8: expected UTF-8 text"])
    #expect(issues.allSatisfy { $0.isError })
}

@Test func invalidUTF8InAConfigCommentIsAnError() {
    let input: [UInt8] = Array("# ok\n  # \u{E9}".utf8) + [0x80] + Array("\n".utf8)
    let issues = ConfigFile.parse(input).issues
    #expect(issues.map(\.description) == ["config:2:7: invalid UTF-8: expected UTF-8 text"])
}

@Test func invalidUTF8InAValueIsReportedOnce() {
    let habits = HabitsFile.parse(Array("a since=2026-01-01 name=caf".utf8) + [0xE9] + [0x0A])
    #expect(habits.issues.map(\.description) == ["habits:1:25: invalid UTF-8: expected UTF-8 text"])
    let config = ConfigFile.parse(Array("timezone = Z".utf8) + [0xFC] + [0x0A])
    #expect(config.issues.map(\.description) == ["config:1:12: invalid UTF-8: expected UTF-8 text"])
}

@Test(arguments: [[0xC3] as [UInt8], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]])
func firstInvalidUTF8FindsTheBadByte(_ bad: [UInt8]) {
    let line = Array("ab\u{E9}".utf8) + bad + Array("z".utf8)
    #expect(TextLines.firstInvalidUTF8(in: line[...]) == 4)
    #expect(TextLines.firstInvalidUTF8(in: Array("ab\u{E9}\u{1F600}z".utf8)[...]) == nil)
}
