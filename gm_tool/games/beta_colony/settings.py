"""House-rule settings for Beta Colony. Every default is written into the campaign file by
`gm new` and can be changed with `--set key=value`. [seed] = the rules text, [default] = our
choice where the text is silent or a forum game needs a rule (see docs/beta-colony.md)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class BetaColonySettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    missed_turn: Literal["hold", "auto"] = Field(
        "hold", description="[default] a player whose turn post is missing: hold = the GM waits "
                            "(gm resolve --force passes the turn: nothing happens; a setup choice "
                            "takes the first one left); auto = the same without --force")
    material_limit: int = Field(10, ge=1, le=72, description="[seed] most materials a player may "
                                                             "hold (more are not taken)")
    artifacts_in_game: int = Field(16, ge=0, le=99, description="[seed] artifacts in the supply")
    crew_per_player: int = Field(15, ge=1, le=60, description="[seed] crew each player has")
    largest_group: int = Field(3, ge=1, le=18, description="[seed] largest contiguous group of "
                                                           "same-colour pods")
    achievements_per_player: int = Field(2, ge=0, le=8, description="[seed] cultural achievements "
                                                                    "a player may build")
    start_fuel: int = Field(1, ge=0, le=30, description="[seed] fuel each player starts with")
    start_materials: int = Field(2, ge=0, le=10, description="[seed] random materials each player "
                                                             "starts with")
    discard_goal: Literal["best", "always", "never"] = Field(
        "best", description="[seed] the cycle-3 discard goal: best = taken unless the statue of "
                            "materials scores more without it (as the rules' note says); always; "
                            "never")
    pod_refill: Literal["end_of_action"] = Field(
        "end_of_action", description="[default] an emptied Manufactory space is refilled at the "
                                     "end of the action (a post is written before the draw, so "
                                     "the rules' immediate reveals are not used)")
