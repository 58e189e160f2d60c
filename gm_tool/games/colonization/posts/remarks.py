"""The talk beside an order: remarks, asides, plans, wishes, questions, and the game words in
them that a GM would not pass over unread.

Part of the Colonization reader (`reader.py`): "(so a 2 or better, fingers crossed)", "roll to the
5, colonize next turn", "GM's choice", "— that puts me back to 5 coins".
"""

from __future__ import annotations

from gm_tool.core.kit.reading.habits import verb_base
from gm_tool.games.colonization.posts.clauses import BASES, CONTINUATION, REMARK_OPENERS, inside_spans, outside_spans
from gm_tool.games.colonization.posts.vocabulary import (
    NEGATIONS,
    PLANS,
    ROLES,
    STRONG,
    SUITS,
    WEAK_VALUES,
    coin_value,
)

# The ledger's test of a word ------------------------------------------------------------------

def game_words(words: list[Word], idx: list[int], in_action: bool = False) -> list[int]:
    """The indexes among `idx` of words of the game a GM would not pass over unread: coin
    values, suits, the sun, numbers; outside an action also the game's nouns (coin, planet,
    colony...) and action words that open a clause."""
    out = []
    for i in idx:
        w = words[i]
        if w.punct:
            continue
        word = w.word
        if word in WEAK_VALUES:
            if word == "one" and i + 1 < len(words) and words[i + 1].word in ("of", "coin"):
                out.append(i)
            continue
        if coin_value(word) is not None or SUITS.get(word) is not None:
            out.append(i)
        elif word in STRONG and not in_action:
            out.append(i)
        elif word.isdigit():
            out.append(i)
        elif misspelt_coin(word):
            out.append(i)      # "also aec": a coin's name misspelt is still a coin a GM asks about
    return out


def misspelt_coin(word: str) -> bool:
    """A coin's name with two letters swapped, one doubled or one dropped ("aec", "nul",
    "nulll", "nlul"): what a phone typist writes for "ace" and "null". Not the word itself, and
    no other English word ("are" is no swap of "ace")."""
    if not word.isalpha() or word in ("ace", "null") or len(word) > 5:
        return False
    for name in ("ace", "null"):
        if len(word) == len(name) and sorted(word) == sorted(name) and word[0] in "an" and sum(
                a != b for a, b in zip(word, name)) == 2:
            return True            # two neighbours swapped
    return word in ("nul", "nulll", "nll", "acee", "aace")


def asks_gm(pl: "_Line", a: int, b: int) -> bool:
    """Whether a question asks about the poster's own action ("Would restoring both be smart
    here?", "or the 3?"), not a remark about another's ("Two coins for one planet?")."""
    seq = [w.word for w in pl.words[a:b] if not w.punct]
    after = [w.word for w in pl.words[b:b + 3] if not w.punct]
    if seq[:1] and seq[0] in _OTHERS_ASKED or seq[:2] in (["does", "anyone"], ["did", "anyone"],
                                                         ["has", "anyone"], ["is", "anyone"]):
        return False       # "who keeps drawing into the Suns system?": about the others
    if after[:1] and after[0] in _TURNED_DOWN:
        return False       # "Restore? nah.": an option weighed and turned down
    return any(w in ROLES or w in ("should", "better", "can", "could", "which", "or", "best")
               for w in seq)


_OTHERS_ASKED = frozenset({"who", "whos", "whose", "anyone", "anybody", "everyone", "somebody",
                           "someone"})
_TURNED_DOWN = frozenset({"nah", "no", "nope", "naw", "meh", "not", "nay"})


def is_plan(words: list[Word], idx: list[int]) -> bool:
    """Whether the words speak of a later turn ("then on to the 4 next turn")."""
    seq = [words[i].word for i in idx if not words[i].punct]
    if len(seq) >= 4 and seq[-1] == "next" and seq[-2] not in ("the", "go", "goes", "is", "s", "up", "me"):
        return True     # "gonna have a go at that 2 of Crowns next": the next turn
    firsts = _PLAN_FIRSTS
    for k, w in enumerate(seq):
        if w in firsts:
            for plan in firsts[w]:
                if plan == ("afterwards",) and _score_afterwards(seq, k):
                    continue
                if tuple(seq[k:k + len(plan)]) == plan and not (
                        plan in (("after", "this"), ("afterwards",)) and _STATUS_AFTER & set(
                            seq[max(0, k - (4 if seq[k - 1:k] and seq[k - 1].isdigit() else 2)):k]
                            + seq[k + len(plan):k + len(plan) + 4])) and not (
                        plan == ("after", "this") and (k + 2 < len(seq) and seq[k + 2] in _THIS_ACTION
                                                       or k + 2 == len(seq) and k > 0 and seq[k - 1].isdigit())
                        and _STACK_AFTER & set(seq[max(0, k - 5):k] + [
                            w.word for w in words[max(0, idx[0] - 3):idx[0]]] if idx else [])):
                    # (not "After this my stash will be null, ace and 4": how this action leaves
                    # the stash or the score, a figure to check; nor "Stack: 20 -> 18 after this
                    # draw": the planets left once this very draw is made)
                    return True
    return False


def _score_afterwards(seq: list[str], k: int) -> bool:
    """"..., marker 5, 17 afterwards": a number above any coin count, closing the clause, is
    the score this action leaves (a figure, checked), not a later turn ("the 4 afterwards" is a
    planet for later)."""
    return 0 < k == len(seq) - 1 and seq[k - 1].isdigit() and int(seq[k - 1]) > 6 and (
        k < 2 or seq[k - 2] not in ("the", "to", "of", "a", "at", "on", "an"))


_STATUS_AFTER = frozenset({"stash", "score", "scores", "points", "pts", "discard", "coins", "total",
                           "game"})    # ("game over after this": this action ends it, checked)
_STACK_AFTER = frozenset({"stack", "pile", "bag", "deck", "planets", "tiles"})
_THIS_ACTION = frozenset({"draw", "one", "action", "move", "pull", "flip"})


_PLAN_FIRSTS: dict[str, list[tuple[str, ...]]] = {}
for _plan in PLANS:
    _PLAN_FIRSTS.setdefault(_plan[0], []).append(_plan)


def unread_game_words(pl: "_Line", idx: list[int]) -> list[int]:
    """The game words of words a reader did not read (a line with no action, or a remark beside
    the action), when a GM would ask about them: a terse fragment ("using 2 and 3", "3 of
    Moons") whose game words are at least as many as its other words. A sentence of chatter
    that mentions the game ("A 2 right next to my sun, thank you very much") or speaks of a later
    turn is not asked about."""
    questions = [(a, b) for a, b, kind in pl.remarks if kind == "question" and asks_gm(pl, a, b)]
    asked = [i for i in game_words(pl.words, [i for i in idx if inside_spans(questions, i)])]
    idx = outside_spans(pl.consumed, idx)
    fate = coin_fate(pl.words, idx)
    idx = [i for i in idx if i not in fate]
    game = game_words(pl.words, idx)
    if asked:
        return asked + game
    if not game or is_plan(pl.words, idx):
        return []
    core = [i for i in game if pl.words[i].word not in STRONG or SUITS.get(pl.words[i].word)
            or coin_value(pl.words[i].word) is not None or misspelt_coin(pl.words[i].word)]
    chosen = set(game)
    other = [i for i in idx if not pl.words[i].punct and i not in chosen
             and pl.words[i].word not in _FUNCTION_WORDS and pl.words[i].word not in ROLES]
    return game if len(other) < max(len(core), 1) else []


_FATE = frozenset({"discarded", "spent", "gone", "burned", "burnt", "lost", "used", "flipped", "discard"})


def coin_fate(words: list[Word], idx: list[int]) -> set[int]:
    """The words of a clause that says what becomes of a coin the order itself names ("the 3
    coin is discarded", "my 5 gets spent", "the null goes to the discard"): the order restated,
    not another. Only for a coin named again outside `idx` on the same line (the order's coin);
    another coin's fate stays unread, and is asked about."""
    out: set[int] = set()
    mine = set(idx)
    if not any(words[k].word in _FATE for k in idx):
        return out
    named = {coin_value(words[k].word) for k in range(len(words)) if k not in mine and not words[k].punct
             and coin_value(words[k].word) is not None and words[k].word not in WEAK_VALUES}
    plain = [k for k in idx if not words[k].punct]
    if not named or not any(words[k].word in _FATE for k in plain):
        return out
    for p, k in enumerate(plain):
        v = coin_value(words[k].word)
        if v is None or words[k].word in WEAK_VALUES or v not in named:
            continue
        q = p + 1
        while q < len(plain) and words[plain[q]].word in ("coin", "is", "gets", "get", "goes", "go", "to",
                                                            "the", "pile", "will", "be", "now"):
            q += 1
        if q < len(plain) and words[plain[q]].word in _FATE and q > p + 1:
            start = p - (p > 0 and words[plain[p - 1]].word in ("the", "my"))
            out.update(plain[start:q + 1])
    return out


_FUNCTION_WORDS = frozenset("the a an of to on in at my i m im ll me we it its is are was be and or "
                            "but so then this that for with from by as s t d ve re into onto "
                            "please now ok okay also too plus + &".split())


_DASHES = frozenset({"\u2014"})   # a spaced dash (the kit's dash_separators make every one an em dash)
#: words that open a remark beside the order ("..., that puts me back to 5 coins", "— even a null
#: gives 5", "(only an ace does it)")
_REMARK_STARTS = frozenset({"that", "which", "giving", "leaves", "leaving", "meaning", "means",
                            "puts", "putting", "even", "only", "because", "since", "cause", "thats",
                            "he", "she", "they", "his", "her", "their", "you", "sorry", "thanks",
                            "hopefully", "fingers", "easy", "worth", "there", "theres", "nobody",
                            "everyone", "everybody"})


_IF_ALLOWED = frozenset({"and", "plus", "also", "the", "my", "if", "allowed", "possible", "legal", "i",
                         "can", "coin", "coins", "too", "as", "well", "on", "a", "sun", "since", "m",
                         "im", "it", "s", "ok", "okay"})
_MARKS = frozenset({"marker", "mark", "marks", "marking"})


def aside_spans(words: list[Word], cls: list[Clause], heads: list[Head]) -> list[tuple[int, int]]:
    """Parts of a line beside its order: a parenthesis, a part after a dash, a clause that
    explains ("so I need a 4 or 5", "that puts me back to 5 coins") — unless it carries the order
    on ("(onto the 3 of Crowns)", "— colony coin: 4", "(4 of Crowns)") or holds an action word."""
    n = len(words)
    spans: list[tuple[int, int]] = []
    head_at = {h.index for h in heads}
    i = 0
    while i < n:
        w = words[i]
        if w.punct and w.word == "(":
            j = i + 1
            depth = 1
            while j < n and depth:
                if words[j].punct and words[j].word == "(":
                    depth += 1
                elif words[j].punct and words[j].word == ")":
                    depth -= 1
                j += 1
            spans.append((i, j))
            i = j
            continue
        if w.punct and w.word in _DASHES and i > 0:
            j = i + 1
            while j < n and not (words[j].punct and (words[j].word in _DASHES or words[j].word in
                                                     ".!?(\u2026")):
                j += 1
            spans.append((i, j))
            i = j
            continue
        i += 1
    for c in cls:
        if c.start == 0 or any(a <= c.start < b for a, b in spans):
            continue
        first = words[c.start].word
        if any(o in REMARK_OPENERS for o in c.openers) or first in _REMARK_STARTS:
            end = c.end
            # the remark runs to the end of its sentence
            for later in cls:
                if later.start >= c.end:
                    if later.sentence_start or later.start > 0 and words[later.start - 1].punct \
                            and words[later.start - 1].word == ";":
                        break      # (a semicolon ends the remark: "...; 5 goes on it")
                    end = later.end
            spans.append((c.start, end))
    out = []
    for a, b in spans:
        content = [k for k in range(a, b) if not words[k].punct]
        seq = [words[k].word for k in content]
        if seq[:1] == ["or"] and "if" in seq and (NEGATIONS & set(seq) or {"illegal", "fails", "allowed",
                                                                       "blocked"} & set(seq)):
            out.append((a, b))     # "(or restore the 5 if you can't attack)": a fallback, talk
            continue
        if content and words[content[0]].word in ("edit", "edited"):
            out.append((a, b))     # "(EDIT: make that the 4)": a revision, read as one
            continue
        if not content or any(k in head_at for k in content):
            continue
        if words[a].word == "(" and _bare_sum(words, a, content):
            out.append((a, b))     # "8 pts (1+5+2)", "null+ace+2 (3)", "(0+1+2 = 3)": a sum, a figure
            continue
        first = words[content[0]].word
        plain = [words[k].word for k in content]
        if plain[:1] and plain[0] in ("and", "plus", "also") and any(
                coin_value(x) is not None and x not in WEAK_VALUES for x in plain) and all(
                coin_value(x) is not None or x in _IF_ALLOWED for x in plain):
            continue           # "Restore the 2 (and the 4 if allowed)": more of the order
        if (any(x in _MARKS for x in plain) or any(plain[k] == "colony" and plain[k + 1] == "coin"
                                                    for k in range(len(plain) - 1))) and any(coin_value(x) is not None and x not in WEAK_VALUES
                                                  for x in plain):
            continue           # "— and I'll leave the 4 as my marker": the order's own
        # "(onto the 3 of Crowns)", "— colony coin: 4", "(null + 5)", "– null": the order's own
        if first in CONTINUATION and first not in ("if", "or", "unless") or all(
                SUITS.get(x) or coin_value(x) is not None or x in ("of", "the", "sun", "on", "at",
                                                                  "and", "+", "coin", "coins", "my")
                for x in plain) or _coin_roles(plain) or _coin_choice(plain):
            continue
        if _both_roles(plain):
            continue           # "— the 5 in means it can't fail, and the 4 stays on it": the order's
        if _says_beside(plain):
            continue           # "(it's next to the sun)": where the place lies, checked on the board
        if words[a].word in _DASHES and _place_after_head(words, a, plain):
            continue           # "Roll & move – 5 of Crowns, 2 steps": the order's place after its dash
        cut = _roles_then_talk(words, content)
        if cut is not None:
            # "(Null coin used = auto success)", "— Null in, Ace on top → 12, Kenji still wins
            # with 16": the coins' roles open the aside and are the order's; the rest is talk
            if cut < b:
                out.append((cut, b))
            continue
        out.append((a, b))
    return out


_BESIDE_LEADS = frozenset({"it", "s", "its", "which", "is", "that", "thats", "just", "right", "one"})


def _says_beside(plain: list[str]) -> bool:
    """An aside that only says where the order's place lies: "(next to the sun)", "(it's right
    next to my 3)": a claim the board checks (grammar's `_check_beside`), never talk."""
    from gm_tool.games.colonization.posts.grammar import BESIDE

    for k in range(min(4, len(plain))):
        for phrase in BESIDE:
            if tuple(plain[k:k + len(phrase)]) == phrase and all(x in _BESIDE_LEADS for x in plain[:k]):
                rest = plain[k + len(phrase):]
                return bool(rest) and all(x in ("the", "my", "own", "sun", "of") or SUITS.get(x)
                                          or coin_value(x) is not None for x in rest)
    return False


_SUM_SIGNS = frozenset({"+", "=", "-", "x", "*", ">", "<", ">=", "<=", "→", "->"})
_FIGURE_BEFORE = frozenset({"pts", "pt", "points", "point", "vp", "vps", "score", "total", "=", "in",
                            "+", "sum", "makes", "that", "s", "thats"})


def _bare_sum(words: list[Word], a: int, content: list[int]) -> bool:
    """A bracket of digits and signs only, said as a figure: "(0+1+2 = 3)" (it has an equals
    sign), "8 pts (1+5+2)" (after a score), "null+ace+2 (3)" / "5 + ace coin in (6)" (one number
    after coins: their sum). A bracket naming coins by word ("(null + 5)") stays the order's."""
    plain = [words[k].word for k in content]
    if not all(x.isdigit() or x in _SUM_SIGNS for x in plain):
        return False
    if "=" in plain:
        return True
    before = next((words[k].word for k in range(a - 1, -1, -1) if not words[k].punct), "")
    if before in _FIGURE_BEFORE:
        return True
    if len(plain) == 1:
        # one number after a coin: "null+ace+2 (3)", "ace coin in (6)"
        return coin_value(before) is not None or before in ("coin", "coins", "in", "used")
    return False


def _coin_choice(plain: list[str]) -> bool:
    """"– null or ace, whichever", "(the 2 or the 4)": coins offered as a choice, the order's own
    open choice (asked about, never read as talk)."""
    return "or" in plain and sum(coin_value(x) is not None and x not in WEAK_VALUES for x in plain) >= 2 \
        and all(coin_value(x) is not None or x in ("or", "the", "my", "coin", "whichever", "either",
                                                   "one", "any")
                for x in plain)


_ROLE_GLUE = frozenset({"used", "spent", "added", "in", "top", "planet", "it", "as", "goes", "the",
                        "marker", "colony", "coin", "coins", "on", "and", "+", "my", "is", "no",
                        "none", "for", "roll", "the"})


def _both_roles(plain: list[str]) -> bool:
    """Whether a remark names a coin used ("the 5 in", "5 used") and a coin marking the colony
    ("the 4 stays on it", "4 on top", "4 as marker"): the colonization's coins, whatever talk is
    between them."""
    def coin(k: int) -> bool:
        return 0 <= k < len(plain) and coin_value(plain[k]) is not None and plain[k] not in WEAK_VALUES

    used = any(coin(k) and k + 1 < len(plain) and plain[k + 1] in ("in", "used", "spent", "added")
               for k in range(len(plain)))
    marked = any(coin(k) and (k + 1 < len(plain) and plain[k + 1] in ("marker", "marks") or
                              k + 2 < len(plain) and plain[k + 1] in ("stays", "goes", "sits", "on", "as")
                              and plain[k + 2] in ("on", "it", "top", "planet", "marker", "the", "colony"))
                 for k in range(len(plain)))
    return used and marked


def _roles_then_talk(words: list[Word], content: list[int]) -> int | None:
    """Where the talk begins in an aside that opens with the coins' roles of a colonization ("Null
    coin used = auto success", "Null in, Ace on top → 12, ..."): the index after the longest run
    of role words that names a coin and a role, ended by a separator (=, →, a comma, "so"); None
    if the aside does not open so."""
    best = None
    if not content:
        return None
    content = content[:16]          # (a run of coins and roles is short; a long aside is talk)
    for k in range(content[0] + 1, content[-1] + 1):
        sep = words[k].punct and words[k].word in ("=", ",", ";", ":") or words[k].word in ("so", "for", "because") \
            or words[k].word == "to" and words[k].text in ("\u2192", "->", "=>")
        if not sep:
            continue
        plain = [words[j].word for j in content if j < k]
        if _coin_roles(plain) and any(x in ("used", "spent", "added", "in") for x in plain):
            best = k
    return best


def _coin_roles(plain: list[str]) -> bool:
    """"(5 used, 4 on top)", "(null in, ace as marker)": the coins of a colonization and their
    roles, the order's own words, not a remark; a reason after them ("3 coin in, the 4 on the
    planet for the match") is theirs too."""
    plain = _purpose_out(plain)
    return any(coin_value(x) is not None and x not in WEAK_VALUES for x in plain) and any(
        x in ("used", "spent", "added", "in", "top", "marker") for x in plain) and all(
        coin_value(x) is not None or x in _ROLE_GLUE for x in plain)


#: the words of a reason given for a coin's role: "for the match", "for the +2", "to be safe"
_PURPOSE = frozenset({"for", "the", "a", "match", "matching", "bonus", "double", "points", "pts", "+",
                      "2", "safety", "luck", "extra", "to", "be", "safe", "sure", "just", "in", "case"})


def _purpose_out(plain: list[str]) -> list[str]:
    """`plain` without a reason at its end ("..., the 4 on the planet for the match")."""
    for k in range(1, len(plain)):
        if plain[k] in ("for", "to", "just") and all(x in _PURPOSE for x in plain[k:]) and (
                {"match", "matching", "bonus", "safe", "sure", "safety", "case"} & set(plain[k:])):
            return plain[:k]
    return plain


_HYPOTHETICAL = frozenset({"could", "would", "might", "wish", "maybe", "perhaps", "dunno",
                           "options", "choices", "alternatives",
                           "thinking", "considering", "wondering", "undecided", "unsure", "torn",
                          "pondering", "debating", "tempted"})
#: "GM's choice", "your call", "up to you": the player leaves the choice to someone else
_CHOICE_LEFT = frozenset({("gm", "s"), ("gm", "choice"), ("your", "call"), ("up", "to", "you"),
                          ("you", "choose"), ("you", "decide"), ("u", "pick"), ("u", "choose"), ("u", "decide"), ("whichever", "is"), ("you", "tell"),
                          ("tell", "me"), ("you", "pick"), ("gm", "pick"), ("pick", "whichever")})
_HEDGE_CONTEXT = frozenset({"or", "about", "whether", "between", "of"})
_HEDGES = frozenset({"thinking", "considering", "wondering", "pondering", "debating", "tempted",
                     "torn"})
_WISH_STARTS = (("come", "on"), ("hope",), ("hoping",), ("fingers", "crossed"), ("pray",),
                ("please", "be"), ("wish",), ("c", "mon"), ("cmon",), ("let", "it", "be"),
                ("fingers",), ("crossed", "fingers"))


_LOOKING_BACK = frozenset({"original", "originally", "previously", "old", "formerly", "initially"})
_WISH_FIRSTS = frozenset(w[0] for w in _WISH_STARTS)


_TAGS = (("yes",), ("right",), ("correct",), ("yeah",), ("no",), ("ok",), ("okay",), ("innit",),
         ("eh",), ("yea",), ("yep",), ("isn", "t", "it"), ("is", "that", "right"), ("am", "i", "right"),
         ("don", "t", "i"), ("do", "i", "not"), ("correct", "me", "if", "i", "m", "wrong"), ("true",),
         ("no", "need"), ("is", "it", "not"), ("aren", "t", "they"), ("won", "t", "it"), ("will", "it", "not"))


def _tag_at(words: list[Word], start: int, end: int) -> int:
    """Where a question tag begins at the end of a sentence ("..., I need 4 or more, yes?",
    "..., right?"): after a comma, with words before it; 0 if the sentence has none."""
    plain = [k for k in range(start, end) if not words[k].punct]
    for tag in _TAGS:
        if len(plain) > len(tag) + 1 and tuple(words[k].word for k in plain[-len(tag):]) == tag:
            at = plain[-len(tag)]
            if at > start and words[at - 1].word == ",":
                # only a figure is confirmed so ("I need 4 or more, yes?"); "Restore would be the
                # smart play here, right?" asks for advice
                before = [w.word for w in words[start:at - 1] if not w.punct]
                if any(w.isdigit() for w in before) and not set(before) & {
                        "would", "should", "could", "best", "smart", "wise", "worth", "play", "idea"}:
                    return at - 1
                return 0
    return 0


_WEIGHING_FILLERS = frozenset({"hmm", "hm", "hmmm", "so", "either", "maybe", "just", "should", "i",
                               "do", "to", "then", "um", "uh", "well", "ok", "okay", "or"})


def _weighing(seq: list[str]) -> bool:
    """"roll or restore", "hmm, draw or restore": two bare actions weighed against each other
    (no coin, place or figure), a thought before the choice made after it."""
    roles = [w for w in seq if w in ROLES]
    return "or" in seq and len(roles) >= 2 and len(set(ROLES[w] for w in roles)) >= 2 and all(
        w in ROLES or w in _WEIGHING_FILLERS for w in seq)


def cited_words(words: list[Word]) -> int:
    """How many words open the line with a citation of the rules (the kit's `rule_citation`):
    talk about the rules, never an order."""
    from gm_tool.core.kit.reading.bagwords import words_of
    from gm_tool.core.kit.reading.sentences import rule_citation

    if not words or words[0].word not in ("per", "as", "according", "by", "see", "cf", "under"):
        return 0
    text = " ".join(w.text for w in words if w.text)
    cut = rule_citation(text)
    if not cut:
        return 0
    count = len(words_of(text[:cut]))
    return count if 0 < count < len(words) else 0


def remark_spans(words: list[Word]) -> list[tuple[int, int, str]]:
    """Sentences (and parentheses) that are not orders: a question ("Would restoring both be
    smart here?"), a plan for a later turn ("Next turn I'll head for the Ace of Crowns"), a wish
    ("come on null/ace!!"), a hypothetical ("I could colonize if I was on a planet")."""
    out: list[tuple[int, int, str]] = []
    start = cited_words(words)
    if start:
        out.append((0, start, "rule"))     # "Per 4.B.iv.4 an Ace planet falls to a Null coin, so:"
    n = len(words)
    for i in range(start, n + 1):
        end_here = i == n or (words[i].punct and words[i].word in "().!?;:\u2026\u2013\u2014-")
        if end_here and i < n and words[i].word == ":" and i > start and (
                words[i - 1].word in ("options", "choices", "alternatives", "option")
                or next((w.word for w in words[start:i] if not w.punct), "") in _LOOKING_BACK):
            continue       # "My options: draw, restore or roll.", "(original post: draw)": one remark
        if end_here and i < n and words[i].word == ":" and i > start and is_plan(words, list(range(start, i))) \
                and len([w for w in words[start:i] if not w.punct]) <= 4:
            continue       # "Next turn: draw.", "Later: the 5 of Crowns": the plan runs on
        if not end_here:
            continue
        if i > start:
            seq = [w.word for w in words[start:i] if not w.punct]
            kind = None
            if seq[:1] and seq[0] in _LOOKING_BACK or seq[:2] == ["was", ":"]:
                kind = "hypothetical"   # "(original post: draw a planet)": what stood there before
            elif _weighing(seq) and not (i < n and words[i].word == "?" and i + 1 >= n):
                kind = "hypothetical"   # "hmm. roll or restore... ok restore": options weighed
            elif i < n and words[i].word == "?" and _tag_at(words, start, i):
                # "I need 4 or more, yes?": a tag asks to confirm what the sentence says (its
                # figure is checked); only the tag is the question
                at = _tag_at(words, start, i)
                out.append((at, i + 1, "question"))
            elif i < n and words[i].word == "?":
                kind = "question"
            elif seq[:1] == ["or"] and len(seq) <= 8 and _UNDECIDED & {w.word for w in words}:
                kind = "hypothetical"   # "Thinking of colonizing with the 5. Or draw. Not sure yet"
            elif is_plan(words, list(range(start, i))):
                kind = "plan"
                # "roll to the 5, colonize next turn": the plan is the clause after the comma
                at = _plan_clause(words, start, i)
                if at > start:
                    out.append((at, i + (1 if i < n else 0), "plan"))
                    kind = None
                    if any(tuple(seq[:len(w)]) == w for w in _WISH_STARTS):
                        out.append((start, at, "wish"))   # "hoping for an ace, then next turn ..."
            elif any(tuple(seq[:len(w)]) == w for w in _WISH_STARTS):
                kind = "wish"
            elif _WISH_FIRSTS.intersection(seq[1:]) and any(
                    tuple(seq[k:k + len(w)]) == w for k in range(1, len(seq)) if seq[k] in _WISH_FIRSTS
                    for w in _WISH_STARTS):
                # "..., come on 4 of Suns": the wish runs from its words to the sentence's end
                plain = [k for k in range(start, i) if not words[k].punct]
                at = next(plain[k] for k in range(1, len(seq)) for w in _WISH_STARTS
                          if tuple(seq[k:k + len(w)]) == w)
                out.append((at, i + (1 if i < n else 0), "wish"))
            elif (cut := _considered_cut(words, start, i)) is not None:
                # "I could colonize the 5 now, but I'd rather keep my coins": an order considered
                # and given up (the kit's `sentences.given_up`); an order after "but" is read
                out.append((start, cut + 1, "hypothetical"))
                if not _acts(words, cut + 1, i):
                    kind = "hypothetical"
            elif ("either" in seq and "or" in seq) or _given_up(seq) or any(
                    w in _HYPOTHETICAL and (w not in _HEDGES or _HEDGE_CONTEXT & set(seq))
                    and not _shrugged_in(seq, k) for k, w in enumerate(seq)) and not any(
                    seq[k] in ("would", "d") and k + 1 < len(seq) and seq[k + 1] in ("like", "rather")
                    for k in range(len(seq))):
                kind = _hypothetical_part(words, start, i, seq, out)
            if kind is None and turned_down(seq) and not _acts(words, start, i):
                kind = "hypothetical"   # "Eh, not feeling lucky with a 3 in.": a try turned down
            if kind is None and _thought_of(seq) and "but" in seq[3:]:
                # "I'd restore but my discard is empty, so draw": the thought up to "but" is
                # talk; the order after it is read
                cut = next(k for k in range(start, i) if words[k].word == "but")
                out.append((start, cut + 1, "hypothetical"))
            grams = set(zip(seq, seq[1:])) | set(zip(seq, seq[1:], seq[2:]))
            if kind is None and _CHOICE_LEFT & grams:
                # "..., GM's choice": the words from there are talk (the actions before stay)
                plain = [k for k in range(start, i) if not words[k].punct]
                at = next(plain[k] for k in range(len(seq) - 1) if (seq[k], seq[k + 1]) in _CHOICE_LEFT
                          or tuple(seq[k:k + 3]) in _CHOICE_LEFT)
                out.append((at, i + (1 if i < n else 0), "choice"))
            if kind is not None:
                out.append((start, i + (1 if i < n else 0), kind))
        start = i + 1
    return out


def _acts(words: list[Word], start: int, end: int) -> bool:
    """An action word among `words[start:end]` ("draw", "colonizing")."""
    return any(ROLES.get(words[k].word) not in (None, "mark") or words[k].word.isalpha() and
               ROLES.get(verb_base(words[k].word, BASES) or "") not in (None, "mark")
               for k in range(start, end))


def _considered_cut(words: list[Word], start: int, end: int) -> int | None:
    """Where "but" stands in a sentence that opens with an order considered ("I could colonize
    the 5 now with 2 and 3 in, but ...", "was going to restore, but"): the kit's
    `sentences.given_up`, the thought holding an action word; else None."""
    from gm_tool.core.kit.reading.sentences import given_up

    plain = [k for k in range(start, end) if not words[k].punct]
    if len(plain) < 4 or "but" not in {words[k].word for k in plain}:
        return None
    text = ""
    for k in range(start, end):
        piece = words[k].text or words[k].word
        text += ("'" + piece if words[k].word in ("d", "ll", "s", "m", "t", "re", "ve") and text
                 else (" " if text else "") + piece)      # ("I'd", "I'll": the kit reads them whole)
    if given_up(text) is None:
        return None
    cut = next(k for k in plain if words[k].word == "but")
    return cut if _acts(words, start, cut) else None


#: words of a post that has not decided yet ("Or draw. Not sure yet, will post later.")
_UNDECIDED = frozenset({"unsure", "undecided", "dunno", "idk", "later", "thoughts", "decide", "deciding",
                        "torn", "sure", "ideas", "suggestions", "advice", "opinions", "opinion"})


def _hypothetical_part(words: list[Word], start: int, end: int, seq: list[str],
                       out: list[tuple[int, int, str]]) -> str | None:
    """A sentence that weighs or supposes (`remark_spans`): "hypothetical" when it is talk as a
    whole, else None, with the part after the order that is talk (or an open choice) added to
    `out` — an "either ... or" after the order, a shrug, what could be, or what it would bring
    (a figure, checked)."""
    stop = end + (1 if end < len(words) else 0)
    either = _either_clause(words, start, end) if "either" in seq and "or" in seq else start
    if either > start:
        # "colonize the 4, either 5 in and 4 marker or the other way round": the order, then its
        # open choice (asked about)
        out.append((either, stop, "open"))
        return None
    shrug = _shrug_clause(words, start, end) if not ("either" in seq and "or" in seq) else start
    if shrug > start:
        # "colonize the Ace w/ the null, mark with the 2 or 3, dunno": the order, then a shrug
        # (talk); the order's open choice is asked about
        out.append((shrug, stop, "hypothetical"))
        return None
    at = _result_clause(words, start, end)
    modal = _modal_clause(words, start, end) if at == start else start
    if modal > start:
        # "Restore the null, I'm on the sun so I could take two but ...": the order, then what
        # could be (talk)
        out.append((modal, stop, "hypothetical"))
        return None
    if at > start:
        # "colonizing the 3 of Suns w/ the ace on top, would tie Tess at 17": the order, then
        # what it would bring (a figure, checked)
        return None
    return "hypothetical"


def _thought_of(seq: list[str]) -> bool:
    """"I'd restore ...": a sentence that opens with an action thought of ("I'd" + action word)."""
    if seq[:2] not in (["i", "d"], ["we", "d"]) or len(seq) < 3:
        return False
    verb = seq[2]
    return bool(ROLES.get(verb) or verb.isalpha() and ROLES.get(verb_base(verb, BASES) or ""))


def _given_up(seq: list[str]) -> bool:
    """"I'd restore but there's nothing to restore": an order considered and given up ("I'd" is
    "I would" here, as the kit's `sentences.given_up` reads it), not an order."""
    if len(seq) < 5 or not _thought_of(seq) or "but" not in seq[3:]:
        return False           # ("I'd love to draw ... but", "I'd rather ...": a wish, a choice)
    rest = seq[seq.index("but", 3) + 1:]
    # ("... but I'd rather restore", "... but nah, I'll just roll": the order follows the "but")
    return not {"ll", "rather", "instead", "will", "going", "gonna", "so", "then"} & set(rest)


_SHRUGS = frozenset({"dunno", "idk"})


def _modal_clause(words: list[Word], start: int, end: int) -> int:
    """Where a clause of what could be starts, after the order it follows ("Restore the null, I'm
    on the sun so I could take two but only the null is there"): the sentence opens with an
    action word, and the clause holding "could" / "would" / "might" comes after a comma; else
    `start` (the sentence is a hypothetical as a whole)."""
    plain = [k for k in range(start, end) if not words[k].punct]
    if not plain or not _acts(words, plain[0], plain[0] + 1):
        return start
    modal = next((k for m, k in enumerate(plain) if words[k].word in ("could", "would", "might")
                  and not _shrugged_in([words[j].word for j in plain], m)), None)
    if modal is None:
        return start
    cut = max((k for k in range(start, modal) if words[k].punct and words[k].word in (",", ";")), default=None)
    if cut is None or not _acts(words, start, cut):
        return start
    return cut + 1


def _either_clause(words: list[Word], start: int, end: int) -> int:
    """Where an "either ... or" clause after the order starts (after a comma or dash, the clause
    before holding an action word); else `start`."""
    for k in range(start + 1, end):
        if words[k].word == "either" and words[k - 1].punct and words[k - 1].word in (",", ";", ":", "\u2014", "\u2013", "-"):
            if _acts(words, start, k):
                return k
            return start
    return start


def _shrug_clause(words: list[Word], start: int, end: int) -> int:
    """Where a shrug after the order starts ("..., dunno, u pick"): after a comma, the clause
    before holding an action word; else `start`."""
    for k in range(start + 1, end):
        if words[k].word in _SHRUGS and words[k - 1].punct and words[k - 1].word in (",", ";"):
            if any(ROLES.get(words[j].word) or verb_base(words[j].word, BASES) in ROLES
                   for j in range(start, k) if words[j].word.isalpha()):
                return k
            return start
    return start


_RESULT_MODALS = frozenset({"would", "could", "might"})


def _result_clause(words: list[Word], start: int, end: int) -> int:
    """Where a clause of what the order would bring starts ("..., would tie Tess at 17 if it
    lands"): after a comma, the clause before it holding an action word, the clause itself
    opening with "would" / "could" / "might" (or "that would", "which would") and holding a
    number; else `start` (the sentence is a hypothetical as a whole)."""
    seq = [(k, words[k].word) for k in range(start, end) if not words[k].punct]
    for m, (k, w) in enumerate(seq):
        if w not in _RESULT_MODALS:
            continue
        first = k if m == 0 or words[k - 1].punct or seq[m - 1][1] not in ("that", "which", "this", "it") \
            else seq[m - 1][0]
        if first == start or not (words[first - 1].punct and words[first - 1].word in (
                ",", ";", "\u2013", "\u2014", "-", "--") or words[first - 1].text.strip() in (
                "\u2192", "->", "=>", "\u21d2")):
            # (", would tie Tess at 17", "→ would tie Lotte at 11": what the order brings)
            return start
        if not any(x.isdigit() for _, x in seq[m:]):
            return start
        if not any(ROLES.get(words[j].word) or verb_base(words[j].word, BASES) in ROLES
                   for j in range(start, first) if words[j].word.isalpha()):
            return start
        return first
    return start


def _plan_clause(words: list[Word], start: int, end: int) -> int:
    """Where the plan of a sentence starts: after the last comma (or "and then") before its
    words when an earlier clause holds an action word; else the sentence's start."""
    seq = [(k, words[k].word) for k in range(start, end) if not words[k].punct]
    at = None
    for m, (k, w) in enumerate(seq):
        if w in _PLAN_FIRSTS and any(tuple(x for _, x in seq[m:m + len(p)]) == p for p in _PLAN_FIRSTS[w]):
            at = k
            break
    if at is None and len(seq) >= 4 and seq[-1][1] == "next":
        at = seq[-1][0]         # "..., gonna have a go at that 2 of Crowns next"
    if at is None:
        return start
    if words[at].word == "before" and any(ROLES.get(words[k].word) for k in range(start, at)):
        return at       # "draw a planet before I move on": the order, then the plan
    # the cut: the last comma, or a bare "then" ("restore the 2 then colonize next turn")
    cut = max((k for k in range(start, at) if words[k].punct and words[k].word == ","
               or words[k].word == "then" and k > start
               # ("Rolling to get onto Ann's 2 so I can hit it next turn": the purpose is the plan)
               or words[k].word == "so" and k > start + 1 and k + 1 < end
               and words[k + 1].word in ("i", "that", "id", "ill", "im")
               # ("Restore the null and warp to the Arms sun next turn": a second order's plan;
               # "draw a planet and keep the Ace of Arms for later": a piece kept for later)
               or words[k].word == "and" and k > start + 1 and k + 1 < end
               and (ROLES.get(words[k + 1].word) in ("warp", "colonize", "draw", "restore", "destroy", "play")
                    or verb_base(words[k + 1].word, _LATER_VERBS) is not None)
               or _purpose_after_place(words, start, k, end)),
              default=None)
    if cut is None:
        return start
    before = range(start, cut)
    if not any(ROLES.get(words[k].word) or verb_base(words[k].word, BASES) in ROLES
               or words[k].word == "back" and k > start   # "bringing back the null, so I can ..."
               for k in before if words[k].word.isalpha()) and not (
            # "4 coin -> 4 of Moons, then next turn ...": an order in the game's figures
            any(words[k].word in ("coin", "coins") for k in before)
            and any(SUITS.get(words[k].word) for k in before)):
        return start
    return cut + (0 if words[cut].word in ("then", "so", "to") else 1)


#: verbs of what a player means to do with a piece on a later turn ("and keep the ace for
#: later", "to have a go at Thiago's colony next turn"); not the moves of this turn ("go", "head")
_LATER_VERBS = frozenset({"keep", "save", "hold", "hang", "leave", "wait", "see", "hit", "try", "have",
                          "take", "grab", "get", "set", "make", "line", "snipe", "strike", "threaten",
                          "challenge", "finish", "pick"})
#: the last word of a place ("the 3 of Crowns", "my sun", "Bob's colony")
_PLACE_ENDS = frozenset({"sun", "suns", "planet", "colony", "system"})


def _purpose_after_place(words: list[Word], start: int, k: int, end: int) -> bool:
    """"heading to the 3 of Crowns to have a go at Thiago's colony next turn": "to" and a verb
    right after the place the order names say what the move is for, a plan of its own."""
    if words[k].word != "to" or not start + 1 < k < end - 1:
        return False
    before, after = words[k - 1].word, words[k + 1].word
    placed = coin_value(before) is not None and before not in WEAK_VALUES or SUITS.get(before) \
        or before in _PLACE_ENDS
    doing = verb_base(after, _LATER_VERBS) is not None or ROLES.get(after) not in (None, "mark", "pass")
    return bool(placed and doing)


def is_note(text: str) -> bool:
    low = text.strip().lower()
    return low.startswith(("note:", "notes:", "(note", "gm note", "ooc:", "ooc "))


def _place_after_head(words: list[Word], a: int, plain: list[str]) -> bool:
    """Whether the part after a dash at `a` opens with a place ("5 of Crowns", "the sun of
    Arms") and the words before the dash name none: the order's place, not a remark."""
    k = 1 if plain[:1] == ["the"] else 0
    if not (len(plain) > k + 2 and (coin_value(plain[k]) is not None and plain[k] not in WEAK_VALUES
                                    or plain[k] == "sun") and plain[k + 1] == "of" and SUITS.get(plain[k + 2])):
        return False
    before = [w.word for w in words[:a] if not w.punct]
    return not any(SUITS.get(x) or x == "sun" for x in before) and not any(
        coin_value(x) is not None and x not in WEAK_VALUES for x in before)


def _shrugged_in(seq: list[str], k: int) -> bool:
    """Whether the modal at `seq[k]` opens "might as well" / "may as well": a shrug that takes
    the order ("I'll draw one, might as well see what was left", "Might as well draw"), not a
    supposition."""
    return seq[k] in ("might", "may") and seq[k + 1:k + 3] == ["as", "well"]


_TURN_DOWN_FILLERS = frozenset({"eh", "meh", "nah", "hmm", "hm", "ok", "okay", "well", "so", "honestly",
                                "tbh", "ugh", "yeah", "naw", "nope", "i", "m", "im", "am", "just", "really",
                                "still", "frankly", "and"})
_TURN_DOWN_AFTER_NOT = frozenset({"feeling", "risking", "trusting", "liking", "keen", "confident", "happy",
                                  "brave", "lucky", "worth", "betting", "chancing", "gambling", "sold",
                                  "convinced", "loving", "fancying", "daring", "bold"})
_TURN_DOWN_AFTER_DONT = frozenset({"fancy", "like", "trust", "feel", "love", "dare", "rate", "wanna", "want"})


def turned_down(seq: list[str]) -> bool:
    """"Eh, not feeling lucky with a 3 in.", "Don't fancy a roll with just the null.", "no
    point trying on a 3 in": a sentence that turns a try down (its coins are the try's, never
    the order's); the caller makes sure no action word stands in it."""
    k = 0
    while k < len(seq) and seq[k] in _TURN_DOWN_FILLERS:
        k += 1
    rest = seq[k:k + 3]
    if rest[:1] == ["not"]:
        return rest[1:2] != [] and rest[1] in _TURN_DOWN_AFTER_NOT
    if rest[:2] in (["don", "t"], ["do", "not"]) or rest[:1] == ["dont"]:
        word = (rest[1:2] if rest[:1] == ["dont"] else rest[2:3]) or [""]
        return word[0] in _TURN_DOWN_AFTER_DONT
    return rest[:2] in (["no", "point"], ["too", "risky"], ["no", "chance"], ["no", "way"])
