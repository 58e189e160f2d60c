"""How long a post takes to read and check, in every game at every kind of step that takes posts:
the typical posts of the blind corpora, and every worst shape (tests/posts/slow_shapes.py) at the
largest post gm takes.

    python benchmarks/bench_posts.py [--size 65536] [--games colonies,beta-colony] [--top 12]

The situations are the blind corpora's fixtures (tests/<game>/blind/fixtures): a campaign at a
posts or turn step — Colonies' income, effects, tie and action steps, Beta Colony's setup, bonus
and action steps, and so on. Each post is checked as `gm check` and `gm submit` check it
(`Game.check_post`), once to warm up and then timed (best of three). A secret choice is read as
`gm choose` reads it (`Game.read_choice`).

Every figure is given beside a **baseline measured in the same run**: the reading kit's forum
scan of the same text (`core.reading.scan`: markup, quotes, typography, lines), which every game
pays before its own reader starts. "× scan" is the game's whole check over that floor. Nothing
here asserts a time (tests/posts/test_slow_shapes.py does, at 16 KB, with a generous bound).
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from posts.slow_shapes import SHAPES  # noqa: E402

GAMES = {"distant-colony": "distant_colony", "colonization": "colonization",
         "colonies": "colonies", "beta-colony": "beta_colony"}
# The post issue 19 found at 10 s of CPU in Beta Colony's old reader, for every game.
ISSUE_SHAPE = "Survey: +1 Wealth\n" + ("+1 Food, " * 540 + "\n") * 12


def best_of(fn, text: str, repeat: int = 3) -> float:
    fn(text)  # warm up (caches of a word, imports)
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        fn(text)
        took = time.perf_counter() - start
        best = took if best is None else min(best, took)
    return best


def situations(game_name: str, root: Path):
    """(fixture, step kind, step label, check(text), [the corpus's posts there], {players}) for each
    fixture."""
    from gm_tool.core.engine import lifecycle
    from gm_tool.core.game.interface import find_game
    from gm_tool.core.store.files import CampaignStore

    folder = ROOT / "tests" / GAMES[game_name] / "blind"
    posts_file = folder / "posts.toml"
    if not posts_file.exists():
        return
    posts = tomllib.loads(posts_file.read_text(encoding="utf-8")).get("post", [])
    store = CampaignStore(root / game_name)
    game = find_game(game_name)
    for fixture in sorted((folder / "fixtures").glob("*.toml")):
        (store.root / fixture.stem).mkdir(parents=True, exist_ok=True)
        (store.root / fixture.stem / "campaign.toml").write_bytes(fixture.read_bytes())
        campaign = store.load(fixture.stem)
        step = lifecycle.step_of(campaign)
        settings = game.load_settings(campaign.settings)
        mine = [p for p in posts if p["fixture"] == fixture.stem]
        if not (mine or step.players):
            continue  # a game that has ended waits for nobody's post
        player = mine[0]["player"] if mine else step.players[0]
        if step.kind == "secret":
            def check(text, campaign=campaign, step=step, player=player, settings=settings):
                try:
                    return game.read_choice(campaign.state, step, player, text, settings).text
                except Exception:  # noqa: BLE001 (a refused choice is a GmError: still timed)
                    return None
        elif step.kind in ("posts", "turn"):
            def check(text, campaign=campaign, player=player, settings=settings):
                return game.check_post(campaign.state, player, text, settings, {})
        else:
            continue
        names = {p.lower() for p in campaign.player_names}
        yield fixture.stem, step.kind, step.label, check, [p["text"] for p in mine], names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=65_536, help="characters per worst-shape post")
    parser.add_argument("--games", help="comma-separated game names (default: every game)")
    parser.add_argument("--top", type=int, default=8, help="slowest shapes to list")
    parser.add_argument("--shape", help="only this worst shape")
    args = parser.parse_args(argv)
    import gm_tool.games  # noqa: F401  (registers the games)
    from gm_tool.core.kit.reading import scan

    names = args.games.split(",") if args.games else list(GAMES)
    root = Path(tempfile.mkdtemp(prefix="gm-bench-posts-"))
    failures: list[str] = []
    print(f"{'game':<15} {'step':<8} {'fixture':<22} {'posts':>5} {'median ms':>9} "
          f"{'max ms':>7} {'× scan':>7}")
    worst_rows = []
    for game in names:
        shaped: set[tuple[str, str]] = set()
        for fixture, kind, label, check, texts, names in situations(game, root):
            if texts:
                times, floors = [], []
                for text in texts:
                    try:
                        times.append(best_of(check, text))
                    except Exception as exc:  # noqa: BLE001 (a reader must never raise)
                        failures.append(f"{game} {fixture}: {type(exc).__name__}: {exc}")
                        continue
                    floors.append(best_of(scan, text))
                if times:
                    ratio = statistics.median(times) / max(statistics.median(floors), 1e-9)
                    print(f"{game:<15} {kind:<8} {fixture:<22} {len(times):>5} "
                          f"{statistics.median(times) * 1000:>9.2f} {max(times) * 1000:>7.2f} "
                          f"{ratio:>7.1f}")
            # the worst shapes once per kind of step (the step's kind and its label's words:
            # Colonies' income, effects and actions are three, all posts steps)
            # (players' names and the numbers of the clock left out: "Bob's turn 17" is a turn)
            words = re.sub(r"'s\b|\d+|[^\w\s]", " ", label.lower()).split()
            what = (kind, tuple(w for w in words if w not in names))
            if what in shaped:
                continue
            shaped.add(what)
            shapes = dict(SHAPES) if not args.shape else {args.shape: SHAPES[args.shape]}
            shapes["issue-19 '+1 Food, ' x 540 x 12"] = lambda n: ISSUE_SHAPE
            for name, make in shapes.items():
                text = make(args.size)
                try:
                    took = best_of(check, text, repeat=1)
                except Exception as exc:  # noqa: BLE001
                    failures.append(f"{game} {fixture} {name}: {type(exc).__name__}: {exc}")
                    continue
                worst_rows.append((took, best_of(scan, text, repeat=1), game, fixture, name,
                                   len(text)))
    worst_rows.sort(reverse=True)
    print(f"\nslowest worst-shape posts ({args.size:,} characters):")
    print(f"{'game':<15} {'fixture':<22} {'shape':<32} {'ms':>8} {'× scan':>7}")
    for took, floor, game, fixture, name, size in worst_rows[:args.top]:
        print(f"{game:<15} {fixture:<22} {name:<32} {took * 1000:>8.1f} "
              f"{took / max(floor, 1e-9):>7.1f}")
    by_game: dict[str, float] = {}
    for took, _, game, *_ in worst_rows:
        by_game[game] = max(by_game.get(game, 0.0), took)
    print("worst per game: " + ", ".join(f"{g} {t * 1000:.0f} ms" for g, t in by_game.items()))
    for line in failures:
        print("  RAISED", line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
