"""A secret phase choice as players write it in a private message: `read_choice(text)` -> the
canonical phase name ("Production"), or GmError saying why the GM must ask.

Read as a GM reads a PM: forum markup, quotes (someone else's choice) and crossed-out words are
gone (the reading kit's `forum.read`); a signature, smileys, greetings and thanks are chatter;
a phase is named by its name in any case, British or American ("Colonisation"), a verb form
("Produce", "Surveying"), a short form that fits one phase ("prod", "org", "col") or a close
typo ("Produciton", "Tarde"). A phase named in a question ("can I trade 2 food later?"), as a
verb with an amount ("trade 2 Food to Cy"), or rejected ("instead of Build", "tempted by Trade
but no", "not Survey") is not the choice; the text after an EDIT marker replaces what came
before it. Two phases ("Survey + Build", "Trade. And Organization"), a choice between two
("org/prod", "Trade or Production") or one that depends on others ("unless Eve picks prod")
is refused: the GM must ask for exactly one phase. So is a message that names none ("pass",
"same as last round", "Military").
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.reading.forum import read
from gm_tool.core.kit.reading.sentences import given_up_more as given_up
from gm_tool.games.distant_colony.rules.names import PHASE_NAMES, PHASE_SPELLINGS, PHASES

__all__ = ["read_choice"]

# every whole word that names a phase (folded), besides PHASE_SPELLINGS
_MORE = {
    "prod": "production", "produce": "production", "producing": "production",
    "productions": "production", "org": "organization", "orga": "organization",
    "organisation": "organization", "organising": "organization", "organizing": "organization",
    "reorg": "organization", "col": "colonization", "colo": "colonization",
    "colonisation": "colonization", "colonising": "colonization", "colonizing": "colonization",
    "colonise": "colonization", "colonize": "colonization", "colony": None,
    "surveying": "survey", "surveys": "survey", "building": "build", "builds": "build",
    "trading": "trade", "trades": "trade", "surv": "survey", "colon": "colonization",
    "produc": "production", "organ": "organization",
}
_WORDS: dict[str, str] = {fold(k): v for k, v in PHASE_SPELLINGS.items()}
_WORDS.update({k: v for k, v in _MORE.items() if v})
_WORDS.pop("colony", None)
_TYPO_TARGETS = sorted({fold(name) for name in PHASE_NAMES.values()}
                       | {"colonisation", "organisation"})

# before a phase: it is rejected ("instead of Build", "not Survey", "tempted by Trade")
_REJECT_BEFORE = compile_later(r"(?:instead\s+of|rather\s+than|not|no|never|tempted\s+by|"
                               r"anything\s+but|all\s+but|except(?:\s+for)?|other\s+than|"
                               r"apart\s+from|besides|although|though|while|"
                               r"thought\s+about|considered|over|scratch|forget|dropping|drop)"
                               r"\s+(?:the\s+|a\s+|my\s+)?$")
# after a phase: it is rejected ("Trade but no", "Trade? nah")
_REJECT_AFTER = compile_later(r"^\W*(?:but\s+no|but\s+nah|nah|no\s+way|is\s+out|"
                              r"(?:is|was|looks|seems)\s+(?:\w+\s+)?tempting|tempts)")
# before a phase: it says when ("want FP before the big trade rounds", "after production"): a
# time in a reason, not the choice
_TIME_BEFORE = compile_later(r"\b(?:before|after|until|till|during|ahead\s+of)\s+(?:the\s+|a\s+|my\s+|"
                             r"next\s+|big\s+|last\s+|first\s+){0,3}$")
# a choice that is not one phase: it depends on something, or leaves the GM to pick
_CONDITIONAL = compile_later(r"\b(?:unless|whichever|depending|depends|if\s+(?:nobody|no\s+one|"
                             r"someone|anyone|[a-z]+\s+(?:picks|takes|chooses|goes))|either)\b")
_SEPARATOR_OR = compile_later(r"^\s*(?:/|\bor\b|\\)\s*$")
_SEPARATOR_AND = compile_later(r"^\s*[,.;:!]?\s*(?:\+|&|\band\b|\bplus\b|\balso\b|\bthen\b)")
_EDIT = compile_later(r"^\s*[\[(*_]*\s*(?:edit(?:ed)?|eta|update[d]?|correction|corrected)\b"
                      r"\s*(?:#?\d{1,2})?\s*[\])*_]*\s*[:\-\u2013\u2014]*\s*", re.IGNORECASE)
# "trade. EDIT: no, build": an EDIT marker inside a line starts a line of its own
_INLINE_EDIT = compile_later(r"(?<=[.!?;,])\s+(?=(?:edit(?:ed)?|eta|update[d]?|correction)\s*#?\d{0,2}\s*:)",
                             re.IGNORECASE)
_SIGNATURE = compile_later(r"^\s*(?:--+|__+|sent\s+from\b|sent\s+via\b|get\s+outlook\b)",
                           re.IGNORECASE)
_TALK = compile_later(r"\b(?:last\s+round|next\s+round|next\s+time|later|last\s+time)\b")
# "Fenwick told me in chat he's going Survey", "she said she picks Trade": what another player
# chooses, reported: hearsay, never this player's choice (when another sentence names one)
_HEARSAY = compile_later(r"\b(?:told\s+me|tells\s+me|said|says|reckons|claims|mentioned|"
                         r"(?:he|she|they)(?:'s|'re|'ll|\s+is|\s+are|\s+will)?\s+(?:going|gonna|picking|taking|"
                         r"choosing|doing|playing|on|picks|takes|chose|picked))\b")
#: a private message longer than this is not a phase choice (a paste accident): asked
_LONGEST = 4_000
_FALLBACK = compile_later(r"\b(?:or|if|unless|otherwise|else|failing)\b", re.IGNORECASE)
_REMARK = compile_later(r"\([^()]*\)")
# a remark that is a phase's name alone: "(Trade)", "(= Trade)", "(i.e. Production)"
_GLOSS = compile_later(r"^\(\s*(?:=|i\.?e\.?,?|aka|so|that'?s|the)?\s*[^\W\d_]+\s*(?:phase)?\s*[.!]?\s*\)$", re.IGNORECASE)
_AFTER_DASH = compile_later(r"\s+(?:--|-|\u2013|\u2014)\s+")
_WORD = compile_later(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_AMOUNT_AFTER = compile_later(r"^\s*(?:\d|a\s+|an\s+|some\s+|my\s+|with\b|to\b)")


# words of the game close to a phase's name that are no typo of it ("the free colonist helps")
_NOT_TYPOS = frozenset({"colonist", "colonists", "colonies", "colony", "product", "products",
                        "producer", "trader", "traders", "builder", "surveyor"})


@lru_cache(maxsize=4096)
def _phase_of(word: str, typos: bool) -> str | None:
    w = fold(word)
    if w in _WORDS:
        return _WORDS[w]
    if typos and len(w) >= 5 and w not in _NOT_TYPOS:
        close = difflib.get_close_matches(w, _TYPO_TARGETS, n=1, cutoff=0.8)
        if close:
            return _WORDS.get(close[0])
    return None


def _clause_at(sentence: str, at: int) -> str:
    """The comma-, semicolon- or dash-separated clause of `sentence` around position `at`."""
    cuts = [m.end() for m in re.finditer(r"[,;]|\s[-\u2013\u2014]\s", sentence)]
    start = max((c for c in cuts if c <= at), default=0)
    end = min((c for c in cuts if c > at), default=len(sentence))
    return sentence[start:end]


# "Trade, because building anything now is pointless": the reason names a phase, not a choice
_BECAUSE = compile_later(r"[,;]?\s+(?:because|since|cause|'cause|cuz|coz|bc)\s+.*$", re.IGNORECASE)


def _mentions(sentence: str, typos: bool) -> list[tuple[str, int, int]]:
    """(phase, start, end) of each phase named in a sentence, in order."""
    out = []
    for m in _WORD.finditer(sentence):
        phase = _phase_of(m.group(), typos)
        if phase is not None:
            out.append((phase, m.start(), m.end()))
    return out


def _sentences(text: str) -> list[str]:
    """The message's sentences (a line break, ". ", "! ", "? " end one), markup, quotes,
    crossed-out words and a signature gone; the text after an EDIT marker replaces the rest."""
    lines = [part for line in read(text) for part in _INLINE_EDIT.split(line.text) if part.strip()]
    for k, line in enumerate(lines):
        if _SIGNATURE.match(line):
            lines = lines[:k]
            break
    for k in range(len(lines) - 1, -1, -1):
        m = _EDIT.match(lines[k])
        if m:
            edited = [lines[k][m.end():]] + lines[k + 1:]
            if any(_mentions(s, False) for s in edited):
                lines = edited
            else:
                lines = lines[:k] + lines[k + 1:]
            break
    out = []
    for line in lines:
        for sentence in re.split(r"(?<=[.!?])\s+", line):
            # a remark in parentheses, or after a spaced dash, is the reason, not the choice;
            # one that names another phase as a fallback is a condition ("Build (or
            # Production if Build is taken)")
            for remark in _REMARK.findall(sentence):
                if _mentions(remark, False) and _FALLBACK.search(remark):
                    raise GmError("the message names a phase with a fallback: "
                                  f"{remark.strip()}: which one phase?",
                                  "ask the player for exactly one phase")
            bare = _REMARK.sub(" ", sentence)
            glosses = [r for r in _REMARK.findall(sentence) if _GLOSS.match(r)
                       and len(_mentions(r, False)) == 1]
            if len(glosses) == 1 and not _mentions(bare, True):
                # "the phase of the commerce with the ships (Trade)": the name in brackets
                # glosses a description; it is the choice
                bare = bare + " " + glosses[0].strip("() ")
            head, *tail = _AFTER_DASH.split(bare, maxsplit=1)
            if tail and _mentions(head, False) and _mentions(tail[0], False) \
                    and re.search(r"\b(?:or|maybe|perhaps|possibly)\b", tail[0], re.IGNORECASE):
                # "Build - or maybe Trade?": a second phase after the dash, as an alternative
                raise GmError(f"the message names {PHASE_NAMES[_mentions(head, False)[0][0]]} or "
                              f"{PHASE_NAMES[_mentions(tail[0], False)[0][0]]}: which one?",
                              "ask the player for exactly one phase")
            if tail and _mentions(head, False) and _mentions(tail[0], False) \
                    and re.search(r"\b(?:unless|if|otherwise|else|failing|in\s+case)\b", tail[0],
                                  re.IGNORECASE):
                # "Trade \u2014 unless somebody else already picked it, then Build": a fallback
                names = " or ".join(dict.fromkeys(
                    PHASE_NAMES[p] for p, _, _ in _mentions(head, False) + _mentions(tail[0], False)))
                raise GmError(f"the message names {names} with a condition: which one phase?",
                              "ask the player for exactly one phase")
            if not _mentions(head, True):
                head = bare      # "changed my mind – Trade instead of Build"
            if head.strip():
                # (a question after the dash is about the choice, not a question instead of it)
                out.append(head.strip() + ("?" if head is bare and sentence.rstrip().endswith("?")
                                           and not head.rstrip().endswith("?") else ""))
    return out


_DECIDED = compile_later(r"\b(?:final(?:\s+answer)?|decided|decision|going\s+with|go\s+with|"
                         r"settled|my\s+(?:choice|pick|phase)|locking|lock\s+in|definitely|"
                         r"for\s+sure|certainly|surely|instead(?!\s+of))\b|"
                         r"\bok(?:ay)?\s*[:,!\-]|"
                         # "Trade it is.", "Build it'll be": the decision said
                         r"\bit\s+is\s*[.!]*\s*$|\bit'?(?:ll|\s+will)\s+be\s*[.!]*\s*$|"
                         # "So: Survey", "Verdict - Build": the decision announced on its line
                         r"^\s*(?:so|therefore|hence|thus|verdict|conclusion|anyway|tl;?dr|"
                         r"bottom\s+line|in\s+short)\s*(?::|\.\.\.|…|-+|\u2013|\u2014)", re.IGNORECASE)


# a sentence that announces the decision in the next one, after the thinking aloud ("...
# Survey is just money. So:" / "Verdict:" / "Anyway -"): the next sentence is the choice
_ANNOUNCE = compile_later(r"(?:^|[\s,.])(?:so|therefore|hence|thus|verdict|decision|answer|"
                          r"conclusion|tl;?dr|anyway|bottom\s+line|in\s+short|long\s+story\s+short"
                          r"|which\s+means|that\s+means|meaning)\s*(?::|\.\.\.|…|-+|\u2013|\u2014)"
                          r"\s*$", re.IGNORECASE)


# "hmm, build or trade... trade prices are bad anyway. Build.": after the weighing, the last
# sentence is a phase's name alone, said flat (never a question): the decision
_BARE_LAST = compile_later(r"^\W*[^\W\d_]+(?:\s+(?:then|pls|please|phase))?\s*[.!]*\s*$", re.IGNORECASE)


def _settled_bare(sentences: list[str], k: int) -> bool:
    """Sentence k, the last, is a phase's name alone after the weighing, the one before it no
    bare name too ("Build? Trade.") and nothing before it leaving the pick to the GM."""
    return (k == len(sentences) - 1 and bool(_BARE_LAST.match(sentences[k]))
            and not _BARE_LAST.match(sentences[k - 1])
            and not any(_LEFT_TO_GM.search(s) or _DOUBT_AFTER.search(s) for s in sentences[:k]))


_UNDECIDED_CHOICE = compile_later(r"\b(?:decide|deciding|not\s+sure|undecided|dunno|idk)\b|\?")
_BUT = compile_later(r",?\s+\bbut\b\s+", re.IGNORECASE)


# "colonization pls, no wait, make it build", "Trade. Actually, Survey": the phase named after
# a take-back replaces the one before it
_TAKE_BACK = compile_later(r"(?:^|[\s,.;!\-\u2013\u2014])(?:no\s+wait|wait\s+no|wait,?\s+(?:make|change)|scratch\s+that|"
                           r"on\s+second\s+thoughts?|change\s+(?:that|it|of\s+plans?)|make\s+(?:that|it)|"
                           r"actually|correction|"
                           # "organisation pls.. wait i already am first player. ok survey then":
                           # a lone "wait" that stops the first pick (never "can't wait for",
                           # "wait and see", "wait until")
                           r"(?<!can't\s)(?<!cant\s)(?<!cannot\s)wait\b(?!\s+(?:for|until|till|and|to|on|"
                           r"a\s+(?:round|turn|bit)|'?til)\b)(?!\s*[-–]\s*\w)|"
                           # "colonisation, or org to keep first player… nah, colonisation": the
                           # options weighed, then a "nah" and the one that stands
                           r"nah+|nope|naw)\b", re.IGNORECASE)


def _taken_back(text: str) -> str | None:
    """The phase named after the last take-back, when one other phase is named before it and
    the part after it is decided; else None."""
    found = list(_TAKE_BACK.finditer(text))
    if not found:
        return None
    m = found[-1]
    before, after = text[:m.start()], text[m.end():]
    named = {p for p, _, _ in _mentions(after, True)}
    if not named or not _mentions(before, True):
        return None
    if len(named) != 1 or _UNDECIDED_CHOICE.search(after) or _CONDITIONAL.search(after) \
            or re.search(r"\bor\b", after, re.IGNORECASE):
        # "Trade. Actually maybe Survey?": a take-back that leaves the choice open
        phases = sorted({p for p, _, _ in _mentions(text, True)})
        raise GmError(f"the message takes one phase back and leaves the choice open "
                      f"({' or '.join(PHASE_NAMES.get(p, p) for p in phases)}): which one?",
                      "ask the player for exactly one phase")
    try:
        return _read(after)
    except GmError:
        return None


def read_choice(text: str) -> str:
    """The one phase a private message chooses (its canonical name), or GmError. Thinking
    aloud first and deciding after ("hmm build or survey... ok: Survey. final answer") is the
    decision: the last sentence that names one phase and says it is decided. Weighing two
    phases and then handing the pick over ("I'll go Build. no wait, production... ugh. you pick
    for me lol") decides nothing: asked."""
    text = _other_players_choice(text)
    try:
        phase = _read_choice(text)
    except GmError as err:
        if err.message.startswith("the message names no phase:"):
            _same_as_before(text)
        raise
    _handed_over(text)
    _still_open(text)
    return phase


def _handed_over(text: str) -> None:
    """GmError when the message names two phases or more and its last words, after every phase
    named, leave the pick to the GM ("... production makes more sense. ugh. you pick for me")."""
    if len(text) > 1_000:
        return
    flat = " ".join(s for s in _sentences(text))
    mentions = _mentions(flat, True)
    if len({p for p, _, _ in mentions}) < 2:
        return
    if any(m.start() >= mentions[-1][2] and not _TALK.search(flat, m.end(), m.end() + 30)
           for m in _LEFT_TO_GM.finditer(flat)):
        # ("Production. surprise me next time": another round's pick, not this one's)
        _left_open(flat)


# "... dunno yet", "not sure yet", "still thinking": doubt said after the last phase named
_DOUBT_AFTER = compile_later(r"\b(?:idk|dunno|not\s+(?:sure|decided)|unsure|undecided|don'?t\s+know|"
                             r"still\s+(?:thinking|deciding|undecided|torn)|haven'?t\s+decided|"
                             r"(?:will|i'?ll)\s+(?:confirm|decide|let\s+you\s+know)\s+later|torn)\b",
                             re.IGNORECASE)


def _still_open(text: str) -> None:
    """GmError when the message weighs two phases or more and its last words, after every phase
    named, say the player has not decided ("hmm, Trade? or maybe Build ... dunno yet"): the GM
    asks which one. Doubt before a phase named last ("dunno... Build I guess") is not this."""
    if len(text) > 1_000:
        return
    flat = " ".join(_sentences(text))
    mentions = _mentions(flat, True)
    if len({p for p, _, _ in mentions}) < 2:
        return
    tail = flat[mentions[-1][2]:]
    if _DOUBT_AFTER.search(tail) and not _DECIDED.search(tail):
        phases = list(dict.fromkeys(PHASE_NAMES.get(p, p) for p, _, _ in mentions))
        raise GmError(f"the message weighs {' or '.join(phases)} and says it is not decided yet: "
                      "which one?", "ask the player for exactly one phase")


def _read_choice(text: str) -> str:
    if len(text) > _LONGEST:
        raise GmError(f"a phase choice is a few words; this message has {len(text):,} characters",
                      "ask the player for the phase alone")
    if len(text) <= 400 and len(_noun_ones(text)) > 1:
        # "the colonists one or the building one": two phases pointed at
        raise GmError("the message points at more than one phase: "
                      + " and ".join(PHASE_NAMES[p] for p in sorted(_noun_ones(text))) + ": which one?",
                      "ask the player for exactly one phase")
    _pointed_or_named(text)
    sentences = []
    given = False
    for sentence in _sentences(text):
        gave = given_up(sentence)
        if gave is not None and _mentions(gave[0], False) \
                and len({p for p, _, _ in _mentions(gave[1], False)}) == 1 \
                and not re.search(r"(?i)\b(?:too|as\s+well|also|both)\b", gave[1]):
            # "I'd love Survey for the +2 but I'll go Trade": the phase wished for and given up
            # is not chosen; the clause after "but" is the choice
            sentences.append(gave[1])
            given = True
            continue
        # "I was going to pick Trade but I'll take Production instead": the clause after
        # "but" is a sentence of its own
        sentences.extend(part for part in _BUT.split(sentence) if part.strip())
    for k in range(len(sentences) - 1, 0, -1):
        named = {p for p, _, _ in _mentions(sentences[k], True)}
        after = sentences[k + 1] if k + 1 < len(sentences) else ""
        if len(named) == 1 and (_DECIDED.search(sentences[k]) or (
                _ANNOUNCE.search(sentences[k - 1]) and not _mentions(sentences[k - 1], True))
                or (
                _DECIDED.search(after) and not _mentions(after, True))
                or _settled_bare(sentences, k)) \
                and any(_mentions(s, False) for s in sentences[:k]):
            try:
                return _read(sentences[k])
            except GmError:
                break
    if given:
        return _read(". ".join(sentences))
    back = _taken_back(text)      # "colonization pls, no wait, make it build" (no "final")
    if back is not None:
        return back
    phase = _read(text)
    _left_open(text)     # one phase read, but the message leaves the pick to the GM
    return phase


# "can't decide, surprise me", "you pick", "either is fine": the choice left to the GM
_LEFT_TO_GM = compile_later(r"\b(?:can'?t|cannot|can\s+not|couldn'?t|unable\s+to)\s+(?:decide|choose|pick)\b|"
                            r"\bsurprise\s+me\b|\byou\s+(?:pick|choose|decide)\b|\b(?:gm'?s|dealer'?s|your)\s+"
                            r"(?:choice|call)\b|\bup\s+to\s+you\b|\beither\s+(?:one\s+)?(?:is\s+|works\s+|'?s\s+)?"
                            r"(?:fine|ok(?:ay)?|good)\b|\b(?:toss|flip)\s+a\s+coin\b|\btorn\s+between\b|"
                            r"\bpick\s+(?:one|for\s+me)\b|\bdon'?t\s+(?:mind|care)\s+which\b", re.IGNORECASE)


def _left_open(text: str) -> None:
    """GmError when the message names two phases or more and leaves the pick to the GM
    ("Trade? or Survey. honestly can't decide, surprise me :)"): the GM asks which one."""
    if not _LEFT_TO_GM.search(text):
        return
    phases = list(dict.fromkeys(p for p, _, _ in _mentions(text, True)))
    if len(phases) >= 2:
        raise GmError(f"the message names {' or '.join(PHASE_NAMES.get(p, p) for p in phases)} "
                      "and leaves the choice open: which one?", "ask the player for exactly one phase")


# "when I can't build anything", "nothing to trade", "I won't produce much": the phase's verb after a
# word that says it cannot or will not be done: a reason, never the choice
_CANNOT_BEFORE = compile_later(r"(?:\b(?:can'?t|cannot|can\s+not|couldn'?t|won'?t|wouldn'?t|don'?t|"
                               r"nothing\s+to|no\s+point\s+(?:to|in)|not\s+enough\s+to)\s+)$", re.IGNORECASE)


# "I'd take the build bonus instead", "borrow the Trade effect": a phase's played effect, which an
# Organization player who does not gain First Player may take: no phase chosen
_EFFECT_AFTER = compile_later(r"^\W{0,3}(?:phase\s+)?(?:bonus|effect|played\s+effect|power|perk)\b", re.IGNORECASE)
# "if Tobias goes org as well": another player's choice, in a condition
_OTHERS_CHOICE_BEFORE = compile_later(r"\bif\s+[^\W\d_][\w'-]*\s+(?:also\s+)?(?:goes|picks|takes|chooses|plays|"
                                      r"does)\s+(?:for\s+)?(?:the\s+)?$", re.IGNORECASE)


def _not_borrowed(sentence: str, mentions: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """The phases a sentence names, less a played effect taken as an Organization player ("I'd
    take the build bonus instead") and another player's choice in a condition ("if Tobias goes
    org as well"): "Organisation please. If Tobias goes org as well I suppose I'd take the build
    bonus instead" chooses Organization. Only when the sentence speaks of a bonus or effect."""
    if not any(_EFFECT_AFTER.match(sentence[end:]) for _, _, end in mentions) \
            or not re.search(r"(?i)\b(?:if|borrow\w*|instead|otherwise)\b", sentence):
        return mentions     # ("build bonus pls": Build, its bonus wished for)
    return [(p, a, b) for p, a, b in mentions if not _EFFECT_AFTER.match(sentence[b:])
            and not _OTHERS_CHOICE_BEFORE.search(sentence[:a])]


def _read(text: str) -> str:
    chosen: list[tuple[str, str]] = []   # (phase, sentence)
    found_any = False
    for typos in (False, True):
        all_sentences = _sentences(text)
        for sentence in all_sentences:
            low = fold(sentence)
            mentions = _mentions(sentence, typos)
            if not mentions:
                continue
            found_any = True
            if _HEARSAY.search(low) and any(_mentions(other, typos) and not _HEARSAY.search(fold(other))
                                            for other in all_sentences if other is not sentence):
                continue    # "Fenwick told me he's going Survey": another player's choice
            if _HEARSAY.search(low) and len(mentions) > 1:
                # "Build this time; Fenwick said he is going Survey": the clause reporting
                # another player's choice goes, the rest of the sentence stays
                kept = [x for x in mentions if not _HEARSAY.search(fold(_clause_at(sentence, x[1])))]
                if kept:
                    mentions = kept
            mentions = _not_borrowed(sentence, mentions)
            if not mentions:
                continue
            why = _BECAUSE.search(sentence)
            if why is not None and any(a < why.start() for _, a, _ in mentions):
                mentions = [m for m in mentions if m[1] < why.start()]
            if (sentence.rstrip().endswith("?") or _TALK.search(low)) and len(
                    {p for p, _, _ in mentions}) == 2 and re.search(r"\bor\b|/", low) \
                    and _UNDECIDED_CHOICE.search(low):
                # "Trade or Production, I'll decide later": still open
                names = " or ".join(dict.fromkeys(PHASE_NAMES[p] for p, _, _ in mentions))
                raise GmError(f"the message names {names}: which one?",
                              "ask the player for exactly one phase")
            if _TALK.search(low) and not sentence.rstrip().endswith("?"):
                # "I'll go for org this time, first player for the last round": only the
                # clauses that talk about another round are talk
                kept = [(p, a, b) for p, a, b in mentions
                        if not _TALK.search(fold(_clause_at(sentence, a)))]
                if kept and len({p for p, _, _ in kept}) == 1:
                    mentions = kept
                else:
                    continue
            elif sentence.rstrip().endswith("?"):
                _switch_asked(low, mentions)
                continue       # a question or talk about another round, not the choice
            if _CONDITIONAL.search(low) and len({p for p, _, _ in mentions}) >= 1 \
                    and (len(mentions) > 1 or "unless" in low or "whichever" in low):
                names = " or ".join(dict.fromkeys(PHASE_NAMES[p] for p, _, _ in mentions))
                raise GmError(f"the message names {names} with a condition: which one phase?",
                              "ask the player for exactly one phase")
            previous_end = None
            previous_phase = None
            for phase, start, end in mentions:
                before = sentence[:start].lower()
                after = sentence[end:]
                if _REJECT_BEFORE.search(before) or _REJECT_AFTER.match(after.lower()):
                    continue
                if _TIME_BEFORE.search(before) and len(all_sentences) > 1:
                    continue   # "want FP before the big trade rounds": a time, in a reason
                if _CANNOT_BEFORE.search(before):
                    continue   # "Survey, I can't build anything useful yet": a verb, in a reason
                if phase in ("trade", "build") and _AMOUNT_AFTER.match(after.lower()) \
                        and not re.match(r"^\s*(?:pls|please|phase)\b", after.lower()):
                    continue   # "trade 2 food to Cy": a verb, not the phase
                if previous_end is not None and previous_phase != phase \
                        and _SEPARATOR_OR.match(sentence[previous_end:start]):
                    raise GmError(f"the message names {PHASE_NAMES[previous_phase]} or "
                                  f"{PHASE_NAMES[phase]}: which one?",
                                  "ask the player for exactly one phase")
                chosen.append((phase, sentence))
                previous_end, previous_phase = end, phase
        if chosen:
            break
    phases = list(dict.fromkeys(p for p, _ in chosen))
    if len(phases) > 1:
        raise GmError("the message names more than one phase: "
                      + " and ".join(PHASE_NAMES[p] for p in phases),
                      "each player chooses exactly one phase a round; ask which one")
    if not phases:
        # "the one where we trade with the ships": the phase's own verb in a description
        described = _described(text)
        if described is not None:
            return PHASE_NAMES[described]
    if not phases:
        raise GmError("the message names no phase" + ("" if found_any else f": {text.strip()[:60]!r}"),
                      "valid: " + ", ".join(PHASE_NAMES[p] for p in PHASES))
    _noun_one_or_named(text, phases[0])
    return PHASE_NAMES[phases[0]]


# "the one where the new people from the home world show up": a phase named by what it does, in
# the rule text's words. Only words that fit one phase alone ("ships come in" fits Colonization
# and Trade: no phase), and only after "the one where / that / with", a player pointing at a phase
_POINTING = compile_later(r"\b(?:the\s+one|the\s+phase|the\s+action|that\s+one)\s+(?:where|that|with|when|in\s+which|for)\b",
                          re.IGNORECASE)
_DESCRIPTIONS = {
    "colonization": compile_later(r"\b(?:home\s*world|new\s+(?:people|colonists?|settlers?|arrivals?|"
                                  r"bodies|folks|workers)|colonists?\s+(?:arrive|arriving|show\s+up|come)|"
                                  r"immigrants?)\b", re.IGNORECASE),
    "production": compile_later(r"\b(?:(?:farms?|factories|factory|buildings?|harvesters?)\b[^.?!]{0,40}?\b"
                                r"(?:make|makes|produce|produces|do\s+their\s+(?:thing|job|work)|churn\w*)\b|"
                                r"make\s+(?:their|its)\s+stuff)", re.IGNORECASE),
    "trade": compile_later(r"\b(?:sell|buy)\w*\s+(?:(?:stuff|things|goods|resources|our\s+\w+|my\s+\w+)\s+)?"
                           r"(?:to|from|at|with)\s+(?:the\s+)?(?:station|traders?|trading\s+post|orbital)\b"
                           r"|\bcontracts?\b"
                           # "the one where the traders show up and we can buy and sell stuff":
                           # the traders arriving, buying and selling together (a Market only sells)
                           r"|\btraders?\s+(?:show\s+up|turn\s+up|arrive|arriving|come\s+(?:by|round|around|in)|visit)"
                           r"|\b(?:buy|buying|purchase|purchasing)\s+(?:and|&|\+|or)\s+(?:sell|selling)\b"
                           r"|\b(?:sell|selling)\s+(?:and|&|\+|or)\s+(?:buy|buying|purchase|purchasing)\b",
                           re.IGNORECASE),
    "survey": compile_later(r"\b(?:every(?:one|body)|all\s+of\s+us|we\s+all)\s+gets?\s+(?:\+?1\s+|a\s+bit\s+of\s+|some\s+|a\s+|one\s+|an\s+extra\s+|extra\s+)?"
                            r"(?:money|wealth|cash|coins?|credits?)\b|\bexplor\w+|\bscout\w*"
                            # the rule text's "data ... gathered on them and sold": Survey alone
                            r"|\b(?:planet(?:ary)?|alien|survey|scan|science)\s+data\b"
                            r"|\b(?:sell|selling|sold|gather|gathering|collect|collecting)\s+(?:the\s+|our\s+|some\s+)?data\b",
                            re.IGNORECASE),
    "build": compile_later(r"\b(?:put\s+up|construct|erect)\s+(?:a\s+|an?\s+new\s+|new\s+|some\s+)?"
                           r"(?:building|structure)s?\b", re.IGNORECASE),
    "organization": compile_later(r"\b(?:first\s+player\s+marker|move\s+(?:my\s+|the\s+|our\s+)?(?:colonists|people|workers|folks|guys)\s+around|"
                                  r"reshuffle|rearrange|first\s+player|start\s+player|go\s+first)\b", re.IGNORECASE),
}


# "the one where we trade with the ships", "the phase where you build stuff": the phase's own verb
# right after the pointing words (and a subject)
_POINTED_VERB = compile_later(r"^\s*(?:(?:we|you|i|everyone|everybody|people|players)\s+(?:all\s+|get\s+to\s+|can\s+)?)?"
                              r"(trade|build|produce|survey|colonise|colonize|organise|organize)\b",
                              re.IGNORECASE)


# "the colonists one pls", "the building one", "the contracts one": a phase named by the one
# thing it is about, as "the <noun> one" (the noun fits one phase only)
_NOUN_ONE = compile_later(r"\b(?:the|that)\s+([a-z][a-z' ]{1,30}?)\s+(?:one|phase|round)\b", re.IGNORECASE)
_NOUN_PHASES = {
    "colonization": frozenset({"colonist", "colonists", "new colonist", "new colonists", "settler",
                               "settlers", "new people", "immigrant", "immigrants", "new workers",
                               "newcomers", "arrivals", "people", "new guys"}),
    "build": frozenset({"building", "buildings", "construction", "new building", "new buildings",
                        "build stuff"}),
    "production": frozenset({"factory", "factories", "producing", "making stuff", "harvest",
                             "harvesting", "yield"}),
    "trade": frozenset({"contract", "contracts", "station", "space station", "market prices",
                        "trading post", "buying", "selling", "buying and selling", "shopping"}),
    "survey": frozenset({"exploring", "exploration", "free money", "scouting", "data", "planet data",
                         "survey data", "science", "scanning"}),
    "organization": frozenset({"first player", "start player", "moving", "move", "moving people",
                               "reshuffle", "reshuffling", "rearranging", "moving colonists"}),
}


def _noun_ones(text: str) -> set[str]:
    """The phases "the <noun> one" phrases name ("the colonists one", "the building one")."""
    fits = set()
    for m in _NOUN_ONE.finditer(text):
        noun = " ".join(m.group(1).lower().split())
        for phase, nouns in _NOUN_PHASES.items():
            if noun in nouns:
                fits.add(phase)
        if len(noun.split()) == 1 and _phase_of(noun, False):
            fits.add(_phase_of(noun, False))
    return fits


def _noun_one(text: str) -> str | None:
    """The one phase "the <noun> one" names ("the colonists one pls"), or None."""
    fits = _noun_ones(text)
    return fits.pop() if len(fits) == 1 else None


def _described(text: str) -> str | None:
    """The one phase a message points at by its description, or None."""
    if len(text) <= 400 and "?" not in text and not _CONDITIONAL.search(text.lower()) \
            and not _POINTING.search(text):
        named = _noun_one(text)
        if named is not None and not re.search(r"(?i)\b(?:not|no|never|anything\s+but|instead\s+of)\s+"
                                               r"(?:the|that)\s+[a-z' ]{1,30}?\s+(?:one|phase|round)\b", text):
            return named
    pointing = _POINTING.search(text) if len(text) <= 400 else None
    if pointing is None or "?" in text or _CONDITIONAL.search(text.lower()) \
            or re.search(r"(?i)\b(?:not|no|never|anything\s+but|instead\s+of)\s*$", text[:pointing.start()]):
        return None
    fits = {phase for phase, words in _DESCRIPTIONS.items() if words.search(text)}
    verb = _POINTED_VERB.search(text[pointing.end():])
    if verb is not None:
        fits.add(_phase_of(verb.group(1), False) or "")
        fits.discard("")
    return fits.pop() if len(fits) == 1 else None



def _pointed_or_named(text: str) -> None:
    """GmError when a message points at one phase by its description and offers another beside
    it ("the one where new colonists show up or the build one, idk", "prod or the one where the
    new settlers arrive"): two phases, which one?"""
    if len(text) > 400 or not _POINTING.search(text) or not re.search(r"(?i)\bor\b|/", text):
        return
    fits = {phase for phase, words in _DESCRIPTIONS.items() if words.search(text)}
    if not fits:
        return
    named = _noun_ones(text) | {p for p, _, _ in _mentions(text, False)}
    phases = fits | named
    if len(phases) > 1:
        raise GmError("the message points at more than one phase: "
                      + " and ".join(PHASE_NAMES[p] for p in sorted(phases)) + ": which one?",
                      "ask the player for exactly one phase")


def _noun_one_or_named(text: str, named: str) -> None:
    """GmError when a message names one phase and offers another as "the <noun> one" beside it
    ("the colonists one or trade", "the data one? or build"): two phases, which one?"""
    if len(text) > 400 or not re.search(r"(?i)\bor\b|/", text):
        return
    others = _noun_ones(text) - {named}
    if others:
        phases = sorted(others | {named})
        raise GmError("the message names more than one phase: "
                      + " or ".join(PHASE_NAMES[p] for p in phases) + ": which one?",
                      "ask the player for exactly one phase")


# "If nobody else picks Colonisation I'd rather switch to Colonisation, so hold it?": a switch to
# another phase that hangs on the others' secret choices, asked as a question: still not one phase
_SWITCH = compile_later(r"\b(?:switch\w*|chang\w+|swap\w*|rather|instead|otherwise|move\s+me|put\s+me|"
                        r"make\s+it|go\s+(?:for|with)?|hold\s+(?:it|my|off)|wait\s+(?:for|until|till))\b")
_ON_OTHERS = compile_later(r"\b(?:if|unless|in\s+case|once|when)\s+(?:nobody|no\s*one|someone|somebody|anyone|"
                           r"anybody|everyone|everybody|the\s+others?|others|no\s+other|none\s+of)\b|"
                           r"\b(?:depending|depends)\s+on\b|\bwhichever\b")


def _switch_asked(low: str, mentions: list[tuple[str, int, int]]) -> None:
    """A question that names a phase and makes the choice hang on the others' choices ("if
    nobody else picks X I'd switch to X?") leaves the choice open: asked, never read as the
    phase named before it."""
    if mentions and (_CONDITIONAL.search(low) or _ON_OTHERS.search(low)) and _SWITCH.search(low):
        names = " or ".join(dict.fromkeys(PHASE_NAMES[p] for p, _, _ in mentions))
        raise GmError(f"the choice hangs on the others' choices ({names} if ...): a secret choice "
                      "is one phase, fixed now: which one?", "ask the player for exactly one phase")


# "same as last round", "same again", "as before", "repeat my last pick", "what I did last time"
_SAME_AS_BEFORE = compile_later(r"\b(?:same\s+(?:again|as\s+(?:before|last|previous|the\s+last|my\s+last|"
                                r"last\s+time)|(?:one|phase|pick|choice)\s+as)|as\s+before|repeat|"
                                r"(?:last|previous)\s+(?:round|time|turn)'?s?\s+(?:pick|choice|phase)|"
                                r"what\s+i\s+(?:did|picked|chose|took)\s+(?:last|before))\b",
                                re.IGNORECASE)


def _same_as_before(text: str) -> None:
    """GmError naming what is unclear when a message that names no phase points at the player's
    earlier choice ("same as last round", "same again"): a phase choice holds no record of the
    round before, so the GM asks for the phase by name, never guesses it."""
    if _SAME_AS_BEFORE.search(text):
        raise GmError(f"the message names no phase: {text.strip()[:60]!r} points at your choice of the last round, and the "
                      "campaign holds no record of it here: which phase is it this round?",
                      "ask the player to name the phase, e.g. 'Trade'")


# "same as Tadeo", "whatever Mira picks", "copy Jonas": the choice points at another player's
# (a name, capitalised); the name is no phase's typo ("Tadeo" is not "Trade")
_SAME_AS_OTHER = compile_later(r"\b(?:(?:same\s+(?:thing\s+|phase\s+|pick\s+|choice\s+)?as|(?:just\s+)?like|cop(?:y|ying)|"
                               r"follow(?:ing)?)\s+(?P<who>[A-Z][a-z]+)\b|(?:whatever|what)\s+(?P<whom>[A-Z][a-z]+)"
                               r"(?:'s\b|\s+(?:picks?|picked|chooses|chose|takes|took|does|did|goes|went|"
                               r"is\s+(?:doing|picking|taking))\b|(?=\s*(?:[,.;!?)]|$))))")


def _other_players_choice(text: str) -> str:
    """The message with another player's name pointed at ("same as Tadeo") taken out, so the
    name is never read as a typo of a phase; GmError when no phase is named besides: that
    player's choice is secret, the GM may neither tell nor copy it, and asks."""
    m = _SAME_AS_OTHER.search(text)
    who = "who" if m is not None and m.group("who") else "whom"
    if m is None or _phase_of(m.group(who), False):
        return text
    rest = text[:m.start(who)] + "someone" + text[m.end(who):]
    if not _mentions(rest, False):
        raise GmError(f"the message names no phase: it points at {m.group(who)}'s choice "
                      f"({text.strip()[:60]!r}), which is secret: which phase do you pick?",
                      "ask the player to name the phase, e.g. 'Trade'")
    return rest
