"""What a check of the browser edition found: its problems and its figures, printed as found."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Findings:
    problems: list[str] = field(default_factory=list)
    figures: dict[str, object] = field(default_factory=dict)

    def problem(self, text: str) -> None:
        print(f"PROBLEM: {text}", flush=True)
        self.problems.append(text)

    def figure(self, name: str, value: object) -> None:
        print(f"{name}: {value}", flush=True)
        self.figures[name] = value
