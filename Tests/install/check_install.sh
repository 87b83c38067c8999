#!/usr/bin/env bash
# `make install` into a temporary DESTDIR, then the installed crosswalk used as a user uses it:
# from a folder with no Content/ anywhere above it and no CROSSWALK_DB, it answers from the
# installed store and writes nothing; the man page and completions are there; then
# `make uninstall` leaves no file behind. Run by `make test` after the release build.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d /tmp/crosswalk-install-XXXXXX)"
trap 'rm -rf "$work"' EXIT
destdir="$work/dest"
prefix=/usr/local
root="$destdir$prefix"
failures=0
fail() { echo "check_install: FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "check_install: ok: $*"; }

if ! make -C "$repo" --no-print-directory install DESTDIR="$destdir" PREFIX="$prefix" >"$work/install.log" 2>&1; then
  cat "$work/install.log" >&2
  echo "check_install: FAIL: make install" >&2
  exit 1
fi

installed=(bin/crosswalk share/crosswalk/crosswalk.sqlite share/man/man1/crosswalk.1
  share/bash-completion/completions/crosswalk share/zsh/site-functions/_crosswalk
  share/fish/vendor_completions.d/crosswalk.fish)
for file in "${installed[@]}"; do
  [ -s "$root/$file" ] || fail "make install did not write $prefix/$file"
done
[ -x "$root/bin/crosswalk" ] || fail "$prefix/bin/crosswalk is not executable"
extra="$(cd "$destdir" && find . -type f | sed 's|^\./||' | sort)"
expected="$(printf "${prefix#/}/%s\n" "${installed[@]}" | sort)"
[ "$extra" = "$expected" ] || fail "make install wrote other files: $(comm -13 <(echo "$expected") <(echo "$extra") | tr '\n' ' ')"

# The man page is mdoc, as generate-manual writes it, and names every command.
grep -q '^\.Dt CROSSWALK 1' "$root/share/man/man1/crosswalk.1" || fail "the man page has no .Dt CROSSWALK 1 header"
for command in search show compare coverage mcp; do
  grep -q "$command" "$root/share/man/man1/crosswalk.1" || fail "the man page does not mention '$command'"
done
grep -q 'crosswalk' "$root/share/bash-completion/completions/crosswalk" || fail "the bash completion is empty"
grep -q '#compdef crosswalk' "$root/share/zsh/site-functions/_crosswalk" || fail "the zsh completion has no #compdef line"
grep -q "^complete -c 'crosswalk'" "$root/share/fish/vendor_completions.d/crosswalk.fish" || fail "the fish completion has no complete -c line"

# Elsewhere: a folder with no Content/ here or above (under /tmp), no CROSSWALK_DB.
elsewhere="$work/elsewhere"
mkdir "$elsewhere"
store_sum="$(sha256sum "$root/share/crosswalk/crosswalk.sqlite" | cut -d' ' -f1)"
touch "$work/marker"
sleep 1
# Wide, so that a long path stays on one line.
crosswalk() { (cd "$elsewhere" && env -u CROSSWALK_DB COLUMNS=1000 "$root/bin/crosswalk" "$@"); }

if crosswalk search touch >"$work/search.out" 2>"$work/search.err"; then
  grep -q 'cis-india/8' "$work/search.out" && pass "crosswalk search touch from $elsewhere answers from the installed store" \
    || fail "crosswalk search touch found no cis-india/8: $(head -3 "$work/search.out")"
  [ ! -s "$work/search.err" ] || fail "crosswalk search touch printed to stderr: $(cat "$work/search.err")"
else
  fail "crosswalk search touch exited $?: $(cat "$work/search.err")"
fi
# A misspelt word is corrected and said so; a query no guideline holds whole answers partly.
if crosswalk search contrst ratio >"$work/typo.out" 2>&1 && grep -q 'Showing results for "contrast ratio"' "$work/typo.out" \
  && grep -q 'gigw-3/11.4.14' "$work/typo.out"; then
  pass "crosswalk search contrst ratio corrects to contrast ratio and finds gigw-3/11.4.14"
else
  fail "crosswalk search contrst ratio: $(head -3 "$work/typo.out")"
fi
if crosswalk search video without captions problem >"$work/partial.out" 2>&1 && grep -q 'No guideline has every word' "$work/partial.out" \
  && grep -qi 'caption\|subtitle\|transcript' "$work/partial.out"; then
  pass "crosswalk search video without captions problem answers with partial matches about captions"
else
  fail "crosswalk search video without captions problem: $(head -3 "$work/partial.out")"
fi
for query in "show 1.4.3" "show bbc-2013/13" "list --standard cis-india" "standards" "compare gigw-3 cis-india" \
  "coverage --standard section508-2017" "export --format json"; do
  # shellcheck disable=SC2086
  crosswalk $query >"$work/query.out" 2>"$work/query.err" || fail "crosswalk $query exited $?: $(head -c 300 "$work/query.err")"
  [ -s "$work/query.out" ] || fail "crosswalk $query printed nothing"
done
crosswalk --version | grep -q "store: $root/share/crosswalk/crosswalk.sqlite (installed), built 2" \
  && pass "crosswalk --version names the installed store" || fail "crosswalk --version: $(crosswalk --version | tr '\n' ' ')"
crosswalk standards | grep -q "Store: $root/share/crosswalk/crosswalk.sqlite, built 2" \
  && pass "crosswalk standards names the installed store" || fail "crosswalk standards does not name the installed store"

# Authoring commands say in one line what they need.
for command in check build site; do
  if crosswalk "$command" >"$work/authoring.out" 2>"$work/authoring.err"; then
    fail "crosswalk $command succeeded with no content"
  else
    [ "$(wc -l <"$work/authoring.err")" -eq 1 ] && grep -q "content folder 'Content' not found" "$work/authoring.err" \
      || fail "crosswalk $command without content: $(cat "$work/authoring.err")"
  fi
done

# Nothing was written: not in the user's folder, not in the installed tree.
written="$(find "$elsewhere" "$destdir" -newer "$work/marker" | sed "s|^$work/||")"
[ -z "$written" ] && pass "the queries wrote nothing" || fail "the queries wrote: $written"
[ "$(sha256sum "$root/share/crosswalk/crosswalk.sqlite" | cut -d' ' -f1)" = "$store_sum" ] || fail "the installed store changed"

if ! make -C "$repo" --no-print-directory uninstall DESTDIR="$destdir" PREFIX="$prefix" >"$work/uninstall.log" 2>&1; then
  cat "$work/uninstall.log" >&2
  fail "make uninstall"
fi
left="$(find "$destdir" -type f)"
[ -z "$left" ] && pass "make uninstall removed every file" || fail "make uninstall left: $left"
[ ! -e "$root/share/crosswalk" ] || fail "make uninstall left $prefix/share/crosswalk"

if [ "$failures" -gt 0 ]; then
  echo "check_install: $failures failed" >&2
  exit 1
fi
echo "check_install: install, use from another folder, uninstall: all passed"
