"""Habits met in held-out 17, each written again in other words (issue 19: fix the habit, never
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
    # the technology points before and after, named first ("Tech 7 → 10"): checked (Kees has 7)
    ("ho17-col4-effects-t5", "Kees", "post", "Upgrade Commerce to lvl 2. Tech 7 → 9", "accept",
     ["upgrade commerce to level 2 (+2 VP)"]),
    ("ho17-col4-effects-t5", "Kees", "post", "upgrade Commerce (2 purple 2 red 2 colonists), VP: 7 -> 10", "refuse", []),
    ("ho17-col4-effects-t5", "Kees", "post", "upgrade Commerce to 2, tech points 7 to 8", "refuse", []),
    ("ho17-col4-effects-t5", "Kees", "post", "upgrade Commerce to 2 - score 7 → 9 :)", "accept",
     ["upgrade commerce to level 2 (+2 VP)"]),
    # a grudging thought (a sigh, how things stand), a word of giving in, then the order that stands
    ("ho17-col5-effects-t1", "Jolene", "post", "ugh, green is useless right now. fine, 4 € then", "accept",
     ["4 € instead of the effect"]),
    ("ho17-col5-effects-t1", "Jolene", "post",
     "hmm 1 green and 1 colonist isn't much... oh well, industry: 1 green, 1 colonist", "accept",
     ["industry: 1 green, 1 colonist"]),
    ("ho17-col5-effects-t1", "Jolene", "post", "meh, 4 credits is boring. alright then, industry 1 green 1 colonist",
     "accept", ["industry: 1 green, 1 colonist"]),
    ("ho17-col5-effects-t1", "Jolene", "post", "meh, not worth much... ok fine, 4 credits and the industry action",
     "refuse", []),
    # "all my X (count)" then a remark after it: the count is checked, the remark is talk
    ("ho17-col4-vote-t6", "Kees", "choice", "yes - all my purple (10)! lets gooo", "accept", ["vote as: yes, 10 purple"]),
    ("ho17-col4-vote-t6", "Kees", "choice", "Yes, all my purple (9). want that seat", "refuse", []),
    ("ho17-col4-vote-t6", "Kees", "choice", "all my purple on YES (10), sorry Dolores", "accept",
     ["vote as: yes, 10 purple"]),
    # an amount without a number on the voting card ("some", "a few", "a bunch of"): asked
    ("ho17-col4-vote-t6", "Priya", "choice", "no, a few of my blue", "query", []),
    ("ho17-col4-vote-t6", "Priya", "choice", "YES with a bunch of blue", "query", []),
    # "res" for resources, counted with the votes they make: both checked (Influence 1 + 4 = 5)
    ("ho17-col5-vote-t1", "Jolene", "choice", "no, 1 of each other colour = 4 res, 5 votes", "accept",
     ["vote as: no, 1 blue, 1 yellow, 1 purple, 1 red"]),
    ("ho17-col5-vote-t1", "Jolene", "choice", "no + 1 of each other colour (3 res)", "refuse", []),
    # "6 purple in": a count, what it counts and a particle, never a line cut short (Rin makes 5)
    ("ho17-col5-income-t1", "Rin", "post", "reject 1, 5 purple in", "accept", ["community: 0 credits, reject 1"]),
    ("ho17-col5-income-t1", "Rin", "post", "take the credit. 4 purple in", "refuse", []),
    ("ho17-col5-income-t1", "Rin", "post", "1 credit please, 5 purple coming in", "accept", ["community: 1 credit, reject 0"]),
    # a figure of the score left unread (an arrow, "VP"): asked, never accepted unchecked
    ("ho17-col4-effects-t5", "Kees", "post", "upgrade Commerce to 2. 7 -> 10 now!", "query", []),
    ("ho17-col4-effects-t5", "Kees", "post", "upgrade Commerce to 2, putting me on 10 VP overall-ish", "query", []),
    # held-out 16's "Community up to 2" widened: an upgrade said without its verb
    ("ho17-col4-effects-t5", "Kees", "post", "Commerce lvl 2 pls", "accept", ["upgrade commerce to level 2 (+2 VP)"]),
    ("ho17-col4-effects-t5", "Kees", "post", "level up Commerce", "accept", ["upgrade commerce to level 2 (+2 VP)"]),
    ("ho17-col4-effects-t5", "Kees", "post", "Commerce goes up a level", "accept", ["upgrade commerce to level 2 (+2 VP)"]),
    ("ho17-col4-effects-t5", "Kees", "post", "my Influence +1 level (3 red 3 blue 3 colonists)", "accept",
     ["upgrade influence to level 3 (+3 VP): 3 red, 3 blue, 3 colonists"]),
    ("ho17-col4-effects-t5", "Kees", "post", "Commerce lv 3!", "refuse", []),
    # the player's own level cited before the order it allows: a reason, checked, never an upgrade
    ("ho17-col4-action-t4", "Priya", "post", "Military lvl 2, so hunt 2 from Olu's blue route", "accept",
     ["hunt pirates: 2 from Olu's blue route (2 € from Olu)"]),
    ("ho17-col4-action-t4", "Priya", "post", "with my Commerce at 1: sell 1 red", "accept", ["sell 1 red for 2 €"]),
    ("ho17-col4-action-t4", "Priya", "post", "Military lvl 3, so hunt 2 from Olu's blue route", "refuse", []),
    # a judgement in brackets after the order names the other choice: talk, not a second order
    ("ho17-col5-effects-t1", "Jolene", "post", "4€. (the industry action isn't worth it for me)", "accept",
     ["4 € instead of the effect"]),
    ("ho17-col5-effects-t1", "Jolene", "post", "4 € (industry is useless to me rn)", "accept", ["4 € instead of the effect"]),
    ("ho17-col5-effects-t1", "Jolene", "post", "4 € (industry is useless) and industry 1 green", "refuse", []),
    # the effect skipped for "the money" without its figure: the 4 € instead of the effect
    ("ho17-col5-effects-t1", "Jolene", "post", "skip the action, give me the money", "accept", ["4 € instead of the effect"]),
    ("ho17-col5-effects-t1", "Jolene", "post", "skip industry - just the cash", "accept", ["4 € instead of the effect"]),
    ("ho17-col5-effects-t1", "Jolene", "post", "skip the action, give me 1 green", "query", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)
