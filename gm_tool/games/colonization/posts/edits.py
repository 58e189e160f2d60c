"""EDIT lines: a revision of the action above ("EDIT: make that the 3 instead of the 2", "EDIT:
marker 4, not 2", "EDIT: 5 of Suns then"), or a withdrawal ("EDIT: scratch that").

Part of the Colonization reader (`reader.py`).
"""

from __future__ import annotations

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.games.colonization.posts.clauses import inside_spans
from gm_tool.games.colonization.posts.grammar import Reader, read_action
from gm_tool.games.colonization.posts.vocabulary import WEAK_VALUES, coin_value

E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO

_WITHDRAW = (("scratch", "that"), ("ignore", "that"), ("ignore", "this"), ("ignore", "it"),
             ("cancel",), ("nevermind",), ("never", "mind"), ("disregard",), ("withdrawn",),
             ("delete", "that"), ("forget", "it"), ("forget", "that"), ("scrap", "that"),
             ("strike", "that"), ("ignore", "the"), ("ignore", "my"), ("ignore", "previous"),
             ("ignore", "above"), ("cancel", "that"), ("undo", "that"))


def revise(kind: str, action: Action, g: Group, by_number: dict[int, "_Line"], reader: Reader,
            diags: list[Diagnostic]) -> Action:
    """The action with what its EDIT lines change ("EDIT: colony coin 4 not 5", "EDIT: 5 of Suns
    then"): each part the EDIT names replaces that part; a part it does not name stays."""
    from gm_tool.games.colonization.actions import CoinWarp, Colonize, Destroy, Restore, RollMove

    for entry in g.overrides:
        number, a, b = entry if isinstance(entry, tuple) else (entry, 0, None)
        pl = by_number[number]
        b = reason_cut(pl.words, a, b)
        words = [w.word for i, w in enumerate(pl.words[a:b], a) if not w.punct
                 and not inside_spans(pl.consumed, i) and w.word not in ("edit", "edited", "make", "that",
                                                                     "it")]
        if isinstance(entry, tuple):
            words = words[:next((k for k, w in enumerate(words) if w in ("i", "because", "since",
                                                                         "so")), len(words))]
        swapped = _swap(action, words)
        if swapped is None:
            swapped = _only_coin(action, words)
        if swapped is not None:      # "EDIT: make that the 3 instead of the 2", "EDIT: make that the 5"
            action = swapped
            diags.append(Diagnostic("col.post.revised", f"line {number} (EDIT) revises the action "
                                    f"of line {g.line}: read with the EDIT's change", W, number))
            continue
        bare = _bare_instead(action, words)
        if bare is not None:         # "EDIT: make that the 2 coin instead, and the 5 goes on the planet"
            action, words = bare
            if not any(coin_value(w) is not None and w not in WEAK_VALUES for w in words):
                diags.append(Diagnostic("col.post.revised", f"line {number} (EDIT) revises the "
                                        f"action of line {g.line}: read with the EDIT's change", W, number))
                continue
        used: set[int] = set()
        if isinstance(action, CoinWarp) and not any(coin_value(w) is not None and w not in WEAK_VALUES
                                                    and not (k + 1 < len(words) and words[k + 1] == "of")
                                                    for k, w in enumerate(words)):
            words = [action.coin, "coin"] + words     # "EDIT: I meant the sun of Suns": the same coin
        if isinstance(action, RollMove) and not {"to", "onto", "toward", "towards", "for"} & set(words) \
                and any(coin_value(w) not in (None, "null") and w not in WEAK_VALUES for w in words):
            words = ["to"] + words       # "EDIT: make that the 4": the planet 4 of the ship's system
        probe = Reader(reader.state, reader.player, number)
        new = read_action(kind, words, probe, used)
        reader.diags.extend(d for d in probe.diags if d.code != "col.warp.coin_implied"
                            and d.code != "col.move.roll_implied")
        if isinstance(action, Colonize) and isinstance(new, Colonize):
            # coins named anew ("EDIT: with the 4", "EDIT: no coins"), not a "with" that names
            # none ("ETA: going with the 4 as marker")
            coins_named = bool(new.coins) or any(w in ("no", "without", "nothing", "none") for w in words)
            coins = new.coins if coins_named else action.coins
            if new.coins and (_ADDING & set(words) or words[-2:] == ["as", "well"]):
                # "EDIT: use the ace too", "EDIT: add the ace": more coins, beside those named
                coins = tuple(dict.fromkeys(action.coins + new.coins))
            action = Colonize(new.planet or action.planet, coins, new.marker or action.marker)
        elif isinstance(action, RollMove) and isinstance(new, RollMove) and new.targets:
            action = new
        elif isinstance(action, Restore) and isinstance(new, Restore) and new.coins:
            action = new
        elif isinstance(action, CoinWarp) and isinstance(new, CoinWarp):
            action = new
        elif isinstance(action, Destroy) and isinstance(new, Destroy) and new.planet:
            action = new
        diags.append(Diagnostic("col.post.revised", f"line {number} (EDIT) revises the action of "
                                f"line {g.line}: read with the EDIT's change", W, number))
    return action


_REASON_WORDS = frozenset({"since", "because", "cause", "cuz", "coz", "bc", "as", "anyway", "anyways",
                           "enough", "alone", "won", "wont", "can", "cant", "cannot", "doesnt", "isnt",
                           "wouldnt", "couldnt", "not", "never", "beat", "beats", "over", "better", "safer"})
_ORDER_WORDS = frozenset({"marker", "mark", "marks", "with", "in", "use", "using", "colony", "on", "instead",
                          "and", "plus", "restore", "colonize", "colonise", "warp", "move", "roll", "draw",
                          "destroy", "of"})


def reason_cut(words: list, a: int, b: int | None) -> int | None:
    """Where an EDIT's change ends when a reason follows it after a comma or a dash ("EDIT: make
    that the 4, the 3 alone won't get me over the 5 anyway", "actually the 4 - the 3 can't beat
    it"): the reason names coins of its own, which are not part of the change. The cut is made
    only when the words before the break name a coin and the words after it give a reason (a
    negation, "since", "enough", "alone" ...) and no word of an order (a role, an action)."""
    end = len(words) if b is None else b
    for k in range(a, end):
        w = words[k]
        if not (w.punct and w.word in (",", "\u2014", "\u2013", "-", ";", "(")):
            continue
        head = [x.word for x in words[a:k] if not x.punct]
        tail = [x.word for x in words[k + 1:end] if not x.punct]
        if not any(coin_value(x) is not None and x not in WEAK_VALUES for x in head):
            continue
        if tail and _REASON_WORDS & set(tail) and not _ORDER_WORDS & set(tail[:1] + [
                x for x in tail if x not in ("in", "on", "of", "and")]):
            return k
        return b
    return b


_ADDING = frozenset({"too", "also", "add", "adding", "plus", "additionally", "extra"})
_INSTEAD_OF = (("instead", "of"), ("rather", "than"), ("in", "place", "of"), ("not",))


def _swap(action: Action, words: list[str]) -> Action | None:
    """An EDIT that swaps one coin for another ("the 3 instead of the 2", "4 rather than 5",
    "3 not 2"): the coin it replaces, wherever the action has it (a coin used, the marker, a
    coin restored); None when the words do not say so plainly."""
    from gm_tool.games.colonization.actions import Colonize, Restore

    for k in range(1, len(words)):
        for phrase in _INSTEAD_OF:
            if tuple(words[k:k + len(phrase)]) != phrase:
                continue
            after = [coin_value(w) for w in words[k + len(phrase):k + len(phrase) + 2]
                     if w not in WEAK_VALUES and w != "the"]
            before = [coin_value(w) for w in words[:k] if w not in WEAK_VALUES and w != "the"
                      and coin_value(w) is not None]
            old = after[0] if after else None
            if old is None or len(before) != 1:
                return None
            new = before[0]
            if isinstance(action, Colonize):
                if old in action.coins and new not in action.coins and new != action.marker:
                    return Colonize(action.planet, tuple(new if c == old else c for c in action.coins),
                                    action.marker)
                if old == action.marker and new not in action.coins:
                    return Colonize(action.planet, action.coins, new)
            if isinstance(action, Restore) and old in action.coins and new not in action.coins:
                return Restore(tuple(new if c == old else c for c in action.coins))
            return None
    return None


_ONLY_COIN_FILLER = frozenset({"the", "coin", "instead", "then", "pls", "please", "actually", "sorry",
                               "oops", "rather", "oh", "wait", "no", "my", "bad", "typo", "meant", "i"})


def _only_coin(action: Action, words: list[str]) -> Action | None:
    """An EDIT that names one coin and nothing else ("EDIT: make that the 5") where the action
    names one coin: that coin is replaced, in the role it had (the marker, the coin used, the coin
    restored). None when the action names more than one coin or the EDIT says more."""
    from gm_tool.games.colonization.actions import Colonize, Restore

    named = [coin_value(w) for w in words if coin_value(w) is not None and w not in WEAK_VALUES]
    if len(named) != 1 or any(w not in _ONLY_COIN_FILLER and coin_value(w) is None for w in words):
        return None
    new = named[0]
    if isinstance(action, Colonize) and len(action.coins) + (action.marker is not None) == 1:
        if action.marker is not None:
            return Colonize(action.planet, action.coins, new)
        return Colonize(action.planet, (new,), None)
    if isinstance(action, Restore) and len(action.coins) == 1:
        return Restore((new,))
    return None


def _bare_instead(action: Action, words: list[str]) -> tuple[Action, list[str]] | None:
    """"make that the 2 coin instead" (no "of"), the action naming no marker yet: the one coin
    named before "instead" takes the place of the one coin the colonization rolls with; the words after it are read on (a marker
    named there). None when the words or the action do not say so plainly."""
    from gm_tool.games.colonization.actions import Colonize

    if not isinstance(action, Colonize) or len(action.coins) != 1 or action.marker is not None \
            or "instead" not in words:
        # (with a marker named too, "ace instead" may replace either coin: a GM asks)
        return None
    k = words.index("instead")
    if k + 1 < len(words) and words[k + 1] == "of":
        return None
    named = [coin_value(w) for w in words[:k] if w not in WEAK_VALUES and coin_value(w) is not None]
    if len(named) != 1 or named[0] == action.marker or any(w in ("marker", "mark", "marks", "colony")
                                                          for w in words[:k]):
        return None
    return Colonize(action.planet, (named[0],), action.marker), words[k + 1:]


def withdraws(pl: "_Line") -> bool:
    """An EDIT line that takes back the action above without giving another ("EDIT: scratch
    that")."""
    seq = [w.word for w in pl.words if not w.punct]
    return any(tuple(seq[k:k + len(p)]) == p for p in _WITHDRAW for k in range(len(seq)))


_PIECE_OPENERS = frozenset({"only", "just", "the", "rather", "instead"})


def withdrawn_for_piece(pl: "_Line") -> bool:
    """An EDIT that takes back the order and names a piece in its place ("EDIT: scratch that, only
    the 3", "EDIT: never mind, just the null"): a revision of the order, not a withdrawal."""
    seq = [w.word for w in pl.words if not w.punct]
    for p in _WITHDRAW:
        for k in range(len(seq)):
            if tuple(seq[k:k + len(p)]) == p:
                rest = seq[k + len(p):]
                return bool(rest) and rest[0] in _PIECE_OPENERS and len(rest) <= 4 and any(
                    coin_value(w) is not None and w not in WEAK_VALUES for w in rest)
    return False
