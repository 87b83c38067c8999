/// A mapping as coverage counts it.
struct CoverageMappingRow {
    var sourceID: String
    var targetID: String
    var targetKind: Mapping.TargetKind
    var relationship: Mapping.Relationship
    var remarks: String
}
