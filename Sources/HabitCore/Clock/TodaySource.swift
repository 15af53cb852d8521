import Foundation

/// What today is worked out from, as the command line has it (`--today`, the
/// environment, the instant the run started): the store works today out from it and the
/// `config` it reads, once a read (`Snapshot.today`), and reads no clock of its own
/// (docs/cli.md, "Time").
package struct TodaySource: Sendable {
    package var option: String?
    package var environment: [String: String]
    package var now: Date

    package init(option: String?, environment: [String: String], now: Date) {
        self.option = option
        self.environment = environment
        self.now = now
    }

    /// Today's civil date under `config`: `--today` > `HABIT_TODAY` > the clock in the
    /// configured zone.
    package func today(config: Config) throws(ClockError) -> Day {
        try Clock.resolveToday(option: option, environment: environment, config: config, now: now)
    }
}

/// What a `TodaySource` answered for one read: today, or why it could not tell. Its own
/// type rather than `Result<Day, ClockError>`: making that generic type at run time
/// searches every protocol conformance in the binary for `ClockError: Error`, on every
/// command (docs/performance.md, "Where the time goes").
package enum TodayAnswer: Sendable {
    case day(Day)
    case failure(ClockError)

    /// What `source` answers under `config`.
    init(_ source: TodaySource, config: Config) {
        do throws(ClockError) {
            self = .day(try source.today(config: config))
        } catch {
            self = .failure(error)
        }
    }

    /// Today, or the reason there is none.
    package func get() throws(ClockError) -> Day {
        switch self {
        case .day(let day): return day
        case .failure(let error): throw error
        }
    }

    /// Today, or `nil` when the source could not tell.
    var day: Day? {
        if case .day(let day) = self { return day }
        return nil
    }
}
