import Testing
import WaypointNavigation
import WaypointTestSupport

/// What an embedded stack does when it first appears: show its root once, never replace what
/// the navigator already shows.
@MainActor @Suite struct NavigatorEmbeddingTests {
    @Test func anEmptyNavigatorShowsAStackOfTheRootWhenTheEmbeddedStackFirstAppears() async {
        let navigator = Navigator(host: InMemoryHost())
        #expect(navigator.showStack(at: Place.home))
        await navigator.settle()
        #expect(navigator.shown.root?.screens.map(\.destination) == [AnyDestination(Place.home)])
    }

    @Test func aNavigatorThatAlreadyShowsSomethingKeepsItWhenTheStackAppearsAgain() async {
        let navigator = Navigator(host: InMemoryHost())
        navigator.showStack(at: Place.home)
        navigator.push(Place.detail(2))
        await navigator.settle()
        let before = navigator.shown
        #expect(!navigator.showStack(at: Place.home))
        await navigator.settle()
        #expect(navigator.shown == before)
    }
}
