import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// Random runs of three devices against the reference model (`DeviceModel`), which never
/// calls the fold or the writer: checks with equal and different amounts, corrections of
/// other devices' entries with clocks minutes apart, renames (chains, back to a former id,
/// onto an id another device added), removes beside checks, re-adds of a removed id, and
/// syncs in random order. Every acknowledged operation must count exactly once for the
/// habit it named, and devices that exchanged everything must agree with the model
/// (docs/sync.md, "Proof"). `HABIT_SYNC_SEED=N` runs one more seed.
@Suite struct DeviceModelTests {
    static let ids = ["run", "jog", "read", "run-2", "yoga"]
    static let days = ["2026-11-20", "2026-11-21"]

    static var seeds: [UInt64] {
        let extra = ProcessInfo.processInfo.environment["HABIT_SYNC_SEED"].flatMap { UInt64($0) }
        return Array(1...20) + (extra.map { [$0] } ?? [])
    }

    @Test(arguments: seeds)
    func devicesAgreeWithTheModel(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let names = ["laptop", "phone", "server"]
        var devices = names.enumerated().map { TestDevice($0.element, seed: seed &* 31 &+ UInt64($0.offset)) }
        // Clocks minutes apart: a device's stamps must still follow what it has seen.
        let skews: [Int64] = names.map { _ in Int64.random(in: -600_000...600_000, using: &random) }
        var model = DeviceModel()
        var wall: Int64 = 1_795_000_000_000
        var identities = 0
        var acknowledged = 0
        for _ in 0..<150 {
            wall += Int64.random(in: 1_000...5_000, using: &random)
            let d = Int.random(in: 0..<names.count, using: &random)
            let name = names[d]
            let clock = wall + skews[d] + Int64(d)
            devices[d].clock = clock
            let view = model.view(of: name)
            let id = DeviceModelTests.ids.randomElement(using: &random) ?? "run"
            let dayIndex = Int.random(in: 0..<2, using: &random)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<12:
                identities += 1
                let identity = "H\(identities)"
                let expected = view.identity(of: id) == nil
                let habit = Habit(
                    id: HabitID(id)!, name: identity, goal: .atLeast(Amount(100), unit: nil), since: day("2026-11-01"))
                let key = HabitKey.random(using: &devices[d].random)
                let done =
                    (try? devices[d].write { writer throws(DeviceWriter.Refusal) in try writer.add(habit, key: key) })
                    != nil
                #expect(done == expected, "seed \(seed): add \(id) on \(name)")
                if done { model.record(.add(identity: identity, id: id), on: name, wall: clock, lines: 2) }
            case 12..<20:
                let to = DeviceModelTests.ids.randomElement(using: &random) ?? "jog"
                let identity = view.identity(of: id)
                let expected = identity != nil && (to == id || view.identity(of: to) == nil)
                let done = (try? devices[d].rename(id, to)) != nil
                #expect(done == expected, "seed \(seed): rename \(id) \(to) on \(name)")
                if done, let identity { model.record(.rename(identity: identity, to: to), on: name, wall: clock) }
            case 20..<25:
                let identity = view.identity(of: id)
                let done = (try? devices[d].remove(id)) != nil
                #expect(done == (identity != nil), "seed \(seed): remove \(id) on \(name)")
                if done, let identity { model.record(.remove(identity: identity), on: name, wall: clock) }
            case 25..<70:
                let op: DeviceModel.Op =
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0..<7: .add([1, 2, 2, 3].randomElement(using: &random) ?? 2)
                    case 7..<9: .set(Int.random(in: 1...5, using: &random))
                    default: .clear
                    }
                let action: Action =
                    switch op {
                    case .add(let n): .add(Amount(n))
                    case .set(let n): .set(Amount(n))
                    case .clear: .clear
                    }
                // Mostly an id the device shows, so that checks reach habits; now and then
                // any id of the pool (refused when unknown).
                let shown =
                    Int.random(in: 0..<5, using: &random) == 0
                    ? nil : view.ids.values.sorted().randomElement(using: &random)
                let id = shown ?? id
                let identity = view.identity(of: id)
                let done = (try? devices[d].record(id, action, on: DeviceModelTests.days[dayIndex])) != nil
                #expect(done == (identity != nil), "seed \(seed): check \(id) on \(name)")
                if done, let identity {
                    acknowledged += 1
                    model.record(.amount(identity: identity, day: dayIndex, op: op), on: name, wall: clock)
                }
            default:
                let e = (d + Int.random(in: 1..<names.count, using: &random)) % names.count
                exchange(&devices, d, e)
                model.sync(name, names[e])
            }
        }
        for _ in 0..<2 {
            for a in 0..<names.count {
                for b in (a + 1)..<names.count {
                    exchange(&devices, a, b)
                    model.sync(names[a], names[b])
                }
            }
        }
        let expected = model.view(known: Set(model.events.indices))
        for device in devices {
            let state = device.state
            #expect(
                Dictionary(uniqueKeysWithValues: state.habits.map { ($0.name, $0.id.rawValue) }) == expected.ids,
                "seed \(seed): ids on \(device.name)")
            for (index, habit) in state.habits.enumerated() {
                let history = History(folding: state.entries[state.keys[index]] ?? [], goal: habit.goal)
                for (dayIndex, text) in DeviceModelTests.days.enumerated() {
                    let amount: Int? =
                        if case .amount(let value) = history.state(on: day(text)) { Int(value.thousandths / 1000) } else
                        { nil }
                    #expect(
                        amount == expected.amounts[habit.name]?[dayIndex],
                        "seed \(seed): \(habit.name) on \(text) on \(device.name)")
                }
            }
            #expect(device.files == devices[0].files)
        }
        #expect(acknowledged > 20)
    }

    /// Devices `a` and `b` of `devices` exchange everything.
    private func exchange(_ devices: inout [TestDevice], _ a: Int, _ b: Int) {
        var first = devices[a]
        var second = devices[b]
        sync(&first, &second)
        devices[a] = first
        devices[b] = second
    }
}
