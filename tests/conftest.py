"""Shared test set-up: headless Qt and the Hypothesis profiles.

Helpers and paths are in :mod:`tests.helpers`; nothing should import this file.
"""

from __future__ import annotations

import os

# Headless before anything imports Qt; tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

from hypothesis import HealthCheck, settings

settings.register_profile("default", max_examples=100, deadline=None)
settings.register_profile(
    "ci", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(
    "ci" if os.environ.get("CI") else os.environ.get("HYPOTHESIS_PROFILE", "default")
)
