extension RouteStorage {
    /// Appends to `key` the bytes that decide this route's compiled form (its ``CompiledRoute``
    /// and ``ValueLayout``): the position, kind and name of every captured segment, the codes of
    /// the declared types, and every query parameter's name and presence (with its default).
    /// Routes with equal keys compile to the same form; constants, the route's name and its
    /// owner play no part. Nothing is allocated but `key`'s growth, nothing is retained.
    ///
    /// - Returns: `false` for declarations kept as given (custom types, or more positions than
    ///   the codes hold): their forms are compiled route by route.
    func appendCompiledFormKey(to key: inout [UInt8]) -> Bool {
        withUnsafeMutablePointers { header, elements in
            guard case .coded(let codes) = header.pointee.declarations else { return false }
            var position = 0
            header.pointee.pattern.forEachSegmentBytes { kind, bytes in
                defer { position += 1 }
                switch kind {
                case .constant: return
                case .parameter:
                    Self.append(1, position, to: &key)
                    Self.append(bytes, to: &key)
                case .wildcard: Self.append(2, position, to: &key)
                case .catchAll: Self.append(3, position, to: &key)
                }
            }
            Self.append(4, Int(truncatingIfNeeded: codes), to: &key)
            for index in 0..<Int(header.pointee.queryCount) {
                let item = elements + index
                switch item.pointee.presence {
                case .required: Self.append(5, 0, to: &key)
                case .optional: Self.append(6, 0, to: &key)
                case .defaulted(let text):
                    Self.append(7, 0, to: &key)
                    Self.append(text, to: &key)
                }
                Self.append(item.pointee.name, to: &key)
            }
            return true
        }
    }

    private static func append(_ tag: UInt8, _ value: Int, to key: inout [UInt8]) {
        key.append(tag)
        withUnsafeBytes(of: UInt64(truncatingIfNeeded: value).littleEndian) { key.append(contentsOf: $0) }
    }

    /// Appends the bytes with their length first, so that no two lists of texts run together.
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) {
        append(0, bytes.count, to: &key)
        key.append(contentsOf: bytes)
    }

    private static func append(_ text: String, to key: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0, to: &key) }) == nil {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { append($0, to: &key) }
        }
    }
}
