extension Navigator {
    /// Asks the user with an alert or a confirmation dialog on top, and returns the value of the
    /// button picked.
    ///
    /// The alert is a modal level showing one screen owned by `owner`. When it leaves without a
    /// choice — the system dismissed it, another change removed its level (a dismissal, a deep
    /// link, the owner's flow ending), or the calling task was cancelled, which dismisses it —
    /// the answer is the value of the ``AlertChoice/cancel(_:_:)`` button, or nil without one.
    ///
    /// ```swift
    /// enum BlockChoice { case block, keep }
    /// let choice = try await navigator.alert("Block card?", owner: "cards.block", actions: [
    ///     .destructive("Block", BlockChoice.block), .cancel("Keep", .keep),
    /// ])
    /// if choice == .block { blockCard() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: The alert's title.
    ///   - message: The text under it.
    ///   - style: ``Modal/Style/alert`` (the default) or ``Modal/Style/confirmationDialog``.
    ///   - owner: The flow that asks; the alert's screen is its own.
    ///   - actions: The buttons, in the order they are shown; at least one, at most one that cancels.
    ///   - animated: Whether the host animates the presentation.
    /// - Returns: The value of the button picked, the cancel button's after a dismissal, or nil.
    /// - Throws: ``NavigationError`` when the alert cannot be presented: nothing on display, an
    ///   alert already on top (`presentedAboveAlert`), a style that is not an alert, no action
    ///   or two cancel actions (`malformedAlert`). Nothing changes then.
    public func alert<Choice: Sendable>(
        _ title: String, message: String? = nil, style: Modal.Style = .alert, owner: FlowID = .app,
        actions: [AlertChoice<Choice>], animated: Bool = true
    ) async throws(NavigationError) -> Choice? {
        let content = AlertContent(title, message: message, choices: actions)
        return actions.value(answering: try await presentAlert(content, style: style, owner: owner, animated: animated))
    }

    /// Presents an alert on top and returns how it ended: the action picked
    /// (``AlertContent/Answer/action(_:)``) or none (``AlertContent/Answer/dismissed``).
    package func presentAlert(
        _ alert: AlertContent, style: Modal.Style = .alert, owner: FlowID = .app, animated: Bool = true
    ) async throws(NavigationError) -> AlertContent.Answer {
        let id = try showAlert(alert, style: style, owner: owner, animated: animated)
        return await answer(toAlert: id)
    }

    /// Presents the alert and returns its screen's identity: the first half of
    /// ``presentAlert(_:style:owner:animated:)``, for flows that must know it is on display
    /// before they wait.
    package func showAlert(
        _ alert: AlertContent, style: Modal.Style, owner: FlowID, animated: Bool
    ) throws(NavigationError) -> Screen.ID {
        guard style.isAlert else {
            throw NavigationError(
                .malformedAlert, input: "presentAlert(\(alert.title))", expected: "the style alert or confirmationDialog",
                found: "\(style)")
        }
        let screen = makeScreen(alert, owner: owner)
        try execute(.present(Modal(style, .screen(screen))), animated: animated)
        return screen.id
    }

    /// Waits until the alert screen `id` leaves the state and reads why: the second half of
    /// ``presentAlert(_:style:owner:animated:)``.
    package func answer(toAlert id: Screen.ID) async -> AlertContent.Answer {
        let waiter = AlertWaiter()
        waiter.subscription = onChange { change in
            guard change.removed.contains(where: { $0.id == id }) else { return }
            if case .alertAction(let index, _) = change.gesture {
                waiter.resolve(.action(index))
            } else {
                waiter.resolve(.dismissed)
            }
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled || !state.containsScreen(withID: id) {
                    continuation.resume(returning: .dismissed)
                    waiter.subscription?.cancel()
                } else {
                    waiter.continuation = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.dismissAlert(id, waiter: waiter) }
        }
    }

    /// Removes the alert `id` from the state (its level is the top-most one) after its task was cancelled.
    private func dismissAlert(_ id: Screen.ID, waiter: AlertWaiter) {
        if let level = state.modals.lastIndex(where: { $0.style.isAlert && $0.content.containsScreen(withID: id.rawValue) }) {
            do {
                try execute(.dismissTo(level: level))
            } catch {
                RuntimeWarning.report("the alert \(id) whose task was cancelled could not be dismissed: \(error)")
            }
        }
        waiter.resolve(.dismissed)
    }
}

/// The continuation of one awaited alert and the subscription that resolves it, resumed once.
@MainActor
private final class AlertWaiter {
    var continuation: CheckedContinuation<AlertContent.Answer, Never>?
    var subscription: NavigationSubscription?

    func resolve(_ answer: AlertContent.Answer) {
        subscription?.cancel()
        subscription = nil
        continuation?.resume(returning: answer)
        continuation = nil
    }
}
