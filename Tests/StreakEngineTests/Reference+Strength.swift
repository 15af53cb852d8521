import Foundation
import HabitCore

extension Reference {
    /// The strength score, recomputing every window from scratch each day.
    func strength() -> Double? {
        var (num, den, period): (Int, Int, Int)
        var dueDays: Set<Weekday>? = nil  // numeric weekday lists sum their due days only
        switch habit.schedule {
        case .daily: (num, den, period) = (1, 1, 1)
        case .weekdays(let set):
            (num, den, period) = (set.count, 7, 7)
            if habit.goal.isNumeric { dueDays = set }
        case .perWeek(let k): (num, den, period) = (k, 7, 7)
        case .perMonth(let k): (num, den, period) = (k, 30, 30)
        case .everyNDays(let k): (num, den, period) = (1, k, k)
        case .rolling(let t, let i): (num, den, period) = (t, i, i)
        case .anytime: return nil
        }
        if num >= den { (num, den, period) = (1, 1, 1) }
        let f = Double(num) / Double(den)
        let m = pow(0.5, f.squareRoot() / 13)
        let k = Int64(dueDays?.count ?? 1)
        var start = habit.since
        if !isAtMost {
            guard let first = entries.map(\.day).min() else { return 0 }
            start = max(first, habit.since)
        }
        guard start <= today else { return 0 }
        var score = isAtMost ? 1.0 : 0.0
        for d in days(start, today) where !isSkipped(d) {
            let p: Double
            switch habit.goal {
            case .check:
                let doubled = f < 1
                let window = doubled ? 2 * den : den
                let needed = doubled ? 2 * num : num
                var done = 0
                for back in 0..<window where d.adding(-back) >= habit.since && isDone(d.adding(-back)) { done += 1 }
                p = min(1, Double(done) / Double(needed))
            case .atLeast(let target, _):
                let s = windowSum(d, period, dueDays)
                let goal = target.thousandths * k
                p = goal == 0 ? 1 : min(1, Double(s) / Double(goal))
            case .atMost(let max, _):
                let s = windowSum(d, period, dueDays)
                let limit = max.thousandths * k
                if limit == 0 {
                    p = s == 0 ? 1 : 0
                } else {
                    p = Swift.min(1, Swift.max(0, 1 - Double(s - limit) / Double(limit)))
                }
            }
            score = score * m + p * (1 - m)
        }
        return score
    }

    private var isAtMost: Bool {
        if case .atMost = habit.goal { return true }
        return false
    }

    private func windowSum(_ d: Day, _ w: Int, _ dueDays: Set<Weekday>?) -> Int64 {
        var sum: Int64 = 0
        for back in 0..<w where d.adding(-back) >= habit.since {
            if let dueDays, !dueDays.contains(d.adding(-back).weekday) { continue }
            sum += amount(d.adding(-back))
        }
        return sum
    }
}
