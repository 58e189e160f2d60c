"""What a post is read into: clauses (`Clause`), the dice they name (`DieRef`), the figures
and materials the player writes (`Figure`, `Mention`) and the result (`Read`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.reading.habits import Ledger
from gm_tool.games.beta_colony.actions import Action

E = Severity.ERROR


@dataclass
class Figure:
    """A figure the player wrote, to be checked against the rules' outcome (posts/figures.py):
    `kind` cp, fuel, influence, crew or artifact; `spend` for fuel spent on the dice; `total`
    for a total ("6 CP total", "2 fuel left") rather than a change."""

    kind: str
    amount: int
    line: int
    text: str
    total: bool = False
    spend: bool = False
    colony: str = ""
    either: bool = False           # "fuel 8", "10 fuel": the change or the total, whichever fits
    before: bool = False           # "CP 12 -> 17": what the player had before the action
    material: str = ""             # kind "material": which
    term: bool = False             # a term of a sum written out ("1 + 1 + 1 = 3"): the sum is checked
    gain: bool = False             # kind "material": "= 2 water new", what the action gains of it
    mid: bool = False              # "Fuel 1 → 0 → 2": a step between before and after (the 0)


@dataclass
class Mention:
    """A material named in a remark ("(and the mat food)"): it must be something the action
    gives, takes or spends (checked with the outcome)."""

    material: str
    line: int
    text: str


@dataclass
class Read:
    action: Action | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    line: int | None = None
    figures: list[Figure] = field(default_factory=list)
    mentions: list[Mention] = field(default_factory=list)
    ledger: Ledger = field(default_factory=Ledger)
    wants: list = field(default_factory=list)
    named_pays: list = field(default_factory=list)
    breakdowns: list = field(default_factory=list)   # (line, text, [(amount, words)]) of influence

    @property
    def accepted(self) -> bool:
        return self.action is not None and not any(d.severity is E for d in self.diagnostics)


@dataclass
class DieRef:
    colour: str
    value: int | None = None
    fuel: int | None = None        # signed as written; None: not written
    unsigned: bool = False         # "1 fuel": the direction is not written
    target: int | None = None
    activate: bool = False
    move: bool = False
    line: int = 0
    clause: int = 0                # the index of its clause
    tok: int = 0                   # its token in the clause
    moves_to: bool = False         # "red 3 to the Ridback": the die that moves
    colon: bool = False            # "blue 1: water": the die before a colon activates
    held: int | None = None        # "red 4 (+2 fuel, 5 in total)": a total said after the fuel


@dataclass
class Clause:
    line: int
    text: str
    remark: bool = False           # a remark in parentheses, or a comment line
    index: int = 0
    parent: int = -1               # a remark's clause
    words: list[str] = field(default_factory=list)
    dice: list[DieRef] = field(default_factory=list)
    location: str = ""
    ccw: bool = False
    materials: list[str] = field(default_factory=list)
    pod_colour: str = ""
    pod_influence: int | None = None   # "green 0 (2 CP)": the pod's printed influence
    pod_bonus: str = ""                # ... and its bonus
    pays: list = field(default_factory=list)      # (material or "artifact", "pod"/"space"/"")
    mat_ctx: list = field(default_factory=list)   # for each material: after a pod, a space
    rel: list = field(default_factory=list)       # (space, colony, n): "Thebes 3", a space or a track
    row: int | None = None
    column: int | None = None
    spaces: list[int] = field(default_factory=list)
    colonies: list[str] = field(default_factory=list)
    achievement: str = ""
    artifact: bool = False
    pair: str = ""
    unknown: list[str] = field(default_factory=list)
    flags: set = field(default_factory=set)
    figures: list[Figure] = field(default_factory=list)
    understood: int = 0
    used: bool = False
    sentence: int = 0              # which sentence of the post it is in
    to_unknown: list = field(default_factory=list)   # words after "to" that are no location
    loose: list = field(default_factory=list)        # numbers nothing read ("fuel get 3")

    @property
    def meaningful(self) -> bool:
        return bool(self.understood or self.flags or self.spaces or self.figures or self.rel
                    or self.pays)
