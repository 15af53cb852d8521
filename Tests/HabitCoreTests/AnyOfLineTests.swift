import Testing

@testable import HabitCore

/// `any-of=` on a habit line (docs/data-format.md, `habits`): read, written back byte for
/// byte, and checked against the other lines.
@Suite struct AnyOfLineTests {
    private static let members = """
        run every=daily since=2026-11-02 name=run
        bike every=daily since=2026-11-09 name=bike
        swim every=daily since=2026-11-11 name=swim

        """

    private func parse(_ text: String) -> (file: HabitsFile, issues: [String]) {
        let (file, issues) = HabitsFile.parse(Array(text.utf8))
        return (file, issues.map(\.description))
    }

    @Test func aCompositeLineRoundTripsByteForByte() throws {
        let text =
            Self.members + "exercise every=3/week any-of=run,bike,swim since=2026-11-02 name=Exercise\n"
        let (file, issues) = parse(text)
        #expect(issues.isEmpty)
        let exercise = try #require(file.habit(HabitID("exercise")!))
        #expect(exercise.members == [HabitID("run")!, HabitID("bike")!, HabitID("swim")!])
        #expect(exercise.isComposite)
        #expect(file.serialized() == text)
        // Read in any key order, written in the canonical one; members keep their order.
        let shuffled = Self.members + "exercise name=Exercise any-of=swim,run since=2026-11-02 every=3/week\n"
        #expect(
            parse(shuffled).file.serialized()
                == Self.members + "exercise every=3/week any-of=swim,run since=2026-11-02 name=Exercise\n")
    }

    @Test func aMemberMayBeDefinedAfterTheComposite() {
        let text = "exercise every=daily any-of=run,bike since=2026-11-02 name=exercise\n" + Self.members
        let (file, issues) = parse(text)
        #expect(issues.isEmpty)
        #expect(file.habits.count == 4)
        #expect(file.serialized() == text)
    }

    @Test(arguments: [
        (
            "exercise every=daily any-of=run since=2026-11-02",
            "habits:4:22: any-of 'run' names one habit: expected at least two, like run,bike,swim"
        ),
        (
            "exercise every=daily any-of=run,run since=2026-11-02",
            "habits:4:22: member 'run' is named twice: expected each member once"
        ),
        (
            "exercise every=daily any-of=run,exercise since=2026-11-02",
            "habits:4:22: 'exercise' cannot be one of its own members"
        ),
        (
            "exercise every=daily any-of=run,Bike since=2026-11-02",
            "habits:4:22: invalid habit id 'Bike': expected 1-64 characters of a-z, 0-9, '-' and '_'"
        ),
        (
            "exercise every=daily any-of=run,bike target=2 since=2026-11-02",
            "habits:4:22: 'exercise' is made of other habits, so it is a check habit: it takes no target or max"
        ),
        (
            "exercise every=daily any-of=run,walk since=2026-11-02",
            "habits:4:22: member 'walk' is no habit: expected the id of a habit defined first"
        ),
        (
            "exercise every=daily  any-of=run,water since=2026-11-02\nwater every=daily target=8 since=2026-11-02 name=water",
            "habits:4:23: member 'water' has a numeric goal: expected check habits (done or not each day)"
        ),
        (
            "exercise every=daily any-of=run,bike since=2026-11-02 name=exercise\nsport every=daily any-of=exercise,swim since=2026-11-02",
            "habits:5:19: member 'exercise' is itself made of other habits: expected check habits with entries of their own"
        ),
    ])
    func aBrokenCompositeIsAMalformedLineKeptAsWritten(line: String, message: String) {
        let text = Self.members + line + "\n"
        let (file, issues) = parse(text)
        #expect(issues == [message])
        #expect(file.habits.filter(\.isComposite).count == (line.contains("sport") ? 1 : 0))
        #expect(file.serialized() == text)
    }

    @Test func renamingAndDroppingAMemberKeepTheOthersInPlace() {
        var file = parse(Self.members + "exercise every=3/week any-of=run,bike,swim since=2026-11-02 name=x\n").file
        file.renameMember(HabitID("bike")!, to: HabitID("cycle")!)
        file.dropMember(HabitID("run")!)
        #expect(file.habit(HabitID("exercise")!)?.members == [HabitID("cycle")!, HabitID("swim")!])
        #expect(
            file.withMembers([HabitID("exercise")!]) == [HabitID("exercise")!, HabitID("cycle")!, HabitID("swim")!])
        #expect(file.withMembers([HabitID("run")!]) == nil)
    }
}
