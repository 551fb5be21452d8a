import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing

/// `string-concatenation`: user-facing text assembled from pieces.
package enum StringConcatenationRule: SourceRule {
    package static let description = RuleDescription(
        id: "string-concatenation",
        name: "String Concatenation",
        defaultSeverity: .error,
        summary: "User-facing text is assembled from pieces in an order that translators cannot change.",
        rationale: """
            Word order, agreement and plurals differ between languages: a sentence must be one localized \
            string with placeholders. Reported is code that fixes the order of words: a name and a localized \
            verb (name + " " + String(localized: "feed.boosted"), or "\\(name) \\(String(localized: …))"), a \
            localized predicate between a name and a time, a number and a localized noun chosen by the count \
            ((count == 1 ? a : b), or a variable set in if count == 1 { … } else { … }), a number and a unit or \
            compact suffix glued with '+' (String(value / 1000) + "K", formatted + "M": a number format writes \
            them for the locale), localized sentences joined with append(_:) or '+' on AttributedString, and text \
            given to a user-facing API joined from words or punctuation (error.rawValue + ": " + message shown \
            in an alert). The finding names the pieces whose order is fixed. In detail: '+' or '+=' joining a \
            localized string (String(localized:), NSLocalizedString, LocalizedStringResource, AttributedString \
            made from one) to anything; '+' in an expression given to a user-facing API when a piece is \
            punctuation or is localized; '+=' onto a user-facing property; 'Text + Text' when both pieces are \
            text (not Text(verbatim:) or an icon, Text(Image(…))) and one has words or a key; append(_:) of a \
            localized string to text (a receiver named as text, or declared as an attributed string); \
            interpolation in text given to a user-facing API that splices words around a number-like value \
            (count, total, items.count, …) or a localized string, such as "\\(count) restaurants" (this is also \
            a hardcoded-string) — not the literal given itself to an API that looks it up as a key \
            (Text("Ln \\(line), Col \\(column)")): that is one key with placeholders, which translators order and \
            give plural variations, unless a word chosen in code or a localized fragment sits inside it. Not reported, because they join independent items: a template, whole pieces \
            (at most one localized) laid out with brackets, dashes, quotes, bullets, tabs or line breaks, the \
            localized piece set apart from its values by more than a space ("[\\(mark)] \\(title)", \
            "\\(start) – \\(end)", "\\(time)\\t\\(title)"; a comma, an arrow, two localized pieces \
            or a localized piece beside a value with only a space between are reported); a localized label, its \
            colon and its value ("\\(String(localized: "account.label")): \\(name)", label + ": " + value, even a \
            localized value: "Account: None"), as settings and detail rows show them — no maintainer of eight \
            rounds of real apps changed one, though French sets the colon off with a space; words glued to values \
            with no localized piece (tunnel.name + " (On-Demand)"), which hardcoded-string reports at the \
            literal; a file name or extension (name + "." + ext); fields joined with ", " \
            (or "; ", " · ") in an accessibility label, which VoiceOver reads as a list; fields joined anywhere \
            with a separator written alike in every language (" · ", " | ", " - ", "/") or put on lines of their \
            own ("\\n"), a localized paragraph with values on lines of their own around it, and localized lines \
            or links appended after such a separator or a line's end; a localized note whose tables set it off \
            themselves (its text opens with a line break, or a space and the whole note in brackets); whole \
            localized sentences put one after another; a bullet ("• ", "● ") or an emoji ("🤓 ") before one value; a "#" or "@" before one \
            value (a tag, a handle); a copyright line (a literal with "©" or starting "Copyright"); HTML and URL \
            building (a piece like "<b>", "https://", "?q="). Nor are paths, identifiers, keys and log lines \
            (print, Logger, NSLog, os_log, assert, an app's own logError, …): they are built from pieces \
            without words or away from the UI.
            """,
        triggeringExamples: [
            "Text(\"Hello \") ↓+ Text(name).bold()",
            // A count before its noun: the noun's form depends on the number.
            "summaryLabel.text = ↓\"\\(fileCount) files selected\"",
            // A sentence of several pieces, a count after a colon among them (PushGo's Siri dialog).
            "dialogLabel.text = ↓\"\\(prefix): \\(titles). Unread: \\(unreadCount).\"",
            "Text(\"terms.prefix\") ↓+ Text(\"terms.link\").underline() + Text(\"terms.suffix\")",
            // Localized words around a count that no label names (V2rayU's export sheet).
            "titleLabel.text = ↓\"\\(String(localized: \"export.total\")) \\(items.count) \\(String(localized: \"export.servers\"))\"",
            "let title = NSLocalizedString(\"Welcome\", comment: \"\") ↓+ \", \" + user.name",
            """
            func localizeString(_ key: String) -> String { String(localized: String.LocalizationValue(key)) }
            enum Seating {
                case terrace
                var name: String { localizeString("seating.terrace") }
                var menuName: String { ↓"\\(name) (\\(localizeString("seating.recommended")))" }
            }
            func menuLabel(for seating: Seating) -> String { seating.menuName }
            let label = Text(menuLabel(for: .terrace))
            """,
            "titleLabel.text ↓+= \" (edited)\"",
            // Appended twice to an empty local: the order of the two pieces is fixed.
            """
            func info(for device: Device) -> String {
                var name = ""
                if device.isCurrent { name ↓+= NSLocalizedString("device.current", comment: "") }
                if device.isClip { name ↓+= NSLocalizedString("device.clip", comment: "") }
                return name
            }
            let row = Text(info(for: device))
            """,
            // A space after it is no field separator: the words run on.
            """
            message ↓+= NSLocalizedString("cart.you_have", comment: "")
            message += " "
            """,
            "summary.↓append(String(localized: \"order.summary.items\"))",
            "countLabel.text = ↓\"\\(count) restaurants\"",
            "Text(↓\"Open until \\(closingTime) · \\(String(localized: \"restaurant.today\"))\")",
            "Text(↓\"\\(itemCount) item\\(itemCount == 1 ? \"\" : \"s\") in your cart\")",
            "messageText.↓append(NSLocalizedString(\"cart.empty\", comment: \"\"))",
            """
            let versionName = NSLocalizedString("about.version", comment: "")
            versionLabel.stringValue = ↓"\\(versionName) \\(version) (\\(build))"
            """,
            "let text = user.name + \" \" ↓+ String(localized: \"feed.boosted\")",
            "Text(↓\"\\(user.name) \\(String(localized: \"feed.boosted\"))\")",
            "let line = name + \" \" ↓+ String(localized: \"feed.replied\") + \" \" + timeAgo",
            "let summary = \"\\(count) \" ↓+ (count == 1 ? String(localized: \"cart.item\") : String(localized: \"cart.items\"))",
            """
            func itemsLabel(count: Int) -> String {
                let noun: String
                if count == 1 {
                    noun = String(localized: "cart.item")
                } else {
                    noun = String(localized: "cart.items")
                }
                return String(count) + " " ↓+ noun
            }
            """,
            """
            var status = AttributedString(String(localized: "sync.done"))
            status.append(AttributedString(" "))
            status.↓append(AttributedString(String(localized: "sync.next")))
            """,
            "let status = AttributedString(String(localized: \"sync.done\")) ↓+ AttributedString(\" \") + AttributedString(String(localized: \"sync.next\"))",
            "let label = String(value / 1000) ↓+ \"K\"",
            // A formatted number and a counted noun: still the plural's words.
            "Text(count.formatted() ↓+ \" items\")",
            // A label whose last word needs what follows, and a value with a unit of its own.
            "ownerLabel.text = NSLocalizedString(\"Shared by\", comment: \"\") ↓+ \" \\(owner.name)\"",
            "timeoutLabel.text = NSLocalizedString(\"Stopping, time remaining\", comment: \"\") ↓+ \": \\(remaining)s\"",
            """
            func compactViews(_ count: Int) -> String {
                let formatted = String(format: "%.1f", Double(count) / 1_000_000)
                return formatted ↓+ "M"
            }
            """,
            "Text(error.rawValue ↓+ \": \" + message)",
            "let alert = UIAlertController(title: nil, message: error.rawValue ↓+ \": \" + serverMessage, preferredStyle: .alert)",
            """
            enum UploadError: String, LocalizedError {
                case rejected
                var errorDescription: String? { rawValue ↓+ ": " + serverMessage }
            }
            func upload() { do { try send() } catch { NSAlert(error: error).runModal() } }
            """,
        ],
        nonTriggeringExamples: [
            // A value, then a unit's symbol every language writes so (open-rmbt's ping graph in milliseconds).
            "label.text = String(gaps[index]) + \" ms\"",
            // A number written for the reader's locale, then its unit's symbol (ADS-B's altitude and speed).
            """
            func formatNumber(_ value: Int) -> String { NumberFormatter.localizedString(from: NSNumber(value: value), number: .decimal) }
            func formatAltitude(_ feet: Int) -> String { formatNumber(feet) + " ft" }
            """,
            "let label = distance.formatted() + \" km\"",
            // A line of its own added to a log a process's output streams into (airsync's brew install log).
            """
            struct InstallView: View {
                @State private var installLog = ""
                var body: some View { Text(installLog) }
                func failed(_ error: Error) {
                    installLog += "\\nFailed to run brew install: \\(error.localizedDescription)"
                }
            }
            """,
            // A field's name and its colon, after an empty literal (photominer's EXIF table).
            "cellView.textField?.stringValue = \"\" + exifKeys[row] + \":\"",
            // Two localized note names, each with its sign, as alternatives (Bemol's enharmonic notes).
            "let name = \"\\(String(localized: \"C\"))♯ / \\(String(localized: \"D\"))♭\"\nlet label = Text(name)",
            // A label and its shortcut's keys (ClipSlop's send button).
            """
            final class Loc { func t(_ key: String) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: nil) } }
            struct ChatInput: View {
                let loc: Loc
                var body: some View { Button(action: {}) { Image(systemName: "arrow.up") }.help(loc.t("assistant.send") + " (↩)") }
            }
            """,
            // SwiftUI's number formatted for the reader's locale, then its unit's symbol (Glucosy's weight widget).
            "let weight = Text(latest.value, format: .number.precision(.fractionLength(1))) + Text(\" kg\")",
            // A mail address, localized, made into a URL (Sim Daltonism's feedback menu).
            "let url = URL(string: \"mailto:\" + NSLocalizedString(\"sim-daltonism@michelf.ca\", tableName: \"URLs\", comment: \"\"))!",
            // A name, a colon and what it names, data alone (edX's calendar events, Tinode's chat notifications).
            "Text(block.title + \": \" + courseName)",
            "let alert = UIAlertController(title: nil, message: senderName + \": \" + message.body, preferredStyle: .alert)",
            // A label ending with its colon, then the value (Gfroerli's settings: 'Version:' and the version).
            "Text(\"Version:\") + Text(config.lastVersion)",
            // An icon before a whole text (Gfroerli's lock-screen widget): no word to reorder.
            "Text(\"\\(Image(systemName: \"thermometer.medium\")) \") + Text(\"widget_no_data\")",
            // A title and an aside in parentheses, in its own style (MenuHelper's settings headers).
            "Text(\"Display Settings\") + Text(\"(When to show related menus)\").font(.footnote)",
            // A label's value after its colon: no word agrees with the number (AppIndex's property list viewer).
            "valueLabel.text = \"Data (Size: \\(data.count))\"",
            // A localized greeting, then a block of technical lines after a blank line (GITGET's feedback mail).
            "mail.setMessageBody(\"feedback.greeting\".localized + \"\"\"\n\n=====\niOS Version: %@\n=====\n\"\"\"\", isHTML: false)",
            // Names joined with a separator picked by position (pyconjp's speakers): no word picked by a count.
            "speakersLabel.text = names.enumerated().reduce(\"\") { $0 + $1.element + (names.count - 1 == $1.offset ? \"\" : \", \") }",
            // A duration a formatter wrote (BookPal's 'done-in'): no count to pluralize (its text is hardcoded-string's).
            "label.text = \"Done in \\(cycle.remainingTime?.asDaysHoursMinutesString ?? \"?\")\"",
            // A console-style tag and its value (InfiniLink's terminal watch face).
            "Text(\"[STAT]\").foregroundColor(.white) + Text(\"Connected\").foregroundColor(.blue)",
            // A product's name and its version (InfiniLink's firmware update screen): no words to order.
            """
            struct UpdateView: View {
                let updateVersion: String
                var body: some View { Text("InfiniTime ") + Text(updateVersion).font(.body.weight(.medium)) }
            }
            """,
            // A label and its number (kinopub's episodes): hardcoded-string asks for the one localized string.
            """
            public var fixedTitle: String {
                if title.isEmpty { return "Сезон \\(number)" }
                return title
            }
            let header = Text(season.fixedTitle)
            """,
            // The literal is the key itself: '%lld items in your cart' (codeapp's 'Ln %@, Col %@').
            """
            struct CartBadge: View {
                let itemCount: Int
                var body: some View { Text("\\(itemCount) items in your cart") }
            }
            """,
            "Text(\"Ln \\(String(currentLine)), Col \\(String(currentColumn))\")",
            // HiPixel: format specifiers inside the key's interpolations choose no words.
            "Label(\"\\(size.width, specifier: \"%.0f\")×\\(size.height, specifier: \"%.0f\") px\", systemImage: \"viewfinder\")",
            "Text(\"Since \\(String(format: \"%d\", year)) at your service\")",
            // Auction's bids and VeraSnap's stamps: a number or a formatted value and a sign or code, no words.
            "priceLabel.text = String(format: \"%g\", price) + \" $\"",
            "stampLabel.text = formatter.string(from: date) + \" JST\"",
            // LaunchNext's fuzzy matcher: a count plus a number a comparison picks, no word.
            "let adjacency = zip(positions, positions.dropFirst()).reduce(0) { partial, pair in partial + (pair.1 == pair.0 + 1 ? 1 : 0) }",
            // Vultisig: a list's number before a localized title.
            "titleLabel.text = \"\\(index). \\(NSLocalizedString(\"split_coins\", comment: \"\"))\"",
            // Blockstream's AQUA: an emoji put before a localized title.
            "titleLabel.text = \"🤓 \" + NSLocalizedString(\"id_safety_first\", comment: \"\")",
            // HiPixel: a term in bold and its description after a dash.
            "Text(\"upscayl-bin\").bold() + Text(\" - The binary tool for AI upscaling\")",
            // dauphin's timetable: a layout's arithmetic beside a branch on a count, no word chosen.
            """
            func place(_ position: Position, totalHeight: CGFloat) -> some View {
                if position.totalColumns == 1 {
                    let vGap = max(0, verticalGap)
                    return CourseView(yOffset: yPosition(in: totalHeight) + vGap)
                } else {
                    let vGap = max(0, verticalGap)
                    let yBase = yPosition(in: totalHeight) + vGap / 2
                    return CourseView(yOffset: yBase)
                }
            }
            """,
            // Ollama-SwiftUI: an error's description after the whole message (hardcoded-string's finding).
            "errorLabel.text = \"Looks like there is a problem retrieving the data. \\(error.localizedDescription)\"",
            // edhita: a duplicate's name, its number after the localized format that took the original's.
            "let name = String(format: NSLocalizedString(\"Copy of %@\", comment: \"\"), filename) + suffix",
            // V2rayU: two localized nouns of a heading, listed with '&'; labels before the values they name.
            "Text(String(localized: \"settings.language\") + \" & \" + String(localized: \"settings.theme\"))",
            "subtitleLabel.text = \"\\(String(localized: \"about.version\")) \\(appVersion) (\\(String(localized: \"about.build\")) \\(appBuild))\"",
            // PopcornTime: a localized label and the number it names.
            "seasonsLabel.text = \"Season\".localized + \" \\(localizedSeason)\"",
            // macSKK: a label, its colon and its value, each a Text.
            "Text(\"Insert Blank String\") + Text(\": \") + Text(application.insertBlankString ? \"Enabled\" : \"Disabled\")",
            // fcitx5's and Verge's labels and the one value they introduce.
            "item.toolTip = NSLocalizedString(\"Rename\", comment: \"\") + \" '\\(group.name)'\"",
            "wordLabel.text = \"paperKey.word\".localized + \" #\\(index + 1)\"",
            // Zavala: a function returning 'String(…)' converts; it localizes nothing.
            """
            func digitsToString(_ indices: [Int]) -> String { return String(indices.map { digits[$0] }) }
            indexLabel.text = digitsToString(result) + suffix
            """,
            "alert.informativeText = \"\\(identifier)\\n\\n\" + String(localized: \"client.compatibility.note\")",
            "showAlert(title: String(localized: \"purchase.error.title\"), message: String(localized: \"purchase.error.details\", defaultValue: \"Please contact us.\\n\\nError details:\\n\") + \"\\(error)\")",
            "addressLabel.text = \"🧪 \" + viewModel.address",
            "morningLabel.accessibilityLabel = morningLabel.text! + \",\" + String(localized: \"accessibility.active\")",
            "titleLabel.text = address.prefix(5) + \"...\" + address.suffix(5)",
            "Text(\"\\(String(localized: \"event.dismissed\")): \\(title)\")",
            "let filePreview = String(format: NSLocalizedString(\"file.preview\", comment: \"\"), mask) + \":\" + mask",
            "Text(\"watch.last_played.title\") + Text(\": \" + lastPlayedDate)",
            "let message = String(localized: \"cart.total\") + \": \" + total",
            "accountLabel.text = \"\\(NSLocalizedString(\"Account\", comment: \"\")): \\(NSLocalizedString(\"None\", comment: \"\"))\"",
            "Text(\"Version \\(Bundle.main.infoDictionary?[\"CFBundleShortVersionString\"] as? String ?? \"\")\")",
            "nameLabel.text = creator.lastName + \", \" + creator.firstName",
            "titleLabel.text = String(localized: \"export.default.name\") + \".pdf\"",
            "Text(fieldName + \": \")",
            "Text(String(localized: \"event.editor.start\") + \":\")",
            // A label and its value in brackets (iAPS's chart key 'High (≥ 180)', EhPanda's 'Torrents (3)').
            "lowLabel.text = NSLocalizedString(\"Low\", comment: \"\") + \" (≤ \\(low))\"",
            // A zero-width space glued on against an emoji rendering bug (Easydict): no word is ordered.
            "errorLabel.stringValue = \"\\u{200B}\" + String(localized: \"query_failed\")",
            "Text(String(localized: \"settings.export\") + \"...\")",
            "title = tunnel.name + \" (On-Demand)\"",
            "icon.toolTip = NSLocalizedString(\"Overridden in Shortcut:\", comment: \"\") + \" \" + numbers",
            "Text(\"Hello \" + name)\ntitleLabel.text = \"Total: \" + price",
            """
            func localizeString(_ key: String) -> String { String(localized: String.LocalizationValue(key)) }
            let menu = Text("\\(name) (\\(localizeString("This Mac")))")
            let dismissed = Text("[\\(String(localized: "event.dismissed"))] \\(title)")
            let marked = Text("[" + String(localized: "event.dismissed") + "] " + title)
            let range = Text("\\(start) – \\(end)")
            let line = Text("\\(time)\\t\\(title)")
            """,
            "noteLabel.stringValue = subtitle + \"\\n\" + String(localized: \"upgrade.button.retry\")",
            "alert.message = \"\\(String(localized: \"messages.clear.from\"))\\n\\(range.name)\"",
            "status.stringValue = \"• \" + NSLocalizedString(\"permission.status.skipped\", comment: \"\")",
            "info += \" \" + NSLocalizedString(\"This will keep your Downloads folder uncluttered.\", comment: \"\")",
            // A whole entry added to a log the user can read and send (Tsuki's error log).
            "logView.text += \"Network fetch failed.\\nMessage: \\(error.localizedDescription)\\n\\n\"",
            // One key with placeholders, a value or its missing mark in each (server-status's CPU counts).
            "Text(\"\\(cores != nil ? String(cores!) : \"N/A\") physical cores, \\(threads) execution threads\")",
            // Fields between separators (Kraftstoff's CSV header): each is read alone, no sentence.
            """
            csv += NSLocalizedString("Date", comment: "")
            csv += ";"
            csv += NSLocalizedString("Comment", comment: "")
            csv += "\\n"
            """,
            // A localized word padded by an interpolated literal of spaces (facesofnaija's reaction buttons).
            "likeButton.setTitle(\"\\(\" \")\\(NSLocalizedString(\"Like\", comment: \"\"))\", for: .normal)",
            // A line appended whole, its label and value translated together (JSTColorPicker's device tooltip).
            """
            var tip = String(format: NSLocalizedString("UDID: %@", comment: ""), udid)
            tip += String(format: NSLocalizedString("\\nConnection: %@", comment: ""), connection)
            """,
            // The one piece appended to an empty local (PushDeer's device row, its other append commented out).
            """
            func info(for device: Device) -> String {
                var name = ""
                if device.isCurrent { name += NSLocalizedString("device.current", comment: "") }
                return name
            }
            let row = Text(info(for: device))
            """,
            // A sentence appended whole after another (CubeTime's zen-mode setting).
            """
            var desc = String(localized: "Show a button in the top right corner to enter zen mode.")
            if isPad { desc += String(localized: " Note that this only applies in compact mode.") }
            """,
            "emojiLabel.text = \":\" + emoji.shortcode + \":\"",
            """
            func preamble() -> Text {
                Text("accessibility.status.replied-to-\\(name)") + Text(", ")
            }
            """,
            """
            let footer = NSMutableAttributedString(string: "\\(version)\\n")
            footer.append(NSAttributedString(string: String(localized: "footer.link.privacy"), attributes: [.link: "privacy"]))
            footer.append(NSAttributedString(string: "  ·  "))
            footer.append(NSAttributedString(string: String(localized: "footer.link.terms"), attributes: [.link: "terms"]))
            """,
            """
            struct ShelfRow: View {
                let firstLine: String
                var body: some View { Text(String(firstLine.prefix(47)) + "...") }
            }
            """,
            """
            struct LogEntry { var details: String }
            struct LogList: View {
                let entries: [LogEntry]
                var body: some View { List(entries, id: \\.details) { Text($0.details) } }
            }
            final class DownloadManager {
                func finish(video: String, audio: String?) {
                    var details = "Video: \\(video)"
                    if let audio { details += ", Audio: \\(audio)" }
                    logDownload("Completed", details: details)
                }
            }
            """,
            "let url = baseURL + \"/restaurants/\" + id",
            "let path = \"images/\" + name + \".png\"",
            "fileNameRow.value = fileName.deletingPathExtension + \".\" + format.suffix\ntextField.text = \".\" + requiredFileExtension",
            "let key = \"restaurant.\" + id + \".title\"",
            "print(\"Loaded \" + String(count) + \" restaurants\")",
            "logger.debug(\"Request failed: \" + error.localizedDescription)",
            "NSLog(NSLocalizedString(\"debug.started\", comment: \"\") + \" at \" + date.description)",
            "logError(\"Upload failed: \" + String(localized: \"upload.error\"))",
            "Text(firstName) + Text(\" \") + Text(lastName)",
            "Text(Image(systemName: \"star.fill\")) + Text(rating)",
            "Text(\"\\(name)\")",
            "Text(\"Hello, \\(name)!\")",
            "let total = subtotal + tip",
            "Text(String(localized: \"cart.items \\(count)\"))",
            "label.text = String(format: NSLocalizedString(\"cart.total.format\", comment: \"\"), total)",
            "label.text = name + \" \" + surname",
            "#Preview { Text(\"Hello \") + Text(\"world\") }",
            "Text(Image(systemName: \"star.fill\")) + Text(\"restaurant.rating\")",
            "menu.title = NSLocalizedString(\"Servers\", comment: \"\") + \" - \\(profileName)\"",
            "items.append(String(localized: \"menu.item.soup\"))",
            "Text(\"Signed in as \\(account.name)\")",
            "Text(\"cart.items \\(itemCount)\")",
            "Text(firstName + \" \" + lastName)",
            """
            struct AboutFooter: View {
                let versionNumber: String
                var body: some View { Text("Version \\(versionNumber) by the team") }
            }
            """,
            "Text(video.title).accessibilityLabel([title, subtitle, date].joined(separator: \", \"))",
            "Image(systemName: \"checkmark\").accessibilityLabel(String(localized: \"video.title\") + \", \" + String(localized: \"video.watched\"))",
            "cell.accessibilityLabel = video.title + \", \" + String(localized: \"video.watched\")",
            "Text(\"#\" + tag.name)",
            "let mention = \"@\" + account.username",
            "Text(\"@\" + account.username)",
            "Text(\"@\\(handle)\")",
            "Text(\"© \\(year) \" + companyName)",
            "footer.stringValue = \"Copyright © 2024 \" + companyName",
            "let html = \"<b>\" + String(localized: \"article.title\") + \"</b>\"",
            "webView.loadHTMLString(\"<b>\" + title + \"</b>\", baseURL: nil)",
            "let url = URL(string: \"https://\" + host + \"/\" + path)",
            "Text(\"https://\" + host + \"/\" + path)",
            "Link(String(localized: \"search.web\"), destination: URL(string: baseURL + \"?q=\" + query)!)",
            "let search = baseURL + \"?q=\" + String(localized: \"search.default\")",
        ]
    )

    static let sites: SiteKinds = [.userText, .plus, .append]

    static let wholeSentence = "localize the whole sentence as one string with placeholders"

    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
        switch site {
        case .userText(let text): check(text, in: context, into: &findings)
        case .plus(let operatorIndex): checkPlus(operatorIndex, in: context, into: &findings)
        case .append(let call): checkAppend(call, in: context, into: &findings)
        default: break
        }
    }

    /// Whether what `+=` appends is a literal that opens a line of its own (`log += "\nFailed to run brew install:
    /// \(error)"`, airsync's install log under a process's output): a line added to a log, no piece of a sentence
    /// whose order the code fixes.
    /// Or one literal, all that is appended, that ends its line (`errorMessage += "Network fetch failed.\nMessage:
    /// \(error)\n\n"`, Tsuki's error log, mailed to its developer): a whole entry added after the others.
    static func appendsLine(_ expression: Range<Int>, in context: SiteContext) -> Bool {
        guard let first = context.view.firstCode(in: expression), let literal = context.file.literal(at: first) else { return false }
        let value = context.file.rendered(literal).value
        if value.hasPrefix("\n") || value.hasPrefix("\r\n") { return true }
        return value.hasSuffix("\n") && context.view.skip(first) >= expression.upperBound
    }

    /// Whether the `+=` at `operatorIndex` is the only one to a local declared empty (`var name = ""`), and nothing
    /// else is assigned to it: the text is the one piece appended (PushDeer's `name += NSLocalizedString("(当前设备)",
    /// …)` under a condition, its other append commented out), nothing glued.
    static func appendsOnlyOnceToEmpty(at operatorIndex: Int, in context: SiteContext) -> Bool {
        let view = context.view
        guard let receiver = view.previous(operatorIndex),
            view.previous(receiver).map({ !view.isPunctuation($0, UInt8(ascii: ".")) }) ?? true,
            let (local, literalRange) = context.localLiteral(namedBy: receiver), !local.isLet,
            let literal = context.file.literal(at: literalRange.lowerBound), context.file.rendered(literal).value.isEmpty,
            let scope = DebugGate.enclosingBrace(of: local.nameToken, in: view), let end = view.matching(scope)
        else { return false }
        let name = view.text(receiver)
        var index = literalRange.upperBound
        while index < end {
            if context.tokens[index].kind == .identifier, index != receiver, view.text(index) == name,
                let next = view.next(index), view.isOperator(next, "+=") || view.isOperator(next, "=")
            {
                return false
            }
            index += 1
        }
        return true
    }

    /// Text given to the user: glued with `+`, added with `+=`, or interpolating a number or localized piece.
    private static func check(_ text: UserText, in context: SiteContext, into findings: inout SourceFindings) {
        guard context.unshownReason(text) == nil, context.statedIntent(on: text) == nil else { return }
        let name = text.sink.name
        if text.isAppended {
            if !context.isExcluded(text.anchor), context.containsWordsOrLocalized(text.expression),
                !appendsOnlyOnceToEmpty(at: text.anchor, in: context), !appendsLine(text.expression, in: context)
            {
                findings.report(Self.self, at: text.anchor, "'+=' appends to the user-facing '\(name)'; \(wholeSentence)")
            }
            return
        }
        let parts = context.textParts(of: text)
        if let plus = parts.plus {
            guard !context.isExcluded(plus), !findings.hasReported(Self.self, at: plus) else { return }
            let join = JoinedPieces(around: plus, within: text.expression, in: context)
            defer { for joining in join.operators { findings.markReported(Self.self, at: joining) } }
            switch judge(join, sink: text.sink, in: context) {
            case .independent: return
            case .report(let anchor, let message): findings.report(Self.self, at: anchor, message)
            case .undecided:
                // A localized message that ends its line or a label's colon, then data (`.localized("Error
                // details:\n") + "\(error)"`): the value it introduces, no sentence to reorder.
                if followsLineOrSeparator(plus, in: context), plus + 1 < text.expression.upperBound,
                    !context.containsWordsOrLocalized((plus + 1)..<text.expression.upperBound)
                {
                    return
                }
                if context.containsWordsOrLocalized(text.expression) || gluesPunctuation(text.expression, in: context) {
                    findings.report(Self.self, at: plus, "user-facing text \(text.sink.route) is joined with '+'; \(wholeSentence)")
                }
            }
            return
        }
        for item in parts.literals where !context.isExcluded(item) {
            let shown: String
            if let prose = context.proseLiteral(at: item, for: text.sink, honouringEnglishKeys: false) {
                // A label's one value, a number after its colon (AppIndex's `"Data (Size: \(data.count))"`), agrees with
                // no word; a sentence of several pieces around it is still pieces (PushGo's `"\(prefix): \(titles).
                // Unread: \(count)."`).
                let afterColons = prose.interpolations.count == 1
                    ? context.file.literal(at: item).map { valuesSetApart($0, in: context) } ?? [] : []
                guard prose.interpolations.contains(where: { range in
                    splicesNumberOrLocalized(range, in: context) && !afterColons.contains(range.lowerBound)
                }) else { continue }
                // A label and its number, hardcoded (kinopub's `"Сезон \(number)"`, `"Page \(index + 1)"`): one text,
                // whose fix `hardcoded-string` asks for (a localized string with its placeholder, which translators
                // order as they need); a number after its noun names an item, it counts nothing.
                if !text.sink.api.localizesKeys, isLabelAndNumber(item, in: context) { continue }
                // The literal itself given to an API that looks it up (`Text("Ln \(line), Col \(column)")`) is one
                // key with placeholders, which translators order and give plural variations as they need; a word
                // chosen in code inside it (`\(n == 1 ? "" : "s")`) or a localized fragment is still pieces.
                if text.sink.api.localizesKeys, context.view.singleItem(text.expression) == item,
                    !prose.interpolations.contains(where: { range in
                        context.isLocalizedExpression(range) || choosesWords(range, in: context)
                    })
                {
                    continue
                }
                // With English keys, a format string the catalog holds (`"\(count) restaurants"`) gets its plural
                // variations there; a word chosen in code (`\(n == 1 ? "" : "s")`) is still a hand-made plural.
                if case .notProse(.englishKey) = context.proseDecision(at: item, for: text.sink),
                    !prose.interpolations.contains(where: { choosesWords($0, in: context) })
                {
                    continue
                }
                shown = prose.shown
            } else {
                // No words of its own, but it fixes the order of two or more pieces, one of them localized:
                // `"\(owner) \(total) \(itemsWord)"`, `"\(name) (\(localizeString("This Mac")))"`.
                guard let literal = context.file.literal(at: item), !context.file.isKeyWithArguments(literal),
                    !isTableKeyWithArguments(literal, in: context), !isSeparatedFields(literal, in: context)
                else { continue }
                // A literal of spaces or marks interpolated (`"\(" ")\(NSLocalizedString("Like", …))"`, facesofnaija's
                // padded reaction buttons) is text around the pieces, no piece whose order is fixed.
                let interpolations = context.file.rendered(literal).interpolations.filter { !isWordlessLiteral($0, in: context) }
                guard interpolations.count >= 2, interpolations.contains(where: { context.isLocalizedExpression($0) }),
                    !TextTemplate.isTemplate(templatePieces(of: literal, in: context)),
                    !labelsNameTheirValues(interpolations, in: context)
                else { continue }
                let pieces = interpolations.map { Self.name(of: $0, localized: context.isLocalizedExpression($0), in: context) }
                findings.report(
                    Self.self, at: item,
                    "interpolation fixes the order of \(list(pieces)) in \(SourceFile.quote(context.file.sourceText(of: literal))); \(wholeSentence)")
                continue
            }
            findings.report(
                Self.self, at: item,
                "interpolation splices words around a number or localized fragment in \(SourceFile.quote(shown)); use one localized string with a format and plural variations")
        }
    }

    /// Whether an interpolation is a literal alone without letters or digits (`\(" ")`, `\(" – ")`).
    private static func isWordlessLiteral(_ range: Range<Int>, in context: SiteContext) -> Bool {
        guard let item = context.view.singleItem(range), let literal = context.file.literal(at: item) else { return false }
        let rendered = context.file.rendered(literal)
        return rendered.interpolations.isEmpty && !rendered.value.contains { $0.isLetter || $0.isNumber }
    }

    /// Whether an interpolation holds a literal with letters of its own (`\(n == 1 ? "" : "s")`, a word chosen in
    /// code), not only format specifiers (`\(String(format: "%d", year))`, `\(width, specifier: "%.0f")`).
    private static func choosesWords(_ range: Range<Int>, in context: SiteContext) -> Bool {
        range.contains { index in
            guard context.file.tokens[index].kind == .stringOpen else { return false }
            guard let literal = context.file.literal(at: index) else { return true }
            let text = TextClassifier.removingFormatSpecifiers(context.file.rendered(literal).value)
            // The mark of a value missing (`cores != nil ? String(cores) : "N/A"`, server-status): no word chosen.
            return text.contains(where: \.isLetter) && !missingValueMarks.contains(text)
        }
    }

    /// What data shows where a value is missing: a mark, not words.
    static let missingValueMarks: Set<String> = ["N/A", "n/a", "NA", "N.A."]

    /// `+` or `+=` anywhere: reported when the chain fixes the order of words (``judge(_:sink:in:)``: a localized
    /// string, a number and its suffix, a number and a noun chosen by the count), or `Text` joined to another `Text`
    /// and a piece has words.
    private static func checkPlus(_ index: Int, in context: SiteContext, into findings: inout SourceFindings) {
        let view = context.view
        guard !findings.hasReported(Self.self, at: index), let leftEnd = view.previous(index),
            let rightStart = view.next(index)
        else { return }
        // A chain is reported once: a `+` whose left operand follows a reported `+` or `+=` is part of it.
        let leftStart = view.postfixStart(endingAt: leftEnd)
        if let before = view.previous(leftStart), findings.hasReported(Self.self, at: before) {
            findings.markReported(Self.self, at: index)
            return
        }
        if view.isOperator(index, "+=") {
            let localized = operandKind(at: leftStart, in: context) == .localized
                || operandKind(at: rightStart, in: context) == .localized
            guard localized, !LoggingCalls.isInsideLoggingCall(index, in: view),
                !isFieldBeforeSeparator(index, target: leftStart..<leftEnd + 1, in: context),
                !appendsLine(index, in: context), !appendsSentence(index, in: context),
                !appendsOnlyOnceToEmpty(at: index, in: context)
            else { return }
            findings.report(Self.self, at: index, "a localized string is joined with '+='; \(wholeSentence)")
            return
        }
        let join = JoinedPieces(around: index, within: 0..<context.tokens.count, in: context)
        defer { for joining in join.operators { findings.markReported(Self.self, at: joining) } }
        guard !join.operators.isEmpty else { return }
        // Logging is looked for last: it reads back through the statement.
        switch judge(join, sink: nil, in: context) {
        case .independent: return
        case .report(let anchor, let message):
            if !LoggingCalls.isInsideLoggingCall(index, in: view) { findings.report(Self.self, at: anchor, message) }
            return
        case .undecided: break
        }
        for (position, joining) in join.operators.enumerated() {
            let left = join.pieces[position].range.lowerBound
            let right = join.pieces[position + 1].range.lowerBound
            guard operandKind(at: left, in: context) == .text, operandKind(at: right, in: context) == .text,
                textHasWords(left, in: context) || textHasWords(right, in: context),
                !isSeparatorText(left, in: context), !isSeparatorText(right, in: context),
                !isColonAndValue(right, in: context),
                // The value after a label's colon (`Text("Insert Blank String") + Text(": ") + Text(isOn ? "Enabled" :
                // "Disabled")`, macSKK's status lines): a label and its value, no sentence.
                !isColonAndValue(left, in: context),
                // A label whose own text ends with its colon, then the value (Gfroerli's `Text("settings_view_app_version")
                // + Text(config.lastVersion)`, 'Version:' in every language): a field, no sentence.
                !isLabelBeforeValue(left, in: context),
                // An icon set before a text (`Text("\(Image(systemName: "thermometer.medium")) ") + Text("widget_no_data")`):
                // a symbol is no word to reorder.
                !isImageOnly(left, in: context), !isImageOnly(right, in: context),
                // A term and its description after a dash (`Text("upscayl-bin").bold() + Text(" - The binary tool
                // for AI upscaling")`): two items set apart, as fields joined with " - " are.
                !isDashAndDescription(right, in: context),
                // A note in parentheses set in its own style (`Text("Display Settings") + Text("(When to show related
                // menus)").font(.footnote)`, MenuHelper's headers): a title and an aside, each whole.
                !isParenthesizedNote(right, in: context),
                // A term in a script none of the app's languages is written in, then its localized meaning
                // (GreekWordsA2's `Text("Ενεστώτας ").verbTitleStyle() + Text(Texts.present)`): the term is content.
                !isTextInUnshippedScript(left, in: context), !isTextInUnshippedScript(right, in: context)
            else { continue }
            if !LoggingCalls.isInsideLoggingCall(index, in: view) {
                findings.report(Self.self, at: joining, "'Text' + 'Text' builds a sentence from pieces; \(wholeSentence)")
            }
            return
        }
    }

    // MARK: Word order

    enum Verdict {
        /// The chain joins independent items: a tag's `#`, markup, a URL, a copyright line, fields read out in a list.
        case independent
        case report(at: Int, message: String)
        /// Nothing here decides it: the caller's own tests apply.
        case undecided
    }

    /// Whether a chain of `+` fixes the order of words, and where and how to say so; `sink` when the chain is text
    /// given to a user-facing API.
    static func judge(_ join: JoinedPieces, sink: TextSink?, in context: SiteContext) -> Verdict {
        let pieces = join.pieces
        guard pieces.count >= 2 else { return .undecided }
        let kinds = pieces.map(\.kind)
        // A code put together (`mode.errorPrefix + "|" + "CI"` for an `errorCode`): no sentence.
        if let through = sink?.api.through, SiteContext.isCodeProperty(through) { return .independent }
        // Markup or a URL around values, not around words of its own (`"<b>" + "Hello " + name + "</b>"` is a sentence).
        if kinds.contains(.copyright) || (kinds.contains(.markupOrURL) && !kinds.contains(.prose)) { return .independent }
        if pieces.count == 2, kinds[0] == .prefixSymbol { return .independent }
        // Whole localized texts one after the other (virusafe's terms, `"tnc_part_one".localized() +
        // "tnc_part_two".localized()`): each is translated whole, none is a sentence's fragment.
        let spoken = pieces.filter { $0.kind != .space }
        if spoken.count >= 2, spoken.allSatisfy({ $0.kind == .localized && isWholeText($0.range, in: context) }) {
            return .independent
        }
        // A note after a text that the tables set off themselves, on a line of its own or in brackets (allkdic's
        // credit, `gettext("설진석") + gettext("thanks_to_chicken")`: '\n(Bought me chicken 🍗)', Korean ' (치킨사줌)'):
        // each translator writes the separator, and a name then its note orders no words.
        if pieces.count == 2, kinds[1] == .localized, let note = rawCatalogText(of: pieces[1].range, in: context),
            opensNote(note)
        {
            return .independent
        }
        // A localized label whose text ends in a colon, and one value after it (phoenix's `"\(String(localized:
        // "toast_FileError")) \(error)"`, 'Unable to get file: '): a label and its value, which every language writes
        // in that order, as `Text("Size: ") + Text(size)`.
        if spoken.count == 2, spoken[0].kind == .localized, spoken[1].kind == .value, isLabel(spoken[0].range, in: context) {
            return .independent
        }
        // Invisible characters glued to text (`"\u{200B}" + String(localized: "query_failed")`, a zero-width space
        // against an emoji rendering bug; a direction mark): no word is ordered.
        if pieces.contains(where: { isInvisible($0, in: context) }),
            pieces.allSatisfy({ isInvisible($0, in: context) || context.file.literal(at: $0.range.lowerBound) == nil })
        {
            return .independent
        }
        // A value cut short and marked so (`String(title.prefix(47)) + "..."`), or a localized label marked as
        // opening more (`"Send Feedback".i18n() + "..."`): an ellipsis orders no words.
        if pieces.count == 2, kinds[0] == .value || kinds[0] == .number || kinds[0] == .localized,
            isEllipsis(pieces[1], in: context)
        {
            return .independent
        }
        // A label and its keyboard shortcut's keys after it (ClipSlop's `.help(loc.t("assistant.send") + " (↩)")`,
        // through its own localizer): the keys' glyphs read the same in every language, as menus show them; no words
        // ordered.
        if pieces.count == 2, kinds[0] != .prose, let literal = context.file.literal(at: pieces[1].range.lowerBound),
            context.view.singleItem(pieces[1].range) != nil, isKeyGlyphHint(context.file.rendered(literal).value)
        {
            return .independent
        }
        // A file name given its extension (`FilenameFormatter.validate(filename: title) + ".pdf"`): no words ordered.
        if pieces.count == 2, isFileExtension(pieces[1], in: context) { return .independent }
        // A number or a formatted value and the sign or code after it (`String(format: "%g", price) + " $"`,
        // Auction's bids; `formatter.string(from: date) + " JST"`, VeraSnap's stamps): no words to order (where the
        // sign is money's, its place is locale-format's finding).
        if pieces.count == 2, kinds[0] == .value || kinds[0] == .number, isSignOrCode(pieces[1], in: context) {
            return .independent
        }
        // A label and its colon (`Strings.Event.Editor.start + ":"`, `key + ": "`): the colon ends the label and
        // orders no words.
        if pieces.count == 2, kinds[0] == .value || kinds[0] == .localized, isLabelColon(pieces[1], in: context) {
            return .independent
        }
        // The same after an empty literal that makes the chain a `String` (photominer's `"" + exifKeys[row] + ":"`).
        if pieces.count == 3, literalText(of: pieces[0], in: context) == "", kinds[1] == .value || kinds[1] == .localized,
            isLabelColon(pieces[2], in: context)
        {
            return .independent
        }
        // A localized message, then a block of lines from a new line on (GITGET's feedback mail: the greeting, then
        // '=====\niOS Version: %@…'): paragraphs one after the other, no sentence across them; the block's own words
        // are `hardcoded-string`'s.
        if pieces.count == 2, kinds[0] == .localized, let item = context.view.singleItem(pieces[1].range),
            let literal = context.file.literal(at: item), context.file.rendered(literal).value.hasPrefix("\n")
        {
            return .independent
        }
        // A localized message that ends its line or a label's colon, then a value (`String(localized: "…Error
        // details:\n") + "\(error)"`): the value it introduces, no words to order.
        if pieces.count == 2, kinds[0] == .localized, kinds[1] == .value || kinds[1] == .number,
            followsLineOrSeparator(join.operators[0], in: context)
        {
            return .independent
        }
        // A localized label and the number it names (`"Season".localized + " \(localizedSeason)"`, PopcornTime's
        // headers): 'Saison 3', 'Temporada 3', 'الموسم 3' — the order every shipped language keeps for a numbered
        // label, judged wrong each time it was reported; a number before a localized noun is still reported.
        if kinds.first == .localized, pieces.count <= 3, let last = pieces.last, isNumbered(last, in: context),
            pieces.count == 2 || kinds[1] == .space
        {
            return .independent
        }
        // A localized label and the one value it introduces, nothing after it (`"Rename".localized + " '\(name)'"`,
        // `Localizable.spread + " \(percent)%"`, `"Clear history record".localized + " \(count)"`): the label names
        // the value, whatever the language (on real apps, judged wrong 9 times in 11). A label whose last word
        // needs what follows ('Expires in', `APPS_WILL_BE_UPDATED_IN`) still orders words.
        if kinds.first == .localized, pieces.count == 2 || (pieces.count == 3 && kinds[1] == .space),
            kinds.last == .value || kinds.last == .number, !endsInFunctionWord(pieces[0], in: context),
            let value = pieces.last, !writesWords(value, in: context)
        {
            return .independent
        }
        // A colon and the value after it (`Text(": " + date)` after a label's `Text`, whose `+` is the finding): no
        // word to order here.
        if pieces.count == 2, isLabelColon(pieces[0], in: context), kinds[1] == .value || kinds[1] == .number {
            return .independent
        }
        // Two values and a colon between them (`block.title + ": " + courseName`, a calendar event's title;
        // `senderName + ": " + body`, a chat notification; `host + ": " + model`): a name and what it names, data
        // laid out as "%@: %@" reads in every language (on real apps, judged wrong 6 times in 6). A raw value before
        // the colon is text the code writes (`error.rawValue + ": " + message`): still reported.
        if pieces.count == 3, kinds[0] == .value, isLabelColon(pieces[1], in: context),
            kinds[2] == .value || kinds[2] == .number,
            !context.file.sourceText(of: pieces[0].range).hasSuffix("rawValue")
        {
            return .independent
        }
        // A localized paragraph with values on lines of their own around it (`"\(identifier)\n\n" + note`, vChewing's
        // client alert; `tooltip + "\n◆ " + reading`): lines, no words of one sentence.
        if kinds.contains(.localized), !kinds.contains(.prose), linesAroundLocalized(pieces, kinds: kinds, in: context) {
            return .independent
        }
        // Fields read out as a list, or lines: `subtitle + "\n" + String(localized: …)` stacks two lines, each
        // whole, and orders no words.
        // Values alone in a list (`lastName + ", " + firstName`, a bibliography's notation) are fields too: nothing in
        // them is translated, as with `name + " " + surname`.
        if isListOfFields(join, in: context),
            sink?.element == "accessibility" || sink?.name.hasPrefix("accessibility") == true
                || hasNeutralSeparators(join, in: context) || (kinds.contains(.punctuation) && !kinds.contains(.localized))
        {
            return .independent
        }
        let file = context.file
        // A number the code has written for the reader's locale already (`formatNumber(meters) + " m"`, whose
        // function asks NumberFormatter; `distance.formatted() + " km"`), then a unit's symbol: what a measurement
        // formatter writes too (ADS-B's 'm', 'ft', 'km/h', 'kts', which its catalog marks not to translate). A
        // magnitude's letter after a count scaled by a thousand or a million is still the formatter's to write.
        // So is SwiftUI's `Text(weight, format: .number) + Text(" kg")` (Glucosy's widgets, whose catalog translates
        // ' kg').
        if pieces.count == 2, isFormattedForLocale(pieces[0].range, in: context),
            !file.sourceText(of: pieces[0].range).contains("1_000"), !file.sourceText(of: pieces[0].range).contains("1000"),
            let literal = unitLiteral(pieces[1].range, in: context), isUnitSymbol(file.rendered(literal).value)
        {
            return .independent
        }
        // A value, then a unit's symbol every language the app ships writes as the source does (`String(gaps[i]) +
        // " ms"`, open-rmbt's ping graph; the app's translators keep it, or it is kept by default): nothing to order
        // or translate.
        if pieces.count == 2, !context.containsWordsOrLocalized(pieces[0].range),
            let literal = unitLiteral(pieces[1].range, in: context), !file.hasInterpolation(literal)
        {
            let written = file.rendered(literal).value
            let symbol = written.trimmingSpaces()
            if isUnitSymbol(written), context.lint.unitPractice.isKept(symbol) || context.lint.writesAlikeInShippedLanguages(symbol) {
                return .independent
            }
        }
        for position in join.operators.indices where kinds[position] == .number && kinds[position + 1] == .suffix {
            let suffix = pieces[position + 1].range.lowerBound
            let number = SourceFile.quote(file.sourceText(of: pieces[position].range))
            let written = file.literal(at: suffix).map { file.rendered($0).value } ?? ""
            // A count divided by a thousand or a million (`value / 1_000_000` + "m", CoronaTracker's case counts) is
            // an abbreviated number, not minutes or metres.
            let numberText = file.sourceText(of: pieces[position].range)
            let isScaledCount = ["k", "K", "m", "M", "b", "B", "bn", "mn"].contains(written.trimmingSpaces())
                && ["1_000", "1000", "1e3", "1e6", "1e9"].contains { numberText.contains($0) }
            let format = (isScaledCount ? nil : TextClassifier.abbreviatedUnit("0" + written)?.formatters)
                ?? ".formatted(.number.notation(.compactName))"
            return .report(
                at: join.operators[position],
                message: "'+' glues \(SourceFile.quote(written.trimmingSpaces())) to the number \(number); format the number for the reader's locale with \(format)")
        }
        if let position = kinds.firstIndex(where: { if case .chosenByCount = $0 { true } else { false } }),
            case .chosenByCount(let condition) = kinds[position]
        {
            return .report(
                at: join.operators[max(position - 1, 0)],
                message: "'+' joins a number and a word chosen by \(SourceFile.quote(condition)); use one localized string with plural variations")
        }
        if isSentences(join, in: context) || isMarkedWholePieces(join, in: context) { return .independent }
        // A file name or its extension (`name + "." + ext`, `"." + requiredFileExtension`): a dot with no space after it
        // ends no sentence.
        if isFileName(join, in: context) { return .independent }
        // Whole pieces laid out with punctuation (`"[" + mark + "] " + title`, `version + " (" + build + ")"`).
        if let template = templatePieces(of: join, in: context), TextTemplate.isTemplate(template) { return .independent }
        // `":" + emoji.shortcode + ":"`: a value inside the same delimiters is syntax (a shortcode, a tag).
        if pieces.count == 3, kinds == [.punctuation, .value, .punctuation],
            context.file.sourceText(of: pieces[0].range) == context.file.sourceText(of: pieces[2].range)
        {
            return .independent
        }
        if isLabelAndBracketedValue(join, in: context) || isNameThenLocalized(join, in: context)
            || isPairOfLocalized(join, in: context)
        {
            return .independent
        }
        // A product's name and its version (`Text("InfiniTime ") + Text(updateVersion)`, InfiniLink's firmware): a
        // name and a number, no words a language could reorder.
        if isNameAndVersion(join, in: context) { return .independent }
        // A console-style tag and its value (`Text("[TIME]") + Text(clock)`, `Text("[STAT]") + Text("Connected")`:
        // InfiniLink's terminal watch face): a tag in capitals, no sentence around it.
        if join.pieces.count == 2, isBracketedTag(join.pieces[0], in: context) { return .independent }
        if let position = kinds.firstIndex(of: .localized) {
            return .report(
                at: join.operators[max(position - 1, 0)],
                message: "'+' fixes the order of \(describe(join, in: context)); \(wholeSentence)")
        }
        // Words glued to values, no localized piece (`tunnel.name + " (On-Demand)"`, `"Hello " + name`): the words are
        // hardcoded text, which `hardcoded-string` reports at the literal; one localized format fixes both.
        if let sink, kinds.contains(.prose), gluedWords(in: join, sink: sink, in: context) != nil { return .independent }
        // Values and symbols alone, nothing localized, no words and no label's colon (`"🧪 " + address`,
        // `address.prefix(5) + "..." + address.suffix(5)`): data laid out, no sentence a language could reorder.
        // (`error.rawValue + ": " + message` is a label and its text: reported.)
        if !kinds.contains(.prose), pieces.allSatisfy({ piece in
            guard let literal = file.literal(at: piece.range.lowerBound) else {
                // A value with no text of its own (`Text("Hello ")` is a piece with words).
                return (piece.kind == .value || piece.kind == .number)
                    && !file.sourceText(of: piece.range).containsByte(UInt8(ascii: "\""))
            }
            let text = file.rendered(literal).value
            return !text.containsByte(UInt8(ascii: ":")) && !text.contains(where: \.isLetter)
        }) {
            return .independent
        }
        guard let sink, kinds.contains(where: { $0 == .prose || $0 == .punctuation }) else { return .undecided }
        return .report(
            at: join.operators[0],
            message: "'+' fixes the order of \(describe(join, in: context)) in text that \(sink.shownPhrase); \(wholeSentence)")
    }

    /// `name + "." + ext`, `"." + requiredFileExtension`: every literal piece is a dot alone, each with a value
    /// right after it, and nothing is localized.
    /// A number, or one value named for what numbers count off (`localizedSeason`, `episode.number`, `pageIndex`),
    /// alone or in a literal with a space before it (`" \(localizedSeason)"`).
    static func isNumbered(_ piece: JoinedPieces.Piece, in context: SiteContext) -> Bool {
        if piece.kind == .number { return true }
        guard piece.kind == .value else { return false }
        let text = context.file.sourceText(of: piece.range).lowercased()
        if let literal = context.file.literal(at: piece.range.lowerBound) {
            let (value, interpolations) = context.file.rendered(literal)
            guard interpolations.count == 1, value.trimmingSpaces() == "0" else { return false }
        }
        return numberedWords.contains { text.contains($0) }
    }

    /// Whether the pieces read, with each value a number (``isNumbered(_:in:)``: a version, a count), as a product
    /// or platform and its version (``TechnicalNames/isNameWithNumbers(_:)``: `"InfiniTime " + version`).
    static func isNameAndVersion(_ join: JoinedPieces, in context: SiteContext) -> Bool {
        var text = ""
        for piece in join.pieces {
            if let written = literalText(of: piece, in: context) {
                text += written
            } else if isNumbered(piece, in: context) {
                text += "0"
            } else {
                return false
            }
        }
        return TechnicalNames.isNameWithNumbers(text)
    }

    /// The text of the piece's first literal, as it reads (`"Expires in"` of `"Expires in".localized`), if it has one.
    static func literalText(of piece: JoinedPieces.Piece, in context: SiteContext) -> String? {
        piece.range.lazy.compactMap { context.view.literal(at: $0) }.first.map { context.file.rendered($0).value }
    }

    /// A literal of one word in capitals and digits inside square brackets (`"[TIME]"`, `"[STAT]"`, `"[OK]"`).
    static func isBracketedTag(_ piece: JoinedPieces.Piece, in context: SiteContext) -> Bool {
        guard let text = literalText(of: piece, in: context)?.trimmingSpaces() else { return false }
        guard text.count >= 3, text.hasPrefix("["), text.hasSuffix("]") else { return false }
        let word = text.dropFirst().dropLast()
        return word.unicodeScalars.allSatisfy { ($0.isASCII && $0.isUppercaseFast) || $0.isDigitASCII || $0 == "_" }
            && word.unicodeScalars.contains { $0.isUppercaseFast }
    }

    static let numberedWords = ["season", "episode", "number", "index", "page", "chapter", "step", "level", "version"]

    /// Whether a localized piece's text ends in a word that needs what follows it: a preposition, an article, a
    /// conjunction or an auxiliary ('Expires in', 'Apps will be updated automatically in'). Its text is its
    /// literal's (`"Expires in".localized`, `NSLocalizedString("Expires in", …)`), else its last name read as words
    /// (`L10n.expiresIn`, `APPS_WILL_BE_UPDATED_IN`).
    static func endsInFunctionWord(_ piece: JoinedPieces.Piece, in context: SiteContext) -> Bool {
        let lastWord: Substring?
        if let written = literalText(of: piece, in: context) {
            // A format that ends with its argument ('Copy of %@', edhita's duplicates) ends with a value, not a word.
            if TextClassifier.replacingFormatSpecifiers(in: written.trimmingSpaces(), with: "\u{1}", includingPercent: false).hasSuffix("\u{1}") {
                return false
            }
            lastWord = written.split { !$0.isLetter }.last
        } else {
            // The last name of a member chain, its last word after an underscore or a lower-to-upper case change.
            let name = context.file.sourceText(of: piece.range).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.last
            let segment = name?.split(separator: "_").last
            lastWord = segment.map { segment in
                let start = segment.indices.dropFirst().last { segment[$0].isUppercase && segment[segment.index(before: $0)].isLowercase }
                return start.map { segment[$0...] } ?? segment
            }
        }
        guard let lastWord else { return false }
        return functionWords.contains(lastWord.lowercased())
    }

    /// Whether a literal piece writes letters of its own beside its interpolations (`": \(remaining)s"`: a unit).
    static func writesWords(_ piece: JoinedPieces.Piece, in context: SiteContext) -> Bool {
        guard let literal = context.view.literal(at: piece.range.lowerBound) else { return false }
        return context.file.source.segments(of: literal).contains { segment in
            if case .text(let text) = segment { return text.contains { $0.isLetter } }
            return false
        }
    }

    static let functionWords: Set<String> = [
        "in", "on", "at", "to", "for", "by", "of", "with", "from", "into", "per", "than", "about", "after", "before",
        "until", "since", "the", "a", "an", "and", "or", "is", "are", "was", "were", "will", "be", "has", "have",
    ]

    static func isFileName(_ join: JoinedPieces, in context: SiteContext) -> Bool {
        var dots = 0
        for (position, piece) in join.pieces.enumerated() {
            switch piece.kind {
            case .value, .number: continue
            case .punctuation:
                guard let item = context.view.singleItem(piece.range), let literal = context.file.literal(at: item),
                    context.file.rendered(literal).value == ".", position + 1 < join.pieces.count,
                    [.value, .number].contains(join.pieces[position + 1].kind)
                else { return false }
                dots += 1
            default: return false
            }
        }
        return dots > 0
    }

    /// A literal that is a file extension alone: `".pdf"`, `".xcstrings"`.
    private static func isFileExtension(_ piece: JoinedPieces.Piece, in context: SiteContext) -> Bool {
        guard let item = context.view.singleItem(piece.range), let literal = context.file.literal(at: item) else {
            return false
        }
        let text = context.file.rendered(literal).value.unicodeScalars
        guard text.count >= 2, text.count <= 11, text.first == "." else { return false }
        return text.dropFirst().allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// A literal that is, spaces aside, a currency or other sign (`" $"`, `" €"`), a code of two to four capital
    /// letters (`" JST"`, `" USD"`) or, where every shipped language writes a decimal point, a magnitude's letter
    /// (`"k"`, `"M"`: GithubClient's '1.2k' stars in English and Chinese, as GitHub writes them).
    private static func isSignOrCode(_ piece: JoinedPieces.Piece, in context: SiteContext) -> Bool {
        guard let item = context.view.singleItem(piece.range), let literal = context.file.literal(at: item) else {
            return false
        }
        let rendered = context.file.rendered(literal)
        guard rendered.interpolations.isEmpty else { return false }
        let text = rendered.value.trimmingSpaces().unicodeScalars
        guard !text.isEmpty, text.count <= 4 else { return false }
        if text.allSatisfy({ $0.properties.generalCategory == .currencySymbol }) { return true }
        // A magnitude's letter where every shipped language writes a decimal number with a point, as the code does
        // ('1.2k' reads alike in English and Chinese); German's '1,2 Tsd.' is the formatter's to write (Brave).
        if text.count == 1, let letter = text.first, "kKMB".unicodeScalars.contains(letter) {
            return ShippedLocales.writeDecimalPoint(in: context.lint.shippedLanguages)
        }
        return text.count >= 2 && text.allSatisfy { $0.isASCII && ("A"..."Z").contains($0) }
    }

    /// A literal that is a colon alone, with or without spaces (`":"`, `": "`, `"："`).
    private static func isLabelColon(_ piece: JoinedPieces.Piece, in context: SiteContext) -> Bool {
        guard piece.kind == .punctuation, let literal = context.file.literal(at: piece.range.lowerBound) else { return false }
        let text = context.file.rendered(literal).value.trimmingSpaces()
        return text == ":" || text == "："
    }

    /// A localized label and a value after it, set off by a bracket or a separator, no word of its own
    /// (`NSLocalizedString("High", …) + " (≥ \(high))"`, `"Torrents".localized() + (count > 0 ? " (\(count))" : "")`,
    /// `"Servers".localized + " - \(profileName)"`, `"Remote Config Format Error".localized + ":" + error`): a label
    /// and its value or count, as a list, a title or a detail row shows them, no sentence to order (issue 46:
    /// punctuation around localized pieces and data is a template; a colon too, as ``TextTemplate`` reads it). Only
    /// the first piece is localized; every literal after it has no letter, and one opens a bracket or the first
    /// starts with a separator (`:`, `-`, `–`, `—`, `·`, `|`). A space alone decides nothing
    /// (`NSLocalizedString("from") + " " + source` is a sentence's pieces).
    static func isLabelAndBracketedValue(_ join: JoinedPieces, in context: SiteContext) -> Bool {
        let pieces = join.pieces
        guard pieces.count >= 2, pieces[0].kind == .localized, !pieces.dropFirst().contains(where: { $0.kind == .localized })
        else { return false }
        var opensBracket = false
        var startsWithSeparator: Bool?
        for piece in pieces.dropFirst() {
            for index in piece.range {
                guard let literal = context.file.literal(at: index) else { continue }
                let value = context.file.rendered(literal).value
                if value.unicodeScalars.contains(where: { $0.properties.isAlphabetic }), !isNamesAndVersions(value, in: context) {
                    return false
                }
                if value.contains("(") || value.contains("[") { opensBracket = true }
                if startsWithSeparator == nil, let first = value.trimmingSpaces().first {
                    startsWithSeparator = Self.labelSeparators.contains(first)
                }
            }
        }
        return opensBracket || startsWithSeparator == true
    }

    /// Whether the words of `text` are the app's product names and versions only (`" (V2rayU v0)"`, an
    /// interpolated version read as `0`): a name nobody translates, no word of a sentence.
    static func isNamesAndVersions(_ text: String, in context: SiteContext) -> Bool {
        let words = text.split { !$0.isLetter && !$0.isNumber && $0 != "." }
        return !words.isEmpty && words.allSatisfy { word in
            !word.contains(where: \.isLetter) || TechnicalNames.isVersion(word) || context.lint.isProductName(String(word))
        }
    }

    /// A product's name and a separator before a localized text or a value (NoMAD's `"NoMAD - " +
    /// "SignIn".translate`): a window's title as 'App - Page', the name set apart from what follows.
    static func isNameThenLocalized(_ join: JoinedPieces, in context: SiteContext) -> Bool {
        let pieces = join.pieces
        guard pieces.count == 2, pieces[1].kind == .localized || pieces[1].kind == .value,
            let text = literalText(of: pieces[0], in: context),
            let last = text.trimmingSpaces().last, labelSeparators.contains(last), isNamesAndVersions(text, in: context)
        else { return false }
        return text.contains(where: \.isLetter)
    }

    /// Two localized texts joined by a sign that lists them (`String(localized: .Language) + " & " +
    /// String(localized: .Theme)`, a heading of two nouns): either order reads, no word is ordered.
    static func isPairOfLocalized(_ join: JoinedPieces, in context: SiteContext) -> Bool {
        let pieces = join.pieces
        guard pieces.count == 3, pieces[0].kind == .localized, pieces[2].kind == .localized,
            let sign = literalText(of: pieces[1], in: context)?.trimmingSpaces()
        else { return false }
        return sign == "&" || sign == "/" || sign == "+"
    }

    /// Whether each localized piece of an interpolation is a label right before the value it names (V2rayU's
    /// `"\(String(localized: .Version)) \(appVersion) (\(String(localized: .Build)) \(appBuild))"`): the label's
    /// last word is in the value's name, so each pair is a label and its value, whatever the language, not words of
    /// one sentence. `"\(total) \(items.count) \(servers)"` names no value so.
    static func labelsNameTheirValues(_ interpolations: [Range<Int>], in context: SiteContext) -> Bool {
        var labels = 0
        for (position, range) in interpolations.enumerated() where context.isLocalizedExpression(range) {
            guard position + 1 < interpolations.count, !context.isLocalizedExpression(interpolations[position + 1]) else {
                return false
            }
            let label: [String]
            // The label's text as the catalog holds it ('Unable to get file' of `toast.file_error`), else its literal
            // or its symbol's name.
            if let text = catalogText(of: range, in: context)
                ?? range.lazy.compactMap({ context.view.literal(at: $0) }).first.map({ context.file.rendered($0).value })
            {
                label = text.split { !$0.isLetter }.map { $0.lowercased() }
            } else if let name = range.last(where: { context.tokens[$0].kind == .identifier }) {
                label = IdentifierWords.of(context.view.text(name))
            } else {
                return false
            }
            let value = interpolations[position + 1].filter { context.tokens[$0].kind == .identifier }
                .flatMap { IdentifierWords.of(context.view.text($0)) }
            // The label's last word (a key's last part: `about.version`), three letters or more, names the value.
            guard let word = label.last, word.count >= 3, value.contains(word) else { return false }
            labels += 1
        }
        return labels > 0
    }

    /// What sets a label's value off after it: a colon, a dash, a middle dot, a bar.
    static let labelSeparators: Set<Character> = [":", "：", "-", "–", "—", "·", "|"]

    /// A literal of invisible characters only: a zero-width space or joiner, a word joiner, a direction mark, a
    /// byte-order mark (Unicode's format characters), with or without spaces.
    static func isInvisible(_ piece: JoinedPieces.Piece, in context: SiteContext) -> Bool {
        guard let item = context.view.singleItem(piece.range), let literal = context.file.literal(at: item) else {
            return false
        }
        let scalars = context.file.rendered(literal).value.unicodeScalars
        return scalars.contains { $0.properties.generalCategory == .format }
            && scalars.allSatisfy { $0.properties.generalCategory == .format || $0 == " " }
    }

    /// A literal that is an ellipsis alone, `"..."` or `"…"`.
    private static func isEllipsis(_ piece: JoinedPieces.Piece, in context: SiteContext) -> Bool {
        guard let literal = context.file.literal(at: piece.range.lowerBound) else { return false }
        let text = context.file.rendered(literal).value
        return text == "..." || text == "…"
    }

    /// Fields side by side: values and localized strings separated only by `", "` (or `"; "`, `" · "`, `" • "`,
    /// `" | "`, `" - "`, `" / "`, a line break), no words of their own — a screen reader reads them out as a list, a
    /// label shows them as one (`title + " - " + subtitle`); no word order is fixed across them.
    static func isListOfFields(_ join: JoinedPieces, in context: SiteContext) -> Bool {
        join.pieces.allSatisfy { piece in
            switch piece.kind {
            case .localized, .value, .number, .space: return true
            case .punctuation:
                guard let item = context.view.singleItem(piece.range), let literal = context.file.literal(at: item) else {
                    return false
                }
                return listSeparators.contains(context.file.rendered(literal).value.trimmingSpaces())
            default: return false
            }
        }
    }

    /// Whether the `+=` at `index` appends a field that the next statement closes with a separator onto the same
    /// `target`: `csv += NSLocalizedString("Comment", comment: "")` then `csv += ";"` (or `"\n"`), Kraftstoff's
    /// export header. Fields between separators are read one by one, not as a sentence.
    static func isFieldBeforeSeparator(_ index: Int, target: Range<Int>, in context: SiteContext) -> Bool {
        let view = context.view
        let file = context.file
        guard let right = view.next(index) else { return false }
        var next = view.expressionEnd(from: right)
        while next < context.tokens.count, context.tokens[next].isComment || view.isPunctuation(next, UInt8(ascii: ";")) {
            next += 1
        }
        guard next < context.tokens.count else { return false }
        let name = file.sourceText(of: target)
        var operation = next
        while operation < min(context.tokens.count, next + 8), !view.isOperator(operation, "+=") { operation += 1 }
        guard operation < context.tokens.count, view.isOperator(operation, "+="), operation > next,
            file.sourceText(of: next..<operation) == name, let value = view.next(operation),
            let item = view.singleItem(value..<view.expressionEnd(from: value)), let literal = file.literal(at: item)
        else { return false }
        let text = file.rendered(literal).value
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return false }
        return listSeparators.contains(trimmed) || trimmed.allSatisfy { $0 == "\n" || $0 == "\t" || $0 == "\r\n" }
    }

    /// Whether the `+=` at `index` appends a line of its own: the text it appends starts with a line break
    /// (`tip += String(format: NSLocalizedString("\nConnection: %@", …), type)`, JSTColorPicker's device tooltip, a
    /// line translated whole with its label and value). Lines put one under another fix no word order.
    static func appendsLine(_ index: Int, in context: SiteContext) -> Bool {
        let view = context.view
        guard let right = view.next(index) else { return false }
        let end = view.expressionEnd(from: right)
        guard let open = (right..<end).first(where: { context.tokens[$0].kind == .stringOpen }),
            let literal = context.file.literal(at: open)
        else { return false }
        let text = context.file.rendered(literal).value
        return text.first(where: { $0 != " " && $0 != "\t" })?.isNewline == true
    }

    /// Whether the `+=` at `index` appends a localized sentence of its own (`desc += String(localized: " Note that
    /// this is only applicable in compact UI mode.")`, CubeTime's setting description): three words or more, a
    /// capital first and a full stop, `!` or `?` last, as ``isSentences(_:in:)`` reads them. Sentences put one after
    /// another fix no word order.
    static func appendsSentence(_ index: Int, in context: SiteContext) -> Bool {
        let view = context.view
        guard let right = view.next(index), operandKind(at: right, in: context) == .localized else { return false }
        let end = view.expressionEnd(from: right)
        return isLocalizedSentence(right..<end, in: context)
    }

    /// Whether the localized piece at `range` is a sentence of its own: its text (the catalogs' source text of its
    /// key, where they hold it; Lazy Mouse's `hint.dpiSteps`, 'Separate the values with commas, at least two are
    /// required.') has three words or more, a capital first and a full stop, `!` or `?` last.
    static func isLocalizedSentence(_ range: Range<Int>, in context: SiteContext) -> Bool {
        guard let open = range.first(where: { context.tokens[$0].kind == .stringOpen }),
            let literal = context.file.literal(at: open)
        else { return false }
        let text = catalogText(of: range, in: context) ?? context.file.rendered(literal).value.trimmingSpaces()
        guard let first = text.unicodeScalars.first, first.isUppercaseFast, let last = text.last else { return false }
        return ".!?。".contains(last) && text.split(separator: " ").count >= 3
    }

    static let listSeparators: Set<String> = [",", ";", "·", "•", "|", "-", "–", "—", "/"]
    /// Separators written alike in every language (a comma or semicolon is not: `、`, `،`): fields joined with
    /// these, or put on lines of their own, are independent wherever they are shown.
    static let neutralSeparators: Set<String> = ["·", "•", "|", "-", "–", "—", "/"]

    /// Whole localized sentences put one after another with spaces (`info += " " + NSLocalizedString("This will
    /// keep your Downloads folder uncluttered.", comment: "")`): each is a sentence of its own (three words or
    /// more, a capital first and a full stop, `!` or `?` last), so no word order is fixed across them. A value may
    /// come first (the sentence before it).
    static func isSentences(_ join: JoinedPieces, in context: SiteContext) -> Bool {
        var sentences = 0
        for (position, piece) in join.pieces.enumerated() {
            switch piece.kind {
            case .space: continue
            case .value where position == 0: continue
            case .localized:
                guard isLocalizedSentence(piece.range, in: context) else { return false }
                sentences += 1
            default: return false
            }
        }
        return sentences > 0
    }

    /// Whether the pieces are localized texts set apart only by sentence marks or a separator, in an app whose every
    /// language writes '.', '?' and '!' as English does (Latin or Cyrillic script, not Spanish's '¿'): Commun's
    /// `"what's new".localized() + "?"`, `draft.localized() + ".\n" + question.localized() + "?"`, `followers + " • "
    /// + posts`, `"+ " + "add contact".localized()`. Each piece is translated whole; no word is ordered.
    static func isMarkedWholePieces(_ join: JoinedPieces, in context: SiteContext) -> Bool {
        var localized = 0
        for piece in join.pieces {
            switch piece.kind {
            case .space: continue
            case .localized: localized += 1
            case .punctuation:
                guard let item = context.view.singleItem(piece.range), let literal = context.file.literal(at: item) else {
                    return false
                }
                let marks = context.file.rendered(literal).value.filter { !$0.isWhitespace }
                guard marks.count <= 2, marks.allSatisfy({ ".?!•·|+".contains($0) }) else { return false }
            default: return false
            }
        }
        return localized >= 1 && ShippedLocales.writeEnglishSentenceMarks(in: context.lint.shippedLanguages)
    }

    /// Whether a line break sets each localized piece off from the pieces beside it: the literal before it ends
    /// with one, or the literal after it starts with one (spaces aside).
    static func linesAroundLocalized(_ pieces: [JoinedPieces.Piece], kinds: [JoinedPieces.Kind], in context: SiteContext) -> Bool {
        func text(_ index: Int) -> String? {
            guard let item = context.view.singleItem(pieces[index].range), let literal = context.file.literal(at: item) else {
                return nil
            }
            return context.file.rendered(literal).value
        }
        func breaks(after left: Int) -> Bool {
            if let value = text(left), value.trimmingCharacters(in: [" "]).hasSuffix("\n") { return true }
            if let value = text(left + 1), value.trimmingCharacters(in: [" "]).hasPrefix("\n") { return true }
            return false
        }
        for (position, kind) in kinds.enumerated() where kind == .localized {
            if position > 0, !breaks(after: position - 1) { return false }
            if position + 1 < pieces.count, !breaks(after: position) { return false }
        }
        return pieces.count >= 2
    }

    /// Whether the pieces are separated by ``neutralSeparators`` or line breaks (at least one, and no comma or
    /// semicolon). Values put side by side with a plain space or nothing between them may be words of one sentence.
    static func hasNeutralSeparators(_ join: JoinedPieces, in context: SiteContext) -> Bool {
        var separators = 0
        for piece in join.pieces where piece.kind == .space || piece.kind == .punctuation {
            guard let item = context.view.singleItem(piece.range), let literal = context.file.literal(at: item) else {
                return false
            }
            let value = context.file.rendered(literal).value
            let trimmed = value.trimmingSpaces()
            if value.contains("\n") && trimmed.isEmpty || neutralSeparators.contains(trimmed) {
                separators += 1
            } else if !trimmed.isEmpty {
                return false
            }
        }
        return separators > 0
    }

    /// A literal whose own text (its interpolations left out) is only spaces, line breaks and neutral separators:
    /// `"\(title)\n\(detail)"` puts values on lines of their own, `"\(export)/\(import)"` side by side.
    static func isSeparatedFields(_ literal: StringLiteral, in context: SiteContext) -> Bool {
        var own = ""
        for case .text(let text) in context.file.source.segments(of: literal) { own += text }
        // A plain space between the values may stand between words of one sentence: a separator or a line break.
        let separates = own.unicodeScalars.contains { $0 == "\n" || neutralSeparators.contains(String($0)) }
        // A sign that marks a value (Bemol's enharmonic notes, `"\(c)♯ / \(d)♭"`) is written alike in every language.
        return separates && own.unicodeScalars.allSatisfy { scalar in
            scalar.isWhitespaceFast || neutralSeparators.contains(String(scalar)) || isMarkingSign(scalar)
        }
    }

    /// A symbol that marks a value, outside ASCII (`♯`, `♭`, `°`, `™`): no word, the same in every language.
    static func isMarkingSign(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .mathSymbol, .otherSymbol: return true
        default: return false
        }
    }

    /// The literals of words in a chain of `+` given to `sink`, when the chain has no localized piece and each is
    /// prose where it stands (``SiteContext/proseLiteral(at:for:honouringEnglishKeys:)``): hardcoded text glued to
    /// values, which `hardcoded-string` reports (`tunnel.name + " (On-Demand)"`); nil otherwise.
    static func gluedWords(in join: JoinedPieces, sink: TextSink, in context: SiteContext) -> [Int]? {
        guard !join.pieces.contains(where: { $0.kind == .localized }) else { return nil }
        var words: [Int] = []
        for piece in join.pieces where piece.kind == .prose {
            guard let item = context.view.singleItem(piece.range),
                context.proseLiteral(at: item, for: sink, honouringEnglishKeys: false) != nil
            else { return nil }
            words.append(item)
        }
        return words.isEmpty ? nil : words
    }

    /// The pieces of an interpolating literal as ``TextTemplate`` reads them: its text between the interpolations,
    /// and each interpolation as localized, a number or another value.
    static func templatePieces(of literal: StringLiteral, in context: SiteContext) -> [TextTemplate.Piece] {
        context.file.source.segments(of: literal).map { segment in
            switch segment {
            case .text(let text): return .literal(text)
            case .interpolation(let range):
                if context.isLocalizedExpression(range) { return isLabel(range, in: context) ? .label : .localized }
                return JoinedPieces.isNumberLike(range, in: context) ? .number : .value
            }
        }
    }

    /// The pieces of a chain of `+` as ``TextTemplate`` reads them; nil when a piece is more than layout and values
    /// (words, a unit, a word chosen by a count, markup, a copyright line).
    static func templatePieces(of join: JoinedPieces, in context: SiteContext) -> [TextTemplate.Piece]? {
        var pieces: [TextTemplate.Piece] = []
        for piece in join.pieces {
            switch piece.kind {
            case .localized: pieces.append(isLabel(piece.range, in: context) ? .label : .localized)
            case .number: pieces.append(.number)
            case .value:
                // `Text("Hello ") + Text(name)`: views of text joined, which the `Text` + `Text` check judges.
                if operandKind(at: piece.range.lowerBound, in: context) == .text { return nil }
                pieces.append(.value)
            case .space, .punctuation, .prefixSymbol:
                guard let item = context.view.singleItem(piece.range), let literal = context.file.literal(at: item) else {
                    return nil
                }
                pieces.append(.literal(context.file.rendered(literal).value))
            case .prose, .suffix, .chosenByCount, .markupOrURL, .copyright: return nil
            }
        }
        return pieces
    }

    /// A localized piece whose key (its first literal) ends with a colon, or whose key's source text in the catalogs
    /// does (`toast_FileError` = 'Unable to get file: '): a label the translator punctuates.
    static func isLabel(_ range: Range<Int>, in context: SiteContext) -> Bool {
        guard let open = range.first(where: { context.tokens[$0].kind == .stringOpen }),
            let literal = context.file.literal(at: open)
        else { return false }
        if context.file.rendered(literal).value.trimmingSpaces().hasSuffix(":") { return true }
        let last = catalogText(of: range, in: context)?.last
        return last == ":" || last == "："
    }

    /// `Text(" ")`, `Text(", ")`: a Text of spaces or a list separator, which joins phrases without ordering words.
    static func isSeparatorText(_ start: Int, in context: SiteContext) -> Bool {
        let view = context.view
        guard view.token(start, is: "Text"), let open = view.callParenthesis(after: start), let close = view.matching(open),
            let argument = view.arguments(open: open, close: close).first, !argument.hasLabel,
            let item = view.singleItem(argument.expression), let literal = context.file.literal(at: item)
        else { return false }
        let text = context.file.rendered(literal).value.trimmingSpaces()
        return text.isEmpty || listSeparators.contains(text)
    }

    /// The pieces as a finding names them: `'user.name' and the localized 'feed.boosted'`; spaces left out.
    static func describe(_ join: JoinedPieces, in context: SiteContext) -> String {
        list(join.pieces.filter { $0.kind != .space }.map { name(of: $0.range, localized: $0.kind == .localized, in: context) })
    }

    /// A piece as a finding names it: a literal as written (`'Removed:'`), a localized string by its key (`the
    /// localized 'feed.boosted'`), anything else as written (`'user.name'`).
    static func name(of range: Range<Int>, localized: Bool, in context: SiteContext) -> String {
        let file = context.file
        if let item = context.view.singleItem(range), let literal = file.literal(at: item) {
            return SourceFile.quote(file.sourceText(of: literal))
        }
        guard localized else { return SourceFile.quote(file.sourceText(of: range).trimmingSpaces()) }
        let key = range.first { context.tokens[$0].kind == .stringOpen }.flatMap(file.literal(at:))
        return "the localized " + SourceFile.quote(key.map(file.sourceText(of:)) ?? file.sourceText(of: range).trimmingSpaces())
    }

    /// Whether the localized piece at `range` is a whole text: its key's source text in the catalogs ends a sentence
    /// or markup (`.`, `!`, `?`, `。`, `>`), or is long (120 characters or more).
    static func isWholeText(_ range: Range<Int>, in context: SiteContext) -> Bool {
        guard let text = catalogText(of: range, in: context), let last = text.last else { return false }
        return ".!?。>".contains(last) || text.count >= 120
    }

    /// The catalogs' source text, spaces trimmed, of the key the localized piece at `range` names (its first literal).
    static func catalogText(of range: Range<Int>, in context: SiteContext) -> String? {
        rawCatalogText(of: range, in: context)?.trimmingSpaces()
    }

    /// The catalogs' source text, as written (spaces and line breaks kept), of the key the localized piece at
    /// `range` names.
    static func rawCatalogText(of range: Range<Int>, in context: SiteContext) -> String? {
        guard let token = range.first(where: { context.tokens[$0].kind == .stringOpen }),
            let literal = context.file.literal(at: token), let key = context.file.source.plainText(of: literal)
        else { return nil }
        return context.lint.catalogTexts[key]
    }

    /// Whether a localized text opens as a note set off from what comes before it: a line break first
    /// ('\n(Bought me chicken)'), or a space and then the whole text in brackets (' (bought me chicken)').
    static func opensNote(_ text: String) -> Bool {
        let body = text.drop { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }
        if body.first == "\n" || body.first == "\r\n" { return body.contains(where: \.isLetter) }
        guard body.startIndex != text.startIndex, let open = body.first, let close = body.last, body.count > 2 else {
            return false
        }
        return (open == "(" && close == ")") || (open == "（" && close == "）")
    }

    /// `'a', 'b' and 'c'`; past four names, `…`.
    static func list(_ names: [String]) -> String {
        let shown = names.count > 4 ? Array(names.prefix(4)) + ["…"] : names
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    }

    /// `message.append(String(localized: …))`, `attributed.append(AttributedString(String(localized: …)))`: a
    /// localized fragment added to other text.
    private static func checkAppend(_ call: AppendCall, in context: SiteContext, into findings: inout SourceFindings) {
        let view = context.view
        guard call.addsText else { return }
        if receiverLooksLikeText(call.name, in: view) {
            guard context.isLocalizedExpression(call.argument) || JoinedPieces.isTextMadeFromLocalized(call.argument, in: context)
            else { return }
        } else {
            guard JoinedPieces.isLocalizedCall(call.argument, in: context), receiverIsAttributedText(call.name, in: context)
            else { return }
        }
        if followsLineOrSeparator(call.name, in: context) { return }
        let name = view.text(call.name)
        let receiver = view.receiver(ofMember: call.name)
        let key = call.argument.first { context.tokens[$0].kind == .stringOpen }.flatMap(context.file.literal(at:))
        let fragment = key.map { "the localized " + SourceFile.quote(context.file.sourceText(of: $0)) } ?? "a localized fragment"
        let target = receiver.isEmpty ? "other text" : "the text in " + SourceFile.quote(context.file.sourceText(of: receiver))
        findings.report(
            Self.self, at: call.name,
            "'\(name)' adds \(fragment) to \(target), fixing their order; \(wholeSentence)")
    }

    /// The text before an append ends a line, is a neutral separator (`"…\n"`, `"  ·  "`) or a label's colon: the last literal within
    /// ``JoinedPieces/countChoiceReach`` tokens before it. A localized line or link after it is whole, not a piece
    /// of a sentence.
    static func followsLineOrSeparator(_ nameIndex: Int, in context: SiteContext) -> Bool {
        var cursor = nameIndex - 1
        var depth = 0  // literals inside an interpolation come before their literal's close, read backwards
        while cursor >= max(nameIndex - JoinedPieces.countChoiceReach, 0) {
            defer { cursor -= 1 }
            if context.tokens[cursor].kind == .stringClose { depth += 1 }
            guard context.tokens[cursor].kind == .stringOpen else { continue }
            depth -= 1
            guard depth <= 0, let literal = context.file.literal(at: cursor) else { continue }
            let value = context.file.rendered(literal).value
            let trimmed = value.trimmingSpaces()
            // A label's colon before it (`"\(NSLocalizedString("Account", …)): "`): the value the label names.
            return value.hasSuffix("\n") || neutralSeparators.contains(trimmed) || trimmed.hasSuffix(":")
                || trimmed.hasSuffix("：")
        }
        return false
    }

    /// `var line = AttributedString(…)`, `let text: NSMutableAttributedString`: a receiver declared as attributed
    /// text, by its type or its initial value, within ``JoinedPieces/countChoiceReach`` tokens before the call (a
    /// bounded read: appends are many, and looking each receiver up among the file's declarations is quadratic).
    static func receiverIsAttributedText(_ nameIndex: Int, in context: SiteContext) -> Bool {
        let view = context.view
        guard let dot = view.previous(nameIndex), view.isPunctuation(dot, UInt8(ascii: ".")),
            let receiver = view.previous(dot), context.tokens[receiver].kind == .identifier, !view.followsDot(receiver)
        else { return false }
        let name = view.text(receiver)
        var cursor = receiver - 1
        while cursor >= max(receiver - JoinedPieces.countChoiceReach, 0) {
            defer { cursor -= 1 }
            guard context.tokens[cursor].kind == .keyword, view.token(cursor, is: "var") || view.token(cursor, is: "let"),
                let declared = view.next(cursor), view.text(declared) == name, let after = view.next(declared),
                let type = view.next(after)
            else { continue }
            guard view.isPunctuation(after, UInt8(ascii: ":")) || view.isOperator(after, "=") else { return false }
            return JoinedPieces.attributedTypes.contains(view.text(type))
        }
        return false
    }

    /// `Text(fieldName + ": ")`: a literal of punctuation glued to a piece of text (its spacing and form differ
    /// between languages: French writes ` : `). Whitespace alone (`name + " " + surname`) is not reported.
    /// Whether `range` calls what writes a number for the reader's locale: `.formatted(…)`, a function named
    /// for formatting (`formatNumber(meters)`, `formatDistance(d)`), `NumberFormatter.localizedString(from:number:)`
    /// or a formatter's `string(from:)`. A value merely named `formatted` is not such a call (it may hold
    /// `String(format: "%.1f", …)`, the same in every language).
    static func isFormattedForLocale(_ range: Range<Int>, in context: SiteContext) -> Bool {
        let view = context.view
        return range.contains { index in
            guard context.tokens[index].kind == .identifier, let open = view.next(index),
                view.isPunctuation(open, UInt8(ascii: "(")), range.contains(open)
            else { return false }
            let name = view.text(index)
            if name == "formatted" || name == "localizedString" { return true }
            // `Text(value, format: .number)`: SwiftUI formats the value for the reader's locale.
            if name == "Text", index == range.lowerBound, let close = view.matching(open) {
                return view.arguments(open: open, close: close).contains { view.hasLabel($0, "format") }
            }
            let words = IdentifierWords.of(name)
            if words.count >= 2, words.first == "format" { return true }
            if name == "string", let dot = view.previous(index), view.isPunctuation(dot, UInt8(ascii: ".")),
                let receiver = view.previous(dot), context.tokens[receiver].kind == .identifier
            {
                return IdentifierWords.of(view.text(receiver)).last == "formatter"
            }
            return false
        }
    }

    /// Whether `text` is a keyboard shortcut's keys, alone or in brackets: the glyphs of modifier and special keys
    /// (`⌘`, `⇧`, `⌥`, `⌃`, `↩`, `⏎`, `⌫`, `⎋`, `⇥`, arrows), at most one letter, digit or sign after them.
    ///
    ///     StringConcatenationRule.isKeyGlyphHint(" (↩)")    // true
    ///     StringConcatenationRule.isKeyGlyphHint(" (⌘K)")   // true
    ///     StringConcatenationRule.isKeyGlyphHint(" (Esc)")  // false: a key's name, in words
    static func isKeyGlyphHint(_ text: String) -> Bool {
        var body = Substring(text).drop { $0 == " " }
        while body.last == " " { body = body.dropLast() }
        if body.first == "(" || body.first == "[", body.last == ")" || body.last == "]" { body = body.dropFirst().dropLast() }
        let glyphs = body.prefix { keyGlyphs.contains($0) }
        guard !glyphs.isEmpty else { return false }
        let rest = body.dropFirst(glyphs.count)
        return rest.count <= 1 && rest.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber || $0.isPunctuation) }
    }

    static let keyGlyphs: Set<Character> = [
        "⌘", "⇧", "⌥", "⌃", "↩", "⏎", "⌫", "⌦", "⎋", "⇥", "⇤", "↑", "↓", "←", "→", "⇞", "⇟", "↖", "↘", "⏏", "␣", "⇪",
    ]

    /// The literal a piece is: the literal itself, or the one argument of `Text("…")`.
    static func unitLiteral(_ range: Range<Int>, in context: SiteContext) -> StringLiteral? {
        let view = context.view
        if let item = view.singleItem(range), let literal = context.file.literal(at: item) { return literal }
        guard view.token(range.lowerBound, is: "Text"), let open = view.next(range.lowerBound),
            view.isPunctuation(open, UInt8(ascii: "(")), let close = view.matching(open), view.next(close) == nil || view.next(close)! >= range.upperBound,
            let first = view.next(open), let literal = context.file.literal(at: first), let last = view.matching(first),
            view.next(last) == close
        else { return nil }
        return literal
    }

    /// Whether `text` is a unit's symbol after its number, after at most one space: a symbol ``TextClassifier``
    /// knows (' m', ' ft'), a rate (' km/h', ' ft/min'), an abbreviation (' kts') or short letters that are no English
    /// word — not a counted noun (' items').
    static func isUnitSymbol(_ text: String) -> Bool {
        let symbol = String(text.hasPrefix(" ") ? text.dropFirst() : Substring(text))
        guard !symbol.isEmpty, symbol.count <= 6, symbol.first?.isLetter == true, symbol.last?.isLetter == true,
            symbol.allSatisfy({ $0.isLetter || $0 == "/" })
        else { return false }
        // Letters without a vowel are an abbreviation ('kts', 'hrs', 'mph'), whatever a word list takes them for.
        let isAbbreviation = !symbol.lowercased().contains { "aeiouy".contains($0) }
        return TextClassifier.unitSymbols.contains(symbol) || symbol.contains("/") || isAbbreviation
            || EnglishWords.isNameOnly(symbol)
    }

    static func gluesPunctuation(_ range: Range<Int>, in context: SiteContext) -> Bool {
        context.view.topLevel(range).contains { item in
            guard let literal = context.file.literal(at: item) else { return false }
            let value = context.file.rendered(literal).value.trimmingSpaces()
            return !value.isEmpty && !value.unicodeScalars.contains { $0.isLetterFast || $0.isDigitASCII }
        }
    }

    // MARK: Operands

    enum OperandKind { case text, localized, other }

    /// Whether `literal` is one key of the team's own style followed by its arguments, which the tables hold as
    /// written (Persistent's `Text("DetailView.GoalString \(goal) \(per)")`, its tables' `"DetailView.GoalString %@
    /// %@"`, German `"Ziel von %1$@ pro %2$@"`): translators order its arguments, nothing in code fixes them.
    private static func isTableKeyWithArguments(_ literal: StringLiteral, in context: SiteContext) -> Bool {
        guard context.lint.containsCatalogKey(context.file.formatKey(literal)) else { return false }
        var words = 0
        for case .text(let text) in context.file.source.segments(of: literal) where !text.trimmingSpaces().isEmpty {
            words += 1
            guard words == 1, context.lint.isConventionalKey(text.trimmingSpaces()) else { return false }
        }
        return words == 1
    }

    /// `Text(…)` (not `Text(verbatim:)` or an `Image`), a localized call, or anything else.
    static func operandKind(at start: Int, in context: SiteContext) -> OperandKind {
        let view = context.view
        guard context.tokens[start].kind == .identifier, let open = view.callParenthesis(after: start),
            let close = view.matching(open)
        else { return .other }
        if view.token(start, is: "Text") {
            if let first = view.arguments(open: open, close: close).first {
                if view.hasLabel(first, "verbatim") { return .other }
                // Text(Image(systemName: "star")) is an icon, not words.
                if !first.hasLabel, let head = view.firstCode(in: first.expression), view.token(head, is: "Image") {
                    return .other
                }
            }
            return .text
        }
        if JoinedPieces.isTextMadeFromLocalized(start..<close + 1, in: context) { return .localized }
        return context.isLocalizedCall(start, open: open, close: close) ? .localized : .other
    }

    /// `Text(": " + date)`, `Text(": \(count)")`: a colon and a value after a label's `Text` (BookPlayer's
    /// `Text("watchapp_last_played_title".localized) + Text(": " + date)`): a label and its value, no sentence.
    static func isColonAndValue(_ start: Int, in context: SiteContext) -> Bool {
        // The literal's interpolations render as `0`: only the colon is text, the rest values.
        guard let text = firstLiteralValue(ofCallAt: start, in: context)?.trimmingSpaces(),
            text.hasPrefix(":") || text.hasPrefix("：")
        else { return false }
        return !text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// `Text("Version:")`, or `Text("settings_view_app_version")` whose catalog text is 'Version:': a label that ends
    /// with its colon, the value after it.
    static func isLabelBeforeValue(_ start: Int, in context: SiteContext) -> Bool {
        guard let value = firstLiteralValue(ofCallAt: start, in: context) else { return false }
        let text = context.lint.catalogTexts[value]?.trimmingSpaces() ?? value.trimmingSpaces()
        guard let last = text.last, last == ":" || last == "：" else { return false }
        return text.contains(where: \.isLetter)
    }

    /// `Text("\(Image(systemName: "star")) ")`: a literal that holds only images (and spaces), no word.
    static func isImageOnly(_ start: Int, in context: SiteContext) -> Bool {
        guard let literal = firstLiteral(ofCallAt: start, in: context) else { return false }
        let view = context.view
        var images = 0
        for segment in context.file.source.segments(of: literal) {
            switch segment {
            case .text(let text):
                guard text.allSatisfy({ $0 == " " }) else { return false }
            case .interpolation(let range):
                guard let name = view.firstCode(in: range), view.token(name, is: "Image") else { return false }
                images += 1
            }
        }
        return images > 0
    }

    /// `Text(" - The binary tool for AI upscaling")`: a literal that starts with a dash set off by spaces.
    static func isDashAndDescription(_ start: Int, in context: SiteContext) -> Bool {
        guard let value = firstLiteralValue(ofCallAt: start, in: context) else { return false }
        return [" - ", " – ", " — "].contains { value.hasPrefix($0) }
    }

    /// Whether the call at `start` is `Text("(…)")`: its literal, markdown emphasis aside (`*(…)*`), is wholly in
    /// parentheses.
    static func isParenthesizedNote(_ start: Int, in context: SiteContext) -> Bool {
        guard let value = firstLiteralValue(ofCallAt: start, in: context) else { return false }
        let marks: Set<Character> = [" ", "*", "_"]
        let note = value.drop { marks.contains($0) }.reversed().drop { marks.contains($0) }.reversed()
        return note.count >= 3 && note.first == "(" && note.last == ")" && !note.dropFirst().dropLast().contains("(")
    }

    /// The rendered value of the literal that starts the first, unlabelled argument of the call at `start`.
    private static func firstLiteralValue(ofCallAt start: Int, in context: SiteContext) -> String? {
        firstLiteral(ofCallAt: start, in: context).map { context.file.rendered($0).value }
    }

    /// The literal that starts the first, unlabelled argument of the call at `start`.
    private static func firstLiteral(ofCallAt start: Int, in context: SiteContext) -> StringLiteral? {
        let view = context.view
        guard let open = view.callParenthesis(after: start), let close = view.matching(open),
            let first = view.arguments(open: open, close: close).first, !first.hasLabel,
            let head = view.firstCode(in: first.expression)
        else { return nil }
        return context.file.literal(at: head)
    }

    /// `Text("…")` with a literal that has words or is a key, or with a localized call.
    /// Whether the `Text` at `start` shows one literal written only in a script none of the app's languages is
    /// written in and the app's data is (``LintContext/isInDataScript(_:)``).
    static func isTextInUnshippedScript(_ start: Int, in context: SiteContext) -> Bool {
        guard let open = context.view.callParenthesis(after: start), let close = context.view.matching(open),
            let item = context.view.singleItem(open + 1..<close), let literal = context.file.literal(at: item)
        else { return false }
        let (value, interpolations) = context.file.rendered(literal)
        return interpolations.isEmpty && context.lint.isInDataScript(value)
    }

    static func textHasWords(_ start: Int, in context: SiteContext) -> Bool {
        guard let open = context.view.callParenthesis(after: start), let close = context.view.matching(open) else {
            return false
        }
        return context.containsWordsOrLocalized(open + 1..<close, keysCount: true)
    }

    /// True when an interpolation holds a number-like value (`count`, `total`, `items.count`, `3`; not a name
    /// the file declares only as text, like `let versionNumber: String`) or a localized string: the two cases
    /// where splicing breaks grammar in other languages.
    /// Whether the literal at token `item` is words and then one interpolated value, a number, closing it: `"Сезон
    /// \(number)"`, `"Page \(index + 1)"`; not `"\(count) files"`, nor a localized piece or a word chosen in code.
    static func isLabelAndNumber(_ item: Int, in context: SiteContext) -> Bool {
        guard let literal = context.file.literal(at: item) else { return false }
        let segments = context.file.source.segments(of: literal)
        guard segments.count == 2, case .text(let words) = segments[0], case .interpolation(let range) = segments[1],
            words.hasSuffix(" "), words.contains(where: \.isLetter), words.split(separator: " ").count <= 2,
            !context.isLocalizedExpression(range), !choosesWords(range, in: context)
        else { return false }
        return range.contains { context.tokens[$0].kind == .number || context.tokens[$0].kind == .identifier }
    }

    /// The first tokens of the literal's interpolations that stand right after a colon (and spaces) and are no
    /// localized text: a label's value (`Size: \(count)`), which agrees with no word around it; or that end the
    /// literal after a whole sentence (Ollama-SwiftUI's `"Looks like there is a problem retrieving the data.
    /// \(error?.localizedDescription)"`): a detail after the message, no word spliced around it.
    static func valuesSetApart(_ literal: StringLiteral, in context: SiteContext) -> Set<Int> {
        var found: Set<Int> = []
        var previous: Substring?
        let segments = context.file.source.segments(of: literal)
        for (position, segment) in segments.enumerated() {
            switch segment {
            case .text(let text): previous = Substring(text)
            case .interpolation(let range):
                // Nothing after it but closing marks and spaces: the literal's last piece.
                func endsLiteral() -> Bool {
                    segments.dropFirst(position + 1).allSatisfy { rest in
                        if case .text(let text) = rest { return text.allSatisfy { " .)]\"”".contains($0) } }
                        return false
                    }
                }
                if let before = previous?.reversed().drop(while: { $0 == " " }).first,
                    (before == ":" || before == "：") && !context.isLocalizedExpression(range)
                        || ".!?。".contains(before) && endsLiteral()
                {
                    found.insert(range.lowerBound)
                }
                previous = nil
            }
        }
        return found
    }

    static func splicesNumberOrLocalized(_ range: Range<Int>, in context: SiteContext) -> Bool {
        range.contains { index in
            let token = context.tokens[index]
            if token.kind == .number { return true }
            guard token.kind == .identifier else { return false }
            let name = context.view.text(index)
            // A call (`String(localized: …)`), not a type named like one (`as? String`).
            let isCall = context.view.next(index).map { context.view.isPunctuation($0, UInt8(ascii: "(")) } ?? false
            return (isCall && context.lint.isLocalizingCall(named: name)) || context.isLocalizedVariable(name, before: index)
                || (IdentifierWords.of(name).contains(where: JoinedPieces.numberHints.contains)
                    && !context.isDeclaredAsText(name) && !endsInTextMember(index, in: context.view))
        }
    }

    /// Whether the member chain through the name at `index` ends in a member named for text (its last word
    /// `String` or `Text`): `remainingTime?.asDaysHoursMinutesString` is a duration a `DateComponentsFormatter`
    /// wrote (BookPal's `"done-in \(…)"`), no count; its receiver's name says nothing of the value's type.
    static func endsInTextMember(_ index: Int, in view: CodeView) -> Bool {
        var last = index
        var cursor = view.next(index)
        while let current = cursor {
            var dot = current
            // `?.` and `!.`: optional chaining and a forced unwrap before the member.
            if view.isOperator(current, "?") || view.isOperator(current, "!") || view.isPunctuation(current, UInt8(ascii: "?"))
                || view.isPunctuation(current, UInt8(ascii: "!"))
            {
                guard let next = view.next(current) else { break }
                dot = next
            }
            guard view.isPunctuation(dot, UInt8(ascii: ".")), let member = view.next(dot), view.tokens[member].kind == .identifier
            else { break }
            last = member
            cursor = view.next(member)
        }
        guard let word = IdentifierWords.of(view.text(last)).last else { return false }
        return word == "string" || word == "text"
    }

    /// `message.append(…)` builds text; `items.append(…)` (a plural name) fills an array.
    static func receiverLooksLikeText(_ nameIndex: Int, in view: CodeView) -> Bool {
        guard let dot = view.previous(nameIndex), let receiver = view.previous(dot),
            view.tokens[receiver].kind == .identifier
        else { return false }
        let words = IdentifierWords.of(view.text(receiver))
        guard let last = words.last, !(last.hasSuffix("s") && !last.hasSuffix("ss")) else { return false }
        return words.contains { textHints.contains($0) }
    }

    static let textHints: Set<String> = [
        "text", "string", "message", "title", "label", "summary", "description", "caption", "body", "sentence",
        "subtitle", "detail", "details", "attributed", "note", "sentence", "caption",
    ]

}
