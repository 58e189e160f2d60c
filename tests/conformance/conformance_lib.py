"""The conformance suite's machinery: drive a campaign of any registered game to its end through
the real `gm` commands, and record what every check found.

- `Gm`: the `gm` application run in-process (typer's CliRunner, `--dir` a temporary folder);
- `Profile`: how the suite plays one game (players, small settings, a GM ruling that applies);
  a game without a profile gets a generic one;
- `Seats`: the players' inputs, from the game's own bots (`Game.selfplay()`, the self-play
  players of core/game/selfplay.py) written as the game's canonical text (`write_action`), read back
  (`read_action`) for the text round trip; a game without bots gets its templates;
- `Secrets`: what must not appear in a public output at this moment: the seed and its salt until
  the end, the salts of the secret choices not yet revealed, and every value the game's own
  public copy hides (`view(state, None, settings, as_state=True)`: its hidden state);
- `play`: the whole game, step after step, with the command matrix at sampled steps; every
  problem goes into `Findings` under a topic, and the tests assert that each topic is empty.
"""

from __future__ import annotations

import copy
import email.utils
import json
import mailbox
import random
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from email.message import EmailMessage
from pathlib import Path
from typing import Any
from unittest import mock

import typer.testing
from typer.main import get_command
from typer.testing import CliRunner

from gm_tool.core.engine import lifecycle
from gm_tool.core.store.campaign import Campaign
from gm_tool.core.engine.steps import NEXT_COMMANDS, clock_of, step_of
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Game, Step, all_games, find_game
from gm_tool.core.ops.diff import diff
from gm_tool.core.ops.redact import HIDDEN_DRAW, public_campaign
from gm_tool.core.store.files import CampaignStore
from gm_tool.render import posts
from gm_tool.render.formats import FORMATS

NAME = "conf"
#: games registered by other test folders, not games of the tool (tests/ops/fake_game.py draws
#: no posts of its own: it exists for the GM-operation tests only)
NOT_GAMES = {"fake-ops"}


# The gm application -----------------------------------------------------------------------------

_APP = None
_COMMAND = None


def command():
    """The `gm` click command, built once (typer's CliRunner would rebuild it for every call)."""
    global _APP, _COMMAND
    if _COMMAND is None:
        from gm_tool.cli.app import app
        _APP = app
        _COMMAND = get_command(app)
    return _APP, _COMMAND


def cached_environments():
    """Render every post with one Jinja2 environment per (format, template folders): the render
    engine makes a new one, and compiles every template again, for each post — right for a
    `gm` process that renders one post, slow for a suite that renders thousands. The templates
    do not change while the suite runs, so the output is the same."""
    from functools import lru_cache

    from gm_tool.render import engine

    original = getattr(engine, "make_environment", None)
    if original is None or getattr(original, "_conformance_cache", False):
        return mock.patch.object(engine, "__name__", engine.__name__)  # nothing to patch

    @lru_cache(maxsize=64)
    def cached(fmt, dirs):
        return original(fmt, list(dirs))

    def make_environment(fmt, dirs):
        return cached(fmt, tuple(dirs))

    make_environment._conformance_cache = True
    return mock.patch.object(engine, "make_environment", make_environment)


class Gm:
    """`gm ARGS --dir ROOT`, in-process."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self.store = CampaignStore(self.root)
        self.runner = CliRunner()
        self.calls = 0
        self._cached = None

    def __call__(self, *args: Any, input: str | None = None, env: dict | None = None,
                 dir: Path | None = None):
        app, cmd = command()
        argv = [str(a) for a in args]
        if argv[0] not in ("simulate", "games", "board"):
            argv += ["--dir", str(dir or self.root)]
        self.calls += 1
        with mock.patch.object(typer.testing, "_get_command", lambda _app: cmd):
            return self.runner.invoke(app, argv, input=input, env=env)

    def load(self, name: str = NAME) -> Campaign:
        """The campaign as saved (parsed again only when its file has changed)."""
        path = self.store.file(name)
        stat = path.stat()
        key = (str(path), stat.st_mtime_ns, stat.st_size, stat.st_ino)
        if self._cached is None or self._cached[0] != key:
            self._cached = (key, self.store.load(name))
        return self._cached[1]  # the suite only reads it (Seats copies the state for the bots)

    def snapshot(self, name: str = NAME) -> dict[str, bytes]:
        """Every file of the campaign's folder (what a refused command must leave alone)."""
        folder = self.store.folder(name)
        return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
                if p.is_file() and not p.name.endswith(".lock")}


def out_of(result) -> str:
    return (result.stdout or "") + (result.stderr or "")


def err_of(result) -> str:
    return result.stderr or ""


# Findings ---------------------------------------------------------------------------------------

@dataclass
class Findings:
    game: str
    topics: dict[str, list[str]] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    steps: list[str] = field(default_factory=list)
    ended: bool = False
    rendered: set = field(default_factory=set)

    def note(self, topic: str, ok: bool, message: str) -> bool:
        """Count a check under `topic`; record `message` when it failed."""
        self.counts[topic] = self.counts.get(topic, 0) + 1
        if not ok:
            self.topics.setdefault(topic, []).append(message)
        return ok

    def of(self, topic: str) -> list[str]:
        return self.topics.get(topic, [])

    def report(self, topic: str) -> str:
        found = self.of(topic)
        head = f"{self.game}: {len(found)} problem(s) in {self.counts.get(topic, 0)} '{topic}' checks"
        return head + "".join(f"\n  - {line[:1500]}" for line in found[:25])


# How the suite plays each game ------------------------------------------------------------------

@dataclass
class Profile:
    game: str
    players: list[str]
    settings: list[str] = field(default_factory=list)
    #: a GM ruling (gm adjust) for `player` that applies at any step before the end
    adjust: Callable[[Campaign, str], str] | None = None
    #: the game's `gm template` output is a post `gm check` accepts as it is
    template_is_post: bool = False
    #: run the whole command matrix every `every` steps (and at the first step of each kind)
    every: int = 4
    max_steps: int = 400


def _col_adjust(campaign: Campaign, player: str) -> str:
    """Move the player's ship to a sun it is not on (a sun holds any number of ships)."""
    where = campaign.state["seats"][player]["ship"]
    suit = next(s["suit"] for s in campaign.state["systems"] if where != f"sun-{s['suit']}")
    return f"ship to sun of {suit}"


PROFILES: dict[str, Profile] = {
    "sealed-bids": Profile("sealed-bids", ["Ann", "Bob", "Cy"], ["rounds=3"],
                           adjust=lambda c, p: "+1 coin", template_is_post=True, every=2),
    "distant-colony": Profile("distant-colony", ["Ann", "Bob", "Cy"],
                              ["missed_turn=auto", "pool_unskilled_per_player=1",
                               "pool_skilled_per_player=1", "pool_expert_per_player=1",
                               "pool_criminal_per_player=0", "vp_pool_per_player=4"],
                              adjust=lambda c, p: "+1 wealth", template_is_post=True, every=5),
    "colonization": Profile("colonization", ["Ann", "Bob", "Cy"], [], adjust=_col_adjust,
                            template_is_post=True, every=12),
    # about 65 steps whatever the settings: the matrix at one step in 16
    "beta-colony": Profile("beta-colony", ["Ann", "Bob", "Cy"], [], adjust=lambda c, p: "+1 fuel",
                           template_is_post=True, every=16),
    # three years, the deck built again after the second
    "colonies": Profile("colonies", ["Ann", "Bob", "Cy"], ["turns=3", "resupply_turn=2"],
                        adjust=lambda c, p: "+1 credits", template_is_post=True, every=8),
}


def profile_of(game: Game) -> Profile:
    found = PROFILES.get(game.name)
    if found is not None:
        return found
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
    count = max(game.min_players, min(3, game.max_players))
    return Profile(game.name, names[:count])


def games_under_test() -> list[Game]:
    return [g for g in all_games() if g.name not in NOT_GAMES]


# The players' inputs ----------------------------------------------------------------------------

def has_bots(game: Game) -> bool:
    play = game.selfplay()
    return play is not None and bool(play.bots())


class Seats:
    """Each seat's inputs, from the game's bots (or, without bots, its templates)."""

    def __init__(self, game: Game, players: list[str], seed: str, findings: Findings):
        self.game = game
        self.findings = findings
        self.rnd = random.Random(seed)
        self.bots: dict[str, Any] = {}
        self.play = game.selfplay()
        if has_bots(game):
            factories = self.play.bots()
            kinds = list(factories)
            self.bots = {p: factories[kinds[i % len(kinds)]](self.rnd) for i, p in enumerate(players)}
        self._cache: dict[tuple, dict[str, Any]] = {}

    def rename(self, old: str, new: str) -> None:
        if old in self.bots:
            self.bots[new] = self.bots.pop(old)
        self._cache.clear()

    def _actions(self, campaign: Campaign, step: Step) -> tuple[Any, dict[str, Any]]:
        game = self.game
        settings = game.load_settings(campaign.settings)
        play = self.play.play_state(copy.deepcopy(campaign.state), settings)
        key = (campaign.entry.number, step.kind, step.label, json.dumps(campaign.state, sort_keys=True, default=str))
        if key not in self._cache:
            # a dropped seat takes no actions: the bots of the others play (and trade) alone
            active = tuple(p for p in step.players if p in campaign.active_players and p in self.bots)
            seats = {p: self.bots[p] for p in active}
            acting = Step(step.kind, active, step.label, step.noun)
            try:
                inputs = self.play.bot_inputs(play, acting, seats, self.rnd, settings)
            except Exception as exc:  # noqa: BLE001 (the bots cannot play without every seat)
                # a gap of the game's bots, not of the tool: test_conformance_gaps.py
                self.findings.note("bots-after-drop", False, f"{step.label}: the bots cannot play the "
                                                  f"active seats {list(active)} alone: "
                                                  f"{type(exc).__name__}: {exc}")
                seats = {p: self.bots[p] for p in step.players if p in self.bots}
                inputs = self.play.bot_inputs(play, step, seats, self.rnd, settings)
                inputs = {p: a for p, a in inputs.items() if p in active}
            self._cache = {key: inputs}
        return play, self._cache[key]

    def text(self, campaign: Campaign, step: Step, player: str) -> str | None:
        """The player's input at this step as text (`gm choose` / `gm submit`), or None."""
        game = self.game
        settings = game.load_settings(campaign.settings)
        if not self.bots:
            fallback = FALLBACKS.get(game.name)
            if fallback is not None:
                return fallback(campaign, step, player, self.rnd)
            if step.kind == "secret":
                names = list(game.choice_words.names) if game.choice_words else []
                return self.rnd.choice(names) if names else None
            return game.template_post(campaign.state, player, settings)
        try:
            play, actions = self._actions(campaign, step)
            action = actions.get(player)
            if action is None:
                return None
            text = self.play.write_action(play, step, player, action, settings)
        except GmError as exc:
            self.findings.note("bots", False, f"{step.label}: {player}: the game's bots or writer "
                                              f"failed: {exc}")
            if step.kind == "secret":
                names = list(game.choice_words.names) if game.choice_words else []
                return self.rnd.choice(names) if names else None
            return None
        self.findings.note("bots", True, "")
        self._round_trip(play, step, player, action, text, settings)
        return text

    def _round_trip(self, play, step, player, action, text, settings) -> None:
        try:
            back = self.play.read_action(play, step, player, text, settings)
        except Exception as exc:  # noqa: BLE001 (any failure is a finding)
            self.findings.note("roundtrip", False, f"{step.label}: {player}: {text!r} cannot be "
                                                   f"read back: {exc}")
            return
        same = self.play.same_action(play, step, player, action, back, settings)
        self.findings.note("roundtrip", same, f"{step.label}: {player}: {action!r} -> {text!r} -> {back!r}")


def _colonization_input(campaign: Campaign, step: Step, player: str, rnd: random.Random) -> str:
    """Until Colonization has bots of the generic harness: its own self-play's choice, written
    as a post."""
    from gm_tool.games.colonization.actions import to_text
    from gm_tool.games.colonization.selfplay import choose
    from gm_tool.games.colonization.state import ColState

    game = find_game("colonization")
    state = ColState.from_dict(campaign.state)
    return to_text(choose(state, player, game.load_settings(campaign.settings), rnd))


#: inputs for a game without bots (`Game.selfplay()`), by game name
FALLBACKS: dict[str, Callable[[Campaign, Step, str, random.Random], str | None]] = {
    "colonization": _colonization_input,
}


# Secrets ----------------------------------------------------------------------------------------

def _leaves(value: Any, path: tuple = ()) -> dict[tuple, Any]:
    if isinstance(value, dict):
        out: dict[tuple, Any] = {}
        for k, v in value.items():
            out.update(_leaves(v, path + (k,)))
        return out
    if isinstance(value, list):
        out = {}
        for i, v in enumerate(value):
            out.update(_leaves(v, path + (i,)))
        return out
    return {path: value}


def _words(value: Any) -> set[str]:
    """A value, and the words and numbers in it."""
    text = str(value)
    return {text, *re.findall(r"[0-9A-Za-z][0-9A-Za-z_-]*", text)}


def distinctive(value: Any) -> str | None:
    """A hidden value worth searching for in text: a string of 4 characters or more, or a number
    of 1000 or more that is not a year (small numbers are everywhere in a post)."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return str(value) if value >= 1000 and not 1990 <= value <= 2099 else None
    if isinstance(value, str) and len(value.strip()) >= 4:
        return value.strip()
    return None


def hidden_values(game: Game, state: dict[str, Any], settings: Any) -> list[str]:
    """Every value the game's public copy (`view(..., as_state=True)`) changes: the game's own
    word on what is hidden now."""
    before = _leaves(state)
    after = _leaves(game.view(state, None, settings, as_state=True))
    found = []
    for path, value in before.items():
        if path not in after or after[path] != value:
            text = distinctive(value)
            if text:
                found.append(text)
    return sorted(set(found))


class Secrets:
    def __init__(self, game: Game):
        self.game = game
        self._last: tuple[Campaign, dict[str, str]] | None = None

    def now(self, campaign: Campaign) -> dict[str, str]:
        """secret text -> what it is, for the campaign as it is now."""
        if self._last is not None and self._last[0] is campaign:  # held: its id is not reused
            return dict(self._last[1])
        out = self._now(campaign)
        self._last = (campaign, out)
        return dict(out)

    def _now(self, campaign: Campaign) -> dict[str, str]:
        out: dict[str, str] = {}
        if campaign.rng.revealed_seed is None:
            out[campaign.secret.seed] = "the RNG seed"
            out[campaign.secret.seed_salt] = "the seed's salt"
        for player, choice in campaign.secret.choices.items():
            out[choice.salt] = f"the salt of {player}'s unrevealed choice"
        settings = self.game.load_settings(campaign.settings)
        for value in hidden_values(self.game, campaign.state, settings):
            out[value] = "hidden state (removed by the game's public view)"
        return out


def shown_secret_draws(data: Any, path: str = "") -> list[str]:
    """Where a secret draw (a shuffle of face-down cards) shows its value or result in `data`,
    a public view or copy: before the end, it may show only its number and purpose."""
    found: list[str] = []
    if isinstance(data, dict):
        if data.get("secret") is True and "purpose" in data and (
                data.get("value") is not None or data.get("result") not in (None, HIDDEN_DRAW)):
            found.append(f"{path}: {data.get('purpose')} = {data.get('result')!r}")
        for key, value in data.items():
            found += shown_secret_draws(value, f"{path}.{key}" if path else str(key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += shown_secret_draws(value, f"{path}.{i}")
    return found


_NORMALISE = str.maketrans({"\\": None, "\u200b": None, "\u2060": None})


#: a number players read as a time of the game: "Round 16", "turn 4", "year 2", "step 23"
CLOCK_WORDS = re.compile(r"\b(?:round|turn|year|step|entry|record)\s*#?\s*(\d+)\b", re.IGNORECASE)


def clock_leaks(text: str, campaign: Campaign) -> list[str]:
    """Where `text` names the engine's record number (the entry in progress, or the last one
    recorded) as if it were a round, turn or year, when it is not the game's own clock number:
    players and GMs read the game's clock only (issue 20)."""
    clock = clock_of(campaign).number
    engine = {campaign.entry.number, campaign.recorded} - set(range(0, clock + 2))
    return [m.group(0) for m in CLOCK_WORDS.finditer(text) if int(m.group(1)) in engine]


def leaks(text: str, secrets: dict[str, str]) -> list[str]:
    clean = str(text).translate(_NORMALISE)
    found = []
    for secret, what in secrets.items():
        if re.search(r"(?<![0-9A-Za-z])" + re.escape(secret) + r"(?![0-9A-Za-z])", clean):
            found.append(f"{what} ({secret!r})")
    return found


# The play ---------------------------------------------------------------------------------------

WRONG = {
    # step kind -> commands that do not fit it
    "secret": [("check", "{p}", "{post}"), ("submit", "{p}", "{post}"), ("resolve",)],
    "posts": [("choose", "{p}", "1"), ("reveal",)],
    "turn": [("choose", "{p}", "1"), ("reveal",)],
    "end": [("choose", "{p}", "1"), ("reveal",), ("check", "{p}", "{post}"),
            ("submit", "{p}", "{post}"), ("resolve",), ("template", "{p}")],
    # `gm deadline` at the end is refused without a hint: test_conformance_gaps.py
}
#: what the refusal must name: the step it is at
STEP_WORDS = {"secret": "secret step", "posts": "posts step", "turn": "turn step", "end": "ended"}


@dataclass
class Play:
    gm: Gm
    game: Game
    profile: Profile
    findings: Findings
    tmp: Path
    seed: str
    seats: Seats = None  # type: ignore[assignment]
    secrets: Secrets = None  # type: ignore[assignment]
    public_texts: int = 0
    fmt_turn: int = 0
    done: set = field(default_factory=set)
    kinds_seen: set = field(default_factory=set)
    post_file: Path = None  # type: ignore[assignment]
    #: (view, format) pairs rendered without an error: status, new_campaign, reveal,
    #: round_summary, choice_receipt, check_reply
    rendered: set = field(default_factory=set)
    counts_forced: int = 0

    def __post_init__(self):
        self.seats = Seats(self.game, list(self.profile.players), self.seed, self.findings)
        self.secrets = Secrets(self.game)
        self.post_file = self.tmp / "post.txt"

    # helpers ------------------------------------------------------------------------------
    def fmt(self) -> str:
        self.fmt_turn += 1
        return FORMATS[self.fmt_turn % len(FORMATS)]

    def campaign(self) -> Campaign:
        return self.gm.load()

    def step(self) -> Step:
        return step_of(self.campaign())

    def public(self, text: str, where: str, campaign: Campaign | None = None,
               said: str = "") -> None:
        """`text` is shown to players: no secret of the campaign as it is now may be in it
        (except what the player's own input `said`: a player may sell their whole stock)."""
        campaign = campaign or self.campaign()
        secrets = {k: v for k, v in self.secrets.now(campaign).items() if not leaks(said, {k: v})}
        found = leaks(text, secrets)
        self.public_texts += 1
        self.findings.note("secrets", not found, f"{where}: {', '.join(found)}")
        wrong = clock_leaks(text, campaign)
        self.findings.note("clock", not wrong, f"{where}: names the engine's record number, not "
                                               f"the game's clock ({clock_of(campaign).text}): "
                                               f"{', '.join(wrong)}")

    def ok(self, topic: str, *args: Any, input: str | None = None, env: dict | None = None,
           public: bool = True, dir: Path | None = None):
        result = self.gm(*args, input=input, env=env, dir=dir)
        words = " ".join(str(a) for a in args)
        good = result.exit_code == 0 and "Traceback" not in out_of(result)
        self.findings.note(topic, good, f"gm {words}: exit {result.exit_code}: {out_of(result)[-1500:]}")
        if public and good:
            said = self.post_file.read_text(encoding="utf-8") if str(self.post_file) in words else ""
            self.public(result.stdout, f"gm {words}", said=said)
        if good:
            self._rendered(args)
        return result

    VIEWS = {"status": "status", "report": "round_summary", "new": "new_campaign",
             "reveal": "reveal", "choose": "choice_receipt", "check": "check_reply",
             "submit": "check_reply", "resolve": "round_summary"}

    def _rendered(self, args: tuple) -> None:
        words = [str(a) for a in args]
        view = self.VIEWS.get(words[0])
        if view is None or "--json" in words:
            return
        fmt = words[words.index("--format") + 1] if "--format" in words else "terminal"
        self.rendered.add((view, fmt))

    def write_post(self, text: str) -> Path:
        self.post_file.write_text(text, encoding="utf-8")
        return self.post_file

    # the command matrix -------------------------------------------------------------------
    def refused_cleanly(self, step: Step, args: tuple, topic: str = "wrong-step") -> None:
        """A command that does not fit the step: exit 1, one message naming the step and what to
        run instead, no traceback, nothing changed."""
        before = self.gm.snapshot()
        result = self.gm(*args)
        after = self.gm.snapshot()
        words = " ".join(str(a) for a in args)
        err = err_of(result)
        named = STEP_WORDS[step.kind] in err
        hint = NEXT_COMMANDS[step.kind].split("'")[1].split()[1] if "'" in NEXT_COMMANDS[step.kind] else ""
        runs = ("hint:" in err and "gm " in err)
        problems = []
        if result.exit_code != 1:
            problems.append(f"exit {result.exit_code}")
        if "Traceback" in out_of(result) or "internal error" in err:
            problems.append("a traceback or internal error")
        if not named:
            problems.append(f"the message does not name the step ({STEP_WORDS[step.kind]!r})")
        if not runs:
            problems.append("no hint with a command to run instead")
        if hint and hint not in err and step.kind != "end":
            problems.append(f"the hint does not name 'gm {hint}'")
        if before != after:
            problems.append("the campaign's files changed")
        self.findings.note(topic, not problems, f"at {step.kind} step ({step.label}): gm {words}: "
                                                f"{'; '.join(problems)}: {err.strip()[:400]}")

    def wrong_commands(self, step: Step) -> None:
        campaign = self.campaign()
        player = (step.players or tuple(campaign.active_players))[0]
        post = self.write_post("keep\n")
        for template in WRONG[step.kind]:
            args = [template[0], NAME] + [a.format(p=player, post=post) for a in template[1:]]
            self.refused_cleanly(step, tuple(args))
        if step.kind == "turn":
            others = [p for p in campaign.active_players if p not in step.players]
            if others:
                before = self.gm.snapshot()
                result = self.gm("check", NAME, others[0], post)
                good = (result.exit_code == 1 and step.players[0] in err_of(result)
                        and "Traceback" not in out_of(result) and before == self.gm.snapshot())
                self.findings.note("wrong-step", good, f"gm check for {others[0]} at "
                                                       f"{step.label}: {out_of(result)[:300]}")

    def remind(self, step: Step, formats: tuple[str, ...]) -> None:
        campaign = self.campaign()
        pending = [p for p in lifecycle.pending_players(campaign)]
        for fmt in formats:
            result = self.ok("remind", "remind", NAME, "--format", fmt)
            text = result.stdout.translate(_NORMALISE)
            if step.kind == "end":
                self.findings.note("remind", "ended" in text, f"{fmt}: the reminder at the end "
                                                              f"does not say the game has ended")
                continue
            missing = [p for p in pending if p not in text]
            self.findings.note("remind", not missing, f"{fmt} at {step.label}: the reminder does "
                                                      f"not name {missing}: {text[:300]}")
            if step.kind == "turn":
                self.findings.note("remind", step.players[0] in text,
                                   f"{fmt}: the reminder does not name whose turn it is")

    def status(self, formats: tuple[str, ...]) -> None:
        for fmt in formats:
            self.ok("status", "status", NAME, "--format", fmt)
        result = self.ok("status", "status", NAME, "--json")
        if result.exit_code == 0:
            data = json.loads(result.stdout)
            self.findings.note("status", "secret" not in data and "seed_salt" not in data
                               or self.campaign().rng.revealed_seed is not None,
                               "status --json shows the secret table")
            self.findings.note("status", data.get("stage") == lifecycle.waiting_word(self.step()),
                               f"status --json stage {data.get('stage')!r}")

    def private(self, step: Step, formats: tuple[str, ...]) -> None:
        """gm status NAME --player P: what the game says P alone may see, and nothing another
        player alone may see, nor any secret of the GM's."""
        campaign = self.campaign()
        game = self.game
        settings = game.load_settings(campaign.settings)
        views = {p: game.view(campaign.state, p, settings) for p in campaign.player_names}
        # what P's view shows, as whole values and as their words and numbers ("4100 g": 4100)
        shown = {p: {w for v in _leaves(view).values() for w in _words(v)} for p, view in views.items()}
        own = {p: {d for v in _leaves(view).values() if (d := distinctive(v))}
               for p, view in views.items()}
        for i, player in enumerate(campaign.player_names):
            fmt = formats[i % len(formats)]
            result = self.ok("private", "status", NAME, "--player", player, "--format", fmt,
                             public=False)
            if result.exit_code != 0:
                continue
            text = result.stdout.translate(_NORMALISE)
            secrets = {k: v for k, v in self.secrets.now(campaign).items() if k not in shown[player]}
            for other, words in shown.items():
                for word in words - shown[player]:
                    if distinctive(int(word) if word.isdigit() else word):
                        secrets[word] = f"{other}'s private view"
            found = leaks(text, secrets)
            self.findings.note("private", not found, f"{player}'s private view ({fmt}) at "
                                                     f"{step.label} shows {', '.join(found)}")
            missing = [v for v in own[player] if not leaks(text, {v: v})]
            self.findings.note("private", not missing, f"{player}'s private view ({fmt}) does not "
                                                       f"show {missing}")

    def templates(self, step: Step) -> None:
        campaign = self.campaign()
        for player in step.players:
            if player not in campaign.active_players:
                continue
            result = self.ok("template", "template", NAME, player)
            if result.exit_code != 0 or step.kind == "secret":
                continue
            post = self.write_post(result.stdout)
            before = self.gm.snapshot()
            checked = self.gm("check", NAME, player, post)
            clean = "Traceback" not in out_of(checked) and checked.exit_code in (0, 1)
            self.findings.note("template", clean and before == self.gm.snapshot(),
                               f"gm check of {player}'s template: exit {checked.exit_code}: "
                               f"{out_of(checked)[:500]}")
            if self.profile.template_is_post:
                self.findings.note("template", checked.exit_code == 0,
                                   f"{player}'s template at {step.label} is not accepted: "
                                   f"{out_of(checked)[:500]}")

    def reports(self, formats: tuple[str, ...]) -> None:
        campaign = self.campaign()
        if campaign.recorded < 1:
            before = self.gm.snapshot()
            result = self.gm("report", NAME)
            self.findings.note("report", result.exit_code == 1 and "Traceback" not in out_of(result)
                               and before == self.gm.snapshot(),
                               f"gm report before any entry: {out_of(result)[:300]}")
            return
        for fmt in formats:
            self.ok("report", "report", NAME, "--entry", campaign.recorded, "--format", fmt)

    def export(self, step: Step, text: str | None, player: str | None) -> None:
        folder = self.tmp / f"public-{self.fmt_turn}"
        result = self.ok("export", "export", NAME, "--public", str(folder) + "/", public=False)
        if result.exit_code != 0:
            return
        exported = (folder / NAME / "campaign.toml").read_text(encoding="utf-8")
        self.public(exported, f"the public copy at {step.label}")
        if step.kind != "end":
            shown = shown_secret_draws(tomllib.loads(exported))
            self.findings.note("secrets", not shown, f"the public copy at {step.label} shows "
                                                     f"secret draws: {shown[:3]}")
        self.ok("export", "status", NAME, dir=folder)
        if text is not None and player is not None and step.kind in ("posts", "turn"):
            post = self.write_post(text)
            self.ok("export", "check", NAME, player, post, dir=folder)
        if step.kind == "secret" and player is not None:
            before = (folder / NAME / "campaign.toml").read_bytes()
            result = self.gm("choose", NAME, player, "1", dir=folder)
            self.findings.note("export", result.exit_code == 1 and "public copy" in err_of(result)
                               and before == (folder / NAME / "campaign.toml").read_bytes(),
                               f"gm choose on a public copy: {out_of(result)[:300]}")

    def verify(self, where: str) -> None:
        result = self.gm("verify", NAME)
        self.findings.note("verify", result.exit_code == 0 and "OK" in result.stdout,
                           f"gm verify {where}: {out_of(result)[-1500:]}")

    def log(self) -> None:
        self.ok("log", "log", NAME, public=False)
        result = self.ok("log", "log", NAME, "--json", public=False)
        if result.exit_code == 0:
            json.loads(result.stdout)

    def deadline(self, step: Step) -> None:
        if step.kind == "end":
            return
        self.ok("deadline", "deadline", NAME, "2030-01-01 18:00", "--tz", "Europe/Berlin",
                "--now", "2029-12-30 12:00", public=False)
        result = self.ok("deadline", "remind", NAME, "--now", "2029-12-31 12:00")
        self.findings.note("deadline", "left" in result.stdout, "the reminder shows no time left")
        self.ok("deadline", "deadline", NAME, "--clear", public=False)

    def edit(self) -> None:
        result = self.ok("edit", "edit", NAME, env={"EDITOR": "true", "VISUAL": ""}, public=False)
        self.findings.note("edit", "No changes" in result.stdout, f"gm edit with an editor that "
                                                                  f"changes nothing: {out_of(result)[:300]}")

    def formats(self, step: Step, n: int = 2) -> tuple[str, ...]:
        """Every format at the end; elsewhere `n` of them in turn (all are reached over a game)."""
        if step.kind == "end":
            return FORMATS
        return tuple(dict.fromkeys(self.fmt() for _ in range(n)))

    def matrix(self, step: Step, text: str | None = None, player: str | None = None) -> None:
        """Every command that applies at this step, and the ones that do not."""
        self.status(self.formats(step))
        self.private(step, self.formats(step))
        self.remind(step, self.formats(step))
        if step.kind != "end":
            self.templates(step)
        self.wrong_commands(step)
        self.reports(self.formats(step))
        if self.once(f"log-{step.kind}"):  # gm log reads the whole history: once per kind
            self.log()
        self.export(step, text, player)
        self.deadline(step)
        self.edit()
        self.verify(f"at {step.label}")

    def light(self, step: Step, sampled: bool) -> None:
        """The checks at every step: what `gm status --json`, `gm remind` and `gm status` print,
        made by the functions those commands call (the commands themselves run at the sampled
        steps: a command loads the campaign file, which for a long game costs more than the
        check)."""
        from gm_tool.cli.info import status_json
        from gm_tool.cli.ops import remind_post
        from gm_tool.core.ops.deadlines import reminder

        if sampled:
            self.status(())
            self.remind(step, (self.fmt(),))
        campaign = self.campaign()
        pending = lifecycle.pending_players(campaign)
        view = public_campaign(campaign, pending)
        if step.kind != "end":
            shown = shown_secret_draws(view)
            self.findings.note("secrets", not shown, f"the public view at {step.label} shows "
                                                     f"secret draws: {shown[:3]}")
        fmt = self.fmt()
        self.public(json.dumps(status_json(view), ensure_ascii=False),
                    f"status --json at {step.label}", campaign)
        self.public(posts.status(view, fmt), f"status ({fmt}) at {step.label}", campaign)
        text = remind_post(reminder(campaign), fmt)
        self.public(text, f"remind ({fmt}) at {step.label}", campaign)
        if step.kind != "end":
            clean = str(text).translate(_NORMALISE)
            missing = [p for p in pending if p not in clean]
            self.findings.note("remind", not missing, f"{fmt} at {step.label}: the reminder does "
                                                      f"not name {missing}")

    # GM operations done once ----------------------------------------------------------------
    def once(self, what: str) -> bool:
        if what in self.done:
            return False
        self.done.add(what)
        return True

    def adjust(self, step: Step) -> None:
        if self.profile.adjust is None:
            return
        campaign = self.campaign()
        player = campaign.active_players[-1]
        change = self.profile.adjust(campaign, player)
        self.ok("adjust", "adjust", NAME, player, change, "--reason", "conformance: a ruling",
                public=False)
        self.verify(f"after gm adjust {player} {change!r}")

    def replace(self, step: Step) -> None:
        campaign = self.campaign()
        old = campaign.player_names[1]
        new = old + "-II"
        result = self.ok("seats", "replace", NAME, old, new, "--reason", "conformance", public=False)
        if result.exit_code == 0:
            self.seats.rename(old, new)
            self.verify(f"after gm replace {old} {new}")

    def drop(self, step: Step) -> None:
        campaign = self.campaign()
        if len(campaign.active_players) <= self.game.min_players:
            return
        candidates = [p for p in campaign.active_players if p not in step.players] if step.kind == "turn" \
            else list(campaign.active_players)
        if not candidates:
            return
        player = candidates[-1]
        result = self.ok("seats", "drop", NAME, player, "--reason", "conformance", public=False)
        if result.exit_code == 0:
            after = self.step()
            self.findings.note("seats", after.kind != "chance",
                               f"after gm drop {player} the campaign waits at a chance step "
                               f"({after.label}) that no command makes")
            self.verify(f"after gm drop {player}")

    def ingest(self, step: Step, player: str, text: str) -> bool:
        """The input sent by e-mail instead: gm email, then gm ingest of a one-message mbox."""
        address = f"{re.sub(r'[^a-z0-9]', '', player.lower()) or 'p'}@example.org"
        campaign = self.campaign()
        entry = next(p for p in campaign.players if p.name == player)
        if address not in entry.emails:
            self.ok("ingest", "email", NAME, player, address, public=False)
        box_path = self.tmp / f"mail-{self.fmt_turn}.mbox"
        box = mailbox.mbox(box_path)
        msg = EmailMessage()
        msg["From"] = f"{player} <{address}>"
        msg["To"] = "gm@example.org"
        msg["Subject"] = step.label
        msg["Message-ID"] = f"<conf-{self.fmt_turn}-{random.random()}@example.org>"
        msg["Date"] = email.utils.formatdate(usegmt=True)  # now: after the round opened
        msg.set_content(text)
        box.add(msg)
        box.flush()
        box.close()
        result = self.ok("ingest", "ingest", NAME, str(box_path), public=False)
        taken = "1 message(s) taken in" in result.stdout
        self.findings.note("ingest", taken, f"gm ingest of {player}'s {step.kind} input "
                                            f"{text[:80]!r}: {out_of(result)[:500]}")
        return taken

    def undo_and_redo(self, where: str) -> None:
        """gm undo, gm verify, then the undone entry applied again (gm resolve: its posts were
        kept): the same record, the same draws, the same state after it."""
        from gm_tool.core.engine.steps import history_key

        before = self.campaign()
        number = before.recorded
        record = self.gm.store.read_history(NAME, history_key(number))
        result = self.ok("undo", "undo", NAME, "--reason", "conformance: re-run", public=False)
        if result.exit_code != 0:
            return
        self.verify(f"after gm undo {where}")
        undone = self.campaign()
        step = step_of(undone)
        # an entry closed by a reveal (a game of secret steps alone) goes back to its reveal
        by_reveal = (record or {}).get("closed_by") == "reveal"
        self.findings.note("undo", step.kind == ("secret" if by_reveal else step.kind)
                           and step.kind in ("posts", "turn", "secret")
                           and undone.recorded == number - 1,
                           f"after gm undo {where} the campaign is at a {step.kind} step, "
                           f"{undone.recorded} entries recorded")
        self.ok("undo", "reveal" if by_reveal else "resolve", NAME, "--format", self.fmt())
        again = self.gm.store.read_history(NAME, history_key(number))
        problems = []
        # rulings made after the undone point are applied again before the re-run (issue 20):
        # then the states differ by them, and only the draws must be the same
        later = [a for a in before.entry.adjustments if a.get("kind") in ("adjust", "edit")]
        keys = ("draws",) if later else ("state_before", "state_after", "draws", "result")
        for key in keys:
            if (record or {}).get(key) != (again or {}).get(key):
                problems.append(f"{key}: {diff((record or {}).get(key), (again or {}).get(key))[:3]}")
        self.findings.note("undo", not problems, f"{where}: entry {number} applied again differs: "
                                                 f"{'; '.join(problems)}")
        if not before.entry.steps and not before.entry.adjustments and not later:
            after = self.campaign()
            self.findings.note("undo", not diff(before.state, after.state),
                               f"{where}: the state differs after undo and resolve")

    # acting ---------------------------------------------------------------------------------
    def act(self, step: Step, sampled: bool) -> None:
        campaign = self.campaign()
        pending = lifecycle.pending_players(campaign)
        if step.kind == "secret":
            first = True
            for player in pending:
                text = self.seats.text(campaign, step, player)
                if text is None:
                    continue
                if first and self.once("ingest-secret"):
                    first = False
                    if self.ingest(step, player, text):
                        continue
                result = self.ok("play", "choose", NAME, player, text, "--format", self.fmt())
                if sampled and first and len(pending) > 1:
                    first = False
                    before = self.gm.snapshot()
                    refused = self.gm("reveal", NAME)
                    self.findings.note("play", refused.exit_code == 1 and "not chosen" in err_of(refused)
                                       and before == self.gm.snapshot(),
                                       f"gm reveal with choices missing: {out_of(refused)[:300]}")
                first = False
                if result.exit_code != 0:
                    return
            result = self.ok("play", "reveal", NAME, "--format", self.fmt())
            if result.exit_code == 0 and sampled:
                campaign = self.campaign()
                view = public_campaign(campaign, lifecycle.pending_players(campaign))
                for fmt in FORMATS:
                    self.public(posts.reveal_post(view, fmt), f"the reveal post ({fmt})", campaign)
                    self.rendered.add(("reveal", fmt))
            return
        if step.kind == "posts":
            for player in pending:
                text = self.seats.text(campaign, step, player)
                if text is None:
                    continue
                post = self.write_post(text)
                if sampled:
                    self.ok("play", "check", NAME, player, post, "--format", self.fmt())
                if self.once("ingest-post") and self.ingest(step, player, text):
                    continue
                self.ok("play", "submit", NAME, player, post, "--format", self.fmt())
            if any(s.get("verdict") != "accepted" for s in self.campaign().entry.submissions.values()):
                self.ok("play", "resolve", NAME, "--force", public=False)  # refused posts: noted
                return
            if sampled:
                before = self.gm.snapshot()
                # the GM's preview (not public: at the last entry it shows the seed, see
                # test_conformance_gaps.py)
                self.ok("play", "resolve", NAME, "--preview", "--format", self.fmt(), public=False)
                self.findings.note("play", before == self.gm.snapshot(), "gm resolve --preview changed files")
            fmt = self.fmt()
            result = self.gm("resolve", NAME, "--format", fmt)
            if result.exit_code == 1 and "not consistent" in err_of(result):
                # posts that interact (two players take the last colonist): the GM applies the
                # valid parts, as a GM would
                self.findings.note("consistency", True, err_of(result))
                self.counts_forced += 1
                result = self.gm("resolve", NAME, "--force", "--format", fmt)
            good = result.exit_code == 0 and "Traceback" not in out_of(result)
            self.findings.note("play", good, f"gm resolve: exit {result.exit_code}: {out_of(result)[-1500:]}")
            if good:
                self.public(result.stdout, "gm resolve")
                self.rendered.add(("round_summary", fmt))
            return
        if step.kind == "turn":
            player = step.players[0]
            text = self.seats.text(campaign, step, player)
            if text is None:
                self.ok("play", "resolve", NAME, "--format", self.fmt())
                return
            if self.once("ingest-turn") and self.ingest(step, player, text):
                return
            post = self.write_post(text)
            fmt = self.fmt()
            result = self.ok("play", "submit", NAME, player, post, "--format", fmt)
            if result.exit_code == 0:
                self.rendered.add(("round_summary", fmt))  # a turn is applied at once
            else:
                self.ok("play", "resolve", NAME, "--force", public=False)  # the turn passes


def play(gm: Gm, game: Game, tmp: Path, seed: str | None = None) -> Findings:
    profile = profile_of(game)
    findings = Findings(game.name)
    seed = seed or f"conformance-{game.name}-seed-7f3e"
    p = Play(gm, game, profile, findings, tmp, seed)
    # a fixed salt (gm new's hidden --seed-salt, for reproducible runs): the same dice every run
    args = ["new", NAME, "--game", game.name, "--seed", seed, "--seed-salt", "c0f" * 10 + "ab",
            "--format", "plain"]
    for player in profile.players:
        args += ["-p", player]
    for setting in profile.settings:
        args += ["--set", setting]
    p.ok("play", *args)
    campaign = p.campaign()
    view = public_campaign(campaign, lifecycle.pending_players(campaign))
    for fmt in FORMATS:
        p.public(posts.new_campaign(view, fmt), f"the opening post ({fmt})", campaign)
        p.rendered.add(("new_campaign", fmt))
    number = 0
    while number < profile.max_steps:
        step = p.step()
        number += 1
        findings.steps.append(f"{step.kind}: {step.label}")
        first_of_kind = step.kind not in p.kinds_seen
        p.kinds_seen.add(step.kind)
        sampled = first_of_kind or number % profile.every == 0
        p.light(step, sampled)
        if step.kind == "end":
            findings.ended = True
            break
        campaign = p.campaign()
        if sampled:
            player = step.players[0] if step.players else None
            text = p.seats.text(campaign, step, player) if player else None
            p.matrix(step, text, player)
        # the GM operations that change a campaign: a ruling and an undo at a step of each kind
        # (from the second step on), a seat replaced and a seat dropped once; one per step
        if number > 1 and p.once(f"adjust-{step.kind}"):
            p.adjust(step)
        elif campaign.recorded >= 1 and p.once(f"undo-{step.kind}"):
            p.undo_and_redo(f"at {step.label}")
        elif campaign.recorded >= 2 and p.once("replace"):
            p.replace(step)
        elif campaign.recorded >= 3 and p.once("drop"):
            p.drop(step)
        elif not sampled and p.profile.template_is_post and step.kind != "end":
            p.templates(step)
        step = p.step()
        if step.kind == "end":
            continue
        p.act(step, sampled)
    else:
        findings.note("play", False, f"the game did not end within {profile.max_steps} steps")
    step = p.step()
    if step.kind == "end":
        p.matrix(step)  # gm verify at the end is part of it
        p.adjust(step)
        p.undo_and_redo("at the end")
    findings.counts["public texts"] = p.public_texts
    findings.counts["resolved with --force"] = p.counts_forced
    findings.counts["gm calls"] = gm.calls
    findings.rendered = set(p.rendered)
    return findings
