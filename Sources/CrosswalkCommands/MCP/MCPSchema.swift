import MCP

/// The pieces of the tools' JSON Schemas (draft 2020-12, as MCP asks): each argument with
/// its description and, where the CLI takes a closed set, the values.
enum MCPSchema {
    static func object(_ properties: [String: Value], required: [String] = []) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties), "additionalProperties": false]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return .object(schema)
    }

    static func string(_ description: String, values: [String]? = nil) -> Value {
        var schema: [String: Value] = ["type": "string", "description": .string(description)]
        if let values { schema["enum"] = .array(values.map { .string($0) }) }
        return .object(schema)
    }

    /// A repeatable option: one value, or several.
    static func strings(_ description: String, values: [String]? = nil) -> Value {
        var item: [String: Value] = ["type": "string"]
        if let values { item["enum"] = .array(values.map { .string($0) }) }
        return .object([
            "description": .string(description),
            "anyOf": .array([.object(item), .object(["type": "array", "items": .object(item)])]),
        ])
    }

    static func integer(_ description: String, default value: Int) -> Value {
        .object(["type": "integer", "minimum": 1, "default": .int(value), "description": .string(description)])
    }

    static func boolean(_ description: String) -> Value {
        .object(["type": "boolean", "default": false, "description": .string(description)])
    }
}
