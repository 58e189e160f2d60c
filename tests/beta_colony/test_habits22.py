"""The habits held-out set 22 showed, each in other wordings than the corpus post that showed it,
and older sets' habits (19-21) in other voices: a GM reads them the same way, so the reader must
too (issue 19: fix the habit, never the sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

MAT = "ho22-trio-setup-mat"          # setup: Bruno chooses first, all five mats free
SHIP = "ho22-trio-setup-ship"        # setup: Anneke (Mat C) places her ship; Bruno on the Ridback
BONUS = "ho22-duo-c1-bonus"          # round 1: Lena's cycle 1 bonus (one material)

CASES = [
    # two options wondered about ("A or D..."), then why one of them (that option the subject
    # of a verb saying what it has or gives), then the choice: the reason is talk; with no
    # choice after it, the choice is still open
    (MAT, "Bruno", "B or E? E lets black go backwards. E please", True, ["mat: Mat E"]),
    (MAT, "Bruno", "c or d.. d lets me pay pods with pairs. d", True, ["mat: Mat D"]),
    (MAT, "Bruno", "A or D... A has the black six, D has the pairs. D.", True, ["mat: Mat D"]),
    (MAT, "Bruno", "[b]A or D?[/b] A has the black six thing for collecting. Going with A.", True,
     ["mat: Mat A"]),
    (MAT, "Bruno", "A or D... D it is", True, ["mat: Mat D"]),
    (MAT, "Bruno", "A or D... A has the black six thing for collecting.", False, ["one mat"]),
    (MAT, "Bruno", "A or D... A has the black six thing. leaning A", False, ["one mat"]),
    (SHIP, "Anneke", "Gan De or Nebra? Gan De gives steel with my mat. Gan De.", True,
     ["ship to Gan De"]),
    (SHIP, "Anneke", "Jyo or Nebra... Nebra has the water. Nebra then", True, ["ship to Nebra"]),
    (SHIP, "Anneke", "Gan De or Nebra? the Nebra one has water. Nebra", True, ["ship to Nebra"]),
    (SHIP, "Anneke", "Jyo or Nebra... Nebra has the water.", False, ["two locations"]),
    (BONUS, "Lena", "steel or organics... organics goes on the Cuzco pod. organics", True,
     ["take organics"]),
    (BONUS, "Lena", "hmm water or food? food gets me the pink pod later. food pls", True,
     ["take food"]),
    (BONUS, "Lena", "water or food? food gets me the pink pod later.", False, ["one material"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
