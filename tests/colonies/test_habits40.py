"""Habits met in held-out sets 40 and 41, written again in other voices (issue 19: fix the habit,
never the sentence), with the near-misses that must still be refused or queried. Every post is
checked through the real CLI on a blind-corpus fixture, as tests/posts/blind.py checks the
corpora."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# income, turn 1: Community 1, one colonist arrives, so at most 1 credit
INC40 = "ho40-tri-income1"
INC41 = "ho41-inc3-t1"
# Ifeoma (green) action 1, turn 6: Military 2, G7; her own yellow route holds 3 pirates
ACT40 = "ho40-quad-act6"
# Soraya action 1, turn 2: every level 1, no community actions this turn; B3 G6 Y3 P3 R3, 5 colonists
PENT = "ho40-pent-act2"
# Valentina (Pallas) action 1, turn 6: Influence 2; Kofi green, Haruki yellow; Kofi's blue route 1 pirate
ACT41 = "ho41-act5-t6"
# Lucie's event effects, turn 5: a commerce action, 4 resources of choice, or 4 €
EFF41 = "ho41-eff4-t5"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a reason saying the player needs money is talk, never a second, count-less choice of
    # credits (H40-CLS-013); two different amounts of credits on one line are asked
    (INC40, "Mireille", "post", "1 credit, need the cash :)", "accept", ["community: 1 credit, reject 0"]),
    (INC41, "Tomasz", "post", "one credit please, I'm short on cash", "accept", ["community: 1 credit, reject 0"]),
    (INC41, "Tomasz", "post", "Income: 1 credit - could really use the money", "accept",
     ["community: 1 credit, reject 0"]),
    (INC41, "Tomasz", "post", "take 2 credits, really need the cash", "refuse", []),
    (INC40, "Mireille", "post", "2 credits pls, because I'm low on money", "refuse", []),
    (INC41, "Tomasz", "post", "1 credit, need 2 cash", "query", []),
    # ... but a want of money with no credits said before it is the choice itself
    (INC40, "Mireille", "post", "reject 1, want the credit", "refuse", []),
    (ACT40, "Ifeoma", "post", "sell 2 green - could really use the money", "accept", ["sell 2 green for 4 €"]),
    # what the order does not pay, and what the poster's own goods need, said after it: the
    # reason, never a second route (H40-CLS-046)
    (ACT40, "Ifeoma", "post", "hunt 2 from my yellow route, my biotech needs to get through", "accept",
     ["hunt pirates: 2 from my yellow route"]),
    (ACT40, "Ifeoma", "post", "Military: 2 off my own yellow route because our freighters have to get out. "
     "No cash in it, I know", "accept", ["hunt pirates: 2 from my yellow route"]),
    (ACT40, "Ifeoma", "post", "hunting 2 on my yellow route - nothing in it for me but my green must pass", "accept",
     ["hunt pirates: 2 from my yellow route"]),
    (ACT40, "Ifeoma", "post", "hunt 2 from my yellow route - and my green one", "query", []),
    (ACT40, "Ifeoma", "post", "hunt 2 from my yellow route, my green route needs it too", "query", []),
    # the level change after the technology's colon or comma (H40-CLS-067)
    (PENT, "Soraya", "post", "upgrade Military, 1 to 2: 2 yellow 2 purple 2 colonists", "accept",
     ["upgrade military to level 2 (+2 VP): 2 yellow, 2 purple, 2 colonists"]),
    (PENT, "Soraya", "post", "No refuge allowed, so I'll upgrade Community then: 1 → 2, paying 2 green 2 yellow "
     "2 colonists", "accept", ["upgrade community to level 2"]),
    (PENT, "Soraya", "post", "upgrade Community: 2 → 3 (2 green, 2 yellow, 2 colonists)", "refuse", []),
    (PENT, "Soraya", "post", "Commerce: 1 → 2, paying 2 blue, 2 red and 2 colonists", "refuse", []),
    # the action named in other words: "trade talks" (H41-CLS-036), "pirate hunt"
    (ACT41, "Valentina", "post", "Pallas – trade talks\nnegotiate +1 both ways with Kofi", "accept",
     ["negotiate: +1 both ways with green"]),
    (ACT41, "Valentina", "post", "Trade talks with Haruki: +1 my side", "accept", ["negotiate: +1 my side with yellow"]),
    (ACT41, "Valentina", "post", "trade deal with Kofi - +1 both ways", "accept", ["negotiate: +1 both ways with green"]),
    (ACT41, "Valentina", "post", "[b]Pallas: pirate hunt[/b]\n1 off Kofi's blue route", "accept",
     ["hunt pirates: 1 from Kofi's blue route"]),
    (ACT41, "Valentina", "post", "Pallas – trade talks\nhunt 1 from Kofi's blue route", "refuse", []),
    # an effect's resources read back in the board's colour order, whatever order the player
    # wrote them in (H41-CLS-053, reviewed)
    (EFF41, "Lucie", "post", "gain 3 red and 1 green", "accept", ["take 1 green, 3 red"]),
    (EFF41, "Lucie", "post", "resources: 1 yellow, 2 blue, 1 red", "accept", ["take 2 blue, 1 yellow, 1 red"]),
    (EFF41, "Lucie", "post", "take 2 purple, 3 blue", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, text, pieces the reply must hold)
REFUSED = [
    (INC40, "Mireille", "2 credits pls, need the cash :)", ["at most 1 credit"]),
    (INC41, "Tomasz", "1 credit, need 2 cash", ["how many credits do you take", "1 and 2"]),
    (PENT, "Soraya", "upgrade Community: 2 → 3 (2 green, 2 yellow, 2 colonists)", ["Community is at level 1"]),
]


@pytest.mark.parametrize("fixture,player,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, text, wants):
    blind.check_habit("colonies", blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml", player, text,
                      False, wants, tmp_path)
