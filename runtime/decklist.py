"""Decklists in the formats players have, with errors naming the file, the line and the problem.

* Text: "4 Card Name", "4x Card Name", blank lines, ``#``/``//`` comments; a "Sideboard" section
  is ignored.
* MTG Arena exports: an optional "About"/"Name …" header, then "Deck", "Commander" and
  "Companion" sections whose lines carry the printing: "4 Lightning Bolt (M10) 146" (the set
  code and collector number are dropped: the card is its Oracle text); "Sideboard" ends the deck.
* MTGO exports: the ``.txt`` export is the main deck, a blank line, then the sideboard (no
  header): a list with no section header made of exactly two blocks of card lines, the second
  of at most 15 cards, reads the second block as the sideboard.  Lines "SB: 2 Negate" are
  sideboard lines.  The ``.dek`` export is XML, ``<Cards Quantity="4" Sideboard="false" Name="…"/>``.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from .errors import DeckError

__all__ = ["parse_decklist", "build_deck"]

_LINE = re.compile(r"^(\d+)\s*[xX]?\s+(.+?)\s*$")
# Arena's printing suffix: " (M10) 146", " (PLST) LRW-256", " (SLD) 1084★"
_PRINTING = re.compile(r"\s+\(([A-Za-z0-9]{2,6})\)(?:\s+\S+)?$")
_MAIN_HEADERS = ("deck", "main", "maindeck", "main deck", "commander", "companion")
_END_HEADERS = ("sideboard", "maybeboard")


def _key(name: str) -> str:
    return " ".join(name.replace("\u2019", "'").split()).lower()


def parse_decklist(path) -> list[tuple[int, str, int]]:
    """Returns ``[(count, name, line number)]`` for the main deck."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except OSError as e:
        raise DeckError(p, None, f"can't read the decklist: {e.strerror}") from None
    except UnicodeDecodeError as e:
        raise DeckError(p, None, f"not a text decklist (byte {e.start} is not UTF-8)") from None
    out = _parse_dek(p, text) if text.lstrip().startswith("<") else _parse_text(p, text)
    if not out:
        raise DeckError(p, None, "the decklist is empty")
    return out


def _parse_text(p: Path, text: str) -> list[tuple[int, str, int]]:
    out = []
    lines = text.splitlines()
    start = 0
    if lines and lines[0].strip().lower() == "about":       # Arena: "About" / "Name …" / blank
        start = next((i for i, raw in enumerate(lines) if raw.strip().lower() in _MAIN_HEADERS),
                     len(lines))
    blocks = [0]                                 # card-line blocks between blank lines
    headers = start > 0
    for i, raw in enumerate(lines[start:], start + 1):
        line = raw.strip()
        if not line:
            if blocks[-1]:
                blocks.append(0)
            continue
        if line.startswith("#") or line.startswith("//") or line[:3].upper() == "SB:":
            continue
        head = line.lower().rstrip(":")
        if head in _END_HEADERS:
            headers = True
            break
        if head in _MAIN_HEADERS:
            headers = True
            continue
        m = _LINE.match(line)
        if not m:
            raise DeckError(p, i, f"malformed line {line!r} (expected '<count> <card name>')")
        n = int(m.group(1))
        if n <= 0:
            raise DeckError(p, i, f"malformed count {m.group(1)!r}")
        out.append((n, _PRINTING.sub("", m.group(2)), i))
        blocks[-1] += 1
    blocks = [b for b in blocks if b]
    if not headers and len(blocks) == 2:         # MTGO .txt: main deck, blank line, sideboard
        side = out[blocks[0]:]
        if sum(n for n, _, _ in side) <= 15:
            out = out[:blocks[0]]
    return out


def _parse_dek(p: Path, text: str) -> list[tuple[int, str, int]]:
    """MTGO's ``.dek`` XML export: the main deck's ``<Cards>`` elements, with their line."""
    out = []
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        line, col = e.position
        raise DeckError(p, line, f"malformed XML at column {col + 1}: {e}") from None
    if root is None or root.tag != "Deck":
        raise DeckError(p, None, "an XML decklist must be an MTGO .dek file (a <Deck> element)")
    lines = _element_lines(text)
    for k, el in enumerate(root.iter("Cards")):
        line = lines[k] if k < len(lines) else None
        if el.get("Sideboard", "false").lower() == "true":
            continue
        name, qty = el.get("Name"), el.get("Quantity", "")
        if not name:
            raise DeckError(p, line, "a <Cards> element without a Name")
        if not qty.isdigit() or int(qty) <= 0:
            raise DeckError(p, line, f"malformed Quantity {qty!r} for {name!r}")
        out.append((int(qty), name, line))
    return out


def _element_lines(text: str) -> list[int]:
    """The line of each ``<Cards`` element, in document order (ElementTree keeps none)."""
    return [text.count("\n", 0, m.start()) + 1 for m in re.finditer(r"<Cards\b", text)]


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
