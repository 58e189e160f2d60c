"""The step engine: what the campaign's game waits for and the record of what was applied
(`steps`), secret choices from commitment to reveal (`lifecycle`), public turn posts
(`turns`, `turn_names`). Imports the kit, the game interface and the store."""
