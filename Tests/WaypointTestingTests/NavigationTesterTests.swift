import Testing
import WaypointNavigation
import WaypointTesting

private enum Shop: Destination {
    case home
    case product(Int)
    case cart
}

@Suite @MainActor struct NavigationTesterTests {
    @Test func aTesterRunsCommandsAndGesturesAndRecordsChanges() throws {
        let tester = NavigationTester()
        let home = tester.screen(Shop.home)
        let product = tester.screen(Shop.product(7), owner: "catalog")
        try tester.execute(.setRoot(.stack([home])))
        try tester.execute(.push(product))
        try tester.host.popInteractively()
        tester.expectState(NavigationState(root: .stack([home])))
        tester.expectShown(NavigationState(root: .stack([home])))
        #expect(tester.changes.count == 3)
        #expect(tester.changes.last?.finishedOwners == ["catalog"])
        #expect(tester.changes.last?.cause == .user)
    }

    @Test func expectTreeComparesThePrintedTree() throws {
        let tester = NavigationTester()
        try tester.execute(.setRoot(.stack([tester.screen(Shop.home)])))
        try tester.execute(.present(Modal(.sheet, .screen(tester.screen(Shop.cart, owner: "cart")))))
        tester.expectTree(
            """
            root: stack
              #1 home  owner: app
            level 1, sheet: screen #2 cart  owner: cart
            """)
    }

    @Test func manualTimingStepsTransitionsByHand() throws {
        let tester = NavigationTester(timing: .manual)
        try tester.execute(.setRoot(.stack([tester.screen(Shop.home)])))
        try tester.execute(.push(tester.screen(Shop.product(1))))
        #expect(tester.host.isTransitioning)
        #expect(tester.host.shown.screens.count == 1)
        #expect(tester.finishAllTransitions() == 2)
        tester.expectShown(tester.state)
    }

    @Test func aFailedExpectationShowsBothTrees() throws {
        let tester = NavigationTester()
        try tester.execute(.setRoot(.stack([tester.screen(Shop.home)])))
        withKnownIssue {
            tester.expectState(NavigationState(root: .stack([Screen(id: Screen.ID(1), destination: Shop.cart)])))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("expected:\n    root: stack\n      #1 cart  owner: app")
                && text.contains("actual:\n    root: stack\n      #1 home  owner: app")
        }
    }

    @Test func aFailedTreeExpectationIsReportedAtTheCallersLine() throws {
        let tester = NavigationTester()
        let line = #line + 2
        withKnownIssue {
            tester.expectTree("root: stack")
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.map(\.rawValue).joined().contains("(nothing on display)")
        }
    }

    @Test func theHostExpectationMentionsATransitionInFlight() throws {
        let tester = NavigationTester(timing: .manual)
        try tester.execute(.setRoot(.stack([tester.screen(Shop.home)])))
        withKnownIssue {
            tester.expectShown(tester.state)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("(a transition is in flight)")
        }
        tester.finishTransition()
        #expect(tester.expectShown(tester.state))
    }
}
