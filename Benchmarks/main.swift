import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `habit-bench`: generates data sets and times the release `habit` binary on them.
/// See docs/performance.md.
do {
    let options = try Options(arguments: CommandLine.arguments)
    if options.wide {
        let root = try FileWriter.temporaryDirectory(prefix: "habit-bench-wide")
        let today = Day(options.today) ?? Day(number: 0)
        let rows: Result<[WideBenchmarks.Row], BenchError>
        do throws(BenchError) {
            rows = .success(
                try WideBenchmarks(habitPath: options.habitPath, today: today, rounds: options.quick ? 1 : 3)
                    .run(root: root))
        } catch {
            rows = .failure(error)
        }
        if !options.keep { FileWriter.removeTree(root) }
        print(WideBenchmarks.render(try rows.get()), terminator: "")
        exit(0)
    }
    let results = try Runner(options: options).run()
    print(options.json ? JSONReport.render(results) : TableReport.render(results), terminator: "")
} catch {
    StandardError.write("habit-bench: \(error)\n")
    if case .usage = error { exit(64) }
    exit(1)
}
