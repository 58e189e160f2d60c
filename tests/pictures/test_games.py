"""Every game's board picture from its sample campaign: within forum limits, the same bytes every
time, and pinned by hash so that any change to a picture is deliberate.

A deliberate change: run `python docs/make_pictures.py --check` to see the old and new pictures
and their difference (docs/pictures.md), then update PINNED below with the hashes this test
prints. The PNG is pinned by its pixels (zlib builds may pack the same pixels differently), the
SVG by its bytes."""

from __future__ import annotations

import hashlib
import io

import pytest
from PIL import Image

from gm_tool.core.picture.draw import MAX_BYTES, pictures
from gm_tool.core.picture.kit import MAX_WIDTH
from gm_tool.core.picture.view import picture_view, round_view
from gm_tool.core.store import CampaignStore

GAMES = ["beta-colony", "colonies", "colonization", "distant-colony"]

#: game -> (sha256 of the PNG's RGBA pixels, sha256 of the SVG): the sample's last step
PINNED = {
    "beta-colony": ("2106cf47027442af13c4af9add3f9de944e09b465d4a677e6b8a0e30841b718b",
                    "bef3facc0c7a4b736e0b47e39f5cf1be2ce7022c823a35163b7ce705cdfff606"),
    "colonies": ("256e81fb1473265c4cd2cc6b9e0fa64453b81c17f75f2e125be9e9b5ca3e9c1b",
                 "70e388921344b771d690da6c633a8e8be52d518e74dea7b0b85eab025ccb4aa3"),
    "colonization": ("77638ffdcc1759a2b6bea61e2908c3773539ac1bb45201bddcd70c1bd50715e9",
                     "f24bb226769df3c02db3fd8c2d596e99797d4cc2326b7e95f8588f80b4627ae5"),
    "distant-colony": ("f5e6d4a520ea1dd57e30fc27c0662dde92988e7a500842296c1fac4e632f5d4b",
                       "97b2093462376f590273807c82d52301254f501035c87a3e02584483ec93afa2"),
}


def pixel_hash(png: bytes) -> str:
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    return hashlib.sha256(f"{image.size}".encode() + image.tobytes()).hexdigest()


def _view(samples, game, after_round=None):
    folder, name = samples[game]
    store = CampaignStore(folder)
    campaign = store.load(name)
    if after_round is None:
        return picture_view(campaign)
    return round_view(store, campaign, after_round)


@pytest.mark.parametrize("game", GAMES)
def test_the_picture_fits_a_forum(samples, game):
    for fmt, pic in pictures(_view(samples, game), ["png", "svg"]).items():
        assert len(pic.data) < MAX_BYTES, fmt
        assert pic.width <= MAX_WIDTH
    png = pictures(_view(samples, game), ["png"])["png"]
    image = Image.open(io.BytesIO(png.data))
    assert image.size == (png.width, png.height) and image.width <= 1600


@pytest.mark.parametrize("game", GAMES)
def test_the_same_state_gives_the_same_bytes(samples, game):
    first = pictures(_view(samples, game), ["png", "svg"])
    again = pictures(_view(samples, game), ["png", "svg"])
    assert first["png"].data == again["png"].data
    assert first["svg"].data == again["svg"].data


@pytest.mark.parametrize("game", GAMES)
def test_the_picture_is_pinned(samples, game):
    drawn = pictures(_view(samples, game), ["png", "svg"])
    got = (pixel_hash(drawn["png"].data), hashlib.sha256(drawn["svg"].data).hexdigest())
    assert PINNED.get(game) == got, (
        f"{game}'s picture changed: if that is deliberate, review it (python docs/make_pictures.py "
        f"--check) and pin {game!r}: {got!r}")


@pytest.mark.parametrize("game", GAMES)
def test_a_past_round_is_drawn_from_its_record(samples, game):
    view = _view(samples, game, after_round=1)
    # the state after record entry 1; the title names that record's time in the game's words
    assert view["past"] and view["after"].split(" ")[0] in ("Round", "Turn", "Setup")
    now = _view(samples, game)
    assert view["state"] != now["state"]
    assert pictures(view, ["png"])["png"].data != pictures(now, ["png"])["png"].data


@pytest.mark.parametrize("game", GAMES)
def test_the_picture_names_the_campaign_round_and_players(samples, game):
    view = _view(samples, game)
    texts = " ".join(pictures(view, ["png"])["png"].texts)
    assert view["campaign"] in texts and view["game_title"] in texts
    assert f" {view['round']}" in texts
    assert "Legend" in texts
    for player in view["players"]:
        assert player in texts
    if (view["state"].get("board") or {}).get("placeholder"):
        assert "placeholder board" in texts
