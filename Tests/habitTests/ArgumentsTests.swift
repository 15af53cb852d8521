import Testing

@testable import habit

@Suite struct ArgumentsTests {
    enum Option: CommandOption {
        case date, note, all

        var spec: OptionSpec {
            switch self {
            case .date: OptionSpec(name: "date", value: "D", summary: "")
            case .note: OptionSpec(name: "note", value: "S", summary: "")
            case .all: OptionSpec(name: "all", value: nil, summary: "")
            }
        }
    }

    func cursor(_ tokens: [String]) -> Arguments<Option> { Arguments(command: "check", tokens: tokens) }

    @Test func readsSpacedAndEqualsFormsAnywhere() throws {
        var a = cursor(["meditate", "--date", "2026-11-20", "--note=a b"])
        #expect(try a.value(.date) == "2026-11-20")
        #expect(try a.value(.note) == "a b")
        #expect(try a.required("ID") == "meditate")
        try a.finish()
    }

    @Test func doubleDashMakesEverythingPositional() throws {
        var a = cursor(["--date", "today", "--", "--all", "-x"])
        #expect(try a.value(.date) == "today")
        #expect(try a.flag(.all) == false)
        #expect(try a.next() == "--all")
        #expect(try a.next() == "-x")
        #expect(try a.next() == nil)
    }

    @Test func optionValueMayLookLikeAnOption() throws {
        var a = cursor(["x", "--note", "--all"])
        #expect(try a.value(.note) == "--all")
        #expect(try a.flag(.all) == false)
    }

    @Test func unknownOptionSuggestsTheClosest() {
        var a = cursor(["x", "--nte", "hi"])
        #expect(throws: UsageError.unknownOption("--nte", command: "check", suggestion: "--note")) { try a.next() }
    }

    @Test func leftoversAreRejected() throws {
        var a = cursor(["x", "y"])
        _ = try a.next()
        #expect(throws: UsageError.unexpectedArgument("y", command: "check")) { try a.finish() }
    }

    @Test func flagsRefuseValuesAndOptionsRefuseRepeats() {
        var a = cursor(["--all=1"])
        #expect(throws: UsageError.flagWithValue("all")) { try a.flag(.all) }
        var b = cursor(["--date", "a", "--date=b"])
        #expect(throws: UsageError.repeatedOption("date")) { try b.value(.date) }
        var c = cursor(["--date"])
        #expect(throws: UsageError.missingValue(option: "date", command: "check")) { try c.value(.date) }
    }

    @Test func globalOptionsAreTakenFromAnywhere() throws {
        var globals = GlobalOptions()
        let rest = try globals.extract(from: ["list", "--json", "--all", "--data-dir=/tmp/x", "--color", "never", "-h"])
        #expect(rest == ["list", "--all"])
        #expect(globals.json && globals.help)
        #expect(globals.dataDirectory == "/tmp/x")
        #expect(globals.color == .never)
        var other = GlobalOptions()
        #expect(try other.extract(from: ["check", "--", "--json"]) == ["check", "--", "--json"])
        #expect(!other.json)
    }

    /// One reader for every option word: the global options and a command's own see the
    /// same name, dashes and value after `=`.
    @Test func oneTokeniserReadsEveryOptionWord() throws {
        let date = try #require(OptionToken("--date=2026-11-20=x"))
        #expect(date.dashes == 2 && date.name == "date" && date.inline == "2026-11-20=x")
        #expect(OptionToken("--json")?.inline == nil)
        #expect(OptionToken("--json=")?.inline == "")
        #expect(OptionToken("---json")?.names(GlobalOption.json.spec) == false)
        #expect(OptionToken("-h")?.dashes == 1)
        #expect(OptionToken("-") == nil && OptionToken("--") == nil && OptionToken("meditate") == nil)
        #expect(GlobalOption.named(by: "--today=yesterday")?.1 == "yesterday")
        #expect(GlobalOption.named(by: "-h")?.0 == .help && GlobalOption.named(by: "-h=1") == nil)
        var globals = GlobalOptions()
        #expect(throws: UsageError.flagWithValue("json")) { try globals.extract(from: ["--json=1"]) }
        var command = cursor(["--all=1"])
        #expect(throws: UsageError.flagWithValue("all")) { try command.flag(.all) }
    }

    @Test(
        arguments: [
            ("chek", "check"), ("lsit", "list"), ("stauts", "status"), ("upcomming", "upcoming"), ("shwo", "show"),
            ("rm", nil), ("xyzzy", nil), ("comp", "completions"),
        ] as [(String, String?)])
    func suggestsCommandsForTypos(typed: String, expected: String?) {
        #expect(Suggestion.closest(to: typed, in: CommandTable.names) == expected)
    }

    @Test func editDistanceCountsSwapsAsOne() {
        #expect(Suggestion.editDistance("meditate", "meditate") == 0)
        #expect(Suggestion.editDistance("mediatte", "meditate") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }
}
