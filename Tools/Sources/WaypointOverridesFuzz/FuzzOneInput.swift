import Foundation
@_spi(Inspection) @_spi(Tooling) import Waypoint

/// One fuzz input: the bytes as a backend override manifest, loaded into a hub that has the
/// example manifest's routes. A manifest may be rejected with an `OverrideManifestError`; one
/// that loads must re-encode into a manifest that loads to equal overrides, and resolving its
/// redirects and fallbacks (`plan(for:)`, which starts nothing) must not trap.
///
/// A crash, a trap, or a loaded manifest whose re-encoding is rejected or loads differently is a
/// finding.
@MainActor func fuzzOneInput(_ data: Data) {
    let hub = FuzzHub.hub
    hub.clearOverrides()
    guard (try? hub.loadOverrides(data)) != nil else { return }
    let loaded = hub.overrides
    let encoded = encode(loaded)
    hub.clearOverrides()
    do {
        try hub.loadOverrides(encoded)
    } catch {
        fatalError("a loaded manifest re-encoded as \(String(decoding: encoded, as: UTF8.self)) is rejected: \(error)")
    }
    guard hub.overrides.routes == loaded.routes, hub.overrides.redirects == loaded.redirects else {
        fatalError("a loaded manifest re-encoded as \(String(decoding: encoded, as: UTF8.self)) loads differently")
    }
    for redirect in loaded.redirects {
        _ = hub.plan(for: redirect.to, source: .backend)
        _ = hub.plan(for: "nuapp://" + redirect.from.description, source: .universalLink)
    }
    for override in loaded.routes.values {
        if let fallback = override.disabled?.fallback { _ = hub.plan(for: fallback, source: .pushNotification) }
    }
}

/// The override manifest format, written back from loaded overrides.
private func encode(_ overrides: RouteOverrides) -> Data {
    var routes: [String: Any] = [:]
    for (name, override) in overrides.routes {
        var entry: [String: Any] = [:]
        if let disabled = override.disabled {
            var fields: [String: Any] = [:]
            if let fallback = disabled.fallback { fields["fallback"] = fallback }
            if let message = disabled.message { fields["message"] = message }
            entry["disabled"] = fields
        }
        if let sources = override.sources { entry["sources"] = sources.map(\.rawValue).sorted() }
        routes[name] = entry
    }
    let redirects = overrides.redirects.map { ["from": $0.from.description, "to": $0.to] }
    let manifest: [String: Any] = ["version": 1, "routes": routes, "redirects": redirects]
    // Strings, numbers, arrays and objects of them always serialize.
    return (try? JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys])) ?? Data()
}
