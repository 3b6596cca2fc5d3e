import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation
import WaypointTestSupport

/// A host whose step in flight can be refused after the user acted on it: it then shows what it
/// showed before the step, with each gesture of the user replayed there when it applies and
/// removes no screen the user did not remove (a pop of the refused push's screen is not replayed).
@MainActor private final class LateRefusingHost: NavigationHost {
    var onUserGesture: (@MainActor (UserGesture) -> Void)?
    private(set) var shown = NavigationState.empty
    private var inFlight: (before: NavigationState, completion: @MainActor (HostStepOutcome) -> Void)?

    var isTransitioning: Bool { inFlight != nil }

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        do {
            let after = try shown.performing(step)
            inFlight = (shown, completion)
            shown = after
        } catch {
            completion(.refused(error))
        }
    }

    func finish() {
        guard let current = inFlight else { return }
        inFlight = nil
        current.completion(.completed)
    }

    func refuse() {
        guard let current = inFlight else { return }
        inFlight = nil
        shown = current.before
        do {
            _ = try NavigationState.empty.performing(.pop(in: .root))
        } catch {
            current.completion(.refused(error))
        }
    }

    func simulate(_ gesture: UserGesture) throws {
        let after = try shown.performing(gesture)
        if let before = inFlight?.before, let replayed = try? before.performing(gesture) {
            let removed = Set(shown.screens.map(\.id)).subtracting(after.screens.map(\.id))
            if Set(before.screens.map(\.id)).subtracting(replayed.screens.map(\.id)).isSubset(of: removed) {
                inFlight?.before = replayed
            }
        }
        shown = after
        onUserGesture?(gesture)
    }
}

@Suite @MainActor struct NavigatorRefusalGestureTests {
    @Test func aSheetSwipedDownDuringARefusedPushStaysGone() throws {
        let host = LateRefusingHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
        while host.isTransitioning { host.finish() }
        try navigator.execute(.push(screen(3)))
        try host.simulate(.swipeDown(level: 1))
        host.refuse()
        #expect(navigator.state == NavigationState(root: stack(1)))
        #expect(navigator.shown == host.shown, "the swipe-down was lost")
        try navigator.execute(.push(screen(4)))
        while host.isTransitioning { host.finish() }
        #expect(host.shown == NavigationState(root: stack(1, 4)))
        #expect(navigator.isSettled)
    }

    @Test func aTabTappedDuringARefusedPushStaysSelected() throws {
        let host = LateRefusingHost()
        let navigator = Navigator(host: host, state: NavigationState(root: .tabs([stack(1), stack(2)], selected: 0)))
        while host.isTransitioning { host.finish() }
        try navigator.execute(.push(screen(3)))
        try host.simulate(.tabTap(1, in: .root))
        host.refuse()
        #expect(host.shown == NavigationState(root: .tabs([stack(1), stack(2)], selected: 1)))
        #expect(navigator.shown == host.shown, "the tab tap was lost")
        #expect(navigator.state == NavigationState(root: .tabs([stack(1, 3), stack(2)], selected: 1)))
    }

    @Test func aPopOfTheRefusedScreenLeavesWhatWasShownBefore() throws {
        let host = LateRefusingHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1, 2)))
        while host.isTransitioning { host.finish() }
        try navigator.execute(.push(screen(3)))
        try host.simulate(.interactivePop(in: .root))
        host.refuse()
        #expect(navigator.state == NavigationState(root: stack(1, 2)))
        #expect(navigator.shown == NavigationState(root: stack(1, 2)))
    }

    @Test(arguments: 0..<60 as Range<UInt64>)
    func theNavigatorTracksTheHostThroughRandomRefusalsAndGestures(seed: UInt64) throws {
        var random = RandomStates(seed: seed)
        let host = LateRefusingHost()
        let navigator = Navigator(host: host, state: random.state())
        for action in 0..<60 {
            let context = "seed \(seed), action \(action)"
            switch Int.random(in: 0..<10, using: &random.random) {
            case 0..<4: _ = try? navigator.execute(random.command(for: navigator.state))
            case 4..<6:
                let gestures: [UserGesture] = [
                    .interactivePop(in: host.shown.visiblePath(ofLevel: host.shown.topLevel) ?? .root),
                    .swipeDown(level: host.shown.topLevel),
                    .tabTap(Int.random(in: 0..<3, using: &random.random), in: ContainerPath(level: host.shown.topLevel)),
                ]
                try? host.simulate(gestures[Int.random(in: 0..<3, using: &random.random)])
            case 6..<8: host.refuse()
            default: host.finish()
            }
            if !host.isTransitioning {
                #expect(navigator.shown == host.shown, "the navigator lost track of the host; \(context)")
            }
            if navigator.isSettled {
                #expect(host.shown == navigator.state, "a settled navigator must match the host; \(context)")
            }
        }
    }
}
