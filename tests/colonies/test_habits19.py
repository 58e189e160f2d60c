"""Habits met in held-out 19, each written again in other words (issue 19: fix the habit, never
the sentence). Every post is checked through the real CLI on a blind-corpus fixture, as
tests/posts/blind.py checks the corpora: the verdict a careful GM gives, and for an accepted post
the Read-as lines in the game's canonical words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

EFF = "ho19-c5-effects-t9"      # the granted upgrade action (or 4 €): Kofi, Lucia
ACT = "ho19-c5-action-t10"      # Wren's last action: Military 4, Commerce 2

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # an EDIT naming another technology, with the purchase after it: the upgrade of that one
    (EFF, "Kofi", "post", "upgrade Industry\nEDIT: make it Community, buying 3 yellow (5€)", "accept",
     ["upgrade community to level 4 (+4 VP): 4 green, 4 yellow, 4 colonists, buying 3 yellow for 5 €"]),
    (EFF, "Kofi", "post", "upgrade Military\nedit: change that to Community - buying the yellow I'm missing", "accept",
     ["upgrade community to level 4 (+4 VP)"]),
    (EFF, "Kofi", "post", "upgrade Industry\nEDIT: make that Community, buying 3 yellow (6€)", "refuse", []),
    # a technology "up one" at a granted upgrade: the upgrade, not the action of that name
    (EFF, "Kofi", "post", "Community up one please, buying the yellow I need", "accept",
     ["upgrade community to level 4 (+4 VP)"]),
    (EFF, "Kofi", "post", "Industry up by one, buying 3 blue (5€)", "accept",
     ["upgrade industry to level 3 (+3 VP): 3 blue, 3 green, 3 colonists, buying 3 blue for 5 €"]),
    (EFF, "Lucia", "post", "Influence up 1 pls", "refuse", []),
    # what the order is for ("for the points", "for the VP") is talk, never a word left unread
    (EFF, "Kofi", "post", "upgrading Industry for the points, buying 3 blue (5€)", "accept",
     ["upgrade industry to level 3 (+3 VP)"]),
    (ACT, "Wren", "post", "hunt 4 from Lucia's yellow route for the extra VP, 4€ from Lucia", "accept",
     ["hunt pirates: 4 from Lucia's yellow route (4 € from Lucia)"]),
    (ACT, "Wren", "post", "Going for Commerce lvl 3 for the VP", "refuse", []),
    # a hunt's payment said as the rate and then the total: the total is checked
    (ACT, "Wren", "post", "hunt 2 from Kofi's blue route and 2 from Hanne's red route (1€ per pirate, 4€ in all)",
     "accept", ["hunt pirates: 2 from Kofi's blue route, 2 from Hanne's red route (2 € from Kofi, 2 € from Hanne)"]),
    (ACT, "Wren", "post", "hunt pirates: 3 from Kofi's blue route, 1 from Hanne's red route - 1€ each = 4€ total",
     "accept", ["hunt pirates: 3 from Kofi's blue route, 1 from Hanne's red route (3 € from Kofi, 1 € from Hanne)"]),
    (ACT, "Wren", "post", "hunt pirates: 2 from Kofi's blue route, 2 from Hanne's red route (1€ each → 5€ total)",
     "refuse", []),
    # the poster's planet or name announcing the action the next line orders: a title
    (EFF, "Lucia", "post", "Bellona goes for the upgrade!\nupgrade Community, buying the green and yellow I'm missing",
     "accept", ["upgrade community to level 3 (+3 VP): 3 green, 3 yellow, 3 colonists, buying 3 green, 3 yellow for 11 €"]),
    (EFF, "Lucia", "post", "[b]Lucia takes the upgrade action[/b]\nCommunity to 3", "accept",
     ["upgrade community to level 3 (+3 VP)"]),
    (EFF, "Lucia", "post", "Bellona takes the upgrade", "refuse", []),
    # the colours bought named before "bought", without a count: what is missing of them
    (EFF, "Lucia", "post", "upgrade Community: the green and the yellow bought, 11€", "accept",
     ["buying 3 green, 3 yellow for 11 €"]),
    (EFF, "Lucia", "post", "Community 2 -> 3, green + yellow bought (6€ + 5€ = 11€)", "accept",
     ["buying 3 green, 3 yellow for 11 €"]),
    (EFF, "Lucia", "post", "upgrade Community, all the green and yellow bought (12€)", "refuse", []),
    # the cost of an upgrade's purchase with its breakdown in brackets: read, and it must add up
    (EFF, "Kofi", "post", "upgrade Industry, buying 3 blue for 5€ (1€ + 2€ + 2€)", "accept",
     ["upgrade industry to level 3 (+3 VP): 3 blue, 3 green, 3 colonists, buying 3 blue for 5 €"]),
    (EFF, "Kofi", "post", "Industry to 3 - 3 blue bought for 5 € (1 + 2 + 2)", "accept",
     ["buying 3 blue for 5 €"]),
    (EFF, "Kofi", "post", "upgrade Industry, buying 3 blue for 5€ (1+2+3)", "refuse", []),
    # at an event granting only an upgrade, a technology named alone (or raised, bumped) is its upgrade
    (EFF, "Kofi", "post", "Community please, buying 3 yellow (5€)", "accept",
     ["upgrade community to level 4 (+4 VP): 4 green, 4 yellow, 4 colonists, buying 3 yellow for 5 €"]),
    (EFF, "Kofi", "post", "bump Community up a level, buying the yellow", "accept", ["upgrade community to level 4 (+4 VP)"]),
    (EFF, "Kofi", "post", "Industry please\nedit: no wait, Community (3 yellow bought for 5€)", "accept",
     ["upgrade community to level 4 (+4 VP): 4 green, 4 yellow, 4 colonists, buying 3 yellow for 5 €"]),
    (EFF, "Kofi", "post", "Kofi takes the upgrade: Industry 2 → 3, buying 3 blue (5€)", "accept",
     ["upgrade industry to level 3 (+3 VP): 3 blue, 3 green, 3 colonists, buying 3 blue for 5 €"]),
    ("ho19-c5-effects-t8", "Dmitri", "post", "Military please", "query", []),
    # a hunt's payment after an arrow, said by the payer ("→ Lucia pays me 3€")
    ("ho19-c5-effects-t8", "Dmitri", "post", "hunt 3 on Lucia's yellow route → Lucia pays me 3€", "accept",
     ["hunt pirates: 3 from Lucia's yellow route (3 € from Lucia)"]),
    (ACT, "Wren", "post", "hunt 2 from Kofi's blue route → Kofi pays 2€, 2 from Hanne's red route → Hanne pays 2€",
     "accept", ["hunt pirates: 2 from Kofi's blue route, 2 from Hanne's red route (2 € from Kofi, 2 € from Hanne)"]),
    ("ho19-c5-effects-t8", "Dmitri", "post", "hunt 3 on Lucia's yellow route -> Lucia owes me 2€", "refuse", []),
    # a vague amount ("a couple of") is asked, never read as one
    ("ho19-c4-income-t1", "Olu", "post", "a couple of credits pls", "query", []),
    ("ho19-c4-income-t1", "Tomasz", "post", "reject a couple", "query", []),
    ("ho19-c4-income-t1", "Tomasz", "post", "reject a colonist", "accept", ["community: 0 credits, reject 1"]),
    ("ho19-c5-vote-t8", "Dmitri", "choice", "yes with a couple of red", "query", []),
    (ACT, "Wren", "post", "sell a couple of yellow", "query", []),
    # who stays after a refuge, said in a sentence of its own or by a count "of them"
    ("ho19-c5-action-t6", "Lucia", "post", "Refuge 1 from Dmitri's blue route. I'll keep him.", "accept",
     ["refuge: 1 from Dmitri's blue route; keep 1 as colonists (+1 blue)"]),
    ("ho19-c5-action-t6", "Lucia", "post", "Refuge 1 from Dmitri's blue route. Keeping him as a colonist.", "accept",
     ["refuge: 1 from Dmitri's blue route; keep 1 as colonists (+1 blue)"]),
    (ACT, "Wren", "post", "refuge 3 from Kofi's blue route, I'll keep 2 of them", "accept",
     ["refuge: 3 from Kofi's blue route; keep 2 as colonists (+3 blue)"]),
    (ACT, "Wren", "post", "refuge 3 from Kofi's blue route. They can all stay.", "accept",
     ["refuge: 3 from Kofi's blue route; keep 3 as colonists (+3 blue)"]),
    # what a sale leaves the player ("That leaves me 4 purple."): checked, never a second sale
    ("ho19-c4-action-t1", "Ingrid", "post", "sell 1 purple. That leaves me 4 purple.", "accept", ["sell 1 purple for 2 €"]),
    ("ho19-c4-action-t1", "Ingrid", "post", "sell 1 purple (2€), leaving me with 4 purple", "accept",
     ["sell 1 purple for 2 €"]),
    ("ho19-c4-action-t1", "Ingrid", "post", "sell 1 purple, I'll have 3 purple left", "refuse", []),
    # "wait no" before a new amount corrects the amount; the side stays unless said again
    ("ho19-c5-vote-t8", "Kofi", "choice", "yes, 1 green, wait no 2 green", "accept", ["read Kofi's vote as: yes, 2 green"]),
    ("ho19-c5-vote-t8", "Kofi", "choice", "yes, 1 green. wait, no, just 2 green", "accept",
     ["read Kofi's vote as: yes, 2 green"]),
    ("ho19-c5-vote-t8", "Kofi", "choice", "yes, 1 green. wait no. NO, 1 green", "accept", ["read Kofi's vote as: no, 1 green"]),
    # what a sale is for ("for the cash", "for the money") is talk
    ("ho19-c5-action-t6", "Lucia", "post", "sell 1 red for 2€ - for the cash obviously", "accept", ["sell 1 red for 2 €"]),
    ("ho19-c5-action-t6", "Lucia", "post", "Sell 1 red (2€), for the money", "accept", ["sell 1 red for 2 €"]),
    ("ho19-c5-action-t6", "Lucia", "post", "sell 1 red for 3€ for the cash", "refuse", []),
    # a secret vote of "all my X" with the count in brackets, then where it goes ("on it")
    ("ho19-c5-vote-t8", "Dmitri", "choice", "YES, putting all my red (12) on the card", "accept",
     ["read Dmitri's vote as: yes, 12 red"]),
    ("ho19-c5-vote-t8", "Dmitri", "choice", "no - all my red (12) onto it please", "accept",
     ["read Dmitri's vote as: no, 12 red"]),
    ("ho19-c5-vote-t8", "Dmitri", "choice", "yes, dumping all my red (10) on it", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)
