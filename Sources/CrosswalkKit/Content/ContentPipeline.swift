import Foundation

/// Where the content lives, as the user named it (paths appear in messages as given).
public struct ContentPaths: Sendable, Equatable {
    public var content: String
    public var mappings: String
    /// Whether either folder was named rather than left at its default: a query on a store
    /// built from other folders then rebuilds it from these; otherwise it keeps to the
    /// folders the store was built from (``StoreProvider``).
    public var named: Bool

    public init(content: String? = nil, mappings: String? = nil) {
        self.content = content ?? "Content"
        self.mappings = mappings ?? "Mappings"
        named = content != nil || mappings != nil
    }

    /// The same folders as absolute paths without `.`, `..` or symbolic links, to compare
    /// with those a store records.
    public var resolved: ContentPaths {
        func resolve(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        var paths = ContentPaths(content: resolve(content), mappings: resolve(mappings))
        paths.named = named
        return paths
    }

    /// Whether both name the same folders as `other`, however either is written.
    public func sameFolders(as other: ContentPaths) -> Bool {
        let (mine, theirs) = (resolved, other.resolved)
        return mine.content == theirs.content && mine.mappings == theirs.mappings
    }
}

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
    public init() {}
}

/// Loads and validates `Content/` and `Mappings/`, handing each valid piece to a consumer as
/// soon as it is read. Every problem is collected; none stops the run, so one `check` shows
/// them all.
public struct ContentPipeline {
    public let paths: ContentPaths

    /// Folders in `Content/` that are not standards.
    static let reservedFolders: Set<String> = ["wcag", "search"]
    static let cataloguePath = "wcag/criteria.yaml"
    static let pagesFolder = "pages"

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
        try run.loadMappings(into: consumer)
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
    var prepared: Prepared?
    var diagnostics: [Diagnostic] = []
    var readError: CrosswalkError?

    init(parsing file: GuidelineFile, standard: Standard, vocabulary: ContentVocabulary, prepare: (Guideline) -> Prepared) {
        self.file = file
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file.path))
        } catch {
            readError = .unreadable(path: file.path, step: "read file", reason: error.localizedDescription)
            return
        }
        let log = DiagnosticLog()
        if let text = String(validating: data, as: UTF8.self) {
            guideline = GuidelineLoader(vocabulary: vocabulary, log: log)
                .load(text: text, standard: standard, relativePath: file.relative, displayPath: file.path)
            prepared = guideline.map(prepare)
        } else {
            log.error(SourceLocation(path: file.path, line: 1, column: 1), "file is not valid UTF-8")
        }
        diagnostics = log.diagnostics
    }
}

/// The state of one pipeline run.
private struct Run {
    let paths: ContentPaths
    let log = DiagnosticLog()
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

    init(paths: ContentPaths) {
        self.paths = paths
    }

    // MARK: Files

    func display(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// Reads a file as UTF-8, adding it to the fingerprint. Missing optional files give nil.
    mutating func read(_ root: String, _ relative: String, required: Bool = true) throws -> String? {
        let path = display(root, relative)
        guard FileManager.default.fileExists(atPath: path) else {
            if required { log.error(SourceLocation(path: path, line: 1, column: 1), "missing file") }
            return nil
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CrosswalkError.unreadable(path: path, step: "read file", reason: error.localizedDescription)
        }
        fingerprint.add(relative)
        fingerprint.add(data)
        guard let text = String(data: data, encoding: .utf8) else {
            log.error(SourceLocation(path: path, line: 1, column: 1), "file is not valid UTF-8")
            return nil
        }
        return text
    }

    func list(_ folder: String) throws -> [String] {
        do {
            return NaturalOrder.sorted(try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") })
        } catch {
            throw CrosswalkError.unreadable(path: folder, step: "list folder", reason: error.localizedDescription)
        }
    }

    // MARK: Reference data

    mutating func loadReference<Consumer: ContentConsumer>(into consumer: Consumer) throws {
        let loader = ReferenceLoader(log: log)
        let root = paths.content
        let topics = try read(root, "topics.yaml").map { loader.vocabulary(text: $0, path: display(root, "topics.yaml")) } ?? []
        let userGroups =
            try read(root, "user-groups.yaml", required: false).map { loader.vocabulary(text: $0, path: display(root, "user-groups.yaml")) }
            ?? []
        let glossary =
            try read(root, "glossary.yaml", required: false).map { loader.glossary(text: $0, path: display(root, "glossary.yaml")) } ?? []
        let spellings =
            try read(root, "search/spelling.yaml", required: false).map {
                loader.stringGroups(text: $0, path: display(root, "search/spelling.yaml"), groupSize: 2)
            } ?? []
        let synonyms =
            try read(root, "search/synonyms.yaml", required: false).map {
                loader.stringGroups(text: $0, path: display(root, "search/synonyms.yaml"), groupSize: nil)
            } ?? []
        let expansions =
            try read(root, "search/expansions.yaml", required: false).map {
                loader.expansions(text: $0, path: display(root, "search/expansions.yaml"))
            } ?? []
        let catalogue = try read(root, ContentPipeline.cataloguePath).flatMap {
            loader.catalogue(text: $0, path: display(root, ContentPipeline.cataloguePath))
        }

        vocabulary.topics = Set(topics.map(\.id))
        vocabulary.userGroups = Set(userGroups.map(\.id))
        vocabulary.terms = Set(glossary.map(\.id))
        criteria = Dictionary(uniqueKeysWithValues: (catalogue?.criteria ?? []).map { ($0.number, $0) })

        for folder in try list(root) where FileSystem.isFolder(display(root, folder)) && !ContentPipeline.reservedFolders.contains(folder) {
            let location = SourceLocation(path: display(root, folder), line: 1, column: 1)
            guard folder.range(of: #"^[a-z0-9]+([.-][a-z0-9]+)*$"#, options: .regularExpression) != nil else {
                log.error(location, "standard folder '\(folder)' must be a lower-case id such as 'bbc-2013'")
                continue
            }
            guard let text = try read(root, "\(folder)/standard.yaml") else { continue }
            if let standard = loader.standard(id: folder, text: text, path: display(root, "\(folder)/standard.yaml")) {
                standards.append(standard)
                vocabulary.categories[standard.id] = standard.categories.map(\.id)
            }
        }
        for term in glossary where !standards.contains(where: { $0.id == term.source }) {
            log.error(
                SourceLocation(path: display(root, "glossary.yaml"), line: 1, column: 1),
                "glossary term '\(term.id)' names unknown source standard '\(term.source)'")
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
            for name in try list(folder) {
                let relative = "\(standard.id)/\(name)"
                let path = display(paths.content, relative)
                if name == ContentPipeline.pagesFolder && FileSystem.isFolder(path) {
                    for pageName in try list(path) {
                        let pageRelative = "\(relative)/\(pageName)"
                        guard pageName.hasSuffix(".md") else {
                            log.warning(
                                SourceLocation(path: display(paths.content, pageRelative), line: 1, column: 1),
                                "ignored: pages are .md files")
                            continue
                        }
                        guard let text = try read(paths.content, pageRelative) else { continue }
                        let slug = String(pageName.dropLast(3))
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
                guard name.hasSuffix(".md"), !FileSystem.isFolder(path) else {
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
                if let error = parsed.readError { throw error }
                fingerprint.add(parsed.file.relative)
                fingerprint.add(parsed.data)
                log.append(parsed.diagnostics)
                guard let guideline = parsed.guideline else { continue }
                if let first = guidelineFiles[guideline.id] {
                    log.error(
                        SourceLocation(path: parsed.file.path, line: 2, column: 1),
                        "duplicate id '\(guideline.id)': also defined in \(display(paths.content, first))")
                    continue
                }
                guidelineFiles[guideline.id] = parsed.file.relative
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
        let loader = MappingLoader(log: log)
        let standardIDs = Set(standards.map(\.id)).union(WCAGVersion.allCases.map(\.id))
        // Each file's mappings go to the consumer as soon as the file is checked; only the
        // pairs seen stay, to report a duplicate with the line of its first occurrence.
        var pairs: [String: (file: Int, line: Int)] = [:]
        var files: [String] = []
        for name in try list(paths.mappings) {
            let path = display(paths.mappings, name)
            guard name.hasSuffix(".yaml") else {
                log.warning(SourceLocation(path: path, line: 1, column: 1), "ignored: mapping files are .yaml")
                continue
            }
            guard let text = try read(paths.mappings, name),
                let file = loader.load(text: text, fileName: name, displayPath: path)
            else { continue }
            for standard in [file.source, file.target] where !standardIDs.contains(standard) {
                log.error(
                    SourceLocation(path: path, line: 1, column: 1),
                    "unknown standard '\(standard)'\(suggestion(standard, standardIDs)); known: \(standardIDs.sorted().joined(separator: ", "))"
                )
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
                accepted.append(mapping)
                if mapping.targetKind == .criterion, mapping.relationship != .noRelationship {
                    criterionMappings[mapping.source, default: []].insert(SuccessCriterion.number(of: mapping.target))
                } else if mapping.targetKind == .standard, let version = WCAGVersion(id: mapping.target) {
                    noCriterionIn.append((mapping.source, version, location))
                }
            }
            counts.mappings += accepted.count
            try consumer.mappings(accepted)
        }
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

    /// Checks that a mapping's ids exist and belong to the file's standards.
    func check(_ mapping: Mapping, in file: MappingLoader.File, at location: SourceLocation, targetLocation: SourceLocation) -> Bool {
        var valid = true
        if !mapping.source.hasPrefix(file.source + "/") {
            log.error(location, "source '\(mapping.source)' is not a guideline of \(file.source), the file's source standard")
            valid = false
        } else if guidelineFiles[mapping.source] == nil {
            log.error(location, "mapping from unknown guideline '\(mapping.source)'\(suggestion(mapping.source, guidelineFiles.keys))")
            valid = false
        }
        if mapping.target == file.target {
            if mapping.relationship != .noRelationship {
                log.error(targetLocation, "target '\(mapping.target)' is a whole standard; only 'no-relationship' may target a standard")
                valid = false
            }
        } else if !mapping.target.hasPrefix(file.target + "/") {
            log.error(targetLocation, "target '\(mapping.target)' is not in \(file.target), the file's target standard")
            valid = false
        } else if let version = WCAGVersion(id: file.target) {
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
                    "unknown success criterion '\(number)': WCAG \(version.rawValue) added no such criterion\(suggestion(mapping.target, added))"
                )
                valid = false
            }
        } else if guidelineFiles[mapping.target] == nil {
            log.error(targetLocation, "mapping to unknown guideline '\(mapping.target)'\(suggestion(mapping.target, guidelineFiles.keys))")
            valid = false
        }
        return valid
    }

    func suggestion(_ value: String, _ known: some Sequence<String>) -> String {
        Suggestions.closest(to: value, in: known).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
