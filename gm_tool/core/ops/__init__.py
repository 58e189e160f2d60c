"""GM operations every game shares: undo, log, verify, rulings (adjust/edit), seats, deadlines,
e-mail ingest and public export. Nothing here knows a particular game; games plug in through the
`Game` hooks (`housekeeping`: adjust, rename_player, drop_player; `view`)."""
