"""The habits held-out set 29 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be refused or queried (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

KWAME = "ho29-mat3"          # setup, mats: all five left (A-E); Mat C has the extra fuel
BOB = "ho24-s3-mats"         # setup, mats: every mat left
TOMASZ = "ho29-ship3"        # setup, ship: Kwame's ship at the Ridback
MAREN = "ho29-infl2"         # cycle bonus (influence): Xi'an 8, Thebes 0, Cuzco 3 (artifact at 5)
KENJI = "ho13-bc13-quad-r4-influence-kenji"  # influence: Thebes 2, Cuzco 4 (-> 5: artifact)
KOFI = "ho27-tri-r4-c2bonus"  # influence: Xi'an 3, Thebes 1 (-> 2: 1 CP), Cuzco 3
INES = "ho29-c1bonus3"       # cycle bonus (one material): Ines holds 1 steel, 1 polymer
HIRO = "ho29-third4"         # round 4: Hiro at Jyo, Mat B, black 6 blue 4 red 2 green 5; Thebes 5

HIRO_ACT = ("red 2 to the left manu, black 6 (mat: any row): pink 2 from row 3-4, pay food, "
            "build on Thebes 31 w/ water.")
HIRO_READ = ("red 2 to the left Manufactory, black 6: take the pink pod from row 3-4, build on "
             "Thebes 31; pay food for the pod; pay water for the space; bonus: steel")

CASES = [
    # a mat the board does not have ("Mat F", "mat #6", "the G mat") is never read as the mat
    # its power describes: refused with the mats there are; beside a real mat, asked
    (KWAME, "Kwame", "Mat F for me, the fuel one :)", False, ["there is no Mat F"]),
    (KWAME, "Kwame", "I'd like mat #6 please (the one that gives extra fuel)", False,
     ["there is no Mat 6"]),
    (KWAME, "Kwame", "Gimme the G mat, with the black die going backwards", False,
     ["there is no Mat G"]),
    (BOB, "Bob", "F please, the counter-clockwise one", False, ["there is no Mat F"]),
    (KWAME, "Kwame", "Mat C or F, whichever has the extra fuel", False,
     ["please confirm: there is no Mat F"]),
    (KWAME, "Kwame", "Mat C please, the extra fuel one", True, ["mat: Mat C"]),
    (KWAME, "Kwame", "The mat I want is the extra fuel one.", True, ["mat: Mat C"]),
    (BOB, "Bob", "I read through the five mats and I'll take Mat E please", True, ["mat: Mat E"]),
    # a side named on a place that has none ("the Left Nexus"): a place the board does not
    # have, asked about, never read as the place alone
    (TOMASZ, "Tomasz", "ship to the Left Nexus pls", False, ["there is no 'left nexus'"]),
    (TOMASZ, "Tomasz", "Right Jyo for my ship", False, ["there is no 'right jyo'"]),
    (TOMASZ, "Tomasz", "ship to the left manufactory", True, ["ship to the left Manufactory"]),
    # a track bonus of a kind (artifact, crew, CP, fuel) named without a figure ("bonus:
    # artifact", "+ artifact", "grabbing the CP") is counted on: refused when the action does
    # not reach it, on every step that moves a track or gives a bonus
    (MAREN, "Maren", "Cuzco +1, grabbing the artifact", False,
     ["this action gives none (Cuzco track 3 -> 4)"]),
    (MAREN, "Maren", "One on Cuzco and the artifact please", False,
     ["the post counts on an artifact"]),
    (MAREN, "Maren", "Xi'an; bonus: crew", False, ["reaches no track bonus that gives one"]),
    (MAREN, "Maren", "Thebes please, bonus: CP", False, ["this action gives no CP"]),
    (MAREN, "Maren", "Cuzco, and my artifact stays where it is", True, ["influence on Cuzco"]),
    (KENJI, "Kenji", "Influence on Cuzco; bonus: artifact", True, ["influence on Cuzco"]),
    (KENJI, "Kenji", "cuzco +1 + the artifact", True, ["influence on Cuzco"]),
    (KENJI, "Kenji", "Thebes, bonus: artifact", False, ["(Thebes track 2 -> 3)"]),
    (KOFI, "Kofi", "thebes, and I get the CP", True, ["influence on Thebes"]),
    (KOFI, "Kofi", "Cuzco +1, bonus: CP", False, ["this action gives no CP"]),
    (INES, "Ines", "steel, bonus: artifact", False, ["the post counts on an artifact"]),
    (INES, "Ines", "steel + an artifact pls", False, ["the post counts on an artifact"]),
    (INES, "Ines", "steel please, so 2 steel", True, ["take steel"]),
    (HIRO, "Hiro", HIRO_ACT + "\nThebes 5 → 9; bonus: steel, artifact", False,
     ["the post counts on an artifact"]),
    (HIRO, "Hiro", HIRO_ACT + "\nThebes 5 → 9; bonus: steel, CP", False, ["this action gives no CP"]),
    (HIRO, "Hiro", HIRO_ACT + "\nThebes 5 → 9; bonus: steel, fuel", True, [HIRO_READ]),
    # a sum's result, then an arrow to a colony's track ("= 4 → Thebes 9"): the influence and
    # where the track will stand (checked), never a die by its value
    (HIRO, "Hiro", HIRO_ACT + "\n2 + 1 (group) + 1 (center) = 4 -> Thebes 9; bonus: steel, +2 fuel",
     True, [HIRO_READ]),
    (HIRO, "Hiro", HIRO_ACT + " Influence 2+1+1 = 4 → Thebes 9, bonus steel + 2 fuel", True,
     [HIRO_READ]),
    (HIRO, "Hiro", HIRO_ACT + "\n4 → Thebes 9; bonus: steel", True, [HIRO_READ]),
    (HIRO, "Hiro", HIRO_ACT + "\n2 + 1 + 1 = 4 → Thebes 8; bonus: steel", False,
     ["your Thebes track will be at 9, not 8"]),
    (HIRO, "Hiro", HIRO_ACT + "\n2+1+1 = 5 → Thebes 10; bonus: steel", False, ["2 + 1 + 1 = 4, not 5"]),
    (HIRO, "Hiro", "the 6 → Gan De, green 5: organics + steel, +1 CP", True,
     ["black 6 to Gan De, green 5: organics and steel"]),
    # where the track will stand said with "now" in brackets or after a comma ("Cuzco (now
    # 5)", "4 to Thebes (9 now)", "Cuzco, now 4"): checked, never left unread
    (MAREN, "Maren", "Cuzco (now 5)", False, ["your Cuzco track will be at 4, not 5"]),
    (MAREN, "Maren", "Cuzco, now 4", True, ["influence on Cuzco"]),
    (MAREN, "Maren", "Cuzco please, it's now 5", False, ["your Cuzco track will be at 4, not 5"]),
    (HIRO, "Hiro", HIRO_ACT + "\n4 to Thebes (9 now), bonus: steel", True, [HIRO_READ]),
    (HIRO, "Hiro", HIRO_ACT + "\n4 to Thebes, so 8 now; bonus: steel", False,
     ["your Thebes track will be at 9, not 8"]),
    (HIRO, "Hiro", HIRO_ACT + "\n4 to Thebes, so 9 now; bonus: steel", True,
     ["as where your Thebes track will stand"]),
    (MAREN, "Maren", "Xi'an please, so 10", False, ["your Xi'an track will be at 9, not 10"]),
    (HIRO, "Hiro", HIRO_ACT + "\n4 to Thebes (now 8), bonus: steel", False,
     ["your Thebes track will be at 9, not 8"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
