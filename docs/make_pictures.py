"""Make the manual's pictures from the real pad, the real drive window and the real reports.

    QT_QPA_PLATFORM=offscreen python docs/make_pictures.py            # into docs/images/
    QT_QPA_PLATFORM=offscreen python docs/make_pictures.py --out DIR  # elsewhere (CI)

Every picture is painted by the project's own code: the pads by :func:`ui.render.pad_image`
(what ``scorepad render`` paints), the standings by a :class:`ui.drives.window.DriveWindow` on a
drive recorded through the store, and the evening's summary by :mod:`ui.printing` (what
``scorepad report evening`` writes), its first page turned into a PNG with ``pdftoppm``. So when
the pad, the window or a report changes, running this again brings the manual up to date. The
pictures are committed; CI makes them again into a temporary folder and checks that each one
still renders (:func:`check`), without comparing pixels.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(HERE.parent))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from scorepad.drives.record import DriveRecord  # noqa: E402
from scorepad.drives.registration import allocate  # noqa: E402
from scorepad.records.record import Rubber  # noqa: E402
from scorepad.rules import score  # noqa: E402
from scorepad.store import Store  # noqa: E402
from scorepad.store import drives as ds  # noqa: E402
from ui.pad import PadStyle  # noqa: E402
from ui.render import pad_image  # noqa: E402

DATE = "2026-11-27"
FOUR = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}

#: A contract rubber of five deals: a part-score cut off by a game, honours, a doubled contract
#: set two tricks vulnerable, and the rubber game.
CONTRACT: dict[str, Any] = {
    "format": "scorepad-rubber/1",
    "game": "contract",
    "code": "laws_2014",
    "players": FOUR,
    "first_dealer": "N",
    "table": "Table 1",
    "played_on": DATE,
    "stake": {"amount": 0.5, "per": 100},
    "deals": [
        {"declarer": "N", "contract": "2H", "result": 9},
        {"declarer": "E", "contract": "3NT", "result": 9},
        {"declarer": "S", "contract": "4S", "result": 10, "honours": {"S": 4}},
        {"declarer": "W", "contract": "4HX", "result": 8},
        {"declarer": "N", "contract": "3NT", "result": 10},
    ],
}

#: Short whist, the second game in play: the marker shows its points and the game won.
WHIST: dict[str, Any] = {
    "format": "scorepad-rubber/1",
    "game": "short_whist",
    "code": "revised_1900",
    "players": {"N": "Mr Ince", "E": "Lady Vane", "S": "Rev. Moss", "W": "Mrs Ames"},
    "first_dealer": "N",
    "table": "Table 2",
    "played_on": DATE,
    "stake": {"amount": 1, "per": 1},
    "deals": [
        {"tricks": {"NS": 9, "EW": 4}, "honours": {"NS": 3, "EW": 1}},
        {"tricks": {"NS": 6, "EW": 7}},
        {"tricks": {"NS": 8, "EW": 5}, "honours": {"NS": 2, "EW": 2}},
        {"tricks": {"NS": 5, "EW": 8}, "honours": {"NS": 1, "EW": 3}},
        {"tricks": {"NS": 8, "EW": 5}},
    ],
}

LADIES = ["Mrs Grey", "Miss Bell", "Lady Vane", "Mrs Ames", "Miss Cole", "Mrs Dale"]
GENTS = ["Col. Hay", "Dr Lamb", "Mr Ince", "Rev. Moss", "Mr Parr", "Capt. Reed"]
#: North–South's tricks at tables 1–3, round by round.
DRIVE_LINES = [(8, 5, 7), (6, 9, 4), (7, 7, 10)]


def pads(out: Path) -> list[Path]:
    """The contract pad, the same rubber as a ledger, and the whist marker and card."""
    made = []
    for name, record, style in (
        ("pad-contract.png", CONTRACT, PadStyle()),
        ("pad-ledger.png", CONTRACT, PadStyle(ledger=True)),
        ("marker-whist.png", WHIST, PadStyle()),
    ):
        rubber = Rubber.from_json(record)
        image = pad_image(rubber, score(rubber), width=760, style=style)
        made.append(save(image, out / name))
    made.append(save(side_by_side(CONTRACT, WHIST), out / "pad-and-marker.png"))
    return made


def side_by_side(left: dict[str, Any], right: dict[str, Any], width: int = 560) -> QImage:
    """Two pads side by side, for the README: the bridge scorepad and the whist-marker."""
    images = []
    for record in (left, right):
        rubber = Rubber.from_json(record)
        images.append(pad_image(rubber, score(rubber), width=width))
    gap = 24
    both = QImage(
        2 * width + gap, max(i.height() for i in images), QImage.Format.Format_ARGB32_Premultiplied
    )
    both.fill(Qt.GlobalColor.transparent)
    painter = QPainter(both)
    try:
        painter.drawImage(0, 0, images[0])
        painter.drawImage(width + gap, 0, images[1])
    finally:
        painter.end()
    return both


def history(path: Path) -> tuple[Store, int]:
    """A history with the two rubbers and a whist drive of three rounds on the same evening."""
    store = Store.open(path, backup=False)
    for record in (CONTRACT, WHIST):
        store.create_rubber(Rubber.from_json(record))
    people = [(p, "lady") for p in LADIES] + [(p, "gent") for p in GENTS]
    record = DriveRecord.new(
        "whist_drive",
        people,
        allocate(LADIES, GENTS, "draw", 3),
        house_rules={"rounds": 4},
        title="St Mary's whist drive",
        played_on=DATE,
    )
    change = ds.create_drive(store, record)
    for round_no, figures in enumerate(DRIVE_LINES, start=1):
        for table, ns in enumerate(figures, start=1):
            result = {"NS": ns, "EW": 13 - ns}
            change = ds.record_round_result(
                store, change.drive_id, round_no, table, result, change.version
            )
    return store, change.drive_id


def standings(store: Store, drive_id: int, out: Path) -> Path:
    """The drive's window after three rounds, grabbed as it is painted."""
    from ui.drives.window import DriveWindow

    window = DriveWindow(store, drive_id)
    window.resize(1000, 640)
    window.show()
    QApplication.processEvents()
    image = window.grab().toImage()
    window.close()
    window.deleteLater()
    QApplication.processEvents()
    return save(image, out / "drive-standings.png")


def evening_report(store: Store, out: Path) -> Path:
    """The first page of the evening's summary, as ``scorepad report evening`` prints it."""
    from ui import printing

    pdftoppm = shutil.which("pdftoppm")
    if pdftoppm is None:
        raise SystemExit("make_pictures: pdftoppm (poppler-utils) is needed for the reports")
    report = printing.evening_report(store.evening(DATE), printing.drive_briefs(store, DATE))
    with tempfile.TemporaryDirectory() as tmp:
        pdf = Path(tmp) / "evening.pdf"
        printing.write_pdf(report, str(pdf), "a4")
        stem = Path(tmp) / "page"
        subprocess.run(
            [pdftoppm, "-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", pdf, stem],
            check=True,
        )
        target = out / "report-evening.png"
        shutil.move(f"{stem}.png", target)
    return target


def save(image: QImage, path: Path) -> Path:
    if image.isNull() or not image.save(str(path), "PNG"):
        raise SystemExit(f"make_pictures: could not write {path}")
    return path


#: The pictures, with the least width and height each must have to be plausible.
EXPECTED = {
    "pad-contract.png": (700, 400),
    "pad-ledger.png": (700, 300),
    "marker-whist.png": (700, 300),
    "pad-and-marker.png": (1100, 500),
    "drive-standings.png": (900, 500),
    "report-evening.png": (600, 800),
}


def check(folder: Path) -> list[str]:
    """What is wrong with the pictures in ``folder``: missing, empty, too small, or blank."""
    problems = []
    for name, (w, h) in EXPECTED.items():
        path = folder / name
        image = QImage(str(path))
        if not path.exists() or path.stat().st_size == 0 or image.isNull():
            problems.append(f"{name}: not written, or not an image")
        elif image.width() < w or image.height() < h:
            problems.append(f"{name}: {image.width()}×{image.height()}, less than {w}×{h}")
        elif len({image.pixel(x, y) for x in range(0, w, 7) for y in range(0, h, 7)}) < 3:
            problems.append(f"{name}: blank")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE / "images", help="the folder to write")
    parser.add_argument("--check", action="store_true", help="then check what was written")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    made = pads(args.out)
    with tempfile.TemporaryDirectory() as tmp:
        store, drive_id = history(Path(tmp) / "history.db")
        try:
            made.append(standings(store, drive_id, args.out))
            made.append(evening_report(store, args.out))
        finally:
            store.close()
    for path in made:
        print(path)
    del app
    if args.check:
        problems = check(args.out)
        for problem in problems:
            print(f"make_pictures: {problem}", file=sys.stderr)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
