"""`gm demo`: run the main job on bundled data in a throw-away folder."""

from __future__ import annotations

import tempfile

import typer

from gm_tool.cli.common import FormatOption, fmt_of, out
from gm_tool.core import lifecycle
from gm_tool.core.redact import public_campaign
from gm_tool.core.store import CampaignStore
from gm_tool.render import posts


def demo(fmt: str = FormatOption) -> None:
    """Play the opening of a Distant Colony round in a temporary folder and print its posts."""
    fmt = fmt_of(fmt)
    with tempfile.TemporaryDirectory(prefix="gm-demo-") as tmp:
        store = CampaignStore(tmp)
        created = lifecycle.new_campaign(store, "demo", "dc", ["Ann", "Bob", "Cy"], seed="demo")
        out(posts.new_campaign(public_campaign(created.campaign), fmt))
        for player, phase in (("Ann", "build"), ("bob", "Colonisation"), ("Cy", "prod")):
            with store.transaction("demo") as campaign:
                receipt = lifecycle.choose(campaign, player, phase)
            out(posts.choice_receipt(vars(receipt), fmt))
        with store.transaction("demo") as campaign:
            lifecycle.reveal(campaign)
        out(posts.reveal_post(public_campaign(campaign, lifecycle.pending_players(campaign)), fmt))


def register(app: typer.Typer) -> None:
    app.command("demo")(demo)
