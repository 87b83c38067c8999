"""Every code block parsed with a real grammar: tree-sitter, with the grammars pinned in
Tests/site/requirements.txt. README.md beside this file gives the policy below in prose.

A block passes when one of its language's attempts parses with no ERROR and no MISSING node.
Many blocks of the existing content are fragments (a method, a statement, a modifier chain), so
Kotlin, Java and Objective-C are also tried inside a named wrapper; Dart, JSX and TSX blocks are
whole files (the rule for Flutter and React Native examples), so they get no wrapper.
Each wrapper's text before the block ends with a newline, so a line of the wrapped source is a
line of the block plus the wrapper's lines, and columns are the block's own.
"""

from __future__ import annotations

import importlib
import re
import threading
from dataclasses import dataclass

import tree_sitter


@dataclass(frozen=True)
class Attempt:
    name: str
    before: str = ""              # always "" or ending with "\n"
    after: str = ""
    leading_dot_only: bool = False  # only for a block whose first code line starts with "."


AS_FILE = Attempt("as a file")

# language tag -> (module on PyPI, function returning the grammar)
GRAMMARS = {
    "kotlin": ("tree_sitter_kotlin", "language"),
    "java": ("tree_sitter_java", "language"),
    "objc": ("tree_sitter_objc", "language"),
    "javascript": ("tree_sitter_javascript", "language"),
    "jsx": ("tree_sitter_javascript", "language"),   # the JavaScript grammar includes JSX
    "tsx": ("tree_sitter_typescript", "language_tsx"),
    "css": ("tree_sitter_css", "language"),
    "dart": ("tree_sitter_dart", "language"),
}

# Each grammar already takes statements at the top level (a Kotlin script, Java's top-level
# statements, C's), so no language needs a function-body wrapper; a wrapper is here only when a
# kind of fragment in use parses in no other way (the clean fixture has one of each).
POLICY: dict[str, list[Attempt]] = {
    "kotlin": [
        AS_FILE,
        # a Compose modifier chain shown alone: `.padding(8.dp)` on the first line
        Attempt("after a placeholder expression", "val _wrap = _placeholder\n", "\n", leading_dot_only=True),
        Attempt("in a class body", "class _Wrap {\n", "\n}\n"),  # a secondary `constructor(...)`
    ],
    "java": [
        AS_FILE,
        Attempt("in a class body", "class _Wrap {\n", "\n}\n"),  # a constructor, a static initialiser
    ],
    "objc": [
        AS_FILE,
        Attempt("in an @implementation", "@implementation _Wrap\n", "\n@end\n"),  # `- (void)viewDidLoad { … }`
        Attempt("in an @interface", "@interface _Wrap\n", "\n@end\n"),  # `@property (nonatomic) …;`
    ],
    "javascript": [AS_FILE],  # node --check then tries a script, a function body and a module
    "css": [AS_FILE],  # the grammar takes declarations alone too
    "dart": [AS_FILE],  # whole files by the content format's rule: no wrapper
    "jsx": [AS_FILE],
    "tsx": [AS_FILE],
}

# tree-sitter-kotlin 1.1.0 reads a modifier keyword that starts a statement as the start of a
# declaration, so `open = false` (a variable named open, valid Kotlin: modifiers are soft
# keywords) does not parse. Such a name followed by an assignment, `.` or `(` is renamed to an
# identifier of the same length before parsing; lines and columns are unchanged.
KOTLIN_SOFT_MODIFIERS = ("open", "sealed", "override", "private", "public", "protected", "internal", "final",
                         "abstract", "lateinit", "inline", "noinline", "crossinline", "tailrec", "infix",
                         "external", "suspend", "vararg")
KOTLIN_SOFT_NAME_RE = re.compile(r"(?<![\w.@`$])(" + "|".join(KOTLIN_SOFT_MODIFIERS) +
                                 r")(?=[ \t]*(?:[-+*/%]?=(?!=)|\.[A-Za-z_]|\())")


def kotlin_soft_names(code: str) -> str:
    return KOTLIN_SOFT_NAME_RE.sub(lambda m: "_" + m.group(1)[1:], code)


@dataclass
class SyntaxProblem:
    line: int      # 1-based, in the block
    column: int    # 1-based, in characters
    message: str   # names the node: "missing ')' (MISSING node in arguments)", "unexpected …"
    offset: int    # byte offset in the block, to compare how far attempts got


@dataclass
class ParseResult:
    tree: tree_sitter.Tree | None       # of the attempt that parsed (None when none did)
    attempt: Attempt | None
    problem: SyntaxProblem | None      # of the attempt that got furthest, when none parsed
    tried: list[str]


def first_code_line(code: str) -> str:
    for line in code.split("\n"):
        s = line.strip()
        if s and not s.startswith("//") and not s.startswith("/*") and not s.startswith("*"):
            return s
    return ""


class Grammars:
    """One tree-sitter parser per language, made on first use and kept (a parser is reusable)."""

    def __init__(self):
        self._parsers: dict[str, tree_sitter.Parser] = {}
        self._lock = threading.Lock()

    def parser(self, lang: str) -> tree_sitter.Parser:
        with self._lock:
            if lang not in self._parsers:
                module, fn = GRAMMARS[lang]
                try:
                    grammar = getattr(importlib.import_module(module), fn)()
                except ImportError as e:
                    raise RuntimeError(f"the tree-sitter grammar for {lang} ({module}) is not installed: "
                                       f"run Tests/site/install.sh ({e})") from None
                self._parsers[lang] = tree_sitter.Parser(tree_sitter.Language(grammar))
            return self._parsers[lang]

    def parse(self, lang: str, code: str) -> ParseResult:
        """The block under each attempt of its language's policy, until one parses."""
        if lang == "kotlin":
            code = kotlin_soft_names(code)
        leading_dot = first_code_line(code).startswith(".")
        parser = self.parser(lang)
        tried, problems = [], []
        for attempt in POLICY[lang]:
            if attempt.leading_dot_only and not leading_dot:
                continue
            source = (attempt.before + code + attempt.after).encode("utf-8")
            tree = parser.parse(source)
            tried.append(attempt.name)
            node = first_bad_node(tree.root_node)
            if node is None:
                return ParseResult(tree, attempt, None, tried)
            problems.append(describe(node, source, attempt.before.count("\n"), len(attempt.before.encode("utf-8"))))
        # the attempt whose first problem comes latest in the block is the likeliest reading
        return ParseResult(None, None, max(problems, key=lambda p: p.offset), tried)


def first_bad_node(root: tree_sitter.Node) -> tree_sitter.Node | None:
    """The first ERROR or MISSING node in document order, or None."""
    if not root.has_error:
        return None
    stack = [root]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            return node
        if node.has_error:
            stack.extend(reversed(node.children))
    return root  # has_error with no node to show: report the whole tree


def describe(node: tree_sitter.Node, source: bytes, lines_before: int, bytes_before: int) -> SyntaxProblem:
    row, byte_col = node.start_point
    line_bytes = source.split(b"\n")[row] if row < source.count(b"\n") + 1 else b""
    column = len(line_bytes[:byte_col].decode("utf-8", "replace")) + 1
    context = node.parent.type if node.parent is not None else "the file"
    if node.is_missing:
        message = f"missing '{node.type}' (MISSING node in {context})"
    else:
        text = source[node.start_byte:node.end_byte].decode("utf-8", "replace")
        first = text.split("\n", 1)[0].strip()
        snippet = first if len(first) <= 40 else first[:37] + "..."
        span = ""
        if node.end_point[0] > row:
            span = f", up to line {node.end_point[0] + 1 - lines_before}"
        message = f"unexpected '{snippet}' (ERROR node in {context}{span})" if snippet else \
            f"syntax error (ERROR node in {context}{span})"
    return SyntaxProblem(max(1, row + 1 - lines_before), column, message, node.start_byte - bytes_before)


GRAMMAR_CACHE = Grammars()
