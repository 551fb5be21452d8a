import Testing

@testable import L10nSourceIndex
@testable import L10nSourceParsing

/// ``TextRoutes/firstHop(from:)`` names the declaration ``TextRoutes/route(from:)`` names first, without building
/// the route: through chains, a `model.title` read by name then its property, nodes without a hop, and cycles.
struct TextRoutesTests {
    @Test func firstHopIsTheRoutesFirst() {
        let row = RouteNode.parameter(callable: 0, position: 0)
        let title = RouteNode.property(type: "Row", name: "title")
        let member = RouteNode.member("title")
        let label = RouteNode.function("label")
        let loopA = RouteNode.member("a")
        let loopB = RouteNode.member("b")
        var routes = TextRoutes(next: [row: title, member: title, label: row, loopA: loopB, loopB: loopA])
        routes.hops[row] = Hop(name: "Row(title:)", path: "Row.swift", line: 3)
        routes.hops[title] = Hop(name: "Row.title", path: "Row.swift", line: 2)
        routes.hops[member] = Hop(name: "title", path: "Row.swift", line: 2)
        let nodes = [row, title, member, label, loopA, loopB, RouteNode.member("unknown")]
        for node in nodes {
            #expect(routes.firstHop(from: node) == routes.route(from: node).first, "\(node)")
        }
        // The member read by name is named by the property it is; a function without a hop by the next hop; a
        // cycle without hops and an unknown node by none.
        #expect(routes.firstHop(from: member)?.name == "Row.title")
        #expect(routes.firstHop(from: label)?.name == "Row(title:)")
        #expect(routes.firstHop(from: loopA) == nil)
        #expect(routes.firstHop(from: RouteNode.member("unknown")) == nil)
    }
}
