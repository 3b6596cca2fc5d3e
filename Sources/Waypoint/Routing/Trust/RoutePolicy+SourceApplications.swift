import WaypointRoutes

extension RoutePolicy {
    /// Why this policy refuses a request from `sourceApplication`, or `nil` when it admits it.
    ///
    /// Only external requests are checked: in-app and backend requests come from the app itself.
    func sourceApplicationRefusal(source: RequestSource, sourceApplication: String?) -> String? {
        guard let allowed = sourceApplications, source.isExternal else { return nil }
        let list = allowed.isEmpty ? "none" : allowed.sortedByPosition().joined(separator: ", ")
        guard let sourceApplication else {
            return "a request from \(source) that names no source application may not open it; allowed applications: \(list)"
        }
        guard allowed.contains(sourceApplication) else {
            return "application \(LogText.value(sourceApplication)) may not open it; allowed applications: \(list)"
        }
        return nil
    }
}
