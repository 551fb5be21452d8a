/// Writes XLIFF 1.2 in the shape `xcodebuild -exportLocalizations` puts into an `.xcloc`
/// (`Localized Contents/<lang>.xliff`), so Xcode's importer and CAT tools read it.
///
///     let output = XLIFFWriter(tool: .l10n(version: "0.1.0")).write(XLIFFFile.grouping(units))
///     try output.text.write(to: url, atomically: true, encoding: .utf8)
///     for dropped in output.dropped { print("warning: dropped \(dropped)") }
///
/// Shape (2-space indentation, like Xcode):
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="…" version="1.2" xsi:schemaLocation="…">
///       <file original="App/Localizable.xcstrings" source-language="en" target-language="es" datatype="plaintext">
///         <header>
///           <tool tool-id="l10n" tool-name="l10n" tool-version="0.1.0" build-num="0.1.0"/>
///         </header>
///         <body>
///           <trans-unit id="inbox.count|==|plural.one" xml:space="preserve">
///             <source>%lld message</source>
///             <target state="translated">%lld mensaje</target>
///             <note>Inbox badge.</note>
///           </trans-unit>
///         </body>
///       </file>
///     </xliff>
///
/// `<target>` is written only when the unit has one; `<note>` only for a non-empty comment. States map through
/// `XLIFFState`. Characters XML 1.0 cannot carry are dropped and listed in `XLIFFOutput.dropped` (see
/// `XMLEscaper`).
public struct XLIFFWriter: Sendable {
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"
    public static let schemaLocation =
        "urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd"

    public var tool: XLIFFTool

    public init(tool: XLIFFTool) {
        self.tool = tool
    }

    public func write(_ files: [XLIFFFile]) -> XLIFFOutput {
        var escaper = XMLEscaper()
        var dropped: [XLIFFOutput.DroppedCharacter] = []
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff xmlns=\"\(Self.namespace)\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
        out += "version=\"1.2\" xsi:schemaLocation=\"\(Self.schemaLocation)\">\n"
        for file in files {
            out += "  <file original=\"\(escaper.attribute(file.original))\" "
            out += "source-language=\"\(escaper.attribute(file.sourceLanguage))\" "
            out += "target-language=\"\(escaper.attribute(file.targetLanguage))\" datatype=\"plaintext\">\n"
            out += "    <header>\n"
            out += "      <tool tool-id=\"\(escaper.attribute(tool.id))\" tool-name=\"\(escaper.attribute(tool.name))\" "
            out += "tool-version=\"\(escaper.attribute(tool.version))\" build-num=\"\(escaper.attribute(tool.buildNumber))\"/>\n"
            out += "    </header>\n"
            out += "    <body>\n"
            for unit in file.units {
                let before = escaper.dropped.count
                out += "      <trans-unit id=\"\(escaper.attribute(unit.id))\" xml:space=\"preserve\">\n"
                out += "        <source>\(escaper.text(unit.source))</source>\n"
                if let target = unit.target {
                    out += "        <target"
                    if let state = unit.state {
                        let mapped = XLIFFState.xliff(forCatalogState: state)
                        out += " state=\"\(escaper.attribute(mapped.state))\""
                        if let qualifier = mapped.qualifier { out += " state-qualifier=\"\(qualifier)\"" }
                    }
                    out += ">\(escaper.text(target))</target>\n"
                }
                if let comment = unit.comment, !comment.isEmpty {
                    out += "        <note>\(escaper.text(comment))</note>\n"
                }
                out += "      </trans-unit>\n"
                for scalar in escaper.dropped[before...] {
                    dropped.append(.init(file: file.original, unitID: unit.id, scalar: scalar))
                }
            }
            out += "    </body>\n"
            out += "  </file>\n"
        }
        out += "</xliff>\n"
        return XLIFFOutput(text: out, dropped: dropped)
    }
}

/// What `XLIFFWriter` produced: the document, and every character it had to leave out.
public struct XLIFFOutput: Sendable, Hashable {
    /// A character XML 1.0 cannot carry, left out of the unit `unitID` of `file`.
    public struct DroppedCharacter: Sendable, Hashable, CustomStringConvertible {
        public var file: String
        public var unitID: String
        public var scalar: Unicode.Scalar

        public init(file: String, unitID: String, scalar: Unicode.Scalar) {
            self.file = file
            self.unitID = unitID
            self.scalar = scalar
        }

        /// `dropped character U+0007 from 'alert.title' (xml 1.0 cannot carry it)`
        public var description: String {
            "dropped character \(XMLCharacterCheck.scalarName(scalar.value)) from '\(unitID)' (xml 1.0 cannot carry it)"
        }
    }

    public var text: String
    public var dropped: [DroppedCharacter]
}
