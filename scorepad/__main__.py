"""``python -m scorepad``: the ``scorepad`` command."""

from scorepad.cli import main

if __name__ == "__main__":  # (not again in a split export's second process)
    raise SystemExit(main())
