import Foundation

/// The instants at which "today" is checked in one zone: for every day of the range,
/// 30 s after the day's first instant, local noon and 30 s before the next day's first
/// instant; and around every change of UTC offset, 30 s and 1 s before it, the instant
/// itself and 30 s after.
///
/// Positions come from Foundation's idea of the zone. That only decides where to look:
/// each probe is then judged against the C library's reading of the same instant, and
/// probes where the two disagree about the offset are counted, not compared.
struct ZoneProbes {
    let zone: TimeZone

    func offset(_ instant: Int64) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
    }

    func localDay(_ instant: Int64) -> Int64 {
        floorDivide(instant + Int64(offset(instant)), 86_400)
    }

    /// The first instant whose local day is `day` or later (a heuristic where midnight
    /// falls in a gap or repeats; exactness is not needed, see the type's comment).
    func start(ofDay day: Int64) -> Int64 {
        let base = day * 86_400
        var instant = base - Int64(offset(base))
        instant = base - Int64(offset(instant))
        if localDay(instant) >= day, localDay(instant - 1) < day { return instant }
        var low = base - 30 * 3600
        var high = base + 30 * 3600
        while low < high {
            let mid = low + (high - low) / 2
            if localDay(mid) >= day { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Probes for days `first...last` (day numbers), with the count of offset changes.
    func instants(firstDay: Int64, lastDay: Int64) -> (instants: [Int64], transitions: Int) {
        var result: [Int64] = []
        result.reserveCapacity(Int(lastDay - firstDay + 1) * 3 + 64)
        var transitions = 0
        var nextStart = start(ofDay: firstDay)
        var previous: (instant: Int64, offset: Int)? = nil
        for day in firstDay...lastDay {
            let dayStart = nextStart
            nextStart = start(ofDay: day + 1)
            let noon = day * 86_400 + 12 * 3600 - Int64(offset(day * 86_400 + 12 * 3600))
            for instant in [dayStart + 30, noon, nextStart - 30] {
                let here = offset(instant)
                if let previous, previous.offset != here, previous.instant < instant {
                    var changes = transitionsBetween(previous.instant, instant)
                    changes.sort()
                    for change in changes {
                        transitions += 1
                        result += [change - 30, change - 1, change, change + 30]
                    }
                }
                result.append(instant)
                previous = (instant, here)
            }
        }
        return (result, transitions)
    }

    /// Offset changes in `(from, to]`, found by bisection; called when the offsets at
    /// the two ends differ. (Two changes that cancel out between neighbouring probes,
    /// under twelve hours apart, are not looked for.)
    private func transitionsBetween(_ from: Int64, _ to: Int64) -> [Int64] {
        guard from < to else { return [] }
        let before = offset(from)
        var low = from + 1
        var high = to
        while low < high {
            let mid = low + (high - low) / 2
            if offset(mid) != before { high = mid } else { low = mid + 1 }
        }
        return offset(low) != offset(to) ? [low] + transitionsBetween(low, to) : [low]
    }
}

/// Floor division for possibly negative numerators.
func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}
