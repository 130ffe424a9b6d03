#!/usr/bin/env bash
# Installs with apt what the test suite needs, only when it is missing (idempotent, quick when all is there):
#   chromium      Playwright's browser (/usr/bin/chromium; `npx playwright install` cannot download here)
#   postgresql    Debian's PostgreSQL 15 server for the second integration pass (scripts/with-postgres.sh)
#   espeak-ng sox test audio (speech to a WAV file, resampling)
#   pocketsphinx  the offline English recogniser the speech tests use for real words (libpocketsphinx3 + en-us model)
#   fonts         so screenshots have glyphs and axe can compute colour contrast
# Runs as root (CI, these machines) or through sudo. Quiet when it works, the whole apt log when it fails.
set -euo pipefail

PG_BIN=/usr/lib/postgresql/15/bin

missing=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }

[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -x "$PG_BIN/initdb" && -x "$PG_BIN/pg_ctl" ]] || missing+=(postgresql-15)
command -v pg_isready >/dev/null 2>&1 || missing+=(postgresql-client-15)
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
command -v sox >/dev/null 2>&1 || missing+=(sox)
have_pkg libpocketsphinx3 || missing+=(libpocketsphinx3)
have_pkg pocketsphinx-en-us || missing+=(pocketsphinx-en-us)
have_pkg fonts-dejavu-core || missing+=(fonts-dejavu-core)
have_pkg fonts-liberation || missing+=(fonts-liberation)

if ((${#missing[@]} == 0)); then
  echo "install-test-deps: all present (chromium, postgresql 15, espeak-ng, sox, pocketsphinx, fonts)"
  exit 0
fi

if [[ "$(id -u)" == 0 ]]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "install-test-deps: missing ${missing[*]}, and this is not root and there is no sudo: install them as root" >&2
  exit 1
fi

log="$(mktemp "${TMPDIR:-/tmp}/install-test-deps.XXXXXX.log")"
run() {
  if ! "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive "$@" >>"$log" 2>&1; then
    echo "install-test-deps: FAILED: $*" >&2
    echo "----- apt output ($log) -----" >&2
    tail -n 60 "$log" >&2
    exit 1
  fi
}

echo "install-test-deps: installing ${missing[*]}"
start=$SECONDS
apt_opts=(-o DPkg::Lock::Timeout=300 -o Dpkg::Use-Pty=0 -qq)
run apt-get "${apt_opts[@]}" update
run apt-get "${apt_opts[@]}" install -y --no-install-recommends "${missing[@]}"

# Check what was asked for is really there now, rather than failing later in an obscure way.
[[ -x /usr/bin/chromium ]] || { echo "install-test-deps: /usr/bin/chromium still missing" >&2; exit 1; }
[[ -x "$PG_BIN/initdb" ]] || { echo "install-test-deps: $PG_BIN/initdb still missing" >&2; exit 1; }
id postgres >/dev/null 2>&1 || { echo "install-test-deps: the postgres user is missing" >&2; exit 1; }
command -v espeak-ng >/dev/null 2>&1 || { echo "install-test-deps: espeak-ng still missing" >&2; exit 1; }
command -v sox >/dev/null 2>&1 || { echo "install-test-deps: sox still missing" >&2; exit 1; }
have_pkg libpocketsphinx3 || { echo "install-test-deps: libpocketsphinx3 still missing" >&2; exit 1; }
rm -f "$log"
echo "install-test-deps: done in $((SECONDS - start)) s"
