"""Habits of held-out set 20's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): a phase choice that names two phases and leaves the pick to the GM
("Trade? or Survey. honestly can't decide, surprise me"): asked, never the last one named taken;
"sell the raw" / "sell my raw" when the player holds more than one at Trade (what is held and what
the Production gives): how many?, and read as the one unit when only one is held then."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_SIX2 = "ho20-dc20-six-r2-posts"     # six players, round 2: Hollis 1 Basic Raw and a Harvester
_DUO2 = "ho20-dc20-duo-r2-posts"     # two players, round 2: Marta 0 Basic Raw and a Harvester
_CHOICES = "ho20-dc20-six-r1-choices"


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # "the raw" with 2 Basic Raw at Trade (1 held, 1 from the Harvester): how many?
    (_SIX2, "Hollis", "Survey: +1\nColonisation: Expert\nBuild: none\nProduction: all\nTrade: sell my raw",
     False, ["how many?"]),
    (_SIX2, "Hollis", "Survey +1 W\nColonisation: Expert\nBuild: none\nProd: all\nTrade: sell the raw (+4)",
     False, ["how many?"]),
    # ... and with 1 Basic Raw at Trade (0 held, 1 from the Harvester): that one
    (_DUO2, "Marta", "Production: all\nTrade: sell the raw (+2)", True, ["Trade: sell 1 Basic Raw"]),
    (_DUO2, "Marta", "Production: everything\nTrade: sell my raw for 2", True, ["Trade: sell 1 Basic Raw"]),
])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    ("Survey or Trade, you pick", "query", []),
    ("hmm Build / Production, torn between them. either is fine", "query", []),
    ("Colonisation? Trade? can't choose, GM's call", "query", []),
    ("can't decide between Build and Survey... ok: Build. final", "accept", []),
])
def test_choice_left_to_the_gm(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _CHOICES, "Beatrix", "choice", text, verdict, reads, tmp_path)
