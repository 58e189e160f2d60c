"""Every post a game's bundled sample campaign makes, as the views the real commands rendered,
and the game played on to its end by the game's own bots for the final post.

`sample_views(game, root)` plays the sample (`gm demo`'s script, through the real CLI) while
recording the view each posting function was given (the opening, reveals, each check reply,
each step's summary, every status, every private view), then lets the game's bots
(`Game.selfplay()`, the self-play players) finish the campaign through the same lifecycle the
commands use, and adds the final summary, the finished status and each player's last private
view. Used by tests/render/test_paste_checks.py for the games without hand-made fixtures.
"""

from __future__ import annotations

import copy
import random
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from gm_tool.core.engine import lifecycle
from gm_tool.core.engine import turns
from gm_tool.core.engine.steps import history_key
from gm_tool.core.game.interface import Step
from gm_tool.core.store.files import CampaignStore
from gm_tool.render import posts, private

#: the posting functions a command may call, and where the recorded view is rendered again
RECORDED = ("new_campaign", "status", "reveal_post", "check_reply", "round_summary")

Render = Callable[..., str]
Views = dict[str, tuple[Render, dict[str, Any]]]


@contextmanager
def recording(into: list[tuple[str, dict[str, Any]]]) -> Iterator[None]:
    """While inside, every post a command renders is also kept as (function name, view)."""
    originals = {name: getattr(posts, name) for name in RECORDED}
    original_private = private.private_post

    def keep(name: str, function: Render) -> Render:
        def recorded(view, fmt, **kwargs):
            into.append((name, copy.deepcopy(view)))
            return function(view, fmt, **kwargs)
        return recorded

    for name, function in originals.items():
        setattr(posts, name, keep(name, function))
    private.private_post = keep("private_post", original_private)
    try:
        yield
    finally:
        for name, function in originals.items():
            setattr(posts, name, function)
        private.private_post = original_private


def renderer(name: str) -> Render:
    return private.private_post if name == "private_post" else getattr(posts, name)


def _bot_texts(campaign, step: Step, bots: dict[str, Any], rnd: random.Random) -> dict[str, str]:
    """Each pending player's input at this step, as the game writes it for a post."""
    game = lifecycle.game_of(campaign)
    settings = game.load_settings(campaign.settings)
    selfplay = game.selfplay()
    play = selfplay.play_state(copy.deepcopy(campaign.state), settings)
    pending = [p for p in lifecycle.pending_players(campaign) if p in bots]
    acting = Step(step.kind, tuple(step.players), step.label, step.noun)
    inputs = selfplay.bot_inputs(play, acting, {p: bots[p] for p in step.players}, rnd, settings)
    return {p: selfplay.write_action(play, step, p, inputs[p], settings)
            for p in pending if inputs.get(p) is not None}


def play_to_end(store: CampaignStore, name: str, seed: str = "paste-checks",
                max_steps: int = 800, at_step: Callable[[Any, Step], None] | None = None) -> None:
    """The campaign played on by the game's bots until it ends (a refused input: the GM
    resolves with --force, as the conformance suite does). `at_step(campaign, step)` is
    called before each step is played."""
    rnd = random.Random(seed)
    with store.transaction(name) as campaign:
        game = lifecycle.game_of(campaign)
        factories = game.selfplay().bots()
        kinds = list(factories)
        bots = {p: factories[kinds[i % len(kinds)]](rnd)
                for i, p in enumerate(campaign.player_names)}
    for _ in range(max_steps):
        with store.transaction(name) as campaign:
            step = lifecycle.step_of(campaign)
            if step.kind == "end":
                return
            if at_step is not None:
                at_step(campaign, step)
            texts = _bot_texts(campaign, step, bots, rnd)
            if step.kind == "secret":
                for player, text in texts.items():
                    lifecycle.choose(campaign, player, text)
                lifecycle.reveal(campaign, force=True)
            elif step.kind == "turn":
                result = turns.submit(campaign, step.players[0], texts[step.players[0]])
                if result.resolved is None:
                    turns.resolve(campaign, force=True)
            else:
                for player, text in texts.items():
                    turns.submit(campaign, player, text)
                turns.resolve(campaign, force=True)
    raise AssertionError(f"{name} did not end within {max_steps} steps")


def sample_views(game_name: str, root: Path, to_end: bool = True) -> Views:
    """The sample's posts (named `<game>_<n>_<function>`); then, with `to_end` and a game with
    bots, the game played to its end and its final summary; the status and every player's
    private view last."""
    from gm_tool.cli import demo
    from gm_tool.cli.info import private_view
    from gm_tool.cli.turns import summary_view
    from gm_tool.core.ops.redact import public_campaign

    script = demo.load_script(game_name)
    seen: list[tuple[str, dict[str, Any]]] = []
    with recording(seen):
        demo.play(root, script, "plain", demo.sample_folder(game_name))
    prefix = game_name.replace("-", "_")
    out: Views = {f"{prefix}_{i:02d}_{name}": (renderer(name), view)
                  for i, (name, view) in enumerate(seen, 1)}
    store = CampaignStore(root)
    campaign = store.load(script["name"])
    if to_end and lifecycle.game_of(campaign).selfplay() is not None:
        def status_of_each_kind(campaign, step: Step) -> None:
            # the status a GM posts while the game waits for each kind of step
            key = f"{prefix}_play_status_{step.kind}"
            if key not in out:
                out[key] = (posts.status, copy.deepcopy(
                    public_campaign(campaign, lifecycle.pending_players(campaign))))

        play_to_end(store, script["name"], at_step=status_of_each_kind)
        campaign = store.load(script["name"])
        last = store.read_history(script["name"], history_key(campaign.recorded))
        out[f"{prefix}_end_round_summary"] = (posts.round_summary, summary_view(campaign, last))
    where = "end" if campaign.rng.revealed_seed is not None else "last"
    out[f"{prefix}_{where}_status"] = (posts.status,
                                       public_campaign(campaign, lifecycle.pending_players(campaign)))
    for player in campaign.player_names:
        out[f"{prefix}_{where}_private_{player}"] = (private.private_post,
                                                     private_view(campaign, player))
    return out
