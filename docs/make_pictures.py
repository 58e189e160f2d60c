"""The README's board pictures, made by the tool from the sample campaigns, and the visual diff
for reviewing a deliberate change.

    python docs/make_pictures.py            # write docs/images/<game>.png
    python docs/make_pictures.py --check    # draw again, compare with docs/images/; a picture
                                            # that changed: it and its diff image in a folder
                                            # the command names
    python docs/make_pictures.py --game colonization   # only these games (repeat --game)

Each game's bundled sample campaign is played through the real commands (`gm demo --game G
--dir ...`), its posts and dice fixed by the sample's seed and salt. The picture is the board
after the sample's last step (`gm board NAME --png FILE`). tests/pictures uses the same campaigns
(`build_samples`).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

from typer.testing import CliRunner

IMAGES = Path(__file__).resolve().parent / "images"
#: the games with a README picture, and the campaign name their sample uses
SAMPLES = {"beta-colony": "sample", "colonies": "zelvar", "colonization": "sample",
           "distant-colony": "sample"}


def _gm(*args: str) -> str:
    import gm_tool.games  # noqa: F401  (registers the games, whatever the CLI imports)
    from gm_tool.cli.app import all_modules, build_app

    result = CliRunner().invoke(build_app(all_modules()), [str(a) for a in args])
    if result.exit_code != 0:
        raise SystemExit(f"gm {' '.join(map(str, args))} failed:\n{result.output}")
    return result.stdout


def build_samples(root: Path, games: list[str] | None = None) -> dict[str, tuple[Path, str]]:
    """Every sample campaign (or those of `games`) under `root`: game -> (campaigns folder,
    campaign name)."""
    out = {}
    for game, name in SAMPLES.items():
        if games and game not in games:
            continue
        folder = root / game
        _gm("demo", "--game", game, "--dir", folder, "--format", "plain")
        out[game] = (folder, name)
    return out


def draw_samples(target: Path, games: list[str] | None = None) -> list[Path]:
    target.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="gm-pictures-") as tmp:
        for game, (folder, name) in build_samples(Path(tmp), games).items():
            path = target / f"{game}.png"
            _gm("board", name, "--png", path, "--dir", folder)
            written.append(path)
    return written


def check(games: list[str] | None = None) -> int:
    """Draw again and compare with docs/images/ pixel by pixel (matplotlib's compare_images):
    a changed picture gets `<game>-failed-diff.png` beside the new one to look at."""
    from matplotlib.testing.compare import compare_images

    changed = 0
    review = Path(tempfile.mkdtemp(prefix="gm-pictures-review-"))  # kept for the reviewer
    with tempfile.TemporaryDirectory(prefix="gm-pictures-check-") as tmp:
        for path in draw_samples(Path(tmp), games):
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
    parser.add_argument("--game", action="append", choices=sorted(SAMPLES), metavar="GAME",
                        help="only this game's picture (repeatable; default: every game's)")
    args = parser.parse_args()
    if args.check:
        return check(args.game)
    for path in draw_samples(IMAGES, args.game):
        print(f"wrote {path} ({path.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
