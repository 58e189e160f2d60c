"""Orders written without their heading, and lines that cannot be orders at this step: the
step tells what a bare line means ("3 off Dmitri's purple route" when the event grants one
military action; "first 1 blue + 1 colonist, then just 1 blue" for two granted industry actions;
"2x blue to market" at an action; "my 2 colonists go" at a loss; "+1 on Dee's side" without
"negotiate"; "Influence → 3"), and what it cannot mean (roleplay at the income step; a title line
of the poster's own planet and the year; "community: 2 credits" once the income step is over).
`lines.read_line` applies them before it looks for an order's heading."""

from __future__ import annotations

import re

from gm_tool.core.kit.reading import habits
from gm_tool.core.kit.patterns import compile_later

from gm_tool.games.colonies.posts.context import PostContext


TWICE = compile_later(r"\b(?:industry|production\s+peak|prod(?:uction)?\s+peak)(?:\s+actions?)?\s*(?:[x\u00d7]\s*2|"
                    r"2\s*[x\u00d7]|twice)(?!\w)|\b(?:both|two|2)\s+(?:industry|production\s+peak)\s+actions?\b|"
                    r"\b2\s*[x\u00d7]\s*(?:industry|production\s+peak)\b", re.IGNORECASE)

# "I'll take an action:", "I take the action:" (rather than the 4 €): chatter before the order
TAKE_ACTION = compile_later(r"^\s*(?:(?:i'?ll|ill|i\s+will|i)\s+)?(?:take|do|choose|pick|go\s+(?:for|with))\s+"
                          r"(?:the|an|my|a)\s+action(?:\s+of\s+(?:my\s+)?choice)?\b\s*[:,.!-]*\s*",
                          re.IGNORECASE)
# "I'll take the upgrade: Industry 1→2", "going with the industry action: 1 green": the granted
# action chosen by its name, then the order
TAKE_NAMED = compile_later(r"^\s*(?:(?:i'?ll|ill|i\s+will|i|i'?m|gonna)\s+)?(?:take|taking|do|doing|choose|choosing|pick|"
                         r"picking|go\s+(?:for|with)|going\s+(?:for|with)|use|using)\s+(?:the|an|my|a)\s+"
                         r"(?P<what>free\s+upgrade|upgrade|industry|military|commerce|community|influence)"
                         r"(?:\s+(?:action|option|effect))?\s*(?:[:,\u2013\u2014-]+\s*|\s+(?=[a-z]))(?=\S)",
                         re.IGNORECASE)
# "community upgrade", "Military upgrade to 2": the verb after the technology
TECH_UPGRADE = compile_later(r"\b(community|military|commerce|influence|industry)\s+upgrade\b",
                           re.IGNORECASE)
# "Influence → 3", "Military to lvl 2", "Commerce level 3": an upgrade to that level
def tech_name(word: str) -> str:
    from gm_tool.games.colonies.posts.phrases import TECHS

    return TECHS.get(word.lower()) or word


_TECH_WORDS = r"(community|military|commerce|influence|industry|mil|infl|ind|comm)"
# "Community to 6 (max!):" after chatter: an upgrade to that level
LEVEL_TO = compile_later(r"\b" + _TECH_WORDS + r"\s+(?:to|up\s+to)\s+(?:level\s+|lvl\s+)?(\d)\b(?!\s*(?:credits|\w))",
                       re.IGNORECASE)
LEVEL_UP = compile_later(r"^\s*(community|military|commerce|influence|industry|mil|infl|ind|comm)\s*:?\s+(?:up\s+)?"
                       r"(?:to\s+)?(?:level\s+)?(\d)(?=\s*(?:[.!,;:(]|$))", re.IGNORECASE)
# "Commerce 1 → 2, costs me ...", "Military lvl 1 to 2": a technology from one level to the next
LEVEL_FROM_TO = compile_later(r"^\s*(community|military|commerce|influence|industry|mil|infl|ind|comm)\s*:?\s+"
                            r"(?:level\s+|lvl\s+)?(\d)\s*to\s+(?:level\s+|lvl\s+)?(\d)\b", re.IGNORECASE)
# "raise my agreement with Bob by 1 both ways": a negotiation
RAISE = compile_later(r"^\s*(?:(?:i'?ll|i\s+will|gonna|going\s+to|i'?m\s+going\s+to|let'?s|let\s+me|i\s+want\s+to|"
                    r"want\s+to)\s+)?((?:raise|increase|improve|boost|lower|decrease|cut|reduce)\b.*\b(?:agreements?|"
                    r"markers?|deliver(?:y|ies)|trade|sides?|ways?)\b.*)$", re.IGNORECASE)
RAISE_TITLE = compile_later(r"^\s*(?:(?:i'?ll|i\s+will|gonna|going\s+to|i'?m\s+going\s+to|let'?s|let\s+me|i\s+want\s+to|"
                          r"want\s+to)\s+)?(?:raise|increase|improve|boost|lower|decrease|cut|reduce)\b[^:\d]*:\s*"
                          r"(?=(?:negotiate\s*:?\s*)?[+-]\s?\d)", re.IGNORECASE)
# "+1 on Dee's side", "-1 both ways with Bob": an agreement step without its verb
# "I make unilateral +1 on Teodor side", "doing a +1 both ways with Bo": a light verb before it
STEP_LINE = compile_later(r"^\s*(?:(?:ok|okay|so|then|right|fine|alright|hmm)\b[\w ]{0,12}?[:,]\s*)?"
                        r"(?:(?:i\s+|i'?ll\s+|i\s+will\s+|i'?m\s+|we\s+)?(?:make|makes|making|do|doing)\s+"
                        r"(?:a\s+|an\s+|the\s+)?(?=(?:unilateral(?:ly)?|bilateral(?:ly)?|one[- ]sided|[+-]\s?\d)))?"
                        r"(?P<step>(?:(?:unilateral(?:ly)?|bilateral(?:ly)?|one[- ]sided)\s+)?[+-]\s?\d\b.*\b(?:sides?|ways?|with|bilateral(?:ly)?|"
                        r"unilateral(?:ly)?|both|end|marker)\b)", re.IGNORECASE)
# "Going for Commerce 2:", "getting Military 3": an upgrade to that level
GOING_FOR = compile_later(r"^\s*(?:(?:i'?m|i\s+am|i'?ll)\s+)?(?:going\s+for|go\s+for|getting|get|aiming\s+for)\s+"
                        r"(community|military|commerce|influence|industry)\s+(?:level\s+|lvl\s+)?(\d)\b",
                        re.IGNORECASE)
SUM_LINE = compile_later(r"^\s*(?:=+|total[s]?\s*[:=]?|in\s+total\s*[:=]?|sum\s*[:=]?|altogether\s*[:=]?)\s*(?=[+\-]?\d)",
                       re.IGNORECASE)
# "both my colonists are deported", "all my colonists go"
ALL_GO = compile_later(r"^\s*(?:both|all)\s+(?:of\s+)?(?:my\s+|our\s+)?(?:colonists|settlers)\s+(?:go|leave|depart|"
                     r"are\s+deported|get\s+deported|are\s+gone|are\s+lost)\b", re.IGNORECASE)
# "my 2 colonists go", "3 yellow leave": resources or colonists given up, said of them
GO = compile_later(r"^\s*(?:(?:my|the|our)\s+)?(\d+)\s+([a-z]+(?:\s+goods)?)\s+(?:go|goes|leave|leaves|depart|"
                 r"are\s+deported|get\s+deported|are\s+gone|it\s+is|go\s+away|are\s+lost)\b",
                 re.IGNORECASE)
TO_MARKET = compile_later(r"^\s*(?P<what>\d+\s+[a-z]+(?:\s+goods)?(?:\s*(?:,|and|&)\s*\d+\s+[a-z]+(?:\s+goods)?)*)\s+"
                        r"(?:go(?:es)?\s+)?(?:to|on|onto|into)\s+(?:the\s+)?(?:[a-z]+\s+)?markets?\b", re.IGNORECASE)
INCOME_CHOICE = compile_later(r"^\s*(?:community|income|citizenship)\b\s*:?\s*(?:\d+|max|all|no)\s+(?:credits?|cr)\b|"
                            r"^\s*(?:community|income)\b\s*:?\s*reject\w*\s+\d", re.IGNORECASE)
# "3 off Dmitri's purple route", "make that 2 from Bob's green route and 1 from ...": pirates
# taken off routes, without the action's verb
ROUTE_ONLY = compile_later(r"^\s*(?:(?:make\s+(?:that|it)|no\s+wait|actually|i\s+mean|rather|instead)[,:]?\s+)?"
                         r"(?P<n>\d+|a|one)\s+(?:pirates?\s+)?(?:off|from)\b.*\broutes?\b", re.IGNORECASE)


def granted_actions(ctx: PostContext) -> list[str] | None:
    """The actions the event grants the poster, one entry per action ("industry" twice), when
    that is all it asks (a yes effect with one option counts); else None."""
    from gm_tool.games.colonies.rules import event

    mine = list(ctx.state.get("pending", {}).get(ctx.player, []))
    if not mine:
        return None
    out: list[str] = []
    for a in mine:
        if a.get("kind") == "action":
            out.extend(a.get("actions", []))
        elif a.get("kind") == "yes":
            options = event.yes_options(ctx.state)
            if len(options) != 1 or any(p.kind != "action" for p in options[0]):
                return None
            for p in options[0]:
                out.extend(list(p.actions) * max(1, p.count))
        else:
            return None
    return out


_FIRST = compile_later(r"\bfirst\b[:,]?\s*", re.IGNORECASE)
_THEN = compile_later(r"[,;]?\s*(?:and\s+)?\bthen\b[:,]?\s*", re.IGNORECASE)


def first_then(ctx: PostContext, text: str) -> list[str] | None:
    """"Taking both: first 1 blue + 1 colonist, then just 1 blue": the two actions an event
    grants, each without its verb (the one kind it grants), as two orders."""
    if "then" not in text.lower():
        return None
    granted = granted_actions(ctx)
    if not granted or len(granted) < 2 or len(set(granted)) != 1:
        return None
    m1 = _FIRST.search(text)
    if m1 is None and granted[0] == "industry":
        # "2 green and 2 colonists, then 1 green and 1 colonist": amounts alone, then the next
        m2 = _THEN.search(text)
        if m2 is None or not _AMOUNTS_ONLY.fullmatch(text[:m2.start()].strip()):
            return None
        m1 = re.match(r"\s*", text)
    m2 = _THEN.search(text, m1.end()) if m1 is not None else None
    if m2 is None:
        return None
    a, b = text[m1.end():m2.start()], text[m2.end():]
    verb = {"industry": "industry", "military": "hunt pirates", "community": "refuge",
            "commerce": "sell", "influence": "negotiate"}.get(granted[0])
    if verb is None:
        return None
    parts = [a.strip(" ,;:"), b.strip(" ,;:")]
    if not all(parts):
        return None
    # a part that opens with an order of its own ("then upgrade Industry") is read as written
    # ("then I make upgrade of Industry": the other order's verb after a few words of talk)
    return [p if re.match(rf"\s*(?:{verb.split()[0]}|{_OTHER_ORDER})\b", p, re.IGNORECASE)
            or re.match(rf"\s*(?:[a-z']+\s+){{1,3}}(?:{_OTHER_VERB})\b", p, re.IGNORECASE) else f"{verb}: {p}"
            for p in parts]


_OTHER_VERB = r"upgrade|upgrading|sell|selling|hunt|hunting|refuge|negotiate|negotiating"


_OTHER_ORDER = r"upgrade|upgrading|sell|selling|hunt|hunting|refuge|negotiate|negotiating|industry|military|" \
               r"commerce|community|influence|pass|skip|nothing|\d+\s*(?:€|cr|credits?)"


def granted_removal(ctx: PostContext, text: str) -> str:
    """At the effects step, when the event grants one military or one community action and
    nothing else, pirates taken off routes without a verb are that action."""
    m = ROUTE_ONLY.match(text)
    if m is None:
        return text
    granted = granted_actions(ctx)
    kinds = set(granted or ()) & {"military", "community"}
    if len(kinds) != 1:
        return text
    verb = "hunt pirates: " if kinds == {"military"} else "refuge: "
    return text[:m.start("n")] + verb + text[m.start("n"):]


_AMOUNTS_ONLY = compile_later(r"^\s*\d+\s+[a-z]+(?:(?:\s*(?:,|\+|&|\band\b)\s*|\s+)\d+\s+[a-z]+){0,5}(?=\s*(?:[.;!]|$))",
                              re.IGNORECASE)


def granted_production(ctx: PostContext, text: str) -> str:
    """At the effects step, when the event grants industry actions and nothing else, amounts of
    resources and colonists alone ("2 green, 2 colonists. skip the second") are an industry
    action."""
    from gm_tool.games.colonies.posts.phrases import COLOURS, W

    m = _AMOUNTS_ONLY.match(text)
    if m is None:
        return text
    if not all(COLOURS.get(w.lower()) is not None or w.lower() in W["colonist_words"]
               for w in re.findall(r"[A-Za-z]+", m.group(0)) if w.lower() != "and"):
        return text
    granted = granted_actions(ctx)
    if not granted or set(granted) != {"industry"}:
        return text
    return "industry: " + text


#: the words an income choice is made of: a line at the income step without any of them (and
#: without a figure or an order's verb) is table talk or roleplay, whatever planets, resources
#: or players it names ("The harvest bells ring across the orchards of Elysia.")
_INCOME_WORDS = compile_later(r"\d|\b(?:credits?|creds?|cr|money|cash|euros?|reject\w*|refus\w*|turn\w*\s+away|"
                              r"colonists?|settlers?|keep\w*|take|taking|max\w*|community|citizenship|none|"
                              r"nothing|pass)\b", re.IGNORECASE)


def off_step(ctx: PostContext, text: str) -> bool:
    """A line that cannot be an order of this step: at the income step, one with no figure, no
    word of the income choice and no order verb in its base form."""
    if ctx.step != "income" or _INCOME_WORDS.search(text):
        return False
    from gm_tool.games.colonies.posts.gamewords import VERBS

    return not any(w in VERBS for w in habits.words_of(text))


def income_talk_out(ctx: PostContext, sentences: list[str]) -> tuple[list[str], list[str]]:
    """At the income step, the sentences of talk before the choice on the same line ("Year one!
    Euterpe's glassworks fire up. 2 credits for me please"): those before the first sentence
    that holds a figure or a word of the income choice, when they hold neither themselves.
    Returns (the sentences kept, the sentences of talk)."""
    from gm_tool.core.kit.reading.sentences import is_question

    if ctx.step != "income" or len(sentences) < 2 or any(is_question(s) or s.rstrip().endswith("?") for s in sentences):
        return sentences, []        # (a line that asks is read as before: its questions apart)
    from gm_tool.core.kit.reading.sentences import predicate_number

    for k, sentence in enumerate(sentences):
        if _INCOME_WORDS.search(sentence):
            m = re.search(r"\d", sentence)
            if k and m is not None and predicate_number(sentence[:m.start()].split()):
                return sentences, []      # "Selling is going to be 2 € at best.": talk too
            return sentences[k:], sentences[:k]
    return sentences, []


_TITLE_NUMBER = compile_later(r"\b(?:year|turn|round|action|act)\s*#?\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+"
                              r"(?:year|turn|round|action)\b", re.IGNORECASE)
_TITLE_WORDS = frozenset({"orders", "order", "report", "update", "post", "effects", "effect", "phase",
                          "turn", "year", "round", "action", "actions", "response", "answer",
                          "deportation", "council", "event", "plan", "plans", "income", "incomes",
                          "deck", "vote", "voting", "tie", "tiebreak", "step", "my", "for", "the"})


#: a body the poster's planet names itself by in a title ("Amateru Trade Guild – Year 2 report")
_BODY_WORDS = frozenset({"guild", "trade", "trading", "union", "company", "league", "consortium", "house",
                         "federation", "corporation", "council", "colony", "colonial", "republic",
                         "authority", "office", "ministry", "syndicate", "collective", "annual"})


def is_title_line(ctx: PostContext, text: str) -> bool:
    """A title line ("Euterpe — Deportation orders, year 2"): the poster's own planet, colour or
    name, the year, and words like "orders", nothing else of the game."""
    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.posts.phrases import COLOURS

    rest = _TITLE_NUMBER.sub(" ", text)
    if re.search(r"\d", rest):
        return False
    own = set(fold(ctx.player).split()) | {ctx.colour}
    words = habits.words_of(rest)
    named = any(w in own or COLOURS.get(w) == ctx.colour for w in words)
    left = [w for w in words if w not in own and COLOURS.get(w) != ctx.colour
            and w not in _TITLE_WORDS and not (named and w in _BODY_WORDS)]
    return bool(left) is False or not ctx.words.line_words(" ".join(left))


ACTION_TITLE = frozenset({"military", "community", "commerce", "influence", "industry", "refuge",
                           "hunt", "hunting", "trade", "negotiations", "negotiation", "business", "trip",
                           "production", "peak", "upgrade", "action", "report", "from", "of", "the",
                           "my", "for", "time", "orders", "order", "move", "turn", "year"})


_ORDER_NOUNS = frozenset({"route", "routes", "pirate", "pirates", "side", "sides", "ways", "market",
                          "markets", "credit", "credits", "cr", "colonist", "colonists", "level", "lvl",
                          "marker", "markers", "shelf", "vote", "votes", "tie", "upkeep", "police",
                          "substitute", "substitutes", "subs", "each", "both", "all"})


def roleplay(ctx: PostContext, text: str, min_words: int = 5, max_game_words: int = 2) -> bool:
    """A sentence of roleplay that names a planet or a resource in passing ("The luxury goods
    traders of Bellona cheer."): five words or more, no figure, no order's verb in any form, no
    technology, nothing an order is made of (routes, pirates, sides, markets, credits), and at
    most two words of the game (the caller may ask for other bounds)."""
    from gm_tool.games.colonies.posts.gamewords import VERBS
    from gm_tool.games.colonies.posts.phrases import TECHS

    if re.search(r"\d|€|\$", text):
        return False
    words = habits.words_of(text)
    found = ctx.words.line_words(text)
    # "Elysia's biolabs work overtime": a shorter line is flavour too when the only words of the
    # game on it are names said as owners of something no order is made of
    owners_only = bool(found) and all(w.endswith(("'s", "'")) for w in found)
    if len(words) < (min(min_words, 3) if owners_only else min_words):
        return False
    for w in words:
        if w in _ORDER_NOUNS or TECHS.get(w) is not None or w in VERBS \
                or habits.verb_base(w, VERBS) is not None:
            return False
    return len(found) <= max_game_words


def title_heading(ctx: PostContext, text: str) -> bool:
    """A title line ending in a colon that names an action and the poster's own planet, and
    nothing to do ("Military report from Pallas:"): the orders follow on the next lines."""
    if not text.rstrip().endswith(":") or re.search(r"\d", text):
        return False
    words = [w for w in habits.words_of(text) if w not in ACTION_TITLE]
    return not words or is_title_line(ctx, " ".join(words))


#: what ends a title before the order: a colon, or a dash between spaces
_TITLE_CUT = compile_later(r":|\s+(?:-{1,2}|[\u2013\u2014])\s+")


def title_prefix_out(ctx: PostContext, text: str) -> str:
    """A title before the order on the same line ("Elysia, action 1: upgrade Community", "Action 1
    for Elysia: ..."): the order alone, when the words before the first colon name the poster's
    own planet, colour or name, or a year or action number, and nothing else of the game."""
    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.posts.phrases import COLOURS

    own = set(fold(ctx.player).split()) | {ctx.colour}
    for _ in range(3):
        # "Turn 6, Dov - industry: ...", "Round 6 — Dov — sell 2 yellow": a dash parts the title too
        cuts = sorted([m.start() for m in _TITLE_CUT.finditer(text[:120])])
        for at in cuts[:3]:
            sep = _TITLE_CUT.match(text, at)
            head, rest = text[:at], text[sep.end():]
            if not re.search(r"\w", rest) or len(head) > 80 or not head.strip():
                continue        # (":)" ends no title: a smiley's colon)
            if head.count("(") > head.count(")") or head.count("[") > head.count("]"):
                # "(Colonies, turn 1: Ann's income ...)": the colon is inside a bracket, no title's
                continue
            words = habits.words_of(head)
            named = any(w in own or COLOURS.get(w) == ctx.colour for w in words) or _TITLE_NUMBER.search(head) \
                or re.fullmatch(r"\W*(?:my|this|the)\s+(?:action|move|turn|orders?|choice|answer)\W*", head, re.IGNORECASE)
            if (named and is_title_line(ctx, head)) or (ctx.step in ("actions", "effects")
                                                         and (announces_action(ctx, head) or _names_again(ctx, head, rest))):
                # ("Kofi takes the upgrade: Industry 2 → 3": the poster announcing the action)
                text = rest.strip()
                break
        else:
            return text
    return text


#: "Bellona takes the upgrade", "Lucia goes for the military action!", "Pallas chooses the effect":
#: the poster (by planet, colour or name) announcing which action or effect the lines below order
_ANNOUNCES = compile_later(r"^\W*(?P<who>[\w'-]+(?:\s+[\w'-]+)?)\s+(?:takes|is\s+taking|will\s+take|'ll\s+take|goes\s+for|"
                           r"is\s+going\s+for|chooses|picks|opts\s+for|does|will\s+do)\s+(?P<what>[\w\s'-]{2,40}?)\W*$",
                           re.IGNORECASE)


def announces_action(ctx: PostContext, text: str) -> bool:
    """A title line announcing the action or effect the lines below order ("Bellona takes the
    upgrade", "Pallas goes for the military action!"): the poster named by planet, colour or
    name, then a verb of choosing, then only the names of actions and effects (no figure, no
    route, no resource: "Bellona takes the 4 €" is an order)."""
    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.posts.phrases import COLOURS

    if len(text) > 120 or re.search(r"\d|€", text):
        return False
    m = _ANNOUNCES.match(text)
    if m is None:
        return False
    own = set(fold(ctx.player).split()) | {ctx.colour}
    who = habits.words_of(m.group("who"))
    if not who or not all(w in own or COLOURS.get(w) == ctx.colour for w in who):
        return False
    what = set(habits.words_of(m.group("what"))) - {"a", "an", "effect", "effects", "granted", "free", "yes",
                                                      "option", "one", "this", "time", "then", "first"}
    return what <= ACTION_TITLE


def _names_again(ctx: PostContext, head: str, rest: str) -> bool:
    """"Pallas opens talks with Elysia: negotiate +1 both ways with Elysia": a title that opens
    with the poster's own planet and names nothing of the game that the order after it does not
    name again (no figure): roleplay over the order."""
    if re.search(r"\d|€", head):
        return False
    words = habits.words_of(head)
    own = ctx.own_planet()
    if not own or not words or words[0] != own:
        return False
    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.posts.phrases import COLOURS

    again = set(habits.words_of(rest))
    owners = {fold(p): c for p, c in ctx.state.get("planets", {}).items()}
    colours = {COLOURS.get(w) or owners.get(w.removesuffix("'s")) for w in again} - {None}
    # ("... to Amateru: negotiate ... with Tadeo": a planet named again by its colour or owner)
    return all(w == own or w in again or (COLOURS.get(w) or owners.get(w.removesuffix("'s"))) in colours
               or w in _TALKS for w in ctx.words.line_words(head))


#: "opens talks with": words of "trade talks" (a negotiation's name) said in a title's roleplay
_TALKS = frozenset({"talks", "talk"})


def headline(ctx: PostContext, text: str) -> bool:
    """"Pallas hires privateers!": an exclaimed headline that opens with the poster's own
    planet, eight words at most, with no figure and no colour, resource, technology or other
    planet: roleplay over the orders on the lines below."""
    from gm_tool.games.colonies.posts.phrases import COLOURS, TECHS

    if not text.rstrip().endswith("!") or re.search(r"\d|€|\$", text):
        return False
    words = habits.words_of(text)
    own = ctx.own_planet()
    if not own or not words or words[0] != own or len(words) > 8:
        return False
    return not any(COLOURS.get(w) is not None or TECHS.get(w) is not None or w in ctx.words.names
                   for w in words[1:])



# "I place one biotech on the market, please", "putting a green on the green market", "one of my
# greens goes to the market": the resource the event puts on its market, said in a sentence (a
# verb of putting, a number in words, "one of my", the market named by its colour)
_PUT_LEAD = (r"^\s*(?:(?:i|i'?ll|ill|i\s+will|i'?m|i\s+am|we|we'?ll|i\s+shall|i'?d\s+like\s+to|i\s+want\s+to|i'?m\s+going\s+to|"
             r"i'?m\s+gonna|gonna|let\s+me|i\s+can|i\s+have\s+to|i\s+must)\s+)?(?:(?:just|simply|then|also)\s+)?")
_PUT_VERBS = (r"put|puts|putting|place|places|placing|dump|dumps|dumping|drop|drops|dropping|add|adds|adding|"
              r"send|sends|sending|offer|offers|offering|contribute|contributes|contributing|throw|throws|"
              r"throwing|move|moves|moving|ship|ships|shipping|unload|unloads|unloading|offload|offloads|offloading")
_PUT_WHAT = (r"(?:(?P<n>\d+|a\s+single|single|one|an|a|two|three|four|five)\s+)?(?:of\s+(?:my|our|the)\s+|my\s+)?"
             r"(?P<what>[a-z]+(?:\s+(?!(?:on|onto|to|into|in|for|goes|go|off|up)\b)[a-z]+)?)")
_PUT_ON_MARKET = compile_later(
    _PUT_LEAD + r"(?:(?:" + _PUT_VERBS + r")\s+)?" + _PUT_WHAT + r"\s*[,\u2013\u2014-]?\s+(?:(?:goes|go|will\s+go)\s+)?(?:up\s+)?"
    r"(?:on|onto|to|into|in|for)\s+(?:the\s+|its\s+|their\s+)?(?:(?P<which>[a-z]+)\s+)?markets?\b(?P<rest>.*)$",
    re.IGNORECASE)
# "I'll place 1 green, please": the verb of putting and the resource alone, where the event asks
# for nothing else to be placed
_PUT_BARE = compile_later(_PUT_LEAD + r"(?:" + _PUT_VERBS + r")\s+" + _PUT_WHAT
                          + r"(?P<rest>(?:[\W\d]|\b(?:please|pls|plz|thanks|thank\s+you|cheers|left|remaining)\b)*)$", re.IGNORECASE)
_COUNT_WORDS = {"one": 1, "a": 1, "an": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def put_on_market(text: str, bare: bool = False, asked: int = 0) -> tuple[str, str | None] | None:
    """The line as "market: 1 green ..." when it puts resources on the market in a sentence
    (`_PUT_ON_MARKET`; with `bare`, also "place 1 green" naming no market), the resource named by
    a colour, a resource's or a planet's name, with the other colour of the market it names if
    that is not the resource's (a GM asks); no number ("green to the market") is the one
    resource `asked` for; None when it does not."""
    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.posts.phrases import COLOURS

    m = _PUT_ON_MARKET.match(text) or (_PUT_BARE.match(text) if bare else None)
    if m is None:
        return None
    words = m.group("what").split()
    if len(words) == 2 and words[1].lower() in ("goods", "good", "cube", "cubes", "resource", "resources",
                                                "token", "tokens"):
        words = words[:1]
    colour = COLOURS.get(fold(" ".join(words)))
    if colour is None and len(words) == 2 and COLOURS.get(fold(words[0])) == COLOURS.get(fold(words[1])):
        colour = COLOURS.get(fold(words[0]))            # "1 Elysia biotech": planet and resource
    if colour is None or (m.group("n") is None and (asked != 1 or words[-1].lower().endswith("s"))):
        return None
    which = m.groupdict().get("which")
    other = COLOURS.get(fold(which)) if which else None
    n = (m.group("n") or "one").lower().split()[-1]
    count = int(n) if n.isdigit() else _COUNT_WORDS[n]
    return f"market: {count} {colour} {m.group('rest')}".strip(), (other if other not in (None, colour) else None)


#: "Y1", "T3", "R2", "Yr 1", "Rd. 4", "Trn 2", "Turn1": a turn number in a title written short
_SHORT_TURN = compile_later(r"\b(?:(?:y|t|r)#?(?P<a>\d{1,2})|(?:yr|yrs|rd|rnd|trn|tn|turn|year|round)\.?\s*#?(?P<b>\d{1,2}))\b",
                            re.IGNORECASE)


_SHORT_WORD = compile_later(r"(?:turn|year|round)\s*#?\d{1,2}", re.IGNORECASE)


def short_turn_title(ctx: PostContext, text: str) -> bool:
    """"Income Y1, Bellona:", "T3 - Pallas", "Bellona, yr 2 income": a title whose turn is written
    short (a letter, "yr", "rd") and is the turn being played, with nothing else of the game but
    the step's name and the poster's planet, colour or name. A turn number that is not the
    current turn makes no title (the figure is wrong, or means something else): not read."""
    return short_turn_written(ctx, text) == ctx.state.get("turn")


def short_turn_written(ctx: PostContext, text: str) -> int | None:
    """The turn a title written with a short turn number names ("Income Y1, Bellona:" names 1),
    whatever the turn being played; None when the line is no such title (two turns named, or
    anything else of the game on it)."""
    shorts = list(_SHORT_TURN.finditer(text))
    if not any(_SHORT_WORD.fullmatch(m.group(0)) is None for m in shorts):
        return None
    written = {int(m.group("a") or m.group("b")) for m in shorts}
    rest = _SHORT_TURN.sub(" ", text)
    if len(written) != 1 or not re.search(r"\w", rest) or not is_title_line(ctx, rest):
        return None
    return written.pop()
