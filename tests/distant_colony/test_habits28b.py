"""Habits of held-out set 28's failures (second engineer), each written other ways than the corpus
post (the reader's rule, never the one sentence): "nothing" for a phase with the reason said last,
"<something> isn't worth it" ("build: nothing, 1 bg isn't worth it"), is none with its reason,
figures and all, while a reason that orders, hedges or asks is not taken as one; the building a
staffing move leaves, said empty after a comma or semicolon without an article ("; CC stays empty
for now"), is a remark, while an order after it is not; "all (the figures of each building)"
followed by a building left idle after the brackets ("...); market idles") reads the figures
and the idle building, each figure still checked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_R12 = "ho28-l5-r12-posts"     # round 12, War prices: Dietrich (3 Wealth, 2 Basic Raw, 1 BG)

_HEAD = "survey +1\ncolonisation: the criminal\n"
_TAIL = "\ntrade: sell 2 basic raw (+6)\nNet: -2 Basic Raw, +7 Wealth, +1 Criminal"


@pytest.mark.parametrize("build,verdict,reads", [
    # "nothing" with the reason said last, "... isn't worth it": none, its figures a remark
    ("build: nothing, 1 bg isn't worth it", "accept", ["Build: none", "Trade: sell 2 Basic Raw"]),
    ("Build - none, a Farm's not worth the space lol", "accept", ["Build: none"]),
    ("build: skip, 2 machines aren't really worth it", "accept", ["Build: none"]),
    ("Build: no, my one Basic Goods is not worth it now", "accept", ["Build: none"]),
    # ... a reason that orders, or asks, is no reason
    ("build: nothing, 1 bg isn't worth it, sell it instead", "refuse", []),
    ("build: nothing, maybe a farm isn't worth it?", "query", []),
])
def test_nothing_not_worth_it(tmp_path, build, verdict, reads):
    blind.check_variant("distant-colony", _R12, "Dietrich", "post", _HEAD + build + _TAIL, verdict,
                        reads, tmp_path)


_KWABENA = "Survey: +1 Wealth\nColonisation: Unskilled (stays in housing)\n{build}\n" \
           "Trade: sell 2 Basic Goods at 5 (+10). Contract: 1 Machine\n" \
           "Net: -3 Basic Goods, -2 Machines, +11 Wealth, +1 Unskilled"


@pytest.mark.parametrize("build,verdict,reads", [
    # the building the staff leaves, said empty after a comma or semicolon with no article
    ("Build: Machine Factory (1 BG + 2 Machines), staffed by the Skilled from the Colony Center; "
     "CC stays empty for now", "accept", ["Build: Machine Factory staffed by Skilled from Colony Center"]),
    ("build machine factory w/ the skilled from my colony center, colony center is empty this round",
     "accept", ["Build: Machine Factory staffed by Skilled from Colony Center"]),
    ("Build: Machine Factory, Skilled moves over from the CC; CC remains unstaffed", "accept",
     ["Build: Machine Factory"]),
    # ... a clause after it that orders something is not a remark
    ("Build: Machine Factory, staffed by the Skilled from the Colony Center; CC stays empty, "
     "and a Farm too", "refuse", []),
])
def test_left_empty_bare(tmp_path, build, verdict, reads):
    blind.check_variant("distant-colony", _R12, "Kwabena", "post", _KWABENA.format(build=build), verdict,
                        reads, tmp_path)


_LAST = "ho28-e2-r15-last"     # round 15, the last: Gwendolyn plays Production (Farm, Farm Complex, ...)
_FIGS = "farms +4, CC +1 W, lab complex +3 VP, RH +1 RR, adv. factory RR → RG"


@pytest.mark.parametrize("prod,verdict,reads", [
    # "all (figures of each)" and then a building left idle after the brackets
    (f"Production: all, rare harvester is the free one ({_FIGS}); market idles", "accept",
     ["Production: Colony Center #1", "Production: Advanced Goods Factory #6", "Market #7: idle"]),
    (f"Production: everything ({_FIGS}), the market stays idle", "accept",
     ["Production: Laboratory Complex #4", "Market #7: idle"]),
    (f"production - all of them ({_FIGS}); and my market is idle", "accept", ["Market #7: idle"]),
    # ... a wrong figure in the brackets is still checked
    (f"Production: all ({_FIGS.replace('+4', '+5')}); market idles", "refuse", []),
])
def test_all_figures_then_idle(tmp_path, prod, verdict, reads):
    text = f"Survey: +1 Wealth\n{prod}\nNet: +1 Rare Goods, +2 Wealth, +3 VP"
    blind.check_variant("distant-colony", _LAST, "Gwendolyn", "post", text, verdict, reads, tmp_path)
