"""Colonies habits from held-out set 32, each written in other words and voices than the corpus
post, with the near-misses that must still be refused: resources "given" (giving, given away)
when the event takes them; words of talk before an order said without its verb ("Sorry
Kofi! Making amends: +1 both ways with Kofi", "Housekeeping! 1 off my red route" when the event
grants a hunt); and a last clause saying what the partner needs ("Blue needs energy."), a
reason, never a second order."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# Rafa, Deport (lose 3 resources or his 1 colonist): B2 G2 Y2 P5 R2
DEPORT = "ho32-deport5"
# Ilse (yellow), action 1 of turn 1: Influence 1; Kofi is blue
EARLY = "ho32-act5early"
# Ilse, action 2 of turn 5: Influence 1
MID = "ho32-act5mid"
# Kofi, the militia's hunt (Military 1): pirates on his routes G3 Y8 P11 R12
MILITIA = "ho32-militia5"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # resources given: the loss the event asks for
    (DEPORT, "Rafa", "post", "ok, giving away 1 blue 1 green 1 red", "accept", ["lose 1 blue, 1 green, 1 red"]),
    (DEPORT, "Rafa", "post", "Giving 2 green and 1 yellow, keeping the colonist",
     "accept", ["lose 2 green, 1 yellow"]),
    (DEPORT, "Rafa", "post", "I'll give them 3 purple. The blue stays with me", "accept", ["lose 3 purple"]),
    (DEPORT, "Rafa", "post", "I give 2 blue, 2 green", "refuse", []),
    (DEPORT, "Rafa", "post", "I give 3 colonists", "refuse", []),
    # talk before an order said without its verb
    (MID, "Ilse", "post", "Olive branch time - +1 both ways with Kofi", "accept",
     ["negotiate: +1 both ways with blue"]),
    (MID, "Ilse", "post", "My apologies, Kofi. +1 both ways with Kofi", "accept", ["negotiate: +1 both ways with blue"]),
    (MID, "Ilse", "post", "Making amends: +2 both ways with Kofi", "refuse", []),
    (MILITIA, "Kofi", "post", "Housekeeping! 1 off my red route", "accept", ["hunt pirates: 1 from my red route"]),
    (MILITIA, "Kofi", "post", "Time to clean house: 1 from my green route. Free of charge, obviously",
     "accept", ["hunt pirates: 1 from my green route"]),
    (MILITIA, "Kofi", "post", "Spring cleaning! 2 off my purple route", "refuse", []),
    (MILITIA, "Kofi", "post", "Refuge time: 1 off my red route", "refuse", []),
    # what the partner needs, said after the order: a reason
    (EARLY, "Ilse", "post", "+1 my side with Kofi, 1€ to Kofi - they really need my yellow", "accept",
     ["negotiate: +1 my side with blue"]),
    (EARLY, "Ilse", "post", "negotiate: +1 my side with Kofi. Kofi could use more energy", "accept",
     ["negotiate: +1 my side with blue"]),
    (EARLY, "Ilse", "post", "negotiate: +1 my side with Kofi. Kofi needs 2 energy", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, kind, text, pieces the reply must hold: the right value named)
REFUSED = [
    (DEPORT, "Rafa", "post", "I give 2 blue, 2 green", ["lose 3 resources of your choice, not 4"]),
    (DEPORT, "Rafa", "post", "I give 3 colonists", ["lose 1 colonists, not 3"]),
    (MID, "Ilse", "post", "Making amends: +2 both ways with Kofi", ["more than your Influence level of 1"]),
    (MILITIA, "Kofi", "post", "Spring cleaning! 2 off my purple route", ["more than your Military level of 1"]),
    (MILITIA, "Kofi", "post", "Refuge time: 1 off my red route", ["the event grants military here"]),
]


@pytest.mark.parametrize("fixture,player,kind,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, kind, text, wants):
    blind.check_refused("colonies", fixture, player, kind, text, wants, tmp_path)
