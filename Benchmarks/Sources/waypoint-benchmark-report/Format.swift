import Foundation

/// Numbers as the report prints them.
enum Format {
    static func number(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    static func optional(_ value: Double?, digits: Int) -> String {
        value.map { number($0, digits: digits) } ?? "—"
    }
}
