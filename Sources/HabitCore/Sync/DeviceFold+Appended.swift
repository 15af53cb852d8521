/// Lines appended to device files after a fold, folded on from it (docs/performance.md,
/// "The device checkpoint"). The fold orders every line by stamp, then device, then line,
/// and a habit's history is the fold of its entries in that order under the habit as it
/// stands (whatever the order of its changes). When each new line is an entry naming a
/// live habit's key, stamped after that habit's last entry folded (no change, setting,
/// answer, line without a stamp or problem), the fold they add to changes in one way
/// only: each such habit's entries are followed by its new ones, in that order, and the
/// latest stamp moves on.
extension DeviceFold {
    /// An entry line appended after a fold: the key it names, the entry, and its stamp.
    package struct Appended {
        package var key: HabitKey
        package var entry: Entry
        package var stamp: Stamp
    }

    /// The lines of `tails` — the bytes appended to device files since a fold — in the
    /// fold's order, when every one is an entry with a key of `stamps` stamped after the
    /// stamp it has there, and none far ahead of `now`; `nil` when any is not (the whole
    /// fold is then needed).
    /// - Parameters:
    ///   - tails: each device's appended bytes; only whole lines count.
    ///   - names: every device file's name (not only those with a tail): the fold's device order.
    ///   - stamps: for each live habit's key, the stamp of its last entry in the fold the
    ///     lines are appended to (`.zero` for one without entries).
    ///   - now: this machine's clock, in milliseconds.
    /// - Returns: the entries in the fold's order, or `nil`.
    package static func appended(
        _ tails: [DeviceFile], names: [String], after stamps: [HabitKey: Stamp], now: Int64?
    ) -> [Appended]? {
        var lines = FoldLines()
        var state = DerivedState()
        read(tails, names: names.sorted(), into: &lines, state: &state, now: now)
        guard state.problems.isEmpty, state.reports.isEmpty, lines.changes.isEmpty, lines.answers.isEmpty else {
            return nil
        }
        var appended: [Appended] = []
        for slot in lines.takeOrder() {
            let place = lines.entryKeys[Int(slot.item)]
            guard place >= 0, let last = stamps[lines.keys[Int(place)]], slot.stamp > last else { return nil }
            appended.append(
                Appended(key: lines.keys[Int(place)], entry: lines.entries[Int(slot.item)], stamp: slot.stamp))
        }
        return appended
    }
}
