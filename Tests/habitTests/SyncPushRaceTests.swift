import Foundation
import Testing

/// Two devices that push to one remote at the same instant (docs/sync.md, "Commands"):
/// the built binary, real `git` and a local bare remote whose `pre-receive` hook, while
/// device `a` pushes, has device `b` push a commit of its own first — a race `a` loses
/// every time the hook plays it.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncPushRaceTests {
    typealias Cases = SyncIssueGitCaseTests

    /// Water on both devices, `b` with one check synced; the remote's hook then makes `b`
    /// win the next `races` pushes: each time it appends `+1` to `b`'s device file by hand,
    /// commits and pushes it; in race `strayAt` it adds a file that is not a data file
    /// too. A hook that only declines when `declines`.
    static func racing(_ world: DeviceWorld, races: Int, declines: Bool = false, strayAt: Int? = nil) throws {
        try Cases.twoDevices(world)
        try world.habit("b", ["check", "water", "--value", "1"])
        try Cases.sync(world, ["b", "a"])
        let b = world.directory("b")
        let file = try #require(
            try FileManager.default.contentsOfDirectory(atPath: b + "/devices").first { $0.hasPrefix("b-") })
        let race = """
            [ -n "$RACE_NESTED" ] && exit 0
            n=$(cat \(world.root)/races 2>/dev/null || echo 0)
            [ "$n" -ge \(races) ] && exit 0
            echo $((n + 1)) > \(world.root)/races
            unset GIT_DIR GIT_QUARANTINE_PATH GIT_OBJECT_DIRECTORY GIT_ALTERNATE_OBJECT_DIRECTORIES
            cd \(b) && echo '\(Cases.today) water +1' >> devices/\(file)
            [ $((n + 1)) -eq \(strayAt ?? -1) ] && echo stray > stray.txt && git add stray.txt
            git -c user.name=b -c user.email=b@example.com commit -qam race
            RACE_NESTED=1 git push -q origin HEAD:refs/heads/main
            """
        let hook = world.remote + "/hooks/pre-receive"
        try ("#!/bin/sh\n" + (declines ? "echo 'declined by the remote' >&2; exit 1" : race) + "\n")
            .write(toFile: hook, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
    }

    /// Water's amount today on `device`.
    static func water(_ world: DeviceWorld, _ device: String) throws -> Int? {
        try world.export(device).habit(id: "water")?.amount(on: Cases.today)
    }

    @Test func aSyncThatLosesTheRaceFiveTimesMergesAndSendsItsChanges() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Self.racing(world, races: 5)
        try world.habit("a", ["check", "water", "--value", "1"])
        let synced = try world.habit("a", ["sync"])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stdout.contains("Sent 1 change from a. Received 5 changes from origin."), "\(synced.stdout)")
        try Cases.sync(world, ["b"])
        #expect(try Self.water(world, "a") == 7)
        #expect(try Cases.agreed(world).habit(id: "water")?.amount(on: Cases.today) == 7)
    }

    @Test func aSyncThatAlwaysLosesSaysItsChangesAreCommittedButNotSent() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Self.racing(world, races: 1000)
        try world.habit("a", ["check", "water", "--value", "1"])
        let lost = try world.habit("a", ["sync"])
        #expect(lost.status == 75)
        #expect(
            lost.stderr
                == "habit: error: another device pushed to the remote first, 10 times running; this device's "
                + "changes are committed here but not sent; run 'habit sync' again\n")
        // What the merges brought counts here already: b's check, the nine races merged
        // before the last push (the tenth came with it), and a's check.
        #expect(try Self.water(world, "a") == 11)
        #expect(try world.habit("a", ["verify"]).status == 0)
        try "1000\n".write(toFile: world.root + "/races", atomically: true, encoding: .utf8)
        let again = try world.habit("a", ["sync"])
        #expect(again.status == 0, "\(again.stderr)")
        try Cases.sync(world, ["b"])
        #expect(try Cases.agreed(world).habit(id: "water")?.amount(on: Cases.today) == 12)
    }

    /// A remote refused on a later try: what the earlier try merged stays, and the
    /// message says so rather than "as it was".
    @Test func aRemoteRefusedAfterALostRaceSaysWhatTheEarlierTryMerged() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Self.racing(world, races: 2, strayAt: 2)
        try world.habit("a", ["check", "water", "--value", "1"])
        let refused = try world.habit("a", ["sync"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "habit: error: refusing the remote's changes: it adds 'stray.txt', which is not a data file; "
                + "this device's changes are committed here but not sent; run 'habit sync' again\n")
        // b's check, the first race's +1 (merged by the second try), and a's check.
        #expect(try Self.water(world, "a") == 3)
        #expect(try world.habit("a", ["verify"]).status == 0)
    }

    @Test func aPushTheRemoteDeclinesIsNotSentAndSaysSo() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Self.racing(world, races: 0, declines: true)
        try world.habit("a", ["check", "water", "--value", "1"])
        let declined = try world.habit("a", ["sync"])
        #expect(declined.status == 74)
        #expect(declined.stderr.contains("'git push origin' failed: "), "\(declined.stderr)")
        #expect(
            declined.stderr.hasSuffix(
                "; this device's changes are committed here but not sent; run 'habit sync' again\n"),
            "\(declined.stderr)")
    }
}
