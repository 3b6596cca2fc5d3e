extension Screen {
    /// The stable identity of one screen in a ``NavigationState``.
    ///
    /// Identities are plain numbers handed out by the ``Navigator`` (``Navigator/makeScreen(_:owner:)``). They never change while the
    /// screen stays on display, and under test they are deterministic, so printed trees are the same
    /// in every run.
    ///
    /// ```swift
    /// var ids = ScreenIDGenerator()
    /// let first = ids.next()   // #1
    /// let second = ids.next()  // #2
    /// ```
    ///
    /// It is saved as its number (the `Codable` of a `RawRepresentable`).
    public struct ID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
        /// The number behind the identity.
        public let rawValue: UInt64

        /// Creates an identity from its number.
        public init(_ rawValue: UInt64) { self.rawValue = rawValue }

        public init(rawValue: UInt64) { self.rawValue = rawValue }

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String { "#\(rawValue)" }
    }
}

// The former name of `Screen.ID`, for this package's own code.

/// Hands out fresh ``Screen/ID``s in increasing order.
///
/// A generator is a value: copy it to fork a deterministic sequence, or start it after the
/// largest identity of a restored state so new screens never collide with old ones.
///
/// ```swift
/// var ids = ScreenIDGenerator(after: restored.maxScreenID)
/// let id = ids.next()
/// ```
@_spi(HostAuthoring) public struct ScreenIDGenerator: Sendable, Hashable {
    private var last: UInt64

    /// Creates a generator whose first identity is `#1`, or the one after `id`.
    public init(after id: Screen.ID? = nil) { last = id?.rawValue ?? 0 }

    /// Returns the next identity.
    ///
    /// - Complexity: O(1).
    public mutating func next() -> Screen.ID {
        last += 1
        return Screen.ID(last)
    }
}
