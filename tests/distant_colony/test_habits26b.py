"""Habits of held-out set 26's failures (fixer b), each written other ways than the corpus post
(the reader's rule, never the one sentence): a phase choice that weighs two phases and ends on
doubt after the last one named ("hmm, Trade? or maybe Build ... dunno yet") is asked, while a
pick named after the doubt stands; a lone Food loss closing a Production line after its
buildings ("... goods factory idle (no raw). -3 food") is the Food they eat in total, checked
(a wrong total is named with the right one), and a remark naming the colonist fed free after it
is a remark; so is the line's one Food figure in a bracket after its last building with figures,
more than that building eats ("cc +2w (-3 food), mf idle"), never when a building with figures
follows it; "turns my 2 raw into 2 BG" is the factory's input and output; "the harvesters" from a
player with only a Harvester Complex is that Complex, "complexes" every Complex that takes staff,
and a group named idle before a building ("harvesters idle, Prison +4 W") idles that group instead
of being skipped silently."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_R11 = "ho26-two-r11-pick"     # round 11: Mateus's phase choice
_TURN = "ho26-two-r11-turn"    # round 11: Sigrun (3 Food; CC, Lab, AGF, Market, Goods Factory)


@pytest.mark.parametrize("text,verdict,reads", [
    # two phases weighed, doubt after the last one: asked
    ("Survey or Production?? not sure yet tbh", "query", []),
    ("thinking Build, maybe Trade. still deciding, will confirm later", "query", []),
    ("org... or prod. idk", "query", []),
    # ... a phase named after the doubt stands
    ("Trade or Build... dunno. ok Build, final", "accept", ["Build"]),
    ("Trade please", "accept", ["Trade"]),
])
def test_choice_left_in_doubt(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _R11, "Mateus", "choice", text, verdict, reads, tmp_path)


_SIGRUN = ("Production: farms +5, CC +1 VP, Lab +1 VP, adv factory RR -> RG, market sells 1 RG (+6), "
           "goods factory idle{close}\nTrade: none\nNet: +2 Food, -1 Rare Raw, +6 Wealth, +2 VP")


@pytest.mark.parametrize("close,accepted,wants", [
    # the Food eaten in total, closing the line: checked
    (", -3 food eaten", True, ["Production: Goods Factory #6: idle"]),
    (" (nothing to refine); -3 food", True, ["Production: Goods Factory #6: idle"]),
    (". -3 F, the lab guy eats free", True, ["the colonist fed free, read as a remark"]),
    # ... a wrong total is named with the right one
    (". -4 food", False, ["you wrote -4 Food; the rules give -3 Food"]),
    (", -2 food total", False, ["you wrote -2 Food; the rules give -3 Food"]),
])
def test_food_total_closing_production(tmp_path, close, accepted, wants):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_TURN}.toml",
                      "Sigrun", _SIGRUN.format(close=close), accepted, wants, tmp_path)


_MATEUS = "Production: farms +2, Prison +4 W, {gfc}. {idle}\nNet: -2 Food, -2 Raw, +2 BG, +4 Wealth"


@pytest.mark.parametrize("gfc,idle,accepted,wants", [
    # "turns my 2 raw into 2 BG": a possessive before the count, the factory's input and output
    ("Goods Factory Complex turns my 2 raw into 2 BG", "CC, MF and the harvesters idle", True,
     ["Production: Goods Factory Complex #5", "Production: Harvester Complex #4: idle"]),
    ("the goods factory complex converts my 2 Basic Raw to 2 Basic Goods", "Harvesters idle, CC and MF idle",
     True, ["Production: Harvester Complex #4: idle"]),
    # the Harvesters group idle between two buildings' clauses: every building of the group idles
    ("Goods Factory Complex turns my 2 raw into 2 BG, harvesters idle, CC and MF idle", "", True,
     ["Production: Harvester Complex #4: idle"]),
    # ... its figures checked
    ("Goods Factory Complex turns my 2 raw into 3 BG", "CC, MF and the harvesters idle", False,
     ["the rules give -2 Food, -2 Basic Raw, +2 Basic Goods"]),
    # "the harvesters" with a Harvester Complex only is that Complex; a Harvester named alone is not
    ("Goods Factory Complex turns my 2 raw into 2 BG", "CC, MF and the harvester idle", False,
     ["you have no Harvester"]),
])
def test_plural_is_the_complex(tmp_path, gfc, idle, accepted, wants):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_TURN}.toml",
                      "Mateus", _MATEUS.format(gfc=gfc, idle=idle), accepted, wants, tmp_path)


_BARE = "prod: farms +2, prison +4w, cc +2w, {idle}\nnet {net} food +6 w"


@pytest.mark.parametrize("idle,net,accepted,wants", [
    # "complexes": every Complex of the player's that takes staff
    ("mf idle, complexes idle", "-1", True,
     ["Production: Goods Factory Complex #5: idle", "Production: Harvester Complex #4: idle"]),
    ("mf and both complexes idle", "-1", True, ["Production: Harvester Complex #4: idle"]),
    ("MF off, the complexes skip this round", "-1", True, ["Production: Goods Factory Complex #5: idle"]),
    # ... and the Net still checked
    ("mf idle, complexes idle", "-2", False, ["the rules give -1 Food, +6 Wealth"]),
])
def test_complexes_named_together(tmp_path, idle, net, accepted, wants):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_TURN}.toml",
                      "Mateus", _BARE.format(idle=idle, net=net), accepted, wants, tmp_path)


@pytest.mark.parametrize("buildings,net,accepted,wants", [
    # the line's one Food figure in a bracket after the last building with figures, more than that
    # building eats: the Food eaten in total, checked
    ("prison +4 W, cc +2w (-3 food), mf idle, complexes idle", "-1", True, ["Production: Colony Center #1"]),
    ("prison +4 W, CC +2 W (-3 F). MF and the complexes idle", "-1", True, ["Production: Colony Center #1"]),
    ("prison +4 W, cc +2w (-4 food), mf idle, complexes idle", "-2", False,
     ["(the Food eaten in total): you wrote -4 Food; the rules give -3 Food"]),
    # ... never when a building with figures comes after it: the bracket is that building's own
    ("prison +4 W, cc sells no food +2w (-3 food), mf idle, complexes idle", "-1", False, ["NOT accepted"]),
    ("cc +2w (-3 food), prison +4w, mf idle, complexes idle", "-1", False,
     ["Colony Center #1: you wrote -3 Food, +2 Wealth; the rules give -1 Food, +2 Wealth"]),
])
def test_bracket_food_total(tmp_path, buildings, net, accepted, wants):
    text = f"Production: farms +2, {buildings}\nNet: {net} Food, +6 Wealth"
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_TURN}.toml",
                      "Mateus", text, accepted, wants, tmp_path)
