"""Card lists of real sets (``sets/*.json``): code, name, release date and the cards in it."""
from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

__all__ = ["CardSet", "load_set", "set_codes"]


@dataclass(frozen=True, slots=True)
class CardSet:
    code: str
    name: str
    released: str
    card_names: tuple[str, ...]  # distinct names, in collector-number order
    entries: tuple[str, ...] = ()  # one name per card of the set list (basic lands repeat)


def set_codes() -> list[str]:
    folder = resources.files(__package__).joinpath("sets")
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json"))


def load_set(code: str) -> CardSet:
    code = code.upper()
    ref = resources.files(__package__).joinpath("sets", f"{code}.json")
    if not ref.is_file():
        raise KeyError(f"unknown set {code!r}; shipped sets: {', '.join(set_codes())}")
    data = json.loads(ref.read_text(encoding="utf-8"))
    names: list[str] = []
    seen: set[str] = set()
    for card in data["cards"]:
        if card["name"] not in seen:
            seen.add(card["name"])
            names.append(card["name"])
    return CardSet(code=data["code"], name=data["name"], released=data.get("released", ""),
                   card_names=tuple(names), entries=tuple(c["name"] for c in data["cards"]))
