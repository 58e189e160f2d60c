"""Habits of held-out set 20's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): a phase choice that names two phases and leaves the pick to the GM
("Trade? or Survey. honestly can't decide, surprise me"): asked, never the last one named taken;
"sell the raw" / "sell my raw" when the player holds more than one at Trade (what is held and what
the Production gives): how many?, and read as the one unit when only one is held then; a colonist
alone after the Survey figure ("survey +1, skilled + reserve an expert", "Survey +1 / Skilled /
Harvester w/ Skilled / ..."): the Colonization (and the building it staffs, the Build); "[b]Org[/b]
first player to me": Organization; two buildings of different groups sharing one figure ("CC and
harvester eat 2 food (+1 W, +1 raw)"): checked against the two; a Market's bracket giving its whole
Food ("market sells 1 food +2 (-2 food)"): the sale counted in, not on top; a purchase after a comma
on a Production line ("prod all (harvester free), buy 1 BG (5€)"): the Trade; "fine, I'll take the
Skilled then" before the sections: the colonist taken; "all, CC is the free one → farm +1, ...": the
figures after an arrow; "factory turns my raw into 1 BG": -1 Basic Raw, +1 Basic Goods, checked;
"(-2 food total)" at the end of a Production line: the Food its buildings eat, checked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_SIX2 = "ho20-dc20-six-r2-posts"     # six players, round 2: Hollis 1 Basic Raw and a Harvester
_DUO2 = "ho20-dc20-duo-r2-posts"     # two players, round 2: Marta 0 Basic Raw and a Harvester
_CHOICES = "ho20-dc20-six-r1-choices"
_SIX1 = "ho20-dc20-six-r1-posts"     # six players, round 1 (Radu Colonization, Beatrix Production)
_LAST = "ho20-dc20-trio-r4-last"     # three players, last round (Dmitar: Farm, Goods Factory, CC)
_DMITAR = "Colonisation: whatever's left + my reserved Skilled\nProduction: {prod}\nTrade: none"


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # "the raw" with 2 Basic Raw at Trade (1 held, 1 from the Harvester): how many?
    (_SIX2, "Hollis", "Survey: +1\nColonisation: Expert\nBuild: none\nProduction: all\nTrade: sell my raw",
     False, ["how many?"]),
    (_SIX2, "Hollis", "Survey +1 W\nColonisation: Expert\nBuild: none\nProd: all\nTrade: sell the raw (+4)",
     False, ["how many?"]),
    # ... and with 1 Basic Raw at Trade (0 held, 1 from the Harvester): that one
    (_DUO2, "Marta", "Production: all\nTrade: sell the raw (+2)", True, ["Trade: sell 1 Basic Raw"]),
    (_DUO2, "Marta", "Production: everything\nTrade: sell my raw for 2", True, ["Trade: sell 1 Basic Raw"]),
    # a colonist alone after the Survey figure: the Colonization; the building it staffs: the Build
    (_SIX1, "Olwen", "Survey +1 W, Skilled\nBuild: Harvester w/ Skilled\nProduction: all\nOrganization: none",
     True, ["Colonization: Skilled", "Build: Harvester staffed by Skilled"]),
    (_SIX1, "Radu", "survey +1; skilled + reserve expert; build: farm w skilled\nprod: all\norg: none",
     True, ["Colonization: Skilled", "Colonization: reserve Expert", "Build: Farm staffed by Skilled"]),
    (_SIX1, "Beatrix", "survey +1 / skilled / farm w/ skilled / prod: all / org: none", True,
     ["Colonization: Skilled", "Build: Farm staffed by Skilled"]),
    # "Org" in bold, no colon, then First Player
    (_SIX1, "Hollis", "[b]Survey[/b] +1 W\n[b]Col[/b] Skilled\n[b]Build[/b] Harvester w/ Skilled\n"
                      "[b]Prod[/b] all\n[b]Org[/b] FP to me", True, ["Organization: none"]),
    # two buildings of different groups sharing one figure: checked against the two
    (_SIX1, "Hollis", "Survey: +1 W\nCol: Skilled\nBuild: Harvester w/ Skilled\n"
                      "Prod: farm +1, CC and harvester eat 2 food (+1 W, +1 raw)\nOrg: none", True,
     ["Production: Harvester #3"]),
    (_SIX1, "Hollis", "Survey: +1 W\nCol: Skilled\nBuild: Harvester w/ Skilled\n"
                      "Prod: farm +1, CC & harvester eat 3 food (+1 W, +1 raw)\nOrg: none", False,
     ["-2 Food"]),
    # a Market's bracket giving its whole Food: the sale counted in
    (_SIX1, "Radu", "Survey: +1\nColonisation: Skilled\nBuild: Market w/ Skilled (1 BG)\n"
                    "Production: farm +1, CC +1 W, market sells 1 food +2 (-3 food)\nOrg: none", False,
     ["-2 Food"]),
    (_SIX1, "Radu", "Survey: +1\nColonisation: Skilled\nBuild: Market w/ Skilled (1 BG)\n"
                    "Production: farm +1, CC -1 food +1 W, Market: sell 1 Food for 2 (-2 Food)\nOrg: none",
     True, ["Production: Market #3: sell 1 Food"]),
    # a purchase after a comma on a Production line: the Trade, its price checked
    (_DUO2, "Marta", "prod all, buy 1 BG (5)", True, ["Trade: buy 1 Basic Goods"]),
    (_DUO2, "Marta", "Production: everything, then buy 1 Basic Goods for 6", False, ["5"]),
    # "I'll take the Skilled then" before the sections: the colonist taken
    (_SIX2, "Olwen", "ok, I'll grab the Skilled.\nSurvey +1 W\nBuild: nothing\nProd: all\nTrade: none",
     True, ["Colonization: Skilled"]),
    (_SIX2, "Olwen", "fine, I take the Unskilled then\nSurvey +1 W\nBuild: nothing\nProd: all\nTrade: none",
     True, ["Colonization: Unskilled"]),
    # "all" then the figures after an arrow or a colon
    (_SIX2, "Olwen", "Colonisation: Unskilled\nSurvey +1\nBuild: none\n"
                     "Production: all -> farm +1, CC -1 food +1 W, harvester -1 food +1 raw\nTrade: none",
     True, ["Production: Farm #2"]),
    (_SIX2, "Olwen", "Colonisation: Unskilled\nSurvey +1\nBuild: none\n"
                     "Production: everything: farm +2, CC -1 food +1 W, harvester -1 food +1 raw\nTrade: none",
     False, ["+1 Food"]),
    # "turns my raw into 1 BG": the factory's figures, checked
    (_LAST, "Dmitar", _DMITAR.format(prod="farm +1, CC -1 food +1 W, factory -1 food, converts 1 raw to 1 BG"),
     True, ["Production: Goods Factory #3"]),
    (_LAST, "Dmitar", _DMITAR.format(prod="farm +1, CC -1 food +1 W, factory -1 food and turns my raw into 2 BG"),
     False, ["+1 Basic Goods"]),
    # "(-2 food total)": the Food the line's buildings eat, checked
    (_LAST, "Dmitar", _DMITAR.format(prod="farm +1, factory turns my raw into 1 BG, CC +1 W (2 food eaten in total)"),
     True, ["Production: Goods Factory #3"]),
    (_LAST, "Dmitar", _DMITAR.format(prod="farm +1, factory turns my raw into 1 BG, CC +1 W (-3 food total)"),
     False, ["-2 Food"]),
])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    ("Survey or Trade, you pick", "query", []),
    ("hmm Build / Production, torn between them. either is fine", "query", []),
    ("Colonisation? Trade? can't choose, GM's call", "query", []),
    ("can't decide between Build and Survey... ok: Build. final", "accept", []),
])
def test_choice_left_to_the_gm(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _CHOICES, "Beatrix", "choice", text, verdict, reads, tmp_path)


# words of the game a reply once said it "did not understand" on an accepted post: now read with
# their order (the Wealth unit after a Market's price, checked), or known as talk around it
@pytest.mark.parametrize("fixture,player,text", [
    (_DUO2, "Keiichi", "Production: Farm +1 Food, CC -1 Food +1 Wealth, Market sells 1 Food (+2 W)\nTrade: none"),
    (_DUO2, "Keiichi", "Production: Farm +1 Food, CC -1 Food +1 Wealth, Market sells 1 Food for 2 W\nTrade: none"),
    (_DUO2, "Marta", "Production: Farm +1 Food; CC -1 Food +1 W; Harvester +1 Raw (free, Production bonus)\nTrade: none"),
    (_DUO2, "Marta", "Production: the Farm gives 1 Food, the CC eats 1 and gives 1 Wealth, the Harvester is "
                     "free because of my Production bonus and gives 1 Raw\nTrade: none"),
    (_SIX1, "Radu", "Survey: +1\nColonisation: Skilled, and I'm reserving an Expert for next time\n"
                    "Build: Harvester w/ Skilled\nProduction: all\nOrganization: none"),
])
def test_no_word_left_unread(tmp_path, fixture, player, text):
    post = blind.Post("distant-colony", "HAB", "habits", _FIXTURES / f"{fixture}.toml", player, "post",
                      text + "\n", "accept", (), "")
    outcome = blind.run(post, tmp_path)
    reply = " ".join(outcome.output.split())
    assert outcome.accepted and "did not understand" not in reply, reply


def test_wrong_market_price_with_its_unit_is_named(tmp_path):
    blind.check_habit("distant-colony", _FIXTURES / f"{_DUO2}.toml", "Keiichi",
                      "Production: Farm +1 Food, CC -1 Food +1 Wealth, Market sells 1 Food (+3 W)\nTrade: none",
                      False, ["+2 Wealth"], tmp_path)


# the colonist a move displaces, said without "its" ("Expert to the Colony Center (Unskilled to
# housing)", "Expert to the CC, Unskilled to housing"): from the building just moved into
_DUO5 = "ho20-dc20-duo-r5-posts"     # two players, round 5: Keiichi's Expert idle in housing


@pytest.mark.parametrize("org", [
    "Expert to the Colony Center (Unskilled to housing)",
    "Expert to the Colony Center, Unskilled to housing",
    "Expert -> CC (Unskilled goes back to housing)",
])
def test_displaced_colonist(tmp_path, org):
    blind.check_habit("distant-colony", _FIXTURES / f"{_DUO5}.toml", "Keiichi",
                      f"Trade: sell 1 Basic Raw (+2)\nOrganization: {org}", True,
                      ["Unskilled from Colony Center #1 -> Temporary Housing"], tmp_path)


# two resources offered for one trade ("buy a Machine or a BG", "whichever Keiichi doesn't need"):
# asked which one, never both read; a player named in the condition is no trade partner
@pytest.mark.parametrize("trade", [
    "buy a Machine or a BG",
    "sell 2 raw (+4), then buy 1 Machine or 1 Basic Goods, whichever Keiichi doesn't need",
    "buy either a Machine or a Basic Goods, not sure yet",
])
def test_one_of_two_resources_is_asked(tmp_path, trade):
    blind.check_habit("distant-colony", _FIXTURES / f"{_DUO5}.toml", "Marta", f"Trade: {trade}\nOrg: none",
                      False, ["which one?"], tmp_path)


# the number of buildings a Build line builds, said again ("— 2 builds thanks to the borrowed Build
# effect"): read when it agrees, asked when it does not
@pytest.mark.parametrize("build,accepted,wants", [
    ("Harvester w/ Skilled — just 1 build this round", True, ["Build: Harvester staffed by Skilled"]),
    ("Harvester w/ Skilled - 2 builds", False, ["2 builds written, 1 read"]),
])
def test_count_of_builds(tmp_path, build, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_SIX1}.toml", "Tomasz",
                      f"Survey: +1\nColonisation: Skilled\nBuild: {build}\nProduction: all\nOrganization: none",
                      accepted, wants, tmp_path)
