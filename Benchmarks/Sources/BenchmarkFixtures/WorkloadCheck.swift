/// Refuses to time a subject that does not reach the expected route for every URL of the
/// workload: a benchmark of wrong answers is worth nothing.
package struct WorkloadCheck {
    package struct Mismatch: Error, CustomStringConvertible {
        package var subject: String
        package var n: Int
        package var examples: [String]
        package var count: Int

        package var description: String {
            "\(subject) disagrees (n = \(n)) on \(count) URL(s), e.g.:\n"
                + examples.joined(separator: "\n")
        }
    }

    package var subject: String
    package var n: Int

    package init(subject: String, n: Int) {
        self.subject = subject
        self.n = n
    }

    package func verify(_ workload: Workload, routeName: (String) -> String?) throws(Mismatch) {
        var examples: [String] = []
        var count = 0
        for (url, expected) in zip(workload.urls, workload.expected) {
            let actual = routeName(url)
            guard actual != expected else { continue }
            count += 1
            if examples.count < 5 {
                examples.append("  \(url): expected \(expected ?? "no match"), got \(actual ?? "no match")")
            }
        }
        if count > 0 { throw Mismatch(subject: subject, n: n, examples: examples, count: count) }
    }

    /// Checks that the subject read the same values as the reference subject: equal checksums
    /// (``ValueFold``) for every URL.
    package func verifyValues(urls: [String], checksums: [Int], expected: [Int], reference: String) throws(Mismatch) {
        var examples: [String] = []
        var count = 0
        for (url, (actual, expected)) in zip(urls, zip(checksums, expected)) where actual != expected {
            count += 1
            if examples.count < 5 {
                examples.append("  \(url): values fold to \(actual), \(reference) reads \(expected)")
            }
        }
        if count > 0 { throw Mismatch(subject: subject, n: n, examples: examples, count: count) }
    }
}
