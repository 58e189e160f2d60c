"""Nothing owed is dropped in silence (issue 12, item 7), through the real commands: a player
who must take a colonist and finds none is told at check time, the round record lists it under
`owed`, and the round summary shows it in every format. The round goes on when the check
foresaw it; it is held when an accepted post's Net line claims the colonist the player did not
get (something the check could not know), and `--force` goes on with the shortfall recorded."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from gm_tool.cli.app import app
from gm_tool.core.ops.history import round_record
from gm_tool.core.store.files import CampaignStore
from gm_tool.render.formats import FORMATS

runner = CliRunner()

#: three Skilled form the first Available set, three Unskilled are the whole pool
SMALL_POOL = ["pool_unskilled_per_player=1", "pool_skilled_per_player=1",
              "pool_expert_per_player=0", "pool_criminal_per_player=0"]


@pytest.fixture
def gm(tmp_path, monkeypatch):
    monkeypatch.setenv("GM_CAMPAIGNS", str(tmp_path / "campaigns"))

    def run(*args, expect=0):
        result = runner.invoke(app, [str(a) for a in args])
        assert result.exit_code == expect, result.output
        return result.output

    run.tmp = tmp_path
    run.root = tmp_path / "campaigns"
    return run


def new(gm, *settings):
    sets = [x for s in settings for x in ("--set", s)]
    gm("new", "t", "-g", "dc", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "5", *sets)


def round_with(gm, choices: dict[str, str], posts: dict[str, str] | None = None) -> None:
    """Choose, reveal, and submit each player's post (their template unless given)."""
    for player, phase in choices.items():
        gm("choose", "t", player, phase)
    gm("reveal", "t")
    for player in choices:
        text = (posts or {}).get(player) or gm("template", "t", player)
        path = gm.tmp / f"{player}.txt"
        path.write_text(text, encoding="utf-8")
        gm("submit", "t", player, path)


def test_no_colonist_left_is_foreseen_recorded_and_shown(gm):
    new(gm, *SMALL_POOL)
    # round 1: Ann reserves one of the three Unskilled from the pool: two are drawn into
    # Available, one short of the three players
    round_with(gm, {"Ann": "colonization", "Bob": "build", "Cy": "build"},
               {"Ann": "Colonisation: Skilled; reserve Unskilled\nNet: +1 Skilled\n"})
    gm("resolve", "t")
    assert CampaignStore(gm.root).load("t").state["station"]["available"] == ["unskilled"] * 2
    for player, phase in {"Ann": "build", "Bob": "colonization", "Cy": "build"}.items():
        gm("choose", "t", player, phase)
    gm("reveal", "t")
    # Cy, last in turn order, is told before posting ...
    template = gm("template", "t", "Cy")
    assert "Colonisation: none" in template and "Net: no change" in template
    (gm.tmp / "cy.txt").write_text(template, encoding="utf-8")
    reply = gm("check", "t", "Cy", gm.tmp / "cy.txt", "--format", "plain")
    assert "accepted" in reply and "no colonist will be left for Cy" in " ".join(reply.split())
    # ... and a post naming the colonist anyway is refused where it names it (held-out 11: a
    # GM refuses an order the count says cannot be carried out)
    (gm.tmp / "claim.txt").write_text("Colonisation: Unskilled\nNet: +1 Unskilled\n",
                                      encoding="utf-8")
    refused = " ".join(gm("check", "t", "Cy", gm.tmp / "claim.txt", "--format", "plain",
                          expect=1).split())
    assert "NOT accepted" in refused and "ERROR line 1: Colonization: take Unskilled: no " \
        "colonist will be left for Cy" in refused
    for player in ("Ann", "Bob", "Cy"):
        (gm.tmp / f"{player}.txt").write_text(gm("template", "t", player), encoding="utf-8")
        gm("submit", "t", player, gm.tmp / f"{player}.txt")
    summary = " ".join(gm("resolve", "t", "--format", "plain").split())
    # the round goes on: the rules say what happens, and the check said so
    assert "NOT GIVEN: Colonization: no colonist was left for Cy (Ann and Bob took the last " \
           "ones before Cy's turn); Cy got none this round" in summary
    record = round_record(CampaignStore(gm.root), "t", 2)
    owed = record["result"]["owed"]
    assert [(o["player"], o["code"]) for o in owed] == [("Cy", "dc.colonization.none_left")]
    # every format of the summary shows it
    for fmt in FORMATS:
        shown = " ".join(gm("report", "t", "--round", "2", "--format", fmt).split())
        assert "no colonist was left for Cy" in shown, fmt


def test_an_unforeseen_shortfall_against_a_claim_holds_the_round(gm):
    # reserve_from = available: Ann's reserve takes one of the three Available colonists, which
    # Cy's check could not know when Cy posted
    new(gm, "reserve_from=available")
    for player, phase in {"Ann": "colonization", "Bob": "build", "Cy": "build"}.items():
        gm("choose", "t", player, phase)
    gm("reveal", "t")
    (gm.tmp / "cy.txt").write_text(gm("template", "t", "Cy"), encoding="utf-8")
    warned = " ".join(gm("submit", "t", "Cy", gm.tmp / "cy.txt", "--format", "plain").split())
    assert "Cy may get no colonist" in warned and "accepted" in warned
    (gm.tmp / "ann.txt").write_text("Colonisation: Skilled; reserve Skilled\nNet: +1 Skilled\n",
                                    encoding="utf-8")
    gm("submit", "t", "Ann", gm.tmp / "ann.txt")
    (gm.tmp / "bob.txt").write_text(gm("template", "t", "Bob"), encoding="utf-8")
    gm("submit", "t", "Bob", gm.tmp / "bob.txt")
    held = " ".join(gm("resolve", "t", expect=1).split())
    assert "the accepted post's Net line claims +1 colonist(s), but Colonization: take Skilled: " \
           "no colonist was left for Cy" in held and "--force" in held
    summary = " ".join(gm("resolve", "t", "--force", "--format", "plain").split())
    assert "NOT GIVEN: Colonization: take Skilled: no colonist was left for Cy" in summary
    record = round_record(CampaignStore(gm.root), "t", 1)
    assert record["forced"] and record["result"]["owed"][0]["player"] == "Cy"
