extension FileAnalyzer {
    /// Analyses the file: collects its sites (``collectSites(_:literals:into:)``) and visits them in token order,
    /// most calls answered by a ``CallScreen`` first when the run records no references and has no configured UI
    /// arguments.
    mutating func run() {
        // Taken out of the analyzer while it is read, so visiting a site does not copy it.
        var sites: [AnalysisSite] = []
        swap(&sites, &self.sites)
        defer { swap(&sites, &self.sites) }
        Self.collectSites(source, literals: catalogKeys != nil, into: &sites)
        guard screensCalls, !recordsReferences, !hasUIArguments else { return visit(sites, screen: nil) }
        // The arrays the screen reads, held in locals for as long as it reads them.
        let tokens = self.tokens
        let bytes = source.bytes
        let literals = source.literals
        let mattersWithoutReferences = self.mattersWithoutReferences
        let callFlags = self.callFlags
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                literals.withUnsafeBufferPointer { literals in
                    mattersWithoutReferences.withUnsafeBufferPointer { mattersWithoutReferences in
                        callFlags.withUnsafeBufferPointer { callFlags in
                            let screen = CallScreen(
                                tokens: tokens, bytes: bytes, literals: literals, calls: calls,
                                mattersWithoutReferences: mattersWithoutReferences, callFlags: callFlags)
                            visit(sites, screen: screen)
                        }
                    }
                }
            }
        }
    }

    /// Analyses the sites in order; a call the screen answers as quiet is not looked at again.
    private mutating func visit(_ sites: [AnalysisSite], screen: CallScreen?) {
        for site in sites {
            let index = Int(site.index)
            switch site.kind {
            case .call:
                guard let screen else {
                    call(name: index, open: Int(site.next))
                    continue
                }
                switch screen.verdict(name: index, open: Int(site.next)) {
                case .quiet: continue
                case .analyse: call(name: index, open: Int(site.next), argumentsHoldText: true)
                case .unsure: call(name: index, open: Int(site.next))
                }
            case .assignment:
                if let dot = view.previous(index), view.isPunctuation(dot, UInt8(ascii: ".")) {
                    propertyAssignment(name: index, operator: Int(site.next))
                } else if view.token(index, is: "title"), isBareControllerTitle(index) {
                    // `title = "Settings"` in a view controller sets its navigation title.
                    propertyAssignment(name: index, operator: Int(site.next))
                }
            case .plus:
                plus(index)
            case .literal:
                literalNamingKey(index)
            }
        }
    }
}
