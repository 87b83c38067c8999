import Mustache

/// One row of a comparison page as its template reads it. A struct answering the template's
/// names rather than a `[String: Any]` per row: each row dictionary took about 850 bytes, and
/// the rows of the two comparison pages rendered at once were the largest part of the
/// 2,000-guideline site's peak heap (17 of 43 MB).
struct CompareRow: MustacheParent {
    var aPath, aNumber, aTitle: String
    var bPath, bNumber, bTitle: String
    var relationship, basis, via: String

    func child(named name: String) -> Any? {
        switch name {
        case "aPath": aPath
        case "aNumber": aNumber
        case "aTitle": aTitle
        case "bPath": bPath
        case "bNumber": bNumber
        case "bTitle": bTitle
        case "relationship": relationship
        case "basis": basis
        case "via": via
        default: nil
        }
    }
}
