import Testing

@testable import HabitCore

/// Renames through merges and reading (docs/data-format.md, `was=`; docs/sync.md,
/// "Renames"): the habit line keeps the ids it was renamed from, the habits merge matches
/// a habit by them, the log merge and the reader map entries written under them.
@Suite struct RenameMergeTests {
    static func merged(_ file: DataFile, _ base: String, _ ours: String, _ theirs: String, habits: String? = nil)
        -> MergeResult
    {
        DataMerge.merge(
            file, base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8),
            habits: habits.map { Array($0.utf8) })
    }

    static func text(_ result: MergeResult) -> String { String(decoding: result.bytes, as: UTF8.self) }

    @Test func theFormerIdsAreReadAndWrittenBack() throws {
        let line = "books every=daily since=2026-01-01 was=read,reading name=Books"
        let parsed = HabitsFile.parse(Array((line + "\n").utf8))
        #expect(parsed.issues.isEmpty)
        let habit = try #require(parsed.file.habits.first)
        #expect(habit.formerIDs.map(\.rawValue) == ["read", "reading"])
        #expect(HabitsFile.line(for: habit) == line)
    }

    @Test func aFormerIdThatIsNotAnIdIsAnError() {
        let parsed = HabitsFile.parse(Array("books every=daily since=2026-01-01 was=read,,x name=Books\n".utf8))
        #expect(parsed.file.habits.isEmpty)
        #expect(parsed.issues.first?.description.contains("habits:1:36:") == true, "\(parsed.issues)")
    }

    @Test func aRenameOnOneSideAndAnEditOnTheOtherBothLand() {
        let base = "read every=daily since=2026-01-01 name=Reading\ngym every=daily since=2026-01-01 name=Gym\n"
        let laptop =
            "books every=daily since=2026-01-01 was=read name=Reading\ngym every=daily since=2026-01-01 name=Gym\n"
        let server = "read every=3/week since=2026-01-01 name=Reading\ngym every=daily since=2026-01-01 name=Gym\n"
        let expected =
            "books every=3/week since=2026-01-01 was=read name=Reading\ngym every=daily since=2026-01-01 name=Gym\n"
        for result in [Self.merged(.habits, base, laptop, server), Self.merged(.habits, base, server, laptop)] {
            #expect(result.conflicts.isEmpty)
            #expect(Self.text(result) == expected)
        }
    }

    @Test func twoRenamesOfOneHabitKeepTheIdThatSortsFirst() {
        let base = "read every=daily since=2026-01-01 name=Reading\n"
        let laptop = "novels every=daily since=2026-01-01 was=read name=Reading\n"
        let server = "books every=daily since=2026-01-01 was=read name=Reading\n"
        let expected = "books every=daily since=2026-01-01 was=read,novels name=Reading\n"
        #expect(Self.text(Self.merged(.habits, base, laptop, server)) == expected)
        #expect(Self.text(Self.merged(.habits, base, server, laptop)) == expected)
        let log = ("2026-11-19 read\n", "2026-11-19 novels\n2026-11-20 novels\n", "2026-11-19 books\n")
        for (ours, theirs) in [(log.1, log.2), (log.2, log.1)] {
            #expect(
                Self.text(Self.merged(.log, log.0, ours, theirs, habits: expected))
                    == "2026-11-19 books\n2026-11-20 books\n")
        }
    }

    @Test func anEntryForAHabitRenamedBeforeItHadEntriesFollowsTheRename() {
        let habits = "books every=daily since=2026-01-01 was=read name=Books\n"
        let server = "2026-11-20 gym\n2026-11-21 read\n"
        // The log alone cannot show this rename: no entry of 'read' was rewritten.
        #expect(Self.text(Self.merged(.log, "2026-11-20 gym\n", "2026-11-20 gym\n", server)) == server)
        #expect(
            Self.text(Self.merged(.log, "2026-11-20 gym\n", "2026-11-20 gym\n", server, habits: habits))
                == "2026-11-20 gym\n2026-11-21 books\n")
    }

    static func snapshot(_ habits: String, _ log: String) -> Snapshot {
        Snapshot(
            directory: "", habitsFile: HabitsFile.parse(Array(habits.utf8)).file, log: LogFile.parse(Array(log.utf8)),
            configFile: ConfigFile(), issues: [])
    }

    @Test func anEntryUnderAFormerIdCountsForTheHabitAndIsNotUnknown() throws {
        let snapshot = Self.snapshot(
            "books every=daily since=2026-01-01 was=read name=Books\n", "2026-11-20 books\n2026-11-21 read\n")
        #expect(snapshot.issues.isEmpty, "\(snapshot.issues)")
        let books = try #require(snapshot.habits.first)
        #expect(snapshot.entryIndicesByHabit() == [books.id: [0, 1]])
        #expect(
            snapshot.history(of: books)
                == History(
                    folding: snapshot.entries.map { entry in
                        var entry = entry
                        entry.habit = books.id
                        return entry
                    }, goal: books.goal))
    }

    @Test func aCurrentHabitWithAFormerIdKeepsItsEntries() throws {
        let snapshot = Self.snapshot(
            "books every=daily since=2026-01-01 was=read name=Books\nread every=daily since=2026-11-01 name=read\n",
            "2026-11-21 read\n")
        let id = try #require(HabitID("read"))
        let read = try #require(snapshot.habit(id))
        #expect(snapshot.entryIndicesByHabit() == [read.id: [0]])
        #expect(
            HabitsFile.parse(Array("books every=daily since=2026-01-01 was=read name=B\n".utf8)).file.formerIDs.count
                == 1)
    }
}
