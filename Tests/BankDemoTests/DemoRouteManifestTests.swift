@testable import BankDemo
import Foundation
import Testing
@_spi(Inspection) import WaypointTesting

@Suite struct DemoRouteManifestTests {
    /// `Examples/bank-routes.json` is the demo's route table as its hub exports it; the CLI's
    /// examples and CI read it. Set `WAYPOINT_RECORD_GOLDEN=1` to rewrite it after a change to the
    /// demo's routes.
    @Test @MainActor func theExampleManifestIsTheRouteTableTheDemoRegisters() throws {
        let exported = try BankApp().hub.routeManifest()
        let file = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Examples/bank-routes.json")
        if ProcessInfo.processInfo.environment["WAYPOINT_RECORD_GOLDEN"] == "1" {
            try exported.write(to: file)
        }
        let onDisk = try String(contentsOf: file, encoding: .utf8)
        #expect(
            onDisk == String(decoding: exported, as: UTF8.self),
            """
            Examples/bank-routes.json differs from the demo's registered routes; regenerate it with
            WAYPOINT_RECORD_GOLDEN=1 swift test --filter DemoRouteManifestTests
            """)
    }

    @Test @MainActor func theExportListsEveryRouteWithItsPolicy() throws {
        let text = String(decoding: try BankApp().hub.routeManifest(), as: UTF8.self)
        let accounts = try #require(text.split(separator: "\n").first { $0.contains("\"accounts.detail\"") })
        #expect(
            accounts.trimmingCharacters(in: .whitespaces)
                == #"{"name": "accounts.detail", "pattern": "accounts/:accountID", "owner": "Accounts", "params": {"accountID": "int"}, "sources": ["inApp", "pushNotification", "universalLink"], "requiresAuthentication": true, "constraints": {"accountID": {"min": 1, "max": 99999}}},"#)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((object?["routes"] as? [Any])?.count == 9)
    }
}
