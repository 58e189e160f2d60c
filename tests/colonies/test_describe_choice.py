"""The GM is told which card a deck pick is (gm choose, standard error); the thread sees only the
commitment, taken over the pick's place in the hand."""

import shutil
from pathlib import Path

from typer.testing import CliRunner

from gm_tool.cli.app import app

FIXTURE = Path(__file__).parent / "blind" / "fixtures" / "deck-t1.toml"


def test_a_deck_pick_is_told_to_the_gm_by_its_card(tmp_path):
    (tmp_path / "c").mkdir()
    shutil.copy(FIXTURE, tmp_path / "c" / "campaign.toml")
    result = CliRunner().invoke(app, ["choose", "c", "Dee", "the crime one", "--dir", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "read Dee's card as: hand 3: Increased Crime (#9)" in result.stderr
    assert "Crime" not in result.stdout and "hand" not in result.stdout
