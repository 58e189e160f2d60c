"""Habits met in held-out 20, each written again in other words (issue 19: fix the habit, never
the sentence). Every post is checked through the real CLI on a blind-corpus fixture, as
tests/posts/blind.py checks the corpora: the verdict a careful GM gives, and for an accepted post
the Read-as lines in the game's canonical words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

DECK = "ho20-col20-4p-deck-t1"        # Kenji's hand: Resource Shortage, Scientific Research, ..., Innovative Stagnation, Labour Dispute
TIE = "ho20-col20-4p-tie-t1"          # Kenji, first player, breaks the 3-3 tie on Immigration
EFF = "ho20-col20-5p-effect-t10"      # Oskar: an upgrade action or 4 €
ACT = "ho20-col20-4p-action-t4"       # Kenji's first action
LAST = "ho20-col20-5p-lastaction-t10"  # Dagny's last action, 37 technology points

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a card kept back for later after the correction is a reason, not a second pick
    (DECK, "Kenji", "choice", "Labour Dispute... actually no, Resource Shortage. Saving Labour Dispute for next time",
     "accept", ["read Kenji's card as: hand 1: Resource Shortage (#20)"]),
    (DECK, "Kenji", "choice", "Innovative Stagnation, keeping Scientific Research for later", "accept",
     ["read Kenji's card as: hand 4: Innovative Stagnation (#10)"]),
    (DECK, "Kenji", "choice", "Labour Dispute, wait no - the stagnation one, holding on to the dispute card", "accept",
     ["read Kenji's card as: hand 4: Innovative Stagnation (#10)"]),
    # the other side offered at a tie ("or no idk"): the first player must decide
    (TIE, "Kenji", "post", "yes probably, or no, not sure yet", "query", []),
    (TIE, "Kenji", "post", "no... or yes? dunno", "query", []),
    (TIE, "Kenji", "post", "tie: no I think, or yes, whatever hurts Tobias more", "query", []),
    # a tie decision corrected ("make it no") with a reason between: the last decision stands
    (TIE, "Kenji", "post", "Yes. hmm wait, that gives Marguerite two actions. make it no", "accept",
     ["line 1 → tie: no"]),
    (TIE, "Kenji", "post", "No - actually, Tobias would love that, make that yes", "accept", ["line 1 → tie: yes"]),
    # a sentence of reason beside the tie decision, naming the game's words: talk
    (TIE, "Kenji", "post", "no. Marguerite doesn't need two more industry actions.", "accept", ["line 1 → tie: no"]),
    # an option considered and turned down ("but no:", "but nah,") before the order
    (EFF, "Oskar", "post", "Considered the 4€ but nah, upgrade Commerce to 5", "accept",
     ["line 1 → upgrade commerce to level 5 (+5 VP): 5 purple, 5 red, 5 colonists"]),
    (EFF, "Oskar", "post", "I thought about the money, but no - Commerce up to 5 please", "accept",
     ["line 1 → upgrade commerce to level 5 (+5 VP): 5 purple, 5 red, 5 colonists"]),
    # "free upgrade" where the event grants an upgrade action: asked (it is paid), its figures checked
    (EFF, "Oskar", "post", "free upgrade: Commerce 4→5 (+5 VP)", "query", []),
    (EFF, "Oskar", "post", "Free upgrade - Military to level 4 (+5 VP)", "refuse", []),
    # a sentence of talk about the table before the order on the same line
    (ACT, "Kenji", "post", "ouch, there goes the purple shelf. hunting 2 off Marguerite's purple route", "accept",
     ["line 1 → hunt pirates: 2 from Marguerite's purple route (2 € from Marguerite)"]),
    (ACT, "Kenji", "post", "Rosalind beat me to the market. refuge for me: 1 from Rosalind's green route (+1 green), keep it",
     "accept", ["line 1 → refuge: 1 from Rosalind's green route; keep 1 as colonists (+1 green)"]),
    # a hunt's payments after a colon following the routes: read and checked
    (ACT, "Kenji", "post", "hunting 2 off Marguerite's purple route: 2€ from Marguerite", "accept",
     ["line 1 → hunt pirates: 2 from Marguerite's purple route (2 € from Marguerite)"]),
    (ACT, "Kenji", "post", "hunting 2 off Marguerite's purple route: 3€ from Marguerite", "refuse", []),
    (ACT, "Kenji", "post", "hunting 2 off Marguerite's purple route = 2€ from Marguerite", "accept",
     ["line 1 → hunt pirates: 2 from Marguerite's purple route (2 € from Marguerite)"]),
    (ACT, "Kenji", "post", "hunting 2 off Marguerite's purple route = 3€ from Marguerite", "refuse", []),
    # words to a player after the order (thanks, sorry): talk, never the route's owner
    (ACT, "Kenji", "post", "hunt 2 off Marguerite's purple route, thanks Marguerite :P", "accept",
     ["line 1 → hunt pirates: 2 from Marguerite's purple route (2 € from Marguerite)"]),
    (ACT, "Kenji", "post", "hunt 2 off Marguerite's purple route - sorry Marguerite, nothing personal", "accept",
     ["line 1 → hunt pirates: 2 from Marguerite's purple route (2 € from Marguerite)"]),
    # "@" before a sum of prices: the sale's breakdown, checked
    (ACT, "Kenji", "post", "I'll go with a sale: 2 purple @ 3€ + 2€ = 5€", "accept", ["line 1 → sell 2 purple for 5 € (3 € + 2 €)"]),
    (ACT, "Kenji", "post", "sell 2 purple @ 3€ + 3€ = 6€", "refuse", []),
    (LAST, "Dagny", "post", "hunt 5 from Lucho's blue route and 1 from Oskar's green route: 5€ from Lucho, 1€ from Oskar",
     "accept", ["line 1 → hunt pirates: 5 from Lucho's blue route, 1 from Oskar's green route (5 € from Lucho, 1 € from Oskar)"]),
    # the player's technology points after an upgrade ("puts me on 40 tech points"): checked as a total
    (LAST, "Dagny", "post", "Commerce 2→3, buying the 1 red I'm missing (1€), which brings me to 40 tech points", "accept",
     ["line 1 → upgrade commerce to level 3 (+3 VP): 3 purple, 3 red, 3 colonists, buying 1 red for 1 €"]),
    (LAST, "Dagny", "post", "upgrade Commerce, buying 1 red for 1€ - I'm on 40 technology points then", "accept",
     ["line 1 → upgrade commerce to level 3 (+3 VP)"]),
    (LAST, "Dagny", "post", "Commerce 2→3, buying 1 red (1€). That puts me at 41 VP total", "refuse", []),
    # (left by set 19) a technology and its level after "goes for", where only an upgrade is granted
    ("ho19-c5-effects-t9", "Lucia", "post", "Lucia goes for Community 3", "accept",
     ["line 1 → upgrade community to level 3 (+3 VP)"]),
    ("ho19-c5-effects-t9", "Lucia", "post", "Lucia goes for Military 2", "refuse", []),
    # the poster's doubt about their reading of the board: talk, the figure still checked
    ("ho19-c5-action-t6", "Lucia", "post", "sell 1 red, should be 2€ if I read the board right", "accept",
     ["line 1 → sell 1 red for 2 €"]),
    ("ho19-c5-action-t6", "Lucia", "post", "sell 1 red for 2€ unless I miscounted", "accept", ["line 1 → sell 1 red for 2 €"]),
    ("ho19-c5-action-t6", "Lucia", "post", "sell 1 red (3€ if I'm not mistaken)", "refuse", []),
    # industry of one kind only: as much of it as the level gives, none of the other
    ("ho19-c5-action-t6", "Lucia", "post", "industry: only the purple", "accept", ["line 1 → industry: 1 purple, 0 colonists"]),
    ("ho19-c5-action-t6", "Lucia", "post", "industry: just colonists", "accept", ["line 1 → industry: 0 purple, 1 colonist"]),
    ("ho19-c5-action-t6", "Lucia", "post", "industry: purple only", "accept", ["line 1 → industry: 1 purple, 0 colonists"]),
    # "everything red I have (12)": all of that colour, the count checked
    ("ho19-c5-vote-t8", "Dmitri", "choice", "yes with everything red I have (12)", "accept", ["read Dmitri's vote as: yes, 12 red"]),
    ("ho19-c5-vote-t8", "Dmitri", "choice", "no, everything red I've got (12)", "accept", ["read Dmitri's vote as: no, 12 red"]),
    ("ho19-c5-vote-t8", "Dmitri", "choice", "yes with everything red I have (10)", "refuse", []),
    # a vote's total without the word "votes" ("(6 total)"), and the voter's doubt beside it: checked
    ("ho20-col20-5p-vote-t10", "Priyanka", "choice", "Yes - 2 yellow (6 total, unless I miscounted)", "accept",
     ["read Priyanka's vote as: yes, 2 yellow"]),
    ("ho20-col20-5p-vote-t10", "Priyanka", "choice", "yes, 3 yellow, 7 altogether", "accept",
     ["read Priyanka's vote as: yes, 3 yellow"]),
    ("ho20-col20-5p-vote-t10", "Priyanka", "choice", "Yes - 2 yellow (7 total if my math is right)", "refuse", []),
    # the colonists arriving said as "turn N + M": checked, never a figure left unread
    ("ho19-c4-income-t1", "Ingrid", "post", "1 credit pls (turn 1 + 0)", "accept", ["line 1 → community: 1 credit, reject 0"]),
    ("ho19-c4-income-t1", "Ingrid", "post", "1 credit (turn 1 + 1)", "refuse", []),
    ("ho20-col20-4p-income-t4", "Tobias", "post", "2 credits, keeping all 4 colonists (4 + 0 this turn)", "accept",
     ["line 1 → community: 2 credits, reject 0"]),
    ("ho20-col20-4p-income-t4", "Tobias", "post", "2 credits, 5 colonists arrive (4+1)", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, text, pieces the reply must hold)
REFUSED = [
    # a second order on the line is a second action even when it is not read in full
    (ACT, "Kenji", "hunt pirates off my routes and sell 2 purple", ["one action per turn"]),
    (ACT, "Kenji", "refuge from my routes, then sell 1 purple", ["one action per turn"]),
    (TIE, "Kenji", "tie yes i guess, or no idk", ["is this your decision?"]),
    (EFF, "Oskar", "free upgrade: Military 3→4 (+5 VP)", ["Military level 4 is worth 9 points (+4), not +5",
                                                           "the upgrade action is paid as usual"]),
    (LAST, "Dagny", "Commerce 2→3, buying 1 red (1€). That puts me at 41 VP total",
     ["your technology points go from 37 to 40, not 41"]),
]


@pytest.mark.parametrize("fixture,player,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, text, wants):
    blind.check_habit("colonies", blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml", player, text,
                      False, wants, tmp_path)
