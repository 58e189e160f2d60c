"""`gm demo`: play the bundled sample campaign through the real commands and print every post.

The sample ships inside the package, in gm_tool/data/sample-inputs/ (script.toml and the players'
posts as they were pasted), so `gm demo` works from an installed wheel; a checkout also has the
same files in campaigns/sample-inputs/ (read only if the package's copy is missing). By default
it is played in a throw-away folder; `--dir` keeps it for exploring.
"""

from __future__ import annotations

import tempfile
import tomllib
from pathlib import Path
from typing import Any, Optional

import typer

import gm_tool
from gm_tool.cli.common import FormatOption, fmt_of, out
from gm_tool.core import lifecycle, turns
from gm_tool.core.errors import GmError
from gm_tool.cli.lazy import lazy
from gm_tool.cli.turns import check_view, summary_view
from gm_tool.core.redact import public_campaign
from gm_tool.core.store import CampaignStore
from gm_tool.render import posts

deadlines = lazy("gm_tool.core.ops.deadlines")
rulings = lazy("gm_tool.core.ops.rulings")

#: the sample shipped in the package (what an installed gm_tool has)
PACKAGED_SAMPLE = Path(gm_tool.__file__).resolve().parent / "data" / "sample-inputs"
#: the same files in a checkout of the repository (a fallback only)
CHECKOUT_SAMPLE = Path(gm_tool.__file__).resolve().parent.parent / "campaigns" / "sample-inputs"


def sample_folder() -> Path:
    """Where the sample's script and posts are: the package's copy, else the checkout's."""
    for folder in (PACKAGED_SAMPLE, CHECKOUT_SAMPLE):
        if (folder / "script.toml").is_file():
            return folder
    return PACKAGED_SAMPLE


SAMPLE = sample_folder()


def load_script(folder: Path | None = None) -> dict[str, Any]:
    path = (folder or sample_folder()) / "script.toml"
    if not path.is_file():
        raise GmError(f"the sample campaign's script is missing: {path}",
                      "gm_tool was installed without its data files: reinstall it")
    with open(path, "rb") as handle:
        return tomllib.load(handle)


def banner(text: str) -> None:
    out(f"\n{'=' * 72}\n>>> {text}\n{'=' * 72}")


def play(store: CampaignStore, script: dict[str, Any], fmt: str, folder: Path | None = None) -> str:
    folder = folder or sample_folder()
    name = script["name"]
    banner(f"gm new {name} --game {script['game']} " + " ".join(f"-p {p}" for p in script["players"]))
    created = lifecycle.new_campaign(store, name, script["game"], script["players"],
                                     seed=script.get("seed"), seed_salt=script.get("seed_salt"))
    here = store.folder(name)
    out(posts.new_campaign(public_campaign(created.campaign), fmt, campaign_dir=here))
    for number, rnd in enumerate(script.get("rounds", []), start=1):
        for ruling in rnd.get("adjust", []):
            banner(f"gm adjust {name} {ruling['player']} \"{ruling['change']}\" --reason \"…\"")
            with store.transaction(name) as campaign:
                entry = rulings.adjust(campaign, ruling["player"], ruling["change"], ruling["reason"])
            out(f"Ruling #{entry['seq']} recorded: {entry['description']} ({entry['reason']})")
        if rnd.get("deadline"):
            banner(f"gm deadline {name} \"{rnd['deadline']}\" --tz {rnd.get('deadline_tz', 'UTC')}")
            with store.transaction(name) as campaign:
                moment, _ = deadlines.set_deadline(campaign, rnd["deadline"], rnd.get("deadline_tz"))
            out(f"Round {number} deadline: {moment.isoformat()}")
        for player, choice in rnd.get("choices", {}).items():
            banner(f"gm choose {name} {player} {choice}     (from {player}'s private message)")
            with store.transaction(name) as campaign:
                receipt = lifecycle.choose(campaign, player, choice)
            out(posts.choice_receipt({"game": campaign.game, **vars(receipt)}, fmt, campaign_dir=here))
        if len(rnd.get("choices", {})) < len(script["players"]):
            break  # this round is still collecting choices
        banner(f"gm reveal {name}")
        with store.transaction(name) as campaign:
            lifecycle.reveal(campaign)
        out(posts.reveal_post(public_campaign(campaign, lifecycle.pending_players(campaign)), fmt,
                              campaign_dir=here))
        for post in rnd.get("posts", []):
            banner(f"gm submit {name} {post['player']} {post['file']}")
            text = (folder / post["file"]).read_text(encoding="utf-8")
            with store.transaction(name) as campaign:
                result = turns.submit(campaign, post["player"], text)
            view = {"game": campaign.game, **check_view(campaign, result.check, result.replaced)}
            out(posts.check_reply(view, fmt, campaign_dir=here))
        if rnd.get("posts"):
            banner(f"gm resolve {name}")
            with store.transaction(name) as campaign:
                resolved = turns.resolve(campaign)
            out(posts.round_summary(summary_view(campaign, resolved.record), fmt, campaign_dir=here))
    banner(f"gm status {name}")
    campaign = store.load(name)
    out(posts.status(public_campaign(campaign, lifecycle.pending_players(campaign)), fmt,
                     campaign_dir=here))
    return name


def demo(
    fmt: str = FormatOption,
    directory: Optional[str] = typer.Option(
        None, "--dir", help="keep the sample campaign in this folder instead of a temporary one"),
) -> None:
    """Play the bundled sample Distant Colony campaign (3 rounds from real-looking posts)."""
    fmt = fmt_of(fmt)
    script = load_script()
    if directory:
        store = CampaignStore(directory)
        name = play(store, script, fmt)
        out(f"\nThe sample campaign is in {store.folder(name)}; try: gm status {name} --dir {directory}")
        return
    with tempfile.TemporaryDirectory(prefix="gm-demo-") as tmp:
        play(CampaignStore(tmp), script, fmt)
    out("\n(played in a temporary folder; use 'gm demo --dir campaigns' to keep it)")


def register(app: typer.Typer) -> None:
    app.command("demo")(demo)
