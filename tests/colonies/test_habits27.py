"""Habits met in held-out set 27, written again in other voices (issue 19: fix the habit, never
the sentence), with the near-misses that must still be refused or queried. Every post is checked
through the real CLI on a blind-corpus fixture, as tests/posts/blind.py checks the corpora: the
verdict a careful GM gives, and for an accepted post the Read-as lines in the game's canonical
words; for a refused one, the reply naming the right value."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# Dunya: b3 g3 y7 p4 r4, Influence 1 (one free vote); Halvard: Influence 1
V5 = "ho27-vote5-t4"
# Ilse: b2 g2 y2 p5 r2, Influence 1
V4 = "ho27-vote4"
# Alien Visitors passed: Rafa (51 €) takes 4 resources of choice, a commerce action, or 4 €
EFF = "ho27-effect4"
# Rafa's income, turn 1: 6 colonists arrive, Community 1
INC = "ho27-income4"
# Rafa, action 1 of turn 1: b2 g2 y5 p2 r2, 55 €, 6 colonists, every level 1
ACT = "ho27-act4"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a vote's "all my X" counted again later, in its own sentence (H27-CLS-059): "N of them",
    # "all N", "that's N", the colour said again with its count: checked against the X held
    (V5, "Dunya", "choice", "Hiya! Voting no, dumping all my yellow on it. 7 of them, 8 votes total.", "accept",
     ["no, 7 yellow"]),
    (V5, "Dunya", "choice", "NO. all my yellow goes on it - 7 of em. 8 votes.", "accept", ["no, 7 yellow"]),
    (V5, "Dunya", "choice", "voting no with all my yellow. 7 yellow + 1 free = 8", "accept", ["no, 7 yellow"]),
    (V5, "Dunya", "choice", "no. all my yellow on it. that's 7 yellow, 8 votes with the free one", "accept",
     ["no, 7 yellow"]),
    (V5, "Dunya", "choice", "no, all my yellow on it. all 7. 8 votes", "accept", ["no, 7 yellow"]),
    (V5, "Dunya", "choice", "no, all my yellow, that's 7", "accept", ["no, 7 yellow"]),
    (V5, "Dunya", "choice", "yes - every yellow cube i've got goes on it, all seven of em. 8 with the free vote",
     "accept", ["yes, 7 yellow"]),
    (V4, "Ilse", "choice", "Yes! Going all in on purple - 5 of them, so 6 votes.", "accept", ["yes, 5 purple"]),
    (V4, "Ilse", "choice", "Yes please :) putting my purple on it, all 5. Total 6 votes.", "accept",
     ["yes, 5 purple"]),
    (V4, "Ilse", "choice", "yes. every purple I've got (5) => 6 votes", "accept", ["yes, 5 purple"]),
    (V4, "Ilse", "choice", "Voting yes. All purple (5) and both my blue (2). That's 8 with the free vote.", "accept",
     ["yes, 2 blue, 5 purple"]),
    # ... near-misses: a count that is not all of it, a wrong total (the free vote counted)
    (V5, "Dunya", "choice", "no, all my yellow. 7 of them, 7 votes total.", "refuse", []),
    (V5, "Dunya", "choice", "no, all my yellow. 6 of them.", "refuse", []),
    (V5, "Dunya", "choice", "no, all my yellow on it. all 6. 8 votes", "refuse", []),
    (V5, "Dunya", "choice", "no, all my yellow, that's 6 yellow", "refuse", []),
    (V5, "Dunya", "choice", "no, all my yellow, 9 votes total", "refuse", []),
    (V5, "Dunya", "choice", "no, 3 yellow and all my yellow", "refuse", []),
    (V4, "Ilse", "choice", "Yes! Going all in on purple - 4 of them, so 5 votes.", "refuse", []),
    (V4, "Ilse", "choice", "Yes please :) putting my purple on it, all 4. Total 5 votes.", "refuse", []),
    (V4, "Ilse", "choice", "Voting yes. All purple (5) and both my blue (2). That's 7 with the free vote.",
     "refuse", []),
    (V4, "Ilse", "choice", "Voting yes. All purple (4) and both my blue.", "refuse", []),
    (V4, "Ilse", "choice", "all in on yes", "query", []),
    # "all but N": every X held less N (never read as N)
    (V5, "Dunya", "choice", "no, all but 2 of my yellow", "accept", ["no, 5 yellow"]),
    (V5, "Dunya", "choice", "nay - all my yellow except one", "accept", ["no, 6 yellow"]),
    (V4, "Ilse", "choice", "yes, all my purple bar 1, so 5 votes", "accept", ["yes, 4 purple"]),
    (V4, "Ilse", "choice", "yes, all my purple bar 1, so 6 votes", "refuse", []),
    (V5, "Dunya", "choice", "no, all but 7 of my yellow", "refuse", []),
    # the sum of the votes written out: the free vote and the resources, each checked
    (V4, "Ilse", "choice", "I vote YES. I put 3 purple. Total = 4 votes (3 + 1 free).", "accept", ["yes, 3 purple"]),
    (V4, "Ilse", "choice", "Yes, 3 purple. 1+3=4.", "accept", ["yes, 3 purple"]),
    (V4, "Ilse", "choice", "yes 3 purple + 1 red. 1 + 4 = 5 votes", "accept", ["yes, 3 purple, 1 red"]),
    (V4, "Ilse", "choice", "no, 2 red, 3 counting my free one", "accept", ["no, 2 red"]),
    (V4, "Ilse", "choice", "I vote YES. I put 3 purple. Total = 5 votes (4 + 1 free).", "refuse", []),
    (V4, "Ilse", "choice", "Yes, 3 purple. 1+3=5.", "refuse", []),
    (V4, "Ilse", "choice", "Yes, 3 purple. 1+4=5.", "refuse", []),
    (V4, "Ilse", "choice", "no, 2 red, 2 counting my free one", "refuse", []),
    # a figure said before the total ("so 4, 5 votes"): the resources or the total, checked;
    # "N on the card" is the resources placed
    ("ho27-vote5-t4", "Wren", "choice", "yes, 2 green 2 blue, so 4 on the card and 5 votes", "accept",
     ["yes, 2 blue, 2 green"]),
    ("ho27-vote5-t4", "Wren", "choice", "yes, 2 green 2 blue so 4, 5 votes total", "accept", ["yes, 2 blue, 2 green"]),
    ("ho27-vote5-t4", "Wren", "choice", "yes, 2 green 2 blue, so 5 on the card", "refuse", []),
    ("ho27-vote5-t4", "Wren", "choice", "yes, 2 green 2 blue so 3, 5 votes total", "refuse", []),
    ("ho27-vote5-t4", "Wren", "choice", "I vote for yes. I am putting all green I have, it is 7 green. So I have 8 votes.",
     "accept", ["yes, 7 green"]),
    ("ho27-vote5-t4", "Wren", "choice", "I vote for yes. I am putting all green I have, it is 6 green.", "refuse", []),
    # the income's credit declined ("pass on the credit"): none, never one
    (INC, "Rafa", "post", "I'll pass on the credit and keep everyone", "accept", ["community: 0 credits, reject 0"]),
    (INC, "Rafa", "post", "declining the credit, all colonists welcome", "accept", ["community: 0 credits, reject 0"]),
    (INC, "Rafa", "post", "pass on the credit, reject 1 instead", "accept", ["community: 0 credits, reject 1"]),
    (INC, "Rafa", "post", "I'll pass on the credit and keep everyone (7 colonists)", "refuse", []),
    # the event's 4 € with the money then held: checked, never swallowed
    (EFF, "Rafa", "post", "4€ please, so 55 credits now", "accept", ["4 € instead of the effect"]),
    (EFF, "Rafa", "post", "the 4 credits (51 -> 55)", "accept", ["4 € instead of the effect"]),
    (EFF, "Rafa", "post", "I take the 4€ → 55€", "accept", ["4 € instead of the effect"]),
    (EFF, "Rafa", "post", "4€ please, so 54 credits now", "refuse", []),
    (EFF, "Rafa", "post", "4 € (51 -> 54)", "refuse", []),
    (EFF, "Rafa", "post", "4 credits, 59 total", "refuse", []),
    # resources of choice counted ("take 4 resources: ..."), or listed bare when taking them is
    # the only way the event's effect names resources
    (EFF, "Rafa", "post", "I'll take 4 resources: 2 blue 2 red", "accept", ["take 2 blue, 2 red"]),
    (EFF, "Rafa", "post", "take 2 blue + 2 red = 4 resources", "accept", ["take 2 blue, 2 red"]),
    (EFF, "Rafa", "post", "2 blue and 2 red", "accept", ["take 2 blue, 2 red"]),
    (EFF, "Rafa", "post", "1 green, 1 purple, 2 yellow please", "accept", ["take 1 green, 2 yellow, 1 purple"]),
    (EFF, "Rafa", "post", "take 3 resources: 2 blue 2 red", "refuse", []),
    (EFF, "Rafa", "post", "2 blue and 2 red (5 resources)", "refuse", []),
    (EFF, "Rafa", "post", "3 blue 2 red", "refuse", []),
    (EFF, "Rafa", "post", "take 4 resources", "refuse", []),
    # the money then held after a sale, other wordings (already read; kept as a guard)
    (ACT, "Rafa", "post", "sell 1 yellow for 2 €, 57 credits after", "accept", ["sell 1 yellow for 2 €"]),
    (ACT, "Rafa", "post", "sell 1 yellow for 2 €, 58 credits after", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, kind, text, pieces the reply must hold: the right value named)
REFUSED = [
    (V5, "Dunya", "choice", "no, all my yellow. 6 of them.", ["all 7 yellow held, not 6"]),
    (V5, "Dunya", "choice", "no, all my yellow. 7 of them, 7 votes total.", ["has 8 votes"]),
    (V5, "Dunya", "choice", "no, all my yellow, that's 6 yellow", ["all 7 yellow held, not 6"]),
    (V5, "Dunya", "choice", "no, all but 7 of my yellow", ["holds 7 yellow"]),
    (V4, "Ilse", "choice", "Yes, 3 purple. 1+3=5.", ["1 + 3 = 4, not 5"]),
    (V4, "Ilse", "choice", "I vote YES. I put 3 purple. Total = 5 votes (4 + 1 free).", ["places 3 resources, not 4"]),
    (EFF, "Rafa", "post", "4€ please, so 54 credits now", ["you hold 55 €, not 54"]),
    (EFF, "Rafa", "post", "take 3 resources: 2 blue 2 red", ["make 4, not 3"]),
]


@pytest.mark.parametrize("fixture,player,kind,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, kind, text, wants):
    blind.check_refused("colonies", fixture, player, kind, text, wants, tmp_path)
