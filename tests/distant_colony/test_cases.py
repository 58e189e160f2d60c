"""The adjudication catalogue: every case in tests/distant_colony/cases/*.toml, one test each
(run by tests/adjudication.py through this game's caselib.run_case)."""

from __future__ import annotations

from pathlib import Path

from adjudication import Catalogue

from .caselib import run_case

CATALOGUE = Catalogue(Path(__file__).parent / "cases", run_case, r"DC-\d{3}")


@CATALOGUE.each_case
def test_case(case):
    CATALOGUE.assert_passes(case)


def test_catalogue_has_at_least_60_uniquely_numbered_cases():
    CATALOGUE.assert_numbered_once(at_least=60)


def test_every_case_checks_something():
    CATALOGUE.assert_each_expects_something()
