extension RoutingHub {
    /// Why `policy` refuses a request from `sourceApplication`, or `nil` when it admits it.
    ///
    /// Only external requests are checked: in-app and backend requests come from the app itself.
    static func sourceApplicationRefusal(_ policy: RoutePolicy, source: RequestSource, sourceApplication: String?) -> String? {
        guard let allowed = policy.sourceApplications, source.isExternal else { return nil }
        let list = allowed.isEmpty ? "none" : allowed.sorted().joined(separator: ", ")
        guard let sourceApplication else {
            return "a request from \(source) that names no source application may not open it; allowed applications: \(list)"
        }
        guard allowed.contains(sourceApplication) else {
            return "application \(LogText.value(sourceApplication)) may not open it; allowed applications: \(list)"
        }
        return nil
    }
}
