"""The habits held-out set 15 showed, each in other wordings than the corpus post that showed it:
a GM reads them the same way, so the reader must too (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

ROS, LU, OKS = "ho15-h15-bc-duo-r1-a1-rosalind", "ho15-h15-bc-quad-r4-a1-lu", "ho15-h15-bc-quad-r4-a1-oksana"
MAT, FITZ, MBEKI = "ho15-h15-bc-duo-setup-mat", "ho15-h15-bc-tri-r1-bonus-fitz", "ho15-h15-bc-tri-r1-bonus-mbeki"
INFL, FLIP = "ho15-h15-bc-tri-r4-influence-fitz", "ho15-h15-bc-tri-r9-flip-gunnhild"
TAD = "ho15-h15-bc-duo-r9-last-tadeusz"

CASES = [
    # what the mat and the cycle card give besides, on a line of their own or in prose (checked)
    (ROS, "Rosalind", "green 5 to Nebra, red 4: polymer\n+1 water (mat), +1 polymer (cycle card)", True,
     ["green 5 to Nebra, red 4: polymer"]),
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water.\nMy mat adds a water and the card throws in a polymer.",
     True, ["green 5 to Nebra, red 4: water"]),
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water.\nThe mat gives me a steel and the card a polymer.",
     False, ["names steel"]),
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water.\nThe mat gives me another water and the card a "
     "polymer, and red at Nebra is +2 CP", False, ["the action gives +1 CP, not 2"]),
    (LU, "Lu", "black 6 to Gan De, green 3: organics. The mat gives another organics, +1 CP for green",
     True, ["black 6 to Gan De, green 3: organics"]),
    (ROS, "Rosalind", "green 5 to Nebra, red 4 → water, +1 water & +1 polymer from mat/card, +1 CP", True,
     ["green 5 to Nebra, red 4: water"]),
    (ROS, "Rosalind", "green 5 to Nebra, red 4 → water, +1 water & +1 steel from mat/card", False,
     ["names steel"]),
    # a sum's result as a list of counts ("= 2x water 1x polymer new"): the gains, checked
    (ROS, "Rosalind", "green 5 → Nebra, red 4: polymer (+ mat water + card polymer) = 1x water 2x polymer new",
     True, ["green 5 to Nebra, red 4: polymer"]),
    (ROS, "Rosalind", "green 5 → Nebra, red 4: water (+ mat water + card polymer) = 3x water, 1x polymer new",
     False, ["the action gives 2 water, not 3"]),
    # "N new materials, M total": the gain, then the total of the same unit (checked)
    (ROS, "Rosalind", "red 4 (+1 fuel → 5) to Nebra, green 5: 2 water.\n+1 water (mat) +1 polymer (cycle "
     "card) = 4 new materials, 7 total.", False, ["you will have 6 materials, not 7"]),
    (ROS, "Rosalind", "red 4 (+1 fuel → 5) to Nebra, green 5: 2 water.\n+1 water (mat) +1 polymer (cycle "
     "card) = 5 new materials", False, ["the action gives 4 materials"]),
    # the mat named after a move against the orbit is the power that allows it
    (OKS, "Oksana", "black 6 ccw (mat E) → Nebra, red 4: water", True,
     ["black 6 counter-clockwise to Nebra, red 4: water"]),
    (OKS, "Oksana", "moving black 6 counter-clockwise (my mat) to Nebra, red 4: polymer", True,
     ["black 6 counter-clockwise to Nebra, red 4: polymer"]),
    (OKS, "Oksana", "black 6 ccw to Nebra with my mat, red 4: water", True,
     ["black 6 counter-clockwise to Nebra, red 4: water"]),
    (OKS, "Oksana", "black 6 ccw to Nebra w/ mat, red 4 → water & a CP", True,
     ["black 6 counter-clockwise to Nebra, red 4: water"]),
    (OKS, "Oksana", "black 6 ccw to Nebra with mat A, red 4: water", False, ["Mat A"]),
    (OKS, "Oksana", "fly black 6 the other way round to Nebra, collect water with red 4 (+1 CP)", True,
     ["black 6 counter-clockwise to Nebra, red 4: water"]),
    (OKS, "Oksana", "black 6 against the orbit (mat E) → Nebra, red 4 → water", True,
     ["black 6 counter-clockwise to Nebra, red 4: water"]),
    (LU, "Lu", "black 6 the other way round to Nebra, red 4: water", False, ["counter-clockwise"]),
    # the order marked final after it, the drafts before it given up
    (FLIP, "Gunnhild", "flip red. no wait, green. ok red, final answer", True, ["line 1 → flip red"]),
    (FITZ, "Fitz", "steel. no wait, food. ok food, final decision", True, ["take food"]),
    (MAT, "Tadeusz", "Mat B. no, C for the fuel... hmm. fine, B, final answer: Nebra water is too good",
     True, ["mat: Mat B"]),
    # a mat named with a description in brackets: what the description names is checked against
    # the mat's powers (a material or a place of another mat's power is asked about)
    (MAT, "Tadeusz", "Mat E (black backwards + palladium at Jyo) pls", True, ["mat: Mat E"]),
    (MAT, "Tadeusz", "Mat E (black backwards + food at Jyo) pls", False, ["please confirm"]),
    (MAT, "Tadeusz", "Mat C (steel at Jyo)", False, ["please confirm"]),
    (MAT, "Tadeusz", "Mat C (steel at Gan De, extra fuel) — I like fuel", True, ["mat: Mat C"]),
    # "same for me" under a quoted post orders what the quoted post says
    (MBEKI, "Mbeki", "[quote=Fitz]I'll take water thanks[/quote]\nditto :)", True, ["take water"]),
    (MBEKI, "Mbeki", "[quote author=Fitz link=topic=1.msg2#msg2 date=1]palladium pls[/quote]\n"
     "same as Fitz please", True, ["take palladium"]),
    (MBEKI, "Mbeki", "[quote=Fitz]palladium pls[/quote]\nsame as Gunnhild", False, []),
    (MBEKI, "Mbeki", "[quote=\"Fitz\"]palladium pls[/quote]\nwhat he said", True, ["take palladium"]),
    # an EDIT that replaces the material drops the count of the one given up
    (MBEKI, "Mbeki", "steel → 3 steel\nEDIT: no, water (1 water)", True, ["take water"]),
    # a bare count in brackets after the material, said to be what the player will hold
    (MBEKI, "Mbeki", "Steel again! (that'll be 3)", True, ["take steel"]),
    (MBEKI, "Mbeki", "steel (so 4)", False, ["you will have 3 steel, not 4"]),
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water (that's 2 now)", False, ["you will have 3 water, not 2"]),
    # a material, filler words and an arrow: what the player will hold (checked)
    (MBEKI, "Mbeki", "steel pls → 3 steel", True, ["take steel"]),
    (MBEKI, "Mbeki", "yellow one again -> 4 steel", False, ["you will have 3 steel, not 4"]),
    (FITZ, "Fitz", "food again → 2 food :)", True, ["take food"]),
    # a signature after a "--" line the forum markup drops; a "P.S." is a PS; a PS that changes
    # the order is asked about
    (TAD, "Tadeusz", "blue 6 to Nebra, green 3: water\n--\nTad, Governor of Cuzco", True,
     ["blue 6 to Nebra, green 3: water"]),
    (TAD, "Tadeusz", "blue 6 to Nebra, green 3: water\nP.S. next game I'm taking the Ridback start", True,
     ["blue 6 to Nebra, green 3: water"]),
    (TAD, "Tadeusz", "blue 6 to Nebra, green 3: water\nPS: actually make it polymer", False,
     ["changes the order in a note"]),
    # a line of roleplay beside the order line, no blank line between
    (OKS, "Oksana", "Captain's log: the reactor hums and the crew grows restless, and the colony of Cuzco "
     "awaits us soon.\nblue 2 → left manu, black 6: yellow 1 (artifact) from row 6, steel for the pod, "
     "palladium for Xi'an 1", True, ["blue 2 to the left Manufactory, black 6: take the yellow pod"]),
    (OKS, "Oksana", "green 3 to the Ridback, black 6: +3 fuel\nThe Kestrel drinks deep tonight and the "
     "engineers finally stop their complaining about Thebes.", True,
     ["green 3 to the Ridback, black 6: fuel"]),
    # the crew bonus on another player's pod, named with its colony and space in brackets
    (INFL, "Fitz", "Thebes +1 (3 → 4); crew bonus on Gunnhild's pod in Cuzco (42)", True,
     ["influence on Thebes; crew on Cuzco 42"]),
    (INFL, "Fitz", "influence on Thebes, my crew bonus goes onto Gunnhild's red pod in Cuzco", True,
     ["influence on Thebes; crew on Cuzco 42"]),
    (INFL, "Fitz", "Thebes → 4, crew on Gunnhild's red pod (Cuzco 42)", True,
     ["influence on Thebes; crew on Cuzco 42"]),
    (INFL, "Fitz", "Thebes → 4, crew on Gunnhild's red pod (Cuzco 44)", False, ["space 44 is not possible"]),
    # a pod described "w/ artifact" names its tile, not a payment
    (OKS, "Oksana", "blue 2 → left manu, black 6: yellow 1 w/ artifact from row 6, pay steel, Xi'an 1 "
     "with palladium", True, ["take the yellow pod from row 6, build on Xi'an 1"]),
    (OKS, "Oksana", "blue 2 → left manu, black 6: the pink 1 w/ artifact from row 6, pay food, on Xi'an 2 "
     "with food", False, ["no pod pink 1"]),
    # a figure of what the player holds, then why: the figure is checked, why is talk
    (TAD, "Tadeusz", "blue 6 to nebra green 3 water. fuel still 8 for the goal", False,
     ["you will have 7 fuel, not 8"]),
    (TAD, "Tadeusz", "blue 6 to Nebra, green 3: water, fuel stays at 7 so the goal is mine", True,
     ["blue 6 to Nebra, green 3: water"]),
    (LU, "Lu", "black 6 to gan de, green 3: organics, CP 7 now which puts me ahead", False,
     ["you will have 6"]),
    (TAD, "Tadeusz", "blue 6 to Nebra, green 3: polymer. That's my game, thanks all! Final fuel 8 for the "
     "goal.", False, ["you will have 7"]),
    (TAD, "Tadeusz", "blue 6 to Nebra, green 3: polymer, ending with 7 fuel for the goal", True,
     ["blue 6 to Nebra, green 3: polymer"]),
    # where a colony's track will stand, said with "now", "up to" (checked)
    (INFL, "Fitz", "Xi'an, up to 2", False, ["your Xi'an track will be at 1, not 2"]),
    (INFL, "Fitz", "Xi'an up to 1", True, ["influence on Xi'an"]),
    (INFL, "Fitz", "Thebes, so I'm at 5 there; crew on Cuzco 42", False, ["your Thebes track will be at 4"]),
    (INFL, "Fitz", "Cuzco please, which puts me at 1 on that track", True, ["influence on Cuzco"]),
    (TAD, "Tadeusz", "green 3 → right manu, blue 6: yellow 0 (2 CP) from row 6, steel for the pod, "
     "palladium for Thebes 28. Thebes now 9.", False, ["your Thebes track will be at 8, not 9"]),
    (TAD, "Tadeusz", "green 3 → right manu, blue 6: yellow 0 (2 CP) from row 6, steel for the pod, "
     "palladium for Thebes 28. Thebes now 8, and 2 fuel.", True, ["build on Thebes 28"]),
    # "fuel → 6": what the unit comes to (checked)
    (LU, "Lu", "green 3 to the Ridback, black 6: fuel → 6", False, ["you will have 5"]),
    (LU, "Lu", "green 3 to the Ridback, black 6: fuel x3 → 6 in the tank", False, ["you will have 5 fuel, not 6"]),
    (LU, "Lu", "green 3 to the Ridback, black 6: fuel → 5", True, ["green 3 to the Ridback, black 6: fuel"]),
    # with the mat that pays a pod with a pair, "2 polymer (mat)" beside the pod is the payment
    (LU, "Lu", "blue 2 to the left manu, red 4: red 2 from row 3-4, 2 polymer (mat), Thebes 34 w/ food, "
     "bonus water. 1 polymer left.", True, ["pay 2 polymer for the pod"]),
    # what the action gains of each material, "this turn" (each checked)
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water. With the mat and the card that's 2 water and 1 "
     "polymer this turn.", True, ["green 5 to Nebra, red 4: water"]),
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water. With the mat and the card that's 3 water and 1 "
     "polymer this turn.", False, ["the action gives 2 water, not 3"]),
    # what the player will hold of each material, listed after the order (each checked)
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water. Total: 1 steel, 3 water, 1 polymer", True,
     ["green 5 to Nebra, red 4: water"]),
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water. Now I hold 1 steel, 3 water and 1 polymer.", True,
     ["green 5 to Nebra, red 4: water"]),
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water, which gives me 4 water", False,
     ["you will have 3 water, not 4"]),
    (FITZ, "Fitz", "food, giving me 2 food", True, ["take food"]),
    (FITZ, "Fitz", "food -> that's 3 food for me", False, ["you will have 2 food, not 3"]),
    (FITZ, "Fitz", "steel (1 steel, 1 organics, 1 food after)", True, ["take steel"]),
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water (1 steel, 2 water, 1 polymer after)", False,
     ["you will have 3 water, not 2"]),
    # after the material taken, signed ones in brackets are the extras (checked, else asked)
    (ROS, "Rosalind", "green 5 to Nebra, red 4: water (+1 water, +1 polymer)", True,
     ["green 5 to Nebra, red 4: water"]),
    (LU, "Lu", "black 6 to Gan De, green 3: organics (+1 steel)", False, ["names steel"]),
    # two choices wondered about, then the one taken ("A or B... B it is!")
    (MAT, "Tadeusz", "Hmm, A or B... B it is!", True, ["mat: Mat B"]),
    (FITZ, "Fitz", "steel or water… water, I think.", True, ["take water"]),
    (INFL, "Fitz", "Xi'an or Cuzco... Cuzco it is", True, ["influence on Cuzco"]),
    (FITZ, "Fitz", "steel or water...", False, []),
    # the mat's extra told after a semicolon
    (LU, "Lu", "I'm heading to Gan De with the black 6 and collecting organics with green 3; the mat adds "
     "one more organics and green gives a CP.", True, ["black 6 to Gan De, green 3: organics"]),
    # beside a track that moves, "water at 6" is the track bonus there (where it stands checked)
    (LU, "Lu", "blue 2 → left manu, red 4 → row 3-4 red 2, paying 2 polymer (mat), Thebes 34 (food). "
     "Thebes 4 → 7, take water at 6", True, ["bonus: water"]),
    (LU, "Lu", "blue 2 → left manu\nred 4 → row 3-4 red 2, paid with polymer x2\nThebes 34 (food)\n"
     "+3 inf → Thebes 7 (water at 6)", True, ["bonus: water"]),
    (LU, "Lu", "blue 2 → left manu, red 4 → row 3-4 red 2, paying 2 polymer (mat), Thebes 34 (food). "
     "Thebes 4 → 7, bonus at 5: water", False, ["reaches its bonus at track space 6"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)


def test_the_kit_reads_same_as_the_quoted_post():
    from gm_tool.core.kit.reading.sentences import same_as_quoted
    post = '[quote="Fitz"]palladium pls[/quote]\nsame for me, ta'
    for line in ("same for me, ta", "ditto", "same as Fitz pls", "me too!", "I'll do the same :)",
                 "same here lol"):
        assert same_as_quoted(line, post) == "palladium pls", line
    for line in ("same as Bob", "same, but steel", "palladium", ""):
        assert same_as_quoted(line, post) is None, line
    assert same_as_quoted("ditto", "ditto") is None                    # nothing quoted
    two = "[quote=Ann]water[/quote][quote=Bob]steel[/quote]\n"
    assert same_as_quoted("ditto", two) is None                        # which one?
    assert same_as_quoted("same as Bob", two) == "steel"
    for text in ("[quote]" * 50, "x" * 5000, "[quote=a]" + "b" * 30000):
        same_as_quoted("same", text)
