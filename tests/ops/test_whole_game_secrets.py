"""A whole Distant Colony game played to its end through the real pipeline (choices, reveal,
resolve; players who post nothing are handled by missed_turn = "auto"): at every step, no
public output in any format and no public export contains a secret that is not yet revealed."""

import random

import gm_tool.games  # noqa: F401
from gm_tool.core.engine.steps import waiting_word_of
from gm_tool.core.engine import lifecycle
from gm_tool.core.engine import turns
from gm_tool.core.ops.export import public_copy
from gm_tool.core.ops.redact import public_campaign
from gm_tool.core.store.files import dump_toml
from gm_tool.render import posts
from gm_tool.render.formats import FORMATS

PHASES = ["survey", "colonization", "build", "production", "trade", "organization"]


def public_texts(campaign, extra=None):
    view = public_campaign(campaign, lifecycle.pending_players(campaign))
    texts = [dump_toml(public_copy(campaign))]
    for fmt in FORMATS:
        texts.append(str(posts.status(view, fmt)))
        if extra is not None:
            texts.append(str(extra(view, fmt)))
    return texts


def test_no_secret_leaks_during_a_whole_game(store):
    chooser = random.Random(5)
    lifecycle.new_campaign(store, "g", "dc", ["Ann", "Bob", "Cy"], seed="7", assignments=[
        "missed_turn=auto", "pool_unskilled_per_player=2", "pool_skilled_per_player=2",
        "pool_expert_per_player=1", "pool_criminal_per_player=1"])
    seed_secrets = [store.load("g").secret.seed_salt]
    rounds = 0
    while waiting_word_of(store.load("g")) != "ended":
        rounds += 1
        assert rounds < 60, "the game should end when the colonists run out"
        with store.transaction("g") as campaign:
            for player in campaign.player_names:
                receipt = lifecycle.choose(campaign, player, chooser.choice(PHASES))
                texts = public_texts(campaign, lambda v, f, r=receipt: posts.choice_receipt(vars(r), f))
        unrevealed = [c.salt for c in campaign.secret.choices.values()]
        for text in texts:
            for secret in unrevealed + seed_secrets:
                assert secret not in text
        with store.transaction("g") as campaign:
            lifecycle.reveal(campaign)
        for text in public_texts(campaign, posts.reveal_post):
            for secret in seed_secrets:
                assert secret not in text
        with store.transaction("g") as campaign:
            result = turns.resolve(campaign)
        game = lifecycle.game_of(campaign)

        def summary(view, fmt, record=result.record, campaign=campaign):
            view["summary"] = game.summary_view(record, game.load_settings(campaign.settings))
            return posts.round_summary(view, fmt)

        texts = public_texts(campaign, summary)
        if waiting_word_of(campaign) != "ended":
            for text in texts:
                for secret in seed_secrets:
                    assert secret not in text
    # once the game has ended the seed is revealed, so players can re-run every draw
    final = store.load("g")
    assert final.rng.revealed_seed == "7" and final.rng.revealed_salt == seed_secrets[0]
    assert any(seed_secrets[0] in t for t in texts)
    assert rounds > 3
