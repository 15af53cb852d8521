/// The values of one column of a history — its days, its states' words, its large
/// amounts — in order: either an array of its own, or a view of a fold checkpoint's
/// bytes where they lie in the mapped cache file, kept alive by its `CacheMapping`
/// (docs/performance.md, "Histories read in place"). A warm read takes its histories
/// without copying them; a change (a line folded on, a day replaced) first copies a
/// viewed column into an array of its own, and never writes to the mapping.
///
/// Loops that read every value take them through `withUnsafeBufferPointer`, the one
/// path for both kinds; the subscript is for a look at one value.
///
/// `Element` is a plain value (an integer, or `Day`: one `Int32`), stored as its bytes.
///
/// `@unchecked Sendable`: a view's memory never changes and its `CacheMapping` keeps it
/// mapped for as long as the view exists; an array of its own is a value, as always.
@usableFromInline package struct Column<Element>: RandomAccessCollection, @unchecked Sendable {
    @usableFromInline enum Storage {
        case owned([Element])
        case mapped(CacheMapping, UnsafeBufferPointer<Element>)
    }

    @usableFromInline var storage: Storage

    /// No values.
    package init() { storage = .owned([]) }

    /// The values of `values`.
    package init(_ values: [Element]) { storage = .owned(values) }

    /// A view of `values`, which lie in `mapping`'s bytes.
    init(viewing values: UnsafeBufferPointer<Element>, in mapping: CacheMapping) {
        storage = .mapped(mapping, values)
    }

    /// Whether the values are a view of a mapped file.
    package var isMapped: Bool {
        if case .mapped = storage { return true }
        return false
    }

    /// The mapping the values lie in, when they are a view.
    var mapping: CacheMapping? {
        if case .mapped(let mapping, _) = storage { return mapping }
        return nil
    }

    /// The values made an array (no copy when they are one already).
    package var array: [Element] {
        switch storage {
        case .owned(let values): values
        case .mapped(_, let values): Array(values)
        }
    }

    /// `body` of the values in memory: the one way every loop over them reads them.
    /// `@inlinable`, so that the engine's loops are specialized for their body.
    @inlinable @inline(__always)
    package func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        switch storage {
        case .owned(let values): try values.withUnsafeBufferPointer(body)
        case .mapped(let mapping, let values): try withExtendedLifetime(mapping) { try body(values) }
        }
    }

    /// The first position: 0.
    @usableFromInline package var startIndex: Int { 0 }

    /// One past the last position.
    @inlinable package var endIndex: Int {
        switch storage {
        case .owned(let values): values.count
        case .mapped(_, let values): values.count
        }
    }

    /// The value at `position`; any other than `0..<count` traps.
    @usableFromInline package subscript(position: Int) -> Element {
        switch storage {
        case .owned(let values): return values[position]
        case .mapped(let mapping, let values):
            precondition(position >= 0 && position < values.count, "index out of range")
            return withExtendedLifetime(mapping) { values[position] }
        }
    }

    /// The last value, if any.
    package var last: Element? { isEmpty ? nil : self[count - 1] }

    /// `body` of the values as an array of their own, which it may change: a view is
    /// copied first (copy on write; the mapping is never written).
    @inline(__always)
    mutating func withOwned<R>(_ body: (inout [Element]) throws -> R) rethrows -> R {
        var values: [Element]
        switch storage {
        case .owned(let held): values = held
        case .mapped(_, let viewed): values = Array(viewed)
        }
        // Let go of the array here, so that `values` is its only holder and changes in place.
        storage = .owned([])
        defer { storage = .owned(values) }
        return try body(&values)
    }

    /// Adds `value` at the end.
    mutating func append(_ value: Element) { withOwned { $0.append(value) } }

    /// Adds `values` at the end.
    mutating func append(contentsOf values: some Collection<Element>) { withOwned { $0.append(contentsOf: values) } }

    /// Adds `value` at `position`.
    mutating func insert(_ value: Element, at position: Int) { withOwned { $0.insert(value, at: position) } }

    /// Removes the value at `position`.
    mutating func remove(at position: Int) { withOwned { _ = $0.remove(at: position) } }

    /// Removes the last value, which must exist.
    mutating func removeLast() { withOwned { _ = $0.removeLast() } }

    /// Sets the value at `position`.
    mutating func replace(at position: Int, with value: Element) { withOwned { $0[position] = value } }

    /// Room for `capacity` values without growing.
    mutating func reserveCapacity(_ capacity: Int) { withOwned { $0.reserveCapacity(capacity) } }

}

extension Column: Equatable where Element: Equatable {
    /// Whether both hold the same values in the same order.
    @usableFromInline package static func == (lhs: Column, rhs: Column) -> Bool {
        lhs.withUnsafeBufferPointer { a in rhs.withUnsafeBufferPointer { b in a.elementsEqual(b) } }
    }

}

extension Column: Hashable where Element: Hashable {
    /// Hashes the values, as `==` compares them.
    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withUnsafeBufferPointer { values in
            for value in values { hasher.combine(value) }
        }
    }
}

extension Column where Element == Day {
    /// In days sorted ascending: the index of the first day on or after `day`
    /// (`Array.insertionIndex(of:)`). O(log n).
    package func insertionIndex(of day: Day) -> Int { withUnsafeBufferPointer { $0.insertionIndex(of: day) } }
}

extension Column: CustomStringConvertible, CustomDebugStringConvertible {
    /// The values as an array prints them, whether they are the column's own or a view.
    @usableFromInline package var description: String { array.description }

    /// The values as an array prints them for debugging.
    @usableFromInline package var debugDescription: String { array.debugDescription }
}
