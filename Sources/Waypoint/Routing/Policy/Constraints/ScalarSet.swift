/// A set of Unicode scalars: closed ranges, possibly negated, or any scalar.
struct ScalarSet: Sendable, Hashable {
    var ranges: [ClosedRange<UInt32>]
    var negated: Bool

    static let any = ScalarSet(ranges: [0...0x10FFFF], negated: false)
    static let digit = ScalarSet(ranges: [48...57], negated: false)
    static let word = ScalarSet(ranges: [48...57, 65...90, 95...95, 97...122], negated: false)

    static func single(_ scalar: Unicode.Scalar) -> ScalarSet {
        ScalarSet(ranges: [scalar.value...scalar.value], negated: false)
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        ranges.contains { $0.contains(scalar.value) } != negated
    }
}
