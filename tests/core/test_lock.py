"""Nobody waits in silence: a command waiting for a campaign another command holds says whom it
waits for, and gives up after its limit with advice; a stopped holder (Ctrl-Z) does not hang it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from typer.testing import CliRunner

from gm_tool.cli.app import build_app, all_modules, hoist_wait
from gm_tool.core.engine import lifecycle
from gm_tool.core.kit.errors import GmError
from gm_tool.core.store.lock import holder_text
from gm_tool.core.store.files import CampaignStore

HOLD = """
import sys, time
from pathlib import Path
from gm_tool.core.store.lock import campaign_lock
with campaign_lock(Path(sys.argv[1]), "g", 5):
    print("held", flush=True)
    time.sleep(30)
"""


@pytest.fixture
def holder(tmp_path):
    store = CampaignStore(tmp_path)
    lifecycle.new_campaign(store, "g", "dc", ["Ann", "Bob"], seed="1")
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(store.folder("g"))],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "held"
    yield store, proc
    if proc.poll() is None:
        os.kill(proc.pid, signal.SIGCONT)
        proc.kill()
    proc.wait()


def test_a_waiting_command_names_the_holder_then_gives_up_with_advice(holder):
    store, proc = holder
    told = []
    waiting = CampaignStore(store.root, wait=0.6, notify=told.append)
    before = store.file("g").read_bytes()
    started = time.monotonic()
    with pytest.raises(GmError) as info:
        with waiting.transaction("g") as campaign:
            lifecycle.choose(campaign, "Ann", "build")
    assert time.monotonic() - started < 30  # it gave up, rather than waiting on (0.6 s asked)
    message = f"{info.value.message} {info.value.hint}"
    assert f"pid {proc.pid}" in message and "gave up after 0.6 s" in message
    assert "--wait" in message and "Ctrl-Z" in message
    assert told and f"pid {proc.pid}" in told[0]
    assert store.file("g").read_bytes() == before


def test_a_stopped_holder_does_not_hang_the_cli(holder):
    store, proc = holder
    os.kill(proc.pid, signal.SIGSTOP)  # what Ctrl-Z does
    result = CliRunner().invoke(build_app(all_modules()),
                                ["--wait", "0.5", "choose", "g", "Ann", "build", "--dir",
                                 str(store.root)])
    assert result.exit_code == 1
    assert "is in use by pid" in result.output and "gave up after 0.5 s" in result.output


def test_the_lock_is_free_again_when_its_holder_dies(holder):
    store, proc = holder
    proc.kill()
    proc.wait()
    with CampaignStore(store.root, wait=0.5).transaction("g") as campaign:
        lifecycle.choose(campaign, "Ann", "build")


def test_wait_may_follow_the_command(monkeypatch):
    monkeypatch.setenv("GM_WAIT", "60")  # restored after the test: hoist_wait sets it
    assert hoist_wait(["resolve", "g", "--wait", "12", "-f", "smf"]) == ["resolve", "g", "-f", "smf"]
    assert os.environ["GM_WAIT"] == "12"
    assert hoist_wait(["--wait=3", "status", "g"]) == ["status", "g"]
    assert os.environ["GM_WAIT"] == "3"


def test_holder_text_reads_what_the_holder_wrote():
    assert holder_text("pid=7\ncommand=gm resolve g\nsince=2026-11-22 08:00:00 UTC\n") == \
        "pid 7 (gm resolve g) since 2026-11-22 08:00:00 UTC"
    assert holder_text("") == "another gm command"
