/// Fills search's tables (``SearchIndexSchema``) during a build, a guideline at a time:
/// the sort table and the vocabulary through the build's ``StoreInserts``, the FTS5 table
/// through ``SearchTextIndex``, on a connection and thread of its own.
struct SearchIndexWriter {
    private let inserts: StoreInserts
    private let text: SearchTextIndex
    /// The rowid shared by a guideline's `guideline_search` and `guideline_search_order` rows.
    private var rowID: Int64 = 0
    private let vocabulary = SearchWords.Counter()

    init(inserts: StoreInserts, text: SearchTextIndex) {
        self.inserts = inserts
        self.text = text
    }

    mutating func insert(
        _ document: SearchDocument, level: RequirementLevel, standardID: String, sortKey: String, prior: Double = 1
    ) throws {
        rowID += 1
        vocabulary.add(document.words)
        text.insert(rowID: rowID, guidelineID: document.guidelineID, fields: SearchField.allCases.map { document.fields[$0] ?? "" })
        try inserts.searchOrder(
            rowID: rowID, guidelineID: document.guidelineID, standardID: standardID, level: level, sortKey: sortKey, prior: prior)
    }

    /// Every guideline's row is handed over: the full-text table is merged now, while the
    /// mappings are read, rather than after them.
    func rowsDone() {
        text.merge()
    }

    /// Fills each guideline's ``SearchField/checks`` with the names of the checks that test
    /// it (mapped to it, or to a criterion it maps to), each with its words when it is camel
    /// case. Run once the checks are stored; a clause that is not a requirement is left out,
    /// as its other explanatory fields are (``SearchDocument``). The full-text table takes
    /// no rows after it.
    mutating func indexChecks() throws {
        for row in try inserts.searchRowsTestedByChecks() {
            var seen: Set<String> = []
            let text = row.names.filter { seen.insert($0).inserted }.flatMap { name in
                IdentifierSplitter.compoundIdentifiers(in: name).isEmpty
                    ? [name] : [name] + IdentifierSplitter.compoundIdentifiers(in: name)
            }.joined(separator: "\n")
            vocabulary.add(SearchWords.words(in: [text]))
            self.text.setChecks(rowID: row.rowID, text: text)
        }
        // The last change to the full-text rows: their merge runs beside the store's commit.
        text.seal()
    }

    /// Writes the vocabulary.
    func finish() throws {
        try inserts.searchWords(vocabulary.counted().rows())
    }
}
