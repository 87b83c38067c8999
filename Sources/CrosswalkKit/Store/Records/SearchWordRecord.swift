import GRDB

/// A row of `search_word`: a word of the indexed text, folded, the form shown when a query
/// is corrected to it (nil when it is the word), its length and how many guidelines hold it.
struct SearchWordRecord: Sendable, FetchableRecord {
    var word: String
    var display: String?
    var length: Int
    var documents: Int

    init(word: String, display: String?, length: Int, documents: Int) {
        self.word = word
        self.display = display
        self.length = length
        self.documents = documents
    }

    init(row: Row) {
        word = row["word"]
        display = row["display"]
        length = row["length"]
        documents = row["documents"]
    }
}
