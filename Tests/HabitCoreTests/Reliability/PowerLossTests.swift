import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// Simulated power loss and injected I/O errors at every system call of a sequence of
/// store operations (docs/data-format.md, "How writes stay safe"; docs/reliability.md).
///
/// The sequence covers every kind of write the commands make: appends (`check`,
/// `uncheck`, `skip`), appending a habit (`add`), rewriting the log and `habits`
/// together (`rename`), rewriting `habits` alone (`move`, `edit`, `archive`), rewriting
/// `config`, and dropping log lines (`remove`).
@Suite struct PowerLossTests {
    static let root = "/sim"
    static let data = "/sim/data"
    static let dataFiles = ["habits", "log", "config"]

    struct Step {
        var name: String
        var run: @Sendable (Store) throws -> Void
        /// The log lines (in any order) after the step, given those before it.
        var expectedLog: @Sendable ([String]) -> [String]
    }

    static let firstDay = day("2026-01-01")
    static func id(_ text: String) -> HabitID { HabitID(text)! }

    static func habit(_ name: String) -> Habit { Habit(id: id(name), since: Self.firstDay) }

    static func append(_ habit: String, _ dayOffset: Int, _ action: Action = .done, note: String? = nil) -> Step {
        let entry = Entry(day: Self.firstDay.adding(dayOffset), habit: id(habit), action: action, note: note)
        let line = LogFile.line(for: entry)
        return Step(
            name: "append \(line)", run: { store in try store.append([entry]) },
            expectedLog: { $0 + [line] })
    }

    static let steps: [Step] = [
        Step(
            name: "add a, b, c",
            run: { store in
                try store.transaction { t in
                    for name in ["a", "b", "c"] { t.habitsFile.append(habit(name)) }
                }
            }, expectedLog: { $0 }),
        append("a", 0), append("b", 0), append("a", 1, note: "first note"),
        append("c", 1, .add(Amount(2))), append("b", 2, .skip),
        Step(
            name: "add d with an entry (transaction append)",
            run: { store in
                try store.transaction { t in
                    t.habitsFile.append(habit("d"))
                    t.append(Entry(day: Self.firstDay.adding(2), habit: id("d")))
                }
            }, expectedLog: { $0 + ["2026-01-03 d"] }),
        Step(
            name: "rename b to bee",
            run: { store in
                _ = try store.transaction { t in try t.rename(id("b"), to: id("bee")) }
            },
            expectedLog: { lines in
                lines.map { line in
                    var fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                    if fields.count > 1, fields[1] == "b" { fields[1] = "bee" }
                    return fields.joined(separator: " ")
                }
            }),
        append("bee", 3), append("a", 3, .clear),
        Step(
            name: "move c to the top",
            run: { store in try store.transaction { t in _ = t.habitsFile.move(id("c"), to: 0) } },
            expectedLog: { $0 }),
        Step(
            name: "set week-start",
            run: { store in try store.transaction { t in try t.configFile.set(.weekStart, to: "sunday") } },
            expectedLog: { $0 }),
        Step(
            name: "remove d",
            run: { store in
                _ = try store.transaction { t in try t.remove(id("d")) }
            }, expectedLog: { $0.filter { !$0.hasSuffix(" d") } }),
        append("c", 4, .set(Amount(5))), append("a", 4),
    ]

    /// Data files as the store sees them: log lines sorted, plus the other files' bytes.
    struct Files: Equatable, CustomStringConvertible {
        var logLines: [String]
        var habits: String
        var config: String

        @available(macOS 15.0, iOS 18.0, *)
        init(view: SimulatedDisk.View) {
            func text(_ name: String) -> String {
                guard let entry = view[PowerLossTests.data + "/" + name], let bytes = entry else { return "" }
                return String(decoding: bytes, as: UTF8.self)
            }
            // Whole lines only: a torn last line is not an entry (the next write moves it
            // to `rejects`).
            var log = text("log")
            if let newline = log.lastIndex(of: "\n") {
                log = String(log[...newline])
            } else {
                log = ""
            }
            logLines = log.split(separator: "\n").map(String.init).sorted()
            habits = text("habits")
            config = text("config")
        }

        init(logLines: [String], habits: String, config: String) {
            self.logLines = logLines.sorted()
            self.habits = habits
            self.config = config
        }

        var description: String {
            "log \(logLines) habits \(habits.debugDescription) config \(config.debugDescription)"
        }
    }

    /// Runs every step cleanly, checking the log against the expected lines; returns the
    /// views before and after each step.
    @available(macOS 15.0, iOS 18.0, *)
    static func cleanRun(directoryExists: Bool) throws -> [SimulatedDisk.View] {
        let disk = SimulatedDisk(directories: directoryExists ? [root, data] : [root])
        let store = Store(directory: data, fileSystem: disk)
        var views = [disk.currentView()]
        var expected: [String] = []
        for step in steps {
            try step.run(store)
            expected = step.expectedLog(expected)
            let view = disk.currentView()
            #expect(Files(view: view).logLines == expected.sorted(), "after '\(step.name)'")
            views.append(view)
        }
        return views
    }

    @available(macOS 15.0, iOS 18.0, *)
    static func disk(restoring view: SimulatedDisk.View) -> SimulatedDisk {
        let directories = view.filter { $0.value == nil }.map(\.key).sorted()
        let disk = SimulatedDisk(directories: [root] + directories.filter { $0 != root })
        for (path, bytes) in view {
            if let bytes { disk.install(path, bytes) }
        }
        return disk
    }

    /// What must hold after a crash: the data files are those before the step or those
    /// after it, they parse, and the next write succeeds and leaves no temporary file.
    @available(macOS 15.0, iOS 18.0, *)
    @discardableResult
    static func checkRecovery(
        from crashed: SimulatedDisk.View, before: SimulatedDisk.View, after: SimulatedDisk.View, label: String
    ) -> Bool {
        let files = Files(view: crashed)
        let old = Files(view: before)
        let new = Files(view: after)
        #expect(files.logLines == old.logLines || files.logLines == new.logLines, "\(label): log \(files.logLines)")
        #expect(
            files.habits == old.habits || files.habits == new.habits,
            "\(label): habits \(files.habits.debugDescription)")
        #expect(
            files.config == old.config || files.config == new.config,
            "\(label): config \(files.config.debugDescription)")

        let disk = disk(restoring: crashed)
        let store = Store(directory: data, fileSystem: disk)
        do {
            let probe = Entry(day: Self.firstDay.adding(30), habit: id("a"), note: "after the crash")
            try store.append([probe])
            let snapshot = try store.load()
            #expect(snapshot.errors.isEmpty, "\(label): \(snapshot.errors)")
            let torn = snapshot.issues.filter { if case .tornLine = $0.problem { true } else { false } }
            #expect(torn.isEmpty, "\(label): a torn line survived the next write: \(torn)")
            #expect(snapshot.entries.filter { $0 == probe }.count == 1, "\(label): probe entry")
            // After the next write, the directory is wholly old or wholly new: an
            // interrupted multi-file change is undone from its journal.
            var recovered = Files(view: disk.currentView())
            if let index = recovered.logLines.firstIndex(of: LogFile.line(for: probe)) {
                recovered.logLines.remove(at: index)
            }
            #expect(recovered == old || recovered == new, "\(label): after the next write: \(recovered)")
            let leftovers = disk.currentView().keys.filter { path in
                path.hasPrefix(data + "/") && !path.hasPrefix(data + "/.backup")
                    && ![data + "/habits", data + "/log", data + "/config", data + "/rejects", data + "/.lock"]
                        .contains(path)
            }
            #expect(leftovers.isEmpty, "\(label): left behind after the next write: \(leftovers.sorted())")
        } catch {
            Issue.record("\(label): the next write failed: \(error)")
        }
        return files == old || files == new
    }

    // SimulatedDisk keeps its state in a Mutex, which macOS has from 15 on: on an older
    // macOS the runner reports this test as skipped.
    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: [true, false])
    func noAcknowledgedWriteIsLostAtAnyPowerLoss(directoryExists: Bool) throws {
        let views = try Self.cleanRun(directoryExists: directoryExists)
        let disk = SimulatedDisk(directories: directoryExists ? [Self.root, Self.data] : [Self.root])
        let store = Store(directory: Self.data, fileSystem: disk)
        var crashPoints = 0
        var halfDone = 0
        var tornAppends = 0
        for (index, step) in Self.steps.enumerated() {
            disk.startRecording()
            try step.run(store)
            let points = disk.takeCrashPoints()
            crashPoints += points.count
            for (call, view) in points.enumerated() {
                if let entry = view[Self.data + "/log"], let log = entry, let last = log.last, last != 10 {
                    tornAppends += 1
                }
                halfDone +=
                    Self.checkRecovery(
                        from: view, before: views[index], after: views[index + 1],
                        label: "power loss after call \(call) of '\(step.name)'") ? 0 : 1
            }
            // Once acknowledged, everything must be durable.
            #expect(
                Files(view: disk.durableView()) == Files(view: views[index + 1]),
                "'\(step.name)' returned before its data was durable")
        }
        ReliabilitySummary.record(
            "power-loss (\(directoryExists ? "existing" : "new") data dir): \(Self.steps.count) operations, "
                + "\(crashPoints) crash points (\(tornAppends) with a torn append), every acknowledged write kept, "
                + "files parse and the next write succeeds (torn lines moved to rejects); "
                + "\(halfDone) points inside a two-file change (each file old or new, the whole change undone "
                + "from the journal by the next write)")
    }

    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: [Fault.Persistence.once, .fromThenOn])
    func anInjectedIOErrorLeavesFilesOldOrNew(mode: Fault.Persistence) throws {
        let views = try Self.cleanRun(directoryExists: true)
        var runs = 0
        var failed = 0
        var unchanged = 0
        var updated = 0
        var mixed = 0
        for (index, step) in Self.steps.enumerated() {
            let clean = Self.disk(restoring: views[index])
            try step.run(Store(directory: Self.data, fileSystem: clean))
            let calls = clean.callCount
            for k in 1...calls {
                let disk = Self.disk(restoring: views[index])
                disk.inject(Fault(call: k, mode))
                let label = "'\(step.name)' with call \(k) of \(calls) failing \(mode)"
                runs += 1
                do {
                    try step.run(Store(directory: Self.data, fileSystem: disk))
                } catch let error as StoreError {
                    failed += 1
                    #expect(error.isIOFailure, "\(label): \(error)")
                    #expect(error.description.contains("'\(Self.data)"), "\(label): message names no path: \(error)")
                } catch {
                    Issue.record("\(label): unexpected error \(error)")
                }
                disk.clearFault()
                let now = Files(view: disk.currentView())
                let before = Files(view: views[index])
                let after = Files(view: views[index + 1])
                if now == before {
                    unchanged += 1
                } else if now == after {
                    updated += 1
                } else {
                    mixed += 1
                    // A fault that persists can also stop the undo of a multi-file change;
                    // a single fault never may.
                    #expect(mode == .fromThenOn, "\(label): files are neither old nor new: \(now)")
                }
                Self.checkRecovery(
                    from: disk.currentView(), before: views[index], after: views[index + 1], label: label)
            }
        }
        ReliabilitySummary.record(
            "fault-injection (store, \(mode == .once ? "one call fails" : "every call fails from the k-th")): "
                + "\(runs) runs, \(failed) exit 74, \(unchanged) unchanged, \(updated) fully updated, "
                + "\(mixed) with a two-file change half done until the next write undid it from the journal")
    }
}
