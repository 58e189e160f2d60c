"""Sentences of talk that hold a game's words and are not orders, in every game (first written
for Colonies' and Beta Colony's readers; nothing here knows a game):

- `edit_only_remarks`: an EDIT that revises nothing ("EDIT: just fixed the formatting, nothing
  changed", "edit: typo") is a remark, not a new version of the order above it;
- `is_question`: a sentence that asks ("can I take the credit AND turn the colonist away?",
  "Quick q for the GM: can I still upgrade ...?") is a question, not an order, wherever the
  question word stands after chatter;
- `predicate_number`: a number said of something ("Selling is going to be 2 € at best") is talk,
  not an amount the player orders;
- `given_up` ("I'd hunt on X but Hanne acts first"), `reasons_out` ("(need them for
  Commerce)"), `later_need` ("Going to need the purple next turn."), `idioms_out` ("Fair
  point."), `MORE_HEDGE` ("whichever gets me more": the choice left to the GM);
- `conditional_on(sentence, others)`: an order that hangs on what another player does ("If
  Yusuke isn't going to Gan De: ..."): the player it waits for, or "";
- `offers_another(piece)`: "or build something if I can afford it?": a second order offered.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading import talk

# "just fixed the formatting", "nothing changed", "typo", "spelling", "no change"
_EDIT_REMARK = compile_later(
    r"\b(?:nothing\s+(?:else\s+)?changed|no\s+changes?\b(?!\s+to\b)|(?:fixed|fixing|fix)\s+(?:the\s+|a\s+|my\s+)?"
    r"(?:formatting|format|typos?|spelling|layout|markup|bbcode|quote|link)|formatting|typo(?:s)?\b|"
    r"spelling|same\s+orders?|orders?\s+unchanged|unchanged)", re.IGNORECASE)


def edit_only_remarks(rest: str) -> bool:
    """The text after an EDIT marker says only that nothing was changed (formatting, a typo),
    and holds no figure: the order above stands."""
    return bool(_EDIT_REMARK.search(rest)) and not re.search(r"\d", rest)


_ASKS = compile_later(
    r"(?:^|:\s*|\b(?:wait|so|ok|okay|hmm|quick\s+q(?:uestion)?|question)\b[,:]?\s+)"
    r"(?:gm[,:]?\s+)?(?:can|could|may|am|do|does|did|should|shall|would|will|is|are|what|which|how|why|"
    r"when|where|who)\b", re.IGNORECASE)
_ASKS_ME = compile_later(r"\b(?:can|could|may|should|shall|do|must|am)\s+(?:i|we)\b", re.IGNORECASE)


# "..., is 5 € no?", "3 € right?": a figure the player asks to have confirmed, not a question
_TAG = compile_later(r"\b(?:no|right|correct|yes|ok|okay|yeah|isn'?t\s+it|true)\s*\?+$", re.IGNORECASE)


def is_question(sentence: str) -> bool:
    """A sentence ending in "?" that asks: a question word at its start or after chatter ("Wait,
    ...", "Quick q for the GM: can I ..."), or "can I" / "should I" anywhere in it."""
    s = sentence.strip()
    if not s.endswith("?") or _TAG.search(s):
        return False
    return talk.is_question_to_gm(s) or bool(_ASKS.search(s)) or bool(_ASKS_ME.search(s))


_SENTENCE_END = compile_later(r"(?<=[^\s.!?][.!?])\s+(?=\S)|(?<=\?)\s+(?=\S)")


def split_sentences(text: str) -> list[str]:
    """The sentences of a line, each with its own end mark ("Sell 1 red. Is that 2 €?")."""
    return [p for p in _SENTENCE_END.split(text) if p.strip()]


def questions(text: str) -> tuple[str, list[str]]:
    """The line without its questions, and the questions (each a sentence)."""
    parts = [p for p in _SENTENCE_END.split(text) if p.strip()]
    if len(parts) == 1 and not is_question(parts[0]):
        return text, []
    asked = [p for p in parts if is_question(p)]
    if not asked:
        return text, []
    return " ".join(p for p in parts if not is_question(p)), asked


#: words after which a number is what something is or costs, not an amount ordered
PREDICATE_WORDS = frozenset({"be", "is", "are", "was", "were", "been", "being", "costs", "cost",
                             "worth"})


def predicate_number(before: list[str]) -> bool:
    """The words before a number ("Selling is going to be") make it a predicate: talk."""
    words = [w.lower().strip(",.:;!?") for w in before[-2:]]
    return bool(words) and words[-1] in PREDICATE_WORDS


# "Thinking about selling red, but ...", "I'd hunt on Dmitri's route but Hanne acts first",
# "Was going to negotiate, but": an order considered and given up, with the reason after "but"
_THOUGHT = compile_later(
    r"^\s*(?:(?:hmm+|well|so|ok|okay|honestly|ha|also)[,.!]*\s+)*(?:i\s+)?(?:(?:was\s+)?thinking\s+(?:about|of)|"
    r"thought\s+about|considered|considering|i'?d|i\s+would|i\s+could|i\s+might|(?:i\s+)?was\s+going\s+to|"
    r"(?:i\s+)?wanted\s+to|(?:i\s+)?(?:was\s+|am\s+|'m\s+)?(?:really\s+|very\s+|so\s+)?tempted\s+(?:to|by)|(?:i\s+)?almost|could|would)\b(?P<thought>.*?)[,;]?\s+but\b(?P<rest>.*)$",
    re.IGNORECASE)


def given_up(text: str) -> tuple[str, str] | None:
    """An order considered and given up ("I'd hunt on X but Hanne acts before me"): (the thought,
    what follows "but"), else None. The game reads what follows for an order of its own."""
    m = _THOUGHT.match(text)
    if m is None:
        return None
    return m.group("thought").strip(), m.group("rest").strip()


# "whichever gets me more", "your call", "up to you": the choice left to the GM (the kit's
# talk.HEDGE has "maybe", "not sure", "whatever's better")
MORE_HEDGE = compile_later(r"\b(?:whichever|whatever\s+(?:gets|gives|is)|your\s+call|up\s+to\s+you|gm'?s\s+choice|"
                           r"you\s+(?:pick|choose|decide))\b", re.IGNORECASE)


# "(need them for Commerce)", "(saving it for Industry)": a reason in brackets, not an order
_REASON_BRACKET = compile_later(
    r"\(\s*(?:i\s+)?(?:need(?:ed|s)?|want(?:ed|s)?|saving|save|useful|handy|good|keeping|going\s+to\s+need|"
    r"gonna\s+need)\b[^()\d]*\)", re.IGNORECASE)
# "Going to need the purple for Military next turn.", "I'll need blue later": a need for later
_LATER_NEED = compile_later(
    r"^\s*(?:i\s+)?(?:(?:am|'m)\s+)?(?:going\s+to|gonna|will|'ll|i'll)\s+need\b[^\d]*$|"
    r"^[^\d]*\bneed\b[^\d]*\b(?:next\s+(?:turn|year|round|time)|later(?:\s+on)?)\s*[.!]*\s*$",
    re.IGNORECASE)


def reasons_out(text: str) -> tuple[str, list[str]]:
    """A line without its bracketed reasons ("take 2 red (need them for Commerce)"): the text
    left, and the reasons taken out (said as talk)."""
    if len(text) > 400 or "(" not in text:
        return text, []            # a reason is a short bracket on a line of orders
    found = [m.group(0) for m in _REASON_BRACKET.finditer(text)]
    return (_REASON_BRACKET.sub(" ", text).strip() if found else text), found


def later_need(sentence: str) -> bool:
    """A sentence that says what the player will need later ("Going to need the purple for
    Military next turn."): a plan, not an order."""
    return len(sentence) <= 300 and bool(_LATER_NEED.search(sentence))


# "Fair point.", "good point", "point taken", "you have a point": a reply in talk, whatever
# game word ("point") it holds
_IDIOM = compile_later(r"\b(?:fair|good|valid|great)\s+points?\b|\bpoints?\s+taken\b|\b(?:you|he|she|they)\s+"
                       r"(?:have|has|got)\s+a\s+point\b", re.IGNORECASE)


def idioms_out(text: str) -> str:
    """The text without the idioms of talk that hold a game word ("Fair point.")."""
    return _IDIOM.sub(" ", text) if _IDIOM.search(text) else text


_IF_WHO = compile_later(r"(?i)^\s*(?:and\s+|but\s+)?(?:if|unless|in\s+case)\s+([A-Za-z][\w'-]*)")
_OR_ASKED = compile_later(r"(?i)^\s*or\b[^.!]*\?")


def conditional_on(sentence: str, others: Collection[str]) -> str:
    """The other player an order is conditional on ("If Yusuke isn't going to Gan De: ..."),
    as written, or ""."""
    m = _IF_WHO.match(sentence)
    if m and fold(m.group(1)) in {fold(o) for o in others}:
        return m.group(1)
    return ""


def offers_another(piece: str) -> bool:
    """"or build something if I can afford it?": a piece that offers a second way, asked."""
    return bool(_OR_ASKED.match(piece))


# "EDIT: or marker 3, eh, same thing", "EDIT: hmm actually the 5 might be better... or the null"
_EDIT_OPENS_OR = compile_later(r"^(?:\W*(?:hmm+|um+|uh+|eh|well|actually|wait|so|ok(?:ay)?|also)\b[\s,.!:;-]*)*"
                               r"or\b", re.IGNORECASE)
_EDIT_HEDGE = compile_later(r"\b(?:might|may|could|would)\s+be\s+better\b|\bnot\s+sure\b|\bdunno\b|"
                            r"\bdon'?t\s+know\b|\bor\s+maybe\b|\bmaybe\b|\bprobably\b|\bperhaps\b|"
                            r"\bwhichever\b|\beither\s+way\b|\bsame\s+thing\b|\bno\s+difference\b",
                            re.IGNORECASE)


def undecided_edit(rest: str) -> bool:
    """The text after an EDIT marker offers another choice without making it: it opens with "or"
    ("or marker 3, eh, same thing"), or weighs a choice with "or" and a hedge ("hmm actually the
    5 might be better... or the null"), or hedges alone ("the 4 might be better"). The order
    above is then unclear: a GM asks which stands, and does not take the EDIT as the new order."""
    if _EDIT_OPENS_OR.match(rest):
        return True
    hedge = _EDIT_HEDGE.search(rest)
    return bool(hedge) and (bool(re.search(r"\bor\b", rest, re.IGNORECASE))
                            or bool(re.search(r"\b(?:might|may|could|would)\s+be\s+better\b", rest,
                                              re.IGNORECASE)))


# "Polymer's wild this cycle but I have none lol", "steel is scarce", "I'm out of water"
_FACT = compile_later(r"\b(?:is|are|isn'?t|aren'?t|was|were)\b|"
                      r"\b[a-z]+'s\s+(?:wild|scarce|gone|free|cheap|expensive|useless|worthless|rare|"
                      r"everywhere|nowhere|short|plentiful|worth|taken|full|empty)\b|"
                      r"\b(?:i|we)\s+(?:have|got|hold|own)\s+(?:none|no|nothing|zero)\b|"
                      r"\b(?:i'?m|i\s+am)\s+(?:out\s+of|short\s+(?:of|on)|broke)\b", re.IGNORECASE)
# what makes a sentence an order or a choice after all: "E it is", "Nebra for me", "I'll take"
_NOT_FACT = compile_later(r"\bit\s+is\b|\bit'?s\b|\bthat'?s\s+(?:it|mine|my)\b|\bfor\s+me\b|\bi'?ll\b|"
                          r"\bi\s+will\b|\bgonna\b|\bgoing\s+(?:to|with|for)\b|\bplease\b|\bpls\b|"
                          r"\bmy\s+(?:pick|choice|order|action|move|turn)\b|\bgo(?:ing)?\s+with\b|"
                          r"\blet'?s\b|\b(?:i|we)\s+(?:take|want|choose|pick|go|get|build|grab|use|"
                          r"move|buy|sell|play|place|put)\b|\bwhat\b|\bso\b|\bthen\b|\binstead\b|"
                          r"\b(?:better|best|rather|prefer\w*|maybe|perhaps|probably|idk)\b|"
                          r"[:=\u2192>]|\d|\?", re.IGNORECASE)


def states_a_fact(sentence: str) -> bool:
    """A sentence that says how things stand ("Polymer's wild this cycle but I have none lol",
    "steel is scarce", "I'm out of water") and orders nothing: a copula or "I have none", with
    no figure, no arrow, colon or question, and no word of a choice ("it is", "for me", "I'll",
    "I take", "so", "then"). Beside an order in another sentence of the post it is talk; a
    game still reads it as the order when the post holds nothing else."""
    s = sentence.strip()
    return bool(s) and len(s) < 300 and bool(_FACT.search(s)) and not _NOT_FACT.search(s)


def fact_clauses_out(text: str) -> tuple[str, list[str]]:
    """Clauses after an order that say how things stand ("sell 1 red and 1 yellow instead, red is
    crashing", "4 € please, the market is full"): each comma-separated clause after the first,
    at the end of the text, that `states_a_fact` (no figure, no word of a choice). Returns the
    text without them and the clauses taken out, so a colour or a good named in the remark is
    not read as a second, count-less order. The first clause always stays."""
    parts = talk.split_top(text, ",")
    if len(parts) < 2:
        return text, []
    out: list[str] = []
    while len(parts) > 1 and states_a_fact(parts[-1].strip(" .!;")):
        out.insert(0, parts.pop().strip())
    if not out:
        return text, []
    return ",".join(parts).rstrip(), out


# "– Pallas pays better than my green lol", ", cheaper than waiting": a comparison, never an order
_COMPARISON = compile_later(r"\b(?:better|worse|more|less|cheaper|dearer|faster|slower|higher|lower|"
                            r"bigger|smaller|nicer|safer|\w+er)\s+than\b", re.IGNORECASE)
_CLAUSE_BREAK = compile_later(r"\s+[\u2013\u2014-]{1,2}\s+|,\s*")


def comparison_clauses_out(text: str) -> tuple[str, list[str]]:
    """Clauses after an order that compare ("sell 1 blue (2€) – Pallas pays better than my green
    lol", "hunt on Bob's red route, safer than Cy's"): each clause after the first, at the end
    of the text (parted by a spaced dash or a comma), holding "<comparative> than" and no
    figure, colon or arrow. Returns the text without them and the clauses taken out, so a colour
    or a good named in the comparison is not read as a second, count-less order. The first
    clause always stays."""
    if len(text) > 2000 or not _COMPARISON.search(text):
        return text, []
    cuts = [m for m in _CLAUSE_BREAK.finditer(text)]
    out: list[str] = []
    end = len(text)
    for m in reversed(cuts):
        clause = text[m.end():end]
        if not clause.strip() or not _COMPARISON.search(clause) or re.search(r"[\d:=\u2192>]", clause):
            break
        out.insert(0, clause.strip())
        end = m.start()
    if not out or not text[:end].strip():
        return text, []
    return text[:end].rstrip(), out


# "lol everyone went black 6", "everybody took Jyo last round", "you guys all set black to 6":
# the other players as a group, what they did or do (appended by Beta Colony's reader)
_THE_TABLE = compile_later(
    r"(?i)^\W*(?:[\w']+[.!,]?\s+){0,3}?(?:everyone|everybody|every\s+one\s+of\s+you|all\s+of\s+you|"
    r"y'?all|you\s+guys|you\s+all|nobody|no\s+one|the\s+(?:whole\s+)?table|both\s+of\s+you)"
    r"(?:\s+(?:else|here|all))?\s+(?:[a-z]+ed|went|took|got|set|chose|picked|made|did|is|are|was|"
    r"were|has|have|had|keeps?|seems?|loves?|wants?|goes|takes|sets)\b")
_FIRST_PERSON = compile_later(r"(?i)\b(?:i|i'm|im|i'll|i've|my|me|mine|we|our)\b")


def about_the_table(sentence: str) -> bool:
    """A sentence whose subject is the other players as a group ("lol everyone went black 6",
    "everybody took Jyo"), saying nothing of the writer's own: talk, whatever game words it
    names."""
    return bool(_THE_TABLE.search(sentence)) and not _FIRST_PERSON.search(sentence)


# an EDIT that takes something back without saying what ("nvm", "ignore that", "scratch that")
_TAKE_BACK = compile_later(r"^\W*(?:scratch|drop|cancel|forget|remove|delete|undo|ignore|strike|"
                           r"don'?t|do\s+not|skip)\b|\b(?:nvm|nevermind|never\s+mind|ignore\s+(?:that|"
                           r"this|it|the\s+above|my)|scratch\s+that|disregard|forget\s+(?:that|it|"
                           r"the\s+edit)|undo|revert|back\s+to\s+(?:the\s+)?(?:original|first))\b",
                           re.IGNORECASE)


# an EDIT that points at an order without naming it ("make it the other one", "swap them",
# "the first one instead", "change that")
_POINTS_BACK = compile_later(r"\b(?:the\s+other(?:\s+(?:one|option|way|building|colonist|goods?))?|"
                             r"that\s+one|this\s+one|the\s+(?:first|second|last|former|latter)(?:\s+one)?|"
                             r"(?:swap|switch|flip|reverse|change)\s+(?:it|them|that|those|these|this)|"
                             r"make\s+it\s+(?:that|so)|the\s+one\s+i\s+(?:said|meant|mentioned))\b",
                             re.IGNORECASE)


def vague_edit(rest: str) -> bool:
    """The text after an EDIT marker changes something without saying what: a bare figure
    ("EDIT: make it 2"), a take-back ("EDIT2: nvm", "EDIT: scratch the contract"), or a pointer
    back ("EDIT: the other one instead"); not an EDIT that only fixed a typo. When the game could
    not apply it, the GM asks which version stands; it is never chatter (first written for
    Distant Colony)."""
    rest = rest[:2000]
    return bool(_TAKE_BACK.search(rest) or _POINTS_BACK.search(rest) or re.search(r"\d", rest)) \
        and not edit_only_remarks(rest)


# "Mateo, nice Cuzco run, you're going to hit 15 for sure", "@Bob gl with that", "Hey Cy,
# your Thebes is stacked": a sentence that opens by naming another player and speaks to them
# (appended by Beta Colony's reader)
_TO_YOU = compile_later(r"(?i)\b(?:you|your|yours|you'?re|you'?ll|you'?ve|u|ur|ya)\b|"
                        r"\b(?:nice|great|good|gg|gl|congrats|well\s+played|wp|brutal|sneaky|ouch)\b")
_ORDER_MARKS = compile_later(r"(?i)\b(?:i|i'm|im|i'll|ill|i've|my|me|mine)\b|[:=\u2192]|->")


def speaks_to_another(sentence: str, others: Collection[str]) -> str:
    """The other player a sentence speaks to, as written, when it opens with their name (after
    "hey", "@", "oh" and the like, then a comma or a dash) and goes on in the second person or
    in praise, with no word of the writer's own and no colon, "=" or arrow of an order; else "".
    Whatever game words and figures it holds are talk about that player."""
    s = sentence.strip()
    if not s or len(s) > 300:
        return ""
    m = re.match(r"(?i)^(?:(?:hey|hi|oh|ok|and|also|btw|lol|ha(?:ha)?|yo)[,!]?\s+)*@?([A-Za-z][\w'-]*)"
                 r"\s*(?:[,!\u2013\u2014-]+|\s(?=(?:you|your|you'?re|nice|gl|gg)\b))\s*(.*)$", s)
    if m is None:
        return ""
    name, rest = m.group(1), m.group(2)
    if fold(name) not in {fold(o) for o in others} or not rest.strip():
        return ""
    if _ORDER_MARKS.search(rest) or not _TO_YOU.search(rest):
        return ""
    return name


# "Per 4.B.iv.4 an Ace planet falls to a Null coin, so: ...", "As per rule 3.2, ...", "According
# to the rules a Null always wins — so ...": a line that opens by citing the rules (appended by
# Colonization's reader)
_CITED = compile_later(
    r"(?i)^\s*(?:(?:as\s+)?per|according\s+to|by|see|cf\.?|under)\s+(?:the\s+)?"
    r"(?:(?:rules?|rulebook|section|§)\s*(?:\d+(?:\s?\.\s?[A-Za-z0-9]+)*)?|\d+(?:\s?\.\s?[A-Za-z0-9]+)+)"
    r"(?=[\s,:;.])")
_CITED_END = compile_later(r"(?i)(?:,?\s+so\s*[:,]?|\s*:|[.;!]|\s+[\u2013\u2014-]+)\s+")


def rule_citation(text: str) -> int:
    """Where the order begins after a citation of the rules that opens the line ("Per 4.B.iv.4
    an Ace planet falls to a Null coin, so: throwing in the null", "As per rule 3.2: ..."): the
    citation and the rule as the player states it, up to its conclusion ("so:", "so", a colon, a
    sentence end or a spaced dash), are talk about the rules, never an order, whatever game
    words they hold. Returns the offset of what follows, or 0 when the line opens with no
    citation or nothing follows it."""
    s = text[:2000]
    m = _CITED.match(s)
    if m is None:
        return 0
    end = _CITED_END.search(s, m.end())
    if end is None or end.start() - m.end() > 200 or not s[end.end():].strip():
        return 0
    return end.end()


# ", I need my green", "– saving the purple for Military", "because I want to keep my red",
# "; gotta keep my yellow for the upgrade": a reason or a want after the order (appended by
# Colonies' reader)
_WANT_CLAUSE = compile_later(
    r"(?i)^(?:(?:and|but|as|since|because|cause|'cause|cuz|coz|bc)\s+)?(?:(?:i|we)(?:'d|'m|'re)?\s+)?"
    r"(?:(?:really|still|kinda|kind\s+of|do|would|just)\s+)*"
    r"(?:(?:need|want|needs|wanna)\s+(?:to\s+keep\s+|to\s+hold\s+(?:on\s+to\s+|onto\s+)?|to\s+save\s+)?"
    r"(?:my|the|it|them|those|that|these|this|all|mine|our)\b|"
    r"(?:(?:am|'m|are|'re)\s+)?(?:keeping|saving|hoarding|holding\s+(?:on\s+to|onto))\s+"
    r"(?:my|the|it|them|those|that|these|this|all|mine|our)\b|"
    r"(?:gotta|have\s+to|got\s+to|must|need\s+to|want\s+to|wanna|rather)\s+(?:keep|save|hold\s+(?:on\s+to|onto))\s+"
    r"(?:my|the|it|them|those|that|these|this|all|mine|our)\b)")
_WANT_BREAK = compile_later(r"\s*(?:[,;]|(?<=[^\s.!?])[.!]+|\s[\u2013\u2014-]{1,2})\s+"
                            r"|\s+(?=(?:because|since|cause|'cause|cuz|coz|bc)\s)", re.IGNORECASE)


def want_clauses_out(text: str) -> tuple[str, list[str]]:
    """Clauses after an order that give the player's reason or want ("dumping 1 blue on the
    market, I need my green.", "sell 1 red – saving the purple for Military", "lose 1 yellow
    because I want to keep my red"): each clause at the end of the text (after a comma,
    semicolon, sentence end, spaced dash, or before "because"/"since") that opens with a need,
    a want or a keeping said of what the player holds ("I need my", "keeping the", "gotta keep
    my") and holds no figure, colon, "=" or arrow. Returns the text without them and the
    clauses taken out, so a colour named in the reason is not read as a second, count-less
    order. The first clause always stays; a bare "keep the goods" (an order's own words) is
    never taken."""
    if len(text) > 2000:
        return text, []
    cuts = list(_WANT_BREAK.finditer(text))
    out: list[str] = []
    end = len(text)
    for m in reversed(cuts):
        clause = text[m.end():end].strip()
        if not clause:
            end = m.start()
            continue
        if re.search(r"[\d:=\u2192>?]", clause) or not _WANT_CLAUSE.match(clause):
            break
        out.insert(0, clause)
        end = m.start()
    if not out or not text[:end].strip(" .,;!-"):
        return text, []
    return text[:end].rstrip(), out


# "Mateo wins Cuzco anyway with 15 crew", "Mateo's Cuzco track at 12 is scary", "Kwame has 3
# artifacts already": a sentence whose subject is another player (appended by Beta Colony's
# reader)
_THIRD_PERSON_VERB = compile_later(
    r"(?i)^(?:is|was|has|had|have|will|would|could|might|can|gets?|got|wins?|won|takes?|took|"
    r"leads?|led|builds?|built|goes|went|owns?|holds?|keeps?|seems?|looks?|needs?|wants?|"
    r"must|should|already|just|still|really|probably|[a-z]+(?:s|ed))\b")


def about_another(sentence: str, others: Collection[str]) -> str:
    """The other player a sentence is about, as written, when it opens with their name (or
    "Name's ...") followed by a verb of the third person ("Mateo wins Cuzco anyway with 15
    crew", "Mateo's Cuzco track at 12 is scary"), with no word of the writer's own and no
    colon, "=" or arrow of an order; else "". Whatever game words and figures it holds are talk
    about that player."""
    s = sentence.strip()
    if not s or len(s) > 300:
        return ""
    m = re.match(r"(?i)^(?:(?:lol|ha(?:ha)?|wow|btw|and|also|meanwhile|ok|so)[,!]?\s+)*([A-Za-z][\w-]*)"
                 r"(?P<own>'s?)?\s+(?P<rest>.+)$", s)
    if m is None or fold(m.group(1)) not in {fold(o) for o in others}:
        return ""
    rest = m.group("rest")
    if _ORDER_MARKS.search(rest):
        return ""
    if m.group("own") or _THIRD_PERSON_VERB.match(rest):
        return m.group(1)
    return ""


# "EDIT: actually keep it", "edit: sell them instead", "EDIT: do that one too": an order's verb
# whose object is only a pronoun (appended by Distant Colony's reader)
_PRONOUN_ORDER = compile_later(
    r"(?i)\b(?:keep|sell|buy|drop|swap|switch|change|move|use|take|leave|put|do|make|give|"
    r"trade|build|run|idle|cancel)\s+(?:it|them|that|those|this|these|both|one)\b(?!\s+\w+\s*(?:\d|:))")


def pronoun_edit(rest: str) -> bool:
    """The text after an EDIT marker orders something by a pronoun only ("EDIT: actually keep
    it", "edit: sell them instead"): which order it changes is not said, so the GM asks; not an
    EDIT that only fixed a typo."""
    rest = rest[:2000]
    return bool(_PRONOUN_ORDER.search(rest)) and not edit_only_remarks(rest)


# "Colonize... nope, I'm on the sun. ok restore then", "Draw -- no wait, restore the 5": an order
# begun and taken back on its own line (an ellipsis or a dash, then "nope", "no wait", "scratch
# that"); the post is what follows. A bare "no" is not a take-back ("restore the 3 - no coins left")
_TAKEN_BACK_INLINE = compile_later(
    r"^(?P<dropped>[^.!?\n]{1,80}?)\s*(?:\.{2,}|\u2026|\s-{1,2}\s|\s[\u2013\u2014]\s)\s*"
    r"(?:nope|nah|no+\s+wait|wait\s*,?\s+no|scratch\s+that|actually\s*,?\s+no|no\s*,?\s+no)\b[,.!]*\s*"
    r"(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)


def taken_back_inline(text: str) -> tuple[str, str] | None:
    """An order begun and taken back on the same line ("Colonize... nope, I'm on the sun. ok
    restore then"): (the words taken back, what follows), else None. The game reads what follows
    as the line; what was taken back is not an order."""
    m = _TAKEN_BACK_INLINE.match(text or "")
    if m is None:
        return None
    return m.group("dropped").strip(), m.group("rest").strip()


# "[quote=Ann]...[/quote]", "[quote author=Bea link=.. date=..]", '[quote="Ann"]', '[q="Ann"]',
# "[quote name='Ann']", "<blockquote>": the forum layer drops every quote (someone else's words);
# a GM still reads WHO is quoted and WHAT they ordered ("[quote=Ann]Colonisation: Expert[/quote]
# nice, I'll get one too": Ann's Expert is gone before this player's turn)
_QUOTE_OPEN = compile_later(
    r"\[(?:quote|q)(?:\s*=\s*[\"']?(?P<eq>[^\]\"';]{1,60}?)[\"']?(?:;[^\]]*)?|"
    r"\s+(?:author|name|user)\s*=\s*[\"']?(?P<named>[^\]\"'\s]{1,60})[\"']?[^\]]{0,400})?\]"
    r"|<blockquote\b[^<>]{0,400}>", re.IGNORECASE)
_QUOTE_CLOSE = compile_later(r"\[/(?:quote|q)\]|</blockquote>", re.IGNORECASE)
_ANY_QUOTE_TAG = compile_later(r"\[(/?)(?:quote|q)(?=[\s=\]])[^\[\]]{0,500}\]|<(/?)blockquote\b[^<>]{0,500}>",
                               re.IGNORECASE)


def quoted_posts(text: str) -> list[tuple[str, str]]:
    """The outermost quoted blocks of a post, each as (who is quoted, what they wrote): the
    author named in the tag ("[quote=Ann]", "[quote author=Bea ...]", '[q="Ann"]'), or "" when
    the tag names nobody; what they wrote keeps its own markup (nested quotes inside it are
    left out). An unclosed quote runs to the end. Never raises; at most 20 blocks."""
    out: list[tuple[str, str]] = []
    try:
        text = (text or "")[:200_000]
        depth, author, inner_from = 0, "", 0
        for m in _ANY_QUOTE_TAG.finditer(text):
            closing = bool(m.group(1) or m.group(2))
            if not closing:
                if depth == 0:
                    opened = _QUOTE_OPEN.match(m.group(0))
                    author = ((opened.group("eq") or opened.group("named") or "") if opened else "").strip()
                    inner_from = m.end()
                depth += 1
            elif depth:
                depth -= 1
                if depth == 0:
                    out.append((author, _strip_nested(text[inner_from:m.start()])))
                    if len(out) >= 20:
                        return out
        if depth:
            out.append((author, _strip_nested(text[inner_from:])))
    except Exception:   # pragma: no cover - a last resort
        return out
    return out


def _strip_nested(body: str) -> str:
    """`body` without the quotes nested in it (what the quoted player quoted in turn)."""
    parts, depth, pos = [], 0, 0
    for m in _ANY_QUOTE_TAG.finditer(body):
        closing = bool(m.group(1) or m.group(2))
        if not closing:
            if depth == 0:
                parts.append(body[pos:m.start()])
            depth += 1
        elif depth:
            depth -= 1
            if depth == 0:
                pos = m.end()
    if depth == 0:
        parts.append(body[pos:])
    return "".join(parts).strip()


# "The contract stays.", "the rest stands", "everything else is unchanged", "Market sale still on",
# "rest as before": beside an EDIT that takes one order back, a sentence saying the others stand
_STAYS_SENTENCE = compile_later(
    r"(?i)(?:^|(?<=[.!;,]))\s*(?:(?:but|and|so)\s+)?(?:the\s+|my\s+)?(?:rest|everything\s+else|all\s+else|"
    r"other\s+orders?|[a-z][\w'-]{0,20}(?:\s+[a-z][\w'-]{0,20}){0,2})\s+(?:stays?|stands?|remains?|"
    r"still\s+(?:stands?|stays?|holds?|on|goes)|is\s+(?:still\s+)?(?:on|unchanged|the\s+same|fine|as\s+(?:is|before))|"
    r"unchanged|as\s+(?:before|is|posted|written)|(?:stays?|remains?)\s+(?:the\s+same|as\s+(?:is|before)))"
    r"(?:\s+(?:as\s+(?:is|before|posted)|the\s+same))?\s*(?:[.!;,]|$)")


def stays_clauses_out(text: str) -> tuple[str, list[str]]:
    """`text` without the sentences that say an order stands ("The contract stays.", "the rest
    stays the same", "everything else unchanged"), and those sentences: beside an EDIT that
    takes one order back they name an order only to keep it. Never raises."""
    text = (text or "")[:4000]
    found = [m.group(0).strip(" .!;,") for m in _STAYS_SENTENCE.finditer(text)]
    if not found:
        return text, []
    return " ".join(_STAYS_SENTENCE.sub(" ", text).split()), found


# "I have 2 food and there's no production this round anyway", "I've only got 3 Wealth",
# "since I hold 1 BG": what the player holds, said as a reason or an aside
_HOLDING = compile_later(
    r"(?i)^\s*(?:(?:since|as|because|cause|cos|coz|and|but|so|plus|also|btw|fwiw)[,\s]+)?(?:i|we)\s*"
    r"(?:'ve|'ll\s+still\s+have|\s+have|\s+had|\s+hold|\s+own|\s+got|\s+still\s+have|\s+only\s+have|"
    r"\s+already\s+have|\s+now\s+have|\s+currently\s+have)(?:\s+(?:only|still|just|got|already))*\s+"
    r"(?:got\s+)?(?:only\s+|just\s+)?(?:\d{1,4}|no|none|zero|one|two|three|four|five|nothing)\b")
_ORDER_WORD = compile_later(r"(?i)\b(?:so\s+i(?:'ll|\s+will)?|then\s+i|i'?ll|i\s+will|going\s+to|gonna|"
                            r"sell\w*|buy\w*|build\w*|take|taking|move|moving|spend\w*|pay\w*|instead)\b")


def holding_aside(clause: str) -> bool:
    """A clause that says what the player holds ("I have 2 food and there's no production this
    round anyway", "I've only got 3 Wealth"), ordering nothing after it ("I have 2 food so I'll
    sell one" is an order): talk, not a figure of an order. Never raises."""
    clause = (clause or "")[:400]
    m = _HOLDING.match(clause)
    return m is not None and not _ORDER_WORD.search(clause[m.end():])


# "(7 + 1 from the CC = 8, minus 7 = 1 Wealth left)", "(12-3=9)", "8 plus 2 is 10": a running
# sum the player writes beside an order; a GM checks its arithmetic and reads it as a remark
_SUM_STEP = compile_later(r"(?i)(?P<op>[+\-\u2212=]|\bplus\b|\bminus\b|\bless\b|\bis\b|\bmakes\b|\bgives\b|"
                          r"\bleaves\b)\s*,?\s*(?P<n>\d{1,5})\b")
_SUM_SHAPE = compile_later(r"(?i)^\s*\d{1,5}\b[^()\d]{0,40}?(?:[+\-\u2212]|\bplus\b|\bminus\b)\s*\d")


def running_sum(text: str) -> tuple[bool, str] | None:
    """A running sum written in words and signs ("7 + 1 from the CC = 8, minus 7 = 1 Wealth
    left", "12-3=9"): None when `text` is not one (it must open with a number, add or take
    away, and give at least one result after "=" / "is" / "leaves"); else (right, what is
    wrong): each result must be what the figures before it come to, and the sum goes on from
    it. Labels after a figure ("from the CC") are words of the sum. Never raises."""
    text = (text or "")[:300]
    if not _SUM_SHAPE.match(text) or not re.search(r"=|\b(?:is|leaves|makes|gives)\b", text, re.IGNORECASE):
        return None
    first = re.match(r"\s*(\d{1,5})", text)
    total = int(first.group(1))
    results = 0
    for m in _SUM_STEP.finditer(text, first.end()):
        op, n = m.group("op").lower(), int(m.group("n"))
        if op in ("+", "plus"):
            total += n
        elif op in ("-", "\u2212", "minus", "less"):
            total -= n
        else:
            results += 1
            if n != total:
                return False, f"the sum comes to {total}, not {n}"
    return (True, "") if results else None


# "(a Skilled in the CC makes 2 Wealth)", "(each Farm gives 1 Food)", "(an Expert is worth 3)":
# the player states a rule, in general ("a", "each", "every"): a reason, never an order
_GENERAL_RULE = compile_later(
    r"(?i)^\s*(?:(?:since|as|because|cause|cos|coz|bc|and)\s+)?(?:a|an|each|every|any|one)\s+"
    r"[^\W\d_][\w'-]*(?:\s+(?:in|at|on|of)\s+(?:a|an|the|each|every)?\s*[^\W\d_][\w'-]*|\s+[^\W\d_][\w'-]*){0,3}\s+"
    r"(?:makes|gives|earns|produces|yields|brings|pays|costs|is\s+worth|counts?\s+(?:as|for)|scores)\b"
    r"[^.;!?]{0,60}$")


def general_rule(clause: str) -> bool:
    """A clause stating a rule in general ("a Skilled in the CC makes 2 Wealth", "each Farm
    gives 1 Food", "an Expert is worth 3"): its subject is any one of a kind, not the player's;
    talk about the rules, never an order or a figure of this turn. Never raises."""
    return bool(_GENERAL_RULE.match((clause or "")[:200]))


# "roll and move out to the 5... or maybe draw again, idk yet", "restore the 2 or perhaps a draw,
# not sure yet": a second order offered beside the first with "or maybe" or a word of doubt
_OR_MAYBE = compile_later(r"\bor\s+(?:maybe|perhaps|possibly|probably|else\s+maybe)\b", re.IGNORECASE)
_UNSURE = compile_later(r"\b(?:idk|dunno|not\s+sure(?:\s+yet)?|don'?t\s+know(?:\s+yet)?|undecided|"
                        r"still\s+(?:thinking|deciding|undecided)|can'?t\s+decide|haven'?t\s+decided|"
                        r"torn)\b", re.IGNORECASE)


def undecided_between(text: str) -> bool:
    """A line that offers a second order beside the first without choosing ("gonna roll and move
    to the 5... or maybe draw again, idk yet", "restore or draw, not sure"): "or maybe/perhaps",
    or "or" with a word of doubt (idk, dunno, not sure, still thinking). The game says which
    words of the line name the other order; the GM asks which one is meant."""
    text = (text or "")[:2000]
    return bool(_OR_MAYBE.search(text)) or bool(re.search(r"\bor\b", text, re.IGNORECASE)
                                                 and _UNSURE.search(text))


# "So if I understand correctly, I get 6 colonists ... so I can either take 1 credit or send one
# colonist back.", "my options are 4 € or the action": the choices the rules leave, laid out
_LAID_OUT = compile_later(
    r"\b(?:i|we)\s+(?:can|could|may|get\s+to|have\s+to|must|need\s+to)\s+(?:\w+\s+){0,2}?either\b.{1,160}?\bor\b|"
    r"\b(?:my|the)\s+(?:options|choices)\s+(?:are|is)\b.{1,160}?\bor\b|"
    r"\bif\s+i\s+(?:understand|read|get|got)\s+(?:this\s+|it\s+|that\s+|the\s+rules?\s+)?(?:correctly|right)\b.{1,200}?"
    r"\b(?:or|either)\b", re.IGNORECASE | re.DOTALL)
# what makes such a sentence a decision after all: "..., so I'll take the credit"
_LAID_OUT_DECIDED = compile_later(
    r"\b(?:i'?ll|i\s+will|i'?m\s+(?:going|taking|gonna)|i\s+(?:take|choose|pick|go\s+with|want)|"
    r"gonna|going\s+with|let'?s|decided?|i'?d\s+(?:rather|like))\b", re.IGNORECASE)


def options_laid_out(sentence: str) -> bool:
    """A sentence that lays out the choices the rules leave the player ("if I understand
    correctly ... I can either take 1 credit or send one colonist back", "my options are 4 € or
    the action") without making one: an explanation, not an order. A GM reads the order from
    the sentence that decides; a sentence that also decides ("..., so I'll take the credit") is
    not one of these."""
    s = sentence or ""
    if len(s) > 600:
        return False
    m = _LAID_OUT.search(s)
    return m is not None and not _LAID_OUT_DECIDED.search(s)


# "gonna sell red next round", "next turn I'll build the mine", "will hunt later": an order
# for a later turn, said as a plan
_LATER_PLAN = compile_later(
    r"^\W*(?:(?:and|but|also|then|so|ps|p\.s\.)\W+)?(?:(?:i'?m\s+|i\s+am\s+)?(?:gonna|going\s+to)|i'?ll|i\s+will|will|"
    r"(?:i\s+)?plan(?:ning)?\s+to|(?:i\s+)?(?:want|hope|intend)\s+to|(?:i\s+)?might)\b[^.!?]{1,120}?\b"
    r"(?:next\s+(?:round|turn|year|time|phase|action)|later(?:\s+on)?|after\s+(?:that|this)\s+(?:round|turn|year))"
    r"\W*(?:lol|maybe|probably|i\s+think)?\W*$|"
    r"^\W*(?:(?:and|but|also|so|ps)\W+)?next\s+(?:round|turn|year|time)\W+(?:i'?ll|i\s+will|i'?m\s+(?:gonna|going\s+to)|"
    r"gonna|probably|maybe)\b[^.!?]{1,120}$", re.IGNORECASE)


def later_plan(sentence: str) -> bool:
    """A sentence that says what the player will do on a later turn ("gonna sell red next
    round", "next turn I'll build the mine"): a plan, not an order of this turn. Only a whole
    sentence counts ("sell 2 red, next round I'll hunt" holds an order first)."""
    s = (sentence or "").strip()
    return len(s) <= 200 and bool(_LATER_PLAN.match(s))


# "Nothing I can afford at the manus (1 polymer + 1 artifact, lol)", "can't afford any pod",
# "too broke for the Nexus", "no way I can pay for that": why the player does not do something
# (appended by Beta Colony's reader)
_CANNOT_AFFORD = compile_later(
    r"(?i)\b(?:can'?t|cannot|can\s+not|couldn'?t|unable\s+to)\s+(?:really\s+|even\s+)?(?:afford|pay\s+for)\b|"
    r"\b(?:nothing|none|no\s+pods?|no\s+\w+)\s+(?:that\s+)?(?:i\s+can|to)\s+(?:really\s+|even\s+)?"
    r"(?:afford|pay\s+for)\b|\btoo\s+(?:poor|broke|skint)\b|\bno\s+way\s+(?:i\s+can|to)\s+(?:afford|pay)\b|"
    r"\bnot\s+(?:enough|rich\s+enough)\s+(?:to\s+(?:afford|pay|buy)|for)\b")
_ORDER_AFTER = compile_later(r"(?i)[:=\u2192]|->|=>|\b(?:so|then|instead)\b\s+\S")


def cannot_afford(piece: str) -> bool:
    """A piece of a sentence that says what the player cannot afford ("Nothing I can afford at
    the manus (1 polymer + 1 artifact, lol)", "can't afford any pod", "too broke for the
    Nexus"), with no colon, "=", arrow or "so ..." of an order after it: the reason the order
    is what it is, never an order itself. What it holds in brackets is what the player has
    (a game may check it against the player's holdings)."""
    p = piece.strip()
    if not p or len(p) > 300:
        return False
    outside = re.sub(r"\([^()]*\)", " ", p)
    return bool(_CANNOT_AFFORD.search(outside)) and not _ORDER_AFTER.search(outside)


# "Hoarding polymer at the very end, respect.", "Wow, three pods on Cuzco.", "Bold move on
# Thebes, nice": a sentence that reacts to what another player did (appended by Beta Colony's
# reader)
_REACTION_WORD = (r"(?:respect|nice|wow|whoa|bold(?:\s+move)?|classic|love\s+it|well\s+played|wp|gg|brutal|"
                  r"savage|impressive|sneaky|ouch|yikes|oof|ballsy|cheeky|clever|greedy|madness|insane|"
                  r"smart|legend(?:ary)?|props|kudos|gutsy|ruthless|nasty|evil|rude)")
_REACTION = compile_later(r"(?i)^\W*" + _REACTION_WORD + r"\b\s*[,!.\u2013\u2014-]|"
                          r"[,!\u2013\u2014-]\s*" + _REACTION_WORD + r"(?:\s+\w+)?\W*$")
_OWN = compile_later(r"(?i)\b(?:i|i'm|im|i'll|ill|i've|i'd|my|me|mine|we|our|us|let'?s)\b")
_ORDER_MARK = compile_later(r"[:=\u2192+]|->|=>|\d")


def reacts_to_another(sentence: str) -> bool:
    """A sentence that reacts to what another player did ("Hoarding polymer at the very end,
    respect.", "Wow, three pods on Cuzco.", "Bold move on Thebes, nice"): a word of praise or
    surprise opening it or closing it after a comma or dash, no word of the writer's own, and no
    colon, "=", "+", arrow or figure of an order. Whatever game word it names is talk about the
    other player's move (a game may further require that it names no die or order verb)."""
    s = sentence.strip()
    if not s or len(s) > 200:
        return False
    return bool(_REACTION.search(s)) and not _OWN.search(s) and not _ORDER_MARK.search(s)


# "two organics-ish things beat a free food imo", "tbh the Nexus is overrated", "Cuzco's the
# better colony in my opinion": an opinion said beside the order (appended by Beta Colony's
# reader)
_OPINION = compile_later(r"(?i)\b(?:imo|imho|tbh|tbf|in\s+my\s+(?:humble\s+)?opinion|if\s+you\s+ask\s+me|"
                         r"i\s+reckon|methinks|personally)\b")
_CHOICE_MARK = compile_later(r"(?i)[:=\u2192>?]|->|\d|\bi'?ll\b|\bi\s+will\b|\bgonna\b|\bgoing\s+(?:to|with|for)\b|"
                             r"\b(?:i|we)\s+(?:take|want|choose|pick|go|get|build|grab|use|move|buy|sell|"
                             r"play|place|put)\b|\bfor\s+me\b|\bplease\b|\bpls\b|\blet'?s\b|\bit\s+is\b|"
                             r"\bmy\s+(?:pick|choice|order|action|move|turn)\b|\binstead\b")


def opinion(sentence: str) -> bool:
    """A sentence that gives an opinion ("two organics-ish things beat a free food imo", "tbh
    the Nexus is overrated"): a marker of opinion (imo, tbh, in my opinion, I reckon) and no
    figure, colon, arrow, question or word of a choice ("I'll", "I take", "for me", "please").
    Beside an order it is talk; a game still reads it as the order when the post holds nothing
    else."""
    s = sentence.strip()
    return bool(s) and len(s) < 300 and bool(_OPINION.search(s)) and not _CHOICE_MARK.search(s)


# "Since no one can negotiate this year: upgrade Influence", "Because red is crashing, sell 2
# blue", "Seeing as the market is full - 4 € please": a reason opening the line, before the order
# (appended by Colonies' reader)
_LEADING_REASON = compile_later(
    r"(?i)^\s*(?P<reason>(?:since|because|cause|coz|cuz|seeing\s+(?:as|that)|given\s+(?:that|how)|"
    r"now\s+that)\b[^:\u2192\n]{3,160}?)\s*(?::|,|\s[\u2013\u2014-]{1,2}\s)\s*(?P<rest>\S.*)$")


def leading_reason_out(text: str) -> tuple[str, str]:
    """A line that opens with a reason ("Since no one can negotiate this year: upgrade
    Influence to 2"): (the rest, the reason), the reason ending at the first colon, comma or
    spaced dash, and holding no figure and at most one comma-free clause. Else (text, "")."""
    if not text or len(text) > 400:
        return text, ""
    m = _LEADING_REASON.match(text)
    if m is None or re.search(r"\d", m.group("reason")) or not re.search(r"[A-Za-z\d]", m.group("rest")):
        return text, ""
    return m.group("rest"), m.group("reason").strip()


# ", they're killing my income", " - it's been sitting there for ages", ", those guys are a pest":
# a remark after the order about what the order deals with (appended by Colonies' reader)
_PRONOUN_REMARK = compile_later(
    r"(?i)^\s*(?:(?:and|because|cause|coz|cuz|since|as)\s+)?(?:they|it|these|those|that|these\s+guys|those\s+guys)"
    r"(?:'re|'s|\s+are|\s+is|\s+were|\s+was|\s+have|'ve|\s+has|\s+keep|\s+keeps)\b[^\d:=\u2192>?]*$")
_PRONOUN_CHOICE = compile_later(r"(?i)^\s*(?:it'?s|it\s+is|that'?s|that\s+is)\s+(?:my|mine|it|the\s+one|for\s+me)\b|"
                                r"\b(?:please|pls|i'?ll|i\s+will|instead|for\s+me)\b")


def pronoun_remarks_out(text: str) -> tuple[str, list[str]]:
    """Clauses after the order that remark on it with a pronoun subject ("hunting 3 off my blue
    route, they're killing my income"; "sell 2 red - it's crashing anyway"): each comma or
    spaced-dash clause after the first, at the end of the text, that opens with they/it/these/
    those + a form of "be" or "have", and holds no figure, colon, arrow, question or word of a
    choice ("it's my pick", "please", "I'll"). Returns the text without them and the clauses."""
    if not text or len(text) > 400:
        return text, []
    parts = re.split(r",\s*|\s+[\u2013\u2014-]{1,2}\s+", text)
    out: list[str] = []
    while len(parts) > 1 and _PRONOUN_REMARK.match(parts[-1].strip(" .!;")) \
            and not _PRONOUN_CHOICE.search(parts[-1]):
        out.insert(0, parts.pop().strip())
    if not out:
        return text, []
    cut = len(text)
    for clause in reversed(out):
        cut = text.rfind(clause, 0, cut)
    return text[:cut].rstrip(" ,\u2013\u2014-"), out


# "EDIT: hmm maybe green instead", "EDIT: perhaps the Ridback", "edit: thinking Nebra now":
# an EDIT that hedges its change (appended by Beta Colony's reader)
_TENTATIVE = compile_later(r"(?i)\b(?:maybe|perhaps|possibly|might|not\s+sure|unsure|dunno|idk|"
                           r"don'?t\s+know|thinking\s+(?:of|about)|considering|wondering|tempted)\b")
_SETTLED = compile_later(r"(?i)\b(?:definitely|final(?:ly)?|decided|for\s+sure|i'?ll|i\s+will|"
                         r"going\s+with|go\s+with|it\s+is|that'?s\s+it)\b")


def tentative_edit(rest: str) -> bool:
    """The text after an EDIT marker (or a "wait, ..." on the order's line) hedges its change
    without making it ("hmm maybe green instead", "perhaps the Ridback", "thinking of Nebra
    now"): a word of doubt (maybe, perhaps, might, not sure, thinking of) and no word that
    settles it ("definitely", "final", "I'll", "going with", "it is"). Which order stands is
    then unclear: a GM asks, and takes neither. An EDIT that only fixed a typo is no change."""
    r = rest.strip()
    if not r or len(r) > 300 or edit_only_remarks(r):
        return False
    return bool(_TENTATIVE.search(r)) and not _SETTLED.search(r)


# "wait no — dock. no, actually Nebra is fine, water it is.": a change of mind taken back
# (appended by Beta Colony's reader)
_TAKES_BACK = compile_later(r"(?i)^\W*(?:(?:no|nah|nope|ok(?:ay)?|hmm+|wait|actually|scratch\s+that|"
                            r"never\s*mind|nvm|ignore\s+(?:that|me))\b[\s,.!:;\u2013\u2014-]*)+")
_RETURNS = compile_later(r"(?i)\b(?:is|was|'s)\s+(?:fine|ok(?:ay)?|good|better)\b|\bafter\s+all\b|"
                         r"\bstick(?:ing)?\s+with\b|\bkeep(?:ing)?\s+(?:it|the\s+first|my\s+first|the\s+original)\b|"
                         r"\bas\s+(?:i\s+)?(?:first\s+)?(?:said|wrote|planned|posted)\b|\boriginal(?:\s+(?:plan|order))?\b|"
                         r"\bback\s+to\s+(?:the\s+first|plan\s+a|my\s+first|the\s+original)\b|\bfirst\s+(?:one|plan)\b|"
                         r"\bas\s+(?:above|before)\b")


def back_to_first(sentences: list[str]) -> tuple[int, int] | None:
    """In the sentences of a post or line, a change of mind (a sentence opening "wait", "no",
    "actually", "hmm", "or" ... after the order) that a later sentence takes back, returning to the first
    order ("green 3 to Nebra, red 4: water. wait no — dock. no, actually Nebra is fine, water it
    is."): the later one opens on a take-back ("no", "actually", "nah", "never mind") and says the
    first stands ("is fine", "after all", "stick with", "as I said", "original"). Returns the
    index of the change of mind and of the sentence that takes it back: what lies between is
    given up, and the last restates the first order (a game checks it names nothing new)."""
    if len(sentences) > 60:
        return None
    for i in range(1, len(sentences)):
        if not talk.is_correction(sentences[i]) and \
                not re.match(r"(?i)^\W*(?:no|hmm+|or|maybe)\b", sentences[i]):
            continue
        for j in range(i + 1, len(sentences)):
            s = sentences[j]
            if _TAKES_BACK.match(s) and _RETURNS.search(s):
                return i, j
        return None
    return None


# (appended by Colonization's reader)
_CORRECTED_INLINE = compile_later(
    r"(?i)^(?P<order>.*?\S)\s*(?:[.!;,]+|\s[\u2013\u2014-]{1,2})\s*(?:or\s+)?"
    r"(?P<marker>no+\s*,?\s*wait|wait\s*,?\s*no|actually\s*,?\s*no|no\s*,?\s*actually|i\s+mean(?:t)?|"
    r"sorry\s*,?\s*(?:i\s+)?meant|make\s+(?:that|it)|correction|err+|um+\s+no|oops)\b[\s,.!:;\u2013\u2014-]*"
    r"(?P<fix>\S.{0,80})$")


def corrected_inline(text: str) -> tuple[str, str] | None:
    """An order and a correction of it on the same line, after a stop, comma or dash ("restore
    the 5. no wait, the 2.", "sell 1 red, I mean 1 blue", "... - or actually no, the 2", "2 gold,
    make that 3"): (the order as first written, the correction), else None. The game decides
    whether the correction is a whole order (it replaces the first) or a piece of one (a coin,
    a count, a place that replaces the same piece), and asks when it cannot tell."""
    if len(text) > 400:
        return None
    m = _CORRECTED_INLINE.match(text.strip())
    if m is None:
        return None
    return m.group("order").strip(), m.group("fix").strip()


# (appended by Beta Colony's reader, set 15)
_SAME_ORDER = compile_later(r"(?i)^\W*(?:(?:ok(?:ay)?|yeah|yep|oh|hmm+)[\s,!.]+)?(?:same(?:\s+(?:here|again|thing|"
                            r"one|choice|order|as\s+(?:above|(?:the\s+)?(?:post\s+)?above|him|her|them|(?P<name>@?[\w'-]{1,30}"
                            r"(?:\s+[\w'-]{1,30})?)))){0,2}|ditto|me\s+too|likewise|(?:i'?ll\s+)?do\s+the\s+same|"
                            r"(?:i'?ll\s+)?(?:take|have|go\s+with)\s+the\s+same|copy(?:ing)?\s+(?:that|this))"
                            r"(?:\s+(?:for|from)\s+me)?(?:\s+(?:too|as\s+well|please|pls|plz|thanks|thx|ty|ta|lol|haha))*"
                            r"[\s,.!:;)(\-\u2013\u2014]*(?:(?:please|pls|plz|thanks|thx|ty|ta|lol|haha|cheers)\b[\s,.!]*)*$")


def same_as_quoted(line: str, text: str) -> str | None:
    """A line that only says "the same as the quoted post" ("same for me, ta", "ditto", "same
    as Fitz pls", "me too", "I'll do the same") in a post that quotes: what the quoted player
    wrote (the one quote, or the quote of the player named), which the line orders for this
    player. None when the line says more, or no single quote fits. Never raises."""
    try:
        if not line or len(line) > 120 or not text or "quote" not in text.lower() and \
                "blockquote" not in text.lower():
            return None
        m = _SAME_ORDER.match(line.strip())
        if m is None:
            return None
        quotes = [q for q in quoted_posts(text[:20_000]) if q[1].strip()]
        name = fold((m.group("name") or "").lstrip("@"))
        if name and name not in ("above", "that", "this"):
            quotes = [q for q in quotes if fold(q[0]).split()[:1] == name.split()[:1]]
        return quotes[0][1] if len(quotes) == 1 else None
    except Exception:   # pragma: no cover - a last resort
        return None


# "was thinking Build but nah", "I was gonna go Build but with 1 BG it's pointless", "leaning
# towards red but ...", "had the mine in mind but ...": more openers of an order considered and
# given up than `given_up` knows (appended by Distant Colony's reader)
_THOUGHT_MORE = compile_later(
    r"^\s*(?:(?:hmm+|well|so|ok|okay|honestly|ha|also|ngl)[,.!]*\s+)*(?:i\s+)?(?:was\s+|am\s+|'m\s+)?"
    r"(?:thinking|gonna|going\s+to|leaning(?:\s+(?:towards?|to))?|planning\s+(?:on|to)|eyeing|"
    r"had\s+(?=.{1,40}?\bin\s+mind\b)|kinda\s+wanted|wanted)\b(?P<thought>.*?)[,;.]?\s+but\b(?P<rest>.*)$",
    re.IGNORECASE)


def given_up_more(text: str) -> tuple[str, str] | None:
    """`given_up` with the openers people also use for a thought they drop: "was thinking Build
    but nah, ...", "I was gonna go Build but ...", "leaning towards red but ...", "had the mine
    in mind but ...": (the thought, what follows "but"), else None. The thought is no order;
    the game reads what follows "but" for one. Never raises."""
    text = (text or "")[:1000]
    found = given_up(text)
    if found is not None:
        return found
    m = _THOUGHT_MORE.match(text)
    if m is None:
        return None
    return m.group("thought").strip(), m.group("rest").strip()


# "send some back", "reject a few", "a bunch of red", "several colonists": an amount given
# without a number (appended by Colonies' reader)
_VAGUE_AMOUNT = compile_later(r"(?i)\b(?:some|a\s+few|few|several|a\s+bunch|bunch|a\s+handful|handful|"
                              r"a\s+lot|lots|loads|a\s+number\s+of|most|a\s+little|a\s+bit)\b")


def vague_amount(words: str) -> str:
    """The vague word a player writes where an order wants a number ("send some back", "reject a
    few", "a bunch of red", "several colonists", "most of my green"): that word, or "" when
    there is none. A game passes only the words of one order's amount (between its verb and
    what it counts), so "some" in talk elsewhere on the line is no concern of it. A GM does not
    guess how many: the reply asks ("a couple of credits", "a pair of red", "plenty of green"
    too)."""
    if not words or len(words) > 200:
        return ""
    m = _VAGUE_AMOUNT.search(words) or _VAGUE_MORE.search(words)
    return " ".join(m.group(0).split()).lower() if m else ""


# "saving money", "saving up for an upgrade", "hoarding cash", "nothing worth doing with 44€":
# why a player passes (appended by Colonies' reader)
_SAVING_UP = compile_later(r"(?i)^\W*(?:(?:i'?m|i\s+am|im|just|still|been|so|because|cause|as)\s+)*(?:"
                           r"sav(?:e|es|ing)\b(?:\s+up)?|hoard(?:s|ing)?\b|stockpil(?:e|es|ing)\b|"
                           r"(?:there'?s\s+)?nothing\s+(?:worth|useful|good)\b|not\s+worth\b|no\s+point\b|"
                           r"can'?t\s+afford\b|too\s+(?:poor|broke)\b|broke\b)")


def saving_up(sentence: str) -> bool:
    """A sentence that says why a player passes or holds back ("saving money", "saving up for
    an upgrade", "hoarding cash", "nothing worth doing with 44€", "too broke"): talk beside a
    pass, whatever game words it names; it orders nothing."""
    s = sentence.strip()
    if not s or len(s) > 200:
        return False
    return bool(_SAVING_UP.match(s))


# "Since Priya keeps blocking me: hunt 3 from her yellow route", "sorry Gorm, 2 off his red
# route": a pronoun for the one player named before it (appended by Colonies' reader)
_POSSESSIVE = compile_later(r"(?i)\b(her|his|their)\s+(?=(?:[\w'-]+\s+){0,2}routes?\b)")
_OBJECT = compile_later(r"(?i)\b(from|to|by|on|off)\s+(her|him|them)\b")


def pronoun_as_named(line: str, players: Collection[str], me: str) -> str:
    """The line with "her/his/their ... route" and "from/to her/him/them" read as the one other
    player named before the pronoun on the line ("Since Priya keeps blocking me: hunt 3 from her
    yellow route" -> "... from Priya's yellow route"); unchanged where no one or more than one
    other player is named before it ("their side" of an agreement is never a player)."""
    if len(line) > 5000 or not re.search(r"(?i)\b(?:her|his|their|him|them)\b", line):
        return line
    names = {fold(p): p for p in players if fold(p) != fold(me)}

    def named_before(pos: int) -> str | None:
        words = set(re.findall(r"[\w-]+", fold(line[:pos])))
        found = [p for key, p in names.items() if set(key.split()) <= words]
        return found[0] if len(found) == 1 else None

    def possessive(m: re.Match) -> str:
        who = named_before(m.start())
        return f"{who}'s " if who else m.group(0)

    def obj(m: re.Match) -> str:
        who = named_before(m.start())
        return f"{m.group(1)} {who}" if who else m.group(0)

    return _OBJECT.sub(obj, _POSSESSIVE.sub(possessive, line))


# "lose 3 yellow. thank god for the yellow glut lol", "sell 2 red. phew, lucky me haha": an
# exclamation said beside the order, naming a game word without a figure (appended by
# Colonies' reader)
_EXCLAIM = compile_later(r"(?i)\b(?:lol|lmao|rofl|haha+|hehe+|thank\s+(?:god|goodness|heavens)|thank\s+the\s+\w+|"
                         r"thankfully|phew|yay|ugh+|sigh|oof|rip|damn|dang|darn|yikes|whew|woo+|"
                         r"fingers\s+crossed|wish\s+me\s+luck|lucky\s+(?:me|i)|what\s+a\s+\w+|so\s+much\s+for)\b")


def exclamation(sentence: str) -> bool:
    """A sentence that only exclaims ("thank god for the yellow glut lol", "ugh, so much for my
    red"): an interjection (lol, phew, thank god, ugh, fingers crossed...) and no figure, colon,
    arrow, question or word of a choice. Said after an order it is talk, whatever game word it
    names; alone in a post a game may still read it."""
    s = sentence.strip()
    return bool(s) and len(s) < 200 and bool(_EXCLAIM.search(s)) and not _CHOICE_MARK.search(s) \
        and not _EXCLAIM_ORDER.search(s)


# a verb of an order: the sentence is not only an exclamation ("skip the second, lol")
_EXCLAIM_ORDER = compile_later(r"(?i)\b(?:skip|pass|nothing|none|keep|sell|buy|take|lose|give|trade|build|"
                               r"upgrade|hunt|refuge|negotiate|make\s+(?:it|that)|change)\b")


# "crim does the thing in the back", "the Farm guy does his usual", "Bob: same as last time":
# an action named by a placeholder, not said (appended by Distant Colony's reader)
_PLACEHOLDER_ACTION = compile_later(
    r"(?i)\b(?:(?:does|do|doing|did)\s+(?:the|his|her|its|their|my|that)\s+(?:thing|stuff|usual|trick|job|bit)"
    r"|(?:the|his|her|its|their|my)\s+usual\b|(?:same|as)\s+(?:as\s+)?(?:last|before|usual|always|discussed)"
    r"\b|you\s+know\s+(?:what|where|the\s+drill)|what\s+we\s+(?:discussed|talked\s+about|agreed)"
    r"|(?:goes|go)\s+where\s+(?:it|he|she|they)\s+(?:always|usually))")


def placeholder_action(sentence: str) -> bool:
    """A sentence that names what acts but not the action, only a placeholder for it ("crim does
    the thing in the back", "the Expert does his usual", "same as last round for the Farm"):
    the reader cannot place it, the GM asks what is meant (when it names a word of the game)."""
    return len(sentence) < 2000 and bool(_PLACEHOLDER_ACTION.search(sentence))


# "(2 W a production)", "(Expert in the CC = 1 VP each production)", "(3 € per round)": what
# something brings every time, a rate (appended by Distant Colony's reader)
_RATE = compile_later(
    r"(?i)\d{1,3}\s*[^\W\d_]{0,12}\.?\s*(?:[^\W\d_]{1,12}\s+)?(?:a|an|each|every|per|/)\s*"
    r"(?:production|round|turn|year|phase|cycle|time|game|generation|season|harvest|shift)s?\b")


def rate_remark(text: str) -> bool:
    """A remark that gives a rate ("2 W a production", "Expert in the CC = 1 VP each production",
    "3 € per round"): what something brings every time, a reason for an order, never a figure
    of this turn. For the text of a bracket or clause; never raises."""
    return len(text or "") < 300 and bool(_RATE.search(text or ""))


# "Warehouse Complex? nah, 2 BG. Just a Warehouse (1 BG)", "sell the Food? no, keep it. Sell 1
# Ore": an order asked, answered no at once, then the order given (appended by Distant Colony's
# reader)
_ASKED_DROPPED = compile_later(
    r"^(?P<dropped>[^?\n]{1,80})\?+\s*(?:nah+|nope|no+|naw|meh|never\s*mind|nvm)\b(?P<stop>[,.!:;\s\u2013\u2014-]*)"
    r"(?P<why>[^.!\n]{0,80}?[.!]+\s+)?(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)
_DECIDING = compile_later(r"(?i)^\s*(?:just|only|instead|so|then|rather|ok(?:ay)?|i'?ll\s+go\s+with|"
                          r"going\s+with|go\s+with)\b[,:\s]*")


def asked_then_dropped(text: str) -> tuple[str, str] | None:
    """An order asked and at once answered no, then the order that stands ("Warehouse Complex?
    nah, 2 BG. Just a Warehouse (1 BG)"): (the order dropped, the order that stands, without
    its "just"/"instead"), else None. With no sentence after the "no" (a reason only, or
    nothing) there is no order that stands: None, the game asks as for any question."""
    text = (text or "")[:2000]
    m = _ASKED_DROPPED.match(text)
    if m is None or m.group("why") is None and not (
            _DECIDING.match(m.group("rest")) or re.search(r"[.!]", m.group("stop"))
            or re.search(r"(?i)\b(?:instead|rather)\W*$", m.group("rest"))):
        return None
    rest = _DECIDING.sub("", m.group("rest"), count=1).strip()
    rest = re.sub(r"(?i)[,\s]*\b(?:instead|rather)\W*$", "", rest).strip()
    if not rest or rest.rstrip().endswith("?"):
        return None
    return m.group("dropped").strip(), rest


# "meh, 1 green is worth nothing this early... ok fine, take the 4 credits", "hmm, red is cheap
# right now. oh well, sell 2 red": a grudging thought, then a word of giving in, then the order
# that stands (appended by Colonies' reader)
_GRUDGING = compile_later(
    r"^(?P<mulled>[^:=\u2192\n?]{3,200}?)(?:\.{2,}|\u2026|[.!;,]|\s[\u2013\u2014-]{1,2})\s*"
    r"(?P<mark>ok(?:ay)?\s*,?\s+fine|fine(?:\s+then)?|alright(?:\s+then)?|all\s+right(?:\s+then)?|"
    r"oh\s+well|ok(?:ay)?\s+then|whatever|ok(?:ay)?\s*,?\s+so|i\s+guess|guess\s+i'?ll|so\s+be\s+it|"
    r"ok(?:ay)?\s*,?\s+whatever)\b[\s,.!:;\u2013\u2014-]*(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)
_MULLING = compile_later(
    r"(?i)^\W*(?:meh+|hmm+|hm+|ugh+|eh+|bah|sigh|well|welp|pfff*|argh+|honestly|tbh)\b|"
    r"\b(?:is|are|isn'?t|aren'?t|was|were|would\s+be|'s)\b|\bworth\b|\bnot\s+(?:great|ideal|much)\b")


def grudging_decision(text: str) -> tuple[str, str] | None:
    """A grudging thought, a word of giving in, then the order that stands ("meh, 1 green is
    worth nothing this early... ok fine, take the 4 credits"; "hmm, red is cheap now. oh well,
    sell 2 red"): (the thought, the order), else None. The thought opens with a sigh (meh, hmm,
    ugh, well) or says how things stand (a copula, "worth"), and holds no colon, arrow or
    question; the order after "ok fine", "oh well", "alright then", "I guess" must be there and
    not end in a question mark. The figures of the thought are talk, never a second order."""
    text = (text or "")[:2000]
    m = _GRUDGING.match(text)
    if m is None or not _MULLING.search(m.group("mulled")):
        return None
    rest = m.group("rest").strip()
    if not re.search(r"[A-Za-z\d]", rest) or rest.endswith("?"):
        return None
    return m.group("mulled").strip(), rest


# "4€. (the industry action isn't worth it for me)", "(not worth it)", "(too pricey imo)": a
# judgement in brackets after the order (appended by Colonies' reader)
_JUDGED_BRACKET = compile_later(
    r"\(\s*(?P<body>[^()\d:=\u2192>?]{3,160})\)", re.IGNORECASE)
_JUDGEMENT = compile_later(
    r"\b(?:is|are|isn'?t|aren'?t|was|wasn'?t|would\s*n'?t\s+be|'s|not)\s+(?:really\s+|even\s+|very\s+|so\s+|too\s+)?"
    r"(?:worth|useful|needed|necessary|great|good|bad|ideal|enough|much|helpful|an\s+option|possible|"
    r"affordable|cheap|expensive|pricey)\b|\b(?:not|never)\s+worth\b|\btoo\s+(?:pricey|expensive|"
    r"costly|slow|weak)\b|\b(?:useless|pointless|worthless|overpriced)\b", re.IGNORECASE)
_JUDGED_CHOICE = compile_later(r"\b(?:i'?ll|i\s+will|i\s+(?:take|want|choose|pick)|please|pls|instead\s+of\s+)\b",
                               re.IGNORECASE)


def judged_brackets_out(text: str) -> tuple[str, list[str]]:
    """Brackets after an order that judge something ("4€. (the industry action isn't worth it
    for me)", "(not worth it)", "(too pricey imo)"): a bracket with no figure, colon, arrow or
    question, holding a judgement (is/isn't worth, useful, too pricey, pointless) and no word of
    a choice. Returns the text without them and the brackets taken out (talk): what they name is
    not a second order. Text before the first bracket must remain."""
    if not text or len(text) > 400 or "(" not in text:
        return text, []
    found = [m for m in _JUDGED_BRACKET.finditer(text)
             if _JUDGEMENT.search(m.group("body")) and not _JUDGED_CHOICE.search(m.group("body"))]
    if not found or not re.search(r"[A-Za-z\d]", text[:found[0].start()]):
        return text, []
    out, kept, at = [], [], 0
    for m in found:
        kept.append(text[at:m.start()])
        out.append(m.group(0))
        at = m.end()
    kept.append(text[at:])
    return " ".join(" ".join(kept).split()), out


# "Warehouse Complex? not with 1 BG. Warehouse then", "Complex?? lol no. Warehouse.", "a Lab? too
# pricey - plain Farm": the answer "no" said other ways, then the order that stands after the last
# stop, dash or comma (appended by Distant Colony's reader)
_ASKED_NO = compile_later(
    r"^(?P<dropped>[^?\n]{1,80})\?+\s*(?:(?:lol|haha|hmm+|ehh?|well|ha)[,!.\s]+)*"
    r"(?:nah+|nope|no+(?:\s+way)?|naw|meh|never\s*mind|nvm|not\s+(?:with|on|for|yet|now|this\s+(?:round|time|turn))\b|"
    r"too\s+(?:expensive|pricey|dear|much|costly)|can'?t\s+afford|cannot\s+afford)\b(?P<tail>[^?\n]{0,200})$",
    re.IGNORECASE)
_LAST_PART = compile_later(r"(?:[.!]+\s+|\s[\u2013\u2014-]{1,2}\s|[\u2013\u2014]|,\s*)(?=[^.!,\u2013\u2014]*$)")
_STANDS_WORDS = compile_later(r"(?i)^\s*(?:just|only|instead|so|then|rather|plain|ok(?:ay)?|i'?ll\s+go\s+with|"
                              r"going\s+with|go\s+with)\b[,:\s]*|[,\s]*\b(?:then|instead|rather)\W*$")


def asked_then_dropped_more(text: str) -> tuple[str, str] | None:
    """`asked_then_dropped` for the other ways players answer their own question no ("not with 1
    BG", "lol no", "too pricey", "can't afford it") before the order that stands, which follows
    the last full stop, dash or comma ("Warehouse Complex? not with 1 BG. Warehouse then"):
    (the order dropped, the order that stands, without "just"/"then"/"instead"), else None
    (no part after the answer, or one that asks or hedges). Never raises."""
    text = (text or "")[:400].strip()
    m = _ASKED_NO.match(text)
    if m is None:
        return None
    tail = m.group("tail").rstrip(" .!")
    cut = list(_LAST_PART.finditer(tail))
    if not cut:
        return None
    rest = tail[cut[-1].end():].strip(" .!")
    for _ in range(2):
        rest = _STANDS_WORDS.sub("", rest).strip(" .!")
    if not rest or len(rest) > 120 or re.search(r"(?i)\b(?:maybe|perhaps|or|if|unless|not|no)\b", rest):
        return None
    return m.group("dropped").strip(), rest


# "or the left manufactory if that's taken somehow", "otherwise Jyo", "failing that, Nebra",
# "Nebra as a backup", "or Jyo in case someone beats me to it": a second choice offered only for
# when the first cannot be had (appended by Beta Colony's reader)
_FALLBACK_OPEN = compile_later(r"(?i)^\W*(?:otherwise|else|or\s+else|if\s+not|failing\s+that|"
                               r"(?:and\s+)?if\s+(?:it|that|this)\s*(?:'s|is|gets)\s+(?:already\s+)?taken)\b")
_FALLBACK_WHEN = compile_later(
    r"(?i)\b(?:if|in\s+case|should)\s+(?:that|it|this|the\s+first|the\s+other|mine|my\s+first\s+\w+)"
    r"(?:\s+one)?\s*(?:'s|is|was|gets|got|has\s+been|be|are|ends\s+up)?\s*(?:already\s+)?"
    r"(?:taken|gone|full|occupied|blocked|unavailable|claimed|used|not\s+(?:free|available|open|possible))\b|"
    r"\b(?:if|in\s+case)\s+[\w'-]+(?:\s+[\w'-]+)?\s*(?:'s|is|was|gets|got|has\s+been|ends\s+up)\s+(?:already\s+)?"
    r"(?:taken|gone|full|occupied|blocked|claimed)\b|"
    r"\b(?:if|in\s+case)\s+(?:someone|somebody|anyone|any\w*\s+else|\w+)\s+(?:beats?\s+me|takes?|took|grabs?|"
    r"gets?\s+there|is\s+(?:already\s+)?there|'s\s+(?:already\s+)?there)\b|"
    r"\bas\s+(?:a|my)\s+(?:fallback|backup|back-up|second\s+choice|plan\s+b)\b")


def fallback_offered(piece: str) -> bool:
    """Whether a clause offers a second choice only for when the first cannot be had ("or the
    left manufactory if that's taken somehow", "otherwise Jyo", "Nebra as a backup"): the
    game reads the first choice where it can be had, else this one. For one clause; never
    raises."""
    piece = (piece or "")[:300]
    if _FALLBACK_OPEN.match(piece):
        return True
    return bool(re.match(r"(?i)^\W*(?:or|and|else|but)\b", piece) or
                re.search(r"(?i)\bas\s+(?:a|my)\s+(?:fallback|backup|back-up|second\s+choice|plan\s+b)\b",
                          piece)) and bool(_FALLBACK_WHEN.search(piece))


# "Next round I'll probably sell, but for now: industry ...", "gonna upgrade next turn; this turn
# I'll just sell 1 blue", "I'll hunt later, for now refuge ...": a plan for a later turn, then the
# order of this turn after "for now" / "this turn" / "right now" (appended by Colonies' reader)
_NOW_TURN = compile_later(
    r"\s*[,;:.!\u2013\u2014-]*\s*(?:(?:but|though|however|and|so)\s*,?\s+)?"
    r"(?:for\s+now|(?:for\s+)?this\s+(?:turn|round|time|year|action|phase)(?:\s+though)?|right\s+now|today|"
    r"at\s+the\s+moment|now)\b\s*(?:though|tho|however)?\s*[:,\u2013\u2014-]?\s*", re.IGNORECASE)


def later_plan_then_now(text: str) -> tuple[str, str] | None:
    """A plan for a later turn said first, then the order of this turn after "for now", "this
    turn", "right now" ("Next round I'll probably sell, but for now: producing 1 blue",
    "gonna upgrade next turn; this turn I'll just sell 1 blue", "I'll hunt later, for now refuge
    1 ..."). Returns (the plan, the rest), or None when the text before the marker is not a
    whole plan for later (`later_plan`) or nothing follows it."""
    if not text or len(text) > 400:
        return None
    for m in _NOW_TURN.finditer(text):
        plan, rest = text[:m.start()].strip(), text[m.end():].strip()
        if not plan or not re.search(r"[A-Za-z\d]", rest) or not later_plan(plan):
            continue
        return plan, rest
    return None


# "Fine, I'll clean my own route first: hunt 2 off my red route", "ok I'm going to play it safe:
# sell 1 blue", "Time to do something useful: ...": a sentence of intent that leads into the
# order after its colon (appended by Colonies' reader)
_INTENT_LEAD = compile_later(
    r"^\W*(?:[a-z']{1,12}\W{1,3}){0,2}?(?:(?:i\s+think\s+)?(?:i'?ll|i\s+will|i'?m\s+(?:gonna|going\s+to)|"
    r"gonna|let'?s|time\s+to|i\s+(?:want|need|have)\s+to|i'?d\s+better|better)\b[^:\d\n]{2,90}?)"
    r"\s*(?::|\u2192|->|\u2013|\u2014|\s-\s)\s*(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)


def intent_lead_out(text: str) -> tuple[str, str] | None:
    """A sentence of intent that leads into the order after a colon, arrow or dash ("Fine,
    I'll clean my own route first: hunt 2 off my red route", "ok I'm going to play it safe:
    sell 1 blue"): no figure before the colon. Returns (the lead, the rest), or None. The game
    must check the rest holds an order of its own (else the lead named the action: "I'll
    hunt first: 2 from my red route")."""
    if not text or len(text) > 400:
        return None
    m = _INTENT_LEAD.match(text.strip())
    if m is None:
        return None
    rest = m.group("rest").strip()
    lead = text.strip()[:m.start("rest")].rstrip(" :-\u2013\u2014\u2192>")
    if not re.search(r"[A-Za-z\d]", rest) or "?" in lead:
        return None
    return lead, rest


# "selling blue is a waste, so industry ...", "negotiating is useless for me - sell 1 blue",
# "Selling isn't worth it right now, so I'll ...": a judgement of an option, then the order
# after ", so", a spaced dash, a semicolon or a stop (appended by Colonies' reader)
_JUDGED_FIRST = compile_later(
    r"^\s*(?P<judged>[^:;\d\u2192\n]{3,140}?)\s*(?:,\s*(?:so|then|hence|therefore)\b|\s+so\s+|"
    r"\s[\u2013\u2014-]{1,2}\s|;|\.\s|!\s)\s*(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)
_JUDGEMENT_MORE = compile_later(
    r"\b(?:a\s+waste|waste\s+of|boring|a\s+joke|terrible|rubbish|no\s+point|not\s+great|bad\s+deal|"
    r"dead\s+end|meh)\b", re.IGNORECASE)


def judged_option_first(text: str) -> tuple[str, str] | None:
    """A judgement of an option opening the line, then the order after ", so", a spaced dash,
    a semicolon or a stop ("selling blue is a waste, so industry ...", "negotiating is useless
    for me - sell 1 blue"): the judgement holds a word of judging (is/isn't worth, useless,
    pointless, a waste, boring), no figure, colon, question or word of a choice. Returns (the
    judgement, the rest), or None. The game must check the rest holds an order of its own."""
    if not text or len(text) > 400:
        return None
    m = _JUDGED_FIRST.match(text)
    if m is None:
        return None
    judged, rest = m.group("judged").strip(), m.group("rest").strip()
    if "?" in judged or not re.search(r"[A-Za-z\d]", rest) or _JUDGED_CHOICE.search(judged):
        return None
    if not (_JUDGEMENT.search(judged) or _JUDGEMENT_MORE.search(judged)):
        return None
    return judged, rest


# "nah, reserve a crim instead lol jk... unless?", "swap to the Food haha kidding, or am I?": a
# change called a joke and then left open (appended by Distant Colony's reader)
_JOKE = compile_later(r"(?i)\b(?:jk|j/k|jking|just\s+kidding|kidding|just\s+joking|joking)\b")
_DOUBT_AFTER = compile_later(r"(?i)\b(?:unless|or|maybe|perhaps|hmm+|idk|not\s+sure|tempting)\b|\?")


def joked_change(rest: str) -> bool:
    """The text after an EDIT marker (or an order) makes a change, calls it a joke and then
    leaves it open ("nah, reserve a crim instead lol jk... unless?", "sell the Food instead haha
    kidding, or am I?", "kidding... maybe"): a joke word (jk, kidding, joking) with a doubt after
    it (unless, or, maybe, a question mark). The change is neither made nor taken back: a GM asks
    which version stands. A joke word with nothing open after it ("... lol jk") takes the change
    back: False. Never raises."""
    r = (rest or "")[:300]
    m = _JOKE.search(r)
    return m is not None and bool(_DOUBT_AFTER.search(r[m.end():]))


def phrases_out(pattern: Any, text: str, trim: str) -> tuple[str, list[str]]:
    """The shared step of the kit's talk-taking functions (`purpose_out`, `reading_hedges_out`,
    `self_doubt_out`, `money_purpose_out`): the text without every match of `pattern`, and the
    matches taken out, each stripped of the characters in `trim`. An empty text or one over
    2,000 characters is left as it is (a post's line, never a whole post). Never raises."""
    if not text or len(text) > 2000:
        return text, []
    found = [m.group(0).strip(trim) for m in pattern.finditer(text)]
    if not found:
        return text, []
    return pattern.sub("", text), found


# "for the points", "for the VP", "for some extra VP", "for the endgame", "for fun": what an order
# is for, said inside it (appended by Colonies' reader)
_PURPOSE = compile_later(
    r"(?i)\s*[,;]?\s*\b(?:just\s+|mostly\s+|purely\s+|all\s+)?for\s+(?:the\s+|some\s+|a\s+few\s+|my\s+|more\s+)?"
    r"(?:(?:extra|easy|last|final|end[\s-]?game|bonus|cheap)\s+)?"
    r"(?:points?|pts|vps?|victory\s+points?|score|end[\s-]?game|win|lulz|lols?|fun|memes|glory|race)\b"
    r"(?:\s+(?:later|at\s+the\s+end|obviously|lol|haha))?")


def purpose_out(text: str) -> tuple[str, list[str]]:
    """A purpose phrase said inside an order ("Going for Commerce lvl 3 for the points, buying
    ...", "upgrade Military for the VP", "sell 2 red for fun"): (the text without it, the phrases
    taken out). Points, a win, fun are what the order is for, never an amount or a price: "for
    5 €" or "for the 3 blue" stay. Game-neutral; never raises."""
    return phrases_out(_PURPOSE, text, " ,;")


# "a couple of credits", "a pair of red", "plenty of green", "a good few", "a load of": more of
# `vague_amount`'s words (added by Colonies' reader)
_VAGUE_MORE = compile_later(r"(?i)\b(?:a\s+couple(?:\s+of)?|couple\s+of|a\s+pair\s+of|plenty(?:\s+of)?|a\s+good\s+few|"
                            r"a\s+load\s+of|a\s+ton\s+of|tons\s+of|a\s+heap\s+of|heaps\s+of|a\s+fair\s+few)\b")


# "The extra food at Jyo looks handy too.", "that power seems strong", "Nebra sounds nice": a
# judgement of how something looks, said beside the order (appended by Beta Colony's reader)
_APPRAISAL_ADVERB = r"(?:(?:really|very|pretty|quite|so|super|kinda|kind\s+of|rather|a\s+bit|fairly|also|too)\s+)?"
_APPRAISAL_WORD = (r"(?:handy|useful|strong|neat|tasty|juicy|helpful|interesting|promising|powerful|appealing|"
                   r"tempting|attractive|convenient)")
_APPRAISAL = compile_later(
    r"(?i)\b(?:looks?|looking|seems?|sounds?|feels?)\s+" + _APPRAISAL_ADVERB + r"(?:" + _APPRAISAL_WORD
    + r"|nice|good|great|cool|solid|decent|fun|lovely|sweet)\b|"
    r"\b(?:is|are|'s)\s+" + _APPRAISAL_ADVERB + _APPRAISAL_WORD + r"\b")


def appraisal(sentence: str) -> bool:
    """A sentence that judges how something looks ("The extra food at Jyo looks handy too.",
    "that power seems strong", "Nebra sounds nice"): a verb of seeming or "is" and a word of
    praise, with no figure, colon, arrow, question or word of a choice (the kit's opinion marks),
    and no two options weighed ("A or D both look good" is no talk: the choice is open).
    Beside an order it is talk; a game still reads it as the order when the post holds nothing
    else."""
    s = sentence.strip()
    return bool(s) and len(s) < 300 and bool(_APPRAISAL.search(s)) and not _CHOICE_MARK.search(s) \
        and not re.search(r"(?i)\b(?:or|both|either|vs)\b", s)     # ("A or D both look good": weighed)


# "that's Mat A if I read the status right", "if I'm reading the board correctly", "unless I
# misread": a hedge on the writer's own reading of the rules or the board (appended by Beta
# Colony's reader)
_READING_HEDGE = compile_later(
    r"(?i),?\s*\b(?:if|assuming)\s+(?:i\s+|i'?m\s+|im\s+|i\s+am\s+)?(?:read|reading|understand|understood|"
    r"got|get|getting|count(?:ed)?|see|saw)\s+(?:(?:this|that|it|the\s+[\w'-]+(?:\s+[\w'-]+)?|everything)\s+)?"
    r"(?:right|correctly|properly)\b|,?\s*\bunless\s+i(?:'ve|\s+have)?\s+(?:misread|misunderstood|"
    r"miscounted|got\s+(?:it|that|this)\s+wrong)(?:\s+(?:it|that|this|the\s+[\w'-]+|something))?\b")


def reading_hedges_out(text: str) -> tuple[str, list[str]]:
    """The text without the writer's hedges on their own reading ("that's Mat A if I read the
    status right", "if I'm reading the board correctly", "unless I misread something"): the text
    left, and the hedges taken out (talk: they do not make the order conditional). Never raises."""
    return phrases_out(_READING_HEDGE, text or "", " ,")


# "water if Wren didn't take it", "Jyo unless Tad goes there first", "dock, depending on whether
# Ann moves": an order that waits on another player, the condition anywhere in it (appended by
# Beta Colony's reader; the kit's conditional_on looks at a sentence's start only)
_WAITS_ON = compile_later(r"(?i)(?:^|[\s,;(\u2013\u2014-])(?:if|unless|in\s+case|provided(?:\s+that)?|"
                          r"as\s+long\s+as|depending\s+on(?:\s+whether)?|assuming)\s+([A-Za-z][\w'-]*)")


def waits_on(text: str, others: Collection[str]) -> str:
    """The other player an order waits on, wherever the condition stands ("water if Wren didn't
    take it", "Jyo unless Tad goes there first"), as written, or "". A GM cannot settle what
    another player will do: the reply asks. Never raises."""
    folded = {fold(o) for o in others}
    for m in _WAITS_ON.finditer((text or "")[:2000]):
        if fold(m.group(1)).removesuffix("'s") in folded:
            return m.group(1)
    return ""


# "if I read the board right", "if I'm not mistaken", "unless I miscounted", "if my math is
# right", "assuming I counted correctly": the poster's doubt about their own reading of the
# table (appended by Colonies' reader, set 20)
_SELF_DOUBT = compile_later(
    r"(?i)\s*(?:[,;(]|\s[\u2013\u2014-])?\s*\b(?:(?:if|assuming|provided)\s+(?:i\s+(?:read|counted|count|got|understood|"
    r"understand|did\s+(?:the|my)\s+(?:math|maths|sums?)|calculated|added\s+(?:it|that|this|them)\s+up|see)"
    r"(?:\s+(?:the|this|that|it|my|everything|things))?(?:\s+(?:board|table|market|markets|shelves|"
    r"prices|rules?|numbers|figures|sums?|math|maths))?\s+(?:right|correctly|properly|ok|okay)|"
    r"(?:my|the)\s+(?:math|maths|sums?|numbers|count)\s+(?:is|are)\s+(?:right|correct|ok|okay)|"
    r"i'?m\s+not\s+(?:mistaken|wrong))|unless\s+i(?:'?ve)?\s+(?:miscounted|misread|got\s+it\s+wrong|messed\s+up|"
    r"am\s+(?:mistaken|wrong)|'m\s+(?:mistaken|wrong)))\b\s*\)?")


def self_doubt_out(text: str) -> tuple[str, list[str]]:
    """The poster's doubt about their own reading of the table said around an order ("sell 1 red,
    should be 2€ if I read the board right", "1 credit, unless I miscounted", "5 € if my math is
    right"): (the text without it, the phrases taken out). The order and its figures stay and
    are checked as written: the doubt is talk, never a hedge between two orders, and its words
    ("read", "board") are never the order's. Game-neutral; never raises."""
    left, found = phrases_out(_SELF_DOUBT, text, " ,;()-\u2013\u2014")
    return (left.strip() if found else left), found


# "for the cash", "for the money obviously", "just for the coin": what a sale or a hunt is for,
# said after its figures (appended by Colonies' reader, set 20; `purpose_out` has points, a win)
_MONEY_PURPOSE = compile_later(r"(?i)\s*(?:[,;]|\s[\u2013\u2014-])?\s*\b(?:just\s+|mostly\s+|purely\s+)?for\s+"
                               r"(?:the\s+|some\s+)?(?:cash|money|moneys|dosh|coin|income)\b"
                               r"(?:\s+(?:obviously|lol|haha|of\s+course))?(?=\s*(?:[.!,;)]|$))")


def money_purpose_out(text: str) -> tuple[str, list[str]]:
    """`purpose_out` for money as the purpose ("sell 1 red for 2€ - for the cash obviously",
    "Sell 1 red (2€), for the money"): (the text without it, the phrases taken out). "for 5 €"
    (a price) stays. Game-neutral; never raises."""
    return phrases_out(_MONEY_PURPOSE, text, " ,;-\u2013\u2014")


# "C has the fuel thing but D lets me pay pods with pairs", "Nebra gives water while Jyo is
# closer": two options set side by side, each the subject of a verb that describes it (appended
# by Beta Colony's reader)
_WEIGH_SUBJECT = r"(?:(?:the|mat|option|plan)\s+)?([\w'-]+)(?:\s+[\w'-]+)?"
_WEIGH_VERB = (r"(?:has|have|gives?|lets?|is|are|offers?|gets?|seems?|looks?|makes?|helps?|"
               r"would\s+(?:give|let|be|get)|sounds?|means?|costs?)")
_WEIGHS = compile_later(
    r"(?i)^\W*(?:(?:hmm+|well|ok(?:ay)?|so|ugh)\W+)*" + _WEIGH_SUBJECT + r"\s+" + _WEIGH_VERB
    + r"\b[^.!?;:=\u2192>]{1,120}?(?:,\s*)?\b(?:but|while|whereas|although|though|yet|and)\s+"
    + _WEIGH_SUBJECT + r"\s+" + _WEIGH_VERB + r"\b")
_WEIGH_PRONOUNS = frozenset({"i", "i'm", "im", "you", "he", "she", "we", "they", "it", "that",
                             "this", "there", "which", "who", "what", "everyone", "nobody"})
_WEIGH_DECIDED = compile_later(
    r"(?i)\b(?:i'?ll|i\s+will|i'?m\s+(?:going|taking|gonna)|i\s+(?:take|choose|pick|go\s+with|want)|"
    r"gonna|going\s+with|let'?s\s+(?:go|take|do|pick)|decided?|so\s+i|therefore|final(?:ly)?)\b")


def weighs_options(sentence: str) -> bool:
    """A sentence that sets two options side by side, each the subject of a verb that describes
    it ("C has the fuel thing but D lets me pay pods with pairs", "Nebra gives water while Jyo
    is closer"), with no decision in it ("so I'll take D" is one), no colon, arrow or "=": the
    player weighing the choice. Talk when another sentence of the post makes the choice; with
    none, the choice is still open. The two subjects must differ and be no pronouns. Never
    raises."""
    s = (sentence or "").strip()
    if not s or len(s) > 300 or _WEIGH_DECIDED.search(s):
        return False
    m = _WEIGHS.search(s)
    if m is None:
        return False
    first, second = fold(m.group(1)), fold(m.group(2))
    return first != second and first not in _WEIGH_PRONOUNS and second not in _WEIGH_PRONOUNS


# "or Gan De if someone grabbed it before me", "else Jyo in case anybody snagged it first", "or the
# left one if somebody beat me to it": the fallback's condition in the past tense (appended by
# Beta Colony's reader)
_FALLBACK_PAST = compile_later(
    r"(?i)^\W*(?:or|and|else|but|otherwise)\b.*\b(?:if|in\s+case|should)\s+(?:someone|somebody|anyone|"
    r"anybody|some\s*one|any\w*\s+else|another\s+player|\w+)\s+(?:already\s+|has\s+|had\s+|have\s+)?"
    r"(?:grabbed|took|taken|picked|claimed|snagged|nabbed|stole|got|gotten|beat\s+me\s+to)\b")


def fallback_offered_past(piece: str) -> bool:
    """Whether a clause offers a second choice for when another player took the first, said in
    the past tense ("or Gan De if someone grabbed it before me"): as `fallback_offered`, which
    reads the present tense. For one clause; never raises."""
    return bool(_FALLBACK_PAST.match((piece or "")[:300]))


# ", I'm over my storage", "- we're at capacity", ", since I'm low on food": the player saying how
# their own stock stands after an order (appended by Distant Colony's reader)
_SELF_STATE = compile_later(
    r"(?i)^\s*(?:(?:and|because|cause|coz|cuz|since|as|but)\s+)?"
    r"(?:i'?m|im|i\s+am|we'?re|we\s+are|i'?ve\s+been|i\s+was|we\s+were)\s+(?:already\s+|way\s+|a\s+bit\s+|"
    r"well\s+|now\s+|still\s+|totally\s+|kinda\s+)?"
    r"(?:over|at|above|past|near|close\s+to|full|maxed|capped|low|running\s+low|short|out|broke|"
    r"overflowing|swimming|drowning|flush|rich|poor|tight|stuck|bursting)\b[^\d:=\u2192>?]*$")
_SELF_STATE_CHOICE = compile_later(r"(?i)\b(?:please|pls|i'?ll|i\s+will|instead|for\s+me|so\s+i|"
                                   r"gonna|going\s+to)\b")


def self_state_clauses_out(text: str) -> tuple[str, list[str]]:
    """Clauses after the first of a sentence in which the player says how their own stock
    stands ("Warehouse (1 BG), I'm over my storage", "sell 2 Food - we're low on Wealth", "buy 1
    Machine, since I'm short"): a comma or spaced-dash clause opening with I'm / we're + a word
    of a level (over, at, low, short, full, out...), with no figure, colon, arrow, question or
    word of a choice ("please", "I'll", "instead"). Each sentence of the text is read apart, so
    the clause may stand mid-line ("..., I'm over my storage. Second build: none"). Returns the
    text without them and the clauses. Never raises."""
    if not text or len(text) > 600:
        return text, []
    out: list[str] = []
    kept_sentences: list[str] = []
    for sentence in split_sentences(text):
        parts = re.split(r"(,\s*|\s+[\u2013\u2014-]{1,2}\s+)", sentence)
        keep = parts[:1]
        for sep, part in zip(parts[1::2], parts[2::2]):
            bare = part.strip(" .!;")
            if bare and _SELF_STATE.match(bare) and not _SELF_STATE_CHOICE.search(bare):
                out.append(bare)
                if part.rstrip().endswith((".", "!", ";")):
                    keep.append(part.rstrip()[-1])
                continue
            keep.extend([sep, part])
        kept_sentences.append("".join(keep))
    if not out:
        return text, []
    return " ".join(s.strip() for s in kept_sentences).strip(), out


# "farms +5 food (2 farms + complex 2 + 1 bonus)", "+4 W (2 + 2)", "3 VP (1 base and 2 bonus)":
# the parts a figure is made of, in brackets after it (appended by Distant Colony's reader)
_BREAKDOWN_NOT = compile_later(r"(?i)[=\u2212*/\u00d7\u2192>:?;]|\s-\s*\d|\bx\b|\b(?:minus|less|is|leaves|makes|"
                               r"gives|left|total|each|per|or|instead)\b")
_BREAKDOWN_JOIN = compile_later(r"(?i)\s*(?:\+|\bplus\b|\band\b|&)\s*")


def breakdown_of(figure: int, inner: str) -> bool | None:
    """Whether the bracket `inner`, written after the figure `figure`, is that figure broken
    into its parts ("2 farms + complex 2 + 1 bonus" after "+5"): two or more parts joined by
    "+" / "plus" / "and", each one number with at most three words of label, and nothing of
    another sum ("=", "minus", "left", "each", "or"). None when it is no breakdown; else
    whether its parts come to the figure (a GM reads a right one as a remark). Never
    raises."""
    s = (inner or "").strip()
    if not s or len(s) > 120 or _BREAKDOWN_NOT.search(s):
        return None
    parts = _BREAKDOWN_JOIN.split(s)
    if len(parts) < 2:
        return None
    total = 0
    for part in parts:
        found = re.findall(r"\d{1,4}", part)
        if len(found) != 1 or len(part.split()) > 4:
            return None
        total += int(found[0])
    return total == abs(figure)


# "Not sure between drawing another planet and just going to the 3 of Moons ... Will decide
# tonight", "torn between the restore and a draw", "I'll decide later": the choice between
# orders put off, not made (appended for Colonization, fix21-cz)
_PUT_OFF = compile_later(
    r"(?i)\b(?:not\s+sure|unsure|torn|undecided|can'?t\s+decide|cannot\s+decide|deciding|debating|"
    r"hesitating|wavering|stuck|choosing|split)\s+(?:[\w']+\s+){0,2}?between\b|"
    r"\b(?:will|i'?ll|i\s+will|gonna|going\s+to|let\s+me)\s+(?:[\w']+\s+)?decide\b(?!\s+(?:to|on)\b)|"
    r"\bdecide\s+(?:it\s+)?(?:later|tonight|tomorrow|soon|in\s+the\s+morning|after\s+work)\b|"
    r"\b(?:will|i'?ll)\s+(?:post|confirm)\s+(?:my\s+|the\s+)?(?:real\s+|final\s+)?(?:order|move|action|turn)\s+"
    r"(?:later|tonight|tomorrow|soon)\b")
_PUT_OFF_DECIDED = compile_later(
    r"(?i)\b(?:let'?s\s+go\s+with|go(?:ing)?\s+with|decided\s+on|i'?ll\s+(?:take|go\s+with|go\s+for)|"
    r"final\s+answer|settl(?:ing|ed)\s+on|i'?m\s+(?:doing|taking|going\s+with|going\s+for)|"
    r"so\s+i'?ll|(?:ok(?:ay)?|fine)[,.!]?\s+(?:i'?ll|going|doing))\b|\bdecided?\s*[:,\u2013\u2014-]")


def choice_put_off(text: str) -> bool:
    """A post that weighs orders and puts the choice off ("Not sure between drawing another
    planet and just going to the 3 of Moons. Thoughts anyone? Will decide tonight", "torn between
    the restore and a draw", "I'll decide later"), with no decision after the doubt ("..., going
    with the draw" is one): the order not made yet; a GM asks which, never takes one of them.
    Never raises."""
    t = (text or "")[:4000]
    m = _PUT_OFF.search(t)
    return m is not None and not _PUT_OFF_DECIDED.search(t, m.end())


# "A has the black six thing for collecting", "Nebra gives water", "the D one lets me pay pods
# with pairs": one of the options just wondered about ("A or D..."), the subject of a verb that
# describes it (appended by Beta Colony's reader, set 22)
_ONE_OPTION = compile_later(
    r"(?i)^\W*(?:(?:hmm+|well|ok(?:ay)?|so|ugh|and|but|i\s+mean|like)\W+)*"
    r"(?:(?:the|mat|option|plan)\s+)?(?P<subject>[\w'-]+(?:\s+[\w'-]+)?)(?:\s+one)?"
    r"(?:'s\s+(?!the\s+one\b)|\s+(?:" + _WEIGH_VERB[3:-1] + r"|goes|fits|pays|counts|completes|"
    r"finishes|fills|matches|(?:can|could|would|will|might)\s+(?:give|let|get|make|help|be|collect|"
    r"count|pay|move|go|fit|finish|complete|fill)s?)\b)")
_ONE_OPTION_CHOSEN = compile_later(
    r"(?i)\b(?:is|it'?s|'s|are|seems?|looks?|sounds?)\s+(?:\w+\s+)?(?:fine|good|ok|okay|better|best|"
    r"it|perfect|great|mine|the\s+(?:one|winner|pick|choice)|my\s+(?:pick|choice|one))\b")


def describes_option(sentence: str, options: Collection[str]) -> bool:
    """A sentence that describes one of `options` (folded words or names the post has just
    wondered between, "A or D..."): the option the subject of a verb that says what it has,
    gives or lets ("A has the black six thing for collecting", "Nebra gives water", "the D one
    lets me pay pods with pairs"), with no decision in it ("so I'll take A"), no colon, arrow,
    "=" or question, and no word that picks it ("D is the one", "A is fine"). Talk when another
    sentence makes the choice (the player's reason); with none, the choice is still open.
    Game-neutral; never raises."""
    s = (sentence or "").strip()
    if not s or len(s) > 200 or not options or re.search(r"[?:=\u2192>]", s) or \
            _WEIGH_DECIDED.search(s) or _ONE_OPTION_CHOSEN.search(s):
        return False
    m = _ONE_OPTION.match(s)
    if m is None:
        return False
    subject = fold(m.group("subject")).split()
    wanted = {fold(o) for o in options}
    # ("D it is", "A then is": a second word is a name's ("Gan De"), no pronoun or adverb)
    return " ".join(subject) in wanted or subject[0] in wanted and (
        len(subject) == 1 or subject[1] not in _ONE_OPTION_NOT_NAME)


_ONE_OPTION_NOT_NAME = frozenset({"it", "its", "it's", "that", "this", "then", "there", "so", "too",
                                  "also", "really", "def", "definitely", "i", "you", "we", "which",
                                  "who", "what", "and", "or", "but", "is", "just", "though"})
