import Foundation
import HabitCore

/// `habit remind`: the reminders due now, each once a slot a day; `habit remind install
/// TIMER` and `uninstall TIMER`: what runs it on a timer (docs/reminders.md).
struct RemindCommand: Command {
    static let info = CommandInfo(
        name: "remind", summary: "nag about habits with something left, at their reminder times",
        arguments: [
            ArgumentSpec(name: "ACTION", completion: .choices(["install", "uninstall"]), optional: true),
            ArgumentSpec(name: "TIMER", completion: .choices(ReminderTimer.allCases.map(\.rawValue)), optional: true),
        ],
        discussion: """
            Prints one line per reminder due now: its time (remind= on the habit, set with
            'habit add/edit ID --remind HH:MM') has passed today and the habit still has
            something left today, as 'status --exit-code' counts it. Each reminder is said
            once per day, however often this runs; one missed while nothing ran is said at
            the next run that day, never the day after. Prints nothing when nothing is due.
            --notify needs notify-send (Linux) or osascript (macOS): exit 69 without it;
            one that fails (no desktop session) is a warning, the lines printed only.
            'install' prints what runs 'habit remind' on a timer; with --write it writes the
            systemd user units (or the launchd agent) and prints the command that enables
            them; without notify-send the service runs 'habit remind' alone, whose lines go
            to the journal. 'uninstall' removes what --write wrote.
            Examples:
              habit add meditate --remind 07:30
              habit remind install systemd --write
              habit remind install cron --every 1h
              habit remind uninstall systemd
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case notify, every, write, tag

        var spec: OptionSpec {
            switch self {
            case .notify:
                OptionSpec(name: "notify", value: nil, summary: "also show each reminder as a desktop notification")
            case .every:
                OptionSpec(
                    name: "every", value: "INTERVAL",
                    summary: "install: how often the timer runs (15m default; Nm or Nh)",
                    completion: .choices(["5m", "15m", "30m", "1h"]))
            case .write:
                OptionSpec(name: "write", value: nil, summary: "install: write the systemd units or launchd agent")
            case .tag: .tag
            }
        }
    }

    enum Action: Equatable {
        case remind(notify: Bool, tags: TagSelection)
        case install(ReminderTimer, ReminderTimer.Interval, write: Bool)
        case uninstall(ReminderTimer)
    }

    let action: Action

    init(parsing arguments: inout Arguments<Option>) throws {
        let notify = try arguments.flag(.notify)
        let every = try arguments.value(.every)
        let write = try arguments.flag(.write)
        let tags = try TagSelection(arguments.values(.tag))
        guard let word = try arguments.next() else {
            if every != nil { throw RemindError.optionNotHere("every", expected: "habit remind install") }
            if write { throw RemindError.optionNotHere("write", expected: "habit remind install") }
            action = .remind(notify: notify, tags: tags)
            return
        }
        guard word == "install" || word == "uninstall" else { throw RemindError.unknownAction(word) }
        guard let name = try arguments.next() else { throw RemindError.missingTimer(action: word) }
        guard let timer = ReminderTimer(rawValue: name) else { throw RemindError.unknownTimer(name, action: word) }
        if notify { throw RemindError.optionNotHere("notify", expected: "habit remind") }
        if !tags.isEmpty { throw RemindError.optionNotHere("tag", expected: "habit remind") }
        if word == "uninstall" {
            if every != nil { throw RemindError.optionNotHere("every", expected: "habit remind install") }
            if write { throw RemindError.optionNotHere("write", expected: "habit remind install") }
            action = .uninstall(timer)
            return
        }
        var interval = ReminderTimer.Interval.quarterHour
        if let every {
            guard let parsed = ReminderTimer.Interval(every) else { throw RemindError.invalidInterval(every) }
            interval = parsed
        }
        if write, timer == .cron { throw RemindError.cronNotWritten }
        action = .install(timer, interval, write: write)
    }

    func run(in context: Context) throws -> ExitCode {
        switch action {
        case .remind(let notify, let tags): return try remind(in: context, notify: notify, tags: tags)
        case .install(let timer, let interval, let write):
            return try ReminderSetup(context: context, timer: timer, interval: interval).install(write: write)
        case .uninstall(let timer):
            return try ReminderSetup(context: context, timer: timer, interval: .quarterHour).uninstall()
        }
    }

    /// Says each reminder due now that was not said yet today, after recording it under
    /// the store's lock: two runs at once never both say one.
    private func remind(in context: Context, notify: Bool, tags: TagSelection) throws -> ExitCode {
        let session = try context.historySession()
        let habits = try session.select(session.activeHabits, tagged: tags)
        let minute = try Clock.minuteOfToday(environment: context.environment, config: session.config, now: context.now)
        let due = ReminderPlan.due(in: session, habits: habits, minuteOfToday: minute)
        // A missing notifier is said before anything is recorded as sent.
        let notifier = notify && !due.isEmpty ? try Notifier.find(environment: context.environment) : nil
        var fresh: [DueReminder] = []
        if !due.isEmpty {
            fresh = try context.store().updateReminded { bytes -> (bytes: [UInt8]?, result: [DueReminder]) in
                var record = ReminderRecord(bytes, today: session.today)
                let fresh = due.filter { !record.wasSent($0.habit.id, $0.time) }
                guard !fresh.isEmpty else { return (nil, []) }
                for reminder in fresh { record.sent.insert(ReminderRecord.key(reminder.habit.id, reminder.time)) }
                return (record.bytes, fresh)
            }
        }
        let groups = DueReminder.byHabit(fresh)
        if context.json {
            context.write(RemindJSON.document(fresh, today: session.today).text())
        } else {
            for group in groups {
                context.write(group[0].line(style: context.style, slots: group.map(\.time)) + "\n")
            }
        }
        if let notifier {
            let plain = Style(color: false, unicode: context.style.unicode, width: context.style.width)
            for group in groups {
                do {
                    try notifier.send(
                        title: group[0].title, body: group[0].body(style: plain, slots: group.map(\.time)),
                        environment: context.environment)
                } catch {
                    // No desktop to show it on (a server, a timer outside the session): the
                    // reminders are printed, which the journal or cron's mail keeps.
                    context.warn("\(error); the reminders were printed only")
                    break
                }
            }
        }
        return .ok
    }
}
