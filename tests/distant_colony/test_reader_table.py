"""Distant Colony's reader is a table of sections on the reading kit: one module per section,
its headings' spellings from words.toml, read in the order of the round."""

from __future__ import annotations

import importlib

from gm_tool.core.kit.reading import SectionTable, Vocabulary
from gm_tool.games.distant_colony.posts import claims, parse_post
from gm_tool.games.distant_colony.posts.grammar import TABLE
from gm_tool.games.distant_colony.posts.vocabulary import WORDS, building_vocabulary
from gm_tool.games.distant_colony.settings import DistantColonySettings

from .corpus_lib import build_state

SECTIONS = "gm_tool.games.distant_colony.posts.sections"


def test_the_table_reads_every_claim_section_in_the_rounds_order():
    assert isinstance(TABLE, SectionTable)
    assert [s.key for s in TABLE.order] == list(claims.SECTIONS)
    assert {s.key: s.title for s in TABLE.order} == claims.SECTION_NAMES
    subsections = {s.key: s for s in TABLE.sections.values() if s.parent}
    assert {k: s.title for k, s in subsections.items()} == claims.SUBSECTION_NAMES
    assert all(s.parent == "production" and s.read is None for s in subsections.values())


def test_each_section_is_read_by_its_own_module():
    for section in TABLE.order:
        module = importlib.import_module(f"{SECTIONS}.{section.key}")
        assert section.read is module.read
        assert section.hint == module.HINT and section.hint.startswith("e.g. ")
    assert TABLE.sections["production"].finish is not None


def test_headings_are_data():
    for key in claims.SECTIONS:
        assert TABLE.lookup(WORDS["sections"][key][0]) == (key, None)
    assert TABLE.lookup("Laboratories") == ("production", "labs")
    assert TABLE.fuzzy("Prodution") == ("production", None, "production")
    assert TABLE.fuzzy("Farm") is None          # a building, not a typo of "Farms"
    assert isinstance(building_vocabulary(), Vocabulary)
    assert building_vocabulary().get("cc") == "colony_center"


def test_a_section_module_reads_through_the_table():
    state = build_state({"base": "developed"})
    parsed = parse_post("Intro chatter\nSurevy: +1 Wealth\nTrade with Bob: 2 Food for 3 Wealth",
                        state, "Alice", DistantColonySettings())
    assert parsed.sections == {"survey": [2], "player_trade": [3]}
    assert parsed.totals("survey") == {"wealth": 1}
    assert [(t.partner, t.give, t.receive) for t in parsed.orders.player_trades] == \
        [("Bob", {"food": 2}, {"wealth": 3})]
    assert [d.code for d in parsed.diagnostics] == ["dc.post.misspelt_section"]
