"""House-rule settings for Colonization (piecepack). Every default is written into the campaign file
by `gm new` and can be changed with `--set key=value`. [seed] = the rules text (Colonization 2.2),
[public] = the piecepack standard, [default] = our choice where the text is silent or ambiguous
(see docs/colonization.md and rules-gaps)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class ColonizationSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # Set-up ------------------------------------------------------------------------------
    suit_assignment: Literal["sign_up", "random"] = Field(
        "sign_up", description="[default] how suits are dealt: sign_up = Suns, Moons, Crowns, Arms "
                               "in sign-up order; random = by the seeded RNG (recorded)")
    start_sun: Literal["own_suit", "random"] = Field(
        "own_suit", description="[default] the sun each pawn starts on (rules 3.C: 'one of the four "
                                "suns'): own_suit = the sun of the player's suit; random = distinct "
                                "suns drawn by the seeded RNG")
    turn_order: Literal["sign_up", "random"] = Field(
        "sign_up", description="[default] turn order: sign-up order, or drawn by the seeded RNG")
    # Planets -----------------------------------------------------------------------------
    placement_compare: Literal["last_played", "outermost"] = Field(
        "last_played", description="[seed] a drawn planet is compared with the last planet played "
                                   "to its system (last_played) or with the outermost one in the chain")
    lower_planet: Literal["next_to_sun", "chain_end"] = Field(
        "next_to_sun", description="[default] where a planet lower than the compared one goes: "
                                   "inserted next to the sun (start of the chain), or appended")
    # Colonizing --------------------------------------------------------------------------
    colonize_success: Literal["greater", "greater_or_equal"] = Field(
        "greater", description="[default] a colonization succeeds when roll + coins is strictly "
                               "greater than the planet's value (greater) or at least it")
    ace_planet: Literal["null_or_ace_enough", "null_or_ace_and_total"] = Field(
        "null_or_ace_enough", description="[default] an Ace planet: a Null or Ace (coin used or die "
                                          "rolled) is needed and enough; null_or_ace_and_total = "
                                          "needed, and the total must also beat 1")
    colony_coin_unnamed: Literal["ask", "lowest"] = Field(
        "ask", description="[default] a colonize post that names no colony coin: ask = an error "
                           "(unless only one coin is left); lowest = the lowest coin left marks it")
    destroyed_coin: Literal["discard", "removed", "stash"] = Field(
        "discard", description="[default] where a destroyed colony's coin goes: its owner's discard "
                               "pile, out of the game, or back to the owner's stash")
    destroy_needs_coin: bool = Field(
        False, description="[default] whether attacking a colony needs a coin in the stash (rule "
                           "4.B.iii is read as about colonizing only)")
    # Moving ------------------------------------------------------------------------------
    opponent_colony_cost: int = Field(
        2, ge=1, le=5, description="[seed] moves it costs to move onto or through a planet with an "
                                   "opponent's colony")
    short_roll: Literal["toward", "stay"] = Field(
        "toward", description="[default] a roll too short for the named destination: the ship moves "
                              "as far toward it as the roll allows (toward), or stays (stay)")
    sun_sharing: bool = Field(
        True, description="[default] whether a ship may end an ordinary move on a sun where another "
                          "ship is (the rules forbid sharing a planet; warps need an unoccupied sun)")
    warp_coin: Literal["discard", "keep"] = Field(
        "discard", description="[default] the coin played to warp (action D) is discarded, or kept")
    # Restoring ---------------------------------------------------------------------------
    restore_on_sun: int = Field(2, ge=1, le=6, description="[seed] coins restored on a sun")
    restore_elsewhere: int = Field(1, ge=0, le=6, description="[seed] coins restored elsewhere")
    # Scoring -----------------------------------------------------------------------------
    ace_planet_bonus: int = Field(5, description="[seed] bonus per colony on an Ace planet")
    match_bonus: int = Field(2, description="[seed] bonus per colony whose coin equals the planet's value")
    five_colonies_bonus: int = Field(3, description="[seed] bonus for five colonies")
    six_colonies_bonus: int = Field(5, description="[seed] bonus for six (or more) colonies")
    count_bonus: Literal["highest_only", "cumulative"] = Field(
        "highest_only", description="[default] the five- and six-colony bonuses: only the higher one "
                                    "counts (not cumulative), or both add up")
    tie_break: Literal["shared", "most_colonies", "most_coins"] = Field(
        "shared", description="[default] equal totals: a shared victory; or most colonies wins; or "
                              "most coins (stash + discard) wins, then shared")
    # Posts -------------------------------------------------------------------------------
    missed_turn: Literal["hold", "auto"] = Field(
        "hold", description="[default] 'gm resolve' while the current player has no accepted post: "
                            "hold = refuse (use --force to pass the turn); auto = the turn passes")
