import Foundation
import Testing
import WaypointNavigation

/// A destination the app never restores: it holds a value that has no `Codable` form.
private struct PhotoPreview: Destination {
    let photo: ObjectIdentifier
}

private final class Photo {}

private enum Tab: Destination, Codable { case home }

@Suite @MainActor struct NonCodableDestinationTests {
    @Test func aDestinationThatIsNeverRestoredNeedsNoCodable() throws {
        let photo = Photo()
        let navigator = Navigator(host: InMemoryHost())
        try navigator.execute(.setRoot(.stack([navigator.makeScreen(Tab.home)])))
        try navigator.execute(.push(navigator.makeScreen(PhotoPreview(photo: ObjectIdentifier(photo)))))
        #expect(navigator.state.screens.last?.destination.as(PhotoPreview.self) == PhotoPreview(photo: ObjectIdentifier(photo)))
    }

    @Test func savingAStateThatShowsOneIsAnErrorNamingItsType() throws {
        let photo = Photo()
        let state = NavigationState(root: .stack([
            Screen(id: Screen.ID(1), destination: Tab.home),
            Screen(id: Screen.ID(2), destination: PhotoPreview(photo: ObjectIdentifier(photo))),
        ]))
        let error = try #require(throws: EncodingError.self) { try JSONEncoder().encode(state) }
        guard case .invalidValue(_, let context) = error else { Issue.record("expected invalidValue"); return }
        #expect(context.debugDescription.contains("PhotoPreview"))
        #expect(context.debugDescription.contains("is not Codable"))
    }

    @Test func theCodableFormOfARestoredDestinationIsUnchanged() throws {
        let state = NavigationState(root: .screen(Screen(id: Screen.ID(1), destination: Tab.home)))
        let json = String(decoding: try JSONEncoder().encode(state.root), as: UTF8.self)
        #expect(json.contains(#""type":"WaypointNavigationTests.(unknown context at"#) || json.contains(#""value":{"home":{}}"#))
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = DestinationRegistry(Tab.self)
        #expect(try decoder.decode(NavigationState.self, from: JSONEncoder().encode(state)) == state)
    }
}
