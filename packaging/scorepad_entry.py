"""The PyInstaller bundle's entry point: the same `scorepad` command as the pip install."""

from scorepad.cli import main

raise SystemExit(main())
