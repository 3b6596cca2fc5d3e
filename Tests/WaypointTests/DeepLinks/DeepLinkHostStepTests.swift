import Testing
@_spi(HostAuthoring) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

/// One DNB link scenario: what is on display, the link, and the fewest host steps that open it.
struct LinkScenario: Sendable, CustomTestStringConvertible {
    let name: String
    let start: NavigationState
    let link: DeepLink
    let minimumSteps: Int

    var testDescription: String { name }

    static let all: [LinkScenario] = [
        LinkScenario(name: "cold account detail", start: .empty, link: DeepLink(Bank.account(42)), minimumSteps: 1),
        LinkScenario(
            name: "account detail over another account", start: NavigationState(root: bankStack([.home, .accounts, .account(7)])),
            link: DeepLink(Bank.account(42)), minimumSteps: 1),
        LinkScenario(
            name: "account detail already open on another tab", start: NavigationState(root: bankStack([.home, .accounts, .account(id: 42, tab: "cards")])),
            link: DeepLink(Bank.account(42)), minimumSteps: 0),
        LinkScenario(
            name: "pay from an account", start: NavigationState(root: bankStack([.home, .accounts, .account(7)])),
            link: DeepLink(Bank.pay), minimumSteps: 1),
        LinkScenario(
            name: "pending payments above payments", start: NavigationState(root: bankStack([.home, .payments])),
            link: DeepLink(Bank.pendingPayments), minimumSteps: 1),
        LinkScenario(
            name: "transfer from accounts", start: NavigationState(root: bankStack([.home, .accounts])),
            link: DeepLink(Bank.transferConfirm(amount: 5)), minimumSteps: 2),
        LinkScenario(
            name: "transfer confirmation in an open transfer sheet",
            start: NavigationState(root: bankStack([.home]), modals: [Modal(.sheet, bankStack([.transfer], from: 2))]),
            link: DeepLink(Bank.transferConfirm(amount: 5)), minimumSteps: 1),
        LinkScenario(
            name: "accounts under two modals",
            start: NavigationState(
                root: bankStack([.home, .accounts]),
                modals: [Modal(.sheet, bankStack([.transfer], from: 3)), Modal(.fullScreen, bankStack([.login], from: 4))]),
            link: DeepLink(Bank.accounts), minimumSteps: 1),
        LinkScenario(
            name: "pay from a sheet over an account",
            start: NavigationState(root: bankStack([.home, .accounts, .account(1)]), modals: [Modal(.sheet, bankStack([.transfer], from: 4))]),
            link: DeepLink(Bank.pay), minimumSteps: 2),
    ]
}

@Suite @MainActor struct DeepLinkHostStepTests {
    @Test(arguments: LinkScenario.all)
    func openingALinkTakesTheMinimumNumberOfHostSteps(_ scenario: LinkScenario) async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host, state: scenario.start)
        await navigator.settle()
        let before = host.performedSteps.count
        let resolution = try #require(navigator.open(scenario.link))
        await navigator.settle()
        let steps = Array(host.performedSteps.dropFirst(before))
        #expect(steps.count == scenario.minimumSteps, "\(steps)")
        #expect(host.shown == navigator.state)
        #expect(navigator.state == resolution.target)
        #expect(steps.count <= NavigationDiff.rebuild(from: scenario.start, to: resolution.target).count)
    }

    @Test func aLinkOpensAnimatedUnlessAskedOtherwiseAndNeverOnAColdStart() async throws {
        let host = InMemoryHost()
        let navigator = Navigator(host: host)
        #expect(navigator.open(DeepLink(Bank.account(42))) != nil)
        await navigator.settle()
        #expect(host.transitions.allSatisfy { !$0.animated }, "cold start: \(host.transitions)")
        let before = host.transitions.count
        #expect(navigator.open(DeepLink(Bank.pay)) != nil)
        #expect(navigator.open(DeepLink(Bank.accounts), animated: false) != nil)
        await navigator.settle()
        #expect(host.transitions.dropFirst(before).map(\.animated) == [true, false])
    }

    @Test func aNaiveRebuildTakesMoreStepsThanReconciliationOverTheScenarios() throws {
        var reconciled = 0, rebuilt = 0
        for scenario in LinkScenario.all {
            var ids = ScreenIDGenerator(after: Screen.ID(100))
            let target = try scenario.link.resolve(in: scenario.start, ids: &ids).target
            reconciled += NavigationDiff.steps(from: scenario.start, to: target).count
            rebuilt += NavigationDiff.rebuild(from: scenario.start, to: target).count
        }
        #expect(reconciled < rebuilt)
    }
}
