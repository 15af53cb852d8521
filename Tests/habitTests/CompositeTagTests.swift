import Foundation
import Testing

@testable import habit

/// A habit made of others and tags together: `any-of=` and `tags=` on one line, and
/// `@TAG` over a tag that takes in a composite (docs/cli.md, "Tags").
@Suite struct CompositeTagTests {
    static func harness() -> Harness {
        Harness(
            habits: """
                run every=daily since=2026-11-01 tags=fitness name=Run
                bike every=daily since=2026-11-01 tags=fitness name=Bike
                exercise every=daily any-of=run,bike since=2026-11-01 tags=fitness name=Exercise

                """, log: "")
    }

    @Test func aLineWithAnyOfAndTagsKeepsBoth() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["tags"]) == "@fitness: run, bike, exercise\n")
        #expect(harness.ok(["edit", "exercise", "--tag", "morning"]).contains("tag"))
        #expect(
            harness.read("habits")?.contains(
                "exercise every=daily any-of=run,bike since=2026-11-01 tags=fitness,morning name=Exercise\n") == true)
        #expect(harness.run(["verify"]).status == 0)
    }

    @Test func checkOfATagLeavesTheCompositeOutAndSaysWhy() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["check", "@fitness"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "Left out exercise: made of other habits, it has no entries of its own (it is done when run or bike is).\n"
            ))
        #expect(harness.read("log") == "2026-11-21 run\n2026-11-21 bike\n")
    }

    @Test func skipOfATagSkipsTheMembersNotTheComposite() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["skip", "@fitness"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Left out exercise: made of other habits"))
        #expect(harness.read("log") == "2026-11-21 run skip\n2026-11-21 bike skip\n")
    }
}
