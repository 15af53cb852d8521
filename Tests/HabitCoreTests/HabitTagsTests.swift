import Testing

@testable import HabitCore

/// `tags=` on a habit line and harsh-style `! Heading` lines (docs/data-format.md, `habits`).
@Suite struct HabitTagsTests {
    static let file = """
        # my habits
        ! Morning routine
        meditate every=daily since=2026-01-01 name=Meditate
        water every=daily target=8 unit=glasses since=2026-01-01 tags=health name=Water

          !  Évening – wind down\t
        read every=daily since=2026-01-01 tags=evening-wind-down,books name=Read
        gym every=3/week since=2026-01-01 archived name=Gym
        !
        floss every=2d since=2026-01-01 tags=health name=Floss

        """

    static func parsed(_ text: String = file) -> (file: HabitsFile, issues: [ParseIssue]) {
        HabitsFile.parse(Array(text.utf8))
    }

    static func tags(_ texts: String...) -> [HabitTag] { texts.compactMap { HabitTag($0) } }

    @Test func aHeadingTagsTheHabitsBelowItUpToTheNextHeading() {
        let (file, issues) = Self.parsed()
        #expect(issues.isEmpty, "\(issues)")
        #expect(
            file.habits.map(\.tags) == [
                Self.tags("morning-routine"), Self.tags("morning-routine", "health"),
                Self.tags("evening-wind-down", "books"), Self.tags("evening-wind-down"), Self.tags("health"),
            ])
        #expect(file.habit(HabitID.test("water"))?.tags == Self.tags("morning-routine", "health"))
    }

    @Test func headingsCommentsAndBlanksComeBackByteForByte() {
        let (file, _) = Self.parsed()
        #expect(file.serialized() == Self.file)
    }

    @Test func aHeadingsTitleIsTheTagsDisplayName() {
        let (file, _) = Self.parsed()
        #expect(file.tags == Self.tags("morning-routine", "health", "evening-wind-down", "books"))
        #expect(file.title(of: HabitTag.test("morning-routine")) == "Morning routine")
        #expect(file.title(of: HabitTag.test("evening-wind-down")) == "Évening – wind down")
        #expect(file.title(of: HabitTag.test("health")) == "health")
    }

    @Test func activeHabitsTaggedLeaveOutArchivedOnesAndKeepSortOrder() {
        let (file, _) = Self.parsed()
        #expect(file.activeHabits(tagged: HabitTag.test("health")).map(\.id.rawValue) == ["water", "floss"])
        #expect(file.activeHabits(tagged: HabitTag.test("evening-wind-down")).map(\.id.rawValue) == ["read"])
        #expect(file.activeHabits(tagged: HabitTag.test("nothing")).isEmpty)
    }

    @Test func tagsAreWrittenOnceInOrderBeforeTheName() {
        let habit = Habit(
            id: HabitID.test("water"), since: Day(number: 20_454), tags: Self.tags("health", "morning", "health"))
        let line = HabitsFile.line(for: habit)
        #expect(line == "water every=daily since=2026-01-01 tags=health,morning name=water")
        #expect(HabitsFile.parse(Array((line + "\n").utf8)).file.habits == [habit])
    }

    @Test(arguments: [
        (
            "tags=Morning",
            "habits:1:32: invalid tag 'Morning': expected 1-64 characters of a-z, 0-9, '-' and '_', like morning"
        ),
        ("tags=a,,b", "habits:1:32: invalid tag '': expected 1-64 characters of a-z, 0-9, '-' and '_', like morning"),
        (
            "tags=\"my tag\"",
            "habits:1:32: invalid tag 'my tag': expected 1-64 characters of a-z, 0-9, '-' and '_', like morning"
        ),
    ])
    func aTagNotSpelledLikeAnIDIsAnError(_ field: String, _ message: String) {
        let (file, issues) = Self.parsed("x every=daily since=2026-01-01 \(field)\n")
        #expect(issues.map(\.description) == [message])
        #expect(file.habits.isEmpty)
    }

    @Test func aHabitUnderItsOwnHeadingTagHasItOnce() {
        let (file, issues) = Self.parsed("! Morning\nx since=2026-01-01 tags=health,morning\n")
        #expect(issues.isEmpty)
        #expect(file.habits.first?.tags == Self.tags("morning", "health"))
    }

    @Test func anEditWritesNoHeadingTagOnTheLine() throws {
        var (file, _) = Self.parsed()
        var water = try #require(file.habit(HabitID.test("water")))
        water.name = "Glasses of water"
        water.tags.append(HabitTag.test("daily"))
        let replaced = file.replace(water.id, with: water)
        #expect(replaced)
        #expect(
            file.serialized().contains(
                "! Morning routine\nmeditate every=daily since=2026-01-01 name=Meditate\n"
                    + "water every=daily target=8 unit=glasses since=2026-01-01 tags=health,daily "
                    + "name=\"Glasses of water\"\n"))
        #expect(HabitsFile.parse(file.encoded()).file.habits == file.habits)
    }

    @Test func aNewHabitGoesUnderTheHeadingOfItsTagElseAboveTheFirstHeading() {
        var (file, _) = Self.parsed()
        let since = Day(number: 20_454)
        file.append(Habit(id: HabitID.test("stretch"), since: since, tags: Self.tags("yoga", "morning-routine")))
        file.append(Habit(id: HabitID.test("vitamins"), since: since, tags: Self.tags("health")))
        let lines = file.serialized().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "vitamins every=daily since=2026-01-01 tags=health name=vitamins")
        #expect(lines[2] == "! Morning routine")
        #expect(lines[5] == "stretch every=daily since=2026-01-01 tags=yoga name=stretch")
        let reread = HabitsFile.parse(file.encoded()).file
        #expect(reread.habit(HabitID.test("stretch"))?.tags == Self.tags("morning-routine", "yoga"))
        #expect(reread.habit(HabitID.test("vitamins"))?.tags == Self.tags("health"))
    }

    @Test func aFileWithoutHeadingsAddsAtTheEnd() {
        var (file, _) = Self.parsed("a every=daily since=2026-01-01 name=a\n# end\n")
        file.append(Habit(id: HabitID.test("b"), since: Day(number: 20_454), tags: Self.tags("x")))
        #expect(
            file.serialized()
                == "a every=daily since=2026-01-01 name=a\n# end\nb every=daily since=2026-01-01 tags=x name=b\n")
    }

    @Test func headingTitlesSlugLikeImportedNames() {
        #expect(HabitTag(heading: "Morning routine")?.rawValue == "morning-routine")
        #expect(HabitTag(heading: "  Café & Co. ")?.rawValue == "cafe-co")
        #expect(HabitTag(heading: "—") == nil)
        #expect(HabitTag(heading: String(repeating: "ab ", count: 40))?.rawValue.utf8.count ?? 0 <= 64)
    }
}

extension HabitTag {
    /// A test tag; traps only on a typo in a test.
    static func test(_ text: String) -> HabitTag {
        guard let tag = HabitTag(text) else { preconditionFailure("'\(text)' is a valid tag") }
        return tag
    }
}
