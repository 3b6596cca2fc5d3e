import ArgumentParser
import Foundation
@_spi(Inspection) @_spi(Tooling) import Waypoint
import WaypointManifest

/// `waypoint routes explain MANIFEST URL...`: what the routing hub would do with each URL — the
/// route, redirects, source checks, dropped query keys, the routes' parameter constraints and
/// the outcome — without navigating.
///
/// The hub is loaded with every route of the manifest or not at all: an entry that could not
/// become a route, a constraint the hub cannot take, or a conflict exits with status 2 naming
/// it, so a URL is never explained as reaching no route because its route was left out.
struct RoutesExplain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Dry-run the routing hub on URLs; exit 0 if every URL would start its route, 1 otherwise."
    )

    @OptionGroup var manifest: ManifestArgument

    @Argument(help: "URLs to explain, e.g. nuapp://card/<uuid>/block?reason=lost.")
    var urls: [String] = []

    @Option(help: "A file of links, one a line with an optional source after it, to replay and summarise.")
    var corpus: String?

    @Option(help: "The requests' source: \(RequestSource.builtIn.map(\.rawValue).joined(separator: ", ")).")
    var source = "inApp"

    @Option(help: "Comma-separated sources every route admits (the library's default: inApp).")
    var allow = "inApp"

    @Option(help: "A backend override manifest (JSON) to apply, see the article \"Routing hub\" of the Waypoint documentation.")
    var overrides: String?

    func validate() throws {
        guard !urls.isEmpty || corpus != nil else { throw ValidationError("give at least one URL to explain, or --corpus FILE") }
        guard urls.isEmpty || corpus == nil else { throw ValidationError("give URLs or --corpus FILE, not both") }
        _ = try Self.source(source)
        _ = try Self.sources(allow)
    }

    func run() throws {
        let loaded = try manifest.loadEveryRoute()
        let requestSource = try Self.source(source)
        let allowed = try Self.sources(allow)
        let overrideData = try overrides.map { path in
            do {
                return try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                Console.error("cannot read \(path): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
        let links = try corpus.map { path in
            do {
                return try CorpusReplay.links(in: try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8), defaultSource: requestSource)
            } catch let error as CorpusReplay.BadLine {
                Console.error("\(path):\(error.line): unknown source `\(error.source)`; expected one of " + RequestSource.builtIn.map(\.rawValue).joined(separator: ", "))
                throw ExitCode(2)
            } catch {
                Console.error("cannot read \(path): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
        let (lines, allStart) = try MainActor.assumeIsolated { () throws -> ([String], Bool) in
            let hub = RoutingHub(configuration: RoutingHub.Configuration(urls: loaded.configuration))
            do {
                try hub.register(try ManifestRoutes(loaded, allowed: allowed))
                if let overrideData { try hub.loadOverrides(overrideData) }
            } catch let error as OverrideManifestError {
                // The first line is the count; each problem is a line of its own, escaped.
                Console.error(String(error.description.prefix { $0 != "\n" }), error.problems.map(\.description))
                throw ExitCode(2)
            } catch {
                Console.error("\(error)")
                throw ExitCode(2)
            }
            hub.register(navigator: Navigator(host: InMemoryHost()))
            if let links {
                var replay = CorpusReplay()
                for link in links { replay.record(hub.plan(for: link.url, source: link.source), for: link) }
                return (replay.lines + [replay.summary], replay.allOpen)
            }
            var lines: [String] = []
            var allStart = true
            for url in urls {
                let plan = hub.plan(for: url, source: requestSource)
                if case .start = plan.outcome {} else { allStart = false }
                if !lines.isEmpty { lines.append("") }
                lines += Self.lines(of: plan)
            }
            return (lines, allStart)
        }
        Console.write(lines)
        if !allStart { throw ExitCode(1) }
    }

    /// The plan as ``RoutingPlan/description`` writes it, one line per step, built from the
    /// steps so that a line break inside a URL or a route name stays inside its line.
    private static func lines(of plan: RoutingPlan) -> [String] {
        ["\(plan.url) from \(plan.source)"] + plan.steps.map { "  \($0)" } + ["  → \(plan.outcome)"]
    }

    private static func source(_ name: String) throws -> RequestSource {
        guard let source = RequestSource(rawValue: name) else {
            throw ValidationError(
                "unknown source `\(name.escapingControlCharacters())`; expected one of "
                    + RequestSource.builtIn.map(\.rawValue).joined(separator: ", "))
        }
        return source
    }

    private static func sources(_ list: String) throws -> Set<RequestSource> {
        Set(try list.split(separator: ",").map { try source($0.trimmingCharacters(in: .whitespaces)) })
    }
}
