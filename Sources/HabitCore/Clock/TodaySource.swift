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
