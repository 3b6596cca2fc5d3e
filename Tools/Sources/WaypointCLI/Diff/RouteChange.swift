import Foundation
import WaypointManifest

/// One difference between two route manifests, judged by what it does to links already out
/// there (in e-mails, QR codes, push campaigns, partner apps).
struct RouteChange: Equatable {
    /// What changed. The first group breaks existing links; the second does not.
    enum Kind: String, CaseIterable {
        // Breaking: a URL that opened a route in OLD fails or reaches nothing in NEW.
        case routeRemoved, pathChanged, parameterNarrowed, constraintTightened, requiredQueryAdded
        case sourceRemoved, schemeDropped, hostDropped
        // Compatible: every URL that opened a route in OLD still opens it.
        case routeAdded, routeRenamed, parameterWidened, constraintLoosened, optionalQueryAdded
        case queryKeyRemoved, sourceAdded, schemeAdded, hostAdded, redirectAdded

        /// Whether a link that worked before fails after this change.
        var isBreaking: Bool {
            switch self {
            case .routeRemoved, .pathChanged, .parameterNarrowed, .constraintTightened, .requiredQueryAdded,
                .sourceRemoved, .schemeDropped, .hostDropped:
                true
            case .routeAdded, .routeRenamed, .parameterWidened, .constraintLoosened, .optionalQueryAdded,
                .queryKeyRemoved, .sourceAdded, .schemeAdded, .hostAdded, .redirectAdded:
                false
            }
        }
    }

    var kind: Kind
    /// The route's name in OLD (in NEW for an added route); `nil` for the URL configuration.
    var route: String?
    /// What changed, in words: "parameter `cardID`: string → int".
    var detail: String
    /// The redirect of the override manifest that keeps OLD's links working, as `from → to`.
    var coveredBy: String?

    /// Whether the change fails existing links that no redirect rescues.
    var breaksLinks: Bool { kind.isBreaking && coveredBy == nil }

    /// One line for people: `breaking    pathChanged          cards.block: cards/:id/block → card/:id/block`.
    var text: String {
        let verdict = !kind.isBreaking ? "compatible" : coveredBy == nil ? "breaking" : "covered"
        let subject = route.map { "\($0): " } ?? ""
        let cover = coveredBy.map { " (redirect \($0))" } ?? ""
        return verdict.padding(toLength: 11, withPad: " ", startingAt: 0)
            + kind.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0) + " " + subject + detail + cover
    }

    var json: JSONValue {
        var members: [String: JSONValue] = [
            "kind": .string(kind.rawValue), "breaking": .bool(kind.isBreaking), "detail": .string(detail),
            "route": route.map(JSONValue.string) ?? .null,
        ]
        members["coveredBy"] = coveredBy.map(JSONValue.string) ?? .null
        return .object(members)
    }
}
