"""Habits of held-out set 38's failures (fixer a), each written other ways than the corpus post
(the reader's rule, never the one sentence): a headless Production line that says it runs "as
usual" ("prod as usual", "production as normal, ...") is every building running, and the orders
after its comma say what the named ones do (checked); an arrow straight to the building fed next
("Farm → +1 Food → Colony Center, +1 Wealth") makes that building run with the figures after it;
the staff said with a building in words ("The Prison runs with its two Criminals (-2 Food, +4
Wealth)", "Prison w/ both crims", "Prison staffed by the Criminals") is who works there when they are, and a
count that is not its staff is still a figure, checked; near the end of the VP pool, when the VP
a player gets depend on the players before in turn order, a Net that leaves the VP out is taken
with a note naming the VP the pool may give, and a Net writing a VP figure the pool cannot give
is refused, naming the pool."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_Q1 = _FIXTURES / "ho38-quint-r1-turns.toml"    # round 1: Radka played Survey; CC + Farm each
_R7 = _FIXTURES / "ho38-quad-r7-turns.toml"     # round 7: Delphine (Prison with 2 Criminals)
_R13 = _FIXTURES / "ho38-duo-r13-turns.toml"    # last round: VP pool 3, Aoife before Lorcan


@pytest.mark.parametrize("prod,accepted,wants", [
    # "as usual" after a headless section word: every building runs
    ("prod as usual", True, ["Production: all"]),
    ("production as normal", True, ["Production: all"]),
    ("Prod as always, the farm feeds the CC (+1 W)", True, ["Production: Colony Center #1"]),
    ("production as usual, farm feeds the cc +1 wealth", True, ["Production: Colony Center #1"]),
    # ... and its figures are checked
    ("prod as usual, farm feeds the cc +2w", False, ["the rules give -1 Food, +1 Wealth"]),
])
def test_as_usual(tmp_path, prod, accepted, wants):
    text = f"survey +2 (played)\nskilled\n{prod}\norg none\nnet +3 w +1 skilled"
    blind.check_habit("distant-colony", _Q1, "Radka", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("prod,accepted,wants", [
    # an arrow straight to the building fed next: it runs, with the figures after it
    ("Production: Farm → +1 Food → Colony Center, +1 Wealth", True, ["Production: Colony Center #1"]),
    ("Production: farm -> 1 food -> CC (+1 W)", True, ["Production: Colony Center #1"]),
    ("Production: Farm +1 Food => Colony Center => +1 Wealth", True, ["Production: Colony Center #1"]),
    # ... an arrow from the building itself reads as before (the Food sent on)
    ("Production: Farm → Colony Center (+1 W)", True, ["Production: Farm #2", "Production: Colony Center #1"]),
    ("Production: Farm +1 Food → CC +1 W", True, ["Production: Colony Center #1"]),
    # ... a wrong figure after it is the building's, and named
    ("Production: Farm → +1 Food → Colony Center, +2 Wealth", False, ["the rules give -1 Food, +1 Wealth"]),
])
def test_arrow_to_building(tmp_path, prod, accepted, wants):
    text = f"Survey: +1 Wealth\nColonisation: Skilled\n{prod}\nOrganization: none\nNet: +2 Wealth, +1 Skilled"
    blind.check_habit("distant-colony", _Q1, "Gwydion", text, accepted, wants, tmp_path)


_DELPHINE = ("Build: Farm w/ the Unskilled from housing\nProduction: Farms +2 Food, {prison}, Colony Center -1 food "
             "+1 Wealth, University idle\nTrade: buy 2 Food for 8 Wealth\nOrganization: first player, no moves\n"
             "Net: +1 Food, -1 Basic Goods, -1 Machine, -3 Wealth")


@pytest.mark.parametrize("prison,accepted,wants", [
    # the staff said with the building, in words: who works there, no figure
    ("the Prison runs with its two Criminals (-2 Food, +4 Wealth)", True, ["Production: Prison #4"]),
    ("Prison w/ both crims -2 food +4 W", True, ["Production: Prison #4"]),
    ("Prison staffed by the Criminals: -2 food, +4 wealth", True, ["Production: Prison #4"]),
    ("Prison manned by its 2 criminals -2 Food +4 Wealth", True, ["Production: Prison #4"]),
    # ... a count or a colonist that is not its staff stays in the post, and stops it
    ("Prison with its 3 criminals -2 food +4 wealth", False, ["3 Criminal"]),
    ("Prison with the Expert -2 food +4 wealth", False, ["Expert"]),
])
def test_staff_in_words(tmp_path, prison, accepted, wants):
    blind.check_habit("distant-colony", _R7, "Delphine", _DELPHINE.format(prison=prison), accepted, wants, tmp_path)


@pytest.mark.parametrize("net,accepted,wants", [
    # the VP left out when the pool's last VP go to the players before first: taken, with a note
    ("net -1 food +7 w", True, ["Lorcan 0 to 3 VP", "Aoife"]),
    ("Net: -1 Food, +7 Wealth (VP depends on Aoife)", True, ["0 to 3 VP"]),
    # ... the VP the pool gives if nobody before gains any: taken, with the same note
    ("net -1 food +7 w +3 vp", True, ["0 to 3 VP"]),
    # ... a VP figure the pool cannot give: refused, naming the pool
    ("net -1 food +7 w +4 vp", False, ["+4 VP", "the VP pool has 3 VP left"]),
    # ... and another figure wrong is still an error, VP or not
    ("net -2 food +7 w", False, ["the rules give -1 Food, +7 Wealth"]),
])
def test_vp_pool_net(tmp_path, net, accepted, wants):
    text = f"survey +1\nprod everything, market sells 1 bg (+4)\n{net}"
    blind.check_habit("distant-colony", _R13, "Lorcan", text, accepted, wants, tmp_path)


_AOIFE = ("Survey (played): +2 Wealth; Survey Station (Skilled) -1 Food, +1 Rare Raw\nProduction:\nFarms: +3 Food\n"
          "Harvesters: Rare Harvester -1 Food, +1 Rare Raw\nLabs: Laboratory Complex (full) -2 Food, +3 VP\n"
          "Others: Colony Center (Skilled) -1 Food, +2 Wealth. University idle, out of food.\nPlayer Trade: none\n")


@pytest.mark.parametrize("net,accepted,wants", [
    ("Net: -2 Food, +2 Rare Raw, +4 Wealth, +3 VP", True, []),
    # the first in turn order takes from the pool first: her VP are certain, and left out is wrong
    ("Net: -2 Food, +2 Rare Raw, +4 Wealth", False, ["+3 VP"]),
])
def test_vp_pool_first_player_checked(tmp_path, net, accepted, wants):
    blind.check_habit("distant-colony", _R13, "Aoife", _AOIFE + net, accepted, wants, tmp_path)
