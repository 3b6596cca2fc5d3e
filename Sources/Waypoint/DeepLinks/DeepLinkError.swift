/// Why a ``DeepLink`` cannot be opened.
///
/// Nothing changes when a link fails: the navigation state stays as it was.
///
/// ```swift
/// do { _ = try link.resolve(in: .empty, ids: &ids) }
/// catch { print(error) }   // "cannot open `transfer`: …"
/// ```
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case nothingToPresentFrom
        case refused(NavigationError)
    }

    let kind: Kind
    /// The link that could not be opened.
    public let link: DeepLink

    init(_ kind: Kind, _ link: DeepLink) {
        self.kind = kind
        self.link = link
    }

    /// The link starts with a presented destination but nothing is on display to present it from.
    public var isNothingToPresentFrom: Bool { kind == .nothingToPresentFrom }
    /// The navigator refused the link's target state, with its reason.
    public var navigationError: NavigationError? {
        if case .refused(let error) = kind { return error }
        return nil
    }

    public var description: String {
        switch kind {
        case .nothingToPresentFrom:
            "cannot open `\(link)`: its first destination `\(link.chain[0])` is presented modally, "
                + "but nothing is on display to present it from; expected a path that starts with a pushed destination"
        case .refused(let error):
            "cannot open `\(link)`: the navigator refused the target state: \(error)"
        }
    }
}
