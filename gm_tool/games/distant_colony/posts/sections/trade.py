"""Trade: buy/sell/contract and "on contract", in the seed's signed style or in prose.

A line is split into clauses at "," ";" "and" (outside parentheses); a clause that names no
item ("-14 Wealth", "paid 14") is the price of the clause before it. Each clause's direction
comes from, first to last: the item's own sign ("+2 Machines" buys, "-3 Food" sells), a verb
(buy, sell, contract, "on contract"), a prose verb and what follows it ("paid 5 for a Basic
Goods", "received 6 Wealth for 3 Food", "traded 3 Food for 3 Wealth"), the sign of its price
("Machine (-7W)"), the verb of the clause before ("buy 2 Machines and 1 Food"). A clause none
of these decide is read as a purchase with a warning that says so.

A price paid is a cost and a price received is income, whatever the word order: an unsigned
price is negative on a purchase and positive on a sale; a signed one is kept as written. A
number with no noun after it is a price when it follows "for", "at", "paid"... or stands in
parentheses ("sold 2 Food for 2", "bought 2 Machines at 7 each"). Wealth and VP amounts are
claims only; Soldiers and Officers trade like resources, for VP.

docs/reading.md has the examples."""

from __future__ import annotations

import re

from dataclasses import dataclass, field

from gm_tool.core.kit.reading.sections import EMPTY, OK, Item
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.tokens import Token, tokenize
from gm_tool.core.kit.reading.vocabulary import Vocabulary
from gm_tool.games.distant_colony.actions import TradeOrder
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import (SELLS_FOR, WORTH_AT_END, add, price_parts,
                                                        says_nothing)
from gm_tool.games.distant_colony.posts.vocabulary import (NUMBER_WORDS, WORDS, Term, match_noun,
                                                           term_at)
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES, RESOURCE_NAMES

HINT = "e.g. 'Trade: buy 2 Machines (-14 Wealth), sell 3 Food (+3 Wealth)'"

_VERBS = Vocabulary.from_data(WORDS["trade"]["verbs"], what="trade verb")  # buy, sell, contract
_GIVE = frozenset(WORDS["trade"]["prose"]["give"])    # what follows is handed over
_GET = frozenset(WORDS["trade"]["prose"]["get"])      # what follows is received
_PRICE = frozenset(WORDS["trade"]["prose"]["price"])  # a bare number after these is a price
_EACH = frozenset(WORDS["trade"]["prose"]["each"])
_CONTRACT_USE = frozenset({"use", "used", "using", "uses", "from", "on", "via", "with", "by"})
_SPLIT = frozenset({"and", "then", "plus", "also"})
# a clause after an order that comments on it, with no figure ("that's all my Food")
_COMMENT_START = frozenset({"that's", "thats", "which", "it's", "its", "this", "that"})
_MILITARY = frozenset({"soldier", "officer"})
# an amount not given ("as many as I can spare", "some Food", "the rest")
# an amount said without a number: a GM asks how many ("sell a couple of BG", "a handful of raw")
_VAGUE = frozenset({"many", "much", "some", "few", "several", "rest", "spare", "most", "lots",
                    "couple", "handful", "bunch", "loads", "heaps", "plenty", "bit"})
# nouns that end in "s" in the singular too
_NOT_PLURAL = frozenset({"goods", "bgs", "rgs", "basic goods", "rare goods", "vps", "pts"})
# who the market is, in a bracket after an order: "(Expansion buys at 1)", "(they pay 2)"
_MARKET_SIDE = frozenset({"standard", "war", "famine", "expansion", "export", "materials", "they", "market",
                          "station", "traders", "trader", "environment", "env", "it", "bank"})
_FILLER = {"station", "trader", "traders", "from", "to", "at", "for", "each", "price", "use",
           "using", "new", "add", "added", "adding", "fleet", "market", "on", "in", "with",
           "exchange", "return", "total", "worth", "the", "a", "an", "of"}


@dataclass(slots=True)
class _Clause:
    verb: str | None = None              # buy, sell, contract, use_contract
    role: str | None = None              # a prose verb's: "give" or "get"
    role_object: str | None = None       # what follows it: "price" or "item"
    arrow: bool = False                  # "3 Food -> 3 Wealth": the left side is handed over
    items: list[tuple[Term, bool]] = field(default_factory=list)   # (term, left of an arrow)
    prices: list[tuple[Term, bool]] = field(default_factory=list)  # (term, left of an arrow)
    each: bool = False
    unit_prices: list[tuple[Term, bool]] = field(default_factory=list)  # "@1": the price of one
    vague: bool = False        # an amount not given: "sell Machines", "as many as I can spare"
    goods: str = ""            # "Goods" written alone (Basic or Rare?)
    definite: str = ""         # "sell the Food", "sell my Raw": all the player has, or one?
    bare_at: set[int] = field(default_factory=set)   # where a noun stands with no number before it


# "... 1 Food (+2). No contract, the game's over anyway.": the played effect's contract not used,
# and why (a sentence or clause of its own, no figure in it)
_NO_CONTRACT = compile_later(r"(?:(?<=[.;,!])|^)\s*(?:and\s+|but\s+)?(?:no|skipping\s+the|skip\s+the|"
                             r"not\s+using\s+the)\s+contracts?\b[^.;!\d]*[.;!]?\s*$", re.IGNORECASE)


_SALE_RUN = compile_later(r"\b(sell|selling|sold|sells)\s+((?:(?:\d{1,3}\s+)?[^\W\d_][^\W\d_ ]*(?:\s[^\W\d_]+)?"
                          r"\s*\+\s?\d{1,3}\s*,?\s*){2,})(?=$|[;&]|\s+(?:and|&)\b)",
                          re.IGNORECASE)
_SALE_PART = compile_later(r"(?:(\d{1,3})\s+)?([^\W\d_][^\W\d_ ]*(?:\s[^\W\d_]+)?)\s*\+\s?(\d{1,3})\s*")


# "none. Famine prices are awful, I'll sell next round": nothing, then a sentence of talk
_NONE_THEN_TALK = compile_later(r"^\W*(?:none|nothing|no\s+trades?|pass|skip(?:ping)?)\s*[.!;:\u2013\u2014-]+\s*"
                                r"(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)

# "→ 8+1-8 = 1 W left", "-> 9 - 7 = 2 Wealth": a sum after an arrow, ending the line
_SUM_TAIL = compile_later(r"\s*(?:->|\u2192|=>)\s*\d{1,4}(?:\s*[+\-\u2212]\s*\d{1,4})+\s*=\s*\d{1,4}\s*"
                          r"(?:w|wealth|\$|\u20ac|credits?)?\s*(?:left|now|total|remaining)?\s*[.!]?\s*$",
                          re.IGNORECASE)

# "(5) + 1 Machine (7) = 12; 16 → 4 Wealth", "= 12, 16 -> 4 W left", "; 16 → 4": after the orders,
# the total of their prices (after a price in brackets) and/or the Wealth before and after the
# Trade (a number, an arrow, a number: never "3 Food -> 3 Wealth", whose left side is a good)
_BALANCE_TAIL = compile_later(
    r"(?:(?<=\))\s*=\s*(?P<total>\d{1,4})\s*(?:w|wealth|\$|\u20ac|credits?)?\s*[;,.]\s*|(?<=\))\s*[;,.]?\s*|\s*[;,.]\s*)"
    r"(?:(?:so|leaves?|leaving|now|wealth|w)\s*:?\s*)?(?P<before>\d{1,4})\s*(?:w|wealth|\$|\u20ac|credits?)?\s*(?:->|\u2192|=>)\s*"
    r"(?P<after>\d{1,4})\s*(?:w|wealth|\$|\u20ac|credits?)?\s*(?:left|now|remaining)?\s*[.!]?\s*$|"
    r"(?<=\))\s*=\s*(?P<alone>\d{1,4})\s*(?:w|wealth|\$|\u20ac|credits?)?\s*(?:total|in\s+all)?\s*[.!]?\s*$", re.IGNORECASE)

# ", leaves me 4 Wealth", ", 4 Wealth left", "→ 4 W left", ", so 16 - 12 = 4 Wealth": the Wealth
# left after the orders (a Wealth word always: "sell 2 Food, 1 left" is the Food)
_W = r"(?:(?:w|wealth|credits?)\b|[$\u20ac])"
_LEFT_TAIL = compile_later(
    r"(?i)(?:\s*[,;.]\s*|\s*(?:->|\u2192|=>)\s*|\s+)(?:(?:so|which|that|and|then)\s+)?(?:"
    r"(?:it\s+)?(?:leaves?|leaving)\s+(?:me\s+)?(?:with\s+|on\s+|at\s+)?(?P<a>\d{1,4})\s*" + _W + r"(?:\s+left)?|"
    r"(?P<b>\d{1,4})\s*" + _W + r"\s*(?:left|remaining|now)|"
    r"(?<=[>\u2192])\s*(?P<c>\d{1,4})\s*" + _W + r"|"
    r"(?P<sum>(?P<first>\d{1,4})\s*" + _W + r"?\s*(?:[+\-\u2212]\s*\d{1,4}\s*)+=\s*(?P<result>\d{1,4}))\s*" + _W
    + r"(?:\s+(?:left|remaining|now))?)\s*[.!]?\s*$")

# "for 4", "(+4)", "+4 W": the clause before an arrow already says its price
_PRICED = compile_later(r"(?i)(?:\bfor\s+\d{1,4}|\(\s*[+\-]?\s*\d{1,4}\s*(?:w|wealth)?\s*\)|[+\-]\s?\d{1,4}\s*(?:w|wealth)?)"
                        r"\s*(?:->|\u2192|=>)?\s*$")

#: nouns of no number ("sell food", "buy raw"): how many is not said unless one is held
_MASS = frozenset({"food", "raw", "wealth"})


# "sell rare raw +5": one resource sold without a count, then what it brings: the figure is the
# Wealth ("sell rare raw (+5)"), never a count of the resource
_ONE_SALE = compile_later(r"\b(sell|selling|sold|sells)\s+((?:the\s+|my\s+)?[^\W\d_]+(?:\s[^\W\d_]+)?)\s*\+\s?(\d{1,3})"
                          r"(?=\s*(?:$|[;,&.]|\band\b))", re.IGNORECASE)


def _one_sale(text: str) -> str:
    """"sell rare raw +5, contract 1 RG" -> "sell rare raw (+5), contract 1 RG" (a resource only)."""
    def one(m: re.Match[str]) -> str:
        tokens = tokenize(re.sub(r"(?i)^(?:the|my)\s+", "", m.group(2)))
        found = match_noun(tokens, 0) if tokens else None
        if found is None or found[1] != len(tokens) or found[0].kind != "resource":
            return m.group(0)
        return f"{m.group(1)} {m.group(2)} (+{m.group(3)})"

    return _ONE_SALE.sub(one, text) if len(text) < 1000 else text


def _sale_runs(text: str) -> str:
    """"sell 2 raw +6 machine +7 food +2": one verb, then each item with what it brings as "+N"
    (the run is read as "sell 2 raw (+6), 1 machine (+7), 1 food (+2)"); every item must be a
    resource, else the text is left as written."""
    def run(m: re.Match[str]) -> str:
        parts = []
        for part in _SALE_PART.finditer(m.group(2)):
            tokens = tokenize(part.group(2))
            found = match_noun(tokens, 0) if tokens else None
            if found is None or found[1] != len(tokens) or found[0].kind != "resource":
                return m.group(0)
            parts.append(f"{part.group(1) or 1} {part.group(2)} (+{part.group(3)})")
        if _SALE_PART.sub("", m.group(2)).strip(" ,"):
            return m.group(0)
        return f"{m.group(1)} " + ", ".join(parts) + " "

    return _SALE_RUN.sub(run, text) if len(text) < 1000 else text


# "buy 1 Rare Goods (7) → 11 + 2 - 7 = 6 Wealth left; contract 1 Rare Goods": the running sum in
# the middle, more orders after it: the sum is read as if it ended the line
_SUM_MID = compile_later(r"(?i)(?P<sum>\s*(?:->|\u2192|=>)\s*\d{1,4}(?:\s*[+\-\u2212]\s*\d{1,4})+\s*=\s*\d{1,4}\s*"
                         r"(?:w|wealth|\$|\u20ac|credits?)?\s*(?:left|now|total|remaining)?)\s*;\s*(?P<rest>[^;=\u2192>]+?)\s*[.!]?\s*$")


def _sum_to_end(text: str) -> str:
    """The line with a running sum that stands before more orders moved to its end."""
    m = _SUM_MID.search(text) if len(text) < 2000 and "=" in text else None
    if m is None or not text[:m.start()].strip():
        return text
    return f"{text[:m.start()].rstrip(' ,;')}, {m.group('rest')}{m.group('sum')}"


# "buy 2 Machines @7 = 14 (18 -> 4 Wealth)": the Wealth before and after the Trade, in brackets at
# the end: the same balance as after a semicolon ("; 18 -> 4 Wealth"), checked the same way
_BRACKET_BALANCE = compile_later(r"(?i)\s*\(\s*(?P<lead>(?:wealth|w)\s*:?\s*)?(?P<before>\d{1,4})\s*(?P<u1>w|wealth|\$|\u20ac)?\s*"
                                 r"(?:->|-->|\u2192|=>)\s*(?P<after>\d{1,4})\s*(?P<unit>w|wealth|\$|\u20ac|credits?)?\s*"
                                 r"(?:left|now|remaining)?\s*\)\s*[.!]?\s*$")


def read(ctx: PostContext, item: Item) -> str:
    if len(item.text) < 2000 and _ENV_CRY.match(item.text):
        item = environment_cry_out(ctx, item)
    m = _BRACKET_BALANCE.search(item.text) if "(" in item.text and len(item.text) < 2000 else None
    if m is not None and (m.group("lead") or m.group("u1") or m.group("unit")) \
            and item.text[:m.start()].strip(" ,;.") and re.search(r"\d", item.text[:m.start()]):
        item = item.with_text(f"{item.text[:m.start()].rstrip(' ,;.')}; {m.group('before')} -> "
                              f"{m.group('after')} Wealth", item.subsection)
    if "=" in item.text and ";" in item.text:
        item = item.with_text(_sum_to_end(item.text), item.subsection)
    if "+" in item.text and _SALE_RUN.search(item.text):
        item = item.with_text(" ".join(_sale_runs(item.text).split()), item.subsection)
    if "+" in item.text and _ONE_SALE.search(item.text):
        item = item.with_text(_one_sale(item.text), item.subsection)
    if "ontract" in item.text:
        m = _NO_CONTRACT.search(item.text)
        if m is not None and item.text[:m.start()].strip(" .;,!"):
            ctx.info("dc.post.remark", f'"{m.group(0).strip()}": no contract, read as a remark',
                     item.line.number)
            item = item.with_text(item.text[:m.start()].rstrip(" .;,!"), item.subsection)
    balance = _BALANCE_TAIL.search(item.text) if len(item.text) < 2000 and (
        "=" in item.text or "\u2192" in item.text or "->" in item.text) else None
    if balance is not None and not item.text[:balance.start()].strip(" ,;."):
        balance = None
    if balance is None and len(item.text) < 2000 and not ("=" in item.text and _SUM_TAIL.search(item.text)) \
            and re.search(r"(?i)\b(?:left|leaves?|remaining|w|wealth)\b|[\u20ac$]", item.text):
        balance = _LEFT_TAIL.search(item.text)
        if balance is not None and not item.text[:balance.start()].strip(" ,;."):
            balance = None
        if balance is not None and balance.group("c") is not None \
                and not _PRICED.search(item.text[:balance.start()]):
            balance = None    # ("sell 3 Food → 6 Wealth": what the sale brings, no balance)
    if balance is not None:
        # "buy 1 BG (5) + 1 Machine (7) = 12; 16 → 4 Wealth": the prices' total and the Wealth
        # before and after the Trade, worked out by the player: checked once the orders are read
        item = item.with_text(item.text[:balance.start()].rstrip(" ,;."), item.subsection)
    m = _SUM_TAIL.search(item.text) if len(item.text) < 2000 and "=" in item.text else None
    if m is not None and item.text[:m.start()].strip():
        # "buy 1 Basic Raw (3) and 1 Basic Goods (5) → 8+1-8 = 1 W left": the Wealth worked out
        # after the orders, a running total
        _check_sum(ctx, item, m.group(0))
        item = item.with_text(item.text[:m.start()].rstrip(" ,;."), item.subsection)
    if _none_with_talk(ctx, item):
        return OK
    tokens = tokenize(item.text)
    if says_nothing(tokens):  # "none", "nothing", "-"
        return OK if tokens else EMPTY
    used: set[int] = set()
    denied: set[str] = set()
    spans = []
    for a, b in _clause_spans(tokens):
        first = next((t.word for t in tokens[a:b] if t.kind == "word"), "")
        if a > 0 and first in _COMMENT_START and not any(t.kind == "num" for t in tokens[a:b]):
            used.update(range(a, b))   # "sell 2 Food, that's all my Food": a comment on it
            continue
        if a > 0 and _negated_clause(tokens, a, b, used, denied):
            continue   # "contract 1 Food, nothing bought": what the line does not do
        spans.append((a, b))
    clauses = [_clause(tokens, a, b, used) for a, b in spans]
    for (a, b), clause in zip(spans, clauses):
        _object_unread(ctx, item, tokens, a, b, clause, used)
    clauses = _attach_prices(clauses)
    understood = False
    carried: str | None = None
    claim = None
    first_claim = len(ctx.claims)
    first_order = len(ctx.orders.trades)
    held = getattr(ctx.settlement, "resources", {}) or {}
    for clause in clauses:
        if clause.definite and held_at_trade(ctx, clause.definite) != 1:
            clause.vague = True    # "sell the food" with 2 Food: all of it, or one?
        _either(ctx, item, tokens, clause)
        understood = understood or bool(clause.items or clause.prices)
        # one claim a clause ("bought a Machine for 7 Wealth, sold 2 Food for 2" is checked
        # figure by figure, each against its own orders), but a clause that only goes on with
        # the verb before ("sold 2 Food, 2 Basic Goods for 10") shares its claim
        first = len(ctx.orders.trades)
        deltas: dict[str, int] = {}
        goes_on = claim is not None and carried is not None and not _says_direction(clause, carried)
        carried = _apply(ctx, item, clause, carried, deltas)
        if goes_on and claim is not None and claim.order_span is not None:
            for key, value in deltas.items():
                add(claim.deltas, key, value)
            claim.order_span = (claim.order_span[0], len(ctx.orders.trades))
        elif deltas:
            claim = ctx.claim("trade", item, deltas)
            claim.order_span = (first, len(ctx.orders.trades))
    if claim is None and understood:
        ctx.claim("trade", item, {})  # "Trade: contract 1 Food": nothing changes hands now
    if balance is not None:
        _check_balance(ctx, item, balance, first_claim)
    ctx.mark_punct(tokens, used)
    ctx.mark_words(tokens, used, _FILLER | _GIVE | _GET | _PRICE | _EACH)
    _nothing_and_orders(ctx, item, understood)
    _denied_and_ordered(ctx, item, denied, ctx.orders.trades[first_order:])
    return ctx.leftover(item, tokens, used, understood)


# "nothing, sell 1 raw for 1": a line that opens on "no trade" and then trades (a change of mind
# said with "wait", "actually", "instead" or an edit, or "none, just a contract", is read as said)
_NOTHING_THEN_ORDER = compile_later(r"(?i)^\W*(?:none|nothing|no\s+trades?|nope|pass)\s*[,;:.!\u2013\u2014-]+\s*"
                                    r"(?!.*\b(?:wait|actually|scratch|instead|edit|oops|rather|just|only|except|but|besides|contracts?|contracting)\b)\S")


def _nothing_and_orders(ctx: PostContext, item: Item, understood: bool) -> None:
    """A Trade line that says there is no trade and then trades is asked: which is it?"""
    if understood and _NOTHING_THEN_ORDER.match(item.text[:300]):
        ctx.diag("dc.post.nothing_and_trade", f'"{item.line.text}": the line says no trade, then '
                 "trades: which is it?", item.line.number, hint="write the trades alone, or 'Trade: none'")


def _clause_spans(tokens: list[Token]) -> list[tuple[int, int]]:
    """Clauses: split at "," ";" "/" a dash or "and" outside parentheses, and before a verb
    that follows an amount ("sold 2 Food (+2 Wealth) bought 1 Raw")."""
    spans: list[tuple[int, int]] = []
    depth = start = 0
    amount = False   # the clause so far has an amount or a noun
    for k, t in enumerate(tokens):
        if t.kind == "punct" and t.value in "([":
            depth += 1
        elif t.kind == "punct" and t.value in ")]":
            depth = max(0, depth - 1)
        elif depth == 0 and ((t.kind == "punct" and t.value in ",;/\u2013\u2014-")
                             or t.word in _SPLIT):
            spans.append((start, k))
            start, amount = k + 1, False
        elif depth == 0 and amount and (t.word in _GIVE or t.word in _GET
                                        or _VERBS.get(t.word) in ("buy", "sell")):
            spans.append((start, k))
            start, amount = k, False
        if t.kind == "num" or match_noun(tokens, k) is not None:
            amount = True
    spans.append((start, len(tokens)))
    return [(a, b) for a, b in spans if a < b]


def _market_side(tokens: list[Token], start: int, k: int, depth: int, verb: str | None, used: set[int]) -> bool:
    """"sell 2 Food (Expansion buys at 1)": a verb in brackets after the market's name, once the
    clause has its verb, is the market's side of the trade, a remark (its subject marked used)."""
    if depth and verb and k > start and tokens[k - 1].word in _MARKET_SIDE:
        used.add(k - 1)
        return True
    return False


def _clause(tokens: list[Token], start: int, stop: int, used: set[int]) -> _Clause:
    clause = _Clause()
    bare: list[tuple[Term, bool]] = []
    depth = 0
    left = True   # before an arrow
    k = start
    while k < stop:
        t = tokens[k]
        if t.kind == "punct" and t.value in "([":
            depth += 1
        elif t.kind == "punct" and t.value in ")]":
            depth = max(0, depth - 1)
        if t.kind == "arrow":
            clause.arrow = True
            left = False
            used.add(k)
            k += 1
            continue
        verb = _VERBS.get(t.word)  # t.word is folded ("" for a token that is not a word)
        if verb is not None:
            used.add(k)
            before = {tokens[j].word for j in range(max(start, k - 3), k)}
            after = tokens[k + 1].word if k + 1 < stop else ""
            if verb == "contract" and before & _CONTRACT_USE:
                # "buy 1 Machine on contract", "use contract: 1 Food"
                used.update(j for j in range(max(start, k - 3), k) if tokens[j].word in _CONTRACT_USE)
                clause.verb = "use_contract"
            elif verb == "contract" and after == "for":
                used.add(k + 1)
                clause.verb = "contract"
            elif not (clause.verb == "use_contract" and verb == "buy") \
                    and not _market_side(tokens, start, k, depth, clause.verb, used):
                clause.verb = verb
            k += 1
            continue
        if t.word in _GIVE or t.word in _GET:
            used.add(k)
            if clause.role is None:
                clause.role = "give" if t.word in _GIVE else "get"
                clause.role_object = _object_after(tokens, k + 1, stop)
            k += 1
            continue
        term = term_at(tokens, k)
        if term is not None and _the_noun_then_price(tokens, start, k, term):
            term = None     # "sell the bg +4": the one held, sold for 4 (the figure is its price)
        if term is not None and term.end <= stop:
            used.update(range(term.start, term.end))
            noun = [t for t in tokens[term.start:term.end]
                    if t.kind == "word" and t.word not in NUMBER_WORDS]
            if [t.word for t in noun] in (["goods"], ["good"]):
                clause.goods = noun[0].text
            if term.kind in ("wealth", "vp"):
                clause.prices.append((term, left))
            elif term.kind == "resource" or term.key in _MILITARY or term.kind == "colonist":
                clause.items.append((term, left))
            k = term.end
            continue
        if t.kind == "num" and _is_price(tokens, k, start, depth):
            used.add(k)
            price = (Term("wealth", "wealth", abs(int(t.value)), t.sign,  # type: ignore[arg-type]
                          k, k + 1), left)
            # "@5" and "at 5": the price of one ("3 Basic Goods at 5" sells for 15); "for" is
            # the total
            at = k > start and ((tokens[k - 1].kind == "punct" and tokens[k - 1].value == "@")
                                or tokens[k - 1].word == "at")
            (clause.unit_prices if at else clause.prices).append(price)
            k += 1
            continue
        if t.word in _VAGUE:
            clause.vague = True
        if t.word in _EACH and clause.prices:
            used.add(k)
            # "at 5 each (+10 W)": the price before "each" is the price of one; a figure
            # after it is the total
            clause.unit_prices.append(clause.prices.pop())
            k += 1
            continue
        found = match_noun(tokens, k)
        if found is not None and found[0].kind in ("resource", "colonist") and found[1] <= stop:
            # a bare noun: "buy Machine", "Machine (-7W)"
            noun, end = found
            bare.append((Term(noun.kind, noun.key, 1, "", k, end), left))
            written = tokens[end - 1].word
            before = {tokens[j].word for j in range(max(start, k - 2), k)}
            plural = written.endswith("s") and written not in _NOT_PLURAL
            if (plural and not before & {"a", "an", "one", "single", "another"}) \
                    or before & {"all", "any", "spare", "extra", "remaining", "some"} \
                    or (before & {"the", "my"} and written in ("goods", "good") and end - k == 1):
                # ("sell the rare goods": the kind named, what is held then, below)
                clause.vague = True    # "sell Machines", "sell the goods": how many?
            elif before & {"the", "my", "our"} and noun.kind == "resource":
                clause.definite = noun.key
            elif written in _MASS and noun.kind == "resource" \
                    and not before & {"a", "an", "one", "single", "another"}:
                clause.definite = noun.key   # "sell food": the one Food held, else how many?
            k = end
            continue
        k += 1
    return _with_bare(clause, bare, used)


def _with_bare(clause: _Clause, bare: list[tuple[Term, bool]], used: set[int]) -> _Clause:
    """The clause with its bare nouns ("buy Machine") as items, each one with no number before
    it (`bare_at`), when the clause has a verb, a price or an arrow: a bare noun alone says
    nothing ("Trade: Food?")."""
    if bare and (clause.verb or clause.role or clause.prices or clause.arrow):
        for term, _ in bare:
            used.update(range(term.start, term.end))
        clause.items = sorted(clause.items + bare, key=lambda x: x[0].start)
        clause.bare_at.update(term.start for term, _ in bare)
    return clause


def _object_after(tokens: list[Token], k: int, stop: int) -> str | None:
    """What a prose verb is about: "price" (Wealth, VP, a bare number) or "item"."""
    while k < stop:
        t = tokens[k]
        term = term_at(tokens, k)
        if term is not None:
            return "price" if term.kind in ("wealth", "vp") else "item"
        if t.kind == "num":
            return "price"
        found = match_noun(tokens, k)
        if found is not None:
            return "price" if found[0].kind in ("wealth", "vp") else "item"
        if t.kind == "word" and t.word not in ("a", "an", "the", "me", "us", "them", "up", "out"):
            return None
        k += 1
    return None


def _is_price(tokens: list[Token], k: int, start: int, depth: int) -> bool:
    """A number with no noun after it is a price after "for", "at", "paid"..., after "@" or
    "=", in parentheses, or when it carries a sign."""
    t = tokens[k]
    prev = tokens[k - 1] if k > start else None
    if prev is not None and (prev.word in _PRICE or (prev.kind == "punct" and prev.value in "@=$")):
        return True
    return depth > 0 or bool(t.sign)


def _attach_prices(clauses: list[_Clause]) -> list[_Clause]:
    """A clause with no item ("-14 Wealth", "paid 14") is the price of the item clause before
    it (or after it, when it comes first)."""
    out: list[_Clause] = []
    pending: list[_Clause] = []
    for clause in clauses:
        if clause.items:
            for p in pending:
                _merge(clause, p)
            pending = []
            out.append(clause)
        elif out:
            _merge(out[-1], clause)
        else:
            pending.append(clause)
    if pending:  # no item anywhere: the amounts are claims only
        out.extend(pending)
    return out


def _merge(into: _Clause, other: _Clause) -> None:
    into.prices.extend(other.prices)
    into.unit_prices.extend(other.unit_prices)
    into.vague = into.vague or other.vague
    into.definite = into.definite or other.definite
    into.goods = into.goods or other.goods
    into.each = into.each or other.each
    if into.verb is None and other.verb is not None:
        into.verb = other.verb
    if into.role is None and other.role is not None:
        into.role, into.role_object = other.role, other.role_object


def _says_direction(clause: _Clause, carried: str | None = None) -> bool:
    """The clause says itself whether it buys or sells (not only the clause before it). A
    price whose sign agrees with the verb carried over says nothing new: "sell 1 Food and 1
    Basic Goods (+5 Wealth)" is one sale of both for 5."""
    agreeing = {"sell": "+", "buy": "-", "use_contract": "-"}.get(carried or "")
    return bool(clause.verb or clause.role or clause.arrow
                or any(t.sign for t, _ in clause.items)
                or any(t.sign and t.sign != agreeing for t, _ in clause.prices))


def _direction(clause: _Clause, carried: str | None) -> tuple[str | None, bool]:
    """The clause's verb for its unsigned items, and whether it is a guess."""
    if clause.verb is not None:
        return clause.verb, False
    if clause.role is not None and clause.role_object is not None:
        hands_over_wealth = (clause.role == "give") == (clause.role_object == "price")
        return ("buy" if hands_over_wealth else "sell"), False
    if clause.arrow:
        # "3 Food -> 3 Wealth": the left side is handed over
        item_left = any(left for _, left in clause.items)
        return ("sell" if item_left else "buy"), False
    signs = {term.sign for term, _ in clause.prices if term.sign}
    if len(signs) == 1:
        return ("buy" if signs == {"-"} else "sell"), False
    if carried is not None:
        return carried, False
    return "buy", True


def _either(ctx: PostContext, item: Item, tokens: list[Token], clause: _Clause) -> None:
    """"buy a Machine or a BG", "sell 1 Food or 1 Raw, whichever ...": two resources offered for
    one order; asked which one, never both read."""
    terms = sorted((t for t, _ in clause.items), key=lambda t: t.start)
    for a, b in zip(terms, terms[1:]):
        if a.key != b.key and any(tokens[k].kind == "word" and tokens[k].word in ("or", "either")
                                  for k in range(a.end, b.start)):
            ctx.diag("dc.post.please_confirm",
                     f'"{item.line.text}": {RESOURCE_NAMES.get(a.key, a.key)} or '
                     f"{RESOURCE_NAMES.get(b.key, b.key)}: which one?", item.line.number,
                     hint="write the one you trade, e.g. 'buy 1 Machine'")
            return


def held_at_trade(ctx: PostContext, key: str) -> int:
    """How much of `key` the player holds when Trade comes: what is held now and what the
    Production read so far gives ("sell the raw" with 1 Basic Raw and a Harvester running is
    one of 2: how many?). Only asked for "the X"; on any doubt, what is held now."""
    held = getattr(ctx.settlement, "resources", {}) or {}
    now = held.get(key, 0)
    if "production" not in (getattr(ctx.state, "phases", []) or []):
        return now
    cached = getattr(ctx, "held_after_production", None)
    if cached is None:
        cached = dict(held)
        try:
            from gm_tool.games.distant_colony.rules import production_alone
            s = ctx.settlement.copy()
            effects = {ctx.played} if ctx.played == "production" else set()
            production_alone(ctx.state, s, ctx.orders.production, effects, ctx.settings)
            cached = dict(s.resources)
        except Exception:     # noqa: BLE001  (a guess for a question; never raise on a post)
            pass
        ctx.held_after_production = cached     # once a post: the Production read before Trade
    return cached.get(key, 0)


def _apply(ctx: PostContext, item: Item, clause: _Clause, carried: str | None,
           deltas: dict[str, int]) -> str | None:
    """The clause's orders and its figures; returns the verb a next clause carries over."""
    verb, guessed = _direction(clause, carried)
    military = bool(clause.items) and all(t.key in _MILITARY for t, _ in clause.items)
    orders: list[TradeOrder] = []
    for term, _ in clause.items:
        if term.kind == "colonist" and term.key not in _MILITARY:
            ctx.diag("dc.post.not_tradable",
                     f'"{item.line.text}": the station trades only resources, Soldiers and '
                     f"Officers, not {COLONIST_NAMES.get(term.key, term.key)}", item.line.number)
            continue
        v = verb or "buy"
        if term.sign and v in ("buy", "sell"):
            v = "sell" if term.sign == "-" else "buy"
        elif term.sign == "-" and v == "use_contract":
            v = "sell"
        orders.append(TradeOrder(v, term.key, term.amount))  # type: ignore[arg-type]
        change = {"buy": term.amount, "use_contract": term.amount, "sell": -term.amount,
                  "contract": 0}[v]
        if change:
            add(deltas, term.key, change)
    numbered = any(t.amount > 1 or (t.end - t.start > 1 and t.start not in clause.bare_at)
                   for t, _ in clause.items)
    if clause.vague and orders and not numbered:
        ctx.diag("dc.post.unclear_trade",
                 f'"{item.line.text}": how many? ' + ", ".join(
                     f"{o.verb.replace('_', ' ')} {_item_text(o.item, o.amount)}"
                     for o in orders) + " is read, but the line gives no number",
                 item.line.number, hint="write the number, e.g. 'sell 3 Machines'")
    if clause.goods and orders:
        ctx.unclear_goods(item, [Token("word", clause.goods, "goods")], 0, 1)
    ctx.orders.trades.extend(orders)
    ctx.wrote("trades", item)
    sold = bool(orders) and all(o.verb == "sell" for o in orders)
    count = sum(o.amount for o in orders)
    if clause.unit_prices and not clause.prices:
        # "sell 2 Food @1": the price of one, times the count (a total after it, "@1 = +2$",
        # is the figure written)
        clause.prices = list(clause.unit_prices)
        clause.each = True
    elif clause.unit_prices and clause.prices and count and not clause.each:
        unit = sum(t.amount for t, _ in clause.unit_prices)
        total = sum(t.amount for t, _ in clause.prices)
        if unit * count != total:
            # "2 Machines at 5 each (+12 W)": the two figures disagree; which one stands?
            ctx.diag("dc.post.please_confirm",
                     f'"{item.line.text}": {unit} each for {count} is {unit * count}, not '
                     f"{total}: which figure stands?", item.line.number,
                     hint="write the price once, e.g. 'sell 2 Machines for 10'")
    for term, _ in clause.prices:
        amount = term.amount * (count if clause.each and count else 1)
        key = "vp" if military and term.kind == "wealth" and _bare(term) else term.key
        if term.sign:
            add(deltas, key, -amount if term.sign == "-" else amount)
        elif orders:
            add(deltas, key, amount if sold else -amount)   # paid on a purchase, received on a sale
        else:
            add(deltas, key, amount)
    if guessed and orders and not clause.prices:
        # no verb, sign or price: nothing says which ("Trade: 1 Machine")
        ctx.diag("dc.post.unclear_trade",
                 f'"{item.line.text}": neither buying nor selling is said, and no price: buy or '
                 "sell " + ", ".join(_item_text(o.item, o.amount) for o in orders) + "?",
                 item.line.number,
                 hint=f"write 'buy' or 'sell' (or +{orders[0].amount} / -{orders[0].amount}) "
                      "to say which")
    elif guessed and orders:
        ctx.warn("dc.post.unclear_trade",
                 f'"{item.line.text}": neither buying nor selling is said; read as buying '
                 + ", ".join(_item_text(o.item, o.amount) for o in orders),
                 item.line.number,
                 hint=f"write 'buy' or 'sell' (or +{orders[0].amount} / -{orders[0].amount}) "
                      "to say which")
    if orders:
        return orders[-1].verb if orders[-1].verb in ("buy", "sell") else verb
    return carried


def _bare(term: Term) -> bool:
    """A price written as a number alone (`_clause` makes it a Wealth term of one token)."""
    return term.end - term.start == 1


def _item_text(key: str, amount: int) -> str:
    name = RESOURCE_NAMES.get(key) or COLONIST_NAMES.get(key, key)
    return f"{amount} {name}"


def _check_sum(ctx: PostContext, item: Item, tail: str) -> None:
    """"→ 8+1-8 = 1 W left": the sum is checked (its arithmetic, and its first figure against
    the Wealth held before Trade: the start of the round and what the phases before it brought,
    when the post is checked, `ctx.balances`); right, it is a remark."""
    body = tail.split("=", 1)
    terms = re.findall(r"([+\-\u2212]?)\s*(\d{1,4})", body[0])
    total = sum(-int(n) if sign in "-\u2212" and sign else int(n) for sign, n in terms)
    written = int(re.search(r"\d{1,4}", body[1]).group())
    first = int(terms[0][1]) if terms else None
    if total != written:
        ctx.diag("dc.post.wrong_figure", f'"{tail.strip()}": the sum comes to {total}, not {written}',
                 item.line.number, hint="correct the figures, or leave the running total out")
    else:
        if first is not None and first != getattr(ctx.settlement, "wealth", None):
            # not the Wealth at the start of the round: the Wealth before Trade (what the
            # phases before it brought counted), checked when the post is checked
            ctx.balances.append((item.line.number, "trade", first, written))
        ctx.info("dc.post.remark", f'"{tail.strip()}": a running total, read as a remark',
                 item.line.number)


def _check_balance(ctx: PostContext, item: Item, tail: re.Match[str], first_claim: int) -> None:
    """"= 12; 16 → 4 Wealth" after the orders: the total must be what the line's prices come to,
    and the Wealth after what the Wealth before comes to with them; the Wealth before is checked
    against the rules' figure when the post is checked (`ctx.balances`). Right, it is a remark."""
    paid = sum(c.deltas.get("wealth", 0) for c in ctx.claims[first_claim:]
               if c.line == item.line.number)
    groups = tail.re.groupindex
    if "sum" in groups:
        _check_left(ctx, item, tail, paid)
        return
    total = tail.group("total") or tail.group("alone")
    text = tail.group(0).strip(" ;,.")
    if total is not None and paid and int(total) != abs(paid):
        ctx.diag("dc.post.wrong_figure", f'"{text}": the prices on the line come to {abs(paid)}, '
                 f"not {total}", item.line.number,
                 hint="correct the figures, or leave the running total out")
        return
    if tail.group("before") is not None:
        before, after = int(tail.group("before")), int(tail.group("after"))
        change = paid if paid else (-int(total) if total else 0)
        if before + change != after:
            ctx.diag("dc.post.wrong_figure", f'"{text}": {before} {"+" if change >= 0 else "-"} '
                     f"{abs(change)} is {before + change}, not {after}", item.line.number,
                     hint="correct the figures, or leave the running total out")
            return
        ctx.balances.append((item.line.number, "trade", before, after))
    ctx.info("dc.post.remark", f'"{text}": a running total, read as a remark', item.line.number)


def _check_left(ctx: PostContext, item: Item, tail: re.Match[str], paid: int) -> None:
    """", leaves me 4 Wealth", ", so 16 - 12 = 4 Wealth": the Wealth left after the Trade (checked
    against the rules' figure when the post is checked); a sum's arithmetic, and its change
    against the line's prices, at once."""
    text = tail.group(0).strip(" ;,.")
    if tail.group("sum") is not None:
        terms = re.findall(r"([+\-\u2212]?)\s*(\d{1,4})", tail.group("sum").split("=")[0])
        first, result = int(tail.group("first")), int(tail.group("result"))
        total = sum(-int(n) if sign in ("-", "\u2212") and sign else int(n) for sign, n in terms)
        if total != result:
            ctx.diag("dc.post.wrong_figure", f'"{text}": the sum comes to {total}, not {result}',
                     item.line.number, hint="correct the figures, or leave the running total out")
            return
        if paid and result - first != paid:
            ctx.diag("dc.post.wrong_figure", f'"{text}": the prices on the line come to '
                     f"{abs(paid)}, not {abs(result - first)}", item.line.number,
                     hint="correct the figures, or leave the running total out")
            return
        ctx.balances.append((item.line.number, "trade", first, result))
    else:
        ctx.balances.append((item.line.number, "trade", None,
                             int(tail.group("a") or tail.group("b") or tail.group("c"))))
    ctx.info("dc.post.remark", f'"{text}": the Wealth left, read as a remark', item.line.number)


# words that say which kind without naming a resource ("the rare stuff", "my basic things")
_KIND_WORDS = {"rare": ("Rare Raw", "Rare Goods"), "basic": ("Basic Raw", "Basic Goods"),
               "raw": ("Basic Raw", "Rare Raw"), "goods": ("Basic Goods", "Rare Goods")}


def _object_unread(ctx: PostContext, item: Item, tokens: list[Token], a: int, b: int,
                   clause: _Clause, used: set[int]) -> None:
    """A buy or sell whose object was not read ("sell the rare stuff", "buy some of the cheap
    ones", "sell whatever's left over"): no resource and no price in the clause, but words after
    the verb that are not "nothing". A GM asks what (and how many), never drops the order; the
    words are marked used so the question is the one error. Never raises."""
    if clause.verb not in ("buy", "sell") or clause.items or clause.prices:
        return
    at = next((k for k in range(a, b) if k in used and _VERBS.get(tokens[k].word) in ("buy", "sell")), None)
    if at is None:
        return
    rest = [t for t in tokens[at + 1:b] if t.kind in ("word", "num")]
    words = [t.word for t in rest if t.kind == "word"]
    if not rest or says_nothing(tokens[at + 1:b]) or all(w in _FILLER for w in words):
        return
    kinds = [name for w in words for name in _KIND_WORDS.get(w, ())]
    which = f" ({' or '.join(dict.fromkeys(kinds))}?)" if kinds else ""
    said = " ".join(t.text for t in tokens[at:b])
    ctx.diag("dc.post.unclear_trade",
             f'"{item.line.text}": {tokens[at].text} what? "{said}" names no resource{which} and '
             "no number: which resource, and how many?", item.line.number,
             hint="name it and the number, e.g. 'sell 1 Rare Goods'")
    used.update(range(at + 1, b))


# "Famine! selling 2 Food @3", "War prices, ugh: buy 1 Machine": the round's trade environment
# named first, as an exclamation about its prices, before the orders
_ENV_CRY = compile_later(r"(?i)^\s*(?P<env>standard|war|famine|expansion|export|materials)"
                         r"(?:\s+(?:prices?|market|round|time|economy)(?:\s+(?:again|lol|ugh|yay))?)?"
                         r"\s*(?:!+|\.\s|:\)|;\)|\s*[\u2013\u2014]\s|,\s*(?:ugh|yay|nice|great|lol)\s*[,:!.]?)\s*(?=\S)")


def environment_cry_out(ctx: PostContext, item: Item) -> Item:
    """The Trade line without its opening cry about the round's environment ("Famine! ..."): a
    remark when it names this round's environment (the prices are checked with the orders); an
    error naming the environment drawn when it names another."""
    from gm_tool.games.distant_colony.rules.common import ENVIRONMENTS

    m = _ENV_CRY.match(item.text)
    said = m.group("env").lower()
    drawn = getattr(ctx.state.station, "environment", None)
    if drawn is not None and drawn != said:
        env = ENVIRONMENTS.get(drawn)
        ctx.diag("dc.claim.mismatch", f'"{m.group(0).strip()}": this round\'s trade environment is '
                 f"{env.name if env else drawn}, not {ENVIRONMENTS[said].name}", item.line.number,
                 hint="the prices are the environment's drawn at the reveal")
    else:
        ctx.info("dc.post.remark", f'"{m.group(0).strip()}": the round\'s trade environment, read as a '
                 "remark", item.line.number)
    return item.with_text(item.text[m.end():], item.subsection)


def _the_noun_then_price(tokens: list[Token], start: int, k: int, term: Term) -> bool:
    """"sell the bg +4 (10 w)", "sell my machine +6": a resource named with "the"/"my" and a signed
    figure after it: the figure is the price, never a count of the resource (the count is the
    one the article names)."""
    return (term.kind == "resource" and k > start and tokens[k - 1].word in ("the", "my", "our")
            and tokens[k].kind == "word" and tokens[term.end - 1].kind == "num"
            and tokens[term.end - 1].sign == "+")


# "nothing, raw sells for 1 here": nothing, then (after a comma too) what the prices are
_NONE_THEN_PRICES = compile_later(r"^\W*(?:none|nothing|no\s+trades?|no\s+trading|not\s+trading|pass|skip(?:ping)?)"
                                  r"\s*[,.!;:\u2013\u2014-]+\s*(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)
# "none (raw sells for 2 here)": the reason put in brackets by the line's reader
_NONE_BRACKET = compile_later(r"^none\s*\((?P<rest>[^()]+)\)\s*$")
def price_talk(ctx: PostContext, item: Item, rest: str) -> bool:
    """"Trade: nothing, raw sells for 1 here, 2 at the end": nothing traded, and why, the
    resource's price now (the round's environment "buys for") and at the end of the game (the
    Standard price). Each figure is checked; a wrong one is an error naming the right price.
    False when the rest is anything else (an order, a plan): the section reads it as it does."""
    from gm_tool.games.distant_colony.rules.common import ENVIRONMENTS, standard_price

    parts = price_parts(rest)
    if not parts:
        return False
    env = ENVIRONMENTS.get(getattr(ctx.state.station, "environment", None) or "")
    good, found = None, []
    for part in parts:
        m = SELLS_FOR.match(part)
        if m is not None:
            noun = match_noun(tokenize(m.group("good")), 0)
            if noun is None or noun[0].kind != "resource" or noun[1] != len(tokenize(m.group("good"))) \
                    or env is None or noun[0].key not in env.prices:
                return False
            good = noun[0].key
            found.append((part, int(m.group("n")), env.prices[good].buys, f"{env.name} buys for"))
            continue
        m = WORTH_AT_END.match(part)
        if m is None or good is None:
            return False
        found.append((part, int(m.group("n")), standard_price(good), "at the end it is worth"))
    for part, said, right, how in found:
        if said != right:
            ctx.diag("dc.claim.mismatch", f'"{part}": {RESOURCE_NAMES.get(good, good)} sells for {right}, '
                     f"not {said} ({how} {right})", item.line.number,
                     hint="the prices are the environment's drawn at the reveal; at the end, the Standard ones")
    ctx.info("dc.post.remark", f'"{rest.strip()[:60]}": the prices, read as a remark', item.line.number)
    return True


def _none_with_talk(ctx: PostContext, item: Item) -> bool:
    """"none. Famine prices are awful, I'll sell next round" (a plan for later) and "nothing, raw
    sells for 1 here, 2 at the end" (the prices, checked): no order, the talk a remark."""
    m = _NONE_THEN_TALK.match(item.text) if len(item.text) < 2000 else None
    if m is not None:
        from gm_tool.games.distant_colony.posts.lines import undecided
        if undecided(m.group("rest")):
            # "none. Famine prices are awful, I'll sell the 2 raw next round": the order is
            # none; what follows is a plan for later, not an order of this round
            ctx.info("dc.post.remark", f'"{m.group("rest").strip()[:60]}": a plan for later, read '
                     "as a remark", item.line.number)
            return True
    m = (_NONE_THEN_PRICES.match(item.text) or _NONE_BRACKET.match(item.text)) if len(item.text) < 300 else None
    if m is not None and price_talk(ctx, item, m.group("rest")):
        return True
    return False


# "nothing bought", "no sales", "didn't buy anything", "not selling": a clause after the orders
# that says what the line does not do
_NEGATION = frozenset({"nothing", "no", "not", "none", "didn't", "didnt", "don't", "dont", "never",
                       "won't", "wont", "zero", "nope"})
_NEGATED_VERB = {"sales": "sell", "sale": "sell", "buys": "buy", "purchases": "buy"}


def _negated_clause(tokens: list[Token], a: int, b: int, used: set[int], denied: set[str]) -> bool:
    """A clause with no figure that denies a trade verb ("nothing bought", "no sales", "didn't
    sell anything"): a remark, never an order, and its verb is not lent to the clause before
    ("contracts for 1 Food and 1 Machine, nothing bought" buys nothing). Its verb is kept in
    `denied`, to ask when the line trades that way all the same."""
    words = [t.word for t in tokens[a:b] if t.kind == "word"]
    if not words or len(words) > 5 or any(t.kind == "num" for t in tokens[a:b]) \
            or not set(words[:3]) & _NEGATION:
        return False
    verbs = {_NEGATED_VERB.get(w) or _VERBS.get(w) for w in words} - {None}
    if not verbs or "contract" in verbs:
        return False
    if not set(words) & {"other", "else", "more", "further", "additional", "extra"}:
        denied.update(v for v in verbs if v)   # ("no other sales": the ones made stand)
    used.update(range(a, b))
    return True


def _denied_and_ordered(ctx: PostContext, item: Item, denied: set[str], orders: list[TradeOrder]) -> None:
    """"buy 1 Machine, nothing bought": the line denies a trade it makes: which is it?"""
    made = {"use_contract": "buy"}
    clash = sorted(v for v in denied if any(made.get(o.verb, o.verb) == v for o in orders))
    if clash:
        ctx.diag("dc.post.please_confirm", f'"{item.line.text}": the line says nothing is '
                 f"{'bought' if clash[0] == 'buy' else 'sold'}, and {clash[0]}s: which is it?",
                 item.line.number, hint="write only the trades you make")
