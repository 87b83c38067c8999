#!/usr/bin/env bash
# Installs what Tests/site/check_site.py, Tests/content/check_content.py (the tree-sitter grammars too) and
# the checks in Tests/export/, Tests/audit/ and Tests/mcp/ need, and does nothing when all of it is there:
#   - Debian packages: chromium (driven through Playwright), a Java runtime (for vnu.jar),
#     python3-venv where Python lacks it; with apt-get, as root or through sudo.
#   - Python packages pinned in requirements.txt, into Tests/site/.venv (re-installed only
#     when requirements.txt changes).
# Set CHROMIUM=/path/to/chrome to use another Chromium; PYTHON to choose the interpreter.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$here/.venv"
python="${PYTHON:-python3}"
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"

missing=()
if [ -n "${CHROMIUM:-}" ] && [ -x "$CHROMIUM" ]; then :
elif [ -x /usr/lib/chromium/chromium ] || command -v chromium >/dev/null 2>&1; then :
else missing+=(chromium)
fi
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
"$python" -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)

if [ "${#missing[@]}" -gt 0 ]; then
  echo "install.sh: apt-get install ${missing[*]}"
  $sudo apt-get -o DPkg::Lock::Timeout=600 update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
fi

want="$(sha256sum "$here/requirements.txt" | cut -d' ' -f1)"
stamp="$venv/.requirements.sha256"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "install.sh: pip install -r Tests/site/requirements.txt into Tests/site/.venv"
  "$python" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$here/requirements.txt"
  echo "$want" > "$stamp"
fi
