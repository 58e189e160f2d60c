"""The adjudication catalogue (cases/*.toml, run by tests/adjudication.py through this game's
caselib.run_case): the rules' worked examples and a case for every location, die colour bonus,
pod and track bonus, mat power, cycle bonus and goal, the contiguity limit, fuel and material
limits, cultural achievement limits, scoring and ties."""

from __future__ import annotations

from pathlib import Path

from adjudication import Catalogue, id_only

from .caselib import run_case

CATALOGUE = Catalogue(Path(__file__).parent / "cases", run_case, r"BC-\d{3}", test_id=id_only)


def test_the_catalogue_has_the_examples_and_sixty_more():
    CATALOGUE.assert_numbered_once(at_least=63)
    assert {"BC-001", "BC-002", "BC-003"} <= {c["id"] for c in CATALOGUE.cases}


@CATALOGUE.each_case
def test_case(case):
    CATALOGUE.assert_passes(case)
