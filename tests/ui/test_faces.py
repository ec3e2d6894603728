"""The pad's own faces (issue 26): shipped with their licences, loaded before the system's,
and the pad painted the same whatever faces the machine has.

The pictures are painted by ``scorepad render`` in a process of its own under a fontconfig
that knows only the folders given (``FONTCONFIG_FILE``): one machine with DejaVu alone (a bare
Debian), one with DejaVu and URW's fonts (Debian's fonts-urw-base35, which ghostscript brings;
the machine that once overprinted the pad's heads). URW's fonts are looked for in
``$SCOREPAD_URW_FONTS`` (``.ci/run`` unpacks the Debian package there) and where Debian puts
them; ``SCOREPAD_REQUIRE_URW=1`` turns their absence into a failure.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontInfo, QImage

from tests.helpers.paths import ROOT
from ui import faces
from ui.pad import paper
from ui.printing.layout import SERIF

FONTS = ROOT / "resources" / "fonts"
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
URW_PLACES = [
    Path("/usr/share/fonts/opentype/urw-base35"),
    Path("/usr/share/fonts/type1/urw-base35"),
]

BRIDGE = {
    "game": "contract",
    "players": {"N": "Ann", "E": "Bob", "S": "Zoë", "W": "Di"},
    "deals": [
        {"dealer": "N", "declarer": "N", "contract": "4S", "result": 10},
        {"declarer": "E", "contract": "3NTX", "result": 8},
        {"declarer": "S", "contract": "2H", "result": 9},
    ],
}
WHIST = {
    "game": "short_whist",
    "players": {"N": "Ann", "E": "Bob", "S": "Zoë", "W": "Di"},
    "deals": [{"tricks": {"NS": 9, "EW": 4}}, {"tricks": {"NS": 5, "EW": 8}}],
}


# -- in this process ------------------------------------------------------------------------------
def test_the_shipped_faces_load_and_come_first(qapp) -> None:  # type: ignore[no-untyped-def]
    loaded = faces.ensure_loaded()
    ours = {n for n, family in faces.FILES.items() if family not in faces.IF_MISSING}
    assert ours <= set(loaded), "a face file is missing from resources/fonts"
    assert all(ident >= 0 for ident in loaded.values()), loaded
    for family in set(faces.FILES.values()) - faces.IF_MISSING:
        assert faces.shipped(family), family
    # the pad's three faces are the shipped ones, not whatever the system has first
    for face, family in (
        ("figure", faces.PAGELLA),
        ("printed", faces.SCHOLA),
        ("hand", faces.CHORUS),
    ):
        assert QFontInfo(paper.font(face, 20)).family() == family, face
        assert paper.FIGURE_FAMILIES[-1] == "serif"  # the system's faces stay as the fallback
    bold = paper.font("printed", 20, bold=True)
    assert QFontInfo(bold).family() == faces.SCHOLA and QFontInfo(bold).bold()
    # and the reports' faces
    f = QFont()
    f.setFamilies(SERIF)
    assert QFontInfo(f).family() == faces.DEJAVU_SERIF


def test_every_face_is_shipped_with_its_licence() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = project["tool"]["setuptools"]["data-files"]["share/scorepad/fonts"]
    assert sorted(Path(p).name for p in data) == sorted(faces.FILES), "the wheel's faces"
    licences = project["project"]["license-files"]
    for name in faces.LICENCES:
        assert (FONTS / name).is_file()
        assert any(Path(name).match(Path(p).name) for p in licences), name
    assert "GUST Font License" in (FONTS / "LICENSE-TeX-Gyre.txt").read_text(encoding="utf-8")
    assert "Bitstream Vera" in (FONTS / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    # and Help > About names them with their licences
    from ui.about import components

    about = {c.name: c.licence for c in components()}
    assert about["TeX Gyre Pagella, Schola and Chorus"] == "GUST Font License"
    assert about["DejaVu Serif and Sans"] == "Bitstream Vera licence"
    # the PyInstaller bundle ships them as well, where ui/faces.py looks in a bundle
    spec = (ROOT / "packaging" / "scorepad.spec").read_text(encoding="utf-8")
    assert '"resources" / "fonts"' in spec and '"share/scorepad/fonts"' in spec


def test_a_copy_without_its_faces_falls_back_to_the_systems(tmp_path: Path) -> None:
    env = {**os.environ, faces.ENV_FOLDER: str(tmp_path)}  # an empty folder: no faces there
    code = "from ui import faces; print(faces.folder())"
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "None"
    assert faces.folder() == FONTS  # a checkout finds its own


# -- two machines' font sets -------------------------------------------------------------------
def _urw() -> Path | None:
    chosen = os.environ.get("SCOREPAD_URW_FONTS")
    for place in [Path(chosen)] if chosen else URW_PLACES:
        if place.is_dir() and any(place.rglob("P052*")):
            return place
    return None


def _machine(tmp_path: Path, name: str, folders: list[Path]) -> dict[str, str]:
    """The environment of a process whose fontconfig knows only ``folders``."""
    conf = tmp_path / f"{name}.conf"
    dirs = "".join(f"<dir>{f}</dir>" for f in folders)
    conf.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">'
        f"<fontconfig>{dirs}<cachedir>{tmp_path / (name + '-cache')}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update({"FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen"})
    env.pop("FONTCONFIG_PATH", None)
    return env


def _render(env: dict[str, str], rubber: dict[str, object], out: Path) -> QImage:
    record = out.with_suffix(".json")
    record.write_text(json.dumps(rubber), encoding="utf-8")
    subprocess.run(
        [sys.executable, "-m", "scorepad", "render", str(record), "--out", str(out)],
        env=env,
        cwd=ROOT,
        check=True,
        capture_output=True,
        timeout=120,
    )
    image = QImage(str(out))
    assert not image.isNull(), out
    return image


def _differing(a: QImage, b: QImage) -> int:
    """How many pixels differ (all of them if the sizes do)."""
    if a.size() != b.size():
        return max(a.width() * a.height(), b.width() * b.height())
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    n, row = 0, a.width() * 4
    for y in range(a.height()):
        ra, rb = bytes(a.constScanLine(y))[:row], bytes(b.constScanLine(y))[:row]
        if ra != rb:
            n += sum(ra[i : i + 4] != rb[i : i + 4] for i in range(0, row, 4))
    return n


@pytest.mark.slow
def test_the_pad_is_the_same_on_a_bare_machine_and_one_with_urws_fonts(
    qapp,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    urw = _urw()
    if urw is None:
        if os.environ.get("SCOREPAD_REQUIRE_URW", "") not in ("", "0"):
            pytest.fail("URW's fonts are required (SCOREPAD_REQUIRE_URW) but were not found")
        pytest.skip("URW's fonts (fonts-urw-base35) are not on this machine")
    if not DEJAVU.is_dir():
        pytest.skip("DejaVu (fonts-dejavu-core) is not in its Debian place")
    bare = _machine(tmp_path, "bare", [DEJAVU])
    with_urw = _machine(tmp_path, "urw", [DEJAVU, urw])
    # a machine with URW's fonts and no DejaVu (the shipped DejaVu is loaded there)
    no_dejavu = _machine(tmp_path, "urw-only", [urw])
    shipped_away = {faces.ENV_FOLDER: str(tmp_path / "none")}
    (tmp_path / "none").mkdir()
    for name, rubber in (("bridge", BRIDGE), ("whist", WHIST)):
        a = _render(bare, rubber, tmp_path / f"{name}-bare.png")
        b = _render(with_urw, rubber, tmp_path / f"{name}-urw.png")
        assert a == b, f"the {name} pad differs with URW's fonts: {_differing(a, b)} pixels"
        e = _render(no_dejavu, rubber, tmp_path / f"{name}-urw-only.png")
        assert a == e, f"the {name} pad differs without DejaVu: {_differing(a, e)} pixels"
        # Without the shipped faces the two machines paint different pads (the faces are what
        # makes them the same, and this comparison can tell them apart).
        c = _render({**bare, **shipped_away}, rubber, tmp_path / f"{name}-bare-system.png")
        d = _render({**with_urw, **shipped_away}, rubber, tmp_path / f"{name}-urw-system.png")
        assert c != d, f"the {name} pad is the same with and without URW: no test"
        assert a != c, f"the {name} pad uses no shipped face"
    keep = os.environ.get("SCOREPAD_FACES_OUT")
    if keep:  # to look at them (packaging/compare_faces.sh)
        Path(keep).mkdir(parents=True, exist_ok=True)
        for png in tmp_path.glob("*.png"):
            shutil.copy(png, Path(keep) / png.name)
