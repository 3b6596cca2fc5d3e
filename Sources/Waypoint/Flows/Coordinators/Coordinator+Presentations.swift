@_spi(HostAuthoring) import WaypointNavigation

extension Coordinator {
    /// Asks the user with an alert (or a confirmation dialog) owned by this coordinator, and
    /// returns the value of the button picked.
    ///
    /// The alert is a modal level on top (``Navigator/alert(_:message:style:owner:actions:animated:)``).
    /// When it leaves without a choice — the system dismissed it, a deep link or a dismissal
    /// removed it — the answer is the value of the ``AlertChoice/cancel(_:_:)`` button; without one, the
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
        let content = AlertContent(title, message: message, choices: actions)
        let alertID: Screen.ID
        do {
            alertID = try navigator.showAlert(content, style: style, owner: id, animated: true)
        } catch {
            throw FlowError(.navigation, flow: id, navigationError: error)
        }
        didShowScreens()
        let answer = await navigator.answer(toAlert: alertID)
        guard phase != .ended else { throw FlowError(.cancelled, flow: id) }
        guard let value = actions.value(answering: answer) else { throw FlowError(.cancelled, flow: id) }
        return value
    }
}
