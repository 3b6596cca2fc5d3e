@_spi(Tooling) import WaypointRoutes

/// One fuzz input: the bytes as a URL (invalid UTF-8 repaired), matched as they are, then with
/// each accepted prefix (so that short inputs reach the trie), and every successful match built
/// back into a URL that must match the same route again.
///
/// Matching may throw its typed error; anything else — a crash, a trap, a broken round trip —
/// is a finding.
func fuzzOneInput(_ bytes: UnsafeRawBufferPointer) {
    let text = String(decoding: bytes, as: UTF8.self)
    let table = FuzzTable.table
    for url in [text, "nuapp://" + text, "https://bank.example/" + text] {
        guard let match = try? table.match(url) else { continue }
        checkRoundTrip(match, in: table)
    }
}

private func checkRoundTrip(_ match: RouteMatch, in table: RouteTable) {
    let route = match.route
    guard !route.pattern.description.contains("*") else { return }
    var query = match.query.texts
    query.merge(match.extraQuery) { declared, _ in declared }
    guard let built = try? table.url(for: route.name, parameters: match.parameters.texts, query: query) else {
        fatalError("cannot build a URL back from the match of \(match.url) (route \(route.name))")
    }
    guard let again = try? table.match(built), again.route.name == route.name,
        again.parameters.texts == match.parameters.texts
    else {
        fatalError("round trip broken: \(match.url) → \(built) does not match \(route.name) with the same values")
    }
}
