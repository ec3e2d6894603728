"""The JSON export's quick way (:mod:`scorepad.store.fast_export`) writes the very bytes of its
slow way, on a varied history: rubbers of every game drawn by Hypothesis, corrections (deals
replaced, deleted, inserted), abandoned and reopened rubbers, a renamed player, a drive; and a
rubber forged or damaged behind the store's back is reported exactly as the slow way reports
it."""

from __future__ import annotations

import io
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.store import Store, exchange
from scorepad.store.damage import Damage
from scorepad.store.fast_export import DealTexts
from tests.helpers.export_history import CONTRACT, FORGED, export_history
from tests.helpers.strategies import rubbers


def _both(store: Store) -> tuple[str, str, int, list[Damage]]:
    """The export the quick way and the slow way, the number of rubbers the quick way wrote,
    and the damage the slow way found (the quick way's must be the same)."""
    real = exchange.rubber_chain
    quick = 0

    def counted(*args: Any) -> Any:
        nonlocal quick
        done = real(*args)
        quick += done is not None
        return done

    fast, fast_damage = io.StringIO(), []
    slow, slow_damage = io.StringIO(), []
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(exchange, "rubber_chain", counted)
        store.write_json(fast, fast_damage)
        mp.setattr(exchange, "rubber_chain", lambda *args: None)
        store.write_json(slow, slow_damage)
    assert [d.to_json() for d in fast_damage] == [d.to_json() for d in slow_damage]
    return fast.getvalue(), slow.getvalue(), quick, slow_damage


@pytest.fixture
def history(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    yield tmp_path_factory.mktemp("fast") / "h.db"


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    st.lists(st.tuples(rubbers(), st.integers(min_value=0, max_value=5)), min_size=3, max_size=12)
)
def test_the_quick_way_writes_the_slow_ways_bytes(
    tmp_path_factory: pytest.TempPathFactory,
    drawn: list[tuple[dict[str, Any], int]],
) -> None:
    path = tmp_path_factory.mktemp("fast") / "h.db"
    # the first rubber left as recorded: the quick way always has one to write (drawn all
    # corrected, it had none, and the check below failed)
    export_history(path, [r for r, _e in drawn], [0] + [e for _r, e in drawn[1:]])
    with Store.open(path, backup=False) as store:
        fast, slow, quick, damage = _both(store)
    assert fast == slow
    assert damage == []
    assert quick >= 1  # the quick way wrote some: the comparison is not of the slow way twice


@pytest.mark.parametrize("name", list(FORGED))
def test_a_forged_or_damaged_rubber_is_reported_as_the_slow_way_reports_it(
    name: str, history: Path
) -> None:
    export_history(history, [CONTRACT] * 3, [0, 0, 0], more=False)
    with sqlite3.connect(history) as conn:
        assert conn.execute(FORGED[name]).rowcount == 1
    conn.close()
    with Store.open(history, backup=False) as store:
        fast, slow, quick, damage = _both(store)
    assert fast == slow
    assert [(d.kind, d.row_id) for d in damage] == [("rubber", 2)]
    assert quick == 2  # the other two rubbers, the quick way


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.text(), _JSON, max_size=5))
def test_a_deal_texts_two_forms_are_the_encoders(deal: dict[str, Any]) -> None:
    """Each stored deal text's canonical JSON and its JSON with sorted keys, as the slow way
    makes them (the quick way spaces the canonical JSON when no text in it holds a comma, a
    colon or an escape: texts that do are drawn too)."""
    raw = json.dumps(deal, ensure_ascii=False).encode("utf-8", "surrogatepass")
    try:
        canonical = json.dumps(
            deal, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
        )
        canonical.encode("utf-8")
    except ValueError:  # a lone surrogate: the slow way says so
        assert DealTexts().of(raw) is None
        return
    assert DealTexts().of(raw) == (
        canonical,
        json.dumps(deal, sort_keys=True, ensure_ascii=False),
    )


@pytest.mark.parametrize(
    "deal",
    [
        {"result": 9, "note": "a, b: c"},
        {"note": 'say "x,y"'},
        {"k:ey": [1, 2, {"a": "b"}]},
        {"declarer": "N", "honours": {"N": 2, "S": 1}, "voids": ["E", "W"], "result": 1.5e20},
    ],
)
def test_a_deal_with_commas_or_colons_in_its_texts_is_written_as_json_dumps_writes_it(
    deal: dict[str, Any],
) -> None:
    raw = json.dumps(deal).encode()
    assert DealTexts().of(raw) == (
        json.dumps(deal, sort_keys=True, separators=(",", ":"), ensure_ascii=False),
        json.dumps(deal, sort_keys=True, ensure_ascii=False),
    )
