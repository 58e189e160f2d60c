"""The action words of a post gathered into actions (groups), and the words each action spans.

Part of the Colonization reader (`reader.py`): heads whose roles make one action of the rules are
one group ("roll and move", "discard null, warp"); "roll to the 5 of Suns then colonize it" is
two.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gm_tool.games.colonization.posts.clauses import (
    BOUNDARY_WORDS,
    CONTINUATION,
    SENTENCE_END,
    inside_spans,
    kind_of,
)
from gm_tool.games.colonization.posts.remarks import game_words
from gm_tool.games.colonization.posts.vocabulary import CONDITIONAL, SUITS, WEAK_VALUES, coin_value

@dataclass
class Group:
    """The words of one action: its heads (action words) and the parts of lines it spans."""

    heads: list[Head] = field(default_factory=list)
    parts: list[tuple[int, int, int]] = field(default_factory=list)  # (line number, start, end)
    edited: bool = False
    overrides: list = field(default_factory=list)   # EDIT lines (or (line, a, b) parts) changing it

    @property
    def roles(self) -> set[str]:
        return {h.role for h in self.heads}

    @property
    def line(self) -> int:
        return self.heads[0].line if self.heads else self.parts[0][0]


def verb_position(pl: "_Line", i: int) -> bool:
    """Whether the word at `i` stands where a verb of an order stands: first in its clause, or
    after "I'll", "ill", "and then", "to"."""
    if i == 0 or pl.words[i - 1].punct:
        return True
    return pl.words[i - 1].word in ("i", "ll", "ill", "will", "then", "and", "to", "gonna", "im",
                                    "also", "just", "me", "lets", "d", "shall")


def has_object(pl: "_Line", i: int) -> bool:
    """Whether a coin or a place follows the action word closely ("restore my ace")."""
    for k in range(i + 1, min(len(pl.words), i + 4)):
        w = pl.words[k]
        if w.punct:
            return False
        if (coin_value(w.word) is not None and w.word not in WEAK_VALUES) or SUITS.get(w.word) \
                or w.word in ("planet", "colony"):
            return True
    return False


def _roll_for_coins(pl: "_Line", i: int) -> bool:
    """"Roll with my 2": the roll of a colonization (coins added), not a move."""
    after = []
    for w in pl.words[i + 1:i + 6]:
        if w.punct and w.word in SENTENCE_END:
            break
        after.append(w.word)
    return bool({"with", "using", "+", "plus"} & set(after)) and not {"to", "move", "toward",
                                                                      "towards", "onto"} & set(after)


def has_args(g: Group, by_number: dict[int, "_Line"]) -> bool:
    """Whether the group's words hold anything besides its action words (a coin, a place...)."""
    words, _ = group_words(g, by_number)
    return bool(game_words(words, list(range(len(words))), True))


def comma_coins(g: Group, by_number: dict[int, "_Line"]) -> bool:
    """Whether the group's coins end "with 3, 4" (a comma, no "and"): the last may be the marker."""
    for number, a, b in g.parts:
        words = by_number[number].words[a:b]
        for k in range(len(words) - 2):
            if (coin_value(words[k].word) is not None and words[k].word not in WEAK_VALUES
                    and words[k + 1].punct and words[k + 1].word == ","
                    and coin_value(words[k + 2].word) is not None and words[k + 2].word not in WEAK_VALUES
                    and (k + 3 >= len(words) or words[k + 3].punct and words[k + 3].word != ",")
                    and not any(w.word in ("and", "&", "+") for w in words[max(0, k - 6):k])
                    and any(w.word in ("with", "using", "use") for w in words[:k])
                    and not any(w.word in ("of",) for w in words[k + 1:k + 3])):
                return True
    return False


def inside_rolls(origin: tuple[int, int], by_number: dict[int, _Line]) -> bool:
    line, i = origin
    pl = by_number.get(line)
    return pl is not None and i >= 0 and inside_spans(pl.consumed, i)


def group_line(pl: _Line, groups: list[Group]) -> None:
    """The line's heads into groups: a head joins the group before when their roles make one
    action (across lines: when it adds a role the group has not got, "If I roll a null, warp to
    ..." under "Roll and move to ..."), else starts a new group."""
    number = pl.line.number
    line_groups: list[Group] = []
    current: Group | None = None
    earlier = groups[-1] if groups else None
    if groups and groups[-1].heads and not pl.edited:
        prev = groups[-1]
        first = pl.heads[0]
        line_roles = {h.role for h in pl.heads}
        before = kind_of(prev.roles)
        if (not (first.revision and not first.conditional) and before is not None
                and kind_of(prev.roles | line_roles) == before
                and (first.conditional or not line_roles & prev.roles)):
            current = prev
    ends = sorted(i for i, w in enumerate(pl.words) if w.punct and w.word in SENTENCE_END)

    def sentence(i: int) -> int:
        return sum(1 for e in ends if e < i)

    for h in pl.heads:
        last = current.heads[-1] if current is not None and current.heads else None
        new_sentence = (last is not None and last.line == number and sentence(last.index) != sentence(h.index)
                        and h.role not in ("play", "mark") and not h.conditional
                        and h.role not in current.roles
                        and not (h.role == "roll" and _roll_for_coins(pl, h.index)))
        moved = h.moving or any(x.moving for x in current.heads) if current is not None else False
        if moved and kind_of(current.roles | {h.role}) in ("colonize", "destroy"):
            new_sentence = True    # "roll to the 5 of Suns then colonize it": a move, then another action
        if current is not None and kind_of(current.roles | {h.role}) is not None and not new_sentence \
                and not (h.revision and not h.conditional and current.heads
                         and current.heads[0].line == number
                         and kind_of(current.roles) is not None and h.role in current.roles):
            current.heads.append(h)
            continue
        current = Group([h], [], pl.edited)
        groups.append(current)
        line_groups.append(current)
    # the words of the line for each group: from its first head's clause to the next group's
    starts = []
    for g in line_groups:
        h = next(x for x in g.heads if x.line == number)
        starts.append(_clause_start(pl, h.index))
    # a remark in its own sentence before the first action is not the action's
    first_start = 0
    if starts:
        # a clause before the action word belongs to it only when it names a place and nothing
        # else ("Ace of Crowns: colonize with 3"); other words before it are a remark
        first_start = starts[0]
        for c in reversed([c for c in pl.clauses if c.end <= starts[0]]):
            words = [w.word for w in pl.words[c.start:c.end] if not w.punct]
            if words and any(SUITS.get(w) for w in words) and all(
                    SUITS.get(w) or coin_value(w) is not None or w in ("of", "the", "sun", "on", "at")
                    for w in words):
                first_start = c.start
            elif words and any(coin_value(w) is not None and w not in WEAK_VALUES for w in words) and all(
                    coin_value(w) is not None or w in ("the", "my", "coin", "discard", "discarding")
                    for w in words) and line_groups and line_groups[0].roles & {"warp", "play"}:
                first_start = c.start       # "null coin, warp to the sun of Moons": the coin played
            else:
                break
    bounds = starts[1:] + [len(pl.words)]
    for n, g in enumerate(line_groups):
        a = first_start if n == 0 else starts[n]
        end = _span_end(pl, starts[n], bounds[n])
        if g.roles == {"draw"}:
            # a draw takes nothing: a later sentence ("If Arms gets one, ...") is a remark
            at = next(h.index for h in g.heads if h.line == number)
            end = min([end] + [e + 1 for e in ends if e > at])
        g.parts.append((number, a, end))
    # heads that joined a group of an earlier line: that group takes the line up to the first
    # group of this line
    # (heads join in line order, so a group with a head here has it last; groups compared by
    # identity: a 1,000-line post compared every group with every other, by value)
    # only the group that was last before this line can have taken a head of it
    joined = [earlier] if earlier is not None and earlier.heads and earlier.heads[-1].line == number \
        and all(earlier is not g for g in line_groups) else []
    for g in joined:
        end = starts[0] if starts else len(pl.words)
        a = 0
        g.parts.append((number, a, _span_end(pl, a, end)))


def _clause_start(pl: _Line, i: int) -> int:
    c = _clause_of(pl, i)
    return c.start if c is not None else i


def _clause_of(pl: _Line, i: int) -> Clause | None:
    for c in pl.clauses:
        if c.start <= i < c.end:
            return c
    return None


def _span_end(pl: _Line, start: int, bound: int) -> int:
    """Where the action's words end: at `bound`, or before a later sentence that is a remark
    (it starts with no word carrying the action on: "Good luck all!")."""
    heads_at = sorted(h.index for h in pl.heads)
    for c in pl.clauses:
        if c.start <= start or c.start >= bound:
            continue
        if any(c.start <= h < bound for h in heads_at):
            continue           # an action word of this group further on: not a remark yet
        if c.sentence_start:
            first = pl.words[c.start].word
            if first not in CONTINUATION and not any(o in CONTINUATION or o in CONDITIONAL
                                                      for o in c.openers) \
                    and not _marker_sentence(pl, c.start, start) and not _restore_coins_sentence(pl, c.start, start):
                return _boundary_before(pl, c.start)
        if any(o in ("because", "since", "though", "although") for o in c.openers) or \
                pl.words[c.start].word in ("hope", "hoping", "fingers", "wish"):
            return _boundary_before(pl, c.start)
    return bound


def _marker_sentence(pl: _Line, at: int, start: int) -> bool:
    """Whether the sentence from `at` names the colony's marker after a colonization on its line
    ("Ace goes on top.", "The Ace coin will be the marker.", "4 marks it."): it carries the order."""
    if not any(h.role == "colonize" and start <= h.index < at for h in pl.heads):
        return False
    seq = []
    depth = 0
    for w in pl.words[at:]:
        if w.punct and w.word in SENTENCE_END:
            break
        if w.punct and w.word in "()":
            depth = max(0, depth + (1 if w.word == "(" else -1))   # ("Null coin in (can't fail ...)")
        elif not w.punct and not depth:
            seq.append(w.word)
    if "need" in seq[3:]:
        # ("..., no coin for the roll, I need null or ace": the roll needed, a figure checked apart)
        seq = seq[:seq.index("need", 3) - (seq[seq.index("need", 3) - 1] == "i")]
    coin = any(coin_value(x) is not None and x not in WEAK_VALUES for x in seq)
    said = {"marker", "marks", "mark"} & set(seq) or "top" in seq or any(
        seq[k] == "colony" and seq[k + 1] == "coin" for k in range(len(seq) - 1)) or any(
        seq[k] in ("goes", "go", "sits", "stays") and seq[k + 1] == "on" for k in range(len(seq) - 1)) or any(
        # "5 coin in, 4 on the planet.", "Ace used.": the coins' roles, in their own sentence
        coin_value(seq[k]) is not None and seq[k] not in WEAK_VALUES and (
            seq[k + 1] in ("in", "used", "spent", "added") or seq[k + 1] == "coin" and k + 2 < len(seq)
            and seq[k + 2] in ("in", "used", "spent", "added") or seq[k + 1] == "on" and k + 2 < len(seq)
            and seq[k + 2] in ("it", "planet", "the")) for k in range(len(seq) - 1)) or any(
        # "5 coin for the roll, 4 coin for the colony."
        seq[k] == "for" and seq[k + 1] == "the" and seq[k + 2] in ("colony", "roll", "die", "marker")
        for k in range(len(seq) - 2))
    opens = bool(seq) and coin_value(seq[0]) is not None and seq[0] not in WEAK_VALUES or len(seq) > 1 \
        and seq[0] in ("the", "my") and coin_value(seq[1]) is not None and seq[1] not in WEAK_VALUES
    return coin and bool(said) and len(seq) <= (16 if opens else 10)


def _boundary_before(pl: _Line, i: int) -> int:
    while i > 0 and (pl.words[i - 1].punct or pl.words[i - 1].word in BOUNDARY_WORDS):
        i -= 1
    return i


def group_words(g: Group, by_number: dict[int, _Line]) -> tuple[list[Word], list[tuple[int, int]]]:
    words: list[Word] = []
    origin: list[tuple[int, int]] = []
    for number, a, b in g.parts:
        pl = by_number[number]
        for i in range(a, b):
            if inside_spans(pl.consumed, i) or pl.words[i].punct or inside_spans(pl.asides, i):
                continue
            words.append(pl.words[i])
            origin.append((number, i))
    return words, origin


#: the words of a sentence that only names the coins a restore takes back ("Both of them please,
#: the Ace and the Three.")
_RESTORE_SENTENCE_WORDS = frozenset({"both", "of", "them", "please", "the", "and", "&", "my", "coin",
                                     "coins", "just", "only", "ones", "thanks", "thank", "you"})


def _restore_coins_sentence(pl: _Line, at: int, start: int) -> bool:
    """Whether the sentence from `at` names only the coins of a restore said on its line before it
    ("I'd like to restore my coins. Both of them please, the Ace and the Three."): it carries the
    order."""
    if not any(h.role == "restore" and start <= h.index < at for h in pl.heads):
        return False
    seq = []
    for w in pl.words[at:]:
        if w.punct and w.word in SENTENCE_END:
            break
        if not w.punct:
            seq.append(w.word)
    named = [x for x in seq if coin_value(x) is not None and x not in WEAK_VALUES or x == "both"]
    return bool(named) and len(seq) <= 12 and all(
        x in _RESTORE_SENTENCE_WORDS or coin_value(x) is not None and x not in WEAK_VALUES for x in seq)
