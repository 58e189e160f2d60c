"""Habits met in held-out 15, each written again in other words (issue 19: fix the habit, never
the sentence). Every post is checked through the real CLI on a blind-corpus fixture, as
tests/posts/blind.py checks the corpora: the verdict a careful GM gives, and for an accepted post
the Read-as lines in the game's canonical words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a bare count in brackets after "all my X" is the count of X, checked against the stock
    ("ho15-five-t5-vote", "Ines", "choice", "yes, all my blue on the card (12)", "accept", ["vote as: yes, 12 blue"]),
    ("ho15-five-t5-vote", "Gorm", "choice", "NO!! all of my purple (17)", "query", []),
    ("ho15-five-t5-vote", "Priya", "choice", "aye - all the red (23) :)", "accept", ["vote as: yes, 23 red"]),
    ("ho15-quad-t1-vote", "Wilhelmina", "choice", "yes, all my red (5 of them)", "accept", ["vote as: yes, 5 red"]),
    ("ho15-quad-t1-vote", "Wilhelmina", "choice", "yes, all my red, 5 total", "accept", ["vote as: yes, 5 red"]),
    ("ho15-quad-t1-vote", "Wilhelmina", "choice", "yes: every red I have (5)", "accept", ["vote as: yes, 5 red"]),
    ("ho15-quad-t1-vote", "Wilhelmina", "choice", "yes, all my red (4 total)", "query", []),
    # "my X" with no count: the one X held; with several held, how many is asked
    ("ho15-five-t5-vote", "Ines", "choice", "no: 3 blue plus my yellow", "accept", ["vote as: no, 3 blue, 1 yellow"]),
    ("ho15-five-t5-vote", "Margaux", "choice", "aye, 2 green and my yellow", "accept", ["vote as: yes, 2 green, 1 yellow"]),
    ("ho15-five-t5-vote", "Priya", "choice", "yes with my red", "query", []),
    # an amount without a number ("some", "a few", "several") is asked, never guessed
    ("ho15-trio-t9-income", "Yuki", "post", "2 credits and turn a few away", "query", []),
    ("ho15-trio-t9-income", "Bartek", "post", "reject several, take 1 credit", "query", []),
    ("ho15-trio-t9-income", "Saoirse", "post", "some credits please", "query", []),
    ("ho15-trio-t9-income", "Saoirse", "post", "1 credit, send 2 back, need some space", "accept", ["community: 1 credit, reject 2"]),
    # an EDIT whose choice cannot be added to the one above (past the Community level) replaces it
    ("ho15-quad-t1-income", "Tamsin", "post", "reject 1\n\nEDIT: ah no, 1 credit", "accept", ["line 3 → community: 1 credit, reject 0"]),
    ("ho15-trio-t9-income", "Bartek", "post", "2 credits, reject 1\nEDIT: changed my mind, 3 credits", "accept", ["line 2 → community: 3 credits, reject 0"]),
    ("ho15-quad-t1-income", "Tamsin", "post", "1 credit\nEDIT: make that 1 reject", "query", []),
    ("ho15-trio-t9-income", "Saoirse", "post", "2 credits + 1 reject\n\nedit: nvm, all 3 credits", "accept", ["line 3 → community: 3 credits, reject 0"]),
    ("ho15-quad-t1-income", "Wilhelmina", "post", "reject 1\nedit: scratch that, take the credit", "accept", ["line 2 → community: 1 credit, reject 0"]),
    ("ho15-quad-t1-income", "Wilhelmina", "post", "1 cr\nEDIT: my bad, reject 1", "accept", ["line 2 → community: 0 credits, reject 1"]),
    ("ho15-trio-t9-income", "Bartek", "post", "1 credit, reject 1\nEDIT: make it 2 credits", "query", []),
    # a sale's total, then its breakdown in brackets with a money sign on every figure
    ("ho15-five-t6-action", "Dov", "post", "sell 2 yellow for 4 € (2 € + 2 €)", "accept", ["line 1 → sell 2 yellow for 4 € (2 € + 2 €)"]),
    ("ho15-trio-t10-action", "Bartek", "post", "Commerce: 2 blue + 2 yellow = 10€ (3€+2€+3€+2€)", "accept", ["sell 2 blue, 2 yellow for 10 € (3 € + 2 € + 3 € + 2 €)"]),
    ("ho15-trio-t10-action", "Bartek", "post", "selling 2 blue for 6 € (3 € + 3 €)", "refuse", []),
    # the Read-as of an upgrade says the level, its points, what it costs and what is bought at which price
    ("ho14-action5-t5", "Bartek", "post", "upgrade military", "accept", ["upgrade military to level 3 (+3 VP): 3 yellow, 3 purple, 3 colonists, buying 1 yellow, 2 purple for 6 €"]),
    # two granted industry actions on one line, then the stock after both
    ("ho15-trio-t9-effects", "Yuki", "post", "3 red + 3 colonists, then 2 red + 1 colonist (→ 35 red, 13 colonists)", "accept", ["industry: 3 red, 3 colonists", "industry: 2 red, 1 colonist"]),
    ("ho15-trio-t9-effects", "Yuki", "post", "first 3 red and 3 colonists, then only 3 red → 36 red, 12 colonists", "accept", ["industry: 3 red, 3 colonists", "industry: 3 red, 0 colonists"]),
    ("ho15-trio-t9-effects", "Yuki", "post", "3 red + 3 colonists, then 3 red (→ 36 red, 15 colonists)", "refuse", []),
    # colonists turned away, however it is said
    ("ho15-quad-t1-income", "Tamsin", "post", "send one colonist home", "accept", ["community: 0 credits, reject 1"]),
    ("ho15-quad-t1-income", "Tamsin", "post", "1 settler refused, no credits", "accept", ["community: 0 credits, reject 1"]),
    ("ho15-quad-t1-income", "Okonkwo", "post", "kick 1 colonist out", "accept", ["community: 0 credits, reject 1"]),
    # an agreement named by its partner first, or headed "trade agreement"
    ("ho15-five-t6-action", "Dov", "post", "Gorm +1 both ways", "accept", ["negotiate: +1 both ways with purple"]),
    ("ho15-five-t6-action", "Dov", "post", "Priya: +1 my side (1€ to Priya), Gorm: +1 both ways", "accept", ["negotiate: +1 my side with red, +1 both ways with purple"]),
    ("ho15-five-t6-action", "Dov", "post", "trade agreement: +1 both ways with Gorm, +1 both ways with Priya", "accept", ["negotiate: +1 both ways with purple, +1 both ways with red"]),
    # why a player passes is talk, whatever game words it names; an order after a pass is not
    ("ho15-five-t6-action", "Dov", "post", "pass this turn, saving money", "accept", ["line 1 → pass"]),
    ("ho15-five-t6-action", "Dov", "post", "passing, I'm saving up for an upgrade", "accept", ["line 1 → pass"]),
    ("ho15-trio-t10-action", "Bartek", "post", "skip - nothing worth doing on the last turn", "accept", ["line 1 → pass"]),
    ("ho15-five-t6-action", "Dov", "post", "pass, but sell 2 yellow", "query", []),
    # nothing placed, said as a zero; everything placed without naming it is asked
    ("ho15-five-t5-vote", "Gorm", "choice", "Yes please, 0 resources", "accept", ["vote as: yes"]),
    ("ho15-five-t5-vote", "Gorm", "choice", "no, all in!", "query", []),
    ("ho15-five-t5-vote", "Priya", "choice", "yes, everything I've got on it", "query", []),
    # an upgrade "buying what I'm missing": what it buys anyway, its price checked
    ("ho14-action5-t5", "Bartek", "post", "R&D Military, buying what I'm missing (6€)", "accept", ["upgrade military to level 3 (+3 VP): 3 yellow, 3 purple, 3 colonists, buying 1 yellow, 2 purple for 6 €"]),
    ("ho14-action5-t5", "Bartek", "post", "upgrade military, buying the rest (7€)", "refuse", []),
    ("ho14-action5-t5", "Bartek", "post", "upgrade military, buying whatever I lack", "accept", ["upgrade military to level 3"]),
    # "all my X" in a sale: every one held, through a list; a count of what is sold, checked
    ("ho15-trio-t10-action", "Bartek", "post", "sell all my blue and yellow (4 total, 10€)", "accept", ["sell 2 blue, 2 yellow for 10 €"]),
    ("ho15-trio-t10-action", "Bartek", "post", "sell all my blue and yellow (5 total, 10€)", "refuse", []),
    ("ho15-trio-t10-action", "Bartek", "post", "selling all the yellow + 2 purple", "accept", ["sell 2 yellow, 2 purple for 9 €"]),
    # the figures beside an income choice are checked: the stock after the production, the
    # colonists kept, the count of "max credits"
    ("ho15-trio-t9-income", "Bartek", "post", "Income: 3 credits. 6 purple produced (→ 28 purple)", "accept", ["community: 3 credits, reject 0"]),
    ("ho15-trio-t9-income", "Bartek", "post", "3 credits, 6 purple produced → 29 purple", "refuse", []),
    ("ho15-trio-t9-income", "Bartek", "post", "take 3 credits, keep all 8", "refuse", []),
    ("ho15-trio-t9-income", "Saoirse", "post", "take 2 credits, reject 1, keep all 8", "accept", ["community: 2 credits, reject 1"]),
    ("ho15-trio-t9-income", "Bartek", "post", "max credits (2)", "refuse", []),
    ("ho15-trio-t9-income", "Yuki", "post", "max credits (3)", "accept", ["community: 3 credits, reject 0"]),
    # "of each other colour" leaves the voter's own colour out; "every" is "each"; a count of
    # the resources placed is checked
    ("ho15-quad-t1-vote", "Tamsin", "choice", "yes with 1 of each other colour", "accept", ["vote as: yes, 1 blue, 1 green, 1 purple, 1 red"]),
    ("ho15-quad-t1-vote", "Tamsin", "choice", "yes: one of every other colour", "accept", ["vote as: yes, 1 blue, 1 green, 1 purple, 1 red"]),
    ("ho15-quad-t1-vote", "Ravi", "choice", "no, 1 of each (4 resources)", "query", []),
    ("ho15-quad-t1-vote", "Ravi", "choice", "no, 1 of each other (4 resources)", "accept", ["vote as: no, 1 blue, 1 green, 1 yellow, 1 red"]),
    # a refuge or hunt: "N pirates:" the total, then each route; "taking in"/"sheltering" pirates
    ("ho15-five-t5-effects", "Ines", "post", "refuge 2 pirates: 1 from Dov's blue, 1 from Gorm's blue", "accept", ["refuge: 1 from Dov's blue route, 1 from Gorm's blue route (+2 blue)"]),
    ("ho15-five-t5-effects", "Margaux", "post", "refuge 3 pirates: 2 from Dov's blue, 2 from Gorm's blue", "refuse", []),
    ("ho15-five-t6-action", "Dov", "post", "hunting 3 pirates: 2 from Priya's green route, 1 from Gorm's green", "accept", ["hunt pirates: 2 from Priya's green route, 1 from Gorm's green route (2 € from Priya, 1 € from Gorm)"]),
    ("ho15-five-t5-effects", "Ines", "post", "taking in 2 pirates: 1 from Dov's blue, 1 from Gorm's blue", "accept", ["refuge: 1 from Dov's blue route, 1 from Gorm's blue route"]),
    ("ho15-five-t5-effects", "Ines", "post", "sheltering 2 pirates from Priya's green route", "accept", ["refuge: 2 from Priya's green route (+2 green)"]),
    # "her/his ... route" for the one player named before it on the line
    ("ho15-five-t6-action", "Dov", "post", "Since Priya keeps blocking me: hunt 3 from her yellow route. Sorry Priya!", "accept", ["hunt pirates: 3 from Priya's yellow route (3 € from Priya)"]),
    ("ho15-five-t6-action", "Dov", "post", "Gorm, nothing personal: hunting 3 off his green route", "accept", ["hunt pirates: 3 from Gorm's green route"]),
    ("ho15-five-t6-action", "Dov", "post", "Gorm and Priya: hunting 3 from her yellow route", "query", []),
    # a title before the order parted by a dash; "My action:" as a title
    ("ho15-five-t6-action", "Dov", "post", "Turn 6, Dov - industry: 3 yellow & 3 colonists", "accept", ["industry: 3 yellow, 3 colonists"]),
    ("ho15-five-t6-action", "Dov", "post", "Round 6 — Dov — sell 2 yellow", "accept", ["sell 2 yellow for 4 €"]),
    ("ho15-five-t6-action", "Dov", "post", "My action: sell 2 yellow", "accept", ["sell 2 yellow for 4 €"]),
    # the action's word, then the order in brackets; a remark after the routes and a dash
    ("ho15-five-t6-action", "Dov", "post", "military (3 from Ines's purple route). Ines owes me 3 €.", "accept", ["hunt pirates: 3 from Ines's purple route (3 € from Ines)"]),
    ("ho15-five-t6-action", "Dov", "post", "Commerce (2 yellow, 4€)", "accept", ["sell 2 yellow for 4 €"]),
    ("ho15-five-t6-action", "Dov", "post", "hunt 3 from Ines's purple route - 3€ from Ines", "accept", ["hunt pirates: 3 from Ines's purple route (3 € from Ines)"]),
    ("ho15-five-t6-action", "Dov", "post", "hunt 3 from Ines's purple route – Ines pays 4€", "refuse", []),
    # an order shouted: "!" after it, or after its heading
    ("ho15-quad-t1-tie", "Tamsin", "post", "yes!!! (Okonkwo, you owe me one)", "accept", ["tie: yes"]),
    ("ho15-quad-t1-tie", "Tamsin", "post", "NO!", "accept", ["tie: no"]),
    ("ho15-quad-t1-income", "Tamsin", "post", "Max credits!", "accept", ["community: 1 credit, reject 0"]),
    ("ho15-five-t6-action", "Dov", "post", "industry!!", "accept", ["industry: 3 yellow, 3 colonists"]),
    ("ho15-five-t5-effects", "Dov", "post", "refuge!! 2 from Ines's red route", "accept", ["refuge: 2 from Ines's red route (+2 red)"]),
    # "both industry:" is the two granted actions; "= 36 red, 15 colonists" under them is what
    # the player then has (checked), or their sum
    ("ho15-trio-t9-effects", "Yuki", "post", "both industry: 3 red, 2 colonists", "accept", ["industry: 3 red, 2 colonists", "industry: 3 red, 2 colonists"]),
    ("ho15-trio-t9-effects", "Yuki", "post", "industry: 3 red, 3 colonists\nsame again\n= 36 red, 15 colonists", "accept", ["industry: 3 red, 3 colonists", "industry: 3 red, 3 colonists"]),
    ("ho15-trio-t9-effects", "Yuki", "post", "industry: 3 red, 3 colonists\nsame again\n= 36 red, 14 colonists", "refuse", []),
    # a refuge "keeping them (all)" keeps the pirates; the colonists then held are checked
    ("ho15-five-t5-effects", "Margaux", "post", "refuge: 3 from Gorm's green route, keeping them all", "accept", ["refuge: 3 from Gorm's green route; keep 3 as colonists"]),
    ("ho15-five-t5-effects", "Margaux", "post", "refuge: 3 from Gorm's green route, keeping my green for later", "accept", ["refuge: 3 from Gorm's green route (+3 green)"]),
    ("ho15-five-t5-effects", "Margaux", "post", "refuge: 3 from Gorm's green route → 3 green, 2 kept as colonists (7 colonists)", "accept", ["refuge: 3 from Gorm's green route; keep 2 as colonists"]),
    ("ho15-five-t5-effects", "Dov", "post", "refuge: 1 from Ines' purple route and 1 from Priya's purple route, keep 1 → 7 colonists", "refuge", []),
    ("ho15-five-t5-effects", "Dov", "post", "refuge: 1 from Ines' purple route and 1 from Priya's purple route, keep 1 (6 colonists)", "accept", ["keep 1 as colonists"]),
    # a route named by its owner, its partner in brackets
    ("ho15-five-t5-effects", "Margaux", "post", "refuge: 2 from Gorm (green), 1 from Priya (yellow)", "accept", ["refuge: 2 from Gorm's green route, 1 from Priya's yellow route (+2 green, +1 yellow)"]),
    ("ho15-five-t6-action", "Dov", "post", "hunt 3 from Priya [green]", "accept", ["hunt pirates: 3 from Priya's green route (3 € from Priya)"]),
    # the money then held, written after a sale or a hunt, is checked as such
    ("ho15-five-t6-action", "Dov", "post", "sell 2 yellow → 48 €", "accept", ["sell 2 yellow for 4 € (2 € + 2 €)"]),
    ("ho15-five-t6-action", "Dov", "post", "sell 2 yellow → 49 €", "refuse", []),
    ("ho15-five-t6-action", "Dov", "post", "hunt 3 from Ines's purple route (47 € after)", "accept", ["hunt pirates: 3 from Ines's purple route (3 € from Ines)"]),
    ("ho15-five-t6-action", "Dov", "post", "hunt 3 from Ines's purple route (48 € after)", "refuse", []),
    # pirates counted without a number are asked; "some" in a remark after the order is talk
    ("ho15-five-t6-action", "Dov", "post", "hunt a few from Priya's green route", "query", []),
    ("ho15-five-t5-effects", "Margaux", "post", "refuge: several from Gorm's green route", "query", []),
    ("ho15-five-t6-action", "Dov", "post", "hunt 3 from Priya's green route, some payback", "accept", ["hunt pirates: 3 from Priya's green route"]),
    # an order that ends with a question mark is asked; a question after it, or a tag ("right?"), is talk
    ("ho15-five-t6-action", "Dov", "post", "hunt 3 from Ines's purple route?", "query", []),
    ("ho15-five-t6-action", "Dov", "post", "Gorm +1 both ways?", "query", []),
    ("ho15-five-t6-action", "Dov", "post", "sell 2 yellow. Anyone want to trade?", "accept", ["sell 2 yellow for 4 €"]),
    ("ho15-five-t6-action", "Dov", "post", "sell 2 yellow, 4€ right?", "accept", ["sell 2 yellow for 4 €"]),
]



@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)
