"""Habits met in held-out 11 and 11b (a tied vote, granted industry and upgrade actions, four
players), each written again in other words (issue 19: fix the habit, never the sentence).
Every post is checked through the real CLI on a blind-corpus fixture, as tests/posts/blind.py
checks the corpora: the verdict a careful GM gives, and for an accepted post the Read-as lines
in the game's canonical words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a reason or a want after the order is talk
    ("ho11-ring5-t1-effects", "Hedda", "post", "1 blue to the market, I'd rather keep my red", "accept", ["market: 1 blue"]),
    ("ho11-ring5-t1-effects", "Hedda", "post", "market: 1 yellow – saving the purple for Military", "accept", ["market: 1 yellow"]),
    # the resource put on the market, said by where it goes; chatter before it
    ("ho11-ring5-t1-effects", "Tobias", "post", "putting 1 blue on the market", "accept", ["market: 1 blue"]),
    ("ho11-ring5-t1-effects", "Tobias", "post", "Sure, 1 yellow to the market", "accept", ["market: 1 yellow"]),
    # production in prose beside the choice
    ("ho11-ring5-t1-income", "Kenji", "post", "I receive 5 blue and take the 1 credit", "accept", ["community: 1 credit, reject 0"]),
    ("ho11-ring5-t1-income", "Kenji", "post", "getting 6 blue, taking the credit", "refuse", []),
    # credits offered on the voting card without a count
    ("ho11b-quad-t1-vote", "Ines", "choice", "no, plus some cash if that counts", "query", []),
    ("ho11b-quad-t1-vote", "Ines", "choice", "no, 2 blue, no credits", "accept", ["vote as: no, 2 blue"]),
    # an EDIT naming another technology under an upgrade
    ("ho11b-quadup-t1-effects", "Teodor", "post", "upgrade Military\nEDIT: actually Influence instead", "accept", ["line 2 → upgrade influence"]),
    # the granted action chosen by name
    ("ho11b-quadup-t1-effects", "Ines", "post", "going with the upgrade: Community (2 green, 2 yellow, 2 colonists)", "accept", ["upgrade community"]),
    # the colonists left after an upgrade
    ("ho11b-quadup-t1-effects", "Teodor", "post", "upgrade Commerce, leaving me 3 colonists", "accept", ["upgrade commerce"]),
    ("ho11b-quadup-t1-effects", "Teodor", "post", "upgrade Commerce (→ 2 colonists left)", "refuse", []),
    # two orders in two sentences on one line
    ("ho11b-quad-t1-effects", "Sayuri", "post", "industry: 1 purple. pass on the second", "accept", ["industry: 1 purple", "pass"]),
    # a sale's breakdown before its sum over several resources
    ("ho11-trio-t10-act2-wren", "Wren", "post", "selling 1 green + 2 yellow: 3+2+2 = 7 €", "accept", ["sell 1 green, 2 yellow"]),
    ("ho11-trio-t10-act2-wren", "Wren", "post", "sell 1 green and 2 yellow, 3+3+1 = 7 €", "refuse", []),
    # one line for the two granted industry actions; the second said as "same"
    ("ho11b-quad-t1-effects", "Ines", "post", "Industry: 1 green + 1 colonist (x2)", "accept", ["industry: 1 green, 1 colonist", "industry: 1 green, 1 colonist"]),
    ("ho11b-quad-t1-effects", "Ines", "post", "Both: 1 green, no colonist", "accept", ["industry: 1 green, 0 colonists", "industry: 1 green, 0 colonists"]),
    ("ho11b-quad-t1-effects", "Sayuri", "post", "Action 1: industry 1 purple 1 col\nAction 2: same", "accept", ["line 1 → industry: 1 purple, 1 colonist", "line 2 → industry: 1 purple, 1 colonist"]),
    # a technology from one level to the next
    ("ho11b-quadup-t1-effects", "Teodor", "post", "Military 1 → 2, costs me 2 yellow, 2 purple and 2 settlers", "accept", ["upgrade military"]),
    ("ho11b-quadup-t1-effects", "Teodor", "post", "Military 2 → 3", "refuse", []),
    # a correction on the line: what follows it stands
    ("ho11b-quadup-t1-effects", "Ines", "post", "4 credits... no wait, upgrade Military", "accept", ["upgrade military"]),
    ("ho11-ring5-t1-act1-tobias", "Tobias", "post", "sell 1 blue, scratch that, industry 1 red + 1 colonist", "accept", ["industry: 1 red, 1 colonist"]),
    # the one neutral planet named as such (four players); two neutral planets are asked
    ("ho11b-quad-t1-act1-ines", "Ines", "post", "+1 both ways with the neutral planet", "accept", ["negotiate: +1 both ways with blue"]),
    ("ho11-trio-t10-act2-wren", "Wren", "post", "+1 both ways with the neutral planet", "query", []),
    # money in slang is a figure, checked
    ("ho11b-quad-t1-act1-ines", "Ines", "post", "Selling a green. 2 bucks.", "accept", ["sell 1 green"]),
    ("ho11b-quad-t1-act1-ines", "Ines", "post", "sell 1 green for 3 bucks", "refuse", []),
    # rejections said as turning colonists away, whatever the words between
    ("ho11b-quad-t1-income", "Ines", "post", "turning the newcomer away", "accept", ["community: 0 credits, reject 1"]),
    ("ho11b-quad-t1-income", "Teodor", "post", "send the settler back, no cash", "accept", ["community: 0 credits, reject 1"]),
    # an EDIT inside the line of a private message replaces what is before it
    ("ho11b-quad-t1-vote", "Ines", "choice", "yes, 2 green. EDIT: make it 3 green", "accept", ["vote as: yes, 3 green"]),
    ("ho11b-quad-t1-deck", "Ines", "choice", "Immigration. EDIT: Social Integration", "accept", ["hand 5: Social Integration (#19)"]),
    # the tied count, however it is written, is checked
    ("ho11b-quad-t1-tie", "Ines", "post", "no, 4 against 4", "accept", ["tie: no"]),
    ("ho11b-quad-t1-tie", "Ines", "post", "yes (4 vs 3)", "refuse", []),
    ("ho11b-quad-t1-tie", "Ines", "post", "yes, 5 each", "refuse", []),
    # what an upgrade leaves in stock is checked, not read as what is held now
    ("ho11b-quadup-t1-effects", "Teodor", "post", "upgrade Military, I'll have 0 yellow left", "accept", ["upgrade military"]),
    ("ho11b-quadup-t1-effects", "Teodor", "post", "upgrade Commerce, leaving me 2 red", "refuse", []),
    # the tie, in prose
    ("ho11b-quad-t1-tie", "Ines", "post", "Tiebreaker: I choose no.", "accept", ["tie: no"]),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)
