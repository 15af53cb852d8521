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
                if let failure = samples.failure {
                    fields.append("\"exit_status\": \(failure)")
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
            sets.append(
                """
                    {"label": \(string(set.label)), "habits": \(set.habitCount), "years": \(set.years), \
                "log_lines": \(set.logLines), "log_bytes": \(set.logBytes), "habit_days": \(set.habitDays), \
                "rounds": \(result.rounds),
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
             "data_sets": [
            \(sets.joined(separator: ",\n"))
             ],
             "targets": [
              \(targets.joined(separator: ",\n  "))
             ]}

            """
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
