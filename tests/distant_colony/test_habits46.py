"""Habits of held-out set 46's failures (and set 45's leftover words), each written other ways
than the corpus post (the reader's rule, never the one sentence): a colonist sent "nowhere" on an
Organization line ("new Unskilled -> nowhere", "the Expert goes nowhere, no room") stays where
it is: no move, while one sent nowhere *from a building* is still asked; a secret choice that
points at the player's earlier one ("same as last round", "same again", "as before") with no
phase named is asked, saying what is unclear, while one that names its phase too is read as that
phase; "this time" ("No moves this time") and a Production line's "everything runs" are read as
what they say, never "did not understand"."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_TURNS = _FIXTURES / "ho46-five-r2-turns.toml"   # round 2: Dmitri holds 1 BG + 1 Machine, a Skilled in housing
_PROD = _FIXTURES / "ho45-r6-prod4.toml"         # round 6: Fen (Organization played)

_DMITRI = ("Col: Unskilled\nBuild: Farm w/ Skilled from housing (1BG 1M)\n"
           "Prod: 2 farms +2 food, cc -1 food +1 W\n")


@pytest.mark.parametrize("org,accepted,wants", [
    ("Organization: the new Unskilled goes nowhere, no free slot", True, ["Organization: none"]),
    ("Org: Unskilled -> nowhere (stays in temp housing)", True, ["Organization: none"]),
    ("Organisation: new guy to nowhere, he waits in housing", True, ["Organization: none"]),
    # from a building to nowhere: where it goes is asked, never guessed
    ("Org: Unskilled from the Farm #2 -> nowhere", False, []),
    # a move after it is still read and checked
    ("Org: new Unskilled -> nowhere; Skilled from Farm #3 to housing", True,
     ["Organization: Skilled from Farm #3"]),
])
def test_sent_nowhere(tmp_path, org, accepted, wants):
    blind.check_habit("distant-colony", _TURNS, "Dmitri", _DMITRI + org, accepted, wants, tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    ("same again pls", "query", []),
    ("I'll do what I did last time", "query", []),
    ("as before :)", "query", []),
    ("repeat my last pick", "query", []),
    # the phase named as well: read as that phase
    ("Trade, same as last round", "accept", ["Trade"]),
    ("same as last time - Production", "accept", ["Production"]),
])
def test_same_as_before(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", "ho46-five-r2-pick", "Cosmo", "choice", text, verdict,
                        reads, tmp_path)


def test_same_as_before_says_what_is_unclear(tmp_path):
    blind.check_refused("distant-colony", "ho46-five-r2-pick", "Cosmo", "choice",
                        "just the same as previous round thx", ["choice of the last round",
                                                                "which phase"], tmp_path)


@pytest.mark.parametrize("text", [
    "Survey: +1 Wealth\nProduction: all run. The University upgrades my Unskilled to Skilled.\n"
    "Organization (played): first player for me, no moves this time",
    "Survey: +1 Wealth\nProd: everything running; University: Unskilled -> Skilled\n"
    "Org (played): I take first player. Nothing to move this time.",
])
def test_said_words(tmp_path, text):
    blind.check_habit("distant-colony", _PROD, "Fen", text, True, ["Organization: gain First Player"],
                      tmp_path)
    reply = blind.run(blind.Post("distant-colony", "HAB", "habits", _PROD, "Fen", "post", text + "\n",
                                 "accept", (), ""), tmp_path).output
    assert "did not understand" not in reply, reply
