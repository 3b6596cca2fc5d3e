/// The last events of a hub, oldest first: a ring that overwrites its oldest event once full.
///
/// ```swift
/// var ring = EventRing(capacity: 2)
/// ring.append(a); ring.append(b); ring.append(c)
/// ring.events   // [b, c]
/// ```
struct EventRing {
    /// The most events kept; 0 keeps none.
    private(set) var capacity: Int
    private var storage: [RoutingEvent] = []
    /// Where the next event goes once the ring is full (the oldest event's index).
    private var oldest = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The kept events, oldest first.
    ///
    /// - Complexity: O(*n*) in ``capacity``.
    var events: [RoutingEvent] {
        Array(storage[oldest...] + storage[..<oldest])
    }

    /// Keeps `event`, dropping the oldest one when the ring is full.
    ///
    /// - Complexity: O(1), amortised.
    mutating func append(_ event: RoutingEvent) {
        guard capacity > 0 else { return }
        if storage.count < capacity {
            storage.append(event)
        } else {
            storage[oldest] = event
            oldest = (oldest + 1) % capacity
        }
    }

    /// Keeps at most `capacity` events from now on, dropping the oldest ones beyond it.
    mutating func resize(to capacity: Int) {
        let kept = events.suffix(max(0, capacity))
        self.capacity = max(0, capacity)
        storage = Array(kept)
        oldest = 0
    }
}
