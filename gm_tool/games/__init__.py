"""Every game the tool knows, registered with the engine by name; a game's code is imported
the first time a command asks for it."""

from gm_tool.core.game.interface import register_lazy
from gm_tool.games import beta_colony, colonies, colonization, distant_colony

register_lazy(distant_colony.NAME, distant_colony.ALIASES, "gm_tool.games.distant_colony.game:GAME")
register_lazy(colonization.NAME, colonization.ALIASES, "gm_tool.games.colonization.game:GAME")
register_lazy(beta_colony.NAME, beta_colony.ALIASES, "gm_tool.games.beta_colony.game:GAME")
register_lazy(colonies.NAME, colonies.ALIASES, "gm_tool.games.colonies.game:GAME")
