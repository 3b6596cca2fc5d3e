import Testing
import WaypointNavigation
import WaypointTestSupport

/// Random sequences of commands, target states, user gestures and transition completions, with
/// the navigator's invariants checked after every single action.
@Suite @MainActor struct RandomizedNavigatorTests {
    @Test(arguments: 0..<120 as Range<UInt64>)
    func invariantsHoldAfterEveryCommandGestureAndTransition(seed: UInt64) throws {
        var random = RandomStates(seed: seed)
        let host = InMemoryHost(timing: random.chance(30) ? .immediate : .manual)
        let navigator = Navigator(host: host, state: random.state())
        var published: [NavigationChange] = []
        let subscription = navigator.onChange { published.append($0) }
        var committed = navigator.state

        for action in 0..<60 {
            let context = "seed \(seed), action \(action)"
            switch Int.random(in: 0..<10, using: &random.random) {
            case 0..<4:
                let before = navigator.state
                do {
                    try navigator.execute(random.command(for: before))
                } catch {
                    #expect(navigator.state == before, "a failed command changed the state; \(context)")
                }
            case 4:
                try navigator.setState(random.neighbour(of: navigator.state, allowMoves: true))
            case 5..<7:
                let before = host.shown
                do {
                    switch Int.random(in: 0..<7, using: &random.random) {
                    case 0: try host.popInteractively()
                    case 1: try host.cancelInteractivePop()
                    case 2: try host.swipeDown()
                    case 3: try host.chooseAlertAction(Int.random(in: 0..<3, using: &random.random))
                    case 4: try host.dismissAlertBySystem()
                    case 5: try host.changeWidth(random.chance(50) ? .compact : .regular)
                    default: try host.tapTab(Int.random(in: 0..<3, using: &random.random))
                    }
                } catch {
                    #expect(host.shown == before, "a refused gesture changed the host; \(context)")
                }
            default:
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
