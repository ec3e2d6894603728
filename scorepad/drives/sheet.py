"""The drive sheet, ``scorepad-drive-sheet/1`` (``drives.md`` §2.3): the rounds, standings,
pools, prizes, cards, money and warnings of a drive scored."""

from __future__ import annotations

from typing import Any

from scorepad.drives.cards import _cards
from scorepad.drives.entries import _round_item, _standings_json
from scorepad.drives.money import _money
from scorepad.drives.outcome import DriveResult
from scorepad.drives.standings import _pools

SHEET_FORMAT = "scorepad-drive-sheet/1"


def _rounds_json(result: DriveResult) -> list[dict[str, Any]]:
    """The sheet's rounds (as made round by round where they were)."""
    if result.made_rounds is not None:
        return result.made_rounds
    drive = result.drive
    fig_key = "deals" if drive.bridge else "hands"
    shared: dict[tuple[int, int], dict[str, Any]] = {}
    return [_round_item(drive.pair_drive, fig_key, r, shared) for r in result.rounds]


def _sheet(result: DriveResult) -> dict[str, Any]:
    drive = result.drive
    rounds = _rounds_json(result)
    sheet: dict[str, Any] = {
        "format": SHEET_FORMAT,
        "form": drive.form,
        "code": drive.code,
        "house_rules": dict(drive.rules),
        "rounds": rounds,
        "standings": _standings_json(result),
        "pools": _pools(result),
        "prizes": result.prizes,
        "cards": _cards(result),
    }
    m = _money(result)
    if m is not None:
        sheet["money"] = m
    if result.warnings:
        sheet["warnings"] = result.warnings
    return sheet
