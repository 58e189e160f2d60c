"""The kit's talk habits (gm_tool/core/kit/reading/talk.py, first written for Beta Colony's reader):
each one small, pure and total."""

from hypothesis import given, settings
from hypothesis import strategies as st

from gm_tool.core.kit.reading import talk as K


def test_sentences_are_cut_outside_brackets_only():
    assert K.sentences("black 2 to Gan De (+ the mat? no, mat A). Next one. Ok!") == [
        "black 2 to Gan De (+ the mat? no, mat A)", "Next one", "Ok!"]
    assert K.sentences("1.5 fuel. Mat B.") == ["1.5 fuel", "Mat B."]


def test_bracket_groups_keep_what_they_follow():
    body, groups = K.bracket_groups("pink 3 from row 6 (food), on Cuzco 47 (organics)")
    assert [g for _, g in groups] == ["food", "organics"]
    assert groups[0][0].rstrip().endswith("row 6")
    assert groups[1][0].rstrip().endswith("Cuzco 47")
    kept, none = K.bracket_groups("green 5 (+1 fuel -> 6)", lambda before, inner: "fuel" in inner)
    assert kept == "green 5 (+1 fuel -> 6)" and none == []


def test_talk_around_an_order():
    assert K.is_alternative("If not I'll dock")
    assert K.is_question_to_gm("GM, can I use my black as a 1?")
    assert K.if_yes("If yes: green 6 to Nebra") == "green 6 to Nebra"
    assert K.is_correction("wait, Cy is there")
    assert K.about_others(["nice", "cp", "bob"], {"bob", "cy"})
    assert K.about_the_past(["jyo", "was", "good"])
    assert K.negated("EDIT: green not blue", {"black", "blue", "red", "green"}) == {"blue"}
    assert K.quote("  a   b  ") == "a b"


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_never_raise(text):
    K.sentences(text)
    K.bracket_groups(text, lambda b, i: len(i) % 2 == 0)
    K.split_top(text)
    K.negated(text, {"red"})
