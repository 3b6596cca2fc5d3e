/// The iterative, backtracking depth-first search of a ``RouteTrie``.
///
/// Per segment the alternatives are tried in precedence order: the constant child, typed
/// parameters whose conversion succeeds (in type-key order), the untyped parameter, the
/// wildcard, then the catch-all. The first complete path wins, which is the best one segment by
/// segment. The explicit stack (`frames`) keeps deep URLs off the call stack.
struct TrieSearch {
    struct Found {
        var route: Int32
        /// Number of segments consumed by single-segment edges (where a catch-all starts).
        var depth: Int
        var isCatchAll: Bool
    }

    let trie: TrieView
    let scratch: MatchScratch
    let bytes: UnsafeBufferPointer<UInt8>
    let frames: UnsafeMutableBufferPointer<MatchFrame>
    let layout: URLScanner.Layout
    /// Diagnostic mode: conversion and decoding failures are taken (and remembered) after
    /// every strict alternative has been tried, to tell "bad parameter" from "no route".
    let lenient: Bool

    /// The deepest segment count reached by any path.
    private(set) var deepest = 0
    /// Whether a candidate was refused because a value did not convert or decode; only then
    /// can a diagnostic search find a route the strict one did not.
    private(set) var refusedAValue = false

    init(trie: TrieView, scratch: MatchScratch, layout: URLScanner.Layout, lenient: Bool) {
        self.trie = trie
        self.scratch = scratch
        self.bytes = scratch.bytes
        self.frames = scratch.frames
        self.layout = layout
        self.lenient = lenient
    }

    mutating func run() -> Found? {
        let total = layout.segmentCount
        var depth = 0
        frames[0].node = 0
        frames[0].alternative = 0
        let nodes = trie.nodes
        let variables = trie.variables
        // A node has an entry in `variables` when its number is below their count.
        let variableCount = Int32(truncatingIfNeeded: variables.count)
        let typedEdges = trie.typedEdges
        while true {
            let nodeIndex = frames[depth].node
            let node = nodes[Int(nodeIndex)]
            var child: Int32 = -1
            if depth == total {
                if node.terminal >= 0 {
                    return Found(route: node.terminal, depth: depth, isCatchAll: false)
                }
            } else {
                let alternative = frames[depth].alternative
                frames[depth].alternative = alternative &+ 1
                frames[depth].overlooked = -1
                if alternative == 0 {
                    let start = frames[depth].start
                    if nodeIndex < variableCount, frames[depth].end &- start > variables[Int(nodeIndex)].longestConstant {
                        continue
                    }
                    child = trie.constantChild(
                        of: nodeIndex, bytes.baseAddress! + start, frames[depth].end - start,
                        readable: bytes.count - start)
                } else if nodeIndex >= variableCount {
                    // Constants only: nothing else to try here.
                    if depth == 0 { return nil }
                    depth &-= 1
                    continue
                } else {
                    let variable = variables[Int(nodeIndex)]
                    let typedCount = variable.typedCount
                    if alternative <= typedCount {
                        let edge = typedEdges[Int(variable.typedStart &+ alternative &- 1)]
                        if scratch.convert(depth, type: edge.type, in: trie) {
                            child = edge.child
                        } else {
                            refusedAValue = true
                        }
                    } else if alternative == typedCount + 1 {
                        if variable.untyped >= 0, !frames[depth].hasPercent || scratch.decode(depth) {
                            child = variable.untyped
                        } else if variable.untyped >= 0 {
                            refusedAValue = true
                        }
                    } else if alternative == typedCount + 2 {
                        if variable.wildcard >= 0, !frames[depth].hasPercent || scratch.decode(depth) {
                            child = variable.wildcard
                        } else if variable.wildcard >= 0 {
                            refusedAValue = true
                        }
                    } else if alternative == typedCount + 3 {
                        if variable.catchAll >= 0 {
                            if Self.catchAllDecodes(bytes, from: frames[depth].start, to: layout.pathEnd) {
                                return Found(route: variable.catchAll, depth: depth, isCatchAll: true)
                            }
                            refusedAValue = true
                        }
                    } else if lenient, alternative <= 2 * typedCount + 3 {
                        let edge = typedEdges[Int(variable.typedStart + alternative - typedCount - 4)]
                        // Only a refused value is overlooked; an accepted one was already explored.
                        if !scratch.convert(depth, type: edge.type, in: trie) {
                            frames[depth].overlooked = edge.type
                            child = edge.child
                        }
                    } else if lenient, alternative == 2 * typedCount + 4 {
                        if !scratch.decode(depth) {
                            frames[depth].overlooked = -2
                            child = variable.untyped >= 0 ? variable.untyped : variable.wildcard
                        }
                    } else if lenient, alternative == 2 * typedCount + 5 {
                        if variable.catchAll >= 0,
                            !Self.catchAllDecodes(bytes, from: frames[depth].start, to: layout.pathEnd)
                        {
                            frames[depth].overlooked = -2
                            return Found(route: variable.catchAll, depth: depth, isCatchAll: true)
                        }
                    } else {
                        if depth == 0 { return nil }
                        depth &-= 1
                        continue
                    }
                }
                if child >= 0 {
                    depth &+= 1
                    if depth > deepest { deepest = depth }
                    frames[depth].node = child
                    frames[depth].alternative = 0
                }
                continue
            }
            if depth == 0 { return nil }
            depth &-= 1
        }
    }

    /// Whether every remaining segment decodes (without allocating when none has an escape).
    static func catchAllDecodes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        !UnsafeBufferPointer(rebasing: bytes[start..<end]).contains(UInt8(ascii: "%"))
            || catchAllText(bytes, from: start, to: end) != nil
    }

    /// The remaining segments, each decoded, joined by `/`; `nil` if one does not decode.
    static func catchAllText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
        let rest = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard rest.contains(UInt8(ascii: "%")) else { return String(decoding: rest, as: UTF8.self) }
        var parts: [String] = []
        for part in rest.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            guard let decoded = PercentEncoding.decode(UnsafeBufferPointer(rebasing: part)) else { return nil }
            parts.append(decoded)
        }
        return parts.joined(separator: "/")
    }
}
