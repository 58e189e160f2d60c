"""Distant Colony's words: phases, colonist types, resources, and the spellings players use."""

from __future__ import annotations

PHASES = ("survey", "colonization", "build", "production", "trade", "organization")
PHASE_NAMES = {
    "survey": "Survey",
    "colonization": "Colonization",
    "build": "Build",
    "production": "Production",
    "trade": "Trade",
    "organization": "Organization",
}
PHASE_SPELLINGS = {
    **{name: key for key, name in PHASE_NAMES.items()},
    **{key: key for key in PHASES},
    "colonisation": "colonization",
    "colonise": "colonization",
    "colonize": "colonization",
    "produce": "production",
    "organisation": "organization",
    "organise": "organization",
    "organize": "organization",
    "org": "organization",
}

# Ladder for "Min." staffing: Unskilled < Skilled < Expert. The others are off the ladder.
COLONISTS = ("unskilled", "skilled", "expert", "criminal", "soldier", "officer")
LADDER = {"unskilled": 0, "skilled": 1, "expert": 2}
COLONIST_NAMES = {c: c.capitalize() for c in COLONISTS}
COLONIST_SPELLINGS = {
    **{c: c for c in COLONISTS},
    **{c + "s": c for c in COLONISTS},
    "u": "unskilled", "s": "skilled", "e": "expert", "c": "criminal",
    "unsk": "unskilled", "skill": "skilled", "exp": "expert", "crim": "criminal",
    "off": "officer", "sol": "soldier",
}

RESOURCES = ("food", "basic_raw", "rare_raw", "basic_goods", "rare_goods", "machines")
RESOURCE_NAMES = {
    "food": "Food",
    "basic_raw": "Basic Raw",
    "rare_raw": "Rare Raw",
    "basic_goods": "Basic Goods",
    "rare_goods": "Rare Goods",
    "machines": "Machines",
}
RESOURCE_SPELLINGS = {
    **{name: key for key, name in RESOURCE_NAMES.items()},
    **{key: key for key in RESOURCES},
    "foods": "food", "f": "food",
    "basic raw resource": "basic_raw", "basic raw resources": "basic_raw", "basic raws": "basic_raw",
    "raw": "basic_raw", "raws": "basic_raw", "br": "basic_raw", "basic raw material": "basic_raw",
    "rare raw resource": "rare_raw", "rare raw resources": "rare_raw", "rare raws": "rare_raw",
    "rr": "rare_raw",
    "basic good": "basic_goods", "bg": "basic_goods", "goods": "basic_goods",
    "rare good": "rare_goods", "rg": "rare_goods",
    "machine": "machines", "mach": "machines", "m": "machines", "machinery": "machines",
    "basic machine": "machines", "basic machines": "machines",
}

# Things that are not stored resources but appear in Net lines and trades.
WEALTH_SPELLINGS = {"wealth": "wealth", "w": "wealth", "$": "wealth", "credits": "wealth"}
VP_SPELLINGS = {"vp": "vp", "vps": "vp", "victory point": "vp", "victory points": "vp"}
