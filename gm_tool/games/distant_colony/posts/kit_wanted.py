"""Habits every game meets, kept here until the reading kit has them (should move to the kit,
`gm_tool/core/reading/sentences.py`; nothing here knows Distant Colony).

- `vague_edit(rest)`: the text after an EDIT marker changes something without saying what it
  changes: a bare figure ("EDIT: make it 2"), or a take-back ("EDIT2: nvm", "EDIT: scratch the
  contract", "ignore that"). When the game could not apply it, the GM asks which version
  stands; it is never chatter. So is an EDIT that points back without naming ("EDIT: actually
  make it the other one", "EDIT: switch them", "EDIT: the first one instead"). An EDIT that only fixed the formatting or a typo
  (`sentences.edit_only_remarks`) is not vague.
"""

from __future__ import annotations

import re

from gm_tool.core.reading.sentences import edit_only_remarks

__all__ = ["vague_edit"]

# an EDIT that takes something back without saying what ("nvm", "ignore that", "scratch that")
_TAKE_BACK = re.compile(r"^\W*(?:scratch|drop|cancel|forget|remove|delete|undo|ignore|strike|"
                        r"don'?t|do\s+not|skip)\b|\b(?:nvm|nevermind|never\s+mind|ignore\s+(?:that|"
                        r"this|it|the\s+above|my)|scratch\s+that|disregard|forget\s+(?:that|it|"
                        r"the\s+edit)|undo|revert|back\s+to\s+(?:the\s+)?(?:original|first))\b",
                        re.IGNORECASE)


# an EDIT that points at an order without naming it ("make it the other one", "swap them",
# "the first one instead", "change that")
_POINTS_BACK = re.compile(r"\b(?:the\s+other(?:\s+(?:one|option|way|building|colonist|goods?))?|"
                          r"that\s+one|this\s+one|the\s+(?:first|second|last|former|latter)(?:\s+one)?|"
                          r"(?:swap|switch|flip|reverse|change)\s+(?:it|them|that|those|these|this)|"
                          r"make\s+it\s+(?:that|so)|the\s+one\s+i\s+(?:said|meant|mentioned))\b",
                          re.IGNORECASE)


def vague_edit(rest: str) -> bool:
    """The text after an EDIT marker gives a figure or takes something back, and is not only a
    remark about formatting or a typo (see the module's docstring)."""
    rest = rest[:2000]
    return bool(_TAKE_BACK.search(rest) or _POINTS_BACK.search(rest) or re.search(r"\d", rest)) \
        and not edit_only_remarks(rest)
