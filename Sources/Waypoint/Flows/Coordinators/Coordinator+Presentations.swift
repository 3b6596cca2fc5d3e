/// One button of an alert a flow asks, and the value it stands for.
///
/// ```swift
/// enum BlockChoice { case block, keep }
/// let actions: [AlertChoice<BlockChoice>] = [.destructive("Block", .block), .cancel("Keep", .keep)]
/// ```
public struct AlertChoice<Value: Sendable>: Sendable {
    /// The button's title.
    package var title: String
    /// What the button means.
    package var role: AlertAction.Role
    /// What the flow gets back when the user picks it.
    package var value: Value

    /// Creates a choice.
    package init(_ title: String, role: AlertAction.Role = .default, _ value: Value) {
        self.title = title
        self.role = role
        self.value = value
    }

    /// An ordinary button.
    public static func `default`(_ title: String, _ value: Value) -> AlertChoice { AlertChoice(title, role: .default, value) }
    /// The button that gives up; a dismissal by the system stands for it.
    public static func cancel(_ title: String, _ value: Value) -> AlertChoice { AlertChoice(title, role: .cancel, value) }
    /// A button that destroys something, shown in red.
    public static func destructive(_ title: String, _ value: Value) -> AlertChoice { AlertChoice(title, role: .destructive, value) }
}

extension Coordinator {
    /// Asks the user with an alert (or a confirmation dialog) owned by this coordinator, and
    /// returns the value of the button picked.
    ///
    /// The alert is a modal level on top (``Navigator/presentAlert(_:style:owner:animated:)``).
    /// When it leaves without a choice — the system dismissed it, a deep link or a dismissal
    /// removed it — the answer is the value of the ``AlertAction/Role/cancel`` button; without one, the
    /// call throws ``FlowError/Kind/cancelled``, as it does when the coordinator ended meanwhile.
    ///
    /// ```swift
    /// enum BlockChoice { case block, keep }
    /// let choice = try await alert("Block card?", message: "You can unblock it later.", actions: [
    ///     .destructive("Block", BlockChoice.block), .cancel("Keep", .keep),
    /// ])
    /// if choice == .block { try await blockCard() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The text under it.
    ///   - style: ``Modal/Style/alert`` (the default) or ``Modal/Style/confirmationDialog``.
    ///   - actions: The buttons; at least one, at most one that cancels.
    /// - Returns: The value of the button picked, or of the cancel button after a dismissal.
    /// - Throws: ``FlowError``: `ended` when the coordinator is not running,
    ///   `navigation` when the alert cannot be presented (an alert already on
    ///   top, no action, two cancel buttons), ``FlowError/Kind/cancelled`` as above.
    public func alert<Choice: Sendable>(
        _ title: String, message: String? = nil, style: Modal.Style = .alert, actions: [AlertChoice<Choice>]
    ) async throws(FlowError) -> Choice {
        guard phase == .preparing || phase == .running else { throw FlowError(.ended, flow: id) }
        let content = AlertContent(title, message: message, actions: actions.map { AlertAction($0.title, role: $0.role) })
        let alertID: Screen.ID
        do {
            alertID = try navigator.showAlert(content, style: style, owner: id, animated: true)
        } catch {
            throw FlowError(.navigation, flow: id, navigationError: error)
        }
        didShowScreens()
        let answer = await navigator.answer(toAlert: alertID)
        guard phase != .ended else { throw FlowError(.cancelled, flow: id) }
        switch answer {
        case .action(let index) where actions.indices.contains(index):
            return actions[index].value
        case .action, .dismissed:
            guard let cancel = content.cancelIndex else { throw FlowError(.cancelled, flow: id) }
            return actions[cancel].value
        }
    }
}
