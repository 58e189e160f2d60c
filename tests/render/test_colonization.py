"""Colonization's posts: golden files in every format, the board, the turn post, the final
scores, escaping, Discord's limit, plain width, no unknown keys printed, and the shared posts
(the generic reveal and choice receipt, a check reply that says what the game read).

Fixtures (tests/render/fixtures/colonization_*.json) are hand-written from the game's public view
schema: `new` (the opening board), `mid` (turn 14: Cy moved; four players, colonies, ships on
suns and planets; the player "[b]Ann<i>"), `final` (the last action, final scores, the seed
revealed). Regenerate the golden files with  GM_UPDATE_GOLDEN=1 .venv/bin/pytest tests/render"""

from __future__ import annotations

import copy
import hashlib
import re

import pytest

from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.views.text import hash_command
from gm_tool.render import engine, posts
from gm_tool.render.context import receipt_context
from gm_tool.render.discord import FENCE, messages_of
from gm_tool.render.escape import ZWSP
from gm_tool.render.formats import FORMATS

from . import forums
from .conftest import (assert_golden, COLONIZATION_ANN, COLONIZATION_SALT, COLONIZATION_SEED,
                       colonization_last_round_view, colonization_view, rename)
from .test_escaping import EVIL, EXPECTED, outside_code

VIEWS = {
    "colonization_new_campaign": (posts.new_campaign, lambda: colonization_view("new")),
    "colonization_status": (posts.status, lambda: colonization_view("mid")),
    "colonization_status_last_round": (posts.status, colonization_last_round_view),
    "colonization_round_summary": (posts.round_summary, lambda: colonization_view("mid")),
    "colonization_round_summary_end": (posts.round_summary, lambda: colonization_view("final")),
}
ALL = [(render, make) for render, make in VIEWS.values()]


def flat(text: str) -> str:
    return " ".join(str(text).split())


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("name", list(VIEWS))
def test_golden(name, fmt):
    render, make = VIEWS[name]
    text = str(render(make(), fmt)) + "\n"
    assert_golden(name, fmt, text)


# The turn post ----------------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", FORMATS)
def test_turn_post_content(fmt):
    text = flat(posts.round_summary(colonization_view("mid"), fmt))
    for needed in ("Colonization", "pbf-colonization", "turn 14", "Roll the die and move the ship",
                   "27", "Cy: move roll", "Cy rolls 4", "SKIPPED",
                   "one action per turn", "only the first one counts", "Next", "Dee",
                   "4d1c0a5b9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b",
                   "Suns", "Moons", "Crowns", "Arms", "SUN", "Bob's ship", "Dee's ship",
                   "colony Cy, coin 2", "coin 4; Cy's ship", "Planets left", "10", "Stash",
                   "Discard", "Colonies", "Score",
                   # who acts next: the standing table's mark (the terminal: its turn line)
                   "Dee to act" if fmt == "terminal" else "Dee (to act)"):
        assert needed.lower() in text.lower(), f"{needed!r} missing in {fmt}"
    # the action, its roll, the outcome and what is next come before the board
    low = text.lower()
    assert low.index("roll the die") < low.index("cy: move roll") < low.index("skipped") \
        < low.index("seed commitment") < low.index("solar systems")
    assert low.index("dee (turn 15)") < low.index("solar systems")
    for absent in ("Game over", "Winner", "victory", "LAST ROUND", "Ruling", "Salt", "rng-seed"):
        assert absent.lower() not in low, absent
    # players in turn order on the board
    board = text[text.index("Players"):]
    assert board.index("Bob") < board.index("Cy") < board.index("Dee")


@pytest.mark.parametrize("fmt", [f for f in FORMATS if f not in ("smf", "markdown")])
def test_rolls_table_shows_draw_index(fmt):
    text = str(posts.round_summary(colonization_view("mid"), fmt))
    # a table row, or the posts' one line '#27 Cy: move roll: 4'
    assert re.search(r"27\s+Cy: move roll:?\s+4", text)


@pytest.mark.parametrize("fmt", ["plain", "terminal"])
def test_systems_are_readable_chains(fmt):
    text = flat(posts.status(colonization_view("mid"), fmt))
    assert (f"[SUN] – ace (colony Bob, coin null) – 3 ({COLONIZATION_ANN}'s ship) – "
            f"5 (colony {COLONIZATION_ANN}, coin 5)") in text
    assert "[SUN: Bob's ship] – 2 (colony Cy, coin 2) – 4 – 5" in text
    assert "[SUN: Dee's ship] – 2 – 4 (colony Cy, coin 3)" in text


@pytest.mark.parametrize("fmt", FORMATS)
def test_board_comes_from_the_summary_state(fmt):
    """`gm report` of an old turn shows the board after that turn, not the current one."""
    view = colonization_view("mid")
    view["state"]["planets_left"] = 999
    view["state"]["players"]["Bob"]["stash"] = ["777"]
    text = str(posts.round_summary(view, fmt))
    assert "999" not in text and "777" not in text


@pytest.mark.parametrize("fmt", FORMATS)
def test_final_turn_post(fmt):
    view = colonization_view("final")
    text = flat(posts.round_summary(view, fmt))
    for needed in ("turn 31", "Dee rolls 4", "58", "Game over", "Winner", "Dee", "30",
                   "Planets", "Ace", "Match", "Count", "winner", "coin 4 moved",
                   "entered twice", "Bob's stash ran out", COLONIZATION_SEED, COLONIZATION_SALT):
        assert needed.lower() in text.lower(), f"{needed!r} missing in {fmt}"
    assert "Shared victory" not in text and "LAST ROUND" not in text and "to act" not in text
    preimage = f"{view['campaign_id']}|0|rng-seed|{COLONIZATION_SEED}|{COLONIZATION_SALT}"
    assert forums.holds_command(str(posts.round_summary(view, fmt)), hash_command(preimage))
    assert hashlib.sha256(preimage.encode()).hexdigest() == view["seed_commitment"]
    # the final table is ranked by total
    low = text.lower()
    game_over = low.index("game over")
    table = text[game_over:low.index("seed commitment")]
    assert table.index("30") < table.index("24") < table.index("18") < table.index("17")


@pytest.mark.parametrize("fmt", FORMATS)
def test_shared_victory_wording(fmt):
    view = colonization_view("final")
    view["summary"]["final"]["winners"] = ["Dee", "Cy"]
    text = flat(posts.round_summary(view, fmt))
    assert "Shared victory" in text and "share the win" in text


@pytest.mark.parametrize("fmt", FORMATS)
def test_seed_only_when_revealed(fmt):
    for view in (colonization_view("mid"), colonization_view("new")):
        view["seed_salt"] = COLONIZATION_SALT  # a salt without the seed is not shown either
        for render in (posts.round_summary, posts.status, posts.new_campaign):
            if render is posts.round_summary and "summary" not in view:
                continue
            text = str(render(view, fmt))
            assert COLONIZATION_SALT not in text and "Salt" not in text


@pytest.mark.parametrize("fmt", FORMATS)
def test_last_round(fmt):
    text = flat(posts.status(colonization_last_round_view(), fmt))
    assert "LAST ROUND" in text
    assert "Bob's stash is empty" in text
    assert "still to act: Dee," in text
    if fmt == "terminal":  # the mark wraps inside the Player column
        assert "last action" in text and "action to come" in text


@pytest.mark.parametrize("fmt", FORMATS)
def test_new_campaign(fmt):
    text = flat(posts.new_campaign(colonization_view("new"), fmt))
    for needed in ("New Colonization campaign", "rules version 2.2", "(Moons)", "(Arms)",
                   "rng-seed|SEED|SALT", "Planets left to draw" if fmt != "terminal" else "Planets left",
                   "20", "Turn 1"):
        assert needed in text, f"{needed!r} missing in {fmt}"
    # every stash: a list on the terminal, one cell of the standing table in a post
    assert ("null, ace, 2, 3, 4, 5" if fmt == "terminal" else "null ace 2 3 4 5") in text
    for absent in ("Space Station", "Settlement", "CHOICE"):
        assert absent not in text


# Shared posts: the receipt and the reveal are generic, the check reply says what was read --------

def _secret_view() -> dict:
    """A Colonization view as if a secret step had just been revealed (Colonization has no
    reveal of its own, so it gets the generic reveal)."""
    view = colonization_view("mid")
    view["revealed"] = {COLONIZATION_ANN: {"choice": "[b]bid 3", "salt": "5a17" * 8,
                                           "commitment": "ab" * 32},
                        "Bob": {"choice": "bid 1", "salt": "00" * 16, "commitment": "cd" * 32}}
    view["forced"] = ["Cy"]
    view["choice_noun"] = "bid"
    view["step"] = {"kind": "turn", "players": ["Dee"], "label": "Dee's turn 15", "noun": "choice"}
    return view


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_game_without_its_own_reveal_gets_the_generic_one(fmt):
    text = flat(posts.reveal_post(_secret_view(), fmt))
    for needed in ("bids revealed", "bid 1", "00" * 16, "cd" * 32, "ab" * 32, "5a17" * 8,
                   "Cy", "nothing (no bid by the reveal)", "Dee's turn 15", "sha256sum"):
        assert needed in text, f"{needed!r} missing in {fmt}"
    for absent in ("Phases", "Space Station", "Solar systems"):
        assert absent not in text
    if fmt not in ("plain", "terminal"):
        assert "[b]bid 3" not in outside_code(text, fmt)  # the choice is escaped like any text


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_choice_receipt_is_generic(fmt):
    receipt = {"game": "colonization", "round": 3, "player": "Bob", "commitment": "ab" * 32,
               "replaced": False}
    text = flat(posts.choice_receipt(receipt, fmt))
    assert "Round 3: " in text and "Bob" in text and "ab" * 32 in text and "choice is in" in text
    # a game's (or a campaign's) receipt template may name the step and the input
    receipt.update(noun="bid", step="auction for the Moons, round 3")
    c = receipt_context(receipt)
    assert (c["heading"], c["noun"]) == ("Auction for the Moons, round 3", "bid")


def _check_view(**details) -> dict:
    return {"game": "colonization", "campaign": "col", "round": 15, "player": COLONIZATION_ANN,
            "accepted": True, "replaced": False, "diagnostics": [],
            "details": details}


@pytest.mark.parametrize("fmt", FORMATS)
def test_check_reply_says_what_was_read(fmt):
    view = _check_view(action={"kind": "roll", "targets": ["planet-moons-3"]},
                       action_text=f"{COLONIZATION_ANN} rolls to move to planet 3 of Moons",
                       canonical_post="Roll and move to planet 3 of Moons", line=2)
    text = str(posts.check_reply(view, fmt))
    assert_golden("colonization_check_reply", fmt, text + "\n")
    assert "Read as" in text
    assert "Roll and move to planet 3 of Moons" in text and "line 2" in text


def test_check_reply_without_an_action_reads_nothing():
    view = dict(_check_view(), accepted=False,
                diagnostics=[{"code": "col.post.no_action", "severity": "error", "line": None,
                              "message": "no action found", "hint": "write one action"}])
    for fmt in FORMATS:
        assert "Read as" not in posts.check_reply(view, fmt)


def test_unknown_game_is_a_clear_error():
    view = colonization_view("mid")
    view["game"] = "tic-tac-toe"
    with pytest.raises(GmError, match="no posts for the game 'tic-tac-toe'"):
        posts.status(view, "smf")


def test_game_templates_come_before_the_generic_ones():
    assert engine.candidate_names("status", "bgg", "colonization") == [
        "bgg/colonization/status.j2", "bbcode/colonization/status.j2",
        "bgg/status.j2", "bbcode/status.j2"]
    assert engine.candidate_names("status", "bgg") == ["bgg/status.j2", "bbcode/status.j2"]


def test_campaign_can_override_a_colonization_template(views, tmp_path):
    folder = tmp_path / "campaign" / "templates" / "plain" / "colonization"
    folder.mkdir(parents=True)
    (folder / "status.j2").write_text(
        '{% import "plain/_blocks.j2" as col %}Turn {{ turn }}: {{ board.turn_text }}\n'
        '{{ col.board(board)|trim }}', encoding="utf-8")
    text = posts.status(colonization_view("mid"), "plain", campaign_dir=tmp_path / "campaign")
    assert text.startswith("Turn 15: Dee to act\nBoard")
    # only plain is overridden, and Distant Colony does not see a Colonization template
    assert not posts.status(colonization_view("mid"), "markdown",
                            campaign_dir=tmp_path / "campaign").startswith("Turn 15")
    assert posts.status(views["status"], "plain", campaign_dir=tmp_path / "campaign") \
        == posts.status(views["status"], "plain")


# Escaping, limits, unknown keys -----------------------------------------------------------------

@pytest.mark.parametrize("fmt", FORMATS)
def test_player_names_are_escaped(fmt):
    for render, make in ALL:
        text = str(render(make(), fmt))
        if fmt in ("plain", "terminal"):
            assert COLONIZATION_ANN in text
            continue
        parsed = outside_code(text, fmt)
        if fmt in ("smf", "phpbb", "bgg"):
            assert "[b]Ann" not in parsed
            assert (f"[{ZWSP}b]Ann< i>" if fmt == "bgg" else f"[{ZWSP}b]Ann<i>") in text
            if fmt == "bgg":
                assert not re.search(r"<\S", text), "BGG drops the post after '<' + non-space"
        else:
            assert r"\[b\]Ann\<i\>" in parsed
            assert not re.search(r"(?<!\\)[\[<]", parsed.replace("[SUN", ""))


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("name", EVIL)
def test_no_injection(fmt, name):
    for render, make in ALL:
        view = rename(make(), {"Bob": name})
        text = str(render(view, fmt))
        if fmt in ("plain", "terminal"):
            assert name in text
            continue
        parsed = outside_code(text, fmt)
        assert EXPECTED[fmt][name] in parsed
        if fmt in ("smf", "phpbb", "bgg"):
            assert "[url" not in parsed and "[/url" not in parsed
            assert "[c]x" not in parsed and "x[/c]" not in parsed
            if fmt == "bgg":
                assert not re.search(r"<\S", text)
        else:
            assert not re.search(r"(?<!\\)\[(url|/url|c\]|/c\])", parsed)
            assert not re.search(r"(?<!\\)<b", parsed)


def test_discord_messages_fit_the_limit():
    for render, make in ALL:
        text = str(render(make(), "discord"))
        for msg in messages_of(text):
            assert 0 < len(msg) <= 2000
            assert msg.count(FENCE) % 2 == 0, "a code block was cut"
    # the final post is long enough to be split
    assert len(messages_of(posts.round_summary(colonization_view("final"), "discord"))) > 1


def test_plain_lines_fit_72_columns():
    for render, make in ALL:
        for line in str(render(make(), "plain")).split("\n"):
            if re.fullmatch(r"\s*[0-9a-f]{64}", line) or "|SEED|SALT'" in line:
                continue  # hashes stay whole on lines of their own
            assert len(line) <= 72, line


def _with_hidden_keys(view: dict) -> dict:
    """Keys the schema does not have (here named like hidden information) at every level."""
    view = copy.deepcopy(view)
    states = [view["state"]] + ([view["summary"]["state"]] if view.get("summary") else [])
    for state in states:
        state["hidden_draw_pile"] = ["SECRET-TILE-4-Crowns"]
        state["hidden"] = {"next_tile": "SECRET-NEXT"}
        for system in state["systems"]:
            system["hidden_order"] = "SECRET-ORDER"
            system["sun"]["hidden"] = "SECRET-SUN"
            for planet in system["planets"]:
                planet["hidden_note"] = "SECRET-PLANET"
                if planet.get("colony"):
                    planet["colony"]["hidden"] = "SECRET-COLONY"
        for player in state["players"].values():
            player["hidden_intent"] = "SECRET-INTENT"
            player["score"]["hidden_bonus"] = 99999
            player["ship"]["hidden"] = "SECRET-SHIP"
        state["last_round"]["hidden"] = "SECRET-LAST"
    if view.get("summary"):
        s = view["summary"]
        s["hidden_rolls"] = [{"index": 99, "purpose": "SECRET-ROLL", "result": "5"}]
        for roll in s["rolls"]:
            roll["hidden"] = "SECRET-ROLL-KEY"
        if s.get("final"):
            for line in s["final"]["scores"]:
                line["hidden"] = "SECRET-SCORE"
    return view


@pytest.mark.parametrize("fmt", FORMATS)
def test_unknown_keys_are_never_printed(fmt):
    """The state given to renderers never holds hidden information, but the renderer reads only
    the keys of the schema: extra keys (named like hidden ones) change nothing in the output."""
    for render, make in ALL:
        plain = str(render(make(), fmt))
        text = str(render(_with_hidden_keys(make()), fmt))
        assert "hidden" not in text.lower()
        assert "SECRET" not in text and "99999" not in text
        assert text == plain


def test_terminal_carries_its_renderable():
    text = posts.round_summary(colonization_view("final"), "terminal")
    assert hasattr(text, "__rich__")
    assert "Winner: Dee" in text and COLONIZATION_SALT in text


def test_a_view_must_name_its_game(views):
    """There is no default game: a view without "game" is a clear GmError, not Distant Colony's."""
    view = dict(views["status"])
    del view["game"]
    for render in (posts.status, posts.new_campaign, posts.reveal_post, posts.round_summary):
        with pytest.raises(GmError, match="names no game"):
            render(view, "smf")
    assert "Space Station" in posts.status(views["status"], "markdown")


# The real game, when it is registered (it is being written alongside) ----------------------------

def _played_views(tmp_path, actions: int = 4) -> list[dict]:
    """public_campaign + summary_view after each of a few real actions (the first legal line of
    each turn template), as `gm submit` builds them."""
    import gm_tool.games  # noqa: F401  (registers the games)
    from gm_tool.core.engine import lifecycle, turns
    from gm_tool.core.game.interface import find_game
    from gm_tool.core.ops.redact import public_campaign
    from gm_tool.core.store.files import CampaignStore

    try:
        game = find_game("colonization")
    except GmError:
        pytest.skip("the Colonization game is not registered")
    store = CampaignStore(tmp_path / "campaigns")
    campaign = lifecycle.new_campaign(store, "col", "colonization",
                                      [COLONIZATION_ANN, "Bob", "Cy"], seed="s").campaign
    out = [public_campaign(campaign, lifecycle.pending_players(campaign))]
    settings = game.load_settings(campaign.settings)
    for _ in range(actions):
        current = campaign.state.get("current_player")
        if not current:
            break
        lines = game.template_post(campaign.state, current, settings).split("\n")
        post = next(line for line in lines if line.startswith("Draw a planet")) \
            if any(line.startswith("Draw a planet") for line in lines) else lines[-1]
        result = turns.submit(campaign, current, post)
        if result.resolved is None:
            break
        view = public_campaign(campaign, lifecycle.pending_players(campaign))
        view["summary"] = game.summary_view(result.resolved.record, settings)
        out.append(view)
    return out


@pytest.mark.parametrize("fmt", FORMATS)
def test_real_game_views_render(tmp_path, fmt):
    views = _played_views(tmp_path)
    assert posts.new_campaign(views[0], fmt) and posts.status(views[0], fmt)
    assert len(views) > 1, "no action could be played"
    for view in views[1:]:
        text = str(posts.round_summary(view, fmt))
        assert "Suns" in text and "Planets left" in text and "Seed commitment" in text.replace("**", "")
        assert "hidden" not in text.lower()
        if fmt == "discord":
            assert all(len(m) <= 2000 for m in messages_of(text))
