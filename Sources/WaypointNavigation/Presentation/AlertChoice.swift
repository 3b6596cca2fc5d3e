/// One button of an alert, and the value it stands for.
///
/// A flow asks with ``Navigator/alert(_:message:style:owner:actions:animated:)`` (or a
/// coordinator's own `alert`) and gets back the value of the button the user picked.
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

extension Array {
    /// The value an alert's answer stands for: the button picked, or after a dismissal without
    /// a choice the cancel button's; nil when the alert had no cancel button.
    package func value<Value>(answering answer: AlertContent.Answer) -> Value? where Element == AlertChoice<Value> {
        if case .action(let index) = answer, indices.contains(index) { return self[index].value }
        return first { $0.role == .cancel }?.value
    }
}
