"""Habits met in held-out set 37, written again in other voices (issue 19: fix the habit, never
the sentence), with the near-misses that must still be refused or queried. Every post is checked
through the real CLI on a blind-corpus fixture, as tests/posts/blind.py checks the corpora: the
verdict a careful GM gives, and for an accepted post the Read-as lines in the game's canonical
words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# turn 1 effects, yes: an industry or community action, or 4 €; asked of Marisol (blue) and
# Ingrid (purple): every level 1, 5 of their own colour, 1 colonist each
EFF4 = "ho37-effect4-t1"
# Marisol's action 1 of 3, turn 5: Industry 2, Commerce 3; blue 6, 7 colonists
ACT4 = "ho37-act4-t5"
# turn 1 effects, Alien Visitors yes: a commerce action, 4 resources or 4 €; Yusuf blue,
# Beatrix green, Oleg purple
EFF3 = "ho37-effect3-t1"
# turn 7 effects: Ravi (fewest votes) loses 2 resources; he holds b1 g9 y2 p2 r0
EFF5 = "ho37-effect5-t7"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # an arrow after the action's word gives what it yields, never a level (H37-CLS-012)
    (EFF4, "Ingrid", "post", "Production peak -> 1 purple + 1 colonist pls", "accept",
     ["industry: 1 purple, 1 colonist"]),
    (EFF4, "Marisol", "post", "Going industrial: Industry => 1 blue & 1 colonist (so 6 blue, 2 colonists)", "accept",
     ["industry: 1 blue, 1 colonist"]),
    (ACT4, "Marisol", "post", "Industry → 2 blue, 2 colonists", "accept", ["industry: 2 blue, 2 colonists"]),
    (EFF4, "Ingrid", "post", "industry → 1 purple, 1 colonist (→ 7 purple, 2 colonists)", "refuse", []),
    (EFF4, "Ingrid", "post", "industry → 2 purple, 1 colonist", "refuse", []),
    (ACT4, "Marisol", "post", "Industry → 3", "refuse", []),
    # "1 of each other colour": every colour but the poster's own (H37-CLS-031)
    (EFF3, "Beatrix", "post", "take one of every other resource, thx", "accept",
     ["take 1 blue, 1 yellow, 1 purple, 1 red"]),
    (EFF3, "Yusuf", "post", "4 resources - 1 of each colour except mine :)", "accept",
     ["take 1 green, 1 yellow, 1 purple, 1 red"]),
    (EFF3, "Oleg", "post", "Resources please, one each of the other colours", "accept",
     ["take 1 blue, 1 green, 1 yellow, 1 red"]),
    (EFF3, "Beatrix", "post", "2 of each other colour!", "refuse", []),
    (EFF3, "Beatrix", "post", "4 resources: 1 of each other colour, or maybe the 4 € instead", "query", []),
    # an interjection said twice before an order said of what leaves (H37-CLS-060)
    (EFF5, "Ravi", "post", "ok ok, my 2 yellow go", "accept", ["lose 2 yellow"]),
    (EFF5, "Ravi", "post", "Sigh sigh... 2 green go, I have plenty", "accept", ["lose 2 green"]),
    (EFF5, "Ravi", "post", "ugh ugh! 1 blue and 1 purple go", "accept", ["lose 1 blue, 1 purple"]),
    (EFF5, "Ravi", "post", "yeah yeah. my 2 red go", "refuse", []),
    (EFF5, "Ravi", "post", "yeah yeah. my 3 yellow go", "refuse", []),
    # what a loss leaves, said with "leaves me" / "leaving": checked (H37-CLS-062)
    (EFF5, "Ravi", "post", "lose 2 green, leaving me with 7", "accept", ["lose 2 green"]),
    (EFF5, "Ravi", "post", "1 blue + 1 green gone (leaves me 8 green)", "accept", ["lose 1 blue, 1 green"]),
    (EFF5, "Ravi", "post", "fine, dropping 2 green which leaves me 8 green", "refuse", []),
    (EFF5, "Ravi", "post", "losing 2 green, leaves me 12 resources", "accept", ["lose 2 green"]),
    (EFF5, "Ravi", "post", "lose 1 blue 1 green (leaving me with 12 in total)", "accept", ["lose 1 blue, 1 green"]),
    (EFF5, "Ravi", "post", "losing 2 green, leaves me 13 resources", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


def test_arrow_yield_checked(tmp_path):
    """The stock after an industry written with arrows is checked and the right value named."""
    blind.check_refused("colonies", EFF4, "Ingrid", "post",
                        "industry → 1 purple, 1 colonist (→ 7 purple, 2 colonists)\n", ["6 purple"], tmp_path)


def test_each_other_counted(tmp_path):
    """Too many resources said as "N of each other colour" names the event's count."""
    blind.check_refused("colonies", EFF3, "Beatrix", "post", "2 of each other colour!\n", ["not 8"], tmp_path)


def test_what_a_loss_leaves_checked(tmp_path):
    """"leaves me 8 green" after losing 2 of 9 green names the right stock, 7."""
    blind.check_refused("colonies", EFF5, "Ravi", "post", "ugh, lose 2 green (leaves me 8 green)\n",
                        ["7 green left, not 8"], tmp_path)
