/// Why a text is not the strict JSON a manifest must be, and where: a syntax error, a key
/// written twice in one object, text that is not UTF-8, or nesting too deep.
///
/// ```swift
/// do { _ = try StrictJSONScanner.scan(data) } catch {
///     print(error.position, error.message)   // line 3, column 21 expected `,` or `}` after a member, found `"`
/// }
/// ```
package struct JSONSyntaxError: Error, Hashable, Sendable {
    /// Whether the text breaks JSON's grammar, or repeats a key (which the grammar allows and a
    /// manifest does not).
    package enum Kind: Hashable, Sendable {
        case syntax
        case duplicateKey
    }

    package var kind = Kind.syntax
    /// Where the problem starts.
    package var position: JSONPosition
    /// The location of the value being read (`routes[2]`), or of the duplicate key.
    package var location: String
    /// What was found and what was expected.
    package var message: String
}
