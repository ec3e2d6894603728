"""The pad at a card table (issue 12, "Readable at arm's length"): it fills its pane at the
default and the minimum window sizes without scrollbars, zoom is relative to that fit, the
whist card's heads are large, the marker keys visibly turn when a point is marked, nothing
painted is cut short even with long names, and what a pencilled hand causes is pencilled.

The pane sizes are those the main window gives the pad at 1200×780 and 900×600 (measured with
the window shown offscreen). Rubbers: the golden cases (``tests/helpers/golden``) and short
records written here, scored by the rules service.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QFrame, QScrollArea

from scorepad.enums import Side
from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.sheets.sheet import Sheet
from tests.helpers.golden import GAME_CASES, case_by_id
from ui.pad import LIGHT, PadStyle, PadView, layout_pad
from ui.pad.ops import Layout, LineOp, TextOp
from ui.pad.paper import font

pytestmark = pytest.mark.gui

#: The pad's pane in the main window at its default (1200×780) and minimum (900×600) sizes.
PANES = {"default": (594, 699), "minimum": (444, 519)}
LONG = {
    "N": "Colonel Brown",
    "S": "Miss Arbuthnot-Smythe",
    "E": "The Reverend Mr Pettigrew",
    "W": "Lady Featherstonehaugh",
}
#: The names of the new user's trial (issue 12): a partnership too long for one line of the
#: bridge pad's column at any legible size.
TRIAL = {
    "N": "Colonel Brown",
    "S": "Miss Amelia Fortescue-Smythe",
    "E": "Mr Green",
    "W": "Mrs Peacock",
}
NAME_SETS = {"long": LONG, "trial": TRIAL}
BRIDGE_GAMES = ["bridge_whist", "contract", "auction", "chicago"]
MID_RUBBER = {
    "short_whist": [
        {"tricks": {"NS": 9, "EW": 4}},
        {"tricks": {"NS": 4, "EW": 9}, "honours": {"NS": 1, "EW": 3}},
        {"tricks": {"NS": 8, "EW": 5}},
    ],
    "long_whist": [
        {"tricks": {"NS": 10, "EW": 3}},
        {"tricks": {"NS": 5, "EW": 8}},
        {"tricks": {"NS": 9, "EW": 4}},
    ],
}


def rubber_of(
    game: str, deals: list[dict[str, Any]], players: dict[str, str] = LONG, **extra: Any
) -> tuple[Rubber, Sheet]:
    rubber = Rubber.from_json({"game": game, "players": players, "deals": deals, **extra})
    return rubber, score(rubber)


def sample(game: str, players: dict[str, str] = LONG) -> tuple[Rubber, Sheet]:
    """A sample rubber of ``game`` with the long names: mid-rubber for whist, else the golden
    case."""
    if game in MID_RUBBER:
        return rubber_of(game, MID_RUBBER[game], players)
    case = dict(case_by_id(GAME_CASES[game])["rubber"])
    case.pop("players", None)
    deals = case.pop("deals")
    extra = {k: v for k, v in case.items() if k != "game"}
    return rubber_of(game, deals, players, **extra)


def in_pane(qtbot: Any, size: tuple[int, int]) -> tuple[QScrollArea, PadView]:
    """A view in a scroll area as the main window hosts it (resizable, no frame)."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    view = PadView()
    area.setWidget(view)
    qtbot.addWidget(area)
    area.resize(*size)
    area.show()
    qtbot.waitExposed(area)
    return area, view


def text_ops(lay: Layout) -> list[TextOp]:
    return [op for op in lay.ops if isinstance(op, TextOp) and op.text]


# -- fit --------------------------------------------------------------------------------------
@pytest.mark.parametrize("pane", list(PANES))
@pytest.mark.parametrize("game", ["short_whist", "long_whist", "contract", "chicago"])
def test_the_pad_fills_its_pane_without_scrollbars(qtbot, game, pane):
    area, view = in_pane(qtbot, PANES[pane])
    view.set_rubber(*sample(game))
    qtbot.wait(1)
    assert not area.horizontalScrollBar().isVisible()
    assert not area.verticalScrollBar().isVisible()
    assert view.size() == area.viewport().size()
    lay = view.laid_out()
    assert lay is not None
    s = view.fit_scale()
    # the pad, fitted, covers the pane in both directions: no blank strip
    assert lay.width * s >= view.width() * 0.97
    assert lay.height * s >= view.height() * 0.97
    img = view.grab().toImage()
    paper = LIGHT.paper
    for x, y in ((2, img.height() - 3), (img.width() - 3, img.height() - 3), (2, 2)):
        c = QColor(img.pixel(x, y))
        assert abs(c.lightness() - paper.lightness()) < 30, (x, y)


@pytest.mark.parametrize("game", ["short_whist", "long_whist"])
def test_whist_marker_and_card_are_large_at_the_default_size(qtbot, game):
    _area, view = in_pane(qtbot, PANES["default"])
    view.set_rubber(*sample(game))
    qtbot.wait(1)
    view.grab()
    lay, s = view.laid_out(), view.fit_scale()
    assert lay is not None
    heads = [op for op in text_ops(lay) if op.text in ("deal", "points", "games", "totals")]
    assert len(heads) >= 7
    for op in heads:  # the card's column heads: readable across a table
        assert op.size * s >= 14, op
    figures = [op for op in text_ops(lay) if op.deal is not None and op.hit]
    assert figures and min(op.size * s for op in figures) >= 20
    markers = [a for a in view.hit_areas() if a.explain.startswith(("WE:", "THEY:"))]
    assert len(markers) == 2
    for a in markers:  # today's markers were about 210×80 px
        assert a.rect.width() >= 250 and a.rect.height() >= 130


def test_zoom_is_relative_to_the_fit(qtbot):
    area, view = in_pane(qtbot, PANES["default"])
    view.set_rubber(*sample("short_whist"))
    qtbot.wait(1)
    fitted = view.fit_scale()
    view.zoom_in()
    qtbot.waitUntil(lambda: view.width() > area.viewport().width())
    assert view.zoom() > 1
    assert view.fit_scale() == pytest.approx(fitted * view.zoom(), rel=0.05)
    assert area.verticalScrollBar().isVisible()
    view.reset_zoom()
    qtbot.waitUntil(lambda: view.size() == area.viewport().size())
    assert view.fit_scale() == pytest.approx(fitted, rel=0.01)
    assert not area.verticalScrollBar().isVisible()
    view.zoom_out()
    qtbot.wait(1)
    assert view.fit_scale() == pytest.approx(fitted * view.zoom(), rel=0.01)
    assert not area.horizontalScrollBar().isVisible()


# -- the keys turning -------------------------------------------------------------------------
def test_marking_a_point_turns_the_key_visibly(qtbot):
    deals = MID_RUBBER["short_whist"][:1]  # We 3 points
    r1, s1 = rubber_of("short_whist", deals)
    r2, s2 = rubber_of("short_whist", [*deals, {"tricks": {"NS": 7, "EW": 6}}])  # We 4
    _area, view = in_pane(qtbot, PANES["default"])
    view.set_rubber(r1, s1)
    before = view.key_angles()
    assert before is not None and before[Side.NS][:4] == (1.0, 1.0, 1.0, 0.0)
    assert PadView.TURN_MS >= 400  # long enough to be seen
    view.set_rubber(r2, s2)
    assert view.animating()
    anim = view.turn_animation()
    anim.pause()
    anim.setCurrentTime(PadView.TURN_MS // 2)
    half = view.key_angles()
    assert half is not None
    assert 0.2 < half[Side.NS][3] < 0.8  # the fourth key part-way up
    assert half[Side.NS][:3] == (1.0, 1.0, 1.0)
    anim.setCurrentTime(PadView.TURN_MS)
    qtbot.waitUntil(lambda: not view.animating())
    after = view.key_angles()
    assert after is not None and after[Side.NS][:4] == (1.0, 1.0, 1.0, 1.0)


def test_a_pencilled_hand_leaves_the_keys_until_it_is_recorded(qtbot):
    deals = MID_RUBBER["short_whist"][:1]
    r1, s1 = rubber_of("short_whist", deals)
    r2, s2 = rubber_of("short_whist", [*deals, {"tricks": {"NS": 7, "EW": 6}}])
    _area, view = in_pane(qtbot, PANES["default"])
    view.set_rubber(r1, s1)
    rest = view.key_angles()
    view.set_rubber(r2, s2, preview_deal=1)
    assert not view.animating()
    assert view.key_angles() == rest
    view.set_rubber(r2, s2)  # recorded: now the key turns
    assert view.animating()


# -- nothing cut short ------------------------------------------------------------------------
def ink(op: TextOp) -> QRectF:
    """Where ``op``'s text is set in its rectangle: a line's full height (ascent to descent)
    over the width of its letters."""
    f = font(op.face, op.size, bold=op.bold, italic=op.italic, caps=op.caps)
    return QFontMetricsF(f).boundingRect(op.rect, int(op.align), op.text)


def assert_nothing_cut_or_overprinted(lay: Layout, names: dict[str, str]) -> None:
    """Every name painted whole; no text elided, wider than its place or taller than it (a line
    set closer than its font's height overprints the next); no two texts on the same place;
    no rule through a text."""
    texts = text_ops(lay)
    painted = " ".join(op.text for op in texts)
    for name in names.values():
        assert name in painted, name
    for op in texts:
        assert "…" not in op.text, op
        f = font(op.face, op.size, bold=op.bold, italic=op.italic, caps=op.caps)
        metrics = QFontMetricsF(f)
        width = metrics.horizontalAdvance(op.text)
        assert width <= op.rect.width() + 0.5, (op.text, width, op.rect.width())
        assert metrics.height() <= op.rect.height() + 0.5, (op.text, op.size, op.rect)
    inks = [ink(op) for op in texts]
    for i, a in enumerate(texts):
        for j in range(i + 1, len(texts)):
            both = inks[i].intersected(inks[j])
            assert both.width() <= 0.5 or both.height() <= 0.5, (a.text, inks[i], texts[j].text)
    rules = [op for op in lay.ops if isinstance(op, LineOp) and op.y0 == op.y1]
    uprights = [op for op in lay.ops if isinstance(op, LineOp) and op.x0 == op.x1]
    for op, r in zip(texts, inks, strict=True):
        for rule in rules:
            across = min(rule.x1, r.right()) - max(rule.x0, r.left())
            inside = r.top() + 0.5 < rule.y0 < r.bottom() - 0.5
            assert not (inside and across > 0.5), (op.text, r, rule)
        for rule in uprights:
            down = min(max(rule.y0, rule.y1), r.bottom()) - max(min(rule.y0, rule.y1), r.top())
            inside = r.left() + 0.5 < rule.x0 < r.right() - 0.5
            assert not (inside and down > 0.5), (op.text, r, rule)


#: Each game with each view it has: the ledger is a view of the bridge games only.
VIEWS = [(g, False) for g in ("short_whist", "long_whist", "american_whist")] + [
    (g, ledger) for g in BRIDGE_GAMES for ledger in (False, True)
]


@pytest.mark.parametrize("names", list(NAME_SETS))
@pytest.mark.parametrize(("game", "ledger"), VIEWS)
@pytest.mark.parametrize("pane", list(PANES))
def test_no_text_on_the_pad_is_cut_short(qtbot, game, ledger, names, pane):
    rubber, sheet = sample(game, NAME_SETS[names])
    w, h = PANES[pane]
    lay = layout_pad(rubber, sheet, PadStyle(ledger=ledger), fill=h / w)
    assert_nothing_cut_or_overprinted(lay, NAME_SETS[names])


@pytest.mark.parametrize("face", ["figure", "printed", "hand"])
def test_no_face_is_set_taller_than_the_layouts_own(qapp, face):
    # The pad's places were measured on DejaVu Serif (every machine has it). A face found
    # before it (URW's C059, P052 and Z003 come with Debian's ghostscript, and are taller) is
    # set smaller, so that its lines fit the places made for DejaVu's. On a machine without
    # them the pad's faces are DejaVu's and this holds as it is.
    from ui.pad.paper import REFERENCE_FAMILIES, _font

    for size in range(6, 41):
        for bold, italic, caps in (
            (False, False, False),
            (True, False, False),
            (True, False, True),
            (False, True, False),
        ):
            kw = {"bold": bold, "italic": italic, "caps": caps}
            got = QFontMetricsF(font(face, size, **kw)).height()
            most = QFontMetricsF(_font(REFERENCE_FAMILIES, size, **kw)).height()
            assert got <= most + 0.01, (face, size, kw, got, most)


def test_names_shrink_before_they_are_cut(qapp):
    from ui.pad.ops import name_lines

    names = "Colonel Brown & Miss Arbuthnot-Smythe"
    (one,) = name_lines(names, 600, 20)
    assert one == (names, 20)
    # A width in which one line would be set below the legible 14 (whatever face the machine
    # has: DejaVu Serif, or URW's Z003 with Debian's ghostscript): one partner a line.
    width = QFontMetricsF(font("hand", 13)).horizontalAdvance(names)
    lines = name_lines(names, width, 18)
    assert [t for t, _ in lines] == ["Colonel Brown &", "Miss Arbuthnot-Smythe"]
    for text, size in lines:
        assert size >= 14
        assert QFontMetricsF(font("hand", size)).horizontalAdvance(text) <= width


# -- what the card says -----------------------------------------------------------------------
def test_a_winning_entry_is_shown_in_full_and_its_surplus_does_not_carry(qtbot):
    rubber, sheet = rubber_of("short_whist", [{"tricks": {"NS": 13, "EW": 0}}])
    assert sheet.deals[0].game_won is not None and sheet.position.games_won[Side.NS] == 1
    lay = layout_pad(rubber, sheet, PadStyle())
    texts = text_ops(lay)
    assert any(op.text == "7" and op.deal == 0 and op.hit for op in texts)  # as the sheet has it
    note = [op for op in texts if "do not count" in op.text]
    assert [op.text for op in note] == ["game; 2 do not count"]
    _area, view = in_pane(qtbot, PANES["default"])
    view.set_rubber(rubber, sheet)
    keys = view.key_angles()
    assert keys is not None
    assert keys[Side.NS] == (0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0)  # one game key up, no points


def unfinished_contract() -> tuple[Rubber, Sheet]:
    rubber, sheet = rubber_of(
        "contract", [{"declarer": "N", "contract": "3NT", "result": 9}]
    )  # a game to We: the unfinished-rubber allowance applies
    assert sheet.allowances and not sheet.complete
    return rubber, sheet


def test_the_live_total_keeps_the_allowance_apart(qapp):
    rubber, sheet = unfinished_contract()
    base = sheet.so_far  # the rules service's figure without the allowance
    assert base != sheet.totals
    lay = layout_pad(rubber, sheet, PadStyle())
    texts = text_ops(lay)
    labels = [op.text for op in texts if op.face == "printed"]
    assert "if stopped" in labels and "total" in labels
    totals = {op.text for op in texts if op.explain.endswith(f" total: {base[Side.NS]}")}
    stopped = [op for op in texts if "total if play stopped now" in op.explain]
    assert totals and len(stopped) == 2
    assert all(op.role == "pencil" for op in stopped)


def test_no_if_stopped_line_when_the_figures_agree(qapp):
    # A finished rubber has no allowance: its total is the only one shown.
    rubber, sheet = rubber_of("contract", [{"declarer": "N", "contract": "3NT", "result": 9}] * 2)
    assert sheet.complete and sheet.so_far == sheet.totals
    texts = text_ops(layout_pad(rubber, sheet, PadStyle()))
    assert not any("if play stopped now" in op.explain for op in texts)
    assert "if stopped" not in [op.text for op in texts if op.face == "printed"]


@pytest.mark.parametrize("game", ["short_whist", "contract"])
def test_a_pencilled_hand_that_ends_the_rubber_pencils_the_bonus_and_the_end(qapp, game):
    if game == "short_whist":
        deals: list[dict[str, Any]] = [{"tricks": {"NS": 13, "EW": 0}}] * 2
    else:
        deals = [{"declarer": "N", "contract": "3NT", "result": 9}] * 2
    rubber, sheet = rubber_of(game, deals)
    assert sheet.complete and sheet.bonus
    lay = layout_pad(rubber, sheet, PadStyle(), preview_deal=len(deals) - 1)
    texts = text_ops(lay)
    bonus = [op for op in texts if op.explain.lower().startswith("rubber")]
    assert bonus and all(op.role == "pencil" for op in bonus)
    ends = [op for op in texts if op.text.lower().startswith(("rubber to", "rubber won"))]
    assert ends and all(op.role == "pencil" for op in ends)
    # recorded, they are in ink
    texts = text_ops(layout_pad(rubber, sheet, PadStyle()))
    assert all(op.role != "pencil" for op in texts if op.explain.lower().startswith("rubber"))


@pytest.mark.parametrize(
    "game, deal",
    [
        ("contract", {"declarer": "N", "contract": "4S", "result": 10}),
        ("chicago", {"declarer": "N", "contract": "2S", "result": 8}),
        ("short_whist", {"tricks": {"NS": 9, "EW": 4}}),
    ],
)
def test_a_pencilled_hand_pencils_who_deals_next_the_vulnerability_and_the_needs(qapp, game, deal):
    """The position a pencilled hand leads to (the next dealer, We now vulnerable, what each
    side needs, Chicago's next deal) is pencilled, never stamped or inked as if recorded."""
    rubber, sheet = rubber_of(game, [deal])
    assert not sheet.complete

    def status(lay: Layout) -> list[Any]:
        ops: list[Any] = [
            op
            for op in text_ops(lay)
            if op.text and op.deal is None and (" deals" in op.text or "needs" in op.text)
        ]
        ops += [op for op in text_ops(lay) if op.text == "vulnerable"]
        ops += [op for op in lay.ops if type(op).__name__ == "BoxOp" and op.role == "stamp"]
        return ops

    pencilled = layout_pad(rubber, sheet, PadStyle(), preview_deal=0)
    shown = status(pencilled)
    assert any(" deals" in getattr(op, "text", "") for op in shown)
    assert all(op.role == "pencil" for op in shown), [
        (getattr(op, "text", "box"), op.role) for op in shown if op.role != "pencil"
    ]
    recorded = status(layout_pad(rubber, sheet, PadStyle()))
    assert recorded and not any(op.role == "pencil" for op in recorded)


def test_painted_pad_has_no_magenta_left(qapp):
    """A pad painted into a rectangle of other proportions (fill) still covers it."""
    rubber, sheet = sample("short_whist")
    lay = layout_pad(rubber, sheet, PadStyle(), fill=699 / 594)
    img = QImage(594, 699, QImage.Format.Format_ARGB32)
    img.fill(QColor("magenta"))
    p = QPainter(img)
    from ui.pad.ops import paint_layout

    paint_layout(p, QRectF(0, 0, 594, 699), lay, PadStyle())
    p.end()
    for x, y in ((3, 696), (590, 696), (297, 690)):
        assert QColor(img.pixel(x, y)) != QColor("magenta"), (x, y)


def test_a_very_long_name_is_broken_at_a_space_rather_than_cut(qapp):
    from ui.pad.ops import name_lines

    names = "Major-General Sir Hugh Fortescue-Wainwright & Mrs Ponsonby"
    lines = name_lines(names, 172, 17, legible=13, two_lines=13)
    assert 2 <= len(lines) <= 3
    assert " ".join(t for t, _ in lines) == names
    for text, size in lines:
        assert "…" not in text and size >= 9
        assert QFontMetricsF(font("hand", size)).horizontalAdvance(text) <= 172


@pytest.mark.parametrize("lang", ["en_GB", "en_US", "fr", "de", "nl", "pl"])
def test_the_foot_rows_labels_fit_their_column_in_every_language(qapp: Any, lang: str) -> None:
    """The labels left of the totals ("total", "unfinished", "if stopped", "net if stopped")
    in the narrow column: each fits it, shrunk or on two lines, and none is cut short. The
    German "netto bei Abbruch" and the Polish "netto przy przerwaniu" were elided."""
    from tests.helpers.translations import speaking
    from ui.pad.bridge import GUT

    players = dict(zip("NESW", ("Mrs Grey", "Col. Hay", "Miss Bell", "Dr Lamb"), strict=True))
    unfinished = Rubber(
        game="contract",
        players=players,  # type: ignore[arg-type]
        deals=(
            {"contract": "4S", "declarer": "N", "result": 10},
            {"contract": "2H", "declarer": "S", "result": 8},
        ),
    )
    with speaking(lang):
        lay = layout_pad(unfinished, score(unfinished), PadStyle())
    labels = [op for op in lay.ops if isinstance(op, TextOp) and op.rect.right() <= GUT]
    foot = [op for op in labels if op.face == "printed" and op.rect.top() > lay.height / 2]
    assert len(foot) >= 4, [op.text for op in foot]
    for op in foot:
        width = QFontMetricsF(font("printed", op.size, caps=True)).horizontalAdvance(op.text)
        assert width <= op.rect.width() + 0.5, (op.text, width, op.rect.width())
        assert "…" not in op.text, op.text
        assert op.size >= 6, (op.text, op.size)
