/// Whether a card can be used.
enum CardStatus: String, Hashable, Sendable {
    case active
    case blocked

    var toggled: CardStatus { self == .active ? .blocked : .active }
}

/// The cards backend, as an actor: each card's status as a stream (the current status first,
/// then every change) and the one command.
actor CardService {
    private var statuses: [Int: CardStatus] = [:]
    private var watchers: [Int: [Int: AsyncStream<CardStatus>.Continuation]] = [:]
    private var nextKey = 0

    /// The status of card `id`: the current one, then every change, until the consumer stops.
    func status(of id: Int) -> AsyncStream<CardStatus> {
        let (stream, continuation) = AsyncStream.makeStream(of: CardStatus.self)
        nextKey += 1
        let key = nextKey
        watchers[id, default: [:]][key] = continuation
        continuation.onTermination = { _ in Task { await self.stopWatching(id, key) } }
        continuation.yield(statuses[id] ?? .active)
        return stream
    }

    /// Blocks or unblocks card `id`.
    func setStatus(_ status: CardStatus, of id: Int) {
        statuses[id] = status
        for watcher in (watchers[id] ?? [:]).values { watcher.yield(status) }
    }

    private func stopWatching(_ id: Int, _ key: Int) {
        watchers[id]?[key] = nil
    }
}
