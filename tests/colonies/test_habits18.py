"""Habits met in held-out 18, each written again in other words (issue 19: fix the habit, never
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
    # a plan for a later turn said first, then this turn's order after "for now" / "this turn"
    ("ho18-four-t1-act", "Hilde", "post", "gonna upgrade Industry next turn; this turn I'll just sell 1 blue", "accept",
     ["sell 1 blue for 2 €"]),
    ("ho18-four-t1-act", "Hilde", "post", "I'll sell later, for now industry 1 blue 1 colonist", "accept",
     ["industry: 1 blue, 1 colonist"]),
    ("ho18-four-t1-act", "Hilde", "post", "Will negotiate next round. Right now: sell 1 blue (2€)", "accept",
     ["sell 1 blue for 2 €"]),
    ("ho18-four-t1-act", "Hilde", "post", "next turn I'll sell, but for now sell 2 blue", "refuse", []),
    # at the tie, a remark after the side naming a thing of the game ("a free upgrade"): talk
    ("ho18-five-t1-tie", "Carla", "post", "no. sorry folks, nobody gets a free upgrade this year", "accept", ["tie: no"]),
    ("ho18-five-t1-tie", "Carla", "post", "yes - enjoy the upgrades everyone", "accept", ["tie: yes"]),
    ("ho18-five-t1-tie", "Carla", "post", "tie: yes, upgrade military 2 red", "refuse", []),
    # the production's breakdown in brackets, then the stock after the income: both checked
    ("ho18-three-t3-income", "Tobi", "post", "1 credit, 5 purple (4 exp + 1 ind) → 10 purple", "accept",
     ["community: 1 credit, reject 0"]),
    ("ho18-three-t3-income", "Tobi", "post", "5 purple (4+1) -> 10 purple. 1 credit pls", "accept",
     ["community: 1 credit, reject 0"]),
    ("ho18-three-t3-income", "Tobi", "post", "1 credit. 5 purple (4 export + 1 industry) -> 11 purple", "refuse", []),
    ("ho18-three-t3-income", "Tobi", "post", "1 credit. 5 purple in (4 export + 1 industry), so 10 purple now", "accept",
     ["community: 1 credit, reject 0"]),
    ("ho18-three-t3-income", "Tobi", "post", "1 credit. 5 purple (4 export + 1 industry), leaves me with 11 purple",
     "refuse", []),
    # a total up front, then the count from each route in words ("one from ...")
    ("ho18-three-t6-act", "Quentin", "post", "hunt 2 pirates: one off Tobi's green route, one off Sakura's green route",
     "accept", ["hunt pirates: 1 from Tobi's green route, 1 from Sakura's green route (1 € from Tobi, 1 € from Sakura)"]),
    ("ho18-three-t6-act", "Quentin", "post", "Hunting 3: one from Tobi's green route and one from Sakura's green route",
     "refuse", []),
    ("ho18-three-t6-act", "Quentin", "post",
     "Hunting 2: one from Tobi's green route and one from Sakura's green route (2€ from each)", "refuse", []),
    # a sentence of intent before a colon, then the order (its words are not orders)
    ("ho18-three-t6-act", "Quentin", "post", "ok I'm going to play it safe: sell 1 blue", "accept", ["sell 1 blue for 3 €"]),
    ("ho18-three-t6-act", "Quentin", "post", "Gonna clean house - hunt 2 off my red route", "accept",
     ["hunt pirates: 2 from my red route"]),
    ("ho18-three-t6-act", "Quentin", "post", "I think I'll keep it simple: refuge 1 from Sakura's green route", "accept",
     ["refuge: 1 from Sakura's green route (+1 green)"]),
    ("ho18-three-t6-act", "Quentin", "post", "I'll clean my own route first: hunt 3 off my red route", "refuse", []),
    # an EDIT of the granted industry actions said once "each time" / "for both": both actions
    ("ho18-four-t1-effects", "Mireille", "post", "Industry: 1 green + 1 colonist (x2)\nEDIT: actually no colonists, just 1 green, twice",
     "accept", ["industry: 1 green, 0 colonists", "industry: 1 green, 0 colonists"]),
    ("ho18-four-t1-effects", "Mireille", "post", "Industry x2: 1 green, 1 colonist each\nEDIT: make it 1 green and no colonist for both",
     "accept", ["industry: 1 green, 0 colonists", "industry: 1 green, 0 colonists"]),
    ("ho18-four-t1-effects", "Mireille", "post", "Industry: 1 green + 1 colonist (x2)\nEDIT: 2 green each time", "refuse", []),
    # a judgement of an option opening the line, then the order after ", so" or a dash: talk
    ("ho18-four-t1-act", "Hilde", "post", "selling blue is a waste, so industry 1 blue 1 colonist", "accept",
     ["industry: 1 blue, 1 colonist"]),
    ("ho18-four-t1-act", "Hilde", "post", "selling blue is pointless right now so I'll negotiate +1 both ways with Osk",
     "accept", ["negotiate: +1 both ways with purple"]),
    ("ho18-four-t1-act", "Hilde", "post", "negotiating is useless for me - sell 1 blue", "accept", ["sell 1 blue for 2 €"]),
    ("ho18-four-t1-act", "Hilde", "post", "Selling blue isn't worth it, so I'll negotiate with Osk", "query", []),
    # a vote whose side is chosen but whose amount is left open ("2 or 3", "maybe 2"): asked
    ("ho18-five-t1-vote", "Dusan", "choice", "yes with 1 or 2 green maybe", "query", []),
    ("ho18-five-t1-vote", "Dusan", "choice", "no, maybe 2 green", "query", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


def test_amount_left_open_is_asked_as_such(tmp_path):
    """The question names the amount, not the side ("no, 2 green or maybe 3")."""
    post = blind.Post("colonies", "HAB", "habits", blind.corpus_dir("colonies") / "fixtures" / "ho18-five-t1-vote.toml",
                      "Dusan", "choice", "no, 3 green or maybe 2", "query", (), "",
                      expect_problem=("leaves the amount open (3 or 2)",))
    outcome = blind.run(post, tmp_path)
    assert outcome.right, (outcome.failures, outcome.output)
