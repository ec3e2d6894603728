"""The window's dialogs: each has a classmethod ``ask(...)`` wrapping ``exec()``."""
