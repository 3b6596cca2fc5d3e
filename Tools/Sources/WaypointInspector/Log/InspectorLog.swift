/// The inspector's log: the most recent entries, numbered, oldest dropped first.
///
/// ```swift
/// var log = InspectorLog(capacity: 2)
/// log.append { LogEntry(sequence: $0, milliseconds: 0, kind: "action", category: "step", group: "demo", text: "a") }
/// log.entries(after: 0).map(\.sequence)   // [1]
/// ```
public struct InspectorLog: Sendable {
    /// How many entries are kept.
    public let capacity: Int
    private var storage: [LogEntry] = []
    private var head = 0
    /// The sequence number of the last entry appended (0 before any).
    public private(set) var lastSequence = 0

    /// Creates an empty log that keeps at most `capacity` entries (at least 1).
    public init(capacity: Int = 2_000) {
        self.capacity = max(1, capacity)
    }

    /// Appends the entry `make` builds from the next sequence number.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func append(_ make: (Int) -> LogEntry) -> LogEntry {
        lastSequence += 1
        let entry = make(lastSequence)
        if storage.count < capacity {
            storage.append(entry)
        } else {
            storage[head] = entry
            head = (head + 1) % capacity
        }
        return entry
    }

    /// The kept entries numbered above `sequence`, oldest first.
    ///
    /// - Complexity: O(*n*) in the entries kept.
    public func entries(after sequence: Int) -> [LogEntry] {
        let ordered = storage.count < capacity ? storage : Array(storage[head...] + storage[..<head])
        return ordered.filter { $0.sequence > sequence }
    }
}
