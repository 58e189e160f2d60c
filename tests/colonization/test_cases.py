"""The adjudication catalogue: every case in tests/colonization/cases/*.toml, one test each."""

from __future__ import annotations

import re

import pytest

from .caselib import load_cases, run_case

CASES = load_cases()


@pytest.mark.parametrize("case", CASES, ids=[f"{c['id']}-{c['name'][:50]}" for c in CASES])
def test_case(case):
    problems = run_case(case)
    assert not problems, f"{case['id']} {case['name']} ({case['_file']}):\n  " + "\n  ".join(problems)


def test_catalogue_has_at_least_30_uniquely_numbered_cases():
    ids = [c["id"] for c in CASES]
    assert len(ids) >= 30
    assert len(set(ids)) == len(ids), "case ids must be unique"
    assert all(re.fullmatch(r"COL-\d{3}", i) for i in ids)


def test_every_case_checks_something_and_names_its_rule():
    for case in CASES:
        assert case.get("expect"), f"{case['id']} has no expect table"
        assert case.get("rule"), f"{case['id']} names no rule"
