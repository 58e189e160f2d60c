"""The campaign lock: one command at a time changes a campaign, and nobody waits in silence.

The lock is an advisory `flock` on `<campaign>/.lock`, so the kernel frees it when its holder
dies (even by `kill -9`): a stale file never blocks. The holder writes who it is into the file
(process id, command line, since when) so a command that has to wait can say whom it waits for —
within a couple of seconds — and give up after its limit with advice, instead of hanging (a `gm`
stopped with Ctrl-Z keeps its lock until it is resumed or ended).
"""

from __future__ import annotations

import fcntl
import os
import shlex
import sys
import time
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterator

from gm_tool.core.kit.errors import GmError

LOCK_FILE = ".lock"
#: seconds a command waits for the lock unless told otherwise (--wait, $GM_WAIT)
DEFAULT_WAIT = 60.0
#: after this long a waiting command says whom it waits for
NOTICE_AFTER = 1.5
POLL = 0.05


def default_wait() -> float:
    try:
        return max(0.0, float(os.environ.get("GM_WAIT", DEFAULT_WAIT)))
    except ValueError:
        raise GmError(f"GM_WAIT={os.environ['GM_WAIT']!r} is not a number of seconds",
                      "set it to e.g. 120, or unset it for the default of 60") from None


def holder_text(text: str) -> str:
    """'pid 4242 (gm resolve bay12) since 08:33:05 UTC' from the lock file's contents."""
    fields = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
    if not fields.get("pid"):
        return "another gm command"
    since = fields.get("since", "")
    return f"pid {fields['pid']} ({fields.get('command', '?')}) since {since}".rstrip()


def _me() -> str:
    command = " ".join(shlex.quote(a) for a in [Path(sys.argv[0]).name, *sys.argv[1:]])
    since = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")
    return f"pid={os.getpid()}\ncommand={command[:300]}\nsince={since}\n"


@contextmanager
def campaign_lock(folder: Path, name: str, wait: float | None = None,
                  notify: Callable[[str], None] | None = None) -> Iterator[None]:
    """Hold the campaign's lock for the block; wait up to `wait` seconds for it, telling
    `notify` whom it waits for; then a GmError naming the holder."""
    limit = default_wait() if wait is None else wait
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / LOCK_FILE, "a+", encoding="utf-8") as lock:
        started = time.monotonic()
        told = False
        while True:
            try:
                fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                waited = time.monotonic() - started
                if waited >= limit:
                    raise GmError(
                        f"campaign {name!r} is in use by {_holder(lock)}; gave up after "
                        f"{limit:g} s",
                        "if that command is stopped (Ctrl-Z), resume it with 'fg' or end it; if "
                        "it is still working, try again later or wait longer with --wait SECONDS; "
                        "nothing was changed") from None
                if not told and notify is not None and waited >= min(NOTICE_AFTER, limit / 2):
                    notify(f"waiting for campaign {name!r}: it is in use by {_holder(lock)} "
                           f"(waiting up to {limit:g} s; --wait SECONDS to change)")
                    told = True
                time.sleep(POLL)
        try:
            lock.seek(0)
            lock.truncate()
            lock.write(_me())
            lock.flush()
            yield
        finally:
            lock.seek(0)
            lock.truncate()
            lock.flush()
            fcntl.flock(lock.fileno(), fcntl.LOCK_UN)


def _holder(lock) -> str:
    lock.seek(0)
    return holder_text(lock.read())
