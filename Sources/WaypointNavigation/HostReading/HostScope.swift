/// What a platform host may touch: the whole window, or one navigation controller an app
/// handed it (one tab, one presented subtree) while the app keeps its own root.
///
/// A ``HostReader`` takes every decision for both scopes; an embedded reader adds the rules of a
/// guest in someone else's app:
/// - its root is the embedded navigation controller's stack, never the window's root: a new root
///   must be a stack (``NavigationError/Kind/notAStack`` otherwise), and it replaces that
///   controller's screens (``HostPlacement/embeddedRoot``), and is refused while the app
///   presents something above that controller;
/// - it never pushes over, pops or replaces a controller the app pushed on that stack itself, and
///   never dismisses a presentation it did not make: such a step is refused
///   (``NavigationError/Kind/hostMismatch``) before the platform is asked, nothing changes;
/// - a dismissal is made by the controller right below the first level that goes, so that an
///   alert the app presented under that level stays up;
/// - the app's other tabs and its window root are not part of its ``HostSnapshot`` at all: the
///   chain starts at the embedded controller.
///
/// The app acting on that stack (its own push, pop or `popToRootViewController`) reaches the
/// reader as the same delegate callbacks as the user's Back button, and reads the same way: a
/// controller of the app's on top changes nothing, fewer of the host's screens is a pop.
///
/// ```swift
/// var reader = HostReader(scope: .embeddedStack)
/// try reader.begin(.setRoot(.stack([accounts])), in: snapshot)   // .embeddedRoot
/// ```
@_spi(HostAuthoring)
public enum HostScope: Hashable, Sendable {
    /// The host owns the window's root view controller and everything presented on it.
    case window
    /// The host owns one navigation controller's stack, and the levels it presents above it.
    case embeddedStack
}
