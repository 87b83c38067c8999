import Foundation

/// What a run of the pipeline found.
public struct ContentReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var counts: ContentCounts
    /// Hash of every file read, in order: changes whenever the content does.
    public var fingerprint: String

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

public struct ContentCounts: Sendable, Equatable {
    public var standards = 0
    public var guidelines = 0
    public var guidelinesByLevel: [RequirementLevel: Int] = [:]
    public var techniques = 0
    public var codeSamples = 0
    public var pages = 0
    public var criteria = 0
    public var topics = 0
    public var mappings = 0
    public var checkTools = 0
    public var checks = 0
    public init() {}
}

/// Loads and validates `Content/` and `Mappings/`, handing each valid piece to a consumer as
/// soon as it is read. Every problem is collected; none stops the run, so one `check` shows
/// them all.
public struct ContentPipeline {
    public let paths: ContentPaths

    /// Folders in `Content/` that are not standards.
    static let reservedFolders: Set<String> = ["wcag", "search", checksFolder]
    /// The catalogues of automated checks, one file per tool.
    static let checksFolder = "checks"
    static let cataloguePath = "wcag/criteria.yaml"
    static let pagesFolder = "pages"
    /// A page's file name without `.md`, as in its web address.
    static let pageSlugPattern = #"^[a-z0-9]+(-[a-z0-9]+)*$"#

    public init(paths: ContentPaths) {
        self.paths = paths
    }

    /// Runs the pipeline. Throws only when a folder is missing or unreadable; content
    /// problems are returned as diagnostics.
    public func run<Consumer: ContentConsumer>(into consumer: Consumer) throws -> ContentReport {
        try FileSystem.requireFolder(paths.content, purpose: "content")
        try FileSystem.requireFolder(paths.mappings, purpose: "mappings")
        var run = Run(paths: paths)
        try run.loadReference(into: consumer)
        try run.loadStandards(into: consumer)
        try consumer.guidelinesDone()
        try run.loadMappings(into: consumer)
        try run.loadChecks(into: consumer)
        return ContentReport(diagnostics: run.log.sorted, counts: run.counts, fingerprint: run.fingerprint.hex)
    }
}

/// A guideline file to load: its path relative to the content folder and as displayed.
struct GuidelineFile: Sendable {
    var relative: String
    var path: String
}

/// One file's outcome, from a worker thread.
struct ParsedGuideline<Prepared: Sendable>: Sendable {
    var file: GuidelineFile
    var data = Data()
    var guideline: Guideline?
    /// The guideline's id and where its number is given, also when the file has errors: it
    /// is still known to the mappings and to the duplicate check.
    var id: String?
    var numberLocation: SourceLocation?
    var prepared: Prepared?
    var diagnostics: [Diagnostic] = []

    init(parsing file: GuidelineFile, standard: Standard, vocabulary: ContentVocabulary, prepare: (Guideline) -> Prepared) {
        self.file = file
        let log = DiagnosticLog()
        defer { diagnostics = log.diagnostics }
        do {
            data = try FileSystem.readRegularFile(file.path)
        } catch {
            log.error(SourceLocation(path: file.path, line: 1, column: 1), "cannot read the file: \(error.reason)")
            return
        }
        let text = ContentText.decode(data, path: file.path, log: log)
        let loaded = GuidelineLoader(vocabulary: vocabulary, log: log)
            .load(text: text, standard: standard, relativePath: file.relative, displayPath: file.path)
        (guideline, id, numberLocation) = (loaded.guideline, loaded.id, loaded.numberLocation)
        prepared = guideline.map(prepare)
    }
}

/// One mapping file read, decoded and parsed on a worker thread, with what its own log said.
struct ParsedMappingFile: Sendable {
    /// Nil when the file could not be read (the diagnostics say why).
    var data: Data?
    var file: MappingLoader.File?
    var diagnostics: [Diagnostic] = []
    /// Lines whose later problems are not reported (``DiagnosticLog/quiet(_:line:)``).
    var quietLines: [Int] = []

    init(path: String, name: String) {
        let log = DiagnosticLog()
        defer { (diagnostics, quietLines) = (log.diagnostics, log.quietLines(in: path)) }
        guard let data = Run.readData(path, required: true, log: log) else { return }
        self.data = data
        let text = ContentText.decode(data, path: path, log: log)
        file = MappingLoader(log: log).load(text: text, fileName: name, displayPath: path)
    }
}

/// The mapping files parsed on a worker thread one file ahead of the writer, which takes
/// them in file order: the same diagnostics, fingerprint and store as parsing them one by
/// one, and one parse tree beside the writer's file (two at a time on both cores raised the
/// peak memory at 20,000 guidelines by about 60 MB; see bench/README.md).
struct ParsedMappingFiles {
    private let names: [String]
    private let paths: [String]
    private var position = 0
    private var current: [ParsedMappingFile] = []
    private var ahead: ParallelMap<ParsedMappingFile>?
    static let chunkSize = 1

    init(names: [String], paths: [String]) {
        (self.names, self.paths) = (names, paths)
        ahead = parse(from: 0)
    }

    private func parse(from start: Int) -> ParallelMap<ParsedMappingFile>? {
        guard start < names.count else { return nil }
        let range = start..<min(start + Self.chunkSize, names.count)
        let (names, paths) = (Array(names[range]), Array(paths[range]))
        return ParallelMap(count: range.count) { ParsedMappingFile(path: paths[$0], name: names[$0]) }
    }

    /// The next file's outcome, in the order of `names`.
    mutating func next() -> ParsedMappingFile {
        let index = position % Self.chunkSize
        if index == 0 {
            current = ahead?.values ?? []
            ahead = parse(from: position + Self.chunkSize)
        }
        position += 1
        return current[index]
    }
}

/// The state of one pipeline run.
private struct Run {
    let paths: ContentPaths
    let log = DiagnosticLog()
    let suggestions = SuggestionBudget()
    var counts = ContentCounts()
    var fingerprint = Fingerprint()
    var vocabulary = ContentVocabulary()
    var reference = ReferenceData(
        standards: [], catalogue: WCAGCatalogue(),
        topics: [], userGroups: [], glossary: [], searchVocabulary: SearchVocabulary())
    var standards: [Standard] = []
    /// The catalogue's criteria by number.
    var criteria: [String: SuccessCriterion] = [:]
    /// Criterion mappings and no-relationship mappings to a WCAG version, checked against
    /// each other once every file is read.
    var criterionMappings: [String: Set<String>] = [:]
    var noCriterionIn: [(source: String, version: WCAGVersion, location: SourceLocation)] = []
    /// Every guideline id loaded, with the file that defined it (for duplicate messages).
    var guidelineFiles: [String: String] = [:]
    /// Whether the WCAG catalogue loaded: when it is missing or has errors (already
    /// reported), mappings to criteria are not checked against it, instead of each giving an
    /// error of its own.
    var catalogueLoaded = false
    /// For each standard, the file names (without `.md`) of guideline files whose number
    /// could not be read (front matter that does not parse): a mapping to `std/N` is not
    /// reported as unknown when such a file is named `N.md` or `N-….md`.
    var unreadNumbers: [String: [String]] = [:]
    /// The guidelines handed to the consumer (those without errors): only mappings between
    /// these are, since the store's mappings refer to its guidelines.
    var loadedGuidelines: Set<String> = []

    init(paths: ContentPaths) {
        self.paths = paths
    }

    // MARK: Files

    func display(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// Reads a file as UTF-8, adding it to the fingerprint. Missing optional files give nil;
    /// a file that cannot be read (a folder, a named pipe, a link that loops, no permission)
    /// is a located error, and the run goes on with the rest.
    mutating func read(_ root: String, _ relative: String, required: Bool = true) -> String? {
        let path = display(root, relative)
        guard let data = Self.readData(path, required: required, log: log) else { return nil }
        fingerprint.add(relative)
        fingerprint.add(data)
        return ContentText.decode(data, path: path, log: log)
    }

    /// The bytes of the file at `path`, or nil after logging why not (``read(_:_:required:)``).
    static func readData(_ path: String, required: Bool, log: DiagnosticLog) -> Data? {
        let location = SourceLocation(path: path, line: 1, column: 1)
        if (try? FileSystem.kind(of: path, link: true)) == .missing {
            if required { log.error(location, "missing file") }
            return nil
        }
        do {
            return try FileSystem.readRegularFile(path)
        } catch {
            log.error(location, "cannot read the file: \(error.reason)")
            return nil
        }
    }

    /// The names in `folder` in natural order, without hidden ones. A name that is not UTF-8
    /// and a folder that cannot be listed are located errors; the run goes on.
    func list(_ folder: String) -> [String] {
        let entries: [FileSystem.FolderEntry]
        do {
            entries = try FileSystem.entries(of: folder)
        } catch {
            log.error(SourceLocation(path: folder, line: 1, column: 1), "cannot read the folder: \(error.reason)")
            return []
        }
        for entry in entries where entry.name == nil {
            log.error(
                SourceLocation(path: display(folder, entry.display), line: 1, column: 1),
                "the file name is not valid UTF-8 (the bad bytes are shown as \\x..); rename it")
        }
        return NaturalOrder.sorted(entries.compactMap(\.name).filter { !$0.hasPrefix(".") })
    }

    // MARK: Reference data

    mutating func loadReference<Consumer: ContentConsumer>(into consumer: Consumer) throws {
        let loader = ReferenceLoader(log: log)
        let root = paths.content
        // A vocabulary file with errors (already reported) is incomplete: guidelines are not
        // checked against it, so its one error does not become one per guideline.
        var errors = log.errorCount
        func loadedWithoutErrors() -> Bool {
            defer { errors = log.errorCount }
            return log.errorCount == errors
        }
        let topics = read(root, "topics.yaml").map { loader.vocabulary(text: $0, path: display(root, "topics.yaml")) } ?? []
        if !loadedWithoutErrors() { vocabulary.unchecked.insert("topics") }
        let userGroups =
            read(root, "user-groups.yaml", required: false).map { loader.vocabulary(text: $0, path: display(root, "user-groups.yaml")) }
            ?? []
        if !loadedWithoutErrors() { vocabulary.unchecked.insert("users") }
        let located =
            read(root, "glossary.yaml", required: false).map { loader.glossary(text: $0, path: display(root, "glossary.yaml")) } ?? []
        let glossary = located.map(\.term)
        if !loadedWithoutErrors() { vocabulary.unchecked.insert("terms") }
        let spellings =
            read(root, "search/spelling.yaml", required: false).map {
                loader.stringGroups(text: $0, path: display(root, "search/spelling.yaml"), groupSize: 2)
            } ?? []
        let synonyms =
            read(root, "search/synonyms.yaml", required: false).map {
                loader.stringGroups(text: $0, path: display(root, "search/synonyms.yaml"), groupSize: nil)
            } ?? []
        let expansions =
            read(root, "search/expansions.yaml", required: false).map {
                loader.expansions(text: $0, path: display(root, "search/expansions.yaml"))
            } ?? []
        let catalogue = read(root, ContentPipeline.cataloguePath).flatMap {
            loader.catalogue(text: $0, path: display(root, ContentPipeline.cataloguePath))
        }

        vocabulary.topics = Set(topics.map(\.id))
        vocabulary.userGroups = Set(userGroups.map(\.id))
        vocabulary.terms = Set(glossary.map(\.id))
        criteria = Dictionary(uniqueKeysWithValues: (catalogue?.criteria ?? []).map { ($0.number, $0) })
        catalogueLoaded = catalogue != nil

        // A file at the top of Content/ that nothing reads (a README.md, notes.txt) is said to be
        // ignored, as a stray file in a standard's folder is.
        let known: Set = ["topics.yaml", "user-groups.yaml", "glossary.yaml"]
        for name in list(root) where !known.contains(name) && !FileSystem.isFolder(display(root, name)) && !name.hasPrefix(".") {
            log.warning(
                SourceLocation(path: display(root, name), line: 1, column: 1),
                "ignored: Content/ holds topics.yaml, user-groups.yaml, glossary.yaml and a folder per standard (plus search/, wcag/ and checks/)"
            )
        }
        for folder in list(root)
        where FileSystem.isFolder(display(root, folder)) && !ContentPipeline.reservedFolders.contains(folder) && !folder.hasSuffix(".yaml")
        {
            let location = SourceLocation(path: display(root, folder), line: 1, column: 1)
            guard folder.range(of: #"^[a-z0-9]+([.-][a-z0-9]+)*$"#, options: .regularExpression) != nil else {
                log.error(location, "standard folder '\(MessageText.quoted(folder))' must be a lower-case id such as 'bbc-2013'")
                continue
            }
            guard let text = read(root, "\(folder)/standard.yaml") else { continue }
            let before = log.errorCount
            if let standard = loader.standard(id: folder, text: text, path: display(root, "\(folder)/standard.yaml")) {
                standards.append(standard)
                vocabulary.categories[standard.id] = standard.categories.map(\.id)
                if log.errorCount > before { vocabulary.uncheckedCategories.insert(standard.id) }
            }
        }
        // One error per unknown standard, at the first term naming it (a renamed folder).
        let standardIDs = Set(standards.map(\.id))
        // A standard whose folder is there but did not load has its own error already.
        let unknown = Dictionary(
            grouping: located.filter { !standardIDs.contains($0.term.source) && !hasFolder($0.term.source) },
            by: \.term.source)
        for (source, terms) in unknown.sorted(by: { $0.value[0].sourceLocation.line < $1.value[0].sourceLocation.line }) {
            let others = terms.count - 1
            log.error(
                terms[0].sourceLocation,
                "glossary term '\(MessageText.quoted(terms[0].term.id))' names unknown source standard '\(MessageText.quoted(source))'"
                    + suggestion(source, standardIDs)
                    + (others > 0 ? "; \(others) other term\(others == 1 ? " names" : "s name") it too" : ""))
        }
        counts.standards = standards.count
        counts.criteria = catalogue?.criteria.count ?? 0
        counts.topics = topics.count
        reference = ReferenceData(
            standards: standards,
            catalogue: catalogue ?? WCAGCatalogue(),
            topics: topics, userGroups: userGroups, glossary: glossary,
            searchVocabulary: SearchVocabulary(spellings: spellings, synonyms: synonyms, expansions: expansions))
        try consumer.reference(reference)
    }

    // MARK: Guidelines and pages

    mutating func loadStandards<Consumer: ContentConsumer>(into consumer: Consumer) throws {
        let pageLoader = ReferenceLoader(log: log)
        for standard in standards {
            let folder = display(paths.content, standard.id)
            var files: [GuidelineFile] = []
            for name in list(folder) {
                let relative = "\(standard.id)/\(name)"
                let path = display(paths.content, relative)
                if name == ContentPipeline.pagesFolder && FileSystem.isFolder(path) {
                    for pageName in list(path) {
                        let pageRelative = "\(relative)/\(pageName)"
                        guard pageName.hasSuffix(".md") else {
                            log.warning(
                                SourceLocation(path: display(paths.content, pageRelative), line: 1, column: 1),
                                "ignored: pages are .md files")
                            continue
                        }
                        let slug = String(pageName.dropLast(3))
                        // The slug is the page's web address: a space, '?' or '#' would break its links.
                        guard slug.range(of: ContentPipeline.pageSlugPattern, options: .regularExpression) != nil else {
                            log.error(
                                SourceLocation(path: display(paths.content, pageRelative), line: 1, column: 1),
                                "page file name '\(MessageText.quoted(pageName))' must be lower-case letters and digits joined by '-', such as testing-setup.md: it becomes the page's web address"
                            )
                            continue
                        }
                        guard let text = read(paths.content, pageRelative) else { continue }
                        if let page = pageLoader.page(
                            standardID: standard.id, slug: slug, text: text, relativePath: pageRelative,
                            displayPath: display(paths.content, pageRelative))
                        {
                            counts.pages += 1
                            try consumer.page(page)
                        }
                    }
                    continue
                }
                if name == "standard.yaml" { continue }
                if name.hasSuffix(".md") && FileSystem.isFolder(path) {
                    // Named as a guideline file: one error here, and its mappings are not
                    // reported as naming an unknown guideline as well.
                    log.error(SourceLocation(path: path, line: 1, column: 1), "a folder named like a guideline file; a guideline is a file")
                    unreadNumbers[standard.id, default: []].append(String(name.dropLast(".md".count)))
                    continue
                }
                guard name.hasSuffix(".md") else {
                    log.warning(
                        SourceLocation(path: path, line: 1, column: 1),
                        "ignored: a standard folder holds standard.yaml, guideline .md files and pages/")
                    continue
                }
                files.append(GuidelineFile(relative: relative, path: path))
            }
            try loadGuidelines(files, of: standard, into: consumer)
        }
    }

    /// Parses guideline files on worker threads a chunk ahead of the consumer, which takes the
    /// results in file order: the store, the diagnostics and the fingerprint are the same as
    /// sequential loading, and only two chunks are ever in memory.
    mutating func loadGuidelines<Consumer: ContentConsumer>(_ files: [GuidelineFile], of standard: Standard, into consumer: Consumer) throws
    {
        let chunkSize = 32
        let chunks = stride(from: 0, to: files.count, by: chunkSize).map { Array(files[$0..<min($0 + chunkSize, files.count)]) }
        let (vocabulary, reference) = (vocabulary, reference)
        func parse(_ chunk: [GuidelineFile]) -> ParallelMap<ParsedGuideline<Consumer.Prepared>> {
            ParallelMap(count: chunk.count) { index in
                ParsedGuideline(parsing: chunk[index], standard: standard, vocabulary: vocabulary) {
                    Consumer.prepare($0, reference: reference)
                }
            }
        }
        var next = chunks.first.map(parse)
        for index in chunks.indices {
            guard let current = next else { break }
            let results = current.values
            next = index + 1 < chunks.count ? parse(chunks[index + 1]) : nil
            for parsed in results {
                fingerprint.add(parsed.file.relative)
                fingerprint.add(parsed.data)
                log.append(parsed.diagnostics)
                // A guideline with errors is still known by its id, so that its mappings do not
                // add "unknown guideline" errors to the ones in its own file.
                guard let id = parsed.id else {
                    let name = (parsed.file.relative as NSString).lastPathComponent
                    unreadNumbers[standard.id, default: []].append(String(name.dropLast(".md".count)))
                    continue
                }
                if let first = guidelineFiles[id] {
                    log.error(
                        parsed.numberLocation ?? SourceLocation(path: parsed.file.path, line: 1, column: 1),
                        "duplicate id '\(MessageText.quoted(id))': also defined in \(display(paths.content, first))")
                    continue
                }
                guidelineFiles[id] = parsed.file.relative
                guard let guideline = parsed.guideline else {
                    // Its errors may be in the number itself: mappings naming the id its file
                    // name gives are then not unknown either.
                    let name = (parsed.file.relative as NSString).lastPathComponent
                    unreadNumbers[standard.id, default: []].append(String(name.dropLast(".md".count)))
                    continue
                }
                loadedGuidelines.insert(id)
                counts.guidelines += 1
                counts.guidelinesByLevel[guideline.level, default: 0] += 1
                counts.techniques += guideline.techniques.count
                counts.codeSamples += guideline.techniques.reduce(0) { $0 + $1.code.count }
                try consumer.guideline(
                    guideline, of: standard, prepared: parsed.prepared ?? Consumer.prepare(guideline, reference: reference))
            }
        }
    }

    // MARK: Mappings

    mutating func loadMappings<Consumer: ContentConsumer>(into consumer: Consumer) throws {
        let standardIDs = Set(standards.map(\.id)).union(WCAGVersion.allCases.map(\.id))
        // Each file's mappings go to the consumer as soon as the file is checked; only the
        // pairs seen stay, to report a duplicate with the line of its first occurrence.
        var pairs: [String: (file: Int, line: Int)] = [:]
        var files: [String] = []
        var consistency = MappingConsistency()
        // A standard renamed or mistyped is named by many files: one error, at the first.
        var unknownStandards: [String: [(path: String, entries: Int)]] = [:]
        var unknownOrder: [String] = []
        let names = list(paths.mappings)
        let yamlNames = names.filter { $0.hasSuffix(".yaml") }
        var parsed = ParsedMappingFiles(names: yamlNames, paths: yamlNames.map { display(paths.mappings, $0) })
        for name in names {
            let path = display(paths.mappings, name)
            guard name.hasSuffix(".yaml") else {
                log.warning(SourceLocation(path: path, line: 1, column: 1), "ignored: mapping files are .yaml")
                continue
            }
            let next = parsed.next()
            log.append(next.diagnostics)
            for line in next.quietLines { log.quiet(path, line: line) }
            guard let data = next.data else { continue }
            fingerprint.add(name)
            fingerprint.add(data)
            guard let file = next.file else { continue }
            let unknown = [file.source, file.target].filter { !standardIDs.contains($0) }
            for standard in Set(unknown) {
                if unknownStandards[standard] == nil { unknownOrder.append(standard) }
                unknownStandards[standard, default: []].append((path, file.entries.count))
            }
            // Every entry would name a guideline of an unknown standard: one error says it.
            guard unknown.isEmpty else { continue }
            if let location = file.misnamed {
                let count = file.entries.count
                let skipped = count > 0 ? "; its \(count) mapping\(count == 1 ? " is" : "s are") not checked until they agree" : ""
                if name == "\(file.target)--\(file.source).yaml" {
                    log.error(
                        location,
                        "'source: \(file.source)' and 'target: \(file.target)' are the wrong way round for '\(MessageText.quoted(name))' (source--target); swap them, or rename the file '\(file.source)--\(file.target).yaml'\(skipped)"
                    )
                } else {
                    log.error(
                        location,
                        "file name '\(MessageText.quoted(name))' does not match its standards; name it '\(file.source)--\(file.target).yaml'\(skipped)"
                    )
                }
                continue
            }
            if file.source == file.target {
                log.error(SourceLocation(path: path, line: 1, column: 1), "a mapping file links two different standards")
            }
            files.append(path)
            var accepted: [Mapping] = []
            for entry in file.entries {
                let (mapping, location) = (entry.mapping, entry.location)
                guard check(mapping, in: file, at: location, targetLocation: entry.targetLocation), entry.isComplete else { continue }
                let pair = "\(mapping.source) -> \(mapping.target)"
                if let first = pairs[pair] {
                    let place = files[first.file] == path ? "line \(first.line)" : "\(files[first.file]):\(first.line)"
                    log.error(location, "duplicate mapping \(pair); first given at \(place)")
                    continue
                }
                pairs[pair] = (files.count - 1, location.line)
                // A guideline with errors is known but not stored (the build fails anyway).
                guard loadedGuidelines.contains(mapping.source),
                    mapping.targetKind != .guideline || loadedGuidelines.contains(mapping.target)
                else { continue }
                accepted.append(mapping)
                consistency.add(mapping, at: location)
                if mapping.targetKind == .criterion, mapping.relationship != .noRelationship {
                    criterionMappings[mapping.source, default: []].insert(SuccessCriterion.number(of: mapping.target))
                } else if mapping.targetKind == .standard, let version = WCAGVersion(id: mapping.target) {
                    noCriterionIn.append((mapping.source, version, location))
                }
            }
            counts.mappings += accepted.count
            try consumer.mappings(accepted)
        }
        for standard in unknownOrder {
            let files = unknownStandards[standard] ?? []
            let entries = files.reduce(0) { $0 + $1.entries }
            let others = files.count - 1
            // A folder of that name whose standard.yaml failed: that error is the cause.
            let cause =
                hasFolder(standard)
                ? "standard '\(MessageText.quoted(standard))' did not load (see the error for \(display(paths.content, standard + "/standard.yaml")))"
                : "unknown standard '\(MessageText.quoted(standard))'\(suggestion(standard, standardIDs)); known: \(standardIDs.sorted().joined(separator: ", "))"
            log.error(
                SourceLocation(path: files[0].path, line: 1, column: 1),
                cause
                    + (others > 0 ? "; \(others) other mapping file\(others == 1 ? "" : "s") name\(others == 1 ? "s" : "") it too" : "")
                    + (entries > 0 ? "; \(entries) mapping\(entries == 1 ? " is" : "s are") not checked until it is fixed" : "")
            )
        }
        consistency.report(to: log)
        // "No criterion of 2.1 corresponds" cannot stand beside a mapping to a criterion 2.1 has.
        for (source, version, location) in noCriterionIn {
            let contained = (criterionMappings[source] ?? []).filter { criteria[$0]?.isIn(version) == true }
            if let number = NaturalOrder.sorted(contained).first {
                log.error(
                    location,
                    "\(source) is mapped to \(criteria[number]!.id), which WCAG \(version.rawValue) contains, so it cannot have no relationship to \(version.id)"
                )
            }
        }
    }

    // MARK: Automated checks

    /// Reads `Content/checks/*.yaml` once the guidelines and mappings are known: a check's
    /// targets are criteria and guidelines. The folder is optional.
    mutating func loadChecks<Consumer: ContentConsumer>(into consumer: Consumer) throws {
        let folder = display(paths.content, ContentPipeline.checksFolder)
        guard FileSystem.isFolder(folder) else { return }
        let standardIDs = Set(standards.map(\.id))
        var tools: [CheckTool] = []
        for name in list(folder) {
            let relative = "\(ContentPipeline.checksFolder)/\(name)"
            let path = display(paths.content, relative)
            let location = SourceLocation(path: path, line: 1, column: 1)
            guard name.hasSuffix(".yaml"), !FileSystem.isFolder(path) else {
                log.warning(location, "ignored: checks/ holds one <tool>.yaml per tool")
                continue
            }
            let id = String(name.dropLast(".yaml".count))
            guard id.range(of: CheckLoader.idPattern, options: .regularExpression) != nil else {
                log.error(
                    location,
                    "check catalogue '\(MessageText.quoted(name))' must be named <tool-id>.yaml, lower-case words joined by '-' such as atf.yaml"
                )
                continue
            }
            // `show` and the site tell a tool from a standard by its id alone.
            if standardIDs.contains(id) || WCAGVersion(id: id) != nil {
                log.error(location, "tool id '\(id)' is already a standard's id; name the file after the tool")
                continue
            }
            guard let text = read(paths.content, relative) else { continue }
            let run = self
            let loader = CheckLoader(log: log) { target, location in run.checkTarget(target, at: location) }
            guard let tool = loader.load(text: text, id: id, relativePath: relative, displayPath: path) else { continue }
            tools.append(tool)
        }
        for tool in tools {
            counts.checkTools += 1
            counts.checks += tool.checks.count
            try consumer.checkTool(tool)
        }
    }

    /// Whether a check's target is a criterion under its right id or a guideline loaded
    /// without errors; an unknown one is a located error.
    func checkTarget(_ target: String, at location: SourceLocation) -> Bool {
        let prefix = String(target.prefix { $0 != "/" })
        guard target.contains("/") else {
            log.error(
                location,
                "target '\(MessageText.quoted(target))' is a whole standard; a check tests a criterion (wcag-2.2/2.5.8) or a guideline (cis-india/8)"
            )
            return false
        }
        if let version = WCAGVersion(id: prefix) {
            // A catalogue with errors has its own; its criteria are not checked against.
            guard catalogueLoaded else { return false }
            let number = SuccessCriterion.number(of: target)
            guard let criterion = criteria[number] else {
                let added = criteria.values.filter { $0.introduced == version }.map(\.id)
                log.error(
                    location,
                    "unknown success criterion '\(MessageText.quoted(number))': WCAG \(version.rawValue) added no such criterion\(suggestion(target, added))"
                )
                return false
            }
            if criterion.id != target {
                log.error(location, "\(number) was added in WCAG \(criterion.introduced.rawValue): its id is \(criterion.id)")
                return false
            }
            return true
        }
        guard isKnownGuideline(target) else {
            log.error(
                location,
                "unknown guideline '\(MessageText.quoted(target))'\(suggestions.guidelineSuggestion(target, ids: guidelineFiles.keys))")
            return false
        }
        // A guideline with errors of its own is known but not stored (the build fails anyway).
        return loadedGuidelines.contains(target)
    }

    /// Checks that a mapping's ids exist and belong to the file's standards.
    func check(_ mapping: Mapping, in file: MappingLoader.File, at location: SourceLocation, targetLocation: SourceLocation) -> Bool {
        var valid = true
        if !mapping.source.hasPrefix(file.source + "/") {
            log.error(
                location, "source '\(MessageText.quoted(mapping.source))' is not a guideline of \(file.source), the file's source standard")
            valid = false
        } else if !isKnownGuideline(mapping.source) {
            log.error(
                location,
                "mapping from unknown guideline '\(MessageText.quoted(mapping.source))'\(suggestions.guidelineSuggestion(mapping.source, ids: guidelineFiles.keys))"
            )
            valid = false
        }
        if mapping.target == file.target {
            if mapping.relationship != .noRelationship {
                log.error(
                    targetLocation,
                    "target '\(MessageText.quoted(mapping.target))' is a whole standard; only 'no-relationship' may target a standard")
                valid = false
            }
        } else if !mapping.target.hasPrefix(file.target + "/") {
            log.error(targetLocation, "target '\(MessageText.quoted(mapping.target))' is not in \(file.target), the file's target standard")
            valid = false
        } else if let version = WCAGVersion(id: file.target) {
            guard catalogueLoaded else { return valid }
            let number = SuccessCriterion.number(of: mapping.target)
            if let criterion = criteria[number] {
                if criterion.id != mapping.target {
                    log.error(
                        targetLocation,
                        "\(number) was added in WCAG \(criterion.introduced.rawValue): its id is \(criterion.id), mapped in \(file.source)--\(criterion.introduced.id).yaml"
                    )
                    valid = false
                }
            } else {
                let added = criteria.values.filter { $0.introduced == version }.map(\.id)
                log.error(
                    targetLocation,
                    "unknown success criterion '\(MessageText.quoted(number))': WCAG \(version.rawValue) added no such criterion\(suggestion(mapping.target, added))"
                )
                valid = false
            }
        } else if !isKnownGuideline(mapping.target) {
            log.error(
                targetLocation,
                "mapping to unknown guideline '\(MessageText.quoted(mapping.target))'\(suggestions.guidelineSuggestion(mapping.target, ids: guidelineFiles.keys))"
            )
            valid = false
        }
        return valid
    }

    /// Whether `id` was loaded, perhaps with errors of its own, or may be a guideline whose
    /// file did not parse far enough to give its number.
    func isKnownGuideline(_ id: String) -> Bool {
        if guidelineFiles[id] != nil { return true }
        guard let slash = id.firstIndex(of: "/") else { return false }
        let number = id[id.index(after: slash)...]
        return unreadNumbers[String(id[..<slash])]?.contains { $0 == number || $0.hasPrefix(number + "-") } ?? false
    }

    /// Whether `standard` has a folder in the content, which its own errors kept from loading:
    /// what names it then reports no error of its own.
    func hasFolder(_ standard: String) -> Bool {
        FileSystem.isFolder(paths.content + "/" + standard)
    }

    func suggestion(_ value: String, _ known: some Collection<String>) -> String {
        suggestions.suggestion(value, known)
    }
}
