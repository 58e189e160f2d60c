"""The reading kit's habits (gm_tool.core.kit.reading.habits): what people write in every game."""

import pytest
from hypothesis import given, settings, strategies as st

from gm_tool.core.kit.reading.habits import (Ledger, LineState, arrows_to_words, chatter_span, currency,
                                         dash_separators, edit_marker, expand_abbreviations,
                                         habitual, multipliers, nothing, signature_start,
                                         strip_intent, strip_smileys, verb_base, verb_forms,
                                         words_of)


@pytest.mark.parametrize("text, read", [
    ("NO – 1 green, 1 yellow", "NO: 1 green, 1 yellow"),   # the vote: a separator
    ("mat – C", "mat: C"),
    ("Trade - sold 2 Food", "Trade: sold 2 Food"),
    ("Influence — 3", "Influence: 3"),
    ("–1 Food", "–1 Food"),                                 # glued: a sign, left alone
    ("row 3-4", "row 3-4"),                                 # a range or a name
    ("- bullet line", "bullet line"),
])
def test_a_dash_with_a_space_after_it_separates(text, read):
    assert dash_separators(text) == read


@pytest.mark.parametrize("text, read", [
    ("Null coin → sun of Crowns", "Null coin to sun of Crowns"),
    ("Influence->3", "Influence to 3"),
    ("Farm #7 => Barracks", "Farm #7 to Barracks"),
])
def test_arrows_read_as_to(text, read):
    assert arrows_to_words(text) == read


@pytest.mark.parametrize("text, read", [
    ("2x BG", "2 BG"), ("2 × Food", "2 Food"), ("BG x2", "2 BG"), ("Farm ×2", "2 Farm"),
    ("box of Xi'an", "box of Xi'an"), ("6x6", "6x6"), ("2 xenon", "2 xenon"),
    ("Complex 3", "Complex 3"), ("Farm×2", "2 Farm"), ("BG * 2", "2 BG"),
])
def test_multipliers_are_counts(text, read):
    assert multipliers(text) == read


@pytest.mark.parametrize("text, read", [
    ("sell 1 purple (3€)", "sell 1 purple (3 credits)"), ("€5", "5 credits"),
    ("$ 12", "12 credits"), ("-€3", "-3 credits"), ("5 €", "5 credits"),
])
def test_currency_signs_are_the_games_money(text, read):
    assert currency(text, "credits") == read


@pytest.mark.parametrize("word, verbs, base", [
    ("Upgrading", {"upgrade"}, "upgrade"), ("upgrades", {"upgrade"}, "upgrade"),
    ("upgraded", {"upgrade"}, "upgrade"), ("Colonizing", {"colonize"}, "colonize"),
    ("colonising", {"colonise"}, "colonise"), ("Playing", {"play"}, "play"),
    ("swapping", {"swap"}, "swap"), ("bought", {"buy"}, "buy"), ("sold", {"sell"}, "sell"),
    ("docked", {"dock"}, "dock"), ("tries", {"try"}, "try"), ("drew", {"draw"}, "draw"),
    ("farming", {"draw"}, None), ("sing", {"s"}, None),
])
def test_verb_forms(word, verbs, base):
    assert verb_base(word, verbs) == base


@pytest.mark.parametrize("text, order", [
    ("I'll draw a planet", "draw a planet"),
    ("I'm going to upgrade Military", "upgrade Military"),
    ("gonna dock for fuel", "dock for fuel"),
    ("I think I'll go Organisation", "go Organisation"),
    ("let me sell 1 blue", "sell 1 blue"),
    ("ok so I will pass", "pass"),
    ("move 3 going to Nebra", "move 3 going to Nebra"),     # only at the start
    ("Industry 2", "Industry 2"),
])
def test_intent_before_an_order(text, order):
    assert strip_intent(text) == order


def test_abbreviations():
    assert expand_abbreviations("Upgrading Military to lvl 2 w/ 1 green pls thx lol") == \
        "Upgrading Military to level 2 with 1 green please thanks"
    assert expand_abbreviations("water & steel, lv3") == "water and steel, level 3"
    assert expand_abbreviations("BC staffed bc cheap lol", keep={"bc"}, fillers=False) == \
        "BC staffed bc cheap lol"


def test_smileys_and_emoji_go_but_headings_stay():
    assert strip_smileys("none, just grabbing first player :)") == "none, just grabbing first player"
    assert strip_smileys("nothing, broke :( 😭 xD <3 :thumbsup: ^^") == "nothing, broke"
    assert strip_smileys("Build: Farm (row 8)") == "Build: Farm (row 8)"
    assert strip_smileys("Survey:D") == "Survey:D"          # glued to a word: not a smiley


@pytest.mark.parametrize("text, remark", [
    ("none, just grabbing first player :)", "just grabbing first player :)"),
    ("nothing, broke :(", "broke :("), ("pass", ""), ("Pass.", ""), ("I pass", ""),
    ("skipping this one", "this one"), ("no moves", ""), ("N/A", ""),
    ("Nebra", None), ("nonesuch", None), ("passage to Nebra", None),
])
def test_nothing_with_its_remark(text, remark):
    assert nothing(text) == remark


@pytest.mark.parametrize("text, rest", [
    ("EDIT: sell 2 blue instead", "sell 2 blue instead"), ("Edit 2 - nvm", "nvm"),
    ("[edit] build a Farm", "build a Farm"), ("ETA: forgot the Net", "forgot the Net"),
    ("*Edit*: x", "x"), ("editing my post", None), ("Build: Farm", None),
])
def test_edit_markers(text, rest):
    assert edit_marker(text) == rest


def test_signatures_at_the_end():
    assert signature_start(["Build: Farm", "--", "Sent from my phone"]) == 1
    assert signature_start(["Build: Farm", "GL HF all"]) == 1
    assert signature_start(["Build: Farm", "Trade: none"]) is None


def test_chatter_span():
    words = words_of("ok then: industry 1 purple thx")
    assert chatter_span(words, lambda w: w in {"industry", "purple"} or w.isdigit()) == (2, 5)
    assert chatter_span(["lol"], lambda w: False) == (0, 0)


def test_the_ledger_asks_to_confirm_what_was_not_used():
    ledger = Ledger()
    ledger.read(1, "sell 2 blue and 1 red", unused=["red"])
    ledger.not_read(2, "Building a Harvester")
    ledger.not_read(3, "see you all tomorrow")            # no word of the game: just talk
    ledger.chatter(4, "gl all")
    problems = ledger.please_confirm("x", lambda w: w in {"harvester", "red", "blue"},
                                     lambda w: ["Harvester"] if w == "harvester" else [])
    assert [(d.code, d.line) for d in problems] == [("x.please_confirm", 1), ("x.please_confirm", 2)]
    assert "please confirm" in problems[0].message and '"red"' in problems[0].message
    assert problems[1].hint == 'did you mean "Harvester"?'
    assert ledger.summary() == {"read": [1], "chatter": [4], "not read": [2, 3]}
    assert ledger.lines(LineState.CHATTER) == [4]


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_never_raises_and_stays_linear(text):
    habitual(text, money="credits")
    nothing(text), edit_marker(text), strip_intent(text), signature_start(text.splitlines())


def test_long_lines_are_fast():
    import time
    line = "ok then: " + "+1 Food, 2x BG – sell 1 purple (3€) :) " * 1500   # ~60 KB
    for text in (line, "x" * 60_000, "ab" * 30_000, "BG x2 " * 10_000):   # one long word too
        start = time.process_time()
        habitual(text, money="credits"), nothing(text), edit_marker(text), strip_intent(text)
        assert time.process_time() - start < 2.0  # generous: linear patterns take ~20 ms


def test_verb_forms_are_the_inverse_of_verb_base():
    assert verb_forms("colonize") >= {"colonizes", "colonizing", "colonized", "colonisation"}
    assert verb_forms("drop") >= {"drops", "dropping", "dropped"}
    assert verb_forms("fly") >= {"flies", "flying"}
    for base in ("upgrade", "swap", "dock", "sell", "draw", "hunt", "try"):
        for form in verb_forms(base) - {base + "ization", base + "isation"}:
            assert verb_base(form, {base}) == base, form
