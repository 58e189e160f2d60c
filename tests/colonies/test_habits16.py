"""Habits met in held-out 16, each written again in other words (issue 19: fix the habit, never
the sentence). Every post is checked through the real CLI on a blind-corpus fixture, as
tests/posts/blind.py checks the corpora: the verdict a careful GM gives, and for an accepted post
the Read-as lines in the game's canonical words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a count of the tied vote written in a remark is checked against the reveal (5 to 5)
    ("ho16-vesta4-t5-tie", "Dobromir", "post", "tie: yes (was 4-6 until Yuki flipped)", "refuse", []),
    ("ho16-vesta4-t5-tie", "Dobromir", "post", "No. 6 to 4 would have been nicer", "refuse", []),
    ("ho16-vesta4-t5-tie", "Dobromir", "post", "tie: yes - 5 vs 5, my call then", "accept", ["tie: yes"]),
    ("ho16-vesta4-t5-tie", "Dobromir", "post", "no (5-5, ugh)", "accept", ["tie: no"]),
    # the stock before and after written beside a loss of colonists is checked (5 held)
    ("ho16-vesta4-t5-deport", "Quill", "post", "3 colonists go (5 -> 3)", "refuse", []),
    ("ho16-vesta4-t5-deport", "Yuki", "post", "lose 3 colonists: 5 → 1", "refuse", []),
    ("ho16-vesta4-t5-deport", "Quill", "post", "lose 3 colonists (5→2)", "accept", ["lose 3 colonists"]),
    # an order line that breaks off mid-clause (a post cut short) is asked, never half-read
    ("ho16-vesta4-t4-action", "Baptiste", "post", "hunt pirates: 2 from Quill's blue route and 1 from", "query", []),
    ("ho16-vesta4-t4-action", "Baptiste", "post", "sell 1 red for 2 € and 1 yellow to the", "query", []),
    ("ho16-vesta4-t4-action", "Baptiste", "post", "hunt 2 from Dobromir's yellow route, 1 from my", "query", []),
    # the payment of a hunt told player by player after its total, without a money sign
    ("ho16-vesta4-t4-action", "Baptiste", "post", "hunt: 2 off Quill's blue route, 1 off Yuki's red route = 3 € (1 from Quill, 2 from Yuki)", "refuse", []),
    ("ho16-vesta4-t4-action", "Baptiste", "post", "hunting 2 from Quill's blue route -> 2€ (2 from Quill)", "accept", ["hunt pirates: 2 from Quill's blue route (2 € from Quill)"]),
    ("ho16-vesta4-t4-action", "Baptiste", "post", "hunt 1 off Yuki's red route, 1 off Quill's blue route → 2 € (1 from Yuki, 1 from Quill)", "accept", ["hunt pirates: 1 from Yuki's red route, 1 from Quill's blue route"]),
    # an exclamation after the order names a game word without a figure: talk
    ("ho16-vesta4-t5-deport", "Quill", "post", "lose 3 yellow. phew, so much yellow lol", "accept", ["lose 3 yellow"]),
    ("ho16-vesta4-t5-deport", "Quill", "post", "3 colonists go. ugh, my poor colonists", "accept", ["lose 3 colonists"]),
    ("ho16-vesta4-t4-action", "Baptiste", "post", "sell 1 red (2€). thank goodness red still sells haha", "accept", ["sell 1 red for 2 €"]),
    # a correction on the line, then why the first cannot be, then the order that stands
    ("ho16-kepler5-t1-income", "Hallie", "post", "1 credit and reject 1... wait no, can't have both at level 1. just the credit then", "accept", ["community: 1 credit, reject 0"]),
    ("ho16-kepler5-t1-income", "Hallie", "post", "take 1 credit + send 1 colonist back, scratch that, not allowed at lvl 1. 1 credit only", "accept", ["community: 1 credit, reject 0"]),
    ("ho16-kepler5-t1-income", "Hallie", "post", "1 credit, reject 1. no wait, can't do both. hmm", "query", []),
    # an EDIT taking the effect replaces the 4 € above it, and the reverse
    ("ho16-kepler5-t1-effect", "Marisol", "post", "4 €\nEDIT: changed my mind, upgrade Influence", "accept", ["upgrade influence to level 2"]),
    ("ho16-kepler5-t1-effect", "Marisol", "post", "upgrade Influence to 2\n\nedit: nah, just the 4 credits", "accept", ["4 €"]),
    # a technology "(up) to" a level, with no verb of upgrading, is an upgrade
    ("ho16-kepler5-t1-effect", "Marisol", "post", "Meh, 4 € is dull. Community up to 2 please! (leaves me 4 colonists)", "accept", ["upgrade community to level 2"]),
    ("ho16-kepler5-t1-effect", "Marisol", "post", "bump Influence to lvl 2", "accept", ["upgrade influence to level 2"]),
    ("ho16-kepler5-t1-effect", "Marisol", "post", "Community up to 2 (leaves me 5 colonists)", "refuse", []),
    # an upgrade's cost, then after an arrow what is left of the colonists and of a colour: checked
    ("ho16-kepler5-t1-effect", "Marisol", "post", "upgrade Influence to 2 (2 red, 2 blue, 2 colonists -> 4 colonists and 1 red remaining)", "accept", ["upgrade influence to level 2"]),
    ("ho16-kepler5-t1-effect", "Marisol", "post", "upgrade Influence to 2 (2 red, 2 blue, 2 colonists → 4 colonists, 2 red left)", "refuse", []),
    # what the money will be worth in points, said after the payment, is a remark
    ("ho16-vesta4-t10-last", "Quill", "post", "hunt 3 off Baptiste's purple route → 3€ from Baptiste = 3 VP for me", "accept", ["hunt pirates: 3 from Baptiste's purple route (3 € from Baptiste)"]),
    ("ho16-vesta4-t10-last", "Quill", "post", "Hunting 2 from Baptiste's purple route (2 € from Baptiste), that's 2 points in the bag", "accept", ["hunt pirates: 2 from Baptiste's purple route"]),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)
