"""Production, and the remarks after it, told in sentences (fixer B of the prose session), each habit
written other ways than the corpus post: a building as the subject of a sentence that "gets" or
"takes" Food eats it (a cost; a Farm that gets Food makes it); "X is my free colonist" names the
Production played effect's colonist (a remark), and is an error from a player without that effect;
"eat it and my 1 Food" is the Food just made and the Food held, eaten together (checked); a
running total closing the Production line ("4 eat, food 4 → 5") is checked before and after
Production, and "My Farm makes 1 Food, so I have 2" against the Food held and made; a question
after a final tally's sum ("= 23. tie?!") is talk, while one that orders
something is asked; a Food total before an idle clause ("(-4 food total). markets idle") stays the
line's; a lone "F" before a gain opening a Production clause is the Farm when other clauses name
buildings; two buildings offered with "or" ("cc or harvester") are asked, naming both; an EDIT
keeping one colonist of a release ("keep the Expert in the Rehab Center, only the new Unskilled goes
to housing") narrows that release."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"


def _check(fixture: str, player: str, text: str, accepted: bool, wants: list[str], tmp_path) -> None:
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants, tmp_path)


# Tomasz played Production: Farm, Laboratory (Expert), University (Unskilled + Skilled), Colony
# Center, Market; 1 Food
_TOMASZ = "Build: none.\nProduction: {}\nTrade: none."


@pytest.mark.parametrize("production,accepted,wants", [
    ("Farm +1 Food. The Laboratory's Expert is the free one and makes 1 VP. University takes 2 Food, "
     "Unskilled -> Skilled. CC and Market idle.", True, ["Production: University #5"]),
    ("My Farm gets 1 Food. My Lab is my free colonist this round and gives +1 VP. The University gets 2 Food "
     "and my Unskilled there becomes a Skilled. Colony Center and Market sit idle.", True,
     ["Production: Laboratory #3"]),
    # the Food a building gets is a cost, checked
    ("Farm +1 Food. The Lab Expert is my free colonist and makes 1 VP. The University gets 3 Food and my "
     "Unskilled there becomes a Skilled. The Colony Center and the Market sit idle.", False,
     ["the rules give -2 Food"]),
    ("Farm +1 Food. Lab is my free one, +1 VP. The University receives both Food, Unskilled -> Skilled. "
     "CC and Market idle.", True, ["Production: University #5"]),
])
def test_building_as_subject(tmp_path, production, accepted, wants):
    _check("ho25-r6-posts4", "Tomasz", _TOMASZ.format(production), accepted, wants, tmp_path)


_REST = (" The Lab Expert is my free colonist and makes 1 VP. The University gets both Food and my Unskilled there "
         "becomes a Skilled. The Colony Center and the Market sit idle.")


@pytest.mark.parametrize("farm,accepted,wants", [
    ("My Farm makes 1 Food, so I have 2.", True, ['"so I have 2": the Food you hold, checked']),
    ("Farm +1 Food and now I have 2 food.", True, ["the Food you hold, checked"]),
    ("My Farm makes 1 Food, so I have 3.", False, ["you wrote 3 Food; with the 1 you hold, the rules give 2"]),
])
def test_so_i_have(tmp_path, farm, accepted, wants):
    _check("ho25-r6-posts4", "Tomasz", _TOMASZ.format(farm + _REST), accepted, wants, tmp_path)


_OSKAR = ("Col: Unskilled + reserve Expert (played)\nBuild: Goods Factory (1 BG, 1 Machine) w/ the Unskilled from "
          "housing\nProd: farms +5 food (2 farms + complex 2 + 1 bonus), cc +1 VP, harvester +1 raw, machine factory "
          "1 BG → 1 Machine, goods factory 1 raw → 1 BG{}\nTrade: none\nOrg: none")


@pytest.mark.parametrize("end,accepted,wants", [
    (". 4 eat, food 4 → 5", True, ["a running total before and after Production"]),
    (". 4 eat; so food 4 -> 5", True, ["Production: Goods Factory #8"]),
    (". 4 eat, food 4 → 6", False, ["you wrote 6 Food left after Production; the rules give 5"]),
    (". 4 eat, food 3 → 4", False, ["you wrote 3 Food before Production; the rules give 4"]),
    (". 3 eat, food 4 → 5", False, ["the rules give -4 Food"]),
])
def test_closing_running_total(tmp_path, end, accepted, wants):
    _check("ho21-six-r7-posts", "Oskar", _OSKAR.format(end), accepted, wants, tmp_path)


@pytest.mark.parametrize("text,wants", [
    # Oskar played Colonization: nobody of his eats free
    ("Col: Unskilled + reserve Expert (played)\nBuild: Goods Factory (1 BG, 1 Machine) w/ the Unskilled from housing\n"
     "Prod: farms +5 food. The CC Expert is my free colonist and makes 1 VP. harvester +1 raw, machine factory "
     "1 BG → 1 Machine, goods factory 1 raw → 1 BG\nTrade: none\nOrg: none", ["no colonist of yours eats free"]),
    ("Col: Unskilled + reserve Expert (played)\nBuild: Goods Factory (1 BG, 1 Machine) w/ the Unskilled from housing\n"
     "Prod: farms +5 food, CC Expert eats free +1 VP, harvester +1 raw\nTrade: none\nOrg: none",
     ["no colonist of yours eats free"]),
])
def test_free_colonist_without_the_effect(tmp_path, text, wants):
    _check("ho21-six-r7-posts", "Oskar", text, False, wants, tmp_path)


# Kasia (1 Food): a Farm, the Colony Center, a Rare Harvester; builds a Market with her Expert
_KASIA = ("Survey: +1 Wealth\nBuild: Market w/ my Expert (1 Basic Goods)\nProduction: {}\n"
          "Trade: sell 1 Rare Raw for 4\nNet: -1 Food, -1 Basic Goods, +6 Wealth")


@pytest.mark.parametrize("production,accepted,wants", [
    ("the Farm makes 1 Food and the Colony Center and the Rare Harvester eat that plus my 1 stored Food, +1 Wealth "
     "and +1 Rare Raw. Market idle, no food.", True, ["Production: Rare Harvester #3"]),
    ("Farm gives 1 Food; CC and Rare Harvester use it and the 1 Food I had (+1 Wealth, +1 Rare Raw); Market idle",
     True, ["Production: Colony Center #1"]),
    # the Food held is checked: Kasia holds 1, so they eat 2, not 3
    ("the Farm makes 1 Food; the Colony Center and the Rare Harvester eat it and my 2 Food, +1 Wealth and +1 Rare "
     "Raw. The Market does not work this round.", False, ["the rules give -2 Food"]),
])
def test_eat_it_and_held(tmp_path, production, accepted, wants):
    _check("ho24-c5-r6-turn", "Kasia", _KASIA.format(production), accepted, wants, tmp_path)


_JUNIPER = ("Production: farms +2, rare harvester +1 rare raw, CC +2 W, Resort +2 W +1 VP {}\n"
            "Trade: nothing, no contract (game's over anyway)\n\n{}")
_FINAL = "Final: 11 bldg + 7 VP - 1 idle + 6 (60 Wealth incl. goods) = {}"


@pytest.mark.parametrize("idle,final,accepted,wants", [
    ("(-4 food total). markets idle", _FINAL.format("23. tie?!"), True, ["Production: Market #5: idle"]),
    ("(-4 food total); both markets sit idle", _FINAL.format("23 VP. a tie with Marek??"), True,
     ["Production: Resort #6"]),
    ("(-3 food total). markets idle", _FINAL.format("23. did I win?"), False, ["the rules give -4 Food"]),
    ("(-4 food total). markets idle", _FINAL.format("24. tie?!"), False, ["you wrote final score 24, the rules give 23"]),
    # a question that orders something is asked
    ("(-4 food total). markets idle", _FINAL.format("23. sell the goods first?"), False, ["please confirm"]),
])
def test_total_then_idle_and_final_question(tmp_path, idle, final, accepted, wants):
    _check("ho21-duo-r12-posts", "Juniper", _JUNIPER.format(idle, final), accepted, wants, tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    ("C: Unskilled | B: none | P: F +1, CC and Harvester -2 F, +1 W, +1 BR | T: sell 2 BR +4 | O: FP to me, no moves",
     True, ["Production: Farm #2"]),
    ("C: Unskilled | B: – | P: F: +1; CC & Harv –2 F, +1 W +1 BR | T: sell 2 BR +4 | O: FP to me, no moves",
     True, ["Production: Farm #2"]),
    # the Farm's figure is checked: one Farm makes 1
    ("C: Unskilled | B: – | P: F +2, CC & Harv –2 F, +1 W +1 BR | T: sell 2 BR +4 | O: FP to me, no moves",
     False, ["the rules give +1 Food"]),
])
def test_farm_letter(tmp_path, text, accepted, wants):
    _check("ho12-six-r2-posts", "Okonkwo", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("text,wants", [
    ("Production: farm +1 food. cc or harvester, one of them is free anyway so whatever",
     ["Colony Center or Harvester: which one runs"]),
    ("Production: farm +1 food, then either the Colony Center or the Harvester",
     ["Colony Center or Harvester: which one runs"]),
    ("Prod: Farm +1. CC or maybe the harvester, you pick", ["not decided"]),
])
def test_either_building_asked(tmp_path, text, wants):
    _check("ho16-duo-r4-prod", "Theo", text, False, wants, tmp_path)


_INES = ("Production:\nFarms: +3 Food\nRare Harvester: -1 Food, +1 Rare Raw\nAdvanced Goods Factory: -1 Food, "
         "-1 Rare Raw, +1 Rare Goods\nColony Center: -1 Food, +1 VP\nUniversity: -2 Food, Unskilled -> Skilled\n"
         "Rehabilitation Center: -2 Food, Criminal -> Unskilled, both back to housing\nOrganization: none\n"
         "Net: -4 Food, +1 Rare Goods, +1 VP, +1 Skilled, -1 Criminal\n\n{}")


@pytest.mark.parametrize("edit,accepted,wants", [
    ("EDIT: leave the Expert in the Rehabilitation Center, just the converted Unskilled goes back to housing", True,
     ["Rehabilitation Center #9: release Unskilled"]),
    ("EDIT: oops, keep the Expert at the rehab center and only the new unskilled moves to housing.", True,
     ["release Unskilled"]),
    # the colonist kept must be another than the one released, and a building must be named
    ("EDIT: keep the Expert in the Rehab Center, only the Expert goes to housing", False, ["please confirm"]),
    ("EDIT: keep the Expert in there, only the new Unskilled goes to housing", False, ["please confirm"]),
])
def test_edit_narrows_a_release(tmp_path, edit, accepted, wants):
    _check("ho-g3-r11-posts", "Ines", _INES.format(edit), accepted, wants, tmp_path)
