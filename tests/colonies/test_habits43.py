"""Habits met in held-out set 43 and in fixers' notes, written again in other voices (issue 19: fix
the habit, never the sentence), with the near-misses that must still be refused or queried. Every
post is checked through the real CLI on a blind-corpus fixture, as tests/posts/blind.py checks the
corpora."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# Dov's action 2 of 3, turn 6: Influence 2; Gorm's planet is purple, Priya's red
DOV = "ho15-five-t6-action"
# Nikos's last action, turn 10: Influence 4; Saoirse is purple, Halvard green
NIKOS = "ho42-three-lastaction"
# (fixture, player, text, accepted, pieces the reply must hold)
CASES = [
    # a partner named by player and colour together ("Gorm's purple") is one partner, one step
    (DOV, "Dov", "+1 both ways with Gorm's purple", True, ["negotiate: +1 both ways with purple"]),
    (DOV, "Dov", "negotiate +1 both ways w/ Gorm's purple route pls", True, ["negotiate: +1 both ways with purple"]),
    (DOV, "Dov", "+1 my side with Priya's red (1€ to Priya)", True, ["negotiate: +1 my side with red"]),
    (DOV, "Dov", "Trade talks: Priya & red, +1 both ways", True, ["negotiate: +1 both ways with red"]),
    # a player's name with another player's colour: which agreement is meant is asked
    (DOV, "Dov", "+1 both ways with Gorm's red", False, ["Gorm's planet is purple, not red"]),
    (DOV, "Dov", "negotiate: +1 both ways with Priya's purple", False, ["which partner"]),
    # one agreement's points in brackets beside the right total: that agreement's share
    (NIKOS, "Nikos", "negotiate +1 both ways with Saoirse (1 pt) and +2 both ways with Halvard (3 pts), 4 pts total",
     True, ["negotiate: +1 both ways with purple, +2 both ways with green"]),
    (NIKOS, "Nikos", "Trade negotiations: Halvard +2 both ways (3 points), Saoirse +1 both ways, 4 points total", True,
     ["+2 both ways with green"]),
    # ... but a share alone, or beside a wrong total, is checked as the total
    (NIKOS, "Nikos", "Negotiate: +2 both ways with Saoirse (3 pts), +1 both ways w/ Halvard = 5 points", False,
     ["cost 4 adjustment points, not 5"]),
    (NIKOS, "Nikos", "negotiate: +2 both ways with Saoirse, +1 both ways with Halvard (3 points)", False,
     ["cost 4 adjustment points, not 3"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("colonies", blind.corpus_dir("colonies") / "fixtures" / f"{fixture}.toml", player, text,
                      accepted, wants, tmp_path)
