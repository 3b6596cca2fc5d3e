/// A place to go: a destination plus the path of destinations that leads to it.
///
/// DNB's design: a link names where the user should end up *and* what is below it (for
/// example `home → payments → pay`). Opening it walks the navigation state on display, keeps
/// the longest part that already matches, and builds only what is missing (see
/// ``Navigator/open(_:animated:fileID:line:)``).
///
/// The path can be given, or derived from ``LinkableDestination/parent`` declarations, so a
/// cold link to `accountDetail(42)` yields home → accounts → account 42 with no code per link.
/// Links are values of the app's own destination types: `Hashable`, `Codable` (the destination
/// and the path; decoded through the ``DestinationRegistry`` in the decoder's `userInfo`, an
/// unregistered type throwing ``DestinationRegistry/UnknownTypeError``) and `Sendable`.
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
    ///
    /// - Complexity: O(*m*) for *m* destinations in the link.
    var levels: [LinkLevel] { LinkLevel.split(chain) }

    /// Creates a link with an explicit path.
    ///
    /// - Parameters:
    ///   - destination: Where the link ends.
    ///   - path: The destinations below it, bottom first.
    public init(_ destination: some Destination, path: [any Destination]) {
        self.destination = AnyDestination(destination)
        self.path = path.map { AnyDestination($0) }
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
    }

    /// The whole chain, bottom first: ``path`` followed by ``destination``.
    package var chain: [AnyDestination] { path + [destination] }

    public var description: String { chain.map(\.description).joined(separator: " → ") }
}
