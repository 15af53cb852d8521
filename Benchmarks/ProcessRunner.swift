#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished child process: wall time from spawn to reap, and its peak memory.
struct ProcessSample: Sendable {
    var nanoseconds: UInt64
    /// Peak resident set size in bytes (`ru_maxrss` of this child, from `wait4`). On Linux
    /// a spawned child inherits its parent's high-water mark at `exec`, so this is at least
    /// the benchmark's own peak; `peakMemory` gives the child's own.
    var peakBytes: Int
    /// User plus system CPU time of the child: what the command itself cost, apart from
    /// waiting for a CPU on a busy machine.
    var cpuNanoseconds: UInt64
    var status: Int32
}

/// Starts programs with `posix_spawn`, output to `/dev/null`, and reaps them with
/// `wait4`.
enum ProcessRunner {
    /// GNU time, which forks from its own small process and reports that child's peak.
    static let timeTool = "/usr/bin/time"

    /// The peak resident set size in bytes of one run of `path`, measured through GNU
    /// time so the benchmark's own memory does not count; `nil` when GNU time is missing.
    static func peakMemory(
        _ path: String, _ arguments: [String], environment: [String], scratch: String
    ) throws(BenchError) -> Int? {
        guard access(timeTool, X_OK) == 0 else { return nil }
        let report = scratch + "/peak-kib"
        defer { unlink(report) }
        let sample = try run(timeTool, ["-f", "%M", "-o", report, path] + arguments, environment: environment)
        guard sample.status == 0 else { return nil }
        let text = String(decoding: try FileWriter.read(report), as: UTF8.self)
        guard let line = text.split(separator: "\n").last, let kib = Int(line) else { return nil }
        return kib * 1024
    }

    /// Runs `path` with `arguments` (without argv[0]) in `environment`, standard input
    /// from `/dev/null`, standard output to `stdoutPath`, standard error to `/dev/null`
    /// unless `keepStderr`.
    static func run(
        _ path: String, _ arguments: [String], environment: [String],
        stdoutPath: String = "/dev/null", keepStderr: Bool = false
    ) throws(BenchError) -> ProcessSample {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if !keepStderr {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let start = Clock.now()
        let code = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard code == 0 else { throw .spawn(path, errno: code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw .spawn(path, errno: errno) }
        }
        let elapsed = Clock.now() - start
        #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)
        #else
            let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let cpu =
            (UInt64(usage.ru_utime.tv_sec) + UInt64(usage.ru_stime.tv_sec)) * 1_000_000_000
            + (UInt64(usage.ru_utime.tv_usec) + UInt64(usage.ru_stime.tv_usec)) * 1000
        return ProcessSample(nanoseconds: elapsed, peakBytes: peak, cpuNanoseconds: cpu, status: exitStatus)
    }
}

/// The monotonic clock in nanoseconds.
enum Clock {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
