"""Habits met in held-out set 38, written again in other voices (issue 19: fix the habit, never
the sentence), with the near-misses that must still be refused or queried. Every post is checked
through the real CLI on a blind-corpus fixture, as tests/posts/blind.py checks the corpora."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# turn 5 council vote (secret), 5 players; Sven: Influence 3, holds b5 g0 y2 p1 r10
VOTE = "ho38-five-vote-t5"
# Lenka (blue, Pallas) action 1 of 3, turn 1: every level 1; Tadeo yellow (Amateru),
# Marguerite purple (Bellona); Elysia (green) and Euterpe (red) are neutral
ACT = "ho38-trio-act-t1-lenka"
# turn 1 effects, Mercenary Companies yes: Lenka (Pallas) places 3 pirates
EFF = "ho38-trio-effects-t1"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a yes or no in the player's own language (H38-CLS-051)
    (VOTE, "Sven", "choice", "ja, 4 red → 7 votes (3 free)", "accept", []),
    (VOTE, "Sven", "choice", "Nein. 2 blue on the card", "accept", []),
    (VOTE, "Sven", "choice", "oui - 1 purple", "accept", []),
    (VOTE, "Sven", "choice", "ja 4 red → 8 votes", "refuse", []),
    (VOTE, "Sven", "choice", "ja, 3 green", "refuse", []),
    # a sentence of plans for a later round: its "maybe" doubts nothing of this order (H38-CLS-014)
    (ACT, "Lenka", "post", "Industry, 1 blue + 1 colonist. Maybe next round a trade deal, or not.", "accept",
     ["industry: 1 blue, 1 colonist"]),
    (ACT, "Lenka", "post", "hi! industry 1 blue 1 colonist pls. next turn probably commerce", "accept",
     ["industry: 1 blue, 1 colonist"]),
    (ACT, "Lenka", "post", "Industry, 1 blue + 1 colonist maybe. Next round trade", "query", []),
    (ACT, "Lenka", "post", "Industry 1 blue + 1 colonist, or maybe sell? Next round trade.", "query", []),
    # a title that opens with the poster's own planet and names again only what the order
    # names (H38-CLS-017), or an exclaimed headline over the orders (H38-CLS-008)
    (ACT, "Lenka", "post", "Pallas reaches out to Amateru: negotiate +1 both ways with Tadeo", "accept",
     ["negotiate: +1 both ways with yellow"]),
    (ACT, "Lenka", "post", "Pallas sends envoys to Elysia - negotiate +1 both ways with green", "accept",
     ["negotiate: +1 both ways with green"]),
    (ACT, "Lenka", "post", "Pallas opens talks with Bellona: negotiate +1 both ways with Elysia", "query", []),
    (EFF, "Lenka", "post", "Pallas unleashes the raiders!\npirates: 2 on Tadeo's purple route, 1 on Marguerite's yellow route",
     "accept", ["pirates: 2 on Tadeo's purple route, 1 on Marguerite's yellow route"]),
    (EFF, "Lenka", "post", "Pallas sells 2 blue!\npirates: 2 on Tadeo's purple route, 1 on Marguerite's yellow route",
     "query", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)
