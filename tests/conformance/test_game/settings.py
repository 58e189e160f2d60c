"""Sealed Bids' house rules: `gm new … --set rounds=2`; every key is written out in the campaign
file, with its default, so the GM sees what can be changed."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class SealedBidsSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rounds: int = Field(3, ge=1, le=20, description="rounds before the final scoring")
    start_coins: int = Field(10, ge=0, le=1000, description="coins each player starts with")
    die_sides: int = Field(6, ge=2, le=20, description="sides of the lot die")
    missed_turn: Literal["hold", "auto"] = Field(
        "auto", description='a bid not sent by the reveal counts as 0; a turn not posted: '
                            '"auto" keeps, "hold" refuses to apply it')
