"""What every game's reader needs from the reading kit and the kit does not do yet. This module
should move to the kit (`gm_tool/core/kit/reading/bagwords.py`); until then Colonization's reader
calls it before the kit reads a line.

- `keep_figures_in_brackets`: the kit's `bagwords._SMILEY` takes "8)" for the sunglasses
  smiley wherever no letter stands before it, so "(+8)", "(8)", "(1 + 5 + 2 = 8)" and "+8)"
  lose their figure (the 8 and the bracket become a sentence end). A figure closing a bracket
  opened on its line, or an 8 right after a sign, is a number: a space keeps it one.
- `ordinals_as_words`: the kit's `bagwords.words_of` reads "2nd" as the number 2 (the suffix is
  dropped), so "still 2nd", "my 3rd colony" name a coin or a figure. An ordinal written with
  digits is a rank, never an amount: it is spelt out ("second") before the kit reads the line.
"""

from __future__ import annotations

import re

from gm_tool.core.kit.patterns import compile_later

# an 8 closing a bracket opened earlier on the line ("(+8)", "(3 + 5 = 8)"), or right after a
# sign or an equals ("+8)", "= 8)")
_BRACKETED_EIGHT = compile_later(r"(\([^()\n]{0,200}?\d?)8\)|([+=\-\u2212]\s?)8\)")


def keep_figures_in_brackets(text: str) -> str:
    """`text` with "8)" written apart ("8 )") where it closes a figure, so the kit does not read
    it as a smiley. Other text is left as it is."""
    if "8)" not in text:
        return text
    return _BRACKETED_EIGHT.sub(lambda m: (m.group(1) or m.group(2)) + "8 )", text)


_ORDINAL = compile_later(r"\b([1-9])\s?(st|nd|rd|th)\b", re.IGNORECASE)
_ORDINAL_WORDS = {"1": "first", "2": "second", "3": "third", "4": "fourth", "5": "fifth", "6": "sixth",
                  "7": "seventh", "8": "eighth", "9": "ninth"}


def ordinals_as_words(text: str) -> str:
    """`text` with "2nd", "3rd", "1st", "4th" spelt out ("second"...): a rank, not a coin."""
    if not any(s in text for s in ("st", "nd", "rd", "th", "ST", "ND", "RD", "TH")):
        return text
    return _ORDINAL.sub(lambda m: _ORDINAL_WORDS[m.group(1)], text)
