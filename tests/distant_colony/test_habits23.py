"""Habits of held-out set 23's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): a colonist taken on a condition about another player's pick
with a fallback on the Colonisation line ("Skilled if Lin doesn't take it, otherwise Unskilled",
in brackets too) is read as "if it's still there, otherwise ..." is (the lead's ruling), and asked
about without a fallback, in a headless sentence, after the turn or in an EDIT; a remark about
another player's pick stays read; the Wealth held
at the end written after the Net's Wealth change ("Net: +2 Wealth (8 W)", "(now 8 W)", "(8 W
total)" after other figures, "+2 W → 8 W") is checked against the rules, never added to the
change; a phase pointed at by its description ("the one where the new colonists show up") is
read when it fits one phase alone (H23-DCS-005 reviewed: accept, as H12-DCS-006 and H20-DCS-007),
and asked about when another phase is offered beside it ("... or the build one, idk").

Then new variants of older habits in other voices: "I am taking one Skilled, and I am building a
Farm with him" (a second order in the progressive, set 22's "and I build"); a one-line turn whose
Net comes after a spaced dash ("build farm w/ skilled -- net +1w ..."); the end Wealth in
brackets after a BBCode Net that ends on a colonist."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_CH = "ho23-a3-r1-choices"     # Mirela, Tomas, Keiko: round 1 phase choices
_R1 = "ho23-b4-r1-posts"       # round 1: Survey, Production, Organization; Gunnar (6 W) plays Org
_R1A = "ho22-3p-r1-posts"      # round 1: Survey, Colonization, Build; Ann 6 W, 1 BG, 1 Machine
_R9 = "ho23-b4-r9-posts"       # round 9: Lin first, then Gunnar; Available 2 Unskilled, Skilled, Criminal


@pytest.mark.parametrize("fixture,player,text,verdict,reads", [
    # a phase described by what it does: read when one phase alone fits
    (_CH, "Keiko", "the one where the new colonists show up pls", "accept", ["Colonization"]),
    (_CH, "Keiko", "gonna go w/ the phase where new settlers arrive", "accept", ["Colonization"]),
    (_CH, "Tomas", "i want the one where we get new people from home world", "accept", ["Colonization"]),
    # ... and asked when it fits none, or another phase is offered beside it
    (_CH, "Keiko", "the one where the ships come in", "query", []),
    (_CH, "Keiko", "the one where new colonists show up or the build one, idk", "query", []),
    (_CH, "Mirela", "prod or the one where the new settlers arrive", "query", []),
    (_CH, "Mirela", "the one where new colonists arrive, not the build one", "accept", ["Colonization"]),
])
def test_choice(tmp_path, fixture, player, text, verdict, reads):
    blind.check_variant("distant-colony", fixture, player, "choice", text, verdict, reads, tmp_path)


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # a colonist on a condition about an earlier player's pick with a fallback named: an order
    # the GM applies in turn order, as "if it's still there, otherwise ..." (the lead's ruling
    # on H23-DCS-054 and DCT-071), in any voice
    (_R9, "Gunnar", "Colonisation: Skilled if Lin doesnt grab it, else Unskilled\nTrade: none\nOrg: none",
     True, ["Colonization: Skilled"]),
    (_R9, "Gunnar", "colonisation: skilled unless beatriz takes it first, then unskilled\ntrade: none\n"
                    "org: none", True, ["Colonization: Skilled"]),
    (_R9, "Gunnar", "Colonisation: Skilled (if Lin leaves it for me) otherwise Unskilled\nTrade: none\n"
                    "Org: none", True, ["Colonization: Skilled"]),
    # ... and asked without a fallback, or outside the Colonisation line
    (_R9, "Gunnar", "Colonisation: Skilled unless Lin grabs it\nTrade: none\nOrg: none",
     False, ["another player's pick"]),
    (_R9, "Gunnar", "Colonisation: depending on what Lin picks, Skilled or Unskilled\nTrade: none\n"
                    "Org: none", False, []),
    (_R9, "Gunnar", "I take Skilled if nobody takes it before me, otherwise the Criminal\nTrade: none\n"
                    "Org: none", False, ["another player's pick"]),
    (_R9, "Gunnar", "Colonisation: Skilled\nTrade: none\nOrg: none\nif Lin takes the Skilled give me "
                    "Unskilled", False, ["another player's pick"]),
    (_R9, "Gunnar", "Colonisation: Skilled\nTrade: none\nOrg: none\nEDIT: if Lin takes the Skilled, "
                    "Unskilled for me", False, ["not accepted"]),
    # near-misses that stay read: a fallback the Available colonists settle, a remark about Lin
    (_R9, "Gunnar", "[b]Colonisation:[/b] Skilled if its still there, otherwise Unskilled\nTrade: none\n"
                    "Org: none", True, ["Colonization: Skilled"]),
    (_R9, "Gunnar", "Colonisation: Skilled (Lin will probably go Unskilled anyway)\nTrade: none\nOrg: none",
     True, ["Colonization: Skilled"]),
    # the Wealth held at the end after the Net's Wealth change: checked, not added
    (_R1, "Gunnar", "survey +1w\nprod: farm +1 food, cc -1 food +1 w\norg: no moves, first player\n"
                    "net: +2w (8w)", True, ["the Wealth after it"]),
    (_R1, "Gunnar", "Survey: +1 Wealth\nProduction: all\nOrganization: none, I take First Player\n"
                    "Net: +2 Wealth (now 8 W)", True, ["Production: all"]),
    (_R1, "Gunnar", "Survey: +1 Wealth\nProduction: all\nOrganization: none, I take First Player\n"
                    "Net: +2 W, 0 Food (8 W total)", True, ["Production: all"]),
    (_R1, "Gunnar", "[b]Survey:[/b] +1 W\n[b]Production:[/b] all\n[b]Org:[/b] nothing to move, i take "
                    "1st player\n[b]Net:[/b] +2 W → 8 W", True, ["Organization: none"]),
    (_R1, "Gunnar", "Survey: +1 Wealth\nProduction: all\nOrganization: none, I take First Player\n"
                    "Net: +2 Wealth (9 W)", False, ["the rules give 8"]),
    (_R1, "Gunnar", "Survey: +1 Wealth\nProduction: all\nOrganization: none, I take First Player\n"
                    "Net: +2 W -> 9 W", False, ["the rules give 8"]),
    (_R1, "Gunnar", "Survey: +1 Wealth\nProduction: all\nOrganization: none, I take First Player\n"
                    "Net: +3 Wealth (8 W)", False, ["+2 Wealth"]),
    # other voices (set-22 habits written anew): a second order in the first person in the
    # progressive ("and I am building a Farm with him"), non-native without an article
    (_R1A, "Ann", "Survey: +1 Wealth\nColonisation: I am taking one Skilled, and I am building a Farm "
                  "with him\nNet: +1 Wealth, -1 BG, -1 Machine, +1 Skilled", True,
     ["Colonization: Skilled", "Build: Farm staffed by Skilled"]),
    (_R1A, "Ann", "Survey: +1 Wealth\nI am taking one Skilled, and I am building Farm with him\n"
                  "Net: +1 Wealth, -1 BG, -1 Machine, +1 Skilled", True, ["Build: Farm staffed by Skilled"]),
    (_R1A, "Ann", "Survey: +1 Wealth\nI'm taking one Skilled and i'm building a Farm and a Harvester with him",
     False, []),
    # a one-line turn whose Net follows a spaced dash; the end Wealth in brackets after BBCode
    (_R1A, "Ann", "survey +1, colonisation skilled, build farm w/ skilled -- net +1w -1bg -1 machine "
                  "+1 skilled", True, ["Build: Farm staffed by Skilled"]),
    (_R1A, "Ann", "survey +1, colonisation skilled, build farm w/ skilled -- net +1w -1bg -1 machine "
                  "+2 skilled", False, ["+1 Skilled"]),
    (_R1A, "Ann", "[b]Survey[/b]: +1 W\n[b]Colonisation[/b]: Skilled\n[b]Build[/b]: Farm w/ Skilled\n"
                  "[b]Net[/b]: +1 W, -1 BG, -1 Mach, +1 Skilled (7 W)", True, ["Build: Farm"]),
    (_R1A, "Ann", "Survey: +1 Wealth (7 W now)\nColonisation: Skilled\nBuild: none\n"
                  "Net: +1 Wealth, +1 Skilled (8 W)", False, ["the rules give 7"]),
])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)
