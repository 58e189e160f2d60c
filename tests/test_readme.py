"""The README stays true and short: the two commands first, at most 200 lines, every link to a
page that exists; every house-rule setting of every game is listed with its default in
docs/games.md."""

from pathlib import Path

import gm_tool.games  # noqa: F401
from gm_tool.core.game.interface import all_games

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
GAMES_DOC = (ROOT / "docs" / "games.md").read_text(encoding="utf-8")


def test_readme_opens_with_the_two_commands():
    block = README.split("```sh\n", 1)[1].split("```", 1)[0].strip().splitlines()
    assert block == ["python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && .venv/bin/gm demo",
                     ".venv/bin/pytest -n auto"]


def test_ci_runs_the_readmes_two_commands_and_prints_the_suites_wall_time():
    ci = (Path(__file__).resolve().parents[1] / ".ci" / "run").read_text(encoding="utf-8")
    assert "README.md" in ci and "bash -c" in ci
    assert "the test suite took" in ci and "wall time" in ci


def test_every_setting_is_listed_with_its_default():
    for game in all_games():
        if not type(game).__module__.startswith("gm_tool.games."):
            continue  # a game the tests registered
        for key, info in game.settings_model.model_fields.items():
            default = info.default
            shown = str(default).lower() if isinstance(default, bool) else str(default)
            assert f"| `{key}` | `{shown}` |" in GAMES_DOC, f"{game.name}: {key}"


def test_the_readme_is_a_front_door():
    assert len(README.splitlines()) <= 200


def test_every_local_link_of_the_readme_and_docs_resolves():
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark")
    for page in [ROOT / "README.md", *(ROOT / "docs").glob("*.md")]:
        tokens = md.parse(page.read_text(encoding="utf-8"))
        links = [child.attrGet("href") or child.attrGet("src") for token in tokens
                 for child in (token.children or []) if child.type in ("link_open", "image")]
        for target in links:
            if target.startswith(("http://", "https://", "#", "mailto:")):
                continue
            path = (page.parent / target.split("#", 1)[0]).resolve()
            assert path.exists(), f"{page.name}: {target}"
