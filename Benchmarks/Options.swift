#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The benchmark's command line.
///
///     habit-bench [--json] [--quick] [--rounds N] [--sizes small,medium,rolling,large]
///                 [--habit PATH] [--harsh PATH] [--today YYYY-MM-DD] [--keep] [--in-process]
///                 [--wide]
struct Options {
    var json = false
    var quick = false
    /// Rounds on the 100-habit set; the 10-habit set gets as many, the 1,000-habit set
    /// a third (at least 5).
    var rounds = 21
    var sizes: [DataSetSize] = [.small, .medium, .rolling, .large]
    var habitPath: String
    /// A harsh binary to time on the same history (10- and 100-habit sets); `nil`: not
    /// measured.
    var harshPath: String?
    var today = "2026-11-21"
    var keep = false
    /// Only the in-process timings (for profiling the libraries).
    var inProcessOnly = false
    /// Only the wide data sets (`WideBenchmarks`): 10,000 and 100,000 habits.
    var wide = false

    static let usage = """
        usage: habit-bench [--json] [--quick] [--rounds N] [--sizes small,medium,rolling,large]
                           [--habit PATH] [--harsh PATH] [--today YYYY-MM-DD] [--keep] [--in-process]
                           [--wide]
          --json      print machine-readable results instead of the table
          --quick     3 rounds, small and medium sets only (a smoke test)
          --rounds N  interleaved rounds on the 100-habit set (default 21)
          --habit     the habit binary (default: 'habit' beside this program)
          --harsh     a harsh binary: also time harsh log, todo and log stats on the same
                      history (10- and 100-habit sets) and print harsh ÷ habit ratios
          --keep      keep the generated data directories and print where they are
          --in-process  only the in-process timings (parser, fold, engine), for profiling
          --wide      only the wide sets: 10,000 and 100,000 habits (a 5M-line log), timing
                      skip --all, check of 1,000 ids, rename, verify and export (minutes)
        """

    init(arguments: [String]) throws(BenchError) {
        habitPath = Options.siblingBinary(of: arguments.first ?? "habit-bench")
        var rest = arguments.dropFirst()[...]
        func value(_ flag: String) throws(BenchError) -> String {
            guard let next = rest.popFirst() else { throw .usage("missing value for \(flag)\n\(Options.usage)") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": json = true
            case "--quick":
                quick = true
                rounds = 3
                sizes = [.small, .medium]
            case "--keep": keep = true
            case "--in-process": inProcessOnly = true
            case "--wide": wide = true
            case "--rounds":
                let text = try value(argument)
                guard let n = Int(text), n > 0 else { throw .usage("invalid --rounds '\(text)'") }
                rounds = n
            case "--habit": habitPath = try value(argument)
            case "--harsh": harshPath = try value(argument)
            case "--today": today = try value(argument)
            case "--sizes":
                let text = try value(argument)
                var chosen: [DataSetSize] = []
                for name in text.split(separator: ",") {
                    switch name {
                    case "small": chosen.append(.small)
                    case "medium": chosen.append(.medium)
                    case "large": chosen.append(.large)
                    case "rolling": chosen.append(.rolling)
                    default: throw .usage("unknown size '\(name)': expected small, medium, rolling or large")
                    }
                }
                sizes = chosen
            case "-h", "--help": throw .usage(Options.usage)
            default: throw .usage("unknown option '\(argument)'\n\(Options.usage)")
            }
        }
    }

    /// Interleaved rounds for a data set of `size`.
    func rounds(for size: DataSetSize) -> Int {
        size.habits >= 1000 ? max(5, rounds / 3) : rounds
    }

    /// Repetitions of an in-process timing.
    func inProcessRuns(for rounds: Int) -> Int { max(5, rounds) }

    /// `habit` in the directory of this program (`.build/release/habit` when run with
    /// `swift run -c release habit-bench`).
    static func siblingBinary(of program: String) -> String {
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let path = realpath(program, &resolved) != nil ? FileWriter.string(fromCString: resolved) : program
        guard let slash = path.lastIndex(of: "/") else { return "./habit" }
        return String(path[..<slash]) + "/habit"
    }
}
