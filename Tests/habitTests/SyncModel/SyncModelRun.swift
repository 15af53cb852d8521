import Foundation
import HabitTestSupport
import Testing

/// One random run of the built binary on several devices, told to the reference model
/// (`DeviceModel`) one acknowledged operation at a time: the model learns only what a
/// command was asked to do and whether it exited 0, and decides from what that device had
/// seen which habit the operation meant (docs/sync.md, "Proof").
struct SyncModelRun {
    static let ids = ["run", "jog", "read", "run-2", "yoga"]
    static let days = ["2026-11-20", "2026-11-21"]

    let world: DeviceWorld
    var random: SeededRandom
    var model = DeviceModel()
    /// The devices in play; copies of a data directory join as `d` and `e`.
    var devices: [String]
    /// The file-sync tool between `a` and `b` when they share a folder without git; nil
    /// when every device syncs with git.
    var folder: FolderCarrier?
    /// Each device's clock, in seconds from the world's wall clock.
    var skews: [String: Int] = [:]
    /// The world's wall clock, in seconds after 08:00 UTC of today.
    var wall = 1200
    /// Whether each identity is numeric (`--target 8`) or a check habit.
    var numeric: [String: Bool] = [:]
    /// How many identities (display names `H1`, `H2`, …) have been added so far.
    var identities = 0
    /// Operations whose exit status the model did not expect.
    var surprises: [String] = []
    /// How many operations of each kind were run, and acknowledged.
    var mix: [String: (run: Int, acknowledged: Int)] = [:]

    /// A run on `devices` that meet at the world's remote, or, with `folder`, two devices
    /// `a` and `b` sharing a folder through a file-sync tool.
    init(world: DeviceWorld, seed: UInt64, folder: Bool = false) {
        self.world = world
        random = SeededRandom(seed: seed)
        devices = folder ? ["a", "b"] : ["a", "b", "c"]
        if folder { self.folder = FolderCarrier(world.directory("a"), world.directory("b")) }
        for device in devices { skews[device] = Int.random(in: -600...600, using: &random) }
    }

    /// `HABIT_NOW` of `device` now, and the same instant in milliseconds for the model.
    func clock(_ device: String) -> (text: String, ms: Int64) {
        let seconds = wall + (skews[device] ?? 0)
        return (world.time(seconds), Int64(seconds) * 1000)
    }

    /// Runs `habit ARGUMENTS` on `device` now; when it exits 0, `kind` is recorded for the
    /// model as `lines` lines, then each of `also` as one line more (the further changes of
    /// the same command). `expected` is whether the model says it is acknowledged.
    mutating func run(
        _ label: String, _ device: String, _ arguments: [String], expected: Bool, kind: DeviceModel.Kind?,
        lines: Int = 1, also: [DeviceModel.Kind] = [], input: String? = nil
    ) throws {
        let (now, ms) = clock(device)
        let result = try world.habit(device, arguments, at: now, input: input)
        let done = result.status == 0
        if ProcessInfo.processInfo.environment["HABIT_SYNC_TRACE"] == "1" {
            print("trace \(device) \(now) habit \(arguments.joined(separator: " ")) -> \(result.status)")
        }
        mix[label, default: (0, 0)].run += 1
        if done { mix[label, default: (0, 0)].acknowledged += 1 }
        if done != expected {
            surprises.append(
                "\(device) at \(now): habit \(arguments.joined(separator: " ")) exited \(result.status), "
                    + "the model expected \(expected ? "0" : "a refusal"): \(result.stderr)")
        }
        if done, expected, let kind {
            model.record(kind, on: device, wall: ms, lines: lines)
            for change in also { model.record(change, on: device, wall: ms) }
        }
    }

    /// One random operation on a random device.
    mutating func step() throws {
        wall += Int.random(in: 1...5, using: &random)
        let device = devices.randomElement(using: &random) ?? "a"
        let view = model.view(of: device)
        // Mostly an id the device shows; now and then any id of the pool (refused when unknown).
        let pool = Self.ids.randomElement(using: &random) ?? "run"
        let shown =
            Int.random(in: 0..<5, using: &random) == 0 ? nil : view.ids.values.sorted().randomElement(using: &random)
        let id = shown ?? pool
        let identity = view.identity(of: id)
        let day = Int.random(in: 0..<Self.days.count, using: &random)
        // A device that shows no habit adds one half the time, so that a run's checks reach
        // habits rather than mostly being refused for an unknown id.
        let adds = view.ids.isEmpty && Bool.random(using: &random)
        switch adds ? 0 : Int.random(in: 0..<100, using: &random) {
        case 0..<9:
            identities += 1
            let name = "H\(identities)"
            let isNumeric = Bool.random(using: &random)
            numeric[name] = isNumeric
            try run(
                "add", device,
                ["add", pool, "--name", name, "--since", "2026-11-01"] + (isNumeric ? ["--target", "8"] : []),
                expected: view.identity(of: pool) == nil, kind: .add(identity: name, id: pool), lines: 2)
        case 9..<15:
            let to = Self.ids.filter { $0 != id }.randomElement(using: &random) ?? "jog"
            try run(
                "rename", device, ["rename", id, to], expected: identity != nil && view.identity(of: to) == nil,
                kind: identity.map { .rename(identity: $0, to: to) })
        case 15..<19:
            try run(
                "remove", device, ["remove", id, "--yes"], expected: identity != nil,
                kind: identity.map { .remove(identity: $0) })
        case 19..<29:
            try correct(device, view)
        case 29..<33:
            try answerNo(device, view)
        case 33..<37:
            let target = Int.random(in: 5...12, using: &random)
            guard let identity, numeric[identity] == true else { return try check(device, id, identity, day) }
            try editTarget(device, id, identity, to: target)
            // Half the time another device that has the habit edits the same field unseen.
            let others = devices.filter { $0 != device && model.view(of: $0).ids[identity] != nil }
            guard Bool.random(using: &random), let other = others.randomElement(using: &random),
                let otherID = model.view(of: other).ids[identity]
            else { return }
            try editTarget(other, otherID, identity, to: target + 1)
        case 37..<85:
            try check(device, id, identity, day)
        default:
            if folder == nil { try carry(device) } else { try exchange() }
        }
    }

    /// `check ID` on `day`: an amount (equal amounts often) for a numeric habit, done for a
    /// check habit; an id the device does not know is refused.
    mutating func check(_ device: String, _ id: String, _ identity: String?, _ day: Int) throws {
        let date = ["--date", Self.days[day]]
        guard let identity else {
            try run("check", device, ["check", id] + date, expected: false, kind: nil)
            return
        }
        guard numeric[identity] == true else {
            try run(
                "check", device, ["check", id] + date, expected: true,
                kind: .amount(identity: identity, day: day, op: .set(1)))
            return
        }
        let amount = [1, 2, 2, 2, 3].randomElement(using: &random) ?? 2
        let set = Int.random(in: 0..<4, using: &random) == 0
        try run(
            set ? "check --set" : "check --value", device,
            ["check", id, set ? "--set" : "--value", String(amount)] + date, expected: true,
            kind: .amount(identity: identity, day: day, op: set ? .set(amount) : .add(amount)))
    }

    /// `edit ID --target N` on `device`, told to the model as the changes it makes to what
    /// the device shows, each one line (docs/sync.md, "Writing"): the target, when it is
    /// another, then the former goals (`goals=`), when they change — the goal in force
    /// yesterday, kept up to yesterday, unless it is the new one (docs/streaks.md, "Goals
    /// that change"; every habit here is daily and every edit starts today). A target the
    /// device already shows is no change: the command writes nothing, and a change another
    /// device made unseen stands.
    mutating func editTarget(_ device: String, _ id: String, _ identity: String, to target: Int) throws {
        let fields = model.view(of: device).fields[identity] ?? [:]
        let shown = fields["target"] ?? "8"
        let value = String(target)
        let arguments = ["edit", id, "--target", value]
        guard value != shown else { return try run("edit", device, arguments, expected: true, kind: nil) }
        // The model's `goals` is the target of the one former goal ("" for none).
        let former = fields["goals"] ?? ""
        let yesterday = former.isEmpty ? shown : former
        let goals = yesterday == value ? "" : yesterday
        try run(
            "edit", device, arguments, expected: true, kind: .field(identity: identity, name: "target", value: value),
            also: goals == former ? [] : [.field(identity: identity, name: "goals", value: goals)])
    }
}
