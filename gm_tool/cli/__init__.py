"""The `gm` command: thin typer commands that call the library, render, and set the exit code."""

# A `gm` command is a fresh process that compiles the same patterns and records' methods on every
# run: from here on, before any other gm module is imported, it takes them from the compile cache
# (gm_tool/core/kit/code_cache.py), which cuts a third of a command's instructions.
from gm_tool.core.kit.code_cache import enable

enable()
