"""A post the reader could not read to its end is never accepted (issue 19: nothing half-read is
accepted): a line longer than the kit reads, more lines than it reads, or a post longer than it
reads, in every game. A quoted line of any length is someone else's words and costs nothing."""

from __future__ import annotations

import pytest

from gm_tool.core.kit.diagnostics import Severity
from gm_tool.core.kit.reading import forum

from . import blind

_TALK = "lorem ipsum dolor sit amet " * 150   # 4,050 characters of table talk
_SEATS = [
    ("colonization", "col-a30-cy-last", "Cy", "I draw a planet."),
    ("distant-colony", "ho23-b4-r1-posts", "Gunnar",
     "Survey: +1 Wealth\nProduction: all\nOrganization: none, I take First Player"),
    ("beta-colony", "ho24-s3-r1a1", "Cy", None),
    ("colonies", "ho24-action4", "Ann", None),
]


@pytest.mark.parametrize("game,fixture,player,turn", _SEATS)
def test_an_order_past_the_read_part_of_a_line_is_never_accepted(tmp_path, game, fixture, player, turn):
    text = (turn + "\n" if turn else "") + "ok so " + _TALK + " and I also restore 2 and 4"
    blind.check_variant(game, fixture, player, "post", text, "refuse", [], tmp_path)


def test_the_forum_reader_says_what_it_did_not_read_as_errors():
    wide = forum.scan("x" * 10_000)
    many = forum.scan("a\n" * 3_000)
    huge = forum.scan("Survey: +1 Wealth\n" * 10_000)
    for reading in (wide, many, huge):
        assert reading.notes and all(n.severity is Severity.ERROR for n in reading.notes)
    assert "cannot be accepted" in wide.notes[0].message


def test_a_long_quoted_line_is_skipped_without_a_note(tmp_path):
    assert forum.scan("> " + _TALK + "\nI draw a planet.").notes == []
    blind.check_variant("colonization", "col-a30-cy-last", "Cy", "post",
                        "> " + _TALK + "\nI draw a planet.", "accept", ["Draw a planet"], tmp_path)
