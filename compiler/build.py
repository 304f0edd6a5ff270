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

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from oraclec.corpus.cards import CardFace, corpus_hash

from . import ir
from .codegen import CodegenError, render_card, render_module
from .lower import lower_face
from .parser import grammar_hash

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
        return [f"line {g.line}, column {g.column}: {g.reason.splitlines()[0]} — {g.wording!r}"
                for g in self.gaps]


def compile_face(face: CardFace, var: str = "card") -> CompiledCard:
    card, gaps, _ = lower_face(face)
    if any(g.blocker.startswith("parse:") for g in gaps):
        level = "unparsed"
    elif gaps:
        level = "parsed"
    else:
        level = "compiled"
    support = "compiled" if level == "compiled" else "unsupported"
    try:
        source = render_card(card, var, support=support)
        compile(source, f"<{var}>", "exec")       # generated code must at least be valid Python
    except (CodegenError, SyntaxError) as exc:
        gaps = gaps + [ir.Gap(line=0, column=1, wording=card.name, reason=f"codegen: {exc}",
                              blocker="codegen")]
        level = "parsed"
        source = render_card(card, var, support="unsupported")
    return CompiledCard(card.name, face, card, gaps, level, var, source)


def compile_faces(faces: list[CardFace], progress=None) -> list[CompiledCard]:
    """Compile in the given order; identifiers are ``c001``, ``c002``, … in that order."""
    out = []
    width = max(3, len(str(len(faces))))
    for i, face in enumerate(faces, 1):
        out.append(compile_face(face, f"c{i:0{width}d}"))
        if progress is not None:
            progress(face)
    return out


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
    man = manifest(compiled, set_code, faces)
    module = render_module([(c.name, c.var, c.source) for c in compiled], version=compiler_version(),
                           set_code=set_code, corpus_hash=man["corpus_hash"],
                           grammar_hash=man["grammar_hash"])
    compile(module, str(out / "cards.py"), "exec")
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    try:
        (tmp / "cards.py").write_text(module, encoding="utf-8")
        (tmp / "__init__.py").write_text(
            '"""A card set compiled by oraclec.  Load it with oraclec.runtime.loader."""\n'
            "from .cards import CARDS  # noqa: F401\n", encoding="utf-8")
        (tmp / "manifest.json").write_text(json.dumps(man, indent=1, sort_keys=True) + "\n",
                                           encoding="utf-8")
        if out.exists():
            old = out.with_name(f".{out.name}.old")
            if old.exists():
                shutil.rmtree(old)
            os.replace(out, old)
            os.replace(tmp, out)
            shutil.rmtree(old)
        else:
            os.replace(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out
