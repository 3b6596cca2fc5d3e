import Foundation
import Waypoint

/// Watches the hub, the navigators and their hosts; keeps the log and feeds every connected page
/// the new log entries and, once per main-actor turn with changes, a fresh state snapshot.
@MainActor
final class InspectorFeed {
    private(set) var log: InspectorLog
    private(set) var lastChanges: [String: NavigationChange] = [:]
    private var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextKey = 0
    private var statePending = false
    private var hubSubscription: NavigationSubscription?
    private var watchedHub: ObjectIdentifier?
    /// What is watched of each navigator shown, by the navigator's identity.
    private var watched: [ObjectIdentifier: Watch] = [:]
    private let started = ContinuousClock.now
    /// When the inspector started, on the wall clock the hub's events are timed with.
    private let startedAt = Date()
    /// Builds the state snapshot sent after changes; set by the API.
    var state: () -> StateSnapshot? = { nil }

    init(capacity: Int) {
        log = InspectorLog(capacity: capacity)
    }

    /// A navigator's change subscription and its host's observer.
    private struct Watch {
        let subscription: NavigationSubscription
        let host: (InspectedHost, Int)?
    }

    /// Watches `hub` from now on (and no other): every event becomes a log entry.
    func follow(_ hub: RoutingHub?) {
        guard hub.map(ObjectIdentifier.init) != watchedHub else { return }
        hubSubscription?.cancel()
        watchedHub = hub.map(ObjectIdentifier.init)
        // What happened before: the hub's recent events, timed from when they happened.
        for event in hub?.recentEvents ?? [] {
            let milliseconds = Int((event.time.timeIntervalSince(startedAt) * 1_000).rounded())
            record(at: milliseconds) { LogEntry(sequence: $0, milliseconds: $1, event: event) }
        }
        hubSubscription = hub?.onEvent { [weak self] event in
            // Changes of screens come from the navigators' own watch, named by navigator.
            if case .navigated = event.kind { return }
            self?.record { LogEntry(sequence: $0, milliseconds: $1, event: event) }
        }
    }

    /// Watches exactly `navigators` from now on: every change and host step of a navigator not
    /// watched yet becomes a log entry, and a navigator no longer listed is let go.
    func follow(_ navigators: [InspectedNavigator]) {
        let listed = Set(navigators.map { ObjectIdentifier($0.navigator) })
        for (id, watch) in watched where !listed.contains(id) {
            watch.subscription.cancel()
            if let (host, key) = watch.host { host.removeObserver(key) }
            watched[id] = nil
        }
        for inspected in navigators where watched[ObjectIdentifier(inspected.navigator)] == nil {
            let name = inspected.name
            let subscription = inspected.navigator.onChange { [weak self] change in
                self?.lastChanges[name] = change
                self?.record { LogEntry(sequence: $0, milliseconds: $1, navigator: name, change: change) }
            }
            let key = inspected.host?.addObserver { [weak self] category, text in
                self?.record { LogEntry(sequence: $0, milliseconds: $1, kind: "host", category: category, group: name, text: text) }
            }
            watched[ObjectIdentifier(inspected.navigator)] = Watch(
                subscription: subscription, host: inspected.host.flatMap { host in key.map { (host, $0) } })
        }
    }

    /// Appends an entry built from its sequence number and time (now), and sends it to every page.
    func record(_ make: (Int, Int) -> LogEntry) {
        let elapsed = ContinuousClock.now - started
        record(at: Int(elapsed.components.seconds * 1_000 + elapsed.components.attoseconds / 1_000_000_000_000_000), make)
    }

    /// Appends an entry that happened `milliseconds` after the inspector started (negative:
    /// before), and sends it to every page.
    private func record(at milliseconds: Int, _ make: (Int, Int) -> LogEntry) {
        let entry = log.append { make($0, milliseconds) }
        broadcast(Self.message(entry))
        stateChanged()
    }

    /// Sends a fresh state to every page once the current main-actor turn ends.
    func stateChanged() {
        guard !statePending else { return }
        statePending = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.statePending = false
            if let state = self.state() { self.broadcast(Self.message(state)) }
        }
    }

    /// A stream of messages: the kept entries after `sequence`, the current state, then live ones.
    func subscribe(after sequence: Int) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(4_096))
        nextKey += 1
        let key = nextKey
        continuation.yield("retry: 2000\n\n")
        for entry in log.entries(after: sequence) { continuation.yield(Self.message(entry)) }
        if let state = state() { continuation.yield(Self.message(state)) }
        subscribers[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.subscribers[key] = nil }
        }
        return stream
    }

    /// The number of pages connected to the event stream.
    var subscriberCount: Int { subscribers.count }

    /// Sends a comment to every page, so that closed connections are noticed and dropped.
    func heartbeat() {
        broadcast(": keep-alive\n\n")
    }

    /// Stops watching and ends every stream.
    func stop() {
        follow(nil as RoutingHub?)
        follow([])
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
    }

    private func broadcast(_ message: String) {
        for continuation in subscribers.values { continuation.yield(message) }
    }

    /// A log entry as a server-sent event, with its sequence as the event id.
    static func message(_ entry: LogEntry) -> String {
        "id: \(entry.sequence)\nevent: log\ndata: \(JSON.string(entry))\n\n"
    }

    /// A state snapshot as a server-sent event.
    static func message(_ state: StateSnapshot) -> String {
        "event: state\ndata: \(JSON.string(state))\n\n"
    }
}
