import Foundation
import HabitCore

/// Why a call of the `Date` API (`StreakCalculator`, `Engine.analyze(schedule:…)`,
/// `Engine.series(schedule:…)`) was refused. Nothing is ever mapped silently to a
/// default day or week start (docs/library.md).
public enum EngineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A date that is not a finite instant (NaN or infinite seconds), so no zone can place
    /// it: its `timeIntervalSince1970`. (Such a `Date` cannot even describe itself.)
    case unplaceableDate(secondsSince1970: Double)
    /// A date whose civil day in the zone (its identifier is given) lies outside
    /// 0001-01-01 … 9999-12-31, the days `habit` knows: its `timeIntervalSince1970`.
    case dateOutOfRange(secondsSince1970: Double, zone: String)
    /// A span that reaches a day outside 0001-01-01 … 9999-12-31: (the argument's name,
    /// its value).
    case spanOutOfRange(String, Int)
    /// A count that must be zero or more: (the argument's name, its value).
    case negativeCount(String, Int)
    /// `Calendar.firstWeekday` outside 1 (Sunday) … 7 (Saturday).
    case invalidFirstWeekday(Int)
    /// A schedule and goal that `habit` refuses together, or a goal it refuses
    /// (a zero at-least target, a bad unit): the same rule and message as the CLI's.
    case invalidHabit(ValueError)

    /// The message, lower-case, with the offending value in single quotes.
    public var description: String {
        switch self {
        case .unplaceableDate(let seconds):
            "cannot place the date '\(seconds)' (seconds since 1970) on a day: not a finite instant"
        case .dateOutOfRange(let seconds, let zone):
            "the date '\(seconds)' (seconds since 1970) falls outside 0001-01-01…9999-12-31 in zone '\(zone)'"
        case .spanOutOfRange(let name, let value):
            "\(name) '\(value)' reaches a day outside 0001-01-01…9999-12-31"
        case .negativeCount(let name, let value):
            "invalid \(name) '\(value)': expected 0 or more"
        case .invalidFirstWeekday(let value):
            "invalid first weekday '\(value)': expected 1 (Sunday) to 7 (Saturday)"
        case .invalidHabit(let error):
            error.description
        }
    }
}
