"""Engine errors."""
from __future__ import annotations

__all__ = ["EngineError", "IllegalAction", "NotImplementedInEngine", "DeckError", "SetLoadError"]


class EngineError(Exception):
    """A rules-engine failure (a bug or an inconsistent card definition)."""


class IllegalAction(EngineError):
    """The action is not legal in the current position (wrong timing, target, cost...)."""


class NotImplementedInEngine(EngineError, NotImplementedError):
    """A rules feature the engine does not implement yet (listed in runtime/UNIMPLEMENTED.md)."""

    def __init__(self, feature: str):
        super().__init__(f"not implemented in the rules engine: {feature}")
        self.feature = feature


class DeckError(EngineError):
    """A decklist problem: names the file, the line number and the problem."""

    def __init__(self, path, line: int | None, problem: str):
        where = f"{path}:{line}" if line is not None else f"{path}"
        super().__init__(f"{where}: {problem}")
        self.path, self.line, self.problem = path, line, problem


class SetLoadError(EngineError):
    """The path is not a compiled set package."""
