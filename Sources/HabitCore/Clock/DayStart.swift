/// The time of day at which a new day begins for the user (docs/cli.md, "Time"): with `04:00`,
/// 02:30 on Nov 22 still belongs to Nov 21. The default is midnight. A day start is a time of
/// day like any other (`TimeOfDay`): one type, one parser, one way of writing it.
package typealias DayStart = TimeOfDay
