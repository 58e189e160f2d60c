"""What one Distant Colony post is read against, and the helpers every section shares.

`PostContext` is the per-post state of the reader: the player's orders and claims so far, the
diagnostics, and the player's settlement as the post has changed it — buildings built earlier
in the post get their ids, colonists moved by Build staffing, Colonisation and earlier moves
are followed — so that "Farm #2", "Skilled from Colony Center" or a bare "Farm" resolve as the
player sees their colony. The sections (posts/sections/) read their lines with it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.reading.sections import EMPTY, OK, PARTIAL, UNREADABLE, Item
from gm_tool.core.kit.reading.sentences import undecided_between
from gm_tool.core.kit.reading.tokens import Token
from gm_tool.games.distant_colony.actions import (HOUSING, Move, Place, ProductionStep,
                                                  TurnOrders)
from gm_tool.games.distant_colony.rules.catalogue import building_name, buildings
from gm_tool.games.distant_colony.posts.claims import Claim
from gm_tool.games.distant_colony.posts.phrases import colonist_term, peek_place
from gm_tool.games.distant_colony.posts.spaces import clause_of, space_claims, storage_claims
from gm_tool.games.distant_colony.posts.vocabulary import (COLONISTS_ANY, FILLER, GRAMMAR_WORDS,
                                                           BuildingMatch, Term, building_at,
                                                           building_number_at, housing_at,
                                                           match_noun, phase_word, term_at)
from gm_tool.games.distant_colony.state import DCState, Settlement
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES, PHASE_NAMES

__all__ = ["PostContext", "Step", "VBuilding"]

# words that name a kind of building without saying which ("Build: Factory (Skilled)")
_KIND_WORDS = frozenset({"factory", "factories", "complex", "harvest", "lab", "labs", "station",
                         "camp", "school", "hq"})
# a kind of building named by its category ("the factory"): the player's only one of it
_CATEGORY_WORDS = {"factory": "manufacturing", "lab": "scientific"}

# words close to a building's name that are plain English on a turn line, never a typo of it
_NOT_GAME_TYPOS = frozenset({"market", "marked", "barrack", "former", "farmer", "harvest",
                             "factor", "laboratory", "center", "centre", "colony"})

# sections that are a phase (a section of a phase not played this round is a warning)
_PHASE_OF = {"survey": "survey", "colonization": "colonization", "build": "build",
             "production": "production", "trade": "trade", "organization": "organization"}


@dataclass(slots=True)
class VBuilding:
    """A building as the post has left it so far (`new`: built earlier in the post)."""

    id: int
    kind: str
    staff: list[str]
    new: bool = False


@dataclass(slots=True)
class Step:
    """A Production line as read: a building's step, a building left idle, a summary line for a
    subsection, "all" or "none" (turned into `orders.production` by sections/production.finish)."""

    kind: str                         # "step", "skip", "summary", "all", "none"
    line: int
    step: ProductionStep | None = None
    subsection: str | None = None
    building_id: int | None = None


class PostContext:
    """The reader of one post: its state, its output, and the shared helpers of the sections."""

    def __init__(self, state: DCState, player: str, settings: Any,
                 hints: dict[str, str] | None = None):
        self.unheaded: set[int] = set()   # lines read under a heading the reader inferred
        self.state = state
        self.settings = settings
        self.players = list(getattr(state, "players", []) or [])
        match = [p for p in self.players if fold(p) == fold(str(player))]
        self.player = match[0] if match else str(player)
        self.orders = TurnOrders(self.player)
        # the line that wrote each order of a list of orders, by list: "builds" -> the line
        # of orders.builds[i]; "player_trades", "moves" (Organization) and "survey" likewise
        # (the checker places a rules problem about one order on its line); kept as long as
        # its list (`restore`)
        self.order_lines: dict[str, list[int]] = {"builds": [], "player_trades": [], "moves": [],
                                                 "survey": [], "trades": []}
        # the line of a single order: "take", "reserve", "borrowed_phase", "discard" (the last
        # line that wrote it), for the check reply's "Read as"
        self.field_lines: dict[str, int] = {}
        # (line number, section) -> the text of the line's part in that section
        self.parts: dict[tuple[int, str], str] = {}
        self.claims: list[Claim] = []
        # (line, section, Wealth before, Wealth after) a player worked out ("16 → 4 Wealth")
        self.balances: list[tuple[int, str, int | None, int]] = []
        self.diags: list[Diagnostic] = []
        settlement = state.settlements.get(self.player) if match else None
        if settlement is None:
            settlement = Settlement(self.player)
            self.diag("dc.post.unknown_player", f"{player!r} is not a player of this game", None,
                      hint=f"players: {', '.join(self.players)}")
        self.settlement: Settlement = settlement
        self.buildings: list[VBuilding] = [VBuilding(b.id, b.kind, list(b.staff))
                                           for b in settlement.buildings]
        self.housing: list[str] = list(settlement.housing)
        self.next_id = max([settlement.next_building_id] + [b.id + 1 for b in settlement.buildings])
        self.steps: list[Step] = []
        self.played = (state.played or {}).get(self.player)
        self.arrived = False   # the reserved colonist read as arriving (Colonisation)
        self.borrowing: str | None = None  # the played effect Organization borrows (read first)
        self.hints = hints or {}
        self.last_dest = None  # where the last move read went (a displaced colonist comes from there)

    # -- output ----------------------------------------------------------------------------

    def diag(self, code: str, message: str, line: int | None, *, hint: str | None = None,
             severity: Severity = Severity.ERROR) -> None:
        self.diags.append(Diagnostic(code, message, severity, line, None, hint))

    def warn(self, code: str, message: str, line: int | None, hint: str | None = None) -> None:
        self.diag(code, message, line, hint=hint, severity=Severity.WARNING)

    def info(self, code: str, message: str, line: int | None, hint: str | None = None) -> None:
        self.diag(code, message, line, hint=hint, severity=Severity.INFO)

    def snapshot(self) -> tuple:
        """What reading a line can change, to undo it (`SectionRunner` reads the lines after
        the last heading on trial)."""
        buildings = [VBuilding(b.id, b.kind, list(b.staff), b.new) for b in self.buildings]
        return (len(self.claims), len(self.steps), copy_orders(self.orders), buildings,
                list(self.housing), self.next_id, self.arrived, dict(self.field_lines))

    def restore(self, saved: tuple) -> None:
        (n_claims, n_steps, self.orders, self.buildings, self.housing, self.next_id,
         self.arrived, self.field_lines) = saved
        for name, lines in self.order_lines.items():
            del lines[len(getattr(self.orders, name) or ()):]
        del self.claims[n_claims:], self.steps[n_steps:]

    def check_phases(self, grouped: dict[str, list[Item]]) -> None:
        """A section for a phase that does not happen this round is a warning."""
        phases = list(getattr(self.state, "phases", []) or [])
        if not phases:
            return
        for section, items in grouped.items():
            phase = _PHASE_OF.get(section)
            if phase and phase not in phases:
                first = next((i for i in items if i.is_header), items[0])
                self.warn("dc.post.phase_not_played",
                          f'"{first.line.text}": {PHASE_NAMES[phase]} does not happen this round '
                          f"(phases: {', '.join(PHASE_NAMES[p] for p in phases)})",
                          first.line.number)

    def has_effect(self, phase: str) -> bool:
        """The player gets `phase`'s played effect: they played it, or they played Organization
        and the post borrows it."""
        return self.played == phase or (self.played == "organization" and self.borrowing == phase)

    # -- reading a line ------------------------------------------------------------------------

    def leftover(self, item: Item, tokens: list[Token], used: set[int],
                 understood: bool, extra_filler: set[str] = frozenset()) -> str:  # type: ignore[assignment]
        """Report what was not understood; return the line's status. A word of the game left
        unused on a line that was read (a resource, colonist, building, place, player or phase
        no order took, or a close typo of one) is an error: the post is not accepted until
        the player confirms what they meant (`dc.post.please_confirm`); other words left over
        are a warning."""
        used = set(used)
        if understood and undecided_between(item.line.text):
            # "reserve an Expert... or not? idk": an order offered with another, undecided
            self.diag("dc.post.undecided", f'"{item.line.text}": which is it? the line offers '
                      "another choice without making one", item.line.number,
                      hint="write only the order you mean")
            return PARTIAL
        used |= _said_words(tokens, item.section)   # "No moves this time", "everything runs"
        space_claims(self, item, tokens, used)   # "that's 15/15 spaces, so the game ends"
        if any(t.word in ("storage", "stored", "capacity") for t in tokens):
            storage_claims(self, item, tokens, used)   # "I'm at 5/5 storage"
        depth = 0
        unknown: list[str] = []
        game: list[str] = []
        figures: list[str] = []    # a number outside brackets that nothing read: never checked
        skip_to = -1
        for i, t in enumerate(tokens):
            if t.kind == "punct" and t.value in "([":
                depth += 1
            elif t.kind == "punct" and t.value in ")]":
                depth = max(0, depth - 1)
            if i in used or i < skip_to:
                continue
            found = self.game_word_at(tokens, i, used, item.section)
            if found is not None and found[1] == i + 1 and phase_word(t.word) \
                    and item.section != "organization":
                found = None   # "Production effect on the Colony Center": a played effect named
            # in parentheses only an amount ("(and 1 Food)") is an order left out; a name
            # there is a remark's ("Goods Factory: idle (no raw)")
            if found is not None and (depth == 0 or t.kind == "num"):
                game.append(found[0])
                skip_to = found[1]
                continue
            if found is not None:
                # "(reserve: Criminal – for the prison plan…)": a name inside a remark is the
                # remark's, read as the game's word it is (never "did not understand")
                skip_to = found[1]
                continue
            # "(no reserve, the pool is empty)": a grammar word in brackets is the remark's
            if t.kind == "word" and t.word not in FILLER and t.word not in extra_filler \
                    and not (depth and t.word in GRAMMAR_WORDS) and match_noun(tokens, i) is None:
                unknown.append(t.text)
            elif t.kind == "num" and depth == 0:
                unknown.append(t.text)
                if _amount_clause(tokens, i) or _unit_after(tokens, i, used):
                    figures.append(t.text)
        if not understood and not unknown and not game \
                and not any(t.kind in ("word", "num") for t in tokens):
            return EMPTY
        if not understood:
            if not tokens:
                return EMPTY
            self.diag("dc.post.unreadable_line", f'"{item.line.text}": not understood',
                      item.line.number, hint=self.hints.get(item.section))
            return UNREADABLE
        if game:
            self.please_confirm(item, game)
            return PARTIAL
        if figures:
            # "..., food stays at 5": a figure the player wrote that no order read is a figure
            # left unchecked; the post is not accepted until the player says what it is
            self.please_confirm(item, figures, what=f"a figure on line {item.line.number} was not "
                                                    "read or checked")
            return PARTIAL
        if unknown:
            self.warn("dc.post.unknown_word",
                      f'"{item.line.text}": did not understand {", ".join(repr(u) for u in unknown[:8])}',
                      item.line.number, hint="the rest of the line was read")
            return PARTIAL
        return OK

    def unclear_goods(self, item: Item, tokens: list[Token], start: int, end: int) -> bool:
        """"sell 1 goods" (the word alone) from a player who has Rare Goods, or makes them:
        Basic or Rare Goods? An error that asks; True when it was asked."""
        words = [t.word for t in tokens[start:end]]
        while len(words) > 1 and words[0] in ("the", "my", "a", "an", "one", "some", "its",
                                              "our", "all", "1"):
            words, start = words[1:], start + 1    # "sells the goods", "sell my goods"
        if words not in (["goods"], ["good"]):
            return False
        rare = self.settlement.resources.get("rare_goods", 0) > 0 or any(
            b.kind in ("advanced_goods_factory",) for b in self.buildings)
        if not rare:
            return False
        self.diag("dc.post.please_confirm",
                  f'"{item.line.text}": "{tokens[start].text}": Basic Goods or Rare Goods?',
                  item.line.number, hint="write 'Basic Goods' (BG) or 'Rare Goods' (RG)")
        return True

    def please_confirm(self, item: Item, words: list[str], what: str | None = None) -> None:
        """An error: a word of the game on a line was not used (the post is not accepted until
        the player says what they meant)."""
        words = list(dict.fromkeys(words))
        quoted = item.line.text if len(item.line.text) <= 90 else item.line.text[:87] + "..."
        what = what or f"part of line {item.line.number} was not used"
        self.diag("dc.post.please_confirm",
                  f'not accepted \u2014 please confirm: {what} ("{quoted}"); it names '
                  + ", ".join(f'"{w}"' for w in words[:5]) + " that no order took",
                  item.line.number, hint=self.hints.get(item.section))

    def game_word_at(self, tokens: list[Token], i: int, used: set[int] | frozenset = frozenset(),
                     section: str = "player_trade") -> tuple[str, int] | None:
        """A word of the game starting at tokens[i] ((text as written, index after it)): a
        resource, Wealth, VP or colonist type, a building (or a close typo of one), Temporary
        Housing, another player, a phase; None for anything else (filler words never)."""
        t = tokens[i]
        if t.kind == "num":
            found = match_noun(tokens, i + 1, allow_single_letter=True) if i + 1 < len(tokens) else None
            if found is not None and not any(k in used for k in range(i + 1, found[1])) \
                    and found[0].key != COLONISTS_ANY:
                return " ".join(x.text for x in tokens[i:found[1]]), found[1]
            return None
        if t.kind != "word" or t.word in FILLER or len(t.word) < 2:
            return None
        found = match_noun(tokens, i)
        if found is not None and found[0].key != COLONISTS_ANY \
                and found[0].kind not in ("wealth", "vp"):
            # ("with the money": Wealth or VP named without a number orders nothing)
            return " ".join(x.text for x in tokens[i:found[1]]), found[1]
        end = housing_at(tokens, i)
        if end is not None:
            return " ".join(x.text for x in tokens[i:end]), end
        m = building_at(tokens, i, fuzzy=len(t.word) >= 5)
        if m is not None and not (m.typo and t.word in _NOT_GAME_TYPOS):
            return " ".join(x.text for x in tokens[i:m.end]), m.end
        if t.word in _KIND_WORDS:
            return t.text, i + 1   # "Factory" (which one?)
        if t.word in {fold(p) for p in self.players}:
            return (t.text, i + 1) if section in ("trade", "player_trade") else None
        if phase_word(t.word):
            return t.text, i + 1
        return None

    def terms(self, tokens: list[Token], used: set[int], *, kinds: tuple[str, ...] | None = None,
              start: int = 0, end: int | None = None) -> list[Term]:
        out = []
        i = start
        stop = len(tokens) if end is None else end
        while i < stop:
            if i in used:
                i += 1
                continue
            term = term_at(tokens, i)
            if term and term.end <= stop and not any(k in used for k in range(term.start, term.end)) \
                    and (kinds is None or term.kind in kinds):
                out.append(term)
                used.update(range(term.start, term.end))
                i = term.end
            else:
                i += 1
        return out

    def claim(self, section: str, item: Item, deltas: dict[str, int],
              subsection: str | None = None, building_id: int | None = None,
              unsigned: Any = (), attributed: bool = False) -> Claim:
        # a 0 the player wrote is a figure too ("Others: 0 Food, +1 Wealth"): it is kept
        claim = Claim(section, subsection, dict(deltas), item.line.number, item.line.text,
                      building_id, unsigned=frozenset(unsigned), attributed=attributed)
        self.claims.append(claim)
        return claim

    def wrote(self, name: str, item: Item) -> None:
        """The orders added to `orders.<name>` since the last call were written on item's line."""
        lines = self.order_lines[name]
        lines.extend([item.line.number] * (len(getattr(self.orders, name) or ()) - len(lines)))

    def mark_words(self, tokens: list[Token], used: set[int], words: set[str]) -> bool:
        hit = False
        for i, t in enumerate(tokens):
            if t.kind == "word" and t.word in words:
                used.add(i)
                hit = True
        return hit

    def mark_punct(self, tokens: list[Token], used: set[int]) -> None:
        for i, t in enumerate(tokens):
            if t.kind in ("punct", "arrow"):
                used.add(i)

    # -- the settlement: buildings, places, colonists ------------------------------------------

    def of_kind(self, kind: str) -> list[VBuilding]:
        return [b for b in self.buildings if b.kind == kind]

    def find_building(self, tokens: list[Token], i: int, item: Item, *, fuzzy: bool = True
                       ) -> tuple[BuildingMatch, int | None, int] | None:
        """A building name (and number) at tokens[i]: (match, number, end)."""
        m = building_at(tokens, i, fuzzy=fuzzy)
        if m is None and i < len(tokens) and tokens[i].word in _CATEGORY_WORDS:
            # "the factory": the player's only building of that kind of building
            category = _CATEGORY_WORDS[tokens[i].word]
            mine = [b for b in self.buildings if b.kind in buildings()
                    and buildings()[b.kind].category == category]
            if len({b.kind for b in mine}) == 1:
                number, end = building_number_at(tokens, i + 1)
                return BuildingMatch(mine[0].kind, i, i + 1, tokens[i].text), number, end
        if m is None and 0 < i < len(tokens) and tokens[i].word in ("complex", "cplx") \
                and tokens[i - 1].word not in ("no", "without", "the", "my") \
                and not (tokens[i - 1].kind == "punct" and tokens[i - 1].value in "([") \
                and (i + 1 >= len(tokens) or tokens[i + 1].word not in (
                    "full", "fully", "bonus", "staffed", "is", "was")):
            # "harvester + complex run", "harvester -1 food +1 raw complex -1 food": the
            # Complex of the building just named
            before = next((building_at(tokens, j, fuzzy=False) for j in range(i - 1, max(-1, i - 7), -1)
                           if tokens[j].kind == "word" and building_at(tokens, j, fuzzy=False)),
                          None)
            complexes = [b for b in self.buildings if before is not None
                         and b.kind == before.kind + "_complex"]
            if len(complexes) == 1:
                number, end = building_number_at(tokens, i + 1)
                return BuildingMatch(complexes[0].kind, i, i + 1, tokens[i].text), number, end
        if m is None:
            # a bare "#2"
            number, end = building_number_at(tokens, i)
            if number is not None and tokens[i].kind == "punct" and tokens[i].value == "#":
                b = next((b for b in self.buildings if b.id == number), None)
                if b is not None:
                    return BuildingMatch(b.kind, i, end, f"#{number}"), number, end
            return None
        number, end = building_number_at(tokens, m.end)
        if m.typo and not any(b.kind == m.kind for b in self.buildings):
            # "the factory complex" with a Goods Factory Complex (and no Machine Factory
            # Complex): the one building of the player's whose name holds every word written
            written = set(fold(m.written).split())
            mine = {b.kind for b in self.buildings if b.kind in buildings()
                    and written <= set(fold(building_name(b.kind)).split())}
            if len(mine) == 1:
                return BuildingMatch(mine.pop(), m.start, m.end, m.written), number, end
        if not m.typo and not any(b.kind == m.kind for b in self.buildings):
            m = _complex_of_plural(m, self.buildings)
        if m.typo:
            name = building_name(m.kind)
            self.warn("dc.post.building_typo", f'"{item.line.text}": read "{m.written}" as "{name}"',
                      item.line.number, hint=f'did you mean "{name}"?')
        return m, number, end

    def resolve(self, kind: str, number: int | None, item: Item, *, purpose: str,
                colonist: str | None = None, exclude: set[int] = frozenset()  # type: ignore[assignment]
                 ) -> int | None:
        """The id of the player's building of `kind` meant here (see docs/reading.md)."""
        candidates = self.of_kind(kind)
        name = building_name(kind)
        if not candidates:
            self.diag("dc.post.no_such_building", f'"{item.line.text}": you have no {name}',
                      item.line.number, hint=buildings_hint(self.buildings))
            return None
        if number is not None:
            for b in candidates:
                if b.id == number:
                    return b.id
            if 1 <= number <= len(candidates):
                return candidates[number - 1].id
            ids = ", ".join(f"#{b.id}" for b in candidates)
            self.diag("dc.post.no_such_building", f'"{item.line.text}": you have no {name} #{number}',
                      item.line.number, hint=f"your {name} buildings: {ids}")
            return None
        if len(candidates) == 1:
            return candidates[0].id
        pool = [b for b in candidates if b.id not in exclude] or candidates
        if purpose == "source" and colonist:
            having = [b for b in pool if colonist in b.staff]
            if having:
                return having[0].id
        if purpose == "dest":
            slots = {b.id: buildings()[b.kind].slots for b in pool}
            free = [b for b in pool if len(b.staff) < slots[b.id]]
            if len(free) == 1 or (free and len({len(b.staff) for b in free}) > 1):
                return free[0].id
            # "to the Farm" with two Farms and no one place for it: which one?
            ids = " or ".join(f"#{b.id}" for b in (free or pool))
            self.diag("dc.post.please_confirm",
                      f'"{item.line.text}": which {name}: {ids}?', item.line.number,
                      hint=f"write its number, e.g. '{name} #{(free or pool)[0].id}'")
            return None
        return pool[0].id

    def place_at(self, tokens: list[Token], i: int, item: Item, used: set[int], *, purpose: str,
                 colonist: str | None) -> tuple[Place | None, int] | None:
        """A place at tokens[i] (skipping "the"): Temporary Housing or one of the buildings."""
        j = i
        while j < len(tokens) and tokens[j].kind == "word" and tokens[j].word in (
                "the", "my", "a", "new", "old", "empty", "our"):
            j += 1
        end = housing_at(tokens, j)
        if end is not None:
            used.update(range(i, end))
            return HOUSING, end
        found = self.find_building(tokens, j, item)
        if found is None:
            return None
        m, number, end = found
        used.update(range(i, end))
        return self.resolve(m.kind, number, item, purpose=purpose, colonist=colonist), end

    def take_from(self, place: Place | None, colonist: str) -> None:
        if place == HOUSING:
            if colonist in self.housing:
                self.housing.remove(colonist)
        elif place is not None:
            b = next((b for b in self.buildings if b.id == place), None)
            if b and colonist in b.staff:
                b.staff.remove(colonist)

    def put(self, place: Place | None, colonist: str) -> None:
        if place == HOUSING:
            self.housing.append(colonist)
        elif place is not None:
            b = next((b for b in self.buildings if b.id == place), None)
            if b is not None:
                b.staff.append(colonist)

    def infer_source(self, colonist: str, item: Item, exclude: int | None = None) -> Place:
        if colonist in self.housing:
            return HOUSING
        having = [b for b in self.buildings if colonist in b.staff and b.id != exclude]
        if len(having) == 1:
            b = having[0]
            self.info("dc.post.source_inferred",
                      f'"{item.line.text}": the {COLONIST_NAMES.get(colonist, colonist)} is taken '
                      f"from {building_name(b.kind)} #{b.id} (none in Temporary Housing)",
                      item.line.number)
            return b.id
        return HOUSING

    def staff_of(self, bid: int | None) -> list[str]:
        b = next((b for b in self.buildings if b.id == bid), None)
        return list(b.staff) if b else []

    def moves(self, tokens: list[Token], start: int, stop: int, item: Item, used: set[int], *,
              military: bool = False) -> list[Move]:
        """Moves in tokens[start:stop]: "[N] Colonist [from|(] Place [)] to|-> Place", in any order
        of source and destination; segments split at ';', ',' and 'and'."""
        moves: list[Move] = []
        segments = _move_segments(tokens, start, stop, used)
        last_dest: Place | None = None
        self.last_dest = None
        for a, b in segments:
            count, colonist, source, dest = 1, None, None, None
            source_given = dest_given = False
            k = a
            while k < b:
                t = tokens[k]
                if t.word == "there" and colonist is not None and not source_given \
                        and last_dest is not None:
                    # "Skilled to the Survey Station, the Unskilled there back to housing"
                    source, source_given = last_dest, True
                    used.add(k)
                    k += 1
                    continue
                if colonist is None:
                    c_count, c_kind, c_end = colonist_term(tokens, k)
                    if c_kind is None and t.word in _NEW and self.orders.take is not None \
                            and k + 1 < b and tokens[k + 1].word in _NEW_ONE:
                        # "the new guy", "the new colonist": the one taken this round
                        c_count, c_kind, c_end = 1, self.orders.take, k + 2
                    if c_kind and c_kind != COLONISTS_ANY:
                        count, colonist = c_count, c_kind
                        used.update(range(k, c_end))
                        if not source_given and k > a and (
                                tokens[k - 1].word in _NEW or t.word in _NEW) \
                                and colonist in self.housing:
                            # "the new Unskilled": the one that arrived in Temporary Housing
                            source, source_given = HOUSING, True
                            used.add(k - 1)
                        k = c_end
                        continue
                role = None
                j = k
                if t.kind == "word" and t.word in ("from", "off"):
                    role, j = "source", k + 1
                elif t.kind == "word" and t.word == "out" and k + 1 < b and tokens[k + 1].word == "of":
                    role, j = "source", k + 2
                elif t.kind == "punct" and t.value == "(" and colonist is not None and not source_given:
                    role, j = "source", k + 1
                elif t.word in ("in", "at") and colonist is not None and not source_given \
                        and any(tokens[x].kind == "arrow" or tokens[x].word in ("to", "into", "onto")
                                for x in range(k + 1, b)):
                    role, j = "source", k + 1   # "the Unskilled in housing goes to the Market"
                elif (t.kind == "arrow") or (t.kind == "word" and t.word in ("to", "into", "onto", "in")):
                    role, j = "dest", k + 1
                elif t.word == "at" and colonist is not None and k > a \
                        and tokens[k - 1].word in ("place", "spot", "slot", "job", "post", "seat"):
                    role, j = "dest", k + 1     # "the new Unskilled takes his place at the Market"
                if role:
                    place = self.place_at(tokens, j, item, used,
                                          purpose="source" if role == "source" else "dest",
                                          colonist=colonist)
                    if place is not None:
                        used.add(k)
                        if role == "source":
                            source, source_given = place[0], True
                        else:
                            dest, dest_given = place[0], True
                        k = place[1]
                        continue
                # a bare place before an arrow: "Colony Center -> Farm: Skilled" (or after "the
                # new Unskilled", whose Temporary Housing it says again)
                if (not source_given or source == HOUSING) and t.kind == "word":
                    end = peek_place(tokens, k)
                    if end is not None and end < b and (tokens[end].kind == "arrow"
                                                        or tokens[end].word in ("to", "into")):
                        place = self.place_at(tokens, k, item, used, purpose="source",
                                              colonist=colonist)
                        if place is not None:
                            source, source_given = place[0], True
                            k = place[1]
                            continue
                k += 1
            settled = self._settle_move(tokens, a, b, item, used, colonist, source, dest,
                                        source_given, dest_given, military)
            if settled is None:
                continue
            source, dest = settled
            last_dest = dest
            self.last_dest = dest
            for _ in range(count):
                moves.append(Move(colonist, source, dest))  # type: ignore[arg-type]
                self.take_from(source, colonist)
                self.put(dest, colonist)
        return moves

    def _settle_move(self, tokens: list[Token], a: int, b: int, item: Item, used: set[int],
                     colonist: str | None, source, dest, source_given: bool, dest_given: bool,
                     military: bool):
        """One move's segment tokens[a:b] read: its destination said in words ("goes home"),
        a colonist who stays (no move), what is missing or unclear (asked), and its source
        when not written; (source, dest), or None when the segment gives no move."""
        if colonist is not None and not dest_given and any(
                tokens[j].word in ("home", "back") for j in range(a, b)) and any(
                tokens[j].word in ("goes", "go", "going", "back", "returns", "return", "sent",
                                   "send", "moves", "move") for j in range(a, b)):
            # "the Unskilled from Farm #7 goes home", "... goes back": to housing
            dest, dest_given = HOUSING, True
            used.update(j for j in range(a, b) if tokens[j].word in ("home", "back", "goes",
                                                                     "go", "going", "returns",
                                                                     "return"))
        stay = next((j for j in range(a, b) if tokens[j].word in _STAYS), None)
        nowhere = _to_nowhere(tokens, a, b) if not source_given or source == HOUSING else set()
        if stay is None and (not source_given or source == HOUSING):
            # "new Unskilled -> nowhere", "... goes nowhere": stays where it is
            stay = next((j for j in range(a, b) if tokens[j].word == "nowhere"), None)
        if stay is not None and not any(
                j not in nowhere and (
                    tokens[j].kind == "arrow" or (tokens[j].word in ("to", "into", "onto")
                                                  and not (j > stay and _infinitive_to(tokens, j, b))))
                for j in range(a, b)):
            # "new guy stays in housing, no free slot": no move, and why
            used.update(range(a, b))
            return None
        if colonist is None and not (source_given or dest_given):
            return None
        if colonist is None:
            self.diag("dc.post.incomplete_move", f'"{item.line.text}": which colonist moves?',
                      item.line.number, hint="e.g. 'Skilled from Colony Center to Rare Harvester'")
            return None
        if not dest_given:
            self.diag("dc.post.incomplete_move",
                      f'"{item.line.text}": where does the {COLONIST_NAMES[colonist]} go?',
                      item.line.number, hint="e.g. 'Skilled from Colony Center to Rare Harvester'")
            return None
        if dest is None or (source_given and source is None):
            return None  # an unknown building, already reported
        if not source_given and not military and colonist in self.housing and dest != HOUSING:
            elsewhere = [b for b in self.buildings if colonist in b.staff and b.id != dest]
            if elsewhere:
                # "move the skilled to the colony center" with one Skilled in Temporary
                # Housing and one at work: which one is asked, never guessed
                self.diag("dc.post.incomplete_move",
                          f'"{item.line.text}": which {COLONIST_NAMES[colonist]} moves? there '
                          "is one in Temporary Housing and one in "
                          + ", ".join(f"{building_name(b.kind)} #{b.id}" for b in elsewhere),
                          item.line.number,
                          hint="name where it comes from, e.g. 'Skilled from Temporary "
                               "Housing to Colony Center'")
                return None
        displaced = getattr(self, "last_dest", None)
        if not source_given and dest == HOUSING and isinstance(displaced, int) \
                and colonist in self.staff_of(displaced):
            # "Expert to the Colony Center (Unskilled to housing)": the one the move displaced,
            # from the building just moved into (one of that kind in housing too, the new one,
            # would move to where it is: never the one meant)
            source, source_given = displaced, True
        if not source_given:
            source = self.infer_source(colonist, item, exclude=dest if isinstance(dest, int) else None)
        if source == dest:
            # a colonist moved to where it is: a misreading, never an order
            self.diag("dc.post.please_confirm",
                      f'"{item.line.text}": the {COLONIST_NAMES[colonist]} would move from '
                      f"{self.place_name(source)} to the same place: where from, where to?",
                      item.line.number, hint="e.g. 'Skilled from Colony Center to Farm #7'")
            return None
        return source, dest

    def place_name(self, place: Place | None) -> str:
        if place == HOUSING:
            return "Temporary Housing"
        b = next((b for b in self.buildings if b.id == place), None)
        return f"{building_name(b.kind)} #{b.id}" if b else f"#{place}"


def _move_segments(tokens: list[Token], start: int, stop: int, used: set[int]) -> list[tuple[int, int]]:
    """tokens[start:stop] cut into one segment per move, at ';', ',', 'and', 'then' (each cut
    added to `used`)."""
    segments: list[tuple[int, int]] = []
    seg_start = start
    for k in range(start, stop):
        t = tokens[k]
        if (t.kind == "punct" and t.value in (";", ",")) or (t.kind == "word" and t.word in ("and", "then")):
            # split only if a move follows: a colonist before the next separator, or a
            # place and an arrow ("Farm #2 -> housing: Unskilled, Colony Center -> Farm
            # #2: Skilled" is two moves)
            if any(colonist_term(tokens, j)[1] for j in range(k + 1, min(stop, k + 3))) \
                    or any(tokens[j].word in _NEW for j in range(k + 1, min(stop, k + 3))) \
                    or _place_then_arrow(tokens, k + 1, stop):
                segments.append((seg_start, k))
                used.add(k)
                seg_start = k + 1
    segments.append((seg_start, stop))
    return segments


_STAYS = frozenset({"stays", "stay", "staying", "remains", "remain", "remaining", "waits",
                    "wait", "waiting", "sits", "sit", "sitting", "keep", "keeps", "kept"})
# "nothing to put him in", "no job to go to": "to" before a verb says why nobody moves; no destination
_TO_VERB = frozenset({"put", "go", "work", "send", "move", "staff", "be", "live", "stay", "sit",
                      "place", "use", "fill", "assign"})


def _infinitive_to(tokens: list[Token], j: int, b: int) -> bool:
    """tokens[j] is a "to" before a verb ("nothing to put him in"), or a dangling one with no
    place after it ("no building to send him to")."""
    return tokens[j].word == "to" and (j + 1 >= b or tokens[j + 1].kind == "punct"
                                       or tokens[j + 1].word in _TO_VERB)


_NEW = frozenset({"new", "newly", "fresh", "arriving", "arrived"})
_NEW_ONE = frozenset({"guy", "one", "colonist", "arrival", "girl", "gal", "worker", "recruit"})


def copy_orders(orders: TurnOrders) -> TurnOrders:
    """A copy whose lists and dicts are new (their items are not changed once added)."""
    values = {}
    for f in fields(orders):
        v = getattr(orders, f.name)
        values[f.name] = list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v
    return TurnOrders(**values)


def buildings_hint(bs: list[VBuilding]) -> str:
    return "your buildings: " + ", ".join(f"{building_name(b.kind)} #{b.id}" for b in bs) if bs \
        else "you have no buildings"


def _place_then_arrow(tokens: list[Token], k: int, stop: int) -> bool:
    """A place starting at tokens[k] ("the" skipped) followed by an arrow or "to"/"into"."""
    end = peek_place(tokens, k)
    return end is not None and end < stop and (tokens[end].kind == "arrow"
                                               or tokens[end].word in ("to", "into"))


def _amount_clause(tokens: list[Token], i: int) -> bool:
    """The number at tokens[i] stands in a clause (between "," ";" "." and brackets) that names a
    resource, Wealth or VP: a figure of the game ("..., food stays at 5"), not a count of
    something else ("I'm 5th anyway", "in round 1", "fills my 15 spaces")."""
    if i > 0 and tokens[i - 1].kind == "word" and tokens[i - 1].word in ("round", "turn", "rd", "no",
                                                                          "number", "level", "lvl", "#"):
        return False
    for k in clause_of(tokens, i, ",;.()[]"):
        found = match_noun(tokens, k) if tokens[k].kind == "word" else None
        if found is not None and found[0].kind in ("resource", "wealth", "vp"):
            return True
    return False


def _complex_of_plural(m: BuildingMatch, mine: list) -> BuildingMatch:
    """"the harvesters" from a player with a Harvester Complex and no Harvester: a building's
    name in the plural, one word, is the Complex of that kind the player has (several
    harvesters in one building); else `m` as it was."""
    written = fold(m.written).strip()
    if " " in written or not written.endswith("s") or m.end != m.start + 1:
        return m
    kinds = {b.kind for b in mine if b.kind == m.kind + "_complex"}
    return BuildingMatch(kinds.pop(), m.start, m.end, m.written) if len(kinds) == 1 else m


def _unit_after(tokens: list[Token], i: int, used: set[int]) -> bool:
    """The number at tokens[i] is followed by a word nothing read, a unit ("15 spaces", "3
    turns", "2 dudes"): a figure the player wrote that was left unchecked."""
    j = i + 1
    if j >= len(tokens) or j in used or tokens[j].kind != "word":
        return False
    w = tokens[j].word
    return w not in FILLER and w not in ("st", "nd", "rd", "th", "x", "round", "rounds", "turn",
                                         "more", "of", "or", "and", "to", "for") \
        and match_noun(tokens, j) is None


def _to_nowhere(tokens: list[Token], a: int, b: int) -> set[int]:
    """The arrows and "to"s in tokens[a:b] that lead to "nowhere" ("new Unskilled -> nowhere",
    "goes to nowhere"): no destination, the colonist stays where it is."""
    return {j for j in range(a, b - 1)
            if (tokens[j].kind == "arrow" or tokens[j].word in ("to", "into"))
            and tokens[j + 1].word == "nowhere"}


_RUN_WORDS = frozenset({"run", "runs", "running", "ran", "works", "work", "working", "produces"})


def _said_words(tokens: list[Token], section: str | None) -> set[int]:
    """Words read as what they say: "time" after "this" or "that" ("No moves this time": this
    round), and on a Production line "everything" or "all" saying every building runs
    ("everything runs.", "all run"), which Production does to the buildings not named anyway."""
    said = {j for j in range(1, len(tokens))
            if tokens[j].word == "time" and tokens[j - 1].word in ("this", "that")}
    if section == "production":
        said |= {j for j in range(len(tokens) - 1)
                 if tokens[j].word in ("everything", "all") and tokens[j + 1].word in _RUN_WORDS}
    return said
