"""A rubber in play on the bridge pad: nothing in ink says what only stopping now would give.
The total is in ink without the unfinished-rubber allowance, the allowance and the total "if
stopped" are pencilled, and so is the net, which is the difference of that last total (issue
12: the live total never silently includes the allowance)."""

from __future__ import annotations

from scorepad.records.record import Rubber
from scorepad.rules import score
from ui.pad import PadStyle, layout_pad
from ui.pad.ops import TextOp

SEATS = {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"}


def _figures(deals: list[dict[str, object]]) -> dict[str, TextOp]:
    rubber = Rubber.from_json(
        {"game": "contract", "played_on": "2026-12-01", "players": SEATS, "deals": deals}
    )
    lay = layout_pad(rubber, score(rubber), PadStyle(), fill=1.1)
    return {op.explain or op.text: op for op in lay.ops if isinstance(op, TextOp)}


def test_a_net_that_holds_the_allowance_is_pencilled(qtbot: object) -> None:
    ops = _figures(
        [
            {"declarer": "N", "contract": "2S", "result": 8},
            {"declarer": "N", "contract": "4H", "result": 10},
        ]
    )
    net = ops["WE win 480 if play stopped now"]
    assert (net.text, net.role, net.italic) == ("+480", "pencil", True)
    # and its label says so, as the total's does
    assert "net if stopped" in ops and "net" not in ops


def test_the_net_of_a_finished_rubber_is_in_ink(qtbot: object) -> None:
    game = {"declarer": "N", "contract": "4S", "result": 10}
    ops = _figures([game, game])
    (net,) = [op for words, op in ops.items() if words.startswith("WE win")]
    assert net.role != "pencil" and not net.italic
    assert "net" in ops and "net if stopped" not in ops
