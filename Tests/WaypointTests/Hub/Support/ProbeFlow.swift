import Waypoint

enum ProbeScreen: Destination {
    case home
    case page(String)
}

/// A flow for hub tests: shows one screen (pushed, as a sheet, or as the root), can hold its
/// preparation until the test releases it, produces, finishes, and ends when its screen goes.
@MainActor final class ProbeFlow: RunningFlow {
    enum Presentation { case push, sheet, root }

    let id: FlowID
    let request: RouteRequest?
    private let navigator: Navigator
    private let presentation: Presentation
    private let holdsPreparation: Bool
    private var gate: CheckedContinuation<Void, Never>?
    private var history: [FlowLifecycleEvent] = []
    private var streams: [AsyncStream<FlowLifecycleEvent>.Continuation] = []
    private var subscription: NavigationSubscription?
    private(set) var isStarted = false
    private(set) var isEnded = false
    private(set) var cancelCalls = 0
    private(set) var launchCalls = 0

    init(
        id: FlowID, navigator: Navigator, request: RouteRequest? = nil, presentation: Presentation = .push,
        holdsPreparation: Bool = false
    ) {
        self.id = id
        self.navigator = navigator
        self.request = request
        self.presentation = presentation
        self.holdsPreparation = holdsPreparation
    }

    var lifecycle: AsyncStream<FlowLifecycleEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: FlowLifecycleEvent.self)
        for event in history { continuation.yield(event) }
        if isEnded { continuation.finish() } else { streams.append(continuation) }
        return stream
    }

    var isPreparing: Bool { gate != nil }

    func launch() async {
        launchCalls += 1
        if holdsPreparation, !isEnded {
            await withCheckedContinuation { gate = $0 }
        }
        guard !isEnded else { return }
        let screen = navigator.makeScreen(ProbeScreen.page(id.rawValue), owner: id)
        do {
            switch presentation {
            case .push:
                if navigator.state.root == nil {
                    try navigator.execute(.setRoot(.stack([screen])))
                } else {
                    try navigator.execute(.push(screen))
                }
            case .sheet: try navigator.execute(.present(Modal(.sheet, .stack([screen]))))
            case .root: try navigator.execute(.setRoot(.stack([screen])))
            }
        } catch {
            end(.failed(error))
            return
        }
        subscription = navigator.onChange { [weak self] change in
            guard let self, change.finishedOwners.contains(self.id), self.isStarted, !self.isEnded else { return }
            self.end(.cancelled)
        }
        isStarted = true
        send(.started)
    }

    /// Lets a held preparation go on.
    func finishPreparation() {
        gate?.resume()
        gate = nil
    }

    func produce(_ value: any Sendable) { send(.produced(value)) }

    func finish(_ result: any Sendable) {
        guard !isEnded else { return }
        isEnded = true
        removeScreens()
        end(.finished(result))
    }

    func fail(_ error: any Error & Sendable) {
        guard !isEnded else { return }
        isEnded = true
        removeScreens()
        end(.failed(error))
    }

    func cancel() {
        cancelCalls += 1
        guard !isEnded else { return }
        isEnded = true
        finishPreparation()
        removeScreens()
        end(.cancelled)
    }

    private func removeScreens() {
        let state = navigator.state
        guard !state.screens(ownedBy: id).isEmpty else { return }
        if let level = state.modals.firstIndex(where: { $0.content.screens.contains { $0.owner == id } }) {
            _ = try? navigator.execute(.dismissTo(level: level))
        } else if case .stack(let screens)? = state.root {
            let kept = screens.filter { $0.owner != id }
            _ = try? navigator.setState(NavigationState(root: kept.isEmpty ? nil : .stack(kept), modals: kept.isEmpty ? [] : state.modals))
        }
    }

    private func send(_ event: FlowLifecycleEvent) {
        history.append(event)
        for stream in streams { stream.yield(event) }
    }

    private func end(_ event: FlowLifecycleEvent) {
        isEnded = true
        subscription = nil
        send(event)
        for stream in streams { stream.finish() }
        streams = []
    }
}

struct ProbeFailure: Error, Equatable, CustomStringConvertible {
    let text: String
    var description: String { text }
}
