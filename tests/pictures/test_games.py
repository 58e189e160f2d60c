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
    "beta-colony": ("cbc7f5f962a43c6b6f9a8fc5b90e69cd80389ddf4b837b7b8455c412f204e297",
                    "b6198630cbdb7706d757a2bc83e0fdfa3974fb670ec0fd6ff40a90b1864237b8"),
    "colonies": ("f481afe3a3bf2facd26b91ce6f04fc9261acad72b85fd9a2b4962a042b61b3f9",
                 "0234b9db83a7307641536d88cf2a7f0a8c77188c3492c6a5d2e99aa1d1847344"),
    "colonization": ("2e099350acdcd217154924bbbef9cab4742adc8f9e1b322575d6d60ac922c755",
                     "2588610c60361ea32767d049d063ee2edc4711a591acdcb86fb70f017174bf34"),
    "distant-colony": ("8c1712893de2824c44970f796822bbcc0261a60877725336dac06927c8670b8f",
                       "0221946fa5cb7dde6a4917d3e521511d5263a5812c4fa5a29979f0ef666ec41f"),
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
