"""The PyInstaller bundle's entry point: the same `scorepad` command as the pip install."""

import multiprocessing

from scorepad.cli import main

if __name__ == "__main__":
    # A split export's second process (scorepad.store.split_export) is this bundle started
    # again: freeze_support runs it, and nothing else, in that process.
    multiprocessing.freeze_support()
    raise SystemExit(main())
