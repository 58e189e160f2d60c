"""The bundled sample: its committed campaign still loads and replays, and gm demo plays it."""

from pathlib import Path

from typer.testing import CliRunner

from gm_tool.cli.app import app

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def test_committed_sample_replays_to_its_stored_state():
    result = runner.invoke(app, ["verify", "sample", "--dir", str(ROOT / "campaigns")])
    assert result.exit_code == 0, result.output
    assert "reaches the stored state" in result.output


def test_demo_plays_every_round_of_the_sample(tmp_path):
    result = runner.invoke(app, ["demo", "--dir", str(tmp_path), "--format", "plain"])
    assert result.exit_code == 0, result.output
    assert result.output.count("results\n") == 3          # three resolved rounds
    assert "NOT accepted" in result.output                # Cy's wrong Net ...
    words = " ".join(result.output.split())               # plain text wraps at 72 columns
    assert "it replaces your earlier post" in words       # ... and its correction
    assert "Cy, turn posts, round 1: your turn post is accepted" in words  # the step's words
    assert "Harvestor" in result.output                   # the typo is answered
    status = runner.invoke(app, ["status", "sample", "--dir", str(tmp_path), "--json"])
    assert '"round": 4' in status.output
