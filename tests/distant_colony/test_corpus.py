"""Runs every post of tests/distant_colony/corpus against its sidecar's expectations."""

from __future__ import annotations

from dataclasses import asdict

import pytest

from gm_tool.core.kit.diagnostics import Severity
from gm_tool.games.distant_colony.posts.checking import check_post
from gm_tool.games.distant_colony.posts import parse_post
from gm_tool.games.distant_colony.settings import DistantColonySettings
from .corpus_lib import build_state, corpus_cases, load_case

CASES = corpus_cases()
_ORDER_FIELDS = ("take", "reserve", "builds", "trades", "moves", "player_trades",
                 "borrowed_phase", "discard", "survey")


def test_corpus_is_big_enough():
    assert len(CASES) >= 40


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_corpus_case(path):
    text, spec = load_case(path)
    expect = spec.get("expect", {})
    state = build_state(spec.get("setup"))
    parsed = parse_post(text, state, spec.get("player", "Alice"), DistantColonySettings())
    rendered = "\n".join(f"  {d.severity.value} {d.code} {d.render()}" for d in parsed.diagnostics)
    where = f"{path.name}\n{rendered}"

    codes = sorted(d.code for d in parsed.diagnostics if d.severity is not Severity.INFO)
    assert codes == sorted(expect.get("codes", [])), where
    infos = {d.code for d in parsed.diagnostics if d.severity is Severity.INFO}
    for code in expect.get("info", []):
        assert code in infos, where
    for code in expect.get("not_info", []):
        assert code not in infos, where
    for code, lines in expect.get("lines", {}).items():
        assert sorted(d.line for d in parsed.diagnostics if d.code == code) == sorted(lines), where

    orders = asdict(parsed.orders)
    for name in _ORDER_FIELDS:
        if name in expect:
            assert orders[name] == _normalise(name, expect[name]), f"{name}: {where}"
    if "production" in expect:
        wanted = expect["production"]
        if wanted == "all":
            assert parsed.orders.production is None, where
        else:
            got = [asdict(s) for s in parsed.orders.production or []]
            assert len(got) == len(wanted), f"production {got}: {where}"
            for g, w in zip(got, wanted):
                assert {k: g[k] for k in w} == w, f"production {got}: {where}"

    for claim in expect.get("claims", []):
        found = [c for c in parsed.claims
                 if c.section == claim["section"]
                 and c.deltas == claim["deltas"]
                 and ("subsection" not in claim or c.subsection == claim["subsection"])
                 and ("line" not in claim or c.line == claim["line"])]
        assert found, f"claim {claim} not in {[c.to_dict() for c in parsed.claims]}: {where}"
    if "claim_count" in expect:
        assert len(parsed.claims) == expect["claim_count"], \
            f"{[c.to_dict() for c in parsed.claims]}: {where}"
    if "turn_lines" in expect:
        assert list(parsed.turn_lines or []) == expect["turn_lines"], where


def _normalise(name, value):
    if value == "__none__":  # TOML has no null
        return None
    if name == "builds":
        return [{"kind": b["kind"], "staff": [{"colonist": s["colonist"], "source": s.get("source", "housing")}
                                              for s in b.get("staff", [])]} for b in value]
    if name == "trades":
        return [{"verb": t["verb"], "item": t["item"], "amount": t.get("amount", 1)} for t in value]
    if name == "player_trades":
        return [{"partner": t["partner"], "give": t.get("give", {}), "receive": t.get("receive", {})}
                for t in value]
    return value


@pytest.mark.parametrize("path", [p for p in CASES if "check" in load_case(p)[1]],
                         ids=[p.stem for p in CASES if "check" in load_case(p)[1]])
def test_corpus_check(path):
    """`[check]`: what gm check replies (checking.check_post: the rules and the claims too)."""
    text, spec = load_case(path)
    expect = spec["check"]
    checked = _checked(text, spec)
    rendered = "\n".join(f"  {d.severity.value} {d.code} {d.render()}" for d in checked.diagnostics)
    where = f"{path.name}\n{rendered}"
    codes = sorted(d.code for d in checked.diagnostics if d.severity is not Severity.INFO)
    assert codes == sorted(expect.get("codes", [])), where
    infos = {d.code for d in checked.diagnostics if d.severity is Severity.INFO}
    for code in expect.get("info", []):
        assert code in infos, where
    for code, lines in expect.get("lines", {}).items():
        assert sorted(d.line for d in checked.diagnostics if d.code == code) == sorted(lines), where
    messages = [d.message for d in checked.diagnostics]
    for wanted in expect.get("messages", []):
        assert any(wanted in m for m in messages), f"{wanted!r} in no message: {where}"
    for unwanted in expect.get("not_messages", []):
        assert not any(unwanted in m for m in messages), f"{unwanted!r} in a message: {where}"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_check_reply_is_in_line_order(path):
    """docs/reading.md: diagnostics come in the order of the post's lines (none first)."""
    text, spec = load_case(path)
    lines = [d.line if d.line is not None else 0 for d in _checked(text, spec).diagnostics]
    assert lines == sorted(lines), path.name


def _checked(text, spec):
    state = build_state(spec.get("setup"))
    return check_post(state, spec.get("player", "Alice"), text, DistantColonySettings(),
                      spec.get("others", {}))
