/// A button the app puts on the inspector's page; pressing it calls `perform` on the main actor.
///
/// The demo uses one to play its script a step at a time:
///
/// ```swift
/// let next = InspectorAction(
///     id: "next-step", title: "Next step",
///     detail: { player.nextTitle }, isEnabled: { !player.isFinished }
/// ) {
///     try await player.playNext()
/// }
/// ```
@MainActor
public struct InspectorAction {
    /// The identity in `POST /api/actions/ID`: letters, digits and `-`.
    public let id: String
    /// The button's title.
    public let title: String
    let detail: @MainActor () -> String?
    let isEnabled: @MainActor () -> Bool
    let perform: @MainActor () async throws -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - id: The identity in the URL.
    ///   - title: The button's title.
    ///   - detail: What pressing it will do next, shown next to the button.
    ///   - isEnabled: Whether it can be pressed now.
    ///   - perform: The work; the page waits for it, and a second press meanwhile is refused.
    public init(
        id: String, title: String, detail: @escaping @MainActor () -> String? = { nil },
        isEnabled: @escaping @MainActor () -> Bool = { true }, perform: @escaping @MainActor () async throws -> Void
    ) {
        self.id = id
        self.title = title
        self.detail = detail
        self.isEnabled = isEnabled
        self.perform = perform
    }

    /// The button as the page shows it: a press still running disables it, so a state pushed
    /// mid-action never offers a second press the server would refuse.
    func snapshot(isRunning: Bool) -> ActionSnapshot {
        ActionSnapshot(id: id, title: title, detail: detail(), enabled: !isRunning && isEnabled())
    }
}
