"""Issue 19 for Colonization: posts read the way a GM reads them, and never a post accepted that
was misread — the issue's own examples, the per-line ledger, figures checked, the Read-as words
read back to the same action over self-play, and no text ever raising."""

from __future__ import annotations

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from gm_tool.core.game import selfplay as harness
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.colonization.actions import CoinWarp, Colonize, Destroy, Draw, Restore, RollMove
from gm_tool.games.colonization.posts.checking import check_post
from gm_tool.games.colonization.game import GAME
from gm_tool.games.colonization.posts import parse_post
from gm_tool.games.colonization.posts.writer import canonical
from gm_tool.games.colonization.selfplay import same_action
from gm_tool.games.colonization.state import ColState, Colony
from .test_posts import SETTINGS, board

PLAY = GAME.selfplay()


def errors(checked) -> list[str]:
    return [d.code for d in checked.diagnostics if d.severity.value == "error"]


# The examples -------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "I'll draw a planet and then roll and move to Ace of Crowns",
    "Draw a planet\nthen roll and move to 4 of Suns",
    "Roll and move to 4 of Suns. Then colonize it with my 3",
    "Restore 2, then roll and move to the 4 of Suns.",
])
def test_two_actions_are_refused_naming_both(text):
    parsed = parse_post(text, board(), "Ann")
    (two,) = [d for d in parsed.diagnostics if d.code == "col.post.multiple_actions"]
    assert two.severity.value == "error" and two.message.count("line ") >= 2


@pytest.mark.parametrize("text,action", [
    ("Playing my 3 coin, warping to the 3 of Moons", CoinWarp("3", "3-Moons")),
    ("Colonizing the 4 of Suns with my 5, marker 4", Colonize("4-Suns", ("5",), "4")),
    ("Null coin → sun of Crowns", CoinWarp("null", "sun-Crowns")),
    ("null coin -> Moons sun", CoinWarp("null", "sun-Moons")),
    ("ok then: restore the 2 pls thx :)", Restore(("2",))),
    ("Hmm, tough one. OK — I'm gonna draw a planet. GL all!", Draw()),
    ("Attacking Bob's colony!", Destroy(None)),
    ("going to draw", Draw()),
])
def test_verb_forms_arrows_and_chatter_are_read(text, action):
    state = board()
    state.seats["Ann"].discard = ["2"]
    state.seats["Ann"].stash.remove("2")
    assert parse_post(text, state, "Ann").action == action


def test_every_line_is_read_chatter_or_not_read_and_an_unread_game_word_asks():
    state = board()
    checked = check_post(state, "Ann", "Hi all!\nroll and move to 4 of Suns\n3 of Moons", SETTINGS)
    states = {e.line: e.state for e in checked.parsed.ledger}
    assert states == {1: "chatter", 2: "read", 3: "not read"}
    assert "col.post.please_confirm" in errors(checked)
    # a game word left over on the order line asks too
    checked = check_post(state, "Ann", "roll and move to 3 or 4 of Suns", SETTINGS)
    assert "col.post.please_confirm" in errors(checked)


@pytest.mark.parametrize("text,right", [
    ("roll and move to 4 of Suns (3 moves)", "1 move"),
    ("roll and move to 4 of Suns, need a 2+", "Ace, 2, 3, 4 or 5"),
    ("restore. Stash after: null, ace, 3, 4, 5", "your stash"),
])
def test_a_wrong_figure_is_an_error_that_names_the_right_value(text, right):
    state = board()
    state.seats["Ann"].discard = ["2"]
    state.seats["Ann"].stash.remove("2")
    checked = check_post(state, "Ann", text, SETTINGS)
    wrong = [d for d in checked.diagnostics if d.code == "col.figure.wrong"]
    assert wrong and right in wrong[0].message, [d.message for d in checked.diagnostics]


def test_a_right_figure_is_accepted_and_a_figure_that_fits_nothing_is_a_warning():
    state = board()
    assert check_post(state, "Ann", "roll and move to 4 of Suns (1 move, anything but a null)",
                      SETTINGS).accepted
    checked = check_post(state, "Ann", "Draw a planet (14 in a row!)", SETTINGS)
    assert checked.accepted


def test_the_reply_reads_as_line_and_canonical_words():
    from gm_tool.games.colonization.views.context import understood
    from gm_tool.games.colonization.posts.checking import details

    state = board()
    state.seats["Ann"].ship = "4-Suns"
    checked = check_post(state, "Ann", "Hello!\ncolonize using ace, mark with 5", SETTINGS)
    assert understood(details(checked, "Ann")) == [
        "line 2 \u2192 Colonize the 4 of Suns: roll with the Ace coin; marker coin 5"]


def test_a_post_of_more_lines_than_a_turn_takes_is_refused_and_read_in_linear_time():
    """A turn is one action: past 150 lines the rest is not read, so the post is refused; a long
    "+1 +1 +1 ..." line (once walked again from every term) is read at once."""
    state = board()
    state.seats["Ann"].ship = "4-Suns"
    long_post = "colonize using ace, mark with 5\n" + "ok\n" * 200
    checked = check_post(state, "Ann", long_post, SETTINGS)
    assert any(d.code == "col.post.too_long" for d in checked.diagnostics)
    assert not checked.accepted
    import time

    started = time.process_time()
    check_post(state, "Ann", "Survey: " + "+1 " * 20_000, SETTINGS)
    assert time.process_time() - started < 5   # CPU time: a generous ceiling, never the wall clock


# The canonical words read back to the same action (self-play) ----------------------------------

def turn_states(games: int, seed: str):
    settings = GAME.settings_model()
    for g in range(games):
        run = harness.play(PLAY, 3, f"{seed}-{g}", settings, None, check=False)
        rng = RecordedRng(run.seed, harness.SALT)
        state = PLAY.setup(run.players, settings, rng)
        for step, inputs in run.record:
            yield state, step, inputs, settings
            state, _ = PLAY.push(state, step, inputs, settings, rng)


def test_the_read_as_words_read_back_to_the_same_action_over_self_play():
    checked = 0
    for state, step, inputs, settings in turn_states(6, "reading"):
        st_ = ColState.from_dict(state) if isinstance(state, dict) else state
        for player, action in inputs.items():
            if action is None:
                continue
            text = canonical(action, st_, player, settings)
            back = parse_post(text, st_, player)
            assert back.action is not None and same_action(st_, step, player, action, back.action,
                                                           settings), (text, action, back.action)
            checked += 1
    assert checked > 100


# Never raising -----------------------------------------------------------------------------

WORDS = ["draw", "colonize", "colonizing", "roll", "move", "warp", "restore", "attack", "to", "the",
         "sun", "of", "Suns", "Moons", "null", "ace", "2", "3", "4", "5", "with", "mark", "marker",
         "using", "and", "or", ",", "(", ")", "—", "→", "need", "+", "=", "moves", "away",
         "stash", "coins", "EDIT:", "\n", "?", "if", "then", "pts", "total", "Bob", "13", "me",
         "anything", "but", "on", "a", "I'm", "scratch", "that", "x2", "w/", ":)"]


@hsettings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=20))
def test_no_word_salad_with_figures_and_remarks_ever_raises(words):
    state = board()
    state.planet("3-Suns").colony = Colony("Ann", "2")
    checked = check_post(state, "Ann", " ".join(words), SETTINGS)
    assert not [d for d in checked.diagnostics if d.code == "col.post.internal_error"]
