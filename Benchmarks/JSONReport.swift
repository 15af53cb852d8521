/// The machine-readable result (`--json`): one JSON document, snake_case keys,
/// times in milliseconds, memory in MiB.
enum JSONReport {
    static func render(_ results: Results) -> String {
        var sets: [String] = []
        for result in results.dataSets {
            let set = result.dataSet
            var commands: [String] = []
            let wc = result.samples("wc")?.medianMilliseconds ?? 0
            for (command, samples) in result.commands {
                var fields = [
                    "\"key\": \(string(command.key))", "\"command\": \(string(command.label))",
                    "\"floor\": \(command.isFloor)",
                ]
                if let compared = command.comparedWith { fields.append("\"compared_with\": \(string(compared))") }
                if let failure = samples.failure {
                    fields.append("\"exit_status\": \(failure)")
                    if let reason = samples.failureReason { fields.append("\"failure\": \(string(reason))") }
                } else {
                    fields += timing(samples)
                    fields.append("\"cpu_median_ms\": \(number(samples.medianCPUMilliseconds))")
                    fields.append("\"peak_mib\": \(number(samples.medianPeakMiB))")
                    fields.append("\"max_peak_mib\": \(number(samples.maxPeakMiB))")
                    fields.append("\"ratio_to_wc\": \(wc > 0 ? number(samples.medianMilliseconds / wc) : "null")")
                }
                commands.append("{" + fields.joined(separator: ", ") + "}")
            }
            var inProcess: [String] = []
            for timing in result.inProcess {
                inProcess.append(
                    "{\"key\": \(string(timing.key)), \"label\": \(string(timing.label)), "
                        + self.timing(timing.samples).joined(separator: ", ")
                        + ", \"work\": \(timing.work), \"unit\": \(string(timing.unit)), "
                        + "\"per_second\": \(number(timing.perSecond))}")
            }
            let harshData =
                result.harshData.map {
                    "{\"habits\": \($0.habitCount), \"log_lines\": \($0.logLines), \"log_bytes\": \($0.logBytes)}"
                } ?? "null"
            sets.append(
                """
                    {"label": \(string(set.label)), "habits": \(set.habitCount), "years": \(set.years), \
                "log_lines": \(set.logLines), "log_bytes": \(set.logBytes), "habit_days": \(set.habitDays), \
                "rounds": \(result.rounds), "harsh_data": \(harshData),
                     "commands": [
                      \(commands.joined(separator: ",\n      "))
                     ],
                     "fsync": {\(timing(result.fsync).joined(separator: ", "))},
                     "in_process": [\(inProcess.joined(separator: ", "))]}
                """)
        }
        var targets: [String] = []
        for target in Target.evaluate(results) {
            targets.append(
                "{\"target\": \(string(target.label)), \"limit\": \(number(target.limit)), "
                    + "\"value\": \(number(target.value)), \"unit\": \(string(target.unit)), "
                    + "\"met\": \(target.met.map { "\($0)" } ?? "null")}")
        }
        return """
            {"today": \(string(results.today)), "cpus": \(results.cpus), "peak_method": \(string(results.peakMethod)), "habit": \(string(results.habitPath)),
             "harsh": \(harsh(results)),
             "data_sets": [
            \(sets.joined(separator: ",\n"))
             ],
             "targets": [
              \(targets.joined(separator: ",\n  "))
             ]}

            """
    }

    /// harsh's binary and the harsh ÷ habit ratios, or `null` when harsh was not measured.
    private static func harsh(_ results: Results) -> String {
        guard let run = results.harsh else { return "null" }
        var pairs: [String] = []
        for result in results.dataSets {
            for pair in result.comparisons {
                pairs.append(
                    "{\"data_set\": \(string(result.dataSet.label)), \"habit_key\": \(string(pair.habit.key)), "
                        + "\"harsh_key\": \(string(pair.other.key)), \"harsh_command\": \(string(pair.other.label)), "
                        + "\"habit_median_ms\": \(number(pair.habitSamples.medianMilliseconds)), "
                        + "\"harsh_median_ms\": \(number(pair.otherSamples.medianMilliseconds)), "
                        + "\"ratio\": \(number(pair.ratio)), \"cpu_ratio\": \(number(pair.cpuRatio))}")
            }
        }
        return "{\"path\": \(string(run.path)), \"version\": \(string(run.version)), "
            + "\"machine_date\": \(string(run.machineDate)),\n  \"comparisons\": [\n   "
            + pairs.joined(separator: ",\n   ") + "]}"
    }

    private static func timing(_ samples: Samples) -> [String] {
        [
            "\"runs\": \(samples.nanoseconds.count)", "\"median_ms\": \(number(samples.medianMilliseconds))",
            "\"min_ms\": \(number(samples.minMilliseconds))", "\"max_ms\": \(number(samples.maxMilliseconds))",
        ]
    }

    private static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return TableReport.fixed(value, 3)
    }

    private static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 {
                    out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
