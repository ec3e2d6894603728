"""What a screen reader says of each field of the hand form after its name: what it takes
(its accessible description). Marked for the catalogue here, translated when read
(:class:`ui.i18n.Words`); ``{0}`` is a side or a seat, ``{1}`` the most it takes."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ui.i18n import Words

ABOUT = Words(
    "HandForm",
    {
        "dealer": QT_TRANSLATE_NOOP("HandForm", "Who dealt this hand: in turn, or a seat"),
        "call": QT_TRANSLATE_NOOP("HandForm", "Whether a side at eight points called honours"),
        "maker": QT_TRANSLATE_NOOP(
            "HandForm", "Who named trumps: the dealer or the dealer's partner"
        ),
        "declaration": QT_TRANSLATE_NOOP(
            "HandForm", "The trump suit declared, or no trumps: type C, D, H, S or N"
        ),
        "declarer": QT_TRANSLATE_NOOP("HandForm", "The seat that played the hand"),
        "doubles": QT_TRANSLATE_NOOP(
            "HandForm", "How many times the declaration was doubled or redoubled"
        ),
        "result": QT_TRANSLATE_NOOP("HandForm", "The tricks the declaring side took, 0 to 13"),
        "tricks": QT_TRANSLATE_NOOP(
            "HandForm", "The tricks {0} took, 0 to {1}: the other side's follow"
        ),
        "side_honours": QT_TRANSLATE_NOOP("HandForm", "The honours {0} held, 0 to {1}"),
        "seat_honours": QT_TRANSLATE_NOOP("HandForm", "The honours {0} held, 0 to {1}"),
        "hand": QT_TRANSLATE_NOOP(
            "HandForm", "The hand that held them, for the two buttons beside"
        ),
        "no_honours": QT_TRANSLATE_NOOP("HandForm", "Set every seat's honours to 0"),
        "void": QT_TRANSLATE_NOOP("HandForm", "Tick if this hand held no trumps (chicane)"),
        "level": QT_TRANSLATE_NOOP("HandForm", "The contract's level, 1 to 7"),
        "strain": QT_TRANSLATE_NOOP(
            "HandForm", "The contract's suit or no trumps: type C, D, H, S or N"
        ),
        "doubling": QT_TRANSLATE_NOOP("HandForm", "Whether the contract was doubled or redoubled"),
        "add_revoke": QT_TRANSLATE_NOOP(
            "HandForm", "Add a line for an established revoke: who revoked and its penalty"
        ),
        "revoke_by": QT_TRANSLATE_NOOP("HandForm", "Who revoked"),
        "revoke_penalty": QT_TRANSLATE_NOOP(
            "HandForm", "The penalty the other side chose for the revoke"
        ),
        "revoke_tricks": QT_TRANSLATE_NOOP(
            "HandForm", "The tricks handed over for the revoke, 0 to 13"
        ),
    },
)
