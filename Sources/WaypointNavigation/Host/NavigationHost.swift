/// How a host finished a step it was asked to perform.
///
/// ```swift
/// host.perform(step) { outcome in
///     if case .refused(let error) = outcome { print(error) }
/// }
/// ```
@_spi(HostAuthoring) public enum HostStepOutcome: Hashable, Sendable {
    /// The transition finished; the host shows the step's result.
    case completed
    /// The host could not perform the step and shows what it showed before.
    case refused(NavigationError)
}

/// The seam between the navigator and whatever shows screens: UIKit, SwiftUI, or ``InMemoryHost``.
///
/// A host performs one `HostStep` at a time and calls `completion` when the transition has
/// finished (synchronously or later). It reports what the user did on its own — interactive
/// pops, swipe-downs, tab taps, cancelled pops — through `onUserGesture`, which the
/// ``Navigator`` installs when it takes the host. A host given to a navigator shows nothing yet.
///
/// ```swift
/// @MainActor final class UIKitHost: NavigationHost {
///     var onUserGesture: (@MainActor (UserGesture) -> Void)?
///     func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
///         // translate `step` into one UIKit call; call `completion(.completed)` in its completion
///     }
/// }
/// ```
@MainActor
public protocol NavigationHost: AnyObject {
    /// Called by the host after each change the user made; set by the navigator that drives it.
    @_spi(HostAuthoring) var onUserGesture: (@MainActor (UserGesture) -> Void)? { get set }

    /// Performs one transition and reports when it finished.
    ///
    /// - Parameters:
    ///   - step: The transition, legal under ``NavigationState/performing(_:)-(HostStep)``.
    ///   - completion: Called once, when the transition finished or was refused.
    @_spi(HostAuthoring) func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void)

    /// Performs one transition, animated or not, and reports when it finished.
    ///
    /// The navigator calls this one. `animated` is `false` for the steps that bring the host
    /// from nothing to its first state (a cold start, a restored state) and for changes the app
    /// asked to make without animation (``Navigator/execute(_:animated:)``). A host without
    /// animations implements ``perform(_:completion:)`` only: the default ignores `animated`.
    ///
    /// ```swift
    /// func perform(_ step: HostStep, animated: Bool, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
    ///     navigationController.pushViewController(controller, animated: animated)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - step: The transition, legal under ``NavigationState/performing(_:)-(HostStep)``.
    ///   - animated: Whether the platform should animate it.
    ///   - completion: Called once, when the transition finished or was refused.
    @_spi(HostAuthoring) func perform(_ step: HostStep, animated: Bool, completion: @escaping @MainActor (HostStepOutcome) -> Void)

    /// Tells the host which navigator drives it; called once, when the ``Navigator`` takes it.
    ///
    /// A host that hands the navigator to the screens it shows (the SwiftUI host's environment)
    /// keeps it here, weakly: the app owns the navigator. The default does nothing.
    ///
    /// ```swift
    /// weak var navigator: Navigator?
    /// func didAttach(to navigator: Navigator) { self.navigator = navigator }
    /// ```
    ///
    /// - Parameter navigator: The navigator that now drives the host.
    @_spi(HostAuthoring) func didAttach(to navigator: Navigator)
}

extension NavigationHost {
    /// Does nothing: a host that needs its navigator implements it.
    @_spi(HostAuthoring) public func didAttach(to navigator: Navigator) {}

    /// Performs the step with ``perform(_:completion:)``, ignoring `animated`.
    @_spi(HostAuthoring) public func perform(_ step: HostStep, animated: Bool, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        perform(step, completion: completion)
    }
}
