"""The habits held-out sets 42 and 43 showed, each in other wordings than the corpus post that
showed it, and near-misses that must still be refused or queried (issue 19: fix the habit, never
the sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

RADEK = "ho42-3p-r1"          # round 1: Radek, 1 fuel; red 4 (-1 fuel) to the right Manufactory
INES = "ho42-3p-r9-last"      # round 9: Ines, Thebes 4; the pink 3 pod takes Thebes to 9 (6, 8)
IFEOMA = "ho43-r4-3p"         # round 4: Ifeoma, black 2 to the Nexus, blue 5; no artifacts
KWABENA = "ho43-r3-4p"        # round 3: Kwabena, black 6 to Gan De, green 5 (two materials)

RADEK_ACT = ("Red 4 (-1 fuel -> 3) to the right Manufactory, black 6: the blue 3 pod from row 6, "
             "pay water, build on Xi'an 13 with organics; bonus: steel.\n")
RADEK_READ = "red 4 (-1 fuel -> 3) to the right Manufactory, black 6"
INES_ACT = ("black 5 to the right Manufactory, green 6: the pink 3 pod from row 6, pay artifact for "
            "the pod, build on Thebes 32 with steel")
INES_READ = "build on Thebes 32; pay artifact for the pod; pay steel for the space; bonus: water"
NEXUS = "black 2 to the Nexus, blue 5: water and a fuel"

CASES = [
    # the fuel as a chain, before → after the dice → after the action: each step checked
    (RADEK, "Radek", RADEK_ACT + "fuel: 1 -> 0 -> 2", True, [RADEK_READ]),
    (RADEK, "Radek", RADEK_ACT + "Fuel 1 → 0 (red die) → 2 (track)", True, [RADEK_READ]),
    (RADEK, "Radek", RADEK_ACT + "fuel goes 1 → 0 → 2", True, [RADEK_READ]),
    # near-misses: a wrong step, a wrong start or a wrong end is named
    (RADEK, "Radek", RADEK_ACT + "Fuel 1 → 1 → 2", False, ["your fuel goes 1 → 0 → 2, not 1"]),
    (RADEK, "Radek", RADEK_ACT + "Fuel 2 → 1 → 3", False,
     ["you have 1 fuel before the action, not 2", "you will have 2 fuel, not 3"]),
    (RADEK, "Radek", RADEK_ACT + "fuel 1 -> 0 -> 3", False, ["you will have 2 fuel, not 3"]),
    # the track bonus's material named in the order ("bonus: water") and again with its place
    # in the tally after it ("water at 6"): one choice, said twice
    (INES, "Ines", INES_ACT + "; bonus: water. Thebes 4 → 9, water at 6, 2 fuel at 8.", True,
     [INES_READ]),
    (INES, "Ines", INES_ACT + ", bonus water\nThebes 4 → 9 (water at 6, +2 fuel at 8)", True,
     [INES_READ]),
    (INES, "Ines", INES_ACT + ". Thebes 4 → 9: water at 6, 2 fuel at 8. Bonus: water.", True,
     [INES_READ]),
    # near-misses: another material at the place is a second choice; a wrong place is named
    (INES, "Ines", INES_ACT + "; bonus: water\nThebes 4 → 9: steel at 6, 2 fuel at 8", False,
     ["bonus: water and steel"]),
    (INES, "Ines", INES_ACT + "; bonus: water\nThebes 4 → 9: water at 5, 2 fuel at 8", False,
     ["the action reaches its bonus at track space 6 and 8"]),
    # another activation weighed after the order ("or maybe the statue instead?"): asked
    (IFEOMA, "Ifeoma", NEXUS + ". or maybe the statue instead? hmm", False,
     ["offers another order"]),
    (IFEOMA, "Ifeoma", NEXUS + ". Or the influence instead?", False, ["offers another order"]),
    (IFEOMA, "Ifeoma", "black 2 → Azophi Nexus, blue 5 for water + fuel... or an achievement? "
     "not sure", False, ["offers another order"]),
    # near-miss: a statue only talked about for later is talk
    (IFEOMA, "Ifeoma", NEXUS + ". Statue next round maybe.", True,
     ["black 2 to the Azophi Nexus, blue 5: take water and a fuel"]),
    # the moon's two materials with a slash ("organics/steel"): which the player takes is asked
    (KWABENA, "Kwabena", "black 6 to Gan De, green 5 → organics / steel pls", False,
     ["which do you take?"]),
    (KWABENA, "Kwabena", "black 6 to gan de, green 5 for steel/organics", False,
     ["which do you take?"]),
    # near-misses: said as both, or as one of each, it is read
    (KWABENA, "Kwabena", "black 6 to Gan De, green 5: organics and steel", True,
     ["black 6 to Gan De, green 5: organics and steel"]),
    (KWABENA, "Kwabena", "black 6 to Gan De, green 5: organics/steel (1 each)", True,
     ["black 6 to Gan De, green 5: organics and steel"]),
    (KWABENA, "Kwabena", "black 6 to Gan De, green 5: 2 organics", True,
     ["black 6 to Gan De, green 5: 2 organics"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
