import GRDB

extension Store {
    /// Every success criterion in document order.
    public func criteria() throws -> [SuccessCriterion] {
        try read("list criteria") { db in
            try CriterionRecord.order(CriterionRecord.Columns.position).fetchAll(db).map {
                SuccessCriterion(number: $0.number, handle: $0.handle, level: $0.level, guidelineNumber: $0.guidelineNumber,
                                 guidelineTitle: $0.guidelineTitle, principleNumber: $0.principleNumber,
                                 principleTitle: $0.principleTitle, understandingURL: $0.understandingURL, summary: $0.summary)
            }
        }
    }
}
