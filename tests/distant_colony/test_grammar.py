"""parse_post and template_post beyond the corpus: line numbers, references, the template."""

from __future__ import annotations

from gm_tool.core.kit.diagnostics import Severity
from gm_tool.games.distant_colony.actions import HOUSING, Move, ProductionStep, StaffFrom
from gm_tool.games.distant_colony.posts import CODES, parse_post, template_post, total
from gm_tool.games.distant_colony.settings import DistantColonySettings

from .corpus_lib import build_state, corpus_cases, load_case

SETTINGS = DistantColonySettings()


def parse(text, setup=None, player="Alice"):
    return parse_post(text, build_state(setup), player, SETTINGS)


def test_line_numbers_refer_to_the_original_text_after_a_quote_block():
    text = ("Hi all\n"
            "[quote=Bob]\n"
            "Survey: +1 Wealth\n"
            "Build: Farm\n"
            "Net: +1 Wealth\n"
            "[/quote]\n"
            "\n"
            "Survey: +1 Wealth\n"
            "Gibberish here\n"
            "Build: Spaceport\n"
            "Net: +1 Wealth\n")
    parsed = parse(text)
    assert [(d.code, d.line) for d in parsed.errors] == [("dc.post.unreadable_line", 9),
                                                         ("dc.post.unknown_building", 10)]
    assert [c.line for c in parsed.claims] == [8, 11]
    assert parsed.turn_lines == (8, 11)


def test_line_numbers_after_a_markdown_quote_and_bbcode_list():
    text = "> Build: Farm\n> Trade: buy 1 Food\n[list][*]Survey: +1 W[*]Build: Labratory[/list]"
    parsed = parse(text)
    assert [(d.code, d.line) for d in parsed.diagnostics] == [("dc.post.building_typo", 3)]
    assert parsed.claims[0].line == 3


def test_messages_quote_the_line_and_suggest():
    parsed = parse("Build: Labratory")
    (d,) = parsed.diagnostics
    assert d.severity is Severity.WARNING
    assert '"Build: Labratory"' in d.message and "Laboratory" in (d.hint or "")
    parsed = parse("Build: Laborxtqry")
    (d,) = parsed.diagnostics
    assert d.code == "dc.post.unknown_building" and "Laboratory" in (d.hint or "")


def test_bytes_and_none_are_read():
    assert parse(b"Survey: +1 Wealth").claims[0].deltas == {"wealth": 1}
    assert parse(None).codes == ["dc.post.empty"]


def test_player_name_is_matched_ignoring_case_and_unknown_player_is_a_diagnostic():
    assert parse("Survey: +1 Wealth", player="alice").player == "Alice"
    assert "dc.post.unknown_player" in parse("Survey: +1 Wealth", player="Zed").codes


def test_build_staff_sources_resolve_against_the_state():
    setup = {"Alice": {"housing": ["unskilled"], "buildings": [
        {"id": 1, "kind": "colony_center", "staff": ["skilled"]},
        {"id": 2, "kind": "farm", "staff": ["unskilled"]},
        {"id": 3, "kind": "farm", "staff": ["skilled"]}]}}
    parsed = parse("Build: Harvester (Unskilled from Temporary Housing)\n"
                   "Build: Rare Harvester staffed by Skilled from Farm", setup)
    assert [b.staff for b in parsed.orders.builds] == [[StaffFrom("unskilled", HOUSING)],
                                                       [StaffFrom("skilled", 3)]]


def test_a_left_out_source_is_inferred_when_only_one_building_has_the_colonist():
    setup = {"Alice": {"buildings": [{"id": 1, "kind": "colony_center", "staff": ["skilled"]},
                                     {"id": 2, "kind": "farm", "staff": ["unskilled"]}]}}
    parsed = parse("Build: Rare Harvester (Skilled)", setup)
    assert parsed.orders.builds[0].staff == [StaffFrom("skilled", 1)]
    assert "dc.post.source_inferred" in parsed.codes


def test_organization_refers_to_a_building_built_in_the_same_post():
    setup = {"Alice": {"buildings": [{"id": 1, "kind": "colony_center", "staff": ["skilled"]},
                                     {"id": 2, "kind": "farm", "staff": ["unskilled"]}]}}
    parsed = parse("Build: Rare Harvester\nOrganization: Skilled from Colony Center to Rare Harvester",
                   setup)
    assert parsed.ok
    assert parsed.orders.moves == [Move("skilled", 1, 3)]


def test_building_numbers_are_ids_or_ordinals():
    setup = {"base": "developed"}
    by_id = parse("Production:\nFarm #7: +1 Food\nFarm: idle", setup)
    assert by_id.orders.production[0] == ProductionStep(7)
    assert 2 not in [s.building_id for s in by_id.orders.production]
    farms = {"Alice": {"buildings": [{"id": 1, "kind": "colony_center", "staff": ["unskilled"]},
                                     {"id": 5, "kind": "farm", "staff": ["unskilled"]},
                                     {"id": 9, "kind": "farm", "staff": ["unskilled"]}]}}
    by_ordinal = parse("Production:\nFarm #2: +1 Food", farms)  # no building #2: the 2nd Farm
    assert by_ordinal.orders.production[0] == ProductionStep(9)


def test_summary_lines_only_run_everything_and_keep_claims():
    parsed = parse("Production:\nFarms: +1 Food\nOthers: -1 Food, +1 Wealth")
    assert parsed.orders.production is None
    assert parsed.totals("production") == {"wealth": 1}
    assert total(parsed.claims, "production", "farms") == {"food": 1}


def test_summary_lines_keep_their_place_among_named_buildings():
    parsed = parse("Production:\nFarms: +2 Food\nMarket: sell 1 Food\nOthers: -1 Food +1 Wealth",
                   {"base": "developed"})
    # Farms in place, the Market, the other "Others" (Colony Center, University), then the rest
    assert [s.building_id for s in parsed.orders.production] == [2, 7, 5, 1, 6, 3, 4]


def test_every_emitted_code_is_registered():
    seen = set()
    state_setups = {}
    for path in corpus_cases():
        text, spec = load_case(path)
        state_setups[path] = spec.get("setup")
        seen.update(parse(text, spec.get("setup"), spec.get("player", "Alice")).codes)
    dc_codes = {c for c in seen if c.startswith("dc.")}
    assert dc_codes <= set(CODES)


def test_template_for_the_starting_settlement():
    state = build_state({"phases": ["survey", "colonization", "production"],
                         "played": {"Alice": "survey"}})
    text = template_post(state, "Alice", SETTINGS)
    # the hints first (chatter before the turn), then the turn, prefilled and valid as it is
    notes, turn = text.split("\n\n")
    assert all(line.startswith("Note: ") for line in notes.splitlines())
    assert turn.splitlines() == ["Survey: +2 Wealth", "Colonisation: Skilled", "Production:",
                                 "Farms: +1 Food", "Others: -1 Food, +1 Wealth",
                                 "Player Trade: none",
                                 # the Farm feeds the Colony Center
                                 "Net: +3 Wealth, +1 Skilled"]


def test_template_is_a_post_the_reader_takes_as_it_stands():
    # (tests/distant_colony/test_template_passes_check.py: gm check accepts it unchanged)
    state = build_state({"base": "developed"})
    text = template_post(state, "Alice", SETTINGS)
    parsed = parse_post(text, state, "Alice", SETTINGS)
    assert parsed.ok, [d.render() for d in parsed.diagnostics]
    assert parsed.orders.take == "skilled"
    assert parsed.orders.production is None  # every building that runs unasked
    assert "Note: Production: Market #5 runs only when named" in text
    filled = (text.replace("Build: none", "Build: Farm (Unskilled from Temporary Housing)")
              .replace("\nTrade: none", "\nTrade: buy 1 Food"))
    parsed = parse_post(filled, state, "Alice", SETTINGS)
    assert parsed.ok, [d.render() for d in parsed.diagnostics]
    assert [b.kind for b in parsed.orders.builds] == ["farm"]


def test_state_as_a_campaign_table_is_accepted():
    state = build_state({"base": "developed"})
    parsed = parse_post("Production:\nFarm #7: +1 Food", state.to_dict(), "Alice", SETTINGS)
    assert parsed.orders.production[0] == ProductionStep(7)


def test_a_very_long_post_is_cut_with_a_warning():
    parsed = parse("Build:\n" + "Farm\n" * 2000)
    assert parsed.codes[-1] == "dc.post.too_long"
    assert len(parsed.orders.builds) < 2000


def test_chatter_after_a_blank_line_is_not_read_into_the_last_section():
    parsed = parse("Net: +1 Wealth\n\nBob, want 2 Food for 3 Wealth?")
    assert parsed.claims_for("net")[0].deltas == {"wealth": 1}
    assert len(parsed.claims) == 1 and "dc.post.trailing_text" in parsed.codes
    parsed = parse("Net: +1 Wealth\n-2 Food")  # the next line, fully understood, continues
    assert parsed.totals("net") == {"wealth": 1, "food": -2}


# -- remarks in parentheses -------------------------------------------------------------------

DEVELOPED = {"base": "developed"}


def _loud(parsed):
    return [d for d in parsed.diagnostics if d.severity is not Severity.INFO]


def _remarks(parsed):
    return [d for d in parsed.diagnostics if d.code == "dc.post.remark"]


def test_remarks_from_the_sample_campaign_are_infos():
    for line in ("Others: +1 wealth (free colonist from my Production card)",
                 "Others: +1 Wealth (Colony Center, fed free with my Production card)",
                 "Colonization: Unskilled (no reserve this time, nothing worth it)",
                 "Survey: +2 Wealth (my card)",
                 "Colonization: Criminal (ugh, last one left)",
                 "Organization: none (the new guy waits in Temporary Housing)"):
        parsed = parse("Hello\n\n" + line, DEVELOPED)
        assert not _loud(parsed), (line, [d.render() for d in parsed.diagnostics])
        remarks = _remarks(parsed)
        assert len(remarks) == 1 and remarks[0].severity is Severity.INFO, line
        assert remarks[0].line == 3  # the line number of the original text
        assert remarks[0].code in CODES


def test_a_remark_quotes_what_was_skipped():
    parsed = parse("Survey: +2 Wealth (my card)")
    assert '"(my card)"' in _remarks(parsed)[0].message
    parsed = parse("Production:\nOthers: +1 Wealth (Colony Center, fed free with my card)", DEVELOPED)
    message = _remarks(parsed)[0].message
    assert '"fed free with my card"' in message and "Colony Center" not in message


def test_a_remark_after_none_asks_for_no_move():
    for text in ("none (the new guy waits in Temporary Housing)", "no moves (Unskilled stays put)",
                 "nothing (happy with housing)", "no changes (all fine)", "none", "no moves",
                 "nothing", "no changes", "nothing this round"):
        parsed = parse(f"Organization: {text}", DEVELOPED)
        assert parsed.ok and not _loud(parsed), (text, [d.render() for d in parsed.diagnostics])
        assert parsed.orders.moves == [] and parsed.orders.borrowed_phase is None


def test_a_remark_naming_a_place_does_not_change_a_complete_move():
    parsed = parse("Organization: Unskilled from Colony Center to Farm #7 "
                   "(the new guy waits in Temporary Housing)", DEVELOPED)
    assert parsed.orders.moves == [Move("unskilled", 1, 7)]
    assert not _loud(parsed) and len(_remarks(parsed)) == 1


def test_a_remark_naming_a_resource_adds_no_claim():
    parsed = parse("Production:\nFarms: +2 Food (the Food goes to Bob later)", DEVELOPED)
    assert parsed.totals("production") == {"food": 2}
    assert not _loud(parsed) and len(_remarks(parsed)) == 1


def test_no_reserve_inside_a_remark_reserves_nothing():
    parsed = parse("Colonization: Unskilled (no reserve this time, nothing worth it)")
    assert parsed.orders.take == "unskilled" and parsed.orders.reserve is None


def test_meaningful_parentheses_are_read_and_are_not_remarks():
    setup = {"base": "developed", "Alice": {"housing": ["unskilled"]}}
    parsed = parse("Build: Harvester (Unskilled from Temporary Housing)\n"
                   "Build: Goods Factory with Unskilled from Farm #7 (-1 BG, -1 Machine)\n"
                   "Production:\nFarm (7): +1 Food\nOthers: -1 Food, +1 Wealth (Colony Center)\n"
                   "Trade: buy 2 Machines (-14 Wealth)\nPlayer Trade: -2 Food +5 Wealth (Bob)", setup)
    assert not _loud(parsed) and not _remarks(parsed), [d.render() for d in parsed.diagnostics]
    assert [b.staff for b in parsed.orders.builds] == [[StaffFrom("unskilled", HOUSING)],
                                                       [StaffFrom("unskilled", 7)]]
    assert parsed.totals("build") == {"basic_goods": -1, "machines": -1}
    assert parsed.orders.production[0] == ProductionStep(7)
    assert parsed.claims_for("production", "others")[0].building_id == 1
    assert parsed.totals("trade") == {"machines": 2, "wealth": -14}
    assert parsed.orders.player_trades[0].partner == "Bob"


def test_no_bonus_is_kept_from_a_group_with_a_remark():
    setup = {"Alice": {"buildings": [{"id": 1, "kind": "colony_center", "staff": ["unskilled"]},
                                     {"id": 3, "kind": "farm_complex",
                                      "staff": ["unskilled", "unskilled"]}],
                       "next_building_id": 4}}
    parsed = parse("Production:\nFarm Complex (no bonus, saving Food for later): +2 Food", setup)
    assert parsed.orders.production[0] == ProductionStep(3, use_bonus=False)
    assert not _loud(parsed) and "saving Food for later" in _remarks(parsed)[0].message


def test_a_misspelt_colonist_in_parentheses_is_not_hidden_as_a_remark():
    parsed = parse("Build: Farm (Unskiled from housing)", DEVELOPED)
    assert [d.code for d in _loud(parsed)] == ["dc.post.unknown_word"]
    assert not _remarks(parsed)


def test_template_placeholders_in_brackets_are_not_remarks():
    parsed = parse("Trade: [buy/sell N Resource (+/- N Wealth), or none]", DEVELOPED)
    assert not parsed.ok and not _remarks(parsed)


def test_trade_with_a_player_header_and_none():
    parsed = parse("Trade with Bob: none")
    assert parsed.ok and not _loud(parsed) and not _remarks(parsed)
    assert parsed.orders.player_trades == []
