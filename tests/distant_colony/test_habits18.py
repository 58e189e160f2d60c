"""Habits of held-out set 18's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): an EDIT that makes a change, calls it a joke and leaves it open
("reserve a crim instead lol jk... unless?": asked; "... lol jk" alone: taken back, never applied);
the colonist left after another took the first, said "X then" in a chatty line ("ugh, beat me to
it. Unskilled then"); a headless colonist with its reserve and a phase skipped after a full stop
("expert pls + reserve the other expert. no org moves"); an Organization "none" followed only by
why ("nothing to move, every building is full, so the new Expert waits in housing"); a one-line
turn between slashes whose pieces all have headings; the colonist and the building it staffs in
prose with "the X then" / "So an X for me"; a final score said of the player ("That puts me at 32
final", "Leaves me on 31 total", "... + 5 (50 Wealth) = 15 final"), checked; a running sum on the Trade
line with more orders after it ("→ 11 + 2 - 7 = 6 Wealth left; contract 1 Rare Goods"), checked; a
chatty line about another player's turn with an order's word and "your" ("Selling your rare goods to
your own market ..., lovely"): talk; a Survey Station's staff that "eats 1 Food" (-1 Food); an EDIT
"VERB X instead (+N)" followed by a short why ("food's tight"): applied, its figure checked; one resource sold without a count and then "+N" ("sell rare raw +5"):
the Wealth it brings, never a purchase of N; a turn on one line between commas with the colonist
and the building it staffs without headings ("skilled + reserve expert, harvester w skilled, prod
all, trade none. net ..."), its Net checked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_DUO9 = "ho18-dc18-duo-r9-posts"      # two players, round 9: Colonization, Organization
_SIX1 = "ho18-dc18-six-r1-posts"      # six players, round 1: Colonization, Build, Production, Trade, Org
_QUAD15 = "ho18-dc18-quad-r15-posts"  # last round: Survey, Colonization, Build, Production

_RAMON = "Colonisation: Expert, reserve Expert\nOrganization: none\n\n{edit}"
_RAMON_ORG = "Colonisation: Expert, reserve Expert\nOrg: {org}"
_YUSUF_PROD = ("Survey: +1 Wealth\nProduction: all, Rare Harvester is the free one. Labs -2 Food +3 VP, "
               "CC +1 VP, Market sells 1 Rare Goods (+6)")
_DUO8 = "ho18-dc18-duo-r8-posts"      # two players, round 8: Production, Trade
_ILKA = ("Production: all, harvester's the free one. Market sells 1 Food (+2)\nTrade: nothing\n\n"
         "EDIT: {edit}")
_HANNE = ("Survey: +2 Wealth (my card), Survey Station: {station}\nColonisation: Unskilled\n"
          "Build: Market (1 BG) with the Unskilled from housing\n"
          "Production: both farms +2 Food, Harvester -1 Food +1 Raw, Goods Factory -1 Food -1 Raw +1 BG, "
          "CC -1 Food +1 Wealth, Market -1 Food and sells 1 BG for 4\n\n{tally}")
_YUSUF = "Colonisation: Skilled\nBuild: Market with the Skilled (1 BG)\n" + _YUSUF_PROD + "\n\n{tally}"


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # a change called a joke and left open: asked, never applied
    (_DUO9, "Ramon", _RAMON.format(edit="EDIT: reserve the unskilled instead haha kidding, or am I?"), False,
     ["weighs a change without making it", "reserve Expert"]),
    (_DUO9, "Ramon", _RAMON.format(edit="EDIT: ok make the reserve an unskilled. jk... maybe"), False,
     ["weighs a change without making it"]),
    # the joke alone takes it back: the order above stands
    (_DUO9, "Ramon", _RAMON.format(edit="EDIT: reserve a crim instead lol jk"), True,
     ["Colonization: reserve Expert"]),
    # "X then": the colonist left after another took the first
    (_DUO9, "Ilka", '[quote="Ramon"]Colonisation: Expert, reserve Expert[/quote]\nmeh, too slow. '
                    'Unskilled then.\n\nOrg: none', True, ["Colonization: Unskilled", "Organization: none"]),
    (_DUO9, "Ilka", "ok the Unskilled then, nothing else left for me\n\nOrg: none", True,
     ["Colonization: Unskilled"]),
    # ... but not under a condition
    (_DUO9, "Ilka", "if Ramon takes the Expert, Unskilled then\n\nOrg: none", False,
     ["taking a colonist is compulsory"]),
    # a headless colonist with its reserve, then a phase skipped
    (_DUO9, "Ramon", "Expert + reserve the remaining Expert. no moves", True,
     ["Colonization: Expert", "Colonization: reserve Expert", "Organization: none"]),
    (_DUO9, "Ramon", "expert pls, reserve the other expert; no org moves", True,
     ["Colonization: Expert", "Colonization: reserve Expert", "Organization: none"]),
    # Organization "none" and only why after it
    (_DUO9, "Ramon", _RAMON_ORG.format(org="none - all my buildings are full, the new guy waits in housing"),
     True, ["Organization: none"]),
    (_DUO9, "Ramon", _RAMON_ORG.format(org="no moves, nowhere free for him so he stays in housing"),
     True, ["Organization: none"]),
    # ... a move after "but" is a move
    (_DUO9, "Ramon", _RAMON_ORG.format(org="nothing to move, but Expert from Colony Center to Goods Factory"),
     False, ["you have no Goods Factory"]),
    # a one-line turn between slashes, every piece headed
    (_SIX1, "Kaito", "colonisation: skilled / build: farm with the skilled / prod: farms +2 food, cc -1 food "
                     "+1 w / trade: none / org: first player, no moves", True,
     ["Colonization: Skilled", "Build: Farm staffed by Skilled", "Trade: none"]),
    (_SIX1, "Kaito", "Colonisation Skilled / Build Farm w/ Skilled / Production all / Trade nothing / "
                     "Org none, first player", True,
     ["Colonization: Skilled", "Build: Farm staffed by Skilled", "Trade: none"]),
    # the colonist and the building it staffs, in prose
    (_QUAD15, "Yusuf", "Alright, the Skilled then, and he goes right into a new Market (1 BG).\n\n" + _YUSUF_PROD,
     True, ["Colonization: Skilled", "Build: Market staffed by Skilled"]),
    (_QUAD15, "Yusuf", "So an Expert for me, and she goes straight to a new Market (1 BG).\n\n" + _YUSUF_PROD,
     True, ["Colonization: Expert", "Build: Market staffed by Expert"]),
    # a final score said of the player, checked
    (_QUAD15, "Yusuf", _YUSUF.format(tally="Leaves me on 31 total, gg"), False,
     ["you wrote final score 31, the rules give 32"]),
    (_QUAD15, "Yusuf", _YUSUF.format(tally="That puts me at 30 final. GG all!"), False,
     ["you wrote final score 30, the rules give 32"]),
    (_QUAD15, "Yusuf", _YUSUF.format(tally="which puts me at 32 final I think. thanks for the game!"), True,
     ["Build: Market staffed by Skilled"]),
    # a running sum with more orders after it, checked
    (_DUO8, "Ramon", "Production: all\nTrade: sell 1 Rare Raw (+4) -> 11 + 4 = 15 Wealth; contract 1 Rare Goods",
     True, ["Trade: sell 1 Rare Raw", "Trade: contract 1 Rare Goods"]),
    (_DUO8, "Ramon", "Production: all\nTrade: sell 1 Rare Raw (+4) -> 11 + 4 = 14 Wealth; contract 1 Rare Goods",
     False, ["the sum comes to 15, not 14"]),
    # talk about another player's turn, with "your"
    (_DUO8, "Ramon", "Selling your basic raw cheap I see, nice\n\nProduction: all\nTrade: none, contract 1 Rare Goods",
     True, ["Trade: contract 1 Rare Goods"]),
    (_DUO8, "Ramon", '[quote="Ilka"]Trade: sell 2 BR (+4)[/quote]\nBuying off your own market again? you\'re '
                     'relentless :D\n\nProduction: all\nTrade: none, contract 1 Rare Goods',
     True, ["Trade: contract 1 Rare Goods"]),
    # an EDIT "VERB X instead (+N)", then why
    (_DUO8, "Ilka", _ILKA.format(edit="Market sells the Rare Goods instead (+6), since food is short"), True,
     ["Production: Market #6: sell 1 Rare Goods"]),
    (_DUO8, "Ilka", _ILKA.format(edit="Market sells the Rare Goods instead (+7), food's tight"), False,
     ["+6 Wealth"]),
    (_DUO8, "Ilka", _ILKA.format(edit="Market sells the Rare Goods instead (+6), and sell 1 Food"), False,
     ["please confirm"]),
    # a one-line turn between commas, the colonist and its building without headings
    (_SIX1, "Marta", "skilled + reserve expert, harvester w skilled, prod all, trade none. net +1 food +1 raw "
                     "-1bg -1mach +1w +1 skilled", False, ["Net: you wrote +1 Food"]),
    (_SIX1, "Marta", "Skilled + reserve an Expert, Harvester with the new Skilled, production all, trade nothing",
     True, ["Colonization: Skilled", "Colonization: reserve Expert", "Build: Harvester staffed by Skilled"]),
    (_SIX1, "Marta", "skilled, farm w skilled, prod all, trade none", True,
     ["Colonization: Skilled", "Build: Farm staffed by Skilled", "Trade: none"]),
    (_SIX1, "Marta", "skilled, harvester w expert, prod all, trade none", False,
     ["no Expert in Temporary Housing"]),
    # "sell X +N": the Wealth, checked
    (_DUO8, "Ramon", "prod: all\ntrade: sell rare raw +5, contract 1 RG", False,
     ["you wrote -1 Rare Raw, +5 Wealth; the rules give -1 Rare Raw, +4 Wealth"]),
    (_DUO8, "Ramon", "prod: all\ntrade: selling the rare raw +4 and contract 1 RG", True,
     ["Trade: sell 1 Rare Raw", "Trade: contract 1 Rare Goods"]),
    (_DUO8, "Ramon", "prod: all\ntrade: sell food +3", False, ["how many?"]),
    # a Survey Station's staff eats
    (_QUAD15, "Hanne", _HANNE.format(station="the Unskilled eats 2 Food -> +1 Rare Raw", tally=""), False,
     ["the rules give -1 Food, +1 Rare Raw"]),
    (_QUAD15, "Hanne", _HANNE.format(station="the Skilled uses 1 Food, +1 Rare Raw", tally=""), True,
     ["Survey: Survey Station #6"]),
    # "= N final" after a tally's sum
    (_QUAD15, "Hanne", _HANNE.format(station="-1 Food +1 Rare Raw",
                                     tally="so 11 bldg + 4 VP - 5 idle + 5 (50 W) = 16 final"), False,
     ["you wrote final score 16, the rules give 15"]),
    (_QUAD15, "Hanne", _HANNE.format(station="-1 Food +1 Rare Raw",
                                     tally="tally: 11 + 4 - 5 + 5 (50 Wealth) = 15 total"), True,
     ["Survey: Survey Station #6"]),
])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)
