#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Another program that `habit` runs and waits for: `git` for sync, the notifier for
/// reminders. It gets an argument list, never a shell string; its standard input is
/// `/dev/null`, and it starts with default signal handling and no blocked signals.
///
/// Started with `posix_spawn` rather than Foundation's `Process`, which would link the
/// rest of Foundation into the binary: every command would then load and relocate it
/// at start-up (docs/performance.md, "Where the time goes").
struct ChildProcess {
    /// The program's absolute path.
    let executable: String
    /// The arguments after the program's name.
    let arguments: [String]
    /// The whole environment it runs with.
    let environment: [String: String]

    /// How it ended and what it wrote.
    struct Output {
        /// The exit status, or 128 plus the signal that ended it.
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]
    }

    /// Runs the program to its end, keeping what it writes to standard output and
    /// standard error when `capturing` (both are read as it runs, so a long output cannot
    /// block it), else sending both to `/dev/null`. `nil` when it cannot be started.
    func run(capturing: Bool) -> Output? {
        var out: (read: Int32, write: Int32) = (-1, -1)
        var err: (read: Int32, write: Int32) = (-1, -1)
        if capturing {
            guard let outPipe = Self.pipe() else { return nil }
            guard let errPipe = Self.pipe() else {
                close(outPipe.read)
                close(outPipe.write)
                return nil
            }
            (out, err) = (outPipe, errPipe)
        }
        let pid = spawn(stdout: out.write, stderr: err.write)
        if capturing {
            close(out.write)
            close(err.write)
        }
        guard let pid else {
            if capturing {
                close(out.read)
                close(err.read)
            }
            return nil
        }
        var output = Output(status: 0, stdout: [], stderr: [])
        if capturing { (output.stdout, output.stderr) = Self.drain(out.read, err.read) }
        output.status = Self.wait(pid)
        return output
    }

    /// Starts the program with standard output and error on the given descriptors (on
    /// `/dev/null` when -1).
    private func spawn(stdout: Int32, stderr: Int32) -> pid_t? {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (target, source) in [(Int32(1), stdout), (Int32(2), stderr)] {
            if source >= 0 {
                posix_spawn_file_actions_adddup2(&actions, source, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
            }
        }
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { return nil }
        return pid
    }

    /// A pipe whose ends are closed in the program (`dup2` gives it its own copies).
    private static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
            guard Glibc.pipe(&ends) == 0 else { return nil }
        #elseif canImport(Musl)
            guard Musl.pipe(&ends) == 0 else { return nil }
        #else
            guard Darwin.pipe(&ends) == 0 else { return nil }
        #endif
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Everything written to both pipes until both are closed; closes them.
    private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var kept: [[UInt8]] = [[], []]
        var fds = [
            pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0),
        ]
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while fds.contains(where: { $0.fd >= 0 }) {
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    kept[index].append(contentsOf: chunk[..<count])
                } else if count == 0 || errno != EINTR {
                    close(fds[index].fd)
                    fds[index].fd = -1
                }
            }
        }
        for fd in fds where fd.fd >= 0 { close(fd.fd) }
        return (kept[0], kept[1])
    }

    /// Waits for `pid` to end: its exit status, or 128 plus the signal that ended it.
    private static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return 128 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
