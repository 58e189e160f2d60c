"""Colonies (Among Meeples): a secret council vote with resource bids, three actions each, trade
agreements and pirates, secret money — played by forum post or e-mail."""

NAME = "colonies"
ALIASES = ("among-meeples", "colonies-am", "am-colonies")
