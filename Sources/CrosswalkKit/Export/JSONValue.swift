import Foundation

/// A JSON document as a value, to embed a schema written as text in an Encodable export.
enum JSONValue: Encodable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func parse(_ text: String) throws -> JSONValue {
        try convert(JSONSerialization.jsonObject(with: Data(text.utf8)))
    }

    private static func convert(_ value: Any) -> JSONValue {
        switch value {
        case let dictionary as [String: Any]:
            return .object(dictionary.keys.sorted().map { ($0, convert(dictionary[$0]!)) })
        case let array as [Any]:
            return .array(array.map(convert))
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            // Foundation reads JSON booleans as NSNumber of C type "c" (char).
            return String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        default:
            return .null
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try container.encode(value, forKey: Key(key)) }
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .number(let number):
            var container = encoder.singleValueContainer()
            if number == number.rounded(), abs(number) < 1e15 { try container.encode(Int(number)) } else { try container.encode(number) }
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}
