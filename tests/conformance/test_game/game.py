"""Sealed Bids behind the engine's Game interface (gm_tool/core/game/interface.py).

The engine asks `step` what the campaign waits for, after every change:

    phase "roll"  -> Step("chance")            the engine calls apply_chance at once
    phase "bid"   -> Step("secret", players)   gm choose … "bid 3", then gm reveal -> apply_secret
    phase "trade" -> Step("turn", (player,))   gm submit: check_post, then apply_posts at once
    phase "over"  -> Step("end")

Everything else is in the package: state.py (data and checks), rules.py, posts.py (reader and
writer), views/ and templates/ (presentation), bots/ (self-play).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.errors import CampaignFileError
from gm_tool.core.game.housekeeping import Housekeeping
from gm_tool.core.game.interface import ChoiceRead, Clock, Game, PostCheck, ResolveOutcome, Step, StepOutcome
from gm_tool.core.kit.rng import RecordedRng

from . import ALIASES, NAME, posts, rules, views
from . import state as st
from .settings import SealedBidsSettings

if TYPE_CHECKING:
    from gm_tool.core.game.selfplay_api import SelfPlay


_ADJUST = re.compile(r"([+-]\d+)\s*(coins?|c|g|grams?)\b", re.IGNORECASE)


class SealedBidsHousekeeping(Housekeeping):
    def adjust(self, state: dict[str, Any], player: str, text: str,
               settings: BaseModel) -> tuple[dict[str, Any], str]:
        found = self.amounts(_ADJUST, text, "'+2 coins', '-300 g' or '+1 coin +200 g'")
        coins = sum(int(n) for n, unit in found if unit.lower().startswith("c"))
        grams = sum(int(n) for n, unit in found if unit.lower().startswith("g"))
        new = rules.adjust(state, player, coins, grams)
        parts = (([f"{coins:+d} coin" + ("s" if abs(coins) != 1 else "")] if coins else [])
                 + ([f"{grams:+d} g"] if grams else []))
        return new, f"{player}: {', '.join(parts) or 'no change'}"

    def drop_player(self, state: dict[str, Any], player: str, settings: BaseModel) -> dict[str, Any]:
        return rules.drop(state, player, settings.rounds)


class SealedBids(Game):
    name = NAME
    title = "Sealed Bids"
    aliases = ALIASES
    version = "1.0"
    min_players = 2
    max_players = 5
    choice_noun = "bid"
    settings_model = SealedBidsSettings
    housekeeping = SealedBidsHousekeeping()

    # Steps --------------------------------------------------------------------------------
    def step(self, state: dict[str, Any], players: list[str], settings: BaseModel) -> Step:
        phase, number = state.get("phase"), state.get("round")
        if phase == "over" or state.get("ended"):
            return Step("end", (), "game over")
        if phase == "roll":
            return Step("chance", (), f"lot die, round {number}")
        if phase == "bid":
            return Step("secret", tuple(rules.active(state)), f"sealed bids, round {number}", "bid")
        current = state["to_act"][0]
        return Step("turn", (current,), f"{current}'s turn, round {number}")

    # Secret step: sealed bids -------------------------------------------------------------
    def read_choice(self, state: dict[str, Any], step: Step, player: str, text: str,
                    settings: BaseModel) -> ChoiceRead:
        return ChoiceRead(posts.write_bid(posts.read_bid(text, rules.bid_limit(state, player))))

    def choice_template(self, state: dict[str, Any], step: Step, player: str,
                        settings: BaseModel) -> str:
        lot = state["lot"]
        return (f"{step.label}: send the GM your bid by private message, e.g. 'bid 3' "
                f"(0 to {rules.bid_limit(state, player)} coins) for {lot['grams']} g of saffron")

    def apply_secret(self, state: dict[str, Any], choices: dict[str, str | None],
                     settings: BaseModel, rng: RecordedRng) -> StepOutcome:
        bids = {p: (int(c) if c is not None else None) for p, c in choices.items()}
        new, info = rules.auction(state, bids, settings.rounds)
        return StepOutcome(new, info)

    # Chance step: the lot die -------------------------------------------------------------
    def apply_chance(self, state: dict[str, Any], settings: BaseModel,
                     rng: RecordedRng) -> StepOutcome:
        new, info = rules.roll_lot(state, settings, rng)
        return StepOutcome(new, info)

    # State --------------------------------------------------------------------------------
    def setup(self, players: list[str], settings: BaseModel, rng: RecordedRng) -> dict[str, Any]:
        return rules.setup(players, settings, rng)

    def check_state(self, state: dict[str, Any], players: list[str],
                    settings: BaseModel | None = None) -> None:
        found = st.problems(state, players)
        if found:
            raise CampaignFileError("campaign state is not valid:\n  " + "\n  ".join(found),
                                    "fix the file by hand; it was left as it is")

    def view(self, state: dict[str, Any], viewer: str | None, settings: BaseModel, *,
             as_state: bool = False) -> dict[str, Any]:
        """Each player's stock of saffron is theirs alone until the final scoring: the public
        view leaves it out, the public copy reads "hidden" (state.redacted), and a player sees
        their own (gm status NAME --player P, sent by private message)."""
        if as_state:
            return st.redacted(state)
        if viewer is not None:
            return {"Saffron held": f"{state['stock'][viewer]} g"}
        return views.public_view(state)

    def clock(self, state: dict[str, Any], step: Step) -> Clock:
        """The round is led by the first in bidding order."""
        leader = state["order"][0] if state.get("order") else None
        return replace(super().clock(state, step), leader=leader)

    # Turn steps: keep or sell -------------------------------------------------------------
    def check_post(self, state: dict[str, Any], player: str, text: str, settings: BaseModel,
                   others: dict[str, str]) -> PostCheck:
        read = posts.read_post(text)
        diagnostics = list(read.diagnostics)
        if read.action is not None and read.accepted:
            problem = rules.check_action(state, player, read.action)
            if problem:
                diagnostics.append(Diagnostic("sb.sell.too_much" if "more" in problem else "sb.sell.amount",
                                              problem, Severity.ERROR, read.line,
                                              hint="sell less, or keep"))
        details = {"action": posts.write_post(read.action), "line": read.line} if read.action else {}
        return PostCheck(player, diagnostics, details)

    def apply_posts(self, state: dict[str, Any], posts_in: dict[str, str | None],
                    settings: BaseModel, rng: RecordedRng, force: bool) -> ResolveOutcome:
        if state.get("phase") != "trade":
            return ResolveOutcome(state, {}, [f"no turn is due (phase {state.get('phase')})"])
        player = state["to_act"][0]
        text = posts_in.get(player)
        problems: list[str] = []
        action: rules.Action | None = None
        if text is None:
            if settings.missed_turn == "hold":
                problems.append(f"no turn post from {player}, whose turn it is")
        else:
            checked = self.check_post(state, player, text, settings, {})
            if checked.accepted:
                action = posts.read_post(text).action
            else:
                problems.extend(f"{player}: {d.render()}" for d in checked.diagnostics
                                if d.severity is Severity.ERROR)
        new, record = rules.act(state, player, action, settings.rounds)
        if problems:
            record["skipped"] = [f"{player}'s turn was applied as 'keep'"]
        return ResolveOutcome(new, record, problems, new["ended"])

    def template_post(self, state: dict[str, Any], player: str, settings: BaseModel) -> str:
        return posts.template(state["round"], player, state["lot"]["die"])

    def summary_view(self, history: dict[str, Any], settings: BaseModel) -> dict[str, Any]:
        return views.summary_view(history, settings)

    # Self-play ----------------------------------------------------------------------------
    def selfplay(self) -> SelfPlay:
        """selfplay.py (the players are in bots/), imported when asked for."""
        from .selfplay import SealedBidsSelfPlay
        return SealedBidsSelfPlay(self)


GAME = SealedBids()
