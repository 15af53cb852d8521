import Foundation
import HabitTestSupport
import Testing

/// The corrections and the ways a history travels in a random run: `uncheck`, `--set`
/// and `no` of days other devices wrote, `habit sync`, a plain `git pull`, a `sync`
/// killed part-way, and a copy of a data directory set up as a new device.
extension SyncModelRun {
    /// The model's stand-in for the bare remote: what has been pushed.
    static let origin = "origin"

    /// A correction of a day that holds something on this device (often another device's
    /// entry): `uncheck` (a `clear`), or for a numeric habit `uncheck --value N` (the day's
    /// amount less N, as an `=M`) or `check --set N`.
    mutating func correct(_ device: String, _ view: DeviceModel.View) throws {
        let days = view.amounts.flatMap { identity, days in days.map { (identity, $0.key, $0.value) } }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        guard let (identity, day, amount) = days.randomElement(using: &random), let id = view.ids[identity] else {
            return
        }
        let date = ["--date", Self.days[day]]
        switch (numeric[identity] == true, Int.random(in: 0..<3, using: &random)) {
        case (true, 0) where amount > 0:
            let back = Int.random(in: 1...3, using: &random)
            try run(
                "uncheck --value", device, ["uncheck", id, "--value", String(back)] + date, expected: true,
                kind: .amount(identity: identity, day: day, op: .set(max(0, amount - back))))
        case (true, 1):
            let value = Int.random(in: 1...5, using: &random)
            try run(
                "check --set", device, ["check", id, "--set", String(value)] + date, expected: true,
                kind: .amount(identity: identity, day: day, op: .set(value)))
        default:
            try run(
                "uncheck", device, ["uncheck", id] + date, expected: true,
                kind: .amount(identity: identity, day: day, op: .clear))
        }
    }

    /// `ask ID --date D` answered `n` for a check habit whose day this device has seen
    /// nothing of: an answer, which another device's entry it had not seen overrides.
    mutating func answerNo(_ device: String, _ view: DeviceModel.View) throws {
        let open = view.ids.keys.sorted().flatMap { identity in
            numeric[identity] == true
                ? []
                : Self.days.indices.filter { !(view.touched[identity]?.contains($0) ?? false) }.map { (identity, $0) }
        }
        guard let (identity, day) = open.randomElement(using: &random), let id = view.ids[identity] else { return }
        try run(
            "ask no", device, ["ask", id, "--date", Self.days[day]], expected: true,
            kind: .answerNo(identity: identity, day: day), input: "n\n")
    }

    /// `habit sync` mostly; sometimes a plain `git pull`, a `sync` killed part-way and run
    /// again, or a copy of this device's data directory set up on a new device.
    mutating func carry(_ device: String) throws {
        switch Int.random(in: 0..<10, using: &random) {
        // After a copy, one device's lines travel in two histories (the copy pushes its
        // source's unsynced lines): git's own line merge of them is `habit sync`'s to do
        // (docs/sync.md, "Device names"), so plain pulls stop there.
        case 0 where devices.count == 3:
            let pulled = try world.git(device, ["pull", "-q", "--no-rebase", "--no-edit", "origin", "main"])
            note("git pull", pulled == 0, "\(device): git pull exited \(pulled)")
            if pulled == 0 { model.receive(device, from: Self.origin) }
        case 1:
            let after = UInt32.random(in: 2_000...150_000, using: &random)
            let finished = try world.habitKilled(device, ["sync"], after: after, at: clock(device).text)
            mix["sync killed", default: (0, 0)].run += 1
            if finished == nil { mix["sync killed", default: (0, 0)].acknowledged += 1 }
            try sync(device)
        case 2 where devices.count < 5:
            let copy = ["d", "e"][devices.count - 3]
            try world.copy(device, to: copy)
            skews[copy] = Int.random(in: -600...600, using: &random)
            devices.append(copy)
            model.receive(copy, from: device)
            let set = try world.habit(copy, ["sync", "init", world.remote], at: clock(copy).text)
            note("copy + sync init", set.status == 0, "\(copy), a copy of \(device): sync init: \(set.stderr)")
            if set.status == 0 { model.sync(copy, Self.origin) }
        default:
            try sync(device)
        }
    }

    /// `habit sync` on `device`, which must exit 0.
    mutating func sync(_ device: String) throws {
        let synced = try world.habit(device, ["sync"], at: clock(device).text)
        note("sync", synced.status == 0, "\(device): sync exited \(synced.status): \(synced.stderr)")
        if synced.status == 0 { model.sync(device, Self.origin) }
    }

    /// The file-sync tool brings the two folders together (the device that wrote last
    /// keeps a file both changed; the other's is a conflict copy), then `habit sync` on
    /// each, which must exit 0 and leave no conflict copy.
    mutating func exchange() throws {
        let newer = Bool.random(using: &random) ? "a" : "b"
        try folder?.exchange(newer: world.directory(newer))
        model.sync("a", "b")
        for device in devices {
            let synced = try world.habit(device, ["sync"], at: clock(device).text)
            note("sync without git", synced.status == 0, "\(device): sync exited \(synced.status): \(synced.stderr)")
        }
        try folder?.exchange(newer: world.directory(newer))
        for device in devices where !FolderCarrier.conflictCopies(in: world.directory(device)).isEmpty {
            surprises.append("\(device): conflict copies left after sync")
        }
    }

    /// Counts an operation of `label`, and keeps `surprise` when it was not acknowledged.
    mutating func note(_ label: String, _ done: Bool, _ surprise: String) {
        mix[label, default: (0, 0)].run += 1
        if done { mix[label, default: (0, 0)].acknowledged += 1 } else { surprises.append(surprise) }
    }
}
