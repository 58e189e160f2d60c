"""What a player does at one step, as the rules take it: the contract between the post reader
(posts/), the bots (bots/) and the rules (rules/).

`kind`:
- "move": move the ship with `dice[0]` (to `where`, counter-clockwise when `ccw`), activate the
  location with `dice[1]`; `fuel[i]` is the fuel spent on die i (+ raises, - lowers the value);
- "dock": spend `dice[0]` and `dice[1]` for one fuel;
- "mat": choose the player mat `where` (setup); "ship": place the ship on `where` (setup);
- "die": the cycle bonus after the roll: `dice[0]` set to 6 (cycle 1) or flipped (cycle 3);
  no dice = no change;
- "material": the cycle-start bonus material `take[0]` (none = declined);
- "influence": the cycle-start bonus influence on colony `influence_on[0]`;
- "pass": nothing (a missing post applied with --force).

What an activation does: at a moon the materials `take`; at the Azophi Nexus `nexus` "supply"
(`take[0]` and a fuel) or "achievement" (`achievement` built on `space`); at a Manufactory the
face-up pod `pod` = (row, column) built on `space`. Payments are chosen by the rules unless
`pay_pod` / `pay_space` name one (a material, "artifact", or "pair:MATERIAL" with the mat that
allows it). The choices the bonuses ask for, each used in order as the bonuses come:
`bonus_materials` (track and cycle materials), `crew_on` (spaces), `free_pods` ((row, column,
space)), `free_achievements` ((key, space)), `influence_on` (colony keys); `buy_points` is the
material (or "artifact") spent for 2 CP with the cycle-3 card that allows it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    dice: tuple[str, ...] = ()
    fuel: tuple[int, ...] = ()
    ccw: bool = False
    where: str = ""
    take: tuple[str, ...] = ()
    nexus: str = ""
    pod: tuple[int, int] = (-1, -1)
    space: int = -1
    achievement: str = ""
    pay_pod: str = ""
    pay_space: str = ""
    bonus_materials: tuple[str, ...] = ()
    crew_on: tuple[int, ...] = ()
    free_pods: tuple[tuple[int, int, int], ...] = ()
    free_achievements: tuple[tuple[str, int], ...] = ()
    influence_on: tuple[str, ...] = ()
    buy_points: str = ""

    def fuel_of(self, i: int) -> int:
        return self.fuel[i] if i < len(self.fuel) else 0


PASS = Action("pass")
