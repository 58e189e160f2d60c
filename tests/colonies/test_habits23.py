"""Habits met in held-out 23, and those of sets 21-22 written again in other voices (issue 19: fix
the habit, never the sentence). Every post is checked through the real CLI on a blind-corpus
fixture, as tests/posts/blind.py checks the corpora: the verdict a careful GM gives, and for an
accepted post the Read-as lines in the game's canonical words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

DEP = "ho23-p5-effects1"       # Deport: each player loses 3 resources (Eve: 2 blue, 2 green, 2 yellow, 5 purple, 2 red)
A1 = "ho23-p5-action1"       # Bob
A4 = "ho23-p4-action1"       # Lucia
LAST = "ho23-p5-last"        # Ann, the last action of the game
INC = "ho23-p5-income1"
EFF1 = "ho22-5p-effects1"      # Bob: 3 pirates or 4 €
EFF3 = "ho22-3p-effects3"      # Gorm and Hanne: an action of choice or 4 €
INC1 = "ho22-5p-income1"       # 1 colonist arrives; Community 1, Industry 1, export 4
INC3 = "ho22-3p-income3"       # 8 colonists arrive; Gorm Community 3; Hanne Industry 2 (blue)
ACT = "ho22-4p-action-mid"     # Lucia: Military 2, Commerce 2; yellow sells 2 €, the rest 1 €
ANN = "ho22-5p-t10-ann3"       # Ann: red sells 2 €, 2 €, then 1 €; Commerce 3, Military 3
DECK = "ho22-5p-deck"          # Bob: #6, #4, #5 Immigration, #17, #20 Resource Shortage

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # a colour's stock before and after a loss, the colour named beside the figures: a claim
    # checked against that colour, never one more resource lost (H23-CLS-040)
    (DEP, "Eve", "post", "Deport: lose 3 purple (5 → 2 purple)", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "lose 3 purple (5 purple -> 2 purple)", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "losing 3 purple, 5 purple → 2", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "lose 3 purple, purple 5 → 2", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "lose 3x purple (purple: 5 → 2)", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "lose 3 purple (purple: 5 → 3)", "refuse", []),
    (DEP, "Eve", "post", "i lose 3 purple (5->2 purple left)", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "[b]Deport[/b] - lose 2 purple + 1 blue (purple 5 → 3, blue 2 → 1)", "accept",
     ["line 1 → lose 1 blue, 2 purple"]),
    (DEP, "Eve", "post", "lose 2 purple, 1 blue (5 → 3 purple, 2 → 1 blue)", "accept",
     ["line 1 → lose 1 blue, 2 purple"]),
    (DEP, "Eve", "post", "lose 2 purple, 1 blue (purple 5->3 blue 2->1)", "accept",
     ["line 1 → lose 1 blue, 2 purple"]),
    # ... and the figures written wrong, or of a colour not given up: refused, never accepted
    (DEP, "Eve", "post", "lose 3 purple (5 → 3 purple)", "refuse", []),
    (DEP, "Eve", "post", "lose 3 purple (4 purple → 1 purple)", "refuse", []),
    (DEP, "Eve", "post", "lose 3 purple (5 → 2 red)", "refuse", []),
    (DEP, "Eve", "post", "lose 3 purple, red 2 → 1", "refuse", []),
    (DEP, "Eve", "post", "lose 2 purple, 1 blue (purple 5->3 blue 2->0)", "refuse", []),
    (DEP, "Eve", "post", "lose purple 5 → 2", "refuse", []),
    (DEP, "Eve", "post", "lose 4 purple (5 → 1 purple)", "refuse", []),
    # a colour's stock before or after, in words ("had 5 purple", "2 purple left", "now 2"), in
    # brackets too: read and checked, never a remark skipped
    (DEP, "Eve", "post", "lose 3 purple (had 5 purple, 2 purple left)", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "lose 3 purple (had 5, 2 left)", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "lose 3 purple, had 5 now 2", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "lose 3 purple. now 2 purple", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "i lose 3 purple (2 purple left)", "accept", ["line 1 → lose 3 purple"]),
    (DEP, "Eve", "post", "lose 2 purple 1 red (had 5 purple)", "accept", ["line 1 → lose 2 purple, 1 red"]),
    (DEP, "Eve", "post", "lose 3 purple (had 5 purple, 3 purple left)", "refuse", []),
    (DEP, "Eve", "post", "lose 3 purple (had 4)", "refuse", []),
    (DEP, "Eve", "post", "lose 3 purple, had 5 now 3", "refuse", []),
    (DEP, "Eve", "post", "lose 3 purple (3 purple left)", "refuse", []),
    (DEP, "Eve", "post", "lose 2 purple 1 red (had 5)", "refuse", []),
    (DEP, "Eve", "post", "lose 3 purple (2 red left)", "refuse", []),
    # an EDIT replacing the loss: the figures beside the replaced loss go with it; the edit's own
    # figures are checked
    (DEP, "Eve", "post", "lose 3 purple (5 → 2)\nEDIT: lose 2 purple, 1 red", "accept",
     ["line 2 → lose 2 purple, 1 red"]),
    (DEP, "Eve", "post", "lose 3 purple (5 → 2 purple)\nEDIT: lose 2 purple, 1 red (red 2 → 1)", "accept",
     ["line 2 → lose 2 purple, 1 red"]),
    (DEP, "Eve", "post", "lose 3 purple (5 → 2 purple)\nEDIT: lose 2 purple, 1 red (red 2 → 0)", "refuse", []),
    (DEP, "Eve", "post", "lose 3 purple (5 → 2)\nEDIT: lose 2 purple, 1 red (had 4 purple)", "refuse", []),
    # older Deport habits in other voices
    (DEP, "Cy", "post", "-2 blue, -1 yellow", "accept", ["lose 2 blue, 1 yellow"]),
    (DEP, "Dee", "post", "lose 3 resources: red, red, blue", "accept", ["lose 1 blue, 2 red"]),
    (DEP, "Dee", "post", "lose 3 red (5 → 2)", "accept", ["lose 3 red"]),
    (DEP, "Dee", "post", "lose 3 red (2 left)", "accept", ["lose 3 red"]),
    (DEP, "Dee", "post", "lose 3 red (3 left)", "refuse", []),
    (DEP, "Bob", "post", "lose 3 green\nEDIT: 2 green and 1 blue instead", "accept", ["lose 1 blue, 2 green"]),
    (DEP, "Bob", "post", "lose 3 green or maybe 3 blue", "query", []),
    # 4 € and the effect both taken (H22-CLS-019), other voices
    (EFF1, "Bob", "post", "4 euro + pirates pls", "refuse", []),
    (EFF1, "Bob", "post", "i take 4€, no privateers for me", "accept", ["4 € instead of the effect"]),
    (EFF3, "Gorm", "post", "4 € and not the action", "accept", ["4 € instead of the effect"]),
    # the figures of income (H22-CLS-009), other voices
    (INC1, "Eve", "post", "1 credit. 5 blue coming (4 + 1)", "accept", ["community: 1 credit, reject 0"]),
    (INC1, "Eve", "post", "1 credit. 5 blue coming (4 + 2)", "refuse", []),
    (INC3, "Gorm", "post", "3 credits , keep all 8 colonists", "accept", ["community: 3 credits, reject 0"]),
    (INC3, "Gorm", "post", "3 credits , keep all 9 colonists", "refuse", []),
    # sales priced shelf by shelf, other voices
    (ANN, "Ann", "post", "sell 3 red: 2+2+1 = 5€", "accept", ["line 1 → sell 3 red for 5 € (2 € + 2 € + 1 €)"]),
    (ANN, "Ann", "post", "sell 3 red: 2+2+2 = 6€", "refuse", []),
    (ACT, "Lucia", "post", "sell two yellow for 4€ thx", "accept", ["line 1 → sell 2 yellow for 4 €"]),
    (ACT, "Lucia", "post", "sell two yellow for 5€ thx", "refuse", []),
    # card numbers (H22-CLS-005), other voices
    (DECK, "Bob", "choice", "I play #5", "accept", ["Immigration (#5)"]),
    (DECK, "Bob", "choice", "#5 or maybe #6", "query", []),
    # set-23 orders in other voices (mobile, BBCode, non-native, a quote), two orders on one line,
    # figures wrong by one
    (A1, "Bob", "post", "selling 1 green for 2 euro", "accept", ["sell 1 green for 2 €"]),
    (A1, "Bob", "post", "sell 1 green (3€)", "refuse", []),
    (A1, "Bob", "post", "[b]Industry[/b]: 1 green + 1 colonist (-> 6 green, 1 colonist)", "accept", []),
    (A1, "Bob", "post", "industry 1 green 1 colonist → 7 green, 1 colonist", "refuse", []),
    (A1, "Bob", "post", "negotiate with ann, +1 for both pls", "accept", []),
    (A4, "Lucia", "post", "i upgrade influence to lvl 2, cost 2 red 2 blue 2 colonist", "accept", []),
    (A4, "Lucia", "post", "industry 1 -> 2 (2 blue, 2 green, 2 colonists) +2VP", "accept", []),
    (A4, "Lucia", "post", "industry 1 -> 2 (2 blue, 2 green, 2 colonists) +3VP", "refuse", []),
    (A4, "Lucia", "post", "hunt 1 pirate from wren purple route, wren pays me 1€", "accept", []),
    (A4, "Lucia", "post", "hunt 1 pirate from wren purple route, 2€ from wren", "refuse", []),
    (LAST, "Ann", "post", "upgrade military to 3 + buy 1 purple (3€), +3 VP (19 -> 22)", "accept", []),
    (LAST, "Ann", "post", "upgrade military to 3 + buy 1 purple (3€), +3 VP (19 -> 23)", "refuse", []),
    (LAST, "Ann", "post", "sell 2 yellow + 1 red = 6€", "accept", []),
    (LAST, "Ann", "post", "sell 2 yellow + 1 red = 7€", "refuse", []),
    (LAST, "Ann", "post", "sell 2 yellow, 1 red (2€+2€+2€)", "accept", []),
    (INC, "Cy", "post", "i reject 1 colonist", "accept", []),
    (INC, "Bob", "post", "1 credit pls, no reject", "accept", []),
    (INC, "Eve", "post", "nothing, the colonist stays", "accept", []),
    (A1, "Bob", "post", "sell 1 green (2€) and +1 both ways w/ Ann", "refuse", []),
    (A1, "Bob", "post", "sell 1 green 2€, pass", "refuse", []),
    (A4, "Lucia", "post", "Industry 1→2: 2 blue, 2 green, 3 colonists. +2 VP", "refuse", []),
    (A4, "Lucia", "post", "upgrade influence 1->2 costs 2 red, 2 blue, 2 colonists (+1 VP)", "refuse", []),
    (LAST, "Ann", "post", "sell 2 yellow and 1 red (2+2+2 = 5 €)", "refuse", []),
    (DEP, "Ann", "post", "Deport : i loose 1 green , 1 red , 1 purple", "accept", ["lose 1 green, 1 purple, 1 red"]),
    (DEP, "Ann", "post", "[quote=Eve]lose 3 purple[/quote]\nlose 1 green 1 red 1 purple", "accept", ["lose 1 green, 1 purple, 1 red"]),
    (DEP, "Ann", "post", "lose 1 green, 1 red, 1 purple (12 → 9)", "accept", ["lose 1 green, 1 purple, 1 red"]),
    (DEP, "Ann", "post", "lose 1 green, 1 red, 1 purple (12 → 10)", "refuse", []),
    (DEP, "Ann", "post", "lose 1 green, 1 red, 1 purple (green 2 → 1, red 2 → 1, purple 2 → 1)", "accept", ["lose 1 green, 1 purple, 1 red"]),
    (DEP, "Ann", "post", "lose 1 green, 1 red, 1 purple (green 2 → 1, red 2 → 0, purple 2 → 1)", "refuse", []),
    (DEP, "Ann", "post", "lose 2 yellow 1 green (5 → 3 yellow)", "accept", ["lose 1 green, 2 yellow"]),
    (DEP, "Ann", "post", "lose 2 yellow 1 green (yellow 5 → 3)", "accept", ["lose 1 green, 2 yellow"]),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, text, pieces the reply must hold)
REFUSED = [
    (DEP, "Eve", "lose 3 purple (5 → 3 purple)", ["you have 5 purple and 2 left, not 5 → 3"]),
    (DEP, "Eve", "lose 3 purple (5 → 2 red)", ["gives up no red"]),
    (DEP, "Eve", "lose 3 purple (had 4)", ["you have 5 purple, not 4"]),
    (DEP, "Eve", "lose 3 purple (had 5, 3 left)", ["you will have 2 purple left, not 3"]),
    (DEP, "Eve", "lose 2 purple, 1 blue (purple 5->3 blue 2->0)", ["you have 2 blue and 1 left, not 2 → 0"]),
]


@pytest.mark.parametrize("fixture,player,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, text, wants):
    blind.check_habit("colonies", blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml", player, text,
                      False, wants, tmp_path)
