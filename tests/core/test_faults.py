"""The fault runners at small counts: real `gm` processes killed with `kill -9` during their writes,
and many `gm` processes at once on one campaign. Full size (the README's figures):

    python benchmarks/fault_kill.py            # 400 kills
    python benchmarks/fault_concurrency.py     # 1,100 commands, 12 at a time
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import fault_concurrency  # noqa: E402
import fault_kill  # noqa: E402


def test_kill_9_at_random_instants_leaves_campaigns_that_verify_and_report_true(capsys):
    assert fault_kill.main(["--kills", "3", "--seed", "5"]) == 0, capsys.readouterr().out


def test_concurrent_commands_lose_no_update(capsys):
    assert fault_concurrency.main(["--commands", "12", "--parallel", "4"]) == 0, capsys.readouterr().out
