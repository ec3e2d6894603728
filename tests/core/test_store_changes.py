"""The one change path: every change to the history is a command the store runs, returning what
changed (the rubber, its sheet, its version, the deals touched); a command whose target changed
since it was made refuses and writes nothing; listeners hear of every committed change; changes
committed by another connection are noticed through ``PRAGMA data_version``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad import rules
from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.store import (
    AbandonRubber,
    Change,
    DeleteDeal,
    InsertDeal,
    MergePlayers,
    RecordDeal,
    RenamePlayer,
    ReopenRubber,
    ReplaceDeal,
    StaleError,
    Store,
)

PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
H1 = {"declarer": "N", "contract": "1S", "result": 7}
H2 = {"declarer": "E", "contract": "2H", "result": 8}
H3 = {"declarer": "S", "contract": "3C", "result": 9}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "h.db", backup=False)
    yield s
    s.close()


def new_rubber(store: Store) -> int:
    return store.create_rubber(Rubber.from_json({"game": "contract", "players": PLAYERS}))


def contracts(store: Store, rid: int) -> list[str]:
    return [d["contract"] for d in store.load_rubber(rid).deals]


def test_recording_returns_the_rubber_its_sheet_and_a_new_version(store: Store) -> None:
    rid = new_rubber(store)
    before = store.rubber_state(rid)
    change = store.run(RecordDeal(rid, H1, expect_version=before.version))
    assert change.kind == "record" and change.rubber_id == rid
    assert change.rubber == store.load_rubber(rid)
    assert change.sheet == score(change.rubber)
    assert before.version is not None and change.version == before.version + 1
    (ref,) = change.deals
    assert change.deal_ids == (ref.id,) and change.deal_version == ref.version == 1
    assert change.index == 0 and change.state == "in_play"


def test_a_hand_is_scored_once_on_its_way_in(store: Store, monkeypatch: Any) -> None:
    rid = new_rubber(store)
    calls = []
    real = rules.score
    monkeypatch.setattr(rules, "score", lambda r: calls.append(r) or real(r))
    state = store.rubber_state(rid)
    calls.clear()
    store.run(RecordDeal(rid, H1, expect_version=state.version, base=state.rubber))
    assert len(calls) == 1


def test_a_recording_against_an_old_version_is_refused_and_writes_nothing(store: Store) -> None:
    rid = new_rubber(store)
    seen = store.rubber_state(rid).version
    store.run(RecordDeal(rid, H1, expect_version=seen))  # another pane
    with pytest.raises(StaleError, match="changed in another window"):
        store.run(RecordDeal(rid, H2, expect_version=seen))
    assert contracts(store, rid) == ["1S"]


def test_deals_keep_their_identity_through_deletes_and_inserts(store: Store) -> None:
    rid = new_rubber(store)
    ids = [store.run(RecordDeal(rid, h)).deal_ids[0] for h in (H1, H2, H3)]
    gone = store.run(DeleteDeal(ids[0]))
    assert [d.id for d in gone.deals] == ids[1:]
    assert gone.old_deal == H1 and gone.index == 0
    back = store.run(InsertDeal(rid, 0, H1, deal_id=ids[0], deal_version=gone.deal_version or 1))
    assert [d.id for d in back.deals] == ids
    assert contracts(store, rid) == ["1S", "2H", "3C"]
    assert store.replace_deal(rid, 2, {**H3, "result": 8}).deals[2]["result"] == 8
    assert [d.id for d in store.rubber_state(rid).deals] == ids


def test_an_edit_checks_the_hands_version(store: Store) -> None:
    rid = new_rubber(store)
    ref = store.run(RecordDeal(rid, H1)).deals[0]
    store.run(ReplaceDeal(ref.id, {**H1, "result": 8}, expect_deal_version=ref.version))
    with pytest.raises(StaleError, match="hand 1 was changed"):
        store.run(ReplaceDeal(ref.id, {**H1, "result": 9}, expect_deal_version=ref.version))
    with pytest.raises(StaleError, match="hand 1 was changed"):
        store.run(DeleteDeal(ref.id, expect_deal_version=ref.version))
    assert store.load_rubber(rid).deals[0]["result"] == 8


def test_taking_back_a_recording_never_deletes_a_hand_that_is_no_longer_last(
    store: Store,
) -> None:
    """The defect of issue 10, at the store: pane A records, pane B (stale) records, and A's
    undo must not delete B's hand; nor may an undo act on the hand of another deal."""
    rid = new_rubber(store)
    mine = store.run(RecordDeal(rid, H1))
    store.run(RecordDeal(rid, H2))  # recorded elsewhere since
    with pytest.raises(StaleError):
        store.run(DeleteDeal(mine.deal_ids[0], expect_version=mine.version, only_last=True))
    with pytest.raises(StaleError, match="no longer the last"):
        store.run(DeleteDeal(mine.deal_ids[0], only_last=True))
    assert contracts(store, rid) == ["1S", "2H"]


def test_a_deleted_hand_cannot_be_edited_or_recorded_twice(store: Store) -> None:
    rid = new_rubber(store)
    change = store.run(RecordDeal(rid, H1))
    store.run(DeleteDeal(change.deal_ids[0]))
    with pytest.raises(StaleError, match="deleted"):
        store.run(ReplaceDeal(change.deal_ids[0], H2))
    store.run(RecordDeal(rid, H1, deal_id=change.deal_ids[0]))
    with pytest.raises(StaleError, match="already"):
        store.run(RecordDeal(rid, H1, deal_id=change.deal_ids[0]))
    assert contracts(store, rid) == ["1S"]


def test_abandon_and_reopen(store: Store) -> None:
    rid = new_rubber(store)
    store.record_deal(rid, H1)
    change = store.run(AbandonRubber(rid))
    assert change.kind == "abandon" and change.state == "abandoned"
    assert store.rubber_info(rid).state == "abandoned"
    assert store.stats("Mrs Grey")[0].rubbers == 1
    back = store.run(ReopenRubber(rid))
    assert back.state == "in_play" and store.rubber_info(rid).state == "in_play"
    assert store.stats("Mrs Grey") == []
    with pytest.raises(StaleError):
        store.run(AbandonRubber(rid, expect_version=change.version))


def test_listeners_hear_every_committed_change_and_no_refused_one(store: Store) -> None:
    heard: list[Change] = []
    store.subscribe(heard.append)
    rid = new_rubber(store)
    store.record_deal(rid, H1)
    with pytest.raises(StaleError):
        store.run(RecordDeal(rid, H2, expect_version=0))
    grey = store.player("Mrs Grey")
    store.run(RenamePlayer(grey.id, "Mrs Gray"))
    store.ensure_player("Sir Ian")
    store.run(MergePlayers(store.player("Sir Ian").id, grey.id))
    store.unsubscribe(heard.append)
    store.record_deal(rid, H2)
    assert [c.kind for c in heard] == ["create", "record", "rename", "player", "merge"]
    rename = heard[2]
    assert rename.rubber_ids == (rid,) and rename.touches(rid)
    assert heard[1].touches(rid) and not heard[1].touches(rid + 1)


def test_a_change_committed_by_another_connection_is_noticed(tmp_path: Path) -> None:
    with Store.open(tmp_path / "h.db", backup=False) as one:
        rid = new_rubber(one)
        heard: list[Change] = []
        one.subscribe(heard.append)
        assert one.changed_elsewhere() is False
        one.record_deal(rid, H1)  # its own writes are not "elsewhere"
        assert one.changed_elsewhere() is False
        with Store.open(tmp_path / "h.db", backup=False) as two:
            two.record_deal(rid, H2)
        assert one.changed_elsewhere() is True
        assert one.changed_elsewhere() is False  # once
        with Store.open(tmp_path / "h.db", backup=False) as two:
            two.record_deal(rid, H3)
        seen = heard[-1].version
        # Before its next write the store says so (the views reload), and the stale write
        # is refused.
        with pytest.raises(StaleError):
            one.run(RecordDeal(rid, H1, expect_version=seen))
        assert heard[-1].kind == "external"
        assert contracts(one, rid) == ["1S", "2H", "3C"]
