"""Printable table cards: each table's QR code, address and PIN, as one HTML page.

The QR codes are drawn by segno as inline SVG, so the page needs nothing from outside and
prints from any browser (``scorepad serve --cards cards.html``).
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from urllib.parse import quote

import segno

__all__ = ["qr_svg", "table_cards_html", "table_title", "table_url"]


def table_title(label: str) -> str:
    """A table as a heading names it: "Table 3" for the label "3", and a label that already
    says so ("Table 1", the evening window's own suggestion) as it is, not "Table Table 1"."""
    return label if label.casefold().startswith("table") else f"Table {label}"


def table_url(base: str, token: str, table: str) -> str:
    """The table's page at its own token (``EntrySession.table_token``); its label quoted for
    a URL ("Table 1" → ``Table%201``: a space would end the address when it is copied or
    scanned)."""
    return f"{base.rstrip('/')}/t/{token}/{quote(table, safe='')}"


def qr_svg(url: str, scale: int = 5) -> str:
    """The QR code of ``url`` as an inline ``<svg>`` element (error correction M)."""
    return str(segno.make(url, error="m").svg_inline(scale=scale, dark="#000", light="#fff"))


def table_cards_html(
    title: str, base: str, tokens: Mapping[str, str], pins: Mapping[str, str]
) -> str:
    """One card per table of ``pins`` (table → PIN), each at its own token (``tokens``: table
    → token), two to a row on A4 or letter."""
    cards = []
    for table, pin in pins.items():
        url = table_url(base, tokens[table], table)
        cards.append(
            '<section class="card">'
            f"<h2>{html.escape(table_title(table))}</h2>"
            f"{qr_svg(url)}"
            f'<p class="pin">PIN <b>{html.escape(pin)}</b></p>'
            f'<p class="url">{html.escape(url)}</p>'
            "</section>"
        )
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title><style>"
        "body{font-family:sans-serif;margin:1cm}"
        ".cards{display:grid;grid-template-columns:1fr 1fr;gap:1cm}"
        ".card{border:2px dashed #888;padding:0.6cm;text-align:center;break-inside:avoid}"
        ".card h2{margin:0 0 0.3cm;font-size:28pt}.pin{font-size:22pt;margin:0.3cm 0}"
        ".url{font-size:8pt;word-break:break-all;color:#333}"
        "</style></head><body>"
        f"<h1>{html.escape(title)}</h1>"
        "<p>Scan the code with the table's phone, then type the PIN.</p>"
        f'<div class="cards">{"".join(cards)}</div></body></html>'
    )
