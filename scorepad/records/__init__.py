"""Reading what a person gives: records of rubbers and deals, their fields and limits,
the strict JSON reader, contract notation, house rules and the one quick-entry grammar.

The bottom room above :mod:`scorepad.enums` and :mod:`scorepad.errors`: it imports nothing
else of Scorepad (see ARCHITECTURE.md).
"""
