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
    "beta-colony": ("4e561eab4625d47f3cdeda76000c2873eee9224648065e59e337e81aec727977",
                    "7d3f4c37c63b768d3a9528af096bc68971c41a5b55e6e8ce5d3c05335ee45dfa"),
    "colonies": ("ee58d92df39e007be97401b8b6f59794087be648ac2127c45a54de5602a257ad",
                 "e27f474cb5a83f5b17eca1bc240e9d996939d66d2fe5d9a44a7450b5f7f701f7"),
    "colonization": ("e19216015f00fddd12f6c3f325deec8660322fca9f606688e6bc892e0afcb59f",
                     "41a1ca1609aec7bde6e8ffd22143e11aa626c16c75a7dd1746c5edaa18876877"),
    "distant-colony": ("d4b6c202c965e7651cfe654e35f838b65ae979016fe9e574fbc66807aedac526",
                       "fabb9bbce024e68c18f26aea306daefc50afb402fdd66b17c1b6d78f785a6605"),
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
    assert view["past"] and view["round"] == 1
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
