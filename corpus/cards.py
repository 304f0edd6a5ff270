"""Card faces and the loaders for the card files users have.

Three formats are read (rule 108.1: the Oracle text is a card's wording):

* the shipped snapshot, ``data/oracle-cards.json.gz``: a JSON list of MTGJSON-style faces; a
  multi-face card has its first face only, named "Front // Back", except a transforming
  double-faced card, whose back face is an entry of its own (``"face": "back"``, ``"front"``:
  its front face's name; the front entry names it in ``"back"``): the loader pairs the two
  (:func:`_pair_transform_faces`), so the card is read as from AtomicCards;
* MTGJSON ``AtomicCards.json``: ``{"data": {name: [face, ...]}}`` with every face;
* Scryfall ``oracle-cards`` bulk JSON: a list of card objects, multi-face ones with ``card_faces``.

Any of them may be gzip-compressed.  A malformed file raises :class:`CorpusError` naming the file
and the entry, and nothing is returned half-read.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Iterable

__all__ = ["CardFace", "CorpusError", "load_cards", "load_card_file", "corpus_hash", "name_index",
           "SHIPPED_CARDS"]

SHIPPED_CARDS = "data/oracle-cards.json.gz"

SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host")
CARD_TYPES = (
    "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant", "Kindred",
    "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Tribal", "Vanguard",
)


class CorpusError(Exception):
    """A card file that cannot be read: names the file, the entry and what is wrong."""

    def __init__(self, path: str | Path, entry: str | int | None, message: str):
        self.path = str(path)
        self.entry = entry
        self.message = message
        where = f"{self.path}" + (f", entry {entry!r}" if entry is not None else "")
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True, slots=True)
class CardFace:
    """One face of a card as printed in the Oracle reference."""

    name: str
    type_line: str
    text: str = ""
    mana_cost: str | None = None
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    layout: str = "normal"
    face_name: str | None = None   # the face's own name on a multi-face card
    side: str | None = None        # "a", "b", ... on multi-face cards
    color_identity: tuple[str, ...] = ()
    other_faces: tuple[str, ...] = field(default=())  # names of the card's other faces
    # every face of the card in printed order (this one included, each without ``card_faces``),
    # when the card file carries them all (MTGJSON AtomicCards.json, Scryfall ``card_faces``)
    card_faces: tuple["CardFace", ...] = field(default=())
    # a face's color indicator (rule 204: the colours of a face with no mana cost, a transforming
    # double-faced card's back face): MTGJSON ``colorIndicator``, Scryfall ``color_indicator``
    color_indicator: tuple[str, ...] = ()
    # False when the card file says nothing of the face's color indicator though the face may
    # have one: the back face of a transforming card in the shipped snapshot, which carries no
    # ``colorIndicator`` (204.1; such a face's colors are then unknown, not colorless)
    color_indicator_known: bool = True

    @property
    def oracle_name(self) -> str:
        """The name the face's own text uses for itself."""
        return self.face_name or self.name

    def text_hash(self) -> str:
        h = hashlib.sha256()
        for part in (self.name, self.face_name or "", self.mana_cost or "", self.type_line,
                     self.text, self.power or "", self.toughness or "", self.loyalty or "",
                     self.defense or "", self.layout):
            h.update(part.encode())
            h.update(b"\0")
        if self.color_indicator:               # (204.1)
            h.update("".join(self.color_indicator).encode())
        if not self.color_indicator_known:
            h.update(b"\0indicator unknown")
        for other in self.card_faces:          # a card compiled from all its faces (709, 712, 715)
            h.update(other.text_hash().encode())
        return h.hexdigest()[:16]


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(supertypes, types, subtypes) of a type line such as "Legendary Creature — Elf Druid"."""
    left, _, right = type_line.partition("—")
    words = left.split()
    supers = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    subs = tuple(right.split())
    return supers, types, subs


def _str_or_none(value: Any) -> str | None:
    if value is None:
        return None
    return str(value)


def _tuple_of_str(value: Any, path: Path, entry: Any, key: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CorpusError(path, entry, f"field {key!r} must be a list of strings, got {value!r:.60}")
    return tuple(value)


def _require(obj: dict, key: str, path: Path, entry: Any, kind: type = str):
    if key not in obj:
        raise CorpusError(path, entry, f"missing field {key!r}")
    value = obj[key]
    if not isinstance(value, kind):
        raise CorpusError(path, entry, f"field {key!r} must be {kind.__name__}, got {type(value).__name__}")
    return value


def _mtgjson_face(obj: Any, path: Path, entry: Any, name: str | None = None) -> CardFace:
    if not isinstance(obj, dict):
        raise CorpusError(path, entry, f"a card face must be a JSON object, got {type(obj).__name__}")
    card_name = name if name is not None else _require(obj, "name", path, entry)
    type_line = _require(obj, "type", path, entry)
    text = obj.get("text") or ""
    if not isinstance(text, str):
        raise CorpusError(path, entry, "field 'text' must be a string")
    supers, types, subs = split_type_line(type_line)
    face_name = obj.get("faceName")
    return CardFace(
        name=card_name,
        type_line=type_line,
        text=text,
        mana_cost=_str_or_none(obj.get("manaCost")),
        types=_tuple_of_str(obj.get("types"), path, entry, "types") or types,
        subtypes=_tuple_of_str(obj.get("subtypes"), path, entry, "subtypes") or subs,
        supertypes=_tuple_of_str(obj.get("supertypes"), path, entry, "supertypes") or supers,
        keywords=_tuple_of_str(obj.get("keywords"), path, entry, "keywords"),
        power=_str_or_none(obj.get("power")),
        toughness=_str_or_none(obj.get("toughness")),
        loyalty=_str_or_none(obj.get("loyalty")),
        defense=_str_or_none(obj.get("defense")),
        layout=str(obj.get("layout") or "normal"),
        face_name=face_name if isinstance(face_name, str) else None,
        side=_str_or_none(obj.get("side")),
        color_identity=_tuple_of_str(obj.get("colorIdentity"), path, entry, "colorIdentity"),
        color_indicator=_tuple_of_str(obj.get("colorIndicator"), path, entry, "colorIndicator"),
    )


def _scryfall_face(obj: dict, parent: dict, path: Path, entry: Any) -> CardFace:
    type_line = obj.get("type_line") or parent.get("type_line")
    if not isinstance(type_line, str):
        raise CorpusError(path, entry, "missing field 'type_line'")
    supers, types, subs = split_type_line(type_line)
    text = obj.get("oracle_text") or ""
    if not isinstance(text, str):
        raise CorpusError(path, entry, "field 'oracle_text' must be a string")
    face_name = obj.get("name") if obj is not parent else None
    return CardFace(
        name=_require(parent, "name", path, entry),
        type_line=type_line,
        text=text,
        mana_cost=obj.get("mana_cost") or None,
        types=types,
        subtypes=subs,
        supertypes=supers,
        keywords=_tuple_of_str(parent.get("keywords"), path, entry, "keywords"),
        power=_str_or_none(obj.get("power")),
        toughness=_str_or_none(obj.get("toughness")),
        loyalty=_str_or_none(obj.get("loyalty")),
        defense=_str_or_none(obj.get("defense")),
        layout=str(parent.get("layout") or "normal"),
        face_name=face_name,
        color_identity=_tuple_of_str(parent.get("color_identity"), path, entry, "color_identity"),
        color_indicator=_tuple_of_str(obj.get("color_indicator"), path, entry, "color_indicator"),
    )


def _read_json(path: Path) -> Any:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CorpusError(path, None, f"cannot read: {exc.strerror or exc}") from None
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError) as exc:
            raise CorpusError(path, None, f"broken gzip data: {exc}") from None
    try:
        return json.loads(raw)
    except json.JSONDecodeError as exc:
        raise CorpusError(path, None, f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except UnicodeDecodeError as exc:
        raise CorpusError(path, None, f"not UTF-8 text: {exc.reason} at byte {exc.start}") from None


def _parse_loaded(data: Any, path: Path) -> list[CardFace]:
    faces: list[CardFace] = []
    if isinstance(data, dict) and "data" in data:
        # MTGJSON AtomicCards.json: every face of every card
        cards = data["data"]
        if not isinstance(cards, dict):
            raise CorpusError(path, "data", "MTGJSON 'data' must map card names to lists of faces")
        for name, printings in cards.items():
            if not isinstance(printings, list) or not printings:
                raise CorpusError(path, name, "an MTGJSON card must be a non-empty list of faces")
            group = [_mtgjson_face(face, path, name, name=name) for face in printings]
            names = tuple(f.oracle_name for f in group)
            for face in group:
                faces.append(_with_others(face, names, _card_group(group)))
        return faces
    if not isinstance(data, list):
        raise CorpusError(path, None, "expected a JSON list of cards or an MTGJSON file with 'data'")
    backs: dict[int, dict] = {}        # position in ``faces`` → the entry of a back face
    for i, obj in enumerate(data):
        entry = obj.get("name", i) if isinstance(obj, dict) else i
        if not isinstance(obj, dict):
            raise CorpusError(path, i, f"a card must be a JSON object, got {type(obj).__name__}")
        if "type_line" in obj or "oracle_text" in obj or "card_faces" in obj:
            if obj.get("card_faces"):
                sub = obj["card_faces"]
                if not isinstance(sub, list):
                    raise CorpusError(path, entry, "'card_faces' must be a list")
                group = [_scryfall_face(f, obj, path, entry) for f in sub]
                names = tuple(f.oracle_name for f in group)
                faces.extend(_with_others(f, names, _card_group(group)) for f in group)
            else:
                faces.append(_scryfall_face(obj, obj, path, entry))
        else:
            if obj.get("face") == "back" or "back" in obj:
                backs[len(faces)] = obj
            faces.append(_mtgjson_face(obj, path, entry))
    if backs:
        _pair_transform_faces(faces, backs, path)
    return faces


def _pair_transform_faces(faces: list[CardFace], entries: dict[int, dict], path: Path) -> None:
    """Pair, in place, the front and back entries of the transforming double-faced cards of the
    shipped snapshot (rule 712.2): the front entry is named "Front // Back" and names its back
    face (``"back"``); the back entry (``"face": "back"``) names its front face (``"front"``).
    Each becomes a face of the card "Front // Back" that carries both faces (``card_faces``, front
    first), as an AtomicCards file gives them.  The snapshot has no color indicators: a back face
    without a mana cost gets ``color_indicator_known=False`` unless its entry has one (204.1).
    An entry whose other face is missing, or that names a face that does not name it back, is a
    :class:`CorpusError`."""
    from dataclasses import replace
    fronts = {faces[i].name.split(" // ")[0]: i for i, obj in entries.items() if "back" in obj}
    paired: set[int] = set()
    for i, obj in entries.items():
        if obj.get("face") != "back":
            continue
        back = faces[i]
        front_name = obj.get("front")
        j = fronts.get(front_name) if isinstance(front_name, str) else None
        if j is None:
            raise CorpusError(path, back.name, f"a back face whose front face {front_name!r} is not in the file")
        front = faces[j]
        full = f"{front_name} // {back.name}"
        if front.name != full or entries[j].get("back") != back.name:
            raise CorpusError(path, back.name, f"the front entry {front.name!r} does not name this back face")
        if front.layout != back.layout:
            raise CorpusError(path, back.name, f"layout {back.layout!r} differs from its front face's {front.layout!r}")
        a = replace(front, face_name=front_name, side="a")
        b = replace(back, name=full, face_name=back.name, side="b",
                    color_indicator_known=bool(back.mana_cost) or "colorIndicator" in obj)
        group = (a, b)
        faces[j] = _with_others(a, (a.oracle_name, b.oracle_name), group)
        faces[i] = _with_others(b, (a.oracle_name, b.oracle_name), group)
        paired |= {i, j}
    for j in fronts.values():
        if j not in paired:
            raise CorpusError(path, faces[j].name, f"a front face whose back face {entries[j].get('back')!r} "
                                                   "is not in the file")


def _with_others(face: CardFace, names: tuple[str, ...], group: tuple[CardFace, ...] = ()) -> CardFace:
    """``face`` knowing the names of its card's other faces and, when the file carries all of
    them (``group``), every face of the card."""
    if len(names) < 2:
        return face
    from dataclasses import replace
    return replace(face, other_faces=tuple(n for n in names if n != face.oracle_name),
                   card_faces=tuple(group) if len(group) >= 2 else ())


def _card_group(group: list[CardFace]) -> tuple[CardFace, ...]:
    """The faces of one card in printed order (MTGJSON ``side`` a, b, …; Scryfall's order), when
    they are the faces of one multi-face card (distinct face names)."""
    if len(group) < 2 or len({f.oracle_name for f in group}) < len(group):
        return ()
    return tuple(sorted(group, key=lambda f: f.side or "")) if all(f.side for f in group) else tuple(group)


def load_card_file(path: str | Path) -> list[CardFace]:
    """Every face in a card file of any supported format."""
    path = Path(path)
    return _parse_loaded(_read_json(path), path)


_SHIPPED: list[CardFace] | None = None


def load_cards(path: str | Path | None = None) -> list[CardFace]:
    """The faces of ``path``, or of the shipped snapshot when no path is given (cached)."""
    global _SHIPPED
    if path is not None:
        return load_card_file(path)
    if _SHIPPED is None:
        ref = resources.files(__package__).joinpath(SHIPPED_CARDS)
        with resources.as_file(ref) as real:
            _SHIPPED = load_card_file(real)
    return _SHIPPED


def corpus_hash(faces: Iterable[CardFace]) -> str:
    h = hashlib.sha256()
    for face in faces:
        h.update(face.text_hash().encode())
    return h.hexdigest()[:16]


_NAME_SPACE = re.compile(r"\s+")


def name_key(name: str) -> str:
    """Card names are matched without regard to case or repeated spaces."""
    return _NAME_SPACE.sub(" ", name.strip()).casefold()


def name_index(faces) -> dict[str, "CardFace"]:
    """Faces by :func:`name_key` of their full name ("Besotted Knight // Betroth the Worthy") and
    of each face's own name ("Besotted Knight", as set lists and decklists name it).  A full
    name wins over a face name; among equal names the first face wins."""
    index: dict[str, CardFace] = {}
    for f in faces:
        index.setdefault(name_key(f.oracle_name), f)
    for f in faces:
        # "Fire // Ice" in a file with every face: the card's first face
        if f.card_faces and f.oracle_name == f.card_faces[0].oracle_name:
            index.setdefault(name_key(f.name), f)
    for f in faces:
        names = f.oracle_name.split(" // ") + ([f.face_name] if f.face_name else [])
        if len(names) > 1:
            for n in names:
                index.setdefault(name_key(n), f)
    return index
