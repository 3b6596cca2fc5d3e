/// The events waiting to be written to one page, bounded in bytes: a reader that does not read
/// is found out when its outbox overflows, and its connection is closed.
///
/// The feed's stream is drained into the outbox as fast as events come, and a writer takes
/// everything waiting in one piece whenever the socket accepts more. So the bytes held for a
/// page are at most ``limit`` however long it stalls; a page that reads keeps its outbox near
/// empty.
///
/// ```swift
/// let outbox = EventOutbox(limit: 1_048_576)
/// try await outbox.push("event: state\ndata: {…}\n\n")   // throws Overflow past the limit
/// let bytes = await outbox.take()                          // everything waiting, or nil once finished
/// ```
actor EventOutbox {
    /// More than ``EventOutbox/limit`` bytes were waiting.
    struct Overflow: Error {}

    /// The most bytes that may wait.
    let limit: Int
    private var pending: [UInt8] = []
    private var finished = false
    private var waiter: CheckedContinuation<[UInt8]?, Never>?

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds a message for the writer.
    ///
    /// - Throws: ``Overflow`` when bytes are already waiting and this message would take them
    ///   past the limit. (A message alone is always taken, however large: a big state snapshot
    ///   must not drop every page.)
    func push(_ message: String) throws(Overflow) {
        guard pending.isEmpty || pending.count + message.utf8.count <= limit else { throw Overflow() }
        pending.append(contentsOf: message.utf8)
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: takePending())
        }
    }

    /// No message will follow; the writer ends once it has taken what waits.
    func finish() {
        finished = true
        waiter?.resume(returning: nil)
        waiter = nil
    }

    /// Everything waiting, after waiting for something if nothing is; nil once finished and
    /// empty, or when the calling task is cancelled.
    func take() async -> [UInt8]? {
        if !pending.isEmpty { return takePending() }
        if finished { return nil }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled { continuation.resume(returning: nil) } else { waiter = continuation }
            }
        } onCancel: {
            Task { await self.finish() }
        }
    }

    private func takePending() -> [UInt8] {
        defer { pending = [] }
        return pending
    }
}
