"""Distant Colony's renderers: context.py (view -> template values), terminal.py (rich)."""
