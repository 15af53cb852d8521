/// Repeated timings of one measured thing, with their peak memory.
struct Samples: Sendable {
    var nanoseconds: [UInt64] = []
    var peakBytes: [Int] = []
    /// User plus system CPU time of each run (process runs only).
    var cpuNanoseconds: [UInt64] = []
    /// Set when a run exited with an unexpected status; the samples are then not used.
    var failure: Int32?
    /// Why the command was left out when its exit status was fine (its output was wrong).
    var failureReason: String?

    var isEmpty: Bool { nanoseconds.isEmpty }

    /// The median in milliseconds (the mean of the middle two for an even count).
    var medianMilliseconds: Double { Samples.median(nanoseconds.map { Double($0) / 1e6 }) }
    var minMilliseconds: Double { Double(nanoseconds.min() ?? 0) / 1e6 }
    var maxMilliseconds: Double { Double(nanoseconds.max() ?? 0) / 1e6 }
    /// The median of the runs' peaks, in MiB; `nil` for in-process timings.
    var medianPeakMiB: Double? {
        peakBytes.isEmpty ? nil : Samples.median(peakBytes.map { Double($0) / 1_048_576 })
    }
    /// The largest peak seen, in MiB.
    var maxPeakMiB: Double? {
        peakBytes.max().map { Double($0) / 1_048_576 }
    }

    mutating func add(_ sample: ProcessSample) {
        nanoseconds.append(sample.nanoseconds)
        peakBytes.append(sample.peakBytes)
        cpuNanoseconds.append(sample.cpuNanoseconds)
    }

    /// The median CPU time in milliseconds; `nil` for in-process timings.
    var medianCPUMilliseconds: Double? {
        cpuNanoseconds.isEmpty ? nil : Samples.median(cpuNanoseconds.map { Double($0) / 1e6 })
    }

    /// The median of `numerator`'s wall time over `denominator`'s, run by run: both were
    /// timed in the same interleaved rounds, one sample a round from the first, so run
    /// `i` of each fell in round `i`. `nil` when either has no runs.
    static func pairedRatio(_ numerator: Samples, over denominator: Samples) -> Double? {
        let ratios = zip(numerator.nanoseconds, denominator.nanoseconds).map { Double($0) / Double($1) }
        return ratios.isEmpty ? nil : median(ratios)
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
