import PropertyBased
import Testing
@_spi(Tooling) import Waypoint
import WaypointTestSupport

@Suite struct DeepLinkResolutionPropertyTests {
    private static let destinations: [Bank] = [
        .home, .accounts, .account(1), .account(2), .payments, .pay, .pendingPayments, .transfer, .transferConfirm(amount: 1), .login,
    ]

    /// A valid random state: a stack, a split view or tabs of them at the root, then zero to two
    /// modal levels.
    private static func randomState(_ random: inout SeededGenerator, ids: inout ScreenIDGenerator) -> NavigationState {
        func screens(_ fewest: Int = 1) -> [Screen] {
            (0..<(fewest + Int(random.next() % 4))).map { _ in
                Screen(id: ids.next(), destination: destinations[Int(random.next() % UInt64(destinations.count))])
            }
        }
        func stackOrSplit() -> Container {
            guard random.next() % 3 == 0 else { return .stack(screens()) }
            return .split(SplitColumns(sidebar: screens(), content: random.next() % 2 == 0 ? screens(0) : nil, detail: screens(0)))
        }
        let root: Container
        if random.next() % 3 == 0 {
            let tabs = (0...Int(random.next() % 2)).map { _ in stackOrSplit() }
            root = .tabs(tabs, selected: Int(random.next() % UInt64(tabs.count)))
        } else {
            root = stackOrSplit()
        }
        let modals = (0..<Int(random.next() % 3)).map { _ in
            Modal(random.next() % 2 == 0 ? .sheet : .fullScreen, .stack(screens()))
        }
        return NavigationState(root: root, modals: modals)
    }

    /// A link from declared parents, or with an explicit path of pushed destinations in any order
    /// (a list after its detail, in a split view); shrinks towards a link to the first destination.
    private static let links = zip(
        Gen.int(in: 0...(destinations.count - 1)), Gen.bool(1.0 / 3), Gen.int(in: 0...(destinations.count - 1)).array(of: 0...3)
    )
    .map { end, explicit, path -> DeepLink in
        let end = destinations[end]
        guard explicit, end.presentation == .push else { return DeepLink(end) }
        let pushed = destinations.filter { $0.presentation == .push }
        return DeepLink(end, path: [Bank.home] + path.map { pushed[$0 % pushed.count] })
    }

    @Test func fromAnyStateALinkOpensExactlyItsChainAndOpeningItAgainChangesNothing() async throws {
        let states = Gen.navigationState { random in
            var ids = ScreenIDGenerator()
            return Self.randomState(&random, ids: &ids)
        }
        await propertyCheck(count: 2_000, input: states, Self.links) { start, link in
            var ids = ScreenIDGenerator(after: start.maxScreenID)
            try start.validate()
            let resolution = try link.resolve(in: start, ids: &ids)
            try resolution.target.validate()
            let shown = resolution.target.destinationsByLevel.joined().map { $0 }
            if link.chain.last == AnyDestination(Bank.login) {
                #expect(Array(shown.suffix(1)) == link.chain)
            } else {
                #expect(zip(shown, link.chain).allSatisfy { $0.linkMatchesForTest($1) } && shown.count == link.chain.count)
            }
            #expect(Set((resolution.kept + resolution.removed).map(\.id)) == Set(start.screens.map(\.id)))
            #expect(Set(resolution.kept.map(\.id)).isDisjoint(with: resolution.removed.map(\.id)))
            #expect(resolution.target.screens.count == resolution.kept.count + resolution.built.count)
            let again = try link.resolve(in: resolution.target, ids: &ids)
            #expect(again.isAlreadyOpen && again.target == resolution.target)
            let steps = NavigationDiff.steps(from: start, to: resolution.target).count
            #expect(steps <= NavigationDiff.rebuild(from: start, to: resolution.target).count)
            #expect(resolution.isAlreadyOpen == (steps == 0))
        }
    }
}

extension AnyDestination {
    /// Whether a screen showing `self` stands for `other` (same bank place; accounts by id).
    fileprivate func linkMatchesForTest(_ other: AnyDestination) -> Bool {
        guard let a = self.as(Bank.self), let b = other.as(Bank.self) else { return self == other }
        return a.matches(b)
    }
}
