/// A cursor over the bytes of a POSIX `TZ` rule string, for `PosixTimeZone`.
struct PosixTZReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var atEnd: Bool { index == bytes.count }
    var rest: ArraySlice<UInt8> { bytes[index...] }

    /// Skips `character` when it comes next.
    mutating func skip(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue, index < bytes.count, bytes[index] == ascii else { return false }
        index += 1
        return true
    }

    /// A zone abbreviation: three or more letters, or `<…>` around three or more letters,
    /// digits, `+` and `-`.
    mutating func name() -> Bool {
        let start = index
        if skip("<") {
            while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) || isSign(bytes[index]) {
                index += 1
            }
            guard index - start - 1 >= 3, skip(">") else { return false }
            return true
        }
        while index < bytes.count, isLetter(bytes[index]) { index += 1 }
        return index - start >= 3
    }

    /// `[+|-]hh[:mm[:ss]]` in seconds (west of UTC, as written); hours clamp at 24,
    /// minutes and seconds at 59. `nil` (consuming nothing) when no digit follows.
    mutating func offset() -> Int? {
        let start = index
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if index < bytes.count, isSign(bytes[index]) { index += 1 }
        guard let seconds = clock(hourLimit: 24) else {
            index = start
            return nil
        }
        return negative ? -seconds : seconds
    }

    /// `,`-separated rule: a date and an optional `/time`.
    mutating func change() -> PosixTimeZone.Change? {
        let date: PosixTimeZone.Change.Date
        if skip("J") {
            guard let n = number(), (1...365).contains(n) else { return nil }
            date = .julian(n)
        } else if skip("M") {
            guard let month = number(), skip("."), let week = number(), skip("."), let weekday = number(),
                (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday)
            else { return nil }
            date = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else {
            guard let n = number(), (0...365).contains(n) else { return nil }
            date = .zeroBased(n)
        }
        var time = 7200
        if skip("/") {
            let negative = skip("-")
            if !negative { _ = skip("+") }
            guard let seconds = clock(hourLimit: 167) else { return nil }
            time = negative ? -seconds : seconds
        }
        return PosixTimeZone.Change(date: date, time: time)
    }

    /// `hh[:mm[:ss]]` in seconds.
    private mutating func clock(hourLimit: Int) -> Int? {
        guard let hours = number() else { return nil }
        var seconds = min(hours, hourLimit) * 3600
        if skip(":") {
            guard let minutes = number() else { return nil }
            seconds += min(minutes, 59) * 60
            if skip(":") {
                guard let rest = number() else { return nil }
                seconds += min(rest, 59)
            }
        }
        return seconds
    }

    /// One to five digits.
    private mutating func number() -> Int? {
        let start = index
        var value = 0
        while index < bytes.count, isDigit(bytes[index]), index - start < 5 {
            value = value * 10 + Int(bytes[index] - 48)
            index += 1
        }
        return index > start ? value : nil
    }

    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private func isSign(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") }
}
