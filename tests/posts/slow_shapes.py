"""The fuzz corpus of the worst shapes a post can take: text that once made a reader slow
(quadratic regex backtracking, difflib on every word of a long remark, a pass of every pattern
on every blank line) and the shapes next to them. Each shape makes a text of about `n`
characters; tests/posts/test_slow_shapes.py checks every one at 16 KB, and
`python benchmarks/bench_posts.py` at the largest post gm takes (64 KB), reporting the worst.

A shape is a name and a function of n. Found slow before issue 11: `spaces` (40,000 spaces took
18 s: a Markdown table-rule regex), `production_remark` (2,000 words in parentheses took 14 s:
difflib on every word), `nuls` (a 1 MB line ran past two minutes), `blank_lines`.
"""

from __future__ import annotations

from typing import Callable


def _fill(unit: str, n: int, head: str = "", tail: str = "") -> str:
    return head + unit * max(1, (n - len(head) - len(tail)) // len(unit)) + tail


def _words(n: int) -> str:
    """Distinct made-up words (so no cache of a word helps)."""
    out, i, size = [], 0, 0
    while size < n:
        word = "".join("bcdfghklmnprstvz"[(i >> (4 * k)) % 16] + "aeiou"[(i >> k) % 5]
                       for k in range(3))
        out.append(word)
        size += len(word) + 1
        i += 1
    return " ".join(out)[:n]


SHAPES: dict[str, Callable[[int], str]] = {
    # one line of one character
    "spaces": lambda n: " " * n,
    "nuls": lambda n: "\x00" * n,
    "tabs": lambda n: "\t" * n,
    "nbsp": lambda n: "\u00a0" * n,
    "zero_width": lambda n: "\u200b" * n,
    "dashes": lambda n: "-" * n,
    "pipes": lambda n: "|" * n,
    "stars": lambda n: "*" * n,
    "underscores": lambda n: "_" * n,
    "tildes": lambda n: "~" * n,
    "hashes": lambda n: "#" * n,
    "backticks": lambda n: "`" * n,
    "open_brackets": lambda n: "[" * n,
    "close_brackets": lambda n: "]" * n,
    "open_parens": lambda n: "(" * n,
    "close_parens": lambda n: ")" * n,
    "digits": lambda n: "9" * n,
    "one_long_word": lambda n: "x" * n,
    "combining_marks": lambda n: _fill("a\u0301", n),
    "emoji": lambda n: _fill("\U0001f680", n),
    "surrogates": lambda n: _fill("\ud800", n),
    "private_use": lambda n: _fill("\ue000\ue101", n),
    # many lines
    "blank_lines": lambda n: "\n" * n,
    "carriage_returns": lambda n: "\r" * n,
    "crlf_lines": lambda n: "\r\n" * (n // 2),
    "one_letter_lines": lambda n: "a\n" * (n // 2),
    "quote_lines": lambda n: "> x\n" * (n // 4),
    "fence_lines": lambda n: "```\n" * (n // 4),
    # whitespace next to markup (the backtracking family)
    "dash_then_spaces": lambda n: _fill(" ", n, "-- ", "x"),
    "pipe_then_spaces": lambda n: _fill(" ", n, "|", "x"),
    "colon_then_spaces": lambda n: _fill(" ", n, ":", "-"),
    "table_rule_cells": lambda n: _fill("| -- ", n, "", "x"),
    "spaced_stars": lambda n: _fill("* ", n, "", "x"),
    "spaced_underscores": lambda n: _fill("_ ", n),
    "spaced_bullets": lambda n: _fill("- ", n, "", "x"),
    "heading_then_spaces": lambda n: _fill(" ", n, "###", "x"),
    # markup repeated
    "bold_tags": lambda n: _fill("[b]", n),
    "quote_tags": lambda n: _fill("[quote]", n),
    "nested_quotes": lambda n: "[quote]" * (n // 16) + "x" + "[/quote]" * (n // 16),
    "url_tags": lambda n: _fill("[url=", n),
    "html_tags": lambda n: _fill("<b>", n),
    "blockquotes": lambda n: _fill("<blockquote>", n),
    "strong_a": lambda n: _fill("**a", n),
    "em_a": lambda n: _fill("_a", n),
    "strike_a": lambda n: _fill("~~a", n),
    "md_links": lambda n: _fill("[a](", n),
    "entities": lambda n: _fill("&amp;", n),
    "bad_entities": lambda n: _fill("&#99999999999;", n),
    "escapes": lambda n: _fill("\\*", n),
    "ansi": lambda n: _fill("\x1b[31m", n),
    # words
    "short_words": lambda n: _fill("a ", n),
    "distinct_words": _words,
    "huge_number": lambda n: "Survey: +" + "9" * (n - 16) + " Wealth",
    "many_numbers": lambda n: _fill("+1 ", n, "Survey: "),
    # Distant Colony's turn lines, long and repeated
    "production_remark": lambda n: "Production: Farm (" + _words(n - 20) + ")",
    "production_remark_same_word": lambda n: _fill("word ", n, "Production: Farm (", ")"),
    "remark_typos": lambda n: _fill("Labratory Harvestor Skiled ", n, "Production: Farm (", ")"),
    "nested_remark": lambda n: "Production: Farm " + "(" * (n // 4) + "x" + ")" * (n // 4),
    "production_words": lambda n: _fill("farm ", n, "Production: "),
    "production_lines": lambda n: _fill("Production: Farm (x y z)\n", n),
    "build_list": lambda n: _fill("Farm, ", n, "Build: "),
    "build_lines": lambda n: _fill("Build: Farm (Unskilled from Temporary Housing)\n", n),
    "survey_amounts": lambda n: _fill("+1 Wealth ", n, "Survey: "),
    "trade_lines": lambda n: _fill("Trade: buy 2 Food, sell 1 Machines\n", n),
    "player_trade_lines": lambda n: _fill("Player Trade: 1 Food to Bob for 2 Wealth\n", n),
    "organization_moves": lambda n: _fill("Unskilled from Farm to Harvester, ", n, "Organization: "),
    "net_terms": lambda n: _fill("+1 food, ", n, "Net: "),
    "headings_only": lambda n: _fill("Survey:\nBuild:\nProduction:\nTrade:\nNet:\n", n),
    "misspelt_headings": lambda n: _fill("Surevy: +1 Wealth\nProdution: Farm\n", n),
    "table_rows": lambda n: _fill("| Survey | +1 Wealth |\n", n),
    # Colonization's turn lines
    "draw_lines": lambda n: _fill("Draw a planet\n", n),
    "move_lines": lambda n: _fill("Move to the 3 of Moons\n", n),
    "colonize_words": lambda n: _fill("colonize ace with null ", n),
}


def shapes(n: int) -> dict[str, str]:
    """Every shape's text at about `n` characters."""
    return {name: make(n) for name, make in SHAPES.items()}
