"""gm_tool: a game-master assistant for board games played by forum post and by e-mail."""

__version__ = "0.1.0"
