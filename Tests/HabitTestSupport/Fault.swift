import HabitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One injected failure: the `call`-th call (1-based) of `operation`, or of any operation
/// when `operation` is `nil`, fails with `errno` `code`, either that call only or that
/// call and every later one.
package struct Fault: Sendable, Hashable {
    /// Whether the fault hits once or stays.
    package enum Persistence: Sendable, Hashable, CustomStringConvertible {
        /// Only the chosen call fails.
        case once
        /// The chosen call and every counted call after it fail.
        case fromThenOn

        package var description: String { self == .once ? "once" : "fromThenOn" }
    }

    /// Which calls count; `nil` counts every one.
    package var operation: FileSystemOperation?
    /// The counted call that fails first (1-based).
    package var call: Int
    /// Once or from then on.
    package var persistence: Persistence
    /// The `errno` the failed calls throw.
    package var code: Int32

    /// The `call`-th call of `operation` (of any when `nil`) fails with `code` (EIO unless
    /// given).
    package init(
        call: Int, of operation: FileSystemOperation? = nil, _ persistence: Persistence = .once, code: Int32 = EIO
    ) {
        self.operation = operation
        self.call = call
        self.persistence = persistence
        self.code = code
    }
}

/// How many calls a fake has seen, and the fault it injects: the part every fake file
/// system shares. A fake holds one inside its lock and passes each call through `count`.
package struct CallLedger: Sendable {
    /// Calls by operation.
    package private(set) var counts: [FileSystemOperation: Int] = [:]
    /// Every counted call.
    package private(set) var total = 0
    /// How many calls the fault failed.
    package private(set) var failures = 0
    /// The fault to inject, if any.
    package var fault: Fault?

    /// A ledger with no calls yet, injecting `fault`.
    package init(fault: Fault? = nil) { self.fault = fault }

    /// Counts one call of `operation`; the error it must fail with, if the fault says so.
    package mutating func count(_ operation: FileSystemOperation) -> SystemCallError? {
        counts[operation, default: 0] += 1
        total += 1
        guard let fault, fault.operation == nil || fault.operation == operation else { return nil }
        let seen = fault.operation == nil ? total : counts[operation, default: 0]
        let fails = seen == fault.call || (fault.persistence == .fromThenOn && seen > fault.call)
        guard fails else { return nil }
        failures += 1
        return SystemCallError(code: fault.code)
    }

    /// Forgets the calls counted so far (the fault stays).
    package mutating func reset() {
        counts = [:]
        total = 0
        failures = 0
    }
}
