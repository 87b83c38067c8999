import GRDB

/// What counts, lists and comparisons need of a guideline, without its prose: read from the
/// covering index `guideline_by_standard` alone. A guideline's row holds its summary and notes
/// three ways (4 KB and more), so a read that touches the rows maps the whole table.
struct GuidelineOutline: Sendable, Decodable, FetchableRecord {
    var id: String
    var standardID: String
    var number: String
    var title: String
    var level: RequirementLevel
    var applicability: Guideline.Applicability.Status?
    var applicabilityNote: String?
    var isScoping: Bool

    var isRequirement: Bool { Guideline.isRequirement(applicability, scoping: isScoping) }

    enum CodingKeys: String, CodingKey {
        case id, number, title, level, applicability
        case standardID = "standard_id"
        case applicabilityNote = "applicability_note"
        case isScoping = "is_scoping"
    }
}

extension Store {
    /// The outlines of one standard's guidelines, in source order.
    static func outlines(of standard: String, _ db: Database) throws -> [GuidelineOutline] {
        try GuidelineOutline.fetchAll(
            db,
            sql: """
                SELECT id, standard_id, number, title, level, applicability, applicability_note, is_scoping
                FROM guideline INDEXED BY guideline_by_standard WHERE standard_id = ? ORDER BY sort_key
                """, arguments: [standard])
    }
}
