/// The hybrid logical clock every device file is stamped by (docs/sync.md, "Stamps"): a
/// new line's stamp is later than the wall clock's reading and later than every stamp the
/// device has read, so a change made after seeing another folds after it whatever the
/// two machines' clocks say.
package enum HybridClock {
    /// How far ahead of this machine's clock a stamp read may be and still move the clock
    /// on: one day. A stamp further ahead (a device whose clock is wrong by months) is
    /// still folded in its place, but never drags every later stamp after it.
    package static let toleranceMilliseconds: Int64 = 86_400_000

    /// The stamp of the next line a device writes: `now` when it is later than every stamp
    /// read, else one step after the latest stamp read (the same millisecond, the next
    /// counter).
    /// - Parameters:
    ///   - now: the wall clock, milliseconds since 1970-01-01T00:00Z.
    ///   - latest: the latest stamp the device has read in any device file, if any.
    package static func next(now: Int64, after latest: Stamp?) -> Stamp {
        let wall = Stamp(milliseconds: now)
        guard let latest, latest >= wall, !isFarAhead(latest, now: now) else { return wall }
        return Stamp(milliseconds: latest.milliseconds, counter: latest.counter + 1)
    }

    /// Whether `stamp` lies more than `toleranceMilliseconds` after `now`.
    package static func isFarAhead(_ stamp: Stamp, now: Int64) -> Bool {
        stamp.milliseconds - now > toleranceMilliseconds
    }
}
