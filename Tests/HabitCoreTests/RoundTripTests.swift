import Testing

@testable import HabitCore

private let schedules: [Schedule] = [
    .daily, .weekdays(Schedule.workWeek), .weekdays(Schedule.weekend), .weekdays([.monday, .wednesday, .friday]),
    .weekdays([.sunday]), .weekdays([.monday, .tuesday, .wednesday, .thursday, .friday, .saturday]),
    .perWeek(1), .perWeek(3), .perWeek(7), .perMonth(1), .perMonth(2), .perMonth(31), .everyNDays(2),
    .everyNDays(3), .everyNDays(3660), .anytime,
]

@Test(arguments: schedules)
func scheduleRoundTrips(_ schedule: Schedule) {
    #expect(Schedule(schedule.description) == schedule)
    #expect(!schedule.description.contains(" "))
}

@Test(arguments: [
    ("daily", Schedule.daily), ("Weekdays", .weekdays(Schedule.workWeek)), ("weekends", .weekdays(Schedule.weekend)),
    ("fri,mon,wed", .weekdays([.monday, .wednesday, .friday])), ("3/week", .perWeek(3)), ("week", .perWeek(1)),
    ("2/month", .perMonth(2)), ("month", .perMonth(1)), ("3 days", .everyNDays(3)), ("3d", .everyNDays(3)),
    ("anytime", .anytime), ("mon,tue,wed,thu,fri,sat,sun", .daily),
])
func scheduleAcceptsEveryForm(_ text: String, _ expected: Schedule) {
    #expect(Schedule(text) == expected)
}

@Test(arguments: ["", "0/week", "8/week", "32/month", "0d", "mon,mon", "mon,", "never", "3 weeks", "-2d"])
func scheduleRejects(_ text: String) {
    #expect(Schedule(text) == nil)
}

private let since = Day(number: 20_454)

private let habits: [Habit] = [
    Habit(id: HabitID("meditate")!, name: "Morning meditation", since: since),
    Habit(
        id: HabitID("water")!, name: "Water", schedule: .daily, goal: .atLeast(Amount(8), unit: "glasses"), since: since
    ),
    Habit(
        id: HabitID("run")!, schedule: .perWeek(1), goal: .atLeast(Amount(thousandths: 20_500), unit: "km"),
        since: since),
    Habit(id: HabitID("coffee")!, name: "Coffee", goal: .atMost(Amount(2), unit: "cups"), since: since),
    Habit(id: HabitID("no-sugar")!, goal: .atMost(.zero, unit: nil), since: since),
    Habit(
        id: HabitID("read")!, schedule: .perMonth(1), goal: .atLeast(Amount(300), unit: "pages (paper)"), since: since),
    Habit(id: HabitID("gym")!, name: "Gym", schedule: .perWeek(3), since: since, archived: true),
    Habit(id: HabitID("floss")!, name: "Floss = \"teeth\" # \\ care", schedule: .everyNDays(2), since: since),
    Habit(id: HabitID("plants")!, name: "Pflanzen gießen 🌱", schedule: .weekdays([.sunday, .wednesday]), since: since),
    Habit(id: HabitID("journal")!, name: "Journal", schedule: .anytime, since: since),
]

@Test(arguments: habits)
func habitLineRoundTrips(_ habit: Habit) {
    let line = HabitsFile.line(for: habit)
    let parsed = HabitsFile.parse(Array((line + "\n").utf8))
    #expect(parsed.issues.isEmpty, "\(parsed.issues)")
    #expect(parsed.file.habits == [habit])
    #expect(parsed.file.serialized() == line + "\n")
}

@Test func habitLinesUseTheDocumentedForm() {
    #expect(HabitsFile.line(for: habits[0]) == "meditate every=daily since=2026-01-01 name=\"Morning meditation\"")
    #expect(HabitsFile.line(for: habits[1]) == "water every=daily target=8 unit=glasses since=2026-01-01 name=Water")
    #expect(HabitsFile.line(for: habits[3]) == "coffee every=daily max=2 unit=cups since=2026-01-01 name=Coffee")
    #expect(HabitsFile.line(for: habits[6]) == "gym every=3/week since=2026-01-01 archived name=Gym")
    #expect(
        HabitsFile.line(for: habits[7]) == "floss every=2d since=2026-01-01 name=\"Floss = \\\"teeth\\\" # \\\\ care\"")
}

@Test func keysMayComeInAnyOrderAndDefaultsApply() throws {
    let parsed = HabitsFile.parse(
        Array("water  name=Water\tsince=2026-01-01 unit=ml target=2.5 every=DAILY\nx since=2026-01-01\n".utf8))
    #expect(parsed.issues.isEmpty)
    #expect(
        parsed.file.habits == [
            Habit(
                id: try #require(HabitID("water")), name: "Water",
                goal: .atLeast(Amount(thousandths: 2500), unit: "ml"), since: since),
            Habit(id: try #require(HabitID("x")), since: since),
        ])
}

@Test func namesCannotInjectLines() throws {
    let evil = Habit(id: try #require(HabitID("evil")), name: "a\nb\u{2028}c\rd", since: since)
    let line = HabitsFile.line(for: evil)
    #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\u{2028}"))
    let entry = Entry(day: since, habit: evil.id, action: .done, note: "x\ny\u{85}z")
    let logLine = LogFile.line(for: entry)
    #expect(!logLine.contains("\n") && !logLine.unicodeScalars.contains("\u{85}"))
    #expect(LogFile.parse(LogFile.serialize([entry])).entries.count == 1)
}

@Test func rewritingHabitsKeepsCommentsAndBlankLines() throws {
    let text = """
        # my habits

        meditate since=2026-01-01 name="Morning meditation"
        # numeric
        water every=daily target=8 unit=glasses since=2026-03-01 name=Water
        coffee every=daily max=2 unit=cups since=2026-03-01 name=Coffee

        """
    var file = HabitsFile.parse(Array(text.utf8)).file
    #expect(file.serialized() == text.replacingOccurrences(of: "meditate since", with: "meditate every=daily since"))
    let gym = Habit(id: try #require(HabitID("gym")), schedule: .perWeek(3), since: since)
    file.append(gym)
    file.move(gym.id, to: 0)
    #expect(file.remove(try #require(HabitID("water"))))
    #expect(file.habits.map(\.id.rawValue) == ["gym", "meditate", "coffee"])
    #expect(
        file.serialized() == """
            # my habits

            gym every=3/week since=2026-01-01 name=gym
            meditate every=daily since=2026-01-01 name="Morning meditation"
            # numeric
            coffee every=daily max=2 unit=cups since=2026-03-01 name=Coffee

            """)
}

private let entries: [Entry] = [
    Entry(day: since, habit: HabitID("meditate")!),
    Entry(day: since, habit: HabitID("meditate")!, action: .done, note: "calm"),
    Entry(day: since, habit: HabitID("gym")!, action: .skip, note: "holiday"),
    Entry(day: since, habit: HabitID("gym")!, action: .clear),
    Entry(day: since, habit: HabitID("water")!, action: .add(Amount(thousandths: 2_500)), note: "after run"),
    Entry(day: since, habit: HabitID("water")!, action: .set(Amount(8))),
    Entry(day: since, habit: HabitID("water")!, action: .set(.zero), note: ""),
    Entry(day: since, habit: HabitID("water")!, action: .add(Amount(thousandths: 125)), note: "  two spaces, # and ü"),
]

@Test func logRoundTripsEveryActionAndNote() {
    let bytes = LogFile.serialize(entries)
    let log = LogFile.parse(bytes)
    #expect(log.issues.isEmpty)
    #expect(log.entries == entries)
    #expect(LogFile.serialize(log.entries) == bytes)
    #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("2026-01-01 meditate\n2026-01-01 meditate done # calm\n"))
}

@Test func logAcceptsHandWrittenVariants() {
    let text =
        "2026-01-01\tmeditate\n  2026-01-01 meditate   done  #calm\r\n2026-01-01 water +02.50 #x\n#2026-01-01 x\n"
    let log = LogFile.parse(Array(text.utf8))
    #expect(log.issues.isEmpty)
    #expect(
        log.entries == [
            Entry(day: since, habit: HabitID("meditate")!),
            Entry(day: since, habit: HabitID("meditate")!, note: "calm"),
            Entry(day: since, habit: HabitID("water")!, action: .add(Amount(thousandths: 2_500)), note: "x"),
        ])
}

@Test func tornLastLineIsReportedApart() {
    let log = LogFile.parse(Array("2026-01-01 meditate\n2026-01-0".utf8))
    #expect(log.entries.count == 1)
    #expect(log.tornTailOffset == 20)
    #expect(
        log.issues.map(\.description) == [
            "log:2:1: incomplete last line '2026-01-0' (no final newline): the next write adds the newline if it is a valid line, else moves it to 'rejects'"
        ])
    #expect(log.issues.allSatisfy { !$0.isError })
}

@Test func logRewriteKeepsUntouchedLinesByteForByte() throws {
    let text = "# keep\n2026-01-01  meditate  # spaced\n2026-01-01 old +2\nbad line\n2026-01-02 gym\n"
    let old = try #require(HabitID("old"))
    let new = try #require(HabitID("new"))
    let out = LogFile.rewrite(Array(text.utf8)) { entry in
        if entry.habit == old { return Entry(day: entry.day, habit: new, action: entry.action, note: entry.note) }
        return entry.habit.rawValue == "gym" ? nil : entry
    }
    #expect(
        String(decoding: out, as: UTF8.self) == "# keep\n2026-01-01  meditate  # spaced\n2026-01-01 new +2\nbad line\n")
}

@Test func configRoundTripsAndKeepsComments() throws {
    var file = ConfigFile.parse(Array("# settings\ntimezone=Europe/Berlin\n".utf8)).file
    #expect(file.config.timezone == "Europe/Berlin")
    try file.set(.dayStart, to: "04:00")
    try file.set(.timezone, to: "Asia/Kathmandu")
    #expect(throws: ValueError.invalidSetting("week-start", "friday")) { try file.set(.weekStart, to: "friday") }
    try file.set(.weekStart, to: "sunday")
    let text = file.serialized()
    #expect(text == "# settings\ntimezone = Asia/Kathmandu\nday-start = 04:00\nweek-start = sunday\n")
    let again = ConfigFile.parse(Array(text.utf8))
    #expect(again.issues.isEmpty)
    #expect(
        again.file.config
            == Config(timezone: "Asia/Kathmandu", dayStart: DayStart("04:00") ?? .midnight, weekStart: .sunday))
    #expect(again.file.serialized() == text)
}

@Test(arguments: ["0", "8", "2.5", "0.125", "0.001", "1000000000"])
func amountRoundTrips(_ text: String) {
    #expect(Amount(text)?.description == text)
}

@Test func manyDistinctIDsAreReadBackExactly() {
    let names =
        (0..<1_000).map { "habit-\($0)" } + ["a", "ab", "abcdefgh", "abcdefghi", String(repeating: "z", count: 64)]
    var text = ""
    for name in names + names.reversed() { text += "2026-01-01 \(name)\n" }
    let log = LogFile.parse(Array(text.utf8))
    #expect(log.issues.isEmpty)
    #expect(log.entries.map(\.habit.rawValue) == names + names.reversed())
}
