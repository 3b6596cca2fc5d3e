import Foundation
import Testing
@_spi(Tooling) import Waypoint

/// What a `#Preview` shows, set up on a navigator that shows nothing yet, as the SwiftUI preview
/// helper does before the host renders it.
@Suite @MainActor struct PreviewStartTests {
    private var destinations: DestinationRegistry {
        var registry = DestinationRegistry()
        registry.register(Store.self)
        return registry
    }

    @Test func aDestinationIsShownAsTheRootOfAStack() async throws {
        let navigator = Navigator(host: InMemoryHost())
        try await PreviewStart.destination(Store.item(category: 2, id: 9)).run(on: navigator, destinations: destinations)
        #expect(navigator.shown.root?.screens.map(\.destination) == [AnyDestination(Store.item(category: 2, id: 9))])
    }

    @Test func aDeepLinkBuildsItsParentsAndPresentationsFromNothing() async throws {
        let navigator = Navigator(host: InMemoryHost())
        try await PreviewStart.link(DeepLink(Store.review(category: 2, item: 9))).run(on: navigator, destinations: destinations)
        #expect(navigator.shown.root?.screens.map(\.destination) == [Store.home, .category(2), .item(category: 2, id: 9)].map(AnyDestination.init))
        #expect(navigator.shown.topScreen?.destination == AnyDestination(Store.review(category: 2, item: 9)))
        #expect(navigator.shown.modals.count == 1)
    }

    @Test func savedNavigationIsRestoredAsTheAppWouldRestoreIt() async throws {
        let saving = Navigator(host: InMemoryHost())
        try saving.execute(.setRoot(.stack([saving.makeScreen(Store.home), saving.makeScreen(Store.category(4))])))
        await saving.settle()
        let data = try saving.restorationData()

        let navigator = Navigator(host: InMemoryHost())
        try await PreviewStart.saved(data).run(on: navigator, destinations: destinations)
        #expect(navigator.shown == saving.shown)
    }

    @Test func aFlowShowsWhatItsStartShows() async throws {
        let navigator = Navigator(host: InMemoryHost())
        try await PreviewStart.flow { navigator in
            try navigator.execute(.setRoot(.stack([navigator.makeScreen(Store.home, owner: "shop")])))
        }.run(on: navigator, destinations: destinations)
        #expect(navigator.shown.topScreen?.owner == "shop")
    }

    @Test func savedNavigationThatCannotBeReadThrowsForThePreviewToShow() async {
        let navigator = Navigator(host: InMemoryHost())
        await #expect(throws: RestorationError.self) {
            try await PreviewStart.saved(Data("not saved navigation".utf8)).run(on: navigator, destinations: destinations)
        }
        #expect(navigator.shown.root == nil)
    }
}
