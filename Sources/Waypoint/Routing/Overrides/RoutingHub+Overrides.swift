public import Foundation

extension RoutingHub {
    /// Loads a backend override manifest, replacing the overrides in force.
    ///
    /// The manifest is validated as a whole against the routes registered now: its route
    /// names, source names, redirect patterns, placeholders, and that every fallback and
    /// redirect target leads to a registered route. Any problem rejects the whole manifest and
    /// the previous overrides stay in force. Load manifests after the modules registered their
    /// routes.
    ///
    /// ```swift
    /// do {
    ///     try hub.loadOverrides(manifestData)
    /// } catch {
    ///     logger.error("\(error)")   // previous overrides still apply
    /// }
    /// ```
    ///
    /// - Parameter json: the manifest (format in <doc:TheRoutingHub>, *Backend overrides*).
    /// - Throws: ``OverrideManifestError`` listing every problem; nothing changes.
    /// - Complexity: O(*r* + *d*) route matches for *r* routes and *d* redirects in the manifest.
    public func loadOverrides(_ json: Data) throws(OverrideManifestError) {
        overrides = try OverrideManifestParser(table: table, registered: Set(registrations.keys), urls: configuration.urls).parse(json)
        routingChanged()
    }

    /// Removes every override, for tools that try manifest after manifest. An app loads the
    /// backend's new manifest, which replaces the old one (`{"version": 1}` holds no overrides).
    @_spi(Tooling) public func clearOverrides() {
        overrides = .none
        routingChanged()
    }
}
