"""The five actions of Colonization (4.A-E) as plain data, and each action written as a post.

Places are ids: a planet "3-Moons", a sun "sun-Arms". Coins are values: "null", "ace", "2".."5".
`to_text` writes an action the way a player could post it; the grammar reads it back to the same
action (tested for every kind).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Union

from gm_tool.games.colonization.rules.pieces import coin_list, coin_name, place_name


@dataclass(frozen=True, slots=True)
class Draw:
    kind = "draw"


@dataclass(frozen=True, slots=True)
class Colonize:
    """4.B: colonize the planet the ship is on (`planet` None = where the ship is), rolling the
    die plus `coins`; `marker` is the stash coin that marks the colony (None = not named)."""
    planet: str | None = None
    coins: tuple[str, ...] = ()
    marker: str | None = None
    kind = "colonize"


@dataclass(frozen=True, slots=True)
class Destroy:
    """4.B.v: attack the opponent's colony on the planet the ship is on."""
    planet: str | None = None
    kind = "destroy"


@dataclass(frozen=True, slots=True)
class RollMove:
    """4.C: roll the die and move. `targets` are the places aimed at, in order of preference:
    the first one this roll can reach is taken (see rules.move for short rolls)."""
    targets: tuple[str, ...] = ()
    kind = "roll"


@dataclass(frozen=True, slots=True)
class CoinWarp:
    """4.D: play a coin (Null: to any unoccupied sun; the coin matching the planet the player has a
    colony on: to an unoccupied planet of that value in another system)."""
    coin: str
    target: str
    kind = "warp"


@dataclass(frozen=True, slots=True)
class Restore:
    """4.E: return discarded coins to the stash (one; two on a sun). Empty = the only possible ones."""
    coins: tuple[str, ...] = ()
    kind = "restore"


@dataclass(frozen=True, slots=True)
class Pass:
    """Not an action of the rules: a turn the GM passes (`gm resolve --force` without a post)."""
    kind = "pass"


Action = Union[Draw, Colonize, Destroy, RollMove, CoinWarp, Restore, Pass]
KINDS = ("draw", "colonize", "destroy", "roll", "warp", "restore")


def to_dict(action: Action) -> dict[str, Any]:
    data = {"kind": action.kind}
    data.update({k: (list(v) if isinstance(v, tuple) else v) for k, v in asdict(action).items()
                 if v is not None})
    return data


def from_dict(data: dict[str, Any]) -> Action:
    kind = data["kind"]
    if kind == "draw":
        return Draw()
    if kind == "colonize":
        return Colonize(data.get("planet"), tuple(data.get("coins", ())), data.get("marker"))
    if kind == "destroy":
        return Destroy(data.get("planet"))
    if kind == "roll":
        return RollMove(tuple(data.get("targets", ())))
    if kind == "warp":
        return CoinWarp(data["coin"], data["target"])
    if kind == "restore":
        return Restore(tuple(data.get("coins", ())))
    if kind == "pass":
        return Pass()
    raise ValueError(f"unknown action kind {kind!r}")


def to_text(action: Action) -> str:
    """The action in the game's canonical words (`posts.writer.canonical`); the reader reads it
    back to the same action."""
    from gm_tool.games.colonization.posts.writer import canonical
    return canonical(action)


def describe(player: str, action: Action) -> str:
    """One line in words for the summary."""
    if isinstance(action, Draw):
        return f"{player} draws and places a planet"
    if isinstance(action, Colonize):
        where = place_name(action.planet) if action.planet else "the planet the ship is on"
        coins = f" using {coin_list(list(action.coins))}" if action.coins else " with no coins"
        marker = f", colony coin {coin_name(action.marker)}" if action.marker else ""
        return f"{player} tries to colonize {where}{coins}{marker}"
    if isinstance(action, Destroy):
        where = place_name(action.planet) if action.planet else "the planet the ship is on"
        return f"{player} attacks the colony on {where}"
    if isinstance(action, RollMove):
        return f"{player} rolls to move to " + " or ".join(place_name(t) for t in action.targets)
    if isinstance(action, CoinWarp):
        return f"{player} plays the {coin_name(action.coin)} coin to warp to {place_name(action.target)}"
    if isinstance(action, Restore):
        return f"{player} restores " + (coin_list(list(action.coins)) if action.coins else "power")
    if isinstance(action, Pass):
        return f"{player} passes (no post; turn passed by the GM)"
    raise TypeError(action)


__all__ = ["Action", "Colonize", "CoinWarp", "Destroy", "Draw", "KINDS", "Pass", "Restore",
           "RollMove", "describe", "from_dict", "to_dict", "to_text"]
