"""`gm template NAME PLAYER`: a post the player can send as it is (the documented default, or
pass), with what else they may write in remarks (lines in parentheses are skipped by the reader).
At a secret step: what to send by private message (never the hand or the credits: the template
is public)."""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonies.rules.board import TECHS, board_of
from gm_tool.games.colonies.rules import core, event, phases
from gm_tool.games.colonies.rules.flow import actions_allowed
from gm_tool.games.colonies.posts.writer import write_answer, write_community, write_tie


def _levels(state: dict[str, Any], player: str) -> str:
    tech = state["tech"][player]
    return ", ".join(f"{t.capitalize()} {tech[t]}" for t in TECHS)


def _pirates(state: dict[str, Any]) -> str:
    found = []
    for owner, row in state["pirates"].items():
        for partner, n in row.items():
            if n:
                found.append(f"{n} on {owner}'s {partner} route")
    return "; ".join(found) or "none"


def template_post(state: dict[str, Any], player: str, settings: Any) -> str:
    phase = state["phase"]
    turn = state["turn"]
    colour = state["planets"][player]
    if phase == "income":
        level = state["tech"][player]["community"]
        coming = phases.arriving(state)
        default = phases.community_default(state, player, settings)
        return (f"(Colonies, turn {turn}: {player}'s income. {coming} colonists arrive; "
                f"Community level {level})\n"
                + write_community(default)
                + f"(credits + rejected colonists at most {level}; credits at most the colonists "
                  "you keep)\n")
    if phase == "tie":
        vote = state["vote"]
        return (f"(Colonies, turn {turn}: the council vote on {vote.get('name', 'the card')} is tied "
                f"{vote.get('yes')} to {vote.get('no')}; {player} decides as first player)\n"
                + write_tie(event.tie_default(state))
                + "(or: tie: yes / tie: no)\n")
    if phase == "effects":
        asks = state["pending"].get(player, [])
        wanted = []
        for ask in asks:
            if ask["kind"] == "yes":
                options = " or ".join(event.option_text(o) for o in event.yes_options(state))
                wanted.append(f"the yes effect ({options}) or 4 €")
            else:
                wanted.append(ask["kind"].replace("_", " ") + (f" {ask['amount']}" if ask.get("amount") else ""))
        return (f"(Colonies, turn {turn}: what the event asks of {player}: {'; '.join(wanted)})\n"
                + write_answer(state, player, event.default_answer(state, player))
                + "(e.g. '4 €', 'take 2 blue, 2 red', 'lose 1 green, 1 red', 'hunt pirates: 1 from "
                  "Bob's red route', 'industry: 2 red, 1 colonist')\n")
    if phase == "actions":
        number = state["taken"].get(player, 0) + 1
        banned = state["restrictions"].get(player, [])
        # the examples name a real partner: the next player round the ring
        others = [p for p in state["planets"] if p != player] or [player]
        partner = others[0]
        partner_colour = state["planets"][partner]
        lines = [(f"(Colonies, turn {turn}: {player}'s action {number} of "
                  f"{actions_allowed(state, player)}. Levels: {_levels(state, player)})"),
                 "pass",
                 (f"(or instead one of: refuge: 1 from {partner}'s {colour} route | hunt pirates: 1 "
                  f"from my {partner_colour} route | sell 1 {colour} | negotiate: +1 both ways with "
                  f"{partner_colour} | industry: "
                  f"{state['tech'][player]['industry']} {colour}, 0 colonists | upgrade military)"),
                 f"(pirates now: {_pirates(state)})"]
        if banned:
            lines.append(f"(not allowed this turn: {', '.join(banned)})")
        lines.append("(optional, for the upkeep: upkeep: police red, blue; substitute green)")
        return "\n".join(lines) + "\n"
    return "(Colonies: no post is due now)\n"


def choice_template(state: dict[str, Any], label: str, player: str, settings: Any) -> str:
    phase = state["phase"]
    if phase == "vote":
        board = board_of(state)
        card = board.cards.get(state["card"])
        influence = state["tech"][player]["influence"]
        name = card.name if card else "the event"
        return (f"{label}: send the GM your vote on {name} by private message: 'yes' or 'no', and "
                f"the resources you place on the card, e.g. 'no, 2 green 1 red' (free votes: "
                f"Influence {influence}; placed resources are spent either way)")
    if phase == "deck":
        return (f"{label}: send the GM by private message the event card you put in the deck, by "
                "its name or its number, e.g. '#5' (your hand is in your private view, "
                "'gm status NAME --player YOU')")
    return f"{label}: nothing to send now"


_ = core
