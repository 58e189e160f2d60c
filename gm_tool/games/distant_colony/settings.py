"""House-rule settings for Distant Colony. Every default here is written into the campaign file
by `gm new` and can be changed with `--set key=value`. [public] marks a fact from a public source
about the game; [default] marks a choice the rule text leaves open (see the README)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


#: settings whose default changed, with the value a campaign file written before the change
#: meant: a file without the key keeps playing as it did (a file with the key keeps its value)
LEGACY_DEFAULTS: dict[str, object] = {
    # issue 12: the seed reserves "from the source pool"; before, the Available set was the default
    "reserve_from": "available",
}


class DistantColonySettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # Setup [public, BGG design thread]
    start_wealth: int = Field(6, ge=0, description="[public] Wealth each settlement starts with")
    start_food: int = Field(2, ge=0, description="[public] Food each settlement starts with")
    start_basic_goods: int = Field(1, ge=0, description="[public] Basic Goods at the start")
    start_machines: int = Field(1, ge=0, description="[public] Machines at the start")
    start_vp: int = Field(0, ge=0, description="[default] VP each settlement starts with")
    # Colonist pool: 6 players = 48/18/12/12 [public]; per player the same ratio [default]
    pool_unskilled_per_player: int = Field(8, ge=0, description="[public for 6 players] Unskilled in the pool per player")
    pool_skilled_per_player: int = Field(3, ge=1, description="[public for 6 players] Skilled per player (one each forms the first Available set)")
    pool_expert_per_player: int = Field(2, ge=0, description="[public for 6 players] Experts per player")
    pool_criminal_per_player: int = Field(2, ge=0, description="[public for 6 players] Criminals per player")
    reserve_from: Literal["available", "pool"] = Field(
        "pool", description="[default] where the Colonization played effect reserves a colonist "
                            "from: the pool (the seed's 'source pool'), or the Available set")
    vp_pool_per_player: int = Field(15, ge=1, description="[default] VP pool size per player")
    # Space and storage [seed]
    settlement_spaces: int = Field(15, ge=2, description="[seed] building spaces in a settlement")
    max_contracts: int = Field(6, ge=0, description="[seed] contracts a player may hold at once")
    overflow_discard: Literal["end_of_round", "end_of_phase"] = Field(
        "end_of_round", description="[default] when resources over storage capacity are discarded")
    building_copies: int = Field(0, ge=0, description="[default] copies of each building (0 = unlimited)")
    # Trade [seed + default]
    trade_deck_standard: int = Field(5, ge=0, description="[default] Standard cards in the trade deck")
    trade_deck_other: int = Field(1, ge=0, description="[default] cards of each other environment in the deck")
    first_trade_environment: str = Field("expansion", description="[seed] environment of the first Trade phase")
    # Food [default]
    housing_eats: bool = Field(False, description="[default] do colonists in Temporary Housing eat?")
    # Organization [default]
    organization_first_player: Literal["next_after_first", "first_in_turn_order"] = Field(
        "next_after_first",
        description="[default] who of several Organization players gains First Player")
    # Production [default]
    complex_partial: Literal["per_staff", "full", "idle"] = Field(
        "per_staff",
        description="[default] a Complex with fewer staff than slots: per_staff = output and input "
                    "per staff member (bonus only when fully staffed); full = full base output; "
                    "idle = it does not run")
    # Player-to-player trades [default]
    player_trade_timing: Literal["end_of_round", "start_of_round"] = Field(
        "end_of_round",
        description="[default] when mirrored player-to-player trades are applied (end: before the "
                    "overflow discard)")
    # End [seed + default]
    tie_break: Literal["wealth", "shared"] = Field(
        "wealth", description="[default] ties: most Wealth wins, or a shared victory")
    # Posts [default]
    missed_turn: Literal["hold", "auto"] = Field(
        "hold", description="[default] a player without a turn post: refuse to resolve, or apply only what needs no decision")
