/// Name-based UUIDs (version 5, RFC 9562 §5.5): the same name always gives the same UUID, so
/// an unchanged knowledge base exports byte-identical OSCAL files.
package enum UUIDv5 {
    /// RFC 9562's namespace for names that are URLs.
    static let urlNamespace: [UInt8] = bytes("6ba7b811-9dad-11d1-80b4-00c04fd430c8")!

    /// Crosswalk's namespace for the UUIDs of its OSCAL export: the version 5 UUID of
    /// ``OSCAL/namespace`` in the URL namespace, `18b4dd7b-7d10-585e-b9cc-f245474eb838`, which
    /// anyone can recompute (`uuid.uuid5(uuid.NAMESPACE_URL, ...)` in Python).
    package static let crosswalkNamespace: [UInt8] = make(namespace: urlNamespace, name: OSCAL.namespace).bytes

    /// The UUID for `name` in `namespace`, as lower-case text.
    package static func make(namespace: [UInt8], name: String) -> (bytes: [UInt8], text: String) {
        var digest = SHA1.digest(namespace + Array(name.utf8))
        digest[6] = (digest[6] & 0x0F) | 0x50  // version 5
        digest[8] = (digest[8] & 0x3F) | 0x80  // the RFC's variant
        let bytes = Array(digest.prefix(16))
        return (bytes, text(bytes))
    }

    /// The UUID for `name` in Crosswalk's namespace.
    package static func crosswalk(_ name: String) -> String {
        make(namespace: crosswalkNamespace, name: name).text
    }

    package static func text(_ bytes: [UInt8]) -> String {
        let hex = SHA1.hex(bytes)
        let characters = Array(hex)
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
    }

    package static func bytes(_ text: String) -> [UInt8]? {
        let digits = Array(text.filter { $0 != "-" })
        guard digits.count == 32 else { return nil }
        return stride(from: 0, to: 32, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
    }
}

/// SHA-1 (RFC 3174), for version 5 UUIDs and document digests only, never for security.
/// Written by hand: Foundation on Linux has no digest API, and swift-crypto would add minutes
/// to every clean build for sixty lines of code.
package enum SHA1 {
    package static func digest(_ message: [UInt8]) -> [UInt8] {
        var h: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        var padded = message
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        let bits = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }

        var w = [UInt32](repeating: 0, count: 80)
        for block in stride(from: 0, to: padded.count, by: 64) {
            for t in 0..<16 {
                let i = block + t * 4
                w[t] = UInt32(padded[i]) << 24 | UInt32(padded[i + 1]) << 16 | UInt32(padded[i + 2]) << 8 | UInt32(padded[i + 3])
            }
            for t in 16..<80 { w[t] = rotate(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1) }
            var (a, b, c, d, e) = h
            for t in 0..<80 {
                let f: UInt32
                let k: UInt32
                switch t {
                case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
                }
                let temp = rotate(a, 5) &+ f &+ e &+ k &+ w[t]
                (e, d, c, b, a) = (d, c, rotate(b, 30), a, temp)
            }
            h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
        }
        return [h.0, h.1, h.2, h.3, h.4].flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    package static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] })
    }

    private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { x << n | x >> (32 - n) }
}
