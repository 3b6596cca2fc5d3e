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
    private var terminal: FlowEvent<any Sendable, any Sendable>?
    private var observers: [Int: @MainActor (FlowEvent<any Sendable, any Sendable>) -> Void] = [:]
    private var lastKey = 0
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

    func onEvent(_ body: @escaping @MainActor (FlowEvent<any Sendable, any Sendable>) -> Void) -> NavigationSubscription {
        if let terminal {
            body(terminal)
            return NavigationSubscription(cancel: {})
        }
        lastKey += 1
        let key = lastKey
        observers[key] = body
        return NavigationSubscription(cancel: { [weak self] in self?.observers[key] = nil })
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
            end(.failed(.wrapping(error, flow: id)))
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
        end(.failed(.wrapping(error, flow: id)))
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

    private func send(_ event: FlowEvent<any Sendable, any Sendable>) {
        for body in observers.values { body(event) }
    }

    private func end(_ event: FlowEvent<any Sendable, any Sendable>) {
        isEnded = true
        subscription = nil
        terminal = event
        send(event)
        observers = [:]
    }
}

struct ProbeFailure: Error, Equatable, CustomStringConvertible {
    let text: String
    var description: String { text }
}
