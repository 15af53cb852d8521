import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// The library's archive, unarchive and edit of a habit (`Transaction.archive`,
/// `unarchive`, `edit`), in one `log` and in device files, through the stores of
/// `HabitChangeTests`: what each keeps and what it refuses.
@Suite struct HabitEditTests {
    @Test(arguments: HabitChangeTests.Layout.allCases)
    func archivingExcusesTheDaysItLasts(layout: HabitChangeTests.Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try HabitChangeTests.store(tmp, layout, habits: ["run": [0]])
        let run = HabitID.test("run")
        let today = HabitChangeTests.first.adding(2)
        HabitChangeTests.expectRefusal(.notArchived(run), tmp, store) { t throws(HabitChangeError) in
            try t.unarchive(run, today: today)
        }
        _ = try store.transaction { t in try t.archive(run, today: today) }
        var habit = try #require(try store.load().habit(run))
        #expect(habit.archived && habit.archivedSpans == [ArchivedSpan(from: today, through: nil)])
        HabitChangeTests.expectRefusal(.alreadyArchived(run), tmp, store) { t throws(HabitChangeError) in
            try t.archive(run, today: today)
        }
        _ = try store.transaction { t in try t.unarchive(run, today: today.adding(3)) }
        habit = try #require(try store.load().habit(run))
        #expect(!habit.archived && habit.archivedSpans == [ArchivedSpan(from: today, through: today.adding(2))])
        // Archived and back the same day: no whole day was archived, no span is kept.
        _ = try store.transaction { t in try t.archive(run, today: today.adding(3)) }
        _ = try store.transaction { t in try t.unarchive(run, today: today.adding(3)) }
        #expect(try store.load().habit(run)?.archivedSpans == [ArchivedSpan(from: today, through: today.adding(2))])
    }

    /// An edit changes the fields `habit edit` does; a new goal judges the days from its
    /// start, the days before keep the one they had; the id and archived days stay.
    @Test(arguments: HabitChangeTests.Layout.allCases)
    func anEditKeepsTheFormerGoalAndTheIdentity(layout: HabitChangeTests.Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try HabitChangeTests.store(tmp, layout, habits: ["water": [0]])
        let water = HabitID.test("water")
        try store.transaction { t in
            var habit = try t.existingHabit(water)
            habit.goal = .atLeast(Amount(8), unit: "glasses")
            try t.edit(water, to: habit, newGoalFrom: nil)
        }
        let start = HabitChangeTests.first.adding(3)
        let edited = try store.transaction { t in
            var habit = try t.existingHabit(water)
            habit.goal = .atLeast(Amount(10), unit: "glasses")
            habit.name = "Water"
            habit.id = HabitID.test("drink")
            habit.archived = true
            return try t.edit(water, to: habit, newGoalFrom: start)
        }
        let read = try #require(try store.load().habit(water))
        #expect(read == edited)
        #expect(read.goal == .atLeast(Amount(10), unit: "glasses") && read.name == "Water")
        #expect(!read.archived && read.id == water)
        #expect(
            read.formerGoals == [
                FormerGoal(schedule: .daily, goal: .atLeast(Amount(8), unit: "glasses"), until: start.adding(-1))
            ])
    }

    @Test(arguments: HabitChangeTests.Layout.allCases)
    func anEditIsRefusedForAZeroTargetAndANumericMember(layout: HabitChangeTests.Layout) throws {
        let tmp = try TemporaryDirectory()
        let store = try HabitChangeTests.store(
            tmp, layout, habits: ["run": [0], "bike": [1]], members: ["run", "bike"])
        let run = HabitID.test("run")
        HabitChangeTests.expectRefusal(.invalid(.numericMember(run)), tmp, store) { t throws(HabitChangeError) in
            var habit = try t.existingHabit(run)
            habit.goal = .atLeast(Amount(3), unit: nil)
            try t.edit(run, to: habit, newGoalFrom: nil)
        }
        HabitChangeTests.expectRefusal(.invalid(.zeroTarget), tmp, store) { t throws(HabitChangeError) in
            var habit = try t.existingHabit(HabitID.test("bike"))
            habit.goal = .atLeast(Amount(0), unit: nil)
            try t.edit(HabitID.test("bike"), to: habit, newGoalFrom: nil)
        }
    }

    /// The tag of the heading a habit stands under belongs to its place: an edit that
    /// takes it is refused; other tags come and go. (One `log` only: the snapshots of
    /// device files are made anew from the fold, which keeps no heading.)
    @Test func anEditKeepsTheTagOfItsHeading() throws {
        let tmp = try TemporaryDirectory()
        let store = try HabitChangeTests.store(tmp, .plain, habits: [:])
        let walk = HabitID.test("walk")
        let morning = try #require(HabitTag("morning"))
        let outside = try #require(HabitTag("outside"))
        try store.transaction { t in
            t.habitsFile.appendHeading("Morning", tag: morning)
            t.habitsFile.append(Habit(id: walk, since: HabitChangeTests.first, tags: [morning, outside]))
        }
        let line = try #require(try store.load().habitsFile.heading(of: walk)?.line)
        HabitChangeTests.expectRefusal(.headingTag(walk, tag: morning, title: "Morning", line: line), tmp, store) {
            t throws(HabitChangeError) in
            var habit = try t.existingHabit(walk)
            habit.tags = [outside]
            try t.edit(walk, to: habit, newGoalFrom: nil)
        }
        try store.transaction { t in
            var habit = try t.existingHabit(walk)
            habit.tags = [morning]
            try t.edit(walk, to: habit, newGoalFrom: nil)
        }
        #expect(try store.load().habit(walk)?.tags == [morning])
    }
}
