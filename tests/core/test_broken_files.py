"""The broken-file corpus (tests/core/broken_files/cases.toml): every hand-broken campaign file is
refused by a read, a write and a post with exit 1, a message naming the cause, and the file left
byte-identical; a few random edits never make a command fail with an internal error.

Full size (every command, 500 random edits; --subprocess for real processes):
    python benchmarks/fault_broken_files.py [--subprocess]
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import fault_broken_files as corpus  # noqa: E402

CASES = corpus.load_cases()


@pytest.fixture(scope="module")
def gm():
    return corpus.Runner(subprocesses=False)


@pytest.fixture(scope="module")
def bases(tmp_path_factory, gm):
    root = tmp_path_factory.mktemp("bases")
    corpus.make_bases(root, gm)
    return root


def test_the_corpus_has_forty_or_more_distinct_cases():
    names = [case["name"] for case in CASES]
    assert len(names) >= 40 and len(set(names)) == len(names)


def test_every_base_campaign_loads_and_every_command_accepts_it(gm, bases, tmp_path):
    tally = corpus.Tally()
    for name in ("posts", "secret", "col", "colonies", "beta", "beta2"):
        root = tmp_path / name
        shutil.copytree(bases, root)
        corpus.run_file(gm, root, name, corpus.FEW_COMMANDS[:2], tally, name, None)
    assert not tally.failures and tally.refused == 0


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_a_broken_file_is_refused_by_every_command_and_left_untouched(gm, bases, tmp_path, case):
    root = tmp_path / "campaigns"
    shutil.copytree(bases, root)
    path = root / case["base"] / "campaign.toml"
    path.write_bytes(corpus.broken(path.read_text(encoding="utf-8"), case))
    before = path.read_bytes()
    tally = corpus.Tally()
    corpus.run_file(gm, root, case["base"], corpus.FEW_COMMANDS, tally, case["name"], case["expect"])
    assert not tally.failures, tally.failures
    assert tally.refused == len(corpus.FEW_COMMANDS)
    assert path.read_bytes() == before


def test_random_edits_never_cause_an_internal_error(gm, bases, tmp_path):
    tally = corpus.run_mutations(gm, bases, tmp_path, corpus.FEW_COMMANDS, 12, seed=7)
    assert not tally.failures, tally.failures


#: one file per base that contradicts itself (each value of its type, but not what the step
#: allows), run through every command that reads a campaign: the writes (submit, choose, resolve,
#: reveal, adjust, undo, drop, replace, deadline, email) must refuse it as the reads do, with
#: the same message, and never write it (issue 20: `gm submit` stored a rejected post)
EVERY_COMMAND_CASES = ["beta-die-zero-after-the-roll", "beta-round-zero-in-the-die-bonus",
                       "beta-dice-before-the-first-roll", "dc-phase-played-but-not-happening",
                       "dc-phase-happening-before-the-reveal", "col-current-player-dropped",
                       "colonies-asks-outside-the-effects"]


@pytest.mark.parametrize("name", EVERY_COMMAND_CASES)
def test_a_file_that_contradicts_itself_is_refused_by_every_command(gm, bases, tmp_path, name):
    case = next(case for case in CASES if case["name"] == name)
    root = tmp_path / "campaigns"
    shutil.copytree(bases, root)
    path = root / case["base"] / "campaign.toml"
    path.write_bytes(corpus.broken(path.read_text(encoding="utf-8"), case))
    before = path.read_bytes()
    tally = corpus.Tally()
    corpus.run_file(gm, root, case["base"], corpus.ALL_COMMANDS, tally, name, case["expect"])
    assert not tally.failures, tally.failures
    assert tally.refused == len(corpus.ALL_COMMANDS)
    assert path.read_bytes() == before
