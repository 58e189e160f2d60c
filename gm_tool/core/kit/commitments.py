"""Salted hash commitments: a public promise that a hidden value was fixed in advance.

commitment = sha256("{campaign_id}|{round}|{player}|{choice}|{salt}") as lowercase hex.
Anyone can check one with `printf '%s' 'ID|3|Ann|Build|SALT' | sha256sum`.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

SEED_ROUND = 0
SEED_SUBJECT = "rng-seed"


def new_salt() -> str:
    return secrets.token_hex(16)


def preimage(campaign_id: str, round_number: int, player: str, choice: str, salt: str) -> str:
    return f"{campaign_id}|{round_number}|{player}|{choice}|{salt}"


def commit(campaign_id: str, round_number: int, player: str, choice: str, salt: str) -> str:
    text = preimage(campaign_id, round_number, player, choice, salt)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def verify(commitment: str, campaign_id: str, round_number: int, player: str, choice: str,
           salt: str) -> bool:
    expected = commit(campaign_id, round_number, player, choice, salt)
    return hmac.compare_digest(expected, commitment.lower())


def commit_seed(campaign_id: str, seed: str, salt: str) -> str:
    """The RNG seed is committed with the same scheme: round 0, subject "rng-seed"."""
    return commit(campaign_id, SEED_ROUND, SEED_SUBJECT, seed, salt)
