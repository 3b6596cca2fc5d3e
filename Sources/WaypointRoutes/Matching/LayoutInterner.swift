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

    /// By compiled-form key (``Route/appendCompiledFormKey(to:)``): the index in ``shapes`` of
    /// the form. A route whose form was met before costs a walk of its pattern and one look-up
    /// of its key: no array, string or other key is made for it.
    private var formShapes: [[UInt8]: UInt32] = [:]
    /// The key being read, reused from one route to the next.
    private var scratch: [UInt8] = []

    mutating func layout(captureNames: [String], query: [Route.QueryParameter]) -> ValueLayout {
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
        if let shape = formShapes[scratch] { return shape }
        let shape = shape(of: CompiledRoute(route, interning: &self))
        formShapes[scratch] = shape
        return shape
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
