/// Which connections are open, what each is doing since when, and so which one has run out of
/// time or should make room: the server's bookkeeping as a value, with no sockets in it.
///
/// A connection moves through phases; each phase but handling and streaming has a clock:
///
/// | phase | clock | may be closed to make room |
/// | --- | --- | --- |
/// | `idle` (no byte of a request yet) | ``ServerLimits/idleTimeout`` | yes |
/// | `reading` (head and body arriving) | ``ServerLimits/readTimeout`` | yes |
/// | `handling` (the API is answering) | none | no |
/// | `writing` (an answer going out) | ``ServerLimits/writeTimeout`` | no |
/// | `streaming` (events) | none (a full buffer closes it) | the oldest, past ``ServerLimits/eventStreams`` |
/// | `draining` (after a refusal) | ``ServerLimits/drainTimeout`` | yes |
///
/// ```swift
/// var table = ConnectionTable(limits: limits)
/// table.open(1, at: now)                         // idle, closes at now + idleTimeout
/// table.enter(.handling, for: 1, at: now)        // no clock while the API answers
/// table.expired(at: now + .seconds(60))          // []
/// ```
struct ConnectionTable {
    /// What a connection is doing.
    enum Phase: Hashable {
        case idle, reading, handling, writing, streaming, draining
    }

    private struct Entry {
        var phase: Phase
        var since: ContinuousClock.Instant
        /// Set once the server has asked it to close (evicted or expired): it no longer counts.
        var closing = false
    }

    private let limits: ServerLimits
    private var entries: [Int: Entry] = [:]

    init(limits: ServerLimits) {
        self.limits = limits
    }

    /// The connections open and not yet asked to close.
    var count: Int { entries.values.count { !$0.closing } }

    /// A new connection, idle.
    mutating func open(_ id: Int, at now: ContinuousClock.Instant) {
        entries[id] = Entry(phase: .idle, since: now)
    }

    /// `id` starts `phase` now (a closed connection is ignored).
    mutating func enter(_ phase: Phase, for id: Int, at now: ContinuousClock.Instant) {
        guard entries[id] != nil else { return }
        entries[id]?.phase = phase
        entries[id]?.since = now
    }

    /// `id` has closed.
    mutating func remove(_ id: Int) {
        entries[id] = nil
    }

    /// The connections whose phase's clock has run out; they are marked closing.
    ///
    /// - Complexity: O(*n*) in the open connections.
    mutating func expire(at now: ContinuousClock.Instant) -> [Int] {
        let late = entries.filter { !$0.value.closing && deadline(of: $0.value).map { $0 <= now } == true }.map(\.key)
        for id in late { entries[id]?.closing = true }
        return late
    }

    /// The connection to close to make room: the one that has waited longest without a request
    /// (idle, reading or draining), marked closing; nil when every connection is busy.
    ///
    /// - Complexity: O(*n*) in the open connections.
    mutating func evict() -> Int? {
        let candidates = entries.filter { !$0.value.closing && [.idle, .reading, .draining].contains($0.value.phase) }
        guard let victim = candidates.min(by: { $0.value.since < $1.value.since })?.key else { return nil }
        entries[victim]?.closing = true
        return victim
    }

    /// The oldest event streams beyond ``ServerLimits/eventStreams``, marked closing.
    mutating func excessStreams() -> [Int] {
        let streams = entries.filter { !$0.value.closing && $0.value.phase == .streaming }.sorted { $0.value.since < $1.value.since }
        let excess = streams.prefix(max(0, streams.count - limits.eventStreams)).map(\.key)
        for id in excess { entries[id]?.closing = true }
        return excess
    }

    private func deadline(of entry: Entry) -> ContinuousClock.Instant? {
        switch entry.phase {
        case .idle: entry.since + limits.idleTimeout
        case .reading: entry.since + limits.readTimeout
        case .writing: entry.since + limits.writeTimeout
        case .draining: entry.since + limits.drainTimeout
        case .handling, .streaming: nil
        }
    }
}
