import Foundation
import Testing

/// `explain` never explains a URL against a table it could not load in full.
@Suite struct ExplainInvalidRouteTests {
    @Test func explainRefusesAManifestWithARouteItCouldNotLoadAndNamesTheRoute() throws {
        let path = try TestFiles.temporaryManifest(
            """
            {"configuration": {"schemes": ["nuapp"]}, "routes": [
              {"name": "home", "pattern": "home"},
              {"name": "docs.page", "pattern": "docs/**/more"},
              {"name": "card.block", "pattern": "card/:id/block/:id"}
            ]}
            """)
        let result = try CommandRunner.run(["routes", "explain", path, "nuapp://docs/a/more"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(!result.errorOutput.contains("unknownRoute"))
        #expect(result.errorOutput.contains("routes[1] (route `docs.page`): invalid pattern `docs/**/more`"))
        #expect(result.errorOutput.contains("routes[2] (route `card.block`): invalid pattern `card/:id/block/:id`"))
    }
}
