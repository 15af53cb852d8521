import Foundation
import Testing

@testable import HabitCore

private let day = Day(number: 20_454)  // 2026-01-01
private let meditate = HabitID.test("meditate")

/// An unterminated last line of `log`: the next write moves a fragment that is not a
/// valid line to `rejects` (docs/data-format.md, "Unterminated last line").
@Test func tornTailIsMovedToRejectsOnTheNextWrite() throws {
    let tmp = try TemporaryDirectory()
    let store = Store(directory: tmp.data)
    try store.append([Entry(day: day, habit: meditate)])
    tmp.write(tmp.data + "/log", "2026-01-01 meditate\n2026-01-0")
    let before = try store.load()
    #expect(before.entries.count == 1)
    #expect(before.issues.first?.problem == .tornLine("2026-01-0"))
    #expect(tmp.read(tmp.data + "/log") == "2026-01-01 meditate\n2026-01-0")  // reading repairs nothing
    try store.append([Entry(day: day.adding(2), habit: meditate)])
    #expect(tmp.read(tmp.data + "/log") == "2026-01-01 meditate\n2026-01-03 meditate\n")
    #expect(tmp.read(tmp.data + "/rejects") == "2026-01-0\n")
    // A rewrite repairs first too, and never drops whole lines.
    tmp.write(tmp.data + "/log", "2026-01-01 meditate\n2026-01-03 meditate\nxx")
    try store.transaction { $0.habitsFile.append(Habit(id: meditate, since: day)) }
    try store.transaction { $0.rewriteLog { $0 } }
    #expect(tmp.read(tmp.data + "/log") == "2026-01-01 meditate\n2026-01-03 meditate\n")
    #expect(tmp.read(tmp.data + "/rejects") == "2026-01-0\nxx\n")
}

@Test func aLongTornTailIsMovedWhole() throws {
    let tmp = try TemporaryDirectory()
    let store = Store(directory: tmp.data)
    try store.append([Entry(day: day, habit: meditate)])
    let garbage = String(repeating: "x", count: 10_000)
    tmp.write(tmp.data + "/log", "2026-01-01 meditate\n" + garbage)
    try store.append([Entry(day: day.adding(1), habit: meditate)])
    #expect(tmp.read(tmp.data + "/log") == "2026-01-01 meditate\n2026-01-02 meditate\n")
    #expect(tmp.read(tmp.data + "/rejects") == garbage + "\n")
    tmp.write(tmp.data + "/log", garbage)
    try store.append([Entry(day: day.adding(2), habit: meditate)])
    #expect(tmp.read(tmp.data + "/log") == "2026-01-03 meditate\n")
    #expect(tmp.read(tmp.data + "/rejects") == garbage + "\n" + garbage + "\n")
}
