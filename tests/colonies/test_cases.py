"""The adjudication catalogue: every case in tests/colonies/cases/*.toml, one test each."""

from __future__ import annotations

import re

import pytest

from .caselib import load_cases, run_case

CASES = load_cases()


@pytest.mark.parametrize("case", CASES, ids=[f"{c['id']}-{c['name'][:50]}" for c in CASES])
def test_case(case):
    problems = run_case(case)
    assert not problems, f"{case['id']} {case['name']} ({case['_file']}):\n  " + "\n  ".join(problems)


def test_catalogue_has_every_worked_example_and_60_more_uniquely_numbered_cases():
    ids = [c["id"] for c in CASES]
    assert len(set(ids)) == len(ids), "case ids must be unique"
    assert all(re.fullmatch(r"COL-\d{3}", i) for i in ids)
    sources = " ".join(c.get("source", "") for c in CASES)
    for example in ("1.1", "1.2", "2", "3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.6.1", "4A.1",
                    "4A.2", "4B"):
        assert f"Example {example}" in sources, example
    others = [c for c in CASES if not c.get("source", "").startswith("Example")]
    assert len(others) >= 60


def test_every_case_checks_something():
    for case in CASES:
        assert case.get("expect"), f"{case['id']} has no expect table"
