"""The kit for reading players' posts, the same for every game (none of it knows any game).

- `forum`: forum text -> logical lines (`scan`, `read`, `Line`): BBCode, Markdown, HTML and
  quoted posts removed, original line numbers kept;
- `tokens`: a line -> `Token`s (numbers with their sign, arrows, folded words, punctuation) with
  `tokenize`, or bare words with `plain_words`;
- `vocabulary`: a game's words as data — `Vocabulary` (spellings -> canonical names, from dicts
  or TOML via `load_words`) with typos read through `matching.close_matches` and "did you mean";
- `sections`: a turn post as a table of sections — `SectionTable` of `Section`s (title,
  heading spellings, handler) and `SectionRunner`, which finds the headings, hands each line
  to its section's handler and reports what it could not read as Diagnostics;
- `habits`: how people write in every game — spaced dashes as separators, arrows, "2x",
  currency signs, verb forms, "I'll", abbreviations, smileys, "none"/"pass" with a remark, EDIT
  markers, signatures — and the `Ledger` of line states (read / chatter / not read) whose
  "please confirm" errors keep a half-read post from being accepted;
- `claims`: the figures a player wrote (`Claim`, `total`), to check against the rules'
  (`disagreement`, `agrees`); `sum_terms` ("1 + 1 + 1 = 3": the sum is the claim);
- `talk`: talk around an order (sentences, brackets, alternatives, questions to the GM, hedges);
- `sentences`: sentences that hold a game's words and are not orders (questions, an order
  considered and given up, a reason in brackets, a need for later, an order that hangs on
  another player, "or X?" offering a second one, an EDIT that only fixed a typo);
- `wrapping`: a line the forum wrapped, read as one (`join_wrapped`; `wrapped_tail` for talk).
- `addressee`: "your route", "1 € from you" read as the player the line answers; an emoji
  between words parts clauses as a comma does.

Forgiving matching of a word typed on the command line (`fold`, `match_one`, `suggestions`)
is `gm_tool.core.kit.matching`, which the kit uses.
"""

from gm_tool.core.kit.reading.claims import Claim, agrees, by_section, disagreement, total
from gm_tool.core.kit.reading.forum import Line, Reading, read, scan
from gm_tool.core.kit.reading import habits
from gm_tool.core.kit.reading.sections import (EMPTY, OK, PARTIAL, UNREADABLE, Heading, Item, Reader,
                                           Section, SectionRunner, SectionTable, is_comment, short)
from gm_tool.core.kit.reading.tokens import ARROW, NUM, PUNCT, WORD, Token, plain_words, tokenize
from gm_tool.core.kit.reading.vocabulary import Found, Vocabulary, load_words

__all__ = [
    "habits", "ARROW", "EMPTY", "NUM", "OK", "PARTIAL", "PUNCT", "UNREADABLE", "WORD",
    "Claim", "Found", "Heading", "Item", "Line", "Reader", "Reading", "Section", "SectionRunner",
    "SectionTable", "Token", "Vocabulary",
    "agrees", "by_section", "disagreement", "is_comment", "load_words", "plain_words", "read",
    "scan", "short", "tokenize", "total",
]
