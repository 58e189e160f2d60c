"""Colonies behind the engine's Game interface (gm_tool/core/game/interface.py).

The engine asks `step` what the campaign waits for, after every change:

    phase "deck"     -> Step("secret")  each player puts a card of their hand in the event deck
    phase "income"   -> Step("posts")   each player's Community choice (credits, rejections)
    phase "vote"     -> Step("secret")  the council vote: yes or no, and the resources placed
    phase "tie"      -> Step("turn")    the first player decides a tied vote
    phase "effects"  -> Step("posts")   the choices the event's effects need
    phase "actions"  -> Step("turn")    one action, in order from the first player (3 rounds);
                                        the upkeep runs inside the apply of the last one
    phase "over"     -> Step("end")

Everything else is in the package: board.py and data/ (the board and cards), state.py, rules/,
posts/ (reader and writer), views/ and templates/ (presentation), bots/ (self-play).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from gm_tool.core.kit.diagnostics import Severity
from gm_tool.core.kit.errors import CampaignFileError, GmError
from gm_tool.core.game.interface import BoardFile, ChoiceRead, Game, PostCheck, ResolveOutcome, Step, StepOutcome
from gm_tool.core.kit.rng import RecordedRng

from gm_tool.games.colonies import ALIASES
from gm_tool.games.colonies import NAME
from gm_tool.games.colonies import rules
from gm_tool.games.colonies import state as st
from gm_tool.games.colonies.rules.board import BOARD_FILE, COLOURS, TECHS, board_of, check_board, default_board_data
from gm_tool.games.colonies.actions import Tie, Turn
from gm_tool.games.colonies.rules.housekeeping import ColoniesHousekeeping
from gm_tool.games.colonies.settings import ColoniesSettings

if TYPE_CHECKING:
    from gm_tool.core.game.selfplay_api import SelfPlay


class Colonies(Game):
    name = NAME
    title = "Colonies"
    aliases = ALIASES
    version = "1.0"
    min_players = 3
    max_players = 5
    choice_noun = "vote"
    clock_unit = "Turn"      # the rules' word: "played over 10 turns (10 years)"
    settings_model = ColoniesSettings
    board_file = BoardFile(BOARD_FILE, check_board)
    housekeeping = ColoniesHousekeeping()

    # Steps ----------------------------------------------------------------------------------
    def step(self, state: dict[str, Any], players: list[str], settings: BaseModel) -> Step:
        phase = state.get("phase")
        turn = state.get("turn", 1)
        if phase == "over":
            return Step("end", (), "game over")
        if phase == "actions":
            player = state["to_act"][0]
            return _action_step(player, state["taken"].get(player, 0) + 1,
                                3 - state["lost_actions"].get(player, 0), turn)
        order = rules.order_of(state)
        if phase == "deck":
            who = tuple(p for p in order if state["hands"].get(p))
            return _step("secret", who, f"event deck, turn {turn}", "card")
        if phase == "income":
            return _step("posts", tuple(order), f"income, turn {turn}")
        if phase == "vote":
            return _step("secret", tuple(order), f"council vote, turn {turn}", "vote")
        if phase == "tie":
            first = state["first_player"]
            return _step("turn", (first,), f"tied vote, turn {turn}: {first} decides")
        if phase == "effects":
            who = tuple(p for p in order if p in state["pending"])
            return _step("posts", who, f"event effects, turn {turn}")
        raise GmError(f"the campaign's state has an unknown phase {phase!r}",
                      "fix state.phase by hand (gm edit)")

    # Secret steps ---------------------------------------------------------------------------
    def read_choice(self, state: dict[str, Any], step: Step, player: str, text: str,
                    settings: BaseModel) -> ChoiceRead:
        """A deck pick is committed as its place in the hand ("hand 3"); the GM is told which
        card that is ("hand 3: Increased Crime (#7)"). A vote is committed as written back."""
        from gm_tool.games.colonies.posts import read_pick, read_vote, write_pick, write_vote

        if state.get("phase") == "deck":
            pick = write_pick(read_pick(state, player, text))
            return ChoiceRead(pick, _card_in_hand(state, player, pick))
        if state.get("phase") == "vote":
            return ChoiceRead(write_vote(read_vote(state, player, text)))
        raise GmError(f"{self.title} takes no secret input now")

    def choice_template(self, state: dict[str, Any], step: Step, player: str,
                        settings: BaseModel) -> str:
        from gm_tool.games.colonies.posts import choice_template

        return choice_template(state, step.label, player, settings)

    def apply_secret(self, state: dict[str, Any], choices: dict[str, str | None],
                     settings: BaseModel, rng: RecordedRng) -> StepOutcome:
        from gm_tool.games.colonies.posts import read_pick, read_vote

        new = rules.copy_state(state)
        phase = state["phase"]
        if phase == "deck":
            picks = {p: (read_pick(state, p, c) if c else None) for p, c in choices.items()}
            record = rules.deck_step(new, picks, settings, rng)
        elif phase == "vote":
            votes = {p: (read_vote(state, p, c) if c else None) for p, c in choices.items()}
            record = rules.vote_step(new, votes, settings)
        else:
            raise GmError(f"{self.title} takes no secret input now")
        return StepOutcome(new, _public_info(new, record))

    # State ----------------------------------------------------------------------------------
    def setup(self, players: list[str], settings: BaseModel, rng: RecordedRng,
              board: dict[str, Any] | None = None) -> dict[str, Any]:
        import copy

        data = copy.deepcopy(board if board is not None else default_board_data())
        return rules.setup(players, settings, rng, data)

    def check_state(self, state: dict[str, Any], players: list[str],
                    settings: BaseModel | None = None) -> None:
        found = st.problems(state, players, settings)
        if found:
            raise CampaignFileError("campaign state is not valid:\n  " + "\n  ".join(found[:30]),
                                    "fix the file by hand; it was left as it is")

    def view(self, state: dict[str, Any], viewer: str | None, settings: BaseModel, *,
             as_state: bool = False) -> dict[str, Any]:
        """Each player's credits and hand are theirs alone, and the event deck is face down
        (the public view and the public copy, state.redacted, hold none of them); a player
        sees their own credits, hand and cards put in the deck (`own_view`)."""
        if as_state:
            return st.redacted(state)
        if viewer is not None:
            return own_view(state, viewer)
        from gm_tool.games.colonies import views

        return views.public_view(state, settings)

    # Posts ----------------------------------------------------------------------------------
    def check_post(self, state: dict[str, Any], player: str, text: str, settings: BaseModel,
                   others: dict[str, str]) -> PostCheck:
        from gm_tool.games.colonies.posts import check_post_text

        return check_post_text(state, player, text, settings)

    def apply_posts(self, state: dict[str, Any], posts: dict[str, str | None], settings: BaseModel,
                    rng: RecordedRng, force: bool) -> ResolveOutcome:
        from gm_tool.games.colonies.posts import check_post_text, read_post

        phase = state["phase"]
        step = self.step(state, list(state["players"]), settings)
        problems: list[str] = []
        skipped: list[str] = []
        inputs: dict[str, Any] = {}
        for player in step.players:
            text = posts.get(player)
            if text is None:
                if step.kind == "turn" and getattr(settings, "missed_turn", "hold") == "hold":
                    problems.append(f"no post from {player}, whose turn it is")
                skipped.append(f"{player} sent no post: the default applies")
                inputs[player] = None
                continue
            checked = check_post_text(state, player, text, settings)
            if not checked.accepted:
                errors = [d.render() for d in checked.diagnostics if d.severity is Severity.ERROR]
                problems.extend(f"{player}: {e}" for e in errors)
                skipped.append(f"{player}'s post was not accepted: the default applies")
                inputs[player] = None
                continue
            inputs[player] = read_post(state, player, text, settings).value
        new = rules.copy_state(state)
        record = self.apply_inputs(new, phase, step, inputs, settings)
        record["skipped"] = skipped
        return ResolveOutcome(new, record, problems, new["phase"] == "over")

    def apply_inputs(self, state: dict[str, Any], phase: str, step: Step,
                     inputs: dict[str, Any], settings: BaseModel) -> dict[str, Any]:
        """A posts or turn step's inputs, already read (None: the default), applied to `state`
        in place: the step's record. (The self-play trusted path applies its bots' inputs
        here too.)"""
        if phase == "income":
            return rules.income_step(state, inputs, settings)
        if phase == "effects":
            return rules.effects_step(state, inputs, settings)
        player = step.players[0]
        value = inputs.get(player)
        if phase == "tie":
            return rules.tie_step(state, value.side if isinstance(value, Tie) else None, settings)
        if phase == "actions":
            return rules.action_step(state, player, value if isinstance(value, Turn) else None, settings)
        raise GmError(f"{self.title} takes no posts now")

    def template_post(self, state: dict[str, Any], player: str, settings: BaseModel) -> str:
        from gm_tool.games.colonies.posts import template_post

        return template_post(state, player, settings)

    def summary_view(self, history: dict[str, Any], settings: BaseModel) -> dict[str, Any]:
        from gm_tool.games.colonies import views

        return views.summary_view(history, settings)

    # Self-play ------------------------------------------------------------------------------
    def selfplay(self) -> SelfPlay:
        """selfplay.py (the players are in bots/): imported when asked for, so a command on a
        campaign does not load the players."""
        from gm_tool.games.colonies.selfplay import ColoniesSelfPlay

        return ColoniesSelfPlay(self)


@lru_cache(maxsize=4096)
def _step(kind: str, players: tuple[str, ...], label: str, noun: str = "choice") -> Step:
    """The Step of these values: made once (a Step is frozen, so the same one serves again; the
    self-play harness asks for one at every step, and making it costs more than finding it)."""
    return Step(kind, players, label, noun)  # type: ignore[arg-type]


@lru_cache(maxsize=4096)
def _action_step(player: str, number: int, allowed: int, turn: int) -> Step:
    return Step("turn", (player,), f"{player}'s action {number} of {allowed}, turn {turn}")


def _card_in_hand(state: dict[str, Any], player: str, pick: str) -> str:
    """"hand 3" → "hand 3: Increased Crime (#7)", for the GM's eyes."""
    m = re.fullmatch(r"hand (\d+)", pick)
    if m:
        hand = list(state.get("hands", {}).get(player, []))
        n = int(m.group(1))
        if 1 <= n <= len(hand) and hand[n - 1]:
            card = board_of(state).cards.get(hand[n - 1])
            if card is not None:
                return f"{pick}: {card.name} (#{hand[n - 1]})"
    return pick


def own_view(state: dict[str, Any], player: str) -> dict[str, Any]:
    """What `player` alone may see: their credits, their hand of event cards (in its order:
    'hand 2' names the second card), and their own cards waiting face down in the deck. One
    entry per card, so that no line is folded on a narrow screen."""
    board = board_of(state)
    credits = state["credits"][player]
    view: dict[str, Any] = {"Credits": f"{credits} €" if isinstance(credits, int) else str(credits)}
    hand = [c for c in state["hands"][player] if c in board.cards]
    for i, c in enumerate(hand, 1):
        view[f"Hand card {i}"] = f"{board.cards[c].name} (#{c})"
    if not hand:
        view["Hand"] = "no cards"
    for i, c in enumerate(state["picked"].get(player, []), 1):
        if c in board.cards:
            view[f"Your card face down in the deck {i}"] = f"{board.cards[c].name} (#{c})"
    return view


def _public_info(state: dict[str, Any], record: dict[str, Any]) -> dict[str, Any]:
    """A secret step's public result: the deck's make-up (never who put which card in) or the
    vote; the lines of what happened."""
    info: dict[str, Any] = {"step": record.get("step", ""), "turn": record.get("turn", 0),
                            "log": [e["text"] for e in record.get("log", [])]}
    board = board_of(state)
    card = board.cards.get(state["card"])
    info["card"] = card.name if card else ""
    if record.get("step") == "deck":
        deck = record.get("deck", {})
        info["deck"] = {"from_players": deck.get("from_players", 0),
                        "from_undealt": deck.get("from_undealt", 0),
                        "defaulted": list(deck.get("defaulted", []))}
    if record.get("step") == "vote":
        info["vote"] = record.get("vote", {})
    return info


GAME = Colonies()
_ = (COLOURS, TECHS)
