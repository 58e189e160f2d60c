"""The kit games build on, and the one part of core (with `core.game`) a game may import:
reading posts (`reading`), building views and posts (`views`), drawing pictures (`picture`),
checking tables of data (`table_check`), plain dataclasses from TOML (`plain_data`), the
recorded RNG (`rng`), diagnostics, forgiving name matching, hash commitments and the errors
every command reports. Nothing here knows a game, a campaign file or a command."""
