"""The reading kit (gm_tool.core.kit.reading) on its own, with a toy game: tokens, vocabularies kept
as data, the section runner and claims."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from gm_tool.core.kit.diagnostics import Severity
from gm_tool.core.kit.reading import (EMPTY, OK, PARTIAL, UNREADABLE, Claim, Heading, Item, Section,
                                  SectionRunner, SectionTable, Vocabulary, agrees, by_section,
                                  disagreement, is_comment, load_words, plain_words, short,
                                  tokenize, total)

# -- tokens ----------------------------------------------------------------------------------


def kinds(text):
    return [(t.kind, t.value) for t in tokenize(text)]


def test_signed_and_unsigned_numbers_keep_their_sign_as_written():
    tokens = tokenize("+2 Food, -14 Wealth, 3 Raw, - 5, + 1")
    nums = [(t.text, t.value, t.sign) for t in tokens if t.kind == "num"]
    # "- 5": a dash with a space after it is a separator, not a minus (issue 19)
    assert nums == [("+2", 2, "+"), ("-14", -14, "-"), ("3", 3, ""), ("5", 5, ""),
                    ("+ 1", 1, "+")]


def test_a_dash_between_numbers_is_not_a_sign_of_the_first():
    assert kinds("3-4") == [("num", 3), ("num", -4)]
    assert kinds("x -y") == [("word", "x"), ("punct", "-"), ("word", "y")]


def test_numbers_of_more_than_nine_digits_are_not_amounts():
    assert kinds("999999999") == [("num", 999999999)]
    assert 1234567890 not in [v for _, v in kinds("1234567890")]


def test_words_are_folded_and_arrows_are_one_token():
    assert kinds("Colonisation ÉCOLE don't -> => \u2192") == [
        ("word", "colonisation"), ("word", "ecole"), ("word", "don't"), ("arrow", "->"),
        ("arrow", "->"), ("arrow", "->")]
    assert tokenize("Ready-made")[0].word == "ready made"


def test_plural_markers_and_ordinals():
    assert kinds("Farm(s) 2nd") == [("word", "farms"), ("num", 2)]


def test_word_is_empty_for_a_token_that_is_not_a_word():
    number, word, mark = tokenize("2 Food #")
    assert (number.word, word.word, mark.word) == ("", "food", "")


def test_tokenize_gives_a_fresh_list_each_time():
    first = tokenize("buy 2 Food")
    first.pop()
    assert len(tokenize("buy 2 Food")) == 3


def test_plain_words():
    assert plain_words("I'll roll: Bob's 3 + 2, ÉTÉ!") == ["i", "ll", "roll", "bob", "3", "2",
                                                          "ete"]
    assert plain_words("3 + 2", keep="+") == ["3", "+", "2"]


# -- vocabulary ------------------------------------------------------------------------------

VERBS = Vocabulary.from_data({"draw": ["draw", "draws", "explore"],
                              "restore": "restore",
                              "roll": ["roll", "roll and move"]}, what="action")


def test_vocabulary_reads_exact_spellings_folded():
    assert VERBS.get("draws") == "draw"              # fast path: an already folded word
    assert VERBS.get("Draws") is None                # ... is not folded for you
    assert VERBS["Explore"] == "draw"
    assert "EXPLORE" in VERBS and "explored" not in VERBS and 3 not in VERBS
    assert VERBS.find("Roll-and-Move").name == "roll"
    assert VERBS.names() == ["draw", "restore", "roll"]
    assert len(VERBS) == 6


def test_vocabulary_reads_a_close_typo_and_says_so():
    found = VERBS.find("restroe")
    assert (found.name, found.spelling, found.typo) == ("restore", "restore", True)
    assert VERBS.find("restore").typo is False
    assert VERBS.find("xyzzy") is None
    assert VERBS.find("drw") is None                 # shorter than four letters: never a typo
    assert VERBS.find("drw", min_length=3).name == "draw"


def test_did_you_mean_gives_names_closest_first_each_once():
    assert VERBS.did_you_mean("drawz") == ["draw"]
    words = Vocabulary.from_data({"farm": ["farm", "farms"], "farm_complex": ["farm complex"],
                                  "harvester": ["harvester"]})
    assert words.did_you_mean("farn") == ["farm"]
    assert words.did_you_mean("farm complx") == ["farm_complex"]
    assert words.did_you_mean("farmz") == ["farm"]           # "farm" and "farms": one name
    assert words.did_you_mean("qqq") == []


def test_close_only_among_long_enough_spellings():
    words = Vocabulary({"lab": "laboratory", "laboratory": "laboratory", "labs": "labs"})
    assert words.close("labz", min_length=3) == "lab"
    assert words.close("labz", min_length=3, cutoff=0.7, candidates=4) == "labs"
    assert words.close("labz", min_length=3, candidates=5) is None


def test_later_spellings_win_and_or_merges():
    base = Vocabulary({"m": "machines", "goods": "basic_goods"})
    more = base | {"M": "money", "rg": "rare_goods"}
    assert (more.get("m"), more.get("rg"), base.get("m")) == ("money", "rare_goods", "machines")
    assert (base | Vocabulary({"goods": "rare_goods"})).get("goods") == "rare_goods"
    assert Vocabulary.from_data({"x": ["y"]}, names=True).table == {"x": "x", "y": "x"}


def test_names_may_be_any_value():
    @dataclass(frozen=True)
    class Noun:
        kind: str
        key: str
    nouns = Vocabulary({"food": Noun("resource", "food"), "$": Noun("wealth", "wealth")})
    assert nouns.get("$") == Noun("wealth", "wealth")
    assert nouns.find("FOOD").name == Noun("resource", "food")


def test_phrase_at_takes_the_longest_spelling():
    words = Vocabulary({"basic raw": "basic_raw", "basic": "basic",
                        "basic raw resources": "basic_raw"})
    line = "2 basic raw resources and basic".split()
    assert words.phrase_at(line, 1) == ("basic_raw", 4)
    assert words.phrase_at(line, 5) == ("basic", 6)
    assert words.phrase_at(line, 0) is None


def test_words_load_from_toml(tmp_path):
    path = tmp_path / "words.toml"
    path.write_text('[verbs]\nbuy = ["buy", "purchase"]\nsell = ["sell", "sold"]\n\n'
                    '[words]\nfiller = ["the", "a"]\n', encoding="utf-8")
    words = load_words(path)
    verbs = Vocabulary.from_data(words["verbs"], what="verb")
    assert verbs.get("purchase") == "buy" and verbs.get("sold") == "sell"
    assert verbs.find("purchace").name == "buy"
    assert words["words"]["filler"] == ["the", "a"]
    assert repr(verbs) == "Vocabulary('verb', 4 spellings)"


# -- the section runner ----------------------------------------------------------------------


@dataclass
class Shop:
    """A toy game's per-post reader: "Buy: 2 apples", "Sell: 1 pear", "Fruit:" / "Veg:"
    subsections of Buy, "Wishes: anything"."""

    bought: list[tuple[str | None, int, str]] = field(default_factory=list)
    sold: list[tuple[int, str]] = field(default_factory=list)
    wishes: list[str] = field(default_factory=list)
    finished: list[str] = field(default_factory=list)

    def snapshot(self):
        return len(self.bought), len(self.sold), len(self.wishes)

    def restore(self, saved):
        b, s, n = saved
        del self.bought[b:], self.sold[s:], self.wishes[n:]


def amounts(text: str) -> tuple[list[tuple[int, str]], list[str]]:
    tokens = tokenize(text)
    found, left = [], []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.kind == "num" and i + 1 < len(tokens) and tokens[i + 1].kind == "word":
            found.append((abs(t.value), tokens[i + 1].word))
            i += 2
            continue
        if t.kind == "word" and t.word not in ("and", "none"):
            left.append(t.text)
        i += 1
    return found, left


def status(found, left, tokens) -> str:
    if not tokens:
        return EMPTY
    if not found:
        return UNREADABLE
    return PARTIAL if left else OK


def read_buy(shop: Shop, item: Item) -> str:
    found, left = amounts(item.text)
    shop.bought += [(item.subsection, n, what) for n, what in found]
    return status(found, left, tokenize(item.text))


def read_sell(shop: Shop, item: Item) -> str:
    found, left = amounts(item.text)
    shop.sold += found
    return status(found, left, tokenize(item.text))


def read_wishes(shop: Shop, item: Item) -> str:
    if item.text:
        shop.wishes.append(item.text)
    return OK if item.text else EMPTY


def shop_table(**options) -> SectionTable:
    return SectionTable(
        [Section("buy", "Buy", ("buy", "buys", "purchases"), read_buy, repeatable=True,
                 finish=lambda shop: shop.finished.append("buy")),
         Section("fruit", "Fruit", ("fruit", "fruits"), parent="buy"),
         Section("veg", "Vegetables", ("veg", "vegetables"), parent="buy"),
         Section("sell", "Sell", ("sell", "sales"), read_sell),
         Section("wishes", "Wishes", ("wishes", "wish list"), read_wishes,
                 hint="e.g. 'Wishes: a pony'")],
        prefix="shop", examples=("Buy", "Sell"), empty_hint="write 'Buy: 2 apples'", **options)


def run(text, table=None, **kwargs):
    shop = Shop()
    diagnostics = []
    runner = SectionRunner(table or shop_table(), shop, diagnostics)
    runner.run(text, **kwargs)
    return shop, diagnostics, runner


def codes(diagnostics):
    return [(d.code, d.severity.value, d.line) for d in diagnostics]


def test_each_line_goes_to_its_sections_handler_in_the_tables_order():
    text = "Hello all!\nSell: 1 pear\nBuy: 2 apples\n3 kiwis\nWishes: good luck"
    shop, diagnostics, runner = run(text)
    assert shop.sold == [(1, "pear")]
    assert shop.bought == [(None, 2, "apples"), (None, 3, "kiwis")]
    assert shop.wishes == ["good luck"]
    assert shop.finished == ["buy"]                    # the section's finish ran
    assert diagnostics == []                           # chatter before the turn is ignored
    assert runner.sections == {"sell": [2], "buy": [3], "wishes": [5]}
    assert runner.turn_lines == (2, 5)


@pytest.mark.parametrize("line", [
    "Buy: 2 apples", "BUY PHASE: 2 apples", "Buy (played): 2 apples", "My buys - 2 apples",
    "Buy = 2 apples", "Buy 2 apples", "| Buy | 2 apples |", "Buy      2 apples",
    "**Buy:** 2 apples",
])
def test_heading_forms(line):
    shop, diagnostics, _ = run(line)
    assert shop.bought == [(None, 2, "apples")], diagnostics
    assert diagnostics == []


def test_a_heading_alone_on_its_line():
    shop, _, runner = run("Buy\n2 apples")
    assert shop.bought == [(None, 2, "apples")] and runner.sections == {"buy": [1]}


def test_subsections_open_their_parent_and_tag_its_lines():
    shop, diagnostics, runner = run("Fruit: 2 apples\nVeg: 1 leek\nBuy: 3 nuts")
    assert shop.bought == [("fruit", 2, "apples"), ("veg", 1, "leek"), (None, 3, "nuts")]
    assert runner.sections == {"buy": [1, 3]}
    assert diagnostics == []


def test_a_misspelt_heading_is_read_with_did_you_mean():
    shop, diagnostics, _ = run("Sel: 1 pear\nPurchses: 2 apples")
    assert shop.sold == [] and shop.bought == [(None, 2, "apples")]  # "Sel" is too short a head
    (d,) = [d for d in diagnostics if d.code == "shop.misspelt_section"]
    assert d.severity is Severity.WARNING and d.line == 2
    assert d.message == '"Purchses: 2 apples": read "Purchses" as "Buy"'
    assert d.hint == 'did you mean "Buy"?'


def test_not_a_heading_keeps_a_game_word_from_being_read_as_a_typo():
    table = shop_table(not_a_heading=lambda key: key == "sales tax")
    shop, diagnostics, _ = run("Buy: 1 apple\nSalez: 1 pear", table)
    assert shop.sold == [(1, "pear")]
    shop, diagnostics, _ = run("Buy: 1 apple\nSales tax: 1 pear", table)
    assert shop.sold == []


def test_unknown_headings_are_reported_with_did_you_mean_when_asked():
    text = "Buy: 1 apple\nSeels: 1 pear\nZebra: 2 figs"
    _, quiet, _ = run(text)
    assert "shop.unknown_section" not in {d.code for d in quiet}
    shop, diagnostics, _ = run(text, shop_table(report_unknown=True))
    unknown = [d for d in diagnostics if d.code == "shop.unknown_section"]
    assert [(d.line, d.severity) for d in unknown] == [(2, Severity.WARNING), (3, Severity.WARNING)]
    assert unknown[0].hint == 'did you mean "Sell"?'
    assert unknown[1].hint == "sections: Buy, Sell, Wishes"
    assert shop.bought == [(None, 1, "apple"), (None, 1, "pear"), (None, 2, "figs")]


def test_no_turn_and_empty_posts():
    _, diagnostics, runner = run("Hi! I pass this round.")
    assert codes(diagnostics) == [("shop.no_turn", "error", 1)]
    assert "such as 'Buy:' or 'Sell:'" in diagnostics[0].message
    assert runner.turn_lines is None
    _, diagnostics, _ = run("   ")
    assert codes(diagnostics) == [("shop.empty", "error", None)]
    assert diagnostics[0].hint == "write 'Buy: 2 apples'"
    _, diagnostics, _ = run("[quote]Buy: 2 apples[/quote]")
    assert codes(diagnostics) == [("shop.no_turn", "error", None)]


def test_duplicate_sections():
    # a list section repeated on the next line is normal; anything else is reported
    _, diagnostics, _ = run("Buy: 1 apple\nBuy: 1 pear")
    assert diagnostics == []
    _, diagnostics, _ = run("Sell: 1 apple\nSell: 1 pear")
    assert codes(diagnostics) == [("shop.duplicate_section", "warning", 2)]
    _, diagnostics, runner = run("Buy: 1 apple\nSell: 1 fig\nBuy: 1 pear")
    assert codes(diagnostics) == [("shop.duplicate_section", "error", 3)]
    assert "the Buy section appears again (first on line 1)" in diagnostics[0].message
    assert runner.sections["buy"] == [1, 3]


def test_comments_are_skipped_with_an_info():
    shop, diagnostics, _ = run("Buy: 1 apple\nNote: prices went up\n(just kidding)\n2 pears\n"
                               "Sell: 1 fig")
    assert shop.bought == [(None, 1, "apple"), (None, 2, "pears")]
    assert codes(diagnostics) == [("shop.comment", "info", 2), ("shop.comment", "info", 3)]


def test_after_the_last_heading_a_line_not_understood_ends_the_turn_and_is_undone():
    text = "Buy: 1 apple\n2 pears\n3 figs and more\n\n4 nuts and cheers\nsee you all"
    shop, diagnostics, runner = run(text)
    # "3 figs and more" is partly understood right after the turn: kept; after a blank line
    # "4 nuts and cheers" is only partly understood: the turn ended before it
    assert shop.bought == [(None, 1, "apple"), (None, 2, "pears"), (None, 3, "figs")]
    assert codes(diagnostics) == [("shop.trailing_text", "info", 5)]
    assert runner.turn_lines == (1, 4)


def test_a_comment_after_the_last_heading_ends_the_turn():
    _, diagnostics, runner = run("Sell: 1 fig\nPS: see you")
    assert codes(diagnostics) == [("shop.trailing_text", "info", 2)]
    assert runner.turn_lines == (1, 1)


def test_prepare_runs_before_each_handler():
    def no_shouting(shop, item):
        return item.with_text(item.text.lower(), item.subsection)
    table = shop_table(prepare=no_shouting)
    shop, _, _ = run("BUY: 2 APPLES", table)
    assert shop.bought == [(None, 2, "apples")]


def test_extra_headings_and_the_check_hook():
    def trade_with(head: str, rest: str) -> Heading | None:
        if head.lower().startswith("deal with "):
            return Heading("sell", None, f"{rest} ({head[10:]})", head)
        return None
    seen = []
    shop, diagnostics, runner = run("Deal with Bob: 1 fig\nBuy: 1 nut", extra_heading=trade_with,
                                    check=lambda grouped: seen.append(sorted(grouped)))
    assert shop.sold == [(1, "fig")]
    assert seen == [["buy", "sell"]]
    assert codes(diagnostics) == []


def test_too_long_posts_are_cut_and_never_accepted():
    table = shop_table(max_lines=3)
    shop, diagnostics, _ = run("Buy: 1 a\n1 b\n1 c\n1 d\n1 e", table)
    assert len(shop.bought) == 3
    assert codes(diagnostics) == [("shop.too_long", "error", 4)]


def test_forum_markup_is_gone_before_the_runner_sees_the_lines():
    shop, diagnostics, runner = run("[quote=Bob]Sell: 9 figs[/quote]\n"
                                    "[b]Buy:[/b] ~~5 pears~~ 2 apples")
    assert shop.bought == [(None, 2, "apples")] and shop.sold == []
    assert runner.turn_lines == (2, 2)


def test_kit_helpers():
    assert is_comment("(back later)") and is_comment("Edit: typo") and not is_comment("Buy: 1")
    assert short("x" * 70) == "x" * 59 + "\u2026" and short("abc") == "abc"


# -- claims ----------------------------------------------------------------------------------


def test_claims_total_and_disagreement():
    claims = [Claim("production", "farms", {"food": 3}, 2, "Farms: +3 Food"),
              Claim("production", "others", {"food": -1, "wealth": 1}, 3, column=9),
              Claim("net", None, {"food": 2, "wealth": 1}, 5)]
    assert total(claims, "production") == {"food": 2, "wealth": 1}
    assert total(claims, "production", "farms") == {"food": 3}
    assert total(claims) == {"food": 4, "wealth": 2}
    assert list(by_section(claims)) == ["production", "net"]
    assert claims[1].to_dict() == {"section": "production", "subsection": "others", "line": 3,
                                   "column": 9, "deltas": {"food": -1, "wealth": 1}}
    actual = {"food": 2, "wealth": 1, "vp": 1}
    assert agrees(claims[2].deltas, actual)                       # only what was written
    assert not agrees(claims[2].deltas, actual, complete=True)    # the whole change
    assert disagreement(claims[2].deltas, actual, complete=True) == {"vp": (0, 1)}
    assert disagreement({"food": 3}, {"food": 2}) == {"food": (3, 2)}
    claim = Claim("survey", None)
    claim.add("wealth", 1)
    claim.add("wealth", 1)
    assert claim.deltas == {"wealth": 2}
