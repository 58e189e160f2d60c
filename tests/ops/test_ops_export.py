"""gm export --public: a campaign file without any secret, still loadable for gm check."""

import tomllib

import pytest

from gm_tool.core.engine import lifecycle
from gm_tool.core.engine import turns
from gm_tool.core.kit.errors import GmError
from gm_tool.core.store.files import CampaignStore


def secrets_of(campaign):
    """Every secret string of a campaign at this moment."""
    found = {campaign.secret.seed, campaign.secret.seed_salt}
    for player, choice in campaign.secret.choices.items():
        found.add(choice.salt)
    return found


def unrevealed_choices(campaign):
    return {(p, c.choice) for p, c in campaign.secret.choices.items()}


def export_and_check(gm, tmp_path, label):
    campaign = gm.load()
    target = tmp_path / f"public-{label}.toml"
    gm.ok("export", "g", "--public", target)
    text = target.read_text()
    for secret in secrets_of(campaign):
        assert secret not in text, (label, secret)
    data = tomllib.loads(text)
    assert data["secret"]["public_copy"] is True and data["secret"]["choices"] == {}
    # the hidden hand (game hook) is gone
    for card in campaign.state["hand"].values():
        assert card not in text
    # nobody's pending secret choice appears anywhere, not even as a revealed one
    for player, choice in unrevealed_choices(campaign):
        assert data["entry"].get("revealed", {}).get(player, {}).get("choice") is None
    for p in data["players"]:
        assert p["emails"] == []
    return target, data


def test_export_never_contains_a_secret_over_several_rounds(fake, tmp_path):
    gm = fake
    gm.ok("email", "g", "Ann", "ann@example.org")
    step = 0
    for round_no in range(1, 4):
        for player, move in (("Ann", "up"), ("Bob", "down"), ("Cy", "up")):
            gm.choose("g", player, move)
            step += 1
            export_and_check(gm, tmp_path, f"r{round_no}-{step}")
        gm.reveal()
        export_and_check(gm, tmp_path, f"r{round_no}-revealed")
        gm.ok("adjust", "g", "Ann", "+1", "--reason", "bonus")
        for player in ("Ann", "Bob", "Cy"):
            gm.submit("g", player, "+1")
        export_and_check(gm, tmp_path, f"r{round_no}-posts")
        gm.resolve()
        export_and_check(gm, tmp_path, f"r{round_no}-resolved")


def test_public_copy_loads_for_check_and_refuses_secret_commands(fake, tmp_path):
    gm = fake
    gm.choose("g", "Ann", "up")
    gm.reveal()
    folder = tmp_path / "players"
    folder.mkdir()
    gm.ok("export", "g", "--public", folder)
    public = CampaignStore(folder)
    campaign = public.load("g")
    assert campaign.secret.public_copy
    # a player checks their own post
    assert turns.check(campaign, "Bob", "+2").accepted
    assert not turns.check(campaign, "Bob", "two").accepted
    # what needs secrets refuses, and the copy is never written back
    with pytest.raises(GmError, match="public copy"):
        with public.transaction("g") as c:
            turns.resolve(c, force=True)
    with pytest.raises(GmError, match="public copy"):
        with public.transaction("g") as c:
            turns.submit(c, "Bob", "+1")
    result = gm.fails("undo", "g", "--reason", "x", "--dir", folder)
    assert "public copy" in result.output
    assert "public copy" in gm.fails("verify", "g", "--dir", folder).output
    assert "public copy" in gm.fails("adjust", "g", "Ann", "+1", "-m", "x", "--dir", folder).output


def test_public_copy_refuses_choose_and_reveal(fake, tmp_path):
    gm = fake
    target = tmp_path / "pub"
    target.mkdir()
    gm.ok("export", "g", "--public", target)
    public = CampaignStore(target)
    before = (target / "g" / "campaign.toml").read_text()
    for action in (lambda c: lifecycle.choose(c, "Ann", "up"), lambda c: lifecycle.reveal(c, force=True)):
        with pytest.raises(GmError, match="public copy"):
            with public.transaction("g") as c:
                action(c)
    assert (target / "g" / "campaign.toml").read_text() == before


def test_export_refuses_to_overwrite_the_campaign(fake, tmp_path):
    gm = fake
    own = gm.store.file("g")
    assert "campaign's own folder" in gm.fails("export", "g", "--public", own).output
    assert "does not end in .toml" in gm.fails("export", "g", "--public", tmp_path / "x.txt").output
    assert not gm.load().secret.public_copy


def test_dc_export_over_choose_and_reveal(dc, tmp_path):
    gm = dc
    for player, phase in (("Ann", "build"), ("Bob", "trade"), ("Cy", "prod")):
        gm.choose("g", player, phase)
        export_and_check_dc(gm, tmp_path)


def export_and_check_dc(gm, tmp_path):
    campaign = gm.load()
    target = tmp_path / "dc-public.toml"
    gm.ok("export", "g", "--public", target)
    text = target.read_text()
    for secret in secrets_of(campaign):
        assert secret not in text
    assert "dc-seed-55aa77" not in text


def test_dc_several_rounds_export_verify_undo(gm, tmp_path):
    """Over the real Distant Colony pipeline: no export holds a secret; verify and undo hold."""
    lifecycle.new_campaign(gm.store, "g", "dc", ["Ann", "Bob", "Cy"], seed="dc-seed-1f2e3d4c5b6a",
                           assignments=["missed_turn=auto"])
    for round_no in range(3):
        for player, phase in (("Ann", "build"), ("Bob", "trade"), ("Cy", "production")):
            gm.choose("g", player, phase)
            export_and_check_dc(gm, tmp_path)
        gm.reveal()
        export_and_check_dc(gm, tmp_path)
        gm.ok("adjust", "g", "Bob", "+1 food", "-m", "ruling")
        gm.resolve(force=True)
        export_and_check_dc(gm, tmp_path)
    assert gm.ok("verify", "g").exit_code == 0
    gm.ok("undo", "g", "--to", "2", "--reason", "re-run")
    assert gm.ok("verify", "g").exit_code == 0
    gm.resolve(force=True)
    assert gm.ok("verify", "g").exit_code == 0


def test_a_new_folder_written_as_a_path_gets_the_campaign_inside(fake, tmp_path):
    gm = fake
    result = gm.ok("export", "g", "--public", f"{tmp_path / 'players'}/")
    assert (tmp_path / "players" / "g" / "campaign.toml").exists()
    assert f"--dir {tmp_path / 'players'}" in result.output
    gm.ok("export", "g", "--public", tmp_path / "more")
    assert (tmp_path / "more" / "g" / "campaign.toml").exists()
