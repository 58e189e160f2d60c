"""Habits met in held-out set 26, and new variants of those of sets 24-26, written again in
other voices (issue 19: fix the habit, never the sentence), with the near-misses that must still
be refused or queried. Every post is checked through the real CLI on a blind-corpus fixture, as
tests/posts/blind.py checks the corpora: the verdict a careful GM gives, and for an accepted post
the Read-as lines in the game's canonical words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# council vote on Uprising, every Influence 1; Ludmila B2 G2 Y2 P5 R2, Kasimir R5, Wren G5, Fenna Y5
VOTE = "ho26-c4-vote1"
# the vote tied 4-4; Ludmila (first player) decides; yes is Appease, no is Ignore
TIE = "ho26-c4-tie1"
# hands: Wren 8,23,1,9,14; Kasimir 25,17,2,11,7; Ludmila 5,12,20,22,18; Fenna 15,16,4,21,10
DECK = "ho26-c4-deck1"
# 1 colonist arrives, Community 1; production 4 export + 1 industry = 5
INC = "ho26-c4-income1"
# Ludmila: a community action or 4 €; no pirates anywhere
EFF = "ho26-c4-effect1"
# Ludmila's action 1: every level 1, 1 colonist, B2 G2 Y2 P2 R2; markets sell at 2 €
ACT = "ho26-c4-action1"
# Hale's action 3: B3 G3 Y6 P4 R3, 7 colonists; his routes: blue 2, green 3, purple 1, red 1; markets sell 1 €
HALE = "ho26-c5-t3-act"
# Teodor's last action: Influence 4, B9 G2 Y3 P0 R2, 9 colonists; red market 1 € then 2 €
TEO = "ho26-c3-t10-act"
# Marisol's action, the game's last: B1 G4 Y7 P3 R1; purple sells 3 €, yellow 2 €
LAST = "ho26-c3-t10-last"
END = "ho26-c3-end"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # the Influence level the free vote comes from, said as a figure (H26-CLS-008): checked
    (VOTE, "Ludmila", "choice", "no, 2 purple + my influence (lvl 1) = 3 votes", "accept", ["no, 2 purple"]),
    (VOTE, "Kasimir", "choice", "Aye with 3 red. Influence 1 gives me 1 free, so 4 in all", "accept", ["yes, 3 red"]),
    (VOTE, "Wren", "choice", "nay - 2 green, plus level 1 influence -> 3 votes", "accept", ["no, 2 green"]),
    (VOTE, "Ludmila", "choice", "YES, 3 purple -> 5 votes (1 free from Influence 2)", "refuse", []),
    (VOTE, "Fenna", "choice", "no w/ 1 yellow, influence 1 counts too, 3 votes", "refuse", []),
    (VOTE, "Kasimir", "choice", "yes, influence + 2 red = 3", "accept", ["yes, 2 red"]),
    # the outcome said after a tie's decision (H26-CLS-026): "Uprising passes" is yes
    (TIE, "Ludmila", "post", "4-4. Tiebreak goes to yes, Uprising passes!", "accept", ["tie: yes"]),
    (TIE, "Ludmila", "post", "I say no, so the motion fails. Sorry Wren", "accept", ["tie: no"]),
    (TIE, "Ludmila", "post", "my call as first player: YES - it goes through", "accept", ["tie: yes"]),
    (TIE, "Ludmila", "post", "no, it passes", "refuse", []),
    (TIE, "Ludmila", "post", "yes. uprising fails lol", "refuse", []),
    (TIE, "Wren", "post", "Uprising passes, yes", "refuse", []),
    (TIE, "Ludmila", "post", "It's 4-3, so as first player I break it: yes, Uprising passes", "refuse", []),
    # the count of an "all my X" followed by the votes it makes (found writing variants)
    (VOTE, "Kasimir", "choice", "yes, every red I have (5) = 6 votes", "accept", ["yes, 5 red"]),
    (VOTE, "Kasimir", "choice", "yes, all my red (5) -> 6 votes", "accept", ["yes, 5 red"]),
    (VOTE, "Kasimir", "choice", "yes, all my red (5) = 7 votes", "refuse", []),
    (VOTE, "Kasimir", "choice", "yes, all my red (4) = 5 votes", "refuse", []),
    # a sum written before "=" is checked: a bare total of prices is the price; a sum of
    # figures that does not add up, or a total nothing reads, is never accepted with a warning
    (LAST, "Marisol", "post", "sell 1 purple 2 yellow (3+2+2=8)", "refuse", []),
    (LAST, "Marisol", "post", "selling 2 yellow and 1 purple, 2+2+3=7", "accept", ["sell 2 yellow, 1 purple for 7 €"]),
    (TEO, "Teodor", "post", "sell 2 blue: 2+2 = 5", "refuse", []),
    (TEO, "Teodor", "post", "upgrade Influence to 5, buying 3 red (1+2+2=5)", "accept",
     ["upgrade influence to level 5", "buying 3 red for 5 €"]),
    (TEO, "Teodor", "post", "upgrade Influence to 5, buying 3 red (2+2+2=6)", "refuse", []),
    (TEO, "Teodor", "post", "upgrade Influence to 5, buying 3 red (1+2+2=6)", "refuse", []),
    (TEO, "Teodor", "post", "hunt 2 from Marisol's blue route (2+2=4)", "refuse", []),
    (HALE, "Hale", "post", "upgrade Military (2 yellow + 2 purple + 2 colonists = 6 total)", "accept",
     ["upgrade military to level 2"]),
    (HALE, "Hale", "post", "upgrade Military (2 yellow + 2 purple + 2 colonists = 7 total)", "refuse", []),
    (HALE, "Hale", "post", "upgrade Military (3 yellow + 3 purple + 3 colonists = 9 total)", "refuse", []),
    # an alternative offered after the order ("? or Brigid's") is never chatter skipped
    (HALE, "Hale", "post", "hunt 1 from Dorota's yellow route? or Brigid's", "query", []),
    (HALE, "Hale", "post", "hunt 1 from Dorota's yellow route. Or Brigid's, whichever", "query", []),
    (ACT, "Ludmila", "post", "sell 1 purple. or 1 blue", "query", []),
    # "nothing to rescue", "nothing to hunt anyway": the reason for the option taken, talk when
    # an order stays on the line (found writing variants)
    (EFF, "Ludmila", "post", "nothing to rescue, so the 4 euros please", "accept", ["4 €"]),
    (EFF, "Ludmila", "post", "Nothing worth doing with a community action, 4€ please", "accept", ["4 €"]),
    (EFF, "Ludmila", "post", "4 € - nothing to hunt anyway", "accept", ["4 €"]),
    (ACT, "Ludmila", "post", "nothing to upgrade yet, so sell 1 purple (2€)", "accept", ["sell 1 purple for 2 €"]),
    (ACT, "Ludmila", "post", "nothing to upgrade yet, so sell 1 purple (3€)", "refuse", []),
    (ACT, "Ludmila", "post", "nothing to sell, 2 purple", "refuse", []),
    # sets 24-26's other habits, other voices and near-misses
    (HALE, "Hale", "post", "hunting 1 pirate off Ines's yellow route, 1€ from Ines", "accept",
     ["hunt pirates: 1 from Ines's yellow route"]),
    (HALE, "Hale", "post", "hunt 1 from Ines's yellow route (2€)", "refuse", []),
    (HALE, "Hale", "post", "Refuge - 1 from Dorota's yellow route, keeping him (+1 yellow)", "accept",
     ["refuge: 1 from Dorota's yellow route"]),
    (HALE, "Hale", "post", "refuge: 1 from Dorota's yellow route, keep 1 (+1 green)", "refuse", []),
    (HALE, "Hale", "post", "refuge 1 off Yusuf's yellow route and he stays (+1 yellow)", "accept",
     ["refuge: 1 from Yusuf's yellow route"]),
    (HALE, "Hale", "post", "selling a single yellow for 1€", "accept", ["sell 1 yellow for 1 €"]),
    (HALE, "Hale", "post", "sell 2 yellow (1€ each, 2€)", "refuse", []),
    (HALE, "Hale", "post", "upgrade military 1→2: 2 yellow 2 purple 2 colonists, 5 colonists left", "accept",
     ["upgrade military to level 2"]),
    (HALE, "Hale", "post", "upgrade military 1→2: 2 yellow 2 purple 2 colonists, 6 colonists left", "refuse", []),
    (HALE, "Hale", "post", "hunt 1 from my green route, no money changes hands", "accept",
     ["hunt pirates: 1 from my green route"]),
    (HALE, "Hale", "post", "hunt 1 from my green route (+1€)", "refuse", []),
    (TEO, "Teodor", "post", "Last action of the game: hunt 2 pirates from Marisol's blue route → +2€", "accept",
     ["hunt pirates: 2 from Marisol's blue route"]),
    (TEO, "Teodor", "post", "hunt 3 from Marisol's blue route (3€ from Marisol)", "refuse", []),
    (TEO, "Teodor", "post", "refuge: all 3 from Marisol's blue route, keep none (+3 blue)", "accept",
     ["refuge: 3 from Marisol's blue route"]),
    (TEO, "Teodor", "post", "refuge: 3 from Marisol's blue route, keep 0 (+2 blue)", "refuse", []),
    (TEO, "Teodor", "post", "upgrading Industry to lvl 5, buying the green I'm short", "accept",
     ["upgrade industry to level 5", "buying 3 green for 6 €"]),
    (TEO, "Teodor", "post", "sell 2 blue or upgrade Influence, not sure", "query", []),
    (LAST, "Marisol", "post", "sell 2 yellow\nEDIT: no, hunt 1 from Teodor's red route instead (1€ from Teodor)",
     "accept", ["hunt pirates: 1 from Teodor's red route"]),
    (END, "Oskar", "post", "sorry I'm late, hunt 1 from my yellow route", "refuse", []),
    (INC, "Kasimir", "post", "Grabbed the credit. 5 red come in, so I'm at 5 red", "accept",
     ["community: 1 credit, reject 0"]),
    (INC, "Kasimir", "post", "Grabbed the credit. 5 red come in, so I'm at 6 red", "refuse", []),
    (INC, "Ludmila", "post", "1 credit. production 4+1=6 purple", "refuse", []),
    (INC, "Wren", "post", "1 credit + turn the colonist away", "refuse", []),
    (INC, "Fenna", "post", "keep the colonist, no credit", "accept", ["community: 0 credits, reject 0"]),
    (INC, "Kasimir", "post", "credit or reject... hmm, credit I guess? or reject", "query", []),
    (EFF, "Ludmila", "post", "4 credits please", "accept", ["4 €"]),
    (EFF, "Ludmila", "post", "I'll have the 4€, and a community action too", "refuse", []),
    (ACT, "Ludmila", "post", "[b]Action 1[/b]: industry - 1 purple, 1 colonist\n[i]Ludmila of Bellona[/i]", "accept",
     ["industry: 1 purple, 1 colonist"]),
    (ACT, "Ludmila", "post", "negotiate +1 both ways with Fenna and sell 1 blue", "refuse", []),
    (DECK, "Ludmila", "choice", "Resource Shortage, no wait, Organized Crime", "accept", ["Organized Crime"]),
    (DECK, "Wren", "choice", "the trade one", "query", []),
    (DECK, "Fenna", "choice", "Immigration", "query", []),
    (VOTE, "Wren", "choice", "no: 2 green -> 3 votes w/ the free one", "accept", ["no, 2 green"]),
    (VOTE, "Fenna", "choice", "NO with all 5 yellow = 7 votes", "refuse", []),
    (TIE, "Ludmila", "post", "tie's mine to break: Ignore.", "accept", ["tie: no"]),
    (TIE, "Kasimir", "post", "tie: yes", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, text, pieces the reply must hold)
REFUSED = [
    (TIE, "Ludmila", "yes. uprising fails lol", ["yes means the proposal passes"]),
    (LAST, "Marisol", "sell 1 purple 2 yellow (3+2+2=8)", ["sell for 7 €", "not 8 €"]),
    (HALE, "Hale", "upgrade Military (2 yellow + 2 purple + 2 colonists = 7 total)", ["2 + 2 + 2 is 6, not 7"]),
    (TEO, "Teodor", "upgrade Influence to 5, buying 3 red (2+2+2=6)", ["costs 5 €, not 6 €"]),
]


@pytest.mark.parametrize("fixture,player,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, text, wants):
    blind.check_habit("colonies", blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml", player, text,
                      False, wants, tmp_path)
