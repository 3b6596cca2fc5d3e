#if canImport(SwiftUI)
import SwiftUI
@_spi(HostAuthoring) import WaypointNavigation

/// `NavigationLink(value:)` inside a screen: SwiftUI appends the value to the stack's
/// `NavigationPath` and asks the value type's `navigationDestination(for:)` for its view; the
/// host turns the value into a screen (``LinkPush``), shows its registered view at once, and
/// pushes that very screen through the navigator when it appears.
extension SwiftUIHost {
    /// The path of the stack at `container` that SwiftUI shows: the screens above its root, a
    /// screen pushed by a link as the link's value (so SwiftUI keeps its view), and a link's value
    /// the navigator has not taken yet.
    func navigationPath(above screens: [Screen], at container: ContainerPath) -> NavigationPath {
        if let pending = links.pending[container] { return pending.path }
        var path = NavigationPath()
        for screen in screens.dropFirst() {
            if let value = links.values[screen.id] { path.append(value) } else { path.append(screen) }
        }
        return path
    }

    /// SwiftUI set the path of the stack at `container`.
    func navigationPathSet(_ path: NavigationPath, above screens: [Screen], at container: ContainerPath) {
        guard let root = screens.first else { return }
        switch StackPathChange(shown: screens.count - 1, set: path.count) {
        case .popped(let keeping):
            links.pending[container] = nil
            pathSet(Array(screens.dropFirst().prefix(keeping)), below: root, at: container)
        case .linkAppended:
            links.pending[container] = PendingLink(path: path, screen: nil)
        case .unchanged:
            break
        }
    }

    /// The screen a link's `value` shows in the stack at `container`: the one about to be pushed
    /// while a link is pending there, else the screen already pushed for it; `nil` when the value
    /// pushes nothing (reported).
    ///
    /// SwiftUI hands the destination builder the value alone, not its place in the path, so two
    /// link-pushed screens with equal values in one stack show the view of the newer one (the
    /// same destination, built with the newer screen).
    func linkedScreen(for value: any Destination, at container: ContainerPath) -> Screen? {
        if let screen = links.pending[container]?.screen { return screen }
        if links.pending[container] == nil {
            let stack = reader.shown.container(at: container)?.screens ?? []
            return stack.last { links.values[$0.id].map { AnyHashable($0) } == AnyHashable(value) }
        }
        do {
            let push = try LinkPush(value: value, in: container, state: reader.shown, types: screens?.types ?? [])
            guard let navigator else { return nil }
            let screen = navigator.makeScreen(push.destination, owner: push.owner)
            links.pending[container]?.screen = screen
            return screen
        } catch {
            RuntimeWarning.report("NavigationLink(value: \(value)) pushes nothing: \(error)")
            return nil
        }
    }

    /// A link's value pushes nothing: SwiftUI goes back to what the navigator shows.
    func linkRefused(at container: ContainerPath) {
        links.pending[container] = nil
        linkRevision += 1
    }

    /// The view of a link's screen appeared: the navigator takes the push (SwiftUI already
    /// animated it), or SwiftUI goes back to what the navigator shows.
    func linkedScreenAppeared(_ screen: Screen, value: any Destination, at container: ContainerPath) {
        guard links.pending[container]?.screen == screen else { return }
        links.pending[container] = nil
        links.values[screen.id] = value
        if !request(.push(screen), animated: false) {
            links.values[screen.id] = nil
            linkRevision += 1
        }
    }

    /// Forgets the values of link-pushed screens `state` no longer holds.
    func forgetLinks(notIn state: NavigationState) {
        guard !links.values.isEmpty else { return }
        let ids = Set(state.screens.map(\.id))
        links.values = links.values.filter { ids.contains($0.key) }
    }
}

/// What the host remembers of links: the value each link-pushed screen shows, and a link's value
/// SwiftUI appended that the navigator has not taken yet, by stack.
struct LinkRecords {
    var values: [Screen.ID: any Destination] = [:]
    var pending: [ContainerPath: PendingLink] = [:]
}

/// A path SwiftUI set longer by a link's value, and the screen made for it once its view was
/// asked for.
struct PendingLink {
    let path: NavigationPath
    var screen: Screen?
}
#endif
