"""Large print: any report with every text at 16 pt or more (View ▸ … and Print ▸ Large print).

:func:`large_print` marks a report large: the layout engine then sets every font at
:data:`~ui.printing.layout.LARGE_MIN_PT` or more (the body and the tables at 16 pt, the
headings larger), a table's word too long for its column breaks rather than shrinks, and a
picture takes the whole width of the page; the pad's picture, whose lettering stays small at any
width, is left out (its figures are in the deal-by-deal table and the totals).
The drive's cards are drawings of their own: :func:`ui.drives.print.card` draws them large
(their text at 16 pt or more on A4 and US Letter).
"""

from __future__ import annotations

from dataclasses import replace

from ui.printing.blocks import Block, Drawing, Heading, Report

#: The narrowest text width of the two papers (A4: 210 mm less two 16 mm margins), in points.
NARROWEST_TEXT_PT = (210.0 - 2 * 16.0) / 25.4 * 72.0


def large_print(report: Report) -> Report:
    """``report`` in large print (its title says so, in the footer and the PDF). A picture
    whose own lettering stays small (the pad: ``Drawing.small_print``) is left out with its
    heading: its figures are in the report's tables, deal by deal and in the totals."""
    if report.large:
        return report
    blocks: list[Block] = []
    for b in report.blocks:
        if isinstance(b, Drawing) and b.small_print:
            if blocks and isinstance(blocks[-1], Heading):
                blocks.pop()
            continue
        if isinstance(b, Drawing):
            b = replace(b, width=1.0, max_height=max(b.max_height, 0.95))
        blocks.append(b)
    return replace(report, blocks=tuple(blocks), large=True, title=f"{report.title} (large print)")
