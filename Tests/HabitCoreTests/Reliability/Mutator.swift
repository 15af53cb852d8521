import HabitTestSupport

/// A small deterministic mutation engine for the parser tests: the same seed always gives
/// the same inputs, so a failure can be replayed exactly.
struct Mutator {
    /// The test target's SplitMix64 generator, shared with the random histories.
    typealias Random = SeededRandom

    /// Bytes that matter to the grammars: separators, quotes, escapes, signs, digits,
    /// control bytes and the edges of UTF-8.
    static let bytes: [UInt8] = [
        0, 7, 9, 10, 13, 27, 32, 34, 35, 43, 44, 45, 46, 47, 48, 49, 57, 58, 61, 92, 95, 97, 122, 65, 127,
        0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF,
    ]

    /// Fragments that reach deeper states: keys, values at their limits, bad dates.
    static let tokens: [[UInt8]] = [
        "=", "\"", "\\\"", "\\\\", "\\n", "#", " # ", "every=", "target=", "max=", "unit=", "since=",
        "archived", "name=", "name=\"", "2026-02-30", "2024-02-29", "0000-00-00", "9999-12-31", "10000-01-01",
        "+99999999999999", "=1000000000000", "=1.0001", "+.5", "+5.", "-1", "skip", "clear", "done", "no", "nO",
        "\r\n", "\n\n", "\r", " = ", "timezone", "day-start", "week-start", "25:00", "23:59", "4:00",
        "Mars/Base", "Europe/Berlin", "friday", "sunday", "3/week", "8/week", "32/month", "0d", "3661d",
        "mon,mon", "mon,,tue", "weekdays", "\u{202E}", "\u{7}", "\u{85}", "\u{2028}", "é", "\t",
        String(repeating: "a", count: 65), String(repeating: "9", count: 30), String(repeating: "x", count: 201),
    ].map { Array($0.utf8) }

    var random: Random

    init(seed: UInt64) {
        random = Random(seed: seed)
    }

    /// One to four stacked mutations of `input`; `others` supplies lines to splice in.
    mutating func mutate(_ input: [UInt8], others: [[UInt8]]) -> [UInt8] {
        var data = input
        for _ in 0...random.below(4) {
            data = mutateOnce(data, others: others)
        }
        return data
    }

    private mutating func position(in data: [UInt8]) -> Int { random.below(data.count + 1) }

    private mutating func mutateOnce(_ input: [UInt8], others: [[UInt8]]) -> [UInt8] {
        var data = input
        switch random.below(10) {
        case 0 where !data.isEmpty:
            let i = random.below(data.count)
            data[i] ^= UInt8(1 << random.below(8))
        case 1 where !data.isEmpty:
            data[random.below(data.count)] = Self.bytes[random.below(Self.bytes.count)]
        case 2:
            data.insert(Self.bytes[random.below(Self.bytes.count)], at: position(in: data))
        case 3 where !data.isEmpty:
            let start = random.below(data.count)
            let end = min(data.count, start + 1 + random.below(8))
            data.removeSubrange(start..<end)
        case 4 where !data.isEmpty:
            let start = random.below(data.count)
            let end = min(data.count, start + 1 + random.below(16))
            data.insert(contentsOf: data[start..<end], at: position(in: data))
        case 5, 6:
            data.insert(contentsOf: Self.tokens[random.below(Self.tokens.count)], at: position(in: data))
        case 7 where !others.isEmpty:
            let other = others[random.below(others.count)]
            let lines = other.split(separator: 10, omittingEmptySubsequences: false)
            let line = lines[random.below(lines.count)]
            let newlines = data.indices.filter { data[$0] == 10 }
            let at = newlines.isEmpty ? 0 : newlines[random.below(newlines.count)] + 1
            data.insert(contentsOf: Array(line) + [10], at: at)
        case 8:
            data = Array(data.prefix(position(in: data)))
        default:
            // Replace a whole field (between blanks) with a token.
            guard !data.isEmpty else { break }
            var start = random.below(data.count)
            while start > 0, data[start - 1] != 32, data[start - 1] != 10 { start -= 1 }
            var end = start
            while end < data.count, data[end] != 32, data[end] != 10 { end += 1 }
            data.replaceSubrange(start..<end, with: Self.tokens[random.below(Self.tokens.count)])
        }
        return data
    }
}

extension SeededRandom {
    /// A number in `0..<n` (0 when `n` ≤ 1); the slight modulo bias does not matter for
    /// spreading mutations.
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
}
