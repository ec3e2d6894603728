"""The refusals of the whist games, in words said in the chosen language (:mod:`scorepad.i18n`).

Each is :class:`~scorepad.i18n.Text`: English as a ``str`` (what the tests and the records
compare), said again in another language by :func:`scorepad.errors.said`. Kept out of
:mod:`scorepad.rules.whist` (the laws and the scoring), which holds them in one line each.
"""

from __future__ import annotations

from scorepad.i18n import Text
from scorepad.sheets.explain import number_word

#: A key the game's deal has not, by game.
UNKNOWN_FIELD = {
    "short_whist": Text("unknown field in a short whist deal"),
    "long_whist": Text("unknown field in a long whist deal"),
    "american_whist": Text("unknown field in an American whist deal"),
}
CALL_NOT_LONG = Text("honours are called only in long whist")
NO_AMERICAN_HONOURS = Text("honours are not counted in American whist; leave them out")
NO_REVOKE_AFTER_CALL = Text(
    "a call at eight wins the game before the hand is played; there is no revoke to record"
)
NO_AMERICAN_PENALTY = Text("American whist takes no choice: two tricks always pass; leave it out")


def call_needs_honours(side: str) -> Text:
    """A call at eight without the three or four honours it shows."""
    return Text("a call by {side} needs their three or four honours in honours", side=side)


def not_at_eight(side: str, score: int) -> Text:
    """A call by a side that is not at eight."""
    return Text(
        "{side} are at {score}; honours may be called only at eight", side=side, score=score
    )


def eight_with_the_deal(side: str, dealer: str) -> Text:
    """A call by eight with the deal against nine, where the house rule forbids it."""
    return Text(
        "{side} have the deal ({dealer}) and are at eight against nine; under this house rule "
        "eight, with the deal, cannot call against nine",
        side=side,
        dealer=dealer,
    )


def shortfall(side: str, have: int, want: int) -> Text:
    """Revoke tricks taken from a side that has fewer left, where the house rule forbids it."""
    return Text.plural(
        "{side} have only {n} trick left to give up; {want} tricks cannot be taken under this "
        "house rule",
        "{side} have only {n} tricks left to give up; {want} tricks cannot be taken under this "
        "house rule",
        have,
        side=side,
        want=number_word(want),
    )
