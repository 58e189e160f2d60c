"""Colonization's renderers: context.py (view -> template values), terminal.py (rich)."""
