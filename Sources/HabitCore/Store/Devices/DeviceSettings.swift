#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the store needs of the machine to write the device layout (docs/sync.md,
/// "Device names", "Stamps"): where the machine keeps its device names, its host name,
/// and its clock.
package struct DeviceSettings: Sendable {
    /// The registry file (`$XDG_STATE_HOME/habit/devices`); `nil` when neither
    /// `XDG_STATE_HOME` nor `HOME` says where it goes: every run then picks a new name.
    package var registryPath: String?
    /// The machine's host name, the first part of a new device name.
    package var host: String
    /// The wall clock, milliseconds since 1970-01-01T00:00Z.
    package var now: @Sendable () -> Int64
    /// Where a warning goes (a device that moved to a new file); `nil`: nowhere.
    package var warn: (@Sendable (String) -> Void)?

    package init(
        registryPath: String?, host: String, now: @escaping @Sendable () -> Int64,
        warn: (@Sendable (String) -> Void)? = nil
    ) {
        self.registryPath = registryPath
        self.host = host
        self.now = now
        self.warn = warn
    }

    /// The settings `environment` gives: the registry under `XDG_STATE_HOME` (when
    /// absolute) else `HOME/.local/state`; the host from `HABIT_HOST`, else `host`, else
    /// `device`.
    package static func from(environment: [String: String], host: String?, now: @escaping @Sendable () -> Int64)
        -> DeviceSettings
    {
        var state: String?
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            state = xdg
        } else if let home = environment["HOME"], !home.isEmpty {
            state = DataDirectory.join(home, ".local/state")
        }
        let registry = state.map { DataDirectory.join(DataDirectory.join($0, "habit"), "devices") }
        let named = environment["HABIT_HOST"].flatMap { $0.isEmpty ? nil : $0 }
        return DeviceSettings(registryPath: registry, host: named ?? host ?? "device", now: now)
    }

    /// This process's environment and host name, and the system clock.
    package static var system: DeviceSettings {
        var environment: [String: String] = [:]
        for name in ["XDG_STATE_HOME", "HOME", "HABIT_HOST"] {
            if let value = getenv(name) { environment[name] = String(validatingCString: value) }
        }
        return from(environment: environment, host: systemHostName(), now: systemMilliseconds)
    }

    /// The machine's host name (`gethostname(2)`); `nil` when the system gives none.
    /// Asked of the C library rather than of Foundation's `ProcessInfo`, whose set-up
    /// every command would otherwise pay for this one name (docs/performance.md).
    package static func systemHostName() -> String? {
        var buffer = [UInt8](repeating: 0, count: 256)
        let named = buffer.withUnsafeMutableBufferPointer { pointer in
            pointer.withMemoryRebound(to: CChar.self) { chars in
                guard let start = chars.baseAddress else { return false }
                return gethostname(start, chars.count - 1) == 0
            }
        }
        let host = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        return named && !host.isEmpty ? host : nil
    }

    /// The system's real-time clock in milliseconds.
    @Sendable package static func systemMilliseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }
}
