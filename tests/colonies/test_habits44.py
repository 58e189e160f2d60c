"""Habits met in held-out set 44, written again in other voices (issue 19: fix the habit, never
the sentence), with the near-misses that must still be refused or queried. Every post is checked
through the real CLI on a blind-corpus fixture, as tests/posts/blind.py checks the corpora."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# income, turn 1: Community 1 for everyone, 1 colonist arrives (Marta, Oskar, Lin, Tobias)
INC1 = "ho44-c4-income1"
# income, turn 1: Community 1, 6 colonists arrive (Fenna, Dario, Oksana, Yuki, Rashid)
INC6 = "ho25-income-t1-5p"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # colonists as the subject of where they go, with no verb of sending (H44-CLS-018: "1
    # colonist is back"): rejections, counted with the credits against the Community level
    (INC1, "Marta", "post", "no credit for me, 1 colonist goes back home", "accept", ["community: 0 credits, reject 1"]),
    (INC1, "Oskar", "post", "the newcomer goes back, no money", "accept", ["community: 0 credits, reject 1"]),
    (INC1, "Lin", "post", "0 credits, 1 colonist is back", "accept", ["community: 0 credits, reject 1"]),
    (INC1, "Tobias", "post", "1 cr, nobody goes home", "accept", ["community: 1 credit, reject 0"]),
    (INC6, "Dario", "post", "one settler is sent back, keeping 5", "accept", ["community: 0 credits, reject 1"]),
    (INC6, "Fenna", "post", "1 credit pls, all 6 colonists stay, none go back", "accept",
     ["community: 1 credit, reject 0"]),
    (INC1, "Tobias", "post", "the colonist goes home please", "accept", ["community: 0 credits, reject 1"]),
    # ... "home" with no verb of going is where they arrived, not where they are sent
    (INC1, "Lin", "post", "my colonist is home :) 1 credit", "accept", ["community: 1 credit, reject 0"]),
    # ... so a credit beside it is one too many at Community 1, never read as chatter
    (INC1, "Lin", "post", "1 credit and the colonist is going back please", "refuse", []),
    (INC1, "Marta", "post", "take the credit, 1 colonist goes back", "refuse", []),
    (INC1, "Tobias", "post", "1 credit, 1 colonist back", "refuse", []),
    (INC6, "Yuki", "post", "2 settlers head home", "refuse", []),
    # ... a verb of getting before it may mean either way, and a plural with no number: asked
    (INC1, "Oskar", "post", "I'd like 1 colonist back", "query", []),
    (INC1, "Oskar", "post", "keeping 1 colonist back, 0 cr", "query", []),
    (INC6, "Dario", "post", "the colonists go home", "query", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, text, pieces the reply must hold)
REFUSED = [
    (INC1, "Lin", "1 credit and the colonist is going back please", ["more than your Community level of 1"]),
    (INC1, "Lin", "0 credits, 2 colonists are back", ["only 1 colonists arrive: you cannot reject 2"]),
    (INC6, "Dario", "the colonists go home", ["how many colonists go back"]),
    (INC1, "Oskar", "I'd like 1 colonist back", ["do you send colonists back"]),
    # the council vote barred upgrades this turn (H44-CLS-053, -054, -059, reviewed)
    ("ho44-c5-act2", "Anselm", "upgrading Influence to 2 (2 blue 2 red 2 colonists)",
     ["Upgrade technology is not allowed in this action phase"]),
]


@pytest.mark.parametrize("fixture,player,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, text, wants):
    blind.check_habit("colonies", blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml", player, text,
                      False, wants, tmp_path)
