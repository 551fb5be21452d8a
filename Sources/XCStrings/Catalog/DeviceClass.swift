/// A device key in `variations.device`. Open.
public struct DeviceClass: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let iphone = DeviceClass(rawValue: "iphone")
    public static let ipad = DeviceClass(rawValue: "ipad")
    public static let ipod = DeviceClass(rawValue: "ipod")
    public static let mac = DeviceClass(rawValue: "mac")
    public static let applewatch = DeviceClass(rawValue: "applewatch")
    public static let applevision = DeviceClass(rawValue: "applevision")
    public static let appletv = DeviceClass(rawValue: "appletv")
    public static let other = DeviceClass(rawValue: "other")

    public static let all: [DeviceClass] = [.iphone, .ipad, .ipod, .mac, .applewatch, .applevision, .appletv, .other]

    public var isKnown: Bool { Self.all.contains(self) }
    public var description: String { rawValue }
}
