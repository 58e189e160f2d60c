"""Throws' own tests (tests/conformance/throws_game/): a game made of secret steps alone
(issue 20, item 2), played through the real `gm` commands. Each round is its own record entry,
its commitments carry the game's own round, the reveal post's commands print the very
commitments `gm choose` published, and `gm log`, `gm verify`, `gm report --round` and
`gm status --json` all speak of the game's rounds. The conformance suite (test_conformance.py)
plays it like every other game. At the end: an entry closed by its reveal is undone to just
before that reveal (every choice in again), replayed by `gm verify` and logged with its draws."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest
from adjudication import Catalogue, Mismatches, id_only
from conformance_lib import NAME, Gm, err_of

from gm_tool.core.engine.steps import step_of
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import find_game

GAME = find_game("throws")
PLAYERS = ("Ann", "Bob", "Cy")
#: each round's throws, as the players might write them in a private message
ROUNDS = [
    {"Ann": "I'll go rock!", "Bob": "paper pls", "Cy": "scissors"},
    {"Ann": "Rock", "Bob": "rock :)", "Cy": "Hi GM,\npaper this time\nCheers"},
    {"Ann": "[b]paper[/b]", "Bob": "I think I'll throw paper", "Cy": "stone"},
]
CANONICAL = [
    {"Ann": "rock", "Bob": "paper", "Cy": "scissors"},
    {"Ann": "rock", "Bob": "rock", "Cy": "paper"},
    {"Ann": "paper", "Bob": "paper", "Cy": "rock"},
]
COMMITMENT = re.compile(r"\b[0-9a-f]{64}\b")
#: a check command, on one line or folded over lines ending in " \\" (its parts printed one after
#: the other)
CHECK = re.compile(r"printf '%s' ((?:'[^'\n]*'(?: \\\n\s*| ))*'[^'\n]*') \| sha256sum")


def preimages(text: str) -> list[str]:
    """What each plain check command in `text` hashes."""
    return ["".join(re.findall(r"'([^']*)'", args)) for args in CHECK.findall(text)]


@pytest.fixture
def gm(tmp_path):
    gm = Gm(tmp_path / "campaigns")
    args = ["new", NAME, "--game", "throws", "--seed", "throws-seed-5e1"]
    for p in PLAYERS:
        args += ["-p", p]
    result = gm(*args)
    assert result.exit_code == 0, result.output
    return gm


def play_round(gm: Gm, number: int) -> tuple[dict[str, str], dict[str, str], str]:
    """One round through gm choose and gm reveal: (each player's `gm choose` output, each
    player's commitment as printed, the reveal post in plain text)."""
    said, commitments = {}, {}
    for player, text in ROUNDS[number - 1].items():
        result = gm("choose", NAME, player, text)
        assert result.exit_code == 0, result.output
        said[player] = result.stdout
        found = COMMITMENT.findall(result.stdout)
        assert len(found) == 1, result.stdout
        commitments[player] = found[0]
        assert CANONICAL[number - 1][player] in err_of(result)  # "read Ann's throw as: rock …"
    result = gm("reveal", NAME, "--format", "plain")
    assert result.exit_code == 0, result.output
    return said, commitments, result.stdout


def test_three_rounds_through_the_cli(gm):
    folder = gm.store.folder(NAME)
    said, commitments, reveals = {}, {}, {}
    for number in (1, 2, 3):
        assert gm.load().state["round"] == number
        status = json.loads(gm("status", NAME, "--json").stdout)
        assert status["round"] == number  # the game's round, not the engine's entry count
        said[number], commitments[number], reveals[number] = play_round(gm, number)

    # each round is its own record entry, one file per round
    assert sorted(p.name for p in (folder / "history").glob("round-*.toml")) == [
        "round-0000-setup.toml", "round-0001.toml", "round-0002.toml", "round-0003.toml"]
    for number in (1, 2, 3):
        record = gm.store.read_history(NAME, f"round-{number:04d}")
        secret = [s for s in record["steps"] if s.get("kind") == "secret"]
        assert len(secret) == 1 and secret[0]["label"] == f"throw, round {number}"
        assert {p: r["choice"] for p, r in secret[0]["revealed"].items()} == CANONICAL[number - 1]

    # round 2's commitment lines say Round 2, never Round 1
    for player, out in said[2].items():
        assert "Round 2" in out and "Round 1" not in out, out

    # the reveal post's commands print the commitments gm choose published, round by round
    for number in (1, 2, 3):
        checks = [c for c in preimages(reveals[number]) if "|rng-seed|" not in c]
        assert len(checks) == len(PLAYERS), reveals[number]
        printed = {}
        for preimage in checks:
            _, round_word, player, choice, _ = preimage.split("|")
            assert round_word == str(number)
            assert choice == CANONICAL[number - 1][player]
            printed[player] = hashlib.sha256(preimage.encode("utf-8")).hexdigest()
        assert printed == commitments[number]
        assert f"Round {number}" in reveals[number].splitlines()[0]

    # gm log shows every round's throws
    log = gm("log", NAME)
    assert log.exit_code == 0, log.output
    for number in (1, 2, 3):
        thrown = ", ".join(f"{p} {t}" for p, t in CANONICAL[number - 1].items())
        assert f"Round {number}" in log.stdout and thrown in log.stdout, log.stdout

    # gm verify replays the three rounds
    verify = gm("verify", NAME)
    assert verify.exit_code == 0 and "OK" in verify.stdout, verify.output

    # gm report --round 2 shows round 2
    report = gm("report", NAME, "--round", 2, "--format", "plain")
    assert report.exit_code == 0, report.output
    head = report.stdout.splitlines()[0]
    assert "round 2" in head.lower() and "round 3" not in head.lower(), report.stdout
    assert "Cy: paper beats rock (+2)" in report.stdout

    # the end: the scores, and status --json still gives the game's round
    campaign = gm.load()
    assert step_of(campaign).kind == "end"
    assert campaign.state["points"] == {"Ann": 2, "Bob": 2, "Cy": 3}
    assert campaign.state["winners"] == ["Cy"]
    status = json.loads(gm("status", NAME, "--json").stdout)
    assert status["round"] == campaign.state["round"] == 3


def test_a_throw_is_read_from_what_players_write():
    state = GAME.setup(list(PLAYERS), GAME.settings_model(), None)
    settings = GAME.settings_model()
    step = GAME.step(state, list(PLAYERS), settings)
    assert (step.kind, step.label, step.noun) == ("secret", "throw, round 1", "throw")
    for text, throw in [("rock", "rock"), ("I'll go rock!", "rock"), ("paper pls", "paper"),
                        ("Scissors :D", "scissors"), ("gonna throw Paper", "paper"),
                        ("Hi GM,\nscissors this time\nCheers, Ann", "scissors"),
                        ("[quote]rock?[/quote]\npaper", "paper"),
                        ("rock\n(paper next time)", "rock")]:
        assert GAME.read_choice(state, step, "Ann", text, settings).text == throw, text
    for text in ("lizard", "rock or paper", "not rock", "rock, paper, scissors", ""):
        with pytest.raises(GmError):
            GAME.read_choice(state, step, "Ann", text, settings)
    assert GAME.read_choice(state, step, "Ann", "rock", settings).read_as == "rock (beats scissors)"


def run_case(case: dict) -> list[str]:
    """An adjudication case: its rounds played through read_choice and apply_secret."""
    players = case.get("players", list(PLAYERS))
    settings = GAME.settings_model.model_validate(case.get("settings", {}))
    state = GAME.setup(players, settings, None)
    for sent in case["rounds"]:
        step = GAME.step(state, players, settings)
        if step.kind != "secret":
            return [f"the game waits for a {step.kind} step"]
        choices = {p: (GAME.read_choice(state, step, p, sent[p], settings).text if p in sent else None)
                   for p in step.players}
        state = GAME.apply_secret(state, choices, settings, None).state
        GAME.check_state(state, players, settings)
    problems = Mismatches()
    for key, value in case["expect"].items():
        problems.check(f"{key} ({case['rule']})", value, state[key])
    problems.check("the step after", "end" if state["ended"] else "secret",
                   GAME.step(state, players, settings).kind)
    return problems


CATALOGUE = Catalogue(Path(__file__).parent / "throws_game" / "cases", run_case, r"TH-\d{3}",
                      test_id=id_only)


@CATALOGUE.each_case
def test_case(case):
    CATALOGUE.assert_passes(case)


def test_a_round_scores_each_throw_beaten():
    from throws_game.rules import score

    assert score({"Ann": "rock", "Bob": "scissors", "Cy": "scissors"}) == {"Ann": 2, "Bob": 0, "Cy": 0}
    assert score({"Ann": "rock", "Bob": "paper", "Cy": "scissors"}) == {"Ann": 1, "Bob": 1, "Cy": 1}
    assert score({"Ann": "rock", "Bob": ""}) == {"Ann": 0, "Bob": 0}


def test_a_missing_throw_is_recorded_as_none(gm):
    assert gm("choose", NAME, "Ann", "rock").exit_code == 0
    assert gm("choose", NAME, "Bob", "scissors").exit_code == 0
    assert gm("reveal", NAME).exit_code == 1          # Cy has not thrown
    assert gm("reveal", NAME, "--force").exit_code == 0
    state = gm.load().state
    assert state["throws"] == {"Ann": "rock", "Bob": "scissors", "Cy": ""}
    assert state["points"] == {"Ann": 1, "Bob": 0, "Cy": 0}
    assert gm("verify", NAME).exit_code == 0


# An entry closed by its reveal: undone to just before it, replayed, logged --------------------


def test_undo_takes_back_a_round(gm):
    for number in (1, 2):
        play_round(gm, number)
    result = gm("undo", NAME, "--reason", "a throw sent to the wrong campaign")
    assert result.exit_code == 0, result.output
    assert gm.load().state["round"] == 2


def test_verify_does_not_say_the_game_ended_after_round_1(gm):
    play_round(gm, 1)
    result = gm("verify", NAME)
    assert result.exit_code == 0
    assert "the game ended" not in result.stdout, result.stdout


def test_log_names_the_draw_index_of_each_round(gm):
    play_round(gm, 1)
    result = gm("log", NAME)
    assert result.exit_code == 0
    assert "index ?" not in result.stdout, result.stdout
