"""Habits met in held-out 7, each written again in other words (issue 19: fix the habit, never
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
    ("ho7-c4-income-t3","Hanne","post","6 green (4+2), 1€, keeping 3 colonists","accept",["community: 1 credit, reject 0"]),
    ("ho7-c4-income-t3","Hanne","post","taking the credit – 3 colonists arrive, all stay","accept",["community: 1 credit, reject 0"]),
    ("ho7-c4-income-t3","Rafael","post","credits: 1, rejections: 0","accept",["community: 1 credit, reject 0"]),
    ("ho7-c4-income-t3","Rafael","post","1 credit\n\nEDIT: typo fixed","accept",["line 1 → community: 1 credit, reject 0"]),
    ("ho7-c4-income-t3","Lucia","post","2 € (max), all 3 colonists stay","accept",["community: 2 credits, reject 0"]),
    ("ho7-c4-income-t3","Dmitri","post","Income: 6 blue (4 export + 1 industry), 1€","refuse",[]),
    ("ho7-c4-income-t3","Rafael","post","5 yellow → 8 total, 1 cr","accept",["community: 1 credit, reject 0"]),
    ("ho7-c4-income-t3","Rafael","post","reject 1 (so 2 colonists this year)","accept",["community: 0 credits, reject 1"]),
    ("ho7-c4-income-t3","Rafael","post","The Yellow Council met. Amateru thanks its settlers.\n1 credit","accept",["community: 1 credit, reject 0"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","2 red to market (2+1 = 3€)","accept",["sell 2 red"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","Selling 2 blue: 3€ + 2€ = 5€","accept",["sell 2 blue"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","sell 2 blue (3 € each)","refuse",[]),
    ("ho7-c3-act-t4-ilse","Ilse","post","hunting on Wren's red route: 2 pirates, Wren pays 2€","accept",["hunt pirates: 2 from Wren's red route"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","Was going to negotiate with Bartek, but hunt pirates: 2 from Wren's red route","accept",["hunt pirates: 2 from Wren's red route"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","Should I hunt or sell? Going with: sell 2 blue","accept",["sell 2 blue"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","sell 2 blue. Is that 5€?","accept",["sell 2 blue"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","negotiate: +1 my side with Wren (1€ to Wren), marker 1 → 2","accept",["negotiate: +1 my side with green"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","unilateral +1 my side with Bartek","accept",["negotiate: +1 my side with yellow"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","Upgrade Influence 2→3 (+3 VP, 6 → 9)","accept",["upgrade influence"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","Upgrade Influence 2→3 (+3 VP, 6 → 10)","refuse",[]),
    ("ho7-c3-act-t4-ilse","Ilse","post","upgrade influence = 5 VP","accept",["upgrade influence"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","I'd negotiate but Influence is better spent later. sell 2 blue","accept",["sell 2 blue"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","Bartek sells his yellow, so I hunt pirates: 2 from Wren's red route","accept",["hunt pirates: 2 from Wren's red route"]),
    ("ho7-c3-effects-t2","Bartek","post","my 3 yellow go","accept",["lose 3 yellow"]),
    ("ho7-c3-effects-t2","Bartek","post","2 blue and 1 green leave the planet","accept",["lose 2 blue, 1 green"]),
    ("ho7-c3-effects-t2","Wren","post","−2 blue, −1 red","accept",["lose 2 blue, 1 red"]),
    ("ho7-c3-effects-t2","Wren","post","both my colonists are deported","accept",["lose 2 colonists"]),
    ("ho7-c4-effects-t6","Rafael","post","2 off Dmitri's green route and 1 off Lucia's blue route","accept",["hunt pirates: 2 from Dmitri's green route, 1 from Lucia's blue route"]),
    ("ho7-c4-effects-t6","Lucia","post","3 pirates from Dmitri's purple route please (3€ from Dmitri)","accept",["hunt pirates: 3 from Dmitri's purple route"]),
    ("ho7-c4-effects-t6","Hanne","post","Militia: 3 off my blue route","accept",["hunt pirates: 3 from my blue route"]),
    ("ho7-c5-tie-t1","Tobias","post","As first player: YES.","accept",["tie: yes"]),
    ("ho7-c5-tie-t1","Tobias","post","yes (it's 3-3)","accept",["tie: yes"]),
    ("ho7-c5-tie-t1","Tobias","post","yes (it's 4-2)","refuse",[]),
    ("ho7-c5-vote-t1","Olu","choice","nope, nothing on it","accept",["vote as: no"]),
    ("ho7-c5-vote-t1","Sasha","choice","yep – 1 green","accept",["vote as: yes, 1 green"]),
    ("ho7-c5-vote-t1","Tobias","choice","no + 2 blue (3 votes total)","accept",["vote as: no, 2 blue"]),
    ("ho7-c5-deck-t1","Olu","choice","#12 please","accept",["hand 4"]),
    ("ho7-c5-deck-t1","Olu","choice","card 9","accept",["hand 3"]),
    ("ho7-c5-deck-t1","Olu","choice","Card 14 pls","accept",["hand 5"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","Production peak: 3 blue, 3 colonists (→ 14 blue, 13 colonists)","accept",["industry: 3 blue, 3 colonists"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","Production peak: 3 blue, 3 colonists (→ 15 blue, 13 colonists)","refuse",[]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","hunt pirates: 2 from Hanne's blue route. Can I also hunt on Rafael's? Probably not.","accept",["hunt pirates: 2 from Hanne's blue route"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","Upgrade Influence to 3: 3 red, 3 blue, 3 colonists => 16 points total","accept",["upgrade influence"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","Upgrade Influence to 3 (13 → 17 points)","refuse",[]),
    ("ho7-c4-income-t3","Rafael","post","1 credit\n\nEDIT: no, reject 1 instead","accept",["line 3 → community: 0 credits, reject 1"]),
    ("ho7-c4-income-t3","Rafael","post","1 credit (3 colonists come in, 3 stay)","accept",["community: 1 credit, reject 0"]),
    ("ho7-c4-income-t3","Rafael","post","1 credit, 4 colonists","refuse",[]),
    ("ho7-c3-act-t4-ilse","Ilse","post","sell 1 red for 2€ and 1 yellow for 2€","accept",["sell 1 yellow, 1 red"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","sell 1 red + 1 yellow = 4€","accept",["sell 1 yellow, 1 red"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","sell 3 red","refuse",[]),
    ("ho7-c3-act-t4-ilse","Ilse","post","hunt pirates: 2 from Wren's red route (+2€)","accept",["hunt pirates: 2 from Wren's red route"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","refuge: 2 from Wren's red route, keep 2 (+2 green)","refuse",[]),
    ("ho7-c3-act-t4-ilse","Ilse","post","+1 both ways with Wren and +1 both ways with Bartek (2 points)","accept",["negotiate: +1 both ways with green, +1 both ways with yellow"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","negotiate +1 both ways with Wren (2 points)","refuse",[]),
    ("ho7-c4-effects-t6","Dmitri","post","Military action: 2 from Hanne's blue route (2€ from Hanne)","accept",["hunt pirates: 2 from Hanne's blue route"]),
    ("ho7-c4-effects-t6","Dmitri","post","4€ instead","refuse",[]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","industry 3 blue + 2 colonists","accept",["industry: 3 blue, 2 colonists"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","industry: 3 blue and 3 colonists (→ 14 blue)","accept",["industry: 3 blue, 3 colonists"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","Upgrade Community → 2 (need 1 more yellow: 2€)","accept",["upgrade community"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","Upgrade Community to 2, buying 1 yellow for 3€","refuse",[]),
    ("ho7-c5-tie-t1","Tobias","post","Hmm. No. Definitely no.","accept",["tie: no"]),
    ("ho7-c5-tie-t1","Tobias","post","yes... actually no","accept",["tie: no"]),
    ("ho7-c5-vote-t1","Kenji","choice","Vote: NAY. Putting 2 red and 1 blue on it. 4 votes total.","accept",["vote as: no, 1 blue, 2 red"]),
    ("ho7-c5-deck-t1","Kenji","choice","Open market pls, final","accept",["hand 4"]),
    ("ho7-c3-effects-t2","Bartek","post","lose 1 of each: blue, green, red","accept",["lose 1 blue, 1 green, 1 red"]),
    ("ho7-c3-effects-t2","Bartek","post","I'll give up 3 yellow","accept",["lose 3 yellow"]),
    ("ho7-c3-effects-t2","Bartek","post","3 yellow (8 → 5)","accept",["lose 3 yellow"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","passing this round, nothing useful to do","accept",["pass"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","Skip.","accept",["pass"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","No action this turn – saving up","accept",["pass"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","sell 2 blue\n\nEDIT: make that 1 blue","accept",["sell 1 blue"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","sell 2 blue (5€)\nupkeep: police green","accept",["sell 2 blue", "upkeep: police green"]),
    ("ho7-c3-act-t4-ilse","Ilse","post","[quote=Wren]sell 2 green[/quote]\nsame, but blue","query",[]),
    ("ho7-c4-income-t3","Hanne","post","[b]Community:[/b] 1€\n[b]Production:[/b] 6 green","accept",["community: 1 credit, reject 0"]),
    ("ho7-c4-income-t3","Hanne","post","| credits | 1 |\n| reject | 0 |","accept",["community: 1 credit, reject 0"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","[quote=Rafael]hunt pirates: 3 from my purple route[/quote]\n\nNice one Rafael.\n\n*Dmitri's fleet leaves the docks of Pallas.*\nhunt pirates: 2 from Hanne's blue route (2€ from Hanne)\n\nThe blue market is looking thin, by the way.\n\n-- Dmitri, Admiral of Pallas","accept",["hunt pirates: 2 from Hanne's blue route"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","My action:\n- industry\n- 3 blue\n- 3 colonists","accept",["industry: 3 blue, 3 colonists"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","**Action 1**: sell 2 red → 5€","accept",["sell 2 red"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","sell 2 red\nEDIT: sorry, sell 1 red only","accept",["sell 1 red"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","sell 2 red\nEDIT: or maybe industry","query",[]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","upgrade influence! finally level 3 :D","accept",["upgrade influence"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","upgrade influence to level 4","refuse",[]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","Going for Influence 3: 3 red, 3 blue, 3 colonists","accept",["upgrade influence"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","refuge: 2 from Hanne's yellow route, keep 1 (+2 yellow)","accept",["refuge: 2 from Hanne's yellow route; keep 1"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","refuge: 2 from Hanne's yellow route, keep 1 (+3 yellow)","refuse",[]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","negotiate: +1 both ways with Hanne, +1 both ways with Lucia","accept",["negotiate: +1 both ways with green, +1 both ways with purple"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","negotiate: +1 both ways with Hanne, +1 both ways with Lucia (3 points)","refuse",[]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","I think I'll just pass this time. Nothing worth doing.","accept",["pass"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","hunt 2 pirates from Hanne's blue route. Hanne, sorry mate!","accept",["hunt pirates: 2 from Hanne's blue route"]),
    ("ho7-c4-act-t5-dmitri","Dmitri","post","hunt 2 pirates from Hanne's blue route, then next turn I'll sell red","accept",["hunt pirates: 2 from Hanne's blue route"]),
    ("ho7-c4-effects-t6","Hanne","post","Hire militia it is. hunt pirates: 3 from my blue route.","accept",["hunt pirates: 3 from my blue route"]),
    ("ho7-c4-effects-t6","Hanne","post","hunt pirates: 3 from my blue route\nupkeep: police blue","accept",["hunt pirates: 3 from my blue route","upkeep: police blue"]),
    ("ho7-c3-effects-t2","Ilse","post","Losing: 1 blue, 1 green, 1 yellow (20 → 17)","accept",["lose 1 blue, 1 green, 1 yellow"]),
    ("ho7-c3-effects-t2","Ilse","post","Deport: I lose 3 colonists","refuse",[]),
    ("ho7-c3-effects-t2","Ilse","post","lose 3 red – 5 left","accept",["lose 3 red"]),
    ("ho7-c3-effects-t2","Ilse","post","lose 3 red – 6 left","refuse",[]),
    ("ho7-c5-income-t1","Olu","post","Olu here. 1 credit please, the settler stays.","accept",["community: 1 credit, reject 0"]),
    ("ho7-c5-income-t1","Olu","post","5 yellow + 1 colonist + 1€","accept",["community: 1 credit, reject 0"]),
    ("ho7-c5-income-t1","Olu","post","5 yellow + 2 colonists + 1€","refuse",[]),
    ("ho7-c5-income-t1","Olu","post","Turning the colonist away (no room), so no credit.","accept",["community: 0 credits, reject 1"]),
    ("ho7-c5-vote-t1","Mirela","choice","Yes! 3 purple on the card (4 votes).","accept",["vote as: yes, 3 purple"]),
    ("ho7-c5-vote-t1","Mirela","choice","Yes! 3 purple on the card (5 votes).","refuse",[]),
    ("ho7-c5-tie-t1","Tobias","post","tie -> NO","accept",["tie: no"]),
    ("ho7-c5-deck-t1","Sasha","choice","Going with Scientific Research this time","accept",["hand 5"]),
    ("ho7-c5-deck-t1","Sasha","choice","the research one","accept",["hand 5"])
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    post = blind.Post(game="colonies", id="variant", set="variants",
                      fixture=blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml",
                      player=player, kind=kind, text=text, verdict=verdict, reading=(), reason="",
                      expect_read=tuple(reads))
    outcome = blind.run(post, tmp_path)
    assert outcome.right, (outcome.failures, outcome.output or outcome.read_as)
