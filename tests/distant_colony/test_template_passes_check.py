"""`gm template` passes its own check (issue 12, item 6): for every player waiting at the turn
posts of many self-played games, the prefilled post submitted unchanged is accepted — no
ERROR — by the same check `gm check` runs, and it reads back to the orders it was made from."""

from __future__ import annotations

from collections import Counter

import pytest

from gm_tool.core.game import selfplay as harness
from gm_tool.core.kit.diagnostics import Severity
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.distant_colony.posts import checking
from gm_tool.games.distant_colony.game import GAME
from gm_tool.games.distant_colony.posts import parse_post, template_post
from gm_tool.games.distant_colony.settings import DistantColonySettings

PLAY = GAME.selfplay()

HOUSE = {"overflow_discard": "end_of_phase", "housing_eats": True, "complex_partial": "idle",
         "player_trade_timing": "start_of_round", "building_copies": 2, "vp_pool_per_player": 3}


def posts_states(n_players: int, seed: str, settings):
    """(round, state) at every turn-posts step of one self-played game, before it resolves."""
    run = harness.play(PLAY, n_players, seed, settings, "mixed", check=False, validate=True)
    rng = RecordedRng(run.seed, harness.SALT)
    state = PLAY.setup(run.players, settings, rng)
    for step, inputs in run.record:
        if step.kind == "posts":
            yield state
        state, _ = PLAY.push(state, step, inputs, settings, rng)


def check_templates(n_players: int, games: int, seed: str, settings) -> tuple[list[str], Counter]:
    failures: list[str] = []
    seen: Counter = Counter()
    for g in range(games):
        for state in posts_states(n_players, f"{seed}-{g}", settings):
            for player in state.players:
                text = template_post(state, player, settings)
                checked = checking.check_post(state, player, text, settings, {})
                errors = [d for d in checked.diagnostics if d.severity is Severity.ERROR]
                seen["posts"] += 1
                played = state.played.get(player)
                seen[f"played {played}"] += 1
                if "dc.colonization.none_left" in {d.code for d in checked.diagnostics}:
                    seen["no colonist left"] += 1
                if errors:
                    failures.append(f"{seed}-{g} round {state.round} {player} (played {played}):\n"
                                    + text + "\n  " + "\n  ".join(d.render() for d in errors))
    return failures, seen


SHORT_POOL = DistantColonySettings(pool_unskilled_per_player=1, pool_skilled_per_player=1,
                                   pool_expert_per_player=0, pool_criminal_per_player=0)


# about 10,000 posts in all, at about a millisecond each
@pytest.mark.parametrize("n_players,games,seed,settings", [
    (3, 20, "tpl3", DistantColonySettings()),
    (5, 8, "tpl5", DistantColonySettings()),
    (6, 4, "tpl6", DistantColonySettings()),
    (4, 10, "tpl-avail", DistantColonySettings(reserve_from="available")),
    (4, 10, "tpl-house", DistantColonySettings(**HOUSE)),
    # a small colonist pool: the Available set runs short, and later players get none
    (4, 12, "tpl-short", SHORT_POOL),
])
def test_the_template_of_every_player_at_every_posts_step_is_accepted(n_players, games, seed,
                                                                       settings):
    failures, seen = check_templates(n_players, games, seed, settings)
    assert seen["posts"] > 150
    # the played effects that made the old template refuse itself are all there
    assert seen["played production"] and seen["played colonization"]
    assert not failures, f"{len(failures)} of {seen['posts']} templates refused:\n\n" + \
        "\n\n".join(failures[:5])


def test_a_short_pool_reaches_the_player_who_gets_no_colonist():
    failures, seen = check_templates(4, 12, "tpl-short", SHORT_POOL)
    assert seen["no colonist left"] > 0 and not failures


def test_the_template_reads_back_to_orders_that_ask_nothing_optional():
    settings = DistantColonySettings()
    state = next(s for s in posts_states(3, "tpl-read", settings) if "colonization" in s.phases)
    for player in state.players:
        parsed = parse_post(template_post(state, player, settings), state, player, settings)
        o = parsed.orders
        assert o.take is not None and o.reserve is None
        assert (o.builds, o.trades, o.moves, o.player_trades) == ([], [], [], [])
        assert o.production is None and o.survey is None
