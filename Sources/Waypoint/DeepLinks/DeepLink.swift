/// A place to go: a destination plus the path of destinations that leads to it.
///
/// DNB's design: a link names where the user should end up *and* what is below it (for
/// example `home → payments → pay`). Opening it walks the navigation state on display, keeps
/// the longest part that already matches, and builds only what is missing (see
/// ``Navigator/open(_:animated:fileID:line:)``).
///
/// The path can be given, or derived from ``LinkableDestination/parent`` declarations, so a
/// cold link to `accountDetail(42)` yields home → accounts → account 42 with no code per link.
/// Links are values of the app's own destination types: `Hashable`, `Codable` (decoded
/// through a ``DestinationRegistry``) and `Sendable`.
///
/// ```swift
/// let explicit = DeepLink(Bank.pay, path: [Bank.home, Bank.payments])
/// let derived = DeepLink(Bank.account(id: 42, tab: "overview"))   // path from parents
/// derived.path   // [Bank.home, Bank.accounts]
/// ```
public struct DeepLink: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Where the link ends: the screen on top once it is open.
    public let destination: AnyDestination
    /// The destinations below ``destination``, bottom first.
    public let path: [AnyDestination]
    /// The chain cut into the root level and one level per presented destination.
    let levels: [LinkLevel]

    /// Creates a link with an explicit path.
    ///
    /// - Parameters:
    ///   - destination: Where the link ends.
    ///   - path: The destinations below it, bottom first.
    public init(_ destination: some Destination, path: [any Destination]) {
        self.destination = AnyDestination(destination)
        self.path = path.map { AnyDestination($0) }
        self.levels = LinkLevel.split(self.path + [self.destination])
    }

    /// Creates a link whose path follows the destinations' declared parents.
    ///
    /// Walks ``LinkableDestination/parent`` from `destination` down to a destination with no
    /// parent. A parent chain that loops stops before the first repeated destination.
    ///
    /// - Parameter destination: Where the link ends.
    /// - Complexity: O(*d*) for a chain of *d* parents.
    public init(_ destination: some Destination) {
        let end = AnyDestination(destination)
        var seen: Set<AnyDestination> = [end]
        var below: [AnyDestination] = []
        var current = end.linkParent
        while let parent = current, seen.insert(parent).inserted {
            below.append(parent)
            current = parent.linkParent
        }
        self.destination = end
        self.path = below.reversed()
        self.levels = LinkLevel.split(self.path + [end])
    }

    private enum CodingKeys: String, CodingKey {
        case destination, path
    }

    /// Decodes a link saved with ``encode(to:)``; destinations decode through the
    /// ``DestinationRegistry`` in the decoder's `userInfo`.
    ///
    /// - Throws: `DecodingError`, or ``DestinationRegistry/UnknownTypeError`` for an unregistered type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        destination = try container.decode(AnyDestination.self, forKey: .destination)
        path = try container.decode([AnyDestination].self, forKey: .path)
        levels = LinkLevel.split(path + [destination])
    }

    /// Encodes the destination and the path.
    ///
    /// - Throws: The destinations' encoding errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(destination, forKey: .destination)
        try container.encode(path, forKey: .path)
    }

    public static func == (lhs: DeepLink, rhs: DeepLink) -> Bool {
        lhs.destination == rhs.destination && lhs.path == rhs.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(destination)
        hasher.combine(path)
    }

    /// The whole chain, bottom first: ``path`` followed by ``destination``.
    package var chain: [AnyDestination] { path + [destination] }

    public var description: String { chain.map(\.description).joined(separator: " → ") }
}
