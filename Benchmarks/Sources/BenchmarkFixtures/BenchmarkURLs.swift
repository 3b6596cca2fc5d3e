/// What the generated tables accept: the custom scheme whose host is the first path segment
/// (`nuapp://cards/statements`), and one web host for universal links
/// (`https://bank.example/cards/statements`). Every subject is configured with exactly these.
package enum BenchmarkURLs {
    package static let scheme = "nuapp"
    package static let webHosts: Set<String> = ["bank.example"]
}
