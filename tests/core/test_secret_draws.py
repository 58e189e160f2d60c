"""Secret draws: a shuffle of face-down cards is recorded like every draw (gm verify replays it),
but its value and result stay out of every public output until the game ends.

Colonies' event deck is the real case: shuffled from the picked cards in number order, public
results would tell players where the cards they know lie."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from typer.testing import CliRunner

from gm_tool.cli.app import app
from gm_tool.core.ops.redact import HIDDEN_DRAW, public_draws, public_record
from gm_tool.core.kit.rng import Draw, RecordedRng

sys.path.insert(0, str(Path(__file__).parents[1] / "conformance"))
from conformance_lib import shown_secret_draws  # noqa: E402

RUN = CliRunner()


def gm(root: Path, *args: str):
    result = RUN.invoke(app, [*args, "--dir", str(root)])
    assert result.exit_code == 0, result.output
    return result


def test_a_secret_draw_round_trips_and_an_open_one_is_written_as_before():
    rng = RecordedRng("seed", "salt")
    rng.below(6, "open")
    rng.below(6, "hidden", secret=True)
    open_, hidden = [d.to_dict() for d in rng.draws]
    assert "secret" not in open_  # files written before secret draws existed read the same
    assert hidden["secret"] is True
    assert Draw.from_dict(hidden) == rng.draws[1]


def test_public_draws_hide_value_and_result_until_the_end():
    draws = [{"index": 0, "purpose": "a die", "outcomes": 6, "value": 3, "result": "4"},
             {"index": 1, "purpose": "the deck", "outcomes": 5, "value": 2, "result": "2",
              "secret": True}]
    hidden = public_draws(draws, ended=False)
    assert hidden[0] == draws[0]
    assert hidden[1]["value"] is None and hidden[1]["result"] == HIDDEN_DRAW
    assert hidden[1]["purpose"] == "the deck" and hidden[1]["index"] == 1
    assert public_draws(draws, ended=True) == draws
    record = public_record({"draws": draws, "steps": [{"draws": draws}]}, ended=False)
    assert shown_secret_draws(record) == []
    assert shown_secret_draws({"draws": draws}) == ["draws.1: the deck = '2'"]


def test_the_colonies_deck_shuffle_is_hidden_in_the_public_copy_but_kept_for_verify(tmp_path):
    root = tmp_path / "campaigns"
    gm(root, "new", "t", "--game", "colonies", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "5")
    for player in ("Ann", "Bob", "Cy"):
        gm(root, "choose", "t", player, "hand", "1")
    gm(root, "reveal", "t")
    own = tomllib.loads((root / "t" / "campaign.toml").read_text(encoding="utf-8"))
    assert shown_secret_draws(own), "the GM's own file keeps the shuffle (the check can fail)"
    gm(root, "export", "t", "--public", str(tmp_path / "pub") + "/")
    copy = tomllib.loads((tmp_path / "pub" / "t" / "campaign.toml").read_text(encoding="utf-8"))
    assert shown_secret_draws(copy) == []
    purposes = [d["purpose"] for d in copy["entry"]["reveal_draws"] if d.get("secret")]
    assert purposes and all("event deck" in p for p in purposes)
    gm(tmp_path / "pub", "status", "t")  # the public copy still loads
    assert "OK" in gm(root, "verify", "t").output
