"""Game-independent core, in five parts; imports point one way, kit → game → store → engine →
ops (tests/core/test_core_parts.py holds it), and nothing here imports games, render or cli:

- `kit`: what games build on (reading posts, views, pictures, table checks, recorded RNG,
  diagnostics, errors);
- `game`: the Game interface, the registry, self-play;
- `store`: the campaign file, its folder and history, the lock;
- `engine`: the step engine, secret choices, turn posts;
- `ops`: GM operations (undo, log, verify, rulings, seats, deadlines, e-mail, export, the
  forum thread, public redaction, pictures).
"""
