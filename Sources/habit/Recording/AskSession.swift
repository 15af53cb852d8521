import HabitCore

/// Where `habit ask` reads its answers: the context's standard input (a terminal, which
/// echoes what is typed, or a pipe), or given lines.
struct AskInput {
    /// The next answer line, or `nil` at the end of input.
    let next: () -> String?
    /// Whether the person's typing is echoed already (a terminal); else `ask` prints it.
    let echoes: Bool

    /// `input`, which echoes when `terminal` says standard input is a terminal.
    static func standard(_ terminal: TerminalInfo, _ input: any LineSource) -> AskInput {
        AskInput(next: { input.readLine() }, echoes: terminal.inputIsTerminal)
    }

    /// `lines`, one answer each, as from a pipe.
    static func lines(_ lines: [String]) -> AskInput { standard(.pipe, GivenLines(lines)) }
}

/// The conversation of `habit ask`: prompts on standard output (standard error under
/// `--json`), answers one per line on
/// standard input (a terminal or a pipe); each answer appended at once by its own
/// transaction (`Recorder`), so an interrupted `ask` keeps every answer given.
struct AskSession {
    let context: Context
    let today: Day
    let total: Int
    /// What was recorded, in order: `meditate done yesterday`.
    private(set) var recorded: [String] = []
    private(set) var later = 0
    /// The entries appended, in order (for `ask --json`).
    private(set) var entries: [Entry] = []
    /// The answers left as is because the question no longer stood when they arrived,
    /// as the entries they would have been (for `ask --json`'s `kept`).
    private(set) var kept: [Entry] = []
    let input: AskInput
    /// What each answer is checked against under the lock.
    let check: AskCheck
    private var terminal: Bool { input.echoes }

    init(context: Context, today: Day, total: Int, input: AskInput, check: AskCheck) {
        self.context = context
        self.today = today
        self.total = total
        self.input = input
        self.check = check
    }

    mutating func ask(_ prompts: [AskPrompt]) throws {
        var shownDay: Day?
        for (index, prompt) in prompts.enumerated() {
            if shownDay != prompt.day {
                let words = Recorder.dayWords(prompt.day, today: today)
                let header = words == "today" ? "Today, " : words == "yesterday" ? "Yesterday, " : ""
                say("\(header)\(Describe.shortDate(prompt.day, today: today))\n")
                shownDay = prompt.day
            }
            let numeric = prompt.habit.goal.isNumeric
            var answer = AskAnswer.invalid
            while answer == .invalid {
                say(promptLine(prompt, numeric: numeric))
                guard let line = input.next() else {
                    if !terminal { say("\n") }
                    later += prompts.count - index
                    return
                }
                if !terminal { say(Echo.line(line) + "\n") }
                answer = AskAnswer(line, numeric: numeric)
                if answer == .invalid {
                    say(
                        TextWidth.wrapped(
                            "'\(Echo.token(line))' is not an answer here: "
                                + (numeric ? "type a number, " : "type ")
                                + "y, n, s, Enter for later or q (a note after #).",
                            width: context.style.width, first: "  ", rest: "  "))
                }
            }
            switch answer {
            case .record(let action, let note):
                var recorder = Recorder(id: prompt.habit.id.rawValue, command: "ask", action: action, note: note)
                recorder.answers = true
                let check = self.check
                recorder.precheck = { session in try check.verify(prompt, in: session) }
                let done: Recorder.Recorded
                do {
                    done = try recorder.record(in: context, days: .known(prompt.day...prompt.day))
                } catch let conflict as AskConflict {
                    kept.append(Entry(day: prompt.day, habit: prompt.habit.id, action: action, note: note))
                    say(
                        TextWidth.wrapped(
                            conflict.message(id: prompt.habit.id), width: context.style.width, first: "  ", rest: "  "))
                    continue
                }
                entries += done.entries
                // The id gives way so that the line fits (at least 4 cells of it stay).
                let rest = " \(Self.words(action, habit: done.habit)) \(Recorder.dayWords(prompt.day, today: today))"
                let room = max(4, context.style.width - 2 - TextWidth.of(rest))
                recorded.append(
                    TextWidth.truncate(done.habit.id.rawValue, to: room, unicode: context.style.unicode) + rest)
            case .later: later += 1
            case .quit, .invalid:
                later += prompts.count - index
                return
            }
        }
    }

    /// Writes a prompt: to standard output, or to standard error under `--json`, which
    /// keeps standard output for the one JSON document (docs/json.md).
    private func say(_ text: String) {
        if context.json { context.stderr.write(text) } else { context.write(text) }
    }

    /// Cells kept free after a prompt for the answer typed (or echoed from a pipe).
    static let answerCells = 4

    /// `  meditate — Morning meditation? [y/n/s, Enter later, q quit] `, with the goal of
    /// numeric habits, fitted to the width less room for the answer (docs/cli.md,
    /// "Width"): the name is cut, then the choices are written short, then the name is
    /// left out and the id cut.
    private func promptLine(_ prompt: AskPrompt, numeric: Bool) -> String {
        let habit = prompt.habit
        let width = context.style.width - Self.answerCells
        let unicode = context.style.unicode
        let id = habit.id.rawValue
        let name = habit.name == id ? nil : TextWidth.display(habit.name)
        var goal = ""
        if case .atLeast(let target, let unit) = habit.goal { goal = " (\(Describe.quantity(target, unit)))" }
        // A limit is asked how much, never whether it was done (docs/cli.md, "ask").
        if case .atMost(let max, let unit) = habit.goal {
            goal = " (how \(unit.map { "many " + $0 } ?? "much"), at most \(max))"
        }
        let dash = unicode ? " — " : " - "
        for choices in [AskAnswer.choices(numeric: numeric), AskAnswer.shortChoices(numeric: numeric)] {
            let fixed = TextWidth.of("  \(id)\(goal)? \(choices) ")
            guard let name else {
                if fixed <= width { return "  \(id)\(goal)? \(choices) " }
                continue
            }
            let room = width - fixed - TextWidth.of(dash)
            if TextWidth.of(name) <= room || room >= 8 {
                let shown = TextWidth.truncate(name, to: room, unicode: unicode)
                return "  \(id)\(dash)\(shown)\(goal)? \(choices) "
            }
        }
        let choices = AskAnswer.shortChoices(numeric: numeric)
        let room = max(4, width - TextWidth.of("  \(goal)? \(choices) "))
        return "  \(TextWidth.truncate(id, to: room, unicode: unicode))\(goal)? \(choices) "
    }

    static func words(_ action: Action, habit: Habit) -> String {
        switch action {
        case .done: habit.goal.isLimit ? "kept the limit" : "done"
        case .no: "not done"
        case .skip: "skipped"
        case .clear: "cleared"
        case .add(let amount): "+\(Describe.quantity(amount, habit.goal.unit))"
        case .set(let amount): Describe.quantity(amount, habit.goal.unit)
        }
    }

    /// The closing lines: what was recorded, and what is left for later.
    func summary() -> String {
        var out = recorded.isEmpty ? "Nothing recorded." : "Recorded \(Describe.count(recorded.count, "answer")):"
        out += recorded.isEmpty ? "\n" : "\n" + recorded.map { "  \($0)\n" }.joinedText()
        if !kept.isEmpty {
            out += TodayView.wrap(
                "\(Describe.count(kept.count, "answer")) left as is: the day or the habit changed meanwhile.",
                style: context.style)
        }
        if later > 0 {
            out += TodayView.wrap(
                "\(Describe.count(later, "question")) left for later: run 'habit ask' again.", style: context.style)
        }
        return out
    }
}
