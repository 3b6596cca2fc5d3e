import ArgumentParser
import Foundation
import WaypointManifest

/// `waypoint routes aasa MANIFEST --app-id TEAM.BUNDLE`: the `applinks` section of the
/// `apple-app-site-association` file for the manifest's routes that admit universal links;
/// with `--check FILE`, what a published file gets wrong about them.
struct RoutesAASA: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Write or check the apple-app-site-association applinks for the routes open to universal links."
    )

    @OptionGroup var manifest: ManifestArgument

    @Option(name: .customLong("app-id"), help: "The app's identifier, TEAMID.bundle.identifier (required to write).")
    var appID: String?

    @Option(help: "An association file to check against the manifest instead of writing one.")
    var check: String?

    func validate() throws {
        if let appID, !AssociationFile.isAppID(appID) {
            throw ValidationError("`\(appID.escapingControlCharacters())` is not TEAMID.bundle.identifier (ten letters or digits, a dot, the bundle identifier)")
        }
        if check == nil, appID == nil { throw ValidationError("give --app-id to write the file, or --check FILE") }
    }

    func run() throws {
        let loaded = try manifest.loadEveryRoute()
        guard let check else {
            if loaded.declared.configuration.hosts.isEmpty {
                Console.error("\(loaded.file): no `hosts` in the configuration; universal links need an https host")
                throw ExitCode(2)
            }
            Console.write(Self.pretty(AssociationFile(loaded.declared, appID: appID ?? "")).split(separator: "\n").map(String.init))
            return
        }
        let file: AssociationFile
        do {
            file = try AssociationFile(reading: try Data(contentsOf: URL(fileURLWithPath: check)))
        } catch let error as AssociationFile.Unreadable {
            Console.error("\(check): not an association file Apple documents", error.problems)
            throw ExitCode(2)
        } catch {
            Console.error("cannot read \(check): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        let findings = AssociationCheck(file, manifest: loaded.declared, appID: appID).findings
        Console.write(findings + ["\(check): \(findings.isEmpty ? "covers exactly" : "\(findings.count) findings against") the routes of \(loaded.file) open to universal links"])
        if !findings.isEmpty { throw ExitCode(1) }
    }

    /// The file as indented JSON with sorted keys, as a web server serves it.
    static func pretty(_ file: AssociationFile) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(file.json)) ?? Data(), as: UTF8.self)
    }
}
