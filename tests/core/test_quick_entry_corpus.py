"""Every line today's quick entry read before the one grammar still makes the same deal record.

``tests/data/quick_entry_corpus.json`` was collected by running the four earlier parsers (whist's
``_Shorthand``, bridge whist's ``_parse_tokens``, auction's ``parse_auction_shorthand`` and
``scorepad.records.notation.parse_deal_shorthand`` for contract and Chicago) on the lines of the
tests,
the README and the hints, and on seeded generated lines, in every game and code: the lines they
read and the records they made. The one grammar must read each of them to the same record.

One deliberate exception: auction's parser let a second dealer (``3H S 8 dE dW``) silently
overrule the first, where the other three refused a token given twice. The one grammar refuses
it in every game, naming the second token; those lines must be refused so.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from scorepad.records.record import Rubber
from scorepad.rules import GAMES, settings_of
from tests.helpers.paths import ROOT

CORPUS = json.loads((ROOT / "tests" / "data" / "quick_entry_corpus.json").read_text())
CONTEXTS: list[dict[str, Any]] = CORPUS["contexts"]


def _id(ctx: dict[str, Any]) -> str:
    r = ctx["rubber"]
    return "-".join(str(v) for k, v in sorted(r.items()) if k != "house_rules") + (
        "-house" if r.get("house_rules") else ""
    )


def _dealer_twice_refused(text: str, got: object) -> bool:
    dealers = [w for w in text.split() if re.fullmatch(r"[dD@][NESWnesw]", w)]
    return (
        len(dealers) > 1
        and isinstance(got, str)
        and got.endswith(f"{dealers[1]!r}: the dealer is given twice")
    )


def test_the_corpus_covers_every_game() -> None:
    lines = {g: 0 for g in GAMES}
    for ctx in CONTEXTS:
        lines[ctx["rubber"]["game"]] += len(ctx["lines"])
    assert all(n >= 50 for n in lines.values()), lines


@pytest.mark.parametrize("ctx", CONTEXTS, ids=[_id(c) for c in CONTEXTS])
def test_old_lines_make_the_same_deal(ctx: dict[str, Any]) -> None:
    rubber = Rubber.from_json(ctx["rubber"])
    rules = GAMES[rubber.game]
    settings = settings_of(rubber)
    wrong = []
    for text, want in ctx["lines"]:
        try:
            got: Any = rules.parse_shorthand(text, rubber, settings)
        except Exception as e:
            got = f"{type(e).__name__}: {e}"
        if got != want and not _dealer_twice_refused(text, got):
            wrong.append((text, want, got))
    assert not wrong, f"{len(wrong)} of {len(ctx['lines'])}: {wrong[:5]}"
