"""Distant Colony behind the engine's Game interface."""

from __future__ import annotations


from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from gm_tool.core.kit.errors import CampaignFileError, GmError
from gm_tool.core.game.interface import ChoiceRead, Game, PostCheck, ResolveOutcome, Step, StepOutcome
from gm_tool.core.kit.matching import ChoiceWords
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.distant_colony import ALIASES
from gm_tool.games.distant_colony import NAME
from gm_tool.games.distant_colony import views
from gm_tool.games.distant_colony.rules.catalogue import trade_environments
from gm_tool.games.distant_colony.rules.housekeeping import DistantColonyHousekeeping
from gm_tool.games.distant_colony.settings import LEGACY_DEFAULTS, DistantColonySettings
from gm_tool.games.distant_colony.rules.setup import new_game
from gm_tool.games.distant_colony.state import DCState, check_state_dict
from gm_tool.games.distant_colony.rules.names import PHASE_NAMES, PHASE_SPELLINGS, PHASES

if TYPE_CHECKING:
    from gm_tool.core.game.selfplay_api import SelfPlay


class DistantColony(Game):
    name = NAME
    title = "Distant Colony"
    aliases = ALIASES
    version = "2.0"
    min_players = 2
    max_players = 6
    choice_noun = "phase"
    settings_model = DistantColonySettings
    choice_words = ChoiceWords(tuple(PHASE_NAMES[p] for p in PHASES),
                               {w: PHASE_NAMES[k] for w, k in PHASE_SPELLINGS.items()}, "phase")
    housekeeping = DistantColonyHousekeeping()

    def step(self, state: dict[str, Any], players: list[str], settings: BaseModel) -> Step:
        """A round is a secret phase choice by everyone, then everyone's turn post."""
        number = state.get("round", 1)
        if state.get("ended"):
            return Step("end", (), "game over")
        if state.get("played"):  # filled by the reveal, emptied by the round's resolution
            return Step("posts", tuple(players), f"turn posts, round {number}")
        return Step("secret", tuple(players), f"phase choice, round {number}", "phase")

    def read_choice(self, state: dict[str, Any], step: Step, player: str, text: str,
                    settings: BaseModel) -> ChoiceRead:
        """A phase choice as a player writes it in a PM ("I think I'll go Organisation",
        "prod pls", "Build, obviously"): one word of `choice_words`, else the message
        read as prose (choice.py); GmError when it does not name exactly one phase."""
        word = text.strip()
        if len(word) == 1:
            # "B": most likely Build, but a phase binds the whole round: the GM confirms
            raise GmError(f"{word!r} is too short to name a phase for sure",
                          "ask the player to write the phase, e.g. 'Build'")
        try:
            return ChoiceRead(self.choice_words.parse(word))
        except GmError:
            from gm_tool.games.distant_colony.posts.choice import read_choice
            return ChoiceRead(read_choice(text))

    def load_settings(self, data: dict[str, Any]) -> DistantColonySettings:
        # `gm new` writes every setting into the file, so a key missing there is one the file
        # predates: it gets the value that file was played with, not today's default
        missing = {k: v for k, v in LEGACY_DEFAULTS.items() if k not in data}
        settings = DistantColonySettings.model_validate({**missing, **data} if missing else data)
        if settings.first_trade_environment not in trade_environments():
            raise GmError(f"first_trade_environment {settings.first_trade_environment!r} is unknown",
                          f"valid: {', '.join(trade_environments())}")
        return settings

    def setup(self, players: list[str], settings: BaseModel, rng: RecordedRng) -> dict[str, Any]:
        return new_game(players, settings).to_dict()

    def check_state(self, state: dict[str, Any], players: list[str],
                    settings: BaseModel | None = None) -> None:
        problems = check_state_dict(state, players)
        if problems:
            raise CampaignFileError("campaign state is not valid:\n  " + "\n  ".join(problems),
                                    "fix the file by hand; it was left as it is")

    def view(self, state: dict[str, Any], viewer: str | None, settings: BaseModel, *,
             as_state: bool = False) -> dict[str, Any]:
        """Nothing in Distant Colony is hidden: the public view is the whole game, no player
        sees more, and the public copy is the state itself."""
        if as_state:
            return state
        if viewer is not None:
            return {}
        return views.public_view(DCState.from_dict(state), settings)

    def apply_secret(self, state: dict[str, Any], choices: dict[str, str | None],
                     settings: BaseModel, rng: RecordedRng) -> StepOutcome:
        from gm_tool.games.distant_colony import rules

        game = DCState.from_dict(state)
        game.played = {p: (c.lower() if c else None) for p, c in choices.items()}
        game.phases = rules.phases_of(game)
        info: dict[str, Any] = {
            "phases": [PHASE_NAMES[p] for p in game.phases],
            "skipped": [PHASE_NAMES[p] for p in PHASES if p not in game.phases],
            "turn_order": game.turn_order(),
            "first_player": game.first_player,
        }
        if "organization" in game.phases:
            info["next_first_player"] = rules.organization_winner(game, settings)
        if "trade" in game.phases:
            # drawn now, in public, so players know the prices when they post their turns
            info["trade_environment"] = trade_environments()[rules.open_trade(game, settings, rng)].name
        return StepOutcome(state=game.to_dict(), info=info)


    # Turns --------------------------------------------------------------------------------
    def check_post(self, state: dict[str, Any], player: str, text: str, settings: BaseModel,
                   others: dict[str, str]) -> PostCheck:
        from gm_tool.games.distant_colony.posts import checking

        checked = checking.check_post(DCState.from_dict(state), player, text, settings, others)
        return PostCheck(player, checked.diagnostics, checking.details(checked))

    def apply_posts(self, state: dict[str, Any], posts: dict[str, str | None], settings: BaseModel,
                    rng: RecordedRng, force: bool) -> ResolveOutcome:
        from gm_tool.games.distant_colony import rules
        from gm_tool.games.distant_colony.actions import TurnOrders
        from gm_tool.games.distant_colony.posts.grammar import parse_post

        game = DCState.from_dict(state)
        orders = {}
        parsed = {}
        for player in game.players:
            text = posts.get(player)
            # a missed turn (missed_turn = "auto") gets only what needs no decision
            if text is not None:
                parsed[player] = parse_post(text, game, player, settings)
            orders[player] = parsed[player].orders if text is not None else TurnOrders(player)
        new, record = rules.resolve_round(game, orders, settings, rng)
        # a missed turn's substitutions (the compulsory colonist) are recorded, not blocking
        problems = [f"{s.player}, {s.phase}: {s.message}" for s in record.skipped
                    if posts.get(s.player) is not None]
        problems += _unforeseen_shortfalls(record, parsed)
        data = record.to_dict()
        data["scores"] = rules.final_scores(new, settings).to_dict()
        return ResolveOutcome(new.to_dict(), data, problems, new.ended)

    def template_post(self, state: dict[str, Any], player: str, settings: BaseModel) -> str:
        from gm_tool.games.distant_colony.posts.template import template_post

        return template_post(DCState.from_dict(state), player, settings)

    def summary_view(self, history: dict[str, Any], settings: BaseModel) -> dict[str, Any]:
        return views.summary_view(history, settings)

    # Self-play ----------------------------------------------------------------------------
    def selfplay(self) -> SelfPlay:
        """selfplay.py (the players are in bots/): imported when asked for, so a command on a
        campaign does not load the players."""
        from gm_tool.games.distant_colony.selfplay import DistantColonySelfPlay

        return DistantColonySelfPlay(self)


def _unforeseen_shortfalls(record: Any, parsed: dict[str, Any]) -> list[str]:
    """What the rules owed a player and could not give (no colonist left to take, a VP pool run
    dry) is recorded and the round goes on: the rules say what happens, and the check foresaw
    what is certain (the players before take their colonists first) and refused a post that
    claims more. A post whose Net line still claims what the player did not get was accepted
    on a picture that changed (an earlier player's reserve from the Available set or VP taken
    from the pool first; a state edited after the check): the GM must rule, so the round is
    held. Naming the colonist wanted is no claim: it is only recorded as not given."""
    from gm_tool.games.distant_colony.rules.names import COLONISTS

    problems = []
    for owed in record.owed:
        post = parsed.get(owed.player)
        if post is None:
            continue
        net_claims = [c.deltas for c in post.claims if c.section == "net"]
        got = record.net(owed.player)
        if owed.code == "dc.colonization.none_left":
            actual = len(got.gained) - len(got.lost)
            claimed = sum(v for d in net_claims for k, v in d.items()
                          if k in COLONISTS or k == "colonists")
            what = "colonist(s)"
        elif owed.code == "dc.vp.pool_short":
            actual, claimed, what = got.vp, sum(d.get("vp", 0) for d in net_claims), "VP"
        else:
            continue
        if net_claims and claimed > actual:
            problems.append(f"{owed.player}, {owed.phase}: the accepted post's Net line claims "
                            f"{claimed:+d} {what}, but {owed.message}")
    return problems


GAME = DistantColony()
