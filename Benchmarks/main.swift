#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `habit-bench`: generates data sets and times the release `habit` binary on them.
/// See docs/performance.md.
do {
    let options = try Options(arguments: CommandLine.arguments)
    let results = try Runner(options: options).run()
    print(options.json ? JSONReport.render(results) : TableReport.render(results), terminator: "")
} catch {
    StandardError.write("habit-bench: \(error)\n")
    if case .usage = error { exit(64) }
    exit(1)
}
