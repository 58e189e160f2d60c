"""The `gm` command: thin typer commands that call the library, render, and set the exit code."""
