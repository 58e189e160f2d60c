"""The habits held-out 16 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

D11, D16, D17 = "ho16-duo-t11-magda", "ho16-duo-t16-oskar", "ho16-duo-t17-magda"
Q23, Q38, Q40 = "ho16-quad-t23-brannock", "ho16-quad-t38-aiyana-last", "ho16-quad-t40-fumiko-last"
Q33 = "ho16-quad-t33-teodor"

CASES = [
    # an EDIT that offers a second choice with no game word in it ("or both?"): asked
    (D17, "Magda", "Restore the 2.\nEDIT: or both?", False, ["offers another choice"]),
    (D17, "Magda", "restore the 5\nedit: or the other one, whichever", False, ["offers another choice"]),
    (D17, "Magda", "Restore the 5.\nEDIT: or all of them? not sure that's legal", False, ["offers another choice"]),
    # ... or asks about it without "or" ("EDIT: both?"), or beside the order ("(or both?)")
    (D17, "Magda", "Restore the 5.\nEDIT: both?", False, ["asks about another choice"]),
    (D17, "Magda", "Restore the 5.\nEDIT: wait, can I take both?", False, ["asks about another choice"]),
    (D17, "Magda", "Restore the 5 (or both?)", False, ["asks about another choice"]),
    (D17, "Magda", "Restore the 5.\nEDIT: fixed typo", True, ["Restore the 5 coin"]),
    # the score after an arrow, with words before it ("→ back up to 8", "→ now at 9"): checked
    (Q40, "Fumiko", "colonize 4 of Arms with null and 5 in, 4 marker, +6 → back up to 7", False, ["6 in all"]),
    (Q40, "Fumiko", "colonize 4 of Arms, null and 5 in, 4 marker -> now at 9", False, ["6 in all"]),
    (Q40, "Fumiko", "colonize 4 of Arms, null and 5 in, 4 marker. +6 → up to 6", True, ["marker coin 4"]),
    (Q40, "Fumiko", "colonize 4 of Arms, 5 in, 4 marker. gets me back up to 8", False, ["gets me back up to 8"]),
    (Q40, "Fumiko", "colonize 4 of Arms, 5 in, 4 marker, +6 = 8", False, ["6 in all"]),
    (Q40, "Fumiko", "colonize 4 of Arms, 5 in, 4 marker, +6 = 6", True, ["marker coin 4"]),
    # a planet by its value and its suit's initial ("3S", "4A")
    (D11, "Magda", "colonize 3S w/ the 4, 3 marker", True,
     ["Colonize the 3 of Suns: roll with the 4 coin; marker coin 3"]),
    (D11, "Magda", "col 3S - 5 in, 3 on top", True, ["roll with the 5 coin; marker coin 3"]),
    # the gain and its parts in brackets, the planet's part unlabelled ("+5 (3 + 2 match)")
    (D11, "Magda", "col 3S, 4 in, 3 marker. +6 (3 + 2 match)", False, ["3 + 2 = 5"]),
    (D11, "Magda", "Colonize the 3 of Suns, 5 in, 3 marker: +5 (3 + 2 match)", True, ["marker coin 3"]),
    # a sum with each part's label before its number ("planet 1 + Ace bonus 5 + match 2 = 8")
    (Q23, "Brannock", "Colonize the Ace of Crowns with null, ace marks it.\nplanet 1 + Ace bonus 5 + match 2 = 9 pts.",
     False, ["9"]),
    (Q23, "Brannock", "Colonize the Ace of Crowns with null, ace marks it. planet 1 + ace bonus 5 + match 2 = 8",
     True, ["roll with the Null coin; marker coin Ace"]),
    # labelled list items for the coins' roles ("- in: 5", "used: 5")
    (Q38, "Aiyana", "Colonize 2 of Arms\n- in: 5\n- marker: ace", True,
     ["Colonize the 2 of Arms: roll with the 5 coin; marker coin Ace"]),
    (Q38, "Aiyana", "Colonize 2 of Arms. In: 5. Marker: ace", True, ["roll with the 5 coin; marker coin Ace"]),
    (Q38, "Aiyana", "Colonize 2 of Arms\n* used: 5\n* marker: ace\n+2 → 8", False, ["7 in all"]),
    # the restore said with the coins as the subject ("2 and 5 come back")
    (D17, "Magda", "2 and 5 come back", True, ["Restore the 2 and 5 coins"]),
    (D17, "Magda", "the 2 and 5 return to my stash", True, ["Restore the 2 and 5 coins"]),
    (D17, "Magda", "on the sun, so both come back: 2 and 5", True, ["Restore the 2 and 5 coins"]),
    (D17, "Magda", "the 5 back pls", True, ["Restore the 5 coin"]),
    (D17, "Magda", "hmm, the 2 back I guess, or the 5, dunno", False, ["which coin do you restore"]),
    # what becomes of the coin the order plays, restated ("the 3 coin is discarded")
    (D16, "Oskar", "Play my 3 coin, warp to the 3 of Arms - the 3 goes to the discard pile", True,
     ["Play the 3 coin: warp to the 3 of Arms"]),
    (D16, "Oskar", "Playing my 3 coin to warp to the 3 of Arms (the 5 coin is discarded).", False, ["'5'"]),
    # coins used and a marker put, with no action word: the colonization
    (D11, "Magda", "use my 5 coin and put the 3 on the planet as the marker", True,
     ["Colonize the 3 of Suns: roll with the 5 coin; marker coin 3"]),
    (D11, "Magda", "I use the 4 and place the 3 as marker", True, ["roll with the 4 coin; marker coin 3"]),
    (D11, "Magda", "using the 5 coin, the 3 coin as marker", True, ["roll with the 5 coin; marker coin 3"]),
    (D11, "Magda", "I'll throw in my 5 and leave the 3 on the planet as marker", True,
     ["Colonize the 3 of Suns: roll with the 5 coin; marker coin 3"]),
    (D11, "Magda", "going with the 5 coin for the roll and the 3 coin as my marker", True,
     ["roll with the 5 coin; marker coin 3"]),
    (D11, "Magda", "Colonize the 3 of Suns\nI'll use the 5 coin, marker 3", True,
     ["Colonize the 3 of Suns: roll with the 5 coin; marker coin 3"]),
    # "After this my stash will be ...": the stash after the action, checked (not a later plan)
    (D11, "Magda", "Colonize with the 5, 3 marks it.\nAfter this my stash will be null, ace and 5.", False,
     ["stash will be null, ace and 5"]),
    (D11, "Magda", "Colonize with the 5, 3 marks it.\nafterwards my stash: null, ace, 4", True, ["marker coin 3"]),
    (D11, "Magda", "Colonize with the 5, 3 marks it. my stash afterwards = null ace 5", False,
     ["stash afterwards = null ace 5"]),
    (D11, "Magda", "Colonize with the 5, 3 marks it, which leaves null/ace/5 in my stash", False,
     ["leaves null / ace / 5 in my stash"]),
    (D11, "Magda", "Colonize with the 5, 3 marks it, which leaves null/ace/4 in my stash", True, ["marker coin 3"]),
    # the stash's count after an arrow, where, and its coins in brackets: every part checked
    (Q33, "Teodor", "Restore the 3. not on a sun so just the one → 3 coins in stash after (null, ace, 4)", False,
     ["3 coins in stash after (null, ace, 4)"]),
    (Q33, "Teodor", "Restore the 3 -> 3 coins in my stash after (null, ace, 3)", True, ["Restore the 3 coin"]),
    # a rival's score said with "takes it with", "gets": checked like "wins with"
    (Q40, "Fumiko", "Colonize the 4 of Arms, 5 in, 4 marker. GG, Aiyana takes it with 8", False,
     ["Aiyana takes it with 8"]),
    (Q40, "Fumiko", "Colonize the 4 of Arms, 5 in, 4 marker. gg, Aiyana takes it with 9", True, ["marker coin 4"]),
    # the odds after the faces they come from ("need null or ace, 1 in 2"): the faces and the odds apart
    (Q23, "Brannock", "Colonize the Ace of Crowns: no coins, marker 4 (need null or ace, 1 in 2)", False,
     ["1 in 2"]),
    (Q23, "Brannock", "Colonize the Ace of Crowns: no coins, marker 4 (need null or ace, 1 in 3)", True,
     ["marker coin 4"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
