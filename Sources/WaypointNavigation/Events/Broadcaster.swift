/// Delivers each element to every live `AsyncStream` and callback registered with it: the one
/// stream registry of every Waypoint layer that publishes events (navigator changes, flow
/// events, routing sessions and the hub's events).
///
/// Streams and callbacks registered after ``finish()`` get the `replaying` elements and end at
/// once. A consumer leaves by cancelling its stream's task or by cancelling or releasing its
/// subscription; the broadcaster then forgets it and, when given, calls its `onLeave` once
/// (a routing session cancels itself that way).
///
/// Only the main actor touches a broadcaster, except `finishFromDeinit()`, which the
/// owner's `deinit` calls when nobody else can reach it any more.
///
/// ```swift
/// let changes = Broadcaster<NavigationChange>()
/// let stream = changes.stream()
/// changes.yield(change)
/// changes.finish()
/// ```
package final class Broadcaster<Element: Sendable>: @unchecked Sendable {
    // The lists hold sinks of a non-generic class: this generic class is not specialized in the
    // modules that use it, and lists of a generic element type would look their types' metadata
    // up at run time on every publish, subscription and finish.
    private var streams: [Sink] = []
    /// In registration order.
    fileprivate var callbacks: [Sink] = []
    private var nextKey: UInt64 = 0
    private(set) package var isFinished = false

    package init() {}

    /// A subscription still held keeps its sink: the callback it holds goes with the broadcaster.
    deinit {
        for callback in callbacks { callback.forget() }
    }

    /// Whether nobody listens; publishers skip building elements then.
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
        streams.append(StreamSink(key: key, continuation: continuation))
        isEmpty = false
        continuation.onTermination = { [weak self] termination in
            guard case .cancelled = termination else { return }
            Task { @MainActor in
                guard let self, let index = self.streams.firstIndex(where: { $0.key == key }) else { return }
                self.streams.remove(at: index)
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
        // The sink is what the subscription ends: no closure is allocated per subscription.
        let sink = CallbackSink(key: makeKey(), owner: self, onLeave: onLeave, body: body)
        let subscription = NavigationSubscription(ending: sink as Sink)
        sink.subscription = subscription
        callbacks.append(sink)
        isEmpty = false
        return subscription
    }

    /// Delivers `element` to every stream and live callback.
    @MainActor package func yield(_ element: Element) {
        guard !isEmpty else { return }
        withUnsafePointer(to: element) { element in
            for stream in streams { stream.deliver(element) }
            guard !callbacks.isEmpty else { return }
            var anyGone = false
            for callback in callbacks {
                guard callback.isLive else {
                    anyGone = true
                    continue
                }
                callback.deliver(element)
            }
            if anyGone {
                callbacks.removeAll { $0.isRemovable }
                consumerLeft()
            }
        }
    }

    /// Finishes every stream and forgets every callback; later registrations end at once.
    @MainActor package func finish() {
        finishFromDeinit()
    }

    /// ``finish()`` for the owner's `deinit`.
    package func finishFromDeinit() {
        for stream in takeAll() { stream.finish(yielding: nil) }
    }

    /// ``finish()`` for the owner's `deinit`, yielding `last` to the streams first. (A separate
    /// method rather than an optional parameter: an optional of the generic `Element` would
    /// look its metadata up at run time.)
    package func finishFromDeinit(yielding last: Element) {
        let streams = takeAll()
        guard !streams.isEmpty else { return }
        withUnsafePointer(to: last) { last in
            for stream in streams { stream.finish(yielding: last) }
        }
    }

    /// Marks the broadcaster finished and empties it; returns the streams to finish.
    private func takeAll() -> [Sink] {
        isFinished = true
        let finishing = streams
        streams = []
        for callback in callbacks { callback.forget() }
        callbacks = []
        isEmpty = true
        return finishing
    }

    fileprivate func consumerLeft() {
        isEmpty = streams.isEmpty && callbacks.isEmpty
    }

    private func makeKey() -> UInt64 {
        nextKey += 1
        return nextKey
    }
}

/// One consumer of a broadcaster: a stream or a callback, its element type erased (elements
/// arrive as pointers to the broadcaster's `Element`). A callback's sink is what its
/// subscription ends; the conformance is declared here, on the non-generic class, so that making
/// a subscription looks no generic witness table up at run time. (Unchecked `Sendable`: only
/// `subscriptionDropped()` and `forget()` run off the main actor; see `CallbackSink`.)
private class Sink: SubscriptionEnding, @unchecked Sendable {
    let key: UInt64

    init(key: UInt64) {
        self.key = key
    }

    /// Whether the consumer still takes elements.
    @MainActor var isLive: Bool { true }

    /// Whether a callback that is not live may be dropped while delivering (one with an
    /// `onLeave` is removed only by leaving, so that a released subscription still reaches it).
    @MainActor var isRemovable: Bool { false }

    @MainActor func deliver(_ element: UnsafeRawPointer) {}

    func finish(yielding last: UnsafeRawPointer?) {}

    @MainActor func subscriptionCancelled() {}

    func subscriptionDropped() {}

    /// The broadcaster finished or is gone: a callback drops what it holds.
    func forget() {}
}

private final class StreamSink<Element: Sendable>: Sink, @unchecked Sendable {
    let continuation: AsyncStream<Element>.Continuation

    init(key: UInt64, continuation: AsyncStream<Element>.Continuation) {
        self.continuation = continuation
        super.init(key: key)
    }

    @MainActor override func deliver(_ element: UnsafeRawPointer) {
        continuation.yield(element.assumingMemoryBound(to: Element.self).pointee)
    }

    override func finish(yielding last: UnsafeRawPointer?) {
        if let last { continuation.yield(last.assumingMemoryBound(to: Element.self).pointee) }
        continuation.finish()
    }
}

/// A callback and what its subscription ends: leaving forgets it in its broadcaster and calls
/// `onLeave`. Off the main actor, `subscriptionDropped()` only schedules the leaving on the main
/// actor, and `forget()` runs only once nothing else reaches the broadcaster.
private final class CallbackSink<Element: Sendable>: Sink, @unchecked Sendable {
    weak var subscription: NavigationSubscription?
    private weak var owner: Broadcaster<Element>?
    private let onLeave: (@MainActor () -> Void)?
    /// Dropped once the callback left, or the broadcaster finished or is gone: a subscription
    /// still held (it holds its sink) keeps nothing the callback captured alive.
    private var body: (@MainActor (Element) -> Void)?

    init(key: UInt64, owner: Broadcaster<Element>, onLeave: (@MainActor () -> Void)?, body: @escaping @MainActor (Element) -> Void) {
        self.owner = owner
        self.onLeave = onLeave
        self.body = body
        super.init(key: key)
    }

    private var hasOnLeave: Bool { onLeave != nil }

    @MainActor override func subscriptionCancelled() {
        leave()
    }

    /// Released without being cancelled: a callback with an `onLeave` leaves on the main actor,
    /// a moment later; any other is dropped at the next delivery.
    override func subscriptionDropped() {
        guard hasOnLeave else { return }
        Task { @MainActor in self.leave() }
    }

    @MainActor private func leave() {
        guard let owner, let index = owner.callbacks.firstIndex(where: { $0 === self }) else { return }
        owner.callbacks.remove(at: index)
        owner.consumerLeft()
        body = nil
        onLeave?()
    }

    override func forget() {
        body = nil
    }

    @MainActor override var isLive: Bool {
        guard let subscription else { return false }
        return !subscription.isCancelled
    }

    @MainActor override var isRemovable: Bool {
        guard !hasOnLeave else { return false }
        guard let subscription else { return true }
        return subscription.isCancelled
    }

    @MainActor override func deliver(_ element: UnsafeRawPointer) {
        body?(element.assumingMemoryBound(to: Element.self).pointee)
    }
}
