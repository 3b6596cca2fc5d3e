import Foundation
import PropertyBased
import Testing
@_spi(Tooling) import WaypointRoutes
import WaypointTestSupport

@Suite struct MatchingPropertyTests {
    let configuration = URLConfiguration(schemes: ["nuapp"])

    @Test func theTrieAgreesWithANaiveScanOnRandomTablesAndURLs() async throws {
        await propertyCheck(count: 30, input: Gen.routeTable(count: 25), Gen.routeURL.array(of: 1...60)) { specs, urls in
            let table = try RouteTable(specs.map { try $0.route() }, configuration: configuration)
            let reference = ReferenceMatcher(specs: specs)
            for url in urls {
                let expected = reference.match(url)
                let actual = try? table.match(url)
                #expect(actual?.route.name == expected?.route, "\(url)")
                #expect(actual.map { $0.parameters.texts } == expected?.values, "\(url)")
            }
        }
    }

    @Test func matchingABuiltURLGivesBackTheRouteAndItsValues() async throws {
        let values = zip(Gen.parameterSample, Gen.freeText, Gen.int(in: 1...3)).array(of: 1...8)
        await propertyCheck(count: 30, input: Gen.routeTable(count: 25), values) { specs, samples in
            let table = try RouteTable(specs.map { try $0.route() }, configuration: configuration)
            let reference = ReferenceMatcher(specs: specs)
            var next = 0
            for spec in specs {
                var values: [String: String] = [:]
                var wildcards = 0
                for part in spec.parts {
                    let (sample, text, count) = samples[next % samples.count]
                    next += 1
                    switch part {
                    case .constant: break
                    case .parameter(let name, let kind?): values[name] = sample.text(for: kind, avoidingConstants: true)
                    case .parameter(let name, nil): values[name] = text
                    case .wildcard:
                        wildcards += 1
                        values[wildcards == 1 ? "*" : "*\(wildcards)"] = text
                    case .catchAll:
                        values["**"] = Array(repeating: text.replacingOccurrences(of: "/", with: "-"), count: count)
                            .joined(separator: "/")
                    }
                }
                if values.values.contains(where: ReferenceMatcher.hasDotSegment) {
                    // No URL is built that matching would refuse.
                    #expect(throws: RouteError.self) { try table.url(for: spec.name, parameters: values) }
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
        // Three orders, each given by a sort key per route (keys shrink to 0: the drawn order).
        let orders = Gen.int(in: 0...1_000).array(of: 30).array(of: 3)
        await propertyCheck(count: 25, input: Gen.routeTable(count: 30), orders, Gen.routeURL.array(of: 1...80)) {
            specs, orders, urls in
            let routes = try specs.map { try $0.route() }
            let tables = try orders.map { keys in
                let order = routes.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
                return try RouteTable(order.map { routes[$0] }, configuration: configuration)
            }
            for url in urls {
                let outcomes = tables.map { table -> String in
                    do {
                        let match = try table.match(url)
                        return match.route.name + " " + match.parameters.description
                    } catch let error as RouteError {
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
