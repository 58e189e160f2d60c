"""gm_tool.core.kit.reading.forum: forum markup to logical lines with their original line numbers."""

from __future__ import annotations

import pytest

from gm_tool.core.kit.reading.forum import Line, read, scan


def texts(text):
    return [line.text for line in read(text)]


def pairs(text):
    return [(line.number, line.text) for line in read(text)]


def test_plain_lines_keep_their_numbers_and_blank_lines_are_left_out():
    assert pairs("a\n\nb\n   \nc") == [(1, "a"), (3, "b"), (5, "c")]


def test_line_ends_crlf_and_cr_count_once():
    assert pairs("a\r\nb\rc\n") == [(1, "a"), (2, "b"), (3, "c")]


def test_multi_line_quote_is_removed_and_later_lines_keep_original_numbers():
    text = ("Hi\n"
            "[quote author=Bob link=topic=1.msg2#msg2 date=1400000000]\n"
            "Survey: +1 Wealth\n"
            "Build: Farm\n"
            "[/quote]\n"
            "Survey: +2 Wealth\n")
    assert pairs(text) == [(1, "Hi"), (6, "Survey: +2 Wealth")]


def test_quote_variants_are_all_removed():
    for opening in ("[quote]", "[quote=Bob]", '[quote="Bob"]', "[QUOTE=Bob;123]", "[q]",
                    '[q="Bob"]', "<blockquote>"):
        closing = "</blockquote>" if opening.startswith("<") else (
            "[/q]" if opening.lower().startswith("[q") and not opening.lower().startswith("[quote")
            else "[/quote]")
        text = f"mine\n{opening}theirs\nmore theirs{closing} after"
        assert texts(text) == ["mine", "after"], opening


def test_nested_quotes_are_removed_whole():
    text = "a\n[quote=Carol]x\n[quote=Bob]y[/quote]\nz[/quote]\nb"
    assert pairs(text) == [(1, "a"), (5, "b")]


def test_stray_closing_quote_tag_is_dropped():
    assert texts("a [/quote] b") == ["a b"]


def test_unclosed_quote_runs_to_the_end_and_is_reported():
    reading = scan("mine\n[quote=Bob]\ntheirs\nmore")
    assert [line.text for line in reading.lines] == ["mine"]
    assert [(n.code, n.line) for n in reading.notes] == [("forum.unclosed_quote", 2)]


def test_markdown_and_email_quote_lines_are_removed():
    text = "> Bob: Build: Farm\n>> older\n&gt; escaped\nmine"
    assert pairs(text) == [(4, "mine")]


def test_bbcode_tags_are_stripped_and_text_kept():
    text = ("[b]Survey:[/b] [color=#ff0000]+1[/color] [size=10pt]Wealth[/size] "
            "[url=http://example.com]link[/url] [u][i]x[/i][/u] [font=Arial]y[/font] [tt]z[/tt]")
    assert texts(text) == ["Survey: +1 Wealth link x y z"]


def test_images_are_dropped_with_their_address():
    assert texts("a [img]http://x/y.png[/img] b") == ["a b"]


def test_list_items_and_breaks_start_logical_lines_with_the_same_number():
    text = "intro\n[list][*]Survey: +1 Wealth[*]Build: Farm[/list]<br>Net: +1 Wealth"
    assert pairs(text) == [(1, "intro"), (2, "Survey: +1 Wealth"), (2, "Build: Farm"),
                           (2, "Net: +1 Wealth")]


def test_strike_through_text_is_taken_back():
    assert texts("Build: [s]Farm[/s] Harvester") == ["Build: Harvester"]
    assert texts("Build: [-]Farm[/-] Harvester") == ["Build: Harvester"]
    assert texts("Build: ~~Farm~~ Harvester") == ["Build: Harvester"]


def test_markdown_emphasis_headings_bullets_and_code():
    text = ("## Turn\n"
            "- **Survey:** +1 Wealth\n"
            "* __Build:__ _Farm_ and *Harvester*\n"
            "1. `Trade:` none\n"
            "```\n"
            "Net:   +1 Wealth\n"
            "```\n"
            "basic_raw stays\n"
            "3 * 4\n")
    assert pairs(text) == [(1, "Turn"), (2, "Survey: +1 Wealth"), (3, "Build: Farm and Harvester"),
                           (4, "Trade: none"), (6, "Net: +1 Wealth"), (8, "basic_raw stays"),
                           (9, "3 * 4")]


def test_markdown_escapes_and_links():
    assert texts(r"\*not emphasis\* [text](http://x.y) \#1") == ["*not emphasis* text #1"]


def test_html_entities_are_decoded_after_tags_so_they_cannot_make_tags():
    assert texts("a &amp; b &#91;b&#93;x&#91;/b&#93; &lt;3") == ["a & b [b]x[/b] <3"]


def test_spaces_are_normalised_and_columns_kept():
    (line,) = read("Farms:\u00a0\u00a0  +3 Food\t\tHarvesters:   -1 Food")
    assert line.text == "Farms: +3 Food Harvesters: -1 Food"
    assert line.cells == ("Farms:", "+3 Food", "Harvesters:", "-1 Food")


def test_pipe_tables_become_cells_and_rules_vanish():
    lines = read("| Phase | What |\n|---|---|\n| Build | Farm |")
    assert [(l.number, l.text, l.cells) for l in lines] == [
        (1, "Phase What", ("Phase", "What")), (3, "Build Farm", ("Build", "Farm"))]


def test_invisible_and_control_characters_and_unicode_minus():
    # zero-width characters vanish, control characters become spaces, ANSI colours vanish
    assert texts("\ufeffSurvey:\u200b \u22121 Food\x00\x1b[31m!\x1b[0m") == ["Survey: -1 Food !"]


def test_any_input_type():
    assert read(None) == []
    assert read(b"Survey: +1 Wealth\n\xff\xfe") [0] == Line(1, "Survey: +1 Wealth", ("Survey: +1 Wealth",))
    assert read("") == []


def test_private_use_characters_in_input_cannot_forge_breaks():
    assert pairs("a\ue000b") == [(1, "a b")]


@pytest.mark.parametrize("written, read_as", [
    ("Harvesters: \u20131 Food", "Harvesters: -1 Food"),          # en dash
    ("Harvesters: \u20141 Food", "Harvesters: -1 Food"),          # em dash
    ("Harvesters: \u2014 1 Food", "Harvesters: \u2014 1 Food"),   # a dash then a space separates
    ("NO \u2013 1 green", "NO \u2013 1 green"),                    # (issue 19: never a sign
    ("mat \u2013 C", "mat \u2013 C"),                              #  its writer did not put)
    ("Net: \u22121 Food, \ufe632 BG, \uff0d3 RG", "Net: -1 Food, -2 BG, -3 RG"),  # minus signs
    ("Net: \u20101 Food \u20111 Raw", "Net: -1 Food -1 Raw"),     # hyphens
    ("Net: &minus;1 Food, &ndash;2 BG", "Net: -1 Food, -2 BG"),  # as HTML entities
    ("Survey\uff1a\uff0b\uff12 Wealth", "Survey:+2 Wealth"),      # full-width colon, plus, digit
    ("Farm \uff03\uff17: \uff0b\uff11\u00a0Food", "Farm #7: +1 Food"),
    ("I\u2019m \u201cdone\u201d", "I'm \"done\""),                # curly quotes
    ("+1\u202fFood", "+1 Food"),                                 # narrow no-break space
])
def test_typography_is_read_as_a_person_reads_it(written, read_as):
    assert texts(written) == [read_as]


@pytest.mark.parametrize("text", [
    "Survey \u2013 +1 Wealth",     # a dash between words is a separator, not a minus
    "Build \u2014 Farm",
    "2019\u20132020",              # glued to a word or number: a range, left alone
    "Farms\u20143 Food",
])
def test_a_dash_that_is_not_a_minus_stays(text):
    assert texts(text) == [text]
