"""`gm template` passes its own check in Colonization (piecepack) too (issue 12, item 6): the
current player's template, submitted unchanged, is accepted at every turn of self-played games,
and its alternatives ("Note: or instead ...") are chatter, not a second action."""

from __future__ import annotations

import copy
from collections import Counter

from gm_tool.core.game import selfplay as harness
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.colonization.game import GAME

PLAY = GAME.selfplay()


def turn_states(games: int, seed: str):
    settings = GAME.settings_model()
    for g in range(games):
        run = harness.play(PLAY, 3, f"{seed}-{g}", settings, None, check=False)
        rng = RecordedRng(run.seed, harness.SALT)
        state = PLAY.setup(run.players, settings, rng)
        for step, inputs in run.record:
            yield PLAY.plain_state(state, settings), step.players, settings
            state, _ = PLAY.push(state, step, inputs, settings, rng)


def check_all(games: int, seed: str, no_draw: bool) -> tuple[list[str], Counter]:
    failures, first = [], Counter()
    for plain, players, settings in turn_states(games, seed):
        if no_draw:
            # every planet drawn: the other actions come first (roll, colonize, warp, ...)
            plain = copy.deepcopy(plain)
            plain["hidden_planet_order"] = []
        for player in players:
            text = GAME.template_post(plain, player, settings)
            first[next(ln for ln in text.splitlines() if not ln.startswith("Note:")).split()[0]] += 1
            checked = GAME.check_post(plain, player, text, settings, {})
            if not checked.accepted:
                failures.append(text + "  " + "; ".join(d.message for d in checked.diagnostics))
    return failures, first


def test_the_template_is_accepted_at_every_turn():
    failures, first = check_all(8, "coltpl", no_draw=False)
    assert sum(first.values()) > 100 and not failures, failures[:3]


def test_with_every_planet_drawn_the_other_actions_lead_and_are_accepted():
    failures, first = check_all(8, "coltpl", no_draw=True)
    assert {"Roll", "Colonize", "Play"} <= set(first), first
    assert not failures, failures[:3]
