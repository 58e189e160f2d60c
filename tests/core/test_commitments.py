"""Commitments must check out with an independent sha256, exactly as the README tells players."""

import hashlib
import re
import subprocess

from gm_tool.core.kit import commitments
from gm_tool.core.engine import lifecycle


def test_commitment_matches_independent_sha256():
    digest = commitments.commit("c0ffee", 3, "Ann", "Build", "00" * 16)
    expected = hashlib.sha256(b"c0ffee|3|Ann|Build|" + b"00" * 16).hexdigest()
    assert digest == expected
    assert re.fullmatch(r"[0-9a-f]{64}", digest)


def test_salt_is_16_random_bytes_in_hex():
    salts = {commitments.new_salt() for _ in range(50)}
    assert len(salts) == 50
    assert all(re.fullmatch(r"[0-9a-f]{32}", s) for s in salts)


def test_revealed_choices_verify_with_sha256sum(store):
    created = lifecycle.new_campaign(store, "g", "dc", ["Ann", "Bob"], seed="7")
    with store.transaction("g") as campaign:
        receipt_ann = lifecycle.choose(campaign, "ann", "prod")
        receipt_bob = lifecycle.choose(campaign, "BOB", "Colonisation")
    with store.transaction("g") as campaign:
        result = lifecycle.reveal(campaign)
    for receipt in (receipt_ann, receipt_bob):
        revealed = result.choices[receipt.player]
        line = f"{created.campaign.id}|1|{receipt.player}|{revealed.choice}|{revealed.salt}"
        # the README's one-liner, run by the shell's own tools
        out = subprocess.run(["sh", "-c", f"printf '%s' '{line}' | sha256sum"],
                             capture_output=True, text=True, check=True).stdout.split()[0]
        assert out == receipt.commitment == revealed.commitment
    assert result.choices["Ann"].choice == "Production"
    assert result.choices["Bob"].choice == "Colonization"


def test_seed_commitment_verifies_once_seed_is_known(store):
    created = lifecycle.new_campaign(store, "g", "dc", ["Ann", "Bob"], seed="7")
    secret = created.campaign.secret
    line = f"{created.campaign.id}|0|rng-seed|7|{secret.seed_salt}"
    assert hashlib.sha256(line.encode()).hexdigest() == created.seed_commitment
    # a small seed cannot be found from the commitment without the salt
    for guess in range(100):
        assert hashlib.sha256(f"{created.campaign.id}|0|rng-seed|{guess}|".encode()).hexdigest() \
            != created.seed_commitment


def test_rechoosing_gives_fresh_salt_and_commitment(store):
    lifecycle.new_campaign(store, "g", "dc", ["Ann", "Bob"], seed="7")
    with store.transaction("g") as campaign:
        first = lifecycle.choose(campaign, "Ann", "build")
        salt1 = campaign.secret.choices["Ann"].salt
        second = lifecycle.choose(campaign, "Ann", "build")
        salt2 = campaign.secret.choices["Ann"].salt
    assert not first.replaced and second.replaced
    assert salt1 != salt2 and first.commitment != second.commitment
