import Testing

@testable import HabitCore

/// `any-of=` in a merge of `habits` (docs/sync.md): a list changed on one side is taken,
/// changed on both the one whose ids sort first, the same on both devices.
@Suite struct MembersMergeTests {
    private static let members = """
        run every=daily since=2026-01-01 name=run
        bike every=daily since=2026-01-01 name=bike
        swim every=daily since=2026-01-01 name=swim

        """

    private func line(_ list: String) -> String {
        Self.members + "exercise every=3/week any-of=\(list) since=2026-01-01 name=exercise\n"
    }

    @Test func aListChangedOnOneSideIsTaken() {
        let merged = DataMergeTests.merged(.habits, line("run,bike"), line("run,bike,swim"), line("run,bike"))
        #expect(merged == line("run,bike,swim"))
        #expect(
            DataMergeTests.merged(.habits, line("run,bike"), line("run,bike"), line("bike,swim")) == line("bike,swim"))
    }

    @Test func listsChangedOnBothSidesEndAlikeOnBothDevices() {
        let laptop = DataMergeTests.merged(.habits, line("run,bike"), line("swim,run"), line("bike,swim"))
        let server = DataMergeTests.merged(.habits, line("run,bike"), line("bike,swim"), line("swim,run"))
        #expect(laptop == server)
        #expect(laptop == line("bike,swim"))
    }
}
