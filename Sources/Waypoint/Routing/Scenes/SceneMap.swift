import WaypointNavigation

/// Values by window, in a plain array searched in order: an app has a handful of windows, and
/// comparing a few scene names costs less than hashing one (every request looks its window up
/// several times on its way to the screen).
struct SceneMap<Value> {
    private var keys: [SceneID] = []
    private var entries: [Value] = []

    /// Where `scene`'s value is, for reading or changing it in place with ``subscript(at:)``.
    func index(of scene: SceneID) -> Int? {
        keys.firstIndex(of: scene)
    }

    subscript(at index: Int) -> Value {
        // Read in place: taking one property of a value does not copy the others.
        _read { yield entries[index] }
        _modify { yield &entries[index] }
    }

    subscript(scene: SceneID) -> Value? {
        get { index(of: scene).map { entries[$0] } }
        set {
            guard let newValue else {
                removeValue(for: scene)
                return
            }
            if let index = index(of: scene) {
                entries[index] = newValue
            } else {
                keys.append(scene)
                entries.append(newValue)
            }
        }
    }

    /// Removes `scene`'s value; returns it (`nil` when there was none).
    @discardableResult
    mutating func removeValue(for scene: SceneID) -> Value? {
        guard let index = index(of: scene) else { return nil }
        keys.remove(at: index)
        return entries.remove(at: index)
    }
}
