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

from gm_tool.core.kit.errors import GmError

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

class BoardProblems:
    def __init__(self) -> None:
        self.items: list[str] = []

    def add(self, path: str, message: str) -> None:
        self.items.append(f"{path}: {message}")


def _int(p: BoardProblems, path: str, value: Any, low: int, high: int) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int):
        p.add(path, f"{value!r} is not a whole number")
        return None
    if not low <= value <= high:
        p.add(path, f"{value} is not {low} to {high}")
        return None
    return value


def _str(p: BoardProblems, path: str, value: Any, allowed: tuple[str, ...] | None = None,
         what: str = "value") -> str | None:
    if not isinstance(value, str):
        p.add(path, f"{value!r} is not text")
        return None
    if allowed is not None and value not in allowed:
        from gm_tool.core.kit.matching import suggestions
        close = suggestions(value, list(allowed))
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        listed = ", ".join(a or '""' for a in allowed)
        p.add(path, f"{value!r} is not a {what}{hint}; one of: {listed}")
        return None
    return value


def _table(p: BoardProblems, path: str, value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        p.add(path, "missing, or not a table")
        return {}
    return value


def _list(p: BoardProblems, path: str, value: Any) -> list[Any]:
    if not isinstance(value, list):
        p.add(path, "missing, or not a list")
        return []
    return value


def _unknown_keys(p: BoardProblems, path: str, table: dict[str, Any], known: set[str]) -> None:
    for key in table:
        if key not in known:
            p.add(f"{path}.{key}" if path else key, "unknown key (misspelt?)")


def check_board(data: dict[str, Any]) -> dict[str, Any]:
    """A board file's data checked as a whole: the board to use (plain data), or a GmError
    listing every problem with its key path."""
    p = BoardProblems()
    _unknown_keys(p, "", data, {"board", "orbit", "colony", "pods", "buildings", "statues",
                                "cycle_cards", "mats"})
    head = _table(p, "board", data.get("board"))
    _unknown_keys(p, "board", head, {"name", "placeholder", "note"})
    name = _str(p, "board.name", head.get("name", "")) or ""
    placeholder = head.get("placeholder", False)
    if not isinstance(placeholder, bool):
        p.add("board.placeholder", f"{placeholder!r} is not true or false")
        placeholder = True
    board: dict[str, Any] = {"name": name, "placeholder": placeholder,
                             "note": str(head.get("note", ""))}

    # orbit
    orbit_t = _table(p, "orbit", data.get("orbit"))
    _unknown_keys(p, "orbit", orbit_t, {"clockwise", "placeholder"})
    orbit = [_str(p, f"orbit.clockwise[{i}]", v, LOCATIONS, "location")
             for i, v in enumerate(_list(p, "orbit.clockwise", orbit_t.get("clockwise")))]
    if "clockwise" in orbit_t:
        if len(orbit) != 7:
            p.add("orbit.clockwise", f"{len(orbit)} locations; the orbit has 7")
        for loc, n in Counter(o for o in orbit if o).items():
            if n > 1:
                p.add("orbit.clockwise", f"{loc!r} is listed {n} times")
        if (len(orbit) == 7 and all(orbit) and len(set(orbit)) == 7
                and orbit[(orbit.index("manufactory_left") - 1) % 7] != "nebra"):
            p.add("orbit.clockwise", "Nebra must be one step counter-clockwise of the left "
                                     "Manufactory (moving 6 clockwise from it lands on Nebra)")
    board["orbit"] = orbit

    # colonies
    colonies = _list(p, "colony", data.get("colony"))
    if len(colonies) != 3:
        p.add("colony", f"{len(colonies)} colonies; the board has 3 (Xi'an, Thebes, Cuzco)")
    board["colonies"] = []
    expected = ("xian", "thebes", "cuzco")
    any_achievement = False
    for ci, colony in enumerate(colonies):
        path = f"colony[{ci}]"
        colony = _table(p, path, colony)
        _unknown_keys(p, path, colony, {"key", "name", "spaces", "track_length", "track",
                                        "placeholder"})
        key = _str(p, f"{path}.key", colony.get("key"), expected, "colony")
        if key and ci < 3 and key != expected[ci]:
            p.add(f"{path}.key", f"{key!r}: the colonies are listed in the rules' order, "
                                 f"xian, thebes, cuzco (spaces 0-17, 18-35, 36-53)")
        spaces = _list(p, f"{path}.spaces", colony.get("spaces"))
        if "spaces" in colony and len(spaces) != COLONY_SPACES:
            p.add(f"{path}.spaces", f"{len(spaces)} spaces; a colony has {COLONY_SPACES}")
        colours = [_str(p, f"{path}.spaces[{si}]", s, SPACE_COLOURS, "space colour") or "yellow"
                   for si, s in enumerate(spaces)]
        length = _int(p, f"{path}.track_length", colony.get("track_length"), 1, 60) or 0
        track: dict[str, dict[str, Any]] = {}
        for ti, item in enumerate(_list(p, f"{path}.track", colony.get("track"))):
            ipath = f"{path}.track[{ti}]"
            item = _table(p, ipath, item)
            _unknown_keys(p, ipath, item, {"space", "bonus", "points"})
            space = _int(p, f"{ipath}.space", item.get("space"), 1, 60)
            bonus = _str(p, f"{ipath}.bonus", item.get("bonus"), TRACK_BONUSES, "track bonus")
            if space is not None and length and space > length:
                p.add(f"{ipath}.space", f"{space} is beyond the track's {length} spaces "
                                        "(track_length is shorter than the bonuses on it)")
            if space is not None and str(space) in track:
                p.add(f"{ipath}.space", f"space {space} has a bonus already")
            entry: dict[str, Any] = {"bonus": bonus or "cp"}
            if bonus == "cp":
                entry["points"] = _int(p, f"{ipath}.points", item.get("points"), 1, 20) or 1
            elif "points" in item:
                p.add(f"{ipath}.points", "only a cp bonus has points")
            if bonus == "achievement":
                any_achievement = True
                if key and key != "thebes":
                    pass  # allowed: the rules say only that the Thebes track has one
                if key == "thebes":
                    board.setdefault("_thebes_achievement", True)
            if space is not None:
                track[str(space)] = entry
        board["colonies"].append({"key": key or expected[min(ci, 2)],
                                  "name": str(colony.get("name", key or "")),
                                  "spaces": colours, "track_length": length,
                                  "track": dict(sorted(track.items(), key=lambda kv: int(kv[0])))})
    if len(colonies) == 3 and not board.pop("_thebes_achievement", False):
        p.add("colony[1].track", "the Thebes track has the free cultural achievement bonus "
                                 "(bonus = \"achievement\") in the rules")
    board.pop("_thebes_achievement", None)
    del any_achievement

    # pods
    pods = _list(p, "pods", data.get("pods"))
    if "pods" in data and len(pods) != 40:
        p.add("pods", f"{len(pods)} pod tiles; the game has 40")
    board["pods"] = []
    for pi, pod in enumerate(pods):
        path = f"pods[{pi}]"
        pod = _table(p, path, pod)
        _unknown_keys(p, path, pod, {"colour", "influence", "bonus"})
        colour = _str(p, f"{path}.colour", pod.get("colour"), POD_COLOURS, "pod colour")
        influence = _int(p, f"{path}.influence", pod.get("influence"), 0, 3)
        bonus = _str(p, f"{path}.bonus", pod.get("bonus", ""), POD_BONUSES, "pod bonus")
        board["pods"].append({"colour": colour or "yellow", "influence": influence or 0,
                              "bonus": bonus or ""})

    # buildings and statues
    buildings = _list(p, "buildings", data.get("buildings"))
    if "buildings" in data and len(buildings) != 4:
        p.add("buildings", f"{len(buildings)} buildings; the game has 4")
    board["buildings"] = []
    seen_keys: set[str] = set()
    for bi, b in enumerate(buildings):
        path = f"buildings[{bi}]"
        b = _table(p, path, b)
        _unknown_keys(p, path, b, {"key", "name", "points", "cost", "bonus"})
        key = _str(p, f"{path}.key", b.get("key")) or f"building{bi}"
        if key in seen_keys:
            p.add(f"{path}.key", f"{key!r} is used twice")
        seen_keys.add(key)
        cost = [_str(p, f"{path}.cost[{i}]", m, MATERIALS, "material") or "water"
                for i, m in enumerate(_list(p, f"{path}.cost", b.get("cost")))]
        if "cost" in b and len(cost) != 4:
            p.add(f"{path}.cost", f"{len(cost)} materials; a building costs 4")
        board["buildings"].append({
            "key": key, "name": str(b.get("name", key)),
            "points": _int(p, f"{path}.points", b.get("points"), 0, 30) or 0,
            "cost": cost,
            "bonus": _str(p, f"{path}.bonus", b.get("bonus", ""), BUILDING_BONUSES,
                          "building bonus") or ""})
    statues = _list(p, "statues", data.get("statues"))
    if "statues" in data and len(statues) != 4:
        p.add("statues", f"{len(statues)} statues; the game has 4")
    board["statues"] = []
    for si, s in enumerate(statues):
        path = f"statues[{si}]"
        s = _table(p, path, s)
        _unknown_keys(p, path, s, {"key", "name", "kind", "cost", "max"})
        key = _str(p, f"{path}.key", s.get("key")) or f"statue{si}"
        if key in seen_keys:
            p.add(f"{path}.key", f"{key!r} is used twice")
        seen_keys.add(key)
        board["statues"].append({
            "key": key, "name": str(s.get("name", key)),
            "kind": _str(p, f"{path}.kind", s.get("kind"), STATUE_KINDS, "statue kind") or "chain",
            "cost": _int(p, f"{path}.cost", s.get("cost", 3), 0, 16),
            "max": _int(p, f"{path}.max", s.get("max", 12), 0, 60)})
    kinds = Counter(s["kind"] for s in board["statues"])
    for kind in STATUE_KINDS:
        if statues and kinds[kind] != 1:
            p.add("statues", f"{kinds[kind]} statues of kind {kind!r}; each kind once")

    # cycle cards
    cards = _list(p, "cycle_cards", data.get("cycle_cards"))
    board["cycle_cards"] = {}
    for ci, card in enumerate(cards):
        path = f"cycle_cards[{ci}]"
        card = _table(p, path, card)
        _unknown_keys(p, path, card, {"key", "cycle", "points", "materials"})
        key = _str(p, f"{path}.key", card.get("key"), tuple(CYCLE_CARDS), "cycle card")
        cycle = _int(p, f"{path}.cycle", card.get("cycle"), 1, 3)
        points = _int(p, f"{path}.points", card.get("points"), 0, 30)
        if key is None:
            continue
        if key in board["cycle_cards"]:
            p.add(f"{path}.key", f"{key!r} is listed twice")
        if cycle is not None and cycle != CYCLE_CARDS[key][0]:
            p.add(f"{path}.cycle", f"{key!r} is a cycle {CYCLE_CARDS[key][0]} card")
        if key in KNOWN_POINTS and points is not None and points != KNOWN_POINTS[key]:
            p.add(f"{path}.points", f"the rules give this goal {KNOWN_POINTS[key]} points")
        entry: dict[str, Any] = {"cycle": CYCLE_CARDS[key][0], "points": points or 0}
        if key == "c3_discard":
            mats = [_str(p, f"{path}.materials[{i}]", m, MATERIALS, "material") or "water"
                    for i, m in enumerate(_list(p, f"{path}.materials", card.get("materials")))]
            if "materials" in card and len(mats) != 7:
                p.add(f"{path}.materials", f"{len(mats)} materials; the card pictures 7")
            entry["materials"] = mats
        elif "materials" in card:
            p.add(f"{path}.materials", "only the discard card pictures materials")
        board["cycle_cards"][key] = entry
    if "cycle_cards" in data:
        for key in CYCLE_CARDS:
            if key not in board["cycle_cards"]:
                p.add("cycle_cards", f"no card {key!r}: the game has 9 cycle cards, 3 per cycle")

    # mats
    mats = _list(p, "mats", data.get("mats"))
    if "mats" in data and len(mats) != 5:
        p.add("mats", f"{len(mats)} player mats; the game has 5")
    board["mats"] = []
    powers_seen: Counter = Counter()
    for mi, mat in enumerate(mats):
        path = f"mats[{mi}]"
        mat = _table(p, path, mat)
        _unknown_keys(p, path, mat, {"key", "name", "powers"})
        key = _str(p, f"{path}.key", mat.get("key")) or f"mat{mi}"
        powers = [_str(p, f"{path}.powers[{i}]", w, tuple(MAT_POWERS), "mat power") or ""
                  for i, w in enumerate(_list(p, f"{path}.powers", mat.get("powers")))]
        if "powers" in mat and len(powers) != 2:
            p.add(f"{path}.powers", f"{len(powers)} powers; a mat has 2")
        powers_seen.update(w for w in powers if w)
        if any(m["key"] == key for m in board["mats"]):
            p.add(f"{path}.key", f"{key!r} is used twice")
        board["mats"].append({"key": key, "name": str(mat.get("name", key)), "powers": powers})
    if mats:
        for power in MAT_POWERS:
            if powers_seen[power] != 1:
                p.add("mats", f"the power {power!r} is on {powers_seen[power]} mats; each of the "
                              "ten powers is on one mat")
    if p.items:
        raise GmError(f"the board file has {len(p.items)} problem(s):\n  " + "\n  ".join(p.items),
                      "fix each key named; nothing was loaded")
    return board


_PLACEHOLDER: dict[str, Any] = {}


def load_placeholder() -> dict[str, Any]:
    """The placeholder board, checked (read once per process: the rules never change a board,
    so every game of a self-play run shares it)."""
    if not _PLACEHOLDER:
        import tomllib
        with open(PLACEHOLDER_BOARD, "rb") as handle:
            _PLACEHOLDER.update(check_board(tomllib.load(handle)))
    return _PLACEHOLDER
