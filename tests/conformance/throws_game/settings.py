"""Throws' house rules: `gm new … --set rounds=5`."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ThrowsSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rounds: int = Field(3, ge=1, le=50, description="rounds before the final scoring")
