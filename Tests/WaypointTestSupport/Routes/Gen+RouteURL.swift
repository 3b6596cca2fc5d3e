import Foundation
package import PropertyBased

/// The raw material of a parameter's value: one draw serves every parameter type.
///
/// A built URL needs a valid value for whatever type a parameter declares; drawing these few
/// numbers once and reading the value for the type at hand keeps the value shrinkable (towards
/// `0`, `false`, the first tab) whichever type asks.
package struct ParameterSample: Sendable, CustomStringConvertible {
    package let number: Int
    package let uuidBytes: (UInt8, UInt8)
    package let flag: Bool
    package let tab: Int

    /// A valid value of `kind`; `avoidingConstants` keeps a tab apart from ``RouteSpec/constants``.
    package func text(for kind: RouteSpec.Kind, avoidingConstants: Bool = false) -> String {
        switch kind {
        case .int: String(number)
        case .uuid: UUID(uuid: (uuidBytes.0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, uuidBytes.1)).uuidString
        case .bool: flag ? "true" : "false"
        case .tab: (avoidingConstants ? ["cards", "help"] : ["home", "cards", "help"])[tab % (avoidingConstants ? 2 : 3)]
        }
    }

    package var description: String { "sample(\(number), \(uuidBytes), \(flag), \(tab))" }
}

extension Gen where Value == ParameterSample {
    /// Random parameter samples; see ``ParameterSample``.
    package static var parameterSample: AnyGenerator<ParameterSample> {
        zip(Gen<Int>.int(in: -99_999...99_999), Gen<UInt8>.uint8(), Gen<UInt8>.uint8(), Gen<Bool>.bool, Gen<Int>.int(in: 0...2))
            .map { ParameterSample(number: $0, uuidBytes: ($1, $2), flag: $3, tab: $4) }
            .eraseToAny()
    }
}

extension Gen where Value == String {
    private static let pieces = ["a", "Z", " ", "/", "?", "#", "%", "&", "=", "+", "é", "😀", "..", "x y", "\u{0}", "~"]
    private static let malformedEscapes = ["%zz", "%C3", "%", "a%2Fb", "%F0%9F%98%80", "%41"]

    /// Text that is never a constant (it starts with a space or a non-ASCII character) and never
    /// a typed value; decoded text, as a parameter's value. Shrinks towards `"é"`.
    package static var freeText: AnyGenerator<String> {
        zip(Gen<Int>.int(in: 0...2), Gen<Int>.int(in: 0...(pieces.count - 1)).array(of: 0...5))
            .map { first, rest in ["é", " ", "😀"][first] + rest.map { pieces[$0] }.joined() }
            .eraseToAny()
    }

    /// A random URL segment, raw as it would appear in a URL: 30% constants, 30% typed values,
    /// 10% malformed or unusual percent escapes, 30% percent-encoded free text. Shrinks towards
    /// the constant `a`.
    package static var routeSegment: AnyGenerator<String> {
        zip(Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...5), Gen<ParameterSample>.parameterSample, freeText)
            .map { choice, pick, sample, text in
                switch choice {
                case 0..<3: RouteSpec.constants[pick % RouteSpec.constants.count]
                case 3..<6: sample.text(for: RouteSpec.Kind.allCases[pick % RouteSpec.Kind.allCases.count])
                case 6: malformedEscapes[pick % malformedEscapes.count]
                default: text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "q"
                }
            }
            .eraseToAny()
    }

    /// Random `nuapp://` URLs of zero to five segments (see ``routeSegment``), which shrink to
    /// fewer and simpler segments.
    ///
    /// ```swift
    /// await propertyCheck(input: Gen.routeURL) { url in
    ///     #expect(throws: RouteError.self) { try emptyTable.match(url) }
    /// }
    /// ```
    package static var routeURL: AnyGenerator<String> {
        routeSegment.array(of: 0...5)
            .map { "nuapp://" + $0.joined(separator: "/") }
            .eraseToAny()
    }
}
