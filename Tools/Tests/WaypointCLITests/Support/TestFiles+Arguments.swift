import Foundation

extension TestFiles {
    /// A fixture's path as a user gives it to the tool from the repository root
    /// (`Tests/WaypointCLITests/Fixtures/diff/bank-routes-broken.json`): the tests run the tool
    /// there, and its output names files as they were given.
    static func argument(_ fixtureName: String) -> String {
        String(fixture(fixtureName).dropFirst(root.path.count).drop { $0 == "/" })
    }
}
