"""What every command shares: options, output, and the one place errors become messages."""

from __future__ import annotations

import json
import os
import sys
import traceback
from typing import Any, NoReturn, Optional

import typer
from rich.console import Console, Group
from rich.text import Text
from typer.core import TyperGroup

from gm_tool.core.kit.errors import GmError
from gm_tool.core.store.files import CampaignStore
from gm_tool.render.formats import FORMATS, check_format

# markup=False: a player named "[b]Bob" is text, never rich markup.
console = Console(markup=False, highlight=False, emoji=False, soft_wrap=True)
err_console = Console(stderr=True, markup=False, highlight=False, emoji=False, soft_wrap=True)

DirOption = typer.Option(None, "--dir", help="campaign folder (default: $GM_CAMPAIGNS or ./campaigns)")
FormatOption = typer.Option("terminal", "--format", "-f",
                            help=f"output format: {', '.join(FORMATS)}")
#: a game may keep its summaries short and leave the whole board to the picture; --full asks for
#: the whole board in text as well (the view gets `full = True`; a game that has no short form
#: ignores it)
FullOption = typer.Option(False, "--full", help="the whole board in text, not only the summary")


#: the --wait given before the command (None: $GM_WAIT, which `--wait` after the command sets)
LOCK_WAIT: float | None = None


def store_for(directory: Optional[str]) -> CampaignStore:
    """The campaigns folder; a command waiting for a campaign's lock says so on stderr."""
    return CampaignStore(directory, wait=LOCK_WAIT,
                         notify=lambda text: err_console.print(f"note: {text}"))


def fmt_of(value: str) -> str:
    return check_format(value)


def _only_text(renderable: Any) -> bool:
    if isinstance(renderable, Text):
        return True
    return isinstance(renderable, Group) and all(_only_text(r) for r in renderable.renderables)


def out(text: str) -> None:
    """A rich renderable (the terminal format) is drawn at the terminal's width; a forum post
    is written exactly as rendered, so nothing wraps or reinterprets it."""
    if hasattr(text, "__rich__"):
        # one-line texts (a commitment to copy) never wrap; tables and panels fit the width
        console.print(text, soft_wrap=_only_text(text.__rich__()))
    else:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        sys.stdout.flush()


def out_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def abort(message: str, hint: str | None = None) -> NoReturn:
    err_console.print(f"error: {message}")
    if hint:
        err_console.print(f"  hint: {hint}")
    raise typer.Exit(1)


class GmGroup(TyperGroup):
    """Turns a GmError (a user mistake) into one message on stderr and exit code 1."""

    def invoke(self, ctx: typer.Context) -> Any:
        # from the view kit, not render: a command that draws nothing loads no render module
        from gm_tool.core.kit.views.terminal import screen_only

        try:
            with screen_only():
                return super().invoke(ctx)
        except GmError as exc:
            abort(exc.message, exc.hint)
        except PermissionError as exc:
            abort(f"permission denied: {exc.filename}", "check the folder's permissions")
        except OSError as exc:
            if isinstance(exc, (BrokenPipeError,)):
                raise typer.Exit(1)
            abort(f"{exc.strerror or exc}: {exc.filename or ''}".rstrip(": "))
        except (typer.Exit, typer.Abort, typer.TyperException):
            raise
        except KeyboardInterrupt:
            abort("interrupted; nothing was saved by the interrupted step")
        except Exception as exc:  # a bug in gm_tool, not the user's mistake
            if os.environ.get("GM_DEBUG"):
                traceback.print_exc()
            abort(f"internal error: {type(exc).__name__}: {exc}",
                  "this is a bug in gm_tool; set GM_DEBUG=1 for the traceback and report it")
