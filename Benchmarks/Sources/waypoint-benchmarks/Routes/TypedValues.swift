import Foundation

extension RouteSpec.ValueKind {
    /// Converts `text` as the route declares it, folding the typed value into a number; `nil` if
    /// the text is not of this type.
    func convert(_ text: String) -> Int? {
        switch self {
        case .string: text.utf8.count
        case .int: Int(text)
        case .uuid: UUID(uuidString: text).map { $0.hashValue }
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
