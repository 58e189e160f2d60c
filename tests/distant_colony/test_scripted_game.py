"""Three full rounds of Distant Colony through the CLI (choose, reveal, submit, resolve),
checked against state computed by hand from the rules text."""

import json

import pytest
from typer.testing import CliRunner

from gm_tool.cli.app import app
from gm_tool.core.store.files import CampaignStore

runner = CliRunner()
SALT = "d0474cb691123b0a4cb989533b9df27a"

R1 = {
    "Ann": """[b]Colonisation:[/b] Skilled
[b]Build:[/b] Harvester (Skilled from Temporary Housing)
Production:
Farms: +1 Food
Harvesters: -1 Food, +1 Raw
Others: -1 Food, +1 Wealth
Net: -1 Food, +1 Raw, -1 BG, -1 Machine, +1 Wealth, +1 Skilled
""",
    "Bob": """**Colonisation:** Skilled
**Production:** Farms +1 Food; Others -1 Food, +1 Wealth
**Net:** +1 Wealth, +1 Skilled
""",
    "Cy": """Colonization:  Skilled
Production:
Farms:         +1 Food
Others:        +1 Wealth
Net:           +1 Food, +1 Wealth, +1 Skilled
""",
}
R2 = {
    "Ann": """Production:
Farms: +1 Food
Harvesters: +1 Raw
Others: -1 Food, +1 Wealth
Trade: sell 1 Raw (+2 Wealth)
Player Trade: 1 Raw to Cy for 2 Wealth
Net: -1 Raw, +5 Wealth
""",
    "Bob": """Build: Market (Skilled from Temporary Housing)
Production: Farms +1 Food; Others -1 Food, +1 Wealth
Trade: buy 1 Machine (-7 Wealth); contract 1 Machine
Net: -1 BG, +1 Machine, -6 Wealth
""",
    "Cy": """Build: Farm (Skilled from housing)
Production:
Farms: +2 Food
Others: -1 Food, +1 Wealth
Trade: sell 2 Food (+2 Wealth)
Player Trade: 2 Wealth to Ann for 1 Raw
Net: -1 Food, +1 Raw, -1 BG, -1 Mach, +1 Wealth
""",
}
R3 = {
    "Ann": "Survey: +1 Wealth\nColonization: Unskilled\nNet: +1 Wealth, +1 Unskilled\n",
    "Bob": """Survey: +1 Wealth
Colonisation: Unskilled
Organisation: Unskilled from Colony Center to housing, Skilled from Market to Colony Center, Unskilled from housing to Market
Net: +1 Wealth, +1 Unskilled
""",
    "Cy": "Survey: +2 Wealth\nColonization: Criminal\nNet: +2 Wealth, +1 Criminal\n",
}


@pytest.fixture
def gm(tmp_path, monkeypatch):
    monkeypatch.setenv("GM_CAMPAIGNS", str(tmp_path / "c"))

    def run(*args, stdin=None, code=0):
        result = runner.invoke(app, list(args), input=stdin)
        assert result.exit_code == code, result.output
        return result

    run.store = CampaignStore(tmp_path / "c")
    return run


def play_round(gm, choices, posts_):
    for player, phase in choices.items():
        gm("choose", "g", player, phase)
    gm("reveal", "g")
    for player, text in posts_.items():
        gm("submit", "g", player, "-", stdin=text)
    return gm("resolve", "g", "--format", "plain")


def status(gm):
    return json.loads(gm("status", "g", "--json").output)


def staff(player_status):
    return [(b["name"], b["staff"]) for b in player_status["buildings"]]


def test_three_rounds_reach_the_hand_computed_state(gm):
    gm("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "bay12",
       "--seed-salt", SALT)

    play_round(gm, {"Ann": "build", "Bob": "colonisation", "Cy": "prod"}, R1)
    s = status(gm)
    ann, bob, cy = (s["players"][p] for p in ("Ann", "Bob", "Cy"))
    assert (ann["wealth"], ann["resources"]["food"], ann["resources"]["basic_raw"]) == (7, 1, 1)
    assert (ann["resources"]["basic_goods"], ann["resources"]["machines"]) == (0, 0)
    assert staff(ann) == [("Colony Center", ["unskilled"]), ("Farm", ["unskilled"]),
                          ("Harvester", ["skilled"])]
    assert (bob["wealth"], bob["resources"]["food"]) == (7, 2)
    assert bob["colonists"]["temporary_housing"] == {"skilled": 1}
    assert (cy["wealth"], cy["resources"]["food"]) == (7, 3)  # Production: one colonist ate free
    assert s["station"]["pool_size"] == 42 - 3 and len(s["station"]["available"]) == 3
    # every refill draw is recorded with its index and purpose
    history = gm.store.read_history("g", "round-0001")
    assert [d["index"] for d in history["draws"]] == [0, 1, 2]
    assert sorted(d["result"] for d in history["draws"]) == sorted(s["station"]["available"])

    result = play_round(gm, {"Ann": "production", "Bob": "trade", "Cy": "build"}, R2)
    assert "Expansion" in result.output
    s = status(gm)
    ann, bob, cy = (s["players"][p] for p in ("Ann", "Bob", "Cy"))
    assert (ann["wealth"], ann["resources"]["food"], ann["resources"]["basic_raw"]) == (12, 1, 0)
    assert (bob["wealth"], bob["resources"]["food"], bob["resources"]["machines"]) == (1, 2, 2)
    assert bob["contracts"] == {"machines": 1}
    assert ("Market", ["skilled"]) in staff(bob)
    assert (cy["wealth"], cy["resources"]["food"], cy["resources"]["basic_raw"]) == (8, 2, 1)
    assert staff(cy).count(("Farm", ["unskilled"])) == 1 and ("Farm", ["skilled"]) in staff(cy)
    assert s["station"]["stock"]["food"] == 14 + 2 and s["station"]["stock"]["machines"] == 9 - 1

    gm("adjust", "g", "Bob", "-1 food +2 wealth", "--reason", "Market sale made in the thread")
    available = status(gm)["station"]["available"]
    assert sorted(available) == ["criminal", "unskilled", "unskilled"]
    result = play_round(gm, {"Ann": "colonization", "Bob": "org", "Cy": "survey"}, R3)
    assert "Market sale made in the thread" in result.output
    s = status(gm)
    ann, bob, cy = (s["players"][p] for p in ("Ann", "Bob", "Cy"))
    assert ann["wealth"] == 13 and ann["colonists"]["temporary_housing"] == {"unskilled": 1}
    assert (bob["wealth"], bob["resources"]["food"]) == (4, 1)
    assert staff(bob) == [("Colony Center", ["skilled"]), ("Farm", ["unskilled"]),
                          ("Market", ["unskilled"])]
    assert bob["colonists"]["temporary_housing"] == {"unskilled": 1}
    assert cy["wealth"] == 10 and cy["colonists"]["temporary_housing"] == {"criminal": 1}
    assert s["first_player"] == "Bob" and s["round"] == 4 and s["stage"] == "choices"
    assert s["station"]["pool_size"] == 39 - 3 and s["station"]["vp_pool"] == 45

    # the record replays to the same state, and every past round can be reported again
    assert "MISMATCH" not in gm("verify", "g").output
    for number in (1, 2, 3):
        assert f"round {number}" in gm("report", "g", "--round", str(number), "-f", "plain").output.lower()


def test_resolve_holds_until_everyone_posted_and_preview_saves_nothing(gm):
    gm("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "bay12",
       "--seed-salt", SALT)
    for player, phase in {"Ann": "build", "Bob": "colonisation", "Cy": "prod"}.items():
        gm("choose", "g", player, phase)
    gm("reveal", "g")
    gm("submit", "g", "Ann", "-", stdin=R1["Ann"])
    held = gm("resolve", "g", code=1)
    assert "held by 2 players" in held.output and "Bob: no turn post yet" in held.output \
        and "Cy: no turn post yet" in held.output
    gm("submit", "g", "Bob", "-", stdin=R1["Bob"])
    wrong = R1["Cy"].replace("+1 Food, +1 Wealth, +1 Skilled", "+1 Food, +2 Wealth, +1 Skilled")
    rejected = gm("submit", "g", "Cy", "-", stdin=wrong, code=1)
    assert "you wrote +1 Food, +2 Wealth, +1 Skilled" in rejected.output
    assert "Cy: the stored post was rejected" in gm("resolve", "g", code=1).output
    gm("submit", "g", "Cy", "-", stdin=R1["Cy"])
    before = gm.store.file("g").read_bytes()
    gm("resolve", "g", "--preview")
    assert gm.store.file("g").read_bytes() == before
    gm("resolve", "g")
    assert status(gm)["round"] == 2


def test_missed_turn_auto_resolves_without_the_missing_post(gm):
    gm("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "bay12",
       "--seed-salt", SALT, "--set", "missed_turn=auto")
    for player, phase in {"Ann": "build", "Bob": "colonisation", "Cy": "prod"}.items():
        gm("choose", "g", player, phase)
    gm("reveal", "g")
    gm("submit", "g", "Ann", "-", stdin=R1["Ann"])
    gm("submit", "g", "Bob", "-", stdin=R1["Bob"])
    result = gm("resolve", "g", "--format", "plain")
    assert "Cy" in result.output
    s = status(gm)
    assert s["round"] == 2
    cy = s["players"]["Cy"]
    # Cy's compulsory colonist was taken for them; their buildings still produced
    assert sum(cy["colonists"]["temporary_housing"].values()) == 1
    assert cy["wealth"] == 7
    history = gm.store.read_history("g", "round-0001")
    assert history["missing"] == ["Cy"]


def test_two_posts_claiming_the_last_expert_hold_the_round_until_forced(gm):
    gm("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "bay12",
       "--seed-salt", SALT)
    with gm.store.transaction("g") as campaign:
        campaign.state["station"]["available"] = ["expert", "unskilled", "unskilled"]
    for player, phase in {"Ann": "colonization", "Bob": "survey", "Cy": "survey"}.items():
        gm("choose", "g", player, phase)
    gm("reveal", "g")
    # Bob's post alone is legal, but Ann's post, already in and before Bob in turn order, takes
    # the one Expert: the check says so and the post is stored as rejected
    gm("submit", "g", "Ann", "-", stdin="Survey: +1 Wealth\nColonisation: Expert\nNet: +1 Wealth, +1 Expert\n")
    bob = gm("submit", "g", "Bob", "-", "--format", "plain",
             stdin="Survey: +2 Wealth\nColonisation: Expert\nNet: +2 Wealth, +1 Expert\n", code=1)
    assert "Ann, before Bob in turn order, takes the Expert (their post)" in " ".join(bob.output.split())
    gm("submit", "g", "Cy", "-", stdin="Survey: +2 Wealth\nColonisation: Unskilled\nNet: +2 Wealth, +1 Unskilled\n")
    before = gm.store.file("g").read_bytes()
    held = gm("resolve", "g", code=1)
    assert "held by 1 player" in held.output and "Bob" in held.output and "Expert" in held.output
    assert gm.store.file("g").read_bytes() == before      # nothing applied
    forced = gm("resolve", "g", "--force", "--format", "plain")
    assert "FORCED" in forced.output.upper()
    s = status(gm)
    assert s["players"]["Ann"]["colonists"]["temporary_housing"] == {"expert": 1}   # first in turn order
    assert "expert" not in s["players"]["Bob"]["colonists"]["temporary_housing"]
    history = gm.store.read_history("g", "round-0001")
    assert history["forced"] is True
    assert any(skip["player"] == "Bob" for skip in history["result"]["skipped"])


def test_a_mismatched_player_trade_is_flagged_on_both_posts(gm):
    gm("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "bay12",
       "--seed-salt", SALT)
    for player, phase in {"Ann": "survey", "Bob": "survey", "Cy": "build"}.items():
        gm("choose", "g", player, phase)
    gm("reveal", "g")
    ann = "Survey: +2 Wealth\nPlayer Trade: 1 Food to Cy for 2 Wealth\nNet: +4 Wealth, -1 Food\n"
    waiting = gm("submit", "g", "Ann", "-", "--format", "plain", stdin=ann)
    assert "waiting for Cy's post" in " ".join(waiting.output.split())          # a warning only, for now
    cy = "Survey: +1 Wealth\nBuild: none\nPlayer Trade: 1 Wealth to Ann for 1 Food\nNet: +1 Food\n"
    mismatch = gm("submit", "g", "Cy", "-", "--format", "plain", stdin=cy, code=1)
    assert "Ann's post has no matching trade" in " ".join(mismatch.output.split())
    campaign = gm.store.load("g")
    assert campaign.entry.submissions["Ann"]["verdict"] == "rejected"   # flagged on both posts
    assert any(d["code"].startswith("dc.player_trade") for d in campaign.entry.submissions["Ann"]["diagnostics"])
    cy_fixed = "Survey: +1 Wealth\nBuild: none\nPlayer Trade: 2 Wealth to Ann for 1 Food\nNet: -1 Wealth, +1 Food\n"
    gm("submit", "g", "Cy", "-", "--format", "plain", stdin=cy_fixed)
    campaign = gm.store.load("g")
    assert campaign.entry.submissions["Ann"]["verdict"] == "accepted"
    assert campaign.entry.submissions["Cy"]["verdict"] == "accepted"
