import Waypoint
@_spi(HostAuthoring) public import WaypointNavigation

/// A host that passes every step to the host it wraps and tells the inspector what it performed,
/// so the log shows the host steps next to the hub's decisions.
///
/// ```swift
/// let host = InspectedHost(wrapping: UIKitHost(window: window))
/// let navigator = Navigator(host: host)
/// let inspector = try await Inspector.start(hub: hub, navigators: [InspectedNavigator(navigator, host: host)])
/// ```
@MainActor
public final class InspectedHost: NavigationHost {
    /// The host that shows the screens.
    public let base: any NavigationHost
    private var observers: [Int: @MainActor (String, String) -> Void] = [:]
    private var nextKey = 0

    /// Wraps a host; give the wrapper to the navigator instead of the host.
    public init(wrapping base: any NavigationHost) {
        self.base = base
    }

    /// Set by the navigator; the wrapped host's gestures reach it through the wrapper.
    @_spi(HostAuthoring) public var onUserGesture: (@MainActor (UserGesture) -> Void)? {
        didSet {
            base.onUserGesture = { [weak self] gesture in
                self?.report("gesture", "\(gesture)")
                self?.onUserGesture?(gesture)
            }
        }
    }

    /// Passes the navigator on to the wrapped host: a host that hands it to its screens (the
    /// SwiftUI host's environment) needs it under the inspector as without it.
    @_spi(HostAuthoring) public func didAttach(to navigator: Navigator) {
        base.didAttach(to: navigator)
    }

    /// Performs the step on the wrapped host and reports it (and a refusal) to observers.
    @_spi(HostAuthoring) public func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        perform(step, animated: true, completion: completion)
    }

    /// Performs the step on the wrapped host, animated or not as the navigator asks, and reports
    /// it (and a refusal) to observers.
    @_spi(HostAuthoring) public func perform(_ step: HostStep, animated: Bool, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        report("step", step.description + (animated ? "" : " (not animated)"))
        base.perform(step, animated: animated) { [weak self] outcome in
            if case .refused(let error) = outcome { self?.report("refused", "\(step) refused: \(error)") }
            completion(outcome)
        }
    }

    /// Calls `observer` with a category (`step`, `refused`, `gesture`) and a description for
    /// everything the host does from now on; returns a key for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (_ category: String, _ text: String) -> Void) -> Int {
        nextKey += 1
        observers[nextKey] = observer
        return nextKey
    }

    /// Stops calling the observer `key` names.
    public func removeObserver(_ key: Int) {
        observers[key] = nil
    }

    private func report(_ category: String, _ text: String) {
        for key in observers.keys.sorted() { observers[key]?(category, text) }
    }
}

/// A navigator the inspector shows, under a name, with the host wrapper that reports its steps.
///
/// ```swift
/// InspectedNavigator(navigator)                          // named "main", no host steps in the log
/// InspectedNavigator(navigator, name: "widget", host: inspectedHost)
/// ```
@MainActor
public struct InspectedNavigator {
    public let name: String
    public let navigator: Navigator
    public let host: InspectedHost?

    public init(_ navigator: Navigator, name: String = "main", host: InspectedHost? = nil) {
        self.name = name
        self.navigator = navigator
        self.host = host
    }
}
