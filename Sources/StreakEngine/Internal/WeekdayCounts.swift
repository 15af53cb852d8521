import HabitCore

/// A count per weekday (Monday 0 … Sunday 6), in a tuple on the stack: no allocation,
/// and one scalar add per update (a SIMD vector would be stored and reloaded whole).
struct WeekdayCounts {
    private var counts: (Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0)

    /// The count of weekday `index` (Monday 0).
    @inline(__always)
    subscript(index: Int) -> Int {
        get {
            withUnsafeBytes(of: counts) { $0.load(fromByteOffset: index * MemoryLayout<Int>.stride, as: Int.self) }
        }
        set {
            withUnsafeMutableBytes(of: &counts) {
                $0.storeBytes(of: newValue, toByteOffset: index * MemoryLayout<Int>.stride, as: Int.self)
            }
        }
    }

    /// Adds `delta` to the weekday `index` (Monday 0).
    @inline(__always)
    mutating func add(_ delta: Int, at index: Int) {
        self[index] += delta
    }

    /// Adds, for each weekday, how many times it occurs in `from...to`. O(1).
    mutating func addOccurrences(from: Day, to: Day) {
        guard to >= from else { return }
        let length = to - from + 1
        let first = from.weekday.rawValue - 1
        for offset in 0..<7 {
            let position = (offset - first + 7) % 7
            self[offset] += position < length ? (length - position + 6) / 7 : 0
        }
    }

    /// The weekday with the largest positive count; ties go to the earlier weekday
    /// (Monday first). `nil` when no count is positive.
    var best: Weekday? {
        var best: Weekday? = nil
        var bestCount = 0
        for offset in 0..<7 where self[offset] > bestCount {
            bestCount = self[offset]
            best = Weekday(rawValue: offset + 1)
        }
        return best
    }
}

extension WeekdayCounts {
    /// Counts a recorded day toward the best weekday (for at-most habits, `atMost` is the
    /// limit, and an excused day or one over it counts against its weekday) and returns
    /// what the day adds to the statistics' total: its amount for numeric habits, 1 for
    /// a done check habit, `nil` for an excused day.
    @inline(__always)
    mutating func record(_ state: DayState, at weekday: Int, atMost: Amount?, numeric: Bool) -> Amount? {
        switch state {
        case .skipped:
            if atMost != nil { add(-1, at: weekday) }
            return nil
        case .amount(let amount):
            if let max = atMost {
                if amount > max { add(-1, at: weekday) }
            } else if amount.isPositive {
                add(1, at: weekday)
            }
            return numeric ? amount : Amount(amount.isPositive ? 1 : 0)
        }
    }
}
