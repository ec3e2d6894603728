"""Desktop integration (issue 7): version from one place, About, resources, launcher files,
install-desktop and the self-test."""

from __future__ import annotations

import configparser
import os
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import scorepad
from scorepad.commands.desktop import exec_value, launcher
from tests.helpers.paths import ROOT

DESKTOP = ROOT / "packaging" / "org.scorepad.Scorepad.desktop"
METAINFO = ROOT / "packaging" / "org.scorepad.Scorepad.metainfo.xml"
IN_CI = bool(os.environ.get("CI"))


def test_the_version_comes_from_one_place() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert "version" not in project and "version" in project["dynamic"]
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == f"scorepad {scorepad.__version__}"
    assert f'version="{scorepad.__version__}"' in METAINFO.read_text()


def test_resources_module_is_fresh(tmp_path: Path) -> None:
    rcc = Path(sys.executable).parent / "pyside6-rcc"
    if not rcc.exists():
        pytest.skip("pyside6-rcc is not installed beside this Python")
    out = tmp_path / "rc.py"
    subprocess.run(
        [str(rcc), str(ROOT / "resources" / "scorepad.qrc"), "-o", str(out)],
        check=True,
        cwd=ROOT / "resources",
    )

    def content(text: str) -> str:
        # The data and the names; qt_resource_struct also holds the files' modification times,
        # which differ in every checkout.
        return text.split("qt_resource_data", 1)[1].split("qt_resource_struct", 1)[0]

    fresh = content(out.read_text())
    committed = content((ROOT / "ui" / "resources_rc.py").read_text())
    assert fresh == committed, "regenerate ui/resources_rc.py (see resources/README.md)"


def test_about_names_the_version_and_the_licences(qtbot) -> None:  # type: ignore[no-untyped-def]
    from ui.about import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text.text()
    assert f"Scorepad {scorepad.__version__}" in text
    for name in ("Qt", "PySide6", "sqlite-utils", "platformdirs", "SQLite", "LGPL"):
        assert name in text
    # and what sqlite-utils brings with it, with the licence its metadata states
    from importlib import metadata

    click = metadata.distribution("click")
    assert f"<td>click</td><td>{click.version}</td>" in text
    assert (click.metadata["License-Expression"] or "BSD") in text
    assert not dialog.windowIcon().isNull()


def test_desktop_file_launches_the_scorepad_command() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP)
    section = entry["Desktop Entry"]
    assert section["Exec"].split()[0] == "scorepad"
    assert section["Icon"] == "org.scorepad.Scorepad"
    assert "CardGame" in section["Categories"]


@pytest.mark.parametrize(
    "tool,args,path",
    [
        ("desktop-file-validate", [], DESKTOP),
        ("appstreamcli", ["validate", "--no-net"], METAINFO),
    ],
)
def test_launcher_files_validate(tool: str, args: list[str], path: Path) -> None:
    if shutil.which(tool) is None:
        if IN_CI:
            pytest.fail(f"{tool} must be installed in CI (.ci/run)")
        pytest.skip(f"{tool} is not installed")
    out = subprocess.run([tool, *args, str(path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_icons_exist_at_the_usual_sizes() -> None:
    for n in (16, 24, 32, 48, 64, 128, 256, 512):
        png = ROOT / f"resources/icons/hicolor/{n}x{n}/apps/org.scorepad.Scorepad.png"
        assert png.exists() and png.stat().st_size > 100, png


def exec_argv(value: str) -> list[str]:
    """The argument list of an Exec= value: the string escapes undone, then the quoting."""
    return shlex.split(value.replace("\\\\", "\\").replace("%%", "%"))


@pytest.mark.parametrize(
    "exe",
    [
        "/usr/bin/scorepad",
        "/home/ann/My Apps/venv/bin/scorepad",
        '/opt/odd "dir" 100%/bin/scorepad',
    ],
)
def test_exec_line_runs_a_path_with_spaces(tmp_path: Path, exe: str) -> None:
    value = exec_value(exe)
    assert exec_argv(value) == [exe]
    assert (" " in value) == value.startswith('"')
    if shutil.which("desktop-file-validate"):
        launcher = tmp_path / "org.scorepad.Scorepad.desktop"
        launcher.write_text(DESKTOP.read_text().replace("Exec=scorepad", f"Exec={value}"))
        out = subprocess.run(
            ["desktop-file-validate", str(launcher)], capture_output=True, text=True
        )
        assert out.returncode == 0 and not out.stdout, out.stdout + out.stderr


def test_install_desktop_writes_launcher_icons_and_metainfo(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "install-desktop", "--prefix", str(tmp_path)],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    desktop = tmp_path / "applications" / "org.scorepad.Scorepad.desktop"
    exec_line = next(line for line in desktop.read_text().splitlines() if line.startswith("Exec="))
    assert Path(exec_argv(exec_line[5:])[0]).exists(), exec_line
    assert (tmp_path / "metainfo" / "org.scorepad.Scorepad.metainfo.xml").exists()
    assert len(list((tmp_path / "icons" / "hicolor").glob("*/apps/*.png"))) == 8
    assert (tmp_path / "icons/hicolor/scalable/apps/org.scorepad.Scorepad.svg").exists()
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "scorepad",
            "install-desktop",
            "--uninstall",
            "--prefix",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert not desktop.exists()


def test_the_launcher_runs_this_copy_not_the_first_on_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    other = tmp_path / "bin" / "scorepad"  # another Scorepad earlier on PATH
    other.parent.mkdir()
    other.write_text("#!/bin/sh\n")
    other.chmod(0o755)
    monkeypatch.setenv("PATH", f"{other.parent}{os.pathsep}{os.environ.get('PATH', '')}")
    if (Path(sys.prefix) / "bin" / "scorepad").exists():  # a venv: its own scorepad
        assert launcher() == str(Path(sys.prefix) / "bin" / "scorepad")
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # the PyInstaller bundle
    monkeypatch.setattr(sys, "executable", "/opt/Scorepad/scorepad")
    assert launcher() == "/opt/Scorepad/scorepad"


def test_install_desktop_where_it_cannot_write_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "install-desktop", "--prefix", str(blocker / "share")],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert out.stderr.startswith(f"scorepad: cannot install under {blocker / 'share'}")


def test_self_test_passes_without_a_display(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "--self-test"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "self-test ok" in out.stdout


def test_the_window_without_a_display_says_so_instead_of_aborting(tmp_path: Path) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    out = subprocess.run(
        [sys.executable, "-m", "scorepad", "--db", str(tmp_path / "h.db")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert out.returncode == 1
    assert "no display" in out.stderr and "Traceback" not in out.stderr


def test_stylesheets_and_icon_come_from_the_compiled_resources(qapp) -> None:  # type: ignore[no-untyped-def]
    from ui.app import app_icon
    from ui.main_window import load_qss

    for name in ("light", "dark"):
        assert load_qss(name) == (ROOT / "resources" / "styles" / f"{name}.qss").read_text()
    assert load_qss("no-such-style") == ""
    assert len(app_icon().availableSizes()) == 6
