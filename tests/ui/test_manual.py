"""Help ▸ Manual (issue 27): the manual of ``docs/`` read inside the application.

Every page opens from the package's own resources (not from ``docs/``), its links between pages
and to headings land where the site's do, its pictures load, the resources are in step with
``docs/`` and ``mkdocs.yml``, and F1 opens the right page in the main, evening, drive and history
windows.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QApplication

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.records.quick_entry import help_rows
from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store import drives as ds
from tests.helpers.paths import ROOT
from ui.manual import PAGES, PICTURE_WIDTH, QUICK_ENTRY, ManualViewer, page_text

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

DOCS = ROOT / "docs"
DATE = "2026-11-27"
#: A Markdown link to another page of the manual, or to a heading: ``](history.md#restore)``.
LINK = re.compile(r"\]\(([a-z0-9-]+\.md)?(#[a-z0-9_-]+)?\)")
IMAGE = re.compile(r"!\[[^]]*\]\((images/[^)]+)\)")


def md_pages() -> list[str]:
    return sorted(p.name for p in DOCS.glob("*.md"))


def viewer_on(qtbot: Any, page: str) -> ManualViewer:
    viewer = ManualViewer(None, page)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    return viewer


# -- the pages shipped -------------------------------------------------------------------------


def test_the_resources_hold_every_page_and_picture_of_docs() -> None:
    """resources/manual.qrc lists every page and picture of docs/, and nothing else; what the
    package carries is what docs/ says, page for page."""
    qrc = (ROOT / "resources" / "manual.qrc").read_text()
    listed = re.findall(r'<file alias="([^"]+)">\.\./docs/([^<]+)</file>', qrc)
    assert all(alias == path for alias, path in listed)
    pictures = sorted(f"images/{p.name}" for p in (DOCS / "images").glob("*.png"))
    assert sorted(a for a, _ in listed) == sorted(md_pages() + pictures)
    for page in md_pages():
        assert page_text(page) == (DOCS / page).read_text(), f"{page}: regenerate ui/manual_rc.py"


def test_the_resource_module_is_fresh(tmp_path: Path) -> None:
    """ui/manual_rc.py is what pyside6-rcc makes of resources/manual.qrc today (the pictures
    too, byte for byte)."""
    rcc = Path(sys.executable).parent / "pyside6-rcc"
    if not rcc.exists():
        pytest.skip("pyside6-rcc is not installed beside this Python")
    out = tmp_path / "manual_rc.py"
    subprocess.run(
        [str(rcc), str(ROOT / "resources" / "manual.qrc"), "-o", str(out)],
        check=True,
        cwd=ROOT / "resources",
    )

    def content(text: str) -> str:  # the data and names, not the files' modification times
        return text.split("qt_resource_data", 1)[1].split("qt_resource_struct", 1)[0]

    fresh = content(out.read_text())
    committed = content((ROOT / "ui" / "manual_rc.py").read_text())
    assert fresh == committed, "regenerate ui/manual_rc.py (see resources/README.md)"


def test_the_contents_are_mkdocs_nav() -> None:
    """The viewer's contents are the site's navigation, page for page, in its order and words."""
    nav = re.findall(r"^( *)- ([^:]+): ([a-z0-9-]+\.md)$", (ROOT / "mkdocs.yml").read_text(), re.M)
    assert [(page, title) for _i, title, page in nav] == [(p, t) for p, t, _d in PAGES[:8]] + [
        ("laws.md", "Overview and drives")
    ] + [(p, t) for p, t, _d in PAGES[9:13]] + [("quick-entry.md", "Quick entry")] + [
        (p, t) for p, t, _d in PAGES[14:]
    ]
    assert sorted(p for p, _t, _d in PAGES) == md_pages()


# -- every page opens, its links and pictures work -----------------------------------------------


@pytest.mark.parametrize("page", [p for p, _t, _d in PAGES])
def test_every_page_opens_from_the_package(qtbot: Any, page: str) -> None:
    viewer = viewer_on(qtbot, page)
    assert viewer.page() == page
    assert viewer.browser.source().scheme() == "qrc"  # the package's resources, not docs/
    text = viewer.text()
    if page == QUICK_ENTRY:  # made from the grammar: every game's tokens
        assert all(row.token in text for row in help_rows("contract"))
        return
    title = page_text(page).splitlines()[0].removeprefix("# ")
    assert text.startswith(title)
    assert "](" not in text and "**" not in text, "Markdown shown as text"
    document = viewer.browser.document()
    for picture in IMAGE.findall(page_text(page)):
        url = viewer.browser.source().resolved(QUrl(picture))
        image = document.resource(QTextDocument.ResourceType.ImageResource, url)
        assert isinstance(image, QImage) and not image.isNull(), picture
        assert image.width() <= PICTURE_WIDTH < viewer.browser.viewport().width()


@pytest.mark.parametrize("page", md_pages())
def test_every_link_of_a_page_lands_inside_the_viewer(qtbot: Any, page: str) -> None:
    """Each link to another page, or to a heading, is followed as the browser follows a click
    (resolved against the page shown) and lands on that page, at that heading."""
    viewer = viewer_on(qtbot, page)
    links = set(LINK.findall(page_text(page)))
    for target, anchor in sorted(links):
        viewer.open_page(page)
        viewer.browser.setSource(viewer.browser.source().resolved(QUrl(target + anchor)))
        assert viewer.page() == (target or page), (page, target)
        if anchor:
            assert anchor[1:] in viewer.browser.anchors(), (page, target, anchor)


def test_a_click_on_a_link_opens_its_page_and_back_returns(qtbot: Any) -> None:
    viewer = viewer_on(qtbot, "index.md")
    browser = viewer.browser
    block = browser.document().begin()
    while block.isValid() and "Run a drive" not in block.text():
        block = block.next()
    cursor = browser.textCursor()
    cursor.setPosition(block.position() + block.text().index("Run a drive") + 2)
    point = browser.cursorRect(cursor).center()
    browser.ensureCursorVisible()
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    qtbot.waitUntil(lambda: viewer.page() == "drives.md")
    assert viewer.contents.currentItem().text().strip() == "Run a drive"
    browser.backward()
    assert viewer.page() == "index.md"


def test_the_docstring_examples() -> None:
    import doctest

    import ui.manual

    result = doctest.testmod(ui.manual)
    assert result.attempted > 0 and result.failed == 0


def test_a_link_to_a_heading_scrolls_to_it(qtbot: Any) -> None:
    viewer = viewer_on(qtbot, "history.md")
    assert viewer.browser.verticalScrollBar().value() == 0
    viewer.open_page("history.md#restore")
    assert viewer.browser.verticalScrollBar().value() > 0


def test_the_headings_anchors_are_the_sites(qtbot: Any, tmp_path: Path) -> None:
    """The viewer's anchors are the site's: every heading's id in the site MkDocs builds (where
    it is installed: the docs extra), page for page."""
    mkdocs = Path(sys.executable).parent / "mkdocs"
    if not mkdocs.exists():
        pytest.skip("mkdocs is not installed (pip install -e '.[docs]')")
    site = tmp_path / "site"
    subprocess.run(
        [str(mkdocs), "build", "--quiet", "--site-dir", str(site)],
        check=True,
        cwd=ROOT,
        capture_output=True,
    )
    viewer = viewer_on(qtbot, "index.md")
    for page in md_pages():
        built = site / ("" if page == "index.md" else page.removesuffix(".md")) / "index.html"
        ids = set(re.findall(r'<h[1-6] id="([^"]+)"', built.read_text()))
        viewer.open_page(page)
        if page != QUICK_ENTRY:  # (in the viewer, the help made from the grammar)
            assert viewer.browser.anchors() == ids, page


# -- F1 in each window ---------------------------------------------------------------------------


def press_f1(qtbot: Any, window: Any) -> ManualViewer:
    window.activateWindow()
    QApplication.processEvents()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F1)
    viewer = window.findChild(ManualViewer, "manual")
    assert isinstance(viewer, ManualViewer), "F1 opened no manual"
    qtbot.waitUntil(viewer.isVisible)
    return viewer


def main_window(qtbot: Any, store: Store) -> Any:
    from ui.main_window import MainWindow

    w = MainWindow(store)
    w.start_rubber(Rubber(game="chicago", table="Table 1"))
    return w


def evening(qtbot: Any, store: Store) -> Any:
    from ui.evening import EveningView

    store.create_rubber(Rubber(game="long_whist", table="Parlour", played_on=DATE))
    return EveningView(store, DATE)


def drive(qtbot: Any, store: Store) -> Any:
    from ui.drives.window import DriveWindow

    ladies, gents = [f"L{k}" for k in range(1, 5)], [f"G{k}" for k in range(1, 5)]
    people = [(p, "lady") for p in ladies] + [(p, "gent") for p in gents]
    rec = DriveRecord.new("whist_drive", people, allocate(ladies, gents, "draw", 2))
    return DriveWindow(store, ds.create_drive(store, rec).drive_id)


def history(qtbot: Any, store: Store) -> Any:
    from ui.history_view import HistoryRubberView

    rubber = Rubber(game="auction", table="Table 2", played_on=DATE)
    return HistoryRubberView(store, store.create_rubber(rubber))


@pytest.mark.parametrize(
    ("make", "page", "game"),
    [
        (main_window, "score-a-rubber.md", "chicago"),
        (evening, "club-evening.md", "long_whist"),
        (drive, "drives.md", None),
        (history, "history.md", "auction"),
    ],
    ids=["main", "evening", "drive", "history"],
)
def test_f1_opens_the_windows_page(
    qtbot: Any, store: Store, settings_dir: Path, make: Any, page: str, game: str | None
) -> None:
    window = make(qtbot, store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    viewer = press_f1(qtbot, window)
    assert viewer.page() == page
    assert viewer.contents.currentItem().data(Qt.ItemDataRole.UserRole) == page
    assert viewer.focusWidget() is viewer.browser
    # its quick-entry page has the game in front first
    viewer.open_page(QUICK_ENTRY)
    if game is not None:
        text = viewer.text()
        from scorepad.rules import GAMES

        first = min(text.find(rules.title) for rules in GAMES.values())
        assert text.find(GAMES[game].title) == first
    # F1 again brings the same manual back to the window's page
    again = press_f1(qtbot, window)
    assert again is viewer and again.page() == page
    assert len(window.findChildren(ManualViewer)) == 1
    window.close()
    assert not viewer.isVisible()


def test_help_menu_manual_opens_the_page_in_front(window: Any, qtbot: Any) -> None:
    assert window.manual_action in window.help_menu.actions()
    window.manual_action.trigger()
    viewer = window.findChild(ManualViewer, "manual")
    assert isinstance(viewer, ManualViewer) and viewer.page() == "score-a-rubber.md"


def test_the_viewer_renders(qtbot: Any, tmp_path: Path) -> None:
    """The manual painted as a person sees it: the contents, a page with its picture."""
    viewer = viewer_on(qtbot, "score-a-rubber.md#the-pad")
    out = tmp_path / "manual.png"
    assert viewer.grab().save(str(out))
    image = QImage(str(out))
    assert image.width() >= 900 and image.height() >= 600
    colours = {image.pixel(x, y) for x in range(0, image.width(), 9) for y in range(0, 600, 9)}
    assert len(colours) > 20  # text and a picture, not a blank page


def test_the_committed_pictures_pass_the_check_ci_makes(tmp_path: Path) -> None:
    """CI paints the pictures afresh and checks them with docs/make_pictures.py's check; the
    committed ones pass it, and an empty or a blank picture does not."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_pictures", DOCS / "make_pictures.py")
    assert spec is not None and spec.loader is not None
    pictures = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pictures)
    assert pictures.check(DOCS / "images") == []
    assert set(pictures.EXPECTED) == {p.name for p in (DOCS / "images").glob("*.png")}
    assert len(pictures.check(tmp_path)) == len(pictures.EXPECTED)
    blank = QImage(1200, 900, QImage.Format.Format_RGB32)
    blank.fill(Qt.GlobalColor.white)
    for name in pictures.EXPECTED:
        blank.save(str(tmp_path / name))
    assert all(p.endswith("blank") for p in pictures.check(tmp_path))
