"""The history's codes printed at the foot of a sheet (:mod:`ui.history_codes`)."""

from __future__ import annotations

from ui.history_codes import Codes, printed_lines
from ui.printing.blocks import Block, Para


def code_blocks(codes: Codes | None) -> list[Block]:
    """One small paragraph with the codes and how to check them; none without codes."""
    if codes is None:
        return []
    return [Para(" ".join(printed_lines(codes)), small=True)]


__all__ = ["code_blocks"]
