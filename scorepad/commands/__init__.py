"""The command line's subcommands, one module per group (see ``scorepad.cli``)."""
