/// What every match of one route shares, computed once: the names of its values (captures,
/// then declared query parameters), the query keys as bytes, and the defaults, already converted.
final class ValueLayout: Sendable {
    let names: [String]
    /// The index in `names` of the first declared query parameter.
    let queryStart: Int
    let query: [Route.QueryParameter]
    let queryKeys: [[UInt8]]
    let queryKinds: [ValueKind]
    let queryRequired: [Bool]
    /// By declared query parameter: the slot of its default; `nil` without a default, or when
    /// the default does not convert (then `query[i].defaultValue` is not `nil`).
    let defaultSlots: [ValueSlot?]
    /// By declared query parameter: its default text.
    let defaultTexts: [String?]
    /// By declared query parameter: the typed default of a ``ValueKind/boxed`` one.
    let defaultBoxes: [(any Sendable)?]

    init(captureNames: [String], query: [Route.QueryParameter]) {
        names = captureNames + query.map(\.name)
        queryStart = captureNames.count
        self.query = query
        queryKeys = query.map { Array($0.name.utf8) }
        queryKinds = query.map(\.type.kind)
        queryRequired = query.map(\.isRequired)
        var defaultSlots: [ValueSlot?] = []
        var defaultTexts: [String?] = []
        var defaultBoxes: [(any Sendable)?] = []
        for (index, parameter) in query.enumerated() {
            defaultTexts.append(parameter.defaultValue)
            var box: (any Sendable)?
            var slot: ValueSlot?
            if let text = parameter.defaultValue, let value = parameter.type.value(from: text) {
                var made = ValueSlot()
                made.name = UInt32(truncatingIfNeeded: captureNames.count + index)
                made.source = .defaultValue
                made.kind = parameter.type.kind
                switch made.kind {
                case .text: break
                case .boxed: box = value
                case .int, .uuid, .bool:
                    var copy = text
                    guard let bits = copy.withUTF8({ TypedBits.parse(made.kind, $0) }) else { break }
                    made.bits = bits
                }
                slot = made
            }
            defaultSlots.append(slot)
            defaultBoxes.append(box)
        }
        self.defaultSlots = defaultSlots
        self.defaultTexts = defaultTexts
        self.defaultBoxes = defaultBoxes
    }
}
