import PropertyBased
import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation
import WaypointTestSupport

/// Random scripts of commands, target states, user gestures and transition completions, with the
/// navigator's invariants checked after every single action; a failing script shrinks to the few
/// actions (and the small starting state) that break one.
@Suite @MainActor struct RandomizedNavigatorTests {
    @Test func invariantsHoldAfterEveryCommandGestureAndTransition() async throws {
        let starts = zip(Gen.navigationState, Gen.bool(0.3))
        await propertyCheck(count: 120, input: starts, Gen.navigatorScript(count: 60)) { start, script in
            let (state, immediate) = start
            let host = InMemoryHost(timing: immediate ? .immediate : .manual)
            let navigator = Navigator(host: host, state: state)
            var published: [NavigationChange] = []
            let subscription = navigator.onChange { published.append($0) }
            var committed = navigator.state
            var random = RandomStates(seed: 0)
            random.nextID = state.maxScreenID?.rawValue ?? 0

            for (index, action) in script.enumerated() {
                let context = "action \(index), \(action)"
                switch action {
                case .command(let kind, let seed):
                    random.random = SeededGenerator(seed: seed)
                    let before = navigator.state
                    do {
                        try navigator.execute(random.command(kind, for: before))
                    } catch {
                        #expect(navigator.state == before, "a failed command changed the state; \(context)")
                    }
                case .setState(let seed):
                    random.random = SeededGenerator(seed: seed)
                    try navigator.setState(random.neighbour(of: navigator.state, allowMoves: true))
                case .gesture(let gesture):
                    let before = host.shown
                    do {
                        try host.perform(gesture)
                    } catch {
                        #expect(host.shown == before, "a refused gesture changed the host; \(context)")
                    }
                case .finishTransition:
                    host.finishTransition()
                }

                #expect(navigator.state.isValid, "\(context)\n\(navigator.state)")
                #expect(host.shown.isValid, "\(context)\n\(host.shown)")
                #expect(host.refusedSteps.isEmpty, "\(context): \(host.refusedSteps.map(\.error))")
                #expect(navigator.shown == host.shown, "the navigator lost track of the host; \(context)")
                if !host.isTransitioning {
                    #expect(host.shown == navigator.state, "an idle host must show the state; \(context)")
                }
                for change in published {
                    #expect(change.old == committed, "changes must chain; \(context)")
                    #expect(change.finishedOwners.isDisjoint(with: change.new.screens.map(\.owner)))
                    committed = change.new
                }
                published.removeAll()
                #expect(committed == navigator.state, "every change must be published; \(context)")
            }
            host.finishAllTransitions()
            #expect(host.shown == navigator.state)
            #expect(navigator.isSettled)
            subscription.cancel()
        }
    }
}
