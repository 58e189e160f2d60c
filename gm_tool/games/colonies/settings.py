"""House-rule settings for Colonies. Every default is written into the campaign file by `gm new`
and can be changed with `--set key=value`. [seed] = the rule texts, [default] = our choice where
they are silent or ambiguous (docs/colonies.md explains each one)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class ColoniesSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # Set-up --------------------------------------------------------------------------------
    planet_deal: Literal["random", "signup"] = Field(
        "random", description="[seed] planets drawn by lot (the seeded RNG), or signup = in "
                              "sign-up order around the ring from Blue (after the neutral planets)")
    neutral_planets: str = Field(
        "", description="[default] the neutral planet(s) with 4 or 3 players, e.g. \"red\" or "
                        "\"yellow,red\" (never neighbours with 3); empty = drawn by the seeded RNG")
    first_player: Literal["random", "signup"] = Field(
        "random", description="[seed] the first player drawn by the seeded RNG (the fingers "
                              "game), or signup = the first player signed up")
    start_credits: int = Field(50, ge=0, le=10000, description="[seed] credits each player starts with")
    start_credits_three_players: int = Field(
        100, ge=0, le=10000, description="[seed] credits each player starts with in a 3-player game")
    start_resources: int = Field(
        2, ge=0, le=50, description="[seed] resources of each other colour each player starts with")
    hand_size: int = Field(5, ge=2, le=5, description="[seed] event cards dealt to each player")
    # The turn ---------------------------------------------------------------------------------
    turns: int = Field(10, ge=1, le=20, description="[seed] turns (years) before the final scoring")
    resupply_turn: int = Field(
        5, ge=0, le=20, description="[seed] the turn after whose event phase the event deck is "
                                    "built again from the hands (0 = never)")
    community_choice: Literal["posts", "default"] = Field(
        "posts", description="[default] posts = every income phase is a posts step where each "
                             "player states credits and rejections; default = no step, "
                             "community_default applies")
    community_default: Literal["credits", "reject", "none"] = Field(
        "credits", description="[default] a Community choice not posted: credits = as many "
                               "credits as the level allows, reject = as many rejections, none")
    missed_vote: Literal["no", "yes"] = Field(
        "no", description="[default] a council vote not sent by the reveal counts as this card, "
                          "spending nothing")
    missed_turn: Literal["hold", "auto"] = Field(
        "hold", description="[default] a post not sent: hold = refuse to go on without it (the GM "
                            "may --force), auto = apply the documented default (an action passes, "
                            "an effect takes 4 € or the default choice)")
    # Upkeep -----------------------------------------------------------------------------------
    substitute_default: Literal["most_held", "ring"] = Field(
        "most_held", description="[default] substitutes a player did not name: most_held = the "
                                 "resource held most (ties clockwise), ring = clockwise order")
    pirates_take_credits: bool = Field(
        False, description="[default] credits paid down a blocked trade route (penalties, fees) "
                           "are taken by the pirates to the bank instead of the partner")
    neutral_routes_blockable: bool = Field(
        False, description="[default] pirates may sit on a player's trade route with a neutral "
                           "planet (the rules: the neutral planet's routes are never blocked)")
    unilateral_with_neutral: bool = Field(
        False, description="[seed] unilateral adjustments of an agreement with a neutral planet")
