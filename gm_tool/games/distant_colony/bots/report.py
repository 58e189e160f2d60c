"""`gm simulate`'s report for Distant Colony, in words."""

from __future__ import annotations

from gm_tool.core.game.selfplay import failure_lines


def _counts(d: dict) -> str:
    return ", ".join(f"{k} {v}" for k, v in d.items()) or "none"


def report_text(r: dict) -> str:
    s = r["scores"]
    lines = [
        f"{r['games']} games, {r['players']} players, seed {r['seed']!r}, {r['bots']} players",
        f"speed: {r['games_per_second']} games/s ({r['seconds']} s of play)",
        f"rounds per game: mean {r['rounds']['mean']}, min {r['rounds']['min']}, "
        f"max {r['rounds']['max']}",
        f"scores: winner mean {s['winner_mean']} (min {s['winner_min']}, above 0 in "
        f"{round(100 * s['winners_above_0'])}% of games), spread mean {s['spread_mean']}, "
        f"spread max {s['spread_max']}",
        "by player kind: " + ", ".join(f"{k} {v['seats']} seats mean {v['mean_score']} "
                                       f"wins {v['wins']}" for k, v in r["by_kind"].items()),
        "end reasons: " + _counts(r["end_reasons"]),
        "buildings per game: " + _counts(r["built_per_game"]),
        "never built: " + (", ".join(r["never_built"]) or "none"),
        "station trades: " + _counts(r["trades"]),
        "conversions: " + _counts(r["conversions"]),
        "other actions: " + _counts(r["actions"]),
        "skipped actions (conflicts between players): " + _counts(r["skipped_actions"]),
        f"skips that are no conflict: {len(r['unexplained_skips'])} game(s)",
    ]
    for u in r["unexplained_skips"][:10]:
        lines.append(f"  seed {u['seed']!r}: " + "; ".join(u["skips"]))
    lines.extend(failure_lines(r))
    return "\n".join(lines)
