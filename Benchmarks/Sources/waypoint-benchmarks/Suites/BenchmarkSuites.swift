import ArgumentParser

/// Every suite of the executable. A new suite is one new file in `Suites/` plus one entry here.
enum BenchmarkSuites {
    static let all: [any ParsableCommand.Type] = [
        RoutesSuite.self,
        NavigationSuite.self,
        DeepLinksSuite.self,
        HubSuite.self,
    ]
}
