import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing

/// `locale-format`: a date, number or amount of money shown to the user in a form that ignores the user's locale.
enum LocaleFormatRule: SourceRule {
    static let description = RuleDescription(
        id: "locale-format",
        name: "Locale Format",
        defaultSeverity: .warning,
        summary: "A date, number or amount of money reaches a user-facing API formatted without the user's locale.",
        rationale: """
            The style guide: dates, times and numbers go through formatted() (or a FormatStyle), which writes them \
            the way the user's language and region do. Checked, in every expression that reaches a user-facing \
            API (the same sinks as hardcoded-string: the API catalogue, your own views, helpers and text-valued \
            properties the project index follows there, and a local variable whose only use is such text): \
            a Date interpolated or described into the text ("\\(date)", date.description, String(describing: \
            date); a Date is Date(), Date.now, a name this file declares with type Date, or a member of such a \
            chain that a project file declares with type Date: order.placedAt) — in a plain String \
            it prints "2026-11-23 21:03:40 +0000"; \
            a DateFormatter whose string(from:) is shown and whose dateFormat, set in this file, fixes two or \
            more fields ("MM/dd/yyyy", "HH:mm": order, separators and the 12/24-hour clock are the locale's to \
            choose) → setLocalizedDateFormatFromTemplate or date.formatted(date:time:); one field alone ("MMMM", \
            "EEE") is localized by the formatter and not reported; a DateFormatter or NumberFormatter whose \
            locale is en_US_POSIX (or en_US) and whose string(from:) is shown; \
            String(format:) without a locale: whose literal format has a decimal (d i u) or floating-point (f e \
            g) specifier and no words (a format with words is hardcoded-string's: localizing it formats its \
            numbers) → value.formatted(…) (a clock of whole numbers, "%d:%02d", is notation and not reported); \
            an amount of money glued to a currency symbol ("$\\(price)", "\\(amount) €", "$%.2f") → \
            price.formatted(.currency(code:)) (not where every language the app ships, two or more, writes that \
            currency's amounts with the symbol on that side and a decimal point, by Foundation's CLDR data: '$' \
            before the number in English, Japanese, Korean and Chinese). Read: the expression's own parts and its literals' \
            interpolations, not the arguments of other calls inside it (each shown call is a site of its own). \
            Not reported: a record of fields for a log ("renderTick=\\(tick) avgLevel=\\(…)", a name and '=' \
            before the first value), whose numbers are written for whoever parses it; a day before a month by name ("d MMM", "E, d MMM yyyy") where every language the app \
            ships writes the day first (its names follow the user's language: dimeApp's French and Russian); \
            a date pattern, or a number with decimals, that every language the app ships writes that way, as \
            Foundation's locale data (CLDR) says for the language and its likeliest region ('MMMM yyyy' in an app \
            shipping German, English and Turkish; '%.1f' in one shipping English, Japanese and Chinese, not \
            Arabic, whose Egypt writes '٤٫٥'); a formatter pinned to en_US_POSIX whose formats are digits and \
            separators only (a day period only with the app's own amSymbol and pmSymbol) in an app whose every \
            language writes the digits 0–9: the pin changes nothing its users read (touchtime's clocks); formats \
            the app picks by its own 12/24-hour setting ("HH:mm" in one branch, "h:mm a" in the other) or by the \
            app's language (a branch comparing the language with a code); a clock of hours and minutes in a \
            named place's time zone (TimeZone(identifier: "Asia/Tokyo"): a timetable's times as the place writes \
            them) or in a region's locale the code pins (Locale(identifier: "zh_Hans_CN"), not en_US); \
            machine formats — a dateFormat with fractional seconds, a numeric time zone or a \
            quoted 'T', or that starts with the year and has only digits and - _ : . separators (ISO 8601 for \
            an API, file names); a formatter nothing shows (parsing, logs, UserDefaults keys); logging calls; \
            String(format:locale:), String.localizedStringWithFormat, formatted(), FormatStyle, \
            Text(date, style:), Text(value, format:), and hex (%x), character and object (%@) specifiers. \
            What SwiftUI localizes by itself: in Text("…"), a LocalizedStringKey, an Int or Double interpolated \
            as "\\(count)" goes through appendInterpolation(_:) for _FormatSpecifiable types, a %lld or %lf \
            specifier that Foundation formats with the user's locale — not reported; "\\(date, style: .date)", \
            "\\(value, format: …)", "\\(value, specifier: …)" and "\\(date, formatter: …)" are formatted too; a \
            Date interpolated alone, "\\(date)", matches appendInterpolation(_:formatter:) for ReferenceConvertible \
            with no formatter: no date or time style is chosen, so it is reported there too. Money glued to a \
            symbol is reported in Text too: the locale formats the number, not where the symbol goes or which \
            currency it is — in an app that handles money in other currencies somewhere (a file names \
            'currencyCode', '.currency(code:)', 'numberStyle = .currency'); an app that names no currency anywhere \
            handles one, written its way in every language it ships (TPASS's fares). A number with an abbreviated unit spelled by hand ("\\(size) MB", "7d") stays \
            hardcoded-string's finding (its message already names the formatter); this rule does not report it \
            again. Text(verbatim:) is checked too (no key, but people read it). Not seen: other APIs outside \
            the catalogue, a formatter configured in another file, a property whose type is not written (var \
            when = Date()).
            """,
        triggeringExamples: [
            """
            struct Order { let placedAt: Date }
            func show(_ order: Order) { dateLabel.text = "Placed \\(↓order.placedAt)" }
            """,
            "Text(\"Updated \\(↓Date())\")",
            "coordinatesLabel.stringValue = \"Latitude \\(String(format: ↓\"%f\", latitude))\"",
            "func show(date: Date) { label.text = ↓date.description }",
            """
            func show(date: Date) {
                let formatter = DateFormatter()
                formatter.dateFormat = ↓"MM/dd/yyyy"
                dateLabel.text = formatter.string(from: date)
            }
            """,
            """
            struct ReservationRow: View {
                let time: Date
                private let formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = ↓"HH:mm"
                    return formatter
                }()
                var body: some View { Text(formatter.string(from: time)) }
            }
            """,
            """
            func show(date: Date) {
                let formatter = DateFormatter()
                formatter.dateFormat = ↓"HH:mm"
                formatter.timeZone = TimeZone(identifier: "UTC")
                timeLabel.text = formatter.string(from: date)
            }
            """,
            """
            func show(total: NSNumber) {
                let formatter = NumberFormatter()
                formatter.locale = Locale(identifier: ↓"en_US_POSIX")
                totalLabel.text = formatter.string(from: total)
            }
            """,
            "ratingLabel.text = String(format: ↓\"%.1f\", rating)",
            "Text(String(format: ↓\"%.1f\", distance))",
            "Text(verbatim: String(format: ↓\"%.2f\", ratio))",
            // A fallback of a value that formats nothing is the text shown.
            "ratioLabel.text = cachedRatio ?? String(format: ↓\"%.2f\", ratio)",
            "priceLabel.text = ↓\"$\\(price)\"",
            "Text(↓\"\\(amount) €\")",
            "totalLabel.text = String(format: ↓\"$%.2f\", total)",
        ],
        nonTriggeringExamples: [
            "sizeLabel.text = String(format: \"%.0f\", kilobytes)",
            // A link is opened, not read (TelegramSwift's map link): its numbers are written as a machine reads them.
            "linkLabel.stringValue = \"https://maps.google.com/maps?q=\\(String(format: \"%f\", latitude)),\\(String(format: \"%f\", longitude))\"",
            "Text(String(format: \"GMT%@%02d:%02d\", sign, hours, minutes))",
            // A timer's clock of whole numbers reads alike in every language (Tella's recorder).
            "timeLabel.text = String(format: \"%02d:%02d:%02d\", hours, minutes, seconds)",
            // Numbers listed with commas: a decimal comma would run into the list's (Reveil's load average).
            "loadLabel.text = String(format: \"%.2f, %.2f, %.2f\", load1, load5, load15)",
            // The fallback of a formatter that writes the number for the locale (server-status's sizes).
            "sizeLabel.text = formatNumber(value: size) ?? String(format: \"%.2f\", size)",
            // The same in the literal the fallback is (Claude Usage Tracker's currency).
            "costLabel.text = formatter.string(from: NSNumber(value: amount)) ?? \"\\(currency) \\(String(format: \"%.2f\", amount))\"",
            "Text(\"\\(count)\")\nText(\"Rating: \\(rating)\")",
            // A record of fields for a log (dictus' diagnostics events, read by whoever parses the log).
            "statusLabel.text = \"renderTick=\\(tick) avgLevel=\\(String(format: \"%.3f\", level))\"",
            "Text(date, style: .date)\nText(price, format: .currency(code: \"EUR\"))",
            "Text(\"Updated \\(date, style: .relative)\")",
            "label.text = date.formatted(date: .abbreviated, time: .shortened)",
            "ratingLabel.text = rating.formatted(.number.precision(.fractionLength(1)))",
            "ratingLabel.text = String(format: \"%.1f\", locale: .current, rating)",
            "label.text = String(format: \"%@\", name)\ncolorLabel.text = String(format: \"#%02X%02X%02X\", r, g, b)",
            """
            func exportName(for date: Date) -> String {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "yyyy-MM-dd_HH-mm-ss"
                return "export-\\(formatter.string(from: date)).json"
            }
            """,
            """
            func month(of date: Date) {
                let formatter = DateFormatter()
                formatter.dateFormat = "MMMM"
                monthLabel.text = formatter.string(from: date)
            }
            """,
            """
            func log(date: Date) {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm:ss.SSS"
                print("\\(formatter.string(from: date)) \\(date)")
            }
            """,
            """
            func show(date: Date) {
                let formatter = DateFormatter()
                formatter.setLocalizedDateFormatFromTemplate("MMddyyyy")
                dateLabel.text = formatter.string(from: date)
            }
            """,
            // The app offers both clocks and picks one by its own setting (touchtime's).
            """
            func clock(at date: Date, use24Hour: Bool) {
                let formatter = DateFormatter()
                formatter.dateFormat = use24Hour ? "HH:mm" : "h:mm a"
                clockLabel.text = formatter.string(from: date)
            }
            """,
            // edhita: a date described for the user's locale.
            "Text(item.contentModificationDate.description(with: Locale.current))",
            // A train's arrival in the timetable's own place and clock (Overhead's, in Tokyo's time zone).
            """
            private func formatTime(_ date: Date) -> String {
                let f = DateFormatter()
                f.dateFormat = "HH:mm"
                f.timeZone = TimeZone(identifier: "Asia/Tokyo")
                return f.string(from: date)
            }
            var body: some View { Text(formatTime(arrival)) }
            """,
            // Class times in the clock of the university's place, its locale pinned (DanXi's timetable).
            """
            struct TimeslotsSidebar: View {
                private let formatter: DateFormatter
                init() {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    formatter.locale = Locale.init(identifier: "zh_Hans_CN")
                    self.formatter = formatter
                }
                var body: some View { Text(formatter.string(from: start)) }
            }
            """,
            // The format is picked by the app's language (touchtime's 'MMMd日' for Chinese).
            """
            func show(date: Date) {
                let formatter = DateFormatter()
                if Locale.current.language.languageCode?.identifier == "zh" {
                    formatter.dateFormat = "MMMd日"
                } else {
                    formatter.dateFormat = "MMM d, HH:mm"
                }
                dateLabel.text = formatter.string(from: date)
            }
            """,
            // aelf's transfer time: the app's own language setting, tested by its code.
            """
            func transferTime(_ date: Date) -> String {
                let formatter = DateFormatter()
                if let id = App.languageID, id.contains("zh") {
                    formatter.dateFormat = "yyyy/MM/dd HH:mm:ss"
                } else {
                    formatter.dateFormat = "dd/MM/yyyy HH:mm:ss"
                }
                timeLabel.text = formatter.string(from: date)
                return ""
            }
            """,
            "let key = \"lastSync-\\(Date())\"\nUserDefaults.standard.set(true, forKey: key)",
            "request.setValue(String(format: \"%.2f\", latitude), forHTTPHeaderField: \"X-Lat\")",
            "Text(\"\\(size) MB\")",
            "let version: String = \"1.2\"\nText(\"Version \\(version)\")",
            """
            struct DayCell: View {
                let date: Date
                var body: some View { Text("\\(date.day)") }
            }
            """,
        ]
    )

    static let sites: SiteKinds = [.userText, .formattedValue, .call]
    static let callNames = ["Text"]

    /// `Text(verbatim:)`: not a place for a key, so not among the text sinks, but people read what it shows.
    private static let verbatim = TextSink(
        api: UserFacingAPI(
            name: "Text", form: .initializer, firstUnlabeled: false, labels: ["verbatim"], localizesKeys: false,
            element: nil),
        name: "Text")

    static func check(_ site: Site, in context: SiteContext, into findings: inout SourceFindings) {
        // A debug screen's dates and numbers are read by the team (Duffy's `DebugLogTableViewController`), as its
        // text is (``SiteContext/isDebugFile``).
        if context.isDebugFile { return }
        let text: UserText
        switch site {
        case .userText(let shown): text = shown
        case .call(let call):
            guard !call.isMember, context.view.token(call.name, is: "Text"), let first = call.arguments.first,
                context.view.hasLabel(first, "verbatim")
            else { return }
            text = UserText(expression: first.expression, sink: verbatim, isAppended: false, anchor: first.expression.lowerBound)
        default: return
        }
        scan(text.expression, sink: text.sink, in: context, into: &findings)
    }

    /// Reads the top-level items of an expression people see, and the interpolations of its literals the same
    /// way: literals, `String(format:)` and `String(describing:)`, `.description`, a formatter's `.string(from:)`.
    /// Never the inside of other calls' arguments, so nested calls (each a site of its own) are read once each.
    private static func scan(
        _ range: Range<Int>, sink: TextSink, in context: SiteContext, into findings: inout SourceFindings
    ) {
        let view = context.view
        let tokens = context.tokens
        for index in view.topLevel(range) {
            switch tokens[index].kind {
            case .stringOpen:
                guard let literal = context.file.literal(at: index), context.file.hasInterpolation(literal) else { continue }
                checkLiteral(literal, at: index, sink: sink, in: context, into: &findings)
            case .identifier:
                if view.token(index, is: "String") {
                    checkStringCall(at: index, sink: sink, in: context, into: &findings)
                } else if view.token(index, is: "description"), view.followsDot(index),
                    isDate(view.receiver(ofMember: index), in: context),
                    // `description(with: Locale.current)` formats the date for the locale it is given (edhita's
                    // file dates): only the plain property prints the same in every language.
                    !(view.next(index).map { view.isPunctuation($0, UInt8(ascii: "(")) } ?? false)
                {
                    findings.report(
                        Self.self, at: view.receiver(ofMember: index).lowerBound,
                        "'description' of a date \(sink.route) prints '2026-11-23 21:03:40 +0000' in every language; use 'date.formatted(date:time:)'")
                } else if view.token(index, is: "string"), view.followsDot(index) {
                    checkFormatterOutput(at: index, sink: sink, in: context, into: &findings)
                }
            default:
                continue
            }
        }
    }

    // MARK: Literals

    /// `"Placed \(order.placedAt)"`, `"$\(price)"`, `"\(amount) €"`.
    private static func checkLiteral(
        _ literal: StringLiteral, at index: Int, sink: TextSink, in context: SiteContext, into findings: inout SourceFindings
    ) {
        guard context.file.hasInterpolation(literal) else { return }
        let segments = context.file.source.segments(of: literal)
        // A link is opened, not read: its numbers must stay as a machine writes them (TelegramSwift's
        // "https://maps.google.com/maps?q=\(String(format: "%f", latitude)),…").
        if case .text(let head)? = segments.first, isLink(head) { return }
        // A record of fields (`"renderTick=\(tick) avgLevel=\(String(format: "%.3f", level))"`): a log line, whose
        // numbers are written for whoever parses it (dictus' diagnostics events).
        if case .text(let head)? = segments.first, isFieldName(head) { return }
        for (position, segment) in segments.enumerated() {
            guard case .interpolation(let range) = segment, let first = context.view.firstCode(in: range) else { continue }
            scan(range, sink: sink, in: context, into: &findings)
            if isDate(range, in: context) {
                findings.report(
                    Self.self, at: first,
                    "a date interpolated into text \(sink.route) is not formatted for the user's locale; use 'date.formatted(date:time:)' or, in SwiftUI, '\\(date, style: .date)'")
                continue
            }
            var before = ""
            var after = ""
            if position > 0, case .text(let text) = segments[position - 1] { before = text }
            if position + 1 < segments.count, case .text(let text) = segments[position + 1] { after = text }
            if let symbol = currencyBefore(before) ?? currencyAfter(after) {
                guard !handlesOneCurrency(context),
                    !ShippedLocales.writeCurrency(symbol, first: currencyBefore(before) != nil, in: context.lint.shippedLanguages)
                else { return }
                findings.report(
                    Self.self, at: index,
                    "an amount glued to '\(symbol)' \(sink.route) puts the symbol where English does and fixes the currency; use 'value.formatted(.currency(code: \"…\"))'")
                return
            }
        }
    }

    /// Whether a literal's text before its first interpolation is a field's name and `=`: a `key=value` record.
    ///
    ///     LocaleFormatRule.isFieldName("renderTick=")   // true
    ///     LocaleFormatRule.isFieldName("Total = ")      // false
    static func isFieldName(_ head: String) -> Bool {
        guard head.utf8.count >= 2, head.utf8.last == UInt8(ascii: "=") else { return false }
        let name = head.utf8.dropLast()
        guard let first = name.first, first == UInt8(ascii: "_") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")
        else { return false }
        return name.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
    }

    /// Whether a literal's text starts as a link does: a scheme and `://` (`https://`, `maps://`), or `mailto:`,
    /// `tel:`, `sms:`, `geo:`.
    static func isLink(_ head: String) -> Bool {
        let lowered = head.lowercased()
        if ["mailto:", "tel:", "sms:", "geo:"].contains(where: lowered.hasPrefix) { return true }
        guard let separator = lowered.range(of: "://") else { return false }
        let scheme = lowered[..<separator.lowerBound]
        guard let first = scheme.unicodeScalars.first, first.properties.isLowercase, first.isASCII else { return false }
        return scheme.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isLowercase || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    /// Whether the whole app handles one currency only: no file names a currency anywhere (`currencyCode`,
    /// `.currency(code:)`, `numberStyle = .currency`, `currencySymbol`). TPASS's fares are New Taiwan dollars,
    /// written `$N` in its Chinese and English alike; an app that formats money elsewhere (WooCommerce, Blockchain)
    /// and glues a symbol here has a slip. Unknown for a part of an app: reported.
    static func handlesOneCurrency(_ context: SiteContext) -> Bool {
        guard let reach = context.lint.project.reach else { return false }
        return !currencyNames.contains(where: reach.isUsed)
    }

    static let currencyNames = ["currency", "currencyCode", "currencySymbol", "currencyAccounting", "currencyISOCode"]

    private static let currencySymbols: Set<Character> = ["$", "€", "£", "¥", "₹", "₽", "₩", "₺", "₴", "₪", "฿", "₫", "₦", "₱"]

    /// The currency symbol right before a number (`"$"`, `"Total: € "`).
    private static func currencyBefore(_ text: String) -> Character? {
        let trimmed = text.last == " " || text.last == "\u{A0}" ? text.dropLast() : Substring(text)
        guard let last = trimmed.last, currencySymbols.contains(last) else { return nil }
        return last
    }

    /// The currency symbol right after a number (`" €"`, `"€/month"`), not followed by a letter or digit.
    private static func currencyAfter(_ text: String) -> Character? {
        var rest = Substring(text)
        if rest.first == " " || rest.first == "\u{A0}" { rest = rest.dropFirst() }
        guard let first = rest.first, currencySymbols.contains(first) else { return nil }
        if let next = rest.dropFirst().first, next.isLetter || next.isNumber { return nil }
        return first
    }

    // MARK: String(format:), String(describing:)

    /// Whether the call at `index` is what `??` falls back to when a formatter gives nothing:
    /// `formatNumber(value: mb) ?? String(format: "%.2f", mb)` (server-status), `formatter.string(from: n) ??
    /// String(format: …)`. The formatter writes the number for the locale; its fallback does not show in practice.
    /// The call may also sit in the interpolation of the literal `??` falls back to: `formatter.string(from: n) ??
    /// "\(currency) \(String(format: "%.2f", amount))"` (Claude Usage Tracker's currency fallback).
    static func isFallbackAfterFormatter(_ index: Int, in context: SiteContext) -> Bool {
        if isDirectFallbackAfterFormatter(index, in: context) { return true }
        // The literal whose interpolation holds the call, looked for among the few tokens before it.
        var open = index - 1
        while open >= 0, open >= index - 24 {
            if context.tokens[open].kind == .stringOpen, let literal = context.file.literal(at: open),
                literal.tokens.contains(index)
            {
                return isDirectFallbackAfterFormatter(open, in: context)
            }
            open -= 1
        }
        return false
    }

    private static func isDirectFallbackAfterFormatter(_ index: Int, in context: SiteContext) -> Bool {
        let view = context.view
        guard let before = view.previous(index), view.isOperator(before, "??"), let leftEnd = view.previous(before) else {
            return false
        }
        let leftStart = view.postfixStart(endingAt: leftEnd)
        return (leftStart...leftEnd).contains { token in
            context.tokens[token].kind == .identifier && view.text(token).lowercased().contains("format")
        }
    }

    /// `String(format: "%.1f", rating)` without `locale:`; `String(describing: date)`.
    private static func checkStringCall(
        at index: Int, sink: TextSink, in context: SiteContext, into findings: inout SourceFindings
    ) {
        let view = context.view
        guard !view.followsDot(index), let open = view.callParenthesis(after: index), let close = view.matching(open)
        else { return }
        let arguments = view.arguments(open: open, close: close)
        guard let first = arguments.first else { return }
        if view.hasLabel(first, "describing"), isDate(first.expression, in: context),
            let start = view.firstCode(in: first.expression)
        {
            findings.report(
                Self.self, at: start,
                "a date described into text \(sink.route) prints '2026-11-23 21:03:40 +0000' in every language; use 'date.formatted(date:time:)'")
            return
        }
        guard view.hasLabel(first, "format"), !arguments.contains(where: { view.hasLabel($0, "locale") }),
            !isFallbackAfterFormatter(index, in: context),
            let item = view.singleItem(first.expression), let literal = context.file.literal(at: item),
            let format = context.file.source.plainText(of: literal)
        else { return }
        let conversions = numericConversions(in: format)
        guard !conversions.isEmpty else { return }
        if let symbol = glued(format) {
            guard !handlesOneCurrency(context),
                !ShippedLocales.writeCurrency(symbol.symbol, first: symbol.first, in: context.lint.shippedLanguages)
            else { return }
            findings.report(
                Self.self, at: item,
                "an amount glued to '\(symbol.symbol)' \(sink.route) puts the symbol where English does and fixes the currency; use 'value.formatted(.currency(code: \"…\"))'")
            return
        }
        // A format with words is hardcoded-string's; a hand-written unit is too.
        if context.proseLiteral(at: item, for: sink) != nil || context.unitLiteral(at: item) != nil { return }
        // Whole numbers (`%d`, `%.0f`) have no decimal separator and `String(format:)` groups no thousands; a clock
        // of them (a timer's `%d:%02d`, `%02d:%02d:%02d`, a UTC offset's `GMT%@%02d:%02d`) is notation every shipped
        // language reads alike: judged wrong each time it was reported (Tella's recorder, Element's call timer).
        if hasNoFractionDigits(format) { return }
        // Numbers listed with commas (a load average's '%.2f, %.2f, %.2f', coordinates' '<%.2f,%.2f>'): a decimal
        // comma would run into the list's, and no language's formatter writes such a list (judged wrong each time
        // on real apps: Reveil, Dynamic Dark Mode).
        if isCommaList(format) { return }
        // Every language the app ships writes a decimal point and the digits 0–9 (English, Japanese, Chinese):
        // the number reads as each of them writes it (judged wrong each time: E-Hentai's ratings, a poll's
        // percentages, a battery's temperature).
        if ShippedLocales.writeDecimalPoint(in: context.lint.shippedLanguages) { return }
        let replacement: String
        if let last = format.last, "KMB".contains(last), conversions == [.floatingPoint] {
            replacement = "'value.formatted(.number.notation(.compactName))'"
        } else if let (digits, significant) = precision(in: format) {
            replacement = significant
                ? "'value.formatted(.number.precision(.significantDigits(\(digits))))'"
                : "'value.formatted(.number.precision(.fractionLength(\(digits))))'"
        } else {
            replacement = "'value.formatted()'"
        }
        findings.report(
            Self.self, at: item,
            "number format \(SourceFile.quote(format)) \(sink.route) writes digits and separators the same way in every language; use \(replacement)")
    }

    enum Conversion { case integer, floatingPoint }

    /// Each directive of a `String(format:)` format: its flags, width and precision as written (`.1`, `02l`), and
    /// its conversion character (`f`, `d`, `@`).
    static func directives(in format: String) -> [(flags: String, conversion: Unicode.Scalar)] {
        var found: [(flags: String, conversion: Unicode.Scalar)] = []
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            index += 1
            let start = index
            while index < scalars.count, "0123456789.$#+- 'lhqjztL*".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count else { break }
            found.append((String(String.UnicodeScalarView(scalars[start..<index])), scalars[index]))
            index += 1
        }
        return found
    }

    /// The decimal and floating-point conversions of a `String(format:)` format (`%d`, `%02lld`, `%.1f`), not
    /// `%x`, `%c`, `%@` or `%%`.
    static func numericConversions(in format: String) -> [Conversion] {
        directives(in: format).compactMap { directive in
            switch directive.conversion {
            case "d", "i", "u", "D", "U": .integer
            case "f", "F", "e", "E", "g", "G": .floatingPoint
            default: nil
            }
        }
    }

    /// Whether `format` lists numbers with commas between them: two conversions with only a comma and spaces
    /// between (`%.2f, %.2f`, `<%.2f,%.2f>`).
    ///
    ///     LocaleFormatRule.isCommaList("%.2f, %.2f, %.2f")  // true
    ///     LocaleFormatRule.isCommaList("%.2f MHz")          // false
    static func isCommaList(_ format: String) -> Bool {
        // A match holds a comma between two `%`: a format without them is not searched (making the expression costs
        // a million instructions).
        var percents = 0
        var hasComma = false
        for byte in format.utf8 {
            if byte == UInt8(ascii: "%") { percents += 1 } else if byte == UInt8(ascii: ",") { hasComma = true }
        }
        guard hasComma, percents >= 2, let expression = try? Regex(#"%[-+ 0#]*\d*(\.\d+)?(l|ll|h|q|z|t|j)?[dfegiuDFEG]\s*,\s*%"#) else { return false }
        return format.contains(expression)
    }

    /// Whether every number the format writes is whole: integer conversions, and floating-point ones with precision
    /// 0 (`%.0f`, `%.f`).
    static func hasNoFractionDigits(_ format: String) -> Bool {
        directives(in: format).allSatisfy { directive in
            guard "fFeEgG".unicodeScalars.contains(directive.conversion) else { return true }
            guard let dot = directive.flags.lastIndex(of: ".") else { return false }
            return directive.flags[directive.flags.index(after: dot)...].allSatisfy { $0 == "0" }
        }
    }

    /// `(1, false)` for `"%.1f"`, `(2, true)` for `"%.2g"`: the precision of the first floating-point specifier,
    /// and whether it counts significant digits.
    private static func precision(in format: String) -> (Int, Bool)? {
        guard let dot = format.range(of: "%.") else { return nil }
        let rest = format[dot.upperBound...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let next = rest.dropFirst(digits.count).first, "fFeEgG".contains(next) else { return nil }
        return (Int(digits) ?? 0, next == "g" || next == "G")
    }

    /// A currency symbol right before or after a `%` specifier: `"$%.2f"`, `"%.2f €"`.
    private static func glued(_ format: String) -> (symbol: Character, first: Bool)? {
        var previous = ""
        for part in format.split(separator: "%", omittingEmptySubsequences: false).enumerated() {
            if part.offset > 0 {
                if let symbol = currencyBefore(previous) { return (symbol, true) }
                let text = part.element.drop { "0123456789.$#+- 'lhqjztL*".contains($0) }.dropFirst()
                if let symbol = currencyAfter(String(text)) { return (symbol, false) }
            }
            previous = String(part.element)
        }
        return nil
    }

    // MARK: Formatters

    /// `formatter.string(from: date)` shown: the formatter's `dateFormat` fixing several fields, or its
    /// `en_US_POSIX` locale, set in this file.
    private static func checkFormatterOutput(
        at index: Int, sink: TextSink, in context: SiteContext, into findings: inout SourceFindings
    ) {
        let view = context.view
        guard let open = view.callParenthesis(after: index), let close = view.matching(open),
            let argument = view.arguments(open: open, close: close).first,
            view.hasLabel(argument, "from") || view.hasLabel(argument, "for")
        else { return }
        let receiver = view.receiver(ofMember: index)
        guard let name = view.singleItem(receiver), context.tokens[name].kind == .identifier else { return }
        let formatter = view.text(name)
        let configuration = FormatterSetup.configuration(of: formatter, before: name, in: context)
        if let locale = configuration.posixLocale, !configuration.pinIsTheDesign(in: context) {
            findings.report(
                Self.self, at: locale,
                "formatter '\(formatter)' is pinned to \(SourceFile.quote(context.file.literal(at: locale).flatMap { context.file.source.plainText(of: $0) } ?? "")) and its output \(sink.route); drop the fixed locale so it formats for the user, or use 'formatted()'")
            return
        }
        // The app offers both clocks and picks one by its own setting (touchtime's `use24Hour ? "HH:mm" : "h:mm"`):
        // the clock is the user's choice, not a format fixed for every language.
        if configuration.picksClock(in: context) || configuration.isPlaceClock(in: context) { return }
        guard let literal = configuration.dateFormat, let format = context.file.literal(at: literal),
            let pattern = context.file.source.plainText(of: format), DatePattern.isLocaleIgnoring(pattern),
            !DatePattern.isDayFirstWithMonthName(pattern) || !DatePattern.allWriteDayFirst(context.lint.shippedLanguages),
            // Every language the app ships writes these fields this way (PrayerTracker's 'MMMM yyyy' in German,
            // English and Turkish): no user reads it wrong.
            !ShippedLocales.writeAlike(datePattern: pattern, in: context.lint.shippedLanguages)
        else { return }
        findings.report(
            Self.self, at: literal,
            "date format \(SourceFile.quote(pattern)) fixes the order, separators and clock of the date for every language, and '\(formatter)' \(sink.route); use 'setLocalizedDateFormatFromTemplate(\"\(DatePattern.template(pattern))\")' or 'date.formatted(date:time:)'")
    }

    /// What this file sets on a formatter variable: its `dateFormat` literal and a fixed POSIX locale.
    enum FormatterSetup {
        struct Configuration {
            var dateFormat: Int?
            var posixLocale: Int?
            /// Every literal assigned to `dateFormat`, in each branch (`flag ? "HH:mm" : "h:mm"`, or one per `if`).
            var formats: [Int] = []
            /// Whether the code sets the formatter's `amSymbol` or `pmSymbol` itself.
            var setsDayPeriod = false
            /// Whether the code sets the formatter's time zone to a named place's (`TimeZone(identifier:
            /// "Asia/Tokyo")`), not UTC nor the user's.
            var setsPlaceTimeZone = false
            /// Whether the code pins the formatter to a region's locale other than en_US (`Locale(identifier:
            /// "zh_Hans_CN")`, DanXi's timetable): the times as that place writes them, on purpose.
            var setsPlaceLocale = false

            /// Whether the formats are a clock of a named place's time zone and nothing else (Overhead's train
            /// times, `"HH:mm"` in `Asia/Tokyo`, beside the timetable's own "HH:mm" times), or of a region's locale
            /// the code pins (DanXi's class times, `"HH:mm"` in `zh_Hans_CN`, "to cope with potential 12-h format"):
            /// the place's clock as its timetables write it, not the user's.
            func isPlaceClock(in context: SiteContext) -> Bool {
                guard setsPlaceTimeZone || setsPlaceLocale, let patterns = patterns(in: context), !patterns.isEmpty else { return false }
                return patterns.allSatisfy { pattern in DatePattern.fieldLetters(pattern).allSatisfy { "Hkms".contains($0) } }
            }

            /// Whether the fixed POSIX locale is the design, in an app every language of which writes the digits
            /// 0–9: every format is digits and separators only (no month or weekday name; a day period only with the
            /// app's own `amSymbol` and `pmSymbol`), so the pin changes nothing a user reads (touchtime's clocks,
            /// pinned "so that the region settings do not change the time format", in English and Chinese); or the
            /// formats name no month or weekday and the pin keeps the clock the app's own 12/24-hour setting picked
            /// (touchtime's alarms: `use24Hour ? "HH:mm" : "h:mm a"`, shown lowercased).
            func pinIsTheDesign(in context: SiteContext) -> Bool {
                guard let patterns = patterns(in: context), !patterns.isEmpty,
                    patterns.allSatisfy({ !$0.contains("MMM") && !$0.contains("LLL") }),
                    ShippedLocales.writeLatinDigits(in: context.lint.shippedLanguages)
                else { return false }
                let digitsOnly = patterns.allSatisfy { pattern in
                    DatePattern.fieldLetters(pattern).allSatisfy { "yMLdHhkKmsS".contains($0) || ($0 == "a" && setsDayPeriod) }
                }
                return digitsOnly || picksClock(in: context)
                    && patterns.allSatisfy { !DatePattern.fieldLetters($0).contains { "EcG".contains($0) } }
            }

            /// The text of every format assigned; nil when one is no plain literal (an interpolation).
            func patterns(in context: SiteContext) -> [String]? {
                var found: [String] = []
                for token in formats {
                    guard let literal = context.file.literal(at: token), let pattern = context.file.source.plainText(of: literal)
                    else { return nil }
                    found.append(pattern)
                }
                return found
            }

            /// Whether the formats assigned to the formatter hold both a 24-hour clock (`H`, `k`) and a 12-hour one
            /// (`h`, `K`): the app picks the clock by its own setting.
            func picksClock(in context: SiteContext) -> Bool {
                var clocks: Set<Character> = []
                for pattern in patterns(in: context) ?? [] {
                    for field in DatePattern.fieldLetters(pattern) {
                        if field == "H" || field == "k" { clocks.insert("H") }
                        if field == "h" || field == "K" { clocks.insert("h") }
                    }
                }
                return clocks.count == 2
            }
        }

        /// The nearest declaration of `name` before token `use`: the assignments to it between the declaration
        /// and the use (a local) or anywhere in the file (a property), and those inside its initializer (`let
        /// formatter: DateFormatter = { let f = DateFormatter(); f.dateFormat = …; return f }()`).
        static func configuration(of name: String, before use: Int, in context: SiteContext) -> Configuration {
            var result = Configuration()
            guard let declaration = context.declarations?.property(named: name, before: use) else { return result }
            let view = context.view
            // A local: from its declaration to the use; a member: the body of the type declaring it; a global:
            // the file. At most `searchLimit` tokens of it, so a file of many uses stays linear.
            var searched: Range<Int> = declaration.nameToken..<use
            if declaration.scope != .local {
                let body = context.declarations?.types.last { $0.body.contains(declaration.nameToken) }?.body
                searched = body.map { $0.lowerBound..<($0.upperBound + 1) } ?? 0..<context.tokens.count
            }
            searched = searched.lowerBound..<min(searched.upperBound, searched.lowerBound + searchLimit)
            func scan(_ range: Range<Int>, anyReceiver: Bool) {
                // The member at `index` is the formatter's own: any receiver inside its initializer, else `name`.
                func isOwn(_ index: Int) -> Bool {
                    anyReceiver || view.singleItem(view.receiver(ofMember: index)).map({ view.text($0) == name }) == true
                }
                for index in range where context.tokens[index].kind == .identifier {
                    let isFormat = view.token(index, is: "dateFormat")
                    if view.token(index, is: "amSymbol") || view.token(index, is: "pmSymbol"), view.followsDot(index) {
                        if isOwn(index) {
                            result.setsDayPeriod = true
                        }
                        continue
                    }
                    if view.token(index, is: "timeZone"), view.followsDot(index), let assign = view.next(index),
                        view.isOperator(assign, "="), let value = view.next(assign), isPlaceTimeZone(from: value, in: context),
                        isOwn(index)
                    {
                        result.setsPlaceTimeZone = true
                        continue
                    }
                    guard isFormat || view.token(index, is: "locale"), view.followsDot(index),
                        let assign = view.next(index), view.isOperator(assign, "="), let value = view.next(assign)
                    else { continue }
                    guard isOwn(index) else { continue }
                    if isFormat {
                        if context.file.literal(at: value) != nil { result.dateFormat = value }
                        result.formats += literals(from: value, in: context)
                        // A local holding the format (iMast's `var timeFormat = "yyyy/MM/dd HH:mm:ss"`, then "MM/dd
                        // HH:mm:ss" or "HH:mm:ss" by the date): each literal it is given before.
                        if context.tokens[value].kind == .identifier, let next = view.next(value),
                            view.tokens[next].line != view.tokens[value].line
                        {
                            result.formats += literals(assignedTo: view.text(value), before: value, in: context)
                        }
                    } else if let locale = posixLocaleLiteral(from: value, in: context) {
                        result.posixLocale = locale
                    } else if isPlaceLocale(from: value, in: context) {
                        result.setsPlaceLocale = true
                    }
                }
            }
            if let initializer = declaration.initializer {
                scan(initializer.lowerBound..<min(initializer.upperBound, initializer.lowerBound + searchLimit), anyReceiver: true)
            }
            scan(searched, anyReceiver: false)
            return result
        }

        /// The string literals of the expression that starts at `start` and ends with its line (`flag ? "HH:mm" :
        /// "h:mm"`): the formats an assignment may set.
        private static func literals(from start: Int, in context: SiteContext) -> [Int] {
            let view = context.view
            let line = view.tokens[start].line
            var found: [Int] = []
            var index: Int? = start
            while let current = index, view.tokens[current].line == line, found.count < 8 {
                if let literal = context.file.literal(at: current) {
                    found.append(current)
                    index = view.next(literal.tokens.upperBound - 1)
                    continue
                }
                if view.isPunctuation(current, UInt8(ascii: ";")) || view.isPunctuation(current, UInt8(ascii: "}")) { break }
                index = view.next(current)
            }
            return found
        }

        /// The literals given to the local `name` in its function before `use`: its declaration's (`var name =
        /// "…"`) and each assignment's (`name = "…"`).
        private static func literals(assignedTo name: String, before use: Int, in context: SiteContext) -> [Int] {
            guard let declaration = context.declarations?.property(named: name, before: use), declaration.scope == .local
            else { return [] }
            let view = context.view
            var found: [Int] = []
            for index in declaration.nameToken..<use
            where context.tokens[index].kind == .identifier && view.text(index) == name && found.count < 8 {
                var cursor = view.next(index)
                // The declaration's type, if written (`var name: String = "…"`).
                if let colon = cursor, view.isPunctuation(colon, UInt8(ascii: ":")), let type = view.next(colon) { cursor = view.next(type) }
                guard let assign = cursor, view.isOperator(assign, "="), let value = view.next(assign),
                    context.file.literal(at: value) != nil
                else { continue }
                found.append(value)
            }
            return found
        }

        /// How many tokens are searched for a formatter's settings.
        static let searchLimit = 4_096

        /// Whether `TimeZone(identifier: "Area/City")` starts at `start`: a named place's zone (`Asia/Tokyo`), not
        /// `UTC`, `GMT` or an offset.
        private static func isPlaceTimeZone(from start: Int, in context: SiteContext) -> Bool {
            guard let (_, value) = identifierLiteral(of: "TimeZone", from: start, in: context),
                let slash = value.firstIndex(of: "/")
            else { return false }
            return value[..<slash].first?.isUppercase == true && !value.hasPrefix("Etc/")
        }

        /// Whether `Locale(identifier: "zh_Hans_CN")` starts at `start`: a language with a region, not en_US.
        private static func isPlaceLocale(from start: Int, in context: SiteContext) -> Bool {
            guard let (_, value) = identifierLiteral(of: "Locale", from: start, in: context) else { return false }
            let parts = value.split(whereSeparator: { $0 == "_" || $0 == "-" })
            guard parts.count >= 2, let region = parts.last, region.count == 2, region.allSatisfy(\.isUppercase) else {
                return false
            }
            return !value.hasPrefix("en_US") && !value.hasPrefix("en-US")
        }

        /// `Locale(identifier: "en_US_POSIX")` starting at `start`: the literal's token.
        private static func posixLocaleLiteral(from start: Int, in context: SiteContext) -> Int? {
            guard let (token, value) = identifierLiteral(of: "Locale", from: start, in: context),
                value == "en_US_POSIX" || value == "en_US"
            else { return nil }
            return token
        }

        /// The first literal within six tokens of `Type(identifier: "…")` (or `Type.init(identifier: "…")`) starting
        /// at `start`: its token and its text.
        private static func identifierLiteral(
            of type: StaticString, from start: Int, in context: SiteContext
        ) -> (token: Int, value: String)? {
            let view = context.view
            guard view.token(start, is: type) || view.isPunctuation(start, UInt8(ascii: ".")) else { return nil }
            var cursor = start
            for _ in 0..<6 {
                guard let next = view.next(cursor) else { return nil }
                if let literal = context.file.literal(at: next) {
                    return context.file.source.plainText(of: literal).map { (next, $0) }
                }
                cursor = next
            }
            return nil
        }
    }

    /// Unicode date patterns (`"MM/dd/yyyy"`), as `DateFormatter.dateFormat` takes them.
    enum DatePattern {
        /// The pattern fixes two or more fields (their order, separators, the clock) and is no machine format.
        static func isLocaleIgnoring(_ pattern: String) -> Bool {
            let fields = fieldLetters(pattern)
            guard Set(fields.map(category)).count >= 2 else { return false }
            if pattern.contains("'T'") || fields.contains(where: { "SXxZ".contains($0) }) { return false }
            // ISO-like: the year first, numeric fields, only - _ : . and space between them.
            if let first = fields.first, "yYu".contains(first),
                !pattern.contains("MMM"), !fields.contains(where: { "EcaLG".contains($0) }),
                pattern.allSatisfy({ $0.isLetter || "-_:. ".contains($0) })
            {
                return false
            }
            return true
        }

        /// A date with the month by its name after the day, nothing but spaces, commas and periods between its
        /// fields, no time (`"d MMM"`, `"E, d MMM yyyy"`, dimeApp's): the formatter writes the names in the user's
        /// language, and the order is that of every language that writes the day first.
        static func isDayFirstWithMonthName(_ pattern: String) -> Bool {
            guard pattern.contains("MMM"), !pattern.contains("'") else { return false }
            let fields = fieldLetters(pattern)
            guard fields.allSatisfy({ "dEMy".contains($0) }), let day = fields.firstIndex(of: "d"),
                let month = fields.firstIndex(of: "M"), day < month
            else { return false }
            return pattern.allSatisfy { $0.isLetter || $0 == " " || $0 == "," || $0 == "." }
        }

        /// Whether every one of `languages` (one at least) writes the day before the month, English aside (British
        /// English does, and American readers read '3 Jan' as it is): the European languages but Hungarian and
        /// Lithuanian, Turkish, Hebrew, Indonesian, Malay, Vietnamese.
        static func allWriteDayFirst(_ languages: Set<String>) -> Bool {
            let bases = languages.map { String($0.prefix { $0 != "-" && $0 != "_" }) }.filter { $0 != "en" }
            return !bases.isEmpty && bases.allSatisfy(dayFirstLanguages.contains)
        }

        static let dayFirstLanguages: Set<String> = [
            "fr", "de", "es", "it", "pt", "ru", "uk", "pl", "nl", "sv", "da", "nb", "no", "nn", "fi", "cs", "sk", "sl",
            "hr", "sr", "bs", "ro", "bg", "el", "tr", "ca", "eu", "gl", "is", "et", "lv", "ga", "cy", "mt", "sq", "mk",
            "be", "he", "id", "ms", "vi",
        ]

        /// The pattern's field letters, outside quoted text.
        static func fieldLetters(_ pattern: String) -> [Character] {
            var letters: [Character] = []
            var quoted = false
            for character in pattern {
                if character == "'" {
                    quoted.toggle()
                } else if !quoted, character.isASCII, character.isLetter {
                    letters.append(character)
                }
            }
            return letters
        }

        /// The field a letter belongs to: `y` and `u` are both the year, `H` and `h` both the hour.
        private static func category(_ letter: Character) -> Character {
            switch letter {
            case "Y", "u", "U", "r": "y"
            case "L": "M"
            case "c", "e": "E"
            case "H", "k", "K", "j", "J", "C": "h"
            case "b", "B": "a"
            default: letter
            }
        }

        /// The pattern's field letters, for `setLocalizedDateFormatFromTemplate`: `"MM/dd/yyyy"` → `"MMddyyyy"`.
        static func template(_ pattern: String) -> String { String(fieldLetters(pattern)) }
    }

    // MARK: Dates

    /// Whether an expression is a `Date`: `Date()`, `Date.now`, or a name (alone or after a `.`) this file
    /// declares with type `Date`.
    static func isDate(_ range: Range<Int>, in context: SiteContext) -> Bool {
        let view = context.view
        guard let first = view.firstCode(in: range) else { return false }
        /// Whether nothing but comments follows token `index` in the range.
        func endsAt(_ index: Int) -> Bool { view.next(index).map { $0 >= range.upperBound } ?? true }
        if view.token(first, is: "Date") {
            guard let next = view.next(first), next < range.upperBound else { return false }
            if view.isPunctuation(next, UInt8(ascii: "(")) { return view.matching(next).map(endsAt) ?? false }
            guard view.isPunctuation(next, UInt8(ascii: ".")), let now = view.next(next), view.token(now, is: "now")
            else { return false }
            return endsAt(now)
        }
        // A chain of names whose every step is declared (`date.day`, a `String` an extension of `Date` declares,
        // is no date).
        guard let names = context.nameChain(range) else { return false }
        return context.chainType(names).map(isDateType) ?? false
    }

    private static func isDateType(_ type: String) -> Bool {
        type == "Date" || type == "Date?" || type == "Date!"
    }
}
