/// What an alert or a confirmation dialog shows: a title, an optional message, and its actions.
///
/// An alert is a modal level like any other: a ``Modal`` of style ``Modal/Style/alert`` or
/// ``Modal/Style/confirmationDialog`` whose content is one screen showing an `AlertContent`,
/// owned by the flow that asked. Nothing is presented above it (UIKit's rule), and it leaves
/// the state when the user picks an action or the system dismisses it. An app asks with
/// ``Navigator/alert(_:message:style:owner:actions:animated:)`` and its ``AlertChoice``s; the
/// content is what a host draws (`@_spi(HostAuthoring)`).
///
/// ```swift
/// let question = AlertContent("Block card?", message: "You can unblock it later.", actions: [
///     AlertAction("Block", role: .destructive),
///     AlertAction("Keep", role: .cancel),
/// ])
/// ```
@_spi(HostAuthoring) public struct AlertContent: Destination, Codable, CustomStringConvertible {
    /// The title.
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// The buttons, in the order they are shown; at least one, at most one with the role ``AlertAction/Role/cancel``.
    public var actions: [AlertAction]

    /// Creates the content of an alert.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The text under the title.
    ///   - actions: The buttons; at least one, at most one that cancels.
    public init(_ title: String, message: String? = nil, actions: [AlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }

    /// The content of an alert asking `choices`.
    package init<Value>(_ title: String, message: String? = nil, choices: [AlertChoice<Value>]) {
        self.init(title, message: message, actions: choices.map { AlertAction($0.title, role: $0.role) })
    }

    /// The index of the action that cancels, if there is one: what a dismissal by the system
    /// stands for.
    package var cancelIndex: Int? { actions.firstIndex { $0.role == .cancel } }

    public static var destinationTypeName: String { "Waypoint.AlertContent" }

    public var description: String { "alert(\"\(title)\": \(actions.map(\.title).joined(separator: " | ")))" }
}

/// One button of an alert or a confirmation dialog.
///
/// ```swift
/// AlertAction("Block", role: .destructive)
/// ```
@_spi(HostAuthoring) public struct AlertAction: Hashable, Sendable, Codable {
    /// The button's title.
    public var title: String
    /// What the button means, which decides how it looks and where it goes.
    public var role: Role

    /// Creates an action.
    public init(_ title: String, role: Role = .default) {
        self.title = title
        self.role = role
    }
}

extension AlertAction {
    /// What an alert's button means (UIKit's `UIAlertAction.Style`, SwiftUI's `ButtonRole`).
    @_spi(HostAuthoring) public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
        /// An ordinary choice.
        case `default`
        /// Gives up: shown apart (last in a dialog); a dismissal by the system stands for it.
        case cancel
        /// Destroys something, such as blocking a card: shown in red.
        case destructive
    }
}

extension AlertContent {
    /// How an alert ended: the action the user picked, or a dismissal without a choice.
    package enum Answer: Hashable, Sendable {
        /// The user picked the action at this index.
        case action(Int)
        /// The alert left without a choice: the system dismissed it (the app went to the
        /// background), the flow was cancelled, or another change removed its level.
        case dismissed
    }
}

