"""The adjudication catalogue: every case in tests/colonization/cases/*.toml, one test each
(run by tests/adjudication.py through this game's caselib.run_case)."""

from __future__ import annotations

from pathlib import Path

from adjudication import Catalogue

from .caselib import run_case

CATALOGUE = Catalogue(Path(__file__).parent / "cases", run_case, r"COL-\d{3}")


@CATALOGUE.each_case
def test_case(case):
    CATALOGUE.assert_passes(case)


def test_catalogue_has_at_least_30_uniquely_numbered_cases():
    CATALOGUE.assert_numbered_once(at_least=30)


def test_every_case_checks_something_and_names_its_rule():
    CATALOGUE.assert_each_expects_something(names_its_rule=True)
