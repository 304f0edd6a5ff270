"""Text decklists: "4 Card Name", "4x Card Name", blank lines, ``#``/``//`` comments;
a "Sideboard" section is ignored.  Errors name the file, the line and the problem."""
from __future__ import annotations

import re
from pathlib import Path

from .errors import DeckError

__all__ = ["parse_decklist", "build_deck"]

_LINE = re.compile(r"^(\d+)\s*[xX]?\s+(.+?)\s*$")


def _key(name: str) -> str:
    return " ".join(name.replace("\u2019", "'").split()).lower()


def parse_decklist(path) -> list[tuple[int, str, int]]:
    """Returns ``[(count, name, line number)]`` for the main deck."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise DeckError(p, None, f"can't read the decklist: {e.strerror}") from None
    out = []
    for i, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        if line.lower().rstrip(":") in ("sideboard", "sideboard:"):
            break
        if line.lower().rstrip(":") in ("deck", "main", "maindeck", "main deck"):
            continue
        m = _LINE.match(line)
        if not m:
            raise DeckError(p, i, f"malformed line {line!r} (expected '<count> <card name>')")
        n = int(m.group(1))
        if n <= 0:
            raise DeckError(p, i, f"malformed count {m.group(1)!r}")
        out.append((n, m.group(2), i))
    if not out:
        raise DeckError(p, None, "the decklist is empty")
    return out


def build_deck(cards: dict, path) -> list:
    """Parse ``path`` and return the list of CardDefs, refusing unknown and unsupported cards
    and exceeding deck limits."""
    index = {_key(n): c for n, c in cards.items()}
    deck, counts = [], {}
    for n, name, line in parse_decklist(path):
        card = index.get(_key(name))
        if card is None:
            raise DeckError(path, line, f"unknown card {name!r}")
        if card.support == "unsupported":
            reason = getattr(card, "text", "") or ""
            raise DeckError(path, line, f"card {card.name!r} is unsupported by the compiler"
                            + (f" ({_reason(cards, card)})" if _reason(cards, card) else ""))
        counts[card.name] = counts.get(card.name, 0) + n
        if card.deck_limit is not None and counts[card.name] > card.deck_limit:
            raise DeckError(path, line, f"more than {card.deck_limit} copies of {card.name!r}")
        deck += [card] * n
    return deck


def _reason(cards, card) -> str:
    reasons = getattr(cards, "reasons", None)
    if isinstance(reasons, dict):
        return "; ".join(reasons.get(card.name, []))
    return ""
