"""The Game interface a game implements and the registry it is found in (`interface`), and
self-play: what a game gives the harness (`selfplay_api`) and the harness (`selfplay`).
Imports only the kit."""
