"""gm_tool: a game-master assistant for board games played by forum post and by e-mail."""

import os

__version__ = "0.1.0"

# gm_tool uses no pydantic plugins; looking them up scans every installed package's metadata
# (about 10 ms on each `gm` command), so it is switched off unless the user set it.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
