"""A colonist the players before in turn order take is not Available to a later player: the GM
knows which from their posts already in, or from a post the player quotes, and the check says so
(the rules alone know only how many they take)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from gm_tool.games.distant_colony.posts.checking import check_post
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.state import DCState

# two players, Ramon before Ilka in turn order, Colonization played, Available: 1 Unskilled and
# 1 Expert
FIXTURE = Path(__file__).parent / "blind" / "fixtures" / "ho18-dc18-duo-r9-posts.toml"
ILKA = "Colonisation: Expert\nOrganization: first player, no moves\n"


def _check(others: dict[str, str], text: str = ILKA):
    with FIXTURE.open("rb") as f:
        campaign = tomllib.load(f)
    state = DCState.from_dict(campaign["state"])
    return check_post(state, "Ilka", text, DistantColonySettings(**campaign["settings"]), others)


def _taken_before(checked):
    return [d for d in checked.diagnostics if d.code == "dc.colonization.taken_before"]


def test_an_earlier_players_post_already_in_takes_the_only_expert():
    (d,) = _taken_before(_check({"Ramon": "Colonisation: Expert\nOrganization: none\n"}))
    assert "Ramon, before Ilka in turn order, takes the Expert (their post)" in d.message
    assert "left after their picks: 1 Unskilled" in d.message
    assert d.line == 1


def test_no_post_in_yet_the_count_alone_leaves_the_expert_possible():
    assert not _taken_before(_check({}))


def test_the_earlier_player_takes_something_else():
    assert not _taken_before(_check({"Ramon": "Colonisation: Unskilled\nOrganization: none\n"}))


def test_a_quote_still_counts_when_the_post_is_not_in():
    text = "[quote=\"Ramon\"]Colonisation: Expert[/quote]\n" + ILKA
    (d,) = _taken_before(_check({}, text))
    assert "(the quoted post)" in d.message and "the quoted picks" in d.message


def test_the_claims_do_not_hand_the_pick_to_the_players_before():
    # Organization is played, so the turn order stays (Ramon first); the trial that computes
    # Ilka's Net must not give Ramon the Expert by default and then call Ilka's "+1 Expert" wrong
    checked = _check({}, ILKA + "Net: +1 Expert\n")
    assert not [d for d in checked.diagnostics if d.severity.name == "ERROR"], checked.diagnostics
