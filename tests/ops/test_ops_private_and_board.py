"""`gm status --player` (one player's private view, for a PM) and board files (`gm board check`,
`gm new --board`): engine features any game uses by implementing `view` for a player and
`default_board` / `check_board`, without touching core or the CLI."""

from __future__ import annotations

import hashlib
import re

import pytest
from pydantic import BaseModel, ConfigDict
from typer.testing import CliRunner

from gm_tool.cli.app import all_modules, build_app
from gm_tool.core.kit.errors import GmError
from gm_tool.core.engine.lifecycle import new_campaign
from gm_tool.core.game.interface import BoardFile, Game, ResolveOutcome, Step
from gm_tool.core.ops.verify import verify
from gm_tool.core.store.files import CampaignStore

APP = build_app(all_modules())
BOARD = """# a two-space board
spaces = ["red", "blue"]
"""


class BoardSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")


def check_spaces(data):
    problems = [f"spaces.{i}: {c!r} is not a colour" for i, c in enumerate(data.get("spaces", []))
                if c not in ("red", "blue", "green")]
    if not data.get("spaces"):
        problems.append("spaces: missing")
    if problems:
        raise GmError("the board is not valid:\n  " + "\n  ".join(problems))
    return {"spaces": list(data["spaces"])}


class BoardGame(Game):
    """A game whose only content is its board: it ends at once."""
    name = "board-test"
    title = "Board Test"
    version = "1"
    min_players = 1
    max_players = 2
    settings_model = BoardSettings
    board_file = BoardFile(None, check_spaces)

    def setup(self, players, settings, rng, board=None):
        return {"players": list(players), "board": board, "ended": True}

    def check_state(self, state, players, settings=None):
        pass

    def view(self, state, viewer, settings, *, as_state=False):
        if as_state:
            return state
        return dict(state) if viewer is None else {}

    def step(self, state, players, settings):
        return Step("end")

    def apply_posts(self, state, posts, settings, rng, force):
        return ResolveOutcome(state, {}, [], True)


GAME = BoardGame()


@pytest.fixture(autouse=True)
def board_game_registered():
    """Registered only while these tests run: it has no views, so the conformance suite and the
    renderers' tests, which take every registered game, must not meet it."""
    from gm_tool.core.game.interface import registered

    with registered(GAME):
        yield


def invoke(*args: str):
    return CliRunner().invoke(APP, [str(a) for a in args])


def test_board_check_names_every_problem_and_a_good_board_its_sha256(tmp_path):
    good = tmp_path / "board.toml"
    good.write_text(BOARD)
    result = invoke("board", "check", good, "--game", "board-test")
    assert result.exit_code == 0
    assert hashlib.sha256(good.read_bytes()).hexdigest() in result.output
    bad = tmp_path / "bad.toml"
    bad.write_text('spaces = ["red", "purple", "pink"]\n')
    result = invoke("board", "check", bad, "--game", "board-test")
    assert result.exit_code == 1
    assert "spaces.1: 'purple'" in result.output and "spaces.2: 'pink'" in result.output
    broken = tmp_path / "broken.toml"
    broken.write_text("spaces = [\n")
    result = invoke("board", "check", broken, "--game", "board-test")
    assert result.exit_code == 1 and "not a valid TOML board file" in result.output
    assert invoke("board", "check", good, "--game", "dc").exit_code == 1


def test_new_records_the_boards_sha256_and_verify_replays_with_it(tmp_path):
    board = tmp_path / "board.toml"
    board.write_text(BOARD)
    root = tmp_path / "campaigns"
    store = CampaignStore(root)
    new_campaign(store, "g", "board-test", ["Ann"], board_file=board)
    campaign = store.load("g")
    assert campaign.board_sha256 == hashlib.sha256(board.read_bytes()).hexdigest()
    assert campaign.state["board"] == {"spaces": ["red", "blue"]}
    assert verify(store, "g", campaign).ok
    # without --board, the game's own default board is used
    GAME.board_file = BoardFile(board, check_spaces)
    try:
        new_campaign(store, "h", "board-test", ["Ann"])
        assert store.load("h").board_sha256 == campaign.board_sha256
    finally:
        GAME.board_file = BoardFile(None, check_spaces)
    bad = tmp_path / "bad.toml"
    bad.write_text('spaces = ["pink"]\n')
    with pytest.raises(GmError, match="spaces.0: 'pink'"):
        new_campaign(store, "k", "board-test", ["Ann"], board_file=bad)
    assert not store.exists("k")
    # the CLI passes --board through; a game without a board file refuses it
    result = invoke("new", "d", "--game", "dc", "-p", "Ann", "-p", "Bob", "--board", board,
                    "--dir", root)
    assert result.exit_code == 1 and "has no board file" in result.output


@pytest.mark.parametrize("fmt", ["terminal", "smf", "markdown", "plain"])
def test_status_player_prints_only_that_players_private_view(fake, fmt):
    gm = fake
    campaign = gm.load()
    ann, bob = campaign.state["hand"]["Ann"], campaign.state["hand"]["Bob"]
    result = invoke("status", "g", "--player", "ann", "-f", fmt, "--dir", gm.root)
    assert result.exit_code == 0, result.output
    def shows(card: str, text: str) -> bool:     # whole: Bob's "card-8" is not in Ann's "card-823"
        return re.search(rf"(?<![\w-]){re.escape(card)}(?![\w-])", text) is not None

    assert shows(ann, result.output) and not shows(bob, result.output) and "Ann" in result.output
    public = invoke("status", "g", "-f", fmt, "--dir", gm.root).output
    assert not shows(ann, public) and not shows(bob, public)
