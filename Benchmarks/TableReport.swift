/// The human-readable result: data sets, one block of timings per data set, targets.
enum TableReport {
    static func render(_ results: Results) -> String {
        var out = "habit-bench: release binary run as a whole process, --today \(results.today), "
        out += "\(results.cpus) CPUs\n"
        out += "medians over interleaved rounds; ×wc = median ÷ median of `wc -l log` in the same rounds;\n"
        out += "÷100x10y = median of each round's time ÷ the same command's on 100x10y in that round;\n"
        out += "cpu = median user+system CPU time of the command (wall time also includes waiting for a CPU)\n"
        out += "peak memory: \(results.peakMethod)\n\n"
        out += row(
            ["data set", "habits", "years", "log lines", "log MiB", "habit-days", "rounds"],
            widths: [10, 7, 6, 11, 8, 11, 7])
        for result in results.dataSets {
            let set = result.dataSet
            out += row(
                [
                    set.label, "\(set.habitCount)", "\(set.years)", grouped(set.logLines),
                    fixed(Double(set.logBytes) / 1_048_576, 2), grouped(set.habitDays), "\(result.rounds)",
                ],
                widths: [10, 7, 6, 11, 8, 11, 7])
            if let harsh = result.harshData {
                out += row(
                    [
                        "  as harsh", "\(harsh.habitCount)", "\(set.years)", grouped(harsh.logLines),
                        fixed(Double(harsh.logBytes) / 1_048_576, 2), "", "\(result.rounds)",
                    ],
                    widths: [10, 7, 6, 11, 8, 11, 7])
            }
        }
        let medium = results.result(.medium)
        for result in results.dataSets {
            out +=
                "\n"
                + row(
                    ["\(result.dataSet.label)", "median", "min", "max", "cpu", "×wc", "peak MiB", "÷100x10y"],
                    widths: [26, 9, 9, 9, 8, 7, 9, 9])
            let wc = result.samples("wc")?.medianMilliseconds ?? 0
            for (command, samples) in result.commands {
                guard samples.failure == nil, !samples.isEmpty else {
                    let why = samples.failureReason ?? "exit \(samples.failure ?? -1)"
                    out += row([command.label, why], widths: [26, 9])
                    continue
                }
                let ms = samples.medianMilliseconds
                var scale = ""
                if result.dataSet.label == DataSetSize.large.label,
                    let base = medium?.samples(command.key), base.failure == nil,
                    let ratio = Samples.pairedRatio(samples, over: base)
                {
                    scale = fixed(ratio, 1) + "x"
                }
                out += row(
                    [
                        command.label, fixed(ms, 2), fixed(samples.minMilliseconds, 2),
                        fixed(samples.maxMilliseconds, 2),
                        samples.medianCPUMilliseconds.map { fixed($0, 2) } ?? "",
                        wc > 0 ? fixed(ms / wc, 2) : "", samples.medianPeakMiB.map { fixed($0, 1) } ?? "", scale,
                    ],
                    widths: [26, 9, 9, 9, 8, 7, 9, 9])
            }
            out += row(
                [
                    "fsync append (in process)", fixed(result.fsync.medianMilliseconds, 2),
                    fixed(result.fsync.minMilliseconds, 2), fixed(result.fsync.maxMilliseconds, 2),
                ],
                widths: [26, 9, 9, 9])
            for timing in result.inProcess {
                out += row(
                    [
                        timing.label, fixed(timing.samples.medianMilliseconds, 2),
                        fixed(timing.samples.minMilliseconds, 2), fixed(timing.samples.maxMilliseconds, 2),
                        "  " + fixed(timing.perSecond / 1e6, 1) + " M \(timing.unit)/s",
                    ],
                    widths: [26, 9, 9, 9, 0])
            }
        }
        out += harsh(results)
        out += "\ntargets\n"
        for target in Target.evaluate(results) {
            let value = target.value.map { fixed($0, target.unit == "M habit-days/s" ? 1 : 2) } ?? "n/a"
            let verdict = target.met.map { $0 ? "ok" : "MISSED" } ?? "not measured"
            let relation = target.atLeast ? "≥" : "≤"
            out += row(
                ["  " + target.label, "\(value) \(target.unit)", "(\(relation) \(fixed(target.limit, 0)))", verdict],
                widths: [38, 22, 10, 0], leftAligned: true)
        }
        return out
    }

    /// The block comparing `habit` with harsh, or a line saying harsh was not measured.
    static func harsh(_ results: Results) -> String {
        guard let run = results.harsh else { return "\nharsh: not measured (pass --harsh PATH to compare)\n" }
        var out = "\nagainst harsh: \(run.version) (\(run.path)), today from the clock: \(run.machineDate)\n"
        out += "ratio = harsh median ÷ habit median in the same rounds (docs/performance.md: at least 20x)\n"
        // Command columns left-aligned, numbers right-aligned.
        func line(_ cells: [String]) -> String {
            let widths = [10, 22, 9, 2, 18, 9, 8, 10]
            var text = ""
            for (index, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: max(0, widths[index] - cell.count))
                text += [0, 1, 4].contains(index) ? cell + padding : padding + cell
            }
            while text.hasSuffix(" ") { text.removeLast() }
            return text + "\n"
        }
        out += line(["data set", "habit", "median", "", "harsh", "median", "ratio", "cpu ratio"])
        var any = false
        for result in results.dataSets {
            for pair in result.comparisons {
                any = true
                out += line([
                    result.dataSet.label, pair.habit.label, fixed(pair.habitSamples.medianMilliseconds, 2), "",
                    pair.other.label, fixed(pair.otherSamples.medianMilliseconds, 2), fixed(pair.ratio, 1) + "x",
                    pair.cpuRatio.map { fixed($0, 1) + "x" } ?? "",
                ])
            }
        }
        if !any { out += "(no harsh command ran on these data sets)\n" }
        return out
    }

    /// Columns right-aligned to `widths` (the first left-aligned); a width of 0 means as is.
    /// A cell wider than its column pushes the rest of the row to the right.
    static func row(_ cells: [String], widths: [Int], leftAligned: Bool = false) -> String {
        var line = ""
        for (index, cell) in cells.enumerated() {
            let width = index < widths.count ? widths[index] : 0
            let padding = String(repeating: " ", count: max(0, width - cell.count))
            if index == 0 || leftAligned {
                line += cell + padding
            } else {
                // A number wider than its column still stays apart from the one before.
                if width > 0, cell.count >= width, !line.isEmpty, !line.hasSuffix(" ") { line += " " }
                line += padding + cell
            }
            if leftAligned { line += " " }
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line + "\n"
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(Int(rounded.rounded(.towardZero)))"
        if rounded < 0, Int(rounded.rounded(.towardZero)) == 0 { text = "-" + text }
        guard digits > 0 else { return text }
        let fraction = Int((abs(rounded) * scale).rounded()) % Int(scale)
        var fractionText = "\(fraction)"
        while fractionText.count < digits { fractionText = "0" + fractionText }
        return text + "." + fractionText
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
