"""The compiler's entry points for other tools (the CLI, the scenario runner, the docs)."""
from __future__ import annotations

import types
from functools import lru_cache

from oraclec.corpus.cards import CardFace, load_cards, name_index, name_key

from .build import CompiledCard, compile_faces
from .codegen import render_module

__all__ = ["find_face", "has_card", "compile_cards", "compile_named", "UnknownCard"]


class UnknownCard(KeyError):
    def __init__(self, name: str, suggestions: list[str]):
        super().__init__(name)
        self.name = name
        self.suggestions = suggestions

    def __str__(self) -> str:
        hint = f" (did you mean {', '.join(self.suggestions)}?)" if self.suggestions else ""
        return f"no card named {self.name!r} in the corpus{hint}"


@lru_cache(maxsize=4)
def _index(path: str | None) -> dict[str, CardFace]:
    return name_index(load_cards(path))


def find_face(name: str, cards_path: str | None = None) -> CardFace:
    index = _index(cards_path)
    face = index.get(name_key(name))
    if face is None:
        import difflib
        close = difflib.get_close_matches(name_key(name), list(index), n=3)
        raise UnknownCard(name, [index[c].oracle_name for c in close])
    return face


def has_card(name: str, cards_path: str | None = None) -> bool:
    """Does the card file (the shipped corpus when None) hold a card of this name?"""
    return name_key(name) in _index(cards_path)


def compile_named(names: list[str], cards_path: str | None = None) -> list[CompiledCard]:
    """Compile the named cards (through the compile cache)."""
    faces = [find_face(n, cards_path) for n in names]
    return compile_faces(faces, jobs=1)


def compile_cards(names: list[str], cards_path: str | None = None) -> dict:
    """Compile the named cards in memory and return ``{oracle name: CardDef}`` (all levels; a
    card below ``compiled`` has ``support='unsupported'``)."""
    key = (tuple(sorted({name_key(n) for n in names})), cards_path)
    cached = _MEMORY.get(key)
    if cached is not None:
        return dict(cached)
    compiled = compile_named(sorted(set(names), key=name_key), cards_path)
    source = render_module([(c.name, c.var, c.source) for c in compiled], version="memory",
                           set_code=None, corpus_hash="-", grammar_hash="-")
    module = types.ModuleType("oraclec_compiled_memory")
    exec(compile(source, "<oraclec compiled cards>", "exec"), module.__dict__)
    _MEMORY[key] = module.CARDS
    return dict(module.CARDS)


_MEMORY: dict = {}
