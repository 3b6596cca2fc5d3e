import PropertyBased
import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation
import WaypointTestSupport

/// Commands, steps and gestures on a split view, on the in-memory host.
@Suite @MainActor struct SplitNavigationTests {
    private let mail = SplitColumns(sidebar: [screen(1, .home)], content: [screen(2, .list)], detail: [screen(3)])

    private func navigator(_ split: SplitColumns, width: NavigationState.WidthClass) throws -> (Navigator, InMemoryHost) {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: .split(split)))
        try host.changeWidth(width)
        return (navigator, host)
    }

    @Test func aPushOpensTheScreenInTheDetailColumnAsOnePush() throws {
        let (navigator, host) = try navigator(mail, width: .regular)
        try navigator.execute(.push(screen(4)))
        #expect(navigator.state.root == .split(SplitColumns(sidebar: [screen(1, .home)], content: [screen(2, .list)], detail: [screen(3), screen(4)])))
        #expect(host.performedSteps.last == .push(screen(4), in: ContainerPath.root.column(.detail)))
    }

    @Test func aPopClosesTheTopScreenOfTheTopColumnEvenItsLast() throws {
        let (navigator, host) = try navigator(mail, width: .regular)
        try navigator.execute(.pop)
        #expect(host.performedSteps.last == .pop(in: ContainerPath.root.column(.detail)))
        try navigator.execute(.pop)
        #expect(host.performedSteps.last == .pop(in: ContainerPath.root.column(.content)))
        #expect(throws: NavigationError.self) { try navigator.execute(.pop) }
        #expect(navigator.state.root == .split(SplitColumns(sidebar: [screen(1, .home)], content: [], detail: [])))
    }

    @Test func settingAColumnReplacesItsStackAndANonexistentColumnIsATypedError() throws {
        let (navigator, host) = try navigator(SplitColumns(sidebar: [screen(1, .home)]), width: .regular)
        try navigator.execute(.setColumn(.detail, [screen(5)]))
        #expect(host.performedSteps.last == .push(screen(5), in: ContainerPath.root.column(.detail)))
        let before = navigator.state
        #expect { try navigator.execute(.setColumn(.content, [screen(6)])) } throws: { ($0 as? NavigationError)?.kind == .notASplit }
        #expect { try navigator.execute(.setColumn(.sidebar, [])) } throws: { ($0 as? NavigationError)?.kind == .emptyStack }
        #expect(navigator.state == before)
    }

    @Test func popToRootOnASplitEmptiesEveryColumnButTheSidebarInOneStep() throws {
        let (navigator, host) = try navigator(mail, width: .compact)
        try navigator.execute(.popToRoot)
        #expect(navigator.state.root == .split(SplitColumns(sidebar: [screen(1, .home)], content: [], detail: [])))
        if case .setColumns? = host.performedSteps.last {} else { Issue.record("expected setColumns, got \(host.performedSteps)") }
    }

    @Test func aCompactBackButtonPopsTheCollapsedStackAndWideningShowsTheColumnsItLeft() throws {
        let (navigator, host) = try navigator(mail, width: .compact)
        try host.popInteractively()
        try host.popInteractively()
        #expect(navigator.state.root == .split(SplitColumns(sidebar: [screen(1, .home)], content: [], detail: [])))
        let steps = host.performedSteps.count
        try host.changeWidth(.regular)
        #expect(host.performedSteps.count == steps, "the host splits the columns itself; no step")
        #expect(navigator.state.description == "root: split\n  sidebar:\n    #1 home  owner: app\n  content: empty\n  detail: empty")
    }

    @Test func theUserPopsOnlyWhatTheWidthShows() throws {
        let (_, host) = try navigator(mail, width: .regular)
        #expect { try host.simulate(.interactivePop(in: .root)) } throws: { ($0 as? NavigationError)?.kind == .gestureNotAllowed }
        #expect { try host.simulate(.interactivePop(in: ContainerPath.root.column(.detail))) } throws: {
            ($0 as? NavigationError)?.kind == .gestureNotAllowed  // a column's root screen has no Back button
        }
        try host.changeWidth(.compact)
        #expect { try host.simulate(.interactivePop(in: ContainerPath.root.column(.detail))) } throws: {
            ($0 as? NavigationError)?.kind == .gestureNotAllowed
        }
        try host.simulate(.popTo(Screen.ID(1), in: .root))
        #expect(host.shown.root == .split(SplitColumns(sidebar: [screen(1, .home)], content: [], detail: [])))
    }

    @Test func aRegularBackButtonPopsOneColumnAndTheTargetForgetsThePoppedScreen() throws {
        let (navigator, host) = try navigator(SplitColumns(sidebar: [screen(1, .home), screen(2, .list)], detail: [screen(3)]), width: .regular)
        host.timing = .manual
        try navigator.execute(.push(screen(4)))
        try host.simulate(.interactivePop(in: ContainerPath.root.column(.sidebar)))
        host.finishAllTransitions()
        #expect(navigator.state.root == .split(SplitColumns(sidebar: [screen(1, .home)], detail: [screen(3), screen(4)])))
        #expect(host.shown == navigator.state)
    }

    @Test func aCollapsedPopDuringATransitionRemovesEveryPoppedScreenFromTheTarget() throws {
        let (navigator, host) = try navigator(mail, width: .compact)
        host.timing = .manual
        try navigator.execute(.push(screen(4)))
        try navigator.execute(.push(screen(5)))
        try host.simulate(.popTo(Screen.ID(1), in: .root))
        host.finishAllTransitions()
        #expect(navigator.state.root == .split(SplitColumns(sidebar: [screen(1, .home)], content: [], detail: [])))
        #expect(host.shown == navigator.state)
    }

    @Test func oneChangedColumnIsOneStepSeveralAreOneReplacementAndANewLayoutIsANewRoot() {
        let old = NavigationState(root: .split(mail))
        func steps(_ split: SplitColumns) -> [HostStep] { NavigationDiff.steps(from: old, to: NavigationState(root: .split(split))) }
        var oneColumn = mail
        oneColumn.sidebar.append(screen(7))
        #expect(steps(oneColumn) == [.push(screen(7), in: ContainerPath.root.column(.sidebar))])
        var twoColumns = oneColumn
        twoColumns.detail = []
        #expect(steps(twoColumns) == [.setColumns(twoColumns, in: .root)])
        let twoColumnLayout = SplitColumns(sidebar: mail.sidebar, detail: mail.detail)
        #expect(steps(twoColumnLayout) == [.setRoot(.split(twoColumnLayout))])
    }

    @Test func aSplitNeedsASidebarScreenAndTheStepsKeepItsLayout() {
        let empty = NavigationState(root: .split(SplitColumns(sidebar: [], detail: [screen(1)])))
        #expect { try empty.validate() } throws: { ($0 as? NavigationError)?.kind == .emptyStack }
        let state = NavigationState(root: .split(mail))
        #expect { _ = try state.performing(.setColumns(SplitColumns(sidebar: [screen(1, .home)]), in: .root)) } throws: {
            ($0 as? NavigationError)?.kind == .notASplit
        }
        #expect { _ = try state.performing(.pop(in: ContainerPath.root.column(.sidebar))) } throws: {
            ($0 as? NavigationError)?.kind == .popAtRoot
        }
        #expect(state.topScreen == screen(3))
    }
}

/// Random scripts of commands, gestures and width changes on a split view, with the navigator's
/// invariants checked after every action; a failing script shrinks to the few actions that break one.
@Suite @MainActor struct RandomizedSplitNavigatorTests {
    @Test func invariantsHoldWhileTheSplitCollapsesAndExpands() async throws {
        let starts = zip(Gen.splitColumns, Gen.bool(0.3))
        await propertyCheck(count: 60, input: starts, Gen.navigatorScript(count: 50)) { start, script in
            let (split, immediate) = start
            let host = InMemoryHost(timing: immediate ? .immediate : .manual)
            let navigator = Navigator(host: host, state: NavigationState(root: .split(split)))
            var random = RandomStates(seed: 0)
            random.nextID = navigator.state.maxScreenID?.rawValue ?? 0
            for (index, action) in script.enumerated() {
                let context = "action \(index), \(action)"
                switch action {
                case .command(let kind, let seed):
                    random.random = SeededGenerator(seed: seed)
                    _ = try? navigator.execute(random.command(kind, for: navigator.state))
                case .setState(let seed):
                    random.random = SeededGenerator(seed: seed)
                    _ = try? navigator.setState(random.neighbour(of: navigator.state, allowMoves: false))
                case .gesture(let gesture): _ = try? host.perform(gesture)
                case .finishTransition: host.finishTransition()
                }
                #expect(navigator.state.isValid, "\(context)\n\(navigator.state)")
                #expect(host.refusedSteps.isEmpty, "\(context): \(host.refusedSteps.map(\.error))")
                #expect(navigator.shown == host.shown, "the navigator lost track of the host; \(context)")
            }
            host.finishAllTransitions()
            #expect(host.shown == navigator.state)
            #expect(navigator.isSettled)
        }
    }
}
