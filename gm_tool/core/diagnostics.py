"""Diagnostics: every problem in a player's input, collected rather than raised."""

from __future__ import annotations

from dataclasses import dataclass, field
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


@dataclass(slots=True)
class Diagnostics:
    items: list[Diagnostic] = field(default_factory=list)

    def add(self, code: str, message: str, *, line: int | None = None, hint: str | None = None,
            severity: Severity = Severity.ERROR, column: int | None = None) -> None:
        self.items.append(Diagnostic(code, message, severity, line, column, hint))

    def extend(self, other) -> None:
        self.items.extend(other)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.items if d.severity is Severity.ERROR]

    @property
    def ok(self) -> bool:
        return not self.errors

    def __iter__(self):
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)
