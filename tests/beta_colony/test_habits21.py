"""The habits held-out set 21 showed, each in other wordings than the corpus post that showed it:
a GM reads them the same way, so the reader must too (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

HAMZA = "ho21-bc21-duo-r9-a2-hamza"          # right Manufactory, green 3 red 4, 4 fuel
DECLAN = "ho21-bc21-quad-r1-a1-declan"       # left Manufactory, black 4 green 5, Mat D, no organics
BRIGITTE = "ho21-bc21-quad-r5-a1-brigitte"   # on Jyo, Mat C (+1 fuel), blue 3 red 4 black 4, 7 fuel
SHIP = "ho21-bc21-quad-setup-ship-brigitte"  # setup: the Ridback and Jyo taken
SIX = "ho21-bc21-quad-r1-six"                # cycle 1 bonus: black 4, blue 2, red 5, green 5

CASES = [
    # "have 1 CP for the red": after the unit, "for" and what earns it: the CP the action
    # gives (checked), not what the player will hold
    (HAMZA, "Hamza", "green 3 to Nebra, red 4: polymer, and I get 1 CP for my red die", True,
     ["green 3 to Nebra, red 4: polymer"]),
    (HAMZA, "Hamza", "green 3 to Nebra, red 4: polymer, have 2 CP for the red", False,
     ["the action gives +1 CP, not 2"]),
    # an emoji between the chatter and the order ends the chatter, as a full stop would
    (HAMZA, "Hamza", "Ugh so close 😭 Dock with red and green, fuel 5.", True,
     ["dock for fuel with red and green"]),
    (HAMZA, "Hamza", "Well played Ottilie 👏 Docking with red and green for fuel.", True,
     ["dock for fuel with red and green"]),
    # "→ 3 organics" on a line of its own, or after another unit's figure: what the player
    # will hold (checked), not more organics taken
    (DECLAN, "Declan", "black 4 to Gan De, green 5: 2 organics + 1 CP\n→ 3 organics", True,
     ["black 4 to Gan De, green 5: 2 organics"]),
    (DECLAN, "Declan", "black 4 to Gan De, green 5: 2 organics, +1 organics (mat), +1 CP\n→ 4 organics",
     False, ["you will have 3 organics, not 4"]),
    (DECLAN, "Declan", "black 4 → Gan De, green 5: 2 organics, +1 organics (mat), +1 CP → 3 organics",
     True, ["black 4 to Gan De, green 5: 2 organics"]),
    (DECLAN, "Declan", "black 4 → Gan De, green 5: 2 organics, +1 CP → 2 organics", False,
     ["you will have 3 organics, not 2"]),
    # "steel + 1 fuel (+1 fuel mat)": the one more from the mat is fuel, not steel
    (BRIGITTE, "Brigitte", "red 4 → Azophi Nexus, black 4: palladium + 1 fuel (+1 fuel from my mat)",
     True, ["red 4 to the Azophi Nexus, black 4: take palladium and a fuel"]),
    (BRIGITTE, "Brigitte", "red 4 to the Nexus, black 4: water + 1 fuel (+1 fuel mat), fuel 10", False,
     ["you will have 9, not 10"]),
    # where the ship stands now, said as a fact, is not a second destination
    (BRIGITTE, "Brigitte", "Currently at Jyo. Blue 3 to the Ridback, red 4: fuel", True,
     ["blue 3 to the Ridback, red 4: fuel", "read as where the ship stands now"]),
    (BRIGITTE, "Brigitte", "My ship's sitting at Jyo, so blue 3 to the Ridback and red 4 for fuel.",
     True, ["blue 3 to the Ridback, red 4: fuel"]),
    (BRIGITTE, "Brigitte", "I'm on Nebra right now. Blue 3 to the Ridback, red 4: fuel", False,
     ["your ship is on Jyo, not Nebra"]),
    (BRIGITTE, "Brigitte", "phew 😅 blue 3 to the Ridback, red 4: fuel", True,
     ["blue 3 to the Ridback, red 4: fuel"]),
    # the location's fuel beside the whole the post also says ("2 fuel ... so 3 fuel"): the
    # part, not the mat forgotten; a wrong whole is named
    (BRIGITTE, "Brigitte", "I'm at Jyo now - blue 3 to the Ridback, red 4 gives 2 fuel plus one "
     "from my mat, so 3 fuel", True, ["blue 3 to the Ridback, red 4: fuel"]),
    (BRIGITTE, "Brigitte", "blue 3 to the Ridback, red 4 gives 2 fuel and my mat one more, so 4 fuel",
     False, ["you will have 10, not 4"]),
    # the ship's place, then why (the mat's material there): talk, said as such
    (SHIP, "Brigitte", "Gan De - the mat gives steel there", True,
     ["ship to Gan De", "read as why the place was chosen"]),
    (SHIP, "Brigitte", "Nebra please. Steel on my mat 🙂", True, ["ship to Nebra"]),
    (SHIP, "Brigitte", "Nebra please. Water on my mat 🙂", False, ["please confirm"]),   # (hers: steel)
    # a fallback place for when another player took the first, in the past tense
    (SHIP, "Brigitte", "Azophi Nexus; otherwise Gan De if somebody took it first", True,
     ["ship to the Azophi Nexus"]),
    (SHIP, "Brigitte", "Azophi Nexus, otherwise Gan De if anybody took it", True,
     ["ship to the Azophi Nexus"]),
    (SHIP, "Brigitte", "Nexus, or Nebra in case anyone snagged it", True, ["ship to the Azophi Nexus"]),
    (SHIP, "Brigitte", "Ridback, or Nebra if someone grabbed it before me", True, ["ship to Nebra"]),
    # "the 5 → 6": a die named by the value it shows with an article; two show it: ask which
    (SIX, "Declan", "that 5 → 6 please", False, ["red 5 or green 5"]),
    (SIX, "Declan", "my 5 -> 6 thx", False, ["red 5 or green 5"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
