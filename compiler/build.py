"""Build: card faces → a playable package (``cards.py`` + ``manifest.json``).

The stages run in order for each card: normalise → parse → AST → lower → codegen; the result is
a :class:`CompiledCard` with its support level:

* ``unparsed`` — some line of its text is wording the grammar does not know;
* ``parsed`` — every line parses, but some construct has no IR or code yet (the reasons say which);
* ``compiled`` — every ability has IR and generated code; the card may be played.

Writing is atomic: the package is built in a temporary directory next to the destination and
moved into place only when complete, so a failed build leaves nothing half-written.
"""
from __future__ import annotations

import ast as pyast
import hashlib
import json
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import metadata
from pathlib import Path

from oraclec.corpus.cards import CardFace, corpus_hash

from . import ir
from .atomic import atomic_dir
from .cache import VAR, open_cache, runtime_names
from .codegen import CardCode, CodegenError, render_card, render_card_code, render_module
from .lower import card_header, lower_face
from .parser import get_parser, grammar_hash

__all__ = ["CompiledCard", "compile_face", "compile_faces", "write_package", "compiler_version",
           "LEVELS"]

LEVELS = ("unparsed", "parsed", "compiled")


def compiler_version() -> str:
    try:
        return metadata.version("oraclec")
    except metadata.PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "0.0.0+local"


@dataclass
class CompiledCard:
    name: str
    face: CardFace
    ir: ir.CardIR
    gaps: list[ir.Gap]
    level: str
    var: str
    source: str

    @property
    def reasons(self) -> list[str]:
        return [(f"face {g.face!r}, " if g.face else "")
                + f"line {g.line}, column {g.column}: {g.reason.splitlines()[0]} — {g.wording!r}"
                for g in self.gaps]


class _CachedCard(CompiledCard):
    """A compiled card read from the cache: its gaps (JSON text) become ``ir.Gap`` objects when
    someone reads them — a warm build of the corpus mostly does not."""

    def __init__(self, name: str, face: CardFace, ir: "_LazyIR", gaps: str, level: str, var: str,
                 source: str):
        self.name, self.face, self.ir, self.level, self.var, self.source = name, face, ir, level, var, source
        self._gaps_json = gaps
        self._gaps = None

    @property
    def gaps(self) -> list[ir.Gap]:
        if self._gaps is None:
            self._gaps = [ir.Gap(**g) for g in json.loads(self._gaps_json)]
        return self._gaps

    @gaps.setter
    def gaps(self, value: list[ir.Gap]) -> None:
        self._gaps = value


def compile_face(face: CardFace, var: str = "card") -> CompiledCard:
    try:
        card, gaps, _ = lower_face(face)
    except Exception as exc:
        # A bug of the compiler must not stop a corpus run: the card is reported with it,
        # at the lowest level, and the error names the exception (tests/fuzz hunts these).
        card = ir.CardIR(**card_header(face))
        gaps = [ir.Gap(line=0, column=1, wording=face.text[:80],
                       reason=f"internal compiler error: {type(exc).__name__}: {exc}"[:500],
                       blocker="compiler-error")]
    if any(g.blocker.startswith("parse:") or g.blocker == "compiler-error" for g in gaps):
        level = "unparsed"
    elif gaps:
        level = "parsed"
    else:
        level = "compiled"
    support = "compiled" if level == "compiled" else "unsupported"
    try:
        code = render_card_code(card, var, support=support)
        source = code.source
        missing = _missing_runtime_names(code)
        if missing:
            raise CodegenError(f"the runtime has no {', '.join(sorted(missing))}")
    except (CodegenError, SyntaxError) as exc:
        gaps = gaps + [ir.Gap(line=0, column=1, wording=card.name, reason=f"codegen: {exc}",
                              blocker="codegen")]
        level = "parsed"
        source = render_card(card, var, support="unsupported")
    return CompiledCard(card.name, face, card, gaps, level, var, source)


def _missing_runtime_names(code: CardCode) -> set[str]:
    """Names the generated code uses that neither it nor the runtime API defines.

    The code is read part by part (``CardCode``: each function, each expression of the card
    definitions; each definition assigns its variable and calls ``CardDef``): what the whole
    source uses and defines is the union of what its parts do, and the same parts recur across
    cards (a keyword ability, "draw a card"), so each distinct part is parsed once — with its
    strings emptied (a card's text, its name): a string names nothing, and emptied the parts of
    many cards are the same."""
    used: set[str] = {"CardDef"}
    defined: set[str] = {v.replace(VAR, "card") for v in code.defines}
    mask = _STRING.sub
    for fn in code.functions:
        u, d = _names_in(mask("''", fn), "exec")
        used |= u
        defined |= d
    for e in code.expressions:
        u, d = _names_in(mask("''", e), "eval")
        used |= u
        defined |= d
    api = runtime_names()
    if not api:
        return set()
    return used - defined - api - {"g", "ctx"}


# A string in generated code: it enters only through ``repr()`` (codegen.literal), which writes
# one quoted literal with no raw newline, and codegen writes no comment, so every quote begins
# or ends one of these.
_STRING = re.compile(r"'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\"")


@lru_cache(maxsize=1 << 15)
def _names_in(fragment: str, mode: str) -> tuple[frozenset[str], frozenset[str]]:
    """``(used, defined)``: the names a piece of generated code reads, and those it defines
    (functions and plain assignments anywhere); raises SyntaxError if it is not valid Python."""
    tree = pyast.parse(fragment.replace(VAR, "card"), mode=mode)
    # one walk (ast.walk's generators cost more than the parse)
    defined: set[str] = set()
    used: set[str] = set()
    stack: list = [tree]
    AST, Name, Load = pyast.AST, pyast.Name, pyast.Load
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is Name:
            if type(node.ctx) is Load:
                used.add(node.id)
            continue
        if kind is pyast.FunctionDef:
            defined.add(node.name)
        elif kind is pyast.Assign:
            defined.update(t.id for t in node.targets if type(t) is Name)
        for field in kind._fields:
            value = getattr(node, field, None)
            if type(value) is list:
                stack.extend(v for v in value if isinstance(v, AST))
            elif isinstance(value, AST):
                stack.append(value)
    return frozenset(used), frozenset(defined)


def _compile_entry(face: CardFace) -> dict:
    """One card's result in cache form (picklable; runs in worker processes)."""
    c = compile_face(face, VAR)
    return {"name": c.name, "level": c.level, "source": c.source,
            "gaps": json.dumps([g.model_dump() for g in c.gaps]), "ir": c.ir.model_dump_json()}


_TODO: list[CardFace] | None = None     # the faces a pool's forked workers compile (by number)
_WRITE_EVERY = 2000                     # results written to the cache in one transaction


def _affinity(item: tuple[str, CardFace]) -> str:
    face = item[1]
    return (face.text or "").rsplit("\n", 1)[-1].replace(face.name, "~")


def _compile_todo(i: int) -> dict:
    return _compile_entry(_TODO[i])


def _load_tables() -> None:
    """Build the compiler's lazily loaded tables (the grammar's parser, the keyword rules, …) in
    this process, so that forked workers share them instead of each building its own."""
    from . import codegen, keywords, lower, normalize
    get_parser()
    runtime_names()
    for module, name in ((keywords, "keyword_rules"), (keywords, "keyword_actions"),
                         (normalize, "ability_words"), (codegen, "_env"), (lower, "_subtype_words")):
        fn = getattr(module, name, None)
        if callable(fn):
            fn()
    codegen._template("card.py.jinja")


def _worker_init() -> None:
    """A compile worker: what it inherited from the parent (the parser, the tables) is never
    garbage, so the collector stops scanning it; the parser's line memo is many long-lived
    objects, so full collections run less often.  Results do not depend on it."""
    import gc
    gc.freeze()
    gc.set_threshold(50000, 20, 100)


def compile_faces(faces: list[CardFace], progress=None, jobs: int | None = None,
                  use_cache: bool = True) -> list[CompiledCard]:
    """Compile in the given order; identifiers are ``c001``, ``c002``, … in that order.

    Results are cached (``cache.py``); cards not in the cache are compiled in ``jobs`` worker
    processes (default: one per core) when there are enough of them to pay for the start-up."""
    cache = open_cache() if use_cache else None
    keys = [face.text_hash() for face in faces]
    found = cache.get_many(list(dict.fromkeys(keys))) if cache is not None else {}
    fresh: dict[str, dict] = {}
    if progress is not None:
        done_keys = set()
        for face, key in zip(faces, keys):
            if key in found and key not in done_keys:
                done_keys.add(key)
                progress(face)
    unique_todo = list({k: f for f, k in zip(faces, keys) if k not in found}.items())
    # faces that share a line mostly share their last one: compiled next to each other, they go
    # to the same worker, whose parser's memo then has the line (the results are the same in
    # any order)
    unique_todo.sort(key=_affinity)
    jobs = jobs or os.cpu_count() or 1
    pending: dict[str, dict] = {}       # compiled, not yet written to the cache

    def done(key: str, face: CardFace, entry: dict) -> None:
        fresh[key] = pending[key] = entry
        if cache is not None and len(pending) >= _WRITE_EVERY:
            # written while the workers compile, not all at the end (in bulk: one transaction)
            cache.put_many(pending)
            pending.clear()
        if progress is not None:
            progress(face)

    if jobs > 1 and len(unique_todo) >= 64:
        global _TODO
        _load_tables()
        import multiprocessing as mp
        fork = hasattr(os, "fork")
        # forked workers find the faces in _TODO (inherited): only their numbers are sent
        _TODO = [f for _, f in unique_todo] if fork else None
        try:
            with mp.get_context("fork" if fork else "spawn").Pool(jobs, _worker_init) as pool:
                work = pool.imap(_compile_todo, range(len(unique_todo)), chunksize=16) if fork else \
                    pool.imap(_compile_entry, [f for _, f in unique_todo], chunksize=16)
                for (key, face), entry in zip(unique_todo, work):
                    done(key, face, entry)
        finally:
            _TODO = None
    else:
        for key, face in unique_todo:
            done(key, face, _compile_entry(face))
    if cache is not None:
        if pending:
            cache.put_many(pending)
        cache.close()
    found.update(fresh)
    out = []
    width = max(3, len(str(len(faces))))
    for i, (face, key) in enumerate(zip(faces, keys), 1):
        e = found[key]
        var = f"c{i:0{width}d}"
        out.append(_CachedCard(e["name"], face, _LazyIR(e["ir"]), e["gaps"], e["level"], var,
                               e["source"].replace(VAR, var)))
    return out


class _LazyIR:
    """The IR of a card, validated only when someone reads it; from the cache or a worker it
    comes as JSON text, decoded on first use (``_data``)."""

    __slots__ = ("_raw", "_dict", "_ir")

    def __init__(self, data: dict | str):
        self._raw = data if isinstance(data, str) else None
        self._dict = data if isinstance(data, dict) else None
        self._ir = None

    @property
    def _data(self) -> dict:
        if self._dict is None:
            self._dict = json.loads(self._raw)
        return self._dict

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        if self._ir is None:
            self._ir = ir.CardIR.model_validate(self._data)
        return getattr(self._ir, name)


def manifest(compiled: list[CompiledCard], set_code: str | None, faces: list[CardFace]) -> dict:
    return {
        "schema_version": ir.SCHEMA_VERSION,
        "compiler_version": compiler_version(),
        "grammar_hash": grammar_hash(),
        "corpus_hash": corpus_hash(faces),
        "set": set_code,
        "levels": {lvl: sum(1 for c in compiled if c.level == lvl) for lvl in LEVELS},
        "cards": {
            c.name: {"level": c.level, "reasons": c.reasons,
                     "gaps": [g.model_dump() for g in c.gaps]}
            for c in compiled
        },
    }


def write_package(out: str | Path, compiled: list[CompiledCard], *, set_code: str | None,
                  faces: list[CardFace]) -> Path:
    """Write the package atomically; replace an earlier build at ``out``."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    # a card compiled from all its faces comes once, though each face of it was compiled to it
    seen: set[str] = set()
    compiled = [c for c in compiled if not (c.name in seen or seen.add(c.name))]
    man = manifest(compiled, set_code, faces)
    module = render_module([(c.name, c.var, c.source) for c in compiled], version=compiler_version(),
                           set_code=set_code, corpus_hash=man["corpus_hash"],
                           grammar_hash=man["grammar_hash"])
    compile(module, str(out / "cards.py"), "exec")
    # the loader refuses a cards.py whose hash is not this one (SECURITY.md)
    man["cards_sha256"] = hashlib.sha256(module.encode("utf-8")).hexdigest()
    with atomic_dir(out) as tmp:
        (tmp / "cards.py").write_text(module, encoding="utf-8")
        (tmp / "__init__.py").write_text(
            '"""A card set compiled by oraclec.  Load it with oraclec.runtime.loader."""\n'
            "from .cards import CARDS  # noqa: F401\n", encoding="utf-8")
        (tmp / "manifest.json").write_text(json.dumps(man, indent=1, sort_keys=True) + "\n",
                                           encoding="utf-8")
    return out
