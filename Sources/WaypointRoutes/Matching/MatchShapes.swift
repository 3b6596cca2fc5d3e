/// The compiled routes of a table as a match reads them: plain data, so that reading the values
/// of a match retains and releases nothing (a ``CompiledRoute`` copied out of an array retains its
/// captures and its layout). One entry per distinct shape, like the compiled routes; the captures
/// of all of them in one buffer. Written once in `init`, only read afterwards.
final class MatchShapes: @unchecked Sendable {
    struct Shape {
        let captures: UnsafeBufferPointer<CompiledRoute.Capture>
        /// Kept alive by ``MatchShapes/layouts``.
        let layout: Unmanaged<ValueLayout>
    }

    let shapes: UnsafeMutableBufferPointer<Shape>
    private let captures: UnsafeMutableBufferPointer<CompiledRoute.Capture>
    /// The layouts the shapes point at, held here so that the shapes are valid as long as this object.
    private let layouts: [ValueLayout]

    /// - Parameter compiled: The table's compiled routes.
    init(_ compiled: [CompiledRoute]) {
        layouts = compiled.map(\.layout)
        captures = .allocate(capacity: max(compiled.reduce(0) { $0 + $1.captures.count }, 1))
        shapes = .allocate(capacity: max(compiled.count, 1))
        var offset = 0
        for (index, route) in compiled.enumerated() {
            let start = captures.baseAddress! + offset
            start.initialize(from: route.captures, count: route.captures.count)
            (shapes.baseAddress! + index).initialize(
                to: Shape(captures: UnsafeBufferPointer(start: start, count: route.captures.count),
                          layout: .passUnretained(route.layout)))
            offset += route.captures.count
        }
    }

    deinit {
        shapes.deallocate()
        captures.deallocate()
    }
}

extension MatchShapes.Shape {
    /// Reads the values of a match of this shape: the path captures the search found, then the
    /// query. Returns `false` (and sets `failure` when there is one to report) if the query is
    /// rejected.
    @inline(__always)
    func readValues(
        found: TrieSearch.Found, scratch: MatchScratch, layout: URLScanner.Layout, queryRange: Range<Int>,
        into outcome: inout MatchOutcome, failure: inout QueryParser.Failure?
    ) -> Bool {
        appendValues(found: found, scratch: scratch, layout: layout, to: &outcome.path)
        return self.layout._withUnsafeGuaranteedRef { values in
            QueryParser.read(
                UnsafeBufferPointer(rebasing: scratch.bytes[queryRange]), offset: queryRange.lowerBound,
                layout: values, checksUndeclared: outcome.checksUndeclared, into: &outcome.query, failure: &failure)
        }
    }

    /// Appends the captured values of the winning route: where their text is, and the typed
    /// values the search converted.
    private func appendValues(
        found: TrieSearch.Found, scratch: MatchScratch, layout: URLScanner.Layout, to slots: inout ValueSlots
    ) {
        for index in captures.indices {
            let capture = captures[index]
            var slot = ValueSlot()
            slot.name = UInt32(truncatingIfNeeded: index)
            if capture.isCatchAll {
                slot.start = scratch.frames[found.depth].start
                slot.end = layout.pathEnd
                slot.source = .catchAll
                slot.needsDecoding = ByteSearch.first(
                    UInt8(ascii: "%"), in: scratch.bytes.baseAddress!, from: slot.start, to: slot.end) < slot.end
            } else {
                let frame = scratch.frames[capture.segment]
                slot.start = frame.start
                slot.end = frame.end
                slot.needsDecoding = frame.hasPercent
                if capture.kind != .text {
                    slot.kind = frame.kind
                    if frame.kind == .boxed {
                        slot.bits = TypedBits(low: slots.box(scratch.value(capture.segment) ?? ""))
                    } else {
                        slot.bits = frame.bits
                    }
                }
            }
            slots.append(slot)
        }
    }
}
