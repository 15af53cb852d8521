import Foundation

/// The C library's answer to "what is the local date and time at this instant in this
/// zone", as an independent reference for habit's clock.
///
/// GNU `date` run with `TZ=:ZONE` formats every instant through glibc's `localtime_r`,
/// reading the zone from `/usr/share/zoneinfo` — data and code entirely separate from
/// Foundation's ICU time zones. One `date -f` process per zone converts every probe in
/// a single batch (well under a microsecond each).
struct ZoneReference {
    /// The local civil reading of one instant.
    struct Reading: Equatable {
        /// The civil day number (days since 1970-01-01).
        var day: Int
        /// Seconds since local midnight on that day, 0..<86 400.
        var secondOfDay: Int
        /// The offset from UTC in seconds.
        var offset: Int
    }

    /// The path of GNU `date`, or `nil` when this machine has none (BSD `date` cannot
    /// read a batch of instants).
    static let gnuDate: String? = {
        for candidate in ["/usr/bin/date", "/bin/date", "/usr/local/bin/gdate", "/opt/homebrew/bin/gdate"] {
            guard FileManager.default.isExecutableFile(atPath: candidate),
                let version = try? run(candidate, ["--version"], environment: [:]),
                version.contains("GNU coreutils")
            else { continue }
            return candidate
        }
        return nil
    }()

    /// Whether this is Linux, where GNU `date` comes with every system the tests run on.
    static var isLinux: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    let datePath: String

    /// Local readings for `instants` (seconds since 1970) in `zone`, in order.
    func readings(for instants: [Int64], zone: String, scratch: URL) throws -> [Reading] {
        var input = ""
        input.reserveCapacity(instants.count * 12)
        for instant in instants {
            input += "@\(instant)\n"
        }
        let file = scratch.appendingPathComponent("probes-\(UUID().uuidString)")
        try Data(input.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try ZoneReference.run(
            datePath, ["-f", file.path, "+%Y-%m-%d %H:%M:%S %z"], environment: ["TZ": ":" + zone])
        var readings: [Reading] = []
        readings.reserveCapacity(instants.count)
        var text = output
        try text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                guard let reading = ZoneReference.parse(bytes, from: start, to: end) else {
                    let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    throw ReferenceError.unreadable(zone: zone, line: line)
                }
                readings.append(reading)
                start = end + 1
            }
        }
        guard readings.count == instants.count else {
            throw ReferenceError.countMismatch(zone: zone, expected: instants.count, got: readings.count)
        }
        return readings
    }

    enum ReferenceError: Error, CustomStringConvertible {
        case unreadable(zone: String, line: String)
        case countMismatch(zone: String, expected: Int, got: Int)
        case failed(String, status: Int32, stderr: String)

        var description: String {
            switch self {
            case .unreadable(let zone, let line): "\(zone): cannot read reference line '\(line)'"
            case .countMismatch(let zone, let expected, let got):
                "\(zone): \(got) reference lines for \(expected) probes"
            case .failed(let tool, let status, let stderr): "\(tool) exited \(status): \(stderr)"
            }
        }
    }

    /// Parses `YYYY-MM-DD HH:MM:SS +hhmm`.
    private static func parse(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Reading? {
        guard end - start == 25 else { return nil }
        func number(_ at: Int, _ width: Int) -> Int? {
            var value = 0
            for i in at..<(at + width) {
                let digit = Int(b[start + i]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let dayOfMonth = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            let offsetHours = number(21, 2), let offsetMinutes = number(23, 2)
        else { return nil }
        let sign = b[start + 20] == UInt8(ascii: "-") ? -1 : 1
        return Reading(
            day: civilDayNumber(year: year, month: month, day: dayOfMonth),
            secondOfDay: hour * 3600 + minute * 60 + second,
            offset: sign * (offsetHours * 3600 + offsetMinutes * 60))
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date, computed independently of
    /// `Day` so the reference shares no code with habit.
    static func civilDayNumber(year: Int, month: Int, day: Int) -> Int {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        let julian = day + (153 * m + 2) / 5 + 365 * y + y / 4 - y / 100 + y / 400 - 32045
        return julian - 2_440_588
    }

    /// Runs a tool and returns its standard output; throws when it fails.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = ["LC_ALL": "C", "PATH": "/usr/bin:/bin"]
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ReferenceError.failed(
                path, status: process.terminationStatus, stderr: String(decoding: errData, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }
}
