import HabitTestSupport
import Testing

@testable import HabitCore

/// Which file a machine writes, remembered on the machine (docs/sync.md, "Device names").
@Suite struct DeviceRegistryTests {
    static let path = "/home/me/My Habits"

    @Test func theRegistryReadsBackAsWritten() {
        var registry = DeviceRegistry()
        registry.remember("laptop-7f3a9c", for: DeviceRegistryTests.path, file: Array("a\nb\n".utf8))
        registry.remember("laptop-0b1c2d", for: "/srv/habit", file: [])
        let read = DeviceRegistry(parsing: Array(registry.text.utf8))
        #expect(read == registry)
        #expect(read.records[DeviceRegistryTests.path]?.after.length == 4)
        #expect(DeviceRegistry(parsing: Array("not a record\nBad 1 f /x\n".utf8)).records.isEmpty)
    }

    @Test func aMachineKeepsItsFileWhileItIsAsItLeftIt() {
        var registry = DeviceRegistry()
        let path = DeviceRegistryTests.path
        #expect(registry.decide(for: path, file: [], newName: "laptop-aaaaaa") == .new("laptop-aaaaaa"))
        let file = Array("2026-11-28T07:00:00.000Z k3f9a2b1 2026-11-28 water\n".utf8)
        registry.remember("laptop-aaaaaa", for: path, file: file)
        #expect(registry.decide(for: path, file: file, newName: "laptop-bbbbbb") == .same("laptop-aaaaaa"))
        // A person appended entries by hand (no stamp): still this machine's file.
        let hand = file + Array("2026-11-28 water # by hand\n\n# a comment\n".utf8)
        #expect(registry.decide(for: path, file: hand, newName: "laptop-bbbbbb") == .same("laptop-aaaaaa"))
        // Another machine appended to it, changed it, or it is gone: move to a new name.
        let stamped = file + Array("2026-11-28T07:01:00.000Z k3f9a2b1 2026-11-28 water\n".utf8)
        for other in [stamped, file.map { $0 == UInt8(ascii: "w") ? UInt8(ascii: "v") : $0 }, []] {
            #expect(
                registry.decide(for: path, file: other, newName: "laptop-bbbbbb")
                    == .moved(from: "laptop-aaaaaa", to: "laptop-bbbbbb"))
        }
    }

    /// The line names the file before and after the write it is written ahead of: a
    /// machine killed between the two keeps its file, and another machine's lines still
    /// move it.
    @Test func aMachineKilledAroundItsAppendKeepsItsFile() {
        let path = DeviceRegistryTests.path
        let file = Array("2026-11-28T07:00:00.000Z k3f9a2b1 2026-11-28 water\n".utf8)
        let append = Array("2026-11-28T07:01:00.000Z k3f9a2b1 2026-11-28 water +1\n".utf8)
        var registry = DeviceRegistry()
        registry.remember("laptop-aaaaaa", for: path, file: file, appending: append)
        let hashes = [file, file + append].map { String(DeviceRegistry.tailHash($0), radix: 16) }
        #expect(registry.text == "laptop-aaaaaa 51,105 \(hashes[0]),\(hashes[1]) \(path)\n")
        let read = DeviceRegistry(parsing: Array(registry.text.utf8))
        #expect(read == registry)
        let hand = Array("2026-11-28 water # by hand\n".utf8)
        for kept in [file, file + append, file + hand, file + append + hand] {
            #expect(read.decide(for: path, file: kept, newName: "laptop-bbbbbb") == .same("laptop-aaaaaa"))
        }
        let other = Array("2026-11-28T07:01:30.000Z k3f9a2b1 2026-11-28 water +2\n".utf8)
        for moved in [file + other, file + append + other, []] {
            #expect(
                read.decide(for: path, file: moved, newName: "laptop-bbbbbb")
                    == .moved(from: "laptop-aaaaaa", to: "laptop-bbbbbb"))
        }
    }

    @Test func aClonedMachineIsNoticedOnBothSides() throws {
        var laptop = TestDevice("laptop-aaaaaa")
        try laptop.add("water", target: 8)
        var registry = DeviceRegistry()
        registry.remember(laptop.name, for: DeviceRegistryTests.path, file: laptop.files[laptop.name] ?? [])
        // A cloned VM: the same files and the same registry.
        var clone = laptop
        var cloneRegistry = registry
        try laptop.record("water", .add(Amount(1)))
        registry.remember(laptop.name, for: DeviceRegistryTests.path, file: laptop.files[laptop.name] ?? [])
        clone.clock += 3
        try clone.record("water", .add(Amount(2)))
        cloneRegistry.remember(clone.name, for: DeviceRegistryTests.path, file: clone.files[clone.name] ?? [])
        sync(&laptop, &clone)
        for (device, remembered) in [(laptop, registry), (clone, cloneRegistry)] {
            let decision = remembered.decide(
                for: DeviceRegistryTests.path, file: device.files[device.name] ?? [], newName: "new-name")
            #expect(decision == .moved(from: "laptop-aaaaaa", to: "new-name"))
            #expect(device.dayState("water") == .amount(Amount(3)))
        }
    }

    @Test func aNewNameIsTheHostMadeAnIDAndSixRandomCharacters() {
        var random = SeededRandom(seed: 3)
        let names = (0..<50).map { _ in DeviceRegistry.newName(host: "Ben's MacBook Pro.local", using: &random) }
        #expect(names.allSatisfy { $0.hasPrefix("ben-s-macbook-pro-local-") && $0.count == 30 })
        #expect(names.allSatisfy { DeviceRegistry.isName(Substring($0)) })
        #expect(Set(names).count == 50)
        #expect(DeviceRegistry.newName(host: "···", using: &random).hasPrefix("device-"))
    }
}
