"""Coverage: which cards reach which support level, and what blocks the rest.

Levels, each implying the ones before (issue 5; ``build.LEVELS`` for the compiler's part):

* ``parsed``   — every ability line of the face parses;
* ``compiled`` — every line lowers to IR and code, every word of it was read by lowering (the
  swallowed-clause check), and the generated code calls only what the runtime exports;
* ``executed`` — the card's smoke game used every ability with no engine error (``smoke.py``);
* ``verified`` — executed, and a passing scenario uses the card.

Blockers are ranked by the number of cards they hold below ``compiled``: the construct that would
unlock the most cards comes first, so grammar work can be planned from the report.
"""
from __future__ import annotations

import json
import os
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from oraclec.corpus import load_set, name_index, name_key, set_codes
from oraclec.corpus.cards import CardFace

from .build import CompiledCard, compile_faces

__all__ = ["CoverageReport", "measure", "RANK", "blocker_label"]

RANK = {"unparsed": 0, "parsed": 1, "compiled": 2, "executed": 3, "verified": 4}
KEYS = ("parsed", "compiled", "executed", "verified")


def blocker_label(blocker: str) -> str:
    if blocker.startswith("parse:"):
        return f"unknown wording: {blocker[6:]}"
    return blocker


@dataclass
class CoverageReport:
    """Entries are the faces of the card file, by their own name (``CardFace.oracle_name``): a
    face of a card compiled from all its faces (a transforming card's back face, both halves of
    a split card read from AtomicCards) is an entry with the level of its card; smoke games and
    scenarios name the card (``CompiledCard.name``)."""
    cards: dict[str, CompiledCard]               # face name → its compiled card
    levels: dict[str, str]                       # face name → level (with executed/verified applied)
    sets: dict[str, list[str]] = field(default_factory=dict)   # set code → its card entries
    notes: dict[str, list[str]] = field(default_factory=dict)  # card name → why it is not executed

    def compiled_cards(self) -> list[str]:
        """The names of the cards at level ``compiled``, each once (those a smoke game may raise
        to ``executed``)."""
        return list(dict.fromkeys(self.cards[n].name for n, lvl in self.levels.items() if lvl == "compiled"))

    def apply(self, executed: set[str] | None, verified: set[str] | None = None) -> None:
        """Raise the faces of compiled cards whose smoke game passed to ``executed``, and those
        of cards a passing scenario uses to ``verified`` (both name the card)."""
        for name, level in self.levels.items():
            card = self.cards[name].name
            if level == "compiled" and executed is not None and card in executed:
                self.levels[name] = "verified" if verified is not None and card in verified else "executed"

    def counts(self, names) -> dict:
        names = list(names)
        out = {"total": len(names)}
        for key in KEYS:
            out[key] = sum(1 for n in names if RANK[self.levels[n]] >= RANK[key])
        return out

    def blockers(self, limit: int = 50) -> list[dict]:
        """Constructs ranked by how many distinct cards they keep below ``compiled`` (``cards``);
        ``unlocks`` counts the cards for which the construct is the only blocker — supporting it
        alone would compile them (a line stops at its first unknown wording, so a later one of
        the same line can still show up once the first is supported)."""
        cards_of: dict[str, list[str]] = defaultdict(list)
        wording_of: dict[str, Counter] = defaultdict(Counter)
        unlocks: Counter = Counter()
        for name, c in self.cards.items():
            if RANK[self.levels[name]] >= RANK["compiled"]:
                continue
            blockers = list(dict.fromkeys(g.blocker for g in c.gaps))
            for blocker in blockers:
                cards_of[blocker].append(name)
            if len(blockers) == 1:
                unlocks[blockers[0]] += 1
            for g in c.gaps:
                wording_of[g.blocker][g.wording[:80]] += 1
        ranked = sorted(cards_of.items(), key=lambda kv: (-len(kv[1]), -unlocks[kv[0]], kv[0]))
        return [{"construct": blocker_label(b), "blocker": b, "cards": len(names),
                 "unlocks": unlocks[b], "examples": sorted(names)[:5],
                 "wordings": [w for w, _ in wording_of[b].most_common(3)]}
                for b, names in ranked[:limit]]

    def to_json(self, top: int = 50) -> dict:
        out = self.counts(self.cards)
        out["sets"] = {code: self.counts(names) for code, names in sorted(self.sets.items())}
        out["blockers"] = self.blockers(limit=max(top, 0))
        return out

    def card_detail(self, name: str) -> str:
        c = self.cards[name]
        lines = [f"{c.name}: {self.levels[name]}"]
        for note in self.notes.get(c.name, []):
            lines.append(f"  smoke game: {note}")
        for g in c.gaps:
            where = f"face {g.face!r}, " if g.face else ""
            lines.append(f"  {where}line {g.line}, column {g.column} [{blocker_label(g.blocker)}]")
            reason = g.reason.splitlines()
            lines.append(f"    {reason[0]}")
            if len(reason) > 1:                       # the quoted Oracle line and its caret
                lines.extend("  " + r for r in reason[1:])
            else:
                face = next((f for f in c.face.card_faces if f.oracle_name == g.face), c.face)
                oracle = _oracle_line(face, g.line)
                if oracle is not None:
                    lines.append(f"      {oracle}")
                    lines.append(f"      {' ' * (g.column - 1)}^")
        return "\n".join(lines)

    def markdown(self) -> str:
        data = self.to_json()
        out = ["# oraclec coverage", "",
               f"{data['total']} card faces: " + ", ".join(f"{data[k]} {k}" for k in KEYS), "",
               "## Per set", "", "| set | cards | parsed | compiled | executed | verified |",
               "|---|---|---|---|---|---|"]
        for code, s in data["sets"].items():
            out.append(f"| {code} | {s['total']} | " + " | ".join(
                f"{s[k]} ({100 * s[k] / max(1, s['total']):.0f}%)" for k in KEYS) + " |")
        out += ["", "## Blockers, by cards they hold back", "",
                "`unlocks`: the cards for which it is the only blocker.", "",
                "| construct | cards | unlocks | examples |", "|---|---|---|---|"]
        for b in data["blockers"]:
            out.append(f"| {b['construct'].replace('|', '/')} | {b['cards']} | {b['unlocks']} | "
                       f"{', '.join(b['examples'])} |")
        return "\n".join(out) + "\n"

    def html(self) -> str:
        from jinja2 import Environment, PackageLoader, select_autoescape
        env = Environment(loader=PackageLoader("oraclec.compiler", "templates"),
                          autoescape=select_autoescape(["html", "jinja"]))
        return env.get_template("coverage.html.jinja").render(data=self.to_json(), keys=KEYS)


def _oracle_line(face: CardFace, line_no: int) -> str | None:
    from .normalize import normalize
    for ln in normalize(face).lines:
        if ln.index + 1 == line_no:
            return ln.oracle
    return None


def measure(faces: list[CardFace], *, progress=None, sets: list[str] | None = None,
            executed: set[str] | None = None, verified: set[str] | None = None) -> CoverageReport:
    """Compile ``faces`` (cached) and assign each its level."""
    compiled = compile_faces(faces, progress=progress)
    cards = {c.face.oracle_name: c for c in compiled}
    report = CoverageReport(cards, {name: c.level for name, c in cards.items()})
    report.apply(executed, verified)
    if sets is not None:
        by_key = {k: f.oracle_name for k, f in name_index([c.face for c in compiled]).items()}
        for code in sets or set_codes():
            names = [by_key[name_key(n)] for n in load_set(code).card_names if name_key(n) in by_key]
            if names:
                report.sets[code] = names
    return report


def load_baseline(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


BASELINE_ABOUT = (
    "coverage ratchet: counts may rise, never fall. 'sets' (every level, shipped sets): "
    "`oraclec coverage --set <every shipped set> --executed --scenarios tests/scenarios "
    "--update-baseline corpus/coverage-baseline.json`; "
    "'corpus' (parsed and compiled, the whole shipped corpus): "
    "`oraclec coverage --update-baseline corpus/coverage-baseline.json`")


def write_baseline(report: CoverageReport, path: Path, *, whole_corpus: bool = False) -> Path:
    """The ratchet ``tests/compiler/test_coverage.py`` holds the project to: per-set counts of a
    report over the shipped sets, or (``whole_corpus``) the whole corpus's parsed and compiled
    counts.  The other part of an existing file is kept.  Written atomically."""
    data = load_baseline(path) if path.exists() else {}
    data["about"] = BASELINE_ABOUT
    if whole_corpus:
        counts = report.counts(list(report.levels))
        data["corpus"] = {k: counts[k] for k in ("total", "parsed", "compiled")}
    else:
        data["sets"] = {code: report.counts(names) for code, names in sorted(report.sets.items())}
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return path
