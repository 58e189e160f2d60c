"""Habits met in held-out set 45, written again in other voices (issue 19: fix the habit, never
the sentence), with the near-misses that must still be refused or queried. Every post is checked
through the real CLI on a blind-corpus fixture, as tests/posts/blind.py checks the corpora."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# event effects, turn 3: No carried, every player puts 1 resource on the market; Rosalind 3B 7G
# 4Y 3P 3R, Vasco 3B 3G 7Y 4P 3R, Kenji 4B 3G 3Y 3P 7R; markets 3 of each
EFF5 = "ho45-effect5"
# event effects, turn 1: every player puts 1 resource on the market; Tobias (Euterpe, red) 2B 2G
# 2Y 2P 5R
RING = "ho11-ring5-t1-effects"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # the resource put on the market in a sentence (H45-CLS-070: "I place one biotech on the
    # market, please"): a verb of putting ("place" is not pirates here), a number in words, "one
    # of my", the resource by its other names, the market by its colour or planet, the poster by
    # name; "place 1 red" alone where no pirates are to be placed
    (EFF5, "Rosalind", "post", "I'm putting one of my greens on the market.", "accept", ["market: 1 green"]),
    (EFF5, "Rosalind", "post", "placing a single bio tech on the green market, thanks", "accept",
     ["market: 1 green"]),
    (EFF5, "Vasco", "post", "Vasco puts one energy onto the market", "accept", ["market: 1 yellow"]),
    (RING, "Tobias", "post", "One Euterpe good goes up on the market", "accept", ["market: 1 red"]),
    (RING, "Tobias", "post", "I'll place 1 red, please", "accept", ["market: 1 red"]),
    # no number when one resource is asked, "for the market", a planet's and a resource's name
    # together, "goes to market" (not given up)
    (EFF5, "Rosalind", "post", "Green for the market, please.", "accept", ["market: 1 green"]),
    (EFF5, "Vasco", "post", "put 1 Amateru energy on the market", "accept", ["market: 1 yellow"]),
    (EFF5, "Kenji", "post", "one red goes to market", "accept", ["market: 1 red"]),
    (EFF5, "Kenji", "post", "my reds go to the market", "query", []),
    # the stock written after it, checked (it was a figure left unread)
    (RING, "Tobias", "post", "I'll place 1 red (4 left)", "accept", ["market: 1 red"]),
    (EFF5, "Kenji", "post", "a lux to the market, that leaves me 6 red", "accept", ["market: 1 red"]),
    (EFF5, "Rosalind", "post", "market: 1 biotech (7 -> 6)", "accept", ["market: 1 green"]),
    # at an action, the same sentence is a sale (Rosalind, action 3, turn 2: Commerce 1, 6 green)
    ("ho45-act5", "Rosalind", "post", "putting one biotech on the market", "accept", ["sell 1 green for 3 €"]),
    ("ho45-act5", "Rosalind", "post", "I place two greens on the market", "refuse", []),
    ("ho45-act5", "Rosalind", "post", "I place one biotech on the red market", "query", []),
    # near-misses: a question, another player's move, two resources offered, a pirate
    (EFF5, "Rosalind", "post", "Should I place one biotech on the market?", "query", []),
    (EFF5, "Rosalind", "post", "Vasco places one biotech on the market", "query", []),
    (EFF5, "Rosalind", "post", "I place one biotech or one blue on the market", "query", []),
    (RING, "Tobias", "post", "I place 1 red on Kenji's route", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, text, pieces the reply must hold)
REFUSED = [
    # the market of another colour than the resource's: asked, the right market named
    (EFF5, "Rosalind", "I place one biotech on the red market", ["green goes on the green market, not the red one"]),
    (RING, "Tobias", "I'm putting a single red on the Pallas market", ["red goes on the red market, not the blue one"]),
    # more than the event asks for
    (EFF5, "Rosalind", "I'd like to put two biotech on the market", ["not 2"]),
    # a wrong stock after it, the right value named
    (EFF5, "Kenji", "a lux to the market, that leaves me 7 red", ["you will have 6 red left, not 7"]),
    (RING, "Tobias", "I place 1 red. (3 left)", ["you will have 4 red left, not 3"]),
    (EFF5, "Rosalind", "market: 1 green (7 → 5)", ["you have 7 green and 6 left, not 7 → 5"]),
]


@pytest.mark.parametrize("fixture,player,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, text, wants):
    blind.check_habit("colonies", blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml", player, text,
                      False, wants, tmp_path)
