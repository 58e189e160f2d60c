"""A registered game played by its own bots with many players, and the summary posts a GM pastes
late in that game, for measuring how long they are (issue 22: about 40 plain lines for five
players, a Discord summary in two messages).

`late_game_views(game, players, root)` creates a campaign of `players` seats (named Ann, Bob,
...), lets the game's bots play it to its end through the lifecycle the commands use
(tests/render/campaigns.py's `play_to_end`), and keeps, as (posting function, view):

- `new_campaign`: the opening post;
- `reveal`: the last reveal post (games with secret steps);
- `status_<kind>`: the last status posted while the game waited for a step of that kind;
- `summary`: the last summary before the game ended (the fullest board);
- `end_summary`, `end_status`: the final summary and the finished game's status.

`measure(text, fmt)` gives a rendered post's lines, widest line and Discord message count;
`over_limits` names the posts past issue 22's limits (PLAIN_LINES plain lines with five players,
DISCORD_MESSAGES Discord messages with the most players).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from gm_tool.core.engine import lifecycle
from gm_tool.core.engine.steps import history_key
from gm_tool.core.game.interface import find_game
from gm_tool.core.ops.redact import public_campaign
from gm_tool.core.store.files import CampaignStore
from gm_tool.render import posts
from gm_tool.render.discord import messages_of
from gm_tool.render.escape import width

from .campaigns import play_to_end

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")

Render = Callable[..., str]
Views = dict[str, tuple[Render, dict[str, Any]]]



def _summary(campaign, record: dict[str, Any]) -> dict[str, Any]:
    from gm_tool.cli.turns import summary_view

    return copy.deepcopy(summary_view(campaign, record))


def _reveal(campaign, record: dict[str, Any] | None) -> dict[str, Any]:
    """The reveal post's view, as `gm reveal` builds it right after the reveal: a secret step
    followed by another has closed its record entry, whose last step holds the choices."""
    view = public_campaign(campaign, lifecycle.pending_players(campaign))
    if not view["revealed"] and record:
        revealed = (record.get("steps") or [{}])[-1]
        view["revealed"] = dict(revealed.get("revealed") or {})
        view["reveal_info"] = dict(revealed.get("info") or {})
        view["forced"] = list(revealed.get("forced") or [])
    return copy.deepcopy(view)


def late_game_views(game_name: str, players: int, root: Path, seed: str = "late-game") -> Views:
    game = find_game(game_name)
    store = CampaignStore(root)
    name = f"{game.name}-{players}"
    created = lifecycle.new_campaign(store, name, game.name, list(NAMES[:players]), seed=seed,
                                     seed_salt="5a17" * 8)
    out: Views = {"new_campaign": (posts.new_campaign, public_campaign(
        created.campaign, lifecycle.pending_players(created.campaign)))}
    summaries: list[dict[str, Any]] = []
    seen = {"kind": "", "recorded": created.campaign.recorded}

    def before_each_step(campaign, step) -> None:
        # what the GM posted after the step before this one, and the status now
        last = store.read_history(name, history_key(campaign.recorded))
        if seen["kind"] == "secret":
            out["reveal"] = (posts.reveal_post, _reveal(campaign, last))
        if campaign.recorded != seen["recorded"] and last and last.get("result"):
            summaries.append(_summary(campaign, last))
        seen.update(kind=step.kind, recorded=campaign.recorded)
        out[f"status_{step.kind}"] = (posts.status, copy.deepcopy(
            public_campaign(campaign, lifecycle.pending_players(campaign))))

    play_to_end(store, name, seed=seed, at_step=before_each_step)
    campaign = store.load(name)
    if summaries:
        out["summary"] = (posts.round_summary, summaries[-1])
    last = store.read_history(name, history_key(campaign.recorded))
    out["end_summary"] = (posts.round_summary, _summary(campaign, last))
    out["end_status"] = (posts.status, public_campaign(campaign, []))
    return out


@dataclass
class Measure:
    lines: int
    widest: int
    messages: int


def measure(text: str, fmt: str) -> Measure:
    lines = text.rstrip("\n").split("\n")
    return Measure(len(lines), max(width(line) for line in lines),
                   len(messages_of(text)) if fmt == "discord" else 1)


#: issue 22, item 1: "at most about 40 lines in plain text for five players" (45: the "about"),
#: "a Discord summary fits in two messages"
PLAIN_LINES = 45
DISCORD_MESSAGES = 2


def over_limits(name: str, plain: str | None, discord: str | None) -> list[str]:
    """What in one post is past the limits: `plain` as rendered for five players (or the
    game's most, if fewer), `discord` for the game's most players; None: not measured."""
    found = []
    if plain is not None and measure(plain, "plain").lines > PLAIN_LINES:
        found.append(f"{name}: {measure(plain, 'plain').lines} plain lines (at most {PLAIN_LINES})")
    if discord is not None and measure(discord, "discord").messages > DISCORD_MESSAGES:
        found.append(f"{name}: {measure(discord, 'discord').messages} Discord messages "
                     f"(at most {DISCORD_MESSAGES})")
    return found
