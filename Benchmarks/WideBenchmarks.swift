import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `habit-bench --wide`: many habits and a long log, for the commands whose work grows
/// with the number of ids or lines (docs/performance.md, "Wide data sets"): `skip --all`,
/// `check` of 1,000 ids, `rename`, `verify` and `export`, each timed and its peak memory
/// taken, on 10,000 and 100,000 daily habits with `daysPerHabit` done days each (the
/// larger set: a 5M-line log). Not part of the default run: generating and reading the
/// large set takes minutes.
struct WideBenchmarks {
    let habitPath: String
    let today: Day
    let rounds: Int
    /// Habit counts measured.
    var sizes = [10_000, 100_000]
    static let daysPerHabit = 50

    /// One command's figures on one size.
    struct Row {
        var habits: Int
        var logLines: Int
        var logBytes: Int
        var label: String
        var medianMilliseconds: Double
        var peakMiB: Double?
    }

    func run(root: String) throws(BenchError) -> [Row] {
        var rows: [Row] = []
        for habits in sizes {
            let directory = root + "/wide-\(habits)"
            guard mkdir(directory, 0o700) == 0 else { throw .io(directory, errno: errno) }
            let (lines, bytes) = try write(habits: habits, into: directory)
            StandardError.write("wide \(habits): \(lines) log lines, \(bytes / 1_048_576) MiB\n")
            let common = ["--data-dir", directory, "--today", today.description]
            let ids = (0..<min(1000, habits)).map { "h\($0)" }
            // Each round alternates the rename, so every round renames.
            let commands: [(String, (Int) -> [String])] = [
                ("habit skip --all --force", { _ in common + ["skip", "--all", "--force"] }),
                ("habit check (1,000 ids)", { _ in common + ["check"] + ids }),
                (
                    "habit rename",
                    { round in common + (round % 2 == 0 ? ["rename", "h5", "h5x"] : ["rename", "h5x", "h5"]) }
                ),
                ("habit verify", { _ in common + ["verify"] }),
                ("habit export", { _ in common + ["export", "--format", "csv"] }),
            ]
            var round = 0
            for (label, arguments) in commands {
                var times: [UInt64] = []
                for _ in 0..<rounds {
                    let sample = try ProcessRunner.run(
                        habitPath, arguments(round), environment: Runner.environment(dataDirectory: directory))
                    round += 1
                    guard sample.status == 0 else { throw .usage("\(label) exited \(sample.status)") }
                    times.append(sample.nanoseconds)
                }
                let peak = try ProcessRunner.peakMemory(
                    habitPath, arguments(round), environment: Runner.environment(dataDirectory: directory),
                    scratch: root)
                round += 1
                times.sort()
                rows.append(
                    Row(
                        habits: habits, logLines: lines, logBytes: bytes, label: label,
                        medianMilliseconds: Double(times[times.count / 2]) / 1_000_000,
                        peakMiB: peak.map { Double($0) / 1_048_576 }))
            }
        }
        return rows
    }

    /// `habits` daily check habits `h0`, `h1`, … and a log of `daysPerHabit` done days
    /// each, day by day; returns the log's lines and bytes.
    private func write(habits: Int, into directory: String) throws(BenchError) -> (Int, Int) {
        let first = today.adding(-Self.daysPerHabit)
        var habitsText: [UInt8] = []
        for index in 0..<habits {
            habitsText += Array("h\(index) every=daily since=\(first) name=h\(index)\n".utf8)
        }
        try FileWriter.write(habitsText, to: directory + "/habits")
        var log: [UInt8] = []
        log.reserveCapacity(habits * Self.daysPerHabit * 18)
        for offset in 0..<Self.daysPerHabit {
            let day = Array("\(first.adding(offset)) h".utf8)
            for index in 0..<habits {
                log += day
                log += Array(String(index).utf8)
                log.append(UInt8(ascii: "\n"))
            }
        }
        try FileWriter.write(log, to: directory + "/log")
        try FileWriter.write([], to: directory + "/config")
        return (habits * Self.daysPerHabit, log.count)
    }

    /// The rows as a table.
    static func render(_ rows: [Row]) -> String {
        var out = "| habits | log lines | log MiB | command | median ms | peak MiB |\n|---|---|---|---|---|---|\n"
        for row in rows {
            let peak = row.peakMiB.map { String(Int($0.rounded())) } ?? "–"
            out +=
                "| \(row.habits) | \(row.logLines) | \(row.logBytes / 1_048_576) | \(row.label) | "
                + "\(Int(row.medianMilliseconds.rounded())) | \(peak) |\n"
        }
        return out
    }
}
