/// What a ``HostReader`` made of a platform callback.
///
/// ```swift
/// switch reader.read(.sheetDidDismiss, in: snapshot) {
/// case .gesture(let gesture): onUserGesture?(gesture)
/// case .unchanged: break
/// case .refused(let error): log(error)
/// }
/// ```
@_spi(HostAuthoring)
public enum HostReading: Hashable, Sendable {
    /// The user changed what the host shows: report the gesture to the navigator.
    case gesture(UserGesture)
    /// Nothing the navigator must hear about: the host's own transition, a controller the app
    /// presented itself, a swipe that was cancelled or refused, a gesture still under way.
    case unchanged
    /// What the platform reports does not fit what the host shows; nothing changed.
    case refused(NavigationError)
}

/// Where a platform host performs a step, as ``HostReader/begin(_:in:)`` located it.
///
/// ```swift
/// switch try reader.begin(step, in: snapshot) {
/// case .window(let dismissingPresented): ...   // window.rootViewController = ...
/// case .presenter(let index): ...              // chain[index].present(...) or .dismiss(...)
/// case .container(let address): ...            // the navigation or tab bar controller there
/// }
/// ```
@_spi(HostAuthoring)
public enum HostPlacement: Hashable, Sendable {
    /// Replace the window's root; when `dismissingPresented`, first dismiss what the app
    /// presented itself on the old root.
    case window(dismissingPresented: Bool)
    /// Replace the screens of the navigation controller an embedded host manages
    /// (``HostScope/embeddedStack``), never the window's root (nothing is presented above it then:
    /// the state presents nothing while its root changes, and the app's presentations refuse it).
    case embeddedRoot
    /// The controller at this chain index presents the new level (it is the top of the chain,
    /// which may be a controller the app presented itself), or dismisses everything above it.
    case presenter(chainIndex: Int)
    /// The navigation controller (push, pop, set stack) or tab bar controller (select, set tabs)
    /// at this address.
    case container(HostAddress)
}
