"""A turn written as prose, without section headings: each sentence is read as the part of the turn
its verb and words say, in the game's phase order, and checked as the headed form is (the reader's
rule, never the one sentence). "I played Survey, so I get 2 Wealth and have 8 now" is the Survey
and the Wealth held after it (checked); "I do not trade this round" / "no trading for me" is Trade:
none; "From the colonists I take a Skilled one", "so the crim's mine" and "I'm last for colonists so
whatever's left" are the colonist taken (the reserved one arriving, said beside it, is no new
order); a heading after a full stop mid-line ("... arrives. Producing: farm +1 food") opens its
section; "Farm makes 1 Food, CC eats it and makes 1 Wealth" (a building, then what it makes) is
Production; "Skilled, Harvester w/ Skilled." before any heading is the colonist and the building
it staffs, and a bare line of building figures with a gain after it is Production, not more
Builds. A closing plan ("Gonna sort out housing next round.") is talk after the turn, even on the
turn's own line. A turn typed on one line without punctuation that opens with a section and names
one more, its verb right after its name ("build market w the farm guy trade sell 1 machine +6
contract 1 food"), is cut there; each Trade order ("... +6 contract 1 food") and each move of a
chain ("org expert to the cc skilled to harvester unskilled to housing") stands apart, the last
colonist of a chain coming from the building the move before filled; "the farm guy" is the one
colonist working in the Farm. What the reader cannot place still stops the post."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_DANA = "ho24-c4-r1-turn"           # round 1: Survey, Colonization, Trade, Organization; Dana has 6 Wealth
_THEO = "ho16-duo-r6-colprod"       # round 6: Theo played Production; a Criminal left after Wanda
_KAITO = "ho18-dc18-six-r1-posts"   # round 1: Kaito, after Marta's post (quoted)
_YUKI = "ho12-six-r2-posts"         # round 2 under Famine: Yuki holds a Machine

_ORG = "In Organization I put the Skilled into the Colony Center and the Unskilled goes to Temporary Housing."


@pytest.mark.parametrize("text,accepted,wants", [
    # the whole turn in first-person sentences
    ("Hello all. I chose Survey and get 2 Wealth, so I have 8 now. I take the Skilled. No trading for me "
     "this round. In Organisation I move the Skilled into the Colony Center and the Unskilled goes to "
     "Temporary Housing.", True, ["Trade: none", "Colonization: Skilled"]),
    ("Survey gives me +2. Skilled please. I won't trade anything. Org: Skilled to the Colony Center, "
     "Unskilled to housing.", True, ["Trade: none", "Colonization: Skilled"]),
    # the Wealth held after Survey, said in prose, is checked
    ("I played Survey, so I get 2 Wealth and have 9 now. From the colonists I take a Skilled one. I do "
     "not trade this round. " + _ORG, False, ["you wrote 9 Wealth left after Survey; the rules give 8"]),
    # chatter before the Survey sentence; its figure is checked
    ("My turn: I picked Survey so +3 Wealth for me. I'll grab a Skilled. Nothing to trade. No moves in "
     "Organization.", False, ["you wrote +3 Wealth; the rules give +2 Wealth"]),
    ("My turn: I picked Survey so +2 Wealth for me. I'll grab a Skilled. Nothing to trade. No moves in "
     "Organization.", True, ["Organization: none", "Trade: none", "Colonization: Skilled"]),
    # a sentence before the turn with a figure nothing reads: asked, never dropped
    ("Hi! Surveyed and got +3 Wealth. I'll grab a Skilled. Nothing to trade. No moves in Organization.", False,
     ["a sentence before the turn on line 1 was not read"]),
    # a phase skipped "for now", the choice left open, is asked
    ("I played Survey, so I get 2 Wealth. I take a Skilled. Not trading yet, will decide after Emil posts. "
     + _ORG, False, ["Not trading yet"]),
    ("I played Survey, so I get 2 Wealth. I take a Skilled. I do not trade this round unless the prices "
     "drop. " + _ORG, False, ["please confirm"]),
    # a trade half-refused in a sentence with an amount is not a "none": asked
    ("Survey gives me +2. Skilled please. I won't trade except 2 Food. " + _ORG, False,
     ["please confirm"]),
])
def test_first_person_turn(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_DANA}.toml", "Dana", text, accepted, wants, tmp_path)


_PROD = "Producing: farm +1 food, CC +1 W eats free, harvester -1 food +1 raw."


@pytest.mark.parametrize("text,accepted,wants", [
    # a heading after a full stop opens its section; the closing plan is talk
    ("I take the Criminal. " + _PROD + " Maybe I sell the raw next round.", True,
     ["Colonization: Criminal", "Production: Farm #2", "the turn is taken to end before this sentence"]),
    ("Taking the crim. " + _PROD + " Also selling the raw next round.", True,
     ["Colonization: Criminal", "Production: Harvester #3"]),
    # ... and its figures are checked
    ("Taking the crim. Producing: farm +2 food, CC +1 W eats free, harvester -1 food +1 raw.", False,
     ["you wrote +2 Food"]),
    # the colonist said as "mine", the reserved one arriving beside it
    ("welp, the criminal is mine then + reserved Expert shows up\nProd: farm +1 food, CC -1 food +1 W, "
     "harvester +1 raw (free, I played Prod)", True, ["Colonization: Criminal", "Production: Farm #2"]),
    # a colonist hanging on a pick still to come is not taken
    ("the criminal is mine unless Wanda wants it\nProd: farm +1 food, CC -1 food +1 W, harvester +1 raw "
     "(free, I played Prod)", False, []),
])
def test_sentences_on_one_line(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_THEO}.toml", "Theo", text, accepted, wants, tmp_path)


_QUOTE = ('[quote="Marta"]Colonisation: Skilled. Reserved: Expert (Phase Bonus)\n'
          "Build: Harvester (1 BG + 1 Machine), staffed by the new Skilled[/quote]\n\n")


@pytest.mark.parametrize("text,accepted,wants", [
    ("skilled, harvester w skilled\nfarm +1 food, harvester -1 food +1 raw, cc -1 food +1 w\norg: nothing",
     True, ["Colonization: Skilled", "Build: Harvester staffed by Skilled", "Production: Farm #2",
            "Production: Colony Center #1"]),
    # all on one line: the colonist, the building it staffs, the buildings' figures, then a heading
    ("Skilled, Harvester w/ Skilled, farm +1, harvester -1 F +1 raw, cc -1 F +1 W. Org: none", True,
     ["Colonization: Skilled", "Build: Harvester staffed by Skilled", "Production: Farm #2",
      "Production: Harvester #3", "Organization: none"]),
    ("Skilled, Harvester w/ Skilled, farm +1, harvester -1 F +1 raw, cc -1 F +2 W. Org: none", False,
     ["the rules give -1 Food, +1 Wealth"]),
    # the bare Production line's figures are checked
    ("Skilled, Harvester w/ Skilled.\nFarm +1, Harvester -1 F +1 raw, CC -1 F +2 W\nOrg: none", False,
     ["the rules give -1 Food, +1 Wealth"]),
    # the staff named must be there
    ("Skilled, Harvester w/ Expert.\nFarm +1, Harvester -1 F +1 raw, CC -1 F +1 W\nOrg: none", False,
     ["there is no Expert in Temporary Housing"]),
    # a Build's cost on the next line (no gain) is no Production: a second Build, refused
    ("Skilled, Harvester w/ Skilled.\nHarvester -1 BG -1 Machine\nOrg: none", False, ["may build 1 building"]),
])
def test_colonist_and_build_then_figures(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_KAITO}.toml", "Kaito", _QUOTE + text, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    # the colonist the others leave, Production told as sentences, the sale checked (Famine: 6)
    ("nothing to build, and as I'm near the end of the order for colonists I get what's left. The Farm "
     "produces 1 Food, the Colony Center eats it and makes 1 Wealth. Selling my Machine for 6 and "
     "putting a contract on 1 Basic Goods.", True,
     ["Colonization: Criminal", "Production: Farm #2", "Trade: sell 1 Machine"]),
    ("No build. Colonist-wise whatever is left is fine. Farm makes 1 Food, CC eats it and makes 1 Wealth. "
     "Selling my Machine for 7 and putting a contract on 1 Basic Goods.", False, ["+6 Wealth"]),
    ("I'll build nothing this time. For colonists, I'm happy with whatever is left. My Farm produces 1 Food "
     "and my Colony Center eats it to make 1 Wealth. I sell my Machine for 6. I don't move anyone.", True,
     ["Build: none", "Organization: none", "Colonization: Criminal", "Trade: sell 1 Machine"]),
    # each building's figures after its name and a colon, sentence by sentence
    ("No building for me. I take whatever colonist is left. Farm: +1 Food. CC: -1 Food, +2 Wealth. I am "
     "selling the Machine for 6 Wealth. No org moves.", False, ["the rules give -1 Food, +1 Wealth"]),
    # a Production sentence whose figure is wrong
    ("I'm last for colonists so whatever's left. Farm makes 2 Food, CC eats it and makes 1 Wealth. "
     "Selling my Machine for 6.", False, ["you wrote 2 Food; the rules give +1 Food"]),
])
def test_leftover_colonist_and_sentences(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_YUKI}.toml", "Yuki", text, accepted, wants, tmp_path)


_JUNIPER = "ho21-duo-r1-posts"     # round 1 under Expansion: Juniper (Farm staffed by an Unskilled)
_YUSUF = "ho21-quad-r4-posts"      # round 4: Yusuf (Expert in housing, Skilled in the CC, Unskilled in the Harvester)


@pytest.mark.parametrize("text,accepted,wants", [
    # two sections on one unpunctuated line, the second's verb right after its name
    ("build market with the farm guy trade sell 1 machine for 6 buy 1 food", True,
     ["Build: Market staffed by Unskilled from Farm #2", "Trade: sell 1 Machine", "Trade: buy 1 Food"]),
    ("build market w the cc guy trade sell 1 machine +6", True,
     ["Build: Market staffed by Unskilled from Colony Center #1", "Trade: sell 1 Machine"]),
    # ... and the price is checked (Expansion: a Machine sells for 6)
    ("build market w the farm guy trade sell 1 machine +7 contract 1 food", False,
     ["the rules give -1 Machines, +6 Wealth"]),
])
def test_run_on_two_sections(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_JUNIPER}.toml", "Juniper", text, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    # a chain of moves without "from": each colonist from where the move before leaves it
    ("survey +2 colonisation unskilled org expert to the colony center skilled to the harvester unskilled "
     "to housing", True, ["Organization: Expert from Temporary Housing -> Colony Center #1",
                          "Organization: Skilled from Colony Center #1 -> Harvester #3",
                          "Organization: Unskilled from Harvester #3 -> Temporary Housing"]),
    # the chain left open: the Harvester would hold two
    ("survey +2 col unskilled org expert to cc skilled to harvester", False, ["2 colonists would work there"]),
    # an Unskilled to a building, two of them to choose from: asked
    ("survey +2 col unskilled org expert to the cc skilled to harvester unskilled to the farm", False,
     ["which Unskilled moves?"]),
    ("survey +3 col unskilled org expert to the cc skilled to harvester unskilled to housing", False,
     ["you wrote +3 Wealth; the rules give +2 Wealth"]),
])
def test_run_on_chain_of_moves(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_YUSUF}.toml", "Yusuf", text, accepted, wants, tmp_path)


_GUNNAR = "ho23-b4-r1-posts"       # round 1: Gunnar, after Lin's post (quoted)
_LIN = "[quote=Lin]survey +1 / prod: farm +1 food, cc +1 wealth (free w/ my prod card)[/quote]\n"


@pytest.mark.parametrize("text,accepted,wants", [
    # talk, then the turn after its colon; the buildings' figures after the Survey figure are Production
    ("same as Lin basically but no free guy for me: survey +1, farm +1 F, CC -1 F +1 W, org: first player "
     "is mine. net +2 W", True, ["Organization: none", "Production: Farm #2", "Production: Colony Center #1"]),
    ("same as Lin basically but no free guy for me: survey +1, farm +2 F, CC -1 F +1 W, org: first player "
     "is mine. net +2 W", False, ["you wrote +2 Food; the rules give +1 Food"]),
    # a figure in the talk before the turn is not dropped
    ("I copied Lin but my farm gave 3 food: survey +1, farm +1 F, CC -1 F +1 W, org: first player is mine",
     False, ["please confirm"]),
])
def test_talk_then_the_turn(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_GUNNAR}.toml", "Gunnar", _LIN + text, accepted, wants,
                      tmp_path)


_DAGNY = "ho27-mid-posts-4p"       # round 5: Survey, Production, Trade, Organization; Dagny first


@pytest.mark.parametrize("text,accepted,wants", [
    # a phase said to be skipped, as a clause of another section's line: that phase's "none"
    ("Production: Farm +1 Food, no trade this round\nSurvey: +1 Wealth\nOrganization: no moves", True,
     ["Trade: none"]),
    # ... but put off, not skipped: the GM asks, never records "none"
    ("Production: Farm +1 Food, no trade yet (waiting for Ferro)\nSurvey: +1 Wealth\nOrganization: no moves",
     False, ["leaves the Trade undecided"]),
    ("Survey: +1 Wealth\nProduction: everything, not trading until I see Isidro's prices\n"
     "Organization: no moves", False, ["leaves the Trade undecided"]),
    ("Survey: +1 Wealth\nProduction: all, no trade, maybe later\nOrganization: no moves", False,
     ["leaves the Trade undecided"]),
])
def test_a_phase_put_off_is_asked(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_DAGNY}.toml", "Dagny", text, accepted, wants, tmp_path)
