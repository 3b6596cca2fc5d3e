/// Shares identical value layouts and capture lists between the compiled routes of one table.
///
/// Most routes of a large table have one of a few shapes of values (`:cardID` and no query,
/// say); one ``ValueLayout`` and one capture array per distinct shape instead of one per route
/// keeps the table's memory per route small. Layouts whose query uses a `.custom` conversion are
/// never shared: two custom types may have the same name but different conversions.
struct LayoutInterner {
    private struct LayoutKey: Hashable {
        let captureNames: [String]
        let query: [QueryKey]
    }

    private struct QueryKey: Hashable {
        let name: String
        let type: String
        let isRequired: Bool
        let defaultValue: String?
    }

    private struct ShapeKey: Hashable {
        let captures: [CompiledRoute.Capture]
        let layout: ObjectIdentifier
    }

    private var layouts: [LayoutKey: ValueLayout] = [:]
    private var shapeIndex: [ShapeKey: UInt32] = [:]
    /// The distinct compiled routes, in order of first appearance.
    private(set) var shapes: [CompiledRoute] = []
    private var captureLists: [[CompiledRoute.Capture]: [CompiledRoute.Capture]] = [:]

    /// The layout of routes without values (the most common shape), shared without hashing.
    private var empty: ValueLayout?

    /// The compiled-form keys (``Route/appendCompiledFormKey(to:)``) of the forms met so far,
    /// one after the other, each with its shape; found by a hash of the key, colliding keys
    /// chained. A route whose form was met before costs a walk of its pattern, a hash and a
    /// comparison of bytes: no array, string or dictionary key is made for it.
    private var formKeys: [UInt8] = []
    private var forms: [(key: Range<Int>, shape: UInt32, next: Int32)] = []
    private var formByHash: [UInt64: Int32] = [:]
    private var scratch: [UInt8] = []

    mutating func layout(captureNames: [String], query: [QueryParameter]) -> ValueLayout {
        if captureNames.isEmpty && query.isEmpty {
            if let empty { return empty }
            let made = ValueLayout(captureNames: [], query: [])
            empty = made
            return made
        }
        guard !query.contains(where: { $0.type.key.hasPrefix("custom:") }) else {
            return ValueLayout(captureNames: captureNames, query: query)
        }
        let key = LayoutKey(
            captureNames: captureNames,
            query: query.map { .init(name: $0.name, type: $0.type.key, isRequired: $0.isRequired, defaultValue: $0.defaultValue) })
        if let shared = layouts[key] { return shared }
        let made = ValueLayout(captureNames: captureNames, query: query)
        layouts[key] = made
        return made
    }

    mutating func captures(_ list: [CompiledRoute.Capture]) -> [CompiledRoute.Capture] {
        if list.isEmpty { return list }
        if let shared = captureLists[list] { return shared }
        captureLists[list] = list
        return list
    }

    /// The index in ``shapes`` of the route's compiled form, compiled if new.
    mutating func shape(of route: Route) -> UInt32 {
        scratch.removeAll(keepingCapacity: true)
        guard route.appendCompiledFormKey(to: &scratch) else {
            return shape(of: CompiledRoute(route, interning: &self))
        }
        let hash = scratch.withUnsafeBufferPointer(Self.hash)
        var candidate = formByHash[hash] ?? -1
        while candidate >= 0 {
            let form = forms[Int(candidate)]
            if formKeys[form.key].elementsEqual(scratch) { return form.shape }
            candidate = form.next
        }
        let shape = shape(of: CompiledRoute(route, interning: &self))
        forms.append((formKeys.count..<(formKeys.count + scratch.count), shape, formByHash[hash] ?? -1))
        formKeys.append(contentsOf: scratch)
        formByHash[hash] = Int32(forms.count - 1)
        return shape
    }

    /// FNV-1a over the key's bytes (short keys; equal keys are compared byte by byte anyway).
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The index in ``shapes`` of a compiled route with the same captures and layout (added
    /// if new).
    mutating func shape(of compiled: CompiledRoute) -> UInt32 {
        let key = ShapeKey(captures: compiled.captures, layout: ObjectIdentifier(compiled.layout))
        if let index = shapeIndex[key] { return index }
        shapes.append(compiled)
        shapeIndex[key] = UInt32(shapes.count - 1)
        return UInt32(shapes.count - 1)
    }
}
