from gm_tool.core.game.interface import find_game
import gm_tool.games  # noqa: F401


def test_distant_colony_is_registered_under_its_alias():
    assert find_game("dc").name == "distant-colony"
    assert find_game("Distant-Colony").name == "distant-colony"
