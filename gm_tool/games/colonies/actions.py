"""What players decide, as the rules take it (the reader makes these from posts and private
messages; the writer turns them back into their canonical text: posts/writer.py).

Colours name planets (and so players and resources); a route is (owner, partner): the owner's
trade route with the partner, where the partner's deliveries to the owner arrive.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# -- secret inputs -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Vote:
    """The council vote: the voting card played and the resources placed on it."""

    side: str                                  # "yes" or "no"
    spend: tuple[tuple[str, int], ...] = ()    # (colour, n), ring order, n > 0

    @property
    def spent(self) -> int:
        return sum(n for _, n in self.spend)


@dataclass(frozen=True, slots=True)
class DeckPick:
    """The card a player puts face down in the event deck: its position in their hand (1 …),
    so that the revealed choice says nothing about which card it was."""

    position: int


# -- posts ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Community:
    """The income phase's Community choice: credits taken with colonists, colonists rejected."""

    credits: int
    reject: int


@dataclass(frozen=True, slots=True)
class Tie:
    """The first player's decision on a tied vote."""

    side: str


@dataclass(frozen=True, slots=True)
class Removal:
    """`count` pirates taken off `owner`'s trade route with `partner` (colours)."""

    owner: str
    partner: str
    count: int


@dataclass(frozen=True, slots=True)
class Refuge:
    """Community action (provide refuge): pirates removed; `keep` of them join the player's
    colonists, the rest go back to the supply."""

    removals: tuple[Removal, ...] = ()
    keep: int = 0

    kind = "community"


@dataclass(frozen=True, slots=True)
class Hunt:
    """Military action (hunt pirates)."""

    removals: tuple[Removal, ...] = ()

    kind = "military"


@dataclass(frozen=True, slots=True)
class Sell:
    """Commerce action (business trip): (colour, n) sold, ring order."""

    items: tuple[tuple[str, int], ...] = ()

    kind = "commerce"


@dataclass(frozen=True, slots=True)
class Adjust:
    """One step on the agreement with `partner`: `side` "both" (bilateral), "mine" (the marker
    of what the player delivers) or "theirs" (what the partner delivers to the player);
    `delta` +1 (advancement) or -1 (decrement)."""

    partner: str
    side: str
    delta: int


@dataclass(frozen=True, slots=True)
class Negotiate:
    """Influence action (trade negotiations): the steps in the order written."""

    steps: tuple[Adjust, ...] = ()

    kind = "influence"


@dataclass(frozen=True, slots=True)
class Produce:
    """Industry action (production peak)."""

    resources: int
    colonists: int

    kind = "industry"


@dataclass(frozen=True, slots=True)
class Upgrade:
    """Upgrade technology (research & development), buying from the markets what is missing."""

    tech: str

    kind = "upgrade"


@dataclass(frozen=True, slots=True)
class Pass:
    """No action."""

    kind = "pass"


Action = Refuge | Hunt | Sell | Negotiate | Produce | Upgrade | Pass


@dataclass(frozen=True, slots=True)
class Upkeep:
    """A player's upkeep preferences: the routes the police sector clears first, and the
    resources to substitute first when their own runs out (colours, in order)."""

    police: tuple[str, ...] = ()
    substitute: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Turn:
    """One action-phase post: the action, and upkeep preferences if the post states them."""

    action: Action
    upkeep: Upkeep | None = None


@dataclass(frozen=True, slots=True)
class Placement:
    """`count` pirates put on `owner`'s route with `partner` (Hire privateers)."""

    owner: str
    partner: str
    count: int


@dataclass(frozen=True, slots=True)
class Answer:
    """An effects-step post: what the player chooses for each thing the event asks of them."""

    credits: bool = False                                # 4 € instead of the yes effect
    actions: tuple[Action, ...] = ()                     # immediate actions, in order
    gain: tuple[tuple[str, int], ...] = ()               # resources of choice taken
    lose: tuple[tuple[str, int], ...] = ()               # resources of choice given up
    lose_colonists: int = 0                              # colonists given up (Deport)
    pirates: tuple[Placement, ...] = ()                  # Hire privateers
    dump: tuple[tuple[str, int], ...] = ()               # resources put on the markets
    upgrade: str = ""                                    # the free upgrade (Grant funds)
    downgrade: str = ""                                  # the technology downgraded
    upkeep: Upkeep | None = None
    extras: tuple[str, ...] = field(default=())          # reader notes (not compared)

    def same(self, other: Answer) -> bool:
        fields = ("credits", "actions", "gain", "lose", "lose_colonists", "pirates", "dump",
                  "upgrade", "downgrade", "upkeep")
        return all(getattr(self, f) == getattr(other, f) for f in fields)
