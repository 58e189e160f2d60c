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
# Marisol's action, the game's last
LAST = "ho26-c3-t10-last"

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
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, text, pieces the reply must hold)
REFUSED = [
    (TIE, "Ludmila", "yes. uprising fails lol", ["yes means the proposal passes"]),
]


@pytest.mark.parametrize("fixture,player,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, text, wants):
    blind.check_habit("colonies", blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml", player, text,
                      False, wants, tmp_path)
