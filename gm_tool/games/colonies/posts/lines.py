"""The lines of a Colonies post, one at a time, as a GM reads them.

Every line of the forum text (quotes, markup and struck-out text gone: the kit's `scan`) ends in
one state of the kit's ledger (`habits.Ledger`): **read** (an order, a claim), **chatter**, or
**not read**. A line is read past its habits first (`habits.habitual`: smileys, abbreviations,
arrows, spaced dashes as separators, money signs; an EDIT marker), then its order is looked for:

1. a heading at the start ("sell 2 green", "Upgrade: Military", "Action 2 - pass", a typo of a
   heading with a did-you-mean);
2. after words of chatter or intent ("ok then: industry 1 purple", "oops, sell 1 blue then",
   "I'm going to upgrade Military"), with the verb in any form ("Upgrading Military");
3. "none" / "nothing" / "pass" with a remark ("nothing, broke :(") is a pass (an income of
   nothing at the income step) when the remark holds no word of the game;
4. a line with no heading continues the order above it when its handler understands it
   ("Negotiations with Bellona" / "+1 my side").

Two orders on one line ("4 € and a military action") are read as two. A line that is none of
this is chatter when it holds no word of the game, and "not read" (a "please confirm") when it
does. Lines after a signature ("--", "Sent from my phone") are chatter.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from gm_tool.core.kit.diagnostics import Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading import habits
from gm_tool.core.kit.reading.forum import Line, scan
from gm_tool.core.kit.reading.sections import Heading, Item, is_comment, short
from gm_tool.core.kit.reading.talk import (HEDGE as _HEDGE, HYPOTHETICAL as _HYPOTHETICAL, NEGATED_MONEY
                                       as _NEGATED, PLAN as _PLAN, SAME as _SAME,
                                       delimiter_line as _delimiter_line)

from gm_tool.games.colonies.posts.context import PostContext
from gm_tool.games.colonies.posts.phrases import WORDS
from gm_tool.games.colonies.posts.unheaded import (announces_action, headline, roleplay, ACTION_TITLE, title_heading, ALL_GO, GO, GOING_FOR,
                       INCOME_CHOICE, LEVEL_FROM_TO, LEVEL_TO, LEVEL_UP, RAISE, RAISE_TITLE, STEP_LINE,
                       SUM_LINE, TAKE_ACTION, TAKE_NAMED, TECH_UPGRADE, TO_MARKET, TWICE, granted_removal,
                       off_step, tech_name, is_title_line, first_then, granted_actions, title_prefix_out,
                       granted_production, income_talk_out)
from gm_tool.games.colonies.posts.unheaded import put_on_market, short_turn_title, short_turn_written
from gm_tool.games.colonies.posts.order_finding import (run_handler, WHOLE_LINE, section_of, about_another, first_words,
                            hedged, find_orders, split_orders)
from gm_tool.core.kit.reading.sentences import (MORE_HEDGE, edit_only_remarks, given_up, idioms_out, later_need, predicate_number, questions,
                         reasons_out, split_sentences, fact_clauses_out, leading_reason_out, grudging_decision, judged_brackets_out,
                         pronoun_remarks_out,
                         comparison_clauses_out, want_clauses_out, options_laid_out,
                         later_plan, later_plan_then_now, intent_lead_out,
                         judged_option_first)

from gm_tool.core.kit.reading.addressee import emoji_as_comma, you_as_addressee
from gm_tool.core.kit.reading.sentences import exclamation, pronoun_as_named, purpose_out, money_purpose_out, self_doubt_out
from gm_tool.core.kit.reading.wrapping import DANGLING

MAX_LINES = 150
MAX_LINE_CHARS = 2_000




_COLON_THEN_DASH = compile_later(r":[^:]*?\s(?:--|[-\u2012\u2013\u2014\u2015])\s")


_MONEY = r"(?:\u20ac|\$|eur(?:os?)?\b|credits?\b|cr\b|bucks?\b)"
#: "for 10 € (3 € + 2 € + 3 € + 2 €)": a sum of money after a figure of money is its breakdown
_SUM_IN_BRACKETS = compile_later(r"(\d\s*" + _MONEY + r"\s*)\((\s*\d+\s*" + _MONEY + r"?(?:\s*\+\s*\d+\s*"
                                 + _MONEY + r"?)+\s*)\)", re.IGNORECASE)


def _plain_sum(m: re.Match) -> str:
    """"10 € (3 € + 2 € + 3 € + 2 €)" -> "10 € (3 + 2 + 3 + 2)": the breakdown of the figure
    before it, number by number (its money signs would read as prices of their own)."""
    return m.group(1) + "(" + re.sub(_MONEY, "", m.group(2), flags=re.IGNORECASE) + ")"


_ROUTE_THEN_PAYMENT = compile_later(r"(\broutes?)\s*[:=]\s*(\+?\d+\s*" + _MONEY + r"\s*(?:each\s+|apiece\s+)?(?:from|total|in\s+all)\b"
                                   r"[^():]*?)\s*([.!]*)\s*$", re.IGNORECASE)
_ROUTE_THEN_DASH = compile_later(r"^[^:\u2013\u2014]*?\d[^:\u2013\u2014]*?\broutes?\b[^:\u2013\u2014]*?\s(?:--|[-\u2012\u2013\u2014\u2015])\s",
                                 re.IGNORECASE)


#: "military (3 from Ines's purple route)": an action's word, then the order in brackets
_ORDER_IN_BRACKETS = compile_later(r"^\s*([a-z][a-z &]{2,30}?)\s*\(([^()]*\d[^()]*)\)(\s*(?:[.!;,].*)?)$", re.IGNORECASE)


#: a refuge's line: the pirates taken in, and "keeping them all" after it keeps them
_REFUGE_LINE = compile_later(r"\b(?:refuge|community|take\s+in|taking\s+in|shelter\w*)\b|\bfrom\b.*\broutes?\b",
                             re.IGNORECASE)
_KEEP_PIRATES = compile_later(r"^\W*(?:and\s+)?(?:keep|keeping|kept)\s+(?:them|all|both|everyone|every\s+one|the\s+lot|"
                              r"\d+|one|two|three|four|five|six|none|0)\b", re.IGNORECASE)
_NOTHING_IDIOM = compile_later(r"\bnothing\s+(?:personal|against\s+you|to\s+(?:see|add)\s+here)\b[\s,.!:;]*",
                               re.IGNORECASE)


#: "2 purple @ 3€ + 2€ = 5€": "@" before a sum of prices is the breakdown, not a price each
_AT_SUM = compile_later(r"@\s*((?:\d+\s*" + _MONEY + r"?\s*\+\s*)+\d+\s*" + _MONEY + r"?)", re.IGNORECASE)


def prepared(text: str) -> str:
    """A line with the kit's habits read: smileys, abbreviations, arrows, spaced dashes, money."""
    if "@" in text and "+" in text:
        text = _AT_SUM.sub(r", \1", text)
    if "(" in text and "+" in text:
        text = _SUM_IN_BRACKETS.sub(_plain_sum, text)
    if "othing" in text:
        # "Gorm, nothing personal: hunting 3 off his green route": an idiom, not a pass
        text = _NOTHING_IDIOM.sub(" ", text)
    if (":" in text or "=" in text) and "route" in text.lower():
        # "hunting 5 off Lucho's blue route and 1 off Oskar's green route: 5€ from Lucho, 1€ from
        # Oskar": the payments after the routes' colon, read as they are in brackets
        text = _ROUTE_THEN_PAYMENT.sub(r"\1 (\2)", text)
    if _COLON_THEN_DASH.search(text) or _ROUTE_THEN_DASH.search(text):
        # (or "hunt 3 from Ines's purple route - Ines pays 3€": the routes said, then a remark)
        # "hunt pirates: 2 from Wren's red route – that's 2€ for me": after the order's colon, a
        # dash separates a remark (a second colon would cut the order short)
        return habits.habitual(text, money="credits", dash_sep=", ")
    return habits.habitual(text, money="credits")


def read_lines(table: Any, ctx: PostContext, text: Any) -> None:
    reading = scan(text, max_lines=MAX_LINES + 1)
    ctx.diags.extend(reading.notes)
    lines = reading.lines
    if len(lines) > MAX_LINES:
        ctx.diag("col.post.too_long", f"the post has more than {MAX_LINES} lines, which no "
                 f"Colonies post needs; only the first {MAX_LINES} were read", lines[MAX_LINES].number,
                 hint="post the orders alone (a long paste, a log or a quote left open?)")
        lines = lines[:MAX_LINES]
    if not lines:
        if isinstance(text, (str, bytes)) and text.strip():
            ctx.diag("col.post.no_turn", "nothing is left once quoted text and markup are "
                     "removed", None, hint="a post inside [quote] is someone else's; write yours "
                     "outside it")
        else:
            ctx.diag("col.post.empty", "the post is empty", None, hint=table.empty_hint)
        return
    sig = habits.signature_start([line.text for line in lines])
    after = _delimiter_line(text)
    if after is not None:
        tail = [k for k, line in enumerate(lines) if line.number > after]
        if tail and len(tail) <= 4 and (sig is None or tail[0] < sig):
            sig = tail[0]
    if ctx.step in ("actions", "effects"):
        lines = _removal_lists(ctx, lines, sig)
    # whether the post quotes anyone, asked once (not on every line of a long post)
    quotes = isinstance(text, str) and "quote" in text.lower()
    for k, line in enumerate(lines):
        if k == len(lines) - 1 and k and _own_name(ctx, line.text):
            ctx.mark_chatter(line.number, line.text)      # "Ann" or "- Ann, Governor of Pallas"
            continue
        if sig is not None and k >= sig:
            ctx.mark_chatter(line.number, line.text)
            continue
        if len(line.text) > MAX_LINE_CHARS:
            ctx.diag("col.post.line_too_long", f"line {line.number} is longer than "
                     f"{MAX_LINE_CHARS:,} characters, which no order is, so it was not read: "
                     f'"{short(line.text)}"', line.number,
                     hint="write one order a line; put long remarks in a separate post")
            ctx.mark_not_read(line.number, short(line.text, 200))
            continue
        quoted = _same_as(ctx, line.text, text) if quotes else None
        if quoted is not None:
            # "same as Dee" under a quote of Dee's order: that order, on this line
            for inner in scan(quoted, max_lines=10).lines:
                read_line(table, ctx, Line(line.number, inner.text, inner.cells))
            ctx.diag("col.post.same_as", f'"{line.text}": read as the quoted order', line.number,
                     severity=Severity.INFO)
            continue
        if ctx.step in ("actions", "effects") and isinstance(text, str):
            # "sorry Yuki, hunting 1 from your purple route": "your" is the addressee's
            said = emoji_as_comma(you_as_addressee(line.text, text, list(ctx.state.get("planets", {})),
                                                   ctx.player))
            # "Since Priya keeps blocking me: hunt 3 from her yellow route": Priya's
            said = pronoun_as_named(said, list(ctx.state.get("planets", {})), ctx.player)
            if said != line.text:
                line = Line(line.number, said, line.cells)
        last = k == len(lines) - 1 or (sig is not None and k == sig - 1)
        if last and _breaks_off(line.text):
            # "hunt pirates: 2 from Quill's red route, and 1 from the": a post cut short
            ctx.diag("col.post.cut_short", f'"{line.text.strip()}": the line breaks off after '
                     f"'{line.text.split()[-1]}'; what comes next?", line.number,
                     hint="post the whole order again (the new post replaces this one)")
        read_line(table, ctx, line)


def _breaks_off(text: str) -> bool:
    """An order line that ends mid-clause, on a word no sentence ends on ("... and 1 from the"):
    the post was cut short (a phone, a paste); what was left out is asked, never guessed."""
    t = text.rstrip()
    if not t or t[-1] in ".!?:;)]*_~" or not any(c.isdigit() for c in t):
        return False
    words = t.split()
    # "5 blue (4+1) coming in": a figure's working in brackets stands beside the count
    words_plain = re.sub(r"\([^()]*\)", " ", t).split()
    if len(words_plain) >= 3 and words_plain[-1].lower() in ("in", "out", "on", "off", "back") \
            and words_plain[-2].lower() not in DANGLING \
            and any(re.fullmatch(r"\(?\+?\d+", w) for w in words_plain[-4:-2]):
        return False
    if len(words) >= 3 and words[-1].lower() in ("in", "out", "on", "off", "back") \
            and words[-2].lower() not in DANGLING \
            and any(re.fullmatch(r"\(?\+?\d+", w) for w in words[-4:-2]):
        # "6 purple in", "5 purple coming in", "2 colonists back": a count, what it counts, and a
        # particle (an adverb)
        return False
    return len(words) >= 3 and words[-1].lower() in DANGLING




# "hunt pirates:" / "Refuge: 1 off Fenna's red route" and then, a line each, more routes
_REMOVAL_HEAD = compile_later(r"^\W*(?:(?:military|community|police)(?:\s+action)?|hunt(?:ing)?(?:\s+(?:the\s+)?pirates)?|"
                              r"(?:provide\s+)?refuge|take\s+in\s+pirates|rehabilitate(?:\s+pirates)?|"
                              r"catch(?:\s+pirates)?)\b(?:\W*(?:$|.*\broutes?\b))", re.IGNORECASE)
_LIST_MARK = compile_later(r"^\s*(?:[-*\u2022\u00b7]|\d+[.)])\s+")
# "(1€ from each)", "2 € from Bob", "= 2€ total" on a line of its own under the routes
_PAYMENT_LINE = compile_later(r"^\s*\(?\s*(?:=\s*)?\+?\d+\s*(?:\u20ac|\$|eur\b|euros?\b|credits?\b|cr\b|c\b)\s*"
                              r"(?:each\s+)?(?:from\b|total\b|in\s+all\b|for\s+me\b)[^()]*\)?\s*$", re.IGNORECASE)


#: an order's verb alone on a line ("upgrade", "I'll sell"): what it acts on is on the next line
_VERB_ALONE = compile_later(r"^\s*(?:(?:i'?ll|i\s+will|gonna|let'?s)\s+)?(?:upgrade|upgrading|sell|selling|hunt|hunting|"
                            r"hunt\s+pirates|negotiate|negotiating|provide\s+refuge)\s*[.,\u2013\u2014-]*\s*$",
                            re.IGNORECASE)


def _removal_lists(ctx: PostContext, lines: list[Line], sig: int | None) -> list[Line]:
    """A hunt or a refuge written as a list: its heading (alone, or with the first route) and
    then one route a line ("- 1 off Oluwaseun's green route"), perhaps the payments on a line of
    their own: one order, its routes joined on the heading's line (the others count as read)."""
    from gm_tool.games.colonies.posts.unheaded import ROUTE_ONLY

    out: list[Line] = []
    open_at: int | None = None          # index in `out` of the removal order still open
    for k, line in enumerate(lines):
        if sig is not None and k >= sig:
            out.append(line)
            continue
        body = _LIST_MARK.sub("", line.text, count=1)
        if out and _VERB_ALONE.match(_LIST_MARK.sub("", out[-1].text, count=1)) \
                and line.number == out[-1].number + 1 and (sig is None or k - 1 < sig) \
                and not _VERB_ALONE.match(body) and habits.edit_marker(line.text) is None \
                and re.match(r"\s*(?:my\s+|the\s+)?(?:[a-z]+|\d)", body, re.IGNORECASE) \
                and not re.match(r"\s*(?:upgrade|sell|hunt|negotiate|refuge|pass|skip)\b", body, re.IGNORECASE):
            # "upgrade" / "community please (2 green 2 yellow 2 col)": a verb alone on its line,
            # its object on the next (wrapped by hand or by the editor): one order
            head = out[-1]
            out[-1] = Line(head.number, head.text.rstrip() + " " + body.strip(), head.cells)
            ctx.mark_read(line.number, line.text)
            continue
        if open_at is not None and (ROUTE_ONLY.match(body) or _PAYMENT_LINE.match(body)) \
                and habits.edit_marker(line.text) is None:
            head = out[open_at]
            part = body.strip()
            if part.startswith("(") and part.endswith(")"):
                part = part[1:-1].strip()
            part = re.sub(r"\s*\(([^()]*)\)", r", \1", part)      # "(1€ from Dave)": its own item
            joined = head.text.rstrip() + ("" if head.text.rstrip().endswith(":") else ",") + " " + part
            out[open_at] = Line(head.number, joined, head.cells)
            ctx.mark_read(line.number, line.text)
            continue
        label = _COST_LABEL.match(body)
        if out and label is not None and _UPGRADE_LINE.search(out[-1].text) and (sig is None or k - 1 < sig):
            # "* Upgrade Industry / * cost: 4 blue, 4 green, 4 colonists / * +4 VP": its figures
            head = out[-1]
            out[-1] = Line(head.number, head.text.rstrip() + ", paying " + body[label.end():].strip(), head.cells)
            ctx.mark_read(line.number, line.text)
            continue
        if out and _POINTS_LINE.match(body) and _UPGRADE_LINE.search(out[-1].text) and (sig is None or k - 1 < sig):
            head = out[-1]
            out[-1] = Line(head.number, head.text.rstrip() + ", " + body.strip(), head.cells)
            ctx.mark_read(line.number, line.text)
            continue
        if out and _FIGURES_LINE.match(line.text) and not _FIGURES_LINE.match(out[-1].text) \
                and re.search(r"\d", out[-1].text) and habits.edit_marker(out[-1].text) is None \
                and (sig is None or k - 1 < sig):
            # "(+2 VP, 4 → 6)" under "Upgrade → Community lvl 2 / paying ...": the figures of the
            # order above, on a line of their own, checked with it
            head = out[-1]
            out[-1] = Line(head.number, head.text.rstrip() + ", " + line.text.strip()[1:-1].strip(), head.cells)
            ctx.mark_read(line.number, line.text)
            continue
        out.append(line)
        open_at = len(out) - 1 if _REMOVAL_HEAD.match(body) else None
    return out


_COST_LABEL = compile_later(r"^\s*(?:costs?|price|paying|pay|paid)\s*[:=\u2013\u2014-]\s*(?=\S)", re.IGNORECASE)
_UPGRADE_LINE = compile_later(r"\bupgrad|\b(?:community|military|commerce|influence|industry)\b\s*(?:lvl|level|to|\u2192|->)",
                              re.IGNORECASE)
# "+4 VP", "= +4 VP (22 → 26)": the points of the upgrade above, on a line of their own
_POINTS_LINE = compile_later(r"^\s*=?\s*[+]?\d+\s*(?:vp|vps|points?|pts)\b[^a-z]*$", re.IGNORECASE)
# a line that is only figures in brackets: "(+2 VP, 4 → 6)", "(6€ total)"
_FIGURES_LINE = compile_later(r"^\s*\((?=[^()]*\d)[^()a-z]*(?:\b(?:vp|vps|points?|pts|total|each|in\s+all|"
                              r"colonists?|cols?|blue|green|yellow|purple|red|credits?|cr)\b[^()a-z]*)*\)\s*$",
                              re.IGNORECASE)


def _same_as(ctx: PostContext, line: str, text: Any) -> str | None:
    """The quoted order a line "same as Dee" / "ditto" points to: the quote of that player (or
    the only quote), when there is one. (`text`, the post, quotes someone.)"""
    if not isinstance(text, str):
        return None
    from gm_tool.core.kit.reading.habits import strip_smileys
    from gm_tool.core.kit.reading.sentences import quoted_posts

    m = _SAME.match(strip_smileys(line))          # "same as Marek :D"
    if m is None:
        return None
    name = (m.group("name") or "").strip().lower()
    quotes = quoted_posts(text[:20_000])
    if name:
        # "same as Marek lol", "same as Marek pls": the name is the words an author has
        words = name.split()
        for k in range(len(words), 0, -1):
            mine = [q for q in quotes if q[0].strip().lower() == " ".join(words[:k])]
            if mine:
                break
        quotes = mine
    if len(quotes) != 1:
        return None
    return quotes[0][1]




def _own_name(ctx: PostContext, text: str) -> bool:
    """A last line that signs the post with the poster's name ("Ann", "- Ann, Governor of
    Pallas")."""
    from gm_tool.core.kit.matching import fold

    words = fold(text).strip(" -~*_.,!").split(",")[0].split()
    name = fold(ctx.player).split()
    return bool(words) and words[:len(name)] == name and len(words) <= len(name) + 1


def read_line(table: Any, ctx: PostContext, line: Line, split: bool = True) -> None:
    """One line; at the effects step an EDIT's resources, pirates or colonists replace the ones
    written above it ("lose 3 red / EDIT: make that 2 red and 1 green")."""
    edit = habits.edit_marker(line.text)
    if ctx.step != "effects" or edit is None or edit_only_remarks(edit):
        _read_line(table, ctx, line, split)
        return
    before = {k: (list(v) if isinstance(v, list) else v) for k, v in ctx.effect.items()}
    _read_line(table, ctx, line, split)
    replaced = False
    for key in ("gain", "lose", "pirates", "dump"):
        old, now = before[key], ctx.effect[key]
        if old and len(now) > len(old):
            ctx.effect[key] = now[len(old):]
            ctx.effect_lines[key] = line.number
            replaced = True
    if ctx.effect["lose_colonists"] > before["lose_colonists"]:
        ctx.effect["lose_colonists"] -= before["lose_colonists"]
        replaced = replaced or bool(before["lose_colonists"])
        if before["lose"] and ctx.effect["lose"] == before["lose"]:
            ctx.effect["lose"], replaced = [], True          # "EDIT: 2 colonists instead"
    elif len(ctx.effect["lose"]) > len(before["lose"]) and before["lose_colonists"]:
        ctx.effect["lose_colonists"], replaced = 0, True     # "EDIT: 3 yellow instead"
    if replaced:
        if ctx.effect["lose"] or ctx.effect["lose_colonists"]:
            ctx.effect_lines["lose"] = line.number
            # the figures written beside the loss the edit replaces go with it
            ctx.claims[:] = [c for c in ctx.claims if not (c[0] < line.number and str(c[1]).startswith("lose"))]
        ctx.diag("col.post.edit", f"line {line.number} (an edit) replaces what was written above it",
                 line.number, severity=Severity.INFO)


# "dump 3 blue on the market", "putting 2 red on the market": the verb before the goods of a sale
# said by where they go
_PUT_VERB = compile_later(r"^\s*(?:(?:i'?ll|i\s+will|gonna|i'?m)\s+)?(?:dump|dumping|put|putting|place|placing|"
                          r"unload|unloading|offload|offloading|throw|throwing|move|moving|ship|shipping|"
                          r"send|sending|take|taking|bring|bringing)\s+(?=\d)", re.IGNORECASE)


_AGREEMENT_FIRST = compile_later(r"^\s*(?:the\s+|my\s+|our\s+)?(?:trade\s+)?(?:agreements?|deal)\s+(?:with\s+)?"
                                 r"(?P<who>[a-z][\w']*(?:\s+[a-z][\w']*)?)\s*[:,\u2013\u2014-]?\s*"
                                 r"(?P<step>[+-]\s?\d.*)$", re.IGNORECASE)
_TAKE_IN_PIRATES = compile_later(r"^\s*(?:i\s*(?:'ll|will|am|'m)?\s+)?(?:(?:take|taking|took|takes)\s+in|"
                                 r"shelter(?:s|ing)?|harbou?r(?:s|ing)?|welcom(?:e|es|ing)|absorb(?:s|ing)?)\s+"
                                 r"(?=(?:\d+|one|two|three|four|five|six|a|the|both|all)?\s*(?:more\s+)?pirates?\b)",
                                 re.IGNORECASE)
_OWNER_THEN_PARTNER = compile_later(r"\b(from|off|on)\s+([a-z][\w'-]*)\s*[(\[]\s*([a-z]+)(?:\s+routes?)?\s*[)\]]",
                                    re.IGNORECASE)
_NAME_THEN_STEP = compile_later(r"^\s*(?P<who>[a-z][\w']*)\s*[:,\u2013\u2014-]?\s*[+-]\s?\d\b.*?\b(?:sides?|ways?|"
                                r"bilateral(?:ly)?|unilateral(?:ly)?|both)\b", re.IGNORECASE)


def _names_a_planet(ctx: PostContext, word: str) -> bool:
    """A word that names a planet: a player's name, a colour, a planet's or a resource's name."""
    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.posts.phrases import COLOURS

    key = fold(word).removesuffix("'s").removesuffix("s'")
    return key in {fold(p) for p in ctx.state["planets"]} or COLOURS.get(key) is not None


_INTERJECTION = (r"(?:nah+|nope|naw|meh|welp|hmm+|yeah|yep|yup|ok(?:ay)?|alright|well|lol|haha|"
                 r"right|sigh|ugh|aaand|and)")
# "yeah yeah.", "ok ok,", "ugh, fine." : interjections, one or said again, closed by a stop
_OPENER = compile_later(r"^\s*(?:" + _INTERJECTION + r"(?:\s+" + _INTERJECTION + r")*\s*[,.!:;\u2013\u2014-]+\s*)+(?=\S)",
                        re.IGNORECASE)
_FOR_ME = compile_later(r"^(\s*[a-z]+(?:\s+[a-z]+)?)\s+for\s+(?:me|myself)\b(?=\s*(?:[:,!.\u2013\u2014-]|$))",
                        re.IGNORECASE)


# "Fine, 1 blue to the market", "Sure thing. sell 2 red", "Right then - 4 €": a few words of
# chatter and a stop before the order
_CHATTER_OPENER = compile_later(r"^\s*((?:[a-z']+\s+){0,3}[a-z']+)\s*(?:[,.!:;]+|\s[\u2013\u2014-])\s*(?=\S)",
                                re.IGNORECASE)
_NOT_OPENERS = frozenset({"first", "then", "next", "once", "twice", "one", "keep", "all", "last", "no",
                          "none", "nothing", "pass", "it", "this", "that", "more", "less", "up",
                          "down", "off", "out", "over", "again", "too", "also", "or", "if", "but"})


_THE_NEUTRAL = compile_later(r"\bthe\s+neutral(?:\s+(?:planet|one|guys?|side))?\b", re.IGNORECASE)


def _chatter_opener_out(ctx: PostContext, text: str) -> str:
    """The text without a run of up to four words of chatter closed by a comma or a stop
    ("Fine, 1 blue to the market"): every word a chatter word of the kit, none a game word,
    none a word an order may open with ("first", "then", "keep", "no")."""
    m = _CHATTER_OPENER.match(text)
    if m is None:
        return text
    words = m.group(1).lower().split()
    if any(w not in habits.CHATTER_WORDS or w in _NOT_OPENERS or ctx.words(w) for w in words):
        return text
    return text[m.end():]


def _event_title_out(ctx: PostContext, text: str) -> str:
    """"police patrols -> hunt the pirates on ...": the outcome's title (the proposal voted on)
    before a separator is a label over the order, not part of it."""
    from gm_tool.games.colonies.posts.secret import card_titles

    try:
        titles = [t for t in card_titles(ctx.state) if t]
        # the card's own name too ("Immigration! 2 green + 2 colonists, twice")
        from gm_tool.games.colonies.rules.board import board_of

        card = board_of(ctx.state).cards.get(ctx.state.get("card"))
        if card is not None:
            titles.append(re.findall(r"[a-z]+", card.name.lower()))
    except Exception:           # a state without a card: nothing to take out
        return text
    for words in titles:
        m = re.match(r"\s*(?:the\s+)?" + r"[\s_-]+".join(re.escape(w) for w in words)
                     + r"\s*(?:-+>|=+>|\u2192|:|[-\u2013\u2014]\s|,|[.!]+\s)\s*(?=\S)", text, re.IGNORECASE)
        if m is not None:
            return text[m.end():]
    return text


#: "Hmm, 4€ is boring.", "the credits seem pointless": a sentence judging an option (a figure
#: or the credits its subject), with nothing after the judgement
_OPINION = compile_later(r"^\W*(?:(?:hmm+|meh|nah|well|ok(?:ay)?|honestly|eh)\W+)*(?:the\s+)?(?:\d+\s*(?:€|cr|credits?|"
                         r"euros?)|credits?|money|cash)\s+(?:is|are|'s|seems?|sounds?|looks?|feels?)\s+(?:so\s+|too\s+|"
                         r"kinda\s+|pretty\s+|a\s+bit\s+|really\s+)?(?:boring|meh|dull|lame|weak|useless|pointless|"
                         r"not\s+worth\s+it|not\s+enough|too\s+little|tempting|nice|fine|ok(?:ay)?)\s*[.!]*\s*$",
                         re.IGNORECASE)


#: a unilateral step said by who delivers more: "unilateral: Olu sends me 1 more yellow"
_THEY_SEND = compile_later(r"^\s*(?:(?:[Uu]nilateral(?:ly)?|[Oo]ne[- ]sided)\s*[:,\u2013\u2014-]?\s*)?(?P<who>[A-Z][\w'-]*)\s+"
                           r"(?:sends|delivers|ships|gives)\s+me\s+(?P<n>[1-3])\s+more(?:\s+[a-z]+(?:\s+goods)?)?\b")
_I_SEND = compile_later(r"^\s*(?:(?:[Uu]nilateral(?:ly)?|[Oo]ne[- ]sided)\s*[:,\u2013\u2014-]?\s*)?[Ii]\s+(?:send|deliver|ship|give)\s+"
                        r"(?:(?P<who1>[A-Z][\w'-]*)\s+)?(?P<n>[1-3])\s+more(?:\s+(?!to\b)[a-z]+(?:\s+goods)?)?(?:\s+to\s+"
                        r"(?P<who>[A-Z][\w'-]*))?\b")


def _predicate_sentence(sentence: str) -> bool:
    """The first figure of the sentence is said of something ("Selling is going to be 2 € at
    best", "the blue shelf is 3 € now"): talk, not an amount ordered."""
    words = sentence.split()
    figures = [i for i, w in enumerate(words) if re.match(r"[+-]?\d", w)]
    # (the only figure: "my Commerce is 2, selling 2 red" holds an order after it; and said of
    # a time to come or hedged: "the price is 3 €" under a sale is a figure to check)
    return len(figures) == 1 and figures[0] > 0 and predicate_number(words[:figures[0]]) \
        and bool(_SPECULATION.search(sentence))


_SPECULATION = compile_later(r"\b(?:going\s+to\s+be|gonna\s+be|will\s+be|'ll\s+be|would\s+be|might\s+be|could\s+be|"
                             r"may\s+be|at\s+best|at\s+most|at\s+least|probably|maybe|usually|next\s+(?:turn|year|round))\b",
                             re.IGNORECASE)


_LATER_ACTION = compile_later(
    r"(?i)^\W*(?:(?:and|then|also|ps|p\.s\.)\W+)?(?:(?:my|the)\s+)?(?:next\s+action|action\s*#?\s*(?P<n>[1-3])|"
    r"(?P<w>2nd|3rd|second|third|last)\s+action|(?:for|in)\s+(?:my\s+)?(?:next\s+action|action\s*#?\s*(?P<n2>[1-3])))"
    r"\s*,?\s*(?:will|'ll|i'?ll|is\s+going\s+to|is\s+gonna|i'?m\s+(?:going\s+to|gonna)|might|may|should|"
    r"probably|maybe|(?:will\s+)?likely)\b")


def _later_action_plan(ctx: PostContext, text: str) -> bool:
    """"Action 2 will be selling yellow probably", "next action I'll sell", "(for action 3 I
    might hunt)": what the player means to do at a later action of this turn, a plan; the
    action numbered as the current one is an order."""
    m = _LATER_ACTION.match(text or "")
    if m is None:
        return False
    now = ctx.state.get("taken", {}).get(ctx.player, 0) + 1
    said = m.group("n") or m.group("n2")
    if said is not None:
        return int(said) > now
    word = (m.group("w") or "").lower()
    return {"2nd": 2, "second": 2, "3rd": 3, "third": 3, "last": 3}.get(word, now + 1) > now


_SKIP_FOR_MONEY = compile_later(
    r"(?i)^\W*(?:i'?ll\s+|i\s+will\s+|gonna\s+)?(?:skip|forget|pass\s+on|drop|ditch|no)\s+(?:the\s+|those\s+|that\s+)?"
    r"[\w\s'-]{0,40}?\s*(?:,|\s(?:and|&)\s|[\u2013\u2014-]|;)\s*(?=(?:(?:i'?ll|i\s+will|just)\s+)?"
    r"(?:(?:take|get|grab|want|have|give\s+me|gimme)\s+)?(?:the\s+)?(?:(?:4|four)\s*(?:€|euros?|credits?|cr\b|\$|bucks)|"
    r"(?:money|cash|credits|creds|euros)\b))")


_IF_PLAYER = compile_later(r"(?i)(?:^|[\s,;(\u2013\u2014-])(?:if|unless|in\s+case|provided(?:\s+that)?|as\s+long\s+as|"
                           r"depending\s+on(?:\s+whether)?|once)\s+([A-Za-z][\w'-]*)")


def _waits_on(ctx: PostContext, text: str) -> str:
    """The other player an order waits on ("If Tilly hunts first: ...", "... unless Marek sells
    first"), as written, or "" (the kit's `conditional_on` looks at a sentence's start only)."""
    from gm_tool.core.kit.matching import fold

    others = {fold(p) for p in ctx.state.get("planets", {}) if p != ctx.player}
    for m in _IF_PLAYER.finditer(text[:2000]):
        if fold(m.group(1)).removesuffix("'s") in others:
            return m.group(1)
    return ""


_SPACED_DASH = compile_later(r"\s[\u2013\u2014-]{1,2}\s")


def _dash_fact_out(text: str) -> tuple[str, list[str]]:
    """"sell 2 red - red is dropping anyway": a remark after a spaced dash that says how things
    stand (the kit's `states_a_fact`, which splits at commas only) is talk."""
    from gm_tool.core.kit.reading.sentences import states_a_fact

    cuts = list(_SPACED_DASH.finditer(text[:400]))
    if not cuts or cuts[-1].start() == 0:
        return text, []
    tail = text[cuts[-1].end():].strip()
    if tail and states_a_fact(tail.strip(" .!;")) and text[:cuts[-1].start()].strip():
        return text[:cuts[-1].start()].rstrip(), [tail]
    return text, []


@dataclass
class _LineReading:
    """One line as it is read: `text` is what is left of it as its talk is taken out and its
    order reworded; `raw` the line as written, `edit` what follows an EDIT marker."""
    table: Any
    ctx: PostContext
    line: Line
    split: bool
    raw: str
    edit: str | None
    text: str

    def remark(self, message: str) -> None:
        self.ctx.diag("col.post.remark", message, self.line.number, severity=Severity.INFO)

    def chatter(self) -> bool:
        """The line is chatter: read, and nothing more to do."""
        self.ctx.mark_chatter(self.line.number, self.raw)
        return True

    def emptied(self) -> bool:
        return not self.text.strip(" .,!?-:;")


def _read_line(table: Any, ctx: PostContext, line: Line, split: bool = True) -> None:
    """One line, as the module's docstring says: its talk taken out step by step (titles,
    corrections, thoughts given up, reasons, plans, opinions, questions), its order reworded into
    a heading's words, then its order found and run, else it continues the order above, else
    it is chatter or not read. Each step that settles the line (as chatter, say) ends it."""
    raw = line.text
    edit = habits.edit_marker(raw)
    if edit is not None and edit_only_remarks(edit):
        # "EDIT: just fixed the formatting, nothing changed": the order above stands
        ctx.diag("col.post.remark", f'"{short(raw)}": an edit that changes nothing; the order '
                 "above stands", line.number, severity=Severity.INFO)
        ctx.mark_chatter(line.number, raw)
        return
    s = _LineReading(table, ctx, line, split, raw, edit, raw if edit is None else edit)
    if edit is not None:
        s.text = _swap_in_order_above(ctx, line, s.text)
    _titles_out(s)
    if _thought_given_up(s):
        return
    _reasons_out(s)
    if _plans_out(s) or _asides_out(s) or _options_out(s) or _conditions_out(s):
        return
    if ctx.step == "effects" and _effect_shapes(s):
        return
    if _VOTE_RESULT.search(s.text):
        # "Encourage passed 11–0, nice to see the council agree": the vote's result, talk
        s.chatter()
        return
    _openers_out(s)
    s.text = prepared(s.text)
    s.text = _NEGATED.sub(" ", s.text).strip()
    _said_by_where_it_goes(s)
    if ctx.step in ("actions", "effects"):
        _orders_reworded(s)
    if _not_an_order(s):
        return
    before = len(ctx.actions)
    if edit is not None and ctx.step in ("income", "tie"):
        _edit_at_choice(s)
        return
    if _wrong_step_or_title(s):
        return
    _shouted(s)
    text = s.text
    candidates = find_orders(table, ctx, text)
    first = next(candidates, None)
    if first is None and ctx.step in ("actions", "effects", "income") and _nothing_said(s):
        return
    if first is None:
        first = _order_by_step(s)
    found, unused = _first_readable(s, first, candidates)
    if found is not None:
        if unused:
            ctx.mark_read(line.number, raw, unused)
        hedged(ctx, line, text)
        if edit is not None:
            _edit(ctx, line, before)
        return
    if edit is not None and ctx.current is not None and ctx.current in table.sections:
        # "EDIT: make that 3 green": a new version of the order above
        h = Heading(ctx.current, None, text, "")
        saved = ctx.snapshot()
        if run_handler(table, ctx, line, h, text) != "unreadable":
            hedged(ctx, line, text)
            _edit(ctx, line, before)
            return
        ctx.restore(saved)
    if ctx.current is not None and _continues(table, ctx, line, text):
        hedged(ctx, line, text)
        return
    _not_understood(s)


def _titles_out(s: _LineReading) -> None:
    """A title before the order, an order in brackets after its action's word, a technology
    raised to a level, and the order after a correction: the order alone is read."""
    ctx, table, text = s.ctx, s.table, s.text
    titled = title_prefix_out(ctx, text)
    if titled != text:
        # "Elysia, action 1: upgrade Community": the title before the order
        s.remark(f'"{short(text[:len(text) - len(titled)].rstrip(" :"), 60)}": read as a title')
        text = titled
    m = _ORDER_IN_BRACKETS.match(text)
    if m is not None and ctx.step in ("actions", "effects") and table.heading(m.group(1).strip() + ":"):
        # "military (3 from Ines's purple route)": the action, then its order in brackets
        text = f"{m.group(1).strip()}: {m.group(2).strip()}{m.group(3)}"
    if ctx.step in ("actions", "effects"):
        # "Community up to 2 please!", "Military to lvl 3": a technology raised to a level, an upgrade
        text = _TECH_TO_LEVEL.sub(r"\g<pre>upgrade \g<tech>", text, count=1)
        text = tech_levelled(text)
    corrected = _corrected(ctx, text)
    if corrected is None:
        # "refuge: ..., keep 2... actually no, keep 1": a piece corrected with no word of the game
        corrected = _piece_only(table, ctx, text)
    if corrected is not None:
        # "hunt pirates: 2 from Dee's green route, 1 from my... no wait, 1 from Cy's purple
        # route": the correction replaces the last piece of the list, the rest of the order stands
        corrected = _piece_corrected(table, ctx, text, corrected)
        # "4€ - no wait, upgrade Military": the order after the correction stands
        s.remark(f'"{short(s.raw)}": read as corrected: "{short(corrected, 80)}"')
        text = corrected
    elif _correction_left_open(ctx, text):
        # "sell 2 purple no wait 3": a correction the reader cannot apply is asked, never skipped
        ctx.diag("col.post.unsure", f'"{short(s.raw)}": the line corrects itself ("no wait", "scratch '
                 "that\", ...) but not in a way the tool can apply; please write the order as you mean it",
                 s.line.number, hint="post the corrected order alone (the new post replaces this one)")
    elif (grudging := grudging_decision(text)) is not None:
        # "meh, 1 green is worth nothing this early... ok fine, take the 4 credits": the order given in to
        s.remark(f'"{short(grudging[0], 80)}": read as talk before the order')
        text = grudging[1]
    s.text = text


#: the word that turns a thought down before the order that replaces it ("but no:", "but nah,")
_NO_LEAD = compile_later(r"(?i)^\s*(?:no+|nah|nope|not\s+(?:that|this(?:\s+time)?|now))\b\s*[,:;.!\u2013\u2014-]+\s*"
                         r"(?:(?:instead|rather)\b\s*[,:]?\s*)?")


def _thought_given_up(s: _LineReading) -> bool:
    """"I'd hunt on Dmitri's purple route but Hanne acts before me": talk, not the order;
    "Was going to negotiate, but hunt pirates: ...": the order after "but"."""
    sentences = split_sentences(s.text)
    thought = given_up(sentences[0]) if sentences else None
    if thought is None:
        return False
    # "Thought about the 4€, but no: Military up to 4": the "no" turns the thought down
    thought = (thought[0], _NO_LEAD.sub("", thought[1]))
    talk_only = s.ctx.words.statement(thought[1]) or \
        next(find_orders(s.table, s.ctx, prepared(thought[1])), None) is None
    s.remark(f'"{short(sentences[0])}": read as a thought given up, not an order')
    s.text = " ".join(([] if talk_only else [thought[1]]) + sentences[1:])
    return s.emptied() and s.chatter()


#: "nothing to rescue", "nothing worth doing with a community action", "nothing to hunt anyway":
#: a clause saying why the other option is not taken
_NOTHING_TO = compile_later(r"(?i)(?:^|(?<=[,.;!])|(?<=\s[-\u2013\u2014]))\s*(?:(?:there'?s|there\s+is|got|i\s+have)\s+)?"
                            r"nothing\s+(?:to|worth)\s+[a-z']+(?:\s+(?!so\b|but\b|and\b|take\b|taking\b)[a-z']+){0,5}?"
                            r"(?:\s+any\s*ways?)?\s*(?=$|[,.;!]|\s+so\b|\s[-\u2013\u2014]\s)")


def _nothing_to_out(text: str) -> tuple[str, list[str]]:
    """"nothing to rescue, so the 4 euros please", "4 € - nothing to hunt anyway": the reason
    for the option taken, when an order stays on the line; the line alone is left as it is."""
    said = [m.group(0).strip() for m in _NOTHING_TO.finditer(text)]
    if not said:
        return text, []
    rest = _NOTHING_TO.sub(" ", text)
    rest = re.sub(r"^\W*(?:so|and)\b\s*", "", rest.strip(), flags=re.IGNORECASE)
    rest = re.sub(r"\s*[-\u2013\u2014]\s*$", "", rest).strip(" ,;")
    if not re.search(r"\d|€", rest):
        return text, []
    return rest, said


#: ". Blue needs energy.", ", Kofi could use more yellow", " - they need my ships": a clause after the
#: order saying what another planet needs (the who checked by the caller)
_PARTNER_NEED = compile_later(
    r"(?:[.!;,]+|\s[\u2013\u2014-]{1,2})\s*(?P<clause>(?:(?:and|but|since|because|as|cause|bc)\s+)?"
    r"(?P<who>[A-Za-z][\w'-]*)\s+(?:(?:really|badly|just|still|desperately|clearly|sure)\s+)*"
    r"(?:needs?|wants?|could\s+use|can\s+use|(?:is|are|'s|'re)\s+(?:short\s+(?:on|of)|out\s+of|low\s+on|"
    r"begging\s+for|crying\s+(?:out\s+)?for|desperate\s+for|hungry\s+for)|runs?\s+low\s+on)\s+"
    r"[A-Za-z][A-Za-z' ]{0,40}?)\s*[.!]*\s*$", re.IGNORECASE)


def _partner_need_out(ctx: PostContext, text: str) -> tuple[str, list[str]]:
    """"negotiate: +1 my side with Kofi. Blue needs energy.": a last clause, with no figure, saying
    what another player's planet (by name, colour or planet, or "they", "he", "she") needs is
    the reason for the order, talk; the order before it stays as it is."""
    tail = text[-200:]
    m = _PARTNER_NEED.search(tail)
    if m is None:
        return text, []
    at = len(text) - len(tail) + m.start()
    who = m.group("who")
    if not text[:at].strip(" .,;!-") or (who.lower() not in ("they", "he", "she")
                                         and not _names_a_planet(ctx, who)):
        return text, []
    return text[:at].rstrip(), [m.group("clause").strip()]


#: ", need the cash", " - could really use the money", "because I'm short on credits": a last
#: clause, with no figure, saying the player needs money (why the credits or the sale)
_MONEY_NEED = compile_later(
    r"(?:[,;]|(?<=[^\s.!?])[.!]+|\s[\u2013\u2014-]{1,2}|\s(?=(?:because|since|as|cause|'cause|cuz|coz|bc)\s))\s*"
    r"(?P<clause>(?:(?:and|but|because|since|as|cause|'cause|cuz|coz|bc)\s+)?(?:i\s*(?:'m|am|'d|would)?\s+)?"
    r"(?:(?:really|badly|kinda|sorely|seriously|definitely|just|so|totally)\s+)*"
    r"(?:need|needs|want|wants|(?:could|can)\s+(?:(?:really|sure|definitely|totally|so)\s+)?use|gotta\s+have|short\s+(?:on|of)|low\s+on|out\s+of|strapped\s+for|"
    r"hungry\s+for|desperate\s+for)\s+"
    r"(?:the\s+|some\s+|more\s+|a\s+bit\s+of\s+|a\s+little\s+|any\s+|my\s+)?"
    r"(?:cash|money|moneys|credits?|creds|euros?|funds|dosh|coin|income)\b[^\d\n:=\u2192>?]{0,40}?)\s*[.!]*"
    r"(?:\s*(?:[:;]-?[()DPp3]+|<3|xd|\^\^))*\s*$",
    re.IGNORECASE)


#: ", I need a few colonists for Military", " - want the people for Industry": a last clause,
#: with no figure, saying the player needs colonists (why some are kept at the income)
_COLONIST_NEED = compile_later(
    r"(?:[,;]|(?<=[^\s.!?])[.!]+|\s[\u2013\u2014-]{1,2}|\s(?=(?:because|since|as|cause|'cause|cuz|coz|bc)\s))\s*"
    r"(?P<clause>(?:(?:and|but|because|since|as|cause|'cause|cuz|coz|bc)\s+)?(?:i\s*(?:'m|am|'d|would)?\s+)?"
    r"(?:(?:really|badly|kinda|sorely|seriously|definitely|just|so|totally|still)\s+)*"
    r"(?:need|want|(?:could|can)\s+use|gotta\s+have|short\s+(?:on|of)|low\s+on)\s+"
    r"(?:(?:the|some|more|a\s+few|a\s+couple(?:\s+of)?|a\s+bit\s+of|any|my|those|these|extra|enough)\s+)*"
    r"(?:colonists?|settlers?|people|folks|bodies|workers|hands|pop|population)\b"
    r"(?:\s+for\s+[^\d\n:=\u2192>?,;]{1,40}?)?)\s*[.!]*"
    r"(?:\s*(?:[:;]-?[()DPp3]+|<3|xd|\^\^))*\s*$",
    re.IGNORECASE)


def _colonist_need_out(text: str) -> tuple[str, list[str]]:
    """"2 credits + reject 2, I need a few colonists for Military": at the income, the last
    clause, with no figure, saying the player needs colonists is the reason for what is kept,
    talk (a technology named in it never an order); the choice before it stays as it is."""
    tail = text[-200:]
    m = _COLONIST_NEED.search(tail)
    if m is None:
        return text, []
    at = len(text) - len(tail) + m.start()
    if not re.search(r"\d", text[:at]):
        return text, []
    return text[:at].rstrip(), [m.group("clause").strip()]


_CREDITS_SAID = compile_later(r"(?i)\b(?:credits?|creds?|cr|euros?|cash|money)\b|€")


def _money_need_out(text: str, income: bool) -> tuple[str, list[str]]:
    """"2 credits pls, need the cash :)", "sell 2 red - could really use the money": the last
    clause, with no figure, saying the player needs money is the reason for the order, talk
    (a word of money in it never a second, count-less choice of credits); the order stays. At
    the income step only after credits already said ("reject 1, want the credit" stays)."""
    tail = text[-200:]
    m = _MONEY_NEED.search(tail)
    if m is None:
        return text, []
    at = len(text) - len(tail) + m.start()
    if not text[:at].strip(" .,;!-") or (income and not _CREDITS_SAID.search(text[:at])):
        return text, []
    return text[:at].rstrip(), [m.group("clause").strip()]


#: "no money in it", "nothing in it for me", "no reward there": what the order does not pay
_NO_PAY = (r"(?:no\s+(?:money|cash|credits?|reward|profit|payout|pay|€|income)|nothing|zero|0\s*€)\s+"
           r"(?:in\s+it|in\s+that|there|from\s+it|for\s+it)(?:\s+for\s+me)?")
#: "my biotech needs to get through", "our ships have to pass": what the poster's own goods need
_OWN_NEED = (r"(?:(?:and|but|since|because|as|cause|'cause|cuz|bc)\s+)?(?:my|our)\s+(?:[a-z'-]+\s+){0,2}?"
             r"(?:needs?|has\s+to|have\s+to|must|gotta|wants?)\s+(?:to\s+)?"
             r"(?:get|go|pass|move|flow|reach|ship|run|come|travel)\b[a-z' ]{0,40}?")
_OWN_NEED_CLAUSE = compile_later(
    r"(?:[.!;,]+|\s[\u2013\u2014-]{1,2}|\s(?=(?:because|since|cause|'cause|cuz|bc)\s))\s*(?P<clause>" + _NO_PAY + r"(?:\s*,?\s*(?:but\s+)?" + _OWN_NEED + r")?|"
    + _OWN_NEED + r")\s*(?:[.!]+(?=\s)|[.!]*\s*$)", re.IGNORECASE)


def _own_need_out(text: str) -> tuple[str, list[str]]:
    """"hunt 2 from my yellow route - no money in it but my biotech needs to get through": a last
    clause, with no figure, saying what the order does not pay or what the poster's own goods
    need to move is the reason for the order, talk (its goods never a second route)."""
    if len(text) > 600:
        return text, []
    m = _OWN_NEED_CLAUSE.search(text)
    if m is None or not text[:m.start()].strip(" .,;!-"):
        return text, []
    rest = text[m.end():].strip()
    return (text[:m.start()].rstrip() + (". " + rest if rest else "")), [m.group("clause").strip()]


#: " :( at least the 3 refugees are nice lol", ". On the bright side, more people": a last clause
#: making the best of the order before it (a smiley, a stop or a comma before it)
_CONSOLATION = compile_later(
    r"(?:[.!;,]+|\s[\u2013\u2014-]{1,2}|\s*[:;]-?[()\[\]/\\|]+|\s(?=at\s+least\s))\s*"
    r"(?P<clause>(?:but\s+|well,?\s+|oh\s+well,?\s+)?(?:at\s+least|on\s+the\s+bright\s+side|silver\s+lining:?|"
    r"but\s+hey|the\s+good\s+news:?)\b,?\s+[^\n:=\u2192>?]{1,80}?)\s*[.!]*"
    r"(?:\s*(?:lol|lmao|haha|heh|[:;]-?[()DPp3]+|<3|xd|\^\^))*\s*[.!]*\s*$", re.IGNORECASE)
#: the figure a consolation may hold: the colonists the event gave ("the 3 refugees")
_RECEIVED = compile_later(r"(?i)^\D*?\b(\d{1,2})\s+(?:new\s+|free\s+|extra\s+)?"
                          r"(?:refugees?|colonists?|settlers?|newcomers?|immigrants?)\b\D*$")


def _consolation_out(ctx: PostContext, text: str, line: int) -> tuple[str, list[str]]:
    """"lose 1 blue, 1 red :( at least the 3 refugees are nice lol": at the event effects, the
    last clause making the best of the order is talk; a figure in it is read only as the
    colonists the event gave the player, and checked (any other figure stays unread, asked)."""
    tail = text[-240:]
    m = _CONSOLATION.search(tail)
    if m is None or ctx.step != "effects":
        return text, []
    at = len(text) - len(tail) + m.start()
    clause = m.group("clause").strip()
    if not text[:at].strip(" .,;!-"):
        return text, []
    if re.search(r"\d", clause):
        said = _RECEIVED.match(clause)
        if said is None:
            return text, []
        right = _colonists_received(ctx.state, ctx.player)
        if int(said.group(1)) != right:
            ctx.diag("col.post.colonists", f"the event gave you {right} colonists this turn, not "
                     f"{said.group(1)}", line)
    return text[:at].rstrip(), [clause]


def _colonists_received(state: dict[str, Any], player: str) -> int:
    """The colonists this turn's event gave the player at once: its NO side's parts for every
    player and, for the fewest votes, theirs (the YES side's are choices, never given)."""
    from gm_tool.games.colonies.rules.board import board_of

    vote = state.get("vote") or {}
    card = board_of(state).cards.get(vote.get("card"))
    if card is None or vote.get("outcome") != "no":
        return 0
    parts = card.no_all + (card.no_fewest if player in vote.get("fewest", ()) else ())
    return sum(p.amount for p in parts if p.kind == "gain_colonists")


def _reasons_out(s: _LineReading) -> None:
    """"take 2 red & 2 purple (need them for Commerce)", "Since no one can negotiate this year:
    upgrade ...": the reasons (and at an action the facts, comparisons and wants said after
    the order) are talk, said as such."""
    text, reasons = reasons_out(idioms_out(s.text))
    text, judged = judged_brackets_out(text)        # "4€ (the industry action isn't worth it)"
    reasons = reasons + judged
    text, need = _money_need_out(text, s.ctx.step == "income")     # "2 credits pls, need the cash"
    reasons = reasons + need
    if s.ctx.step == "income":
        text, colonists_needed = _colonist_need_out(text)     # ", I need a few colonists for Military"
        reasons = reasons + colonists_needed
    text, opening = leading_reason_out(text)
    if not opening:
        text, opening = level_cited_out(text)
        if opening:
            _check_cited_level(s.ctx, opening, s.line.number)
    if opening:
        reasons = [opening] + reasons
    if s.ctx.step in ("actions", "effects"):
        text, nothing = _nothing_to_out(text)              # "nothing to rescue, so the 4 €"
        reasons = reasons + nothing
        # "sell 1 red and 1 yellow instead, red is crashing": the remark after the order is talk
        text, facts = fact_clauses_out(text)
        text, pronoun_said = pronoun_remarks_out(text)     # ", they're killing my income"
        text, dashed = _dash_fact_out(text)                # " - red is dropping anyway"
        facts = facts + pronoun_said + dashed
        text, compared = comparison_clauses_out(text)
        # "dumping 1 blue on the market, I need my green.": the reason after the order is talk
        text, wanted = want_clauses_out(text)
        if wanted and _REFUGE_LINE.search(text):
            # "refuge: 3 from Gorm's green route, keeping them all": the pirates kept, an order
            back = [w for w in wanted if _KEEP_PIRATES.match(w)]
            if back:
                text = text + ", " + ", ".join(back)
                wanted = [w for w in wanted if w not in back]
        text, needed = _partner_need_out(s.ctx, text)      # ". Blue needs energy."
        if not needed:
            text, needed = _partner_trade_need_out(s.ctx, text)    # ". Yellow trade needs a boost!"
        text, own_need = _own_need_out(text)               # " - my biotech needs to get through"
        text, consoled = _consolation_out(s.ctx, text, s.line.number)  # ":( at least the 3 refugees..."
        reasons = reasons + facts + compared + wanted + needed + own_need + consoled
        text, purposes = purpose_out(text)                 # "... for the points, buying ..."
        text, cash = money_purpose_out(text)               # "sell 1 red - for the cash obviously"
        reasons = reasons + purposes + cash
    text, doubts = self_doubt_out(text)                    # ", should be 2€ if I read the board right"
    if doubts:
        s.remark(f'{", ".join(doubts)}: read as talk (the figures are checked as written)')
    if reasons:
        s.remark(f'{", ".join(reasons)}: read as a reason, not an order')
    s.text = text


def _plans_out(s: _LineReading) -> bool:
    """A need or a plan for later is chatter; roleplay before an income choice is talk."""
    ctx, text = s.ctx, s.text
    planned = later_plan_then_now(text)
    if planned is not None:
        # "Next round I'll probably sell, but for now: industry ...": the plan for later is talk
        s.remark(f'"{short(planned[0], 120)}": read as a plan for a later turn, not an order')
        s.text = text = planned[1]
    if later_need(text):
        # "Going to need the purple for Military next turn.": a plan, not an order
        return s.chatter()
    kept, talk_said = income_talk_out(ctx, split_sentences(text))
    if talk_said:
        # "Year one! Euterpe's glassworks fire up. 2 credits for me please": roleplay first
        s.remark(f'"{short(" ".join(talk_said), 120)}": read as talk')
        s.text = text = " ".join(kept)
    if ctx.step == "actions" and _later_action_plan(ctx, text):
        # "Action 2 will be selling yellow probably", "next action I'll sell": a later action
        s.remark(f'"{short(text, 120)}": read as a plan for a later action, not an order')
        return s.chatter()
    return False


def _outcome_sentence(ctx: PostContext, sentence: str) -> bool:
    """At a tie, "uprising fails lol", "it passes!": the outcome said, part of the decision
    (read and checked with it), never talk."""
    if ctx.step != "tie":
        return False
    from gm_tool.games.colonies.posts.sections.other import outcome_said

    return outcome_said(ctx, ctx.tokens(sentence), 0)[0] is not None


def _asides_out(s: _LineReading) -> bool:
    """The sentences after the order that are talk: a plan for a later turn, an exclamation,
    an opinion of an option; a line of nothing but figures said of something is chatter."""
    text = s.text
    pieces = split_sentences(text)
    plans = [p for p in pieces[1:] if later_plan(p)]
    if plans:
        # "Hunting: ... . gonna sell red next round": the plan for a later turn is talk
        s.remark(f'"{short(" ".join(plans), 120)}": read as a plan for a later turn, not an order')
        pieces = [p for p in pieces if p not in plans]
        text = " ".join(pieces)
    cried = [p for p in pieces[1:] if exclamation(p) and not _outcome_sentence(s.ctx, p)]
    if cried:
        # "lose 3 yellow. thank god for the yellow glut lol": an exclamation after the order is talk
        s.remark(f'"{short(" ".join(cried), 120)}": read as talk, not an order')
        pieces = [p for p in pieces if p not in cried]
        text = " ".join(pieces)
    acted = [p for p in pieces[1:] if _roleplay_after(s.ctx, p) and not _outcome_sentence(s.ctx, p)]
    if acted:
        # "upgrade Industry: ... Bellona's shipyards need more hands!": roleplay after the order is talk
        s.remark(f'"{short(" ".join(acted), 120)}": read as roleplay, not an order')
        pieces = [p for p in pieces if p not in acted]
        text = " ".join(pieces)
    s.text = text
    judged = [p for p in pieces if _OPINION.match(p) or _predicate_sentence(p)]
    if judged and len(judged) == len(pieces) and all(_predicate_sentence(p) for p in judged):
        # "Selling is going to be 2 € at best.": a figure said of something, talk
        s.remark(f'"{short(text, 120)}": read as talk about a figure, not an order')
        return s.chatter()
    if judged and len(judged) < len(pieces):
        # "Hmm, 4€ is boring. Selling 1 blue ...": an opinion of an option, not the option taken
        s.remark(f'"{short(" ".join(judged), 120)}": read as talk about an option, not an order')
        s.text = " ".join(p for p in pieces if p not in judged)
    return False


#: a count in words or a word that carries an order on: a sentence holding one is no roleplay
_COUNTED = compile_later(r"(?i)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|both|all|each|every|"
                         r"also|too|then|plus|instead|please|pls|plz|and\s+(?:a|an|the)\s+(?:other|rest))\b")


_SIDE_SAID = compile_later(r"(?i)\b(?:yes|no|aye|nay|yea|nope|yep)\b")


def _roleplay_after(ctx: PostContext, sentence: str) -> bool:
    """"Bellona's shipyards need more hands!", "The luxury traders of Euterpe cheer.": a sentence
    of roleplay after an action's order (`roleplay`: four words or more, no figure, no order's
    verb or noun, one word of the game at most), with no count in words, no request, no side of
    a vote, no colon or question mark, nothing that carries an order on."""
    return ctx.step in ("actions", "effects") and not re.search(r"[?:]", sentence) \
        and not _SIDE_SAID.search(sentence) and roleplay(ctx, sentence, min_words=4, max_game_words=1) \
        and not _COUNTED.search(sentence)


def _options_out(s: _LineReading) -> bool:
    """"So if I understand correctly, ... I can either take 1 credit or send one back.": the
    choices laid out, not an order (the order is in the sentence that decides)."""
    laid_out = [x for x in split_sentences(s.text) if options_laid_out(x)]
    if not laid_out:
        return False
    s.remark(f'"{short(" ".join(laid_out), 120)}": read as the choices laid out, not an order')
    s.text = " ".join(x for x in split_sentences(s.text) if x not in laid_out)
    return s.emptied() and s.chatter()


def _conditions_out(s: _LineReading) -> bool:
    """An order that hangs on another player is asked again; a question to the GM is taken
    out (and said), and a line of nothing else is chatter."""
    ctx, line = s.ctx, s.line
    who = _waits_on(ctx, s.text) if ctx.step in ("actions", "effects", "tie") else ""
    if who:
        # "If Tilly hunts first: sell 1 green", "sell 1 green unless Marek sells first": the
        # GM does not wait, he asks
        ctx.diag("col.post.conditional", f'"{short(s.raw)}": this order depends on what {who} does; '
                 "please post the one order you mean, with no condition", line.number,
                 hint="post the order alone (the new post replaces this one)")
    s.text, asked = questions(s.text)
    if not asked:
        return False
    # "can I take the credit AND turn the colonist away?": a question, not an order
    said = " ".join(asked)
    other = next((q for q in asked if re.match(r"\s*(?:or|unless)\b", q, re.IGNORECASE)), None)
    if other is not None and ctx.words.line_words(other):
        # "free upgrade: Military. Or should I take Commerce?": still undecided
        ctx.diag("col.post.unsure", f'"{short(other, 120)}": is the order above your decision? '
                 "please confirm the one order you mean", line.number,
                 hint="post the order alone (the new post replaces this one)")
        said = " ".join(q for q in asked if q is not other)
    if said and (ctx.words.line_words(said) or any(ctx.words(w) for w in habits.words_of(said))):
        ctx.diag("col.post.question", f'"{short(said, 120)}": read as a question to the GM, '
                 "not an order (the GM answers it)", line.number, severity=Severity.WARNING,
                 hint="if you meant it as your order, post the order alone")
    return s.emptied() and s.chatter()


def _effect_shapes(s: _LineReading) -> bool:
    """At the effects step, the shapes of an answer to the event: its title out, the effect
    given up for money, two granted actions in turn, numbered, twice, or the same again."""
    ctx, line = s.ctx, s.line
    s.text = _event_title_out(ctx, s.text)
    skipped = _SKIP_FOR_MONEY.match(s.text)
    if skipped is not None:
        # "I'll skip the industry stuff and take the 4 euros": the effect given up for the money
        s.text = s.text[skipped.end():]
    parts = first_then(ctx, s.text) if s.split else None
    if parts is not None:
        # "first 1 blue + 1 colonist, then just 1 blue": the two granted actions in turn
        for part in parts:
            read_line(s.table, ctx, Line(line.number, part, line.cells), split=False)
        return True
    numbered = _INDUSTRY_NUMBERED.match(s.text)
    if numbered is not None and (lambda g: len(g) >= 2 and set(g) == {"industry"})(granted_actions(ctx) or []):
        # "Industry 1: 1 red, 1 colonist / Industry 2: ...": the granted actions numbered,
        # not a level (the event grants no upgrade)
        s.text = "industry: " + s.text[numbered.end():]
    if set(granted_actions(ctx) or []) == {"upgrade"}:
        # "Industry please", "Community!" when the event grants only an upgrade: the upgrade of it
        s.text = _TECH_NAMED_ALONE.sub(r"upgrade \g<tech>", s.text, count=1)
        # "Lucia goes for Military 2", "taking Community 3": the technology and its new level
        s.text = _GOES_FOR_LEVEL.sub(r"upgrade \g<tech> to \g<n>", s.text, count=1)
    _twice(s)
    return _same_again(s)


#: a technology named first, alone or before please, an exclamation, a bracket or a purchase
_TECH_NAMED_ALONE = compile_later(r"^\W*(?:my\s+)?(?P<tech>community|military|commerce|influence|industry)\b"
                                  r"(?=\s*(?:please|pls|plz)?\s*(?:$|[,.!;(]|\s[\u2013\u2014-]|\s+buying\b))",
                                  re.IGNORECASE)


#: a technology and a level after a word of choosing, where only an upgrade is granted
_GOES_FOR_LEVEL = compile_later(r"(?i)\b(?:(?:goes|go|going|went)\s+for|takes?|taking|picks?|picking|chooses?|choosing)\s+"
                                r"(?:my\s+)?(?P<tech>community|military|commerce|influence|industry)\s+(?:to\s+)?"
                                r"(?:level\s*|lvl\s*|lv\s*|l)?(?P<n>[1-6])\b(?!\s*(?:pirates?|from|off|colonists?|credits?|\u20ac))")


def _twice(s: _LineReading) -> None:
    """"Industry x2: 1 green + 1 colonist each time", "both industry actions": one line for
    the two actions the event grants."""
    ctx, line, text = s.ctx, s.line, s.text
    m = TWICE.search(text)
    if m is not None:
        ctx.times[line.number] = 2
        text = text[:m.start()] + " industry " + text[m.end():]
    elif _BOTH.match(text) and (lambda g: bool(g) and len(g) == 2 and len(set(g)) == 1
                                and g[0] == "industry")(granted_actions(ctx)):
        # "Both: 1 green & 1 colonist": the two granted industry actions, alike
        ctx.times[line.number] = 2
        text = "industry " + text[_BOTH.match(text).end():]
    else:
        m = _TWICE_END.search(text) or _TWICE_BRACKET.search(text)
        granted = granted_actions(ctx) if m is not None else None
        if m is not None and granted and len(granted) == 2 and len(set(granted)) == 1 \
                and not re.match(r"\s*(?:industry|production\s+peak)\b", text, re.IGNORECASE):
            # "3 green + 1 colonist, twice": the amounts alone are the granted industry action
            text = granted_production(ctx, text[:m.start()]) + text[m.start():]
        if m is not None and granted and len(granted) == 2 and len(set(granted)) == 1 \
                and re.match(r"\s*(?:industry|production\s+peak)\b", text, re.IGNORECASE):
            # "Industry: 1 green + 1 colonist (x2)": the order, then how many times; what
            # follows ("(x2) – leaves me with 9 red") is the stock after both, checked
            ctx.times[line.number] = 2
            m = _TWICE_END.search(text) or _TWICE_BRACKET.search(text)
            text = (text[:m.start()] + " " + text[m.end():]).strip()
    s.text = _edit_each_time(s, text)


#: "each time", "every time", "both times", "for both", "twice": the edit stands for both actions
_EACH_TIME = compile_later(r"[\s,;-]*\b(?:(?:each|every)\s+time|both\s+times|for\s+both(?:\s+of\s+them)?|"
                           r"twice|on\s+both)\b|[\s,;-]*\(?\s*[x\u00d7]\s*2\s*\)?(?!\w)", re.IGNORECASE)


def _edit_each_time(s: _LineReading, text: str) -> str:
    """"Industry: 1 green + 1 colonist (x2) / EDIT: actually no colonists, just 1 green each
    time": an edit of the granted industry actions said once for both stands for both."""
    ctx, line = s.ctx, s.line
    if s.edit is None or ctx.times.get(line.number):
        return text
    m = _EACH_TIME.search(text)
    granted = granted_actions(ctx) if m is not None else None
    if m is None or not granted or len(granted) != 2 or set(granted) != {"industry"}:
        return text
    ctx.times[line.number] = 2
    return (text[:m.start()] + " " + text[m.end():]).strip()


def _same_again(s: _LineReading) -> bool:
    """"Action 2: same", "same again", "ditto": the order above once more."""
    ctx, line = s.ctx, s.line
    granted = granted_actions(ctx) or []
    if _SAME_AGAIN.match(s.text) and ctx.actions and ctx.actions[-1].line < line.number \
            and len(ctx.actions) < len(granted) \
            and (ctx.actions[-1].kind in granted or "any" in granted):
        above = ctx.line_text.get(ctx.actions[-1].line, "")
        if above and not _SAME_AGAIN.match(above):
            ctx.diag("col.post.same", f'"{short(s.raw)}": read as the order of line '
                     f"{ctx.actions[-1].line} again", line.number, severity=Severity.INFO)
            _read_line(s.table, ctx, Line(line.number, above, line.cells), s.split)
            return True
    return False


def _openers_out(s: _LineReading) -> None:
    """"1 of each except red" spelt out; an interjection or words of chatter before the order,
    "the neutral planet" by its colour, "for me" after the action's word: gone."""
    ctx = s.ctx
    text = _EACH_EXCEPT.sub(_each_except, s.text)
    if ctx.step in ("actions", "effects"):
        # "1 of each other colour", "one of every colour but mine": the poster's own left out
        text = _EACH_OTHER.sub(lambda m: _each_other(ctx, m), text)
    if ctx.step in ("actions", "effects", "income"):
        # "nah, refuge: ...", "meh. sell 2 red", "ugh. 1 green + 1 red gone": an interjection
        text = _OPENER.sub("", text, count=1).strip() or text
        text = _chatter_opener_out(ctx, text)
        text = _intent_lead_out(s, text)
        text = _judged_option_out(s, text)
        text = _talk_sentence_first_out(s, text)
        text = _lead_before_bare_order_out(s, text)
        neutral = ctx.state.get("neutral") or []
        if len(neutral) == 1 and "neutral" in text.lower():
            # "+1 both ways with the neutral planet": the one neutral planet, by its colour
            text = _THE_NEUTRAL.sub(neutral[0], text)
    if ctx.step == "actions":
        # "refuge for me: 1 off Fenna's red route": the poster, said after the action's word
        text = _FOR_ME.sub(r"\1", text, count=1)
    if ctx.step in ("actions", "effects"):
        text = _thanks_to_player_out(s, text)
    s.text = text


def _thanks_to_player_out(s: _LineReading, text: str) -> str:
    """"hunt 2 off Marguerite's purple route, thanks Marguerite :P": words to a player after the
    order (thanks, sorry, nothing personal) are talk, never a route's owner."""
    players = [p for p in s.ctx.state.get("players", []) if isinstance(p, str)]
    if not players or not re.search(r"(?i)\b(?:thanks|thank|thx|ty|cheers|sorry|soz|sry|nothing\s+personal)\b", text):
        return text
    names = "|".join(re.escape(p) for p in sorted(players, key=len, reverse=True))
    m = re.search(r"(?i)\s*[,;.!]?\s*\b(?:thanks|thank\s+you|thx|ty|cheers|sorry|soz|sry|nothing\s+personal)\b"
                  r"[\s,]*(?:@)?(?:" + names + r")\b[^;.!?()\d]{0,40}[\W]*$", text)
    if m is None or not text[:m.start()].strip():
        return text
    s.remark(f'"{m.group(0).strip(" ,;.")}": read as talk')
    return text[:m.start()]


def _intent_lead_out(s: _LineReading, text: str) -> str:
    """"Fine, I'll clean my own route first: hunt 2 off my red route": a sentence of intent
    before a colon is talk when the rest holds an order of its own (kit: intent_lead_out)."""
    return _talk_before_order(s, text, intent_lead_out(text), "read as talk before the order")


def _judged_option_out(s: _LineReading, text: str) -> str:
    """"selling blue is a waste, so industry ...": a judgement of an option before the order is
    talk when the rest holds an order of its own (kit: judged_option_first)."""
    return _talk_before_order(s, text, judged_option_first(text),
                              "read as talk about an option, not an order")


def _talk_sentence_first_out(s: _LineReading, text: str) -> str:
    """"nice, there goes the yellow top shelf. refuge for me: 1 from ...": a sentence without a
    figure before a sentence that opens with an order's word is talk about the table (its
    colours and shelves are not the order's)."""
    parts = split_sentences(text)
    if len(parts) < 2 or any(ch.isdigit() for ch in parts[0]):
        return text
    if parts[0].count("(") > parts[0].count(")"):
        return text     # "(e.g. '4 €', ...)": a full stop inside a bracket ends no sentence
    rest = text[text.find(parts[1]):] if parts[1] in text else " ".join(parts[1:])
    first = re.findall(r"[a-z]+", rest.lower()[:40])
    if not first or first[0] not in first_words(s.table) or not any(ch.isdigit() for ch in rest):
        return text
    return _talk_before_order(s, text, (parts[0], rest), "read as talk before the order")


#: where words of talk end before an order: a colon, a sentence's end, a spaced dash
_LEAD_CUT = compile_later(r":\s+|(?<=[a-z)])[.!]+\s+|\s[\u2013\u2014-]{1,2}\s+", re.IGNORECASE)
#: a word that names an action or an answer of its own: a lead holding one is no mere talk
_LEAD_ACTION_WORD = compile_later(
    r"(?i)\b(?:upgrad\w*|sell\w*|sold|hunt\w*|refuge|shelter\w*|negotiat\w*|industry|military|commerce|"
    r"community|influence|production|pass|skip|credits?|lose|losing|take|taking|markets?|not|no|instead|"
    r"rather|but|if|unless|or)\b|[€?]")


def _bare_order(ctx: PostContext, text: str) -> str | None:
    """The order a line said without its verb makes at this step, in its heading's words ("+1
    both ways with Kofi" at an action: a negotiation; "1 off my red route" when the event grants
    one hunt: that hunt), or None."""
    if ctx.step == "actions":
        m = STEP_LINE.match(text)
        return None if m is None else "negotiate: " + text[m.start("step"):]
    done = granted_removal(ctx, text)
    return done if done != text else None


def _names_partner_only(ctx: PostContext, lead: str) -> bool:
    """"Priya: +1 my side", "trade talks with Kofi: +1 both ways": a lead that only names a planet
    (with "with", "the", "agreement", "trade talks") is the step's partner, never talk."""
    words = [w for w in re.findall(r"[\w'-]+", lead)
             if w.lower() not in ("with", "the", "my", "agreement", "agreements", "deal", "deals", "route",
                                  "and", "trade", "talks", "talk")]
    return bool(words) and all(_names_a_planet(ctx, w) for w in words)


def _lead_before_bare_order_out(s: _LineReading, text: str) -> str:
    """"Sorry Kofi! Making amends: +1 both ways with Kofi", "Militia time. Clearing my own
    doorstep: 1 off my red route" (the event granting a hunt): words of talk before an order
    said without its verb, which the step alone makes an order. The lead holds no figure, no
    word of an action or of a choice ("not", "instead", "or"), and the rest reads as an order."""
    if s.ctx.step not in ("actions", "effects") or len(text) > 600:
        return text
    for m in _LEAD_CUT.finditer(text[:240]):
        lead, rest = text[:m.start()], text[m.end():]
        if re.search(r"\d", lead) or _LEAD_ACTION_WORD.search(lead) or lead.count("(") != lead.count(")") \
                or _names_partner_only(s.ctx, lead):
            return text
        order = _bare_order(s.ctx, rest)
        if order is not None and next(find_orders(s.table, s.ctx, prepared(order)), None) is not None:
            s.remark(f'"{short(lead, 80)}": read as talk before the order')
            return rest
    return text


def _talk_before_order(s: _LineReading, text: str, split: tuple[str, str] | None,
                       note: str) -> str:
    """The rest of the line after the talk the kit split off, when that rest holds an order of
    its own at a step of actions; else the line as it was."""
    if s.ctx.step not in ("actions", "effects") or split is None \
            or next(find_orders(s.table, s.ctx, prepared(split[1])), None) is None:
        return text
    s.remark(f'"{short(split[0], 80)}": {note}')
    return split[1]


_FREE_UPGRADE = compile_later(r"(?i)\bfree\s+upgrade\b|\bupgrade\s+for\s+free\b")


def _granted_upgrade_called_free(s: _LineReading, text: str) -> str:
    """"free upgrade: Military 3→4 (+4 VP)" where the event grants an upgrade action (and no free
    upgrade): read as the granted action, which the player pays as any upgrade, its figures
    checked; and asked, since "free" may mean the player does not expect to pay."""
    if not _FREE_UPGRADE.search(text):
        return text
    from gm_tool.games.colonies.rules.event import yes_options

    asks = s.ctx.state.get("pending", {}).get(s.ctx.player, [])
    if not any(a.get("kind") == "yes" for a in asks):
        return text
    options = yes_options(s.ctx.state)
    if any(p.kind == "free_upgrade_lowest" for o in options for p in o) or \
            not any(p.kind == "action" and "upgrade" in p.actions for o in options for p in o):
        return text
    # read as the granted upgrade so that its figures are checked too, but asked: a player who
    # believes it free may not mean to pay for it
    s.ctx.diag("col.post.free_upgrade", f'"{short(s.raw, 120)}": the event gives you an upgrade action, or 4 €; '
               "the upgrade action is paid as usual, not free — please confirm you mean it", s.line.number,
               hint="write 'upgrade <technology>' (paid) or '4 €' (the new post replaces this one)")
    return _FREE_UPGRADE.sub("upgrade", text)


def _said_by_where_it_goes(s: _LineReading) -> None:
    """At the effects step, what the event takes said as the player's colonists and goods
    leaving ("my 2 colonists go") or put on a market; at an action, a sale said by where the
    goods go ("2x blue to market")."""
    ctx, table, text = s.ctx, s.table, s.text
    if ctx.step == "effects":
        text = _granted_upgrade_called_free(s, text)
        text = granted_removal(ctx, text)
        text = granted_production(ctx, text)
        # "I place one biotech on the market", "1 green goes to market": put in a sentence,
        # before "place" is read as placing pirates and "goes" as given up
        text = _put_on_market_out(s, text)
        if ALL_GO.search(text):
            # "both my colonists are deported": every colonist the player has
            held = ctx.state.get("colonists", {}).get(ctx.player, 0)
            text = ALL_GO.sub(f"lose {held} colonists", text, count=1)
        # "my 2 colonists go, keep the goods": what leaves is what is given up
        text = GO.sub(lambda m: f"lose {m.group(1)} {m.group(2)}", text, count=1)
        if not table.heading(text) and any(a.get("kind") == "dump_resource"
                                           for a in ctx.state.get("pending", {}).get(ctx.player, [])):
            # "1 blue to the market", "putting 1 red on the markets": the resource the event
            # puts on a market, said by where it goes
            unput = _PUT_VERB.sub("", text, count=1)
            m = TO_MARKET.match(unput)
            if m is not None:
                text = f"market: {m.group('what')} {unput[m.end():]}".strip()
    elif ctx.step == "actions" and not table.heading(text):
        m = TO_MARKET.match(_PUT_VERB.sub("", text, count=1))
        if m is not None:
            text = f"sell {m.group('what')} {_PUT_VERB.sub('', text, count=1)[m.end():]}".strip()
    if ctx.step == "actions":
        # "putting one biotech on the market": a sale, said in a sentence with a number in words
        put = put_on_market(text)
        text = f"sell {put[0].removeprefix('market: ')}" if put is not None and put[1] is None else text
    s.text = text


def _orders_reworded(s: _LineReading) -> None:
    """An action's order in the player's words reworded into its heading's: a refuge, a route by
    its owner and partner, an upgrade by its level, an agreement's step as a negotiation."""
    ctx, table, text = s.ctx, s.table, s.text
    # "taking in 2 pirates: ...", "sheltering 2 pirates from ...": a refuge
    text = _TAKE_IN_PIRATES.sub("refuge ", text, count=1)
    # "2 from Gorm (green)", "1 off Priya [yellow]": Gorm's green route
    text = _OWNER_THEN_PARTNER.sub(lambda m: f"{m.group(1)} {m.group(2)}'s {m.group(3)} route"
                                   if _names_a_planet(ctx, m.group(2)) and _names_a_planet(ctx, m.group(3))
                                   else m.group(0), text)
    text = TAKE_ACTION.sub("", text).strip() or text
    text = TAKE_NAMED.sub(lambda m: m.group("what") + " ", text, count=1)
    text = TECH_UPGRADE.sub(lambda m: f"upgrade {m.group(1)}", text)
    text = LEVEL_FROM_TO.sub(lambda m: f"upgrade {tech_name(m.group(1))} {m.group(2)} to {m.group(3)}", text,
                             count=1)
    text = LEVEL_UP.sub(lambda m: f"upgrade {tech_name(m.group(1))} to {m.group(2)}", text)
    if not re.match(r"\s*upgrade\b", text, re.IGNORECASE):
        text = LEVEL_TO.sub(lambda m: f"upgrade {tech_name(m.group(1))} to {m.group(2)}", text, count=1)
    text = GOING_FOR.sub(lambda m: f"upgrade {m.group(1)} to {m.group(2)}", text)
    m = RAISE_TITLE.match(text)
    if m is not None:
        # "Gonna raise my side with Okafor: +1 my side with Okafor": the title, then the step
        text = "negotiate: " + text[m.end():]
    text = RAISE.sub(r"negotiate: \1", text)
    # "unilateral: Olu sends me 1 more yellow" (their side), "I deliver 1 more to Olu" (mine)
    text = _THEY_SEND.sub(lambda m: f"negotiate: +{m.group('n')} their side with {m.group('who')}", text, count=1)
    text = _I_SEND.sub(lambda m: f"negotiate: +{m.group('n')} my side with {m.group('who') or m.group('who1')}"
                       if (m.group('who') or m.group('who1')) else m.group(0), text, count=1)
    # "Trade agreement with Elysia +1 both ways": the agreement first, then the step
    text = _AGREEMENT_FIRST.sub(r"negotiate with \g<who>: \g<step>", text, count=1)
    m = _NAME_THEN_STEP.match(text)
    if m is not None and not table.heading(text) and _names_a_planet(ctx, m.group("who")):
        # "Gorm +1 both ways, Priya +1 my side": the agreement's partner, then its step
        text = "negotiate: " + text
    m = STEP_LINE.match(text)
    if m is not None and not table.heading(text) and ctx.current != "influence":
        text = text[:m.start("step")] + "negotiate: " + text[m.start("step"):]
    s.text = text


def _not_an_order(s: _LineReading) -> bool:
    """Nothing left, a plan, a comment (chatter), or the sum of the orders above (a claim)."""
    ctx, line = s.ctx, s.line
    if s.emptied():
        return s.chatter()
    if _PLAN.match(s.text) and not re.search(r"\d", s.text) and ctx.words.statement(s.text):
        # "Next year I'll go for Military I think.": a plan, not an order
        return s.chatter()
    s.text = _PS.sub("PS: ", s.text)             # "P.S. next turn I'll negotiate": a postscript
    if is_comment(s.text) and not _orders_inside(s.text):
        ctx.diag("col.post.comment", f'"{short(s.raw)}": read as a comment and skipped',
                 line.number, severity=Severity.INFO)
        return s.chatter()
    if SUM_LINE.match(s.text) and ctx.actions:
        # "= +2 blue, +2 colonists" under the orders: their sum, checked at the end
        ctx.claims.append((line.number, "sum", SUM_LINE.sub("", s.text)))
        ctx.mark_read(line.number, s.raw)
        return True
    return False


def _edit_at_choice(s: _LineReading) -> None:
    """"EDIT: actually reject 1 instead" at the income or tie step: the choice starts again
    from this line."""
    table, ctx, line, text, raw = s.table, s.ctx, s.line, s.text, s.raw
    earlier = (ctx.credits_taken, ctx.rejected, ctx.tie, ctx.income_line, ctx.tie_line)
    ctx.credits_taken = ctx.rejected = ctx.tie = ctx.income_line = ctx.tie_line = None
    if not _read_edit_choice(table, ctx, line, text):
        ctx.credits_taken, ctx.rejected, ctx.tie, ctx.income_line, ctx.tie_line = earlier
        ctx.mark_chatter(line.number, raw)
    elif _HEDGE.search(text) or MORE_HEDGE.search(text):
        # "EDIT: or maybe yes, let me think": the edit hedges, so neither choice stands
        hedged(ctx, line, text)
    elif ctx.step == "income" and not re.search(r"\binstead\b", text, re.IGNORECASE) and (
            (ctx.rejected is None and earlier[1]) or
            (ctx.credits_taken is None and earlier[0])) \
            and not (_CHANGE_OF_MIND.search(raw) and _edit_cannot_keep(ctx, earlier)):
        # "1 credit, 2 rejected / EDIT: make it 3 credits": are the rejections kept?
        kept = "rejections" if ctx.rejected is None else "credits"
        ctx.diag("col.post.edit_unclear", f'"{raw}": does the edit keep the {kept} written '
                 "above? write the whole choice again", line.number,
                 hint="e.g. 'EDIT: community: 3 credits, reject 0'")


def _wrong_step_or_title(s: _LineReading) -> bool:
    """At an action or an event: the income step's choice made at the wrong step (said), or a
    title above the orders (chatter)."""
    ctx, line, text = s.ctx, s.line, s.text
    if short_turn_title(ctx, text):
        # "Income Y1, Bellona:": a title whose turn, written short, is the turn being played
        s.remark(f'"{short(s.raw, 60)}": read as a title (turn {ctx.state["turn"]})')
        return s.chatter()
    if (written := short_turn_written(ctx, text)) is not None:
        # "Income Y3, Bellona:" at turn 1: the title's turn is checked and the right one named
        ctx.diag("col.post.figure", f'"{short(s.raw, 60)}": this is turn {ctx.state["turn"]}, not '
                 f"turn {written}", line.number, hint="a post is for the turn being played")
        ctx.mark_read(line.number, s.raw)
        return True
    if ctx.step in ("actions", "effects") and INCOME_CHOICE.search(text):
        # "community: 2 credits" at an action: the income step's choice, made at the wrong step
        ctx.diag("col.post.wrong_step", f'"{short(s.raw)}": credits and rejections are the income '
                 "step's Community choice, which is over; this step takes "
                 + ("your action" if ctx.step == "actions" else "what the event asks of you"),
                 line.number, hint="Community as an action is a refuge: 'refuge: 2 from Bob's red route; keep 1'")
        ctx.mark_read(line.number, s.raw)
        return True
    if ctx.step in ("actions", "effects") and title_heading(ctx, text) and \
            set(habits.words_of(text)) - ACTION_TITLE - set(first_words(s.table)):
        # "Military report from Pallas:": a title above the orders
        return s.chatter()
    if ctx.step in ("actions", "effects") and (announces_action(ctx, text) or headline(ctx, text)):
        # "Bellona takes the upgrade": the poster announcing the action the lines below order
        s.remark(f'"{short(s.raw, 60)}": read as a title')
        return s.chatter()
    return False


def _shouted(s: _LineReading) -> None:
    """Exclamation marks: at a tie they end the decision as a full stop does; elsewhere
    "industry!!", "credit!" is the order alone and "refuge!! 2 from ..." its heading."""
    text = s.text
    if s.ctx.step == "tie" and "!" in text:
        # "yes!!! (Okonkwo, you owe me one)"
        text = re.sub(r"!+", ".", text)
    elif "!" in text:
        m = re.match(r"^(\W*[a-z][a-z ]{0,24}?)!+(?:\s+(?=\S)|\s*$)", text, re.IGNORECASE)
        if m is not None and s.table.heading(m.group(1).strip() + ":"):
            rest = text[m.end():].strip()
            text = m.group(1).strip() + (": " + rest if rest else "")
        elif re.search(r"\w\s*!+\s*$", text) and "?" not in text:
            text = re.sub(r"\s*!+\s*$", "", text)      # "Max credits!"
    s.text = text


def _nothing_said(s: _LineReading) -> bool:
    """A line with no order that says "none" / "nothing": a pass (with a remark of no word of the
    game), or at the income step the choice of nothing with the production's figures after it
    ("none, keeping my colonist :) 5 purple in (→ 5 purple)", a claim, checked)."""
    table, ctx, line = s.table, s.ctx, s.line
    remark = habits.nothing(s.text)
    if remark is not None and not ctx.words.line_words(remark):
        _nothing(ctx, line, s.raw, remark)
        return True
    if remark is not None and ctx.step == "income" and "production" in table.sections:
        saved = ctx.snapshot()
        n_diags = len(ctx.diags)
        status = run_handler(table, ctx, line, Heading("production", None, remark, ""), remark)
        if status != "unreadable" and not any(d.severity is Severity.ERROR for d in ctx.diags[n_diags:]):
            _nothing(ctx, line, s.raw, "")
            return True
        ctx.restore(saved)
    return False


def _yes_parts(kinds: set, state: dict) -> set:
    """The kinds an effects step asks for, the yes effect's parts in place of "yes" when every
    option of it that names resources takes them ("2 blue and 2 red" when the yes effect is 4
    resources of choice, a commerce action or 4 €)."""
    if "yes" not in kinds:
        return kinds
    from gm_tool.games.colonies.rules.event import yes_options

    # an action granted is never a bare list of resources (it needs its verb: "sell 2 blue")
    parts = {p.kind for option in yes_options(state) for p in option} - {"action"}
    return (kinds - {"yes"}) | ({"gain_resources"} if parts == {"gain_resources"} else {"yes"})



#: colonists as the subject of where they go, at the income step ("1 colonist is back")
_SUBJECT = r"\b(?:colonists?|settlers?|newcomers?|cols?|nobody|noone|no\s*one|\d+)"
_LINKING = (r"(?:\s+(?:is|are|goes|go|going|gets|get|got|sent|be|will|gonna|returns?|returning|heads?|heading|can|"
            r"should|must|straight|right|then)){0,3}")
_GOING_OFF = re.compile(
    _SUBJECT + _LINKING + r"\s+(?:back|away)\b|"
    # home only after a verb of going ("the settler goes home"; "my colonists are home": arrived)
    + _SUBJECT + _LINKING + r"\s+(?:goes|go|going|sent|returns?|returning|heads?|heading)(?:\s+(?:straight|right))?"
    r"\s+home\b", re.IGNORECASE)


def _order_by_step(s: _LineReading) -> tuple[Heading, list] | None:
    """A line with no heading that answers what the step asks: the resources an event takes
    ("3 green"), an income choice ("turning the colonist away", "1 cr"), a tie's decision (the
    proposal's title, or "yes!")."""
    ctx, text = s.ctx, s.text
    if ctx.step == "effects" and re.match(r"\s*(?:-\s?)?\d+\s+\w", text):
        # "3 green" when the event asks only for resources given up (or taken, or put on a
        # market): that answer
        kinds = _yes_parts({a.get("kind") for a in ctx.state["pending"].get(ctx.player, [])}, ctx.state)
        section = ("lose" if kinds <= {"lose_resources", "lose_resources_or_colonists"} else
                   "gain" if kinds == {"gain_resources"} else
                   "market" if kinds == {"dump_resource"} else None)
        if section is not None and kinds:
            return (Heading(section, None, text, ""), [])
    if ctx.step == "income" and re.search(
            r"\b(?:turn|turning|turned|send|sending|sent|kick|kicking|ship|shipping)\b(?:\s+[\w']+){1,3}\s+"
            r"(?:away|back|home|out|off)\b", text, re.IGNORECASE):
        # "turning the colonist away", "send both settlers back", "send one home": rejections
        return (Heading("income", None, text, ""), [])
    if ctx.step == "income" and _GOING_OFF.search(text):
        # "1 colonist is back", "the settler goes home", "nobody goes back": rejections too
        return (Heading("income", None, text, ""), [])
    if ctx.step == "income" and re.match(
            r"\s*(?:(?:so|and|then|thus|hence|that'?s|which\s+(?:is|means))[,:]?\s+)?\d", text, re.IGNORECASE):
        # "1 cr", "2 c": a number first is the income choice, when its handler reads it
        return (Heading("income", None, text, ""), [])
    if ctx.step == "tie":
        # "Filibuster it is.": the decision by the proposal's title
        from gm_tool.games.colonies.posts.sections.other import title_words

        yes_t, no_t = title_words(ctx)
        if set(habits.words_of(text)) & (yes_t | no_t):
            return (Heading("tie", None, text, ""), [])
        if re.fullmatch(r"\W*(?:yes|no|aye|nay|yea|yep|nope)\W*", text, re.IGNORECASE):
            # "yes!", "NO!!!": the decision alone, shouted
            return (Heading("tie", None, re.sub(r"[^\w\s]", " ", text).strip(), ""), [])
    return None


def _first_readable(s: _LineReading, candidate, candidates) -> tuple[Any, list]:
    """The first of the line's headings (at most four tried) whose handler reads something, run;
    with the words of the game before it that no order read."""
    table, ctx, line, text = s.table, s.ctx, s.line, s.text
    unused: list = []
    tried = 0
    while candidate is not None and tried < 4:
        tried += 1
        heading, prefix = candidate
        parts = split_orders(table, heading)
        whole = len(parts) == 1 and section_of(table, heading.section) in WHOLE_LINE
        hypothetical = _HYPOTHETICAL.search(" ".join(prefix)) is not None
        unused = [] if whole or hypothetical or ctx.words.statement(" ".join(prefix)) \
            or about_another(ctx, prefix) else ctx.words.line_words(" ".join(prefix))
        saved = ctx.snapshot()
        statuses = []
        for h in parts:
            part_saved = ctx.snapshot() if len(parts) > 1 else None
            status = run_handler(table, ctx, line, h, text if whole else
                                 _first_part_whole(table, h, prefix) if h is parts[0] else None)
            if status == "unreadable" and part_saved is not None:
                # one part of the line says nothing its heading reads ("hunting pirates is
                # useless now"): its words of the game, unless a statement, stay unused
                ctx.restore(part_saved)
                if not ctx.words.statement(h.rest):
                    unused_part = ctx.words.line_words(f"{h.written} {h.rest}")
                    if unused_part:
                        ctx.mark_read(line.number, s.raw, unused_part)
            statuses.append(status)
        if all(st == "unreadable" for st in statuses):
            # a heading word inside a sentence that says nothing the handler understands
            # ("Quick income post from me.", "hunting pirates is useless now, so industry ..."):
            # the next heading on the line, else the line is chatter or not read
            ctx.restore(saved)
            candidate = next(candidates, None)
            continue
        return candidate, unused
    return None, unused


def _first_part_whole(table: Any, h: Any, prefix: list[str]) -> str | None:
    """"1 cr pls, reject none. prod = 5 yellow (4 + 1)": the first of two orders on a line, of a
    section that reads its whole line (the income), is read with the words before its heading
    ("1" before "cr"), as it is when it stands alone; None for any other (its rest is read)."""
    if prefix and section_of(table, h.section) in WHOLE_LINE:
        return " ".join([*prefix, h.written or "", h.rest])
    return None


def _not_understood(s: _LineReading) -> None:
    """A line no order reads: an edit that changes something is asked; words of the game make it
    "not read", a request too; else it is chatter (a gain under a sale is checked, figures are
    said to be unchecked)."""
    ctx, line, raw, text = s.ctx, s.line, s.raw, s.text
    found_words = ctx.words.line_words(raw)
    if s.edit is not None and (found_words or re.search(r"\d", text)
                               or any(ctx.words(w) for w in habits.words_of(text))):
        # "EDIT: colonists instead, 2 of them", "EDIT: make it 1": an edit changes something;
        # not understood, it asks
        ctx.mark_not_read(line.number, raw)
        ctx.diag("col.post.edit_unclear", f'"{short(raw)}": what does this edit change? please '
                 "write the whole order again", line.number,
                 hint="e.g. 'EDIT: sell 1 blue' (the edit replaces the order above it)")
    elif found_words and not ctx.words.statement(text) and not off_step(ctx, text) \
            and not is_title_line(ctx, text) and not roleplay(ctx, text):
        ctx.mark_not_read(line.number, raw)
    elif _asks_for_more(text):
        # "and the pirate thing on Dolores pls": a request about something of the game that no
        # order reads; asked, never skipped as chatter
        ctx.mark_not_read(line.number, raw)
    else:
        ctx.mark_chatter(line.number, raw)
        gain = _SIGNED_GAIN.search(text)
        if gain and ctx.actions and ctx.actions[-1].kind == "commerce" and ctx.actions[-1].data.get("sell"):
            # "that's +4 € in the bank" under a sale: the sale's gain, written again; checked
            d = ctx.actions[-1].data
            d.setdefault("price_claims", []).append(
                (line.number, "total", int(gain.group(1)), list(range(len(d["sell"]))), False))
        figures = [w for w in found_words if w.isdigit()]
        if figures:
            # a remark with figures ("so everybody gets 2 colonists"): read as talk, and said so
            ctx.diag("col.post.figure", f'"{short(raw, 90)}": read as a remark; its figures '
                     + ", ".join(repr(f) for f in figures) + " were not checked", line.number,
                     severity=Severity.WARNING, hint="put figures beside the order they belong to")


# "+4 €", "+4€", "+4 credits": a signed gain, in any remark a claim of what an order earns
_SIGNED_GAIN = compile_later(r"(?<![\w.])\+\s?(\d+)\s?(?:€|eur\b|euros?\b|credits?\b|cr\b)", re.IGNORECASE)


_REQUEST = compile_later(r"\b(?:pls|plz|please|pretty\s+please)\b|^\s*(?:and|plus)\b", re.IGNORECASE)
_REQUEST_NOUNS = frozenset({"route", "routes", "pirate", "pirates", "market", "markets", "marker",
                            "markers", "shelf", "colonist", "colonists", "vote", "votes", "upkeep",
                            "police", "level", "tech"})


def _asks_for_more(text: str) -> bool:
    """A line that asks ("pls", "and ...") for a thing of the game: an order the reader did not
    find, never table talk."""
    if "?" in text or len(habits.words_of(text)) > 12:
        return False       # a question, or a sentence of table talk: said elsewhere
    return bool(_REQUEST.search(text)) and not re.search(r"\b(?:thanks?|thank\s+you|ty|cheers)\b", text, re.IGNORECASE) \
        and any(w in _REQUEST_NOUNS for w in habits.words_of(text))


# "Encourage passed 11–0", "the bribe failed 4-7", "carried it 6 to 3": a vote's result, not an order
_VOTE_RESULT = compile_later(r"\b(?:passed|failed|carried(?:\s+it)?|won|lost|went\s+through)\s+(?:by\s+)?\d+\s*(?:[–—-]|to)\s*\d+\b",
                             re.IGNORECASE)
# "1 of each except green", "one of each colour but red": every resource colour but those named
_EACH_EXCEPT = compile_later(r"\b(\d+|one)\s+(?:of\s+)?each(?:\s+colou?r)?\s*,?\s+(?:except|but|other\s+than|apart\s+from|besides)"
                             r"\s+(\w+)(?:\s+(?:and|&|or)\s+(\w+))?", re.IGNORECASE)


def _each_except(m: re.Match[str]) -> str:
    from gm_tool.games.colonies.rules.board import COLOURS as ALL
    from gm_tool.games.colonies.posts.phrases import COLOURS

    out = {COLOURS.get(w.lower()) for w in (m.group(2), m.group(3)) if w}
    if None in out:
        return m.group(0)             # "1 of each except the one I sold": not a colour, left as is
    n = "1" if m.group(1).lower() == "one" else m.group(1)
    return ", ".join(f"{n} {c}" for c in ALL if c not in out)


# "1 of each other colour", "one of every other resource", "1 each of the other colours", "1 of
# each colour except my own", "one of each but mine": every resource colour but the poster's own
_EACH_OTHER = compile_later(r"\b(?P<n>\d+|one|a)\s+(?:of\s+)?(?:each|every)\s+(?:of\s+(?:the\s+)?)?(?:"
                            r"others?(?:\s+(?:four|4))?(?:\s+(?:colou?rs?|resources?|ones?|kinds?|types?|planets?))?"
                            r"|(?:colou?rs?\s*|resources?\s*|ones?\s*)?,?\s*(?:except|but|other\s+than|apart\s+from|besides|"
                            r"not)\s+(?:my\s+own(?:\s+colou?r)?|mine|my\s+colou?r|my\s+own\s+one))\b", re.IGNORECASE)


def _each_other(ctx: PostContext, m: re.Match[str]) -> str:
    from gm_tool.games.colonies.rules.board import COLOURS as ALL

    n = "1" if m.group("n").lower() in ("one", "a") else m.group("n")
    return ", ".join(f"{n} {c}" for c in ALL if c != ctx.colour)


# "EDIT: make that 1 green instead of the yellow": one item of the order above swapped
_SWAP = compile_later(r"^\s*(?:make\s+(?:it|that)\s+|change\s+(?:it\s+)?to\s+|use\s+|sell\s+|take\s+)?(?P<n>\d+)\s+"
                      r"(?P<new>[a-z]+)\s+instead\s+of\s+(?:the\s+|my\s+)?(?:(?P<m>\d+)\s+)?(?P<old>[a-z]+)\s*[.!]*\s*$",
                      re.IGNORECASE)


# "4€ - no wait, upgrade Military", "sell 1 red, scratch that, sell 1 blue": a correction on the line
_CORRECTION = compile_later(r"(?:^|(?<=[\s,;.!:\u2013\u2014-]))(?:no+\s+wait|wait\s*,?\s*no|scratch\s+that|"
                            r"actually\s*,?\s+no|no\s*,\s*actually|correction\s*:|sorry\s*,?\s+i\s+mean[t]?)\b"
                            r"[\s,:;.!\u2013\u2014-]*", re.IGNORECASE)


def _corrected(ctx: PostContext, text: str) -> str | None:
    """The order after the last correction on a line ("4€ - no wait, upgrade Military"), when
    both what is taken back and what follows name something of the game; else None."""
    if len(text) > 2000:
        return None
    found = list(_CORRECTION.finditer(text))
    if not found:
        return None
    m = found[-1]
    before, after = text[:m.start()], text[m.end():]
    said = split_sentences(after)
    if len(said) > 1 and all(_CANNOT.match(s) for s in said[:-1]):
        # "... no wait, can't do both at lvl 1. just the credit": why, then the order that stands
        after = said[-1]
    if not after.strip() or not (ctx.words.line_words(prepared(before))
                                 and (ctx.words.line_words(after) or ctx.words.line_words(prepared(after))
                                      or (after is said[-1] and _weak_word(after)))):
        return None
    return after.strip()


#: the last piece of a list before a correction ("..., 1 from my... "): what the correction replaces
_LAST_PIECE = compile_later(r"(?s)^(?P<keep>.*?(?:[,;:+]|\s(?:and|&|plus)))\s*(?P<piece>[^,;:+]*?)[\s.,;\u2013\u2014-]*$",
                            re.IGNORECASE)


#: an order's verb and its amount before a correction ("sell 2 purple - "): the amount on is the piece
_VERB_THEN_AMOUNT = compile_later(r"(?s)^(?P<keep>[^\d,;:+]*?[a-z][^\d,;:+]*?)\s+(?P<piece>\d[^,;:+]*?)"
                                  r"[\s.,;\u2013\u2014-]*$", re.IGNORECASE)


def _piece_only(table: Any, ctx: PostContext, text: str) -> str | None:
    """The line with its last piece replaced by the correction after it, when the correction
    names nothing of the game on its own ("keep 2... actually no, keep 1"); else None."""
    found = list(_CORRECTION.finditer(text[:2000]))
    after = text[found[-1].end():].strip() if found else ""
    if not after or not ctx.words.line_words(prepared(text[:found[-1].start()])):
        return None
    whole = _piece_corrected(table, ctx, text, after)
    return whole if whole != after else None


def _piece_corrected(table: Any, ctx: PostContext, text: str, corrected: str) -> str:
    """"hunt pirates: 2 from Dee's green route, 1 from my... no wait, 1 from Cy's purple route",
    "sell 2 red, 1 blue - no wait, 1 purple", "sell 2 purple - no wait, 1 purple": a correction
    that is no order of its own, shaped as the last piece of the list before it (or the amount
    after the order's verb: a count, or the same first word), replaces that piece;
    the order is the list with it replaced when that reads as an order. Else the correction as it
    was (an order of its own, or a piece the reader cannot place, asked about)."""
    if next(find_orders(table, ctx, prepared(corrected)), None) is not None:
        return corrected
    found = list(_CORRECTION.finditer(text))
    if not found:
        return corrected
    m = _LAST_PIECE.match(text[:found[-1].start()])
    if m is None or not m.group("piece"):
        # "sell 2 purple - no wait, 1 purple": the amount after the order's verb
        m = _VERB_THEN_AMOUNT.match(text[:found[-1].start()])
    if m is None:
        return corrected
    piece, new = m.group("piece").split(), corrected.split()
    same_shape = (piece[0][0].isdigit() and new[0][0].isdigit()) or piece[0].lower() == new[0].lower()
    whole = m.group("keep") + " " + corrected
    if not same_shape or _named(ctx, corrected) & _named(ctx, m.group("keep")) \
            or next(find_orders(table, ctx, prepared(whole)), None) is None:
        # ("sell 1 purple, 1 red - no wait, 2 purple": the purple again, the whole list meant?)
        return corrected
    return whole


def _named(ctx: PostContext, text: str) -> set[str]:
    """The colours and players a piece of an order names."""
    from gm_tool.games.colonies.posts.phrases import colour_at

    toks = ctx.tokens(prepared(text))
    out = {str(t.value) for t in toks if t.kind == "player"}
    for i in range(len(toks)):
        hit = colour_at(toks, i)
        if hit is not None:
            out.add(hit[0])
    return out


def _correction_left_open(ctx: PostContext, text: str) -> bool:
    """A correction on an order's line ("no wait", "scratch that") followed by a bare figure,
    which `_corrected` cannot apply ("sell 2 purple no wait 3": 3 of what?)."""
    if len(text) > 2000:
        return False
    found = list(_CORRECTION.finditer(text))
    if not found:
        return False
    before, after = text[:found[-1].start()], text[found[-1].end():]
    return bool(_BARE_FIGURE.match(after)) and not ctx.words.line_words(prepared(after)) \
        and bool(ctx.words.line_words(prepared(before)))


#: a figure alone, or with a word or two that name nothing of the game ("3", "3 then", "make it 3")
_BARE_FIGURE = compile_later(r"^\W*(?:[a-z]+\W+){0,2}\d+\W*(?:[a-z]+\W*){0,2}$", re.IGNORECASE)


def _weak_word(text: str) -> bool:
    """A word of the game that counts something ("the credit"), in a short sentence."""
    from gm_tool.games.colonies.posts.gamewords import WEAK

    words = habits.words_of(text)
    return len(words) <= 6 and any(w in WEAK for w in words)


#: "industry → 1 purple, 1 colonist", "Industry -> 2 red": what the action yields after the arrow,
#: a count of resources or colonists, never the level the technology goes to
_NOT_A_COUNT = (r"(?!\s*(?:x\s*)?(?:" + "|".join(sorted((re.escape(w).replace(r"\ ", r"\s+") for ws in
                                                          WORDS["colours"].values() for w in ws), key=len, reverse=True))
                + r"|colonists?|settlers?|resources?|goods|pirates?|credits?|cr|€|\$)\b)")
# "Community up to 2", "Military to lvl 3", "bump Commerce to level 2": no verb of upgrading,
# the technology and the level it goes to
_TECH_TO_LEVEL = compile_later(r"(?i)(?P<pre>^|[.!;:]\s+|,\s*|\s[\u2013\u2014-]+\s+)(?:bump(?:ing)?\s+|raise\s+|raising\s+|push(?:ing)?\s+|"
                               r"level(?:ling)?\s+)?(?:my\s+)?(?P<tech>community|military|commerce|influence|industry)"
                               r"(?=\s+(?:up\s+)?(?:to|->|→)\s*(?:level\s*|lvl\s*|lv\s*|l)?[1-6]\b" + _NOT_A_COUNT + ")")


_TECHS_RE = r"(?P<tech>community|military|commerce|influence|industry)"
_PRE = r"(?P<pre>^|[.!;:]\s+|,\s*)"
#: "level up Commerce", "lvl up my Military": an upgrade said with "level up"
_LEVEL_UP = compile_later(_PRE + r"(?:level(?:ling)?|lvl|levell?ing)\s+up\s+(?:my\s+|the\s+)?" + _TECHS_RE + r"\b", re.I)
#: "Commerce goes up a level", "my Military +1 level", "Influence up one lvl": the same
_UP_A_LEVEL = compile_later(_PRE + r"(?:(?:bump|bumping|raise|raising|push|pushing|bring|bringing|take|taking|"
                            r"move|moving)\s+)?(?:my\s+|the\s+)?" + _TECHS_RE + r"\s+(?:(?:goes|going|gets|go)\s+)?(?:(?:up\s+)?"
                            r"(?:a|one|1|\+1)\s+(?:level|lvl)\b|up\s+(?:by\s+)?(?:a|one|1)\b(?=\s*(?:please|pls|plz|[,.;:!(]|"
                            r"\s[\u2013\u2014-]|$)))", re.I)
#: "Commerce lvl 2 pls", "Military level 3!", "Influence lv 2 (2 red, 2 blue, 2 colonists)": the
#: level to reach, alone or before please, an exclamation or the cost in brackets
_TECH_AT_LEVEL = compile_later(_PRE + r"(?:my\s+)?" + _TECHS_RE + r"\s+(?:level|lvl|lv)\s*(?P<n>[2-6])\b"
                               r"(?=\s*(?:please|pls|plz|!+|\(|$))", re.I)


def tech_levelled(text: str) -> str:
    """An upgrade said without its verb at an action or an effect: "level up Commerce",
    "Commerce goes up a level", "Military +1 level", "Commerce lvl 2 pls" are "upgrade
    Commerce (to 2)". A level cited beside another order ("Military lvl 2, so hunt 2") is no
    upgrade: the level must end the sentence or come before please or the cost in brackets."""
    if len(text) > 2000:
        return text
    text = _LEVEL_UP.sub(r"\g<pre>upgrade \g<tech>", text, count=1)
    text = _UP_A_LEVEL.sub(r"\g<pre>upgrade \g<tech>", text, count=1)
    return _TECH_AT_LEVEL.sub(r"\g<pre>upgrade \g<tech> to \g<n>", text, count=1)


#: "Military lvl 2, so hunt 2 from ...", "with my Commerce at 2 - sell 2 red", "Influence is 3 so
#: +1 both ways with ...": the player's level cited, then the order it allows
_LEVEL_CITED = compile_later(r"(?i)^\s*(?P<cited>(?:(?:with|since|as|having)\s+)?(?:my\s+)?" + _TECHS_RE
                             + r"\s+(?:is\s+|at\s+|being\s+)?(?:(?:level|lvl|lv)\s*)?[1-6]\b(?:\s+now)?)"
                             r"\s*(?:[,.;:]\s*|\s[\u2013\u2014-]{1,2}\s*|\s+)(?:(?:so|then|which\s+means|means)\b"
                             r"[\s,:]*)(?P<rest>[A-Za-z].*)$")
_LEVEL_CITED_DASH = compile_later(r"(?i)^\s*(?P<cited>(?:with|since|as|having)\s+(?:my\s+)?" + _TECHS_RE
                                  + r"\s+(?:at\s+|being\s+)?(?:(?:level|lvl|lv)\s*)?[1-6]\b)\s*(?:[,:;]|\s[\u2013\u2014-]{1,2})"
                                  r"\s*(?P<rest>[A-Za-z].*)$")


def level_cited_out(text: str) -> tuple[str, str]:
    """The player's own level cited before the order it allows ("Military lvl 2, so hunt 2
    from Olu's blue route", "with my Commerce at 2: sell 2 red"): (the order, the level cited),
    else (text, ""). The level is a reason, never an upgrade."""
    if not text or len(text) > 400:
        return text, ""
    m = _LEVEL_CITED.match(text) or _LEVEL_CITED_DASH.match(text)
    if m is None:
        return text, ""
    return m.group("rest"), m.group("cited").strip()


def _check_cited_level(ctx: PostContext, cited: str, number: int) -> None:
    """"Military lvl 2, so ...": the level cited is the player's, checked."""
    m = re.search(r"(?i)\b(community|military|commerce|influence|industry)\b.*?([1-6])\b", cited)
    levels = (ctx.state.get("tech") or {}).get(ctx.player) or {}
    if m is not None and m.group(1).lower() in levels and levels[m.group(1).lower()] != int(m.group(2)):
        ctx.diag("col.post.level", f"your {m.group(1).capitalize()} is at level {levels[m.group(1).lower()]}, "
                 f"not {m.group(2)}", number, hint="the board shows every player's levels")


#: a sentence that says what cannot be done ("can't do both at lvl 1", "not allowed at level 1")
_CANNOT = compile_later(r"^\W*(?:i\s+|you\s+)?(?:can'?t|cannot|can\s+not|couldn'?t|(?:it'?s\s+|is\s+)?not\s+allowed|"
                        r"(?:that'?s\s+)?(?:too\s+many|not\s+possible|impossible)|only\s+(?:one|1|at)\b|"
                        r"(?:that\s+)?(?:doesn'?t|won'?t)\s+work)", re.IGNORECASE)


# "Industry: 1 green + 1 colonist (x2)", "... twice", "... both times": how many times, at the end
_TWICE_END = compile_later(r"[\s,;:-]*\(?\s*(?:[x\u00d7]\s*2|2\s*[x\u00d7]|twice|both\s+times|two\s+times)\s*\)?\s*[.!]*\s*$",
                           re.IGNORECASE)
_INDUSTRY_NUMBERED = compile_later(r"^\W*(?:industry|production(?:\s+peak)?)(?:\s+action)?\s*#?\s*[1-3]\s*[:.)\u2013\u2014-]\s*(?=\d)",
                                re.IGNORECASE)
# "1 red, 1 colonist (x2) – leaves me with 8 red": the count in brackets before a remark
_TWICE_BRACKET = compile_later(r"\s*\(\s*(?:[x\u00d7]\s*2|2\s*[x\u00d7]|twice|two\s+times)\s*\)", re.IGNORECASE)
# "Both: 1 green & 1 colonist", "both actions - 1 blue": one line for the two granted actions
_BOTH = compile_later(r"^\s*(?:both|both\s+(?:actions|times|of\s+them|industr(?:y|ies)(?:\s+actions?)?|production\s+peaks?)|"
                      r"twice|x\s*2|2\s*x)\s*[:,\u2013\u2014-]\s*(?=\S)",
                      re.IGNORECASE)
# "same", "same again", "Action 2: same", "ditto", "same as above": the order above once more
_SAME_AGAIN = compile_later(r"^\s*(?:(?:action|industry|#)\s*(?:#\s*)?2\s*[:.\u2013\u2014-]?\s*|and\s+|then\s+)?"
                   r"(?:the\s+)?(?:same(?:\s+(?:again|thing|as\s+above|as\s+before|as\s+line\s+1))?|ditto|"
                   r"again|repeat|once\s+more)\s*[.!]*\s*$", re.IGNORECASE)


# "make that Commerce", "actually Military instead", "no wait, influence": a technology alone
_TECH_ONLY = compile_later(r"^\s*(?:(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to|switch\s+(?:it\s+)?to|actually|"
                           r"no\s+wait|wait|sorry|oops|i\s+mean[t]?|rather|correction)\b[\s,:;.!-]*)*"
                           r"(?P<tech>community|military|commerce|influence|industry)(?:\s+instead)?\s*[.!]*"
                           r"(?P<tail>\s*(?:[,;:]|\s[\u2013\u2014-]{1,2})\s*(?:buying|buy|paying|pay|and\s+buy(?:ing)?)\b.*|"
                           r"\s*\([^()]*\b(?:buying|buy|bought|paying|purchas\w*)\b[^()]*\)[.!]*)?\s*$",
                           re.IGNORECASE)
_TECH_VERBS = {"upgrade": "upgrade", "free_upgrade": "free upgrade:", "downgrade": "downgrade"}


def _swap_in_order_above(ctx: PostContext, line: Line, text: str) -> str:
    """An edit that swaps one item of the order above ("make that 1 green instead of the
    yellow"): the order above with that item swapped, read as the edit; else the text as is."""
    from gm_tool.games.colonies.posts.phrases import COLOURS

    t = _TECH_ONLY.match(text)
    if t is not None and ctx.current in _TECH_VERBS:
        # "upgrade Influence / EDIT: make that Commerce": the technology of the order above
        # "make that Community – buying the 3 yellow I'm missing (5€)": with the purchase said
        return f"{_TECH_VERBS[ctx.current]} {t.group('tech')}{t.group('tail') or ''}"
    m = _SWAP.match(text)
    if m is None or COLOURS.get(m.group("new").lower()) is None or COLOURS.get(m.group("old").lower()) is None:
        return text
    above = [n for n, st in ctx.line_state.items() if st == "read" and n < line.number]
    if not above:
        return text
    before = ctx.line_text.get(max(above), "")
    old = COLOURS.get(m.group("old").lower())
    hits = [h for h in re.finditer(r"(\d+)\s*(?:x\s*)?([a-z]+)", before, re.IGNORECASE)
            if COLOURS.get(h.group(2).lower()) == old]
    if len(hits) != 1 or (m.group("m") and m.group("m") != hits[0].group(1)):
        return text
    h = hits[0]
    return before[:h.start()] + f"{m.group('n')} {m.group('new')}" + before[h.end():]


_PS = compile_later(r"^\s*p\.\s*s\.?\s*[:,-]?\s*", re.IGNORECASE)


#: "EDIT: nah, credit after all": the edit says it gives up what was written above
_CHANGE_OF_MIND = compile_later(r"\b(?:nah|nope|no|instead|after\s+all|changed?\s+(?:my\s+)?mind|"
                                r"on\s+second\s+thoughts?|rather|scrap|scratch|forget|never\s*mind|nvm|i\s+meant|oops|my\s+mistake|"
                                r"my\s+bad)\b", re.IGNORECASE)


def _edit_cannot_keep(ctx: PostContext, earlier: tuple) -> bool:
    """"I'll turn one colonist away / EDIT: nah, credit after all" at Community 1: the edit's
    credits and the rejections above it (or the reverse) together pass the Community level, so
    an edit that says it changes its mind can only replace the whole choice; a GM does not ask.
    ("1 cr / EDIT: make that 1 reject", which does not say so, is asked.)"""
    level = ctx.state["tech"][ctx.player]["community"]
    kept = earlier[1] if ctx.rejected is None else earlier[0]
    new = ctx.credits_taken if ctx.rejected is None else ctx.rejected
    return bool(kept and new and kept > 0 and new > 0 and kept + new > level)


def _read_edit_choice(table: Any, ctx: PostContext, line: Line, text: str) -> bool:
    """An EDIT line at the income or tie step: read as the choice (it replaces the earlier one)."""
    for candidate in find_orders(table, ctx, text):
        heading, _ = candidate
        saved = ctx.snapshot()
        if run_handler(table, ctx, line, heading, text) != "unreadable":
            if ctx.credits_taken is not None or ctx.rejected is not None or ctx.tie is not None:
                ctx.diag("col.post.edit", f"line {line.number} (an edit) replaces the choice above",
                         line.number, severity=Severity.INFO)
                return True
        ctx.restore(saved)
    key = "income" if ctx.step == "income" else "tie"
    if key in table.sections:
        saved = ctx.snapshot()
        if run_handler(table, ctx, line, Heading(key, None, text, ""), text) != "unreadable" and (
                ctx.credits_taken is not None or ctx.rejected is not None or ctx.tie is not None):
            return True
        ctx.restore(saved)
    return False


def _orders_inside(text: str) -> bool:
    return False


def _nothing(ctx: PostContext, line: Line, raw: str, remark: str) -> None:
    """"none", "nothing, broke :(", "pass": a pass (an income of nothing at the income step)."""
    if ctx.step == "income":
        ctx.credits_taken = ctx.credits_taken or 0
        ctx.rejected = ctx.rejected or 0
        if ctx.income_line is None:
            ctx.income_line = line.number
    else:
        from gm_tool.games.colonies.posts.context import Pending

        ctx.actions.append(Pending("pass", line.number, {}))
        ctx.current = "pass"
    if remark:
        ctx.diag("col.post.remark", f'"{remark}": read as a remark', line.number,
                 severity=Severity.INFO)
    ctx.mark_read(line.number, raw)


def _edit(ctx: PostContext, line: Line, before: int) -> None:
    """An order after an EDIT marker replaces the order above it (at the action step, the one
    action; at the effects step, the order of the same kind)."""
    new = ctx.actions[before:]
    if not new:
        return
    old = ctx.actions[:before]
    if ctx.step == "actions":
        replaced = old
    else:
        kinds = {p.kind for p in new}
        replaced = [p for p in old if p.kind in kinds]
    if replaced:
        ctx.actions[:] = [p for p in ctx.actions if p not in replaced]
        ctx.diag("col.post.edit", f"line {line.number} (an edit) replaces line"
                 f"{'s' if len(replaced) > 1 else ''} "
                 + ", ".join(str(p.line) for p in replaced), line.number, severity=Severity.INFO)
        for p in replaced:
            if ctx.line_state.get(p.line) == "read":
                ctx.line_state[p.line] = "replaced"


def _continues(table: Any, ctx: PostContext, line: Line, text: str) -> bool:
    """A line without a heading read as part of the order above it, when its handler takes it."""
    section = table.sections.get(ctx.current)
    if section is None or section.read is None:
        return False
    words = text.split()
    if any(w[:1].isdigit() and predicate_number(words[:k]) for k, w in enumerate(words)):
        return False          # "Selling is going to be 2 € at best": talk about a figure
    if ctx.current in ("community", "military") and not re.search(r"\broutes?\b|\d|\bkeep", text, re.IGNORECASE):
        return False          # "The luxury goods traders of Bellona cheer.": no route, no count
    if not re.match(r"\s*[+-]?\d", text) and ctx.words.statement(text):
        return False          # "I still want that yellow deal, 2 for 2 next year?": talk
    saved = ctx.snapshot()
    item = Item(line, text, None, True, False, ctx.current)
    status = section.read(ctx, table.prepare(ctx, item))
    if status == "ok" or (status == "partial" and ctx.unused.get(line.number) is None):
        ctx.mark_read(line.number, line.text)
        return True
    ctx.restore(saved)
    return False


def _put_on_market_out(s: _LineReading, text: str) -> str:
    """At the effects step, when the event puts the poster's resources on the market: "I place
    one biotech on the market, please" (and "place 1 green" when no pirates are to be placed)
    as "market: 1 green"; a market of another colour than the resource's is asked."""
    ctx = s.ctx
    pending = ctx.state.get("pending", {}).get(ctx.player, [])
    if not any(a.get("kind") == "dump_resource" for a in pending):
        return text
    first, _, rest = text.strip().partition(" ")
    if rest and first.lower() in (ctx.player.lower(), ctx.own_planet()):
        text = rest             # "Tobias places 1 red on the market": the poster, by name
    asked = sum(int(a.get("amount", 1)) for a in pending if a.get("kind") == "dump_resource")
    put = put_on_market(text, not any(str(a.get("kind", "")).startswith("place_pirates") for a in pending), asked)
    if put is None:
        return text
    market, other = put
    if other is not None:
        n, colour = market.split()[1:3]
        ctx.diag("col.post.market", f'"{short(s.raw, 120)}": {colour} goes on the {colour} market, not the '
                 f"{other} one — please confirm", s.line.number, hint=f"write 'market: {n} {colour}'")
    return market


#: ". Yellow trade needs a boost!", " - the Amateru route could use some love", ", our trade with Bram
#: needs a push": a last clause saying the trade with a planet needs something (the reason for a
#: negotiation), the planet named by colour, planet, resource or player
_TRADE_NEED = compile_later(
    r"(?:[.!;,]+|\s[\u2013\u2014-]{1,2})\s*(?P<clause>(?:(?:and|but|since|because|as|cause|bc)\s+)?"
    r"(?:(?:the|our|my)\s+)?(?:(?P<who>[A-Za-z][\w'-]*?)(?:'s|s'|')?\s+(?:trade|trading|route|agreement|deal|economy|"
    r"relations|relationship|partnership|ties|link|lane)|(?:trade|trading|route|agreement|deal|relations|ties)\s+"
    r"with\s+(?P<with>[A-Za-z][\w'-]*))\s+(?:(?:really|badly|just|still|desperately|clearly|sure|definitely)\s+)*"
    r"(?:needs?|could\s+use|can\s+use|deserves?)\s+(?P<what>[A-Za-z][A-Za-z' ]{0,40}?))\s*[.!]*\s*$", re.IGNORECASE)


def _partner_trade_need_out(ctx: PostContext, text: str) -> tuple[str, list[str]]:
    """"+1 both ways with Bram. Yellow trade needs a boost!": a last clause, with no figure,
    saying the trade with a planet needs a boost is the reason for the negotiation before it,
    talk, when the planet it names is one the order names too (by colour, planet, resource or
    player) and what is needed names nothing of the game; the order stays as it is."""
    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.posts.phrases import COLOURS

    tail = text[-200:]
    m = _TRADE_NEED.search(tail)
    if m is None:
        return text, []
    at = len(text) - len(tail) + m.start()
    before = text[:at]
    owners = {fold(p): c for p, c in ctx.state.get("planets", {}).items()}

    def colour_of(word: str) -> str | None:
        key = fold(word).removesuffix("'s").removesuffix("s'").removesuffix("'")
        return owners.get(key) or COLOURS.get(key)

    who = colour_of(m.group("who") or m.group("with"))
    named = {colour_of(w) for w in habits.words_of(before)} - {None}
    if who is None or who not in named or not before.strip(" .,;!-") or ctx.words.line_words(m.group("what")):
        return text, []
    return before.rstrip(), [m.group("clause").strip()]
