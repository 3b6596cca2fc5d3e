import BenchmarkFixtures
import Foundation

/// How every subject folds the values it reads into a number, the same way, so that the
/// subjects' checksums can be compared URL by URL: an int as itself, a UUID as its first
/// eight bytes, text (a string parameter, a `*` segment, a `**` tail joined by `/`) as its
/// decoded length.
enum ValueFold {
    static func text(_ text: String) -> Int { text.utf8.count }

    static func uuid(_ uuid: UUID) -> Int {
        withUnsafeBytes(of: uuid.uuid) { $0.loadUnaligned(as: Int.self) }
    }

    /// A `**` tail given as its decoded segments: their lengths plus one `/` between each two.
    static func segments(_ segments: [String]) -> Int {
        segments.reduce(max(segments.count - 1, 0)) { $0 &+ $1.utf8.count }
    }

    /// The checksum of a URL that reaches no route.
    static let miss = 1
}

extension RouteSpec.ValueKind {
    /// Converts decoded `text` as the route declares it (the way a user of a segment router
    /// does: Foundation's `UUID(uuidString:)`, `Int(_:)`), folding the typed value into a
    /// number; `nil` if the text is not of this type.
    func convert(_ text: String) -> Int? {
        switch self {
        case .string: ValueFold.text(text)
        case .int: Int(text)
        case .uuid: UUID(uuidString: text).map(ValueFold.uuid)
        }
    }
}

extension RouteSpec {
    /// Converts the declared query parameters of `url` (or their defaults); `nil` if one is not
    /// of its declared type.
    func convertQuery(of url: ManualURL) -> Int? {
        var checksum = 0
        for declared in query {
            guard let value = declared.kind.convert(url.queryValue(declared.name) ?? declared.defaultValue) else {
                return nil
            }
            checksum &+= value
        }
        return checksum
    }
}
