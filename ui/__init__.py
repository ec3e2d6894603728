"""Scorepad's window (PySide6). It shows and records what the core computes; it never scores."""
