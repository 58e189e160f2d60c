"""Habits met in held-out set 34, written again in other voices (issue 19: fix the habit, never
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

# Hamish (blue), action 2 of turn 7: Community 3, Influence 2; pirates: Marisol's blue route 1,
# Teodor's purple route 3, Kirsi's green route 2, Ayodele's blue route 1 and yellow route 1
ACT = "ho34-five-act-t7"
# Odile owes a downgrade (Scientific Research NO): Comm 3, Mil 2, Com 2, Inf 1, Ind 2
EFF = "ho34-quad-effects-t5"
# income, turn 5: 10 colonists arrive; Sefa has 2, Community 2; Bronwyn and Lukas Community 1
INC = "ho34-quad-income-t5"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a refuge listed route by route, each line with what that route earns (H34-CLS-018)
    (ACT, "Hamish", "post", "refuge:\n* 2 from Kirsi's green route -> +2 green\n* 1 from Ayodele's yellow route -> +1 yellow\n"
     "keeping all 3", "accept",
     ["refuge: 2 from Kirsi's green route, 1 from Ayodele's yellow route; keep 3 as colonists (+2 green, +1 yellow)"]),
    (ACT, "Hamish", "post", "Refuge (Community 3):\n- 2 off Teodor's purple route (+2 purple)\n"
     "- 1 off Ayodele's blue route (+1 blue)\nall 3 stay", "accept",
     ["refuge: 2 from Teodor's purple route, 1 from Ayodele's blue route"]),
    (ACT, "Hamish", "post", "refuge:\n* 2 from Kirsi's green route (+2 yellow)\n* 1 from Ayodele's yellow route (+1 yellow)\n"
     "keeping all 3", "refuse", []),
    # the level written beside the heading with no colon, checked; a total over the routes below
    (ACT, "Hamish", "post", "Refuge (Community 3)\n- 2 off Teodor's purple route (+2 purple)\n"
     "- 1 off Ayodele's blue route (+1 blue)\nall 3 stay", "accept",
     ["refuge: 2 from Teodor's purple route, 1 from Ayodele's blue route"]),
    (ACT, "Hamish", "post", "Refuge (Community 2)\n- 2 off Teodor's purple route\n- 1 off Ayodele's blue route\n"
     "all 3 stay", "refuse", []),
    (ACT, "Hamish", "post", "Refuge 3:\n- 2 off Teodor's purple route\n- 1 off Ayodele's blue route\nall 3 stay",
     "accept", ["refuge: 2 from Teodor's purple route, 1 from Ayodele's blue route"]),
    (ACT, "Hamish", "post", "refuge 4:\n* 2 from Teodor's purple route\n* 1 from Ayodele's blue route\nkeeping all",
     "refuse", []),
    (ACT, "Hamish", "post", "refuge 3 pls", "refuse", []),
    # a short line of flavour naming the poster's planet as an owner, not an order (H35-CLS-049)
    ("ho35-c4m-act6", "Jun", "post", "[i]Elysia's biolabs hum[/i]\nindustry: 2 green, 2 colonists", "accept",
     ["industry: 2 green, 2 colonists"]),
    ("ho35-c4m-act6", "Jun", "post", "*Elysia's reactors glow brighter*\nIndustry - 2 green and 2 colonists", "accept",
     ["industry: 2 green, 2 colonists"]),
    ("ho35-c4m-act6", "Jun", "post", "industry: 2 green, 2 colonists\nTobias's blue please", "refuse", []),
    # a technology named alone, or corrected to, at an event that asks a downgrade (H34-CLS-041)
    (EFF, "Odile", "post", "Commerce, I suppose", "accept", ["downgrade commerce"]),
    (EFF, "Odile", "post", "hmm industry. no wait — military", "accept", ["downgrade military"]),
    (EFF, "Odile", "post", "military or industry, whichever", "query", []),
    (EFF, "Odile", "post", "influence", "refuse", []),          # already at level 1
    # a downgrade's levels and points written beside it (H34-CLS-040)
    (EFF, "Odile", "post", "downgrade Military (2 -> 1, -2 points)", "accept", ["downgrade military"]),
    # a reason after the Community choice, naming a game word (H34-CLS-036)
    (INC, "Bronwyn", "post", "1 credit - I'll need them for the Military upgrade", "accept",
     ["community: 1 credit, reject 0"]),
    (INC, "Lukas", "post", "0 credits, nothing rejected, saving them for upgrades", "accept",
     ["community: 0 credits, reject 0"]),
    (INC, "Sefa", "post", "none, gonna need 2 of them for commerce", "refuse", []),
    # an agreement step opened by a light verb, no "negotiate" (H34-CLS-027)
    (ACT, "Hamish", "post", "I'll do a +1 both ways with Kirsi", "accept", ["negotiate: +1 both ways with purple"]),
    (ACT, "Hamish", "post", "making unilateral +1 my side with Ayodele, 1€ to Ayodele", "accept",
     ["negotiate: +1 my side with red"]),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# near-misses a GM refuses, the reply naming the right value
REFUSED = [
    (EFF, "Odile", "downgrade Industry 3 → 2 (-3 VP)", ["Industry goes from level 2 to 1, not 3 → 2",
                                                      "loses 2 VP, not 3"]),
    (EFF, "Odile", "downgrade commerce, -3 vp", ["loses 2 VP, not 3"]),
    (ACT, "Hamish", "Provide refuge:\n- 1 off Marisol's blue route (+1 blue)\n- 2 off Teodor's purple route (+2 blue)\n"
     "keep 2", ["the pirates taken in earn 1 blue, 2 purple, not"]),
    (ACT, "Hamish", "I make unilateral +1 on Teodor side, 2€ to Teodor.", ["cost 1 € to Teodor, not 2 €"]),
    (INC, "Sefa", "none, keeping all 14 colonists, gonna need them for upgrades", ["not 14"]),
]


@pytest.mark.parametrize("fixture,player,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, text, wants):
    blind.check_habit("colonies", blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml", player, text,
                      False, wants, tmp_path)
