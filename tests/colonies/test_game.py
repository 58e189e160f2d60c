"""Colonies through the Game interface: the steps, the secret inputs (a vote, a card from a
hand: never revealed as a card), secret money and hands kept out of every public view and
summary over whole games, the public copy, the private view, GM operations, the board file."""

from __future__ import annotations

import copy
import random
import re

import pytest

from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Step
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.colonies import views
from gm_tool.games.colonies.rules.board import compile_board, default_board_data
from gm_tool.games.colonies.game import GAME
from gm_tool.games.colonies.actions import DeckPick, Vote
from gm_tool.games.colonies.settings import ColoniesSettings
from gm_tool.games.colonies.state import problems
from gm_tool.games.colonies.views import context as ctxmod

PLAY = GAME.selfplay()

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


def new(players=PLAYERS, **settings):
    """A set-up in sign-up order: Ann blue, Bob green, Cy yellow, Dee purple (red neutral)."""
    base = {"planet_deal": "signup", "neutral_planets": {3: "green,purple", 4: "red", 5: ""}[len(players)]}
    s = ColoniesSettings(**{**base, **settings})
    return GAME.setup(players, s, RecordedRng("t", "salt")), s


# -- the board data --------------------------------------------------------------------------------

def test_the_board_has_25_cards_with_unverified_fields_flagged():
    board, found = compile_board(default_board_data())
    assert not found
    assert sorted(board.cards) == list(range(1, 26))
    assert all("colonists" in c.unverified for c in board.cards.values())
    assert {c.colonists for c in board.cards.values()} == {0, 5}
    card20 = board.cards[20]
    assert {"no.all", "no.fewest"} <= set(card20.unverified)
    assert [p.kind for p in card20.no_fewest] == ["lose_resources"] and card20.no_all == ()
    for n in range(18, 26):
        assert {"yes", "no"} <= set(board.cards[n].unverified)
    assert board.tech_colours["industry"] == ("blue", "green")
    assert board.ring == ("blue", "green", "yellow", "purple", "red")
    assert board.vp == (0, 2, 5, 9, 14, 26)


def test_a_broken_board_lists_every_problem():
    data = copy.deepcopy(default_board_data())
    data["ring"] = ["blue", "blue"]
    data["card"][3]["yes"]["options"] = [[{"kind": "teleport"}]]
    data["levels"]["vp"] = [0, 2]
    with pytest.raises(GmError) as err:
        GAME.board_file.check(data)
    text = str(err.value)
    assert "ring" in text and "teleport" in text and "levels.vp" in text


# -- steps ------------------------------------------------------------------------------------------

def test_the_first_steps_and_their_labels():
    state, s = new()
    step = GAME.step(state, PLAYERS, s)
    assert (step.kind, step.noun, step.label) == ("secret", "card", "event deck, turn 1")
    assert set(step.players) == set(PLAYERS)
    choices = {p: GAME.read_choice(state, step, p, "hand 2", s).text for p in PLAYERS}
    assert set(choices.values()) == {"hand 2"}
    out = GAME.apply_secret(state, choices, s, RecordedRng("t", "salt", 50))
    state2 = out.state
    assert GAME.step(state2, PLAYERS, s).kind == "posts"
    assert GAME.step(state2, PLAYERS, s).label == "income, turn 1"
    assert out.info["deck"] == {"from_players": 4, "from_undealt": 1, "defaulted": []}
    assert state["phase"] == "deck", "apply_secret must not change its argument"


def test_a_deck_pick_is_committed_as_a_place_in_the_hand_never_as_the_card():
    state, s = new()
    step = GAME.step(state, PLAYERS, s)
    board = compile_board(state["board"])[0]
    card = state["hands"]["Bob"][3]
    for text in (board.cards[card].name, board.cards[card].name.upper(), f"#{card}",
                 f"my 4th card", f"I'll put in {board.cards[card].name}, thanks!"):
        assert GAME.read_choice(state, step, "Bob", text, s).text == "hand 4"
    if card != 4:
        # "card N": the card numbered N or the N-th card of the hand? asked when they differ
        with pytest.raises(GmError, match="more than one card"):
            GAME.read_choice(state, step, "Bob", f"card {card}", s)
    with pytest.raises(GmError, match="not in Bob's hand"):
        other = next(c for c in board.cards if c not in state["hands"]["Bob"])
        GAME.read_choice(state, step, "Bob", f"#{other}", s)
    with pytest.raises(GmError, match="no event card is named"):
        GAME.read_choice(state, step, "Bob", "Zebra crossing", s)


def test_a_vote_is_read_and_written_canonically():
    state, s = new()
    state["phase"], state["card"] = "vote", 5
    step = Step("secret", tuple(PLAYERS), "council vote, turn 1", "vote")
    assert GAME.read_choice(state, step, "Ann", "No, 2 green + 1 red", s).text == "no, 2 green, 1 red"
    assert GAME.read_choice(state, step, "Ann", "YES", s).text == "yes"
    assert GAME.read_choice(state, step, "Ann", "aye, spending a luxury goods", s).text == "yes, 1 red"
    with pytest.raises(GmError, match="does not choose a side"):
        GAME.read_choice(state, step, "Ann", "maybe", s)
    with pytest.raises(GmError, match="cannot place"):
        GAME.read_choice(state, step, "Ann", "no, 9 green", s)


# -- secrets ----------------------------------------------------------------------------------------

def test_public_state_and_the_public_copy_hold_no_credits_hands_or_deck():
    state, s = new()
    public = GAME.view(state, None, s)
    assert "credits" not in public and "hands" not in public and "deck" not in public
    assert public["hand_sizes"] == {p: 5 for p in PLAYERS}
    copy_ = GAME.view(state, None, s, as_state=True)
    assert set(copy_["credits"].values()) == {"hidden"}
    assert all(set(h) == {0} for h in copy_["hands"].values())
    assert copy_["bank"]["credits"] == "hidden"
    assert not problems(copy_, PLAYERS)


def test_the_private_view_shows_a_player_their_credits_and_hand_only():
    state, s = new()
    view = GAME.view(state, "Cy", s)
    assert view["Credits"] == "50 €"
    board = compile_board(state["board"])[0]
    shown = [v for k, v in view.items() if k.startswith("Hand card")]
    assert shown == [f"{board.cards[c].name} (#{c})" for c in state["hands"]["Cy"]]


def _play_public(players, seed, settings):
    """A whole game through the public interface (read_choice/apply_secret/apply_posts with the
    bots' inputs as text), yielding the state and the history-like record of each entry."""
    bots = PLAY.bots()
    rnd = random.Random(seed)
    kinds = list(bots)
    seats = {p: bots[kinds[i % len(kinds)]](rnd) for i, p in enumerate(players)}
    rng = RecordedRng(seed, "public")
    state = GAME.setup(players, settings, rng)
    steps: list[dict] = []
    for _ in range(400):
        step = GAME.step(state, players, settings)
        if step.kind == "end":
            return
        if step.kind == "secret":
            texts = {p: PLAY.write_action(state, step, p, seats[p].secret(state, step, p, settings), settings)
                     for p in step.players}
            choices = {p: GAME.read_choice(state, step, p, t, settings).text for p, t in texts.items()}
            out = GAME.apply_secret(state, choices, settings, rng)
            steps.append({"kind": "secret", "label": step.label, "info": out.info, "forced": []})
            state = out.state
            yield state, None
            continue
        texts = {p: PLAY.write_action(state, step, p, seats[p].act(state, step, p, settings), settings)
                 for p in step.players}
        for p, text in texts.items():
            assert GAME.check_post(state, p, text, settings, {}).accepted, text
        out = GAME.apply_posts(state, {**{p: None for p in players}, **texts}, settings, rng, False)
        assert not out.problems, out.problems
        history = {"result": out.record, "state_after": out.state, "steps": steps, "missing": [],
                   "problems": [], "adjustments": [], "notes": []}
        steps = []
        state = out.state
        yield state, history
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [["Ann", "Bob", "Cy"], PLAYERS, PLAYERS + ["Eve"]])
def test_no_hidden_card_and_no_credits_in_any_public_view_over_a_whole_game(players):
    settings = ColoniesSettings()
    board = compile_board(default_board_data())[0]
    names = {n: c.name for n, c in board.cards.items()}
    seen_steps = 0
    for state, history in _play_public(players, f"secret-{len(players)}", settings):
        hidden = set(state["deck"]) | set(state["undealt"])
        for hand in state["hands"].values():
            hidden |= set(hand)
        texts = [repr(ctxmod.status_context({"game": "colonies", "state": views.public_view(state, settings)}))]
        if history is not None:
            summary = views.summary_view(history, settings)
            texts.append(repr(ctxmod.summary_context({"game": "colonies", "summary": summary,
                                                      "state": views.public_view(state, settings)})))
        for text in texts:
            assert "credits" not in text.lower() or state["phase"] == "over" or not re.search(
                r"'credits': \d", text), "a credits figure in a public view"
            for n in hidden:
                assert names[n] not in text, f"the hidden card {names[n]} in a public view"
        seen_steps += 1
    assert seen_steps > 100


def test_the_final_scoring_shows_credits_once_the_game_is_over():
    settings = ColoniesSettings()
    *_, (state, history) = _play_public(["Ann", "Bob", "Cy"], "end", settings)
    assert state["phase"] == "over"
    final = ctxmod.summary_context({"game": "colonies", "summary": views.summary_view(history, settings),
                                    "state": views.public_view(state, settings)})["final"]
    assert final and all("credits" in row for row in final["rows"])
    assert GAME.view(state, None, settings, as_state=True) is state


# -- GM operations ----------------------------------------------------------------------------------

def test_an_adjustment_keeps_the_ledger_and_says_what_changed():
    state, s = new()
    new_state, text = GAME.housekeeping.adjust(state, "Ann", "+5 credits -1 green +2 colonists +1 military", s)
    assert new_state["credits"]["Ann"] == 55 and new_state["stock"]["Ann"]["green"] == 1
    assert new_state["colonists"]["Ann"] == 2 and new_state["tech"]["Ann"]["military"] == 2
    assert text == "Ann: +5 €, -1 green, +2 colonists, Military +1 (now 2)"
    from gm_tool.games.colonies.selfplay import invariant_problems
    assert not invariant_problems(new_state, s)
    with pytest.raises(GmError):
        GAME.housekeeping.adjust(state, "Ann", "+5 goats", s)


def test_renaming_a_seat_renames_it_everywhere_and_nothing_else():
    state, _ = new(["Ann", "blue", "Cy"])
    renamed = GAME.housekeeping.rename_player(state, "blue", "Bea")
    assert "Bea" in renamed["planets"] and "blue" not in renamed["players"]
    assert "blue" in renamed["agreements"] and "blue" in renamed["markets"]
    assert not problems(renamed, ["Ann", "Bea", "Cy"])


def test_dropping_a_player_makes_their_planet_neutral():
    state, s = new()
    colour = state["planets"]["Dee"]
    dropped = GAME.housekeeping.drop_player(state, "Dee", s)
    assert colour in dropped["neutral"] and "Dee" in dropped["dropped"]
    assert "Dee" not in GAME.step(dropped, PLAYERS, s).players
    assert not problems(dropped, PLAYERS)


def test_setup_for_three_players_never_makes_neutral_neighbours():
    board = compile_board(default_board_data())[0]
    for i in range(30):
        state = GAME.setup(["Ann", "Bob", "Cy"], ColoniesSettings(), RecordedRng(str(i), "x"))
        assert len(state["neutral"]) == 2 and not board.neighbours(*state["neutral"])
        assert set(state["credits"].values()) == {100}


def test_neutral_planets_setting_is_checked():
    with pytest.raises(GmError, match="neighbours"):
        GAME.setup(["Ann", "Bob", "Cy"], ColoniesSettings(neutral_planets="purple,red"), RecordedRng("a", "b"))
    with pytest.raises(GmError, match="leave 1"):
        GAME.setup(PLAYERS, ColoniesSettings(neutral_planets="purple,red"), RecordedRng("a", "b"))


def test_a_pick_and_a_vote_are_inputs_the_bots_give_legally():
    state, s = new()
    assert PLAY.check_action(state, Step("secret", (), ""), "Ann", DeckPick(9), s)
    state["phase"], state["card"] = "vote", 5
    assert PLAY.check_action(state, Step("secret", (), ""), "Ann", Vote("yes", (("green", 9),)), s)
