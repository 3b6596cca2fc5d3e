import Foundation

extension RouteSpec.Kind {
    /// Whether `text` (decoded) is a valid value of this type.
    package func accepts(_ text: String) -> Bool {
        switch self {
        case .int: Int(text) != nil
        case .uuid: UUID(uuidString: text) != nil
        case .bool: text == "true" || text == "false"
        case .tab: RouteSpec.Tab(rawValue: text) != nil
        }
    }
}
