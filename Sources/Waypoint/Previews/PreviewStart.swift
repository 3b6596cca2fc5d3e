package import Foundation
package import WaypointNavigation

/// What a preview shows, set up on a navigator that shows nothing yet: the setup behind
/// `WaypointPreview` (in WaypointSwiftUI), which renders the result through the SwiftUI host.
///
/// Each start uses the app's own code paths, so a preview shows what the app would: a destination
/// is the root of a stack, a link is opened as ``Navigator/open(_:animated:fileID:line:)`` opens it (its
/// tabs selected, its screens pushed, its sheets presented), saved navigation is restored by a
/// ``NavigationRestorer`` over the registry's destinations, and a flow runs through whatever the
/// closure calls (a ``FlowRun``, a coordinator) until it shows its first step.
///
/// ```swift
/// let navigator = Navigator(host: InMemoryHost())
/// try await PreviewStart.link(DeepLink(CardPage.block(id: 42))).run(on: navigator, destinations: screens.destinations)
/// navigator.state.topScreen?.destination   // CardPage.block(id: 42)
/// ```
package enum PreviewStart {
    /// One screen, the root of a stack.
    case destination(any Destination)
    /// What a deep link opens.
    case link(DeepLink)
    /// Saved navigation (``Navigator/restorationData()``, or what a scene saved).
    case saved(Data)
    /// Whatever the closure shows on the navigator: a flow started at the step to preview.
    case flow(@MainActor (Navigator) async throws -> Void)

    /// Shows the start on `navigator`, without animation, and waits until the host shows it.
    ///
    /// - Parameters:
    ///   - navigator: A navigator that shows nothing yet.
    ///   - destinations: The destination types saved navigation may hold.
    /// - Throws: Why the preview cannot show it: a ``NavigationError``, a ``DeepLinkError``, a
    ///   ``RestorationError``, or what the flow's closure threw. A preview shows the error.
    @MainActor
    package func run(on navigator: Navigator, destinations: DestinationRegistry) async throws {
        switch self {
        case .destination(let destination):
            try navigator.execute(.setRoot(.stack([navigator.makeScreen(destination)])), animated: false)
        case .link(let link):
            try navigator.open(link, owner: .app, animated: false)
        case .saved(let data):
            try await NavigationRestorer(destinations: destinations).restore(data, into: navigator)
        case .flow(let start):
            try await start(navigator)
        }
        await navigator.settle()
    }
}
