"""Beta Colony's rules as pure functions on plain state data (see act.py, flow.py, scoring.py)."""

from gm_tool.games.beta_colony.rules.act import Outcome, perform
from gm_tool.games.beta_colony.rules.common import copy_state
from gm_tool.games.beta_colony.rules.flow import apply_step, roll, setup, step_info
from gm_tool.games.beta_colony.rules.scoring import final_scores, projected

__all__ = ["Outcome", "apply_step", "copy_state", "final_scores", "perform", "projected", "roll",
           "setup", "step_info"]
