"""Build the wheel and sdist, check them, and run the wheel as someone who installs it would.

    python packaging/check_wheel.py [--dist DIR] [--keep]

1. ``python -m build`` makes the sdist and the wheel (in a temporary folder, or ``--dist``);
   ``twine check --strict`` and ``check-wheel-contents`` must pass, and the wheel must hold
   every file that is not Python: the icons, the desktop file and metainfo, the pad's faces
   and their licences, the phone pages (scorepad/serve/static) and the Qt resources.
2. The wheel is installed into a fresh virtual environment in a temporary folder, with no
   clone beside it: every command runs with the temporary folder as its working directory, no
   PYTHONPATH, and the check fails if ``scorepad`` or ``ui`` is imported from anywhere but
   that environment.
3. From there: ``scorepad --exit-when-ready`` starts the window (offscreen) on a new history,
   ``scorepad score`` scores a rubber from a file written here, ``scorepad serve --events``
   serves a table's page (packaging/check_serve.py, copied beside the history), ``scorepad
   render`` paints a pad with the shipped faces, and ``scorepad report`` prints a PDF.

Runs on Linux, macOS and Windows (CI runs it on each). The interpreter that runs it needs
``build``, ``twine`` and ``check-wheel-contents`` (the ``dev`` extra).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WINDOWS = os.name == "nt"

#: What the wheel must hold besides Python modules (paths inside the wheel, a leading "*/"
#: matching the ``scorepad-VERSION.data`` or ``.dist-info`` folder).
REQUIRED = [
    "*.data/data/share/applications/org.scorepad.Scorepad.desktop",
    "*.data/data/share/metainfo/org.scorepad.Scorepad.metainfo.xml",
    "*.data/data/share/icons/hicolor/scalable/apps/org.scorepad.Scorepad.svg",
    *(
        f"*.data/data/share/icons/hicolor/{n}x{n}/apps/org.scorepad.Scorepad.png"
        for n in (16, 24, 32, 48, 64, 128, 256, 512)
    ),
    "*.dist-info/licenses/LICENSE",
    "*.dist-info/licenses/resources/fonts/LICENSE-TeX-Gyre.txt",
    "*.dist-info/licenses/resources/fonts/LICENSE-DejaVu.txt",
    "scorepad/py.typed",
    "ui/resources_rc.py",
]

RUBBER = {
    "game": "contract",
    "players": {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"},
    "deals": [
        {"dealer": "N", "declarer": "N", "contract": "4S", "result": 10},
        {"declarer": "E", "contract": "3NT", "result": 9},
        {"declarer": "S", "contract": "2H", "result": 8},
        {"declarer": "S", "contract": "2NT", "result": 8},
    ],
}
EVENING = {
    "format": "scorepad-rubber/1",
    "game": "contract",
    "played_on": "2026-12-02",
    "table": "Table 1",
    "players": {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"},
    "deals": [],
}


def step(what: str) -> None:
    print(f"== {what}", flush=True)


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[str]:
    print("$ " + " ".join(str(c) for c in cmd), flush=True)
    return subprocess.run(cmd, check=True, text=True, **kw)  # type: ignore[call-overload, no-any-return]


def build(dist: Path) -> tuple[Path, Path]:
    step("building the sdist and the wheel")
    run([sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)])
    wheels = sorted(dist.glob("scorepad-*.whl"))
    sdists = sorted(dist.glob("scorepad-*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, (wheels, sdists)
    step("checking them as PyPI would, and the wheel's contents")
    run([sys.executable, "-m", "twine", "check", "--strict", str(wheels[0]), str(sdists[0])])
    config = str(ROOT / "pyproject.toml")  # [tool.check-wheel-contents]
    run([sys.executable, "-m", "check_wheel_contents", "--config", config, str(wheels[0])])
    return wheels[0], sdists[0]


def _matches(name: str, pattern: str) -> bool:
    if pattern.startswith("*."):
        head, _, rest = name.partition("/")
        return head.endswith(pattern[1:].split("/", 1)[0]) and rest == pattern.split("/", 1)[1]
    return name == pattern


def check_contents(wheel: Path) -> None:
    step("checking the wheel holds every file that is not Python")
    names = zipfile.ZipFile(wheel).namelist()
    missing = [p for p in REQUIRED if not any(_matches(n, p) for n in names)]
    # every face the window loads (ui/faces.py FILES), and every phone page in the source
    faces = _faces_files()
    missing += [
        f"*.data/data/share/scorepad/fonts/{f}"
        for f in faces
        if not any(n.endswith(f"/share/scorepad/fonts/{f}") for n in names)
    ]
    # the core's compiled catalogues, one for each .po (setup.py's build step makes them)
    missing += [
        f"scorepad/locale/{po.parent.parent.name}/LC_MESSAGES/scorepad.mo"
        for po in sorted((ROOT / "scorepad" / "locale").glob("*/LC_MESSAGES/scorepad.po"))
        if f"scorepad/locale/{po.parent.parent.name}/LC_MESSAGES/scorepad.mo" not in names
    ]
    # and the window's, one .qm for each .ts (pyside6-lrelease, from the build requirements)
    missing += [
        f"ui/translations/{ts.stem}.qm"
        for ts in sorted((ROOT / "resources" / "translations").glob("scorepad_*.ts"))
        if f"ui/translations/{ts.stem}.qm" not in names
    ]
    static = sorted(p.name for p in (ROOT / "scorepad" / "serve" / "static").iterdir())
    missing += [
        f"scorepad/serve/static/{s}" for s in static if f"scorepad/serve/static/{s}" not in names
    ]
    assert not missing, f"the wheel lacks: {missing}"
    meta = (
        zipfile.ZipFile(wheel)
        .read(next(n for n in names if n.endswith(".dist-info/METADATA")))
        .decode()
    )
    for field in ("Summary: ", "License-Expression: ", "Project-URL: ", "Classifier: "):
        assert field in meta, f"the wheel's metadata has no {field.strip()}"
    print(f"{len(names)} files; {len(faces)} faces, {len(static)} phone pages: ok")


def _faces_files() -> list[str]:
    """ui/faces.py's FILES, read without importing Qt."""
    import ast

    tree = ast.parse((ROOT / "ui" / "faces.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "FILES":
            assert isinstance(node.value, ast.Dict)
            return [ast.literal_eval(k) for k in node.value.keys if k is not None]
    raise AssertionError("ui/faces.py has no FILES")


def install(wheel: Path, where: Path) -> Path:
    step(f"installing the wheel into a fresh environment in {where}")
    venv = where / "venv"
    run([sys.executable, "-m", "venv", str(venv)])
    bindir = venv / ("Scripts" if WINDOWS else "bin")
    python = bindir / ("python.exe" if WINDOWS else "python")
    run([str(python), "-m", "pip", "install", "-q", str(wheel)], cwd=where, env=_clean_env(where))
    return bindir


def _clean_env(home: Path) -> dict[str, str]:
    """The environment of someone who installed the wheel: no PYTHONPATH, their own config and
    data folders (so the real user's history is never touched), offscreen Qt."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(
        {
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "PYTHONDONTWRITEBYTECODE": "1",
        }
    )
    if WINDOWS:
        env["APPDATA"] = env["LOCALAPPDATA"] = str(home / "appdata")
    return env


def exercise(bindir: Path, where: Path) -> None:
    env = _clean_env(where)
    exe = ".exe" if WINDOWS else ""
    scorepad = str(bindir / f"scorepad{exe}")
    python = str(bindir / f"python{exe}")

    def sp(*args: str, **kw: object) -> subprocess.CompletedProcess[str]:
        return run([scorepad, *args], cwd=where, env=env, **kw)

    step("the packages come from the fresh environment, not a clone")
    out = run(
        [
            python,
            "-c",
            "import json, scorepad, ui, ui.faces as f; print(json.dumps("
            "[scorepad.__file__, ui.__file__, str(f.folder())]))",
        ],
        cwd=where,
        env=env,
        capture_output=True,
    ).stdout
    core, window, fonts = (Path(p).resolve() for p in json.loads(out))
    venv = bindir.parent.resolve()
    for p in (core, window, fonts):
        assert venv in p.parents, f"{p} is not in the fresh environment {venv}"
    assert (fonts / "texgyrepagella-regular.otf").is_file(), fonts
    print(f"scorepad from {core.parent}, faces from {fonts}: ok")

    step("scorepad --version and --exit-when-ready (the window, offscreen)")
    sp("--version")
    sp("--db", str(where / "window.db"), "--exit-when-ready", timeout=120)

    step("scorepad score: a rubber from a file")
    rubber = where / "rubber.json"
    rubber.write_text(json.dumps(RUBBER), encoding="utf-8")
    english = sp("score", str(rubber), capture_output=True).stdout
    sheet = json.loads(english)
    rubber_won = sheet["rubber"]
    assert rubber_won["complete"] and rubber_won["winner"] == "NS", rubber_won
    assert sheet["net"] == {"NS": 650, "EW": -650}, sheet["net"]
    print("rubber scored (NS win it, net 650): ok")
    german = sp("--lang", "de", "score", "--explain", str(rubber), capture_output=True).stdout
    assert "Robber an NS" in german, german
    same = sp("--lang", "pl", "score", str(rubber), capture_output=True).stdout
    assert same == english, "the sheet's JSON changed with the language"
    print("--explain in German from the compiled catalogue, the JSON the same in Polish: ok")

    step("scorepad render (the pad with the shipped faces) and report (a PDF)")
    sp("render", str(rubber), "--out", str(where / "pad.png"))
    assert (where / "pad.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    sp("report", "rubber", str(rubber), "--pdf", str(where / "rubber.pdf"))
    pdf = (where / "rubber.pdf").read_bytes()
    assert pdf.startswith(b"%PDF-") and b"DejaVu" in pdf, "the report is no PDF in DejaVu"
    print("pad painted, report printed: ok")

    step("scorepad serve: a table's page, its scripts and its PIN")
    evening = where / "evening.json"
    evening.write_text(json.dumps(EVENING), encoding="utf-8")
    history = where / "serve.db"
    sp("--db", str(history), "import", str(evening))
    checker = where / "check_serve.py"
    shutil.copy(ROOT / "packaging" / "check_serve.py", checker)
    run([python, str(checker), scorepad, str(history), EVENING["played_on"]], cwd=where, env=env)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dist", type=Path, help="where to put the wheel and sdist (kept)")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="scorepad-wheel-"))
    try:
        dist = args.dist.resolve() if args.dist else tmp / "dist"
        wheel, _ = build(dist)
        check_contents(wheel)
        where = tmp / "elsewhere"
        where.mkdir()
        bindir = install(wheel, where)
        exercise(bindir, where)
    finally:
        if args.keep:
            print(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    print(f"wheel ok: {wheel.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
