"""Diagnostics: every problem in a player's input, collected rather than raised."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    code: str
    message: str
    severity: Severity = Severity.ERROR
    line: int | None = None
    column: int | None = None
    hint: str | None = None

    def to_dict(self) -> dict:
        data = {"code": self.code, "severity": self.severity.value, "message": self.message}
        if self.line is not None:
            data["line"] = self.line
        if self.column is not None:
            data["column"] = self.column
        if self.hint:
            data["hint"] = self.hint
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Diagnostic":
        return cls(
            code=data["code"],
            message=data["message"],
            severity=Severity(data.get("severity", "error")),
            line=data.get("line"),
            column=data.get("column"),
            hint=data.get("hint"),
        )

    def render(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        text = f"{where}{self.message}"
        return f"{text} ({self.hint})" if self.hint else text
