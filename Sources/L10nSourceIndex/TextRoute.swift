/// How the project index followed text to the screen, for `check --explain`: each declaration the value went
/// through, in order, ending at a built-in API.
///
///     struct SectionRow: View { let title: String; var body: some View { Text(title) } }   // Views/Row.swift
///     SectionRow(title: "Opening Hours")
///     // route: 'SectionRow(title:)' at Views/Row.swift:1 → 'SectionRow.title' at Views/Row.swift:1 → 'Text'
public struct Hop: Sendable, Hashable {
    /// The declaration as findings name it: `SectionRow(title:)`, `Video.title`, `label`, `statusText()`.
    public var name: String
    /// Where it is declared; empty for a declaration the index made up (a struct's memberwise initializer is
    /// placed at its type).
    public var path: String
    public var line: Int

    public init(name: String, path: String, line: Int) {
        self.name = name
        self.path = path
        self.line = line
    }
}

/// A value's place in the project as the index tracks it.
package enum RouteNode: Sendable, Hashable {
    /// A parameter of a project callable (an index into the index's callables).
    case parameter(callable: Int, position: Int)
    /// A type's property.
    case property(type: String, name: String)
    /// Any property of this name (`model.statusText`).
    case member(String)
    /// Any function of this name.
    case function(String)
}

/// The hops the index recorded while it resolved values: where each node's value goes next, and how each is
/// named. Only nodes that text went through are kept.
package struct TextRoutes: Sendable {
    var next: [RouteNode: RouteNode] = [:]
    package var hops: [RouteNode: Hop] = [:]
    /// Every declaration of a member or function known by its name (``RouteNode/member(_:)``,
    /// ``RouteNode/function(_:)``) declared more than once, by file, in the files' order: a finding names the one its
    /// text is in (``enclosingDeclaration(of:in:line:)``). By file, because a common name (`title`) is declared
    /// thousands of times on a large project, and every site of the lint looked at all of them.
    var declarations: [RouteNode: [String: [Hop]]] = [:]

    /// The declaration of `node`'s name nearest above `line` in the file at `path`, when the name is declared more
    /// than once: the getter a literal is returned from.
    package func enclosingDeclaration(of node: RouteNode, in path: String, line: Int) -> Hop? {
        declarations[node]?[path]?.filter { $0.line <= line }.max(by: { $0.line < $1.line })
    }

    /// The first declaration a value at `node` goes through: ``route(from:)``'s first hop, found without building
    /// the route (a finding's message names only this one, and every site looks it up).
    package func firstHop(from node: RouteNode) -> Hop? {
        var current: RouteNode? = node
        // A chain without a cycle has at most one step per recorded link; a longer walk is in a cycle with no hop.
        var steps = 0
        while let node = current, steps <= next.count {
            if case .member(let name) = node, case .property(_, name)? = next[node] {
            } else if let hop = hops[node] {
                return hop
            }
            current = next[node]
            steps += 1
        }
        return nil
    }

    /// The declarations a value at `node` goes through, `node` first (at most eight: values flow a few hops).
    package func route(from node: RouteNode) -> [Hop] {
        var route: [Hop] = []
        var current: RouteNode? = node
        // The nodes a route passed (a few): compared in a list, without a set's allocation and hashing.
        var seen: [RouteNode] = []
        while let node = current, route.count < 8, !seen.contains(node) {
            seen.append(node)
            let following = next[node]
            // `model.title` read by name, then the property it is: the property names it better.
            if case .member(let name) = node, case .property(_, name)? = following {
            } else if let hop = hops[node] {
                route.append(hop)
            }
            current = following
        }
        return route
    }
}
