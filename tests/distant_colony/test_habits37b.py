"""Habits of held-out set 37's failures (second fixer), each written other ways than the corpus
post (the reader's rule, never the one sentence): a colonist taken on a line of its own, no
heading, with a closing bracket that only remarks ("crim i guess (only thing left)") is the
colonist taken, the bracket a remark, while a bracket with a condition ("(unless Rafael takes
it)") is still asked about; a Trade of "nothing" followed by what a resource sells for now
and at the end of the game ("nothing, raw sells for 1 here, 2 at the end") is none, its prices
a remark, each price checked against the round's environment and the Standard prices (a wrong
one is an error naming the right price), while an order after "nothing" stays an order."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_DUO = "ho37-duo-r3-posts"      # round 3: Colonization (Rafael first) and Production; Hedda
_FIVE = "ho37-five-r11-posts"   # round 11, Materials prices: Minjun (2 Farms, CC, Harvester, Market)

_PROD = "prod: farm +1, harvester +1 raw (free), factory 1 raw -> 1 bg, cc +1w\n"
_MINJUN = "survey +1\nprod: farms +2 food, cc +1 w, harvester +1 raw. market idle\n"


@pytest.mark.parametrize("fixture,player,text,verdict,reads", [
    # a colonist on a headless line, a bracket of remark after it: the colonist taken
    (_DUO, "Hedda", "Criminal (only thing left)\n" + _PROD, "accept", ["Colonization: Criminal", "Production: Farm"]),
    (_DUO, "Hedda", "the crim i guess (nothing else there)\n" + _PROD, "accept",
     ["Colonization: Criminal", "Production: Farm"]),
    (_DUO, "Hedda", "criminal for me (last pick anyway)\n" + _PROD, "accept", ["Colonization: Criminal"]),
    # ... a bracket with a condition on another player's pick: asked, never taken
    (_DUO, "Hedda", "crim (unless Rafael takes it)\n" + _PROD, "refuse", []),
    # ... a colonist nobody left: refused, the one left named
    (_DUO, "Hedda", "Expert (the only one I want)\n" + _PROD, "refuse", []),
    # nothing traded, and what the resource sells for now and at the end: none, the prices a remark
    (_FIVE, "Minjun", _MINJUN + "trade: nothing, raw sells for 1 here, 2 at the end\nnet: 0 food, +1 raw, +2 w",
     "accept", ["Production: Colony Center", "Trade: none"]),
    (_FIVE, "Minjun", _MINJUN + "Trade: none - raw only goes for 1 atm\nnet: 0 food, +1 raw, +2 w",
     "accept", ["Trade: none"]),
    (_FIVE, "Minjun", _MINJUN + "trading: no trades, food is worth 1 now but 1 at the end too\n"
     "net: 0 food, +1 raw, +2 w", "accept", ["Trade: none"]),
])
def test_variant(tmp_path, fixture, player, text, verdict, reads):
    blind.check_variant("distant-colony", fixture, player, "post", text, verdict, reads, tmp_path)


@pytest.mark.parametrize("fixture,player,text,wants", [
    # a price said wrong is an error naming the right one (Materials buys Basic Raw for 1; the
    # Standard price at the end is 2)
    (_FIVE, "Minjun", _MINJUN + "trade: nothing, raw sells for 2 here\nnet: 0 food, +1 raw, +2 w",
     ["Basic Raw sells for 1, not 2"]),
    (_FIVE, "Minjun", _MINJUN + "trade: none, raw sells for 1 here, 3 at the end\nnet: 0 food, +1 raw, +2 w",
     ["sells for 2, not 3"]),
    # the Colonization's near-miss: a colonist the station does not offer
    (_DUO, "Hedda", "Skilled (the last one lol)\n" + _PROD, ["no Skilled is Available"]),
])
def test_refused(tmp_path, fixture, player, text, wants):
    blind.check_refused("distant-colony", fixture, player, "post", text, wants, tmp_path)
