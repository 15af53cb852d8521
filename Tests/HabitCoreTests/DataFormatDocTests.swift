import Foundation
import Testing

@testable import HabitCore

/// The fenced examples in docs/data-format.md, keyed by their first line.
private func examples() throws -> [String: String] {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/data-format.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    var blocks: [String: String] = [:]
    for (index, part) in text.components(separatedBy: "```").enumerated() where index % 2 == 1 {
        let body = part.drop { $0 != "\n" }.dropFirst()
        if let first = body.split(separator: "\n").first { blocks[String(first)] = String(body) }
    }
    return blocks
}

@Test func theDocumentedExamplesParseWithoutProblems() throws {
    let blocks = try examples()
    let habitsText = try #require(blocks["# id     schedule        goal                    first day        name"])
    let habits = HabitsFile.parse(Array(habitsText.utf8))
    #expect(habits.issues.isEmpty)
    #expect(habits.file.habits.count == 11)
    let habitLines = habits.file.habits.map { HabitsFile.line(for: $0) }
    #expect(habitLines == habitsText.split(separator: "\n").dropFirst().map(String.init))
    let logText = try #require(blocks["# my log"])
    let log = LogFile.parse(Array(logText.utf8))
    #expect(log.issues.isEmpty)
    #expect(log.entries.count == 7)
    let logLines = log.entries.map { LogFile.line(for: $0) }
    #expect(logLines == logText.split(separator: "\n").dropFirst().map(String.init))
    let config = ConfigFile.parse(Array(try #require(blocks["# settings"]).utf8))
    #expect(config.issues.isEmpty)
    #expect(
        config.file.config
            == Config(timezone: "Europe/Berlin", dayStart: DayStart("04:00") ?? .midnight, weekStart: .sunday))
}

@Test func theDocumentedProblemMessagesAreWhatTheParserSays() throws {
    let block = try #require(try examples()["log:12:1: invalid date '2026-02-30': expected YYYY-MM-DD"])
    let lines = block.split(separator: "\n").map(String.init)
    #expect(
        LogFile.parse(Array((String(repeating: "\n", count: 11) + "2026-02-30 x\n").utf8)).issues.map(\.description)
            == [lines[0]])
    #expect(
        LogFile.parse(Array((String(repeating: "\n", count: 13) + "2026-11-21 meditate dune\n").utf8)).issues.map(
            \.description) == [lines[1]])
    #expect(
        HabitsFile.parse(Array("\n\nmeditate every=fortnightly since=2026-01-01\n".utf8)).issues.map(\.description) == [
            lines[2]
        ])
    #expect(
        HabitsFile.parse(Array("\ngym since=2026-01-01\n\n\ngym since=2026-01-01\n".utf8)).issues.map(\.description)
            == [lines[3]])
    #expect(ConfigFile.parse(Array("\nday-start = 25:00\n".utf8)).issues.map(\.description) == [lines[4]])
}
