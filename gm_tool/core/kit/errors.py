"""Exceptions for the GM's mistakes (unknown campaign, corrupt file, bad option).

Players' mistakes in posts are Diagnostics, not exceptions. A GmError is caught once at the
CLI edge and printed as one message with exit code 1.
"""

from __future__ import annotations


class GmError(Exception):
    """A user mistake: message says what is wrong, hint says how to fix it."""

    def __init__(self, message: str, hint: str | None = None):
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return self.message if not self.hint else f"{self.message}\n  hint: {self.hint}"


class CampaignFileError(GmError):
    """The campaign file does not parse or does not validate."""


class NotFoundError(GmError):
    """An unknown campaign, player, game, phase or key."""


class StepError(GmError):
    """A command that does not fit the step the campaign waits for."""
