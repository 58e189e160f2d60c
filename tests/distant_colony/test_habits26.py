"""Habits of held-out set 26's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a terse turn on one line between full stops or slashes,
the colonist first and the Production figures without their heading ("skilled. farm +1, cc +1w
(free). net +1 food +1 w"), is read section by section; the Production played effect's free
colonist said as a clause of its own (", free w/ Production") is its reason, not a word left
unread; a plural Market sale ("markets sell 2 BG (+8)") is one sale for each Market, and the staff
of the buildings the clause before names, eating (", market guys eat 2 food"), is that clause's
Food; a closing count of eaters less the free one ("4 staff eat, one is free (Production played)
-> -3 food") is the Food eaten in total, checked without the Food a Market sells. The near-misses
(a wrong figure, a count that does not match, another building's staff) are still refused."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_R1 = "ho26-three-r1-turn"     # round 1: Tamsin (Colonization), Reijo (Production played)
_R8 = "ho26-three-r8-turn"     # round 8: Reijo (Production played): CC Skilled, 2 Markets
_R2 = "ho26-five-r2-turn"      # round 2: Pieter (Production played), storage 5


@pytest.mark.parametrize("player,text,verdict,reads", [
    # a terse one-line turn between full stops (or slashes): the colonist, then Production headless
    ("Reijo", "Skilled. Farm +1 food, Colony Center +1 wealth (my free one). Net +1 food +1 wealth",
     "accept", ["Colonization: Skilled", "Production: Farm #2", "Production: Colony Center #1"]),
    ("Reijo", "skilled / farm +1, cc +1w (free) / net +1 food +1 w",
     "accept", ["Colonization: Skilled", "Production: Farm #2", "Production: Colony Center #1"]),
    # ... a wrong figure there is still checked, and a free colonist not played is no free colonist
    ("Reijo", "skilled. farm +2, cc +1w (free). net +2 food +1 w", "refuse", []),
    ("Tamsin", "skilled + reserve expert. farm +1, cc +1w (free). net +1 food +1 w", "refuse", []),
])
def test_one_line_between_full_stops(tmp_path, player, text, verdict, reads):
    blind.check_variant("distant-colony", _R1, player, "post", text, verdict, reads, tmp_path)


_PIETER = "Unskilled\nProd: farms +2, CC +1 W, {free}\nTrade: none\nNet: {food} Food, +1 Wealth, +1 Unskilled"


@pytest.mark.parametrize("free,food,verdict", [
    # the played effect's free colonist as a clause of its own: its reason, read
    ("free w/ Production", "+2", "accept"),
    ("free thanks to my Production", "+2", "accept"),
    ("the CC guy eats free because of Production", "+2", "accept"),
    # ... with the Net wrong, refused
    ("free w/ Production", "+1", "refuse"),
])
def test_free_with_production_clause(tmp_path, free, food, verdict):
    text = _PIETER.format(free=free, food=food)
    reads = ["Colonization: Unskilled", "Production: Colony Center #1"] if verdict == "accept" else []
    blind.check_variant("distant-colony", _R2, "Pieter", "post", text, verdict, reads, tmp_path)


_REIJO = "Build: none\nProduction: farms +4 Food, CC +2 W (my free one), {markets}\nOrg: none\n" \
         "Net: +2 Food, -2 BG, +10 Wealth"


@pytest.mark.parametrize("markets,verdict", [
    # a plural Market sale, one for each, and the group's staff eating
    ("both markets sell 2 BG (+8), the market staff eat 2 food", "accept"),
    ("markets sell 2 BG (+8) and the market guys eat 2 food", "accept"),
    ("markets sell 2 BG for +8, their staff eat 2 food", "accept"),
    # ... one sale too many, the wrong Food, another building's staff: refused
    ("markets sell 3 BG (+12), market guys eat 2 food", "refuse"),
    ("markets sell 2 BG (+8), market guys eat 3 food", "refuse"),
    ("markets sell 2 BG (+8), farm guys eat 2 food", "refuse"),
])
def test_markets_sell_and_their_staff_eat(tmp_path, markets, verdict):
    reads = ["Market #4: sell 1 Basic Goods", "Market #5: sell 1 Basic Goods"] if verdict == "accept" else []
    blind.check_variant("distant-colony", _R8, "Reijo", "post", _REIJO.format(markets=markets),
                        verdict, reads, tmp_path)


@pytest.mark.parametrize("eaters,verdict", [
    # the count of eaters less the free one, as the Food eaten (the Food the Markets sell apart)
    ("3 staff eat, one of them free -> -2 food", "accept"),
    ("3 people eat; 1 is free = -2 food", "accept"),
    # ... a count that does not give the total, or a wrong total: refused
    ("3 staff eat, one is free -> -3 food", "refuse"),
    ("4 staff eat, one is free -> -3 food", "refuse"),
])
def test_eaters_less_the_free_one(tmp_path, eaters, verdict):
    text = (f"Build: none\nProduction: farms +4, CC +2 W, both Markets sell 1 Food (+4). {eaters}\n"
            "Org: none\nNet: 0 Food, +6 Wealth")
    reads = ["Market #4: sell 1 Food", "Market #5: sell 1 Food"] if verdict == "accept" else []
    blind.check_variant("distant-colony", _R8, "Reijo", "post", text, verdict, reads, tmp_path)
