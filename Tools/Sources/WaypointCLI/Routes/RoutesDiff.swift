import ArgumentParser
import Foundation
@_spi(Inspection) @_spi(Tooling) import Waypoint
import WaypointManifest

/// `waypoint routes diff OLD NEW`: what a release does to the links already out there.
///
/// Every change is breaking (a URL that opened a route in OLD fails or reaches nothing in NEW)
/// or compatible. With `--overrides`, a removed route or changed path whose OLD URLs the
/// override manifest redirects to a route of NEW is *covered*, and each redirect is listed as
/// a compatible change. Exits 1 when a breaking change is not covered.
struct RoutesDiff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two manifests for links a release breaks; exit 0 if none, 1 otherwise."
    )

    @Argument(help: "The manifest of the release users have, e.g. from the last tag.")
    var old: String

    @Argument(help: "The manifest of the next release.")
    var new: String

    @Option(help: "A backend override manifest (JSON) whose redirects keep old links working.")
    var overrides: String?

    @Flag(help: "Print one JSON object: the counts and every change.")
    var json = false

    func run() throws {
        let before = try ManifestArgument.loadEveryRoute(old)
        let after = try ManifestArgument.loadEveryRoute(new)
        var changes = ManifestDiff.changes(from: before.declared, to: after.declared)
        if let overrides {
            changes = try Self.applying(overrides: overrides, to: changes, old: before, new: after)
        }
        let breaking = changes.filter(\.breaksLinks).count
        let covered = changes.filter { $0.kind.isBreaking && !$0.breaksLinks }.count
        let compatible = changes.count - breaking - covered
        if json {
            Console.write(
                json: .object([
                    "breaking": .int(breaking), "covered": .int(covered), "compatible": .int(compatible),
                    "changes": .array(changes.map(\.json)),
                ]))
        } else {
            let summary = "\(old) → \(new): \(breaking) breaking, \(covered) covered by redirects, \(compatible) compatible"
            Console.write([summary] + changes.map { "  " + $0.text })
        }
        if breaking > 0 { throw ExitCode(1) }
    }

    /// Marks the removed routes and changed paths whose OLD URLs a redirect of `path` sends to
    /// a route of `new`, and lists each redirect as a compatible change.
    private static func applying(overrides path: String, to changes: [RouteChange], old: LoadedManifest, new: LoadedManifest)
        throws -> [RouteChange]
    {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            Console.error("cannot read \(path): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        let oldEntries = Dictionary(old.declared.routes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return try MainActor.assumeIsolated { () throws -> [RouteChange] in
            let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: new.configuration))
            do {
                try hub.register(try ManifestRoutes(new, allowed: [.inApp]))
                try hub.loadOverrides(data)
            } catch let error as OverrideManifestError {
                Console.error(String(error.description.prefix { $0 != "\n" }), error.problems.map(\.description))
                throw ExitCode(2)
            } catch {
                Console.error("\(error)")
                throw ExitCode(2)
            }
            var result = changes.map { change -> RouteChange in
                guard change.kind == .routeRemoved || change.kind == .pathChanged,
                    let entry = change.route.flatMap({ oldEntries[$0] })
                else { return change }
                let plan = hub.plan(for: SampleURL.for(entry, in: old.declared.configuration), source: .inApp)
                guard let redirect = plan.steps.lazy.compactMap(Self.redirect).first, let target = plan.route else { return change }
                var covered = change
                covered.coveredBy = "\(redirect) reaches `\(target)`"
                return covered
            }
            result += hub.overrides.redirects.map {
                RouteChange(kind: .redirectAdded, route: nil, detail: "`\($0.from)` → `\($0.to)`")
            }
            return result
        }
    }

    private static func redirect(_ step: RoutingPlan.Step) -> String? {
        if case .redirected(let from, let to, _) = step { return "\(from) → \(to)" }
        return nil
    }
}
