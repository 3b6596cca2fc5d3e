/// Delivers each element to every live `AsyncStream` and callback registered with it: the one
/// stream registry of every Waypoint layer that publishes events (navigator changes, flow
/// events, routing sessions and the hub's events).
///
/// Streams and callbacks registered after ``finish()`` get the `replaying` elements and end at
/// once. A consumer leaves by cancelling its stream's task or by cancelling or releasing its
/// subscription; the broadcaster then forgets it and, when given, calls its `onLeave` once
/// (a routing session cancels itself that way).
///
/// Only the main actor touches a broadcaster, except ``finishFromDeinit(yielding:)``, which the
/// owner's `deinit` calls when nobody else can reach it any more.
///
/// ```swift
/// let changes = Broadcaster<NavigationChange>()
/// let stream = changes.stream()
/// changes.yield(change)
/// changes.finish()
/// ```
package final class Broadcaster<Element: Sendable>: @unchecked Sendable {
    private struct Callback {
        let key: UInt64
        weak var subscription: NavigationSubscription?
        /// Whether leaving calls an `onLeave`: then only leaving removes the entry, so a released
        /// subscription still reaches its `onLeave`.
        let hasOnLeave: Bool
        let body: @MainActor (Element) -> Void
    }

    private var streams: [UInt64: AsyncStream<Element>.Continuation] = [:]
    /// In registration order.
    private var callbacks: [Callback] = []
    private var nextKey: UInt64 = 0
    private(set) package var isFinished = false

    package init() {}

    /// Whether nobody listens; publishers skip building elements then.
    ///
    /// Stored, not computed: called from other modules on every publish, where this generic
    /// class is not specialized, reading the collections would look their types' metadata up
    /// each time. Set when a consumer joins, recomputed when one leaves.
    package private(set) var isEmpty = true

    /// A new stream: the `replaying` elements, then every element yielded from now on; it
    /// finishes with the broadcaster (at once when it has finished).
    ///
    /// - Parameters:
    ///   - replaying: Elements the stream starts with.
    ///   - onLeave: Called once, on the main actor, when the consumer cancels the stream before
    ///     the broadcaster finished.
    @MainActor package func stream(replaying: [Element] = [], onLeave: (@MainActor () -> Void)? = nil) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        for element in replaying { continuation.yield(element) }
        guard !isFinished else {
            continuation.finish()
            return stream
        }
        let key = makeKey()
        streams[key] = continuation
        isEmpty = false
        continuation.onTermination = { [weak self] termination in
            guard case .cancelled = termination else { return }
            Task { @MainActor in
                guard let self, self.streams.removeValue(forKey: key) != nil else { return }
                self.consumerLeft()
                onLeave?()
            }
        }
        return stream
    }

    /// Calls `body` with every element yielded from now on, until the returned subscription is
    /// cancelled or released, or the broadcaster finishes.
    ///
    /// - Parameter onLeave: Called once when the subscription is cancelled or released before
    ///   the broadcaster finished (after a release: on the main actor, a moment later).
    @MainActor package func subscribe(
        _ body: @escaping @MainActor (Element) -> Void, onLeave: (@MainActor () -> Void)? = nil
    ) -> NavigationSubscription {
        guard !isFinished else { return NavigationSubscription() }
        let key = makeKey()
        let leave: @MainActor () -> Void = { [weak self] in
            guard let self, let index = self.callbacks.firstIndex(where: { $0.key == key }) else { return }
            self.callbacks.remove(at: index)
            self.consumerLeft()
            onLeave?()
        }
        let drop: (@Sendable () -> Void)?
        if onLeave == nil {
            drop = nil
        } else {
            drop = { Task { @MainActor in leave() } }
        }
        let subscription = NavigationSubscription(onCancel: leave, onDrop: drop)
        callbacks.append(Callback(key: key, subscription: subscription, hasOnLeave: onLeave != nil, body: body))
        isEmpty = false
        return subscription
    }

    /// Delivers `element` to every stream and live callback.
    @MainActor package func yield(_ element: Element) {
        for continuation in streams.values { continuation.yield(element) }
        guard !callbacks.isEmpty else { return }
        var anyGone = false
        for callback in callbacks {
            guard let subscription = callback.subscription, !subscription.isCancelled else {
                anyGone = true
                continue
            }
            callback.body(element)
        }
        if anyGone {
            callbacks.removeAll { !$0.hasOnLeave && ($0.subscription?.isCancelled ?? true) }
            consumerLeft()
        }
    }

    /// Finishes every stream and forgets every callback; later registrations end at once.
    @MainActor package func finish() {
        finishFromDeinit(yielding: nil)
    }

    /// ``finish()`` for the owner's `deinit`: yields `last` to the streams first, if given.
    package func finishFromDeinit(yielding last: Element?) {
        isFinished = true
        let finishing = streams
        streams = [:]
        callbacks = []
        isEmpty = true
        for continuation in finishing.values {
            if let last { continuation.yield(last) }
            continuation.finish()
        }
    }

    private func consumerLeft() {
        isEmpty = streams.isEmpty && callbacks.isEmpty
    }

    private func makeKey() -> UInt64 {
        nextKey += 1
        return nextKey
    }
}
