"""The README's board pictures, made by the tool from the sample campaigns, and the visual diff
for reviewing a deliberate change.

    python docs/make_pictures.py            # write docs/images/<game>.png
    python docs/make_pictures.py --check    # draw again, compare with docs/images/; a picture
                                            # that changed: it and its diff image in a folder
                                            # the command names

Each bundled game's sample campaign is played through the real commands (`gm demo --game G
--dir ...`); Colonization, which has no bundled sample, plays a short game from its own
self-play choices with a fixed seed. The picture is the board after the sample's last step
(`gm board NAME --png FILE`). tests/pictures uses the same campaigns (`build_samples`).
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
from pathlib import Path

from typer.testing import CliRunner

IMAGES = Path(__file__).resolve().parent / "images"
#: the games with a README picture, and the campaign name their sample uses
SAMPLES = {"beta-colony": "sample", "colonies": "zelvar", "colonization": "sample",
           "distant-colony": "sample"}
#: Colonization's sample: three players, this seed, these many turns (a game in progress)
COLONIZATION_TURNS = 44


def _gm(*args: str, input: str | None = None) -> str:
    from gm_tool.cli.app import all_modules, build_app

    result = CliRunner().invoke(build_app(all_modules()), [str(a) for a in args], input=input)
    if result.exit_code != 0:
        raise SystemExit(f"gm {' '.join(map(str, args))} failed:\n{result.output}")
    return result.stdout


def play_colonization(root: Path, name: str = "sample", turns: int = COLONIZATION_TURNS) -> None:
    """A Colonization campaign of `turns` turns, every post chosen by its self-play with a fixed
    seed and submitted through `gm submit` (the tool's own sample has none yet)."""
    from gm_tool.core.engine import step_of
    from gm_tool.core.game_api import find_game
    from gm_tool.core.store import CampaignStore
    from gm_tool.games.colonization.actions import to_text
    from gm_tool.games.colonization.selfplay import choose
    from gm_tool.games.colonization.state import ColState

    _gm("new", name, "--game", "colonization", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "piecepack",
        "--seed-salt", "5eedc0105a17a11ce0fb0a2d5e1e5e70", "--dir", root)
    store, game, rnd = CampaignStore(root), find_game("colonization"), random.Random("sample")
    for _ in range(turns):
        campaign = store.load(name)
        step = step_of(campaign)
        if step.kind != "turn":
            break
        player = step.players[0]
        post = to_text(choose(ColState.from_dict(campaign.state), player,
                              game.load_settings(campaign.settings), rnd))
        _gm("submit", name, player, "-", "--dir", root, input=post)


def build_samples(root: Path) -> dict[str, tuple[Path, str]]:
    """Every sample campaign under `root`: game -> (campaigns folder, campaign name)."""
    out = {}
    for game, name in SAMPLES.items():
        folder = root / game
        if game == "colonization":
            play_colonization(folder, name)
        else:
            _gm("demo", "--game", game, "--dir", folder, "--format", "plain")
        out[game] = (folder, name)
    return out


def draw_samples(target: Path) -> list[Path]:
    target.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="gm-pictures-") as tmp:
        for game, (folder, name) in build_samples(Path(tmp)).items():
            path = target / f"{game}.png"
            _gm("board", name, "--png", path, "--dir", folder)
            written.append(path)
    return written


def check() -> int:
    """Draw again and compare with docs/images/ pixel by pixel (matplotlib's compare_images):
    a changed picture gets `<game>-failed-diff.png` beside the new one to look at."""
    from matplotlib.testing.compare import compare_images

    changed = 0
    review = Path(tempfile.mkdtemp(prefix="gm-pictures-review-"))  # kept for the reviewer
    with tempfile.TemporaryDirectory(prefix="gm-pictures-check-") as tmp:
        for path in draw_samples(Path(tmp)):
            expected = IMAGES / path.name
            if not expected.is_file():
                shutil.copy(path, review / path.name)
                print(f"{path.name}: new (no picture in {IMAGES}; see {review / path.name})")
                changed += 1
                continue
            problem = compare_images(str(expected), str(path), tol=0)
            if problem is None:
                print(f"{path.name}: unchanged")
                continue
            changed += 1
            for made in Path(tmp).glob(f"{path.stem}*"):
                shutil.copy(made, review / made.name)
            print(f"{path.name}: CHANGED — see {review}/{path.stem}-failed-diff.png "
                  f"(new picture: {review}/{path.name})")
    if not changed:
        shutil.rmtree(review)
    return 1 if changed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with docs/images/ instead of writing")
    args = parser.parse_args()
    if args.check:
        return check()
    for path in draw_samples(IMAGES):
        print(f"wrote {path} ({path.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
