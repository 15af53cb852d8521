import Foundation
import HabitCore
import Testing

@testable import habit

/// A harsh-style `! Heading` typed into `habits` by hand works as typed
/// (docs/data-format.md, `habits`).
@Suite struct HeadingFileTests {
    static let habits = """
        ! Morning
        meditate every=daily since=2026-11-01 name=meditate
        water every=daily target=8 unit=glasses since=2026-11-01 name=water

        ! Evening wind-down
        read every=daily since=2026-11-01 name=read

        """

    @Test func aHandWrittenHeadingIsNoErrorAndRewritesKeepItByteForByte() {
        let harness = Harness(habits: Self.habits, log: "")
        defer { harness.cleanUp() }
        let verified = harness.run(["verify"])
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(verified.stderr == "")
        let added = harness.run(["add", "floss"])
        #expect(added.status == 0, "\(added.stderr)")
        let edited = harness.run(["edit", "water", "--name", "Water"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(
            harness.read("habits") == """
                floss every=daily since=2026-11-21 name=floss
                ! Morning
                meditate every=daily since=2026-11-01 name=meditate
                water every=daily target=8 unit=glasses since=2026-11-01 name=Water

                ! Evening wind-down
                read every=daily since=2026-11-01 name=read

                """)
    }
}
