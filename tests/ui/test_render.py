"""Offscreen rendering of a pad to an image: ``ui.render`` in-process and ``scorepad render`` end
to end in a subprocess (no display, no QT_QPA_PLATFORM given).

Source of the rubbers: the shared golden cases (``tests.helpers.golden``), as in test_pad.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from tests.helpers.golden import GAME_CASES, scored
from tests.helpers.golden import case_by_id as _case
from tests.helpers.gui import cli
from tests.helpers.paths import ROOT
from ui.pad import DARK, LIGHT, PadStyle, pad_size
from ui.render import pad_image, render_pad_image

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("game", list(GAME_CASES))
def test_render_pad_image_writes_a_png_of_the_asked_width(qapp, tmp_path, game):
    rubber, sheet = scored(GAME_CASES[game])
    out = tmp_path / f"{game}.png"
    render_pad_image(rubber, sheet, out, width=640)
    img = QImage(str(out))
    assert not img.isNull() and img.width() == 640
    natural = pad_size(rubber, sheet)
    assert abs(img.height() - 640 * natural.height() / natural.width()) <= 1
    assert QColor(img.pixel(3, img.height() // 2)).lightness() > 200  # light paper
    assert not list(tmp_path.glob(".*.part"))


def test_render_refuses_an_unwritable_path_and_leaves_nothing(qapp, tmp_path):
    rubber, sheet = scored(GAME_CASES["contract"])
    with pytest.raises(OSError):
        render_pad_image(rubber, sheet, tmp_path / "missing" / "pad.png")
    with pytest.raises(ValueError):
        pad_image(rubber, sheet, width=20)
    assert list(tmp_path.iterdir()) == []


def test_render_styles(qapp):
    rubber, sheet = scored(GAME_CASES["chicago"])
    dark = pad_image(rubber, sheet, width=400, style=PadStyle(dark=True))
    printed = pad_image(rubber, sheet, width=400, style=PadStyle(print_mode=True))
    light = pad_image(rubber, sheet, width=400)
    assert abs(QColor(dark.pixel(3, 200)).lightness() - DARK.paper.lightness()) < 12
    assert QColor(printed.pixel(3, 200)) == QColor("white")
    assert QColor(light.pixel(3, 200)) != QColor("white")
    assert QColor(light.pixel(3, 200)).lightness() > LIGHT.paper.lightness() - 20


# -- the command, end to end -----------------------------------------------------------------------
def _run(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")
    }
    return subprocess.run(
        [sys.executable, "-m", "scorepad", "render", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )


def _record(tmp_path: Path, case_id: str) -> Path:
    path = tmp_path / f"{case_id}.json"
    path.write_text(json.dumps(_case(case_id)["rubber"]))
    return path


@pytest.mark.parametrize("game", ["short_whist", "contract"])
def test_cli_renders_without_a_display(tmp_path, game):
    scored(GAME_CASES[game])  # skips while the game does not score
    rec = _record(tmp_path, GAME_CASES[game])
    out = tmp_path / "pad.png"
    r = _run([str(rec), "--out", str(out), "--width", "500", "--dark"])
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    img = QImage(str(out))
    assert img.width() == 500
    assert QColor(img.pixel(3, img.height() // 2)).lightness() < 80  # dark paper


def test_cli_print_and_ledger_from_stdin(tmp_path):
    scored(GAME_CASES["auction"])
    out = tmp_path / "pad.png"
    r = _run(
        ["-", "--out", str(out), "--print", "--ledger", "--american"],
        stdin=json.dumps(_case(GAME_CASES["auction"])["rubber"]),
    )
    assert r.returncode == 0, r.stderr
    img = QImage(str(out))
    assert img.width() == 900
    assert QColor(img.pixel(3, img.height() // 2)) == QColor("white")


@pytest.mark.parametrize(
    ("record", "args", "message"),
    [
        (
            '{"game": "short_whist", "deals": [{"tricks": {"NS": 9, "EW": 5}}]}',
            [],
            "deal 1: tricks: 9 + 5 = 14, they must add up to 13",
        ),
        ("{not json", [], "not valid JSON"),
        ('{"game": "snap"}', [], "game: 'snap' is not a game"),
        ('{"game": "contract"}', ["--width", "5"], "--width: 5 is not 100 to 10000 pixels"),
        ('{"game": "contract"}', ["--out-name", "pad.gif"], "pad.gif': give a .png"),
    ],
)
def test_cli_bad_input_exits_2_and_writes_nothing(tmp_path, record, args, message):
    rec = tmp_path / "rubber.json"
    rec.write_text(record)
    out = tmp_path / "pad.png"
    if args[:1] == ["--out-name"]:
        out = tmp_path / args[1]
        args = []
    r = _run([str(rec), "--out", str(out), *args])
    assert r.returncode == 2
    assert message in r.stderr
    assert "Traceback" not in r.stderr
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rubber.json"]


def test_cli_missing_folder_exits_2(tmp_path):
    rec = _record(tmp_path, GAME_CASES["contract"])
    r = _run([str(rec), "--out", str(tmp_path / "no" / "pad.png")])
    assert r.returncode == 2 and "--out: no folder" in r.stderr


def test_a_painting_subcommand_paints_in_the_language_of_lang() -> None:
    """``render`` and ``report`` make their own application: it speaks ``--lang``'s language
    (the pad's "WE", "total"), not only the core's words."""
    code = (
        "from scorepad import i18n; i18n.choose('pl'); "
        "from ui.commands import offscreen_gui_app; app = offscreen_gui_app(); "
        "from PySide6.QtCore import QCoreApplication as Q; from ui import language; "
        "print(language.current(), Q.translate('BridgeLayout', 'total'))"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["pl", "suma"]


def test_the_painting_subcommands_help_and_refusals_are_in_the_language(tmp_path: Path) -> None:
    run = cli
    done = run("--lang", "de", "render", "--help")
    assert done.returncode == 0 and "Zeichnet den Anschreibblock eines Robbers" in done.stdout
    assert "das zu schreibende Bild" in done.stdout
    done = run("--lang", "pl", "report", "--help")
    assert "Zapisuje raport do druku jako PDF" in done.stdout
    done = run("--lang", "pl", "render", "-", "--out", str(tmp_path / "pad.txt"))
    assert done.returncode == 2 and "podaj nazwę pliku .png" in done.stderr
