import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

private let day = Day(number: 20_454)  // 2026-01-01
private let meditate = HabitID.test("meditate")

private func habit(_ id: String, name: String? = nil) -> Habit {
    Habit(id: HabitID.test(id), name: name, since: day)
}

@Test func loadNeverCreatesAnything() throws {
    let tmp = try TemporaryDirectory()
    let snapshot = try Store(directory: tmp.data).load()
    #expect(snapshot.habits.isEmpty && snapshot.entries.isEmpty && snapshot.issues.isEmpty)
    #expect(!tmp.exists(tmp.data))
    try FileManager.default.createDirectory(atPath: tmp.data, withIntermediateDirectories: false)
    _ = try Store(directory: tmp.data).load()
    #expect(tmp.list(tmp.data).isEmpty)
}

@Test func appendCreatesAPrivateDirectoryAndWritesWholeLines() throws {
    let tmp = try TemporaryDirectory()
    let dir = tmp.root + "/a/b/habit"
    let store = Store(directory: dir)
    try store.append([Entry(day: day, habit: meditate)])
    try store.append([Entry(day: day.adding(1), habit: meditate, action: .add(Amount(2)), note: "after run")])
    #expect(tmp.mode(dir) == 0o700)
    #expect(tmp.mode(dir + "/log") == 0o600)
    #expect(tmp.read(dir + "/log") == "2026-01-01 meditate\n2026-01-02 meditate +2 # after run\n")
    let snapshot = try store.load()
    #expect(snapshot.entries.count == 2)
    #expect(
        snapshot.issues.map(\.description) == [
            "log:1:1: entry for unknown habit 'meditate': expected a habit defined in 'habits'"
        ])
    #expect(!snapshot.hasErrors)
}

@Test func transactionAddsHabitsAndRewritesWithBackupAndMode() throws {
    let tmp = try TemporaryDirectory()
    let store = Store(directory: tmp.data)
    try store.transaction { $0.habitsFile.append(habit("meditate")) }
    #expect(tmp.mode(tmp.data + "/habits") == 0o600)
    #expect(chmod(tmp.data + "/habits", 0o640) == 0)
    try store.transaction { $0.habitsFile.append(habit("gym", name: "Gym")) }
    #expect(
        tmp.read(tmp.data + "/habits")
            == "meditate every=daily since=2026-01-01 name=meditate\ngym every=daily since=2026-01-01 name=Gym\n")
    #expect(tmp.mode(tmp.data + "/habits") == 0o640)
    #expect(tmp.list(tmp.data + "/.backup") == ["habits.000001"])
    #expect(tmp.read(tmp.data + "/.backup/habits.000001") == "meditate every=daily since=2026-01-01 name=meditate\n")
    #expect(!tmp.list(tmp.data).contains { $0.hasSuffix(".tmp") })
}

@Test func aTransactionThatChangesNothingWritesNothing() throws {
    let tmp = try TemporaryDirectory()
    let store = Store(directory: tmp.data)
    try store.transaction { $0.habitsFile.append(habit("meditate")) }
    struct Duplicate: Error {}
    #expect(throws: Duplicate.self) {
        try store.transaction { t in
            if t.snapshot.habit(meditate) != nil { throw Duplicate() }
            t.habitsFile.append(habit("meditate"))
        }
    }
    try store.transaction { _ in }
    #expect(!tmp.exists(tmp.data + "/.backup"))
}

@Test func backupsKeepTheNewestTen() throws {
    let tmp = try TemporaryDirectory()
    let store = Store(directory: tmp.data)
    try store.transaction { $0.habitsFile.append(habit("h0")) }
    for index in 1...12 { try store.transaction { $0.habitsFile.append(habit("h\(index)")) } }
    let backups = tmp.list(tmp.data + "/.backup")
    #expect(backups == (3...12).map { "habits.0000" + ($0 < 10 ? "0" : "") + "\($0)" })
    #expect(tmp.read(tmp.data + "/.backup/habits.000012")?.components(separatedBy: "\n").count == 13)
}

@Test func renameRewritesHabitsAndLogTogether() throws {
    let tmp = try TemporaryDirectory()
    let store = Store(directory: tmp.data)
    try store.transaction { t in
        t.habitsFile.append(habit("meditate"))
        t.append(Entry(day: day, habit: meditate))
    }
    tmp.write(tmp.data + "/log", "# mine\n" + (tmp.read(tmp.data + "/log") ?? "") + "2026-01-02 meditate skip # ill\n")
    // The library's rename (`Transaction.rename`): the habit and its entries move together.
    #expect(try store.transaction { t in try t.rename(meditate, to: HabitID.test("calm")) } == 2)
    #expect(tmp.read(tmp.data + "/log") == "# mine\n2026-01-01 calm\n2026-01-02 calm skip # ill\n")
    #expect(tmp.read(tmp.data + "/habits") == "calm every=daily since=2026-01-01 was=meditate name=calm\n")
    #expect(tmp.list(tmp.data + "/.backup") == ["habits.000001", "log.000001"])
}

@Test func rewritesAreRefusedWhileAFileHasErrorsButAppendsWork() throws {
    let tmp = try TemporaryDirectory()
    let store = Store(directory: tmp.data)
    try store.transaction { $0.habitsFile.append(habit("meditate")) }
    tmp.write(tmp.data + "/log", "2026-02-30 meditate\n")
    let issue = ParseIssue(file: .log, line: 1, column: 1, problem: .value(.invalidDate("2026-02-30")))
    #expect(throws: StoreError.malformed([issue])) {
        try store.transaction { $0.habitsFile.append(habit("gym")) }
    }
    #expect(throws: StoreError.malformed([issue])) {
        try store.transaction { $0.configFile.lines.append(.setting(.dayStart, "04:00")) }
    }
    #expect(tmp.read(tmp.data + "/habits") == "meditate every=daily since=2026-01-01 name=meditate\n")
    try store.append([Entry(day: day, habit: meditate)])
    try store.transaction { $0.append(Entry(day: day.adding(1), habit: meditate)) }
    #expect(tmp.read(tmp.data + "/log") == "2026-02-30 meditate\n2026-01-01 meditate\n2026-01-02 meditate\n")
}

@Test func symlinkedDataFilesAreFollowedNotReplaced() throws {
    let tmp = try TemporaryDirectory()
    let synced = tmp.root + "/synced"
    try FileManager.default.createDirectory(atPath: synced, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: tmp.data, withIntermediateDirectories: true)
    tmp.write(synced + "/habits", "# synced\n")
    #expect(chmod(synced + "/habits", 0o644) == 0)
    try FileManager.default.createSymbolicLink(atPath: tmp.data + "/habits", withDestinationPath: "../synced/habits")
    try FileManager.default.createSymbolicLink(atPath: tmp.data + "/log", withDestinationPath: synced + "/log")
    let store = Store(directory: tmp.data)
    try store.transaction { $0.habitsFile.append(habit("meditate")) }
    try store.append([Entry(day: day, habit: meditate)])
    let attributes = try FileManager.default.attributesOfItem(atPath: tmp.data + "/habits")
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(tmp.read(synced + "/habits") == "# synced\nmeditate every=daily since=2026-01-01 name=meditate\n")
    #expect(tmp.mode(synced + "/habits") == 0o644)
    #expect(tmp.read(synced + "/log") == "2026-01-01 meditate\n")
    #expect(tmp.read(tmp.data + "/.backup/habits.000001") == "# synced\n")
    #expect(tmp.list(synced) == ["habits", "log"])
    #expect(try store.load().entries.count == 1)
}

@available(macOS 15.0, iOS 18.0, *)
@Test func lockWaitGivesUpAfterTheTimeoutWithoutHanging() throws {
    let tmp = try TemporaryDirectory()
    let faulty = TestFileSystem(clock: .virtual)
    let store = Store(directory: tmp.data, fileSystem: faulty)
    try store.append([Entry(day: day, habit: meditate)])
    let held = HeldLock(tmp.data + "/.lock")
    #expect(throws: StoreError.lockTimeout(path: tmp.data + "/.lock", seconds: 10)) {
        try store.append([Entry(day: day.adding(1), habit: meditate)])
    }
    #expect(faulty.monotonicSeconds() >= 10 && faulty.monotonicSeconds() < 10.1)
    #expect(faulty.count(.tryLock) > 100)
    #expect(throws: StoreError.self) { try store.transaction { _ in } }
    #expect(throws: StoreError.self) { _ = try store.load() }  // a shared lock waits too
    _ = consume held
    try store.append([Entry(day: day.adding(1), habit: meditate)])
    #expect(tmp.read(tmp.data + "/log") == "2026-01-01 meditate\n2026-01-02 meditate\n")
}

@available(macOS 15.0, iOS 18.0, *)
@Test(arguments: [FileSystemOperation.write, .fsync])
func aFailedAppendLeavesTheLogAsItWas(_ operation: FileSystemOperation) throws {
    let tmp = try TemporaryDirectory()
    try Store(directory: tmp.data).append([Entry(day: day, habit: meditate)])
    let store = Store(
        directory: tmp.data, fileSystem: TestFileSystem(fault: Fault(call: 1, of: operation, code: ENOSPC)))
    #expect(
        throws: StoreError.io(operation: operation == .write ? "write" : "sync", path: tmp.data + "/log", code: 28)
    ) {
        try store.append([Entry(day: day.adding(1), habit: meditate)])
    }
    #expect(tmp.read(tmp.data + "/log") == "2026-01-01 meditate\n")
    #expect(
        StoreError.io(operation: "write", path: "/x/log", code: 28).description
            == "cannot write '/x/log': no space left on device")
}

@available(macOS 15.0, iOS 18.0, *)
@Test func aShortAppendIsRolledBack() throws {
    let tmp = try TemporaryDirectory()
    try Store(directory: tmp.data).append([Entry(day: day, habit: meditate)])
    let faulty = TestFileSystem(shortWrite: 1)
    #expect(throws: StoreError.incompleteWrite(path: tmp.data + "/log")) {
        try Store(directory: tmp.data, fileSystem: faulty).append([Entry(day: day.adding(1), habit: meditate)])
    }
    #expect(tmp.read(tmp.data + "/log") == "2026-01-01 meditate\n")
}

@available(macOS 15.0, iOS 18.0, *)
@Test(arguments: [FileSystemOperation.write, .fsync, .fchmod, .rename])
func aFailedRewriteKeepsTheOriginal(_ operation: FileSystemOperation) throws {
    let tmp = try TemporaryDirectory()
    try Store(directory: tmp.data).transaction { $0.habitsFile.append(habit("meditate")) }
    // The first write/fsync of a rewrite is the backup's; fail the temporary file's.
    let occurrence = operation == .write || operation == .fsync ? 2 : 1
    let store = Store(directory: tmp.data, fileSystem: TestFileSystem(fault: Fault(call: occurrence, of: operation)))
    #expect(throws: StoreError.self) { try store.transaction { $0.habitsFile.append(habit("gym")) } }
    #expect(tmp.read(tmp.data + "/habits") == "meditate every=daily since=2026-01-01 name=meditate\n")
    #expect(!tmp.list(tmp.data).contains { $0.hasSuffix(".tmp") })
}

@Test func dataDirectoryResolution() throws {
    let env = ["HOME": "/home/u", "XDG_DATA_HOME": "/xdg", "HABIT_HOME": "/hh"]
    #expect(try DataDirectory.resolve(option: "/opt", environment: env) == "/opt")
    #expect(try DataDirectory.resolve(option: nil, environment: env) == "/hh")
    #expect(
        try DataDirectory.resolve(option: nil, environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/xdg/"])
            == "/xdg/habit")
    #expect(
        try DataDirectory.resolve(option: nil, environment: ["HOME": "/home/u", "XDG_DATA_HOME": "rel"])
            == "/home/u/.local/share/habit")
    #expect(
        try DataDirectory.resolve(option: nil, environment: ["HOME": "/home/u", "HABIT_HOME": ""])
            == "/home/u/.local/share/habit")
    #expect(throws: StoreError.noDataDirectory) { try DataDirectory.resolve(option: nil, environment: [:]) }
}

@Test func aDataDirectoryThatIsAFileIsAnError() throws {
    let tmp = try TemporaryDirectory()
    tmp.write(tmp.data, "not a directory")
    #expect(throws: StoreError.notADirectory(path: tmp.data)) {
        try Store(directory: tmp.data).append([Entry(day: day, habit: meditate)])
    }
}

/// Fails each file-system call in turn (the k-th call of each operation, for every k
/// until the operation is no longer reached) and checks that every write either fully
/// happens or leaves the files exactly as they were, with no temporary file behind; a
/// successful call always means the change is there.
@available(macOS 15.0, iOS 18.0, *)
@Test(arguments: [
    FileSystemOperation.open, .close, .read, .write, .fsync, .ftruncate, .fchmod, .fstat, .status, .makeDirectory,
    .rename, .unlink, .contentsOfDirectory, .tryLock,
])
func everyFailedCallLeavesFilesWholeOrUnchanged(_ operation: FileSystemOperation) throws {
    let oldHabits = "meditate every=daily since=2026-01-01 name=meditate\n"
    let newHabits = oldHabits + "gym every=daily since=2026-01-01 name=gym\n"
    let oldLog = "2026-01-01 meditate\n"
    let newLog = oldLog + "2026-01-02 meditate\n"
    var occurrence = 1
    while occurrence < 200 {
        let tmp = try TemporaryDirectory()
        let plain = Store(directory: tmp.data)
        try plain.transaction { t in
            t.habitsFile.append(habit("meditate"))
            t.append(Entry(day: day, habit: meditate))
        }
        try FileManager.default.createDirectory(atPath: tmp.data + "/.backup", withIntermediateDirectories: true)
        for index in 0..<11 { tmp.write(tmp.data + "/.backup/habits.00000\(index)", "old\n") }
        let faulty = TestFileSystem(fault: Fault(call: occurrence, of: operation), clock: .virtual)
        let store = Store(directory: tmp.data, fileSystem: faulty)
        let rewrite = Result { try store.transaction { $0.habitsFile.append(habit("gym")) } }
        let habits = tmp.read(tmp.data + "/habits")
        switch rewrite {
        case .success: #expect(habits == newHabits, "\(operation) #\(occurrence)")
        // A failure after the rename (syncing the directory) leaves the new file in place.
        case .failure: #expect(habits == oldHabits || habits == newHabits, "\(operation) #\(occurrence)")
        }
        let appended = Result { try store.append([Entry(day: day.adding(1), habit: meditate)]) }
        let log = tmp.read(tmp.data + "/log")
        #expect(log == oldLog || log == newLog, "\(operation) #\(occurrence)")
        if case .success = appended { #expect(log == newLog, "\(operation) #\(occurrence)") }
        #expect(!tmp.list(tmp.data).contains { $0.hasSuffix(".tmp") }, "\(operation) #\(occurrence)")
        if faulty.count(operation) < occurrence { break }
        occurrence += 1
    }
    #expect(occurrence > 1 || operation == .makeDirectory || operation == .ftruncate)
}

@Test func configRewriteKeepsCommentsAndMode() throws {
    let tmp = try TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: tmp.data, withIntermediateDirectories: true)
    tmp.write(tmp.data + "/config", "# mine\nweek-start = sunday")
    #expect(chmod(tmp.data + "/config", 0o604) == 0)
    let store = Store(directory: tmp.data)
    #expect(try store.load().config.weekStart == .sunday)
    try store.transaction { try $0.configFile.set(.dayStart, to: "04:00") }
    #expect(tmp.read(tmp.data + "/config") == "# mine\nweek-start = sunday\nday-start = 04:00\n")
    #expect(tmp.mode(tmp.data + "/config") == 0o604)
    #expect(try store.load().config == Config(dayStart: DayStart("04:00") ?? .midnight, weekStart: .sunday))
}
