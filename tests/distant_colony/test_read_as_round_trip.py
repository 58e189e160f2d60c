"""The check reply's "Read as" (issue 19, item 5): each order in the game's canonical words, in
the player's order, as `line N → <canonical words>`. The canonical words are the self-play
writer's (`selfplay_posts.canonical_orders`), and the reader reads them back to the same orders:
over self-played games, every player's orders at every posts step are written as a post, read,
shown as "Read as", and the "Read as" lines read again give the same orders."""

from __future__ import annotations

import re

import pytest

from gm_tool.core.game import selfplay as harness
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.distant_colony.posts.checking import read_as
from gm_tool.games.distant_colony.game import GAME
from gm_tool.games.distant_colony.posts import parse_post
from gm_tool.games.distant_colony.posts.writer import write_post
from gm_tool.games.distant_colony.settings import DistantColonySettings

PLAY = GAME.selfplay()

_LINE = re.compile(r"^line (\d+) \u2192 (.*)$")


def _named(orders):
    """The orders a post names (Production's steps the reader adds unasked left out)."""
    production = None if orders.production is None else [
        s for s in orders.production if not s.implied]
    return (orders.take, orders.reserve, orders.builds, production, orders.trades, orders.moves,
            orders.player_trades, orders.borrowed_phase, orders.discard, orders.survey)


@pytest.mark.parametrize("players,seed", [(3, "ra-3"), (4, "ra-4"), (5, "ra-5")])
def test_read_as_is_canonical_and_reads_back_to_the_same_orders(players, seed):
    settings = DistantColonySettings()
    run = harness.play(PLAY, players, seed, settings)
    rng = RecordedRng(run.seed, harness.SALT)
    state = PLAY.setup(run.players, settings, rng)
    checked = 0
    for step, inputs in run.record:
        if step.kind == "posts":
            for player, orders in inputs.items():
                if orders is None:
                    continue
                text = write_post(state, player, orders)
                parsed = parse_post(text, state, player, settings)
                assert parsed.errors == [], text
                lines = read_as(state, parsed)
                numbers = []
                for line in lines:
                    m = _LINE.match(line)
                    assert m, line
                    numbers.append(int(m.group(1)))
                assert numbers == sorted(numbers), lines        # the player's order
                if not lines:
                    continue      # nothing ordered ("Organization: none")
                again = parse_post("\n".join(_LINE.match(x).group(2) for x in lines), state,
                                   player, settings)
                assert again.errors == [], lines
                assert _named(again.orders)[:3] == _named(orders)[:3], lines
                assert _named(again.orders)[4:] == _named(orders)[4:], lines
                if orders.production:
                    named = [s for s in orders.production if not s.implied]
                    assert [s.building_id for s in _named(again.orders)[3]] == \
                        [s.building_id for s in named], lines
                checked += 1
        state, _ = PLAY.push(state, step, inputs, settings, rng)
    assert checked > 20
