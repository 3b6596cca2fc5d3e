/// Why an override manifest was rejected; the overrides in force did not change.
///
/// A manifest is validated as a whole, so the error lists every problem found, each with the
/// place in the manifest it concerns.
///
/// ```swift
/// do { try hub.loadOverrides(data) } catch {
///     for problem in error.problems { print(problem) }   // "routes.card.blok: unknownRoute: …"
/// }
/// ```
public struct OverrideManifestError: Error, Sendable, CustomStringConvertible {
    /// Every problem found, in manifest order.
    public let problems: [Problem]

    /// One problem at one place of the manifest.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// What kind of problem it is (tests compare it; its name shows in ``description``).
        package let kind: Kind
        /// Where: a dotted path such as `routes.card.block.sources[1]`, or `(manifest)`.
        public let path: String
        /// What was found and what was expected.
        public let message: String

        public var description: String { "\(path): \(kind): \(message)" }
    }

    /// The kind of a ``OverrideManifestError/Problem``.
    package struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, e.g. `"unknownRoute"`.
        package let name: String

        private init(_ name: String) { self.name = name }

        /// The data is not a JSON object.
        package static let invalidJSON = Kind("invalidJSON")
        /// `version` is missing or not one this library reads (1).
        package static let unsupportedVersion = Kind("unsupportedVersion")
        /// A key the format does not define (often a typo).
        package static let unknownKey = Kind("unknownKey")
        /// A key written twice in one object; a manifest says each thing once.
        package static let duplicateKey = Kind("duplicateKey")
        /// A value has the wrong JSON type.
        package static let wrongType = Kind("wrongType")
        /// A route name that is not registered.
        package static let unknownRoute = Kind("unknownRoute")
        /// A source name that is not a ``RequestSource``.
        package static let unknownSource = Kind("unknownSource")
        /// A `sources` list that admits nothing; disable the route instead.
        package static let emptySources = Kind("emptySources")
        /// A redirect's `from` is not a valid route pattern, or two of them conflict.
        package static let invalidPattern = Kind("invalidPattern")
        /// A redirect's target uses a `:name` its `from` pattern does not capture.
        package static let unknownPlaceholder = Kind("unknownPlaceholder")
        /// A fallback or redirect target does not lead to a registered route.
        package static let unresolvableTarget = Kind("unresolvableTarget")

        package var description: String { name }
    }

    public var description: String {
        "override manifest rejected (\(problems.count) problem\(problems.count == 1 ? "" : "s")):\n"
            + problems.map { "  \($0)" }.joined(separator: "\n")
    }
}
