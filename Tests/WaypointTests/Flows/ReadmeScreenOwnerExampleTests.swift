import Foundation
import Testing
import Waypoint
import WaypointTestSupport

// The Coordinators article's `### Screens reach their flow` example, verbatim (the last test checks that it
// stays so).

enum Cards: Destination {
    case list
    case card(id: Int)
    case blocked(id: Int)
}

final class CardsCoordinator: Coordinator<Never, Void> {
    override func start() async throws { try setRoot(Cards.list) }

    func show(card id: Int) throws { try push(Cards.card(id: id)) }

    func block(card id: Int) throws { try push(Cards.blocked(id: id)) }
}

/// A card screen's "Block" button: it has its screen and the navigator, nothing passed by hand.
@MainActor
func blockTapped(on screen: Screen, navigator: Navigator) throws {
    guard case .card(let id) = screen.destination.as(Cards.self) else { return }
    try navigator.coordinator(owning: screen, as: CardsCoordinator.self)?.block(card: id)
}

@MainActor
func blockFromTheScreen() async throws -> [Cards] {
    let navigator = Navigator(host: InMemoryHost())
    let cards = CardsCoordinator(navigator: navigator)
    await cards.launch()
    try cards.show(card: 7)
    guard let screen = navigator.top else { return [] }  // the host shows Cards.card(id: 7)
    try blockTapped(on: screen, navigator: navigator)
    return navigator.state.screens.compactMap { $0.destination.as(Cards.self) }
    // [.list, .card(id: 7), .blocked(id: 7)]; once `cards` ends, the lookup finds nothing
}

@Suite @MainActor struct ReadmeScreenOwnerExampleTests {
    @Test func aCardScreenBlocksItsCardThroughTheCoordinatorThatOwnsIt() async throws {
        #expect(try await blockFromTheScreen() == [.list, .card(id: 7), .blocked(id: 7)])
    }

    @Test func theCoordinatorsArticleShowsThisFilesExampleVerbatim() throws {
        let article = try DocumentedExample("Sources/Waypoint/Documentation.docc/Articles/Coordinators.md")
        let example = try article.block(after: "\n### Screens reach their flow\n", opening: "```swift\nimport Waypoint\n\n")
        #expect(example.count > 200)
        #expect(article.source.contains(example))
    }
}
