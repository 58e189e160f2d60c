"""Beta Colony's fixed facts (what the rules state) and its board data (what only the printed
components show): the board file's format, its check (`check_board`) and the colony geometry.

Fixed by the rules, so kept here: the seven locations and what they do, the materials and their
colours, the dice, the four Manufactory rows, the kinds of colony-track, pod, building and statue
bonus, the mats' ten powers, the nine cycle cards' goals and bonuses, and the colonies' shape
(18 spaces in two hex rings around a colony center, numbered as the rules number them).

Not public, so read from the board file: the clockwise order of the orbit (with Nebra one step
counter-clockwise of the left Manufactory), each space's colour, each colony track's length and
bonuses, the 40 pod tiles, the buildings' costs, the cycle cards' points and the seven materials
of the cycle-3 discard goal, the mats' names and which two powers each mat pairs.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from gm_tool.core.kit.code_cache import parsed_toml
from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.table_check import Shape

DATA = Path(__file__).parent.parent / "data"  # the package's data/ folder
PLACEHOLDER_BOARD = DATA / "placeholder_board.toml"

# Materials and colours ----------------------------------------------------------------------
MATERIALS = ("organics", "steel", "food", "palladium", "polymer", "water")
COLOUR_OF = {"organics": "green", "steel": "yellow", "food": "pink", "palladium": "red",
             "polymer": "orange", "water": "blue"}
MATERIAL_OF = {c: m for m, c in COLOUR_OF.items()}
SPACE_COLOURS = ("yellow", "red", "pink", "green", "blue", "orange")
POD_COLOURS = ("yellow", "red", "pink", "green", "blue")
DICE = ("black", "blue", "red", "green")

# The orbit ----------------------------------------------------------------------------------
LOCATIONS = ("gan_de", "jyo", "nebra", "manufactory_left", "manufactory_right", "ridback",
             "azophi_nexus")
LOCATION_NAMES = {"gan_de": "Gan De", "jyo": "Jyo", "nebra": "Nebra",
                  "manufactory_left": "the left Manufactory",
                  "manufactory_right": "the right Manufactory",
                  "ridback": "the Ridback", "azophi_nexus": "the Azophi Nexus"}
#: moon -> (its two materials, the die colour that scores 1 CP there)
MOONS = {"gan_de": (("organics", "steel"), "green"),
         "jyo": (("food", "palladium"), "blue"),
         "nebra": (("polymer", "water"), "red")}
MANUFACTORIES = ("manufactory_left", "manufactory_right")
ROWS = ("1-2", "3-4", "5", "6")


def row_of(value: int) -> int | None:
    """The Manufactory row a die value takes from (None: no row, e.g. 7 or more)."""
    if value in (1, 2):
        return 0
    if value in (3, 4):
        return 1
    if value == 5:
        return 2
    if value == 6:
        return 3
    return None


ROW_VALUES = ((1, 2), (3, 4), (5,), (6,))

# Bonuses --------------------------------------------------------------------------------------
TRACK_BONUSES = ("cp", "material", "materials", "artifact", "fuel", "crew", "pod", "achievement")
POD_BONUSES = ("", "cp", "artifact", "fuel", "two_crew", "no_crew")
POD_BONUS_TEXT = {"": "", "cp": "2 CP", "artifact": "1 artifact", "fuel": "2 fuel",
                  "two_crew": "two crew", "no_crew": "no crew"}
BUILDING_BONUSES = ("crew", "influence", "fuel", "")
STATUE_KINDS = ("materials", "chain", "center", "colour")
STATUE_PER = {"materials": 2, "chain": 2, "center": 2, "colour": 3}
MAJORITY = (0, 1, 3, 6, 10, 15)   # by difference to the fewest crew: 0, 1, 2, 3, 4, 5+

# Mats --------------------------------------------------------------------------------------------
MAT_POWERS = {
    "jyo_food": "+1 food when you collect from Jyo",
    "black_six": "your black die acts as a 6 when collecting materials",
    "nebra_water": "+1 water when you collect from Nebra",
    "black_any_pod": "when taking pods, your black die may be used as any value",
    "gan_de_steel": "+1 steel when you collect from Gan De",
    "extra_fuel": "+1 fuel when you take fuel from the Azophi Nexus or the Ridback",
    "gan_de_organics": "+1 organics when you collect from Gan De",
    "pair_any": "when taking pods, two matching materials may be used as any one material",
    "jyo_palladium": "+1 palladium when you collect from Jyo",
    "black_ccw": "you may move counter-clockwise when using your black die",
}
#: the extra material a mat power gives at a moon
MAT_EXTRA = {"jyo_food": ("jyo", "food"), "nebra_water": ("nebra", "water"),
             "gan_de_steel": ("gan_de", "steel"), "gan_de_organics": ("gan_de", "organics"),
             "jyo_palladium": ("jyo", "palladium")}

# Cycle cards ---------------------------------------------------------------------------------------
CYCLE_CARDS = {
    "c1_matching": (1, "have four or more matching materials",
                    "six", "after the dice roll each player may change one die to a 6"),
    "c1_center_crew": (1, "have two or more crew next to the same colony center",
                       "material", "at the start of the cycle each player in turn order may take "
                                   "one material"),
    "c1_artifact": (1, "have an artifact", "nebra_polymer", "+1 polymer when you collect from Nebra"),
    "c2_crew_each": (2, "have two or more crew in each colony",
                     "influence", "at the start of the cycle each player in turn order gains one "
                                  "influence on any colony track"),
    "c2_colours": (2, "have crew on pods of four or more different colours",
                   "polymer_wild", "polymer can be used as any material"),
    "c2_influence": (2, "have four or more influence in each colony",
                     "third_column", "a pod added to each Manufactory row (a third column), "
                                     "discarded at the end of the cycle"),
    "c3_discard": (3, "discard the seven pictured materials (no artifacts)",
                   "flip", "after the dice roll each player may flip one die"),
    "c3_fuel": (3, "have seven or more fuel",
                "extra_influence", "+1 influence when building a pod bought from a Manufactory"),
    "c3_far_crew": (3, "have six or more crew on pods not next to a colony center",
                    "buy_points", "when building a pod bought from a Manufactory, spend 1 material "
                                  "or artifact for 2 CP"),
}
KNOWN_POINTS = {"c3_discard": 8}

# Colonies: two hex rings around a center ------------------------------------------------------
COLONY_SPACES = 18
OUTER = 12   # relative 0-11: the outer ring, clockwise from the top; 12-17 the inner ring


def _ring_cells() -> list[tuple[int, int]]:
    """Axial hex coordinates (flat-top, the center at 0,0) of the 18 spaces in the rules' order:
    the outer ring clockwise from the top, then the inner ring clockwise from the top."""
    dirs = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]   # top, then clockwise
    outer = []
    for j in range(6):
        a, b = dirs[j], dirs[(j + 1) % 6]
        outer.append((2 * a[0], 2 * a[1]))
        outer.append((a[0] + b[0], a[1] + b[1]))
    return outer + dirs


def _hex_distance(p: tuple[int, int], q: tuple[int, int]) -> int:
    dq, dr = p[0] - q[0], p[1] - q[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


CELLS = _ring_cells()
#: relative space -> the relative spaces next to it (in its colony)
REL_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(j for j, d in enumerate(CELLS) if _hex_distance(c, d) == 1) for c in CELLS)
#: space number 0-53 -> its neighbours (same colony)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(base + j for j in REL_NEIGHBOURS[i]) for base in (0, 18, 36) for i in range(18))
SPACES = tuple(range(54))


def next_to_center(space: int) -> bool:
    return space % COLONY_SPACES >= OUTER


# The board file -------------------------------------------------------------------------------------

_TOP_KEYS = ("board", "orbit", "colony", "pods", "buildings", "statues", "cycle_cards", "mats")
_COLONY_KEYS = ("xian", "thebes", "cuzco")


class _BoardShape(Shape):
    """The board file's checks: `gm board check` has always said "4 is not 0 to 3"."""

    def out_of_range(self, value: int, low: int, high: int) -> str:
        return f"{value} is not {low} to {high}"


def _table(shape: Shape, value: Any, path: str, keys: tuple[str, ...] = (),
           optional: tuple[str, ...] = ()) -> dict[str, Any]:
    """`value` checked as a table of `keys` (and `optional`), or {} when it is not a table."""
    shape.table(value, path, keys, optional)
    return value if isinstance(value, dict) else {}


def _part(shape: Shape, data: dict[str, Any], key: str, keys: tuple[str, ...] = (),
          optional: tuple[str, ...] = ()) -> dict[str, Any]:
    """The file's top-level table `key` (a missing one is named by the check of the top)."""
    return _table(shape, data[key], key, keys, optional) if key in data else {}


def _listed(shape: Shape, table: dict[str, Any], key: str, path: str) -> list[Any]:
    """The list `table[key]`, or [] when it is left out (the table's check names a required
    key left out) or not a list."""
    if key not in table:
        return []
    return table[key] if shape.listing(table[key], path) else []


def _whole(shape: Shape, table: dict[str, Any], key: str, path: str, low: int, high: int,
           default: int | None = None) -> int | None:
    """`table[key]` when a whole number in low … high, None when not, `default` when left out."""
    if key not in table:
        return default
    return table[key] if shape.whole(table[key], path, low, high) else None


def _one_of(shape: Shape, value: Any, path: str, options: tuple[str, ...], what: str) -> str | None:
    """`value` when it is one of `options`, else None."""
    return value if shape.one_of(value, path, options, what, suggest=True) else None


def _choice(shape: Shape, table: dict[str, Any], key: str, path: str, options: tuple[str, ...],
            what: str, default: str | None = None) -> str | None:
    """`table[key]` when one of `options`, None when not, `default` when left out."""
    return _one_of(shape, table[key], path, options, what) if key in table else default


def _text(shape: Shape, table: dict[str, Any], key: str, path: str,
          default: str | None = None) -> str | None:
    """`table[key]` when it is text, None when not, `default` when left out."""
    if key not in table:
        return default
    return table[key] if shape.text(table[key], path) else None


def check_board(data: dict[str, Any]) -> dict[str, Any]:
    """A board file's data checked as a whole: the board to use (plain data), or a GmError
    listing every problem with its key path."""
    shape = _BoardShape()
    shape.table(data, "", _TOP_KEYS)
    board = _head(shape, data)
    board["orbit"] = _orbit(shape, data)
    board["colonies"] = _colonies(shape, data)
    board["pods"] = _pods(shape, data)
    keys: set[str] = set()     # building and statue keys share one name space
    board["buildings"] = _buildings(shape, data, keys)
    board["statues"] = _statues(shape, data, keys)
    board["cycle_cards"] = _cycle_cards(shape, data)
    board["mats"] = _mats(shape, data)
    if shape.problems:
        raise GmError(f"the board file has {len(shape.problems)} problem(s):\n  "
                      + "\n  ".join(shape.problems), "fix each key named; nothing was loaded")
    return board


def _head(shape: Shape, data: dict[str, Any]) -> dict[str, Any]:
    """[board]: its name, whether it is the placeholder, the GM's note."""
    head = _part(shape, data, "board", optional=("name", "placeholder", "note"))
    name = _text(shape, head, "name", "board.name", "") or ""
    placeholder = head.get("placeholder", False)
    if not shape.flag(placeholder, "board.placeholder"):
        placeholder = True     # a board not known to be the real one is said to be a placeholder
    return {"name": name, "placeholder": placeholder, "note": str(head.get("note", ""))}


def _orbit(shape: Shape, data: dict[str, Any]) -> list[str | None]:
    """[orbit] clockwise: the seven locations once each, Nebra just before the left
    Manufactory."""
    orbit_t = _part(shape, data, "orbit", ("clockwise",), ("placeholder",))
    orbit = [_one_of(shape, v, f"orbit.clockwise[{i}]", LOCATIONS, "a location")
             for i, v in enumerate(_listed(shape, orbit_t, "clockwise", "orbit.clockwise"))]
    if "clockwise" in orbit_t:
        if len(orbit) != 7:
            shape.fail("orbit.clockwise", f"{len(orbit)} locations; the orbit has 7")
        for loc, n in Counter(o for o in orbit if o).items():
            if n > 1:
                shape.fail("orbit.clockwise", f"{loc!r} is listed {n} times")
        if (len(orbit) == 7 and all(orbit) and len(set(orbit)) == 7
                and orbit[(orbit.index("manufactory_left") - 1) % 7] != "nebra"):
            shape.fail("orbit.clockwise", "Nebra must be one step counter-clockwise of the left "
                                          "Manufactory (moving 6 clockwise from it lands on Nebra)")
    return orbit


def _colonies(shape: Shape, data: dict[str, Any]) -> list[dict[str, Any]]:
    """[[colony]]: the three colonies in the rules' order, Thebes' track with the cultural
    achievement."""
    colonies = _listed(shape, data, "colony", "colony")
    if "colony" in data and len(colonies) != 3:
        shape.fail("colony", f"{len(colonies)} colonies; the board has 3 (Xi'an, Thebes, Cuzco)")
    checked, thebes_achievement = [], False
    for ci, colony in enumerate(colonies):
        entry, achievement = _colony(shape, colony, ci)
        checked.append(entry)
        thebes_achievement = thebes_achievement or achievement
    if len(colonies) == 3 and not thebes_achievement:
        shape.fail("colony[1].track", "the Thebes track has the free cultural achievement bonus "
                                      "(bonus = \"achievement\") in the rules")
    return checked


def _colony(shape: Shape, colony: Any, ci: int) -> tuple[dict[str, Any], bool]:
    """One colony checked, and whether it is Thebes with the achievement on its track."""
    path = f"colony[{ci}]"
    colony = _table(shape, colony, path, ("key", "spaces", "track_length", "track"),
                    ("name", "placeholder"))
    key = _choice(shape, colony, "key", f"{path}.key", _COLONY_KEYS, "a colony")
    if key and ci < 3 and key != _COLONY_KEYS[ci]:
        shape.fail(f"{path}.key", f"{key!r}: the colonies are listed in the rules' order, "
                                  f"xian, thebes, cuzco (spaces 0-17, 18-35, 36-53)")
    spaces = _listed(shape, colony, "spaces", f"{path}.spaces")
    if "spaces" in colony and len(spaces) != COLONY_SPACES:
        shape.fail(f"{path}.spaces", f"{len(spaces)} spaces; a colony has {COLONY_SPACES}")
    colours = [_one_of(shape, s, f"{path}.spaces[{si}]", SPACE_COLOURS, "a space colour")
               or "yellow" for si, s in enumerate(spaces)]
    length = _whole(shape, colony, "track_length", f"{path}.track_length", 1, 60) or 0
    track, achievement = _track(shape, colony, path, length)
    return ({"key": key or _COLONY_KEYS[min(ci, 2)], "name": str(colony.get("name", key or "")),
             "spaces": colours, "track_length": length, "track": track},
            key == "thebes" and achievement)


def _track(shape: Shape, colony: dict[str, Any], path: str,
           length: int) -> tuple[dict[str, dict[str, Any]], bool]:
    """A colony track's bonuses by space ("3": {"bonus": "cp", "points": 2}), and whether one
    is the cultural achievement."""
    track: dict[str, dict[str, Any]] = {}
    achievement = False
    for ti, item in enumerate(_listed(shape, colony, "track", f"{path}.track")):
        ipath = f"{path}.track[{ti}]"
        item = _table(shape, item, ipath, ("space", "bonus"), ("points",))
        space = _whole(shape, item, "space", f"{ipath}.space", 1, 60)
        bonus = _choice(shape, item, "bonus", f"{ipath}.bonus", TRACK_BONUSES, "a track bonus")
        if space is not None and length and space > length:
            shape.fail(f"{ipath}.space", f"{space} is beyond the track's {length} spaces "
                                         "(track_length is shorter than the bonuses on it)")
        if space is not None and str(space) in track:
            shape.fail(f"{ipath}.space", f"space {space} has a bonus already")
        entry: dict[str, Any] = {"bonus": bonus or "cp"}
        if bonus == "cp":
            if "points" not in item:
                shape.fail(f"{ipath}.points", "missing (a cp bonus has points)")
            entry["points"] = _whole(shape, item, "points", f"{ipath}.points", 1, 20) or 1
        elif "points" in item:
            shape.fail(f"{ipath}.points", "only a cp bonus has points")
        achievement = achievement or bonus == "achievement"
        if space is not None:
            track[str(space)] = entry
    return dict(sorted(track.items(), key=lambda kv: int(kv[0]))), achievement


def _pods(shape: Shape, data: dict[str, Any]) -> list[dict[str, Any]]:
    """[[pods]]: the 40 pod tiles."""
    pods = _listed(shape, data, "pods", "pods")
    if "pods" in data and len(pods) != 40:
        shape.fail("pods", f"{len(pods)} pod tiles; the game has 40")
    checked = []
    for pi, pod in enumerate(pods):
        path = f"pods[{pi}]"
        pod = _table(shape, pod, path, ("colour", "influence"), ("bonus",))
        colour = _choice(shape, pod, "colour", f"{path}.colour", POD_COLOURS, "a pod colour")
        influence = _whole(shape, pod, "influence", f"{path}.influence", 0, 3)
        bonus = _choice(shape, pod, "bonus", f"{path}.bonus", POD_BONUSES, "a pod bonus", "")
        checked.append({"colour": colour or "yellow", "influence": influence or 0,
                        "bonus": bonus or ""})
    return checked


def _unique_key(shape: Shape, table: dict[str, Any], path: str, keys: set[str],
                fallback: str) -> str:
    """The entry's key (text, not used by an earlier entry), added to `keys`."""
    key = _text(shape, table, "key", f"{path}.key") or fallback
    if key in keys:
        shape.fail(f"{path}.key", f"{key!r} is used twice")
    keys.add(key)
    return key


def _buildings(shape: Shape, data: dict[str, Any], keys: set[str]) -> list[dict[str, Any]]:
    """[[buildings]]: the four buildings, each costing four materials."""
    buildings = _listed(shape, data, "buildings", "buildings")
    if "buildings" in data and len(buildings) != 4:
        shape.fail("buildings", f"{len(buildings)} buildings; the game has 4")
    checked = []
    for bi, b in enumerate(buildings):
        path = f"buildings[{bi}]"
        b = _table(shape, b, path, ("key", "points", "cost"), ("name", "bonus"))
        key = _unique_key(shape, b, path, keys, f"building{bi}")
        cost = [_one_of(shape, m, f"{path}.cost[{i}]", MATERIALS, "a material") or "water"
                for i, m in enumerate(_listed(shape, b, "cost", f"{path}.cost"))]
        if "cost" in b and len(cost) != 4:
            shape.fail(f"{path}.cost", f"{len(cost)} materials; a building costs 4")
        checked.append({
            "key": key, "name": str(b.get("name", key)),
            "points": _whole(shape, b, "points", f"{path}.points", 0, 30) or 0,
            "cost": cost,
            "bonus": _choice(shape, b, "bonus", f"{path}.bonus", BUILDING_BONUSES,
                             "a building bonus", "") or ""})
    return checked


def _statues(shape: Shape, data: dict[str, Any], keys: set[str]) -> list[dict[str, Any]]:
    """[[statues]]: the four statues, one of each kind."""
    statues = _listed(shape, data, "statues", "statues")
    if "statues" in data and len(statues) != 4:
        shape.fail("statues", f"{len(statues)} statues; the game has 4")
    checked = []
    for si, s in enumerate(statues):
        path = f"statues[{si}]"
        s = _table(shape, s, path, ("key", "kind"), ("name", "cost", "max"))
        key = _unique_key(shape, s, path, keys, f"statue{si}")
        checked.append({
            "key": key, "name": str(s.get("name", key)),
            "kind": _choice(shape, s, "kind", f"{path}.kind", STATUE_KINDS, "a statue kind")
            or "chain",
            "cost": _whole(shape, s, "cost", f"{path}.cost", 0, 16, 3),
            "max": _whole(shape, s, "max", f"{path}.max", 0, 60, 12)})
    kinds = Counter(s["kind"] for s in checked)
    for kind in STATUE_KINDS:
        if statues and kinds[kind] != 1:
            shape.fail("statues", f"{kinds[kind]} statues of kind {kind!r}; each kind once")
    return checked


def _cycle_cards(shape: Shape, data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """[[cycle_cards]]: the nine cards by key, with their points (and the discard card's seven
    materials)."""
    checked: dict[str, dict[str, Any]] = {}
    for ci, card in enumerate(_listed(shape, data, "cycle_cards", "cycle_cards")):
        path = f"cycle_cards[{ci}]"
        card = _table(shape, card, path, ("key", "cycle", "points"), ("materials",))
        key = _choice(shape, card, "key", f"{path}.key", tuple(CYCLE_CARDS), "a cycle card")
        cycle = _whole(shape, card, "cycle", f"{path}.cycle", 1, 3)
        points = _whole(shape, card, "points", f"{path}.points", 0, 30)
        if key is None:
            continue
        if key in checked:
            shape.fail(f"{path}.key", f"{key!r} is listed twice")
        if cycle is not None and cycle != CYCLE_CARDS[key][0]:
            shape.fail(f"{path}.cycle", f"{key!r} is a cycle {CYCLE_CARDS[key][0]} card")
        if key in KNOWN_POINTS and points is not None and points != KNOWN_POINTS[key]:
            shape.fail(f"{path}.points", f"the rules give this goal {KNOWN_POINTS[key]} points")
        entry: dict[str, Any] = {"cycle": CYCLE_CARDS[key][0], "points": points or 0}
        if key == "c3_discard":
            if "materials" not in card:
                shape.fail(f"{path}.materials", "missing (the card pictures 7 materials)")
            mats = [_one_of(shape, m, f"{path}.materials[{i}]", MATERIALS, "a material") or "water"
                    for i, m in enumerate(_listed(shape, card, "materials", f"{path}.materials"))]
            if "materials" in card and len(mats) != 7:
                shape.fail(f"{path}.materials", f"{len(mats)} materials; the card pictures 7")
            entry["materials"] = mats
        elif "materials" in card:
            shape.fail(f"{path}.materials", "only the discard card pictures materials")
        checked[key] = entry
    if "cycle_cards" in data:
        for key in CYCLE_CARDS:
            if key not in checked:
                shape.fail("cycle_cards", f"no card {key!r}: the game has 9 cycle cards, 3 per "
                                          "cycle")
    return checked


def _mats(shape: Shape, data: dict[str, Any]) -> list[dict[str, Any]]:
    """[[mats]]: the five player mats, each of the ten powers on one of them."""
    mats = _listed(shape, data, "mats", "mats")
    if "mats" in data and len(mats) != 5:
        shape.fail("mats", f"{len(mats)} player mats; the game has 5")
    checked: list[dict[str, Any]] = []
    powers_seen: Counter = Counter()
    for mi, mat in enumerate(mats):
        path = f"mats[{mi}]"
        mat = _table(shape, mat, path, ("key", "powers"), ("name",))
        key = _text(shape, mat, "key", f"{path}.key") or f"mat{mi}"
        powers = [_one_of(shape, w, f"{path}.powers[{i}]", tuple(MAT_POWERS), "a mat power") or ""
                  for i, w in enumerate(_listed(shape, mat, "powers", f"{path}.powers"))]
        if "powers" in mat and len(powers) != 2:
            shape.fail(f"{path}.powers", f"{len(powers)} powers; a mat has 2")
        powers_seen.update(w for w in powers if w)
        if any(m["key"] == key for m in checked):
            shape.fail(f"{path}.key", f"{key!r} is used twice")
        checked.append({"key": key, "name": str(mat.get("name", key)), "powers": powers})
    if mats:
        for power in MAT_POWERS:
            if powers_seen[power] != 1:
                shape.fail("mats", f"the power {power!r} is on {powers_seen[power]} mats; each of "
                                   "the ten powers is on one mat")
    return checked


_PLACEHOLDER: dict[str, Any] = {}


def load_placeholder() -> dict[str, Any]:
    """The placeholder board, checked (read once per process: the rules never change a board,
    so every game of a self-play run shares it)."""
    if not _PLACEHOLDER:
        _PLACEHOLDER.update(check_board(parsed_toml(PLACEHOLDER_BOARD)))
    return _PLACEHOLDER
