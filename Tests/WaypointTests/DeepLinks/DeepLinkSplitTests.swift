import Testing
@_spi(HostAuthoring) import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

/// Deep links into a split view open each screen in the column its destination declares.
@Suite struct DeepLinkSplitTests {
    private func resolve(_ link: DeepLink, in state: NavigationState) throws -> DeepLink.Resolution {
        var ids = ScreenIDGenerator(after: Screen.ID(100))
        return try link.resolve(in: state, owner: "link", ids: &ids)
    }

    private func split(_ sidebar: [Bank], content: [Bank]? = nil, detail: [Bank] = []) -> SplitColumns {
        func screens(_ list: [Bank], from first: UInt64) -> [Screen] {
            list.enumerated().map { Screen(id: Screen.ID(first + UInt64($0.offset)), destination: $0.element) }
        }
        return SplitColumns(
            sidebar: screens(sidebar, from: 1), content: content.map { screens($0, from: 10) }, detail: screens(detail, from: 20))
    }

    @Test func anAccountLinkOpensTheListInTheContentColumnAndTheAccountInTheDetailColumn() throws {
        let resolution = try resolve(DeepLink(Bank.account(42)), in: NavigationState(root: .split(split([.home], content: []))))
        guard case .split(let columns)? = resolution.target.root else { Issue.record("no split: \(resolution.target)"); return }
        #expect(columns.sidebar.map(\.destination) == bankLevel(.home))
        #expect(columns.content?.map(\.destination) == bankLevel(.accounts))
        #expect(columns.detail.map(\.destination) == bankLevel(.account(42)))
        #expect(resolution.kept.map(\.id) == [Screen.ID(1)])
    }

    @Test func aTwoColumnSplitOpensAContentDestinationInTheDetailColumn() throws {
        let resolution = try resolve(DeepLink(Bank.account(42)), in: NavigationState(root: .split(split([.home]))))
        guard case .split(let columns)? = resolution.target.root else { Issue.record("no split: \(resolution.target)"); return }
        #expect(columns.content == nil)
        #expect(columns.detail.map(\.destination) == bankLevel(.accounts, .account(42)))
    }

    @Test func anotherAccountReplacesOnlyTheDetailColumn() throws {
        let state = NavigationState(root: .split(split([.home], content: [.accounts], detail: [.account(7)])))
        let resolution = try resolve(DeepLink(Bank.account(42)), in: state)
        guard case .split(let columns)? = resolution.target.root else { Issue.record("no split: \(resolution.target)"); return }
        #expect(columns.content?.map(\.id) == [Screen.ID(10)])
        #expect(columns.detail.map(\.destination) == bankLevel(.account(42)))
        #expect(resolution.removed.map(\.id) == [Screen.ID(20)])
        #expect(NavigationDiff.steps(from: state, to: resolution.target).count == 1)
    }

    @Test func aListAfterADetailInALinksPathOpensInTheDetailColumnSoTheLinksDestinationIsOnTop() throws {
        let state = NavigationState(root: .split(split([.home], content: [.accounts], detail: [.account(7)])))
        let link = DeepLink(Bank.pay, path: [Bank.home, Bank.accounts, Bank.account(7), Bank.payments])
        let resolution = try resolve(link, in: state)
        guard case .split(let columns)? = resolution.target.root else { Issue.record("no split: \(resolution.target)"); return }
        #expect(columns.content?.map(\.id) == [Screen.ID(10)])
        #expect(columns.detail.map(\.destination) == bankLevel(.account(7), .payments, .pay))
        #expect(resolution.target.topScreen?.destination == AnyDestination(Bank.pay))
        #expect(try resolve(link, in: resolution.target).isAlreadyOpen)
    }

    @Test func aLinkAlreadyOnDisplayInTheColumnsChangesNothing() throws {
        let state = NavigationState(root: .split(split([.home], content: [.accounts], detail: [.account(42)])))
        #expect(try resolve(DeepLink(Bank.account(42)), in: state).isAlreadyOpen)
    }
}
