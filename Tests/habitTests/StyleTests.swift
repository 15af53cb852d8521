import Testing

@testable import habit

@Suite struct StyleTests {
    static let tty = TerminalInfo(isTerminal: true, width: 120)

    @Test func colourOnlyOnATerminalThatIsNotDumb() {
        #expect(Style.resolve(choice: .auto, ascii: false, environment: ["TERM": "xterm"], terminal: Self.tty).color)
        #expect(!Style.resolve(choice: .auto, ascii: false, environment: ["TERM": "xterm"], terminal: .pipe).color)
        #expect(!Style.resolve(choice: .auto, ascii: false, environment: ["TERM": "dumb"], terminal: Self.tty).color)
        #expect(!Style.resolve(choice: .auto, ascii: false, environment: [:], terminal: Self.tty).color)
        #expect(
            !Style.resolve(
                choice: .auto, ascii: false, environment: ["TERM": "xterm", "NO_COLOR": "1"], terminal: Self.tty
            ).color)
    }

    @Test func colourCanBeForced() {
        #expect(Style.resolve(choice: .always, ascii: false, environment: [:], terminal: .pipe).color)
        #expect(Style.resolve(choice: .auto, ascii: false, environment: ["CLICOLOR_FORCE": "1"], terminal: .pipe).color)
        #expect(
            !Style.resolve(choice: .auto, ascii: false, environment: ["CLICOLOR_FORCE": "0"], terminal: .pipe).color)
        #expect(
            !Style.resolve(
                choice: .never, ascii: false, environment: ["CLICOLOR_FORCE": "1", "TERM": "xterm"], terminal: Self.tty
            ).color)
    }

    @Test func widthFromTerminalThenColumnsThen80ClampedTo40Through200() {
        #expect(
            Style.resolve(choice: .auto, ascii: false, environment: ["COLUMNS": "60"], terminal: Self.tty).width == 120)
        #expect(Style.resolve(choice: .auto, ascii: false, environment: ["COLUMNS": "60"], terminal: .pipe).width == 60)
        #expect(Style.resolve(choice: .auto, ascii: false, environment: [:], terminal: .pipe).width == 80)
        #expect(Style.resolve(choice: .auto, ascii: false, environment: ["COLUMNS": "20"], terminal: .pipe).width == 40)
        #expect(
            Style.resolve(choice: .auto, ascii: false, environment: ["COLUMNS": "999"], terminal: .pipe).width == 200)
        #expect(
            Style.resolve(choice: .auto, ascii: false, environment: ["COLUMNS": "wide"], terminal: .pipe).width == 80)
    }

    @Test(
        arguments: [
            ([:], true), (["LANG": "en_US.UTF-8"], true), (["LANG": "C"], false),
            (["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"], false),
            (["LC_CTYPE": "de_DE.utf8"], true), (["LANG": "en_US.ISO-8859-1"], false),
        ] as [([String: String], Bool)])
    func unicodeFollowsTheLocale(environment: [String: String], unicode: Bool) {
        #expect(
            Style.resolve(choice: .auto, ascii: false, environment: environment, terminal: .pipe).unicode == unicode)
        #expect(!Style.resolve(choice: .auto, ascii: true, environment: environment, terminal: .pipe).unicode)
    }

    @Test func forcedColourPaintsBadgesGreyOrangeGold() {
        let style = Style(color: true, unicode: true, width: 80)
        #expect(BadgeView.render(0, unit: .days, style: style) == "\u{1B}[90m○ 0 days\u{1B}[0m")
        #expect(BadgeView.render(3, unit: .days, style: style) == "\u{1B}[38;5;208m● 3 days\u{1B}[0m")
        #expect(BadgeView.render(7, unit: .weeks, style: style) == "\u{1B}[38;5;220m★ 7 weeks\u{1B}[0m")
    }

    @Test func textWidthIgnoresEscapesAndCountsWideCharacters() {
        #expect(TextWidth.of("\u{1B}[32m✓\u{1B}[0m ok") == 4)
        #expect(TextWidth.of("日本") == 4)
        #expect(TextWidth.truncate("Morning meditation", to: 8, unicode: true) == "Morning…")
        #expect(TextWidth.truncate("Morning meditation", to: 8, unicode: false) == "Morning~")
    }

    @Test func colourAlwaysReachesTheOutputAndNeverDoesNot() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "meditate"])
        _ = harness.ok(["check", "meditate"])
        #expect(harness.run(["--color", "always"]).stdout.contains("\u{1B}["))
        #expect(!harness.run(["--color", "never"]).stdout.contains("\u{1B}["))
        #expect(!harness.run([]).stdout.contains("\u{1B}["))
    }
}
