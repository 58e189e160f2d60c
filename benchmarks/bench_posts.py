"""How long the slowest post takes to check: every shape of the fuzz corpus (tests/posts/
slow_shapes.py) at the largest post gm takes, through every game's post reader.

    python benchmarks/bench_posts.py [--size 65536] [--games dc,colonization] [--top 12]

Each game gets a campaign at its first step that takes posts (the secret steps before it chosen
and revealed); each shape is checked as the first waiting player's post (`Game.check_post`, what
`gm check` and `gm submit` run), once to warm up the caches of a word and then timed. A typical
post is timed beside them for scale. Then `gm check` is given a 1 MB post as a real process: it
must refuse it at once. Prints the slowest shapes and the worst case; nothing here asserts a time
(tests/posts/test_slow_shapes.py does, at 16 KB).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from posts.slow_shapes import SHAPES  # noqa: E402

TYPICAL = {
    "distant-colony": "Survey: +1 Wealth\nBuild: none\nProduction: Farm +1 Food\nNet: +1 Wealth, +1 Food\n",
    "colonization": "Draw a planet\n",
}


def checkers(names: list[str] | None, root: Path):
    """(game name, check(text)) for every game that can be brought to a posts or turn step."""
    from gm_tool import games  # noqa: F401
    from gm_tool.core import lifecycle
    from gm_tool.core.game_api import all_games
    from gm_tool.core.store import CampaignStore

    store = CampaignStore(root)
    found = []
    for game in all_games():
        if not type(game).__module__.startswith("gm_tool.games."):
            continue
        if names and game.name not in names and not set(game.aliases) & set(names):
            continue
        players = ["Ann", "Bob", "Cy", "Dee"][:max(game.min_players, 2)]
        try:
            lifecycle.new_campaign(store, game.name.replace(" ", "-"), game.name, players, seed="1")
            campaign = store.load(game.name.replace(" ", "-"))
            for _ in range(5):
                step = lifecycle.step_of(campaign)
                if step.kind in ("posts", "turn"):
                    break
                if step.kind != "secret":
                    raise RuntimeError(f"first step is {step.kind}")
                choices = game.choice_names()
                if not choices:
                    raise RuntimeError(f"its first step ({step.label}) takes a structured secret "
                                       "input this benchmark does not make")
                for i, player in enumerate(step.players):
                    lifecycle.choose(campaign, player, choices[i % len(choices)])
                lifecycle.reveal(campaign, force=True)
            else:
                raise RuntimeError("no posts step")
        except Exception as exc:  # noqa: BLE001 (a game still being written: say so, go on)
            print(f"  ({game.name}: skipped, {type(exc).__name__}: {exc})")
            continue
        settings = game.load_settings(campaign.settings)
        player = step.players[0]

        def check(text, game=game, campaign=campaign, settings=settings, player=player):
            return game.check_post(campaign.state, player, text, settings, {})

        found.append((game.name, check))
    return found


def timed(check, text: str) -> float:
    start = time.perf_counter()
    check(text)
    return time.perf_counter() - start


def refusal_time(root: Path, text: str) -> tuple[int, float, str]:
    """`gm check` of `text` as a real process: exit code, seconds (best of 3), first line."""
    env = {**os.environ, "GM_CAMPAIGNS": str(root)}
    best = None
    for _ in range(3):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "gm_tool", "check", "distant-colony", "Ann",
                               "-", "-f", "plain"], input=text, env=env, capture_output=True,
                              text=True)
        took = time.perf_counter() - start
        best = took if best is None else min(best, took)
    return done.returncode, best, ((done.stderr or done.stdout).strip().splitlines() or [""])[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=65_536, help="characters per post")
    parser.add_argument("--games", help="comma-separated game names (default: every game)")
    parser.add_argument("--top", type=int, default=12)
    parser.add_argument("--shape", help="only this shape")
    args = parser.parse_args(argv)
    root = Path(tempfile.mkdtemp(prefix="gm-bench-posts-"))
    rows = []
    failures = []
    for game, check in checkers(args.games.split(",") if args.games else None, root):
        typical = TYPICAL.get(game, "x\n")
        check(typical)
        rows.append((timed(check, typical), game, "(a typical post)", len(typical)))
        for name, make in SHAPES.items():
            if args.shape and name != args.shape:
                continue
            text = make(args.size)
            try:
                check(text)  # warm up
                rows.append((timed(check, text), game, name, len(text)))
            except Exception as exc:  # noqa: BLE001 (check_post must never raise)
                failures.append(f"{game} {name}: {type(exc).__name__}: {exc}")
    rows.sort(reverse=True)
    print(f"{'game':<16} {'shape':<30} {'chars':>7} {'ms':>9}")
    for took, game, name, size in rows[:args.top]:
        print(f"{game:<16} {name:<30} {size:>7} {took * 1000:>9.1f}")
    for took, game, name, size in rows:
        if name == "(a typical post)":
            print(f"{game:<16} {name:<30} {size:>7} {took * 1000:>9.1f}")
    worst = rows[0]
    print(f"worst: {worst[1]} {worst[2]} ({worst[3]:,} characters): {worst[0] * 1000:.0f} ms; "
          f"{len(rows)} checks, {len(failures)} raised")
    if any(g == "distant-colony" for _, g, _, _ in rows):
        code, took, line = refusal_time(root, "Survey: +1 Wealth\n" * 58_255)
        print(f"gm check of a 1 MB post: exit {code} after {took * 1000:.0f} ms: {line}")
        code, took, _ = refusal_time(root, TYPICAL["distant-colony"])
        print(f"gm check of a typical post, for scale: exit {code} after {took * 1000:.0f} ms")
    for line in failures:
        print("  RAISED", line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
