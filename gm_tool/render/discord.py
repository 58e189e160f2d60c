"""Discord's 2000-character message limit: split a rendered post into messages.

Breaks fall between paragraphs where possible, then between lines; a ``` block is never cut in the
middle unless it alone is longer than a message, and then every part is closed and reopened so
each message is valid on its own. A section stays with what it introduces: a heading (a line
that is bold and nothing else), a label ending in ':' and the paragraph just before a ``` block
(a table's caption, "Trade Environment: Expansion") never end a message whose next one starts
with their content. The messages are joined with a visible separator line that is
not part of any message: the GM pastes the parts between separators one by one.
"""

from __future__ import annotations

LIMIT = 2000
FENCE = "```"


def separator(number: int, total: int) -> str:
    return f"\u2702\u2500\u2500\u2500\u2500 Discord message {number}/{total} (paste up to the next \u2702 line) \u2500\u2500\u2500\u2500"


def _blocks(text: str) -> list[list[str]]:
    """Paragraphs (separated by blank lines outside code blocks); a code block stays whole."""
    blocks: list[list[str]] = []
    current: list[str] = []
    in_fence = False
    for line in text.split("\n"):
        if line.strip().startswith(FENCE):
            in_fence = not in_fence
        if not line.strip() and not in_fence:
            if current:
                blocks.append(current)
                current = []
            continue
        current.append(line)
    if current:
        blocks.append(current)
    return blocks


def _is_heading(block: list[str]) -> bool:
    """A paragraph of one line that starts in bold: a heading (`**__Settlements__**`,
    `**Ann** (first player)`) or a player's line in a summary (`**Ann** — chose Build`)."""
    return len(block) == 1 and block[0].startswith("**")


def _opens_fence(block: list[str]) -> bool:
    return bool(block) and block[0].strip().startswith(FENCE)


def _introduces(block: list[str], following: list[str]) -> bool:
    """Whether `block` must stay in the message of the block after it: a heading, a paragraph
    ending with a label (':'), or the paragraph just before a code block (its caption)."""
    last = block[-1].rstrip()
    return _is_heading(block) or last.endswith((":", ":**", ":*")) or _opens_fence(following)


def _sections(blocks: list[list[str]]) -> list[list[list[str]]]:
    """Blocks grouped into sections that should not be split: each block that introduces the
    next one is kept with it."""
    sections: list[list[list[str]]] = []
    current: list[list[str]] = []
    for i, block in enumerate(blocks):
        current.append(block)
        following = blocks[i + 1] if i + 1 < len(blocks) else None
        if following is None or not _introduces(block, following):
            sections.append(current)
            current = []
    if current:
        sections.append(current)
    return sections


def _units(block: list[str], limit: int) -> list[str]:
    """A paragraph too long for one message, cut into pieces at lines (fences reopened)."""
    units: list[str] = []
    current: list[str] = []
    in_fence = False

    def size(lines: list[str]) -> int:
        return len("\n".join(lines))

    for line in block:
        opens = line.strip().startswith(FENCE)
        extra = [FENCE] if in_fence and not opens else []
        if current and size(current + [line] + extra) > limit:
            if in_fence:
                units.append("\n".join(current + [FENCE]))
                current = [FENCE]
            else:
                units.append("\n".join(current))
                current = []
        if len(line) > limit - 2 * (len(FENCE) + 1):  # a single monster line: hard cut
            step = limit - 2 * (len(FENCE) + 1)
            for i in range(0, len(line), step):
                units.append(line[i:i + step])
            continue
        current.append(line)
        if opens:
            in_fence = not in_fence
    if current:
        units.append("\n".join(current))
    return units


def _section_pieces(section: list[list[str]], limit: int) -> list[str]:
    """A section too long for one message, in pieces: every paragraph that introduces the next
    one stays with it when the two fit in a message together."""
    pieces: list[str] = []
    pending = ""
    for i, block in enumerate(section):
        para = "\n".join(block)
        if pending:
            if len(pending) + 2 + len(para) <= limit:
                para = f"{pending}\n\n{para}"
            else:
                pieces.append(pending)
            pending = ""
        if len(para) > limit:
            pieces += _units(para.split("\n"), limit)
        elif i + 1 < len(section):
            pending = para
        else:
            pieces.append(para)
    if pending:
        pieces.append(pending)
    return pieces


def split_messages(text: str, limit: int = LIMIT) -> list[str]:
    """Messages of at most `limit` characters each, in order."""
    messages: list[str] = []
    current = ""
    for section in _sections(_blocks(text)):
        whole = "\n\n".join("\n".join(block) for block in section)
        if len(whole) <= limit:
            pieces = [whole]
        else:  # a section longer than a message: its paragraphs, each with what it introduces
            pieces = _section_pieces(section, limit)
        for piece in pieces:
            candidate = f"{current}\n\n{piece}" if current else piece
            if len(candidate) <= limit:
                current = candidate
            else:
                if current:
                    messages.append(current)
                current = piece
    if current:
        messages.append(current)
    return messages or [""]


def join_messages(messages: list[str]) -> str:
    """One text for the terminal: messages with a separator line before each when there are
    several (a single message is printed as it is)."""
    if len(messages) <= 1:
        return messages[0] if messages else ""
    parts = []
    for i, msg in enumerate(messages, 1):
        parts.append(separator(i, len(messages)))
        parts.append(msg)
    return "\n".join(parts)


def messages_of(text: str) -> list[str]:
    """The messages back out of `join_messages` output (for tests and tools)."""
    lines = text.split("\n")
    if not lines or not lines[0].startswith("\u2702"):
        return [text]
    out: list[list[str]] = []
    for line in lines:
        if line.startswith("\u2702\u2500") and "Discord message" in line:
            out.append([])
        else:
            out[-1].append(line)
    return ["\n".join(m) for m in out]
