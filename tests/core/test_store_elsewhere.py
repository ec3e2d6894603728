"""What another connection wrote is named: ``Store.check_elsewhere`` announces an ``external``
change carrying the rubbers (and drives) it wrote, and names nothing when it cannot tell."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from scorepad.records.record import Rubber
from scorepad.store import (
    AbandonRubber,
    Change,
    DeleteDeal,
    RecordDeal,
    RenamePlayer,
    ReplaceDeal,
    Store,
)

PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
OTHERS = {"N": "Mr Ince", "E": "Lady Vane", "S": "Major Pym", "W": "Mrs Dale"}
H1 = {"declarer": "N", "contract": "1S", "result": 7}
H2 = {"declarer": "E", "contract": "2H", "result": 8}


def new_rubber(store: Store, players: dict[str, str] = PLAYERS, table: str = "Table 1") -> int:
    rubber = Rubber.from_json(
        {
            "format": "scorepad-rubber/1",
            "game": "contract",
            "players": players,
            "played_on": "2026-11-27",
            "table": table,
            "deals": [],
        }
    )
    return store.create_rubber(rubber)


@pytest.fixture
def two(tmp_path: Path) -> Iterator[tuple[Store, Store, list[Change], int, int]]:
    """The window's store (listened to), another connection, and two rubbers."""
    with Store.open(tmp_path / "h.db", backup=False) as setup:
        a, b = new_rubber(setup), new_rubber(setup, OTHERS, "Table 2")
        setup.record_deal(a, H1)
    with Store.open(tmp_path / "h.db", backup=False) as one:
        heard: list[Change] = []
        one.subscribe(heard.append)
        assert one.check_elsewhere() is False  # the first look
        with Store.open(tmp_path / "h.db", backup=False) as other:
            yield one, other, heard, a, b


def external(one: Store, heard: list[Change]) -> Change:
    assert one.check_elsewhere() is True
    assert heard[-1].kind == "external"
    return heard[-1]


def test_a_hand_written_elsewhere_names_its_rubber(two: tuple) -> None:
    one, other, heard, a, b = two
    other.record_deal(b, H1)
    change = external(one, heard)
    assert change.named and change.rubber_ids == (b,)
    assert change.touches(b) and not change.touches(a)
    assert not change.touches_drive(1)


def test_corrections_and_deletions_elsewhere_are_named(two: tuple) -> None:
    one, other, heard, a, _b = two
    deal = other.rubber_state(a).deals[0].id
    other.run(ReplaceDeal(deal, H2))
    assert external(one, heard).rubber_ids == (a,)
    other.run(DeleteDeal(deal))
    assert external(one, heard).rubber_ids == (a,)


def test_a_new_rubber_elsewhere_is_named(two: tuple) -> None:
    one, other, heard, _a, _b = two
    c = new_rubber(other, PLAYERS, "Table 3")
    change = external(one, heard)
    assert change.named and change.rubber_ids == (c,)


def test_own_writes_between_looks_do_not_hide_what_was_written_elsewhere(two: tuple) -> None:
    one, other, heard, a, b = two
    one.run(RecordDeal(a, H2))  # the window's own hand: it told its views itself
    one.run(AbandonRubber(a))  # which leaves no row the look can see: counted by version
    other.record_deal(b, H1)
    change = external(one, heard)
    # Either named (b among the rubbers named) or naming nothing; never b left out.
    assert change.touches(b)


def test_own_writes_since_the_last_look_are_named_again_at_most(two: tuple) -> None:
    one, other, heard, a, b = two
    one.run(RecordDeal(a, H2))
    other.record_deal(b, H1)
    change = external(one, heard)
    assert change.named and change.rubber_ids == (a, b)


def test_an_abandon_elsewhere_is_not_missed(two: tuple) -> None:
    one, other, heard, a, b = two
    other.run(AbandonRubber(a))
    change = external(one, heard)
    assert change.touches(a)  # it leaves no new row: the sum of versions says it, unnamed
    other.record_deal(b, H1)
    again = external(one, heard)  # and the next look names again
    assert again.named and again.rubber_ids == (b,)


def test_a_rename_elsewhere_names_nothing(two: tuple) -> None:
    one, other, heard, a, b = two
    other.run(RenamePlayer(other.player("Mrs Grey").id, "Mrs Gray"))
    change = external(one, heard)
    assert not change.named and change.touches(a) and change.touches(b)


def test_a_discard_elsewhere_names_nothing(two: tuple) -> None:
    one, other, heard, a, _b = two
    c = new_rubber(other, PLAYERS, "Table 3")
    assert external(one, heard).rubber_ids == (c,)
    other.discard_if_empty(c)
    change = external(one, heard)
    assert not change.named and change.touches(a)


def test_several_writes_elsewhere_are_named_together(two: tuple) -> None:
    one, other, heard, a, b = two
    other.record_deal(a, H2)
    other.record_deal(b, H1)
    change = external(one, heard)
    assert change.named and change.rubber_ids == (a, b)
    assert one.check_elsewhere() is False
