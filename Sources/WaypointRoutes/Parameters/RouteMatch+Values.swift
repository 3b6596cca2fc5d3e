import Foundation


extension RouteMatch {
    /// The values a match captured: decoded text and the typed value its ``Route/ParameterType`` produced.
    ///
    /// Matching validates and converts every value (a conversion runs once, when the URL matches);
    /// the text of a value is decoded from the URL when it is read, so a match whose texts are not
    /// read builds no `String` and allocates nothing for them. Decoding is one level of
    /// percent-escapes, never more: `%2541` reads as `%41`.
    ///
    /// ```swift
    /// let match = try table.match("nuapp://card/3F2504E0-4F89-11D3-9A0C-0305E82C3301/block?reason=lost")
    /// let id: UUID? = match.parameters.value("cardID")
    /// let reason = match.query["reason"]            // "lost"
    /// ```
    public struct Values: Sendable, CustomStringConvertible {
        /// The matched URL, which holds the raw text of the values (a match's URL is its values').
        let url: String
        /// Names, defaults and boxed defaults of the matched route (`nil` when there are no values).
        private let layout: ValueLayout?
        private let slots: ValueSlots

        @inline(__always)
        init(url: String, layout: ValueLayout?, slots: ValueSlots) {
            self.url = url
            self.layout = slots.count == 0 ? nil : layout
            self.slots = slots
        }

        /// The same values with their text read from `url`, each query value moved to where
        /// `move` says it starts now (given where it starts in ``url``); path values stay put.
        func rebased(on url: String, movingQueryValues move: (Int) -> Int) -> Values {
            var slots = slots
            slots.updateEach { slot in
                guard slot.source == .query else { return }
                let length = slot.end - slot.start
                slot.start = move(slot.start)
                slot.end = slot.start + length
            }
            return Values(url: slots.count == 0 ? "" : url, layout: layout, slots: slots)
        }

        /// No values.
        package static let empty = Values(url: "", layout: nil, slots: ValueSlots())

        /// The decoded text of a value, or `nil` when there is none of that name.
        ///
        /// ```swift
        /// match.parameters["cardID"]   // "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        /// ```
        /// - Parameter name: A parameter name, `"*"`, `"*2"`… for wildcards or `"**"` for the catch-all.
        /// - Complexity: O(*k*) in the number of values (a handful), plus the length of the value.
        public subscript(_ name: String) -> String? {
            slotIndex(named: name).map { text(slots[$0], at: $0) }
        }

        /// The typed value produced by the declared ``Route/ParameterType``, or `nil` when there is no
        /// value of that name or it is not a `T`.
        ///
        /// ```swift
        /// let year = match.parameters.value("year", as: Int.self)
        /// ```
        /// - Parameters:
        ///   - name: The parameter name.
        ///   - type: The expected type (`String` for untyped parameters).
        /// - Returns: The typed value, or `nil`.
        public func value<T>(_ name: String, as type: T.Type = T.self) -> T? {
            guard let index = slotIndex(named: name) else { return nil }
            let slot = slots[index]
            // The built-in kinds as their own type, without boxing the value and casting it back.
            switch slot.kind {
            case .int where T.self == Int.self: return unsafeBitCast(Int(Int64(bitPattern: slot.bits.low)), to: T.self)
            case .uuid where T.self == UUID.self: return unsafeBitCast(slot.bits.uuid, to: T.self)
            case .bool where T.self == Bool.self: return unsafeBitCast(slot.bits.low != 0, to: T.self)
            case .text where T.self == String.self: return unsafeBitCast(text(slot, at: index), to: T.self)
            case .int, .uuid, .bool, .text, .boxed: return value(slot, at: index) as? T
            }
        }

        /// The names of the values, in pattern (or declaration) order.
        ///
        /// ```swift
        /// match.parameters.names   // ["cardID"]
        /// ```
        @_spi(Tooling) public var names: [String] { (0..<slots.count).map { name(of: slots[$0]) } }

        /// Whether there are no values.
        ///
        /// ```swift
        /// if match.query.isEmpty { print("no query") }
        /// ```
        package var isEmpty: Bool { slots.count == 0 }

        /// The decoded texts by name (the form ``RouteTable/url(for:parameters:query:)`` accepts).
        ///
        /// ```swift
        /// let again = try table.url(for: match.route.name, parameters: match.parameters.texts)
        /// ```
        @_spi(Tooling) public var texts: [String: String] {
            Dictionary((0..<slots.count).map { (name(of: slots[$0]), text(slots[$0], at: $0)) }, uniquingKeysWith: { first, _ in first })
        }

        /// `name=text` pairs in order, e.g. `cardID=42, page=1`.
        ///
        /// ```swift
        /// print(match.parameters)   // "cardID=42"
        /// ```
        public var description: String {
            (0..<slots.count).map { "\(name(of: slots[$0]))=\(text(slots[$0], at: $0))" }.joined(separator: ", ")
        }

        private func name(of slot: ValueSlot) -> String { layout!.names[Int(slot.name)] }

        private func slotIndex(named name: String) -> Int? {
            guard let layout else { return nil }
            for index in 0..<slots.count where layout.names[Int(slots[index].name)] == name { return index }
            return nil
        }

        private func text(_ slot: ValueSlot, at index: Int) -> String {
            if slot.source == .defaultValue { return layout!.defaultTexts[Int(slot.name) - layout!.queryStart] ?? "" }
            return rawText(slot)
        }

        /// The slot's text, decoded from the URL (a slice to `String` when it needs no decoding).
        private func rawText(_ slot: ValueSlot) -> String {
            return withURLBytes { bytes in
                let raw = UnsafeBufferPointer(rebasing: bytes[slot.start..<slot.end])
                switch slot.source {
                case .catchAll: return TrieSearch.catchAllText(bytes, from: slot.start, to: slot.end) ?? ""
                case .query: return PercentEncoding.decode(raw, plusIsSpace: true) ?? ""
                case .segment, .defaultValue:
                    return slot.needsDecoding ? PercentEncoding.decode(raw) ?? "" : String(decoding: raw, as: UTF8.self)
                }
            }
        }

        private func value(_ slot: ValueSlot, at index: Int) -> any Sendable {
            switch slot.kind {
            case .text: text(slot, at: index)
            case .int, .uuid, .bool: slot.bits.value(slot.kind)
            case .boxed:
                slot.source == .defaultValue
                    ? layout!.defaultBoxes[Int(slot.name) - layout!.queryStart] ?? text(slot, at: index)
                    : slots.box(at: Int(slot.bits.low))
            }
        }

        private func withURLBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            if let result = url.utf8.withContiguousStorageIfAvailable(body) { return result }
            var copy = url
            copy.makeContiguousUTF8()
            return copy.withUTF8(body)
        }
    }
}
