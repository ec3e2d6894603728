"""What is computed from a rubber and shown: the score sheet and its explanation.

Imports only :mod:`scorepad.records`, enums and errors; the rules service builds sheets.
"""
