import Foundation
import HabitTestSupport
import Testing

/// The proof of issue 42 on the built binary (docs/sync.md, "Proof"): three devices, each
/// with its own data directory, state directory, host name and clock (minutes apart), a
/// local bare remote, and random operations — adds from a small pool of ids (so ids are
/// reused, renamed back to and claimed twice), renames, removes beside checks, equal and
/// different amounts, corrections of other devices' days (`uncheck`, `--set`, `no`),
/// edits of one field on several devices, `habit sync`, plain `git pull`, `sync` killed
/// part-way, copies of a data directory set up as new devices. The reference model
/// (`DeviceModel`) never reads what the binary wrote: it holds which habit each
/// acknowledged operation meant, by a display name no operation edits. After every device
/// has synced twice round, every device must show the same state, `verify` must be clean,
/// and every habit's id, target, former goal and every day must be the model's.
/// `HABIT_SYNC_SEED=N` runs one more seed; `scripts/sync-rounds.sh` runs it with random
/// seeds. A second test runs two devices sharing a folder through a file-sync tool
/// instead of git.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncModelTests {
    static var seeds: [UInt64] {
        let extra = ProcessInfo.processInfo.environment["HABIT_SYNC_SEED"].flatMap { UInt64($0) }
        return [1, 2, 3] + (extra.map { [$0] } ?? [])
    }

    /// Random operations per seed.
    static let steps = 80

    /// The labels of the commands that write an entry.
    static let entryCommands = ["check", "check --value", "check --set", "uncheck", "uncheck --value", "ask no"]

    @Test(arguments: seeds)
    func devicesAgreeWithTheModel(seed: UInt64) throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            var run = SyncModelRun(world: world, seed: seed)
            try run.start()
            for _ in 0..<Self.steps { try run.step() }
            for _ in 0..<2 { for device in run.devices { try run.sync(device) } }
            let differences = try run.differences()
            let mix = run.mix.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.acknowledged)/\($0.value.run)" }
            print("SyncModelTests seed \(seed): \(mix.joined(separator: ", "))")
            let surprises = run.surprises.prefix(8).joined(separator: "\n")
            #expect(run.surprises.isEmpty, "seed \(seed): \(run.surprises.count) exits not the model's:\n\(surprises)")
            let listed = differences.prefix(12).joined(separator: "\n")
            #expect(differences.isEmpty, "seed \(seed): \(differences.count) differences from the model:\n\(listed)")
            // The run wrote enough entries for its days to mean something: every command that
            // writes one counts, a correction as much as a check.
            let entries = Self.entryCommands.map { run.mix[$0]?.acknowledged ?? 0 }.reduce(0, +)
            #expect(entries > 10, "seed \(seed): only \(entries) entries acknowledged")
        }
    }

    /// The same over a folder two devices share through a file-sync tool, with no git:
    /// the tool keeps one version of a file both changed and a conflict copy of the other,
    /// and `habit sync` on each device removes the copies; the state stays that of both
    /// devices' changes (docs/sync.md, "Device files").
    @Test(arguments: seeds)
    func devicesSharingAFolderAgreeWithTheModel(seed: UInt64) throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            var run = SyncModelRun(world: world, seed: seed, folder: true)
            try run.startSharing()
            for _ in 0..<Self.steps / 2 { try run.step() }
            for _ in 0..<2 { try run.exchange() }
            let differences = try run.differences()
            let mix = run.mix.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.acknowledged)/\($0.value.run)" }
            print("SyncModelTests folder seed \(seed): \(mix.joined(separator: ", "))")
            let surprises = run.surprises.prefix(8).joined(separator: "\n")
            #expect(run.surprises.isEmpty, "seed \(seed): \(run.surprises.count) exits not the model's:\n\(surprises)")
            let listed = differences.prefix(12).joined(separator: "\n")
            #expect(differences.isEmpty, "seed \(seed): \(differences.count) differences from the model:\n\(listed)")
        }
    }
}

extension SyncModelRun {
    /// `a` starts the folder (`habit sync` where git is not), the tool carries it to `b`,
    /// then the first habit on `a`.
    mutating func startSharing() throws {
        try FileManager.default.createDirectory(atPath: world.directory("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: world.directory("b"), withIntermediateDirectories: true)
        let started = try world.habit("a", ["sync"], at: clock("a").text)
        note("sync without git", started.status == 0, "a: sync exited \(started.status): \(started.stderr)")
        try exchange()
        numeric["H0"] = true
        try run(
            "add", "a", ["add", "water", "--name", "H0", "--target", "8", "--since", "2026-11-01"], expected: true,
            kind: .add(identity: "H0", id: "water"), lines: 2)
    }

    /// Every device set up on the empty remote, then the first habit on `a`: every habit
    /// is added in the device layout, stamped as the model stamps it.
    mutating func start() throws {
        for device in devices {
            let set = try world.habit(device, ["sync", "init", world.remote], at: clock(device).text)
            note("sync init", set.status == 0, "\(device): sync init exited \(set.status): \(set.stderr)")
        }
        numeric["H0"] = true
        try run(
            "add", "a", ["add", "water", "--name", "H0", "--target", "8", "--since", "2026-11-01"], expected: true,
            kind: .add(identity: "H0", id: "water"), lines: 2)
    }

    /// How each device's state differs from the model's view of every operation: one line
    /// a difference; empty when every device shows the model's state and is clean.
    func differences() throws -> [String] {
        let expected = model.view(known: Set(model.events.indices))
        var found: [String] = []
        let first = try world.export(devices[0])
        for device in devices {
            let state = try world.export(device)
            if state != first { found.append("\(device) shows another state than \(devices[0])") }
            let verify = try world.habit(device, ["verify"])
            if verify.status != 0 { found.append("\(device): verify exited \(verify.status): \(verify.stdout)") }
        }
        let names = Set(first.habits.map(\.name))
        for name in names.subtracting(expected.ids.keys).sorted() {
            found.append("\(name) is shown, removed in the model")
        }
        for (name, id) in expected.ids.sorted(by: { $0.key < $1.key }) {
            guard let habit = first.habit(named: name) else {
                found.append("\(name) (\(id)) is missing")
                continue
            }
            if habit.id != id { found.append("\(name) is '\(habit.id)', the model says '\(id)'") }
            let target = numeric[name] == true ? expected.fields[name]?["target"] ?? "8" : nil
            if habit.target != target {
                found.append("\(name) has target \(habit.target ?? "none"), not \(target ?? "none")")
            }
            let goals = expected.fields[name]?["goals"].flatMap { $0.isEmpty ? nil : $0 }
            let former = try formerGoal(of: name, on: devices[0])
            if former != goals { found.append("\(name) has former goal \(former ?? "none"), not \(goals ?? "none")") }
            for (day, date) in Self.days.enumerated() {
                let want: String? =
                    if expected.answeredNo[name]?.contains(day) ?? false { "no" } else {
                        expected.amounts[name]?[day].map { numeric[name] == true ? "=\($0)" : "done" }
                    }
                if habit.days[date] != want {
                    found.append(
                        "\(name) (\(id)) on \(date): \(habit.days[date] ?? "nothing"), not \(want ?? "nothing")")
                }
            }
        }
        return found
    }

    /// The target of the former goal that `device`'s `habits` gives the habit named `name`
    /// (`goals="daily target 8 until 2026-11-20"`: 8), nil when it has none; every former
    /// goal of a run ends yesterday.
    func formerGoal(of name: String, on device: String) throws -> String? {
        let habits = try String(contentsOfFile: world.directory(device) + "/habits", encoding: .utf8)
        guard let line = habits.split(separator: "\n").first(where: { $0.hasSuffix(" name=\(name)") }),
            let start = line.range(of: " goals=\"daily target ")
        else { return nil }
        let rest = line[start.upperBound...]
        return rest.range(of: " until \(Self.days[0])\"").map { String(rest[..<$0.lowerBound]) } ?? String(rest)
    }
}
