import Testing
import Waypoint

@Suite struct DeepLinkResolutionPropertyTests {
    private static let destinations: [Bank] = [
        .home, .accounts, .account(1), .account(2), .payments, .pay, .pendingPayments, .transfer, .transferConfirm(amount: 1), .login,
    ]

    /// A valid random state: a stack or tabs of stacks at the root, then zero to two modal levels.
    private static func randomState(_ random: inout SeededRandom, ids: inout ScreenIDGenerator) -> NavigationState {
        func screens() -> [Screen] {
            (0...Int(random.next() % 4)).map { _ in
                Screen(id: ids.next(), destination: destinations[Int(random.next() % UInt64(destinations.count))])
            }
        }
        let root: Container
        if random.next() % 3 == 0 {
            let tabs = (0...Int(random.next() % 2)).map { _ in Container.stack(screens()) }
            root = .tabs(tabs, selected: Int(random.next() % UInt64(tabs.count)))
        } else {
            root = .stack(screens())
        }
        let modals = (0..<Int(random.next() % 3)).map { _ in
            Modal(random.next() % 2 == 0 ? .sheet : .fullScreen, .stack(screens()))
        }
        return NavigationState(root: root, modals: modals)
    }

    @Test func fromAnyStateALinkOpensExactlyItsChainAndOpeningItAgainChangesNothing() throws {
        var random = SeededRandom(seed: 42)
        for _ in 0..<2_000 {
            var ids = ScreenIDGenerator()
            let start = Self.randomState(&random, ids: &ids)
            try start.validate()
            let link = DeepLink(Self.destinations[Int(random.next() % UInt64(Self.destinations.count))])
            let resolution = try link.resolve(in: start, ids: &ids)
            try resolution.target.validate()
            let shown = resolution.target.destinationsByLevel.joined().map { $0 }
            if link.chain == bankLevel(.login) {
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
