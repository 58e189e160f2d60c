"""Beta Colony's posts (issue 22, items 1-2), from a whole 4-player game and a 2-player one
played by the game's bots through the commands' own lifecycle, every post as `gm resolve`
printed it: each summary leads with what happened and who acts next, then one standing table
(the final post: the winner and the scores first); at most about 40 plain lines and two Discord
messages; the dice said once; the 54 spaces only with --full; the check reply names the player
once. The paste checks of tests/render/test_paste_checks.py run on the sample campaign.

Golden files: tests/render/golden/beta_colony_*.txt. After an intended layout change,
regenerate them with  GM_UPDATE_GOLDEN=1 .venv/bin/pytest tests/beta_colony/test_views.py
(then read the diff before committing it)."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest

from gm_tool.cli.turns import check_view, summary_view
from gm_tool.core.engine import lifecycle
from gm_tool.core.engine import turns
from gm_tool.core.ops.redact import public_campaign
from gm_tool.core.store.files import CampaignStore
from gm_tool.render import posts
from gm_tool.render.discord import messages_of
from gm_tool.render.escape import width

from render.campaigns import play_to_end  # tests/render: the bots play a campaign on
from render.conftest import assert_golden, make_deterministic

FORMATS = ["smf", "phpbb", "bgg", "markdown", "discord", "plain"]
#: a line copied whole, never read (the seed check, the opening marker `gm thread` reads back)
COPIED = re.compile(r"sha256sum|^gm_tool · ")


def _game(root: Path, players: list[str]) -> dict[str, Any]:
    """Every post of one game: the opening, each summary as printed when it was made, a status
    at every kind of step, the finished status, a check reply at a cycle bonus."""
    store = CampaignStore(root)
    created = lifecycle.new_campaign(store, "golden", "beta-colony", players, seed="golden")
    got: dict[str, Any] = {"new": public_campaign(created.campaign,
                                                  lifecycle.pending_players(created.campaign)),
                           "summaries": [], "status": {}, "checks": []}

    def at_step(campaign, step) -> None:
        if campaign.recorded >= 1:
            record = store.read_history("golden", turns.history_name(campaign.recorded))
            if record and (not got["summaries"]
                           or got["summaries"][-1]["summary_round"] != campaign.recorded):
                got["summaries"].append(copy.deepcopy(summary_view(campaign, record)))
        status = public_campaign(campaign, lifecycle.pending_players(campaign))
        got["status"].setdefault(campaign.state.get("phase"), copy.deepcopy(status))
        if "bonus" in step.label and not got["checks"]:
            game = lifecycle.game_of(campaign)
            player = step.players[0]
            text = game.template_post(campaign.state, player,
                                      game.load_settings(campaign.settings))
            result = turns.check(campaign, player, text)
            got["checks"].append(check_view(campaign, result, None,
                                            lifecycle.clock_of(campaign).number, step.label))

    play_to_end(store, "golden", seed="views", at_step=at_step)
    campaign = store.load("golden")
    last = store.read_history("golden", turns.history_name(campaign.recorded))
    got["summaries"].append(summary_view(campaign, last))
    got["status"]["over"] = public_campaign(campaign, lifecycle.pending_players(campaign))
    return got


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> dict[int, dict[str, Any]]:
    with pytest.MonkeyPatch.context() as patch:
        make_deterministic(patch)
        return {n: _game(tmp_path_factory.mktemp(f"bc{n}"), ["Ann", "Bob", "Cy", "Dee"][:n])
                for n in (2, 4)}


def _posts(game: dict[str, Any]) -> list[tuple[Any, dict[str, Any]]]:
    out = [(posts.new_campaign, game["new"])]
    out += [(posts.status, v) for v in game["status"].values()]
    out += [(posts.round_summary, v) for v in game["summaries"]]
    return out


def _shown(text: str) -> list[str]:
    return [line for line in text.split("\n") if not COPIED.search(line)]


@pytest.mark.parametrize("players", [2, 4])
def test_every_post_is_short_and_fits_where_it_is_pasted(games, players):
    longest = {}
    for render, view in _posts(games[players]):
        plain = str(render(view, "plain"))
        lines = plain.rstrip("\n").split("\n")
        assert len(lines) <= 44, plain
        assert all(width(line) <= 72 for line in _shown(plain)), plain
        discord = str(render(view, "discord"))
        assert len(messages_of(discord)) <= 2, discord
        longest[render.__name__] = max(longest.get(render.__name__, 0), len(lines))
    # a whole game: the opening and every status and summary at most about 40 lines
    assert max(longest.values()) <= 44, longest


def test_the_dice_are_said_once_and_the_next_round_s_dice_come_with_the_last_action(games):
    summaries = games[4]["summaries"]
    rolled = [v for v in summaries if v["summary"]["rolls"]]
    assert rolled
    for view in rolled:
        for fmt in FORMATS:
            text = str(posts.round_summary(view, fmt))
            rounds = re.findall(r"Round \d+ dice", text)
            assert len(rounds) == len(set(rounds)) == 1, text
            assert "Purpose" not in text and "Public draw" not in text
    # the post after a round's last action shows the dice the next player needs
    last_actions = [v for v in summaries
                    if v["summary"]["label"].endswith(("action 2 of 2, round 1",))]
    text = str(posts.round_summary(last_actions[-1], "plain"))
    assert "Round 2 dice:" in text and "Next:" in text


def test_the_board_spaces_only_with_full(games):
    view = games[4]["summaries"][10]
    short = str(posts.round_summary(view, "plain"))
    full = str(posts.round_summary(dict(view, full=True), "plain"))
    space = re.compile(r"^\s*\d+ (yellow|red|pink|green|blue)\s+(outer|inner):", re.M)
    assert not space.search(short)
    assert len(space.findall(full)) == 54
    assert "Standing, in turn order:" in short and "Orbit (a clockwise loop):" in short
    for fmt in FORMATS:
        for text in (str(posts.round_summary(view, fmt)),
                     str(posts.round_summary(dict(view, full=True), fmt))):
            assert " ".join(text.split()).count("placeholder board") == 1, (fmt, text)


def test_the_final_post_names_the_winner_and_the_scores_first(games):
    final = games[4]["summaries"][-1]
    for fmt in FORMATS:
        text = str(posts.round_summary(final, fmt))
        flat = " ".join(text.split())
        assert flat.index("Game over") < flat.index("Total") < flat.index("Board:"), text
        assert "Standing" not in text
    plain = str(posts.round_summary(final, "plain"))
    header = next(line for line in plain.split("\n") if line.strip().startswith("Player"))
    assert header.split() == ["Player", "Total", "Play", "Art.", "Ach.", "Xi'an", "Thebes",
                              "Cuzco", "Crew"]


def test_the_check_reply_names_the_player_once(games):
    view = games[4]["checks"][0]
    for fmt in FORMATS:
        first = str(posts.check_reply(view, fmt)).split("\n")[0]
        assert first.count(view["player"]) == 1, first
        assert re.search(r"round \d+, cycle \d+ bonus \(.+\): your turn post", first), first


GOLDEN = {"new_campaign": lambda g: (posts.new_campaign, g["new"]),
          "status": lambda g: (posts.status, g["status"]["actions"]),
          "round_summary": lambda g: (posts.round_summary,
                                      next(v for v in g["summaries"] if v["summary"]["goal"])),
          "round_summary_end": lambda g: (posts.round_summary, g["summaries"][-1]),
          "check_reply": lambda g: (posts.check_reply, g["checks"][0])}


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("name", list(GOLDEN))
def test_golden(games, name, fmt):
    render, view = GOLDEN[name](games[4])
    assert_golden(f"beta_colony_{name}", fmt, str(render(view, fmt)) + "\n")
