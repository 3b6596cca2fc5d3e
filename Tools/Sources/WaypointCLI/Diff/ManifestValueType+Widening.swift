import WaypointManifest

extension ManifestValueType {
    /// Whether every text this type accepts is accepted by `self` too: `string` accepts all,
    /// `double` accepts every `int`, each type accepts itself.
    ///
    /// ```swift
    /// ManifestValueType.string.accepts(everyValueOf: .int)   // true: int → string widens
    /// ManifestValueType.int.accepts(everyValueOf: .string)   // false: string → int narrows
    /// ```
    func accepts(everyValueOf other: ManifestValueType) -> Bool {
        switch (self, other) {
        case (.string, _), (.double, .int): true
        default: self == other
        }
    }

    /// The type a manifest's name declares; a name the manifest reader would have refused is
    /// never seen here.
    static func declared(_ name: String?) -> ManifestValueType {
        name.flatMap(ManifestValueType.init(rawValue:)) ?? .string
    }
}
