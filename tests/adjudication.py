"""One runner for every game's adjudication cases (DATC-style numbered rulings in TOML).

A game's cases live in `tests/<game>/cases/*.toml`, one `[[case]]` each with an `id`, a `name`
and an `expect` table. What differs between games is only how a case's set-up is built, how its
steps are played and what its `expect` keys mean: that adapter stays in the game's folder
(`tests/<game>/caselib.py`) as one function, `run(case) -> mismatches`. Everything else — loading
the files, one test per case with a stable id, the failure message, the catalogue's own checks,
the `want == got` bookkeeping and a die that rolls what a case scripts — is here, once.

A game's `test_cases.py` is then:

    CATALOGUE = Catalogue(Path(__file__).parent / "cases", caselib.run_case, r"DC-\\d{3}")

    @CATALOGUE.each_case
    def test_case(case):
        CATALOGUE.assert_passes(case)
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

Case = dict[str, Any]


def load_cases(folder: Path) -> list[Case]:
    """Every `[[case]]` of every `*.toml` in `folder`, in file order; each remembers its file."""
    cases = []
    for path in sorted(folder.glob("*.toml")):
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
        for case in data.get("case", []):
            case["_file"] = path.name
            cases.append(case)
    return cases


def id_and_name(case: Case) -> str:
    """A test id that says what the case is about (the name cut to 50 characters)."""
    return f"{case['id']}-{case['name'][:50]}"


def id_only(case: Case) -> str:
    return case["id"]


@dataclass
class Catalogue:
    """One game's numbered cases and the adapter that plays one of them.

    `run` returns the case's mismatches: an empty list is a pass. `test_id` names a case's test
    (kept per game so that no test id changes when a game moves onto this runner)."""

    folder: Path
    run: Callable[[Case], list[str]]
    id_pattern: str
    test_id: Callable[[Case], str] = id_and_name
    cases: list[Case] = field(init=False)

    def __post_init__(self) -> None:
        self.cases = load_cases(self.folder)

    def each_case(self, test: Callable[[Case], None]) -> Any:
        """Decorate a `test(case)` function: one test per case."""
        return pytest.mark.parametrize("case", self.cases,
                                       ids=[self.test_id(c) for c in self.cases])(test)

    def assert_passes(self, case: Case) -> None:
        problems = self.run(case)
        where = f" ({case['_file']})" if "_file" in case else ""
        assert not problems, (f"{case['id']} {case['name']}{where}:\n  " + "\n  ".join(problems))

    def assert_numbered_once(self, at_least: int) -> None:
        """Ids are unique, follow the game's pattern, and there are at least `at_least`."""
        ids = [c["id"] for c in self.cases]
        assert len(ids) >= at_least, f"{len(ids)} cases, expected at least {at_least}"
        assert len(set(ids)) == len(ids), "case ids must be unique"
        odd = [i for i in ids if not re.fullmatch(self.id_pattern, i)]
        assert not odd, f"ids not like {self.id_pattern}: {odd}"

    def assert_each_expects_something(self, *, names_its_rule: bool = False) -> None:
        for case in self.cases:
            assert case.get("expect"), f"{case['id']} has no expect table"
            if names_its_rule:
                assert case.get("rule"), f"{case['id']} names no rule"


class Mismatches(list):
    """The mismatches of one case, in the order they were found."""

    def check(self, where: str, want: Any, got: Any) -> None:
        if want != got:
            self.append(f"{where}: expected {want!r}, got {got!r}")

    def check_subset(self, where: str, want: Any, got: Any) -> None:
        """`want` is a (nested) dict of only the keys the case names; anything else must equal."""
        if isinstance(want, dict) and isinstance(got, dict):
            for key, value in want.items():
                self.check_subset(f"{where}.{key}", value, got.get(key))
        else:
            self.check(where, want, got)


class ScriptedRng:
    """A die that rolls the faces a case lists, in order, and fails loudly on a roll it was not
    given. `index_of` turns a face as the case writes it into the draw's index; `sides`, when
    given, is the only number of outcomes a draw may have."""

    def __init__(self, faces: Sequence[Any], index_of: Callable[[Any], int],
                 sides: int | None = None):
        self.faces = list(faces)
        self.index_of = index_of
        self.sides = sides
        self.next_index = 0
        self.draws: list[dict[str, Any]] = []

    def below(self, outcomes: int, purpose: str, labels=None) -> int:
        if (self.sides is not None and outcomes != self.sides) or not self.faces:
            raise AssertionError(f"unscripted draw: {purpose!r} ({outcomes} outcomes)")
        face = self.faces.pop(0)
        self.draws.append({"index": self.next_index, "purpose": purpose, "result": face})
        self.next_index += 1
        return self.index_of(face)
