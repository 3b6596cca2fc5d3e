import PropertyBased
import Testing
@_spi(HostAuthoring) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

/// The URL of what is on screen (`RoutingHub.url(for:)`) and its law: opened from a cold
/// start, it shows the same screens, each presented the same way, up to the deepest one that
/// has a URL.
@Suite @MainActor struct ScreenURLTests {
    /// How one screen on display is shown: its destination and how it got there.
    struct Shown: Equatable, CustomStringConvertible {
        var destination: AnyDestination
        var presentation: String
        var description: String { "\(presentation) \(destination)" }
    }

    /// The screens on display of `state`, bottom first, each with how it was shown.
    static func shown(_ state: NavigationState) -> [Shown] {
        var result: [Shown] = []
        let levels = [state.root].compactMap { $0 } + state.modals.map(\.content)
        for (level, container) in levels.enumerated() {
            let style = level == 0 ? "root" : state.modals[level - 1].style.rawValue
            guard case .stack(let screens) = container else { continue }
            for (position, screen) in screens.enumerated() {
                result.append(Shown(destination: screen.destination, presentation: position == 0 ? style : "push"))
            }
        }
        return result
    }

    /// A state showing `target` above the screens its parents imply, with `extras` above it
    /// (0: a note pushed, 1: the help page presented full screen) — screens without a URL.
    static func state(showing target: Store, extras: [Int]) -> NavigationState {
        var chain: [Store] = [target]
        while let parent = chain.first?.parent as? Store { chain.insert(parent, at: 0) }
        var levels: [(Modal.Style?, [Store])] = []
        for destination in chain {
            if case .present(let style) = destination.presentation, !levels.isEmpty {
                levels.append((style, [destination]))
            } else if levels.isEmpty {
                levels.append((nil, [destination]))
            } else {
                levels[levels.count - 1].1.append(destination)
            }
        }
        for (index, extra) in extras.enumerated() {
            if extra == 0 { levels[levels.count - 1].1.append(.note(index)) } else { levels.append((.fullScreen, [.help])) }
        }
        var ids = ScreenIDGenerator()
        func stack(_ destinations: [Store]) -> Container {
            .stack(destinations.map { Screen(id: ids.next(), destination: $0) })
        }
        return NavigationState(
            root: stack(levels[0].1), modals: levels.dropFirst().map { Modal($0.0 ?? .sheet, stack($0.1)) })
    }

    static func target(kind: Int, category: Int, item: Int) -> Store {
        switch kind {
        case 0: .home
        case 1: .category(category)
        case 2: .item(category: category, id: item)
        default: .review(category: category, item: item)
        }
    }

    @Test func openingTheURLOfWhatIsOnScreenFromAColdStartShowsTheSameScreensUpToTheDeepestLinkableOne() async throws {
        await propertyCheck(
            count: 60, input: Gen.int(in: 0...3), Gen.int(in: 1...999), Gen.int(in: 0...1).array(of: 0...3)
        ) { kind, id, extras in
            let target = Self.target(kind: kind, category: id, item: id + 1)
            let original = Self.state(showing: target, extras: extras)
            let (hub, navigator) = try Store.coldHub()
            let url = try #require(hub.url(for: original))
            await hub.start(url: url).reach("started")
            await navigator.settle()
            let expected = Self.shown(Self.state(showing: target, extras: []))
            #expect(Self.shown(navigator.state) == expected, "\(url) from \(Self.shown(original))")
            // What the cold start shows has the same URL: the link is stable.
            #expect(hub.url(for: navigator.state) == url)
        }
    }

    @Test func theDeepestScreenWithAURLWinsOverScreensWithoutOne() throws {
        let (hub, _) = try Store.coldHub()
        let state = Self.state(showing: .review(category: 3, item: 4), extras: [0, 1, 0])
        #expect(hub.url(for: state) == "shop://category/3/item/4/review")
    }

    @Test func nothingLinkableOnScreenHasNoURL() throws {
        let (hub, _) = try Store.coldHub()
        #expect(hub.url(for: .empty) == nil)
        let unlinkable = NavigationState(
            root: .stack([Screen(id: Screen.ID(1), destination: Store.note(1))]),
            modals: [Modal(.fullScreen, .stack([Screen(id: Screen.ID(2), destination: Store.help)]))])
        #expect(hub.url(for: unlinkable) == nil)
    }

    @Test func onlyTheSelectedTabCounts() throws {
        let (hub, _) = try Store.coldHub()
        let tabs = NavigationState(
            root: .tabs(
                [
                    .stack([Screen(id: Screen.ID(1), destination: Store.home), Screen(id: Screen.ID(2), destination: Store.category(7))]),
                    .stack([Screen(id: Screen.ID(3), destination: Store.note(1))]),
                ], selected: 1))
        #expect(hub.url(for: tabs) == nil)
        var first = tabs
        first.root = .tabs(
            [.stack([Screen(id: Screen.ID(1), destination: Store.home), Screen(id: Screen.ID(2), destination: Store.category(7))])],
            selected: 0)
        #expect(hub.url(for: first) == "shop://category/7")
    }
}
