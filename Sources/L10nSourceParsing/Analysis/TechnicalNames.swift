/// Text a translator leaves as it is although it has letters: a protocol or format acronym with a number
/// (`"HTTP \(code)"`, `"TLS 1.3"`), a product or platform with its version (`"Windows 10"`, `"iOS 17"`,
/// `"macOS 14.2"`), and a language's name written in that language, as a language picker lists it (`"Deutsch"`,
/// `"日本語"`: each reader finds their own language by it), and the name of a service apps link to (`"Discord"`).
///
///     TechnicalNames.isNameWithNumbers("HTTP 0")      // true (an interpolation counts as `0`)
///     TechnicalNames.isNameWithNumbers("Windows 10")  // true
///     TechnicalNames.isNameWithNumbers("Page 2")      // false: a word translators translate
///     TechnicalNames.isNameWithNumbers("FLAC 48000Hz") // true: a format and its sample rate
///     TechnicalNames.isEndonym("Español")             // true
///     TechnicalNames.isServiceName("Discord")         // true: a brand, never translated
///     TechnicalNames.isServiceName("Iowan Old Style") // true: a font family
package enum TechnicalNames {
    /// Products and platforms whose names are not translated, written as they are, named with a version.
    static let products: Set<String> = [
        "Windows", "Android", "Linux", "Ubuntu", "Debian", "Fedora", "Xcode", "Swift", "Python", "Java", "Kotlin",
        "Safari", "Chrome", "Firefox", "Chromium", "Node", "Unicode", "Bluetooth", "Wi-Fi", "USB", "Thunderbolt",
    ]

    /// Technical acronyms with a vowel, read as letters in every language (a vowel-less one needs no list).
    static let acronyms: Set<String> = ["IP", "ID", "API", "URL", "URI", "UUID", "IMEI", "ISP", "SSID", "OS", "CPU", "GPU", "RAM"]

    /// Whether `text` names a release of an Apple system: the system, its version (`11`, `10.14.x`) and its name in
    /// brackets if given (mac-mulator's `macOS 11.x (Big Sur)`, `iOS 17`): a product's name in every language.
    ///
    ///     TechnicalNames.isOSRelease("macOS 10.14.x (Mojave)")   // true
    ///     TechnicalNames.isOSRelease("macOS 11 is required")    // false
    static func isOSRelease(_ text: String) -> Bool {
        guard let system = appleSystems.first(where: { text.hasPrefix($0 + " ") }) else { return false }
        var rest = text.dropFirst(system.count + 1)
        // The version: numbers, and `x` for any, between dots (`10.14.x`).
        let version = rest.prefix { $0 != " " }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty, first.allSatisfy({ $0.isASCII && $0.isNumber }),
            parts.dropFirst().allSatisfy({ $0 == "x" || (!$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber }) })
        else { return false }
        rest = rest.dropFirst(version.count)
        guard !rest.isEmpty else { return true }
        // Its name in brackets: one or two capitalized words (`(Big Sur)`).
        guard rest.hasPrefix(" ("), rest.hasSuffix(")") else { return false }
        let words = rest.dropFirst(2).dropLast().split(separator: " ")
        return (1...2).contains(words.count)
            && words.allSatisfy { $0.first?.isUppercase == true && $0.dropFirst().allSatisfy(\.isLowercase) }
    }

    /// Whether `text` names a model of an Apple device: the line (`iPhone`, `iPad`, `Apple Watch`, …) and its model
    /// (numbers, `Pro`, `Max`, `mini`, `SE`, `XS`), with its generation or size in brackets (`(3rd generation)`,
    /// `(12.9-inch)`): edX's device names, Apple's names in every language.
    ///
    ///     TechnicalNames.isAppleDeviceModel("iPad Pro (12.9-inch) (3rd generation)")   // true
    ///     TechnicalNames.isAppleDeviceModel("iPhone 12 Pro Max")                       // true
    ///     TechnicalNames.isAppleDeviceModel("iPad Pro 12.9\" (5th generation)")        // true: Pyto's layouts
    ///     TechnicalNames.isAppleDeviceModel("iPhone only")                             // false
    static func isAppleDeviceModel(_ text: String) -> Bool {
        guard let line = appleDeviceLines.first(where: { text.hasPrefix($0 + " ") }) else { return false }
        let words = text.dropFirst(line.count + 1).split(separator: " ")
        guard !words.isEmpty, words.count <= 8 else { return false }
        var inBrackets = false
        for word in words {
            var word = word
            if word.hasPrefix("(") { inBrackets = true; word = word.dropFirst() }
            let closes = word.hasSuffix(")")
            if closes { word = word.dropLast() }
            let isModel = inBrackets
                ? deviceSpecs.contains(String(word)) || isOrdinal(word) || isInchSize(word)
                : deviceModelWords.contains(String(word))
                    || (word.count <= 4 && word.first?.isNumber == true && word.allSatisfy { $0.isASCII && ($0.isNumber || $0.isLetter) })
                    || (word.count <= 3 && word.allSatisfy { $0.isASCII && $0.isUppercase }) || isInchSize(word)
            guard isModel else { return false }
            if closes { inBrackets = false }
        }
        return !inBrackets
    }

    private static let appleDeviceLines = [
        "iPhone", "iPad", "iPod touch", "iPod", "Apple Watch", "Apple TV", "MacBook", "MacBook Air", "MacBook Pro", "iMac",
        "Mac mini", "Mac Pro", "Mac Studio", "HomePod", "AirPods", "Apple Vision Pro",
    ]
    private static let deviceModelWords: Set<String> = [
        "Pro", "Max", "Plus", "mini", "Mini", "Air", "Ultra", "Series", "nano", "touch", "SE", "e", "Simulator",
    ]
    private static let deviceSpecs: Set<String> = ["generation", "gen", "inch", "Wi-Fi", "Cellular", "GPS", "+", "mm"]

    /// `1st`, `2nd`, `3rd`, `4th`.
    private static func isOrdinal(_ word: Substring) -> Bool {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && ["st", "nd", "rd", "th"].contains(String(word.dropFirst(digits.count)))
    }

    /// `12.9-inch`, `11-inch`, `44mm`.
    private static func isInchSize(_ word: Substring) -> Bool {
        let number = word.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let rest = word.dropFirst(number.count)
        return !number.isEmpty && (rest == "-inch" || rest == "mm" || rest == "\"" || rest == "″")
    }

    private static let appleSystems = ["macOS", "Mac OS X", "OS X", "iOS", "iPadOS", "watchOS", "tvOS", "visionOS"]

    /// Whether `text` (format specifiers and interpolations already counted as `0`) is names and numbers only,
    /// with at least one number: every word is a vowel-less acronym (`HTTP`, `TLS`), a camel-case name (`iOS`,
    /// `macOS`, `tvOS`), a format (``isFormatName(_:)``: `FLAC`, `MP3`) or one of ``products``; every other word is
    /// a number or a version (`10`, `1.3`, `0`), or a number with a unit's symbol (`44100Hz`, `320kbps`).
    package static func isNameWithNumbers(_ text: String) -> Bool {
        // A number starts with a digit (a version may have a `v` first): most text has none.
        guard text.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" })
        guard words.count >= 2, words.count <= 4 else { return false }
        // A product and its model code (`Dexcom G6`, `Galaxy S23`): a brand's model, not a word and a number.
        if words.count == 2, isBrandWord(words[0]), isModelCode(words[1]) { return true }
        var names = 0
        var numbers = 0
        for word in words {
            if isVersion(word) || isNumberWithUnitSymbol(word) {
                numbers += 1
            } else if isTechnicalName(word) || isFormatName(String(word))
                || (word.count > 2 && word.hasSuffix(":") && isTechnicalName(word.dropLast()))  // `IP: 0`, `SSID: 0`
            {
                names += 1
            } else {
                return false
            }
        }
        return names >= 1 && numbers >= 1
    }

    /// Whether `text` names a language model by its family, version and size (`Llama 3.2 3B Instruct`, `Qwen2.5 7B`,
    /// `Mistral 7B v0.3`): a word with a capital first, then a size in parameters (`3B`, `0.5B`, `8x7B`, `270M`) and at
    /// most four words in all, each a capitalized word, a version or the size. No language spells it otherwise.
    ///
    ///     TechnicalNames.isLanguageModelName("Llama 3.2 3B Instruct")   // true
    ///     TechnicalNames.isLanguageModelName("Gate 3 closed")           // false
    package static func isLanguageModelName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (2...4).contains(words.count), let first = words.first?.first, first.isUppercase,
            words.contains(where: isParameterCount)
        else { return false }
        return words.allSatisfy { word in
            isParameterCount(word) || isVersion(word) || word.first?.isUppercase == true
        }
    }

    /// `3B`, `70B`, `0.5B`, `8x7B`, `270M`: a model's size in parameters.
    private static func isParameterCount(_ word: Substring) -> Bool {
        guard let last = word.last, last == "B" || last == "M" else { return false }
        let number = word.dropLast()
        guard let head = number.first, head.isASCII, head.isNumber else { return false }
        return number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "x") }
    }

    /// `44100Hz`, `320kbps`, `64k`: a number written together with a unit's symbol, as technical settings name
    /// a sample rate or a bit rate beside a format (`"FLAC 48000Hz"`, `"MP3 44100Hz 320kbps"`, DevToys's converter).
    private static func isNumberWithUnitSymbol(_ word: Substring) -> Bool {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        let unit = word.dropFirst(digits.count)
        return digits.count >= 2 && (1...4).contains(unit.count) && unit.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// A capitalised ASCII word of three letters or more (`Dexcom`, `Galaxy`).
    private static func isBrandWord(_ word: Substring) -> Bool {
        let scalars = Array(word.unicodeScalars)
        return scalars.count >= 3 && scalars[0].isUppercaseFast && scalars.dropFirst().allSatisfy { $0.isASCII && $0.isLowercaseFast }
    }

    /// A model code: one or two capitals and one to three digits (`G6`, `S23`, `M2`), not a number alone.
    private static func isModelCode(_ word: Substring) -> Bool {
        let letters = word.prefix { $0.isASCII && $0.isUppercase }
        let digits = word.dropFirst(letters.count)
        return (1...2).contains(letters.count) && (1...3).contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `10`, `1.3`, `14.2.1`, `v2`: digits and dots, optionally after a `v`.
    package static func isVersion(_ word: Substring) -> Bool {
        let digits = word.hasPrefix("v") ? word.dropFirst() : word
        guard let first = digits.unicodeScalars.first, first.isDigitASCII else { return false }
        return digits.unicodeScalars.allSatisfy { $0.isDigitASCII || $0 == "." }
    }

    private static func isTechnicalName(_ word: Substring) -> Bool {
        if products.contains(String(word)) || acronyms.contains(String(word)) { return true }
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 2, scalars.allSatisfy({ $0.isASCII && ($0.isLetterFast || $0.isDigitASCII) }) else {
            return false
        }
        // A vowel-less acronym: HTTP, SSH, TLS, MP3.
        if scalars.allSatisfy({ $0.isUppercaseFast || $0.isDigitASCII }) {
            return !scalars.contains { "AEIOU".unicodeScalars.contains($0) }
        }
        // A camel-case name: iOS, macOS, watchOS, iPadOS (a lower-case letter before an upper-case one).
        return zip(scalars, scalars.dropFirst()).contains { $0.isLowercaseFast && $1.isUppercaseFast }
    }

    /// Codec, container and picture formats, written as they are in every language (`"HEVC"`, `"AV1"`): one of
    /// ``formats``, or a code of upper-case letters and digits with both (`AV1`, `VP9`, `H264`, `MP3`).
    static func isFormatName(_ word: String) -> Bool {
        if formats.contains(word) { return true }
        let scalars = word.unicodeScalars
        return scalars.count >= 2 && scalars.count <= 6 && scalars.allSatisfy { ($0.isASCII && $0.isUppercaseFast) || $0.isDigitASCII }
            && scalars.contains { $0.isDigitASCII } && scalars.contains { $0.isUppercaseFast }
    }

    /// Formats named by an acronym with a vowel (so not caught as a vowel-less one).
    static let formats: Set<String> = [
        "HEVC", "AVC", "AAC", "FLAC", "ALAC", "MPEG", "JPEG", "HEIC", "HEIF", "HDR", "SDR", "HLS", "WEBM", "OPUS", "AVIF",
        "EAC3", "AC3", "DASH", "RAW", "GIF", "PNG", "SVG", "PDF", "EPUB", "UTF", "ASCII", "WAV", "AIFF", "OGG", "CAF",
    ]

    /// Services apps link to by their name (`communityLink("Discord", …)`, `Link("Mastodon", destination: …)`), and
    /// products an app names (`"Apple Music"` as a switch's title, `Text("Gemini")` over a model list): a brand
    /// reads the same in every language, so translators leave it. Only names that are no common word (not
    /// `Signal`, `Matrix`, `Threads`); a longer phrase around one ("Join us on Discord") is prose.
    static let services: Set<String> = [
        "Discord", "GitHub", "GitLab", "YouTube", "Twitter", "Mastodon", "Bluesky", "Reddit", "Patreon", "Slack",
        "Telegram", "WhatsApp", "Instagram", "Facebook", "LinkedIn", "TikTok", "Twitch", "Vimeo", "Spotify",
        "SoundCloud", "Bandcamp", "PayPal", "Stripe", "Liberapay", "Ko-fi", "Weblate", "Crowdin", "Dropbox", "GitHub Sponsors",
        "Open Collective", "Buy Me a Coffee", "Buy Me A Coffee", "Wikipedia", "Wikimedia", "Wikidata",
        // Password managers apps name when they leave their text alone (SaneClip's excluded apps).
        "1Password", "Bitwarden", "LastPass", "Dashlane", "KeePassXC", "Proton Pass",
        // Apple's products and services, which Apple writes the same in every language it localizes into.
        "Apple Music", "Apple TV", "Apple Watch", "Apple Pay", "Apple ID", "iCloud", "iCloud Drive", "AirPlay",
        "AirPods", "CarPlay", "HomeKit", "HealthKit", "Siri", "Face ID", "Touch ID", "FaceTime", "iMessage",
        "App Store", "Game Center", "Apple Pencil", "TestFlight", "Apple Wallet", "Apple Maps", "Apple Books",
        "Apple Podcasts", "Apple Arcade", "Apple Card", "Xcode", "Safari", "Apple Vision Pro", "Vision Pro", "HomePod",
        "HomePod mini", "AirTag", "Apple TV+", "Secure Enclave",
        // Other products an app names as their makers write them.
        "ChatGPT", "OpenAI", "Gemini", "Claude", "Ollama", "Perplexity", "Codex", "GitHub Copilot", "Anthropic",
        "DeepSeek", "Mistral AI", "Google Drive", "OneDrive",
        // Map apps an app offers to open a place in (try! Swift's 'Google Maps' beside 'Apple Maps').
        "Google Maps", "Waze", "Citymapper", "OpenStreetMap", "Yandex Maps", "Gmail", "Google Calendar",
        // Search engines a browser lets its user pick (AeroBrowser's 'Google', 'Bing', 'DuckDuckGo').
        "Google", "Bing", "DuckDuckGo", "Yahoo", "Ecosia", "Startpage", "Brave Search", "Kagi", "Baidu", "Yandex",
        "Nextcloud", "ownCloud", "Plex", "Jellyfin", "Trakt", "Last.fm", "Nightscout", "Dexcom",
        // Payment card networks, printed on the cards in every country (PlutoPe's card list).
        "VISA", "Visa", "Mastercard", "MasterCard", "American Express", "AMEX", "Maestro", "UnionPay", "Discover Card",
        "JCB",
    ]

    /// Whether `text` names a company by its legal form (`Google LLC`, `Netflix, Inc.`, `Telegram FZ-LLC`, `Acme
    /// GmbH`): a name each company writes the same in every language (Anywhere's acknowledgements).
    ///
    ///     TechnicalNames.isCompanyName("OpenAI, Inc.")   // true
    ///     TechnicalNames.isCompanyName("Inc.")           // false: the form alone
    package static func isCompanyName(_ text: String) -> Bool {
        guard text.utf8.count <= 60, let first = text.first, first.isUppercase else { return false }
        let words = text.split(separator: " ")
        guard (2...6).contains(words.count), let last = words.last else { return false }
        let form = last.split(separator: "-").last.map { $0.hasSuffix(".") ? $0.dropLast() : $0 } ?? last
        return companyForms.contains(String(form))
    }

    /// Legal forms of companies, as names end with them.
    private static let companyForms: Set<String> = [
        "Inc", "LLC", "Ltd", "Corp", "Corporation", "GmbH", "AG", "SA", "S.A", "SAS", "SARL", "BV", "B.V", "NV", "N.V",
        "AB", "Oy", "ASA", "SpA", "S.p.A", "SRL", "S.r.l", "KK", "PLC", "LLP", "Pty", "Limited", "Co", "KG",
    ]

    /// Whether `text` is one of ``services``, or a font family Apple's platforms ship (``fontFamilies``).
    package static func isServiceName(_ text: String) -> Bool { services.contains(text) || fontFamilies.contains(text) }

    /// Font families Apple's platforms ship, as a font picker lists them (Azkar's reading fonts: `"Courier New"`,
    /// `"Iowan Old Style"`): a typeface's name reads the same in every language. Not those that are also a place or
    /// a word (`Georgia`, `Charter`, `New York`).
    static let fontFamilies: Set<String> = [
        "Helvetica", "Helvetica Neue", "Arial", "Arial Rounded MT Bold", "Times New Roman", "Courier New", "Verdana",
        "Menlo", "Monaco", "Avenir", "Avenir Next", "Avenir Next Condensed", "Baskerville", "Palatino",
        "Iowan Old Style", "Didot", "Futura", "Gill Sans", "Optima", "American Typewriter", "Hoefler Text",
        "Rockwell", "Trebuchet MS", "Tahoma", "Noteworthy", "Marker Felt", "Chalkboard SE", "Bodoni 72",
        "Cochin", "Athelas", "Seravek", "Superclarendon", "SF Pro", "SF Pro Rounded", "SF Mono", "SF Compact",
        "Geeza Pro", "Al Nile", "Damascus", "Baghdad", "Kefa", "Mishafi", "Farah", "Diwan Kufi", "Noto Nastaliq Urdu",
        "PingFang SC", "PingFang TC", "Hiragino Sans", "Hiragino Mincho ProN", "Apple SD Gothic Neo", "Thonburi",
    ]

    /// Whether `text` is a language's name in that language (as Apple's language lists write them): one of
    /// ``endonyms``, else one Foundation's `Locale` gives (``StandardNames/isEndonym(_:)``), read only for short text
    /// without digits.
    static func isEndonym(_ text: String) -> Bool {
        if endonyms.contains(text) { return true }
        // `Locale` is asked only about text that is no plain English word or phrase: outside ASCII (`"Română"`,
        // `"עברית"`), or with a region in brackets (`"English (United Kingdom)"`). The plain names are listed.
        let bytes = text.utf8
        guard bytes.count <= 48, bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "(") }),
            !bytes.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            bytes.lazy.filter({ $0 == UInt8(ascii: " ") }).count <= 3
        else { return false }
        return StandardNames.isEndonym(text)
    }

    /// The names of the languages Apple's platforms offer, each in its own language, as their lists capitalize
    /// them (a quick answer before `Locale`'s, which covers every locale).
    static let endonyms: Set<String> = [
        "English", "Deutsch", "Español", "Français", "Italiano", "Português", "Português (Brasil)",
        "Português (Portugal)", "Nederlands", "Svenska", "Norsk", "Norsk bokmål", "Dansk", "Suomi", "Íslenska",
        "Polski", "Čeština", "Slovenčina", "Magyar", "Română", "Hrvatski", "Slovenščina", "Srpski", "Lietuvių",
        "Latviešu", "Eesti", "Català", "Euskara", "Galego", "Türkçe", "Ελληνικά", "Русский", "Українська",
        "Български", "Српски", "Қазақ тілі", "עברית", "العربية", "فارسی", "اردو", "हिन्दी", "मराठी", "বাংলা",
        "தமிழ்", "తెలుగు", "ಕನ್ನಡ", "മലയാളം", "ગુજરાતી", "ਪੰਜਾਬੀ", "ไทย", "Tiếng Việt", "Bahasa Indonesia",
        "Bahasa Melayu", "Filipino", "Kiswahili", "Afrikaans", "日本語", "中文", "简体中文", "繁體中文",
        "中文（简体）", "中文（繁體）", "中文 (简体)", "中文 (繁體)", "粵語", "한국어", "Esperanto", "Gaeilge", "Cymraeg",
        "Bosanski", "Shqip", "Malti", "Hausa", "Yoruba", "Igbo", "Isizulu", "Isixhosa", "Frysk", "Asturianu", "Corsu",
        "Occitan", "Brezhoneg", "Kalaallisut", "Malagasy", "Cebuano", "Interlingua",
        "Norsk nynorsk", "Rumantsch", "Lietuviu", "Kinyarwanda", "Soomaali", "Wolof", "Sesotho", "Setswana",
    ]
}
