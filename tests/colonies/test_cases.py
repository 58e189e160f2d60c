"""The adjudication catalogue: every case in tests/colonies/cases/*.toml, one test each
(run by tests/adjudication.py through this game's caselib.run_case)."""

from __future__ import annotations

from pathlib import Path

from adjudication import Catalogue

from .caselib import run_case

CATALOGUE = Catalogue(Path(__file__).parent / "cases", run_case, r"COL-\d{3}")


@CATALOGUE.each_case
def test_case(case):
    CATALOGUE.assert_passes(case)


def test_catalogue_has_every_worked_example_and_60_more_uniquely_numbered_cases():
    CATALOGUE.assert_numbered_once(at_least=0)
    sources = " ".join(c.get("source", "") for c in CATALOGUE.cases)
    for example in ("1.1", "1.2", "2", "3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.6.1", "4A.1",
                    "4A.2", "4B"):
        assert f"Example {example}" in sources, example
    others = [c for c in CATALOGUE.cases if not c.get("source", "").startswith("Example")]
    assert len(others) >= 60


def test_every_case_checks_something():
    CATALOGUE.assert_each_expects_something()
