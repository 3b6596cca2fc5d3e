import Waypoint

/// The support module: its window shows the inbox, and a chat per topic.
enum Support: Destination {
    case inbox
    case chat(topic: String)
}

/// Shows one support chat in the window the hub placed it in; ends when the chat leaves.
final class ChatCoordinator: Coordinator<Never, Void> {
    let topic: String

    init(navigator: Navigator, topic: String, id: FlowID) {
        self.topic = topic
        super.init(navigator: navigator, id: id)
    }

    override func start() async throws {
        try push(Support.chat(topic: topic))
    }
}
