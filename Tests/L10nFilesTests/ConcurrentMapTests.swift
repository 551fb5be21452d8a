import L10nFiles
import Testing

@Suite struct ConcurrentMapTests {
    /// Every element is mapped once, the results in the elements' order, whatever order the workers take them in
    /// (the largest first here, as the check reads its catalogs) and however long each takes.
    @Test func resultsAreInTheElementsOrder() {
        let sizes = [3, 40, 7, 1, 25, 0, 12, 9, 31, 2]
        let largestFirst = sizes.indices.sorted { sizes[$0] > sizes[$1] }
        let taken = Locked<[Int]>([])
        let mapped = concurrentMap(sizes, costliestFirst: largestFirst) { size in
            taken.withLock { $0.append(size) }
            var total = 0
            for step in 0..<(size * 10_000) { total &+= step }
            return "\(size):\(total > -1)"
        }
        #expect(mapped == sizes.map { "\($0):true" })
        #expect(taken.withLock { $0 }.sorted() == sizes.sorted())
        #expect(concurrentMap([Int]()) { $0 } == [])
        #expect(concurrentMap([5]) { $0 * 2 } == [10])
    }
}
