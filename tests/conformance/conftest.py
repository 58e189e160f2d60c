"""The conformance suite: every registered game, played to the end through the real engine and
the `gm` commands (see docs/adding-a-game.md, "The conformance suite").

Sealed Bids, the game that lives only in these tests (tests/conformance/test_game/), joins the
registry with the one line below — exactly what a new game's registration is. pytest puts this
folder on sys.path (it is not a package), so its package is `test_game`.
"""

from gm_tool.core.game.interface import register_lazy

register_lazy("sealed-bids", ("sb", "sealed"), "test_game.game:GAME")
register_lazy("throws", ("rps", "rock-paper-scissors"), "throws_game.game:GAME")
