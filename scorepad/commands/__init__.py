"""The command line's subcommands, one module per group (see ``scorepad.cli``)."""

from __future__ import annotations

import os


def give_usual_mode(path: str | os.PathLike[str]) -> None:
    """Give a file written through :func:`tempfile.mkstemp` (always 0600) the mode a plain
    ``open(path, "w")`` would have (0666 less the umask), before it is moved into place."""
    mask = os.umask(0o022)
    os.umask(mask)
    os.chmod(path, 0o666 & ~mask)
