# Crosswalk: `make` installs what is missing, builds, builds the store and the site, and shows
# a query; `make test` runs the test suites and the site checks. See README.md.

SWIFT      ?= swift
DB         ?= crosswalk.sqlite
CROSSWALK  := .build/release/crosswalk

# apt-get as root, or through sudo otherwise.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# apt-get waits up to ten minutes for another apt-get's lock rather than failing.
APT := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600
APT_INSTALL := $(APT) install -y -qq --no-install-recommends

.PHONY: all deps build store site check test bench bench-limits clean format install uninstall

all: site
	@echo
	$(CROSSWALK) search "touch target" --db $(DB) --limit 5
	@echo
	@echo "More: $(CROSSWALK) --help, and the tour in README.md"

## deps: install the C libraries Crosswalk links (libcmark, libsqlite3) and pkg-config, if missing.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists libcmark 2>/dev/null || missing="$$missing libcmark-dev"; \
	pkg-config --exists sqlite3 2>/dev/null || missing="$$missing libsqlite3-dev"; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(APT) update -qq && $(APT_INSTALL) $$missing; \
	fi

## build: the release binary.
build: deps
	$(SWIFT) build -c release --product crosswalk

## store: check the content and build the SQLite store.
store: build
	$(CROSSWALK) build --db $(DB)

## site: the static website in _site/ (BASE_URL=/path/ for hosting under a sub-path).
BASE_URL ?= /
site: store
	$(CROSSWALK) site --db $(DB) --base-url $(BASE_URL)

## check: validate Content/ and Mappings/ without writing anything.
check: build
	$(CROSSWALK) check

## test: the code's format (swift-format, .swift-format), the Swift suites (real cmark, real
## SQLite, real content), the code in the content, the OSCAL export (compliance-trestle), the
## audit reports (JSON Schema, EARL through rdflib, OSCAL assessment results through
## compliance-trestle, HTML through vnu and axe-core), `crosswalk mcp` driven by the MCP Python
## client (Tests/mcp), then the site in a real browser: Nu HTML Checker, axe-core, links,
## keyboard, 320 px, zoom, schemes, no-JS, search, tables, code, chart, platform pages, menu
## (and last, alone, search's speed on a throttled phone);
## then `make install` into a temporary DESTDIR and the installed binary used from another
## folder (Tests/install); then the bounds that must hold at any size (a platform page's size,
## what a search transfers) on the site of the 20,000-guideline bench corpus. The suites run
## quietly (compiler warnings, failures and the summary only; every test uses Swift Testing);
## what commands print in them is captured.
##
## Time (a 2-core machine; measured in bench/README.md, "make test against 8 minutes", "make
## test's schedule" and "The suites on the release build"): the release build, and the check
## tools' installation (Tests/site/install.sh) followed by the 20,000-guideline corpus, start
## first in the background (each under a lock the checks take).
## The release build is a chain of whole-module compiles (GRDB, then CrosswalkKit, then
## CrosswalkCommands) that uses about one core, and the checks wait for it: GRDB is built first
## (SwiftPM otherwise starts swift-sdk and others beside it), and what nothing waits for (the
## corpus, the content's check) is niced. The longest check, the site's root in the browser,
## starts first once the release binary is built. make -j3 runs the suites and the checks (each
## one's output printed whole when it ends): two at work, and a third slot for test-release,
## which waits on the background build's lock. The suites run in release, on the very modules
## the binary is built from: they import the kit and the commands without @testable (what they
## test is declared `package`, which the package's own modules see), so building them adds only
## their own module, compiled -Onone (Package.swift), and their fault tests run the release
## binary beside them. A debug build of every module for the suites alone, as before, was about
## a sixth of make test's CPU (bench/README.md). The suites' run is not niced: SwiftPM starts it
## at nice 0 whatever its own.
## The release build's log is in .build/release-build.log; a failed one is rebuilt by
## test-release, in the foreground.
SITE_CHECK := .build/site-check
# The store the checks read, built once per run (make check-store) rather than once per check.
CHECK_STORE := .build/check-store/store.sqlite
EXPORT_CHECK := .build/export-check
OSCAL_CHECK := .build/oscal-check
AUDIT_CHECK := .build/audit-check
SITE_SCALE := .build/site-scale
SCALE_SIZE := 20000
PYTHON := Tests/site/.venv/bin/python
# Installs the check tools once, whoever asks first; the others wait for the lock.
CHECK_TOOLS := flock .build/check-tools.lock bash Tests/site/install.sh
# Generates the scale corpus once (bench/generate.py, seeded), likewise.
SCALE_CORPUS := flock .build/scale-corpus.lock sh -c '[ -f $(SITE_SCALE)/corpus/.size-$(SCALE_SIZE) ] && [ -f $(SITE_SCALE)/corpus/checklists.yaml ] || { $(PYTHON) bench/generate.py --size $(SCALE_SIZE) --out $(SITE_SCALE)/corpus && touch $(SITE_SCALE)/corpus/.size-$(SCALE_SIZE); }'
# What a first make test writes in the clone (the release build, the check tools, the sites and
# the 20,000-guideline corpus, its store and site): 3.2 GB here after run 45 (.build 2.8 GB, 2.1 of it
# the 20,000-guideline site and store; Tests/site/.venv 0.3 GB). A run
# short of space failed ten minutes in with SQLite's "database or disk is full"; it now stops
# first, with one line. A re-run counts what .build already holds. TEST_FREE_MB=0 skips it.
TEST_FREE_MB ?= 4096
test: deps
	@mkdir -p .build; need=$$(( $(TEST_FREE_MB) - $$(du -sm .build | cut -f1) )); \
	free=$$(df -Pm . | awk 'NR == 2 { print $$4 }'); \
	if [ "$$need" -gt 0 ] && [ "$$free" -lt "$$need" ]; then \
		echo "make test: needs about $$need MB free in $$(pwd) (the builds, the check sites, the 20,000-guideline corpus); $$free MB is free. Free some, or set TEST_FREE_MB=0 to skip this check." >&2; \
		exit 1; \
	fi
	mkdir -p .build && ( { $(SWIFT) build -c release --target GRDB && $(SWIFT) build -c release --product crosswalk; } >.build/release-build.log 2>&1 & )
	( { $(CHECK_TOOLS) && nice -n 10 $(SCALE_CORPUS); } >.build/check-tools.log 2>&1 & )
	$(SWIFT) format lint --strict --recursive Sources Tests bench/Sources
	@# The suites run node (the site's search engine) and python3 (a fault test's helper).
	@missing=""; command -v node >/dev/null 2>&1 || missing="$$missing nodejs"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3"; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; $(APT) update -qq && $(APT_INSTALL) $$missing; fi
	$(MAKE) --no-print-directory -j3 --output-sync=target test-content test-site test-suites test-scale test-oscal test-site-sub test-install test-export
	$(MAKE) --no-print-directory test-speed

# The suites and the checks, each a target so that `make -j3` runs them at once (in the order
# above: what waits for no release binary first, then the longest); each can also be run alone
# (for example make test-site).
.PHONY: screenshots test-tools test-release test-suites suites-build check-store test-site test-site-sub test-speed test-oscal test-scale test-export test-content test-install
test-tools:
	@mkdir -p .build
	$(CHECK_TOOLS)

## the Swift suites, in release: their own module (-Onone) on the release build's modules, then
## run (the fault tests run the crosswalk binary beside them). Built and run in one recipe, so
## that the run follows the build at once: make resumes its pass where it was when a target
## ends, and started three other checks between the two (run 37, bench/README.md). The test
## product is run as `swift test --skip-build` runs it, but without SwiftPM, which would hold its
## lock on .build for the whole run (test-install's `make install` builds there).
SUITES_BUILD := $(SWIFT) build -c release --product CrosswalkPackageTests --quiet
suites-build: test-release
	$(SUITES_BUILD)

test-suites: test-release
	$(SUITES_BUILD)
	NO_COLOR=1 .build/release/CrosswalkPackageTests.xctest --testing-library swift-testing --quiet

# The release binary the checks run: waits for the background build (SwiftPM's lock), or
# builds it. It waits for test-tools only to be ordered: make starts a target whose
# prerequisites are all done ahead of the list, and it would hold a job slot waiting.
# With it, the real content's store the checks read (each only reads it), built once per run:
# in the same recipe, so that when it ends make starts the checks in the order of the list,
# the site's root first (a separate target's end resumed make's pass where it was, at the
# install check, and the root's check started 90 s later).
test-release: test-tools
	$(SWIFT) build -c release --product crosswalk
	@mkdir -p $(dir $(CHECK_STORE))
	$(CROSSWALK) build --quiet --db $(CHECK_STORE)

check-store: test-release

## the site in a real browser: every check at the root but search's speed (test-speed), and links
## and search under a sub-path.
## The root's check is the longest (2-4 minutes, one core), first of those the release binary
## lets start.
test-site: test-tools check-store
	rm -rf $(SITE_CHECK) && mkdir -p $(SITE_CHECK)
	$(CROSSWALK) site --quiet --db $(CHECK_STORE) --out $(SITE_CHECK)/root --base-url https://crosswalk.invalid/
	$(PYTHON) Tests/site/check_site.py $(SITE_CHECK)/root --crosswalk $(CROSSWALK) --complete --skip screenshots,speed

## search's speed on a throttled phone (Tests/site/README.md, `speed`), on test-site's site, alone:
## make test runs it last, when nothing else runs (the other core's build or tests slowed the
## emulated phone's network and browser processes, not only its CPU, which is calibrated).
test-speed: test-tools
	@[ -f $(SITE_CHECK)/root/index.html ] || $(MAKE) --no-print-directory test-site
	$(PYTHON) Tests/site/check_site.py $(SITE_CHECK)/root --crosswalk $(CROSSWALK) --only speed

## screenshots: every sampled kind of page at 320 and 1280 px in Tests/site/screenshots/, to
## look at before resolving a change to the pages (after make test, or make test-site).
screenshots: test-tools test-release
	$(PYTHON) Tests/site/check_site.py $(SITE_CHECK)/root --crosswalk $(CROSSWALK) --only screenshots

test-site-sub: test-tools check-store
	rm -rf $(SITE_CHECK)-sub && mkdir -p $(SITE_CHECK)-sub
	$(CROSSWALK) site --quiet --db $(CHECK_STORE) --out $(SITE_CHECK)-sub/sub --base-url https://crosswalk.invalid/docs/crosswalk/
	$(PYTHON) Tests/site/check_site.py $(SITE_CHECK)-sub/sub --crosswalk $(CROSSWALK) --base-url /docs/crosswalk/ --only html,structure,links,runtime,nojs,search

## the OSCAL export through compliance-trestle, then the audit reports.
test-oscal: test-tools check-store
	rm -rf $(OSCAL_CHECK) && mkdir -p $(OSCAL_CHECK)
	$(CROSSWALK) export --format oscal --db $(CHECK_STORE) --out $(OSCAL_CHECK)/oscal
	$(PYTHON) Tests/export/validate_oscal.py $(OSCAL_CHECK)/oscal --crosswalk $(CROSSWALK) --db $(CHECK_STORE) --self-test
	$(PYTHON) Tests/audit/check_audit.py --crosswalk $(CROSSWALK) --db $(CHECK_STORE) --oscal $(OSCAL_CHECK)/oscal --work $(AUDIT_CHECK) --platform android --standard en-301-549-v4 --standard section508-2017 --standard gigw-3

## the JSON export against its schema, and `crosswalk mcp` driven by the MCP Python client.
test-export: test-tools check-store
	rm -rf $(EXPORT_CHECK) && mkdir -p $(EXPORT_CHECK)
	$(CROSSWALK) export --db $(CHECK_STORE) --out $(EXPORT_CHECK)/export.json
	$(PYTHON) Tests/export/validate_export.py $(EXPORT_CHECK)/export.json
	$(PYTHON) Tests/mcp/check_mcp.py --crosswalk $(CROSSWALK) --db $(CHECK_STORE)

## the code in the content (tree-sitter, swiftc -parse, node), after its own self-test; niced,
## as nothing waits for it.
test-content: test-tools
	nice -n 10 $(PYTHON) Tests/content/check_content.py --self-test
	nice -n 10 $(PYTHON) Tests/content/check_content.py

## make install into a temporary DESTDIR, the installed binary used from another folder (after
## the release build, which make install's own then finds done).
test-install: test-tools test-release
	bash Tests/install/check_install.sh

## the bounds that hold at any size, on the 20,000-guideline bench corpus's site. Niced: it
## starts with the suites' build and the root's check and waits for neither, while make test's
## end waits for both (bench/README.md, "The suites on the release build").
test-scale: test-tools test-release
	$(SCALE_CORPUS)
	nice -n 10 $(CROSSWALK) site --quiet --db $(SITE_SCALE)/store.sqlite --content $(SITE_SCALE)/corpus/Content --mappings $(SITE_SCALE)/corpus/Mappings --checklists $(SITE_SCALE)/corpus/checklists.yaml --out $(SITE_SCALE)/root
	nice -n 10 $(PYTHON) Tests/site/check_site.py $(SITE_SCALE)/root --crosswalk $(CROSSWALK) --only pagesize,transfer

## bench: ingest, search and site against cmark + sqlite3, raw FTS5 and Hugo (see bench/README.md).
## Not part of `make test`. BENCH_ARGS="--sizes 200,2000 --quick" for a short run.
BENCH_ARGS ?=
bench: build
	$(SWIFT) build -c release --product crosswalk-bench
	@missing=""; \
	for tool in hyperfine hugo cmark sqlite3; do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	[ -x /usr/bin/time ] || missing="$$missing time"; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; $(APT) update -qq && $(APT_INSTALL) $$missing; fi
	@python3 -c 'import yaml' 2>/dev/null || python3 -m pip install --quiet pyyaml
	python3 bench/run.py $(BENCH_ARGS)

## bench-limits: search's worst queries at its limits, and past them, on the real content
## (bench/limits.txt): each within the limits must answer in under 100 ms. Seconds, not minutes.
bench-limits: build
	$(SWIFT) build -c release --product crosswalk-bench
	$(CROSSWALK) build --quiet --db .build/bench-limits.sqlite
	.build/release/crosswalk-bench .build/bench-limits.sqlite bench/limits.txt 5 | python3 bench/limits.py

## install: the release binary to $(PREFIX)/bin, a store built from the shipped content to
## $(PREFIX)/share/crosswalk (the binary reads it from ../share/crosswalk beside itself, so a
## DESTDIR or a moved prefix still works), the man page (swift-argument-parser's
## generate-manual plugin) and bash, zsh and fish completions. PREFIX defaults to /usr/local;
## DESTDIR stages the files under another root (for packaging). Nothing here asks for more
## rights: run it as a user who may write to PREFIX (sudo make install, or
## make install PREFIX=$$HOME/.local). Each file is copied beside its destination and renamed
## over it, so a query running meanwhile reads the old store or the new one, whole.
PREFIX  ?= /usr/local
DESTDIR ?=
ROOT    := $(DESTDIR)$(PREFIX)
STAGE   := .build/install
MANUAL  := .build/plugins/GenerateManual/outputs/crosswalk/crosswalk.1
# Every file install writes, relative to $(PREFIX): uninstall removes exactly these.
INSTALLED := bin/crosswalk share/crosswalk/crosswalk.sqlite share/man/man1/crosswalk.1 \
	share/bash-completion/completions/crosswalk share/zsh/site-functions/_crosswalk \
	share/fish/vendor_completions.d/crosswalk.fish
# install_file MODE SOURCE DESTINATION: copied beside it, then renamed into place.
install_file = install -m $(1) $(2) "$(3).tmp-$$$$" && mv -f "$(3).tmp-$$$$" "$(3)"

install: build
	rm -rf $(STAGE) && mkdir -p $(STAGE)
	$(CROSSWALK) build --quiet --db $(STAGE)/crosswalk.sqlite
	$(SWIFT) package plugin generate-manual --configuration release
	$(CROSSWALK) --generate-completion-script bash > $(STAGE)/crosswalk.bash
	$(CROSSWALK) --generate-completion-script zsh > $(STAGE)/_crosswalk
	$(CROSSWALK) --generate-completion-script fish > $(STAGE)/crosswalk.fish
	install -d "$(ROOT)/bin" "$(ROOT)/share/crosswalk" "$(ROOT)/share/man/man1" "$(ROOT)/share/bash-completion/completions" \
		"$(ROOT)/share/zsh/site-functions" "$(ROOT)/share/fish/vendor_completions.d"
	$(call install_file,755,$(CROSSWALK),$(ROOT)/bin/crosswalk)
	$(call install_file,644,$(STAGE)/crosswalk.sqlite,$(ROOT)/share/crosswalk/crosswalk.sqlite)
	$(call install_file,644,$(MANUAL),$(ROOT)/share/man/man1/crosswalk.1)
	$(call install_file,644,$(STAGE)/crosswalk.bash,$(ROOT)/share/bash-completion/completions/crosswalk)
	$(call install_file,644,$(STAGE)/_crosswalk,$(ROOT)/share/zsh/site-functions/_crosswalk)
	$(call install_file,644,$(STAGE)/crosswalk.fish,$(ROOT)/share/fish/vendor_completions.d/crosswalk.fish)
	@echo "Installed crosswalk in $(ROOT); try: crosswalk search touch target (man crosswalk for the manual)"

## uninstall: removes exactly the files install wrote, and share/crosswalk if it is left empty.
uninstall:
	for file in $(INSTALLED); do rm -f "$(ROOT)/$$file"; done
	rmdir "$(ROOT)/share/crosswalk" 2>/dev/null || true

## format: rewrite the Swift sources in the project's format (what `make test` checks).
format:
	$(SWIFT) format format --in-place --recursive Sources Tests bench/Sources

clean:
	rm -rf .build $(DB) _site ._site.previous
