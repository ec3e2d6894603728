"""``scorepad render``: a rubber's pad painted offscreen into an image file.

The core never imports Qt; this command imports the window's painter only inside :func:`run`,
after choosing Qt's offscreen platform, so it works on a machine without a display.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from scorepad.commands import offscreen_gui_app
from scorepad.commands.score import load_rubber
from scorepad.errors import InvalidEntryError
from scorepad.rules import score

FORMATS = ("png", "jpg", "jpeg", "bmp", "ppm")


def register(sub: Any) -> None:
    p = sub.add_parser(
        "render",
        help="paint a rubber's pad into an image (PNG)",
        description="Paint the pad of a rubber record (scorepad-rubber/1) offscreen, as the "
        "window shows it: the bridge scorepad for bridge whist, auction, contract and Chicago, "
        "the whist-markers and score card for the whist games. Exit 2, with one line per "
        "problem on standard error, when the record cannot be scored; no image is written then.",
    )
    p.add_argument("file", metavar="RUBBER", help="the rubber record, or - for stdin")
    p.add_argument(
        "--out",
        "-o",
        metavar="PAD.png",
        required=True,
        help="the image to write (PNG; .jpg and .bmp also work)",
    )
    p.add_argument(
        "--width",
        type=int,
        default=900,
        metavar="N",
        help="image width in pixels (100 to 10000; default 900)",
    )
    p.add_argument("--dark", action="store_true", help="the dark palette")
    p.add_argument(
        "--print",
        dest="print_mode",
        action="store_true",
        help="black on white, no paper tint (for printing)",
    )
    p.add_argument(
        "--ledger",
        action="store_true",
        help="bridge games: the deal-by-deal four-column ledger (Encyclopaedia "
        "Britannica, 1911) instead of the classic block",
    )
    p.add_argument("--american", action="store_true", help="American spelling (honors)")
    p.set_defaults(func=run)


def check_args(args: argparse.Namespace) -> None:
    """Refuse what cannot be rendered before reading anything."""
    if not 100 <= args.width <= 10000:
        raise InvalidEntryError.one(None, "--width", f"{args.width} is not 100 to 10000 pixels")
    suffix = os.path.splitext(args.out)[1].lstrip(".").lower()
    if suffix not in FORMATS:
        raise InvalidEntryError.one(
            None, "--out", f"{args.out!r}: give a .png (or {', '.join(FORMATS[1:])}) file name"
        )
    folder = os.path.dirname(os.path.abspath(args.out))
    if not os.path.isdir(folder):
        raise InvalidEntryError.one(None, "--out", f"no folder {folder}")


def run(args: argparse.Namespace) -> int:
    check_args(args)
    rubber = load_rubber(args.file)
    sheet = score(rubber)  # a record that cannot be scored stops here, before any Qt
    app = offscreen_gui_app()
    from ui.paper import PadStyle
    from ui.render import render_pad_image

    style = PadStyle(
        dark=args.dark,
        print_mode=args.print_mode,
        ledger=args.ledger,
        spelling="american" if args.american else "british",
    )
    try:
        render_pad_image(rubber, sheet, args.out, width=args.width, style=style)
    except OSError as e:
        raise InvalidEntryError.one(None, "--out", str(e)) from None
    del app
    return 0
