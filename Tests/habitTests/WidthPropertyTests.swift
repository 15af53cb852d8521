import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import habit

/// No line of any view passes the width (docs/cli.md, "Width"): habits of every kind whose
/// names, ids, units and notes are drawn from hard strings — emoji sequences, flags,
/// keycaps, CJK, combining marks, right-to-left text, bidirectional controls, long words —
/// at random widths from 40 to 200, in Unicode and ASCII. Cells are counted by this file's
/// own reading of the rule, cluster by cluster, not by `TextWidth`.
@Suite struct WidthPropertyTests {
    static let corpus = [
        "👨\u{200D}👩\u{200D}👧\u{200D}👦", "🧑\u{200D}💻 code", "🇯🇵🇫🇷🇩🇪",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "1\u{FE0F}\u{20E3}2\u{FE0F}\u{20E3}", "❤\u{FE0F} love", "☕ coffee", "👍🏽👍🏿", "日本語の練習をする",
        "한국어 공부", "ｆｕｌｌｗｉｄｔｈ", "e\u{301}e\u{301}tude", "Z\u{324}\u{308}\u{301}algo", "\u{301}lone mark",
        "שלום עולם", "مرحبا بالعالم", "\u{202E}reversed\u{202C}", "\u{2067}isolate\u{2069}",
        "Averyveryveryveryveryveryveryveryveryveryveryveryverylongwordwithoutanyspacesatall", "Morning meditation",
        "a", "zero\u{200B}width", "soft\u{AD}hyphen", "x\u{600}", "#\u{20E3}", "☀\u{FE0E}",
    ]

    static let ids = [
        "a", "water", "meditate", "gym", "x-1", String(repeating: "long-id-", count: 8),
        "supercalifragilisticexpialidocious-and-more",
    ]

    /// Schedules and goals of every kind, as `habits` fields; `%u` is a unit.
    static let kinds = [
        "every=daily", "every=3/week", "every=2/month", "every=weekdays", "every=3d", "every=\"3 in 7 days\"",
        "every=anytime", "every=daily target=8 unit=%u", "every=week target=20 unit=%u",
        "every=month target=100 unit=%u", "every=daily max=2 unit=%u", "every=daily max=0",
    ]

    /// Cells of `text` by the rule: an emoji sequence 2, else its scalars' cells summed.
    static func cells(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for character in text {
            let scalars = Array(character.unicodeScalars)
            if inEscape {
                inEscape = scalars[0] != "m"
                continue
            }
            if scalars[0] == "\u{1B}" {
                inEscape = true
                continue
            }
            let emoji =
                scalars.count > 1
                && (scalars.contains {
                    [0x200D, 0xFE0F, 0x20E3].contains($0.value) || (0x1F1E6...0x1F3FF).contains($0.value)
                })
            width += emoji ? 2 : scalars.map(TextWidthTests.columns).reduce(0, +)
        }
        return width
    }

    /// Control characters, line separators and bidirectional controls: never shown raw.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A data directory of up to eight habits with drawn names, units, notes and 60 days of entries.
    static func fill(_ harness: Harness, random: inout SeededRandom) -> [String] {
        var habits = ""
        var log = ""
        var ids: [String] = []
        for index in 0..<Int.random(in: 1...8, using: &random) {
            var id = ids.count.description + "-" + ids.count.description
            if let drawn = Self.ids.randomElement(using: &random), !ids.contains(drawn) { id = drawn }
            id = String(id.prefix(64))
            ids.append(id)
            let name = (0..<Int.random(in: 1...3, using: &random)).map { _ in corpus.randomElement(using: &random)! }
                .joined(separator: " ")
            // Units keep their text as it is (a unit is typed, not shown from a file): no
            // bidirectional controls among them.
            let unit = String(
                corpus.filter { !$0.unicodeScalars.contains(where: isUnsafe) }.randomElement(using: &random)!
                    .filter { $0 != " " }.prefix(12))
            let kind = kinds[(index + Int.random(in: 0..<kinds.count, using: &random)) % kinds.count]
                .replacingOccurrences(of: "%u", with: Self.quoted(unit.isEmpty ? "u" : unit))
            // `! Heading` lines of hard titles: the Today view and `list` group under them
            // (docs/cli.md, "Groups"), the habits above the first one under `(untagged)`.
            if index % 3 == 1 { habits += "! \(corpus[(index * 5 + ids.count * 3) % corpus.count])\n" }
            habits += "\(id) \(kind) since=2026-09-01 name=\(Self.quoted(name))\n"
            for day in 0..<60 where Bool.random(using: &random) {
                let date = Day("2026-11-21")!.adding(-day)
                let action = ["", "skip", "+3", "=1", "no"].randomElement(using: &random)!
                let note =
                    Int.random(in: 0..<4, using: &random) == 0 ? " # " + corpus.randomElement(using: &random)! : ""
                log +=
                    "\(date) \(id)\(action.isEmpty && !note.isEmpty ? " done" : action.isEmpty ? "" : " " + action)\(note)\n"
            }
        }
        harness.write("habits", habits)
        harness.write("log", log)
        return ids
    }

    @Test(arguments: 0..<16)
    func noLineOfAnyViewPassesTheWidth(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
        let harness = Harness()
        defer { harness.cleanUp() }
        let ids = Self.fill(harness, random: &random)
        var views: [[String]] = [
            [], ["list"], ["list", "--all"], ["status"], ["upcoming"], ["upcoming", "--days", "40"], ["report"],
            ["stats"], ["log"], ["list", "--days", String(Int.random(in: 1...366, using: &random))],
        ]
        for id in ids {
            views += [["show", id], ["show", id, "--month"], ["show", id, "--year"], ["stats", id], ["log", id]]
        }
        for _ in 0..<3 {
            let columns = Int.random(in: 40...200, using: &random)
            let ascii = Bool.random(using: &random)
            for view in views {
                let result = harness.run((ascii ? ["--ascii"] : []) + view, columns: columns)
                #expect(result.status == 0, "\(view): \(result.stderr)")
                #expect(result.stderr == "", "\(view)")
                for line in result.stdout.split(separator: "\n") {
                    let cells = Self.cells(String(line))
                    #expect(cells <= columns, "\(view) at \(columns): \(cells) cells: '\(line)'")
                    #expect(
                        !line.unicodeScalars.contains(where: Self.isUnsafe), "\(view): raw control in '\(line)'")
                }
            }
        }
    }
}
