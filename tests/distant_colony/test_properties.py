"""Property tests: no text, however broken, makes the reader or the grammar raise (or fall
back to their last-resort paths, which would hide a bug)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gm_tool.core.kit.reading.forum import read, scan
from gm_tool.games.distant_colony.posts.checking import check_post
from gm_tool.games.distant_colony.posts import parse_post, template_post
from gm_tool.games.distant_colony.settings import DistantColonySettings

from .corpus_lib import build_state

SETTINGS = DistantColonySettings()
STATE = build_state({"base": "developed"})

TOKENS = [
    # section headers and sub-headers
    "Survey:", "Colonisation:", "Colonization", "Build:", "Production:", "Farms:", "Harvesters:",
    "Factories:", "Labs:", "Others:", "Trade:", "Organization:", "Org:", "Player Trade:", "Net:",
    "Discard:", "Trade with Bob:", "Surevy:",
    # amounts and words
    "+1", "-1", "+2", "-14", "3", "0", "999999999", "a", "two", "x", "$5", "Food", "food", "BG", "RG",
    "Raw", "RR", "Mach", "Machines", "Basic Machine", "Wealth", "W", "VP", "Unskilled", "Skilled",
    "Expert", "Criminal", "Soldier", "Officer", "colonist", "reserve", "reserved", "arrives",
    "buy", "sell", "contract", "on contract", "use", "for", "to", "from", "into", "and", "both",
    "release", "idle", "no bonus", "->", "=>", "\u2192", "housing", "Temporary Housing", "Bob", "Carol",
    "Dave", "Alice", "me", "gives", "take", "played", "effect",
    # buildings
    "Farm", "Farm #2", "Farm #99", "#7", "Farm Complex", "Colony Center", "CC", "Market",
    "University", "Harvester", "Harvestor", "Labratory", "Rare Harvester", "Goods Factory",
    "Military HQ", "Barracks", "Survey Station", "Spaceport", "Warehouse", "(2)", "no. 3",
    # punctuation and markup
    ",", ";", ":", "(", ")", "[", "]", "#", "-", "*", "**", "_", "~~", "`", "|", ">", "&amp;", "&#91;",
    "&", "&#xZZ;", "[b]", "[/b]", "[quote]", "[/quote]", "[quote=Bob]", "[q]", "[/q]",
    "[q=\"Bob\"]", "[s]", "[/s]", "[-]", "[/-]", "[*]", "[list]", "[url=http://x]", "[/url]",
    "[img]", "[/img]", "<br>", "<blockquote>", "</blockquote>", "[code]", "[/code]", "```",
    "[c]", "[/c]", "[color=red]", "[size=9]", "[o]", "\u00a0", "\t", "\u200b", "\ufeff",
    "\x00", "\x1b[31m", "\ud800", "\ue000", "\ue101", "\r", "\r\n", "\n", "\n\n", " ", "  ",
    "Note:", "(comment)", "Hi all!", "Thanks", "\u2212", "\u2013",
    # remarks in parentheses
    "(my card)", "(ugh, last one left)", "(the new guy waits in Temporary Housing)", "card",
    "none", "nothing", "no moves", "no changes", "(Colony Center, fed free with my card)",
    # typography and prose trades
    "\u2014", "\uff0b\uff12", "\uff1a", "\u201c", "\u2019", "&minus;", "paid", "got", "received",
    "spent", "traded", "bought", "sold", "each", "at", "@", "(-7W)", "(+2W)", "Officer School",
    "to Barracks #6", "Organization: borrow Colonization", "0 Food",
]

structured = st.lists(st.sampled_from(TOKENS), max_size=80).map(" ".join)
structured_lines = st.lists(
    st.lists(st.sampled_from(TOKENS), max_size=12).map(" ".join), max_size=20).map("\n".join)
anything = st.one_of(st.text(), st.text(alphabet=st.characters(codec="utf-8")), structured,
                     structured_lines)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(anything)
def test_read_never_raises(text):
    reading = scan(text)
    assert all(n.code != "forum.unreadable_markup" for n in reading.notes)
    n_physical = text.replace("\r\n", "\n").replace("\r", "\n").count("\n") + 1
    previous = 0
    for line in reading.lines:
        assert 1 <= line.number <= n_physical
        assert line.number >= previous          # lines come in order
        previous = line.number
        assert line.text == line.text.strip() and line.text
        assert "  " not in line.text and "\n" not in line.text


@given(st.binary(max_size=300))
def test_read_takes_bytes(data):
    read(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(anything, st.sampled_from(["Alice", "Bob", "alice", "Nobody"]))
def test_parse_post_never_raises(text, player):
    parsed = parse_post(text, STATE, player, SETTINGS)
    assert "dc.post.internal_error" not in parsed.codes, parsed.diagnostics
    for d in parsed.diagnostics:
        assert d.line is None or d.line >= 1
    for c in parsed.claims:
        assert c.line is not None and c.line >= 1
        assert all(isinstance(v, int) for v in c.deltas.values())


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["Alice", "Bob", "Carol"]),
       st.lists(st.sampled_from(["survey", "colonization", "build", "production", "trade",
                                 "organization"]), unique=True))
def test_template_never_raises(player, phases):
    state = build_state({"base": "developed", "phases": phases})
    text = template_post(state, player, SETTINGS)
    parsed = parse_post(text, state, player, SETTINGS)
    assert "dc.post.internal_error" not in parsed.codes


# Lines the grammar reads cleanly, and words it does not know: a remark made of those words,
# in parentheses after a clean line, is an info and changes nothing else.
CLEAN_LINES = [
    "Survey: +2 Wealth", "Colonization: Unskilled", "Colonisation: Skilled; reserve Expert",
    "Build: Farm (Unskilled from housing)", "Build: none", "Trade: buy 2 Machines (-14 Wealth)",
    "Organization: none", "Organization: no moves", "Organization: nothing",
    "Organization: Unskilled from Colony Center to Farm #7", "Production:\nFarms: +2 Food",
    "Production:\nOthers: -1 Food, +1 Wealth (Colony Center)", "Net: +1 Wealth, -2 Food",
    "Player Trade: 2 Food to Bob for 3 Wealth", "Discard: 1 Food", "Production: none",
]
REMARK_WORDS = ["ugh", "card", "my", "lol", "sorry", "guy", "waits", "later", "happy", "maybe",
                "the", "is", "it", "this", "time", "sadly", "Temporary Housing", "Food",
                "Production", "colonist", "in", "fed", "free", "with", "Bob's", "idea", "oops"]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(CLEAN_LINES),
       st.lists(st.sampled_from(REMARK_WORDS), min_size=1, max_size=8).filter(
           lambda ws: any(w in ("ugh", "card", "lol", "sorry", "guy", "waits", "later", "happy",
                                "maybe", "sadly", "idea", "oops") for w in ws)))
def test_a_remark_changes_nothing_but_an_info(line, words):
    plain = parse_post(line, STATE, "Alice", SETTINGS)
    remarked = parse_post(f"{line} ({' '.join(words)})", STATE, "Alice", SETTINGS)
    loud = [d.code for d in remarked.diagnostics if d.severity.value != "info"]
    assert loud == [d.code for d in plain.diagnostics if d.severity.value != "info"], \
        remarked.diagnostics
    assert "dc.post.remark" in remarked.codes
    assert remarked.orders == plain.orders
    assert [(c.section, c.subsection, c.deltas) for c in remarked.claims] == \
        [(c.section, c.subsection, c.deltas) for c in plain.claims]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(structured_lines)
def test_check_post_never_raises_and_replies_in_line_order(text):
    checked = check_post(CHECK_STATE, "Alice", text, SETTINGS, {})
    lines = [d.line if d.line is not None else 0 for d in checked.diagnostics]
    assert lines == sorted(lines)
    assert "dc.post.internal_error" not in {d.code for d in checked.diagnostics}


# a round without Colonisation (whose compulsory colonist would stop most checks before the
# claims) with Production's played effect: the claims are checked too
CHECK_STATE = build_state({"base": "developed", "phases": ["build", "production", "trade"],
                           "played": {"Alice": "production", "Bob": "trade", "Carol": "build"}})
