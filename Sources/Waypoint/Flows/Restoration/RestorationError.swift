/// Saved data that cannot be restored at all; the navigator is left untouched.
///
/// Screens that cannot be restored one by one do not throw: they are dropped and listed in the
/// ``RestorationReport``.
///
/// ```swift
/// do {
///     try await restorer.restore(data, into: navigator)
/// } catch {
///     await app.launch()   // a cold start instead
/// }
/// ```
public struct RestorationError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure a ``RestorationError`` is; new kinds may be added without breaking
    /// callers. An app falls back to a cold start whatever the kind; the ``name`` says which.
    package struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, e.g. `"corruptData"`.
        package let name: String

        private init(_ name: String) { self.name = name }

        /// The data is not saved navigation (not JSON, or missing fields).
        package static let corruptData = Kind("corruptData")
        /// The data was written by another format version.
        package static let unsupportedVersion = Kind("unsupportedVersion")
        /// The restored state breaks the navigation rules (what a navigator refuses to show).
        package static let invalidState = Kind("invalidState")
        /// The navigator already shows screens; restore into one that shows nothing.
        package static let navigatorNotEmpty = Kind("navigatorNotEmpty")

        package var description: String { name }
    }

    /// What went wrong.
    package let kind: Kind
    /// Details: the decoding error, the version found, the broken rule.
    package let detail: String

    init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    public var description: String {
        switch kind {
        case .corruptData: "saved navigation is corrupt: \(detail)"
        case .unsupportedVersion:
            "saved navigation has version \(detail); expected version \(SavedNavigation.currentVersion)"
        case .invalidState: "restored state is invalid: \(detail)"
        case .navigatorNotEmpty: "the navigator shows screens already (\(detail)); expected a navigator that shows nothing"
        default: "cannot restore saved navigation (\(kind)): \(detail)"
        }
    }
}
