"""Habits of held-out set 44's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): the round's Net said on the line of another section,
after a full stop, semicolon or arrow ("o: none. net -1 bg ...", "prod all except the market →
net ...") is the Net, checked, never that section's figures; a bracket naming who eats free after
"all except the Market" ("(harvester free)") is the Production played effect's remark, not a
second building left idle; a sentence of its own saying who eats free ("Harvester eats free.")
between "everything except ..." and the figures is a remark, and everything still runs in the
rules' order; "→ 3 food" closing a Production line is the Food held after Production, checked
(a wrong one names the right value); "(-5 Food for the five of them)" closing a Production line
is the Food its buildings' staff eat in total, checked as "(-5 food total)" is. Each near-miss
stays refused: a wrong figure, or who eats free from a player without the played effect."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_R5 = _FIXTURES / "ho44-t3-r5-posts.toml"      # round 5: Quill (Build played: two builds), Trade, Org
_R11 = _FIXTURES / "ho44-d2-r11-posts.toml"    # round 11: Dmitri (Survey played), Saoirse (Production)
_R1 = _FIXTURES / "ho44-f5-r1-posts.toml"      # round 1: Perpetua (Production played), Trade (Expansion)


@pytest.mark.parametrize("text,accepted,wants", [
    # the Net after the last section on a one-line turn, behind a full stop, semicolon or arrow
    ("b: goods factory w skilled / t: sell 1 rare raw +5 / o: none; net: -1 bg -1 mach -1 rr +5 w", True,
     ["Build: Goods Factory", "Trade: sell 1 Rare Raw", "Organization: none"]),
    ("Build: Goods Factory w/ the Skilled from housing, no 2nd build\nTrade: sold 1 Rare Raw (+5) "
     "-> net: -1 BG, -1 Machine, -1 RR, +5 W\nOrg: none", True, ["Trade: sell 1 Rare Raw"]),
    # ... a wrong Net there is checked as any Net is
    ("b: goods factory w skilled / t: sell 1 rare raw +5 / o: none. net -1 bg -1 mach -1 rr +6 w", False,
     ["+5 Wealth"]),
])
def test_net_after_section(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _R5, "Quill", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    # who eats free, in a bracket after the building left idle: a remark, the rest runs
    ("survey +1\nprod all except the market (the harvester eats free) -> net -1 food +1 bg +1 w +2 vp", True,
     ["Market #4: idle"]),
    ("Survey +1 W\nProduction: everything but the Market (harvester's guy free)\nNet: -1 Food, +1 BG, +1 W, +2 VP",
     True, ["Market #4: idle"]),
    # a sentence of its own saying who eats free, then the figures: everything still runs
    ("Survey: +1 W\nProd: all except the market. The Harvester eats free. Farms +2, goods factory -1 raw "
     "+1 BG, Lab +1 VP, CC +1 VP (-3 food)\nNet: -1 Food, +1 BG, +1 Wealth, +2 VP", True, ["Market #4: idle"]),
    # ... the Net still checked: the Harvester's Raw goes into the Goods Factory
    ("survey +1\nprod all except the market (harvester free) → net -1 food +1 w +2 vp", False,
     ["+1 Basic Goods"]),
])
def test_free_eater_after_exception(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _R11, "Saoirse", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    # who eats free, from a player who did not play Production: nobody does
    ("Survey: +2 Wealth (played). Survey Station (Skilled) -1 Food, +1 Rare Raw\n"
     "Production: everything. CC eats free.\nNet: -1 Food, +1 Rare Raw, +10 Wealth, +1 VP", False, []),
])
def test_free_eater_without_effect(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _R11, "Dmitri", text, accepted, wants, tmp_path)


_DMITRI = "Survey: +2 Wealth (played). Survey Station (Skilled) -1 Food, +1 Rare Raw\nProduction:\nFarms: +4 Food\n"
_DMITRI_NET = "\nNet: -2 Food, +1 Rare Raw, +10 Wealth, +1 VP"


@pytest.mark.parametrize("others,accepted,wants", [
    # the Food the line's staff eat, in a bracket closing it: the line's total
    ("Others: CC +2 W, Resort +2 W +1 VP, Prison +4 W (-5 food between the 5 of them)", True,
     ["Production: Prison #6"]),
    ("Others: Colony Center +2 Wealth, Resort +2 W +1 VP, Prison +4 W (-5 f for all of them)", True,
     ["Production: Prison #6"]),
    # ... checked: a wrong total names the right one
    ("Others: CC +2 W, Resort +2 W +1 VP, Prison +4 W (-4 Food for the five of them)", False, ["-5 Food"]),
])
def test_food_for_them_in_bracket(tmp_path, others, accepted, wants):
    blind.check_habit("distant-colony", _R11, "Dmitri", _DMITRI + others + _DMITRI_NET, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("prod,accepted,wants", [
    # the Food held after Production, after an arrow closing the line: checked, a remark
    ("prod: farm +1, CC free +1 W -> 3 f", True, ["Production: Farm #2"]),
    ("Production: Farm +1 Food, Colony Center +1 Wealth (free) => 3 food left", True, ["Production: Farm #2"]),
    # ... a wrong one names the right value
    ("prod: farm +1, CC free +1 W → 4 food", False, ["the rules give 3"]),
    ("prod: farm +1, CC free +1 W → 2 food", False, ["the rules give 3"]),
])
def test_food_held_after_arrow(tmp_path, prod, accepted, wants):
    text = f"col skilled\n{prod}\ntrade: sell 1 food +1\norg: none\nnet +2 W +1 skilled"
    blind.check_habit("distant-colony", _R1, "Perpetua", text, accepted, wants, tmp_path)


_R8 = _FIXTURES / "ho42-tri-r8-posts.toml"     # round 8: Ottilie and Kasimir play Organization, Kasimir gains FP


@pytest.mark.parametrize("talk,accepted,wants", [
    # another player gains First Player, said before the played effect taken instead (set 42's -049)
    ("Kasimir is next after me, so for my Org I take the Colonization played effect → reserve an Expert", True,
     ["Organization: also take the Colonization played effect"]),
    ("kasimir is next in line for first player; for my org I take the colonisation played effect -> "
     "reserve an Expert", True, ["Organization: also take the Colonization played effect"]),
    # ... checked: the wrong player named is an error naming who gains it
    ("Ravi is next in line, so for my Org I take the Colonization played effect → reserve an Expert", False,
     ["Kasimir gains First Player"]),
])
def test_next_in_line(tmp_path, talk, accepted, wants):
    text = f"Col: whatever's left\n{talk}\nOrg: nothing to move, every building is full"
    blind.check_habit("distant-colony", _R8, "Ottilie", text, accepted, wants, tmp_path)


_SAOIRSE = "Survey: +1 Wealth\nProduction: Farms +2, Harvester +1 raw, factory turns my raw into 1 BG, Lab +1 VP, "
_SAOIRSE_NET = "\nNet: -1 Food, +1 BG, +1 Wealth, +2 VP"


@pytest.mark.parametrize("cc,accepted,wants", [
    # who eats free inside the Food bracket, after a semicolon or a spaced dash: a remark
    ("CC +1 VP (-3 food; the CC Expert eats free), Market idle", True, ["Production: Colony Center #1"]),
    ("CC +1 VP (-3 f - one of them eats free), Market idle", True, ["Production: Colony Center #1"]),
    ("Colony Center +1 VP (-3 food total, the Harvester's guy is the free one). Market idle", True,
     ["Production: Colony Center #1"]),
    # ... the Food figure still checked
    ("CC +1 VP (-2 f - one of them eats free), Market idle", False, ["the rules give -3 Food"]),
])
def test_free_inside_food_bracket(tmp_path, cc, accepted, wants):
    blind.check_habit("distant-colony", _R11, "Saoirse", _SAOIRSE + cc + _SAOIRSE_NET, accepted, wants, tmp_path)
