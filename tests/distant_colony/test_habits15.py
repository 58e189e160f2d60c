"""Habits of held-out set 15's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): the staff said as a verb of placing ("I'm putting the new Skilled in
it") and a building's yield after "eats 1 and gives"; the played effect's second build declined
after the first ("; second build skipped, no BG left"); a Trade line's total and the Wealth before
and after it ("= 12; 16 → 4 Wealth", "(8 - 5 = 3 Wealth left)"), each figure checked; "make that X
instead" in an EDIT; an EDIT that weighs a change without making it; the played effect an
Organization player takes said in a sentence outside the sections; a colonist who stays in
housing and why; the colonist pushed out said with an arrow ("its Unskilled → housing"); partial
score tallies ("wealth at the end: 12 → +1 VP", "idle now: ... = -5 VP"); phase choices by
description ("the one where we trade with the ships") and a phase given up before the one chosen
("was thinking Build but nah ... Trade it is")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gm_tool.core.kit.errors import GmError
from gm_tool.games.distant_colony.posts.choice import read_choice

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_R1 = "ho15-six-r1-posts"     # round 1, six players, every phase, Expansion prices
_R2 = "ho15-six-r2-posts"     # round 2: Colonization, Build, Production, Trade; Standard prices
_R3 = "ho15-six-r3-posts"     # round 3: Survey, Production, Trade, Organization (Beatriz, Haruto)
_D7 = "ho15-duo-r7-posts"     # two players, Colonization and Organization
_D8 = "ho15-duo-r8-last"      # the last round: score tallies are checked

_BEA = ("Survey: +1 Wealth\nColonisation: Skilled\nBuild: {build}\nProduction: {prod}\nTrade: none\n"
        "Organization: none")
_TOM = ("Survey +1\nCol: Skilled\n{build}\nProd: Farm +1 F, Harvester -1 F +1 Raw, CC -1 F +1 W\n"
        "Trade: buying 1 Basic Goods for 5{sum}")
_KOFI = ("Survey: +2 W (played)\nProduction: Farm +1 F; Harvester -1 F, +1 BR; Colony Center -1 F, +1 W\n"
         "Trade: {trade}\nOrganization: none")
_JUN = ("Colonisation: Unskilled\nBuild: none (no BG)\nProduction: Farm +1 Food, CC +1 Wealth (free), "
        "Market -1 Food & sells 1 Food (+2)\nTrade: buy 1 Basic Goods (5)\n\n{edit}")
_KOFI_R1 = ("Survey: +1 Wealth\nColonisation: Skilled\nBuild: Harvester w/ Skilled\nProduction: Farm +1 "
            "Food, Harvester +1 Raw (free), CC -1 Food +1 Wealth\nTrade: none\n\n{edit}")
_BEA_R3 = ("{talk}\nSurvey: +{survey} Wealth\nProduction: Farm +1 Food, Harvester -1 Food +1 Raw, CC -1 "
           "Food +1 Wealth\nTrade: sell 2 Basic Raw for 4\nOrganization: none")
_HAR_R3 = ("Survey: +1 Wealth\nProduction: Farm +1 Food, Colony Center -1 Food +1 Wealth, the Goods "
           "Factory is idle (no raw)\nTrade: I buy 2 Basic Raw (6 Wealth)\nOrganization: {org}")
_RADEK8 = "Colonisation: Expert\nProduction: Farm +1 Food, Colony Center -1 Food +1 Wealth, Goods Factory idle\n{tally}"
_INES8 = ("Colonisation: Expert\nProduction: Farm +1 Food, Harvester +1 Raw (free), CC -1 Food +1 "
          "Wealth\n{tally}")


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # the staff said as a verb of placing, and what a building brings after "eats 1 and ..."
    (_R1, "Beatriz", _BEA.format(build="Farm - I'll stick the new Skilled in there",
                                 prod="Farms +2 Food, CC eats 1 and makes 1 Wealth"), True,
     ["Build: Farm staffed by Skilled from Temporary Housing"]),
    (_R1, "Beatriz", _BEA.format(build="Farm, placing my Skilled from housing into it",
                                 prod="Farms +2 Food, the Colony Center eats 1 and brings in 1 Wealth"),
     True, ["Build: Farm staffed by Skilled from Temporary Housing"]),
    (_R1, "Beatriz", _BEA.format(build="Farm, and I'm putting the new Skilled in it",
                                 prod="Farms +2 Food, the Colony Center eats 1 and gives 2 Wealth"),
     False, ["the rules give -1 Food, +1 Wealth"]),
    (_R1, "Beatriz", _BEA.format(build="Farm with the new Skilled",
                                 prod="farms +2 F, colony center: 1 food in, 1 wealth out"), True,
     ["Production: Colony Center #1"]),
    (_R1, "Beatriz", _BEA.format(build="Farm with the new Skilled",
                                 prod="Farms 2 Food, CC costs 1 Food and earns 1 Wealth"), True,
     ["Production: Colony Center #1"]),
    (_R1, "Beatriz", _BEA.format(build="Farm with the new Skilled",
                                 prod="farms +2 food, CC 1 food in 2 wealth out"), False,
     ["the rules give -1 Food, +1 Wealth"]),
    # the second build declined after the first, on its line
    (_R1, "Tomasz", _TOM.format(build="Building a Harvester with the Skilled; 2nd build not used, "
                                      "out of goods", sum=""), True,
     ["Build: Harvester staffed by Skilled from Temporary Housing", "Trade: buy 1 Basic Goods"]),
    (_R1, "Tomasz", _TOM.format(build="Build: Harvester with the Skilled, second build: none, no BG",
                                sum=""), True, ["Build: Harvester staffed by Skilled"]),
    # a second build given up in a clause of its own
    (_R1, "Tomasz", _TOM.format(build="Build: Harvester with the Skilled. Would build a Warehouse too but no BG",
                                sum=""), True, ["Build: Harvester staffed by Skilled"]),
    (_R1, "Tomasz", _TOM.format(build="Build: Harvester with the Skilled; can't afford a 2nd one", sum=""),
     True, ["Build: Harvester staffed by Skilled"]),
    (_R1, "Tomasz", _TOM.format(build="Building a Harvester with the Skilled, I'd add a Warehouse but I'm out "
                                      "of BG", sum=""), True, ["Build: Harvester staffed by Skilled"]),
    (_R1, "Tomasz", _TOM.format(build="Build: Harvester with the Skilled; Warehouse too (1 BG)", sum=""),
     False, ["Build Warehouse needs 1 Basic Goods"]),
    # the running sum on a Trade line: what is left is checked
    (_R1, "Tomasz", _TOM.format(build="Build: Harvester with the Skilled", sum=" (8 - 5 = 3 Wealth left)"),
     True, ["Trade: buy 1 Basic Goods"]),
    (_R1, "Tomasz", _TOM.format(build="Build: Harvester with the Skilled", sum=" (9 - 5 = 4 Wealth left)"),
     False, ["you wrote 4 Wealth left after Trade; the rules give 3"]),
    # the prices' total and the Wealth before and after the Trade
    (_R3, "Kofi", _KOFI.format(trade="buy 1 Basic Goods (5) + 1 Machine (7) = 12, 16 -> 4 W left"), True,
     ["Trade: buy 1 Basic Goods", "Trade: buy 1 Machine"]),
    (_R3, "Kofi", _KOFI.format(trade="buy 1 Basic Goods (5) and 1 Machine (7) = 12"), True,
     ["Trade: buy 1 Machine"]),
    (_R3, "Kofi", _KOFI.format(trade="buy 1 Basic Goods (5) + 1 Machine (7) = 13; 16 → 3 Wealth"), False,
     ["the prices on the line come to 12, not 13"]),
    (_R3, "Kofi", _KOFI.format(trade="buy 1 Basic Goods (5) + 1 Machine (7) = 12; 15 → 3 Wealth"), False,
     ["you wrote 15 Wealth before Trade; the rules give 16"]),
    (_R3, "Kofi", _KOFI.format(trade="buy 1 Basic Goods (5) + 1 Machine (7) = 12; 16 → 5 Wealth"), False,
     ["16 - 12 is 4, not 5"]),
    # the Wealth left after the Trade, said in words, checked
    (_R3, "Kofi", _KOFI.format(trade="buy 1 Basic Goods for 5 and 1 Machine for 7, leaves me 4 Wealth"),
     True, ["Trade: buy 1 Machine"]),
    (_R3, "Kofi", _KOFI.format(trade="buy 1 Basic Goods (5) + 1 Machine (7) → 5 W left"), False,
     ["you wrote 5 Wealth left after Trade; the rules give 4"]),
    (_R3, "Kofi", _KOFI.format(trade="buy 1 Basic Goods (5) + 1 Machine (7), so 17 - 12 = 5 Wealth"),
     False, ["you wrote 17 Wealth before Trade; the rules give 16"]),
    (_R2, "Kofi", "colonisation: unskilled\nbuild: nothing (no BG, sadly)\nproduction: farm +1, harvester +1 "
     "raw & eats free, CC -1 food +1 wealth\ntrade: sell both raw for 4 → 13 W", True, ["Trade: sell 2 Basic Raw"]),
    (_R2, "Kofi", "colonisation: unskilled\nbuild: nothing\nproduction: farm +1, harvester +1 raw & eats "
     "free, CC -1 food +1 wealth\ntrade: sell 2 raw (+4) -> 14 W", False,
     ["you wrote 14 Wealth left after Trade; the rules give 13"]),
    (_R2, "Kofi", "colonisation: unskilled\nbuild: nothing\nproduction: farm +1, harvester +1 raw & eats "
     "free, CC -1 food +1 wealth\ntrade: sell 2 raw → 4 W", True, ["Trade: sell 2 Basic Raw"]),
    (_R3, "Tomasz", "Survey: +1 (9 → 10)\nProduction: Farms +2 Food, Colony Center -1 Food +1 Wealth\n"
     "Trade: contract 1 Machine; buy 1 BG for 5 → 6 W left\nOrganization: none", True,
     ["Trade: contract 1 Machine"]),
    (_R3, "Tomasz", "Survey: +1 (8 → 9)\nProduction: Farms +2 Food, Colony Center -1 Food +1 Wealth\n"
     "Trade: contract 1 Machine; buy 1 BG for 5\nOrganization: none", False, ["Survey"]),
    # the Wealth held after a line, in brackets at its end, checked
    (_R1, "Juniper", "Survey: +1 Wealth (7 W now)\nColonisation: Skilled\nBuild: Market, staffed with my new "
     "Skilled (1 BG)\nProduction: Farm +1 Food; CC -1 Food, +1 Wealth; Market -1 Food and sells 1 Food for +2 "
     "(10 W now)\nTrade: buy 1 BG @ 5, and my contract: 1 Machine", True, ["Trade: contract 1 Machine"]),
    (_R1, "Juniper", "Survey: +1 Wealth (now 8)\nColonisation: Skilled\nBuild: Market with the Skilled\n"
     "Production: Farm +1 Food; CC -1 Food, +1 Wealth; Market -1 Food and sells 1 Food for +2\nTrade: none",
     False, ["you wrote 8 Wealth left after Survey; the rules give 7"]),
    (_R1, "Juniper", "Survey: +1 Wealth\nColonisation: Skilled\nBuild: Market with the Skilled\n"
     "Production: Farm +1 Food; CC -1 Food, +1 Wealth; Market -1 Food and sells 1 Food for +2 (11 W total)\n"
     "Trade: none", False, ["you wrote 11 Wealth left after Production; the rules give 10"]),
    # "make that X instead": the last order's thing, its figure too
    (_R2, "Juniper", _JUN.format(edit="EDIT: change that to a Basic Raw instead (3)"), True,
     ["Trade: buy 1 Basic Raw"]),
    (_R2, "Juniper", _JUN.format(edit="edit: make it one Basic Raw instead (4)"), False,
     ["+1 Basic Raw, -3 Wealth"]),
    (_R2, "Juniper", _JUN.format(edit="EDIT: swap it for a Machine instead (7)"), True,
     ["Trade: buy 1 Machine"]),
    (_R2, "Juniper", _JUN.format(edit="EDIT: actually buy a Machine instead of the BG (7)"), True,
     ["Trade: buy 1 Machine"]),
    (_R2, "Juniper", _JUN.format(edit="EDIT: Basic Raw, not Basic Goods (3)"), True,
     ["Trade: buy 1 Basic Raw"]),
    (_R2, "Juniper", _JUN.format(edit="EDIT: oops, meant Basic Raw (3)"), True, ["Trade: buy 1 Basic Raw"]),
    (_R2, "Juniper", _JUN.format(edit="EDIT: I meant Basic Raw").replace("Basic Goods (5)", "Basic Goods"),
     True, ["Trade: buy 1 Basic Raw"]),
    (_R2, "Juniper", _JUN.format(edit="EDIT: actually sell a Machine instead of the BG (+6)"), False,
     ["please confirm"]),
    # an EDIT that weighs a change without making it
    (_R1, "Kofi", _KOFI_R1.format(edit="EDIT: perhaps a Farm instead? not sure"), False,
     ["weighs a change"]),
    (_R1, "Kofi", _KOFI_R1.format(edit="Edit: hmm, maybe the goods factory would be better, or not"),
     False, ["weighs a change"]),
    (_R1, "Kofi", _KOFI_R1.format(edit="EDIT: fixed a typo"), True, ["Build: Harvester"]),
    # the played effect taken instead of First Player, said in talk before the sections
    (_R3, "Beatriz", _BEA_R3.format(talk="Haruto is next after me so he gets first player; I'll use "
                                         "the Survey bonus instead.", survey=2), True,
     ["Organization: also take the Survey played effect"]),
    (_R3, "Beatriz", _BEA_R3.format(talk="Org tie, so I'm taking the Survey played effect.", survey=1),
     False, ["the rules give +2 Wealth"]),
    # a colonist who stays in housing, and why
    (_R3, "Haruto", _HAR_R3.format(org="I get first player. The Criminal waits in housing, nowhere for "
                                       "him to work yet."), True, ["Trade: buy 2 Basic Raw"]),
    (_R3, "Haruto", _HAR_R3.format(org="none; my Criminal stays in housing - no prison yet"), True,
     ["Organization: none"]),
    # First Player claimed as the first clause, the moves after it
    (_R3, "Haruto", _HAR_R3.format(org="first player (next after Beatriz, who also played it), no moves"),
     True, ["Trade: buy 2 Basic Raw"]),
    (_R3, "Haruto", _HAR_R3.format(org="First player, nothing to move"), True, ["Trade: buy 2 Basic Raw"]),
    # the colonist pushed out, said with an arrow
    (_D7, "Ines", "col: skilled\norg: Skilled from housing → Colony Center, its Unskilled → housing",
     True, ["Organization: Skilled from Temporary Housing -> Colony Center #1",
            "Organization: Unskilled from Colony Center #1 -> Temporary Housing"]),
    (_D7, "Ines", "col: skilled\norg: Criminal from housing -> Farm, its Unskilled -> housing", False,
     ["takes 1 Unskilled or better"]),
    # the colonist taken, said in a sentence before the headed sections
    (_D7, "Radek", '[quote="Ines"]Colonisation: Skilled, reserve Expert[/quote]\nUnskilled for me then.\n'
     "Org: swap the Skilled in the Goods Factory with the CC's Unskilled", True,
     ["Colonization: Unskilled", "Organization: Skilled from Goods Factory #3 -> Colony Center #1"]),
    (_D7, "Radek", '[quote="Ines"]Colonisation: Skilled, reserve Expert[/quote]\nso the Skilled for me, '
     "as usual.\nOrg: none", False, ["none is left for Radek"]),
    # partial score tallies, checked
    (_D7, "Radek", "Colonisation: Unskilled\nOrganization: none\n(4 Unskilled and the Criminal idle = -6 VP "
     "if it ended now)", True, ["Colonization: Unskilled"]),
    (_D7, "Radek", "Colonisation: Unskilled\nOrganization: none\n4 Unskilled + the Criminal in housing "
     "-> -5 VP if the game ended now", False, ["unemployed colonists -5, the rules give -6"]),
    (_D8, "Radek", _RADEK8.format(tally="end score -2 (4 bldg, -7 idle, +1 from 14 wealth)"), True,
     ["Colonization: Expert"]),
    (_D8, "Radek", _RADEK8.format(tally="end score -1 (4 bldg, -7 idle, +1 from 14 wealth)"), False,
     ["final score -1, the rules give -2"]),
    (_D8, "Radek", _RADEK8.format(tally="I think I end on -3 lol"), False, ["final score -3, the rules give -2"]),
    (_D8, "Radek", _RADEK8.format(tally="If I count right we tie at -1 each"), False,
     ["final score -1, the rules give -2"]),
    (_D8, "Radek", _RADEK8.format(tally="we both end on -2 I think"), True, ["Colonization: Expert"]),
    (_D8, "Radek", _RADEK8.format(tally="Tally: 4 from buildings, -5 for 5 idle, -2 for the idle crim, +1 wealth = -2"), True,
     ["Colonization: Expert"]),
    (_D8, "Radek", _RADEK8.format(tally="Tally: 4 from buildings, -5 for 5 idle, -1 for the idle crim, +1 wealth = -1"), False,
     ["unemployed colonists -6, the rules give -7"]),
    (_D8, "Ines", _INES8.format(tally="Wealth in the end: 21 → 2 VP"), True, ["Colonization: Expert"]),
    (_D8, "Ines", _INES8.format(tally="wealth at the end: 12 -> +1 VP"), False,
     ["VP from Wealth 1, the rules give 2"]),
    (_D8, "Ines", _INES8.format(tally="idle now: 2 Unskilled, 2 Skilled, 1 Expert, 1 Criminal = -6 VP"),
     False, ["unemployed colonists -6, the rules give -7"]),
    (_D8, "Ines", _INES8.format(tally="Last round! final: 3 bldg VP, -7 unemployed, +2 from wealth = -1."),
     False, ["final score -1, the rules give -2"]),
])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,phase", [
    ("the phase where we build stuff pls", "Build"),
    ("I'll go with the one where you trade with the fleet", "Trade"),
    ("trade. EDIT: no, build", "Build"),
    ("Trade! edit: Survey instead", "Survey"),
    ("the one where everyone gets a coin", "Survey"),
    ("the one where we move people around please", "Organization"),
    ("was thinking Survey but nah, too slow. Production it is.", "Production"),
    ("Considered Trade, but no. Build it is!", "Build"),
    ("I was gonna go Build but with 1 BG it's pointless, so Trade", "Trade"),
    ("thought about org but meh... colonization it'll be", "Colonization"),
])
def test_choice_read(text, phase):
    assert read_choice(text) == phase


@pytest.mark.parametrize("text", [
    "I was gonna go Build but Survey too",
    "Build it is, or Trade",
    "the one where we trade or build, dunno",
])
def test_choice_asked(text):
    with pytest.raises(GmError):
        read_choice(text)
