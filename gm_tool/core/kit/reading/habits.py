"""How people write forum posts, in every game: the habits a GM reads past without thinking.

A game's reader knows its own words (colours, buildings, coins); what it should not have to know
is that "Upgrading" is "upgrade", that "ok then:" is chatter, that "I'll" announces an order, or
that "mat – C" uses the dash as a separator. Those habits are here, once, for every game:

- **typography** — `dash_separators` (a dash with a space after it separates, it is never a
  minus: "NO – 1 green"; only a dash glued to its number, "–1", is a sign, which the forum
  layer already turned into "-1"), `arrows_to_words` ("→", "->", "=>" read "to"), `multipliers`
  ("2x BG", "BG x2", "×2" read "2 BG"), `currency` ("5€", "€5", "$5" read "5 <money>");
- **words** — `verb_base` (-ing, -s, -ed, doubled consonants, irregular pasts: "upgrading",
  "bought", "colonising" → the game's verb), `strip_intent` ("I'll", "I'm going to", "gonna",
  "let me" before an order), `expand_abbreviations` ("w/", "lvl", "pls", "thx", "&");
- **noise** — `strip_smileys` (":)", ":D", "xD", "<3", ":thumbsup:", emoji), `CHATTER_WORDS` and
  `chatter_span` (what is before and after the order on its line), `nothing` ("none", "pass",
  "nothing, broke :(" with the remark kept), `edit_marker` ("EDIT:", "Edit 2 -", "ETA:"),
  `signature_start` ("--", "Sent from my phone", "GL HF");
- **the ledger** — every non-blank line of a post ends in one state: `READ` (orders or claims),
  `CHATTER` (recognised as talk), or `NOT_READ`. `Ledger.please_confirm` turns each line that was
  not read, or each order line with a game word left unused, into an error that makes the post
  "not accepted — please confirm", quoting the line with a did-you-mean from the game's words.

None of it knows any game; every function is pure, total (never raises) and linear in its input.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable, Collection, Iterable, Sequence

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.matching import fold

__all__ = ["CHATTER_WORDS", "Ledger", "LineState", "arrows_to_words", "chatter_span", "currency",
           "dash_separators", "edit_marker", "expand_abbreviations", "game_words", "habitual",
           "multipliers", "nothing", "signature_start", "strip_intent", "strip_smileys",
           "verb_base", "verb_forms", "words_of"]

# -- typography ------------------------------------------------------------------------------

_DASHES = "\u2012\u2013\u2014\u2015"
# A dash is a separator when a space follows it (or it stands between spaces): "mat – C",
# "NO – 1 green", "Trade - sold 2 Food", "Influence — 3". "–1" (no space) is a sign, "2019-20"
# and "3-4" (no spaces) a range or a name: both left alone.
_SPACED_DASH = compile_later(rf"\s*(?:--|[-{_DASHES}])(?=\s)\s*")
_LEADING_DASH = compile_later(rf"^\s*(?:--|[-{_DASHES}])\s+")


def dash_separators(text: str, sep: str = ": ") -> str:
    """Every dash followed by a space, as `sep` ("NO – 1 green" -> "NO: 1 green" by default;
    `sep=", "` for a list). A dash at the start of the line (a bullet) is dropped."""
    text = _LEADING_DASH.sub("", text)
    return _SPACED_DASH.sub(sep, text)


_ARROW = compile_later(r"\s*(?:-{1,2}>|={1,2}>|~>|[\u2192\u21d2\u27f6\u279c\u2794\u27a1\u2799"
                       r"\u21a6\u2b62\u21e8\u2933])\s*")


def arrows_to_words(text: str, word: str = "to") -> str:
    """Every arrow as a word: "Null coin → sun of Crowns" -> "Null coin to sun of Crowns"."""
    return _ARROW.sub(f" {word} ", text).strip()


_TIMES_AFTER = compile_later(r"(?<![\w])(\d{1,4})\s?(?:[x*](?=\s)|\u00d7)\s*(?=[^\W\d_])",
                             re.IGNORECASE)
# The sign stands apart from the word ("BG x2", "Farm ×2", "BG * 2"), never its last letter:
# "Complex 3" is a Complex and a 3. A word is tried from its start only, and words of more than
# 40 letters are no resource (a long run of letters tried from every position was quadratic).
_TIMES_BEFORE = compile_later(r"(?<![\w'-])([^\W\d_][\w'-]{0,40}?)(?:\s+[x*]\s?|\s*\u00d7\s*)(\d{1,4})(?!\w)",
                              re.IGNORECASE)


def multipliers(text: str) -> str:
    """A count written with a multiplication sign, as a plain count: "2x BG", "2 × BG" -> "2 BG";
    "BG x2", "Farm ×2" -> "2 BG", "2 Farm". "x" inside a word (a name, "box") is left alone."""
    text = _TIMES_AFTER.sub(r"\1 ", text)
    return _TIMES_BEFORE.sub(lambda m: f"{m.group(2)} {m.group(1)}", text)


_CURRENCY_SIGNS = "€$£¥¢₵₡"
_MONEY_BEFORE = compile_later(rf"([+-]?)[{_CURRENCY_SIGNS}]\s?(\d{{1,9}})(?!\d)")
_MONEY_AFTER = compile_later(rf"([+-]?\d{{1,9}})\s?[{_CURRENCY_SIGNS}]")


def currency(text: str, money: str) -> str:
    """A sum with a currency sign, in the game's word for money: "5€", "€ 5", "$5", "-€3" ->
    "5 credits", "5 credits", "5 credits", "-3 credits" (for `money="credits"`)."""
    text = _MONEY_BEFORE.sub(lambda m: f"{m.group(1)}{m.group(2)} {money}", text)
    return _MONEY_AFTER.sub(lambda m: f"{m.group(1)} {money}", text)


# -- words -----------------------------------------------------------------------------------

_IRREGULAR = {
    "bought": "buy", "sold": "sell", "took": "take", "taken": "take", "paid": "pay",
    "drew": "draw", "drawn": "draw", "built": "build", "gave": "give", "given": "give",
    "made": "make", "got": "get", "gotten": "get", "went": "go", "gone": "go", "put": "put",
    "kept": "keep", "spent": "spend", "sent": "send", "left": "leave", "chose": "choose",
    "chosen": "choose", "threw": "throw", "thrown": "throw", "flew": "fly", "flown": "fly",
    "brought": "bring", "held": "hold", "lost": "lose", "set": "set", "won": "win", "ran": "run",
    "swapped": "swap", "shipped": "ship", "dropped": "drop", "stopped": "stop",
}


def verb_base(word: str, verbs: Collection[str]) -> str | None:
    """The verb of `verbs` that `word` is a form of, or None: "upgrading", "upgrades",
    "upgraded" -> "upgrade"; "colonising" -> "colonise" (when that is in `verbs`); "swapping" ->
    "swap"; "bought" -> "buy". `word` may be in any case; `verbs` are folded (lower case)."""
    w = fold(word)
    if w in verbs:
        return w
    base = _IRREGULAR.get(w)
    if base in verbs:
        return base
    for candidate in _stems(w):
        if candidate in verbs:
            return candidate
    return None


_VOWELS = frozenset("aeiou")


def verb_forms(base: str) -> set[str]:
    """A verb's regular forms, for a table a grammar looks words up in (the other way from
    `verb_base`): "colonize" -> colonize, colonizes, colonizing, colonized, colonization,
    colonisation; "drop" -> drops, dropping, dropped; "fly" -> flies, flying, flied. Irregular
    forms ("bought") are `verb_base`'s table or the game's data."""
    forms = {base}
    if base.endswith("e") and not base.endswith("ee"):
        forms |= {base + "s", base[:-1] + "ing", base + "d"}
    elif base.endswith("y") and len(base) > 2 and base[-2] not in _VOWELS:
        forms |= {base[:-1] + "ies", base + "ing", base[:-1] + "ied"}
    elif base.endswith(("s", "sh", "ch", "x", "z")):
        forms |= {base + "es", base + "ing", base + "ed"}
    else:
        forms |= {base + "s", base + "ing", base + "ed"}
        if (len(base) >= 3 and base[-1] not in _VOWELS | {"w", "x", "y"}
                and base[-2] in _VOWELS and base[-3] not in _VOWELS):
            forms |= {base + base[-1] + "ing", base + base[-1] + "ed"}
    if base.endswith(("ize", "ise")):
        forms |= {base[:-3] + "ization", base[:-3] + "isation"}
    return forms


def _stems(w: str) -> Iterable[str]:
    for suffix in ("ing", "ed", "es", "s", "d"):
        if len(w) > len(suffix) + 2 and w.endswith(suffix):
            stem = w[: -len(suffix)]
            yield stem
            if suffix in ("ing", "ed"):
                yield stem + "e"                        # upgrading -> upgrade
                if len(stem) > 2 and stem[-1] == stem[-2]:
                    yield stem[:-1]                     # swapping -> swap
                if stem.endswith("i"):
                    yield stem[:-1] + "y"               # tried -> try
            if suffix == "es" and stem.endswith("i"):
                yield stem[:-1] + "y"


# "I'll", "I'm going to", "gonna", "let me", "I want to", "I'd like to", "I think I'll", ...
# before the order. Only at the start (after chatter has gone): "going to Nebra" in the middle of
# an order is a destination, not an intent.
_INTENT = compile_later(
    r"^(?:(?:and|so|then|ok|okay|well|now|alright|right)[,]?\s+)*"
    r"(?:i\s+think\s+|i\s+guess\s+|maybe\s+|probably\s+|i'?d\s+say\s+)?"
    r"(?:i'?ll|i\s+will|i'?m\s+going\s+to|i\s+am\s+going\s+to|i'?m\s+gonna|i\s+am\s+gonna|"
    r"gonna|going\s+to|i\s+want\s+to|i\s+wanna|wanna|i'?d\s+like\s+to|i\s+would\s+like\s+to|"
    r"let\s+me|let'?s|lemme|i\s+shall|i\s+choose\s+to|i\s+decide\s+to|i\s+need\s+to|"
    r"i'?m|i\s+am|i)\b\s*",
    re.IGNORECASE)


def strip_intent(text: str) -> str:
    """The order without the words announcing it: "I'll draw a planet" -> "draw a planet",
    "I'm going to upgrade Military" -> "upgrade Military", "gonna dock" -> "dock"."""
    stripped = _INTENT.sub("", text.lstrip(), count=1)
    return stripped or text


_ABBREVIATIONS = [
    (compile_later(r"(?<![\w/])w/o(?![\w/])", re.IGNORECASE), "without"),
    (compile_later(r"(?<![\w/])w/(?=\s|\w)", re.IGNORECASE), "with "),
    (compile_later(r"(?<![\w/])b/c(?![\w/])", re.IGNORECASE), "because"),
    (compile_later(r"\blvl\.?(?=\s|\d|$)", re.IGNORECASE), "level "),
    (compile_later(r"\blv\.?(?=\s?\d)", re.IGNORECASE), "level "),
    (compile_later(r"\b(?:pls|plz|pl[sz]e)\b", re.IGNORECASE), "please"),
    (compile_later(r"\b(?:thx|thnx|tnx|ty|tyvm)\b", re.IGNORECASE), "thanks"),
    (compile_later(r"\b(?:bc|cuz|coz|cos)\b", re.IGNORECASE), "because"),
    (compile_later(r"\btho\b", re.IGNORECASE), "though"),
    (compile_later(r"\bthru\b", re.IGNORECASE), "through"),
    (compile_later(r"\b(?:imo|imho|iirc|afaik|btw|fyi|tbh|idk|ngl|lol|lmao|rofl|gg|glhf)\b",
                   re.IGNORECASE), ""),
    (compile_later(r"\s&\s"), " and "),
    (compile_later(r"\s\+\s(?=[^\W\d_])"), " and "),   # "water + steel" (a "+2" keeps its sign)
]
# What each pattern above cannot match without (in lower case), in the same order: a line
# without any of a pattern's needles skips it. Keep the two lists together.
_ABBREVIATION_NEEDLES = [
    ("w/o",), ("w/",), ("b/c",), ("lvl",), ("lv",), ("pl",), ("thx", "thnx", "tnx", "ty"),
    ("bc", "cuz", "coz", "cos"), ("tho",), ("thru",),
    ("imo", "imho", "iirc", "afaik", "btw", "fyi", "tbh", "idk", "ngl", "lol", "lmao", "rofl", "gg",
     "glhf"),
    ("&",), ("+",),
]


def expand_abbreviations(text: str, *, keep: Collection[str] = (), fillers: bool = True) -> str:
    """Forum shorthand in full words: "w/" -> "with", "lvl 2" -> "level 2", "pls" -> "please",
    "thx" -> "thanks", "bc" -> "because", " & " -> " and "; "lol", "imo", "btw" dropped.
    `keep`: shorthand that is a word of the game and stays as written (Distant Colony's "BC" is
    a Boot Camp); `fillers=False` keeps "lol" and the like (a reader that judges remarks by them)."""
    keep = {k.lower() for k in keep}
    low = _lowered(text)
    for (pattern, full), needles in zip(_ABBREVIATIONS, _ABBREVIATION_NEEDLES):
        if full == "" and not fillers:
            continue
        if low is not None and not any(needle in low for needle in needles):
            continue  # (the pattern cannot match: most lines skip most patterns)
        if keep:
            new = pattern.sub(lambda m, full=full: m.group(0) if m.group(0).strip().lower() in keep
                              else full, text)
        else:
            new = pattern.sub(full, text)
        if new != text:
            text, low = new, _lowered(new)
    return " ".join(text.split())


def _lowered(text: str) -> str | None:
    """The text in lower case, to look for a pattern's letters before running it; None when the
    text is not ASCII: a case-blind pattern's "s" or "k" also matches "ſ" or the Kelvin sign, so
    such a text runs every pattern."""
    return text.lower() if text.isascii() else None


# -- noise -----------------------------------------------------------------------------------

_SMILEY = compile_later(
    r"(?<![\w:])(?:[:;=][-^o']?[)(\]\[dDpP/\\|*3oO0@$]+|[)(][-^']?[:;=]|\^\^|\^_\^|-_-|o_O|O_o|"
    r"<3|</3|:'\(|\\o/|\bxD+\b|\bXD+\b|:[a-z0-9_+-]{1,30}:)(?!\w)")
_EMOJI = compile_later("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D\u20E3"
                       "\U000E0000-\U000E007F]")


def strip_smileys(text: str) -> str:
    """The text without smileys (":)", ";-)", ":D", "xD", "^^", "<3"), shortcodes (":smile:",
    ":+1:") and emoji. A colon that ends a heading ("Build: Farm") is kept: a smiley needs its
    mouth right after the eyes."""
    if not text.isascii():  # (every emoji is outside ASCII: most lines need no pattern here)
        text = _EMOJI.sub(" ", text)
    if any(c in text for c in _SMILEY_NEEDS) or "xD" in text or "XD" in text:
        text = _SMILEY.sub(" ", text)
    return " ".join(text.split())


# Every smiley above holds one of these characters, or "xD" / "XD": a line with none is left as is.
_SMILEY_NEEDS = ":;=)(^<\\_"


# Words that carry no order in any game: greetings, hedges, fillers, thanks, reactions. A game's
# own words win over these (a game where "well" is a building reads it as the building).
CHATTER_WORDS = frozenset("""
    ok okay k kk alright allright right so then well hmm hm hmmm um uh er erm ah oh ooh oops
    whoops sorry yeah yep yup nope sure fine cool nice great good damn dang darn ugh meh
    hi hey hello all folks guys everyone gents ladies thanks thank you cheers please just
    think guess suppose reckon hope maybe probably perhaps actually anyway anyways also too
    again still though now here there this that it its it's i me my mine we us our you your
    is am are was be been a an the of for in on at by as or but if because since with without
    to from into out up down off over about like really very quite bit lot little much more
    less some any one time turn round year go going gonna will would should could can let lets
    let's do does did done have has had get got want need feel looks look seems seem see saw
    edit edited sigh lol haha hahaha heh rip gl hf glhf wp gg fun luck good-luck sad happy
    broke poor rich poorer richer easy hard tough last first next once twice idea plan move
    moves option options choice choices keep mind nevermind nvm whatever yolo wish sadly
    luckily hopefully unfortunately obviously clearly course of-course surely
""".split())


def words_of(text: str) -> list[str]:
    """The folded words of a text (letters, digits and apostrophes), in order."""
    return [w for w in re.split(r"[^\w']+", fold(text)) if w]


def chatter_span(words: Sequence[str], known: Callable[[str], bool]) -> tuple[int, int]:
    """The part of a line's words that is the order: from the first word `known` (a word of the
    game, a verb, a number) to the last. Words before and after are the chatter around it ("ok
    then: industry 1 purple", "oops, sell 1 blue then thx"). Returns (start, end) with
    `words[start:end]` the order; (0, 0) when no word is known."""
    first = next((i for i, w in enumerate(words) if known(w)), None)
    if first is None:
        return (0, 0)
    last = max(i for i, w in enumerate(words) if known(w))
    return (first, last + 1)


_NOTHING = compile_later(
    r"^(?:(?:ok|okay|so|well|hmm|um|sadly|alas|sorry|i)[,.!]*\s+)*"
    r"(?P<word>none|nothing|no\s+actions?|no\s+orders?|no\s+moves?|no\s+changes?|no\s+change|"
    r"pass(?:ing)?|i\s+pass|skip(?:ping)?|n/?a|nada|nothing\s+(?:this|for\s+me)|"
    r"not\s+this\s+(?:turn|round|time))\b[\s,.;:!-]*(?P<remark>.*)$",
    re.IGNORECASE)


def nothing(text: str) -> str | None:
    """When a line says "nothing" (none, nothing, pass, skip, no action, n/a, with chatter
    around it), the remark after it ("" when there is none); else None. "none, just grabbing
    first player :)" -> "just grabbing first player :)"; "nothing, broke :(" -> "broke :(". The
    game decides whether the remark holds an order ("pass, but sell 1 blue" is not a pass)."""
    m = _NOTHING.match(text.strip())
    if not m:
        return None
    return m.group("remark").strip()


_EDIT = compile_later(
    r"^\s*[\[(*_]*\s*(?:edit(?:ed)?|eta|update[d]?|correction|corrected|fix(?:ed)?|oops)"
    r"\s*(?:#?\d{1,2})?\s*[\])*_]*\s*(?:[:\-\u2013\u2014>]+|\s(?=\S))\s*(?P<rest>.*)$",
    re.IGNORECASE)


def edit_marker(text: str) -> str | None:
    """When a line starts with an edit marker ("EDIT:", "Edit 2 -", "[edit]", "ETA:",
    "Correction:"), the text after it (possibly ""); else None. The text after an edit marker
    revises an order above it: the game says which one, and asks when that is unclear."""
    m = _EDIT.match(text)
    if not m:
        return None
    return m.group("rest").strip()


_SIGNATURE = compile_later(
    r"^\s*(?:--+|__+|~~+|sent\s+from\s+my\b.*|sent\s+via\b.*|get\s+outlook\b.*|"
    r"gl\s*(?:&|and)?\s*hf\b.*|glhf\b.*|good\s+luck\s+(?:all|everyone)\b.*|cheers[,!.]*|"
    r"regards[,!.]*|best[,!.]*|thanks[,!.]*|thx[,!.]*|ty[,!.]*)\s*$",
    re.IGNORECASE)


def signature_start(lines: Sequence[str]) -> int | None:
    """The index of the first line of a signature at the end of a post ("--", "Sent from my
    phone", "GL HF all", "Cheers,", followed by nothing but short lines), or None."""
    for i, line in enumerate(lines):
        if _SIGNATURE.match(line) and all(len(rest) <= 80 for rest in lines[i + 1:]) \
                and len(lines) - i <= 4:
            return i
    return None


def habitual(text: str, *, money: str | None = None, arrows: bool = True,
             dash_sep: str | None = ": ") -> str:
    """A line with every habit above read: smileys gone, abbreviations in full, arrows as "to"
    (unless `arrows` is False: a grammar with moves may want its arrows), spaced dashes as
    `dash_sep` (None keeps them), multipliers as counts, money as `money` (when given)."""
    text = strip_smileys(text)
    text = expand_abbreviations(text)
    if arrows:
        text = arrows_to_words(text)
    if dash_sep is not None:
        text = dash_separators(text, dash_sep)
    text = multipliers(text)
    if money:
        text = currency(text, money)
    return " ".join(text.split())


# -- the ledger ------------------------------------------------------------------------------

class LineState(str, Enum):
    READ = "read"            # orders or claims
    CHATTER = "chatter"      # recognised as talk: nothing of the game asked of it
    NOT_READ = "not read"    # the reader did not understand it


@dataclass(slots=True)
class _Entry:
    state: LineState
    text: str
    unused: tuple[str, ...] = ()     # words of the game on the line that no order used


@dataclass(slots=True)
class Ledger:
    """What became of every line of a post. A reader marks each line it met; `please_confirm`
    gives one error per line that holds a word of the game and was not fully used, so a post
    is accepted only when every word of the game on its order lines was used."""

    entries: dict[int, _Entry] = field(default_factory=dict)

    def read(self, line: int, text: str = "", unused: Iterable[str] = ()) -> None:
        self.entries[line] = _Entry(LineState.READ, text, tuple(unused))

    def chatter(self, line: int, text: str = "") -> None:
        if line not in self.entries:
            self.entries[line] = _Entry(LineState.CHATTER, text)

    def not_read(self, line: int, text: str) -> None:
        self.entries[line] = _Entry(LineState.NOT_READ, text)

    def lines(self, state: LineState) -> list[int]:
        return sorted(n for n, e in self.entries.items() if e.state is state)

    def summary(self) -> dict[str, list[int]]:
        """Line numbers by state, for the check reply ("read", "chatter", "not read")."""
        return {state.value: self.lines(state) for state in LineState}

    def please_confirm(self, prefix: str, is_game_word: Callable[[str], bool],
                       suggest: Callable[[str], list[str]] | None = None) -> list[Diagnostic]:
        """An error `<prefix>.please_confirm` for each line not read that holds a word of the
        game, and for each read line with game words left unused: the post is not accepted
        until the player confirms what they meant."""
        out = []
        for number in sorted(self.entries):
            entry = self.entries[number]
            if entry.state is LineState.NOT_READ:
                found = game_words(entry.text, is_game_word)
                if not found:
                    continue
                what = f"line {number} was not understood"
                words = found
            elif entry.state is LineState.READ and entry.unused:
                what = f"part of line {number} was not used"
                words = list(entry.unused)
            else:
                continue
            hint = None
            if suggest:
                alternatives = [s for w in words for s in suggest(w)][:3]
                if alternatives:
                    hint = "did you mean " + " or ".join(f'"{a}"' for a in alternatives) + "?"
            quoted = entry.text if len(entry.text) <= 90 else entry.text[:87] + "..."
            out.append(Diagnostic(
                f"{prefix}.please_confirm",
                f'not accepted — please confirm: {what} ("{quoted}"); it names '
                + ", ".join(f'"{w}"' for w in words[:5]),
                Severity.ERROR, line=number, hint=hint))
        return out


def game_words(text: str, is_game_word: Callable[[str], bool]) -> list[str]:
    """The words of `text` that belong to the game (as `is_game_word` says), in order, once
    each; numbers count only when followed by a game word ("3 Food", not "6-6")."""
    words = words_of(text)
    found: list[str] = []
    for i, w in enumerate(words):
        hit = is_game_word(w) or (w.isdigit() and i + 1 < len(words) and is_game_word(words[i + 1]))
        if hit and w not in found and w not in CHATTER_WORDS:
            found.append(w)
    return found


# a one-line signature: the poster's own name after a dash or a tilde (first written for Beta
# Colony); `signature_start` knows the delimiter on a line of its own
_SIGNED = compile_later(r"^\s*(?:--+|~+|\u2014|\u2013)\s*(?P<name>[^\W\d_][\w'-]*)\b(?P<rest>.*)$")


def signed_line(lines: Sequence[str], player: str) -> int | None:
    """The index of the last non-blank line when it is the poster's own name after a dash or a
    tilde ("-- Lupe, Director of Cuzco"); the words after the name are the signature too."""
    for i in range(len(lines) - 1, -1, -1):
        text = lines[i]
        if not text.strip():
            continue
        m = _SIGNED.match(text[:200])
        if m and m.group("name").lower() == player.lower() and i > 0:
            return i
        return None
    return None
