/// The reference model of the device-file tests (docs/sync.md, "Proof"): what a set of
/// acknowledged operations on several devices must add up to, computed without the code
/// under test. Habits are known by an identity (a display name the test never edits);
/// ids are what each device's view says they are. The library's `DeviceModelTests` and
/// the binary's `SyncModelTests` both check against it.
public struct DeviceModel {
    /// What an entry does to its day's amount: `+N`, `=N`, `clear`.
    public enum Op: Equatable, Sendable {
        case add(Int)
        case set(Int)
        case clear
    }

    /// One acknowledged operation, by the identity its device meant.
    public enum Kind: Sendable {
        case add(identity: String, id: String)
        case rename(identity: String, to: String)
        case remove(identity: String)
        case amount(identity: String, day: Int, op: Op)
        /// An `ask` answered `no`: it counts only when its day holds no entry before it.
        case answerNo(identity: String, day: Int)
        /// One field of the habit set to a value (`edit ID --target 10`: `target`, `10`).
        case field(identity: String, name: String, value: String)
    }

    /// A stamp as the documented rule makes it: wall milliseconds, then a counter.
    public struct ModelStamp: Comparable, Sendable {
        var ms: Int64
        var counter: Int
        /// Earlier wall time first, then the lower counter.
        public static func < (a: ModelStamp, b: ModelStamp) -> Bool { (a.ms, a.counter) < (b.ms, b.counter) }
    }

    /// An operation with the stamp of its first line, its device and its line there.
    public struct Event: Sendable {
        /// The stamp of the operation's first line.
        public var stamp: ModelStamp
        /// The device that wrote it.
        public var device: String
        /// Its first line's index in that device's file.
        public var line: Int
        /// What it did.
        public var kind: Kind
    }

    /// What one device has seen: the events, the latest stamp read, its own line count.
    public struct DeviceView: Sendable {
        var known: Set<Int> = []
        var latest: ModelStamp?
        var lines = 0
    }

    /// Every acknowledged operation, in the order recorded.
    public private(set) var events: [Event] = []
    var devices: [String: DeviceView] = [:]

    /// A model with no device and no event.
    public init() {}

    /// What a device's view says: each live identity's shown id, each identity's day
    /// amounts, the days whose state is "answered no", and the fields set.
    public struct View: Sendable {
        /// Each live identity's shown id.
        public var ids: [String: String] = [:]
        /// Each identity's amount by day index, for the days that hold one.
        public var amounts: [String: [Int: Int]] = [:]
        /// Each identity's days whose last counted line is an answer `no`.
        public var answeredNo: [String: Set<Int>] = [:]
        /// Each identity's fields set, by name.
        public var fields: [String: [String: String]] = [:]
        /// The days that hold any line, counted or not.
        public var touched: [String: Set<Int>] = [:]

        /// The live identity shown as `id`, if any.
        public func identity(of id: String) -> String? { ids.first { $0.value == id }?.key }
    }

    /// What `device` has seen, as a view.
    public func view(of device: String) -> View { view(known: devices[device]?.known ?? []) }

    /// The view of the events `known`, in the fold's order: stamp, device, line.
    public func view(known: Set<Int>) -> View {
        let ordered = known.map { events[$0] }.sorted {
            ($0.stamp, $0.device, $0.line) < ($1.stamp, $1.device, $1.line)
        }
        var claims: [String: (id: String, at: Int)] = [:]
        var removed: Set<String> = []
        var days: [String: [Int: [Op?]]] = [:]
        var fields: [String: [String: String]] = [:]
        for (position, event) in ordered.enumerated() {
            switch event.kind {
            case .add(let identity, let id):
                if claims[identity] == nil { claims[identity] = (id, position) }
            case .rename(let identity, let to):
                if claims[identity] != nil, !removed.contains(identity) { claims[identity] = (to, position) }
            case .remove(let identity):
                removed.insert(identity)
            case .amount(let identity, let day, let op):
                days[identity, default: [:]][day, default: []].append(op)
            case .answerNo(let identity, let day):
                // nil stands for the answer; it is left out after any entry of its day.
                if days[identity]?[day]?.isEmpty ?? true { days[identity, default: [:]][day] = [nil] }
            case .field(let identity, let name, let value):
                if !removed.contains(identity) { fields[identity, default: [:]][name] = value }
            }
        }
        var view = View()
        let live = claims.filter { !removed.contains($0.key) }
        view.ids = Self.shownIDs(live)
        for identity in live.keys {
            view.fields[identity] = fields[identity]
            for (day, list) in days[identity] ?? [:] {
                view.touched[identity, default: []].insert(day)
                var amount: Int?
                var no = false
                for op in list {
                    no = op == nil
                    switch op {
                    case .add(let n): amount = (amount ?? 0) + n
                    case .set(let n): amount = n
                    case .clear, nil: amount = nil
                    }
                }
                if let amount { view.amounts[identity, default: [:]][day] = amount }
                if no { view.answeredNo[identity, default: []].insert(day) }
            }
        }
        return view
    }

    /// The id each live identity is shown by: the first to claim an id keeps it, a later
    /// claim is shown as `ID-2` (the first free number).
    private static func shownIDs(_ live: [String: (id: String, at: Int)]) -> [String: String] {
        var shown: [String: String] = [:]
        var taken: Set<String> = []
        let allIDs = Set(live.values.map { $0.id })
        for (identity, claim) in live.sorted(by: { $0.value.at < $1.value.at }) {
            var id = claim.id
            if taken.contains(id) {
                var number = 2
                while taken.contains("\(claim.id)-\(number)") || allIDs.contains("\(claim.id)-\(number)") {
                    number += 1
                }
                id = "\(claim.id)-\(number)"
            }
            taken.insert(id)
            shown[identity] = id
        }
        return shown
    }

    /// Records the lines of one acknowledged operation on `device` at wall time `wall`:
    /// `lines` stamps are taken (the first is the event's), as the hybrid clock takes them.
    public mutating func record(_ kind: Kind, on device: String, wall: Int64, lines: Int = 1) {
        var view = devices[device] ?? DeviceView()
        var first: ModelStamp?
        for _ in 0..<lines {
            let wallStamp = ModelStamp(ms: wall, counter: 0)
            let stamp =
                if let latest = view.latest, latest >= wallStamp {
                    ModelStamp(ms: latest.ms, counter: latest.counter + 1)
                } else {
                    wallStamp
                }
            view.latest = stamp
            first = first ?? stamp
            view.lines += 1
        }
        events.append(
            Event(
                stamp: first ?? ModelStamp(ms: wall, counter: 0), device: device, line: view.lines - lines, kind: kind))
        view.known.insert(events.count - 1)
        devices[device] = view
    }

    /// Two devices exchange everything they know.
    public mutating func sync(_ a: String, _ b: String) {
        let known = (devices[a]?.known ?? []).union(devices[b]?.known ?? [])
        for name in [a, b] { take(known, into: name) }
    }

    /// `device` takes what `from` knows, and `from` learns nothing (a plain `git pull`,
    /// a copy of a data directory).
    public mutating func receive(_ device: String, from source: String) {
        take((devices[device]?.known ?? []).union(devices[source]?.known ?? []), into: device)
    }

    private mutating func take(_ known: Set<Int>, into name: String) {
        var view = devices[name] ?? DeviceView()
        view.known = known
        // The latest stamp a device has read is the latest line of any file it holds.
        view.latest = known.map { latestLine(of: events[$0]) }.max()
        devices[name] = view
    }

    /// The stamp of an event's last line (an add writes two).
    private func latestLine(of event: Event) -> ModelStamp {
        if case .add = event.kind { return ModelStamp(ms: event.stamp.ms, counter: event.stamp.counter + 1) }
        return event.stamp
    }
}
