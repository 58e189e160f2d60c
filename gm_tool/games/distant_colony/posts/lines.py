"""A Distant Colony post's lines as a GM reads them, before the section runner sees them.

The forum layer has taken out markup and quotes; what is left is how players write:

- **noise**: smileys and emoji, a signature at the end ("--", "Sent from my phone", "GL all"),
  forum shorthand ("w/" is "with", "pls", "thx"; "BC" stays the Boot Camp), counts written with
  a multiplication sign ("2x Warehouse"), Wealth written with a currency sign ("+2$"), and
  " + " between two amounts ("(1 BG + 1 M)") read as "and", never as a sign;
- **headings written loosely**: without their colon ("colonisation skilled", "org none",
  "prod farms +2 food"), after an arrow ("Build → Market"), after "In" ("In trade i buy ...");
  several sections on one line ("colonisation skilled, build farm, trade nothing") or in one
  paragraph of prose are cut into one line each (same line number);
- **an order without its heading** ("Building a Harvester (Unskilled from housing)", "selling
  2 Food", "I'll move the Skilled to Farm #7") is read into its section, told by its verb and
  what it names: never skipped, never read by the section above it;
- **chatter around the order** ("ok then:", "Hello, for this turn i am taking ...", "oops,")
  and the words that announce it ("I'll", "I'm going to", "gonna") are dropped.

`order_words(text)` and `is_talk(text)` judge a line outside the turn (before it, after it, a
comment or an EDIT): a line that orders something and is not talk ("next round I hope for a
Factory", a question) is not accepted until the player confirms it (grammar.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading import habits
from gm_tool.core.kit.reading.forum import Line
from gm_tool.core.kit.reading.sections import Heading, SectionTable, is_comment
from gm_tool.core.kit.reading.tokens import tokenize
from gm_tool.core.kit.reading.forum import split_line
from gm_tool.core.kit.reading.wrapping import LONG, GameWords, join_wrapped
from gm_tool.games.distant_colony.posts.phrases import prices_said
from gm_tool.games.distant_colony.posts.vocabulary import (COLONISTS_ANY, FILLER, NOTHING,
                                                           building_at, colonist_word,
                                                           housing_at, match_noun, phase_word,
                                                           term_at)

__all__ = ["LineReader", "clean", "hedged", "is_talk", "order_text", "order_words",
           "talk_line", "undecided"]

# an order's verb (folded base) -> its section; `habits.verb_base` reads the other forms
VERBS = {
    "build": "build", "construct": "build", "erect": "build",
    "buy": "trade", "sell": "trade", "purchase": "trade", "contract": "trade",
    "move": "organization", "swap": "organization", "reassign": "organization",
    "transfer": "organization", "shift": "organization", "relocate": "organization",
    "switch": "organization",
    "take": "colonization", "pick": "colonization", "grab": "colonization",
    "choose": "colonization", "reserve": "colonization", "colonise": "colonization",
    "colonize": "colonization", "recruit": "colonization",
    "discard": "discard", "dump": "discard", "toss": "discard",
    "give": "player_trade", "send": "player_trade", "pay": "player_trade",
    "lend": "player_trade", "gift": "player_trade", "receive": "player_trade",
}
_VERB_SET = frozenset(VERBS)

# section spellings that make a heading without a colon ("colonisation skilled", "org none");
# the others ("station", "total", "storage", "colonists"...) are ordinary words too often
_LOOSE_HEADS = frozenset({
    "survey", "surveying", "colonisation", "colonization", "colonise", "colonize", "build",
    "builds", "production", "prod", "produce", "trade", "trades", "trading", "organization",
    "organisation", "org", "reorg", "organise", "organize", "player trade", "player trades",
    "p2p", "discard", "net", "net change", "station trade", "col", "colo",
    "farms", "harvesters", "factories", "labs", "others",
})
_HEAD_PREFIX = frozenset({"in", "for", "my", "the", "during", "at"})
_ARROW = compile_later(r"^\s*(?:-{1,2}>|={1,2}>|[\u2192\u21d2\u27f6\u279c\u2794\u27a1]|[:=/|]|"
                       r"[\-\u2013\u2014](?!\d))\s*")   # ("Others -2 Food": a minus, kept)
_SMALL_WORDS = frozenset({"the", "a", "an", "my", "one", "two", "all", "both", "of"})
_GREETING = frozenset({"hello", "hi", "hey", "hiya", "morning", "evening", "afternoon", "gm",
                       "ok", "okay", "so", "then", "well", "oops", "ah", "oh", "and", "also",
                       "plus", "alright", "right", "now", "this", "turn", "round", "for", "i",
                       "am", "i'm", "i'll", "ill", "im", "will", "going", "gonna", "to", "let",
                       "me", "lets", "let's", "we", "think", "guess", "finally", "lastly",
                       "first", "firstly", "second", "secondly", "next", "after", "that",
                       "sorry", "anyway", "um", "hmm", "just", "all", "everyone", "folks",
                       "guys", "here", "my", "is", "are", "it", "its", "it's", "again",
                       "want", "would", "like", "d", "i'd", "wanna", "then:", "yes", "yeah",
                       "yep", "yup", "actually", "indeed", "right"})

# talk: a line about another round, a wish, a question, someone else's colony
_TALK = compile_later(
    r"\b(?:next|last|previous|later|someday|one\s+day|some\s+day|some\s+point|the\s+future|"
    r"down\s+the\s+(?:line|road)|long\s+run|eventually|hop(?:e|ing|efully)|wish|maybe|might|"
    r"would|could|should|if|plan(?:ning)?|thinking|considering|tempted|wanted|was|were|"
    r"yesterday|tomorrow|anyone|anybody|somebody|you|your|you're|thanks|thank|congrats|"
    r"gl|glhf|good\s+luck|nice|lol|haha|wow|ouch|damn|sadly|unfortunately|deadline|"
    r"rule|rules|question|why|how|what|when|where|who|can\s+i|may\s+i)\b",
    re.IGNORECASE)
# forum shorthand is the kit's (`habits.expand_abbreviations`): "w/" is "with", "pls" "please",
# "thx" "thanks", " & " "and"; "BC" stays (the Boot Camp, below), and "lol", "imo"... stay, so a
# remark in parentheses made of them is still reported as one
_SPACED_PLUS = compile_later(r"(?<=[^\W\d_])\s+\+\s+(?=\d)")
# "BC" is the Boot Camp, unless a sentence follows it ("free bc i played prod": because)
_BC = compile_later(r"\bbc\b(?!\s+(?:i|i'm|i've|you|we|they|he|she|it|it's|its|of|the|my|that|"
                    r"there|this|no|not|nobody|everyone|cc|prod)\b)", re.IGNORECASE)
# "w" between words is "with" ("farm w the skilled"); after a number it is Wealth ("+1 w")
_W_WITH = compile_later(r"(?<![\d\s])(?<!\d\s)(\s)w(?=\s+[^\W\d_])|(?<=[^\W\d_]\s)w(?=\s+[^\W\d_])",
                        re.IGNORECASE)
# "Skilled for me, and he goes straight into a new Harvester (1 BG + 1 Machine)": a colonist
# taken, then the new building it staffs, in prose (a sentence of its own; "into the Colony
# Center", a building already there, is no build)
_PROSE_STAFFED = compile_later(r"(?i)(?:^|(?<=[.!;,:]\s))\s*(?:(?:so|ok(?:ay)?|fine|alright|right|well)\b[\s,]*)?"
                               r"(?:(?:i'?ll\s+)?take\s+(?:an?\s+|the\s+)?|the\s+|an?\s+)?"
                               r"(?P<who>unskilled|skilled|expert|criminal)(?:\s+(?:for\s+me|pls|please))?\s*"
                               r"(?:then\s*)?,?\s*"
                               r"(?:and\s+)?(?:he|she|they|who|it)\s+(?:goes|go|moves|will\s+go|heads|walks|works)\s+"
                               r"(?:straight\s+|right\s+|directly\s+)?(?:in(?:to)?|to|at)\s+(?:a|the|my)\s+(?:brand\s+)?new\s+"
                               r"(?P<what>[^.,;()!]+?)\s*(?P<cost>\([^()]*\))?\s*(?=[.!;]|$)")
_SENTENCE_CUT = compile_later(r"(?<=[.!;,])\s+|\s+/\s+|\s+\|\s+|\s+(?:--|\u2013|\u2014)\s+")
# "second build skipped, no BG left", "2nd build not used": the played effect's second build
# declined, said after the first build on its line (a remark of that line, never a heading)
_NTH_DECLINED = compile_later(r"(?i)^(?:and\s+|but\s+)?(?:the\s+|my\s+)?(?:2nd|second|other|another|extra)\s+"
                              r"(?:build|b)(?:ing)?\b\s*[:\-\u2013]?\s*(?:is\s+|was\s+)?(?:none|nothing|no\b|skip\w*|"
                              r"not\b|unused|n/?a\b|pass\w*|wasted|dropped|-)")
def _given_up_piece(piece: str) -> bool:
    """A later piece of a line that gives an order up ("Would build a Warehouse too but no BG",
    "can't afford a 2nd one"): the kit's `given_up_more` (nothing ordered after its "but") or
    `cannot_afford`; a remark of the line before it, never an order of its own."""
    from gm_tool.core.kit.reading.sentences import cannot_afford, given_up_more

    if len(piece) > 300:
        return False
    gave = given_up_more(piece)
    if gave is not None:
        return not re.search(r"(?i)\b(?:so|instead|then)\b|\d", gave[1])
    return cannot_afford(piece)


# "colonisation skilled then build farm w/ skilled": a word that joins two sections (cut only
# where a section's name follows it)
_JOIN_CUT = compile_later(r"\s+(?:and\s+then|then|and|plus|also|&)\s+", re.IGNORECASE)
_I_VERB = compile_later(r"(?i)^(?:i|i'?ll|i\s+will|i\s+also|i'?ll\s+also)\s+([^\W\d_]+)\b")
# "... and I am building a Farm with him", "and i'm trading 2 food": a second order in the
# first person, in the progressive
_I_AM_VERB = compile_later(r"(?i)^(?:i\s+am|i'?m|i\s+will\s+be|i'?ll\s+be)\s+(?:also\s+)?"
                           r"(?:surveying|colonising|colonizing|building|producing|trading|organising|"
                           r"organizing|discarding)\b")


# a short form with its period inside a name ("Adv. Goods Factory", "Mach. Factory")
_ABBREV_DOT = compile_later(r"\b(adv|mach|univ|ctr|fac|mil|temp|rehab|harv|lab|exp|unsk|sk|res|"
                            r"col|prod|org|adv'd)\.(?=\s+[^\W\d_])", re.IGNORECASE)
# "R.Raw", "B. Goods", "r.raw": Rare or Basic, shortened to its letter with a period
_KIND_DOT = compile_later(r"(?<![^\W\d_])([RrBb])\.\s?(?=(?:raw|goods?)\b)", re.IGNORECASE)
# "Build x2:", "Build (x2):": the count of a heading is not an amount
# ("Build x2 (I have played it): ...": a remark in brackets may stand before the colon)
_HEAD_TIMES = compile_later(r"^(\s*[^\W\d_]+(?:\s[^\W\d_]+)?)\s*\(?[x\u00d7*]\s?\d\)?\s*((?:\([^()\d]{0,40}\)\s*)?:)",
                            re.IGNORECASE)
# "Build x2 since I played it:", "Build, as I played it:", "Trade because I picked it:": why, said
# between the heading (and its count) and the colon
_HEAD_WHY = compile_later(r"^(\s*[^\W\d_]+(?:\s[^\W\d_]+)?)(\s*(?:\(?[x\u00d7*]\s?\d\)?|twice)?)\s*,?\s+"
                          r"(?:since|as|because|cause|cuz|coz|bc)\s+i(?:'ve|\s+have)?\s+(?:played|picked|chose|chosen|"
                          r"took|taken)(?:\s+(?:it|that|this|the\s+phase|[^\W\d_]+))?\s*:", re.IGNORECASE)
_ALL_EXCEPT = compile_later(r"\b((?:all|everything)(?:\s+runs?)?)\s*\(\s*(?:except|but)\s+([^()]*)\)",
                            re.IGNORECASE)
_NTH_HEAD = compile_later(r"^(\s*)(?:(?:1st|2nd|3rd|first|second|third|other|another|extra)\s+(build|b(?=\s*:))s?"
                          r"|(build)\s*(?:#\s?[12]|[12]|\(\s*(?:#?[12]|1st|2nd|first|second)\s*\)|"
                          r"(?:1st|2nd|one|two)))"
                          # "2nd build (played): Warehouse", "second build (org bonus):": why there is one
                          r"(?:\s*\((?:[^()]{0,30}?\b(?:played|bonus|effect|borrowed|org|organi[sz]ation)\b[^()]{0,20})\))?"
                          r"\s*(?::|\s[-\u2013\u2014]\s)", re.IGNORECASE)
_MAYBE_SMILEY = compile_later(r"[:;=^<)(\\]|xd|[^\x00-\u2000]", re.IGNORECASE)
_MAYBE_SHORTHAND = compile_later(r"/|\bpl[sze]|\bth[xnr]|\btnx|\bty|\blvl?|\bcuz|\bco[sz]\b|\s&\s|"
                                 r"\s\+\s(?=[^\W\d_])", re.IGNORECASE)
# (a count's sign stands apart from a word: "2x BG", "BG x2", never the x of "Complex 3")
_MAYBE_TIMES = compile_later(r"\d\s?[x*\u00d7](?![^\W\d_])|(?<![^\W\d_])[x*\u00d7]\s?\d",
                             re.IGNORECASE)


_ORDINAL = compile_later(r"(?<![\w#])([1-6])(?:st|nd|rd|th)(?=\s+(?:basic\s+|rare\s+)?(?:raw|food|goods?|bg|rr|rg|br|"
                         r"machines?|unskilled|skilled|expert|criminal|colonist|worker|guy)\b)", re.IGNORECASE)
_ORDINALS = {"1": "first", "2": "second", "3": "third", "4": "fourth", "5": "fifth", "6": "sixth"}


@lru_cache(maxsize=4096)
def clean(text: str) -> str:
    """A line without its noise (see the module's docstring); numbers and arrows kept. Each
    habit is looked for before it is read (most lines have none)."""
    if _MAYBE_SMILEY.search(text):
        text = habits.strip_smileys(text)
    low = text.lower()
    if "bc" in low:
        text = _BC.sub("Boot Camp", text)
    if _MAYBE_SHORTHAND.search(text):
        text = habits.expand_abbreviations(text, keep=("bc",), fillers=False)
    if " w " in low:
        text = _W_WITH.sub(lambda m: (m.group(1) or "") + "with", text)
    if "." in text:
        text = _ABBREV_DOT.sub(r"\1", text)      # "Adv. Goods Factory"
        text = _KIND_DOT.sub(lambda m: "Rare " if m.group(1) in "rR" else "Basic ", text)  # "R.Raw"
    if _NTH_HEAD.match(text):
        # "2nd build: nothing", "Build #2: none", "Second Build - Warehouse": the Build heading
        text = _NTH_HEAD.sub(lambda m: m.group(1) + ("Build" if (m.group(2) or m.group(3)).lower() == "b"
                                                     else (m.group(2) or m.group(3)).title()) + ":",
                             text, count=1)
    if _ORDINAL.search(text):
        # "(no 3rd raw for the bonus)": an ordinal before a resource or a colonist counts
        # nothing; its number is no amount
        text = _ORDINAL.sub(lambda m: _ORDINALS[m.group(1)], text)
    if ":" in text[:80] and _HEAD_WHY.match(text):
        text = _HEAD_WHY.sub(r"\1\2:", text, count=1)  # "Build x2 since I played it: ..."
    if _MAYBE_TIMES.search(text):
        text = _HEAD_TIMES.sub(r"\1\2", text)   # "Build x2: ..." is the Build heading
        text = habits.multipliers(text)
    if any(c in text for c in "\u20ac$\u00a3\u00a5\u00a2\u20b5\u20a1"):
        text = habits.currency(text, "Wealth")
    if " + " in text:
        text = _SPACED_PLUS.sub(", ", text)
    if "(" in text and ("xcept" in text or "but" in text):
        text = _ALL_EXCEPT.sub(r"\1 except \2", text)   # "all (except the CC, no food)"
    return " ".join(text.split())


@lru_cache(maxsize=4096)
def _is_game_start(text: str) -> bool:
    """The text starts with something an order is made of: a number, an amount, a resource,
    colonist, building or place, "none"/"nothing"/"all", an order's verb."""
    tokens = tokenize(text)
    if tokens and tokens[0].kind == "word" and tokens[0].word in ("all", "everything"):
        return True    # "all of it", "everything runs"
    k = 0
    while k < len(tokens) and tokens[k].kind == "word" and tokens[k].word in _SMALL_WORDS \
            and k + 1 < len(tokens) and tokens[k + 1].kind != "punct":
        k += 1
    if k >= len(tokens):
        return False
    t = tokens[k]
    if t.kind == "num" or (t.kind == "punct" and t.value in "+-$#(") or t.kind == "arrow":
        return True
    if t.kind != "word":
        return False
    if t.word in NOTHING or t.word in ("all", "everything", "none", "nothing", "usual",
                                        "standard", "default", "idle", "whatever", "any",
                                        "whatever's", "whatevers", "whichever", "anything"):
        return True
    if habits.verb_base(t.word, _VERB_SET) is not None or phase_word(t.word):
        return True   # ("org: production effect pls": the phase borrowed)
    if t.word == "fp" or (t.word in ("first", "start", "starting") and k + 1 < len(tokens)
                          and tokens[k + 1].word in ("player", "players", "seat")):
        return True   # "Org first player to me": Organization's First Player
    return (term_at(tokens, k) is not None or match_noun(tokens, k) is not None
            or building_at(tokens, k, fuzzy=False) is not None or housing_at(tokens, k) is not None
            or colonist_word(t.text) is not None)


# "prod as usual", "production as normal, ...": the section's usual run after its name
_AS_USUAL = compile_later(r"^as\s+(?:usual|normal|always)\b", re.IGNORECASE)
# a wish that opens an order after a heading ("Org I'd like the Build played effect")
_WANT = compile_later(r"^(?:i'?d|i\s+would|i'?ll|i\s+will|i\s+want|i'?m|we'?d)\b", re.IGNORECASE)
# what the kit's strip_intent leaves of "I'd like": the contraction's tail
_CONTRACTION = compile_later(r"^\s*'(?:d|ll|m|ve|s|re)\b\s*", re.IGNORECASE)


def _skip_chatter(text: str) -> str:
    """The text from its first word that is not chatter ("ok then: colonisation skilled" ->
    "colonisation skilled"; "Hello, for this turn i am taking ..." -> "taking ...")."""
    rest = _CONTRACTION.sub("", habits.strip_intent(text))
    for _ in range(12):
        m = re.match(r"^\s*([^\W\d_]+(?:'[^\W\d_]+)?)[\s,.:;!\-\u2013\u2014]*", rest)
        if not m:
            break
        word = fold(m.group(1))
        if word in _LOOSE_HEADS or _is_game_start(rest) or word not in _GREETING:
            break
        rest = rest[m.end():]
        rest = _CONTRACTION.sub("", habits.strip_intent(rest))
    return rest.strip()


_LEADING_ARROW = compile_later(r"^\s*(?:-{1,2}>|={1,2}>|[\u2192\u21d2\u27f6\u279c\u2794\u27a1]|"
                               r"[:\-\u2013\u2014/|](?=\s))\s*")
# a one-line turn that runs everything ("everything", "all of it as usual", "produce all")
_EVERYTHING = compile_later(r"^(?:(?:do|run|produce|make|use)\s+)?(?:everything|all|all\s+of\s+it|"
                            r"the\s+works|everything\s+runs|all\s+buildings?|all\s+run)"
                            r"(?:\s+(?:as\s+usual|as\s+normal|as\s+always|runs?|please|pls|"
                            r"this\s+round|again))?$", re.IGNORECASE)
_TIME_WORDS = frozenset({"this", "round", "turn", "time", "for", "now", "yet", "today"})
# the words of a one-line turn that names colonists only ("the Expert, reserve Skilled")
_BARE_GLUE = frozenset({"the", "an", "a", "one", "and", "plus", "reserve", "reserving", "take",
                        "taking", "i", "i'll", "ill",
                        # "Unskilled for me then", "so the Unskilled for me, as expected"
                        "for", "me", "then", "so", "ok", "okay", "just", "guess", "as", "expected",
                        "usual", "my", "pick", "grab", "grabbing",
                        # "Unskilled (+ reserved Skilled)": the reserved one arriving, said
                        "reserved", "arrives", "arriving",
                        # "expert pls + reserve the other expert", "the last Expert"
                        "other", "last", "remaining",
                        # "survey +1, skilled pls, trade: ...": the colonist asked for
                        "please", "pls", "plz"})


def _bare_colonist_piece(piece: str) -> bool:
    """"skilled", "skilled + reserve expert": a colonist alone (and its reserve), no figure."""
    tokens = tokenize(piece)
    words = [t for t in tokens if t.kind == "word"]
    colonists = sum(colonist_word(t.text) is not None for t in words)
    return bool(words) and len(words) <= 5 and not any(t.kind == "num" for t in tokens) \
        and (colonists == 1 or colonists == 2 and any(t.word in ("reserve", "reserving") for t in words)) \
        and all(t.word in _BARE_GLUE or colonist_word(t.text) is not None for t in words)


def _staffed_building_piece(piece: str) -> bool:
    """"harvester w skilled", "market with the new unskilled": a building, then its staff."""
    tokens = tokenize(piece)
    found = building_at(tokens, 0, fuzzy=False) if tokens else None
    if found is None:
        return False
    rest = [t for t in tokens[found.end:] if not (t.kind == "punct" and t.value in "/")]
    return bool(rest) and rest[0].kind == "word" and rest[0].word in ("w", "with", "staffed") \
        and sum(t.kind == "word" and colonist_word(t.text) is not None for t in rest) == 1 \
        and all(t.kind == "word" and (t.word in ("w", "with", "staffed", "by", "the", "new", "my", "a", "an")
                                      or colonist_word(t.text) is not None) for t in rest)


# "... and im reserving a skilled too", "and I'll also reserve an Expert": a reserve joined on
_AND_RESERVE = compile_later(r"(?i)\s+and\s+(?=(?:i\s*'?\s*(?:m|am|ll|will)\s+|im\s+|ill\s+)?"
                             r"(?:also\s+)?reserv)")


def _first_clause(text: str) -> tuple[str, str, str]:
    """(the first clause, its end mark, the rest): a comma, semicolon or full stop ends it."""
    parts = re.split(r"([,;]|[.!]\s)", text, maxsplit=1)
    return (parts[0], parts[1], parts[2]) if len(parts) == 3 else (text, "", "")


# "Selling your rare goods to your own market while I buy mine off the station, lovely": an order
# word with "your" in a line with no figure, before any heading: talk about another player's turn
_ABOUT_YOURS = compile_later(r"(?i)\b(?:your|yours|ur|you'?re|you'?ve)\b")


# a word of a phase other than Colonization
_OTHER_PHASE = compile_later(r"\b(?:build\w*|built|trade|trading|sell\w*|buy\w*|prod\w*|org\w*|survey\w*|"
                             r"net|market|farm\w*|harvest\w*|factor\w*)\b", re.IGNORECASE)


# the rest of a reason up to the sentence's end, with no word of an order in it
_NO_ORDER = (r"(?:(?!\b(?:sells?|selling|sold|buys?|buying|bought|trade|trading|contract\w*|moves?|moving|"
             r"reserve\w*|takes?|taking|build\w*)\b)[^,;.!])*")


# "no build this round, saving the BG", "no trade (prices are bad)": a phase skipped, said as a
# clause of another line
NO_PHASE_CLAUSE = compile_later(r"(?:^|(?<=[,;])|(?<=[.!]\s))\s*(?:and\s+)?(?:no|nothing\s+to|won'?t|not)\s+"
                              r"(?:build\w*|trade|trading|survey\w*|org\w*(?:\s+moves?)?|moves?)\b[^,;]*(?:[,;]\s*(?:saving|keeping|"
                              r"holding|since|because|as)\b[^,;]*"
                              # "no build, only 1 bg and i want it for the market": why, to the sentence's end
                              r"|,\s*(?:(?:i\s+)?only\s+(?:have\s+|got\s+)?\d|just\s+\d|out\s+of\b|not\s+enough\b|"
                              r"can'?t\s+afford\b|cannot\s+afford\b)" + _NO_ORDER + r"(?:,\s*(?:and\s+)?i\s+(?:want|need)\b" + _NO_ORDER
                              + r")?(?=[.!]|$))?",
                              re.IGNORECASE)


# "Criminal for me", "so the Unskilled for me", "Expert it is": a colonist taken, said in a clause
_FOR_ME = compile_later(r"(?:^|(?<=[,.;:!?\u2013\u2014-])|(?<=\bso)|(?<=\bok)|(?<=\bokay)|(?<=\bthen)|"
                        r"(?<=\bwell))\s*(?:the\s+|an?\s+)?([^\W\d_]+)(?:\s+(?:for\s+me|it\s+is|then)\b|"
                        # "so the crim's mine", "the Skilled is mine"
                        r"(?:'s|\u2019s|\s+is)\s+mine\b)",
                        re.IGNORECASE)


# "whichever Keiichi doesn't need", "if Bob sells his": a condition on an order, where another
# player's name is no trade partner
OTHER_IN_CONDITION = compile_later(r"\b(?:whichever|whatever|if|unless|depending\s+on|in\s+case|once|"
                                   r"after|before|when)\b[^,;.:()]*", re.IGNORECASE)


# "+ my reserved Expert finally shows up", "and the reserved Skilled arrives": the colonist reserved last
# round arriving (the rules bring it; no order)
_RESERVED_ARRIVES = compile_later(r"(?i)\s*(?:\+|\band\b|,|\bplus\b|;)?\s*(?:my\s+|the\s+)?reserved\s+[^\W\d_]+\s+"
                                  r"(?:(?:finally|also|now|then)\s+)?(?:arrives|arriving|shows\s+up|comes(?:\s+in)?|"
                                  r"joins(?:\s+me)?|lands|turns\s+up|is\s+here|gets\s+here)\b")


# "I'll take the Skilled", "I grab the Expert": a colonist taken, said in a sentence of prose
_I_TAKE = compile_later(r"\bI(?:'ll|\s+will|\s+shall|'d|\s+would)?\s+(?:just\s+|happily\s+)?"
                        r"(?:take|grab|pick|get|have)\s+(?:the\s+|an?\s+|that\s+)?([^\W\d_]+)\b", re.IGNORECASE)


# a headless sentence that opens with another round: "Next round I'll sell 2 Food"
_LATER = compile_later(r"^\W*(?:(?:and|so|then|ok|also|but)\W+)*(?:the\s+)?(?:next|following|coming)\s+"
                       r"(?:round|turn|time|year)\b", re.IGNORECASE)


def order_text(text: str) -> str:
    """A section line as its order: the chatter and intent before it gone ("ok so I'll buy 2
    Food" -> "buy 2 Food"), and "nothing" with a reason that orders nothing as "none (reason)"
    ("nothing, I have not basic goods" -> "none (I have not basic goods)")."""
    text = _LEADING_ARROW.sub("", text, count=1)      # "Organisation -> none"
    rest = _skip_chatter(text)
    if rest != text and rest and _is_game_start(rest):
        text = rest
    remark = habits.nothing(text)
    if remark and len(remark) < 600 and re.search(r"(?i)first|1st|\bfp\b", remark):
        from gm_tool.games.distant_colony.posts.sections.organization import FIRST_PLAYER

        fp = FIRST_PLAYER.search(remark)
        if fp is not None:
            # "nothing to move, first player to me": the claim is checked, not a remark
            kept = (remark[:fp.start()] + " " + remark[fp.end():]).strip(" ,;.")
            head = text[: len(text) - len(remark)].strip(" ,.;:!-\u2013\u2014")
            said = order_text(f"{head}, {kept}" if kept else head)
            return f"{said}, {fp.group(0)}"
    if remark and len(remark) < 600:
        remark = _stays_out(remark)
        text = text[: len(text) - len(habits.nothing(text) or "")] + remark
    if remark and len(remark) < 300 and re.search(r"\d", remark):
        if prices_said(remark):
            return text    # "nothing, raw sells for 2 here": the Trade section checks the price
    if remark and not set(habits.words_of(remark)) <= _TIME_WORDS and "(" not in remark \
            and (not order_words(remark) and not any(ch.isdigit() for ch in remark)
                 or holding_fact(remark)) \
            and not any(phase_word(w) for w in habits.words_of(remark)):
        word = text[: len(text) - len(remark)].strip(" ,.;:!-\u2013\u2014")
        text = f"{word} ({remark})"
    elif remark and "(" in remark and len(remark) < 600 \
            and holding_fact(re.sub(r"\([^()]*\)", " ", remark)) \
            and not re.search(r"\d", "".join(re.findall(r"\([^()]*\)", remark))):
        # "none, 0 BG (yes I played Build, my bad)": a holding as the reason, and a remark in
        # brackets after it: the whole is the reason
        word = text[: len(text) - len(remark)].strip(" ,.;:!-\u2013\u2014")
        why = remark.replace("(", ", ").replace(")", " ")
        text = f"{word} ({' '.join(why.split()).strip(' ,')})"
    elif remark and "(" in remark and _remark_only(remark):
        # "nothing to move (an Unskilled can't go in the Prison). First player's mine": the
        # remark's brackets are flattened into the one remark
        word = text[: len(text) - len(remark)].strip(" ,.;:!-\u2013\u2014")
        why = remark.replace("(", ", ").replace(")", " ")
        text = f"{word} ({' '.join(why.split()).strip(' ,')})"
    elif remark and len(remark) < 300 and _PRICE_FACT.match(remark) and not _HEDGE.search(remark) \
            and not _ORDER_VERB.search(remark) and not re.search(r"(?<![\w])[+\-\u2212]\d", remark):
        # "Trade: nothing, Food sells for 0 here lol": the price that makes it not worth it,
        # the reason for nothing
        word = text[: len(text) - len(remark)].strip(" ,.;:!-\u2013\u2014")
        why = remark.replace("(", ", ").replace(")", " ")
        text = f"{word} ({' '.join(why.split()).strip(' ,')})"
    elif remark and _says_why(remark):
        # "nothing — Standard prices at the end beat Export (RG 6 vs 5), so I'm keeping my 8
        # Rare Goods": a dash or "because" after "nothing" gives the reason, figures and all
        word = text[: len(text) - len(remark)].strip(" ,.;:!-\u2013\u2014")
        why = remark.lstrip(" -\u2013\u2014").replace("(", ", ").replace(")", " ")
        text = f"{word} ({' '.join(why.split())})"
    return text


# "so the Unskilled and the Expert wait in housing", "new guy stays in housing": colonists left
# where they are (no move); "(I know, that's -2 VP if the game ended now)": a figure of a game that
# is not over, said in brackets (talk)
_STAYS = compile_later(r"\b(?:(?:so|and|while)\s+)?(?:the\s+|my\s+|both\s+|new\s+)?[^\W\d_][\w' ]{0,60}?\s+"
                       r"(?:wait|waits|waiting|stay|stays|staying|remain|remains|sit|sits|sitting|"
                       r"keep\s+waiting|are\s+left|is\s+left)\s+(?:in|at)\s+(?:the\s+)?(?:temporary\s+)?"
                       r"(?:housing|th)\b", re.IGNORECASE)
_IF_OVER = compile_later(r"\([^()]*\bif\b[^()]*\b(?:ended|ends|over|finished|stopped)\b[^()]*\)",
                         re.IGNORECASE)


def _stays_out(remark: str) -> str:
    """The reason after "nothing" without the colonists it leaves where they are and without a
    bracketed figure of a game that is not over (see _STAYS)."""
    out = _IF_OVER.sub(" ", remark) if "(" in remark else remark
    if _STAYS.search(out) and not _ORDER_VERB.search(_NOTHING_TAIL.sub("", out)):
        out = _STAYS.sub(" ", out)
    return " ".join(out.split()) if out != remark else remark


# a figure the player holds, said as the reason for "nothing": "0 BG", "zero Wealth", "only 1
# Basic Goods", "I have 2 Machines", "no goods/mach"
_HOLDING = compile_later(r"(?<![+\-\u2212\w.])(?:(?:(?:i\s+)?(?:only\s+)?(?:have|got|hold)|only|just)\s+"
                         r"(?:\d{1,3}|one|two)|0|zero|no)(?!\w)(?!\s*[x\u00d7*])", re.IGNORECASE)


_NONE_TO_SELL = compile_later(r"(?i)\b(?:left\s+)?to\s+(?:sell|buy|trade|spare|spend|offer)\b")


def holding_fact(remark: str) -> bool:
    """The text after "nothing" says what the player holds ("Build: none, 0 BG", "nothing, only 1
    Basic Goods"): its figures are holdings, not amounts ordered, and nothing else in it orders."""
    if len(remark) > 200 or "?" in remark or not _HOLDING.search(remark):
        return False
    rest = _HOLDING.sub(" ", remark)
    if any(ch.isdigit() for ch in rest):
        return False
    rest = re.sub(r"(?i)^\s*(?:i'?m\s+)?(?:out\s+of|left)\b", " ", rest)
    # "0 food to sell anyway", "no BG left to trade": what there is none of to sell is why
    rest = _NONE_TO_SELL.sub(" ", rest)
    return not _ORDER_VERB.search(rest) and not _HEDGE.search(rest) \
        and not any(habits.verb_base(w, _VERB_SET) for w in habits.words_of(rest))


# the reason after "nothing": a dash before it, or a word that gives a reason
_WHY_START = compile_later(r"^\s*(?:[\u2013\u2014]|-\s|--|because\b|since\b|as\s+i\b|cause\b|cuz\b|"
                           r"coz\b|too\s+(?:poor|broke|expensive)\b|(?:i'?m\s+)?(?:keeping|saving|"
                           r"holding|hoarding)\b)", re.IGNORECASE)
# "nothing, 1 bg isn't worth it", "none - a Farm's not worth the space": the reason, said last
_NOT_WORTH = compile_later(r"(?:\bis\s*n['\u2019]?t|\bis\s+not|['\u2019]s\s+not|\bnot|\baren['\u2019]?t|\bare\s+not|"
                           r"\bain['\u2019]?t)\s+(?:really\s+)?worth\s+(?:it|the\s+[^\W\d_]+|much|anything)"
                           r"(?:\s+(?:lol|tbh|imo|imho|really|now|yet|here))*\W*$", re.IGNORECASE)
_ORDER_VERB = compile_later(r"\b(?:buy|buying|bought|sell|selling|sold|contract|contracting|build|"
                            r"building|move|moving|take|taking|reserve|reserving|swap|give|pay)\b",
                            re.IGNORECASE)


_NOTHING_TAIL = compile_later(r"^\s*(?:to\s+(?:move|do|change|report|organi[sz]e|reorgani[sz]e|"
                              r"shift|build|buy|sell|trade)|needed|required)\b", re.IGNORECASE)


# "Food sells for 0 here", "Machines go for 6", "the market pays 2": a price, said as it stands
_PRICE_FACT = compile_later(r"(?i)^\s*(?:(?:the|my|a|an)\s+)?[^\W\d_][\w']*(?:\s+[^\W\d_][\w']*){0,2}\s+"
                            r"(?:sells|goes|go|is|are|pays|buys|costs|trades|fetches|gets)\s+(?:for\s+|at\s+|only\s+)?"
                            r"\d{1,3}\b[^\d]{0,40}$")


def _remark_only(remark: str) -> bool:
    """A remark after "nothing" that orders nothing, brackets and all: no digit, no verb of an
    order, no phase, no colonist sent anywhere (outside "nothing to move")."""
    core = _NOTHING_TAIL.sub("", remark)
    return not any(ch.isdigit() for ch in core) and not order_words(core) \
        and not _ORDER_VERB.search(core) and not _HEDGE.search(core) \
        and not any(phase_word(w) for w in habits.words_of(core))


def _says_why(remark: str) -> bool:
    """The text after "nothing" is why nothing is ordered: it starts with a dash or a reason
    word, orders nothing (no verb of an order, no signed figure) and is not undecided."""
    return bool(_WHY_START.match(remark) or _NOT_WORTH.search(remark)) and not _ORDER_VERB.search(remark) \
        and not re.search(r"(?<![\w])[+\-\u2212]\d", remark) and not remark.rstrip().endswith("?") \
        and not _HEDGE.search(remark)


_HEDGE = compile_later(r"\b(?:maybe|perhaps|possibly|probably|not\s+sure|unsure|might|dunno|idk|"
                       r"or\s+should\s+i|"
                       r"should\s+i|undecided|can't\s+decide|cannot\s+decide|"
                       r"thinking\s+(?:about|of)|considering|tempted\s+to|wondering|leaning|"
                       r"(?:will|'ll)\s+decide|decide\s+later)\b|\?",
                       re.IGNORECASE)
# "will decide later", "haven't decided": this turn's order is still open
_DECIDE_LATER = compile_later(r"\b(?:(?:will|'ll|to|i'll|gonna)\s+decide|decide\s+later|"
                              r"(?:not|haven't|havent|not\s+yet)\s+decided|undecided)\b",
                              re.IGNORECASE)
_OTHER_TIME = compile_later(r"\b(?:next|later|last|someday|one\s+day|some\s+day|eventually|"
                            r"future)\b", re.IGNORECASE)
_CLAUSE = compile_later(r"[,;.!]\s+|\.{2,}\s*")


# "all, harvester's the free one", "everything runs, the CC is my free one", "all (Lab Expert eats
# free)": every building run, then the colonist the Production played effect feeds (only
# Production has one): a Production line without its heading
_ALL_FREE = compile_later(
    r"(?i)^\W*(?:all|everything)(?:\s+runs?|\s+of\s+it|\s+as\s+usual)?\s*(?:[,;:(]|\s[\u2013\u2014-]{1,2})\s*"
    r"[^,;:()\d]{0,40}?\b(?:eats?\s+(?:for\s+)?free|free\s+(?:one|colonist|eater)|"
    r"(?:is|'s)\s+(?:my\s+|the\s+)?free(?:\s+one)?)\b")


def hedged(text: str, players: list[str] | tuple[str, ...] = ()) -> bool:
    """An order the player has not decided on ("University: not sure if I want the upgrade this
    turn, maybe skip it?", "EDIT: actually maybe sell Food at the market instead?"): a clause
    outside parentheses that hedges or asks, about this turn, and names something of the game
    (an order's verb, an amount, a building, a colonist, a phase)."""
    outside = re.sub(r"\([^()]*\)", " ", text)
    if not _HEDGE.search(outside):
        return False
    for clause in _CLAUSE.split(outside):
        if not _HEDGE.search(clause) or (_OTHER_TIME.search(clause)
                                         and not _DECIDE_LATER.search(clause)):
            continue
        words = habits.words_of(clause)
        if any(habits.verb_base(w, _VERB_SET) for w in words) or order_words(clause, players) \
                or any(phase_word(w) for w in words) or _names_game(clause) \
                or _KEEP_BACK.search(clause):
            return True
        if len(words) <= 2 and not clause.rstrip().endswith("?") \
                and (order_words(outside, players) or _names_game(outside)):
            return True    # "Skilled from Harvester to Colony Center, probably"
    return False


# "maybe keep one back", "might hold a couple back for scoring", "perhaps save 2": an amount the
# player may keep out of the order, so the order's amount is open
_KEEP_BACK = compile_later(r"(?i)\b(?:keep|keeping|hold|holding|save|saving|leave|leaving|hang\s+on\s+to)\s+"
                           r"(?:back\s+)?(?:\d+|one|two|three|four|five|a\s+(?:couple|few)|some|a\s+bit|"
                           r"an?\s+(?:extra|spare))\b")


def _names_game(text: str) -> bool:
    tokens = tokenize(text)
    return any(t.kind == "word" and (building_at(tokens, k, fuzzy=False) is not None
                                     or colonist_word(t.text) is not None
                                     or match_noun(tokens, k) is not None)
               for k, t in enumerate(tokens))


# "reserve an Expert for the next Colonization", "reserving a Skilled for next time": the reserve's
# purpose, said with "next", in the clause of the reserve
_RESERVE_NEXT = compile_later(
    r"(?i)(\breserv(?:e|es|ed|ing)\b[^.;,!?]{0,40}?)\s+for\s+(?:the\s+|my\s+)?next\s+"
    r"(?:time|one|round|turn|colon[a-z]*(?:\s+phase)?|pick)\b")
_UNDECIDED = compile_later(r"\b(?:maybe|perhaps|might|would|could|should|if|hope|hoping|wish|"
                           r"plan|planning|thinking|considering|promise)\b|\?", re.IGNORECASE)


def undecided(text: str) -> bool:
    """Talk about an order rather than the order ("I'll build a Farm next round", "thinking of
    selling 2 Food later", "Maybe I should buy a Machine?"), outside parentheses. A reserve's
    purpose ("I reserve an Expert for the next Colonization", "... for next time") is no later
    time: a reserve is always for the next Colonization."""
    outside = re.sub(r"\([^()]*\)", " ", text)
    if "eserv" in outside and "next" in outside:
        outside = _RESERVE_NEXT.sub(r"\1", outside[:2000])
    if "eserv" in outside:
        outside = _RESERVE_FOR_LATER.sub(r"\1", outside[:2000])
    return bool(_OTHER_TIME.search(outside) or _UNDECIDED.search(outside))


def talk_line(text: str) -> bool:
    """A whole line of talk after the turn ("Next round I'm hoping for a Goods Factory..."):
    talk outside parentheses, and it does not start like an order."""
    outside = re.sub(r"\([^()]*\)", " ", text)
    if _LATER.match(outside):
        return True       # "Next round I'll sell 2 Food": a plan for later
    return is_talk(outside) and not _is_game_start(order_text(outside))


def is_talk(text: str) -> bool:
    """A line that talks about the game rather than ordering: another round, a hope, a
    question, another player's doing."""
    return text.rstrip().endswith("?") or bool(_TALK.search(text))


def order_words(text: str, players: list[str] | tuple[str, ...] = ()) -> list[str]:
    """The words of the game on a line that orders something ([] when it orders nothing): an
    amount ("2 Food"), or an order's verb with a building, resource or colonist after it
    ("build a Harvester", "selling 2 Food"), or a colonist with a place ("Skilled to Farm #7")."""
    tokens = tokenize(text)
    found: list[str] = []
    verb = False
    colonist = place = False
    for k, t in enumerate(tokens):
        if t.kind == "num":
            term = term_at(tokens, k)
            if term is not None and term.key != COLONISTS_ANY:
                found.append(" ".join(x.text for x in tokens[term.start:term.end]))
            continue
        if t.kind != "word":
            continue
        if habits.verb_base(t.word, _VERB_SET) is not None and t.word not in ("take", "took",
                                                                             "taken", "pick"):
            verb = True
            continue
        if t.word in FILLER:
            continue
        m = building_at(tokens, k, fuzzy=False)
        if m is not None and (m.end - m.start > 1 or colonist_word(t.text) is None):
            place = True
            if verb:
                found.append(" ".join(x.text for x in tokens[m.start:m.end]))
            continue
        if housing_at(tokens, k) is not None:
            place = True
            continue
        noun = match_noun(tokens, k)
        if noun is not None and noun[0].key != COLONISTS_ANY:
            if noun[0].kind == "colonist":
                colonist = True
            if verb:
                found.append(t.text)
    if colonist and place and any(t.kind == "arrow" or t.word in ("to", "into") for t in tokens):
        found.append("colonist moved")
    return list(dict.fromkeys(found))


_FIRST_WORD = compile_later(r"\s*([^\W\d_]+)")
_FIRST_WORDS = frozenset(w.split()[0] for w in _LOOSE_HEADS) | _HEAD_PREFIX | _GREETING


def _may_start_order(text: str) -> bool:
    """A cheap look at the first word: only a heading's name, a verb of an order, or chatter
    before one can start an order without its heading (most lines start with none)."""
    m = _FIRST_WORD.match(text)
    if m is None:
        return False
    word = m.group(1).lower()
    return word in _FIRST_WORDS or habits.verb_base(word, _VERB_SET) is not None


# "I do not trade this round", "no trades.", "I'm not moving anyone": a phase the player skips,
# said in a sentence of its own (with nothing but time words after it)
_NOT_DOING = compile_later(r"(?i)^\s*(?:(?:and|but|also|so|then|ok|okay|oh)\s*,?\s+)*"
                           r"(?:(?:i|we)\s*(?:do\s+not|don'?t|dont|won'?t|wont|will\s+not|shall\s+not|"
                           r"(?:am|'m|m)\s+not(?:\s+going\s+to|\s+gonna)?)\s+|not\s+|no\s+|nothing\s+to\s+)"
                           r"(?P<verb>[^\W\d_]+)(?P<rest>[^\d]*)$")
# "no build, only 1 bg and i want it for the market": the same, its reason a holding (with a figure)
_NOT_DOING_HOLDING = compile_later(r"(?i)^\s*(?:(?:and|but|also|so|then|ok|okay|oh)\s*,?\s+)*no\s+"
                                   r"(?P<verb>[^\W\d_]+)\s*[,;:\-\u2013\u2014]\s*(?P<rest>[^.!?]{1,120})[.!]?\s*$")
_NOT_VERBS = {"trade": "trade", "trades": "trade", "trading": "trade", "sell": "trade",
              "selling": "trade", "buy": "trade", "buying": "trade",
              "build": "build", "building": "build", "builds": "build",
              "move": "organization", "moving": "organization", "moves": "organization",
              "organise": "organization", "organize": "organization", "reorganise": "organization",
              "reorganize": "organization", "reorg": "organization"}
_NOT_TAIL = frozenset({"this", "round", "turn", "time", "for", "now", "yet", "today", "anything",
                       "any", "anyone", "anybody", "at", "all", "either", "or", "sell", "buy",
                       "thing", "things", "a", "the", "in", "phase", "thanks", "thx", "cheers", "me"})
# "I played Survey, so I get 2 Wealth and have 8 now": the Survey told in a sentence, its figures after it
_PLAYED_SURVEY = compile_later(r"(?i)^\s*(?:so\s+|and\s+)?(?:i|we)\s+(?:played|play|chose|picked|took|went\s+with|"
                               r"went\s+for)\s+(?:the\s+)?survey(?:\s+(?:phase|card))?\s*(?:[,;:\-\u2013]\s*|\s+)"
                               r"(?:(?:so|and|which\s+means|meaning|thus)\s+)?(?P<rest>[^\d]{0,40}\d.*)$")
# "whatever's left", "what is left", "whichever remains": the colonist the players before leave
_LEFTOVER = compile_later(r"(?i)\b(?:whatever|whichever|what)(?:\s+(?:colonist|one|colonists))?"
                          r"(?:'s|\u2019s|\s+is|\s+remains|\s+i?s\s+still)\s*"
                          r"(?:left(?:\s+over)?|remaining|over|there)\b")
# "sell 1 machine +6 contract 1 food": a figure, then the next order's verb, no separator
_RUN_ON_ORDER = compile_later(r"(?i)(?<=\d)(?=\s*(?:w|wealth)?\s+(?:sell|selling|buy|buying|contract|contracting)\b)"
                              r"(?:\s*(?:w|wealth)\b)?")
_CHAT_COLON = compile_later(r"^([^:()]{12,80}):\s+(\S.*)$")
_MAKES = frozenset({"makes", "make", "made", "produces", "produce", "produced", "gives", "gave", "yields",
                    "generates", "eats", "ate", "turns", "converts", "gets", "brings", "earns", "runs"})
_ONE_SENTENCE = compile_later(r"(?:\([^()]*\)|[^.!?(])*[.!?]?")
# "In Organization I put ...", "For the build, I take ...": a section named before "I" (grammar's
# _section_in_words reads it), opening a sentence
_IN_SECTION = compile_later(r"(?i)^\s*(?:in|for|during|at)\s+(?:the\s+|my\s+)?(?P<head>[^\W\d_]+)"
                            r"(?:\s+(?:phase|step|section))?\s*,?\s+(?:i|i'?ll|i\s+will|we)\s+\S")

# "prod everything, then sold 1 Raw for 3": an order of another section after "then"
_THEN = compile_later(r"(?:and\s+)?then\s+", re.IGNORECASE)


class LineReader:
    """The headings a line is read under when the table finds none (`infer`), and the lines of
    a post cut and cleaned (`prepare`)."""

    def __init__(self, table: SectionTable, players: list[str], player: str,
                 phases: tuple[str, ...] | list[str] = ()):
        self.table = table
        self.phases = tuple(phases or ())
        self.others = [p for p in players if fold(p) != fold(player)]
        self._other_words = {fold(p) for p in self.others}
        # `infer`'s answers by (text, section before): a post asks for each line's twice (once
        # to find the lines that need a sentence's section in words, once as the runner reads
        # them), and a post of the same line many times over asks for it on every copy; the
        # answer depends on the text alone (and this reader's players and phases)
        self._inferred: dict[tuple[str, str | None], Heading | None] = {}
        # `_cut`'s answers by (line, colonist_first): a line whose first sentence is a colonist
        # alone is cut once plainly to compare (`_colonist_sentence_first`), and that plain cut
        # is then the line's own cut when the colonist stays joined
        self._cuts: dict[tuple[Line, bool], list[Line]] = {}
        # `loose_heading`'s answers by text: each cut of a line asks for its pieces' (a post of
        # the same line many times over asks for it on every copy)
        self._loose: dict[str, Heading | None] = {}

    # -- headings --------------------------------------------------------------------------

    def loose_heading(self, text: str) -> Heading | None:
        """"colonisation skilled", "org none", "Build → Market", "In trade i buy ...": a
        section's name at the start, then something an order is made of."""
        if text not in self._loose:
            self._loose[text] = self._loose_heading(text)
        return self._loose[text]

    def _loose_heading(self, text: str) -> Heading | None:
        rest = _skip_chatter(text)
        words = rest.split()
        start = 0
        while start < len(words) and start < 2 and fold(words[start]) in _HEAD_PREFIX:
            start += 1
        for n in (2, 1):
            if len(words) < start + n:
                continue
            head_words = words[start:start + n]
            head = fold(" ".join(w.strip(":,.-") for w in head_words))
            if head not in _LOOSE_HEADS:
                continue
            found = self.table.lookup(head)
            if found is None:
                continue
            after = rest.split(None, start + n)
            tail = after[start + n] if len(after) > start + n else ""
            glued = head_words[-1][len(head_words[-1].rstrip(":,.-")):]
            tail = _ARROW.sub("", tail, count=1) if not glued else tail
            tail = habits.strip_intent(tail).strip()
            if tail and not _is_game_start(tail) and _WANT.match(tail):
                tail = _skip_chatter(tail)   # "Org I'd like the Build played effect"
            # "Survey Station -1 Food": a building's name, not a heading
            tokens = tokenize(" ".join(words[start:start + n + 1]))
            m = building_at(tokens, 0, fuzzy=False)
            if m is not None and m.end > len(tokenize(" ".join(head_words))):
                return None
            if not tail or not (_is_game_start(tail) or _AS_USUAL.match(tail)):
                return None
            section = found[0]
            if section == "trade" and self._names_other(tail):
                section = "player_trade"
            return Heading(section, found[1], tail, " ".join(head_words))
        return None

    def verb_heading(self, text: str, current: str | None) -> Heading | None:
        """An order without its heading, told by its verb: "Building a Harvester (Unskilled
        from housing)" is Build, "selling 2 Food" Trade, "2 Food to Bob for 3 Wealth" Player
        Trade when another player is named."""
        rest = _skip_chatter(text)
        tokens = tokenize(rest)
        if not tokens or tokens[0].kind != "word":
            return None
        verb = habits.verb_base(tokens[0].word, _VERB_SET)
        if verb is None:
            return None
        section = VERBS[verb]
        names = {t.word for t in tokens if t.kind == "word"}
        if section in ("trade", "player_trade") and self._names_other(rest):
            section = "player_trade"
        elif section == "player_trade":
            return None
        if section == current:
            return None
        if current == "production" and section == "trade" and names & {"market", "markets", "mkt"}:
            return None   # "sell 1 BG at the Market" is the Market's step
        if section == "colonization" and not any(colonist_word(t.text) for t in tokens
                                                 if t.kind == "word"):
            return None
        if section == "organization" and not any(colonist_word(t.text) for t in tokens
                                                 if t.kind == "word"):
            return None
        if section == "build" and not any(building_at(tokens, k, fuzzy=True) for k in
                                          range(1, len(tokens)) if tokens[k].kind == "word"):
            return None
        if section in ("trade", "discard") and not any(
                match_noun(tokens, k) for k in range(1, len(tokens))):
            return None
        return Heading(section, None, rest, "")

    def infer(self, line: Line, current: str | None) -> Heading | None:
        key = (line.text, current)
        if key not in self._inferred:
            self._inferred[key] = self._infer(line, current)
        return self._inferred[key]

    def _infer(self, line: Line, current: str | None) -> Heading | None:
        sentence = self.sentence_heading(line.text, current)
        if sentence is not None:
            return sentence
        if current != "production" and "production" in self.phases and len(line.text) <= 200 \
                and _ALL_FREE.match(line.text):
            # "all, harvester's the free one. market sells ...": every building runs, and which
            # colonist the Production played effect feeds: the Production, its heading left out
            return Heading("production", None, line.text, "")
        if current is None and len(line.text) <= 300 and self._production_piece(re.split(r"[.,;]", line.text)[0]):
            # "farm +1 food. cc or harvester, ...": a building and its signed figure open the
            # line: the Production, its heading left out
            return Heading("production", None, line.text, "")
        if current is None and self.phases and len(line.text) <= 60:
            bare = self.bare_heading(line.text)
            if bare is not None:
                return bare
        if current is None and self.phases:
            prose = self.colonist_prose(line.text) or self.colonist_for_me(line.text) \
                or left_for_me_heading(self.phases, line.text)
            if prose is not None:
                return prose
        if not _may_start_order(line.text) or is_comment(line.text):
            return None
        # a section's name first ("Colonisation Expert if it's still there, otherwise ...") is
        # the heading even when the order has a condition: the section judges the condition
        heading = self.loose_heading(line.text)
        if heading is not None or undecided(line.text):
            return heading
        if _LATER.match(line.text):
            return None    # "Next round I'll sell 2 Food": a plan for later, talk
        if current is None and _ABOUT_YOURS.search(line.text) and not re.search(r"\d", line.text):
            return None    # "Selling your rare goods to your own market ..., lovely": another's turn
        return self.verb_heading(line.text, current)

    def sentence_heading(self, text: str, current: str | None) -> Heading | None:
        """A sentence of a turn told in prose, its section said by what it does: "I do not
        trade this round" (Trade: none), "I played Survey, so I get 2 Wealth" (Survey), "From
        the colonists I take a Skilled one" before Colonisation (the colonist taken)."""
        if len(text) > 300:
            return None
        lead = build_lead(text)
        if lead is not None and (not self.phases or "build" in self.phases):
            # "Only have 1 Basic Goods so just the one build even though I played it: Farm with
            # the new Skilled (1 BG + 1 Machine)": the Build after the colon (its lead's holding
            # checked by the Build section's reader)
            return Heading("build", None, text[lead.end():].strip(), "")
        m = _NOT_DOING.match(text)
        if m is not None and (hedged(text) or undecided(text) or _DECIDE_LATER.search(text)
                              or re.search(r"(?i)\b(?:yet|decide|depends|depending|unless|until)\b", text)):
            # ("not trading yet, will decide after Emil posts": no order yet; its section asks)
            section = _NOT_VERBS.get(fold(m.group("verb")))
            return Heading(section, None, text, "") if section and section in self.phases else None
        if m is None:
            held = _NOT_DOING_HOLDING.match(text)
            section = _NOT_VERBS.get(fold(held.group("verb"))) if held is not None else None
            if section is not None and (not self.phases or section in self.phases) \
                    and holding_fact(held.group("rest").strip(" .!")):
                # "no build, only 1 bg and i want it for the market": the phase skipped, and why
                # (what the player holds; the Build section checks that figure against the state)
                return Heading(section, None, "none, " + held.group("rest").strip(" .!"), "")
        if m is not None:
            section = _NOT_VERBS.get(fold(m.group("verb")))
            rest = [w for w in re.findall(r"[^\W\d_]+", m.group("rest")) if fold(w) not in _NOT_TAIL]
            if section is not None and not (self.phases and section not in self.phases) \
                    and not _names_game(_keeping_reason_out(m.group("rest"))):
                # ("I do not trade this round, the prices are awful": why, the section's remark;
                # "no build this round, saving the bg": what is kept, why)
                return Heading(section, None, "none" + (", " + m.group("rest").strip(" ,.!") if rest else ""), "")
        m = _PLAYED_SURVEY.match(re.sub(r"^\s*(?:(?:my|the)\s+turn|ok(?:ay)?|so|right|alright|hi|hello|hey)"
                                        r"(?:\s+\w+)?\s*[:,.!\-\u2013]\s*", "", text, flags=re.IGNORECASE))
        if m is not None and (not self.phases or "survey" in self.phases):
            return Heading("survey", None, m.group("rest"), "")
        if current != "production" and "production" in self.phases and self._building_does(text):
            return Heading("production", None, text, "")
        if current != "production" and "+" in text and "production" in self.phases:
            # "Farm +1, Harvester -1 F +1 raw, CC -1 F +1 W" after the Build line: each building
            # with its figures, a gain among them (a Build's cost is never one): Production
            pieces = [p for p in re.split(r"[,;]\s+|\.\s+", text.strip(" .")) if p.strip()]
            # ("Farm: +1 Food. CC: -1 Food, +1 Wealth": a building's name and a colon first)
            pieces = [re.sub(r"^([^\W\d_][^:]{0,30}):\s*(?=[+\-\u2212])", r"\1 ", p) for p in pieces]
            if pieces and all(self._production_piece(p) or p[:1] in "+-\u2212" and k > 0
                              for k, p in enumerate(pieces)) and self._production_piece(pieces[0]) \
                    and not re.search(r"(?i)\bsurvey\s+stations?\b|\bss\b", text):
                return Heading("production", None, text, "")
        if "colonization" in self.phases and _LEFTOVER.search(text) and not re.search(r"\d", text) \
                and re.search(r"(?i)\bcolon(?:ist|is|iz)\w*", text) and not hedged(text) \
                and not _OTHER_PHASE.search(NO_PHASE_CLAUSE.sub(" ", text)):
            # "I'm last for colonists so whatever's left": the colonist the others leave
            return Heading("colonization", None, _LEFTOVER.search(text).group(0), "")
        if current in (None, "survey") and self.phases:
            bare = self.bare_heading(text) if len(text) <= 60 else None
            if bare is not None and bare.section == "colonization":
                return bare    # "Survey gives me +2. Skilled please."
            return self.colonist_for_me(text)
        return None

    @staticmethod
    def _building_does(text: str) -> bool:
        """"Farm makes 1 Food, CC eats it and makes 1 Wealth", "My Harvester produces 1 Raw": a
        sentence whose subject is a building, then what it makes or eats, with a figure."""
        if len(text) > 300 or not re.search(r"\d", text):
            return False
        tokens = tokenize(text)
        k = 0
        while k < len(tokens) and tokens[k].kind == "word" and tokens[k].word in ("and", "so", "then", "my",
                                                                                  "the", "both", "also"):
            k += 1
        found = building_at(tokens, k, fuzzy=False) if k < len(tokens) else None
        if found is None or found.end >= len(tokens):
            return False
        end = found.end
        if tokens[end].kind == "punct" and tokens[end].value == "#" or tokens[end].kind == "num" and not tokens[end].sign:
            end += 1 + (tokens[end].kind == "punct")
        return end < len(tokens) and tokens[end].kind == "word" and tokens[end].word in _MAKES

    def _sentence_opens(self, piece: str, text: str = "") -> bool:
        """A sentence after a full stop that opens a part of the turn of its own: a heading with
        its colon ("Producing: farm +1 food"), a section said in words ("In Organization I put
        ..."), or a sentence `sentence_heading` reads."""
        head = self.table.line_heading(Line(0, piece))
        if head is not None and head.written and piece[len(head.written):].lstrip().startswith(":"):
            return True
        piece = _ONE_SENTENCE.match(piece).group(0)
        m = _IN_SECTION.match(piece)
        if m is not None and self.table.lookup(m.group("head")) is not None:
            return True
        found = self.sentence_heading(piece, None)
        if found is not None and text:
            # ("Organisation: new Skilled to... nope, everything's full. no moves": the line's own
            # section said again, its last word on it)
            own = self.table.line_heading(Line(0, text)) or self.loose_heading(text)
            return own is None or own.section != found.section
        return found is not None

    def _figures_after_survey(self, text: str, m: re.Match[str], piece: str) -> bool:
        """"survey +1, farm +1 F, CC -1 F +1 W": after the Survey figure and a comma, a building
        and its figures: the Production, its heading left out (the first such piece only)."""
        head = self.table.line_heading(Line(0, text)) or self.loose_heading(text)
        if head is None or head.section != "survey" or "production" not in self.phases:
            return False
        before = text[:m.start() - 1]
        if "," in before or not re.search(r"\d", before):
            return False
        first = re.split(r",\s+", piece, maxsplit=1)[0]
        found = building_at(tokenize(first), 0, fuzzy=False)
        # (a Survey Station's figures are the Survey's: "Survey: +1 Wealth, Survey Station -1 Food")
        return self._production_piece(first) and found is not None and found.kind != "survey_station"

    def _closing_talk(self, text: str, piece: str) -> bool:
        """The last sentence of a line of prose without a heading, a plan or talk ("... harvester
        -1 food +1 raw. Gonna sort out housing next round."): a line of its own, so the order
        before it is read alone and the plan is judged as talk."""
        return len(piece) < 200 and _ONE_SENTENCE.match(piece).end() >= len(piece.rstrip()) \
            and is_talk(piece) and (undecided(piece) or _LATER.search(piece) is not None
                                    or re.search(r"(?i)\bnext\s+(?:round|turn|time)\b", piece) is not None) \
            and self.table.line_heading(Line(0, text)) is None

    def colonist_prose(self, text: str) -> Heading | None:
        """A colonist alone first, then a reserve in words ("Hi all! Skilled pls, and I'll
        reserve an Expert from the pool for next colonisation"), no other phase named: the
        Colonization line, whose reader judges the rest."""
        if "colonization" not in self.phases or len(text) > 200:
            return None
        rest = _skip_chatter(text).strip(" .!,")
        # "Hi all! Skilled pls, ...": a greeting sentence before it, no colonist in it
        while True:
            m = re.match(r"^[^.!?:]{0,30}?[.!?:]+\s+", rest)
            if m is None or any(colonist_word(t.text) is not None
                                for t in tokenize(m.group(0)) if t.kind == "word"):
                break
            rest = rest[m.end():]
        # "Skilled pls, and I'll reserve an Expert from the pool for next colonisation": a
        # colonist alone first, then what goes with it (a reserve) in words; no other phase
        # named: the Colonization line, whose reader judges the rest
        # (a comma, a semicolon or a full stop ends it: "expert pls + reserve the other expert.
        # no org moves")
        # ("skilled for me and im reserving a skilled too": "and" before the reserve ends the
        # colonist's clause as a comma would)
        first, _, more = _first_clause(_AND_RESERVE.sub(",", rest, count=1))
        # "skilled + reserving an expert (played col)": a remark in brackets is the reader's
        head = [t for t in tokenize(re.sub(r"\([^()]*\)", " ", first)) if t.kind == "word"
                and t.word not in ("please", "pls", "plz", "for", "me")]   # "Skilled for me"
        if head and len(head) <= 4 and more.strip() \
                and any(colonist_word(t.text) is not None for t in head) \
                and all(t.word in _BARE_GLUE or colonist_word(t.text) is not None for t in head) \
                and re.search(r"\breserv", more, re.IGNORECASE) \
                and not _OTHER_PHASE.search(NO_PHASE_CLAUSE.sub(" ", more)):
            return Heading("colonization", None, rest, "")
        # "skilled + reserve 1 skilled, no build this round, saving the BG": the colonist and its
        # reserve first; a phase said to be skipped after it ("no build") is that phase's order,
        # which the Colonization line hands on (grammar.skipped_phase_out)
        if head and len(head) <= 6 and any(t.word in ("reserve", "reserving") for t in head) \
                and sum(colonist_word(t.text) is not None for t in head) == 2 \
                and all(t.word in _BARE_GLUE or colonist_word(t.text) is not None for t in head) \
                and not _OTHER_PHASE.search(NO_PHASE_CLAUSE.sub(" ", more)):
            return Heading("colonization", None, rest, "")
        return None

    def colonist_for_me(self, text: str) -> Heading | None:
        """"Well, that's the last one gone, Criminal for me, it's all that's left", "ok so Unskilled
        for me (leaving Bob the Expert)", "ugh, beat me to it. Unskilled then": a colonist "for me"
        (or "X it is", "X then": the one left after another took the first) as one clause of a
        chatty line, before any heading, no other phase and no reserve named: the colonist taken
        (the rest is talk about it)."""
        if "colonization" not in self.phases or len(text) > 200:
            return None
        plain = re.sub(r"\([^()]*\)", " ", text)
        if re.search(r"\breserved\b", plain, re.IGNORECASE):
            # "+ my reserved Expert finally shows up": the reserve arriving, no new order
            plain = _RESERVED_ARRIVES.sub(" ", plain)
            text = plain
        if _OTHER_PHASE.search(plain) or re.search(r"\breserv", text, re.IGNORECASE):
            return None
        found = [m for m in _FOR_ME.finditer(plain) if colonist_word(m.group(1)) is not None]
        if not found:
            # "fine, I'll take the Skilled then", "ok I grab the Expert": the colonist taken
            found = [m for m in _I_TAKE.finditer(plain) if colonist_word(m.group(1)) is not None]
        if len(found) != 1:
            return None
        clause = re.split(r"[,;.!?\u2013\u2014]\s+|\s-\s", plain[found[0].start(1):], maxsplit=1)[0]
        if undecided(clause) or _HEDGE.search(plain) or is_talk(clause) \
                or re.search(r"(?i)\b(?:unless|in\s+case|provided|depending)\b", clause):
            return None    # ("the criminal is mine unless Wanda wants it": on a condition, asked)
        if re.search(r"(?i)\b(?:if|unless|when|once|in\s+case)\b", plain[:found[0].start(1)]):
            return None    # "if Bob takes the Expert, Skilled then": a condition, not the choice
        return Heading("colonization", None, found[0].group(1), "")

    def bare_heading(self, text: str) -> Heading | None:
        """A turn of one word, before any heading: "Expert" when the round plays Colonization
        (the colonist taken; Production, the rest, runs as it does unasked), "pass" / "nothing
        this round" when no phase of the round needs an order (no trade, no move, no build)."""
        rest = _skip_chatter(text).strip(" .!,")
        if "(" in rest and len(rest) < 200:
            # "Unskilled pls (+ my reserved Skilled arrives)": the reserved one, a bracket of its own
            rest = re.sub(r"\s*\((?=[^()]*\breserv)[^()]*\)", "", rest).strip(" .!,")
        rest = re.sub(r"[\s,.!]*\b(?:please|pls|plz|thanks|thank\s+you|thx|ty|cheers)\b"
                      r"(?:\s+(?:gm|all|everyone|guys|folks))?[\s.!]*$", "", rest,
                      flags=re.IGNORECASE).strip(" .!,")
        if not rest:
            return None
        # "crim (only thing left)": a bracket of remark after the colonist, the section's remark
        tokens = tokenize(_remark_bracket_out(rest))
        words = [t for t in tokens if t.kind == "word"]
        if "colonization" in self.phases and words and len(tokens) <= 8 \
                and colonist_word(words[0].text if words[0].word not in _BARE_GLUE
                                  else (words[1].text if len(words) > 1 else "")) is not None \
                and all((t.kind == "word" and (t.word in _BARE_GLUE
                                               or colonist_word(t.text) is not None))
                        or (t.kind == "punct" and t.value in ",;+&()") for t in tokens):
            # "Expert", "the Skilled pls", "Expert, reserve Skilled"
            return Heading("colonization", None, rest, "")
        remark = habits.nothing(rest)
        if remark is not None and (not remark or set(habits.words_of(remark)) <= _TIME_WORDS):
            free = [p for p in ("trade", "organization", "build") if p in self.phases]
            if free and not set(self.phases) - {"trade", "organization", "build", "survey"}:
                return Heading(free[0], None, "none", "")
        if _EVERYTHING.match(rest) and "production" in self.phases \
                and not set(self.phases) - {"production", "survey"}:
            # "everything", "all of it as usual": a round of Survey and Production alone asks
            # no order but Production's; every building runs (the Production section still
            # asks about a choice the round leaves open)
            return Heading("production", None, "all", "")
        return None

    def _names_other(self, text: str) -> bool:
        # ("buy 1 Machine or 1 BG, whichever Keiichi doesn't need": named in a condition, no partner)
        return any(w in self._other_words for w in habits.words_of(OTHER_IN_CONDITION.sub(" ", text)))

    # -- lines -----------------------------------------------------------------------------

    def prepare(self, lines: list[Line], delimiter: int | None = None) -> tuple[list[Line], list[Line]]:
        """(the lines to read, cleaned and cut; the lines of a signature, not read). `delimiter`:
        the number of the raw post's "--" line (the forum's markup drops it)."""
        texts = [line.text for line in lines]
        sig = habits.signature_start(texts)
        if sig is None and delimiter is not None:
            # "--" / "Ann | slow and steady builds the colony": the signature after the
            # delimiter, a few short lines at the end
            after = [k for k, x in enumerate(lines) if x.number > delimiter]
            if after and len(after) <= 3 and all(len(lines[k].text) <= 80 for k in after):
                sig = after[0]
        signature: list[Line] = []
        if sig is not None and sig > 0:
            signature = lines[sig:]
            lines = lines[:sig]
            edit = next((k for k, line in enumerate(signature)
                         if habits.edit_marker(line.text) is not None), None)
            if edit is not None:
                # "GL HF all" then "EDIT: scratch the BG, ...": an EDIT added below the
                # signature is read (the forum puts it at the bottom of the post)
                lines = lines + signature[edit:]
                signature = signature[:edit]
        out: list[Line] = []
        for line in _join_wrapped(lines, self.table):
            text = clean(line.text)
            cells = tuple(clean(c) for c in line.cells) if line.cells else ()
            cleaned = Line(line.number, text, cells) if (text != line.text or cells != line.cells) \
                else line
            for piece in self._cut(cleaned):
                for part in _net_tail(piece):
                    out.extend(self._colonist_after_survey(part))
        return out, signature

    def _colonist_after_survey(self, line: Line) -> list[Line]:
        """"survey +1, skilled + reserve an expert", "Survey +1 / Skilled / Harvester w/ Skilled
        / prod: ...": a colonist alone after the Survey figure (its Colonization, the section
        after Survey, left without its heading), and the building it staffs after it ("harvester
        w skilled": the Build): cut into their own lines, the rest read as usual."""
        text = line.text
        if len(text) > 2000 or "colonization" not in self.phases or len(line.cells) >= 2:
            return [line]
        heading = self.table.line_heading(line) or self.loose_heading(text)
        if heading is None or heading.section != "survey":
            return [line]
        seps = [m for m in re.finditer(r",\s*|\s+[/|]\s+|;\s*|\.\s+", text)
                if text.count("(", 0, m.start()) == text.count(")", 0, m.start())]
        for k, m in enumerate(seps):
            end = seps[k + 1].start() if k + 1 < len(seps) else len(text)
            piece = text[m.end():end].strip(" .")
            if not _bare_colonist_piece(piece):
                continue
            out = [Line(line.number, text[:m.start()].strip()),
                   Line(line.number, f"Colonisation: {piece}")]
            rest = text[end:].lstrip(",;/|. ")
            if not rest:
                return out
            nxt = next((n for n in re.finditer(r",\s*|\s+[/|]\s+|;\s*|\.\s+", rest)
                        if rest.count("(", 0, n.start()) == rest.count(")", 0, n.start())), None)
            first, after = (rest[:nxt.start()], rest[nxt.end():]) if nxt else (rest, "")
            if "build" in self.phases and _staffed_building_piece(first.strip(" .")):
                out.append(Line(line.number, f"Build: {first.strip(' .')}"))
                rest = after.strip()
            if rest:
                out.extend(self._cut(Line(line.number, rest)))
            return out
        return [line]

    def _cut(self, line: Line, *, colonist_first: bool = True) -> list[Line]:
        """A line holding several sections ("colonisation skilled, build farm (skilled), prod
        farms +2 cc +1w, trade nothing") or several orders in prose, one line each."""
        key = (line, colonist_first)
        if key not in self._cuts:
            self._cuts[key] = self._cut_once(line, colonist_first)
        return list(self._cuts[key])

    def _cut_once(self, line: Line, colonist_first: bool) -> list[Line]:
        text = line.text
        if len(line.cells) >= 2 and all(self.table.line_heading(Line(line.number, c)) is not None
                                        or self.loose_heading(c) is not None
                                        for c in line.cells if c.strip()):
            # "Survey +1W | Colonisation: Skilled | Trade: none": sections between bars
            return [Line(line.number, c.strip()) for c in line.cells if c.strip()]
        if " // " in text and len(text) < 2000 and len(line.cells) < 2:
            # "Survey +2 (played) // Build: Market w/ Unskilled": sections between slashes
            pieces = [p for p in re.split(r"\s+//\s+", text) if p.strip()]
            if len(pieces) >= 2 and all(self.table.line_heading(Line(line.number, p)) is not None
                                        or self.loose_heading(p) is not None for p in pieces):
                out: list[Line] = []
                for piece in pieces:
                    out.extend(self._cut(Line(line.number, piece.strip())))
                return out
        first = self._colonist_sentence_first(line) if colonist_first else None
        if first is not None:
            return first
        if colonist_first:
            # the rest is the plain cut, which `_colonist_sentence_first` may have made already
            return self._cut(line, colonist_first=False)
        chat = _CHAT_COLON.match(text) if len(text) < 600 and self.table.line_heading(line) is None else None
        if chat is not None and not re.search(r"\d", chat.group(1)) and self.loose_heading(chat.group(2)) is not None:
            # "same as Lin basically but no free guy for me: survey +1, farm +1 F, ...": talk, then
            # the turn after its colon
            return [Line(line.number, chat.group(1).strip() + "."),
                    *self._cut(Line(line.number, chat.group(2)))]
        lettered = self._lettered_sections(line)
        if lettered is not None:
            return lettered
        staffed = self._prose_staffing(line)
        if staffed is not None:
            return staffed
        slashed = self._slashed_sections(line) or self._comma_sections(line) or self._stopped_sections(line) \
            or self._colonist_then_build(line)
        if slashed is not None:
            return slashed
        if len(text) < 12 or len(line.cells) >= 2 or is_comment(text):
            return [line]
        cuts = []
        depth = 0
        for m in _SENTENCE_CUT.finditer(text):
            start = m.end()
            depth = text.count("(", 0, start) - text.count(")", 0, start)
            if depth > 0:
                continue
            piece = text[start:]
            if m.start() > 0 and text[m.start() - 1] == "," and self._figures_after_survey(text, m, piece):
                cuts.append(start)   # "survey +1, farm +1 F, CC -1 F +1 W": Production after Survey
                continue
            if m.start() > 0 and text[m.start() - 1] in ".!" and (
                    self._sentence_opens(piece, text) or self._closing_talk(text, piece)):
                cuts.append(start)   # "... my Expert arrives. Producing: farm +1 food, ..."
                continue
            if not _may_start_order(piece):
                continue
            if re.search(r"\b(?:e\.g|i\.e|eg|ie|etc)\.?$", text[:m.start()], re.IGNORECASE):
                continue   # "e.g. buy 1 Machine": an example, not an order
            if _NTH_DECLINED.match(piece) or _given_up_piece(piece):
                continue   # "...; second build skipped, no BG left": the Build line's remark
            if _ENV_CRY_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
                continue   # "Trade: Famine! selling 2 Food": the cry and the sale are one Trade line
            if self.loose_heading(piece) is not None or (
                    m.start() > 0 and (text[m.start() - 1] in ".!" or _THEN.match(piece))
                    and self.verb_heading(piece, None) is not None) or self._buy_after_production(text, m, piece) \
                    or self._trade_after_survey(text, m, piece):
                cuts.append(start)
        for m in _JOIN_CUT.finditer(text):
            start = m.end()
            if text.count("(", 0, start) != text.count(")", 0, start):
                continue
            piece = text[start:]
            if text[m.start() - 1:m.start()] not in ",;" and self.sentence_heading(
                    re.split(r"(?<=[.!;,])\s+", text[:m.start()])[-1], None) is not None \
                    and _NOT_DOING.match(re.split(r"(?<=[.!;,])\s+", text[:m.start()])[-1]):
                cuts.append(start)   # "nothing to build and I'm last for colonists so ..."
            elif fold(piece.split(None, 1)[0]) in _LOOSE_HEADS and self.loose_heading(piece) is not None:
                cuts.append(start)
            elif (_I_VERB.match(piece) and fold(_I_VERB.match(piece).group(1)) in _LOOSE_HEADS
                  or _I_AM_VERB.match(piece)) \
                    and self.verb_heading(piece, None) is not None:
                # "I am taking the Skilled colonist and I build one Harvester with him": a second
                # order of the player's, in the first person, after "and"
                cuts.append(start)
        if not cuts:
            cuts = self._run_on_cuts(text)
            if cuts:
                # "trade sell 1 machine +6 contract 1 food", "org expert to the cc skilled to
                # harvester": each order of a run-on Trade or Organization apart
                return [_run_on_orders(x, (self.loose_heading(x.text) or Heading("", None, "", "")).section)
                        for x in split_line(line, sorted(set(cuts)))]
        if not cuts:
            return [line]
        return split_line(line, sorted(set(cuts)))

    def _buy_after_production(self, text: str, m: re.Match[str], piece: str) -> bool:
        """"prod all (harvester free), buy 1 BG (5€)": a purchase after a comma on a Production
        line is the Trade (a Market only sells), its heading left out."""
        if m.start() == 0 or text[m.start() - 1] not in ",;" \
                or not re.match(r"(?i)(?:and\s+|then\s+)*(?:buy|buying|bought|purchase\w*)\s+(?:\d|an?\b|one\b)", piece):
            return False
        head = self.table.line_heading(Line(0, text)) or self.loose_heading(text)
        if head is None or head.section != "production" or "trade" not in self.phases:
            return False
        found = self.verb_heading(piece, "production")
        return found is not None and found.section == "trade"

    def _trade_after_survey(self, text: str, m: re.Match[str], piece: str) -> bool:
        """"Survey +1, sell 1 Food (+1), Org: ...": a sale or purchase with its amount after a comma
        on a Survey line is the Trade, its heading left out (Survey has no sale)."""
        if m.start() == 0 or text[m.start() - 1] not in ",;" or "trade" not in self.phases \
                or not re.match(r"(?i)(?:and\s+|then\s+)*(?:sell|sold|selling|buy|buying|bought)\s+(?:\d|an?\b|one\b)", piece):
            return False
        head = self.table.line_heading(Line(0, text)) or self.loose_heading(text)
        if head is None or head.section != "survey":
            return False
        found = self.verb_heading(piece, "survey")
        return found is not None and found.section == "trade"

    def _prose_staffing(self, line: Line) -> list[Line] | None:
        """"Skilled for me, and he goes straight into a new Harvester (1 BG + 1 Machine)": the
        colonist taken and the building it staffs, in one sentence of prose, in a round that
        plays Colonization and Build: two lines, "Colonisation: Skilled" and "Build: Harvester
        with the Skilled (...)"; what stands before and after is cut as usual."""
        text = line.text
        if len(text) > 600 or not {"colonization", "build"} <= set(self.phases) \
                or not _PROSE_STAFFED.search(text):
            return None
        m = _PROSE_STAFFED.search(text)
        who, what = m.group("who"), m.group("what").strip()
        tokens = tokenize(what)
        found = building_at(tokens, 0, fuzzy=False) if tokens else None
        if colonist_word(who) is None or found is None or found.end != len(tokens):
            return None
        out: list[Line] = []
        before, after = text[:m.start()].strip(), text[m.end():].strip(" .!;")
        head = self.table.line_heading(Line(line.number, before + " none")) if before.endswith(":") else None
        if head is not None and head.section == "colonization":
            before = ""    # "Colonisation: Skilled, and he goes straight into a new Harvester"
        if before:
            out.extend(self._cut(Line(line.number, before)))
        out.append(Line(line.number, f"Colonisation: {who}"))
        out.append(Line(line.number, f"Build: {what} with the {who} {m.group('cost') or ''}".strip()))
        if after:
            out.extend(self._cut(Line(line.number, after)))
        return out

    def _slashed_sections(self, line: Line) -> list[Line] | None:
        """"survey +1 / skilled / build market w skilled / prod: farm +1 / trade none": sections
        between slashes or bars, each opened by its section's name, and a colonist alone
        between them (the Colonization of a round that plays it): one line each. Only when
        every piece is so and there are three or more."""
        text = line.text
        if len(text) > 2000 or not re.search(r"\s[/|]\s", text) or "colonization" not in self.phases:
            return None
        pieces = [p.strip() for p in re.split(r"\s+[/|]\s+", text) if p.strip()]
        if len(pieces) < 3:
            return None
        out = []
        bare = 0
        for piece in pieces:
            words = [t for t in tokenize(piece) if t.kind == "word"]
            colonists = sum(colonist_word(t.text) is not None for t in words)
            # ("skilled + reserve expert": the colonist and its reserve)
            if words and len(words) <= 5 and not any(t.kind == "num" for t in tokenize(piece)) \
                    and (colonists == 1 or colonists == 2 and any(t.word in ("reserve", "reserving")
                                                                  for t in words)) \
                    and all(t.word in _BARE_GLUE or colonist_word(t.text) is not None for t in words):
                out.append(Line(line.number, f"Colonisation: {piece}"))
                bare += 1
                continue
            if self.table.line_heading(Line(line.number, piece)) is None and self.loose_heading(piece) is None:
                build = _declined_second_build(self, out, piece)
                if build is not None:
                    # ("... / prod: ... / no 2nd build, out of bg": the Build piece's remark)
                    out[build] = Line(line.number, f"{out[build].text}, {piece}")
                    continue
                if bare and _build_piece(piece) and "build" in self.phases:
                    # ("skilled / goods factory w skilled (1bg 1 mach) / prod: ...": the building
                    # after the colonist, staffed, its cost unsigned: the Build)
                    out.append(Line(line.number, f"Build: {piece}"))
                    continue
                if not self._production_piece(piece):
                    return None
                piece = f"Production: {piece}"
            out.append(Line(line.number, piece))
        return out if bare <= 1 else None

    def _production_piece(self, piece: str) -> bool:
        """"farm +1, cc +1w (free)": a building first, then its figure, in a one-line turn
        between slashes or full stops, when the round plays Production: the Production section,
        its heading left out (a Build of the round names no figure so)."""
        tokens = tokenize(piece)
        found = building_at(tokens, 0, fuzzy=False) if tokens else None
        return "production" in self.phases and found is not None and found.end < len(tokens) \
            and tokens[found.end].kind == "num" and tokens[found.end].sign in ("+", "-")

    def _stopped_sections(self, line: Line) -> list[Line] | None:
        """"skilled. farm +1, cc +1w (free). net +1 food +1 w": a terse turn on one line between
        full stops, the colonist first without its heading, then the Production figures without
        theirs and sections opened by their names: one line each. Only when every piece is so
        and there are three or more."""
        text = line.text
        if len(text) > 400 or "colonization" not in self.phases or ":" in text:
            return None
        pieces = [p.strip() for p in re.split(r"\.\s+(?![^()]*\))", text.strip(" .")) if p.strip()]
        if len(pieces) < 3 or not _bare_colonist_piece(pieces[0]):
            return None
        out = [Line(line.number, f"Colonisation: {pieces[0]}")]
        for piece in pieces[1:]:
            if self.table.line_heading(Line(line.number, piece)) is None and self.loose_heading(piece) is None:
                if not self._production_piece(piece):
                    return None
                piece = f"Production: {piece}"
            out.append(Line(line.number, piece))
        return out

    def _comma_sections(self, line: Line) -> list[Line] | None:
        """"skilled + reserve expert, harvester w skilled, prod all, trade none. net +1 food ...": a
        turn on one line between commas and full stops, the colonist first without its heading,
        then the building it staffs ("harvester w skilled": the Build), then sections each opened
        by its name: one line each. Only when every piece is so and two or more have headings."""
        text = line.text
        if len(text) > 400 or "colonization" not in self.phases or "build" not in self.phases \
                or "(" in text or ":" in text:
            return None
        pieces = [p.strip() for p in re.split(r",\s+|\.\s+|;\s*", text.strip(" .")) if p.strip()]
        if len(pieces) < 4 or not _bare_colonist_piece(pieces[0]):
            return None
        out = [Line(line.number, f"Colonisation: {pieces[0]}")]
        headed = 0
        for k, piece in enumerate(pieces[1:], 1):
            if k == 1 and _staffed_building_piece(piece):
                out.append(Line(line.number, f"Build: {piece}"))
                continue
            if self.table.line_heading(Line(line.number, piece)) is None and self.loose_heading(piece) is None:
                return None
            out.append(Line(line.number, piece))
            headed += 1
        return out if headed >= 2 else None

    def _colonist_then_build(self, line: Line) -> list[Line] | None:
        """"Skilled, Harvester w/ Skilled.": a line without a heading, the colonist alone first,
        then the building it staffs, in a round that plays Colonization and Build: two lines,
        "Colonisation: Skilled" and "Build: Harvester with Skilled"; a part after them is a line
        of its own only when it has its heading."""
        text = line.text
        if len(text) > 400 or not {"colonization", "build"} <= set(self.phases) \
                or self.table.line_heading(line) is not None:
            return None
        pieces = [p.strip() for p in re.split(r",\s+|\.\s+|;\s*", text.strip(" .!")) if p.strip()]
        if len(pieces) < 2 or not _bare_colonist_piece(pieces[0]) \
                or not _staffed_building_piece(pieces[1]):
            return None
        out = [Line(line.number, f"Colonisation: {pieces[0]}"), Line(line.number, f"Build: {pieces[1]}")]
        for piece in pieces[2:]:
            if self.table.line_heading(Line(line.number, piece)) is None and self.loose_heading(piece) is None:
                if not self._production_piece(piece):
                    return None
                # ("..., farm +1, cc -1 f +1 w": the buildings' figures, one Production line)
                if out[-1].text.startswith("Production: ") and len(out) > 2:
                    out[-1] = Line(line.number, f"{out[-1].text}, {piece}")
                    continue
                piece = f"Production: {piece}"
            out.append(Line(line.number, piece))
        return out

    def _colonist_sentence_first(self, line: Line) -> list[Line] | None:
        """"Expert. Prod all: farms +4 F, ...", "unskilled. no build (no bg lol). prod all, ...": a
        line without a heading whose first sentence is the colonist alone and whose rest opens
        with a section (or one sentence before it), in a round that plays Colonization, when the
        usual cut leaves the colonist joined to what follows: "Colonisation: Expert", then the
        rest cut and read as usual (never talk before the turn)."""
        text = line.text
        if len(text) > 2000 or "colonization" not in self.phases or len(line.cells) >= 2 \
                or self.table.line_heading(line) is not None:
            return None
        m = re.match(r"^\s*([^.!?()\d:]{1,60}?)\s*[.!]+\s+(?=\S)", text)
        if m is None or not _bare_colonist_piece(m.group(1)):
            return None
        plain = self._cut(line, colonist_first=False)
        if plain[0].text.strip().rstrip(".!").strip() == m.group(1).strip():
            return None    # ("I take the Criminal. Producing: ..."): cut off alone as it is
        rest = self._cut(Line(line.number, text[m.end():].strip()))
        if not any(self.table.line_heading(x) is not None or self.loose_heading(x.text) is not None
                   or self.infer(x, None) is not None for x in rest[:2]):
            return None
        return [Line(line.number, f"Colonisation: {m.group(1).strip()}"), *rest]

    def _lettered_sections(self, line: Line) -> list[Line] | None:
        """"S +2 / C skilled / B farm w skilled / O none": sections between slashes or bars,
        each opened by its initial alone (no colon): one line each, "S: +2", "C: skilled"...
        Only when every piece opens so, the initials name three sections or more, and they come
        in the round's order."""
        text = line.text
        if len(text) > 2000 or not re.search(r"\s[/|]\s", text):
            return None
        pieces = [p.strip() for p in re.split(r"\s+[/|]\s+", text) if p.strip()]
        order = "scbpto"
        if len(pieces) < 3:
            return None
        last = -1
        out = []
        for piece in pieces:
            # ("S +1 / P all / T: sell 3 raw +6": a colon after some initials and not others)
            m = re.match(r"(?i)^([scbpto])(?:\s*:\s*|\s+(?![:=]))(?=\S)", piece)
            if m is None and piece is pieces[-1] and len(out) >= 3 and re.match(r"(?i)net\s*[:=]", piece):
                out.append(Line(line.number, piece))   # ("... / O: none / Net: +2 W"): the Net closes it
                continue
            if m is None or order.index(m.group(1).lower()) <= last:
                return None
            last = order.index(m.group(1).lower())
            head = f"{m.group(1)}: {piece[m.end():]}"
            if self.table.line_heading(Line(line.number, head)) is None:
                return None
            out.append(Line(line.number, head))
        return out

    def _run_on_cuts(self, text: str) -> list[int]:
        """"survey +1 col skilled build harvester w skilled prod farm +1 food ... trade sell 1 raw
        +2": a turn typed on one line without colons or commas, each section opened by its
        name. Cut before each section name that comes later in the round than the one before
        (outside brackets, not after a word that makes it a noun: "no build", "the trade");
        only when the line opens with a section and at least three sections are found."""
        first = self.loose_heading(text)
        if first is None or len(text) > 2000:
            return []
        order = {name: k for k, name in enumerate(("survey", "colonization", "build", "production",
                                                    "trade", "player_trade", "organization"))}
        last = order.get(first.section)
        if last is None:
            return []
        cuts = []
        ordered = False
        for m in re.finditer(r"(?<=\s)([^\W\d_]+)\b", text):
            if fold(m.group(1)) not in _LOOSE_HEADS or fold(m.group(1)) in ("net", "farms",
                                                                               "harvesters",
                                                                               "factories", "labs",
                                                                               "others"):
                continue
            if text.count("(", 0, m.start()) != text.count(")", 0, m.start()):
                continue
            before = text[:m.start()].split()
            if before and fold(before[-1]) in _HEAD_PREFIX | {"no", "a", "an", "to", "w", "with",
                                                                "this", "that", "of", "for", "i"}:
                continue
            heading = self.loose_heading(text[m.start():])
            if heading is None or order.get(heading.section, -1) <= last:
                continue
            last = order[heading.section]
            cuts.append(m.start())
            after = text[m.end():].split(None, 1)
            verb = habits.verb_base(after[0].lower(), _VERB_SET) if after else None
            ordered = ordered or (verb is not None and VERBS[verb] == heading.section)
        # ("build market w the farm guy trade sell 1 machine": two sections, the second's own
        # verb right after its name)
        return cuts if len(cuts) >= 2 or cuts and ordered else []


def _run_on_orders(line: Line, section: str) -> Line:
    """A piece of a run-on turn with its orders apart: "sell 1 machine +6; contract 1 food" on a
    Trade, "expert to the cc; skilled to harvester; unskilled to housing" on an Organization."""
    if section == "trade":
        return Line(line.number, _RUN_ON_ORDER.sub(r"\g<0>;", line.text), line.cells)
    if section != "organization" or ";" in line.text or "," in line.text:
        return line
    text = line.text
    starts = [m.start() for m in re.finditer(r"(?i)(?<=\s)([^\W\d_]+)\s+(?:to|into|->)\s", text)
              if colonist_word(m.group(1)) is not None]
    for k in reversed(starts[1:]):
        text = text[:k].rstrip() + "; " + text[k:]
    return Line(line.number, text, line.cells) if text != line.text else line


# -- a line the forum wrapped (the kit's reading.wrapping) -----------------

def _noun_first(text: str) -> str | None:
    found = match_noun(tokenize(text), 0)
    return found[0].kind if found is not None else None


def _names_thing(word: str) -> bool:
    tokens = tokenize(word)
    return bool(tokens) and (match_noun(tokens, 0) is not None
                             or building_at(tokens, 0, fuzzy=False) is not None)


def _names_game_or_place(text: str) -> bool:
    return _names_game(text) or housing_at(tokenize(text), 0) is not None


def _name_across(first: str, second: str) -> bool:
    """A name of the game runs from the end of `first` into `second` ("Basic" / "Goods",
    "Colony" / "Center", "Temporary" / "Housing")."""
    m = re.search(r"([^\W\d_]+)\s*$", first)
    if m is None:
        return False
    tail = tokenize(first[max(0, m.start() - 40):])
    joined = tokenize(first[max(0, m.start() - 40):].rstrip() + " " + second.lstrip())
    cut = len(tail)
    for k in range(max(0, cut - 3), cut):
        if tail[k].kind != "word":
            continue
        noun = match_noun(joined, k)
        alone = match_noun(tail, k)
        if noun is not None and noun[1] > cut and (alone is None or alone[1] < noun[1]) \
                and (alone is None or alone[0] != noun[0]):
            return True
        place = building_at(joined, k, fuzzy=False)
        place_alone = building_at(tail, k, fuzzy=False)
        if place is not None and place.end > cut and (place_alone is None
                                                      or place_alone.end < place.end):
            return True
        house = housing_at(joined, k)
        if house is not None and house > cut and (housing_at(tail, k) or 0) < house:
            return True
    return False


_WORDS = GameWords(name_across=_name_across, noun_first=_noun_first, names_thing=_names_thing,
                   names_game=_names_game_or_place)


def _join_wrapped(lines: list[Line], table: SectionTable) -> list[Line]:
    """"Trade: buy 1 Basic" / "Goods for 5 Wealth": one line (the kit's join_wrapped). A line that
    is a colonist alone after a short line ("survey +2" / "skilled") is a line of its own: a
    forum wraps long lines, and the colonist is a headless Colonisation order."""
    # (a short line ending on its figure; not a list cut after its comma, "Net: +2 Wealth, +1" /
    # "Skilled", nor a dangling word, "Build: Farm staffed by" / "Skilled": one line each)
    short = {line.number for line in lines if len(clean(line.text).strip()) < LONG
             and re.search(r"(?<![,\d])\s*[+\-\u2212]?\d+\s*$", clean(line.text))
             and not re.search(r",\s*[+\-\u2212]?\d+\s*$", clean(line.text))}

    def own_line(line: Line) -> bool:
        return table.line_heading(line) is not None \
            or (line.number - 1 in short and _COLONIST_ALONE.match(line.text) is not None
                and _noun_first(line.text) == "colonist")
    return join_wrapped(lines, clean=clean, words=_WORDS, is_heading=own_line)


# "skilled", "skilled pls", "an Expert please!": a colonist named alone on its line
_COLONIST_ALONE = compile_later(r"(?i)^\s*(?:an?\s+|one\s+|the\s+)?(?:unskilled|skilled|expert|criminal)s?"
                                r"(?:\s+(?:pls|plz|please|thx|thanks|ty))?\s*[.!]*\s*$")


# "Only have 1 Basic Goods so just the one build even though I played it: Farm with ...", "just
# one build this round: Warehouse (1 BG)": a sentence that says how much it builds before a colon,
# the Build order after it
_BUILD_LEAD = compile_later(r"(?i)^(?P<lead>[^:.!?()]{0,120}?\b(?:build|builds|building)\b[^:.!?()]{0,60}?)\s*:\s*"
                            r"(?:(?:a|an|the|one|1)\s+)?(?=[^\W\d_])")
_LEAD_FIGURE = compile_later(r"(?i)\b(?:only|just|i\s+have|i\s+got|i\s+hold|have|got)\s+(?:have\s+|got\s+)?\d{1,3}\s+"
                             r"[^\W\d_][^,;.!()\d]{0,30}")
_LEAD_NOT = compile_later(r"(?i)\b(?:no|not|none|nothing|skip\w*|if|unless|maybe|perhaps|might|or|instead|"
                          r"next|later|2nd|second|other|another|and|plus|also)\b|[=\u2192>]")


def build_lead(text: str) -> re.Match[str] | None:
    """The lead of a sentence that says how much the player builds before a colon ("Only have 1
    Basic Goods so just the one build even though I played it: Farm with the new Skilled"): a
    build word before the first colon, a building named in full after it, and in the lead no
    figure but what the player holds, no "no build", condition or second order. None when the
    sentence is not one."""
    if len(text) > 300 or ":" not in text:
        return None
    m = _BUILD_LEAD.match(text)
    if m is None:
        return None
    lead = m.group("lead")
    if re.search(r"\d", _LEAD_FIGURE.sub(" ", lead)) or _LEAD_NOT.search(_LEAD_FIGURE.sub(" ", lead)) \
            or re.match(r"(?i)\s*(?:build|b)\s*$", lead):
        return None
    tokens = tokenize(text[m.end():])
    return m if tokens and building_at(tokens, 0, fuzzy=False) is not None else None


_NO_NTH_BUILD = compile_later(r"(?i)^(?:and\s+|but\s+)?no\s+(?:2nd|second|other|more|extra|another)\s+(?:build|b)(?:ing)?s?\b")


def _declined_second_build(reader, pieces: list[Line], piece: str) -> int | None:
    """Where the Build piece is among `pieces` when `piece` declines a second build ("no 2nd
    build, out of bg", "2nd build: none", "can't afford another"): a later piece of a one-line
    turn between slashes that is the Build's remark; None when it is not one, or no Build piece
    came before it."""
    if not (_NO_NTH_BUILD.match(piece) or _NTH_DECLINED.match(piece) or _given_up_piece(piece)) \
            or _ORDER_VERB.search(re.sub(r"(?i)\b(?:build|building|builds)\b", " ", piece)):
        return None
    for k in range(len(pieces) - 1, -1, -1):
        head = reader.table.line_heading(pieces[k]) or reader.loose_heading(pieces[k].text)
        if head is not None and head.section == "build":
            return k
    return None


# "reserve an Expert for next time", "reserving a Skilled for the next round": a reserve is for the
# round after by the rules, so its "next" is the order's own timing, never a plan for later
_RESERVE_FOR_LATER = compile_later(r"(?i)\b(reserv\w*\s+(?:an?\s+|the\s+|one\s+|1\s+)?[^\W\d_]+"
                                   r"(?:\s+colonist)?)\s+for\s+(?:the\s+)?(?:next|following|coming)\s+"
                                   r"(?:round|turn|time|one)\b")


# ", I want to keep my Basic Goods and my Machine", "because I'm saving the BG", "- keeping my
# goods for the Market", ", holding on to the Machine": why a phase is skipped, said as keeping
# what the player holds (no order in it)
_KEEPING_REASON = compile_later(r"(?i)(?:[,;:\-\u2013\u2014]|\s(?:because|since|as|so))\s*"
                                r"(?:(?:i|we)\s*(?:(?:really\s+)?(?:want|need|would\s+like|'d\s+like|prefer)\s+to|"
                                r"(?:am|'m|m)|will|'ll|rather)\s+|am\s+)?(?:keep(?:ing)?|sav(?:e|ing)|"
                                r"hold(?:ing)?(?:\s+on\s+to)?|hang(?:ing)?\s+on\s+to|hoard(?:ing)?)\s+"
                                r"(?:on\s+to\s+|onto\s+)?(?:my|the|our|it|them|both|all|what)\b"
                                r"(?P<what>[^;.!?:=\u2192>]*)[.!]?\s*$")


def _keeping_reason_out(rest: str) -> str:
    """The rest of a "not building" sentence without its reason when that reason only keeps
    what the player holds ("..., I want to keep my Basic Goods and my Machine"): the goods kept
    are no order. A reason with an order's word or a figure in it stays (it may be one)."""
    m = _KEEPING_REASON.search(rest)
    if m is None or re.search(r"(?i)\b(?:sell\w*|sold|buy\w*|bought|trade\w*|build\w*|mov\w*|"
                              r"contract\w*|to\s+(?!keep))\b|\d", m.group("what")) \
            or _ORDER_VERB.search(m.group("what")):
        return rest
    return rest[:m.start()]


# "Trade: Famine! selling 2 Food @3": the round's trade environment cried out after the heading,
# before the order (the Trade section reads the cry as a remark)
_ENV_CRY_BEFORE = compile_later(r"(?i)\btrad\w*\s*:\s*(?:standard|war|famine|expansion|export|materials)"
                                r"(?:\s+prices?)?\s*!+\s*$")


# "whatever's left — prob the crim lol. reserve an Expert", "what's left for me + reserve a Skilled":
# the colonist the others leave, said first on a line with no heading
_LEFT_FIRST = compile_later(r"(?i)^\W*(?:(?:ok|okay|so|well|then|i'?ll\s+take|i\s+take|give\s+me)\W+)*"
                            r"(?:whatever|what|whoever|who)\s*(?:'s|\u2019s|\s+is|\s+remains)\s*(?:still\s+)?"
                            r"(?:left|remaining|over)?\b(?:\s+(?:for\s+me|then|over))?")


def left_for_me_heading(phases: list[str] | tuple[str, ...], text: str) -> Heading | None:
    """A line with no heading that opens with the colonist the others leave ("whatever's left,
    reserve an Expert"): the Colonisation line (its section finds which one is left), when the
    round plays Colonisation and no other phase's word is on the line."""
    if "colonization" not in phases or len(text) > 200 or not _LEFT_FIRST.match(text):
        return None
    if _OTHER_PHASE.search(NO_PHASE_CLAUSE.sub(" ", text)) or undecided(text) or text.rstrip().endswith("?"):
        return None
    return Heading("colonization", None, text, "")


def _build_piece(piece: str) -> bool:
    """"goods factory w skilled (1bg 1 mach)", "farm with the unskilled": a building named first,
    then who staffs it ("w"/"with"/"staffed by" and a colonist) and no signed figure: a Build
    written without its heading in a one-line turn between slashes."""
    tokens = tokenize(piece)
    found = building_at(tokens, 0, fuzzy=False) if tokens else None
    if found is None or any(t.kind == "num" and t.sign for t in tokens):
        return False
    rest = [t.word for t in tokens[found.end:] if t.kind == "word"]
    return bool(rest) and rest[0] in ("w", "with", "staffed", "using") \
        and any(colonist_word(t.text) is not None for t in tokens[found.end:] if t.kind == "word")


# a closing bracket of remark: no figure, no name of the game, no condition or hedge
_BRACKET_AT_END = compile_later(r"\s*\(([^()]{1,60})\)[\s.!]*$")


def _remark_bracket_out(text: str) -> str:
    """"crim (only thing left)" -> "crim": a closing bracket that only remarks (it names nothing
    of the game, has no figure and sets no condition) cut off; any other text as it is."""
    m = _BRACKET_AT_END.search(text)
    if m is None or m.start() == 0:
        return text
    inside = m.group(1)
    if re.search(r"\d", inside) or _names_game(inside) or _UNDECIDED.search(inside) \
            or re.search(r"(?i)\b(?:unless|otherwise|or|instead|not|no|gone|taken)\b", inside):
        return text
    return text[:m.start()]


# "only 1 bg so no 2nd build :(", "Second build I not have goods for it.", "can't do a second
# build, out of goods": a line of its own saying the played effect's second build is not used
_SECOND_BUILD_SAID = compile_later(r"(?i)\b(?:2nd|second|another|other|extra)\s+(?:build|b)(?:ing)?s?\b")
_SECOND_BUILD_NOT = compile_later(r"(?i)\b(?:no|not|can'?t|cannot|couldn'?t|don'?t|dont|doesn'?t|won'?t|"
                                  r"skip\w*|none|nothing|without|out\s+of|enough|broke|afford)\b|"
                                  r"\bn['\u2019]t\b|n['\u2019]t\b")
_SECOND_BUILD_ORDER = compile_later(r"(?i)\b(?:buy\w*|bought|sell\w*|sold|tak\w+|took|move\w*|contract\w*|"
                                    r"trad\w+|put\w*|swap\w*|reserv\w*|instead|next|later|maybe|if|unless|"
                                    r"but|then|staff\w*|with|w)\b|[?:=]")
_HOLDS = compile_later(r"(?i)\b(?:only|just|have|has|got|left|holding|hold)\b")


def second_build_declined(text: str) -> bool:
    """A whole line saying the second build is not used, and why ("only 1 bg so no 2nd build",
    "Second build I not have goods for it."): no order's verb, no building named, no question or
    condition; a figure only in what the player holds. A remark of the Build."""
    if len(text) > 160 or not _SECOND_BUILD_SAID.search(text) or not _SECOND_BUILD_NOT.search(text):
        return False
    if _SECOND_BUILD_ORDER.search(text) or (re.search(r"\d", text.replace("2nd", "")) and not _HOLDS.search(text)):
        return False
    tokens = tokenize(text)
    return not any(building_at(tokens, k, fuzzy=False) is not None for k in range(len(tokens)))


# "o: none. net -1 bg -1 mach ...", "prod all except the market → net -1 food +1 w": the Net said
# after a section on the same line, behind a full stop, semicolon, comma, slash or arrow, opened by
# its name and a signed figure (or nothing); outside brackets
_NET_TAIL = compile_later(r"(?i)(?:[.;,]\s+|\s*(?:\u2192|->|=>)\s*|\s+[/|]\s+)"
                          r"(net\s*(?:[:=]\s*)?(?:[+\-\u2212\u2013]\s*\d|0\b|nothing\b|zero\b|none\b).*)$")


def _net_tail(line: Line) -> list[Line]:
    """A line that closes on the round's Net after one of its sections: two lines, the section
    and "net ..." (the Net section), never the Net's figures read as the section's."""
    text = line.text
    m = _NET_TAIL.search(text) if len(text) < 2000 and len(line.cells) < 2 else None
    if m is None or text.count("(", 0, m.start()) != text.count(")", 0, m.start()) \
            or not text[:m.start()].strip(" .;,") or re.match(r"(?i)\s*net\b", text) \
            or habits.edit_marker(text) is not None:
        # ("EDIT: sell 2 Food instead (+6). Net: -2 Food, +7 Wealth": the EDIT's own Net, read with it)
        return [line]
    return [Line(line.number, text[:m.start()].strip()), Line(line.number, m.group(1).strip())]

