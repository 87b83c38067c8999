// Crosswalk search for the static site. It ranks a query the way `crosswalk search` does:
// the same query syntax, the same language expansion (spellings, synonyms, one-way
// expansions, identifier words), SQLite's unicode61 + porter tokens, and the same BM25 with
// field weights and Lucene's IDF. The index is split (SiteSearchIndex.swift): search/index.json
// holds where the terms are and what ranking needs of every guideline; a query then fetches
// the postings of its terms and phrases (known ones counted, others from their pairs of
// adjacent terms), and the text of the results it shows (which a small corpus's index.json
// already holds). Runs in the browser and, for tests, in Node.
(function (root) {
  "use strict";

  // ---------------------------------------------------------------------------------------
  // Tokens: unicode61 (case folded, diacritics removed), then SQLite's porter stemmer.

  function fold(text) {
    return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
  }

  function rawWords(text) {
    return fold(text).match(/[\p{L}\p{N}\p{Co}]+/gu) || [];
  }

  function isVowel(c, yIsVowel) {
    return c === "a" || c === "e" || c === "i" || c === "o" || c === "u" || (yIsVowel && c === "y");
  }

  // Index just past the first vowel-consonant sequence of s[from..<to), or 0 when none.
  function gobbleVC(s, from, to, previousConsonant) {
    var consonant = previousConsonant;
    var i = from;
    for (; i < to; i++) {
      consonant = !isVowel(s[i], consonant);
      if (!consonant) break;
    }
    for (i++; i < to; i++) {
      consonant = !isVowel(s[i], consonant);
      if (consonant) return i + 1;
    }
    return 0;
  }

  function mGt0(s, n) { return gobbleVC(s, 0, n, false) !== 0; }
  function mGt1(s, n) { var k = gobbleVC(s, 0, n, false); return k !== 0 && gobbleVC(s, k, n, true) !== 0; }
  function mEq1(s, n) { var k = gobbleVC(s, 0, n, false); return k !== 0 && gobbleVC(s, k, n, true) === 0; }
  function hasVowel(s, n) { for (var i = 0; i < n; i++) if (isVowel(s[i], i > 0)) return true; return false; }
  function endsCVC(s, n) {
    var last = s[n - 1];
    if (last === "w" || last === "x" || last === "y") return false;
    var mask = 0, consonant = false;
    for (var i = 0; i < n; i++) { consonant = !isVowel(s[i], consonant); mask = ((mask << 1) + (consonant ? 1 : 0)) & 7; }
    return mask === 5;
  }
  function mGt1AndSorT(s, n) { return (s[n - 1] === "s" || s[n - 1] === "t") && mGt1(s, n); }

  // Rules keyed by the second-to-last letter; the first suffix that matches decides, whether
  // or not its condition holds (as in SQLite's generated steps).
  var step2 = {
    a: [["ational", "ate"], ["tional", "tion"]], c: [["enci", "ence"], ["anci", "ance"]], e: [["izer", "ize"]],
    g: [["logi", "log"]], l: [["bli", "ble"], ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"]],
    o: [["ization", "ize"], ["ation", "ate"], ["ator", "ate"]],
    s: [["alism", "al"], ["iveness", "ive"], ["fulness", "ful"], ["ousness", "ous"]],
    t: [["aliti", "al"], ["iviti", "ive"], ["biliti", "ble"]]
  };
  var step3 = {
    a: [["ical", "ic"]], s: [["ness", ""]], t: [["icate", "ic"], ["iciti", "ic"]], u: [["ful", ""]],
    v: [["ative", ""]], z: [["alize", "al"]]
  };
  var step4 = {
    a: [["al"]], c: [["ance"], ["ence"]], e: [["er"]], i: [["ic"]], l: [["able"], ["ible"]],
    n: [["ant"], ["ement"], ["ment"], ["ent"]], o: [["ion", true], ["ou"]], s: [["ism"]],
    t: [["ate"], ["iti"]], u: [["ous"]], v: [["ive"]], z: [["ize"]]
  };

  function applyRules(s, rules, condition) {
    var list = rules[s[s.length - 2]] || [];
    for (var i = 0; i < list.length; i++) {
      var suffix = list[i][0];
      if (s.length > suffix.length && s.endsWith(suffix)) {
        var stemLength = s.length - suffix.length;
        if (condition(s, stemLength, list[i])) return s.slice(0, stemLength) + (list[i].length > 1 && typeof list[i][1] === "string" ? list[i][1] : "");
        return s;
      }
    }
    return s;
  }

  function utf8Length(text) {
    var length = 0;
    for (var i = 0; i < text.length; i++) {
      var code = text.charCodeAt(i);
      if (code < 0x80) length += 1;
      else if (code < 0x800) length += 2;
      else if (code >= 0xd800 && code <= 0xdbff) { length += 4; i++; }
      else length += 3;
    }
    return length;
  }

  function stem(token) {
    var bytes = utf8Length(token);
    if (bytes > 64 || bytes < 3) return token;
    var s = token;
    // Step 1a
    if (s.endsWith("s")) {
      if (s[s.length - 2] === "e") {
        if ((s.length > 4 && s[s.length - 4] === "s" && s[s.length - 3] === "s") || (s.length > 3 && s[s.length - 3] === "i")) s = s.slice(0, -2);
        else s = s.slice(0, -1);
      } else if (s[s.length - 2] !== "s") {
        s = s.slice(0, -1);
      }
    }
    // Step 1b
    var removed = false;
    if (s[s.length - 2] === "e") {
      if (s.length > 3 && s.endsWith("eed")) { if (mGt0(s, s.length - 3)) s = s.slice(0, -1); }
      else if (s.length > 2 && s.endsWith("ed")) { if (hasVowel(s, s.length - 2)) { s = s.slice(0, -2); removed = true; } }
    } else if (s[s.length - 2] === "n") {
      if (s.length > 3 && s.endsWith("ing") && hasVowel(s, s.length - 3)) { s = s.slice(0, -3); removed = true; }
    }
    if (removed) {
      var penultimate = s[s.length - 2];
      if (s.length > 2 && penultimate === "a" && s.endsWith("at")) s += "e";
      else if (s.length > 2 && penultimate === "b" && s.endsWith("bl")) s += "e";
      else if (s.length > 2 && penultimate === "i" && s.endsWith("iz")) s += "e";
      else {
        var c = s[s.length - 1];
        if (!isVowel(c, false) && c !== "l" && c !== "s" && c !== "z" && c === s[s.length - 2]) s = s.slice(0, -1);
        else if (mEq1(s, s.length) && endsCVC(s, s.length)) s += "e";
      }
    }
    // Step 1c
    if (s.endsWith("y") && hasVowel(s, s.length - 1)) s = s.slice(0, -1) + "i";
    // Steps 2 to 4
    s = applyRules(s, step2, function (t, n) { return mGt0(t, n); });
    s = applyRules(s, step3, function (t, n) { return mGt0(t, n); });
    s = applyRules(s, step4, function (t, n, rule) { return rule[1] === true ? mGt1AndSorT(t, n) : mGt1(t, n); });
    // Step 5a
    if (s.endsWith("e") && (mGt1(s, s.length - 1) || (mEq1(s, s.length - 1) && !endsCVC(s, s.length - 1)))) s = s.slice(0, -1);
    // Step 5b
    if (s.length > 1 && s.endsWith("ll") && mGt1(s, s.length - 1)) s = s.slice(0, -1);
    return s;
  }

  function tokens(text) { return rawWords(text).map(stem); }

  // ---------------------------------------------------------------------------------------
  // Query syntax (as SearchQuery.swift).

  // `technique` and `code` are each platform's fields, named by the index (meta.platforms).
  var FIELDS = {
    title: ["title", "heading"], statement: ["statement"], summary: ["summary"], technique: [], code: [], testing: ["testing"],
    notes: ["notes"]
  };

  function QueryError(message) { this.message = message; }

  function isWordChar(c) { return /[\p{L}\p{N}]/u.test(c); }

  function tokenizeQuery(text) {
    if (!text.trim()) throw new QueryError("Type some words to search for, e.g. touch target.");
    var result = [];
    var i = 0;
    while (i < text.length) {
      if (/\s/.test(text[i])) { i++; continue; }
      var excluded = false, field = null;
      var rest = text.slice(i);
      if (rest[0] === "-" && rest.length > 1 && !/\s/.test(rest[1])) { excluded = true; rest = rest.slice(1); }
      var colon = rest.indexOf(":");
      if (colon > 0 && FIELDS[rest.slice(0, colon).toLowerCase()] && colon + 1 < rest.length && !/\s/.test(rest[colon + 1])) {
        field = rest.slice(0, colon).toLowerCase();
        rest = rest.slice(colon + 1);
      }
      var consumed = text.length - i - rest.length;
      if (rest[0] === '"') {
        var close = rest.indexOf('"', 1);
        if (close < 0) throw new QueryError('A phrase needs a closing quote, as in "touch target".');
        var phraseWords = rest.slice(1, close).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
        if (!phraseWords.length) throw new QueryError("Put some words between the quotes.");
        result.push({ item: { kind: "phrase", words: phraseWords, field: field, excluded: excluded } });
        i += consumed + close + 1;
        continue;
      }
      var end = rest.search(/\s/);
      if (end < 0) end = rest.length;
      var raw = rest.slice(0, end);
      i += consumed + end;
      if (raw.indexOf('"') >= 0) throw new QueryError('Put a phrase in quotes, as in "touch target".');
      if (!field && !excluded && (raw === "AND" || raw === "OR" || raw === "NOT")) { result.push({ operator: raw }); continue; }
      if (raw.endsWith("*")) {
        var prefix = raw.slice(0, -1);
        if (!prefix || prefix.indexOf("*") >= 0 || !Array.from(prefix).every(isWordChar)) throw new QueryError("* marks a prefix and must follow letters, as in capt*.");
        result.push({ item: { kind: "prefix", text: prefix, field: field, excluded: excluded } });
        continue;
      }
      if (raw.indexOf("*") >= 0) throw new QueryError("* marks a prefix and goes at the end of a word, as in capt*.");
      if (/[(){}^]/.test(raw)) throw new QueryError("Parentheses are not query syntax here; use OR between terms and quotes for phrases.");
      if (!Array.from(raw).some(isWordChar)) continue;
      result.push({ item: { kind: "word", text: raw, field: field, excluded: excluded }, start: i - end, end: i });
    }
    return result;
  }

  // `limits` (index.json's): the longest query in characters, the most words (each word of a
  // phrase counts) and the fewest letters before a `*`, as `crosswalk search` refuses them.
  function parseQuery(text, limits) {
    var length = Array.from(text).length;
    if (limits && length > limits.length) throw new QueryError("The query is too long (" + length + " characters); a query has at most " + limits.length + " characters and " + limits.words + " words.");
    var tokensOfQuery = tokenizeQuery(text);
    if (limits) {
      var words = tokensOfQuery.reduce(function (n, t) { return n + (!t.item ? 0 : t.item.kind === "phrase" ? t.item.words.length : 1); }, 0);
      if (words > limits.words) throw new QueryError("The query has " + words + " words; a query has at most " + limits.words + " (each word of a phrase counts). Keep the words that matter most.");
      tokensOfQuery.forEach(function (t) {
        if (t.item && t.item.kind === "prefix" && Array.from(t.item.text).length < limits.prefix) throw new QueryError("A prefix needs at least " + limits.prefix + " letters before the *, as in capt*.");
      });
    }
    var clauses = [], pendingOr = false, pendingNot = false, words = [];
    tokensOfQuery.forEach(function (token, index) {
      if (token.operator === "OR") {
        if (!clauses.length || pendingOr || pendingNot) throw new QueryError("OR needs a term on each side, as in captions OR subtitles.");
        pendingOr = true;
      } else if (token.operator === "AND") {
        if (!clauses.length || pendingOr || pendingNot || index === tokensOfQuery.length - 1) throw new QueryError("AND needs a term on each side.");
      } else if (token.operator === "NOT") {
        if (pendingNot) throw new QueryError("NOT must be followed by a term.");
        pendingNot = true;
      } else {
        var item = token.item;
        if (item.kind === "word") words.push({ text: item.text, start: token.start, end: token.end, excluded: item.excluded || pendingNot });
        if (pendingNot) { item.excluded = true; pendingNot = false; }
        if (pendingOr) {
          var last = clauses[clauses.length - 1];
          if (item.excluded || last.some(function (x) { return x.excluded; })) throw new QueryError("An excluded term cannot be part of an OR.");
          last.push(item);
          pendingOr = false;
        } else {
          clauses.push([item]);
        }
      }
    });
    if (pendingOr) throw new QueryError("OR needs a term on each side, as in captions OR subtitles.");
    if (pendingNot) throw new QueryError("NOT must be followed by a term.");
    if (!clauses.length) throw new QueryError("The query has no words to search for.");
    if (clauses.every(function (c) { return c.every(function (x) { return x.excluded; }); })) throw new QueryError("A query needs at least one term that is not excluded.");
    // Every word outside quotes, where it stands in the text: what a correction may replace.
    clauses.words = words;
    return clauses;
  }

  // The query with some words replaced (SearchQuery.replacing in Swift).
  function replacing(text, words, replacements) {
    var result = text;
    words.slice().reverse().forEach(function (word) {
      if (Object.prototype.hasOwnProperty.call(replacements, word.text)) result = result.slice(0, word.start) + replacements[word.text] + result.slice(word.end);
    });
    return result;
  }

  // The optimal-string-alignment distance of two words, or -1 when it exceeds `bound`
  // (SearchWords.distance in Swift).
  function distance(a, b, bound) {
    if (Math.abs(a.length - b.length) > bound) return -1;
    if (!a.length || !b.length) return Math.max(a.length, b.length);
    var beforePrevious = new Array(b.length + 1).fill(0), previous = [], current = new Array(b.length + 1).fill(0);
    for (var j = 0; j <= b.length; j++) previous[j] = j;
    for (var i = 1; i <= a.length; i++) {
      current[0] = i;
      var smallest = i;
      for (j = 1; j <= b.length; j++) {
        var value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2] + 1);
        current[j] = value;
        if (value < smallest) smallest = value;
      }
      if (smallest > bound) return -1;
      var spare = beforePrevious; beforePrevious = previous; previous = current; current = spare;
    }
    return previous[b.length] <= bound ? previous[b.length] : -1;
  }

  // ---------------------------------------------------------------------------------------
  // Language expansion into a tree of phrases (as SearchLanguage.swift builds FTS5 syntax).

  function identifierParts(identifier) {
    var chars = Array.from(identifier), parts = [], word = "";
    chars.forEach(function (c, i) {
      if (i > 0 && word) {
        var previous = chars[i - 1], next = chars[i + 1];
        var lower = function (x) { return x !== undefined && x !== x.toUpperCase() && x === x.toLowerCase(); };
        var upper = function (x) { return x !== undefined && x !== x.toLowerCase() && x === x.toUpperCase(); };
        var digit = function (x) { return /\p{N}/u.test(x); };
        if ((lower(previous) && upper(c)) || (upper(previous) && upper(c) && lower(next)) || digit(previous) !== digit(c)) {
          parts.push(word.toLowerCase());
          word = "";
        }
      }
      word += c;
    });
    if (word) parts.push(word.toLowerCase());
    return parts;
  }

  function Language(index) {
    this.spellings = index.spellings;
    this.synonyms = index.synonyms;
    this.expansions = index.expansions;
    this.stopwords = new Set(index.stopwords);
    var fields = this.fields = Object.assign({}, FIELDS);
    fields.technique = index.platforms.map(function (p) { return p.technique; });
    fields.code = index.platforms.map(function (p) { return p.code; });
  }

  var INFLECTIONS = ["", "s", "es", "ed", "ing", "er", "ers", "ful", "less", "ly"];

  Language.prototype.variants = function (word) {
    var lower = word.toLowerCase(), result = [], spellings = this.spellings;
    INFLECTIONS.forEach(function (ending) {
      if (!lower.endsWith(ending)) return;
      var base = lower.slice(0, lower.length - ending.length);
      (spellings[base] || []).forEach(function (variant) {
        if (result.indexOf(variant + ending) < 0) result.push(variant + ending);
      });
    });
    return result;
  };

  // Whether the language tables name the word (never corrected: its group finds what it means).
  Language.prototype.knows = function (word) {
    var lower = word.toLowerCase();
    var named = function (groups) { return groups.some(function (g) { return g.some(function (m) { return m.indexOf(lower) >= 0; }); }); };
    return Object.prototype.hasOwnProperty.call(this.spellings, lower) || named(this.synonyms) || named(this.expansions);
  };

  // A quoted FTS5 string: its tokens form a phrase.
  function phrase(text, prefix) { return { type: "phrase", tokens: tokens(text), prefix: !!prefix }; }
  function anyOf(nodes) { return nodes.length === 1 ? nodes[0] : { type: "or", children: nodes }; }
  function allOf(nodes) { return nodes.length === 1 ? nodes[0] : { type: "and", children: nodes }; }

  function isSimple(language, word) {
    return Array.from(word).every(isWordChar) && !language.stopwords.has(word.toLowerCase());
  }

  Language.prototype.wordNode = function (word) {
    var alternatives = [phrase(word)].concat(this.variants(word).map(function (v) { return phrase(v); }));
    var parts = identifierParts(word);
    if (parts.length > 1 && Array.from(word).every(isWordChar)) alternatives.push(phrase(parts.join(" ")));
    return anyOf(alternatives);
  };

  // A run of words in its other spelling: each word's first variant.
  Language.prototype.respelled = function (words) {
    var self = this;
    return words.map(function (w) { return self.variants(w)[0] || w; });
  };

  // Whether two runs of words are the same but for spelling (colour contrast, color contrast).
  Language.prototype.spelledAlike = function (a, b) {
    var self = this;
    return a.length === b.length && a.every(function (x, i) { return x === b[i] || self.variants(x).indexOf(b[i]) >= 0; });
  };

  Language.prototype.termNode = function (item) {
    if (item.kind === "word") return this.wordNode(item.text);
    if (item.kind === "prefix") return phrase(item.text, true);
    var phrases = [item.words];
    var swapped = this.respelled(item.words);
    if (swapped.join(" ") !== item.words.join(" ")) phrases.push(swapped);
    return anyOf(phrases.map(function (words) { return phrase(words.join(" ")); }));
  };

  Language.prototype.longestSynonym = function (run, position) {
    var lowered = run.map(function (w) { return w.toLowerCase(); });
    var self = this;
    var same = function (a, b) { return a.length === b.length && a.every(function (x, i) { return x === b[i]; }); };
    for (var length = Math.min(4, run.length - position); length >= 1; length--) {
      var candidate = lowered.slice(position, position + length);
      var isCandidate = function (member) { return self.spelledAlike(candidate, member); };
      var expansion = this.expansions.find(function (group) { return isCandidate(group[0]); });
      if (expansion) {
        var ofHead = this.synonyms.find(function (group) { return group.some(isCandidate); }) || [];
        return [length, expansion.concat(ofHead.filter(function (m) { return !expansion.some(function (e) { return same(e, m); }); }))];
      }
      var group = this.synonyms.find(function (g) { return g.some(isCandidate); });
      if (group) return [length, group];
    }
    return null;
  };

  // A known phrase: counted at build time (SiteSearchIndex.Phrases), in q/.
  function knownPhrase(text) { var node = phrase(text); node.known = true; return node; }

  Language.prototype.synonymNode = function (group) {
    var self = this, members = [];
    group.forEach(function (member) {
      members.push(knownPhrase(member.join(" ")));
      if (member.length === 1) self.variants(member[0]).forEach(function (v) { members.push(phrase(v)); });
      else {
        var other = self.respelled(member);
        if (other.join(" ") !== member.join(" ")) members.push(knownPhrase(other.join(" ")));
      }
    });
    return anyOf(members);
  };

  // Nodes for a run of plain words, each with the words it stands for; with `pairing`, adjacent
  // words also match their concatenation.
  Language.prototype.runNodes = function (run, keepStopwords, pairing) {
    var self = this, units = [], position = 0;
    while (position < run.length) {
      var synonym = this.longestSynonym(run, position);
      if (synonym) { units.push({ node: this.synonymNode(synonym[1]), word: null, label: run.slice(position, position + synonym[0]).join(" ") }); position += synonym[0]; continue; }
      var word = run[position++];
      if (!keepStopwords && this.stopwords.has(word.toLowerCase())) continue;
      units.push({ node: this.wordNode(word), word: word, label: word });
    }
    if (!pairing) return units.map(function (unit) { return { node: unit.node, label: unit.label }; });
    var result = [], index = 0;
    while (index < units.length) {
      var first = units[index].word, second = units[index + 1] && units[index + 1].word;
      if (index + 1 < units.length && first && second && isSimple(this, first) && isSimple(this, second)) {
        // The concatenation in every spelling: colourblind and colorblind.
        var joined = [];
        [first].concat(this.variants(first)).forEach(function (a) {
          [second].concat(self.variants(second)).forEach(function (b) {
            var word = (a + b).toLowerCase();
            if (joined.indexOf(word) < 0) joined.push(word);
          });
        });
        result.push({ node: anyOf([allOf([units[index].node, units[index + 1].node]), anyOf(joined.map(function (w) { return phrase(w); }))]), label: first + " " + second });
        index += 2;
      } else {
        result.push({ node: units[index].node, label: units[index].label });
        index += 1;
      }
    }
    return result;
  };

  function restrict(node, columns) {
    if (!columns) return node;
    if (node.type === "phrase") { node.columns = columns; return node; }
    (node.children || []).forEach(function (child) { restrict(child, columns); });
    return node;
  }

  function plainWord(clause) {
    var item = clause[0];
    return clause.length === 1 && !item.excluded && !item.field && item.kind === "word" ? item.text : null;
  }

  function written(item) {
    var prefix = (item.excluded ? "-" : "") + (item.field ? item.field + ":" : "");
    if (item.kind === "word") return prefix + item.text;
    if (item.kind === "phrase") return prefix + '"' + item.words.join(" ") + '"';
    return prefix + item.text + "*";
  }

  Language.prototype.tree = function (clauses, columns) {
    var parts = this.parts(clauses, columns, true);
    var tree = allOf(parts.positive.map(function (unit) { return unit.node; }));
    return parts.negative.length ? { type: "not", positive: tree, negative: anyOf(parts.negative) } : tree;
  };

  // For partial matches: each unit on its own, any of them matching, without the concatenation
  // of adjacent words (SearchLanguage.partialExpression in Swift). Its units keep their own
  // scoring groups: the OR is marked as not one of alternatives.
  Language.prototype.partialTree = function (clauses, columns) {
    var parts = this.parts(clauses, columns, false);
    var either = { type: "or", units: true, children: parts.positive.map(function (unit) { return unit.node; }) };
    var tree = parts.negative.length ? { type: "not", positive: either, negative: anyOf(parts.negative) } : either;
    return { tree: tree, units: parts.positive };
  };

  // The positive units of a query, each {node, label}, and its exclusions.
  Language.prototype.parts = function (clauses, columns, pairing) {
    var self = this, positive = [], negative = [];
    var plain = clauses.map(plainWord).filter(function (w) { return w !== null; });
    var keepStopwords = plain.every(function (w) { return self.stopwords.has(w.toLowerCase()); });
    var index = 0;
    while (index < clauses.length) {
      var run = [];
      while (index < clauses.length && plainWord(clauses[index]) !== null) run.push(plainWord(clauses[index++]));
      if (run.length) {
        this.runNodes(run, keepStopwords, pairing).forEach(function (unit) { positive.push({ node: restrict(unit.node, columns), label: unit.label }); });
        continue;
      }
      var clause = clauses[index++];
      var alternatives = clause.map(function (item) {
        var allowed;
        if (!item.field) allowed = item.excluded ? null : columns;
        else {
          var fieldColumns = new Set(self.fields[item.field]);
          allowed = item.excluded || !columns ? fieldColumns : new Set(Array.from(fieldColumns).filter(function (c) { return columns.has(c); }));
        }
        return restrict(self.termNode(item), allowed);
      });
      if (clause.every(function (item) { return item.excluded; })) negative = negative.concat(alternatives);
      else positive.push({ node: anyOf(alternatives), label: clause.map(written).join(" OR ") });
    }
    return { positive: positive, negative: negative };
  };

  // ---------------------------------------------------------------------------------------
  // Postings (as SiteSearchIndex.swift writes them): base-36 numbers; a guideline's index is
  // the difference from the previous one. Counts: "doc:field.count:field.count;…";
  // a pair's positions: "doc:field.position,position;…", each position the difference from
  // the last.

  function number(text) { return parseInt(text, 36); }

  // Map of guideline index -> array (per field) of what `value` makes of each field's text
  // after the dot, `empty` where a field has none.
  function parsePostings(text, fieldCount, empty, value) {
    var result = new Map();
    if (!text) return result;
    var doc = 0;
    text.split(";").forEach(function (record) {
      var parts = record.split(":");
      doc += number(parts[0]);
      var fields = new Array(fieldCount).fill(empty);
      for (var i = 1; i < parts.length; i++) {
        var dot = parts[i].indexOf(".");
        fields[number(parts[i].slice(0, dot))] = value(parts[i].slice(dot + 1));
      }
      result.set(doc, fields);
    });
    return result;
  }

  // Counts per field.
  function parseCounts(text, fieldCount) { return parsePostings(text, fieldCount, 0, number); }

  // Sorted positions per field, or null.
  function parsePositions(text, fieldCount) {
    return parsePostings(text, fieldCount, null, function (deltas) {
      var position = 0;
      return deltas.split(",").map(function (delta) { return (position += number(delta)); });
    });
  }

  // The index of the shard that would hold `key`, given each shard's first key (sorted).
  function shardOf(firsts, key) {
    var low = 0, high = firsts.length - 1;
    while (low < high) {
      var middle = (low + high + 1) >> 1;
      if (firsts[middle] <= key) low = middle; else high = middle - 1;
    }
    return low;
  }

  // ---------------------------------------------------------------------------------------
  // Matching and ranking (as crosswalk_rank in RankingFunction.swift).

  var K1 = 1.2, B = 0.75;
  var LEVELS = ["must", "should", "advisory"];

  // `load(path)`: a promise of the parsed JSON file at `path` below the index's folder.
  function Engine(meta, load) {
    var self = this;
    this.meta = meta;
    this.load = load;
    this.language = new Language(meta);
    this.fieldCount = meta.fields.length;
    this.fieldIndex = new Map(meta.fields.map(function (f, i) { return [f, i]; }));
    var firsts = meta.standards.map(function (s) { return s.first; });
    this.lengths = meta.lengths ? meta.lengths.split(",").map(number) : [];
    var total = this.lengths.reduce(function (sum, length) { return sum + length; }, 0);
    this.averageLength = total / Math.max(1, meta.count);
    this.levels = Array.from(meta.levels).map(number);
    this.platformBits = Array.from(meta.platformBits).map(number);
    this.shards = new Map();
    this.standardOf = function (doc) { return meta.standards[shardOf(firsts, doc)]; };
    this.level = function (doc) { return LEVELS[self.levels[doc]]; };
  }

  // A platform's bit in `platformBits`: its place in the index's platforms.
  Engine.prototype.platformBit = function (id) {
    return 1 << this.meta.platforms.findIndex(function (p) { return p.id === id; });
  };

  Engine.prototype.file = function (path) {
    if (!this.shards.has(path)) this.shards.set(path, this.load(path));
    return this.shards.get(path);
  };

  // The file of the shard that would hold `key`: a term's by the shards' first terms, a
  // pair's by the hash of its key (SiteSearchIndex.shard(of:count:)).
  Engine.prototype.shardPath = function (folder, key) {
    if (folder === "b") return "b/" + hashShard(key, this.meta.pairShards) + ".json";
    var firsts = folder === "t" ? this.meta.counts : this.meta.phraseShards;
    return firsts.length ? folder + "/" + shardOf(firsts, key) + ".json" : null;
  };

  var utf8 = new TextEncoder();

  // 32-bit FNV-1a of the key's UTF-8 bytes, modulo `count`.
  function hashShard(key, count) {
    var hash = 0x811c9dc5;
    utf8.encode(key).forEach(function (byte) { hash = Math.imul(hash ^ byte, 0x01000193) >>> 0; });
    return hash % count;
  }

  // A promise of the postings of `key` in the shards of `folder` (t, q or b): a string, or
  // undefined when the corpus has no such key.
  Engine.prototype.postings = function (folder, key) {
    // A small corpus's index.json carries the known phrases' postings.
    var inline = folder === "q" && this.meta.phrases;
    if (inline) return Promise.resolve(Object.prototype.hasOwnProperty.call(inline, key) ? inline[key] : undefined);
    var path = this.shardPath(folder, key);
    if (!path) return Promise.resolve(undefined);
    return this.file(path).then(function (shard) {
      return Object.prototype.hasOwnProperty.call(shard, key) ? shard[key] : undefined;
    });
  };

  // A promise of the postings of every term that starts with `prefix`: the shard of `t` where
  // the prefix would be and the following ones that start with it.
  Engine.prototype.prefixed = function (prefix) {
    var firsts = this.meta.counts, shards = [];
    if (!firsts.length) return Promise.resolve([]);
    for (var i = shardOf(firsts, prefix); i < firsts.length && (!shards.length || firsts[i].startsWith(prefix)); i++) shards.push(i);
    var self = this;
    return Promise.all(shards.map(function (i) { return self.file("t/" + i + ".json"); })).then(function (list) {
      var found = [];
      list.forEach(function (shard) {
        Object.keys(shard).forEach(function (term) { if (term.startsWith(prefix)) found.push(shard[term]); });
      });
      return found;
    });
  };

  function restrictTo(hits, columns) {
    if (!columns) return hits;
    hits.forEach(function (counts) {
      counts.forEach(function (_, f) { if (!columns.has(f)) counts[f] = 0; });
    });
    return hits;
  }

  // A phrase's hits: a map of guideline index -> hits per field.
  Engine.prototype.phraseHits = function (node) {
    var self = this, F = this.fieldCount;
    var columns = node.columns ? new Set(Array.from(node.columns).map(function (c) { return self.fieldIndex.get(c); })) : null;
    var tokenList = node.tokens;
    if (!tokenList.length) return Promise.resolve(new Map());
    if (tokenList.length === 1) {
      var texts = node.prefix ? this.prefixed(tokenList[0]) : this.postings("t", tokenList[0]).then(function (text) { return text === undefined ? [] : [text]; });
      return texts.then(function (texts) {
        var sum = new Map();
        texts.forEach(function (text) {
          parseCounts(text, F).forEach(function (counts, doc) {
            var into = sum.get(doc);
            if (!into) sum.set(doc, counts);
            else counts.forEach(function (c, f) { into[f] += c; });
          });
        });
        return restrictTo(sum, columns);
      });
    }
    // A longer phrase matches where its pairs of adjacent terms start at consecutive positions,
    // unless it is a known phrase, counted at build time. (A prefix is one word, so
    // tokenizeQuery makes no longer phrase with one.)
    var known = node.known ? this.postings("q", tokenList.join(" ")) : Promise.resolve(undefined);
    return known.then(function (text) {
      if (text !== undefined) return restrictTo(parseCounts(text, F), columns);
      var pairs = tokenList.slice(1).map(function (token, k) { return tokenList[k] + " " + token; });
      return Promise.all(pairs.map(function (pair) { return self.postings("b", pair); })).then(function (texts) {
        return restrictTo(pairHits(texts, F), columns);
      });
    });
  };

  // Where the pairs of a phrase start one after another, given each pair's postings (undefined
  // for a pair the corpus lacks): a map of guideline index -> hits per field.
  function pairHits(texts, F) {
    var starts = texts.map(function (text) { return parsePositions(text, F); });
    var hits = new Map();
    starts[0].forEach(function (fields, doc) {
      if (!starts.every(function (pair) { return pair.has(doc); })) return;
      var later = starts.slice(1).map(function (pair) {
        return pair.get(doc).map(function (positions) { return new Set(positions || []); });
      });
      var counts = new Array(F).fill(0), any = false;
      fields.forEach(function (first, f) {
        (first || []).forEach(function (p) {
          if (later.every(function (pair, k) { return pair[f].has(p + k + 1); })) { counts[f]++; any = true; }
        });
      });
      if (any) hits.set(doc, counts);
    });
    return hits;
  }

  // The scoring group of each phrase of `list`: the phrases of an OR of nothing but phrases
  // share one; every other phrase has its own (SearchLanguage.phraseGroups in Swift).
  function groups(tree, list) {
    var shared = new Map(), next = 0;
    (function visit(node) {
      if (node.type === "phrase") return;
      if (node.type === "not") { visit(node.positive); visit(node.negative); return; }
      if (node.type === "or" && !node.units && node.children.every(function (child) { return child.type === "phrase"; })) {
        var id = next++;
        node.children.forEach(function (child) { shared.set(child, id); });
        return;
      }
      node.children.forEach(visit);
    })(tree);
    return list.map(function (node) { return shared.has(node) ? shared.get(node) : next++; });
  }

  function phrases(node, list) {
    if (node.type === "phrase") list.push(node);
    else if (node.type === "not") { phrases(node.positive, list); phrases(node.negative, list); }
    else node.children.forEach(function (child) { phrases(child, list); });
    return list;
  }

  function total(counts) { return counts ? counts.reduce(function (a, b) { return a + b; }, 0) : 0; }

  // Whether the node matches a guideline, given each phrase's hits there.
  function matches(node, hitsOf) {
    if (node.type === "phrase") return total(hitsOf(node)) > 0;
    if (node.type === "and") return node.children.every(function (c) { return matches(c, hitsOf); });
    if (node.type === "or") return node.children.some(function (c) { return matches(c, hitsOf); });
    return matches(node.positive, hitsOf) && !matches(node.negative, hitsOf);
  }

  // A promise of {total, results: [{doc, score, matched}], stems, corrections, correctedQuery,
  // partial}: every match, best first. Throws a QueryError for a query that cannot be read.
  // Unless `options.exact`, when nothing matches, a word that matches nothing is corrected to
  // the nearest word of the content, and when still no guideline holds every term, those
  // holding the most are the results (`partial`: {terms, most}; each result's `matched`), as `crosswalk search` does.
  Engine.prototype.search = function (text, filters, options) {
    filters = filters || {};
    var self = this, exact = !!(options && options.exact);
    var clauses = parseQuery(text, this.meta.limits);
    var columns = null;
    if (filters.platform) {
      columns = new Set(this.meta.fields.filter(function (field) {
        var platform = self.meta.platforms.find(function (p) { return p.technique === field || p.code === field; });
        return field !== "identifiers" && (!platform || platform.id === filters.platform);
      }));
    }
    // A query that matches as typed is answered as typed: only one that matches nothing looks
    // its words up.
    var corrections = [], correctedQuery = null, searched = clauses;
    return this.rank(this.language.tree(clauses, columns), filters, null).then(function (result) {
      if (result.total > 0 || exact) return result;
      return self.corrections(clauses).then(function (list) {
        if (!list.length) return result;
        var replacements = {};
        list.forEach(function (c) { replacements[c.word] = c.correction; });
        var corrected = replacing(text, clauses.words, replacements);
        // A correction that would take the query past its limits is not made.
        try { searched = parseQuery(corrected, self.meta.limits); }
        catch (error) { if (!(error instanceof QueryError)) throw error; return result; }
        corrections = list;
        correctedQuery = corrected;
        return self.rank(self.language.tree(searched, columns), filters, null);
      }).then(function (result) {
        if (result.total > 0) return result;
        var partial = self.language.partialTree(searched, columns);
        return partial.units.length > 1 ? self.rank(partial.tree, filters, partial.units) : result;
      });
    }).then(function (result) {
      result.corrections = corrections;
      result.correctedQuery = correctedQuery;
      return result;
    });
  };

  // A promise of the corrections of the query's words that match nothing: [{word, correction}]
  // (SearchEngine.corrections in Swift). The vocabulary (v/<length>.json) is fetched only for
  // a word that misses, and only the lengths within its reach.
  Engine.prototype.corrections = function (clauses) {
    var self = this, rules = this.meta.words, seen = new Set();
    if (!rules) return Promise.resolve([]);
    var words = clauses.words.filter(function (w) {
      var ok = !w.excluded && /^[A-Za-z]+$/.test(w.text) && w.text.length >= rules.minimum && w.text.length <= rules.maximum &&
        !self.language.knows(w.text) && !seen.has(w.text);
      if (ok) seen.add(w.text);
      return ok;
    }).map(function (w) { return w.text; });
    return Promise.all(words.map(function (word) {
      var list = phrases(self.language.wordNode(word), []);
      return Promise.all(list.map(function (node) { return self.phraseHits(node); })).then(function (hitsList) {
        var found = hitsList.some(function (hits) { return Array.from(hits.values()).some(function (counts) { return total(counts) > 0; }); });
        return found ? null : self.correction(word);
      });
    })).then(function (list) { return list.filter(Boolean); });
  };

  // A promise of {word, correction} for a word, or null: the nearest word of the vocabulary,
  // then the one in the most guidelines, then the first in byte order (SearchWords.correction).
  Engine.prototype.correction = function (word) {
    var self = this, rules = this.meta.words, typed = word.toLowerCase();
    var reach = typed.length <= rules.short ? 1 : 2, lengths = [];
    for (var length = typed.length - reach; length <= typed.length + reach; length++) if (rules.lengths.indexOf(length) >= 0) lengths.push(length);
    return Promise.all(lengths.map(function (n) { return self.file("v/" + n + ".json"); })).then(function (texts) {
      var best = null;
      texts.forEach(function (text) {
        text.split(" ").forEach(function (entry) {
          var colon = entry.lastIndexOf(":");
          var display = entry.slice(0, colon), folded = display.toLowerCase(), documents = number(entry.slice(colon + 1));
          var d = distance(typed, folded, best ? best.distance : reach);
          if (d <= 0) return;
          if (best && (d > best.distance || (d === best.distance &&
            (documents < best.documents || (documents === best.documents && !(folded < best.word)))))) return;
          best = { word: folded, display: display, documents: documents, distance: d };
        });
      });
      return best ? { word: word, correction: best.display } : null;
    });
  };

  // A promise of {total, results, stems} for a tree; with `units` (partial matches), a
  // guideline ranks first by how many units it holds, and each result lists them.
  Engine.prototype.rank = function (tree, filters, units) {
    var self = this;
    var list = phrases(tree, []);
    return Promise.all(list.map(function (node) { return self.phraseHits(node); })).then(function (hitsList) {
      var position = new Map(list.map(function (node, p) { return [node, p]; }));
      var n = self.meta.count;
      // Alternatives for one thing (a synonym group, a word's spellings) score as one term, with
      // the IDF of their most frequent phrase, as crosswalk_rank does.
      var group = groups(tree, list);
      var groupCount = Math.max.apply(null, group.concat([-1])) + 1;
      var containing = new Array(groupCount).fill(0);
      var candidates = new Set();
      hitsList.forEach(function (hits, p) {
        var count = 0;
        hits.forEach(function (counts, doc) { if (total(counts) > 0) { count++; candidates.add(doc); } });
        containing[group[p]] = Math.max(containing[group[p]], count);
      });
      var idf = containing.map(function (count) { return Math.log(1 + (n - count + 0.5) / (count + 0.5)); });
      var weights = self.meta.weights;
      var platformBit = filters.platform ? self.platformBit(filters.platform) : 0;
      var results = [];
      Array.from(candidates).sort(function (a, b) { return a - b; }).forEach(function (d) {
        var hitsOf = function (node) { return hitsList[position.get(node)].get(d); };
        if (!matches(tree, hitsOf)) return;
        if (filters.standard && self.standardOf(d).id !== filters.standard) return;
        if (filters.level && self.level(d) !== filters.level) return;
        if (platformBit && !(self.platformBits[d] & platformBit)) return;
        var normalisation = K1 * (1 - B + B * self.lengths[d] / Math.max(self.averageLength, 1));
        var frequencies = new Array(groupCount).fill(0);
        hitsList.forEach(function (hits, p) {
          var counts = hits.get(d);
          if (counts) frequencies[group[p]] += counts.reduce(function (sum, count, f) { return sum + count * weights[f]; }, 0);
        });
        var score = 0;
        frequencies.forEach(function (frequency, g) {
          if (frequency > 0) score += idf[g] * frequency * (K1 + 1) / (frequency + normalisation);
        });
        var matched = units ? units.filter(function (unit) { return matches(unit.node, hitsOf); }).map(function (unit) { return unit.label; }) : null;
        results.push({ doc: d, score: score * (self.standardOf(d).prior || 1), matched: matched });
      });
      var levelOrder = { must: 0, should: 1, advisory: 2 };
      results.sort(function (a, b) {
        if (units && a.matched.length !== b.matched.length) return b.matched.length - a.matched.length;
        var sa = Math.round(a.score * 100) / 100, sb = Math.round(b.score * 100) / 100;
        if (sa !== sb) return sb - sa;
        var la = levelOrder[self.level(a.doc)], lb = levelOrder[self.level(b.doc)];
        if (la !== lb) return la - lb;
        return a.doc - b.doc;
      });
      var stems = new Set();
      list.forEach(function (node) { node.tokens.forEach(function (t) { stems.add(t); }); });
      var partial = units ? { terms: units.map(function (unit) { return unit.label; }), most: results.length ? results[0].matched.length : 0 } : null;
      return { total: results.length, results: results, stems: stems, partial: partial };
    });
  };

  // Promises of what the page shows of each guideline: id, title, number, excerpt, level,
  // standard's name; each settles as soon as its own file has arrived (at once when the index
  // carries every guideline's text, as it does for a small corpus).
  Engine.prototype.entries = function (docs) {
    var self = this, chunk = this.meta.chunk, inline = this.meta.display;
    return docs.map(function (d) {
      var text = inline ? Promise.resolve(inline[d])
        : self.file("d/" + Math.floor(d / chunk) + ".json").then(function (list) { return list[d % chunk]; });
      return text.then(function (entry) {
        return { id: entry.id, title: entry.title, number: entry.number, excerpt: entry.excerpt,
                 level: self.level(d), standardName: self.standardOf(d).name };
      });
    });
  };

  // A promise of them all.
  Engine.prototype.display = function (docs) { return Promise.all(this.entries(docs)); };

  var api = { Engine: Engine, stem: stem, tokens: tokens, parseQuery: parseQuery, QueryError: QueryError, identifierParts: identifierParts };
  if (typeof module === "object" && module.exports) module.exports = api;
  root.CrosswalkSearch = api;

  // ---------------------------------------------------------------------------------------
  // The search page. Each query is an entry in the history (Back goes to the previous one);
  // the address always reproduces what is shown.

  if (typeof document === "undefined") return;
  var form = document.getElementById("search-form");
  if (!form) return;
  var base = form.getAttribute("data-base");
  var indexURL = form.getAttribute("data-index");
  var folder = indexURL.slice(0, indexURL.lastIndexOf("/") + 1);
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  var more = document.getElementById("search-more");
  var input = document.getElementById("q");
  var disclosure = document.getElementById("search-filters");
  var selects = ["standard", "platform", "level"].map(function (id) { return document.getElementById(id); });
  // Set by the "search exactly" link (?exact=1); a new query is searched with corrections again.
  var exact = false;
  var PAGE = 10;
  var engine = null;
  var current = 0; // the render that may still write to the page
  form.hidden = false;

  // Filters are folded away on narrow screens unless one is set.
  function placeFilters() {
    var wide = !window.matchMedia || window.matchMedia("(min-width: 40rem)").matches;
    if (wide || selects.some(function (select) { return select.value; })) disclosure.open = true;
  }

  function fromAddress() {
    var params = new URLSearchParams(location.search);
    input.value = params.get("q") || "";
    exact = params.get("exact") === "1";
    selects.forEach(function (select) { select.value = params.get(select.name) || ""; });
    placeFilters();
  }

  function address() {
    var params = new URLSearchParams();
    if (input.value.trim()) params.set("q", input.value.trim());
    selects.forEach(function (select) { if (select.value) params.set(select.name, select.value); });
    if (exact) params.set("exact", "1");
    var query = params.toString();
    return location.pathname + (query ? "?" + query : "");
  }

  // A new query is a new history entry; the same query again, or a filter changed, replaces it.
  function record() {
    var next = address();
    if (next === location.pathname + location.search) return;
    var before = new URLSearchParams(location.search).get("q") || "";
    if (before && before !== input.value.trim()) history.pushState(null, "", next);
    else if (!before && input.value.trim()) history.pushState(null, "", next);
    else history.replaceState(null, "", next);
  }

  function excerpt(text, stems) {
    var paragraph = document.createElement("p");
    text.split(/([\p{L}\p{N}]+)/u).forEach(function (part) {
      if (part && /[\p{L}\p{N}]/u.test(part) && stems.has(stem(fold(part)))) {
        var mark = document.createElement("mark");
        mark.textContent = part;
        paragraph.appendChild(mark);
      } else if (part) {
        paragraph.appendChild(document.createTextNode(part));
      }
    });
    return paragraph;
  }

  // A copy of the template's element with `id`, its data-slot elements filled with text.
  function note(id, slots) {
    var template = document.getElementById(id);
    if (!template) return document.createTextNode("");
    var element = template.content.firstElementChild.cloneNode(true);
    Object.keys(slots).forEach(function (name) {
      var slot = element.querySelector('[data-slot="' + name + '"]');
      if (slot && typeof slots[name] === "string") slot.textContent = slots[name];
    });
    return element;
  }

  function item(doc, stems, matched) {
    var entry = document.createElement("li");
    var link = document.createElement("a");
    link.href = base + "guidelines/" + doc.id + "/";
    link.textContent = doc.title;
    var meta = document.createElement("span");
    meta.className = "meta";
    meta.textContent = " " + doc.standardName + " " + doc.number + " ";
    var level = document.createElement("span");
    level.className = "level level-" + doc.level;
    level.textContent = doc.level;
    entry.appendChild(link);
    entry.appendChild(meta);
    entry.appendChild(level);
    entry.appendChild(excerpt(doc.excerpt, stems));
    if (matched) entry.appendChild(note("search-has", { matched: matched.join(", ") }));
    return entry;
  }

  // Shows the results of the query in the address, never of text typed but not yet submitted:
  // the index may arrive while someone types, and the address must reproduce what is shown.
  function render() {
    var token = ++current;
    list.textContent = "";
    more.hidden = true;
    var params = new URLSearchParams(location.search);
    var text = (params.get("q") || "").trim();
    if (!text) { status.textContent = ""; return; }
    if (!engine) { status.textContent = "Loading the search index…"; return; }
    var filters = {};
    selects.forEach(function (select) { if (params.get(select.name)) filters[select.name] = params.get(select.name); });
    var found;
    try {
      found = engine.search(text, filters, { exact: params.get("exact") === "1" });
    } catch (error) {
      status.textContent = error instanceof QueryError ? error.message : "Search failed: " + error;
      return;
    }
    status.textContent = "Searching…";
    list.setAttribute("aria-busy", "true");
    found.then(function (result) {
      if (token !== current) return null;
      var shown = 0;
      var page = function () {
        var pageResults = result.results.slice(shown, shown + PAGE);
        var docs = pageResults.map(function (r) { return r.doc; });
        // Each result is shown once it and those before it have arrived, not when all have.
        var slots = docs.map(function () { var slot = document.createElement("li"); slot.hidden = true; list.appendChild(slot); return slot; });
        var ready = 0, arrived = [];
        return Promise.all(engine.entries(docs).map(function (promise, i) {
          return promise.then(function (doc) {
            arrived[i] = doc;
            while (token === current && arrived[ready]) {
              slots[ready].replaceWith(item(arrived[ready], result.stems, pageResults[ready].matched));
              ready++;
            }
          });
        })).then(function () {
          if (token !== current) return;
          shown += docs.length;
          more.hidden = shown >= result.total;
          more.onclick = function () {
            var next = list.children.length;
            page().then(function () { var first = list.children[next]; if (first) first.querySelector("a").focus(); });
          };
        });
      };
      // A query that is one quoted phrase is shown with its own quotes, not inside ours.
      var quote = function (words) { return /^"[^"]*"$/.test(words) ? words : "“" + words + "”"; };
      var searched = result.correctedQuery || text;
      status.textContent = "";
      if (result.correctedQuery) {
        var corrected = note("search-corrected", { corrected: quote(result.correctedQuery), typed: quote(text) });
        var link = corrected.querySelector('[data-slot="exact"]');
        if (link) {
          var exactParams = new URLSearchParams(location.search);
          exactParams.set("exact", "1");
          link.href = location.pathname + "?" + exactParams.toString();
          link.addEventListener("click", function (event) {
            event.preventDefault();
            exact = true;
            history.pushState(null, "", link.href);
            render();
          });
        }
        status.appendChild(corrected);
      }
      if (result.partial) {
        status.appendChild(note("search-partial", { query: quote(searched), most: String(result.partial.most), terms: String(result.partial.terms.length) }));
      }
      status.appendChild(document.createTextNode(result.total === 0 ? "No guideline matches " + quote(searched) + "."
        : result.total + " result" + (result.total === 1 ? "" : "s") + " for " + quote(searched) + "."));
      return page();
    }).catch(function (error) {
      if (token !== current) return;
      status.textContent = error instanceof QueryError ? error.message : "The search index could not be loaded; browse the guidelines below.";
    }).then(function () {
      if (token === current) list.removeAttribute("aria-busy");
    });
  }

  function load(path) {
    return fetch(folder + path).then(function (response) {
      if (!response.ok) throw new Error(path + ": " + response.status);
      return response.json();
    });
  }

  form.addEventListener("submit", function (event) { event.preventDefault(); exact = false; record(); render(); });
  selects.forEach(function (select) { select.addEventListener("change", function () { record(); render(); }); });
  window.addEventListener("popstate", function () { fromAddress(); render(); });
  fromAddress();
  render();
  list.setAttribute("aria-busy", "true");
  load("index.json")
    .then(function (meta) { engine = new Engine(meta, load); list.removeAttribute("aria-busy"); render(); })
    .catch(function () {
      list.removeAttribute("aria-busy");
      status.textContent = "The search index could not be loaded; browse the guidelines below.";
    });
})(typeof globalThis !== "undefined" ? globalThis : this);
