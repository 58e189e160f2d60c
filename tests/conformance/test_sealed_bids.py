"""Sealed Bids' own tests, as a new game's package would have them: its adjudication cases
(test_game/cases/*.toml), its hidden stocks, a GM's hand edit replayed by gm verify, and its
post reader. The conformance suite (test_conformance.py) plays it like every other game."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from adjudication import Catalogue, ScriptedRng, id_only
from conformance_lib import NAME, Gm, err_of, leaks

from gm_tool.core.engine.steps import step_of
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import find_game
from gm_tool.core.ops.export import public_copy
from gm_tool.core.kit.rng import RecordedRng

CASES_DIR = Path(__file__).parent / "test_game" / "cases"
GAME = find_game("sealed-bids")


def scripted_die(faces) -> ScriptedRng:
    """The lot die shows the faces a case lists (1 to 6), in order."""
    return ScriptedRng(faces, lambda face: int(face) - 1)


def run_case(case: dict) -> list[str]:
    players = case.get("players", ["Ann", "Bob", "Cy"])
    settings = GAME.settings_model.model_validate(case.get("settings", {}))
    state = GAME.setup(players, settings, RecordedRng(case["id"], "cases"))
    state["coins"].update(case.get("coins", {}))
    state["stock"].update(case.get("stock", {}))
    checked = bid_error = None
    for number, action in enumerate(case.get("steps", []), 1):
        step = GAME.step(state, players, settings)
        if "roll" in action:
            if step.kind != "chance":
                return [f"step {number}: the game waits for a {step.kind} step, not the die"]
            state = GAME.apply_chance(state, settings, scripted_die([action["roll"]])).state
        elif "bids" in action:
            if step.kind != "secret":
                return [f"step {number}: the game waits for a {step.kind} step, not bids"]
            choices = {p: None for p in step.players}
            try:
                for player, text in action["bids"].items():
                    choices[player] = GAME.read_choice(state, step, player, text, settings).text
            except GmError as exc:
                bid_error = exc.message
                break
            state = GAME.apply_secret(state, choices, settings, scripted_die([])).state
        else:
            if step.kind != "turn":
                return [f"step {number}: the game waits for a {step.kind} step, not a post"]
            player = step.players[0]
            checked = GAME.check_post(state, player, action["post"], settings, {})
            if checked.accepted:
                state = GAME.apply_posts(state, {player: action["post"]}, settings,
                                         scripted_die([]), False).state
    GAME.check_state(state, players)
    return compare(case["expect"], state, checked, bid_error)


def compare(expect: dict, state: dict, checked, bid_error: str | None) -> list[str]:
    problems = []

    def want(what, got, wanted):
        if got != wanted:
            problems.append(f"{what}: got {got!r}, expected {wanted!r}")

    for key in ("phase", "winner", "to_act", "round", "order", "winners"):
        if key in expect:
            want(key, state[key], expect[key])
    for key in ("coins", "stock"):
        for player, value in expect.get(key, {}).items():
            want(f"{key}.{player}", state[key][player], value)
    if "lot" in expect:
        want("lot", state["lot"], expect["lot"])
    if "stock_between" in expect:
        low, high = expect["stock_between"]
        for player, grams in state["stock"].items():
            if not low <= grams <= high or grams % 100:
                problems.append(f"stock.{player}: {grams} is not {low} to {high} in hundreds")
    if "totals" in expect:
        got = {line["player"]: line["total"] for line in state["final"]}
        want("totals", got, expect["totals"])
    if "accepted" in expect:
        want("accepted", checked.accepted if checked else None, expect["accepted"])
    if "codes" in expect:
        want("codes", sorted(d.code for d in checked.diagnostics), sorted(expect["codes"]))
    text = " ".join(f"{d.message} {d.hint or ''}" for d in (checked.diagnostics if checked else []))
    for word in expect.get("message_lacks", []):
        if word in text:
            problems.append(f"the diagnostics say {word!r}: {text}")
    for word in expect.get("hint_contains", []):
        if word not in text:
            problems.append(f"the diagnostics do not say {word!r}: {text}")
    if "bid_error" in expect and (bid_error is None or expect["bid_error"] not in bid_error):
        problems.append(f"bid error: got {bid_error!r}, expected {expect['bid_error']!r}")
    return problems


CATALOGUE = Catalogue(CASES_DIR, run_case, r"SB-\d{3}", test_id=id_only)


@CATALOGUE.each_case
def test_case(case):
    CATALOGUE.assert_passes(case)


def test_cases_are_numbered_once_and_name_their_rule():
    CATALOGUE.assert_numbered_once(at_least=10)
    CATALOGUE.assert_each_expects_something(names_its_rule=True)


def test_the_stocks_are_hidden_until_the_end():
    settings = GAME.settings_model()
    state = GAME.setup(["Ann", "Bob"], settings, RecordedRng("s", "t"))
    assert "stock" not in GAME.view(state, None, settings)
    redacted = GAME.view(state, None, settings, as_state=True)
    assert set(redacted["stock"].values()) == {"hidden"}
    GAME.check_state(redacted, ["Ann", "Bob"])            # a public copy is still a valid state
    ended = {**state, "phase": "over", "ended": True}
    assert GAME.view(ended, None, settings, as_state=True)["stock"] == state["stock"]


def test_a_player_checks_a_sale_on_the_public_copy_without_the_stock():
    settings = GAME.settings_model()
    state = GAME.setup(["Ann", "Bob"], settings, RecordedRng("s", "t"))
    state = GAME.apply_chance(state, settings, scripted_die([4])).state
    state = GAME.apply_secret(state, {"Ann": "0", "Bob": "0"}, settings, scripted_die([])).state
    public = GAME.view(state, None, settings, as_state=True)
    assert GAME.check_post(public, "Ann", "sell 99900 g", settings, {}).accepted
    refused = GAME.check_post(state, "Ann", "sell 99900 g", settings, {})
    assert not refused.accepted
    assert not leaks(" ".join(d.message for d in refused.diagnostics),
                     {str(state["stock"]["Ann"]): "Ann's stock"})


def test_the_public_copy_hides_the_stocks(tmp_path):
    gm = Gm(tmp_path / "c")
    assert gm("new", NAME, "-g", "sb", "-p", "Ann", "-p", "Bob", "--seed", "s-91").exit_code == 0
    campaign = gm.load()
    data = public_copy(campaign)
    assert set(data["state"]["stock"].values()) == {"hidden"}
    assert data["secret"]["seed"] != campaign.secret.seed


# GM operations the suite cannot do generically ----------------------------------------------

def test_a_hand_edit_is_checked_recorded_and_replayed(tmp_path):
    gm = Gm(tmp_path / "c")
    assert gm("new", NAME, "-g", "sb", "-p", "Ann", "-p", "Bob", "--seed", "s-92").exit_code == 0
    editor = tmp_path / "editor.py"
    editor.write_text("import sys, re\n"
                      "p = sys.argv[1]\n"
                      "t = open(p).read()\n"
                      "t = re.sub(r'(\\[state\\.coins\\]\\nAnn = )10', r'\\g<1>12', t)\n"
                      "open(p, 'w').write(t)\n")
    result = gm("edit", NAME, "--reason", "a lost coin found",
                env={"EDITOR": f"{sys.executable} {editor}", "VISUAL": ""})
    assert result.exit_code == 0, result.output
    assert "Ruling #1" in result.stdout and gm.load().state["coins"]["Ann"] == 12
    broken = tmp_path / "broken.py"
    broken.write_text("import sys\np = sys.argv[1]\nt = open(p).read()\n"
                      "open(p, 'w').write(t.replace('phase = \"bid\"', 'phase = \"lunch\"'))\n")
    refused = gm("edit", NAME, "--reason", "x", env={"EDITOR": f"{sys.executable} {broken}",
                                                     "VISUAL": ""})
    assert refused.exit_code == 1 and "state.phase" in err_of(refused)
    verify = gm("verify", NAME)
    assert verify.exit_code == 0 and "OK" in verify.stdout, verify.output


def test_a_bid_is_read_as_its_canonical_text(tmp_path):
    gm = Gm(tmp_path / "c")
    assert gm("new", NAME, "-g", "sb", "-p", "Ann", "-p", "Bob", "--seed", "s-93").exit_code == 0
    assert gm("choose", NAME, "ann", "Bid: 3 coins").exit_code == 0
    campaign = gm.load()
    assert campaign.secret.choices["Ann"].choice == "3"
    refused = gm("choose", NAME, "Bob", "bid 11")
    assert refused.exit_code == 1 and "10 coins" in err_of(refused) and "hint:" in err_of(refused)
    refused = gm("choose", NAME, "Bob", "a lot")
    assert refused.exit_code == 1 and "bid 3" in err_of(refused)
    assert step_of(gm.load()).kind == "secret"
