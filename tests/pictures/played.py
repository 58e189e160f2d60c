"""Every game at its largest player count, played to its end by its own bots (core.selfplay),
and the picture views of states along the way: the crowded boards the layout tests draw.

The players' names are chosen to collide with the games' own letters (Bob and blue's B, Cy and
Criminal's C, Sue and Suns' S): their badges must still read apart from every legend entry."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from gm_tool.core.game import selfplay
from gm_tool.core.game.interface import find_game
from gm_tool.core.kit.picture.canvas import drawing
from gm_tool.core.ops.picture_view import state_view
from gm_tool.core.ops.pictures import draw_picture
from gm_tool.core.kit.rng import RecordedRng

#: game -> the seats of its largest game
CROWDS = {
    "colonies": ["Lu", "Bob", "Cy", "Pat", "Gil"],
    "beta-colony": ["Ann", "Bob", "Gus", "Rae"],
    "colonization": ["Ann", "Sue", "Max", "Cy"],
    "distant-colony": ["Ann", "Cy", "Sam", "Ed", "Otto", "Ulla"],
}
#: how many states of each game are drawn (the last one is the end)
DRAWN = 12


def crowded_views(game_name: str, seed: str = "pictures-crowd") -> Iterator[tuple[str, dict[str, Any]]]:
    """(where, picture view) for DRAWN states of a self-play game at the largest player count,
    spread over the game, the final state last."""
    game = find_game(game_name)
    players = CROWDS[game_name]
    assert len(players) == game.max_players, f"{game_name} seats {game.max_players}"
    settings = game.settings_model()
    play = game.selfplay()
    run = selfplay.play(play, players, seed, settings, check=False)
    assert run.ended, f"{game_name}: the self-play game did not end"
    every = max(1, len(run.record) // (DRAWN - 1))
    rng = RecordedRng(run.seed, selfplay.SALT)
    state = play.setup(run.players, settings, rng)
    for number, (step, inputs) in enumerate(run.record, 1):
        state, _ = play.push(state, step, inputs, settings, rng)
        if number % every == 0 and number < len(run.record):
            yield (f"after step {number} ({step.label})",
                   state_view(game, "crowd", players, settings, play.plain_state(state, settings)))
    yield "the end", state_view(game, "crowd", players, settings, play.plain_state(state, settings))


def drawn(view: dict[str, Any]):
    """The canvas `view` is drawn on, with its markers, labels and legend (no PNG made)."""
    game = find_game(view["game"])
    with drawing() as canvas:
        draw_picture(game, view, canvas)
    return canvas
