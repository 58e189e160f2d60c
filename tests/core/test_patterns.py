"""compile_later: a reader's pattern is compiled at its first use, then is the compiled pattern's
own methods (no wrapper on later calls), and reads exactly as re.compile would."""

from __future__ import annotations

import re

from gm_tool.core.kit.patterns import LaterPattern, compile_later


def test_a_pattern_is_compiled_at_its_first_use_and_then_gets_out_of_the_way():
    pattern = compile_later(r"(?P<n>\d+)\s*food", re.IGNORECASE)
    assert isinstance(pattern, LaterPattern) and "compiled" not in vars(pattern)
    assert pattern.pattern == r"(?P<n>\d+)\s*food"           # no compiling for its text
    assert pattern.search("+2 Food").group("n") == "2"
    compiled = vars(pattern)["compiled"]
    assert pattern.search == compiled.search and pattern.flags == compiled.flags
    assert pattern.groupindex == {"n": 1} and pattern.groups == 1


def test_it_reads_as_re_compile_does():
    text = "sell 2 red, sell 1 blue; +3 Food"
    for source, flags in ((r"sell (\d) (\w+)", 0), (r"\bFOOD\b", re.I), (r"[;,]\s*", 0)):
        later, now = compile_later(source, flags), re.compile(source, flags)
        assert later.findall(text) == now.findall(text)
        assert later.sub("#", text) == now.sub("#", text)
        assert later.split(text) == now.split(text)
        assert [m.span() for m in later.finditer(text)] == [m.span() for m in now.finditer(text)]
        assert bool(later.fullmatch(text)) == bool(now.fullmatch(text))


def test_a_compiled_or_later_pattern_is_returned_as_it_is():
    now = re.compile("x")
    later = compile_later("y")
    assert compile_later(now) is now and compile_later(later) is later
    assert re.compile(later.pattern + "|z").search("z")       # its text combines into others
