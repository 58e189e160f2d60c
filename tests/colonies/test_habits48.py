"""Habits met in held-out set 48, written again in other voices (issue 19: fix the habit, never
the sentence), with the near-misses that must still be refused or queried. Every post is checked
through the real CLI on a blind-corpus fixture, as tests/posts/blind.py checks the corpora."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# income, turn 5 (4 players): Kwabena is red, Community 1, holds 6 red and produces 8 (7 export +
# 1 Industry); Ingeborg's Community is 4
INC = "ho48-inc4-t5"
# event effects, turn 5: Accept refugees (NO) carried, Ingeborg had the fewest votes and received
# 3 colonists; every player loses 2 resources (Ingeborg holds 4 blue, 3 red; Kwabena 13 red)
EFF = "ho48-eff4-t5"
# event deck, turn 5: Kwabena's hand is Alien Technology #1, Interstellar Trade #14, Diplomatic
# Negotiations #8, Resource Shortage #20
DECK = "ho48-deck4-t5"
# event effects, turn 8: Scientific Research, Tadeusz gets a free upgrade of a lowest technology
# (Community or Commerce, both level 2: +3 VP, 2 → 5)
EFF3 = "ho48-eff3-t8"
# action 3 of 3, turn 10: Ingeborg upgrades Community 5 → 6, +12 VP, her technology points 28 → 40
LAST = "ho48-last4-t10"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a stock written after the income with a word that marks it held (H48-CLS-040: "14 red
    # after"): "after (the income)", "in stock", "afterwards", read as the stock and checked
    (INC, "Kwabena", "post", "1 credit. 14 red after the income", "accept",
     ["production: \u2192 14 red", "community: 1 credit, reject 0"]),
    (INC, "Kwabena", "post", "take the credit\n14 red in stock", "accept", ["production: \u2192 14 red"]),
    (INC, "Kwabena", "post", "1 credit please, 14 red afterwards", "accept", ["community: 1 credit"]),
    # near-misses: the stock wrong, a stock without its marking word (the production, wrong)
    (INC, "Kwabena", "post", "1 credit. 15 red after", "refuse", []),
    (INC, "Kwabena", "post", "1 credit. 14 red", "refuse", []),
    # the reason after an income choice: the player needs colonists (H48-CLS-041: ", I need a few
    # colonists for Military"), with no figure in it
    (INC, "Ingeborg", "post", "2 credits, reject 2 - want the settlers for Industry", "accept",
     ["community: 2 credits, reject 2"]),
    (INC, "Ingeborg", "post", "reject 2 and take 2 credits because I need more colonists", "accept",
     ["community: 2 credits, reject 2"]),
    (INC, "Ingeborg", "post", "2 cr + reject 2, could use some people for the Military upgrade", "accept",
     ["community: 2 credits, reject 2"]),
    # near-misses: a figure in the need (a count of colonists, a level)
    (INC, "Ingeborg", "post", "2 credits + reject 2, I need 3 colonists for Military", "query", []),
    (INC, "Ingeborg", "post", "2 credits + reject 2, I need colonists for Military 4", "query", []),
    # a consolation after the effect's order (H48-CLS-045: ":( at least the 3 refugees are nice
    # lol"): talk; a figure in it only as the colonists the event gave, checked
    (EFF, "Ingeborg", "post", "lose 2 blue :( at least I got 3 colonists out of it", "accept",
     ["lose 2 blue"]),
    (EFF, "Ingeborg", "post", "lose 1 blue, 1 red. On the bright side, the 3 settlers are welcome haha",
     "accept", ["lose 1 blue, 1 red"]),
    (EFF, "Ingeborg", "post", "lose 2 red, at least the newcomers look friendly :)", "accept", ["lose 2 red"]),
    # near-misses: the wrong count of colonists, another figure in the consolation
    (EFF, "Ingeborg", "post", "lose 1 blue, 1 red :( at least the 4 refugees are nice lol", "refuse", []),
    (EFF, "Kwabena", "post", "lose 2 red, at least the 3 refugees are nice", "refuse", []),
    (EFF, "Ingeborg", "post", "lose 1 blue, 1 red :( at least I keep 2 green", "query", []),
    # an ordinal naming a part of the game, not a place in the hand (H48-CLS-050: "for the second
    # half of the game I'll slip in Diplomatic Negotiations")
    (DECK, "Kwabena", "choice", "for the last stretch I'm putting in Resource Shortage", "accept",
     ["Resource Shortage"]),
    (DECK, "Kwabena", "choice", "second half of the game: Alien Technology goes in", "accept",
     ["Alien Technology"]),
    (DECK, "Kwabena", "choice", "For the first stage, Interstellar Trade please", "accept", ["Interstellar Trade"]),
    # near-miss: an ordinal that does name a place, beside another card's name
    (DECK, "Kwabena", "choice", "second half: Alien Technology, or the 2nd card", "query", []),
    # a free upgrade's levels written from and to (H48-CLS-054: "Commerce 2→3"), and its points,
    # each checked
    (EFF3, "Tadeusz", "post", "free upgrade: Commerce 2 to 3", "accept", ["free upgrade: commerce"]),
    (EFF3, "Tadeusz", "post", "free upgrade: Commerce 2 -> 3 (+3 VP)", "accept", ["free upgrade: commerce"]),
    (EFF3, "Tadeusz", "post", "free upgrade: Community 2\u21923, 2 \u2192 5 VP", "accept", ["free upgrade: community"]),
    # near-misses: the wrong levels, the wrong points
    (EFF3, "Tadeusz", "post", "free upgrade: Commerce 3\u21924", "refuse", []),
    (EFF3, "Tadeusz", "post", "free upgrade: Commerce 2\u21923 (+2 VP)", "refuse", []),
    (EFF3, "Tadeusz", "post", "free upgrade: Commerce 2\u21923, 2 \u2192 6 VP", "refuse", []),
    # the technology points before and after written after the gain (H48-CLS-068: "+12 VP,
    # 28 → 40 tech points"), read and checked
    (LAST, "Ingeborg", "post", "Community 5 \u2192 6. 6 green (buying 2: 1\u20ac + 2\u20ac), 6 yellow, "
     "6 colonists. +12 VP, 28 to 40 points", "accept", ["upgrade community to level 6"]),
    (LAST, "Ingeborg", "post", "upgrade Community to 6: 6 green (buying 2: 1\u20ac + 2\u20ac), 6 yellow, "
     "6 colonists; +12 VP, 28 -> 40 technology points", "accept", ["upgrade community to level 6"]),
    # near-miss: the total wrong
    (LAST, "Ingeborg", "post", "Community 5 \u2192 6. 6 green (buying 2: 1\u20ac + 2\u20ac), 6 yellow, "
     "6 colonists. +12 VP, 27 \u2192 39 tech points", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# each figure refused is named with its right value
REFUSED = [
    (INC, "Kwabena", "post", "1 credit. 15 red after", ["you will have 14 red after the income, not 15"]),
    (EFF, "Ingeborg", "post", "lose 1 blue, 1 red :( at least the 4 refugees are nice lol",
     ["the event gave you 3 colonists this turn, not 4"]),
    (EFF3, "Tadeusz", "post", "free upgrade: Commerce 3\u21924", ["Commerce goes from level 2 to 3, not 3 \u2192 4"]),
    (EFF3, "Tadeusz", "post", "free upgrade: Commerce 2\u21923 (+2 VP)",
     ["upgrading Commerce from level 2 gains 3 VP, not 2"]),
    (EFF3, "Tadeusz", "post", "free upgrade: Commerce 2\u21923, 2 \u2192 6 VP",
     ["Commerce is worth 2 VP at level 2 and 5 at level 3, not 2 \u2192 6"]),
    (LAST, "Ingeborg", "post", "Community 5 \u2192 6. 6 green (buying 2: 1\u20ac + 2\u20ac), 6 yellow, "
     "6 colonists. +12 VP, 27 \u2192 39 tech points", ["28 \u2192 40 in all"]),
]


@pytest.mark.parametrize("fixture,player,kind,text,wants", REFUSED, ids=[f"{v[0]}-r{i}" for i, v in enumerate(REFUSED)])
def test_refused(tmp_path, fixture, player, kind, text, wants):
    blind.check_refused("colonies", fixture, player, kind, text, wants, tmp_path)
