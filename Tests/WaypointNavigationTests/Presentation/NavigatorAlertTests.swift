import Testing
import WaypointNavigation

/// `Navigator.alert`: an alert asked with typed choices answers with the value of the button the
/// user picked, or with the cancel button's when it leaves without a choice.
@Suite @MainActor struct NavigatorAlertTests {
    private enum Choice: Sendable { case block, keep }

    /// Asks on a task and returns once the alert is on display.
    private func ask(
        _ navigator: Navigator, actions: [AlertChoice<Choice>], style: Modal.Style = .alert
    ) async -> Task<Choice?, any Error> {
        let asked = navigator.state.modals.count
        let task = Task { try await navigator.alert("Block card?", style: style, owner: "cards", actions: actions) }
        while navigator.state.modals.count == asked { await Task.yield() }
        await navigator.settle()
        return task
    }

    @Test func theValueOfTheButtonTheUserPickedComesBackAndTheAlertLeaves() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        let asking = await ask(navigator, actions: [.destructive("Block", .block), .cancel("Keep", .keep)])
        #expect(navigator.state.modals.last?.style == .alert)
        #expect(navigator.top?.owner == "cards")
        try host.chooseAlertAction(0)
        #expect(try await asking.value == .block)
        #expect(navigator.state.modals.isEmpty)
    }

    @Test func aDismissalBySystemAnswersWithTheCancelButtonsValue() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        let asking = await ask(navigator, actions: [.cancel("Keep", .keep), .destructive("Block", .block)], style: .confirmationDialog)
        try host.dismissAlertBySystem()
        #expect(try await asking.value == .keep)
    }

    @Test func aDismissalWithoutACancelButtonAnswersNil() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: NavigationState(root: stack(1)))
        let asking = await ask(navigator, actions: [.default("Block", .block)])
        try navigator.execute(.dismiss)
        #expect(try await asking.value == nil)
    }

    @Test func anAlertThatCannotBePresentedThrowsAndChangesNothing() async throws {
        let navigator = Navigator(host: InMemoryHost(), state: NavigationState(root: stack(1)))
        let twoCancels: [AlertChoice<Choice>] = [.cancel("Keep", .keep), .cancel("Also keep", .keep)]
        await #expect(throws: NavigationError.self) {
            try await navigator.alert("Block card?", actions: twoCancels)
        }
        await #expect(throws: NavigationError.self) {
            try await navigator.alert("Block card?", style: .sheet, actions: [.default("Block", Choice.block)])
        }
        #expect(navigator.state == NavigationState(root: stack(1)))
    }
}
