import Testing

@testable import habit

/// Every id position completes habit ids (docs/cli.md, "demo and completions"): in bash (and
/// zsh, which runs the bash function), asked of bash itself; in fish, by its `complete` line.
@Suite struct CompletionIDTests {
    static let ids = ["meditate", "walk", "water"]

    @Test func bashCompletesEveryIDOfACommandThatTakesSeveral() throws {
        let replies = try CompletionWalk.bashReplies(
            [
                ["check", "wa"], ["check", "meditate", "wa"], ["check", "meditate", "walk", "wa"],
                ["skip", "meditate", "--date", "mon", "w"], ["uncheck", "meditate", ""],
            ], ids: Self.ids)
        #expect(replies[0] == ["walk", "water"])
        #expect(replies[1] == ["walk", "water"])
        #expect(replies[2] == ["walk", "water"])
        #expect(replies[3] == ["walk", "water"])
        #expect(replies[4] == Self.ids)
    }

    @Test func bashCompletesOneIDWhereACommandTakesOne() throws {
        let replies = try CompletionWalk.bashReplies(
            [["show", "wa"], ["show", "meditate", "wa"], ["rename", "meditate", "wa"]], ids: Self.ids)
        #expect(replies[0] == ["walk", "water"])
        #expect(replies[1] == [])
        #expect(replies[2] == [])
    }

    @Test func fishCompletesIDsAtEveryPosition() {
        // The line has no position condition: fish offers it for every word after `check`.
        #expect(
            Completions.fish().contains(
                "complete -c habit -n '__fish_seen_subcommand_from check' "
                    + "-a '(habit completions ids recordable @ 2>/dev/null)'\n"))
    }
}
