/// One promise from the performance targets, checked against a run's results.
struct Target: Sendable {
    var label: String
    var limit: Double
    var value: Double?
    /// Unit of `limit` and `value` for display: `ms`, `MiB`, `x`, `M/s`.
    var unit: String
    /// Whether larger is better (throughput) rather than smaller (time, memory, ratios).
    var atLeast = false

    var met: Bool? {
        guard let value else { return nil }
        return atLeast ? value >= limit : value <= limit
    }

    /// The project's targets (docs/performance.md, "Targets"), evaluated on `results`.
    static func evaluate(_ results: Results) -> [Target] {
        var targets: [Target] = []
        let medium = results.result(.medium)
        let large = results.result(.large)
        let wc = medium?.samples("wc").map(\.medianMilliseconds)
        let wcCPU = medium?.samples("wc")?.medianCPUMilliseconds
        // A read's medians over `wc -l`'s, wall clock and CPU time: within 10 times.
        func overWC(_ label: String, _ samples: Samples?) -> [Target] {
            let ms = samples?.medianMilliseconds
            let cpu = samples?.medianCPUMilliseconds
            return [
                Target(
                    label: label + ": ÷ wc -l", limit: 10, value: ms.flatMap { ms in wc.map { ms / $0 } }, unit: "x"),
                Target(
                    label: label + ": ÷ wc -l, cpu time", limit: 10, value: cpu.flatMap { c in wcCPU.map { c / $0 } },
                    unit: "x"),
            ]
        }
        for key in ["list", "show", "status", "report"] {
            let samples = medium?.samples(key).flatMap { $0.isEmpty ? nil : $0 }
            targets.append(
                Target(label: "100x10y \(key): peak memory", limit: 32, value: samples?.maxPeakMiB, unit: "MiB"))
            targets += overWC("100x10y \(key)", samples)
            if let large {
                // Side by side: each round's 1,000-habit time over its 100-habit time.
                let ratio = large.samples(key).flatMap { l in samples.flatMap { Samples.pairedRatio(l, over: $0) } }
                targets.append(Target(label: "1000x10y \(key): ÷ 100x10y", limit: 11, value: ratio, unit: "x"))
            }
        }
        // The first read with a cache directory: the cold read, and the checkpoint written.
        targets += overWC("100x10y list, first read", medium?.samples("list-first").flatMap { $0.isEmpty ? nil : $0 })
        // docs/performance.md: at least 20 times faster than harsh on the same history.
        // With a current checkpoint, at least 100 times. The value is harsh's median divided
        // by habit's.
        let pairs = [
            ("list", "list", "harsh-log", 20.0), ("status", "status", "harsh-todo", 20),
            ("report", "report", "harsh-stats", 20), ("list, checkpoint", "list-checkpoint", "harsh-log", 100),
            ("status, checkpoint", "status-checkpoint", "harsh-todo", 100),
        ]
        for (name, key, harshKey, limit) in pairs {
            let pair = medium?.comparison(of: key, with: harshKey)
            let label = "100x10y \(name) vs " + (pair?.other.label ?? "harsh")
            targets.append(Target(label: label, limit: limit, value: pair?.ratio, unit: "x", atLeast: true))
        }
        let check = medium?.samples("check").flatMap { $0.isEmpty ? nil : $0 }?.medianMilliseconds
        let fsync = medium?.fsync.medianMilliseconds
        targets.append(
            Target(
                label: "100x10y check: wall - one fsync", limit: 10,
                value: check.flatMap { c in fsync.map { c - $0 } }, unit: "ms"))
        return targets
    }
}
