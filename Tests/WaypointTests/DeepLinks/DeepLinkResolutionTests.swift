import Testing
@_spi(HostAuthoring) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation
import WaypointTestSupport

@Suite struct DeepLinkResolutionTests {
    private func resolve(_ link: DeepLink, in state: NavigationState, after last: UInt64 = 100) throws -> DeepLink.Resolution {
        var ids = ScreenIDGenerator(after: Screen.ID(last))
        return try link.resolve(in: state, owner: "link", ids: &ids)
    }

    @Test func aColdAccountLinkBuildsHomeAccountsAndTheAccount() throws {
        let resolution = try resolve(DeepLink(Bank.account(42)), in: .empty)
        #expect(resolution.target.destinationsByLevel == [bankLevel(.home, .accounts, .account(42))])
        #expect(resolution.built.map(\.id) == [Screen.ID(101), Screen.ID(102), Screen.ID(103)])
        #expect(resolution.built.allSatisfy { $0.owner == "link" })
        #expect(resolution.kept.isEmpty && resolution.removed.isEmpty)
    }

    @Test func anotherAccountReplacesOnlyTheAccountScreen() throws {
        let state = NavigationState(root: bankStack([.home, .accounts, .account(7)]))
        let resolution = try resolve(DeepLink(Bank.account(42)), in: state)
        #expect(resolution.target.destinationsByLevel == [bankLevel(.home, .accounts, .account(42))])
        #expect(resolution.kept.map(\.id) == [Screen.ID(1), Screen.ID(2)])
        #expect(resolution.removed.map(\.id) == [Screen.ID(3)])
        #expect(resolution.built.count == 1)
    }

    @Test func aScreenThatMatchesByAccountIdIsKeptWithItsOwnTab() throws {
        let state = NavigationState(root: bankStack([.home, .accounts, .account(id: 42, tab: "transactions")]))
        let resolution = try resolve(DeepLink(Bank.account(42)), in: state)
        #expect(resolution.isAlreadyOpen)
        #expect(resolution.target == state)
    }

    @Test func payFromAnAccountPopsToHomeAndBuildsPaymentsAndPay() throws {
        let state = NavigationState(root: bankStack([.home, .accounts, .account(7)]))
        let resolution = try resolve(DeepLink(Bank.pay), in: state)
        #expect(resolution.target.destinationsByLevel == [bankLevel(.home, .payments, .pay)])
        #expect(resolution.kept.map(\.id) == [Screen.ID(1)])
        #expect(resolution.removed.count == 2)
        #expect(resolution.built.count == 2)
    }

    @Test func pendingPaymentsAbovePaymentsOnlyPushesOneScreen() throws {
        let state = NavigationState(root: bankStack([.home, .payments]))
        let resolution = try resolve(DeepLink(Bank.pendingPayments), in: state)
        #expect(resolution.target.destinationsByLevel == [bankLevel(.home, .payments, .pendingPayments)])
        #expect(resolution.removed.isEmpty)
        #expect(resolution.built.count == 1)
    }

    @Test func aTransferLinkPresentsASheetOverHome() throws {
        let state = NavigationState(root: bankStack([.home, .accounts]))
        let resolution = try resolve(DeepLink(Bank.transferConfirm(amount: 5)), in: state)
        #expect(resolution.target.destinationsByLevel == [bankLevel(.home), bankLevel(.transfer, .transferConfirm(amount: 5))])
        #expect(resolution.target.modals.map(\.style) == [.sheet])
        #expect(resolution.built.count == 2)
    }

    @Test func aTransferSheetAlreadyOnDisplayIsKeptAndOnlyTheConfirmationIsPushed() throws {
        let state = NavigationState(root: bankStack([.home]), modals: [Modal(.sheet, bankStack([.transfer], from: 2))])
        let resolution = try resolve(DeepLink(Bank.transferConfirm(amount: 5)), in: state)
        #expect(resolution.kept.map(\.id) == [Screen.ID(1), Screen.ID(2)])
        #expect(resolution.built.count == 1)
        #expect(resolution.target.modals.count == 1)
    }

    @Test func aModalOfAnotherStyleIsReplacedRatherThanReused() throws {
        let state = NavigationState(root: bankStack([.home]), modals: [Modal(.fullScreen, bankStack([.transfer], from: 2))])
        let resolution = try resolve(DeepLink(Bank.transfer), in: state)
        #expect(resolution.removed.map(\.id) == [Screen.ID(2)])
        #expect(resolution.target.modals.map(\.style) == [.sheet])
    }

    @Test func modalsAboveTheLinksLastLevelAreDismissed() throws {
        let state = NavigationState(
            root: bankStack([.home, .accounts]),
            modals: [Modal(.sheet, bankStack([.transfer], from: 3)), Modal(.fullScreen, bankStack([.login], from: 4))]
        )
        let resolution = try resolve(DeepLink(Bank.accounts), in: state)
        #expect(resolution.target == NavigationState(root: bankStack([.home, .accounts])))
        #expect(resolution.removed.map(\.id) == [Screen.ID(3), Screen.ID(4)])
        #expect(resolution.built.isEmpty)
    }

    @Test func changingALowerLevelRebuildsEveryModalAboveIt() throws {
        let state = NavigationState(root: bankStack([.home, .accounts]), modals: [Modal(.sheet, bankStack([.transfer], from: 3))])
        let link = DeepLink(Bank.transfer, path: [Bank.home, Bank.payments])
        let resolution = try resolve(link, in: state)
        #expect(resolution.target.destinationsByLevel == [bankLevel(.home, .payments), bankLevel(.transfer)])
        #expect(resolution.removed.map(\.id) == [Screen.ID(2), Screen.ID(3)])
    }

    @Test func aLinkThatStartsWithAPresentedDestinationKeepsTheRootAsItIs() throws {
        let state = NavigationState(root: bankStack([.home, .accounts, .account(3)]))
        let resolution = try resolve(DeepLink(Bank.login), in: state)
        #expect(resolution.target.root == state.root)
        #expect(resolution.target.destinationsByLevel[1] == bankLevel(.login))
        #expect(resolution.target.modals.map(\.style) == [.fullScreen])
    }

    @Test func aPresentedLinkWithNothingOnDisplayIsATypedError() {
        #expect(throws: NavigationError.self) { try resolve(DeepLink(Bank.login), in: .empty) }
        var ids = ScreenIDGenerator()
        do throws(NavigationError) {
            _ = try DeepLink(Bank.login).resolve(in: .empty, ids: &ids)
        } catch {
            #expect(error.kind == .nothingToPresentFrom)
            #expect(error.input == "open(login)")
            #expect(error.description.contains("`login`"))
        }
    }

    @Test func aTabWhoseFirstScreenMatchesIsSelectedAndReconciled() throws {
        let tabs = Container.tabs([bankStack([.home, .accounts]), .stack([Screen(id: Screen.ID(3), destination: HelpArticle(slug: "x"))])], selected: 1)
        let resolution = try resolve(DeepLink(Bank.pendingPayments), in: NavigationState(root: tabs))
        guard case .tabs(let newTabs, let selected) = resolution.target.root else {
            Issue.record("expected tabs, got \(String(describing: resolution.target.root))")
            return
        }
        #expect(selected == 0)
        #expect(newTabs[1] == tabs.tabsForTest[1])
        #expect(resolution.target.destinationsByLevel == [bankLevel(.home, .payments, .pendingPayments)])
        #expect(resolution.removed.map(\.id) == [Screen.ID(2)])
    }

    @Test func selectingAnotherTabIsAChangeEvenWhenNoScreenIsBuiltOrRemoved() throws {
        let tabs = Container.tabs([bankStack([.home]), .stack([Screen(id: Screen.ID(2), destination: HelpArticle(slug: "x"))])], selected: 1)
        let resolution = try resolve(DeepLink(Bank.home), in: NavigationState(root: tabs))
        #expect(resolution.built.isEmpty && resolution.removed.isEmpty)
        #expect(!resolution.isAlreadyOpen)
        #expect(resolution.kept.map(\.id) == [Screen.ID(1), Screen.ID(2)])
    }

    @Test func tabsWithoutAMatchingTabAreReplacedByTheLinksStack() throws {
        let tabs = Container.tabs([.stack([Screen(id: Screen.ID(1), destination: HelpArticle(slug: "x"))])], selected: 0)
        let resolution = try resolve(DeepLink(Bank.accounts), in: NavigationState(root: tabs))
        #expect(resolution.target.destinationsByLevel == [bankLevel(.home, .accounts)])
        #expect(resolution.removed.map(\.id) == [Screen.ID(1)])
    }

    @Test func aSingleScreenRootThatMatchesBecomesTheBottomOfAStack() throws {
        let root = Container.screen(Screen(id: Screen.ID(1), destination: Bank.home))
        let resolution = try resolve(DeepLink(Bank.accounts), in: NavigationState(root: root))
        #expect(resolution.kept.map(\.id) == [Screen.ID(1)])
        #expect(resolution.target.destinationsByLevel == [bankLevel(.home, .accounts)])
    }

    @Test func resolvingIsPureAndSecondResolutionFindsTheLinkOpen() throws {
        var random = SeededGenerator(seed: 7)
        let all: [Bank] = [.home, .accounts, .account(1), .account(2), .payments, .pay, .pendingPayments, .transfer, .transferConfirm(amount: 1), .login]
        for _ in 0..<500 {
            var ids = ScreenIDGenerator()
            let start = try DeepLink(all.dropLast().randomElement(using: &random)!).resolve(in: .empty, ids: &ids).target
            let link = DeepLink(all.randomElement(using: &random)!)
            var first = ids, second = ids
            let a = try link.resolve(in: start, ids: &first)
            let b = try link.resolve(in: start, ids: &second)
            #expect(a == b)
            let shown = a.target.destinationsByLevel.joined().map { $0 }
            #expect(link.chain == (link.chain == bankLevel(.login) ? Array(shown.suffix(1)) : shown))
            let again = try link.resolve(in: a.target, ids: &first)
            #expect(again.isAlreadyOpen)
            #expect(again.target == a.target)
            #expect(a.kept.count + a.removed.count == start.destinationsByLevel.joined().count)
        }
    }
}

extension Container {
    fileprivate var tabsForTest: [Container] {
        if case .tabs(let tabs, _) = self { return tabs }
        return []
    }
}
