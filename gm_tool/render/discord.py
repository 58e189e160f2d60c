"""Discord's 2000-character message limit: split a rendered post into messages.

Breaks fall between paragraphs where possible, then between lines; a ``` block is never cut in the
middle unless it alone is longer than a message, and then every part is closed and reopened so
each message is valid on its own. The messages are joined with a visible separator line that is
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


def split_messages(text: str, limit: int = LIMIT) -> list[str]:
    """Messages of at most `limit` characters each, in order."""
    messages: list[str] = []
    current = ""
    for block in _blocks(text):
        para = "\n".join(block)
        pieces = [para] if len(para) <= limit else _units(block, limit)
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
