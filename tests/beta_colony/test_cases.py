"""The adjudication catalogue (cases/*.toml, run by caselib.py): the rules' worked examples and a
case for every location, die colour bonus, pod and track bonus, mat power, cycle bonus and goal,
the contiguity limit, fuel and material limits, cultural achievement limits, scoring and ties."""

from __future__ import annotations

import pytest

from .caselib import check, load_cases, run

CASES = load_cases()


def test_the_catalogue_has_the_examples_and_sixty_more():
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate case ids"
    assert {"BC-001", "BC-002", "BC-003"} <= set(ids)
    assert len(ids) >= 63


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case(case):
    problems = check(case, run(case))
    assert not problems, f"{case['id']} {case['name']}:\n  " + "\n  ".join(problems)
