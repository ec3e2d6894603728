"""The window asks before it makes a new history at a --db that names no file (issue 11)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from ui import app


def args(db: Path, **kw: Any) -> argparse.Namespace:
    return argparse.Namespace(db=str(db), exit_after_paint=False, exit_when_ready=False, **kw)


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    asked: list[str] = []

    def question(parent: Any, title: str, text: str, *a: Any) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(
        QMessageBox, "critical", staticmethod(lambda parent, title, text: asked.append(text))
    )
    return asked


def test_a_missing_file_is_asked_about_and_nothing_is_made_on_no(
    qapp: Any, tmp_path: Path, answers: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SCOREPAD_DB", raising=False)
    db = tmp_path / "typo.db"
    assert app.run(args(db)) == 0
    assert answers and "no history at" in answers[0] and str(db) in answers[0]
    assert not db.exists()


def test_yes_makes_the_new_history(qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a: QMessageBox.StandardButton.Yes)
    )
    assert app.confirm_new_history(args(tmp_path / "new.db")) is True


def test_a_missing_folder_is_refused(qapp: Any, tmp_path: Path, answers: list[str]) -> None:
    db = tmp_path / "no" / "such" / "folder" / "h.db"
    assert app.confirm_new_history(args(db)) is False
    assert "no folder" in answers[0]
    assert not (tmp_path / "no").exists()


def test_existing_default_and_unattended_starts_do_not_ask(
    qapp: Any, tmp_path: Path, answers: list[str]
) -> None:
    existing = tmp_path / "h.db"
    existing.write_bytes(b"")
    assert app.confirm_new_history(args(existing))
    assert app.confirm_new_history(argparse.Namespace(db=None))
    unattended = argparse.Namespace(db=str(tmp_path / "x.db"), exit_after_paint=True)
    assert app.confirm_new_history(unattended)
    assert answers == []
