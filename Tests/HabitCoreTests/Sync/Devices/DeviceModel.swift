/// The reference model of the device-file tests (docs/sync.md, "Proof"): what a set of
/// acknowledged operations on several devices must add up to, computed without the code
/// under test. Habits are known by an identity (a display name the test never edits);
/// ids are what each device's view says they are.
struct DeviceModel {
    enum Op: Equatable {
        case add(Int)
        case set(Int)
        case clear
    }

    enum Kind {
        case add(identity: String, id: String)
        case rename(identity: String, to: String)
        case remove(identity: String)
        case amount(identity: String, day: Int, op: Op)
    }

    /// A stamp as the documented rule makes it: wall milliseconds, then a counter.
    struct ModelStamp: Comparable {
        var ms: Int64
        var counter: Int
        static func < (a: ModelStamp, b: ModelStamp) -> Bool { (a.ms, a.counter) < (b.ms, b.counter) }
    }

    struct Event {
        var stamp: ModelStamp
        var device: String
        var line: Int
        var kind: Kind
    }

    struct DeviceView {
        var known: Set<Int> = []
        var latest: ModelStamp?
        var lines = 0
    }

    private(set) var events: [Event] = []
    var devices: [String: DeviceView] = [:]

    /// What a device's view says: each live identity's shown id, and each identity's day amounts.
    struct View {
        var ids: [String: String] = [:]
        var amounts: [String: [Int: Int]] = [:]

        func identity(of id: String) -> String? { ids.first { $0.value == id }?.key }
    }

    func view(of device: String) -> View { view(known: devices[device]?.known ?? []) }

    func view(known: Set<Int>) -> View {
        let ordered = known.map { events[$0] }.sorted {
            ($0.stamp, $0.device, $0.line) < ($1.stamp, $1.device, $1.line)
        }
        var claims: [String: (id: String, at: Int)] = [:]
        var removed: Set<String> = []
        var ops: [String: [Int: [Op]]] = [:]
        for (position, event) in ordered.enumerated() {
            switch event.kind {
            case .add(let identity, let id):
                if claims[identity] == nil { claims[identity] = (id, position) }
            case .rename(let identity, let to):
                if claims[identity] != nil, !removed.contains(identity) { claims[identity] = (to, position) }
            case .remove(let identity):
                removed.insert(identity)
            case .amount(let identity, let day, let op):
                ops[identity, default: [:]][day, default: []].append(op)
            }
        }
        var view = View()
        var taken: Set<String> = []
        let live = claims.filter { !removed.contains($0.key) }
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
            view.ids[identity] = id
        }
        for identity in live.keys {
            for (day, list) in ops[identity] ?? [:] {
                var amount: Int?
                for op in list {
                    switch op {
                    case .add(let n): amount = (amount ?? 0) + n
                    case .set(let n): amount = n
                    case .clear: amount = nil
                    }
                }
                if let amount { view.amounts[identity, default: [:]][day] = amount }
            }
        }
        return view
    }

    /// Records the lines of one acknowledged operation on `device` at wall time `wall`:
    /// `lines` stamps are taken (the first is the event's), as the hybrid clock takes them.
    mutating func record(_ kind: Kind, on device: String, wall: Int64, lines: Int = 1) {
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
    mutating func sync(_ a: String, _ b: String) {
        let known = (devices[a]?.known ?? []).union(devices[b]?.known ?? [])
        for name in [a, b] {
            var view = devices[name] ?? DeviceView()
            view.known = known
            // The latest stamp a device has read is the latest line of any file it holds.
            view.latest = known.map { latestLine(of: events[$0]) }.max()
            devices[name] = view
        }
    }

    /// The stamp of an event's last line (an add writes two).
    private func latestLine(of event: Event) -> ModelStamp {
        if case .add = event.kind { return ModelStamp(ms: event.stamp.ms, counter: event.stamp.counter + 1) }
        return event.stamp
    }
}
