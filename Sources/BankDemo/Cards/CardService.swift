/// The domain & data layer of the cards module: card status as a stream, and the one command.
///
/// An actor stands in for the bank's backend; every subscriber sees the current status first,
/// then each change.
actor CardService {
    private var statuses: [Int: CardStatus]
    private var watchers: [Int: [Int: AsyncStream<CardStatus>.Continuation]] = [:]
    private var nextKey = 0

    init(statuses: [Int: CardStatus]) {
        self.statuses = statuses
    }

    /// The status of card `id`: the current value, then every change, until the consumer stops.
    func status(of id: Int) -> AsyncStream<CardStatus> {
        let (stream, continuation) = AsyncStream<CardStatus>.makeStream()
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
