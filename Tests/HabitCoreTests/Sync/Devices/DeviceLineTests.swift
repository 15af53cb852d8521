import HabitTestSupport
import Testing

@testable import HabitCore

/// The device-file grammar (docs/sync.md, "Device files"): what habit writes reads back as
/// the same line, and a line it cannot read is said with its column.
@Suite struct DeviceLineTests {
    static let stamp = Stamp(milliseconds: 1_795_890_000_123)
    static let key = HabitKey(Substring("k3f9a2b1"))!

    @Test(arguments: [
        "2026-11-28T15:40:00.123Z k3f9a2b1 2026-11-27 water +2 # after run",
        "2026-11-28T15:40:00.123Z+3 ?k3f9a2b1 2026-11-25 gym skip # vacation",
        "2026-11-28T15:40:00.123Z .meditate 2026-11-27 meditate",
        "2026-11-27 water =8",
        "2026-11-28T15:40:00.123Z add k3f9a2b1 water every=daily target=8 unit=glasses since=2026-11-01 remind=07:30 tags=health name=\"Glasses of water\"",
        "2026-11-28T15:40:00.123Z id k3f9a2b1 drink ^2026-11-20T08:00:00.000Z",
        "2026-11-28T15:40:00.123Z set k3f9a2b1 name=\"Morning ^run\" ^2026-11-20T08:00:00.000Z+2",
        "2026-11-28T15:40:00.123Z set k3f9a2b1 every=\"3 in 7 days\"",
        "2026-11-28T15:40:00.123Z set k3f9a2b1 max=2 unit=cups ^2026-11-20T08:00:00.000Z",
        "2026-11-28T15:40:00.123Z set k3f9a2b1 check",
        "2026-11-28T15:40:00.123Z set k3f9a2b1 since=2026-10-01",
        "2026-11-28T15:40:00.123Z archive k3f9a2b1",
        "2026-11-28T15:40:00.123Z unarchive k3f9a2b1 ^2026-11-20T08:00:00.000Z",
        "2026-11-28T15:40:00.123Z order k3f9a2b1 i",
        "2026-11-28T15:40:00.123Z tags k3f9a2b1 +morning -health",
        "2026-11-28T15:40:00.123Z remind k3f9a2b1 +07:30 -20:00",
        "2026-11-28T15:40:00.123Z members k3f9a2b1 +.run -abcd1234",
        "2026-11-28T15:40:00.123Z remove k3f9a2b1",
        "2026-11-28T15:40:00.123Z config day-start 04:00 ^2026-11-20T08:00:00.000Z",
        "2026-11-28T15:40:00.123Z config timezone",
    ])
    func everyLineReadsBackAsWritten(text: String) throws {
        let line = try DeviceLine(parsing: Substring(text))
        #expect(line.description == text)
        #expect(try DeviceLine(parsing: Substring(line.description)) == line)
    }

    @Test(arguments: [
        ("2026-11-28T15:40:00.123 k3f9a2b1 2026-11-27 water", 1, "invalid stamp"),
        ("2026-11-28T25:40:00.123Z k3f9a2b1 2026-11-27 water", 1, "invalid stamp"),
        ("2026-11-28T15:40:00.123Z+01 k3f9a2b1 2026-11-27 water", 1, "invalid stamp"),
        ("2026-11-28T15:40:00.123Z k3F9a2b1 2026-11-27 water", 26, "invalid habit key"),
        ("2026-11-28T15:40:00.123Z rename k3f9a2b1 drink", 26, "unknown change 'rename'"),
        ("2026-11-28T15:40:00.123Z k3f9a2b1 2026-02-30 water", 35, "invalid date '2026-02-30'"),
        ("2026-11-28T15:40:00.123Z k3f9a2b1 2026-11-27 water +x", 52, "invalid action"),
        ("2026-11-28T15:40:00.123Z id k3f9a2b1 Drink", 38, "invalid habit id 'Drink'"),
        ("2026-11-28T15:40:00.123Z set k3f9a2b1 every=sometimes", 39, "sometimes"),
        ("2026-11-28T15:40:00.123Z set k3f9a2b1 name=x ^yesterday", 46, "unexpected text '^yesterday'"),
        ("2026-11-28T15:40:00.123Z tags k3f9a2b1 morning", 40, "unexpected text 'morning'"),
        ("2026-11-28T15:40:00.123Z remove k3f9a2b1 now", 42, "unexpected text 'now'"),
        ("2026-11-28T15:40:00.123Z config colour red", 33, "unknown setting 'colour'"),
        ("2026-11-28T15:40:00.123Z config day-start 25:00", 43, "25:00"),
        ("2026-11-28T15:40:00.123Z", 25, "missing entry or change"),
    ])
    func aLineItCannotReadIsSaidWithItsColumn(text: String, column: Int, message: String) {
        #expect {
            try DeviceLine(parsing: Substring(text))
        } throws: { error in
            guard let problem = error as? DeviceLineProblem else { return false }
            return problem.column == column && problem.description.contains(message)
        }
    }

    @Test func commentsAndBlankLinesAreComments() throws {
        #expect(try DeviceLine(parsing: "# my note").body == .comment)
        #expect(try DeviceLine(parsing: "   ").body == .comment)
    }

    @Test func stampsOrderByTimeThenCounterAndReadBack() {
        let a = Stamp(milliseconds: 1_000, counter: 2)
        let b = Stamp(milliseconds: 1_000, counter: 10)
        let c = Stamp(milliseconds: 1_001)
        #expect(a < b && b < c)
        for stamp in [a, b, c, Stamp.zero, Stamp(milliseconds: Stamp.maximumMilliseconds, counter: 5)] {
            #expect(Stamp(Substring(stamp.description)) == stamp)
        }
        #expect(Stamp.zero.description == "1970-01-01T00:00:00.000Z")
    }

    @Test func theClockFollowsTheLatestStampItReadAndOtherwiseTheWall() {
        let read = Stamp(milliseconds: 5_000, counter: 1)
        #expect(HybridClock.next(now: 4_000, after: read) == Stamp(milliseconds: 5_000, counter: 2))
        #expect(HybridClock.next(now: 6_000, after: read) == Stamp(milliseconds: 6_000))
        #expect(HybridClock.next(now: 6_000, after: nil) == Stamp(milliseconds: 6_000))
    }

    @Test func ranksBetweenNeighboursSortBetweenThem() {
        var random = SeededRandom(seed: 7)
        var ranks = [Rank.between(nil, nil)]
        for _ in 0..<300 {
            let place = Int.random(in: 0...ranks.count, using: &random)
            let lower = place > 0 ? ranks[place - 1] : nil
            let upper = place < ranks.count ? ranks[place] : nil
            let rank = Rank.between(lower, upper)
            #expect(Rank.isValid(rank))
            if let lower { #expect(lower < rank) }
            if let upper { #expect(rank < upper) }
            ranks.insert(rank, at: place)
        }
        #expect(ranks == ranks.sorted())
    }

    @Test func divergedVersionsOfOneFileKeepTheCommonPrefixAndEachTailOnce() {
        let common = "a\nb\n"
        let first = DeviceFile(device: "d", bytes: Array((common + "c\n").utf8))
        let second = DeviceFile(device: "d", bytes: Array((common + "x\ny\n").utf8))
        #expect(String(decoding: DeviceFile.merged(first, second).bytes, as: UTF8.self) == common + "c\nx\ny\n")
        let longer = DeviceFile(device: "d", bytes: Array((common + "c\nd\n").utf8))
        #expect(DeviceFile.merged(first, longer).bytes == longer.bytes)
        #expect(DeviceFile.merged(longer, first).bytes == longer.bytes)
    }
}
