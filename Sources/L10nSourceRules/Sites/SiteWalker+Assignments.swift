import L10nSourceIndex
import L10nSourceParsing

// Assignments: text assigned to user-facing properties (`label.text = …`), and the generic assignment site.
extension SiteWalker {
    /// `name =` or `name +=`: text assigned to a user-facing property (`label.text = …`, or a bare `title = …` in a
    /// view controller, which sets its navigation title).
    mutating func assignment(name nameIndex: Int, operator operatorIndex: Int) {
        // `case pending = "PENDING"` declares an enum case and its raw value: no assignment to a member named
        // 'pending' (Blockchain's wire status read as another type's shown 'pending' property).
        if isEnumCaseRawValue(name: nameIndex) { return }
        if wanted.contains(.assignment) { anyAssignment(name: nameIndex, operator: operatorIndex) }
        let isProperty = view.followsDot(nameIndex)
        let api: UserFacingAPI
        if let platform = lint.property(named: file.source.bytes[tokens[nameIndex].range]),
            isProperty || (view.token(nameIndex, is: "title") && isBareControllerTitle(nameIndex) && !isShadowingLocal(nameIndex))
                || isBareAccessibilityText(nameIndex),
            !(isProperty && receiverType(of: nameIndex).map(lint.project.isPlainType) == true),
            !(isProperty && isValueTypeSelf(nameIndex)), !isHiddenAnnotationTitle(nameIndex)
        {
            api = platform
        } else if let member = assignedMember(name: nameIndex, operator: operatorIndex),
            isProperty || (!isLoggedLocal(nameIndex) && !isLocalKeptToItself(nameIndex) && !isOwnPropertyShadowed(nameIndex))
        {
            api = member  // a project property whose value is shown, or a localization context
        } else if isProperty, let typed = receiverTypedProperty(nameIndex) {
            api = typed
        } else if !isDeclared(nameIndex),
            let owner = isProperty ? receiverType(of: nameIndex) : file.enclosingTypeName(of: nameIndex),
            let member = lint.project.typedMembers[FileFacts.MemberKey(type: owner, name: view.text(nameIndex))],
            isProperty || !isShadowingLocal(nameIndex)
        {
            api = member  // a property of a known type whose value that type shows
        } else {
            return
        }
        let start = operatorIndex + 1
        let end = view.expressionEnd(from: start)
        guard start < end else { return }
        let isAppended = view.isOperator(operatorIndex, "+=")
        if api.localizesKeys, !isAppended { recordTextReferences(start..<end, arguments: []) }
        guard wanted.contains(.userText), !context.isExcluded(nameIndex) else { return }
        visit(
            .userText(
                UserText(
                    expression: start..<end, sink: TextSink(
                        api: api, name: api.name, project: lint.project, path: file.path, line: tokens[start].line),
                    isAppended: isAppended,
                    anchor: isAppended ? operatorIndex : start)))
    }

    /// Whether the member at `nameIndex` is set on `self` inside a struct or enum this file declares, which the file
    /// shows `Text(verbatim:)` (`self.title = title` and `Text(verbatim: title)` in DJDX's `SDVXNoteTypeDetailRow`):
    /// a value type's own stored property, never a UIKit or AppKit object's (only classes inherit
    /// `UIViewController.title`), which the team shows as written on purpose. Asked in the index pass too, before
    /// the project's types are known. (A struct's `title` read elsewhere, `conf.secondaryText =
    /// item.secondaryText`, keeps the platform property's link: the index does not follow every such read.)
    private func isValueTypeSelf(_ nameIndex: Int) -> Bool {
        let receiver = view.receiver(ofMember: nameIndex)
        guard receiver.count == 1, view.token(receiver.lowerBound, is: "self"), let declarations = context.declarations
        else { return false }
        let type = declarations.types.lazy.filter { $0.kind != .extension && $0.body.contains(nameIndex) }
            .min { $0.body.count < $1.body.count }
        guard let type, type.kind == .struct || type.kind == .enum else { return false }
        let name = file.source.bytes[tokens[nameIndex].range]
        return type.body.contains { index in
            view.token(index, is: "verbatim") && view.next(index).map { view.isPunctuation($0, UInt8(ascii: ":")) } == true
                && view.next(view.next(index)!).map { file.source.bytes[tokens[$0].range].elementsEqual(name) } == true
        }
    }

    /// Whether the member at `nameIndex` is the `title` or `subtitle` of a map annotation in an app that never shows
    /// them (``ProjectIndex/hiddenAnnotationTypes``): set on `self`, or bare, inside such a type (open-rmbt's
    /// `RMBTMeasurementPin`). A value given to such a type's initializer is ``SiteContext/unshownReason(_:)``'s.
    private func isHiddenAnnotationTitle(_ nameIndex: Int) -> Bool {
        guard !lint.project.hiddenAnnotationTypes.isEmpty, view.token(nameIndex, is: "title") || view.token(nameIndex, is: "subtitle")
        else { return false }
        let receiver = view.receiver(ofMember: nameIndex)
        guard receiver.isEmpty || (receiver.count == 1 && view.token(receiver.lowerBound, is: "self")) else { return false }
        return file.enclosingTypeName(of: nameIndex).map(lint.project.hiddenAnnotationTypes.contains) == true
    }

    /// What a value assigned to the project member named at `nameIndex` is (``ProjectIndex/Member/assigned``): for
    /// a static member whose type is inferred (`static let value = "com.apple.backupd"`), only what a shown member of
    /// that name makes it, never an instance member's localization context (TMBuddy's `CheckpointView.value:
    /// LocalizedStringKey`): a string literal gives the declaration the type `String`, and code reads it through its
    /// type (`ExtendedAttributeForExcludingFromBackup.value`), never as another type's instance's. A local keeps the
    /// link by name (`let title = … ?? "Podcasts"` passed on to a member `title`).
    /// `mutating` though it changes nothing: the walker's mutating `assignment` gives a non-mutating helper a copy
    /// of the whole walker (some 40,000 copies on three apps), a mutating one the walker itself.
    private mutating func assignedMember(name nameIndex: Int, operator operatorIndex: Int) -> UserFacingAPI? {
        guard let member = lint.member(named: file.source.bytes[tokens[nameIndex].range]) else { return nil }
        if view.next(nameIndex) == operatorIndex, context.isStaticDeclaration(nameIndex) { return member.shown }
        return member.assigned
    }

    /// A bare name that a `let` or `var` of the function around it declares (there or before it) and that a
    /// logging call reads (`var details = "…"` … `details += …` … `logDownload("Done", details: details)`): text
    /// for a log, whatever project property shares its name. Other locals keep the link by name: a local named
    /// like the member it is passed to (`let title = …` … `Chapter(title: title)`) is that member's text.
    private func isLoggedLocal(_ nameIndex: Int) -> Bool {
        guard let declarations = context.declarations,
            let local = declarations.property(named: view.text(nameIndex), before: nameIndex + 1), local.scope == .local,
            let body = declarations.functions.lazy.compactMap(\.body).filter({ $0.contains(nameIndex) })
                .min(by: { $0.count < $1.count }),
            body.contains(local.nameToken)
        else { return false }
        let name = file.source.bytes[tokens[nameIndex].range]
        for use in local.nameToken + 1...body.upperBound
        where tokens[use].kind == .identifier && file.source.bytes[tokens[use].range].elementsEqual(name)
            && !view.followsDot(use) && LoggingCalls.isInsideLoggingCall(use, in: view)
        {
            return true
        }
        return false
    }

    /// `let source = …` declared in a function or getter and never handed on under its name — no `source: source` argument,
    /// no `x.source = source` — (`let source = isAppStore ? "App Store" : "direct"` … `"Source: \(source)"`): the
    /// local's own text, not the text of every project member named `source`.
    private func isLocalKeptToItself(_ nameIndex: Int) -> Bool {
        // A function's or a computed property's (a SwiftUI view's `var bookmarkButton: some View { … let title =
        // bookmarked ? "bookmark.fill" : "bookmark" … Image(systemName: title) }`, btlb's).
        guard isDeclared(nameIndex), let body = innermostBody(containing: nameIndex) else { return false }
        let name = file.source.bytes[tokens[nameIndex].range]
        for use in nameIndex + 1...body.upperBound
        where tokens[use].kind == .identifier && file.source.bytes[tokens[use].range].elementsEqual(name) && !view.followsDot(use) {
            guard let before = view.previous(use) else { continue }
            // `source: source`: an argument labelled with its name.
            if view.isPunctuation(before, UInt8(ascii: ":")), let label = view.previous(before),
                file.source.bytes[tokens[label].range].elementsEqual(name)
            {
                return false
            }
            // `item.source = source`.
            if view.isOperator(before, "="), let member = view.previous(before), view.followsDot(member),
                file.source.bytes[tokens[member].range].elementsEqual(name)
            {
                return false
            }
        }
        return true
    }

    /// Whether the bare name at `nameIndex` is a local that the function or getter around it declared before
    /// (`var countryName = self.countryName` … `countryName = …`): the local, which hides the type's property.
    func isShadowingLocal(_ nameIndex: Int) -> Bool {
        guard !view.followsDot(nameIndex), let body = innermostBody(containing: nameIndex), body.lowerBound < nameIndex
        else { return false }
        let name = file.source.bytes[tokens[nameIndex].range]
        return (body.lowerBound..<nameIndex).contains { index in
            tokens[index].kind == .identifier && file.source.bytes[tokens[index].range].elementsEqual(name)
                && !view.followsDot(index) && isDeclared(index)
        }
    }

    /// Whether the bare name at `nameIndex` is a local (``isShadowingLocal(_:)``) that hides a property of the type
    /// around it (Serey's `var countryName = self.countryName` in `CountryModel.icon`, then `countryName = … ?
    /// "Netherlands" : countryName`, a flag's lookup name): what is set is the local, not that property. A local
    /// named like another type's member keeps the link by name.
    func isOwnPropertyShadowed(_ nameIndex: Int) -> Bool {
        guard let type = file.enclosingTypeName(of: nameIndex), let declarations = context.declarations else { return false }
        let name = view.text(nameIndex)
        guard declarations.properties.contains(where: { $0.scope == .member && $0.typeName == type && $0.name == name })
        else { return false }
        // Its declaration inside a body of the type (`var countryName = … ? "Ukraine" : self.countryName`), or a
        // later assignment to it.
        if isDeclared(nameIndex) { return innermostBody(containing: nameIndex) != nil }
        return isShadowingLocal(nameIndex)
    }

    /// The smallest function body or property getter of the file around token `index`, if any.
    private func innermostBody(containing index: Int) -> ClosedRange<Int>? {
        guard let declarations = context.declarations else { return nil }
        return (declarations.functions.lazy.compactMap(\.body) + declarations.properties.lazy.compactMap(\.getter))
            .filter { $0.contains(index) }.min { $0.count < $1.count }
    }

    /// `let name = …`, `var name = …`: a declaration, not an assignment to a property.
    func isDeclared(_ nameIndex: Int) -> Bool {
        guard let previous = view.previous(nameIndex), tokens[previous].kind == .keyword else { return false }
        return view.token(previous, is: "let") || view.token(previous, is: "var")
    }

    /// The type of the receiver of the member at `nameIndex`, when the file says it: a type named directly
    /// (`SVProgressHUD.show`), `self` (the enclosing type), or a variable or parameter this file declares with a
    /// type (`let tag: Tag` … `tag.title`).
    /// The type of a shared instance the member at `nameIndex` is called on: `CoreDataError` in
    /// `CoreDataError.shared.handle(…)` (also `.default`, `.instance`, `.sharedInstance`, `.current`, `.standard`).
    func singletonReceiver(of nameIndex: Int) -> String? {
        let receiver = view.receiver(ofMember: nameIndex)
        guard receiver.count == 3, tokens[receiver.lowerBound].kind == .identifier,
            view.isPunctuation(receiver.lowerBound + 1, UInt8(ascii: ".")),
            ["shared", "default", "instance", "sharedInstance", "current", "standard"].contains(view.text(receiver.lowerBound + 2))
        else { return nil }
        let name = view.text(receiver.lowerBound)
        guard let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return nil }
        return name
    }

    func receiverType(of nameIndex: Int) -> String? {
        let receiver = view.receiver(ofMember: nameIndex)
        guard receiver.count == 1 else { return nil }
        let token = receiver.lowerBound
        if view.token(token, is: "self") { return file.enclosingTypeName(of: token) }
        guard tokens[token].kind == .identifier else { return nil }
        let name = view.text(token)
        if let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) { return name }
        guard let declarations = context.declarations else { return nil }
        let parameter = declarations.functions.last { function in
            function.body.map { $0.contains(token) } == true && function.parameters.contains { $0.name == name }
        }?.parameters.first { $0.name == name }
        if let type = parameter?.type { return FileDeclarations.typeName(type) }
        guard let property = declarations.property(named: name, before: token) else { return nil }
        if let type = property.type { return FileDeclarations.typeName(type) }
        // `var tag = Tag(title: "")`: the type whose initializer gives the value.
        guard let initializer = property.initializer, let start = view.firstCode(in: initializer),
            tokens[start].kind == .identifier, view.callParenthesis(after: start) != nil
        else { return nil }
        let type = view.text(start)
        return type.utf8.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } == true ? type : nil
    }

    /// Any assignment, for the rules that read assignments themselves (``Site/assignment(_:)``): not a
    /// declaration's initial value (`let name = …`), not in a skipped region.
    private mutating func anyAssignment(name nameIndex: Int, operator operatorIndex: Int) {
        if let assignmentFilter = selection.assignmentFilter, assignmentFilter.index(of: file.source.bytes[tokens[nameIndex].range]) == nil {
            return
        }
        guard !context.isExcluded(nameIndex) else { return }
        if let previous = view.previous(nameIndex), tokens[previous].kind == .keyword,
            view.token(previous, is: "let") || view.token(previous, is: "var")
        {
            return
        }
        let start = operatorIndex + 1
        let end = view.expressionEnd(from: start)
        guard start < end else { return }
        visit(
            .assignment(
                Assignment(
                    property: nameIndex, receiver: view.receiver(ofMember: nameIndex), operatorToken: operatorIndex,
                    value: start..<end)))
    }

    /// Whether the name at `nameIndex` is an enum case given a raw value: right after `case`, or after a comma in
    /// the list of one (`case get = "GET", post = "POST"`, whose raw values the declarations hold).
    /// `mutating` though it changes nothing: the walker's mutating `assignment` gives a non-mutating helper a copy
    /// of the whole walker (some 40,000 copies on three apps), a mutating one the walker itself.
    private mutating func isEnumCaseRawValue(name nameIndex: Int) -> Bool {
        guard let previous = view.previous(nameIndex) else { return false }
        if tokens[previous].kind == .keyword, view.token(previous, is: "case") { return true }
        guard view.isPunctuation(previous, UInt8(ascii: ",")), let equals = view.next(nameIndex), let value = view.next(equals)
        else { return false }
        return context.declarations?.caseRawValues.contains(value) == true
    }
}
