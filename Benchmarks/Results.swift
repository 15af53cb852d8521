/// Everything one benchmark run measured.
struct Results: Sendable {
    /// What was measured on one data set.
    struct DataSetResult: Sendable {
        var dataSet: DataSet
        var rounds: Int
        /// Per command key, in `BenchCommand.all` order.
        var commands: [(command: BenchCommand, samples: Samples)]
        /// `open(O_APPEND)`, one line, `fsync`, `close` on the same file system, in process.
        var fsync: Samples
        var inProcess: [InProcessResult]
        /// The same history in harsh's format, when harsh was measured on this set.
        var harshData: HarshDataSet? = nil

        func samples(_ key: String) -> Samples? {
            commands.first { $0.command.key == key }?.samples
        }

        /// Each measured command of another program beside the `habit` command it is
        /// compared with, when both ran without failure.
        var comparisons: [Comparison] {
            commands.compactMap { other in
                other.command.comparedWith.flatMap { comparison(of: $0, with: other.command.key) }
            }
        }

        /// The `habit` command `habitKey` beside another program's command `otherKey`, when
        /// both were measured and ran without failure.
        func comparison(of habitKey: String, with otherKey: String) -> Comparison? {
            let measured = { (key: String) in
                self.commands.first { $0.command.key == key && $0.samples.failure == nil && !$0.samples.isEmpty }
            }
            guard let own = measured(habitKey), let other = measured(otherKey) else { return nil }
            return Comparison(
                habit: own.command, habitSamples: own.samples, other: other.command, otherSamples: other.samples)
        }
    }

    /// A `habit` command and another program's command that shows the same kind of view.
    struct Comparison: Sendable {
        var habit: BenchCommand
        var habitSamples: Samples
        var other: BenchCommand
        var otherSamples: Samples

        /// The other program's median wall time divided by habit's.
        var ratio: Double { otherSamples.medianMilliseconds / habitSamples.medianMilliseconds }
        /// The same for the median CPU time.
        var cpuRatio: Double? {
            guard let own = habitSamples.medianCPUMilliseconds, own > 0,
                let other = otherSamples.medianCPUMilliseconds
            else { return nil }
            return other / own
        }
    }

    /// The harsh binary `--harsh` compared against.
    struct HarshRun: Sendable {
        var path: String
        /// What `harsh --version` printed.
        var version: String
        /// The machine's date (UTC) when the run started: harsh takes "today" from the
        /// clock, while the data sets end at `--today`.
        var machineDate: String
    }

    var today: String
    var habitPath: String
    var cpus: Int
    /// How peak memory was measured.
    var peakMethod: String
    var dataSets: [DataSetResult]
    /// Set when harsh was measured (`--harsh`).
    var harsh: HarshRun? = nil

    /// The result for `size`, if it was run.
    func result(_ size: DataSetSize) -> DataSetResult? {
        dataSets.first { $0.dataSet.label == size.label }
    }
}

/// An in-process timing: what ran, over how much work, how long it took.
struct InProcessResult: Sendable {
    var label: String
    var key: String
    var samples: Samples
    /// Units of work per run and their name (`lines`, `habit-days`).
    var work: Int
    var unit: String

    /// Work units per second at the median time.
    var perSecond: Double {
        let ms = samples.medianMilliseconds
        return ms > 0 ? Double(work) / (ms / 1000) : 0
    }
}
