"""Every game the tool knows, registered with the engine on import."""

from gm_tool.core.game_api import register
from gm_tool.games.colonization.game import GAME as COLONIZATION
from gm_tool.games.distant_colony.game import GAME as DISTANT_COLONY

register(DISTANT_COLONY)
register(COLONIZATION)
