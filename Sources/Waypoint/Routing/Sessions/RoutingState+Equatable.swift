/// Two states are equal when they are the same case with equal payloads.
///
/// Produced values and finished results are `any Sendable`: they compare equal when both are of
/// the same `Equatable` type and equal; values of a type that is not `Equatable` never compare
/// equal (compare their ``RoutingState/description`` instead). Errors compare by
/// ``RoutingError/kind``, URL, source, route, reason and suggestions — not by their underlying
/// error.
///
/// ```swift
/// #expect(session.history == [.preparing, .started, .completed(.closedByUser)])
/// #expect(session.state == .produced(CardStatus.blocked))
/// ```
extension RoutingState: Equatable {
    public static func == (lhs: RoutingState, rhs: RoutingState) -> Bool {
        switch (lhs, rhs) {
        case (.preparing, .preparing), (.started, .started): true
        case (.produced(let left), .produced(let right)): sendableValuesEqual(left, right)
        case (.completed(let left), .completed(let right)): left == right
        case (.failed(let left), .failed(let right)): left == right
        case (.preparing, _), (.started, _), (.produced, _), (.completed, _), (.failed, _): false
        }
    }
}

/// Two completions are equal when both were closed by the same party, or both finished with equal results
/// (see ``RoutingState``'s equality for results of a type that is not `Equatable`).
extension RoutingState.Completion: Equatable {
    public static func == (lhs: RoutingState.Completion, rhs: RoutingState.Completion) -> Bool {
        switch (lhs, rhs) {
        case (.closedByUser, .closedByUser), (.closedByApp, .closedByApp): true
        case (.finished(let left), .finished(let right)): sendableValuesEqual(left, right)
        case (.closedByUser, _), (.closedByApp, _), (.finished, _): false
        }
    }
}

/// Two errors are equal when they have the same kind, URL, source, route, reason and
/// suggestions; the underlying error is not compared.
extension RoutingError: Equatable {
    public static func == (lhs: RoutingError, rhs: RoutingError) -> Bool {
        lhs.kind == rhs.kind && lhs.url == rhs.url && lhs.source == rhs.source && lhs.route == rhs.route
            && lhs.reason == rhs.reason && lhs.suggestions == rhs.suggestions
    }
}

/// Whether two type-erased values are of the same `Equatable` type and equal.
func sendableValuesEqual(_ left: any Sendable, _ right: any Sendable) -> Bool {
    guard let left = left as? any Equatable else { return false }
    return left.isEqual(toAny: right)
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
