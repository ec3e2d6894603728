#!/usr/bin/env bash
# Build the one-folder desktop bundle (dist/scorepad/) with PyInstaller and check it:
# the desktop file and metainfo validate, the bundle starts offscreen and passes --self-test,
# and scores a rubber record. Usage: packaging/build.sh [PYTHON]   (default .venv/bin/python)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${1:-.venv/bin/python}

echo "== validating the desktop file and metainfo"
desktop-file-validate packaging/org.scorepad.Scorepad.desktop
appstreamcli validate --no-net packaging/org.scorepad.Scorepad.metainfo.xml

echo "== building the bundle"
"$PY" -m pip install -q 'pyinstaller>=6'
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/scorepad.spec

echo "== checking the bundle"
app=dist/scorepad/scorepad
test -x "$app"
env -u DISPLAY -u WAYLAND_DISPLAY "$app" --version
env -u DISPLAY -u WAYLAND_DISPLAY "$app" --self-test
# render and report come from ui through the entry points in the bundled metadata
rubber='{"game": "contract", "players": {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}, "deals": [{"dealer": "N", "declarer": "N", "contract": "4S", "result": 10}]}'
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
printf '%s' "$rubber" | env -u DISPLAY -u WAYLAND_DISPLAY "$app" render - --out "$out/pad.png"
test -s "$out/pad.png"
printf '%s' "$rubber" | env -u DISPLAY -u WAYLAND_DISPLAY "$app" report rubber - --pdf "$out/rubber.pdf"
head -c 5 "$out/rubber.pdf" | grep -q '%PDF-'
echo "bundle renders a pad and writes a report: ok"
printf '%s' '{"game": "short_whist", "deals": [{"tricks": {"NS": 9, "EW": 4}}, {"tricks": {"NS": 11, "EW": 2}}]}' \
  | "$app" score - | "$PY" -c 'import json,sys; s=json.load(sys.stdin); assert s["games"][0]["winner"]=="NS", s; print("bundle scores a rubber: ok")'
# table entry, as the window runs it: scorepad serve --events on a history of one evening
printf '%s' '{"format": "scorepad-rubber/1", "game": "contract", "played_on": "2026-12-02", "table": "Table 1", "players": {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}, "deals": []}' > "$out/evening.json"
"$app" --db "$out/h.db" import "$out/evening.json"
"$PY" packaging/check_serve.py "$app" "$out/h.db" 2026-12-02
# a split export (scorepad.store.split_export): the bundle started again as the second process
# (multiprocessing.freeze_support in packaging/scorepad_entry.py) writes the later rubbers, the
# file the same as one process writes
printf '%s' "$rubber" | sed 's/"Ann"/"Eve"/' | "$app" --db "$out/h.db" import -
printf '%s' "$rubber" | sed 's/"Bob"/"Fay"/' | "$app" --db "$out/h.db" import -
SCOREPAD_EXPORT_SPLIT=2 SCOREPAD_EXPORT_SPLIT_SAY=1 "$app" --db "$out/h.db" export --out "$out/split.json" 2> "$out/split.err"
SCOREPAD_EXPORT_SPLIT=off "$app" --db "$out/h.db" export --out "$out/one.json" 2> /dev/null
grep -q "the second process's part used" "$out/split.err" || { cat "$out/split.err"; exit 1; }
cmp "$out/split.json" "$out/one.json"
echo "bundle exports on two processes: ok"
du -sh dist/scorepad
echo "bundle ok: $app"
