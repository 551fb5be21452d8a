/// Legal text an app shows in its holder's words, in every language: copyright notices and software licences.
/// Translators leave it as written (or change its punctuation freely), and no team translates a licence.
///
///     LegalNotice.isCopyright("Copyright © 2022 Max Langer. All rights reserved.")      // true
///     LegalNotice.isLegalText("MIT License\n\nPermission is hereby granted, free of charge, to any person …")  // true
///     LegalNotice.isLegalText("Licenses")                                                 // false
package enum LegalNotice {
    /// Whether `text` is a copyright notice (`Copyright © 2022 Max Langer. All rights reserved.`, `© Acme`): a
    /// legal line of names and years many apps keep as written in every language.
    package static func isCopyright(_ text: String) -> Bool {
        let trimmed = text.drop { $0.isWhitespace }
        if trimmed.hasPrefix("©") || trimmed.hasPrefix("(c) ") || trimmed.lowercased().hasPrefix("copyright") { return true }
        return text.containsByte(UInt8(ascii: "\n")) && isCopyrightBlock(text)
    }

    /// Whether `text` is a copyright line with a version or an address on lines of their own (ManualCamera's settings
    /// footer, 'version 1.1.0\n© Copyright 2015, 2018 Kai Oezer\nhttp://robo.fish'): every other line is an address
    /// or three words at most with a digit.
    static func isCopyrightBlock(_ text: String) -> Bool {
        var copyright = false
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0.isWhitespace }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("©") || trimmed.hasPrefix("(c) ") || trimmed.lowercased().hasPrefix("copyright") {
                copyright = true
                continue
            }
            if trimmed.contains("://") || trimmed.hasPrefix("www.") { continue }
            guard trimmed.split(separator: " ").count <= 3, trimmed.contains(where: \.isNumber) else { return false }
        }
        return copyright
    }

    /// Whether `text` is a copyright notice (``isCopyright(_:)``) or a software licence's text (`MIT
    /// License\n\nPermission is hereby granted…`, `Apache License\nVersion 2.0`, `Redistribution and use in source
    /// and binary forms…`), at least 80 bytes of it.
    package static func isLegalText(_ text: String) -> Bool {
        if isCopyright(text) { return true }
        guard text.utf8.count >= 80 else { return false }
        // The bytes first (no Foundation call for the many long texts that hold no phrase), then Foundation's
        // search as before.
        return licencePhrases.contains { text.containsBytes($0) && text.contains($0) }
    }

    /// Phrases of the licences apps acknowledge (MIT, Apache 2.0, BSD, zlib, ISC, GPL, Creative Commons, CC0), and
    /// of the attributions they give for artwork used under one (CampNet's acknowledgements: '"CampNet logo" is a
    /// derivative of "Network" by riyazali, used under CC BY 3.0 US.').
    static let licencePhrases = [
        "Permission is hereby granted", "Licensed under the Apache License", "Apache License\nVersion 2.0",
        "Apache License, Version 2.0", "Redistribution and use in source and binary forms",
        "THE SOFTWARE IS PROVIDED \"AS IS\"", "provided 'as-is', without any express or implied warranty",
        "Permission to use, copy, modify", "GNU General Public License",
        "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION", "http://www.apache.org/licenses/",
        "Mozilla Public License", "GNU Lesser General Public License", "THIS SOFTWARE IS PROVIDED",
        "WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND", "Creative Commons Attribution", "public domain dedication",
        "used under CC BY", "licensed under CC BY", "is licensed under CC0",
    ]
}
