"""`matching.close_matches` gives difflib.get_close_matches's answers (rapidfuzz only narrows the
candidates: its Indel similarity is never below difflib's ratio), so moving "did you mean" onto
it changed no reading."""

import difflib

from hypothesis import given, settings, strategies as st

from gm_tool.core.kit.matching import close_matches

WORDS = st.text(alphabet="abcdefgh", min_size=1, max_size=10)


@settings(max_examples=400, deadline=None)
@given(WORDS, st.lists(WORDS, min_size=1, max_size=40, unique=True),
       st.sampled_from([(1, 0.8), (3, 0.6), (3, 0.5), (5, 0.3)]))
def test_the_same_answers_as_difflib(word, candidates, how):
    n, cutoff = how
    assert close_matches(word, candidates, n=n, cutoff=cutoff) == \
        difflib.get_close_matches(word, candidates, n=n, cutoff=cutoff)


def test_nothing_to_match():
    assert close_matches("", ["farm"]) == [] and close_matches("farm", []) == []


@settings(max_examples=400, deadline=None)
@given(WORDS, WORDS, st.sampled_from([0.5, 0.6, 0.8, 0.85]))
def test_similar_is_difflibs_ratio(a, b, cutoff):
    from gm_tool.core.kit.matching import similar

    assert similar(a, b, cutoff) == (difflib.SequenceMatcher(None, a, b).ratio() >= cutoff)
