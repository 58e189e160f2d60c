"""The picture options every drawing command shares (`--png FILE`, `--svg FILE`): the paths
checked before anything is changed, the pictures written after, one line on stderr for each
(stdout stays the post alone)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional

import typer

from gm_tool.cli.common import err_console
from gm_tool.core.kit.errors import GmError

PngOption = typer.Option(None, "--png", metavar="FILE",
                         help="also write the board picture as PNG to FILE (to upload with the post)")
SvgOption = typer.Option(None, "--svg", metavar="FILE",
                         help="also write the board picture as SVG to FILE")


def targets(png: Optional[str], svg: Optional[str]) -> dict[str, Path]:
    """The files asked for, by format, each checked: the right extension, a folder that exists
    and can be written, not a folder itself."""
    out: dict[str, Path] = {}
    for fmt, given in (("png", png), ("svg", svg)):
        if given is None:
            continue
        path = Path(given)
        if path.suffix.lower() != f".{fmt}":
            raise GmError(f"--{fmt} {given!r} does not end in .{fmt}",
                          f"give a file name ending in .{fmt}, e.g. --{fmt} board.{fmt}")
        if path.is_dir():
            raise GmError(f"--{fmt} {given!r} is a folder", f"give a file name, e.g. {path / ('board.' + fmt)}")
        folder = path.parent if str(path.parent) else Path(".")
        if not folder.is_dir():
            raise GmError(f"no folder {str(folder)!r} for --{fmt} {given!r}",
                          "create the folder first, or write the picture elsewhere")
        if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
            raise GmError(f"cannot write {given!r}: permission denied",
                          "choose a file in a folder you can write to")
        out[fmt] = path
    if len({p.resolve() for p in out.values()}) < len(out):
        raise GmError("--png and --svg name the same file", "give each its own file")
    return out


def write(view: dict, paths: dict[str, Path]) -> None:
    """Draw the view once and write each picture asked for (a temporary file renamed over the
    target: an interrupted write leaves no half picture)."""
    if not paths:
        return
    from gm_tool.core.ops.pictures import pictures

    drawn = pictures(view, list(paths))
    for fmt, path in paths.items():
        pic = drawn[fmt]
        temporary = path.with_name(f".{path.name}.tmp")
        try:
            temporary.write_bytes(pic.data)
            os.replace(temporary, path)
        except OSError as exc:
            temporary.unlink(missing_ok=True)
            raise GmError(f"cannot write {str(path)!r}: {exc.strerror or exc}",
                          "choose a file in a folder you can write to") from None
        err_console.print(f"board picture: {path} ({pic.width}x{pic.height} px, "
                          f"{(len(pic.data) + 1023) // 1024} KB)")
