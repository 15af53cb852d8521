import Foundation
import Testing
@testable import HabitCore

@Test func smokeAppendAndLoad() throws {
    let dir = NSTemporaryDirectory() + "smoke-\(UUID().uuidString)/data"
    let store = Store(directory: dir)
    let id = try #require(HabitID("meditate"))
    let day = try #require(Day("2026-11-21"))
    try store.transaction { t in
        t.habitsFile.append(Habit(id: id, name: "Morning meditation", since: day))
    }
    try store.append([Entry(day: day, habit: id), Entry(day: day, habit: id, action: .add(Amount(2)), note: "x")])
    let snap = try store.load()
    #expect(snap.habits.count == 1)
    #expect(snap.entries.count == 2)
    #expect(snap.issues.isEmpty)
    let text = try String(contentsOfFile: dir + "/log", encoding: .utf8)
    #expect(text == "2026-11-21 meditate\n2026-11-21 meditate +2 # x\n")
    let habits = try String(contentsOfFile: dir + "/habits", encoding: .utf8)
    #expect(habits == "meditate every=daily since=2026-11-21 name=\"Morning meditation\"\n")
}
