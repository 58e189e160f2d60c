"""Habits met in held-out 22, and those of sets 19-21 written again in other voices (issue 19: fix
the habit, never the sentence). Every post is checked through the real CLI on a blind-corpus
fixture, as tests/posts/blind.py checks the corpora: the verdict a careful GM gives, and for an
accepted post the Read-as lines in the game's canonical words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

DECK = "ho22-5p-deck"          # Bob: #6, #4, #5 Immigration, #17, #20 Resource Shortage; Dee: ... #15, #25
INC1 = "ho22-5p-income1"       # 1 colonist arrives; Community 1, Industry 1, export 4
INC3 = "ho22-3p-income3"       # 8 colonists arrive; Gorm Community 3; Hanne Industry 2 (blue)
VOTE1 = "ho22-5p-vote1"        # Influence 1 everywhere
VOTE4 = "ho22-4p-vote4"        # Nils Influence 2
EFF1 = "ho22-5p-effects1"      # Bob: 3 pirates or 4 €
EFF3 = "ho22-3p-effects3"      # Gorm and Hanne: an action of choice or 4 €
ACT = "ho22-4p-action-mid"     # Lucia: Military 2, Commerce 2; yellow sells 2 €, the rest 1 €
ANN = "ho22-5p-t10-ann3"       # Ann: red sells 2 €, 2 €, then 1 €; Commerce 3, Military 3
EVE = "ho22-5p-t10-eve3"       # Eve: Influence 3, blue sells 1 €
TIE = "ho22-3p-tie3"           # Gorm decides a 2-2 tie

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # 4 € and the effect it replaces, both asked for on one line: one or the other (H22-CLS-019)
    (EFF1, "Bob", "post", "taking the 4 credits + placing the pirates", "refuse", []),
    (EFF1, "Bob", "post", "4e and pirates", "refuse", []),
    (EFF1, "Bob", "post", "[b]4€[/b] and the pirates", "refuse", []),
    (EFF1, "Bob", "post", "money AND the privateers :D", "refuse", []),
    (EFF1, "Bob", "post", "gimme the 4 euros and the effect too", "refuse", []),
    (EFF3, "Hanne", "post", "4€ and the action", "refuse", []),
    (EFF3, "Hanne", "post", "4 € plus an upgrade pls", "refuse", []),
    # ... and the near-misses: the effect named only to be turned down
    (EFF1, "Bob", "post", "4€, no pirates", "accept", ["4 € instead of the effect"]),
    (EFF1, "Bob", "post", "4 € instead of the pirates", "accept", ["4 € instead of the effect"]),
    (EFF1, "Bob", "post", "4€ (skip the pirates)", "accept", ["4 € instead of the effect"]),
    (EFF1, "Bob", "post", "the 4 € please, forget the pirates", "accept", ["4 € instead of the effect"]),
    (EFF1, "Bob", "post", "i'll take the 4 credits over the pirates", "accept", ["4 € instead of the effect"]),
    (EFF3, "Hanne", "post", "4€ rather than the action", "accept", ["4 € instead of the effect"]),
    (EFF3, "Gorm", "post", "the money, not the action", "accept", ["4 € instead of the effect"]),
    # a production figure with its working in brackets, then "coming in" (H22-CLS-009)
    (INC1, "Eve", "post", "1 cr, 5 blue (4+1) rolling in", "accept", ["community: 1 credit, reject 0"]),
    (INC1, "Eve", "post", "1 cr pls - 5 blue (4 + 1) come in", "accept", ["community: 1 credit, reject 0"]),
    (INC1, "Eve", "post", "1 cr for me, 6 blue (4+2) coming in", "refuse", []),
    (INC3, "Hanne", "post", "1 cr, 6 blue (4+2) coming in", "accept", ["community: 1 credit, reject 0"]),
    (INC3, "Hanne", "post", "1 cr, 7 blue (4+3) coming in", "refuse", []),
    (INC3, "Gorm", "post", "3 cr, 5 yellow (4+1) coming in, all 8 colonists stay", "accept",
     ["community: 3 credits, reject 0"]),
    # the breakdown's two parts both labelled, with a comma between them
    (INC3, "Hanne", "post", "1 cr. 6 blue (4 export, 2 industry)", "accept", ["community: 1 credit, reject 0"]),
    (INC3, "Hanne", "post", "1 cr, 6 blue (4 export and 2 industry)", "accept", ["community: 1 credit, reject 0"]),
    (INC3, "Hanne", "post", "1 cr. 7 blue (4 export, 3 industry)", "refuse", []),
    # the colonists after a rejection, written as a result: what is kept, not what arrives
    (INC3, "Gorm", "post", "2 credits, reject 1 -> 7 colonists", "accept", ["community: 2 credits, reject 1"]),
    (INC3, "Gorm", "post", "2 credits, reject 1 -> 8 colonists", "refuse", []),
    (INC3, "Priya", "post", "1 credit (so 8 colonists arrive)", "accept", ["community: 1 credit, reject 0"]),
    # "#5" is the card number the player's view prints beside the card (H22-CLS-005, reviewed)
    (DECK, "Bob", "choice", "#5 pls", "accept", ["Immigration (#5)"]),
    (DECK, "Bob", "choice", "putting in # 5 thx", "accept", ["Immigration (#5)"]),
    (DECK, "Bob", "choice", "#5 immigration", "accept", ["Immigration (#5)"]),
    (DECK, "Bob", "choice", "my 5th card", "accept", ["Resource Shortage (#20)"]),
    (DECK, "Bob", "choice", "card 5", "query", []),
    (DECK, "Bob", "choice", "Immigration (#6)", "query", []),
    (DECK, "Bob", "choice", "#5 or #20, you choose", "query", []),
    # a card ruled out beside the one put in
    (DECK, "Dee", "choice", "Nominate Governor (not Uprising)", "accept", ["Nominate Governor"]),
    (DECK, "Dee", "choice", "nominate governor rather than uprising", "accept", ["Nominate Governor"]),
    (DECK, "Dee", "choice", "Uprising instead of Nominate Governor", "accept", ["Uprising"]),
    (DECK, "Dee", "choice", "Nominate Governor, not sure about Uprising", "query", []),
    # a hunt's payment written straight after the route, no comma (a phone)
    (ACT, "Lucia", "post", "hunt 2 off Kees's green route 2€ from Kees", "accept",
     ["line 1 → hunt pirates: 2 from Kees's green route (2 € from Kees)"]),
    (ACT, "Lucia", "post", "hunt 2 off Kees's green route for 2€", "accept",
     ["line 1 → hunt pirates: 2 from Kees's green route (2 € from Kees)"]),
    (ACT, "Lucia", "post", "hunt 2 off Kees's green route 3€ from Kees", "refuse", []),
    # a price for each resource sold, listed: the breakdown shelf by shelf, checked
    (ANN, "Ann", "post", "selling 3 red → 2€, 2€, 1€ = 5€", "accept", ["line 1 → sell 3 red for 5 € (2 € + 2 € + 1 €)"]),
    (ANN, "Ann", "post", "sell 3 red at 2€, 2€ and 1€", "accept", ["line 1 → sell 3 red for 5 € (2 € + 2 € + 1 €)"]),
    (ANN, "Ann", "post", "sell 3 red (2€, 2€, 2€ = 6€)", "refuse", []),
    (ANN, "Ann", "post", "sell 3 red at 2€, 2€ and 2€", "refuse", []),
    # pirates placed, the count said before the word "pirates"
    (EFF1, "Bob", "post", "3 pirates on Ann's yellow route", "accept", ["pirates: 3 on Ann's yellow route"]),
    (EFF1, "Bob", "post", "2 pirates on Cy's green route, 1 on Dee's red route", "accept",
     ["pirates: 2 on Cy's green route, 1 on Dee's red route"]),
    (EFF1, "Bob", "post", "4 pirates on Cy's green route", "refuse", []),
    # a purchase's price written without its currency ("for 4"): read and checked, never left unplaced
    (ANN, "Ann", "post", "UPGRADE COMMERCE TO 4 BUYING 2 PURPLE FOR 5", "accept",
     ["line 1 → upgrade commerce to level 4 (+4 VP): 4 purple, 4 red, 4 colonists, buying 2 purple for 5 €"]),
    (ANN, "Ann", "post", "upgrade commerce to 4 (buy 2 purple for 5)", "accept",
     ["buying 2 purple for 5 €"]),
    (ANN, "Ann", "post", "upgrade commerce to 4, buying 2 purple for 4", "refuse", []),
    # every arriving colonist kept, their count in brackets: checked
    (INC3, "Gorm", "post", "3 credits, keep all (8)", "accept", ["community: 3 credits, reject 0"]),
    (INC3, "Gorm", "post", "3 credit and all colonist (8) stay", "accept", ["community: 3 credits, reject 0"]),
    (INC3, "Gorm", "post", "3 credits, keep all (9)", "refuse", []),
    (INC3, "Gorm", "post", "3 credits, all colonists stay (7)", "refuse", []),
    # one amount for each payer, listed without "from" ("2€ bob 1€ dee", "(Bob 2€, Dee 1€)")
    (ANN, "Ann", "post", "hunt pirates 2 from bob red route and 1 from dee blue route, 2€ bob 1€ dee", "accept",
     ["line 1 → hunt pirates: 2 from Bob's red route, 1 from Dee's blue route (2 € from Bob, 1 € from Dee)"]),
    (ANN, "Ann", "post", "hunt 2 from bob red + 1 from dee blue (Bob 2€, Dee 1€)", "accept",
     ["line 1 → hunt pirates: 2 from Bob's red route, 1 from Dee's blue route (2 € from Bob, 1 € from Dee)"]),
    (ANN, "Ann", "post", "hunt 2 from bob red + 1 from dee blue (Bob 1€, Dee 2€)", "refuse", []),
    # other voices on habits of sets 19-21 (already read right; kept so they stay so)
    (ACT, "Lucia", "post", "hunting 2 pirates from kees green route (+2€ from him)", "accept",
     ["line 1 → hunt pirates: 2 from Kees's green route (2 € from Kees)"]),
    (ACT, "Lucia", "post", "[b]Hunt[/b] 2 from Kees' green route, Kees pays 2€", "accept",
     ["line 1 → hunt pirates: 2 from Kees's green route (2 € from Kees)"]),
    (ACT, "Lucia", "post", "I am selling two yellow, price is 4 €", "accept", ["line 1 → sell 2 yellow for 4 €"]),
    (ACT, "Lucia", "post", "sell 2 yellow\nEDIT: only 1 yellow (2€)", "accept", ["line 2 → sell 1 yellow for 2 €"]),
    (ACT, "Lucia", "post", "sell 2 yellow, hunt 2 from Kees green route", "refuse", []),
    (ACT, "Lucia", "post", "Military up to level 3 (+2 VP)", "refuse", []),
    (ACT, "Lucia", "post", "negotiate +1 their side w/ Nils, 2€ to Nils", "refuse", []),
    (ACT, "Lucia", "post", "sell 2 yellow or maybe hunt, not sure", "query", []),
    (ANN, "Ann", "post", "hunt: Bob's red route x2, Dee's blue route x1 (4€ total)", "refuse", []),
    (ANN, "Ann", "post", "upgrade commerce 3->4, buy 2 purple (2€+2€)", "refuse", []),
    (EVE, "Eve", "post", "negotiate: +1 both ways with Ann and +1 both ways with Bob (3 pts)", "refuse", []),
    (TIE, "Gorm", "post", "yes (3-1)", "refuse", []),
    (TIE, "Gorm", "post", "i say yes... or no. hmm", "query", []),
    (VOTE1, "Bob", "choice", "yes 3 green so 3 votes", "refuse", []),
    (VOTE1, "Cy", "choice", "no with 1 green & 1 blue, 3 votes total", "accept", ["no, 1 blue, 1 green"]),
    (VOTE4, "Nils", "choice", "no - 2 yellow + 1 purple (4 votes)", "refuse", []),
    (VOTE4, "Kees", "choice", "yes, all 7 red", "refuse", []),
    (VOTE4, "Marta", "choice", "yes, 2 colonists and 1 purple", "query", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, text, pieces the reply must hold)
REFUSED = [
    (EFF1, "Bob", "4€ and the pirates please", ["4 € or the effect, not both"]),
    (EFF3, "Hanne", "4 credits, and also the action", ["not both"]),
    (INC3, "Gorm", "2 credits, reject 1 -> 8 colonists", ["with 1 rejected you receive 7", "not 8"]),
    (ANN, "Ann", "sell 3 red at 2€, 2€ and 2€", ["not 2 € + 2 € + 2 €"]),
    (INC3, "Hanne", "1 cr. 7 blue (4 export, 3 industry)", ["your Industry level is 2, not 3"]),
    (ANN, "Ann", "upgrade commerce to 4, buying 2 purple for 4", ["buying 2 purple costs 5 €, not 4 €"]),
    (INC3, "Gorm", "3 credits, keep all (9)", ["you receive 8", "not 9"]),
]


@pytest.mark.parametrize("fixture,player,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, text, wants):
    blind.check_habit("colonies", blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml", player, text,
                      False, wants, tmp_path)
