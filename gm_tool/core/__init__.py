"""Game-independent engine: campaign model and store, round lifecycle, commitments, RNG,
diagnostics and forum-text reading. Imports nothing from games, render or cli."""
