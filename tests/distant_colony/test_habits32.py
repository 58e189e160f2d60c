"""Habits of held-out set 32's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a final-score tally whose parts are labelled word first
("buildings 16, VP 18, idle ... = -6, 57 Wealth -> 5. Total 33.") is read and every figure checked
against the end scoring, the VP gained during the game included; a University's conversion said
with its verb first ("uni turns an Unskilled into a Skilled", "converts one Unskilled to Skilled")
is read whole, never left with "did not understand 'turns'"; an order line that leaves the choice
to the GM ("run whatever the food covers, you pick GM", "your call", "GM decides") is asked,
naming what is left open; the staff named in a building's bracket before its figures ("Prison (2
crims, +4 Wealth)") is who works there when it is exactly that building's staff, and a figure
otherwise; the Food a line's buildings eat said after them ("4 Food for the four of them") is
their Food total, checked. And the older strict xfails' habits (sets 16, 28, 31): "factory raw -> 1
bg" (one made of one), "sell the bg +4 (10 w)" (the one held, its price, the Wealth after),
"build x2 (played) but only 1 bg → just a market ..." (the order that stands, the holding
checked), a staffed building after the colonist in a one-line turn between slashes (the Build),
"+2 Wealth (played) → 13 W. Survey Station: Skilled -1 Food ..." (the Wealth after, the station's
staff), "Terraformer (...) — 10 VP at the end" (its end VP, checked), a headless line opening on a
building and its signed figure (the Production)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_LAST = "ho32-last-turn-2p"     # round 12, the last: Dev (Colonization), Kasia (Production)
_MID = "ho32-mid-turn-4p"       # round 5: Bartek, Moana, Tjark, Ilse (Production)

_KASIA = ("Colonisation: Criminal\n"
          "Production: everything, the Harvester guy is my free one. Farms +5, CC +1 VP, Lab +1 VP, "
          "factory raw -> BG, {uni}, Market sells 1 Rare Goods (+6)\n")
_UNI = "uni turns an Unskilled into a Skilled"


@pytest.mark.parametrize("tally,accepted,wants", [
    # the parts labelled word first, the total last with no VP after it: each part checked
    ("Final tally: buildings 16, VP 18, idle -8, 57 Wealth -> 5. Total 31.", True, []),
    ("end score if I did it right: bldgs 16, VP 18, unemployed -8, 57 W -> 5, total: 31", True, []),
    ("Final if my maths holds: buildings 16, VP 19, idle -8, 57 Wealth -> 5. Total 32.", False,
     ["VP gained during the game 19, the rules give 18"]),
    ("Final count: buildings 16, VP 18, idle -8, 57 Wealth -> 5. Total 30", False,
     ["final score 30, the rules give 31"]),
    ("Final: bldgs 16, VP 18, idle 4 Unskilled + 2 crims = -6, 57 Wealth -> 5. In total 33!", False,
     ["the rules give -8", "the rules give 31"]),
])
def test_final_tally_labelled_first(tmp_path, tally, accepted, wants):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_LAST}.toml",
                      "Kasia", _KASIA.format(uni=_UNI) + "\n" + tally, accepted, wants, tmp_path)


@pytest.mark.parametrize("uni", [
    "University converts one Unskilled to a Skilled",
    "the uni trains an Unskilled into Skilled",
    "uni promotes my Unskilled to Skilled",
    "University upgrades an Unskilled -> Skilled",
])
def test_conversion_verb_first(tmp_path, uni):
    text = _KASIA.format(uni=uni) + "Net: -1 Food, +1 BG, -1 Rare Goods, +6 Wealth, +2 VP, -1 Unskilled, +1 Skilled, +1 Criminal"
    blind.check_variant("distant-colony", _LAST, "Kasia", "post", text, "accept",
                        ["Production: University", "Production: Market"], tmp_path)
    post = blind.Post("distant-colony", "HAB", "habits", blind.corpus_dir("distant-colony") / "fixtures" / f"{_LAST}.toml",
                      "Kasia", "post", text, "accept", (), "")
    assert "did not understand" not in blind.run(post, tmp_path).output


@pytest.mark.parametrize("fixture,player,text,verdict", [
    # the choice handed to the GM: asked, naming what is left open
    (_LAST, "Dev", "Colonisation: Unskilled\nProduction: Farms +2, then whatever my food can feed, your call", "query"),
    (_LAST, "Dev", "Colonisation: Unskilled\nProduction: farms, rest GM decides, I'm off to bed", "query"),
    (_LAST, "Dev", "Colonisation: Unskilled\nProduction: farms +2 and then as many as the food stretches, let the GM pick",
     "query"),
    (_MID, "Ilse", "Production: Farms +2, then whichever buildings you think are best lol", "query"),
    # near-miss: a choice the player makes, a "pick" that is the player's own: read
    (_LAST, "Dev", "Colonisation: Unskilled (my pick, sorry Kasia)\nProduction: Farms +2 Food -> Prison +4 Wealth, "
     "Resort +2 Wealth +1 VP (-4 food total). Everything else idles.\nNet: -2 Food, +6 Wealth, +1 VP, +1 Unskilled",
     "accept"),
])
def test_left_to_gm(tmp_path, fixture, player, text, verdict):
    blind.check_variant("distant-colony", fixture, player, "post", text, verdict, [], tmp_path)


def test_left_to_gm_names_what_is_open(tmp_path):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_LAST}.toml", "Dev",
                      "Colonisation: Unskilled\nProduction: farms +2, whatever the food covers, you choose",
                      False, ["leaves the choice to the GM: which buildings run?"], tmp_path)


_DEV = "Colonisation: Unskilled\nProduction: Farms +2 Food -> {prison} and {resort}{food}. Everything else idles.\n" \
       "Net: -2 Food, +6 Wealth, +1 VP, +1 Unskilled"


@pytest.mark.parametrize("prison,resort,food,accepted,wants", [
    # the staff in the bracket is the building's own: who works there, not a figure
    ("Prison (two criminals, +4 W)", "Resort (S + U: +2 Wealth, +1 VP)", ", 4 food between the four of them", True,
     ["Production: Prison", "Production: Resort"]),
    ("Prison (the 2 crims: +4 Wealth)", "Resort (+2 W, +1 VP)", "; 4 Food to feed all four", True,
     ["Production: Prison", "Production: Resort"]),
    ("Prison (2 Criminals, +4 Wealth)", "Resort (Skilled & Unskilled, +2 W, +1 VP)", ", 4 food for them", True,
     ["Production: Prison", "Production: Resort"]),
    # near-misses: a count that is not its staff stays a figure; a wrong Food total is named
    ("Prison (3 crims, +4 Wealth)", "Resort (+2 W, +1 VP)", ", 4 Food for the four of them", False, ["3 Criminal"]),
    ("Prison (2 crims, +4 Wealth)", "Resort (+2 W, +1 VP)", ", 3 Food for the four of them", False, ["the rules give -4 Food"]),
])
def test_staff_and_food_for_them(tmp_path, prison, resort, food, accepted, wants):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_LAST}.toml", "Dev",
                      _DEV.format(prison=prison, resort=resort, food=food), accepted, wants, tmp_path)


# older strict xfails (sets 31): the same habits in other words
_FITZ = "ho31-borea-r6-post"     # round 6: Fitz (Trade played, Expansion prices), 6 Wealth
_PIM = "ho31-cygnus-r3-post"     # round 3: Pim (Build played), 1 BG
_FITZ_POST = ("unskilled pls. prod all: farm +1 f, harv +1 raw, factory {conv}, cc expert +1 vp (-3 food). "
              "trade: {trade}, contract 1 machine. net -2 food +4 w +1 vp +1 unskilled")


@pytest.mark.parametrize("conv,trade,accepted,wants", [
    # a factory's input bare and its one output counted; "the bg +4": the price of the one held;
    # "(10 w)" after the price: the Wealth held after it, checked
    ("raw => 1 basic goods", "sell my bg +4", True, ["Trade: sell 1 Basic Goods"]),
    ("raw -> 1 bg", "sell the basic goods +4 (10 W)", True, ["Trade: sell 1 Basic Goods"]),
    ("basic raw → 1 bg", "sell the bg +4 (10 wealth)", True, ["Trade: sell 1 Basic Goods"]),
    # near-misses: a wrong price, a wrong balance, two made of one
    ("raw -> 1 bg", "sell the bg +5", False, ["the rules give -1 Basic Goods, +4 Wealth"]),
    ("raw -> 1 bg", "sell the bg +4 (11 w)", False, ["11 Wealth left after Trade; the rules give 10"]),
    ("raw -> 2 bg", "sell the bg +4", False, ["you wrote 2 Basic Goods"]),
])
def test_factory_arrow_and_the_one_sold(tmp_path, conv, trade, accepted, wants):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_FITZ}.toml", "Fitz",
                      _FITZ_POST.format(conv=conv, trade=trade), accepted, wants, tmp_path)


_PIM_POST = "unskilled\n{build}\nprod: farm +1 food, cc +2 w (-1 food), market idle"


@pytest.mark.parametrize("build,accepted,wants", [
    # the section named, why less is done, then the order that stands
    ("build twice (played) but only 1 bg: just a market w/ the unskilled from housing (1 bg)", True,
     ["Build: Market staffed by Unskilled"]),
    ("Build x2 but I only have 1 BG -> only a Market with the Unskilled from housing", True,
     ["Build: Market staffed by Unskilled"]),
    ("build 2x since played, but just 1 bg, so just a market (unskilled from housing)", True,
     ["Build: Market"]),
    # near-miss: the holding the reason names is not the player's: asked
    ("build x2 (played) but only 2 bg → just a market w/ the unskilled from housing (1 bg)", False, []),
])
def test_section_reason_then_just(tmp_path, build, accepted, wants):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_PIM}.toml", "Pim",
                      _PIM_POST.format(build=build), accepted, wants, tmp_path)


_INES = "ho31-ares-r1-post"      # round 1: Ines (Production played), 3 Skilled Available


@pytest.mark.parametrize("text,accepted,wants", [
    # a one-line turn between slashes: the building after the colonist, staffed, is the Build
    ("skilled / goods factory w skilled (1bg 1 mach) / prod: farm +1, cc +1w", True,
     ["Colonization: Skilled", "Build: Goods Factory staffed by Skilled"]),
    ("skilled / market staffed by the skilled / prod: farm +1, cc +1 w", True,
     ["Colonization: Skilled", "Build: Market staffed by Skilled"]),
    ("Skilled | Goods Factory with the Skilled | prod: farm +1, cc +1w | trade none", True,
     ["Build: Goods Factory staffed by Skilled"]),
    # near-miss: a colonist the player does not have staffs it: refused
    ("skilled / goods factory w expert (1bg 1 mach) / prod: farm +1, cc +1w", False, []),
])
def test_slashed_build_piece(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_INES}.toml", "Ines",
                      text, accepted, wants, tmp_path)


_MARISOL = "ho28-l5-r12-posts"   # round 12: Marisol (Survey played, a Survey Station with a Skilled), 11 Wealth
_MARISOL_POST = ("{survey}\nColonisation: Unskilled\n{build}\nTrade: sell 1 Rare Raw (+5)\n"
                 "Net: -1 Food, -3 BG, -1 RG, -4 Machines, +7 Wealth, +1 Unskilled")
_SURVEY = "Survey: +2 Wealth (played) → 13 W. Survey Station: Skilled -1 Food, +1 Rare Raw"
_BUILD = "Build: Terraformer (3 BG, 1 RG, 4 Machines)"


@pytest.mark.parametrize("survey,build,accepted,wants", [
    # the Wealth after the gain closing its sentence; the station's staff before its figures;
    # the end VP said of the building built: each checked, none a cost
    ("Survey: +2 W (played) -> 13 Wealth. Survey Station: the Skilled -1 Food, +1 Rare Raw", _BUILD + ", worth 10 VP at game end",
     True, ["Build: Terraformer"]),
    (_SURVEY, _BUILD + " (10 VP at the end!)", True, ["Build: Terraformer"]),
    ("Survey: +2 Wealth (played) → 13 W. Survey Station: my Skilled: -1 Food, +1 Rare Raw", _BUILD, True,
     ["Survey: Survey Station"]),
    # near-misses: a wrong end VP, a wrong Wealth after, a colonist who is not the station's
    (_SURVEY, _BUILD + " - 9 VP at the end", False, ["scores 10 VP at the end, not 9"]),
    ("Survey: +2 Wealth (played) → 14 W. Survey Station: Skilled -1 Food, +1 Rare Raw", _BUILD, False, ["13"]),
    ("Survey: +2 Wealth (played) → 13 W. Survey Station: Expert -1 Food, +1 Rare Raw", _BUILD, False, []),
])
def test_survey_after_and_end_vp(tmp_path, survey, build, accepted, wants):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_MARISOL}.toml", "Marisol",
                      _MARISOL_POST.format(survey=survey, build=build), accepted, wants, tmp_path)


_THEO = "ho16-duo-r4-prod"       # round 4: Theo (Production played): Colony Center, Farm, Harvester


@pytest.mark.parametrize("text,verdict,reads", [
    # a headless line opening on a building and its signed figure: the Production
    ("farm +1 food, cc +1 w, harvester +1 raw", "accept",
     ["Production: Farm", "Production: Colony Center", "Production: Harvester"]),
    ("cc +1 w, harvester +1 raw, farm +1 food", "accept", ["Production: Colony Center", "Production: Harvester"]),
    # ... and one building or the other left open: asked
    ("farm +1 food. colony center or the harvester, whatever", "query", []),
    ("farm +1. cc or harv idk, one of them eats free", "query", []),
])
def test_headless_production(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _THEO, "Theo", "post", text, verdict, reads, tmp_path)
