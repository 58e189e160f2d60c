"""Habits met in held-out set 46, written again in other voices (issue 19: fix the habit, never
the sentence), with the near-misses that must still be refused or queried. Every post is checked
through the real CLI on a blind-corpus fixture, as tests/posts/blind.py checks the corpora."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# income, turn 1 (5 players): 1 colonist arrives, Community 1; Piet is purple (Bellona), produces
# 5 purple (4 export + 1 Industry)
INC1 = "ho46-five-income-t1"
# income, turn 5 (4 players): 10 colonists arrive; Fenna is blue (Pallas), Community 1
INC5 = "ho46-quad-income-t5"
# event effects, turn 5: Lior (red, Euterpe) may take an influence action (Influence 1); Bram is
# yellow (Amateru), Fenna blue (Pallas), Gulnara green (Elysia)
EFF5 = "ho46-quad-effects-t5"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a title whose turn is written short (H46-CLS-024: "Income Y1, Bellona:"): a letter or "yr",
    # "rd" before the number, checked against the turn being played
    (INC1, "Piet", "post", "T1 - Bellona income\ntake the credit", "accept", ["community: 1 credit, reject 0"]),
    (INC1, "Piet", "post", "Bellona, yr 1:\n1 credit please\n5 purple (4+1)", "accept",
     ["community: 1 credit, reject 0"]),
    (INC1, "Piet", "post", "Y1 income for Piet\n1 cr", "accept", ["community: 1 credit"]),
    (INC5, "Fenna", "post", "Pallas R5 income:\n1 credit, keep all 10 colonists", "accept", ["community: 1 credit"]),
    # near-misses: the wrong turn, another player's planet in the title, a wrong production
    (INC1, "Piet", "post", "Income Y2, Bellona:\ntake the credit", "refuse", []),
    (INC5, "Fenna", "post", "T4 Pallas:\n1 credit", "refuse", []),
    (INC1, "Piet", "post", "Income Y1, Pallas:\ntake the credit", "query", []),
    (INC1, "Piet", "post", "Income Y1, Bellona:\ntake the credit\n6 purple (4 export + 1 industry)", "refuse", []),
    # the reason after a negotiation: the trade with the partner needs a boost (H46-CLS-043:
    # "+1 both ways with Bram. Yellow trade needs a boost!"), the partner named by colour, planet,
    # resource or player, in the clause or after "trade with"
    (EFF5, "Lior", "post", "+1 both ways with Bram - the Amateru route could use some love", "accept",
     ["negotiate: +1 both ways with yellow"]),
    (EFF5, "Lior", "post", "influence: +1 both ways with yellow, our trade with Bram needs a push.", "accept",
     ["negotiate: +1 both ways with yellow"]),
    (EFF5, "Lior", "post", "Negotiate +1 both ways with Fenna. Blue relations really deserve better!", "accept",
     ["negotiate: +1 both ways with blue"]),
    (EFF5, "Lior", "post", "+1 both ways with Gulnara, Elysia's trade needs a kick", "accept",
     ["negotiate: +1 both ways with green"]),
    # near-misses: another planet's trade named (which partner?), a figure in the need, a need of
    # something of the game (another order?)
    (EFF5, "Lior", "post", "+1 both ways with Bram. Green trade needs a boost!", "query", []),
    (EFF5, "Lior", "post", "+1 both ways with Bram. Yellow trade needs 2 steps", "query", []),
    (EFF5, "Lior", "post", "+1 both ways with Bram. Yellow trade needs more purple", "query", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# the wrong turn in a short title is named with the right one
REFUSED = [
    (INC1, "Piet", "post", "Income Y2, Bellona:\ntake the credit", ["this is turn 1, not turn 2"]),
    (INC5, "Fenna", "post", "Yr 4 - Pallas income\n1 credit", ["this is turn 5, not turn 4"]),
]


@pytest.mark.parametrize("fixture,player,kind,text,wants", REFUSED, ids=[f"{v[0]}-r{i}" for i, v in enumerate(REFUSED)])
def test_refused(tmp_path, fixture, player, kind, text, wants):
    blind.check_refused("colonies", fixture, player, kind, text, wants, tmp_path)
