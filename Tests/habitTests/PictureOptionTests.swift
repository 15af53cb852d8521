import Foundation
import HabitCore
import Testing

@testable import habit

/// The options of the pictures, their escaping and `--output` (docs/cli.md, "Pictures").
@Suite struct PictureOptionTests {
    static func harness() -> Harness {
        let harness = Harness()
        _ = harness.ok(["add", "meditate", "--name", "<script>alert(1)</script>", "--since", "2026-11-01"])
        _ = harness.ok(["check", "meditate", "--date", "2026-11-20", "--note", "&\"'<>"])
        _ = harness.ok(["check", "meditate"])
        return harness
    }

    @Test(arguments: [
        ["show", "meditate", "--svg", "--json"], ["--json", "show", "meditate", "--year", "--svg"],
        ["report", "--html", "--json"], ["report", "--output", "page.html"], ["report", "--svg"],
        ["show", "meditate", "--html"], ["show", "meditate", "--output", "x.svg"],
        ["show", "meditate", "--year", "--month", "--svg"], ["report", "--month", "--html"],
    ])
    func conflictingOptionsAreUsageErrors(arguments: [String]) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.contents()
        let result = harness.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("habit: error: "))
        #expect(harness.contents() == before)
        #expect(!FileManager.default.fileExists(atPath: harness.root + "/page.html"))
    }

    @Test func outputWithoutHTMLSaysWhatItNeeds() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(
            harness.run(["report", "--output", "page.html"]).stderr
                == "habit: error: option '--output' needs '--html' as well\n")
        #expect(
            harness.run(["show", "meditate", "--svg", "--json"]).stderr
                == "habit: error: options '--svg' and '--json' cannot be used together\n")
    }

    /// A name `<script>` and a note `&"'<>` show as text, and the SVG is still XML.
    @Test func namesAndNotesAreEscaped() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        for span in ["--year", "--month", "--week"] {
            let svg = harness.ok(["show", "meditate", span, "--svg"])
            #expect(!svg.contains("<script"))
            #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(svg.contains("Fri, Nov 20, 2026: done \u{2014} &amp;&quot;&#39;&lt;&gt;"))
            let reader = try #require(SVGReader.read(svg))
            #expect(reader.cells.contains { $0.title == "Fri, Nov 20, 2026: done \u{2014} &\"'<>" })
        }
        let page = harness.ok(["report", "--html"])
        #expect(!page.contains("<script"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        for svg in SVGReader.inlineSVGs(page) { #expect(SVGReader.read(svg) != nil) }
    }

    /// U+FFFE and U+FFFF, which XML forbids, may stand in a name or a note: every picture
    /// writes them visibly and stays well-formed.
    @Test func charactersXMLForbidsAreWrittenVisibly() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "read", "--name", "Read\u{FFFE}more", "--since", "2026-11-01"])
        _ = harness.ok(["check", "read", "--date", "2026-11-20", "--note", "p.\u{FFFF}12"])
        for span in ["--week", "--month", "--year"] {
            let svg = harness.ok(["show", "read", span, "--svg"])
            #expect(!svg.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF }, "\(span)")
            #expect(svg.contains("Read\\u{fffe}more"), "\(span)")
            #expect(SVGReader.read(svg) != nil, "\(span)")
        }
        let month = harness.ok(["show", "read", "--month", "--svg"])
        #expect(month.contains("p.\\u{ffff}12"))
        let page = harness.ok(["report", "--html"])
        #expect(!page.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF })
        for svg in SVGReader.inlineSVGs(page) { #expect(SVGReader.read(svg) != nil) }
    }

    /// Control and bidirectional characters are written as every message writes them.
    @Test func controlCharactersAreEchoed() {
        #expect(Markup.escape("a\u{1b}[31m\u{202e}b<") == "a\\u{1b}[31m\\u{202e}b&lt;")
        #expect(Markup.escape("plain") == "plain")
        #expect(Markup.number(0.375) == "0.375" && Markup.number(12) == "12" && Markup.number(0.5) == "0.5")
    }

    /// No script, nothing fetched: one file holds the whole page.
    @Test func thePageIsSelfContained() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        let page = harness.ok(["report", "--html"])
        for outside in [
            "<script", "<link", "<img", "<iframe", "src=", "href=", "@import", "@font-face", "http:", "https:",
        ] {
            #expect(!page.contains(outside), "\(outside)")
        }
        // The only `url(…)` are the hatch patterns inside the page.
        #expect(page.components(separatedBy: "url(").dropFirst().allSatisfy { $0.hasPrefix("#") })
        #expect(page.contains("prefers-color-scheme:dark") && page.contains("@media print"))
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        // Every id in the page is unique.
        let ids = page.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
    }

    /// `--output` writes what standard output would get, whole, through the export writer.
    @Test func outputWritesThePage() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let path = harness.root + "/page.html"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
        let result = harness.run(["report", "--html", "--output", path])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "Wrote the report to '\(path)'.\n")
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(String(decoding: written, as: UTF8.self) == harness.ok(["report", "--html"]))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: harness.root).filter {
            $0.contains(".tmp-")
        }
        #expect(leftovers.isEmpty)
        let missing = harness.run(["report", "--html", "--output", harness.root + "/no/such/dir/page.html"])
        #expect(missing.status == 74)
    }

    @Test func helpAndCompletionsOfferTheOptions() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["help", "show"]).contains("[--svg]"))
        #expect(harness.ok(["help", "report"]).contains("[--html] [--output FILE]"))
        let bash = harness.ok(["completions", "bash"])
        #expect(bash.contains("--svg") && bash.contains("--html"))
    }

    /// With no habit the page says what the report is for, as the text report does.
    @Test func anEmptyReportIsAPage() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let page = harness.ok(["report", "--html"])
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
        #expect(page.contains("<p>No habits yet. The report sums up each day"))
        #expect(!page.contains("<svg"))
    }

    /// The rows start on the configured first weekday, and a day sits in its weekday's row.
    @Test func theYearStartsItsWeeksOnWeekStart() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["config", "week-start", "sunday"])
        // A whole year (the habit is younger: without --weeks the grid starts at its first week).
        let svg = harness.ok(["show", "meditate", "--year", "--svg", "--weeks", "53"])
        let labels = svg.components(separatedBy: "<text class=\"m\" x=\"12\" y=\"").dropFirst().map {
            $0.split(separator: ">")[1].prefix(3)
        }
        #expect(labels.prefix(4) == ["Sun", "Tue", "Thu", "Sat"])
        // Saturday, today, is the last row (the grid starts 70 px down, a row is 13 px).
        let today = try #require(svg.range(of: "<rect class=\"done today\" x=\"720\" y=\""))
        #expect(svg[today.upperBound...].hasPrefix("\(70 + 6 * 13)\""))
    }
}
