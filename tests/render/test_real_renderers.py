"""Every view of every game in every forum format, through real renderers (tests/render/
forums.py: the `bbcode` parser with each board's own tags, markdown-it-py with tables): no raw
tag survives, tags balance, tables stay tables or aligned fixed-width blocks, nothing a player
typed becomes markup; a command copied from a post prints the commitment it checks; Discord's
messages never cut a section from its heading or label.

Views: Distant Colony through the real pipeline (new, status, receipt, reveal) and from the
summary fixtures (round summary, game end, check replies, a finished game's status, public
draws); Colonization from its fixtures (new, status, last round, turn summaries, the generic
reveal, a check reply); the reminder in every state; and every other registered game (for
example the conformance suite's, when it is registered) through `gm new` and `gm status`.
"""

from __future__ import annotations

import copy
import hashlib
import re
import shutil
import subprocess
from typing import Any, Callable

import pytest

from gm_tool.core.kit import commitments
from gm_tool.core.engine import lifecycle
from gm_tool.core.engine import turns
from gm_tool.core.game.interface import all_games
from gm_tool.core.ops.redact import public_campaign
from gm_tool.render import posts
from gm_tool.render.discord import FENCE, messages_of

from . import forums
from .conftest import (COLONIZATION_ANN, colonization_last_round_view, colonization_view,
                       check_views, rename, summary_end_view, summary_six_view, summary_view)

FORUMS, BBCODE, MARKDOWN = forums.FORUMS, forums.BBCODE, forums.MARKDOWN

#: names a player might choose (the pipeline takes all of them): markup in some target
HOSTILE = ["[b]Ann", "*Bob*", "_Cy_", "http://evil.example/x", "`Dee`", "<i>Eve", "@everyone",
           "www.x.com", "Fay's [/code] `` ~~s~~"]


# The views ------------------------------------------------------------------------------------

def chance_step(label: str = "round 2 dice") -> dict[str, Any]:
    return {"kind": "chance", "label": label,
            "info": {"text": "The lot is 3 hundred grams of saffron", "price": 3},
            "draws": [{"index": 7, "purpose": "lot die", "outcomes": 6, "value": 2, "result": "3"},
                      {"index": 8, "purpose": "price die", "outcomes": 6, "value": 2, "result": "3"}]}


def dc_finished_status() -> dict[str, Any]:
    """`gm status` of a finished Distant Colony game: the state holds the final scoring."""
    view = summary_end_view()
    state = copy.deepcopy(view["summary"]["state"])
    state["ended"] = True
    state["final"] = copy.deepcopy(view["summary"]["final"])
    view.update(state=state, step={"kind": "end", "players": [], "label": "game over",
                                   "noun": "phase"})
    del view["summary"]
    return view


def with_chance(view: dict[str, Any]) -> dict[str, Any]:
    view = copy.deepcopy(view)
    view["steps_applied"] = [{"kind": "secret", "label": "phase choice, round 1"}, chance_step()]
    if "summary" in view:
        view["summary"]["steps"] = [chance_step("round 1 dice")]
    return view


def secret_colonization_view() -> dict[str, Any]:
    view = colonization_view("mid")
    view["revealed"] = {COLONIZATION_ANN: {"choice": "bid 3", "salt": "5a17" * 8,
                                           "commitment": "ab" * 32},
                        "Bob": {"choice": "bid 1", "salt": "00" * 16, "commitment": "cd" * 32}}
    view["forced"] = ["Cy"]
    view["choice_noun"] = "bid"
    return view


def reminder_views() -> dict[str, dict[str, Any]]:
    base = {"game": "distant-colony", "game_title": "Distant Colony", "campaign": "golden",
            "round": 3, "stage": "turns", "what": "turn post", "label": "turn posts, round 3",
            "pending": ["Ann", "Bob"], "dropped": ["Cy"],
            "deadline_text": "Tue 01 Dec 2026 18:00 CET (Europe/Berlin; Tue 01 Dec 2026 17:00 UTC)",
            "deadline_local": "Tue 01 Dec 2026 18:00 CET (Europe/Berlin)",
            "deadline_utc": "Tue 01 Dec 2026 17:00 UTC", "left": "2 days 1 hour", "overdue": False}
    return {
        "reminder": base,
        "reminder_overdue": dict(base, overdue=True, left="5 hours", pending=["Ann"], dropped=[]),
        "reminder_all_in": dict(base, pending=[], deadline_text=None, deadline_local=None,
                                deadline_utc=None, left=None),
        "reminder_colonization": dict(base, game="colonization", game_title="Colonization",
                                      label="Dee's turn 15", pending=["Dee"], dropped=[],
                                      deadline_local=None,
                                      deadline_text="Tue 01 Dec 2026 17:00 UTC"),
        "reminder_ended": dict(base, stage="ended", pending=[], label="game over"),
    }


def fixture_views() -> dict[str, tuple[Callable, Callable[[], dict]]]:
    out: dict[str, tuple[Callable, Callable[[], dict]]] = {
        "dc_round_summary": (posts.round_summary, summary_view),
        "dc_round_summary_end": (posts.round_summary, summary_end_view),
        "dc_round_summary_six": (posts.round_summary, summary_six_view),
        "dc_round_summary_chance": (posts.round_summary, lambda: with_chance(summary_view())),
        "dc_status_finished": (posts.status, dc_finished_status),
        "col_new_campaign": (posts.new_campaign, lambda: colonization_view("new")),
        "col_status": (posts.status, lambda: colonization_view("mid")),
        "col_status_chance": (posts.status, lambda: with_chance(colonization_view("mid"))),
        "col_status_last_round": (posts.status, colonization_last_round_view),
        "col_status_finished": (posts.status, lambda: colonization_view("final")),
        "col_round_summary": (posts.round_summary, lambda: colonization_view("mid")),
        "col_round_summary_chance": (posts.round_summary,
                                     lambda: with_chance(colonization_view("mid"))),
        "col_round_summary_end": (posts.round_summary, lambda: colonization_view("final")),
        "col_generic_reveal": (posts.reveal_post, secret_colonization_view),
    }
    for name, view in check_views().items():
        out[f"dc_{name}"] = (posts.check_reply, lambda view=view: copy.deepcopy(view))
    for name, view in reminder_views().items():
        out[name] = (posts.reminder, lambda view=view: dict(view))
    return out


FIXTURES = fixture_views()


@pytest.fixture
def pipeline_views(views) -> dict[str, tuple[Callable, dict]]:
    return pipeline_posts(views)


def pipeline_posts(views: dict[str, dict]) -> dict[str, tuple[Callable, dict]]:
    """Distant Colony's views made by the real pipeline (conftest `views`), plus a status with
    a public draw."""
    return {
        "dc_new_campaign": (posts.new_campaign, views["new_campaign"]),
        "dc_status": (posts.status, views["status"]),
        "dc_status_chance": (posts.status, with_chance(views["status"])),
        "dc_choice_receipt": (posts.choice_receipt, views["choice_receipt"]),
        "dc_reveal": (posts.reveal_post, views["reveal"]),
    }


def other_game_views(tmp_path) -> dict[str, tuple[Callable, dict]]:
    """`gm new` and `gm status` of every registered game besides the two above (the
    conformance suite's game when it is registered): a new game is proven like the others."""
    from gm_tool.core.store.files import CampaignStore
    from gm_tool.render.presentation import presentation

    out: dict[str, tuple[Callable, dict]] = {}
    store = CampaignStore(tmp_path / "others")
    for game in all_games():
        if game.name in ("distant-colony", "colonization"):
            continue
        if presentation(game.name).post("status") is None:
            continue  # a test's stand-in game (tests/ops) draws no posts
        players = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][:max(game.min_players, 3)][:game.max_players]
        created = lifecycle.new_campaign(store, game.name.replace("-", "_"), game.name, players,
                                         seed="any")
        view = public_campaign(created.campaign, lifecycle.pending_players(created.campaign))
        out[f"{game.name}_new_campaign"] = (posts.new_campaign, view)
        out[f"{game.name}_status"] = (posts.status, view)
    return out


def every_view(pipeline_views, tmp_path) -> dict[str, tuple[Callable, dict]]:
    out = {name: (render, make()) for name, (render, make) in FIXTURES.items()}
    out.update(pipeline_views)
    out.update(other_game_views(tmp_path))
    return out


# Real renderers: clean markup, balanced tags, tables --------------------------------------------

@pytest.mark.parametrize("fmt", FORUMS)
def test_every_view_renders_clean(pipeline_views, tmp_path, fmt):
    problems = []
    for name, (render, view) in every_view(pipeline_views, tmp_path).items():
        text = str(render(view, fmt))
        found = forums.post_problems(text, fmt)
        if fmt == "bgg":
            found += [f"list tag {t}" for t in ("[list]", "[*]", "[li]") if t in text]
        if fmt == "smf":
            page = forums.render_html(text, fmt)
            if text.count("[table]") != page.count("<table>"):
                found.append("an SMF [table] is not rendered as a table")
            for table in re.findall(r"<table>(.*?)</table>", page, flags=re.S):
                cells = {len(re.findall(r"<td>", row)) for row in re.findall(r"<tr>(.*?)</tr>", table)}
                if len(cells) > 1:
                    found.append(f"SMF table rows with {sorted(cells)} cells")
        problems += [f"{name}: {p}" for p in found]
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("fmt", FORUMS)
@pytest.mark.parametrize("hostile", HOSTILE)
def test_nothing_a_player_typed_becomes_markup(pipeline_views, tmp_path, fmt, hostile):
    """The same post with a player renamed to `hostile` has the same structure (HTML elements,
    Markdown tokens) as with the harmless name: the name added no bold, link, list or cell."""
    problems = []
    for name, (render, view) in every_view(pipeline_views, tmp_path).items():
        if name.startswith("reminder") or name.endswith("choice_receipt"):
            renamed = rename(view, {"Ann": hostile, "Bob": hostile + "2"})
        else:
            renamed = rename(view, {"Bob": hostile})
        if renamed == view:
            continue  # no player of that name in this view
        plain_text, evil_text = str(render(view, fmt)), str(render(renamed, fmt))
        if fmt == "plain":
            if hostile not in evil_text:
                problems.append(f"{name}: the name is not shown as typed")
            continue
        if forums.skeleton(plain_text, fmt) != forums.skeleton(evil_text, fmt):
            problems.append(f"{name}: the name changed the post's structure")
        shown = forums.outside_code(evil_text, fmt)
        if fmt in MARKDOWN and re.search(r"https?://|(?<![\w\u200b])www\.", shown):
            problems.append(f"{name}: a bare URL a Markdown renderer would link")
        if fmt == "discord" and "@everyone" in shown:
            problems.append(f"{name}: @everyone would ping")
        if fmt in BBCODE and ("<a " in forums.render_html(evil_text, fmt)
                              and "<a " not in forums.render_html(plain_text, fmt)):
            problems.append(f"{name}: the board would link the name")
    assert not problems, "\n".join(problems[:20])


# Copying from a post: commands hash as printed ---------------------------------------------------

def run(command: str) -> str:
    done = subprocess.run(["sh", "-c", command], capture_output=True, text=True, check=True)
    return done.stdout.split()[0]


needs_shell = pytest.mark.skipif(not (shutil.which("sh") and shutil.which("sha256sum")),
                                 reason="needs sh and sha256sum")


@needs_shell
@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_commitment_checks_copied_from_a_reveal_print_the_commitments(pipeline, fmt):
    """Hostile names through the real pipeline (new, choose, reveal): every check command a
    reader copies from the rendered reveal runs as printed and prints that player's commitment."""
    names = ["[b]Ann", "*Bob*_x_", "http://cy.example", "`Dee` @everyone", "Eve's <i> 100%\\n"]
    created = lifecycle.new_campaign(pipeline.store, "copy", "dc", names, seed="s")
    for player, phase in zip(names, ("build", "prod", "colonisation", "build", "trade")):
        pipeline.choose("copy", player, phase)
    view = pipeline.reveal("copy")
    expected = {r["commitment"] for r in view["revealed"].values()}
    assert len(expected) == len(names)
    assert expected == set(created.campaign.entry.commitments and view["commitments"].values()
                           or expected)
    text = str(posts.reveal_post(view, fmt))
    seen = forums.shown(text, fmt) if fmt != "terminal" else text
    found = forums.commands(seen)
    assert len(found) == len(names), f"{len(found)} check commands shown in {fmt}"
    for command in found:
        assert not forums.invisible(command), command
    assert {run(command) for command in found} == expected


@needs_shell
@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_seed_check_copied_from_the_last_post_prints_the_seed_commitment(fmt):
    seed = "[b]5eed`@x http://s.example www.y.org 'q' 100%\\n"
    view = summary_end_view()
    view["seed"] = seed
    view["seed_commitment"] = commitments.commit_seed(view["campaign_id"], seed, view["seed_salt"])
    text = str(posts.round_summary(view, fmt))
    seen = forums.shown(text, fmt) if fmt != "terminal" else text
    found = forums.commands(seen)
    assert len(found) == 1 and not forums.invisible(found[0])
    assert run(found[0]) == view["seed_commitment"]


@pytest.mark.parametrize("fmt", ("smf", "phpbb", "markdown", "plain"))
def test_a_revealed_seed_is_shown_exactly_where_the_target_has_code_blocks(fmt):
    seed = "[b]5eed http://s.example *x*"
    view = summary_end_view()
    view["seed"] = seed
    assert f"seed: {seed}" in forums.shown(str(posts.round_summary(view, fmt)), fmt)


# Discord: sections stay together ---------------------------------------------------------------

def _ends_with_an_introduction(message: str) -> str | None:
    last = [p for p in message.split("\n\n") if p.strip()][-1]
    lines = last.split("\n")
    if lines[-1].strip().startswith(FENCE):
        return None
    if len(lines) == 1 and lines[0].startswith("**"):
        return lines[0]
    if lines[-1].rstrip().endswith((":", ":**")):
        return lines[-1]
    return None


def test_discord_messages_never_end_with_a_heading_or_label(pipeline_views, tmp_path):
    split_any = False
    for name, (render, view) in every_view(pipeline_views, tmp_path).items():
        messages = messages_of(str(render(view, "discord")))
        split_any |= len(messages) > 1
        for number, message in enumerate(messages[:-1], 1):
            assert len(message) <= 2000
            dangling = _ends_with_an_introduction(message)
            assert dangling is None, f"{name}: message {number} ends with {dangling!r}"
            following = messages[number].lstrip("\n")
            assert not following.startswith(FENCE), f"{name}: message {number + 1} starts with a table"
    assert split_any


def test_discord_keeps_a_label_with_its_table():
    from gm_tool.render.discord import split_messages

    filler = "\n\n".join(f"- line {i} " + "x" * 60 for i in range(24))
    text = (filler + "\n\n- **Trade Environment:** Expansion\n\n```\nA  B\n-  -\n1  2\n```"
            + "\n\n**Settlements**\n\n- **Buildings** (3/15 spaces):\n\n```\n#  X\n-  -\n1  y\n```")
    for limit in range(300, 2100, 37):
        messages = split_messages(text, limit)
        for message in messages:
            assert len(message) <= limit
            if "```" in message:
                before = message.split("```")[0].rstrip().split("\n")[-1]
                assert before.endswith(("Expansion", "spaces):")) or message.startswith("```") is False
        for a, b in zip(messages, messages[1:]):
            assert not b.startswith("```")
            assert not a.rstrip().endswith(("**Settlements**", "spaces):", "Expansion"))


# Results say why ---------------------------------------------------------------------------------

def flat(text: Any) -> str:
    return " ".join(str(text).split())


@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_a_tie_broken_by_wealth_says_so_with_the_figures(fmt):
    view = summary_end_view()
    view["summary"]["final"].update(winners=["Bob"], tie_break="wealth")
    text = flat(posts.round_summary(view, fmt))
    assert "Ann and Bob both have 4 VP; Bob wins on Wealth" in text.replace("**", "").replace("\\", "")
    assert "19 to 10" in text and "tie_break = wealth" in text.replace("\\_", "_")


@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_a_shared_tie_names_its_setting(fmt):
    text = flat(posts.round_summary(summary_end_view(), fmt)).replace("\\_", "_")
    assert "a shared victory (setting tie_break = shared)" in text


def test_a_colonization_tie_broken_by_colonies_says_so():
    view = colonization_view("final")
    final = view["summary"]["final"]
    top = max(final["scores"], key=lambda line: line["total"])  # Dee, the winner
    final["scores"][1] = dict(final["scores"][1], total=top["total"])  # Bob ties
    final["tie_break"] = "most_colonies"
    colonies = {p: d["colonies"] for p, d in view["summary"]["state"]["players"].items()}
    text = flat(posts.round_summary(view, "plain"))
    assert f"Bob and Dee both have {top['total']} points" in text
    assert (f"Dee wins on colonies (setting tie_break = most_colonies), "
            f"{colonies['Dee']} to {colonies['Bob']}") in text


@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_the_round_an_end_condition_is_met_says_so(fmt):
    text = flat(posts.round_summary(summary_end_view(), fmt)).replace("\\", "")
    if fmt == "terminal":  # in the header panel, folded at its width
        text = " ".join(text.replace("│", " ").split())
    assert "The VP Pool is empty and Ann's settlement has no free space left: the game ends after this round." in text
    assert "the game ends after this round" not in flat(posts.round_summary(summary_view(), fmt))


@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_the_first_post_shows_the_first_trade_prices(pipeline_views, fmt):
    text = flat(posts.new_campaign(pipeline_views["dc_new_campaign"][1], fmt))
    assert "the first Trade phase uses Expansion" in text
    assert "Buys At" in text and "Food" in text and "14" in text  # Expansion's printed stock


def test_the_first_trade_environment_is_the_setting(pipeline):
    created = lifecycle.new_campaign(pipeline.store, "war", "dc", ["Ann", "Bob"], seed="s",
                                     assignments=["first_trade_environment=war"])
    view = public_campaign(created.campaign)
    assert "the first Trade phase uses War" in flat(posts.new_campaign(view, "plain"))


@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_status_of_a_finished_distant_colony_game(fmt):
    view = dc_finished_status()
    text = flat(posts.status(view, fmt)).replace("\\", "")
    for needed in ("game over", "Game over", "Shared victory", "Ann and Bob", "Unempl",
                   view["seed"], view["seed_salt"], "sha256sum"):
        assert needed in text, f"{needed!r} missing in {fmt}"


def test_a_compulsory_colonist_for_a_missing_post_is_what_happened(pipeline):
    """missed_turn = auto, nobody posts, everybody chose Colonization: the tool takes each
    player's compulsory colonist; the summary says so, not SKIPPED."""
    created = lifecycle.new_campaign(pipeline.store, "auto", "dc", ["Ann", "Bob"], seed="s",
                                     assignments=["missed_turn=auto"])
    assert created
    for player in ("Ann", "Bob"):
        pipeline.choose("auto", player, "colonisation")
    pipeline.reveal("auto")
    with pipeline.store.transaction("auto") as campaign:
        record = turns.resolve(campaign).record
        game = lifecycle.game_of(campaign)
        view = public_campaign(campaign)
        view["summary"] = game.summary_view(record, game.load_settings(campaign.settings))
    for player in view["summary"]["players"]:
        assert player["skipped"] == []
        assert any(f"compulsory: the tool took it for {player['name']}, who sent no post" in a
                   for a in player["actions"]), player["actions"]
    for fmt in FORUMS + ("terminal",):
        text = str(posts.round_summary(view, fmt))
        assert "SKIPPED" not in text and "the tool took it for Ann" in text


def test_a_missed_colonization_turn_is_what_happened(pipeline):
    """missed_turn = auto and no post: the tool passes the turn; the post says so as what
    happened, not as SKIPPED."""
    lifecycle.new_campaign(pipeline.store, "col", "colonization", ["Ann", "Bob"], seed="s",
                           assignments=["missed_turn=auto"])
    with pipeline.store.transaction("col") as campaign:
        record = turns.resolve(campaign).record
        game = lifecycle.game_of(campaign)
        view = public_campaign(campaign)
        view["summary"] = game.summary_view(record, game.load_settings(campaign.settings))
    assert view["summary"]["skipped"] == []
    for fmt in FORUMS + ("terminal",):
        text = flat(posts.round_summary(view, fmt)).replace("\\", "")
        assert "SKIPPED" not in text
        assert "Ann sent no turn post, so the tool passed the turn for them" in text


# Words, step labels, public draws ----------------------------------------------------------------

@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_colonization_says_turn(fmt):
    view = {"game": "colonization", "campaign": "col", "round": 15, "player": "Ann",
            "accepted": True, "replaced": False, "diagnostics": [], "details": {}}
    text = flat(posts.check_reply(view, fmt))
    assert "turn 15" in text and "round" not in text.lower()
    reminder = flat(posts.reminder(reminder_views()["reminder_colonization"], fmt))
    assert "Dee's turn 15" in reminder.replace("\\", "") and "round" not in reminder.lower()


@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_colonization_finished_status_and_final_report_agree_on_the_turn(fmt):
    view = colonization_view("final")
    last = view["summary"]["turn"]
    status = flat(posts.status(view, fmt))
    report = flat(posts.round_summary(view, fmt))
    assert f"game over after turn {last}" in status
    assert f"turn {last}" in report
    assert f"turn {last + 1}" not in status + report


@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_status_posts_name_the_step(pipeline_views, fmt):
    dc = flat(posts.status(pipeline_views["dc_status"][1], fmt))
    assert "phase choice, round 2" in dc
    view = colonization_view("mid")
    view["step"] = {"kind": "turn", "players": ["Dee"], "label": "Dee's turn 15", "noun": "choice"}
    assert "Dee's turn 15" in flat(posts.status(view, fmt)).replace("\\", "")


@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
@pytest.mark.parametrize("name", ["dc_status_chance", "col_status_chance",
                                  "dc_round_summary_chance", "col_round_summary_chance"])
def test_public_draws_are_shown(pipeline_views, fmt, name):
    render, view = pipeline_views[name] if name in pipeline_views else (FIXTURES[name][0],
                                                                        FIXTURES[name][1]())
    text = flat(render(view, fmt)).replace("\\", "")
    label = "round 1 dice" if "summary" in name else "round 2 dice"
    assert f"Public draw: {label}" in text
    assert "The lot is 3 hundred grams of saffron" in text and "Price: 3" in text
    assert "lot die" in text and "price die" in text
    assert re.search(r"\b7\b.*lot die.*\b8\b.*price die", text)


@pytest.mark.parametrize("fmt", FORUMS + ("terminal",))
def test_reminder_posts(fmt):
    views = reminder_views()
    text = str(posts.reminder(views["reminder"], fmt))
    assert "turn posts, round 3" in text and "Ann" in text and "Bob" in text
    assert "2 days 1 hour left" in text and "Dropped, no action needed: Cy" in text
    assert "overdue by 5 hours" in str(posts.reminder(views["reminder_overdue"], fmt))
    assert "Everybody's turn post is in" in str(posts.reminder(views["reminder_all_in"], fmt))
    assert "No deadline has been set." in str(posts.reminder(views["reminder_all_in"], fmt))
    assert "nobody owes anything" in str(posts.reminder(views["reminder_ended"], fmt))
    if fmt in MARKDOWN:
        # title, list and Deadline line are separate blocks, not one paragraph or list item
        tokens = forums.markdown_parser().parse(messages_of(text)[0])
        kinds = [t.type for t in tokens if t.level == 0 and t.type.endswith("_open")]
        assert kinds[:4] == ["paragraph_open", "paragraph_open", "bullet_list_open", "paragraph_open"]
        deadline = [t for t in tokens if t.type == "inline" and t.content.startswith("Deadline:")]
        assert deadline and deadline[0].level == 1
    if fmt == "plain":
        assert all(len(line) <= 72 for line in text.split("\n"))


# Standard output is the post alone ---------------------------------------------------------------

def test_posting_commands_print_only_the_post(tmp_path):
    """`gm new`, `choose`, `reveal`, `status`, `remind` in a forum format: standard output is the
    post and nothing else (messages for the GM, such as "Saved to …", go to standard error)."""
    from typer.testing import CliRunner

    from gm_tool.cli.app import build_app, all_modules

    app = build_app(all_modules())
    runner = CliRunner()
    folder = str(tmp_path / "campaigns")

    def gm(*args: str):
        result = runner.invoke(app, [*args, "--dir", folder])
        assert result.exit_code == 0, result.output
        return result

    new = gm("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "--format", "smf")
    assert "Saved to" not in new.stdout and "Saved to" in new.stderr
    assert new.stdout.startswith("[size=")
    # the post ends with the table, then the opening marker gm thread looks for
    assert new.stdout.rstrip().endswith("or this post with --full)\n\ngm_tool · g · Round 1 · phase choice opened")
    posts_out = [new.stdout,
                 gm("choose", "g", "Ann", "build", "--format", "smf").stdout,
                 gm("choose", "g", "Bob", "prod", "--format", "smf").stdout,
                 gm("status", "g", "--format", "smf").stdout,
                 gm("remind", "g", "--format", "smf").stdout,
                 gm("reveal", "g", "--format", "smf").stdout]
    for out in posts_out:
        assert forums.unbalanced_tags(out, "smf") == []
        for stray in ("Saved to", "note:", "warning:", "campaign.toml"):
            assert stray not in out
    col = gm("new", "c", "--game", "colonization", "-p", "Ann", "-p", "Bob", "--format", "plain")
    assert "Saved to" not in col.stdout
    reminder = gm("remind", "c", "--format", "plain").stdout
    assert "turn 1" in reminder and "round" not in reminder.lower()
