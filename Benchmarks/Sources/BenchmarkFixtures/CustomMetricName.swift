/// The names of the custom metrics our suites record beside package-benchmark's own, and that
/// the report reads back from the export (`.custom(CustomMetricName.operations)`).
package enum CustomMetricName {
    /// Operations one iteration makes (1,000 for the fast ones), so the report can give every
    /// figure per operation.
    package static let operations = "operations"
    /// Host steps one navigation or deep-link operation asks the host for.
    package static let hostSteps = "hostSteps"
    /// Nanoseconds from `start` until the flow had started (its first screen on display), for
    /// the hub and the direct launch alike.
    package static let startedNanoseconds = "startedNs"
}
