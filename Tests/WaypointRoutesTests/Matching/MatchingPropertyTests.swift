import Foundation
import PropertyBased
import Testing
import WaypointRoutes

@Suite struct MatchingPropertyTests {
    let configuration = URLConfiguration(schemes: ["nuapp"])

    @Test func theTrieAgreesWithANaiveScanOnRandomTablesAndURLs() async throws {
        await propertyCheck(count: 30, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = SeededGenerator(seed: seed)
            let specs = try RandomRoutes.specs(count: 25, using: &random)
            let table = try RouteTable(specs.map { try $0.route() }, configuration: configuration)
            let reference = ReferenceMatcher(specs: specs)
            for _ in 0..<60 {
                let url = RandomRoutes.url(using: &random)
                let expected = reference.match(url)
                let actual = try? table.match(url)
                #expect(actual?.route.name == expected?.route, "\(url)")
                #expect(actual.map { $0.parameters.texts } == expected?.values, "\(url)")
            }
        }
    }

    @Test func matchingABuiltURLGivesBackTheRouteAndItsValues() async throws {
        await propertyCheck(count: 30, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = SeededGenerator(seed: seed)
            let specs = try RandomRoutes.specs(count: 25, using: &random)
            let table = try RouteTable(specs.map { try $0.route() }, configuration: configuration)
            let reference = ReferenceMatcher(specs: specs)
            for spec in specs {
                var values: [String: String] = [:]
                var wildcards = 0
                for part in spec.parts {
                    switch part {
                    case .constant: break
                    case .parameter(let name, let kind?): values[name] = kind.randomValue(avoidingConstants: true, using: &random)
                    case .parameter(let name, nil): values[name] = RandomRoutes.freeText(using: &random)
                    case .wildcard:
                        wildcards += 1
                        values[wildcards == 1 ? "*" : "*\(wildcards)"] = RandomRoutes.freeText(using: &random)
                    case .catchAll:
                        values["**"] = (0..<Int.random(in: 1...3, using: &random))
                            .map { _ in RandomRoutes.freeText(using: &random).replacingOccurrences(of: "/", with: "-") }
                            .joined(separator: "/")
                    }
                }
                if values.values.contains(where: ReferenceMatcher.hasDotSegment) {
                    // No URL is built that matching would refuse.
                    #expect(throws: RouteBuildError.self) { try table.url(for: spec.name, parameters: values) }
                    continue
                }
                let url = try table.url(for: spec.name, parameters: values)
                let match = try table.match(url)
                #expect(match.route.name == reference.match(url)?.route, "\(url)")
                if !spec.parts.contains(.catchAll) {
                    // Without catch-alls, only a shadowing route could take the URL, and those are rejected.
                    #expect(match.route.name == spec.name, "\(url)")
                    #expect(match.parameters.texts == values, "\(url)")
                }
            }
        }
    }

    @Test func resultsDoNotDependOnRegistrationOrder() async throws {
        await propertyCheck(count: 25, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = SeededGenerator(seed: seed)
            let routes = try RandomRoutes.specs(count: 30, using: &random).map { try $0.route() }
            let tables = try (0..<3).map { _ in
                try RouteTable(routes.shuffled(using: &random), configuration: configuration)
            }
            for _ in 0..<80 {
                let url = RandomRoutes.url(using: &random)
                let outcomes = tables.map { table -> String in
                    do {
                        let match = try table.match(url)
                        return match.route.name + " " + match.parameters.description
                    } catch let error as RouteMatchError {
                        return error.kind.name + " " + error.suggestions.joined(separator: ",")
                    } catch {
                        return "\(error)"
                    }
                }
                #expect(Set(outcomes).count == 1, "\(url): \(outcomes)")
            }
        }
    }
}
