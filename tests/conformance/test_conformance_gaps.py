"""What the engine does not do yet for a new game, found while writing Sealed Bids: each test
states the behaviour a game may rely on and is marked xfail(strict) with the file that lacks it.
When the engine is fixed, the test passes, strict xfail fails it, and the mark is removed."""

from __future__ import annotations

import pytest
from conformance_lib import NAME, Gm, err_of, out_of

from gm_tool.core.engine import step_of


@pytest.fixture
def gm(tmp_path):
    return Gm(tmp_path / "campaigns")


def new(gm: Gm, *settings: str, players=("Ann", "Bob", "Cy")) -> None:
    args = ["new", NAME, "--game", "sealed-bids", "--seed", "gap-seed-3b9d"]
    for p in players:
        args += ["-p", p]
    for s in settings:
        args += ["--set", s]
    assert gm(*args).exit_code == 0


def bids_and_turns(gm: Gm, turns: int, post) -> None:
    """Every player bids 1; then `turns` players keep, in turn order."""
    campaign = gm.load()
    for p in step_of(campaign).players:
        assert gm("choose", NAME, p, "bid 1").exit_code == 0
    assert gm("reveal", NAME).exit_code == 0
    for _ in range(turns):
        player = step_of(gm.load()).players[0]
        post.write_text("keep\n")
        assert gm("submit", NAME, player, post).exit_code == 0


@pytest.mark.xfail(strict=True, reason=(
    "gm_tool/core/ops/seats.py (drop, replace) and core/ops/rulings.py (adjust, edit) change the "
    "state without calling core.engine.advance: when the change makes the game ask for a chance "
    "step, nothing makes the draw, and every command then says 'any command: the tool makes the "
    "draw itself'"))
def test_a_drop_that_ends_the_round_makes_the_next_chance_step(gm, tmp_path):
    new(gm, "rounds=3")
    bids_and_turns(gm, 2, tmp_path / "post.txt")
    assert step_of(gm.load()).players == ("Cy",)
    assert gm("drop", NAME, "Cy", "--reason", "left").exit_code == 0
    # Cy was the last to act in round 1: round 2 opens with its lot die, made at once
    assert step_of(gm.load()).kind == "secret"


@pytest.mark.xfail(strict=True, reason=(
    "gm_tool/core/ops/seats.py: a drop that ends the game neither closes the entry in progress "
    "(core.engine.close_entry) nor reveals the seed, as the end of a game reached by resolve "
    "does (core/engine.py close_entry sets rng.revealed_seed only from a posts/turn step)"))
def test_a_drop_that_ends_the_game_reveals_the_seed(gm, tmp_path):
    new(gm, "rounds=1")
    bids_and_turns(gm, 2, tmp_path / "post.txt")
    assert gm("drop", NAME, "Cy", "--reason", "left").exit_code == 0
    campaign = gm.load()
    assert step_of(campaign).kind == "end"
    assert campaign.rng.revealed_seed is not None


@pytest.mark.xfail(strict=True, reason=(
    "gm_tool/core/ops/deadlines.py set_deadline: at the end it raises GmError('the game has "
    "ended: there is no round to set a deadline for') without a hint naming what to run instead "
    "(every other command refused at the end says 'gm report NAME')"))
def test_deadline_at_the_end_says_what_to_run_instead(gm, tmp_path):
    new(gm, "rounds=1")
    bids_and_turns(gm, 3, tmp_path / "post.txt")
    assert step_of(gm.load()).kind == "end"
    result = gm("deadline", NAME, "2030-01-01 12:00")
    assert result.exit_code == 1 and "Traceback" not in out_of(result)
    assert "hint:" in err_of(result) and "gm " in err_of(result)


@pytest.mark.xfail(strict=True, reason=(
    "gm_tool/cli/turns.py resolve --preview renders the summary of an entry that is not saved; "
    "core/engine.py close_entry has already put the seed and its salt into the campaign "
    "(rng.revealed_seed) when the previewed entry ends the game, so the preview post shows "
    "them while the game has not ended"))
def test_a_preview_of_the_last_turn_does_not_show_the_seed(gm, tmp_path):
    new(gm, "rounds=1")
    bids_and_turns(gm, 2, tmp_path / "post.txt")
    salt = gm.load().secret.seed_salt
    result = gm("resolve", NAME, "--preview", "--format", "smf")
    assert result.exit_code == 0
    assert gm.load().rng.revealed_seed is None
    assert salt not in result.stdout


@pytest.mark.xfail(strict=True, reason=(
    "gm_tool/core/ops/undo.py _round_summary lists what the undo sets aside (unrevealed choices, "
    "posts, rulings) but not the secret and chance steps already applied in the entry in "
    "progress (campaign.round.steps): revealed bids, a die rolled, are dropped without a word "
    "and must be made again"))
def test_undo_names_the_revealed_steps_it_sets_aside(gm, tmp_path):
    new(gm, "rounds=2")
    bids_and_turns(gm, 3, tmp_path / "post.txt")          # round 1 over: its last turn closed
    for p in step_of(gm.load()).players:                   # round 2: die rolled, bids revealed
        assert gm("choose", NAME, p, "bid 2").exit_code == 0
    assert gm("reveal", NAME).exit_code == 0
    result = gm("undo", NAME, "--reason", "a wrong post")
    assert result.exit_code == 0
    assert "Set aside" in result.stdout and "bid" in result.stdout.lower()


@pytest.mark.xfail(strict=True, reason=(
    "gm_tool/games/colonization/state.py check_state_dict refuses two ships on one planet even "
    "when one is a dropped seat's, while the rules (ColState.ships_at, used by can_stop, the "
    "validator and gm adjust) let a ship stop there, as game.py drop_player says ('it blocks "
    "nothing'): after gm drop, a legal move onto the dropped ship's planet is refused by the "
    "store as 'a state gm would refuse to read', and the turn can only pass"))
def test_colonization_a_dropped_ship_blocks_nothing(gm, tmp_path):
    args = ["new", NAME, "--game", "colonization", "--seed", "gap-col-1"]
    for p in ("Ann", "Bob", "Cy"):
        args += ["-p", p]
    assert gm(*args).exit_code == 0
    post = tmp_path / "post.txt"
    post.write_text("Draw a planet\n")
    assert gm("submit", NAME, "Ann", post).exit_code == 0
    planet = next(p["id"] for s in gm.load().state["systems"] for p in s["planets"])
    value, suit = planet.split("-")
    place = f"{value} of {suit}"
    assert gm("adjust", NAME, "Cy", f"ship to {place}", "--reason", "x").exit_code == 0
    assert gm("drop", NAME, "Cy", "--reason", "left").exit_code == 0
    result = gm("adjust", NAME, "Bob", f"ship to {place}", "--reason", "y")
    assert result.exit_code == 0, err_of(result)


@pytest.mark.xfail(strict=True, reason=(
    "gm_tool/core/ops/mail.py classify: during a posts step 'a choice is only a short message', "
    "so a one-line turn post that begins with a phase's name (Distant Colony's 'Colonization: "
    "Skilled') is classified as next round's phase choice; lifecycle.choose then refuses it "
    "(not a secret step) and the post is left alone, though the step waits for it"))
def test_a_one_line_turn_post_by_mail_is_read_as_the_post(gm, tmp_path):
    import email.utils
    import mailbox
    from email.message import EmailMessage

    args = ["new", NAME, "--game", "dc", "--seed", "gap-dc-1", "--set", "missed_turn=auto"]
    for p in ("Ann", "Bob"):
        args += ["-p", p]
    assert gm(*args).exit_code == 0
    for p in ("Ann", "Bob"):
        assert gm("choose", NAME, p, "colonization").exit_code == 0
    assert gm("reveal", NAME).exit_code == 0
    assert gm("email", NAME, "Ann", "ann@example.org").exit_code == 0
    box = mailbox.mbox(tmp_path / "in.mbox")
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = "ann@example.org", "gm@example.org", "my turn"
    msg["Date"] = email.utils.formatdate(usegmt=True)
    msg["Message-ID"] = "<gap-1@example.org>"
    msg.set_content("Colonization: Unskilled\n")
    box.add(msg)
    box.close()
    result = gm("ingest", NAME, tmp_path / "in.mbox")
    assert result.exit_code == 0
    assert "1 message(s) taken in" in result.stdout, result.stdout


@pytest.mark.xfail(strict=True, reason=(
    "gm_tool/core/ops/undo.py: _round_summary returns nothing once the game has ended, and the "
    "rulings of the round in progress are re-applied only when it has not: a ruling made after "
    "the end (gm adjust, gm edit) is dropped by gm undo without being listed in 'Set aside'"))
def test_undo_at_the_end_names_a_ruling_made_after_the_end(gm, tmp_path):
    new(gm, "rounds=1")
    bids_and_turns(gm, 3, tmp_path / "post.txt")
    assert step_of(gm.load()).kind == "end"
    assert gm("adjust", NAME, "Ann", "+1 coin", "--reason", "a late ruling").exit_code == 0
    result = gm("undo", NAME, "--reason", "a wrong post")
    assert result.exit_code == 0
    assert "Set aside" in result.stdout and "ruling" in result.stdout, result.stdout


@pytest.mark.xfail(strict=True, reason=(
    "gm_tool/games/distant_colony/bots/deals.py _propose_trade draws the two trading players "
    "from state.players, not from the players it is asked to play: once a seat is dropped (it "
    "has no bot and posts nothing), the bots fail with a KeyError for it, or propose a trade "
    "the dropped seat never mirrors"))
def test_distant_colony_bots_play_without_a_dropped_seat():
    import random

    from gm_tool.core.game_api import Step, find_game
    from gm_tool.core.rng import RecordedRng

    game = find_game("distant-colony")
    settings = game.default_settings()
    players = ["Ann", "Bob", "Cy"]
    plain = game.setup(players, settings, RecordedRng("gap", "bots"))
    plain = game.apply_secret(plain, {"Ann": "Production", "Bob": "Trade", "Cy": "Build"},
                              settings, RecordedRng("gap", "bots", 10)).state
    step = game.step(plain, players, settings)
    assert step.kind == "posts"
    active = Step("posts", ("Ann", "Bob"), step.label)
    for seed in range(40):
        rnd = random.Random(seed)
        factories = game.bots()
        seats = {p: factories[min(factories)](rnd) for p in active.players}
        inputs = game.bot_inputs(game.play_state(plain, settings), active, seats, rnd, settings)
        assert set(inputs) <= {"Ann", "Bob"}
