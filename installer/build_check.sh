#!/usr/bin/env bash
# Build check of the Linux bundle: build it with installer/whistclub.spec into a temporary
# folder, then run what a new user would run and check each answer.
#
#   installer/build_check.sh          (from the repository root, with .venv set up)
#
# Prints each step and its time; exits non-zero on the first failure, or if the whole check
# takes longer than BUILD_CHECK_BUDGET seconds (default 300). KEEP_BUNDLE=1 keeps the
# temporary folder (its path is printed) to look at the bundle afterwards.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PYTHON="$ROOT/.venv/bin/python"
BUDGET="${BUILD_CHECK_BUDGET:-300}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/whistclub-build-check.XXXXXX")"
BUNDLE="$WORK/dist/whistclub"
START_ALL=$(date +%s.%N)

cleanup() {
    if [[ "${KEEP_BUNDLE:-0}" == 1 ]]; then
        echo "kept: $WORK"
    else
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT

elapsed() { echo "$1 $(date +%s.%N)" | awk '{ printf "%.1f", $2 - $1 }'; }

# step NAME COMMAND...: run one step, print its time, stop everything if it fails. The step
# runs as an `if` condition, where bash ignores `set -e`: step functions say `|| return 1`.
step() {
    local name="$1"
    shift
    echo "==> $name"
    local start
    start=$(date +%s.%N)
    if "$@"; then
        echo "    ok ($(elapsed "$start") s)"
    else
        echo "    FAILED: $name ($(elapsed "$start") s)" >&2
        exit 1
    fi
}

# same OUTPUT_A OUTPUT_B WHAT: fail, showing both, unless the two texts are equal.
same() {
    if [[ "$1" != "$2" ]]; then
        echo "    $3 differ:" >&2
        diff <(echo "$1") <(echo "$2") >&2 || true
        return 1
    fi
}

# The built programs run from the temporary folder with a data folder of their own, so they
# can neither use the source checkout nor touch the user's real club database.
built() {
    (cd "$WORK" && exec env -u PYTHONPATH WHISTCLUB_DATA_DIR="$WORK/data" "$@")
}

install_build_tools() {
    if [[ ! -x "$ROOT/.venv/bin/pyinstaller" ]]; then
        "$ROOT/.venv/bin/pip" install --quiet -e ".[build]"
    fi
    "$ROOT/.venv/bin/pyinstaller" --version
}

build_bundle() {
    "$ROOT/.venv/bin/pyinstaller" --noconfirm --log-level WARN \
        --distpath "$WORK/dist" --workpath "$WORK/build" installer/whistclub.spec
}

bundle_has_shipped_files() {
    local data="$BUNDLE/_internal"
    local missing=0
    for file in db/alembic.ini resources/icons/whistclub-256.png resources/fonts/Symbola.ttf; do
        if [[ ! -f "$data/$file" ]]; then
            echo "    missing from the bundle: $file" >&2
            missing=1
        fi
    done
    if ! ls "$data"/db/migrations/versions/*.py >/dev/null 2>&1; then
        echo "    missing from the bundle: db/migrations/versions/*.py" >&2
        missing=1
    fi
    echo "    bundle size: $(du -sh "$BUNDLE" | cut -f1) ($(du -sk "$BUNDLE" | cut -f1) KiB)"
    return "$missing"
}

VERSION="$("$PYTHON" -c 'import whistclub; print(whistclub.__version__)')"

window_version() {
    local out
    out="$(built "$BUNDLE/whistclub" --version)" || return 1
    echo "    $out"
    same "$out" "whistclub $VERSION" "the window's --version and the source version"
}

cli_version() {
    local out
    out="$(built "$BUNDLE/whistclub-cli" --version)" || return 1
    echo "    $out"
    same "$out" "whistclub $VERSION" "the CLI's --version and the source version"
}

# The frozen CLI must score the example exactly as the source checkout does.
cli_score() {
    local example="$ROOT/docs/examples/rubber-english.json"
    local frozen source
    frozen="$(built "$BUNDLE/whistclub-cli" score "$example")" || return 1
    source="$("$PYTHON" -m whistclub.cli score "$example")" || return 1
    echo "    $(echo "$frozen" | wc -l) lines, as from the source checkout"
    same "$frozen" "$source" "the built and the source scores of $example"
}

# ---- demo club -------------------------------------------------------------------------------
# `whistclub-cli demo` writes the demo club into a new database. Until that command exists the
# step is skipped; once the built CLI lists it, it runs and the window below opens its database.
DEMO_DB="$WORK/demo.sqlite3"
WINDOW_ARGS=()

# `demo --help` exits 0 only if the command exists (an unknown command is a usage error, 2).
cli_has_demo() {
    built "$BUNDLE/whistclub-cli" demo --help >/dev/null 2>&1
}

cli_demo() {
    built "$BUNDLE/whistclub-cli" --database "sqlite:///$DEMO_DB" demo || return 1
    if [[ ! -s "$DEMO_DB" ]]; then
        echo "    demo wrote no database at $DEMO_DB" >&2
        return 1
    fi
    echo "    demo club: $(du -h "$DEMO_DB" | cut -f1)"
    WINDOW_ARGS=(--database "sqlite:///$DEMO_DB")
}
# -----------------------------------------------------------------------------------------------

# The libraries loaded only for one job must be in the bundle too: Jinja2's templates (the
# results website), segno (the tables' QR codes on the tent cards), cryptography (serve
# --https makes the laptop's certificate).
cli_publish_site() {
    built "$BUNDLE/whistclub-cli" --database "sqlite:///$DEMO_DB" publish --to "$WORK/site" \
        >/dev/null || return 1
    [[ -s "$WORK/site/index.html" ]] || { echo "    publish wrote no index.html" >&2; return 1; }
    echo "    site: $(find "$WORK/site" -name '*.html' | wc -l) pages"
}

cli_print_tents_with_codes() {
    built "$BUNDLE/whistclub-cli" --database "sqlite:///$DEMO_DB" print 1 --what tents \
        --address http://127.0.0.1:8025 -o "$WORK/tents.pdf" >/dev/null || return 1
    [[ -s "$WORK/tents.pdf" ]] || { echo "    print wrote no tents.pdf" >&2; return 1; }
}

cli_serve_https() {
    local out="$WORK/serve.txt" server waited=0
    # serve runs until stopped: it is stopped (SIGTERM, its normal end) once it has printed
    # its tables' links, or after 30 s
    # (as `built` does, but exec'd in place so that $! is the server itself, to stop it)
    (cd "$WORK" && exec env -u PYTHONPATH WHISTCLUB_DATA_DIR="$WORK/data" \
        "$BUNDLE/whistclub-cli" --database "sqlite:///$DEMO_DB" \
        serve 1 --host 127.0.0.1 --port 0 --https >"$out" 2>&1) &
    server=$!
    until grep -q "^table 1: " "$out" 2>/dev/null || (( waited >= 300 )); do
        sleep 0.1
        waited=$((waited + 1))
    done
    kill "$server" 2>/dev/null
    wait "$server" 2>/dev/null
    grep -q "certificate SHA-256:" "$out" || { cat "$out" >&2; return 1; }
    grep -q "^table 1: https://" "$out" || { cat "$out" >&2; return 1; }
}

window_paints() {
    built env QT_QPA_PLATFORM=offscreen timeout 60 \
        "$BUNDLE/whistclub" --quit-after-paint "${WINDOW_ARGS[@]}"
}

# The programs migrate a club database when they open it, alembic reading the scripts in the
# bundle's db/: the database the window opened (the demo club, else the new default one in its
# data folder) must be at the newest revision of the source's db/migrations.
SOURCE_HEAD_PY='
from alembic.config import Config
from alembic.script import ScriptDirectory
from whistclub import paths
print(ScriptDirectory.from_config(Config(str(paths.migrations() / "alembic.ini"))).get_current_head())
'
DATABASE_REVISION_PY='
import sqlite3, sys
print(sqlite3.connect(sys.argv[1]).execute("SELECT version_num FROM alembic_version").fetchone()[0])
'

club_database_migrated() {
    local database="$WORK/data/whistclub.sqlite3"
    if [[ -s "$DEMO_DB" ]]; then
        database="$DEMO_DB"
    fi
    if [[ ! -s "$database" ]]; then
        echo "    skipped: the window opened no club database"
        return 0
    fi
    local head revision
    head="$("$PYTHON" -c "$SOURCE_HEAD_PY")" || return 1
    revision="$("$PYTHON" -c "$DATABASE_REVISION_PY" "$database")" || return 1
    echo "    $(basename "$database") at revision $revision"
    same "$revision" "$head" "the database's revision and the newest migration"
}

step "build tools" install_build_tools
step "build the Linux bundle" build_bundle
step "resources/ and db/ in the bundle" bundle_has_shipped_files
step "whistclub --version" window_version
step "whistclub-cli --version" cli_version
step "whistclub-cli score docs/examples/rubber-english.json" cli_score
if cli_has_demo; then
    step "whistclub-cli demo into a new database" cli_demo
    step "whistclub-cli publish --to DIR (templates)" cli_publish_site
    step "whistclub-cli print --what tents --address (QR codes)" cli_print_tents_with_codes
    step "whistclub-cli serve --https (certificate)" cli_serve_https
else
    echo "==> whistclub-cli demo: skipped, the built CLI has no demo command yet"
fi
step "window offscreen until painted" window_paints
step "club database migrated from the bundle's db/" club_database_migrated

TOTAL=$(elapsed "$START_ALL")
echo "build check passed in $TOTAL s (budget $BUDGET s)"
if awk -v t="$TOTAL" -v b="$BUDGET" 'BEGIN { exit !(t > b) }'; then
    echo "FAILED: the build check took $TOTAL s, over its budget of $BUDGET s" >&2
    exit 1
fi
