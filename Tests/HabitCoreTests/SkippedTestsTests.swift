import Testing

/// A test that cannot run here is reported as skipped, never passed by returning early:
/// no test checks the system's version in its body. One that needs a newer system says
/// so with `@available` on the test (the runner then skips it, with the reason, where
/// the system is older); one that needs a tool says so with `.enabled(if:_:)`.
@Suite struct SkippedTestsTests {
    /// The availability checks a test body could return early on, spelled apart so this
    /// file does not name them.
    static let checks = ["#avail" + "able(", "#unavail" + "able("]

    @Test func noTestChecksTheSystemVersionInItsBody() throws {
        let sources = try LibraryBoundaryTests.sources("Tests")
        #expect(sources.count > 50, "no tests found")
        #expect(LibraryBoundaryTests.lines(naming: Self.checks, in: sources) == [])
    }
}
