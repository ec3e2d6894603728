"""Scorepad's window (PySide6). It shows and records what the core computes; it never scores."""

import sys

if sys.version_info < (3, 12):
    # WORKAROUND: the PySide6 6.12 abi3 wheels return None from void methods (setPen,
    # drawLine, QColor.setAlpha ...) without a new reference, which is harmless only where
    # None is immortal (Python >= 3.12, PEP 683). On 3.11 every call takes one from None's
    # count; after a few thousand calls the interpreter aborts with "Fatal Python error:
    # none_dealloc". Give None a count no session can use up, as 3.12 does. The first field of
    # every object is its reference count (Py_ssize_t) in release builds.
    import ctypes

    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
