"""The documentation site: a static site built from the IR (issue 7).

``build_site(faces, out)`` compiles the faces (through ``build.compile_faces``, so through the
compile cache) and writes, from the result:

* ``index.html`` — every card with its support level, filterable by level, colour, type and
  keyword and searchable by name and text (``assets/docs.js``, plain JavaScript, no build step);
* ``cards/<slug>.html`` — a page per card: its Oracle text with mana symbols rendered (CSS only),
  each ability broken down from the IR (kind, cost, trigger, condition, targets, effects,
  duration), its reminder text, the Comprehensive Rules entries it relies on (numbers and text
  from ``load_rules()``), the generated handler code, and below ``compiled`` the blocking
  wording highlighted in the text (from the card's gaps);
* ``keywords/<slug>.html`` — a page per keyword ability (702) and keyword action (701): its rule
  text and the cards of the build that use it; ``keywords/index.html`` lists them.

``fmt="markdown"`` writes the same content as ``.md`` files.  The site works from the file system:
no CDN, no server, relative links only.  Every card string is escaped (jinja2 autoescape, and an
escaping filter for Markdown); page file names come from :func:`slugify`, never from raw card
names.  Writing is atomic like ``build.write_package``: the site is built in a temporary folder
next to ``out`` and renamed into place at the end.

Templates are in ``templates/docs/``; they end in ``.html``/``.md``/``.css``/``.js`` (not
``.jinja``), so editing them does not change the compile cache's fingerprint.
"""
from __future__ import annotations

import hashlib
import os
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable

from jinja2 import Environment, PackageLoader
from markupsafe import Markup, escape

from oraclec.corpus.cards import CardFace

from .atomic import atomic_dir

__all__ = ["build_site", "slugify", "FORMATS", "Progress"]

FORMATS = ("html", "markdown")

# progress(stage, advance=1, total=None): called with total= when a stage starts, then once per
# item.  Stages: "compile", "pages".
Progress = Callable[..., None]

_SYMBOL = re.compile(r"\{[^{}\s]{1,8}\}")
_REMINDER = re.compile(r"\([^()]*\)")
_RESERVED = {"con", "prn", "aux", "nul", "index", "assets", *(f"com{i}" for i in range(10)),
             *(f"lpt{i}" for i in range(10))}

# IR effect kind → the keyword action (rule 701) it carries out (inverse of keywords.ACTION_EFFECTS)
_EXTRA_ACTIONS = {"Untap": "Tap and Untap", "SacrificeChoice": "Sacrifice", "Tap": "Tap and Untap"}
# ability kind → the rules subsection (by title, looked up in the rules) that governs it
_ABILITY_SECTIONS = {
    "SpellAbility": "Casting Spells",
    "ActivatedAbility": "Activating Activated Abilities",
    "TriggeredAbility": "Handling Triggered Abilities",
    "StaticAbility": "Handling Static Abilities",
    "ManaAbility": "Mana Abilities",
    "AsResolves": "Resolving Spells and Abilities",
}
_KIND_LABEL = {
    "SpellAbility": "spell ability", "ActivatedAbility": "activated ability",
    "TriggeredAbility": "triggered ability", "StaticAbility": "static ability",
    "ManaAbility": "mana ability", "KeywordAbility": "keyword ability",
    "AsResolves": "static ability (as the spell resolves)",
}
_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


# ---- names -------------------------------------------------------------------------------------
def slugify(name: str, max_len: int = 60) -> str:
    """A safe file name stem for a card or keyword name: ASCII letters, digits and hyphens only
    ("Æther Vial" → "aether-vial", "../../etc" → "etc"); never empty, never a reserved name."""
    text = name.replace("Æ", "Ae").replace("æ", "ae")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    slug = re.sub(r"[^a-z0-9]+", "-", text).strip("-")[:max_len].strip("-")
    if not slug:
        slug = "card-" + hashlib.sha1(name.encode("utf-8")).hexdigest()[:8]
    if slug in _RESERVED:
        slug += "-card"
    return slug


def _unique_slugs(names: Iterable[str]) -> dict[str, str]:
    """name → slug, distinct for distinct names (a hash suffix resolves collisions)."""
    out: dict[str, str] = {}
    used: set[str] = set()
    for name in names:
        if name in out:
            continue
        slug = slugify(name)
        if slug in used:
            slug = f"{slug}-{hashlib.sha1(name.encode('utf-8')).hexdigest()[:8]}"
        used.add(slug)
        out[name] = slug
    return out


# ---- text rendering ----------------------------------------------------------------------------
@dataclass
class Segment:
    text: str
    classes: tuple[str, ...] = ()     # "reminder", "gap"
    symbol: bool = False              # a mana/tap symbol such as {R}
    title: str = ""                   # tooltip (the gap's reason)


def _symbol_class(sym: str) -> str:
    return "ms-" + (re.sub(r"[^a-z0-9]", "", sym.lower()) or "x")


def _segments(line: str, marks: list[tuple[int, int, str]]) -> list[Segment]:
    """Split an Oracle line into segments: mana symbols, reminder text, highlighted gap spans."""
    ranges: list[tuple[int, int, str, str]] = [(m.start(), m.end(), "reminder", "")
                                               for m in _REMINDER.finditer(line)]
    for a, b, reason in marks:
        # never split a symbol
        for m in _SYMBOL.finditer(line):
            if m.start() < a < m.end():
                a = m.start()
            if m.start() < b < m.end():
                b = m.end()
        ranges.append((a, b, "gap", reason))
    cuts = sorted({0, len(line), *(r[0] for r in ranges), *(r[1] for r in ranges)})
    out: list[Segment] = []
    for a, b in zip(cuts, cuts[1:]):
        if a >= b:
            continue
        inside = [r for r in ranges if r[0] <= a and b <= r[1]]
        classes = tuple(dict.fromkeys(r[2] for r in inside))
        title = "; ".join(r[3] for r in inside if r[3])
        piece = line[a:b]
        pos = 0
        for m in _SYMBOL.finditer(piece):
            if m.start() > pos:
                out.append(Segment(piece[pos:m.start()], classes, title=title))
            out.append(Segment(m.group(), classes, symbol=True, title=title))
            pos = m.end()
        if pos < len(piece):
            out.append(Segment(piece[pos:], classes, title=title))
    return out


def mana_html(text: str) -> Markup:
    """Escape ``text`` and render its mana symbols (``{R}``) as styled inline elements."""
    if text is None:
        return Markup("")
    text = str(text)
    if "{" not in text:
        return escape(text)
    out = []
    pos = 0
    for m in _SYMBOL.finditer(text):
        out.append(str(escape(text[pos:m.start()])))
        out.append(_symbol_html(m.group()))
        pos = m.end()
    out.append(str(escape(text[pos:])))
    return Markup("".join(out))


@lru_cache(maxsize=4096)
def _symbol_html(sym: str) -> str:
    inner = sym[1:-1]
    shown = {"T": "\u21b7", "Q": "\u21b6"}.get(inner, inner)
    return '<abbr class="ms %s" title="%s">%s</abbr>' % (_symbol_class(inner), escape(sym), escape(shown))


def segments_html(segments: list[Segment]) -> Markup:
    """Segments as HTML; consecutive segments of the same highlight share one element."""
    out = []
    run: list[str] = []
    key = None
    for s in segments + [Segment("", ("end",))]:
        body = _symbol_html(s.text) if s.symbol else str(escape(s.text)).replace("\n", "<br>\n")
        if (s.classes, s.title) != key and run:
            classes, title = key
            text = "".join(run)
            if classes:
                attrs = ' class="%s"' % " ".join(classes)
                if title:
                    attrs += ' title="%s"' % escape(title)
                text = "<span%s>%s</span>" % (attrs, text)
            out.append(text)
            run = []
        key = (s.classes, s.title)
        run.append(body)
    return Markup("".join(out))


_MD_SPECIAL = re.compile(r"([\\`*_\[\]|~])")


def md_escape(value) -> str:
    """Text for a Markdown page: HTML-escaped (Markdown passes raw HTML through) and Markdown
    punctuation backslash-escaped."""
    if value is None:
        return ""
    text = str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _MD_SPECIAL.sub(r"\\\1", text).replace("\n", " ")


def segments_md(segments: list[Segment]) -> str:
    out = []
    for s in segments:
        body = md_escape(s.text)
        if "reminder" in s.classes:
            body = f"<i>{body}</i>"
        if "gap" in s.classes:
            body = f"<mark>{body}</mark>"
        out.append(body)
    return "".join(out)


def _code_fence(text: str) -> str:
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


# ---- the IR, described -------------------------------------------------------------------------
def _ir_data(c) -> dict:
    data = getattr(c.ir, "_data", None)      # build._LazyIR: the cached JSON, not validated again
    if data is None:
        data = c.ir.model_dump(mode="json")
    return data


def _defaults(kind: str) -> dict:
    from . import ir
    model = _MODELS.get(kind)
    if model is None:
        model = _MODELS.setdefault(kind, getattr(ir, kind if kind != "Card" else "CardIR", None))
    if model is None:
        return {}
    return {n: f.default for n, f in model.model_fields.items() if not f.is_required()}


_MODELS: dict = {}
_DEFAULTS: dict[str, dict] = {}


def _nondefault(node: dict) -> dict:
    kind = node.get("kind", "")
    defaults = _DEFAULTS.get(kind)
    if defaults is None:
        defaults = _DEFAULTS[kind] = {k: _jsonish(v) for k, v in _defaults(kind).items()}
    return {k: v for k, v in node.items() if k != "kind" and _jsonish(v) != defaults.get(k, object())}


def _jsonish(v):
    if isinstance(v, tuple):
        return [_jsonish(x) for x in v]
    if isinstance(v, list):
        return [_jsonish(x) for x in v]
    return v


def describe(value) -> str:
    """A compact reading of an IR value: ``Damage(amount=3, to=target:0)``."""
    if isinstance(value, dict):
        kind = value.get("kind")
        if kind == "Fixed":
            return str(value.get("value"))
        if kind == "XValue":
            return "X"
        if kind == "Filter":
            parts = []
            for k, v in _nondefault(value).items():
                if isinstance(v, bool):
                    parts.append(k if v else f"not {k}")
                else:
                    parts.append(f"{k}={describe(v)}")
            return "[" + ", ".join(parts) + "]" if parts else "[any]"
        if kind == "All":
            return "all " + describe(value.get("filter"))
        fields = _nondefault(value)
        inner = ", ".join(f"{k}={describe(v)}" for k, v in fields.items())
        return f"{kind}({inner})" if kind else "{" + inner + "}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "—"
        return " ".join(describe(v) for v in value) if all(isinstance(v, str) for v in value) \
            else ", ".join(describe(v) for v in value)
    if value is None:
        return "—"
    return str(value)


def describe_cost(cost: dict | None) -> str:
    if not cost:
        return ""
    parts = []
    if cost.get("mana"):
        parts.append(cost["mana"])
    if cost.get("tap"):
        parts.append("{T}")
    if cost.get("untap"):
        parts.append("{Q}")
    if cost.get("loyalty") is not None:
        n = cost["loyalty"]
        parts.append(f"loyalty {'+' if n > 0 else ''}{n}")
    if cost.get("loyalty_x"):
        parts.append("loyalty −X")
    if cost.get("sacrifice_self"):
        parts.append("sacrifice this")
    if cost.get("sacrifice"):
        f, n = cost["sacrifice"]
        parts.append(f"sacrifice {n} {describe(f)}")
    if cost.get("discard"):
        f, n = cost["discard"]
        parts.append(f"discard {n} {describe(f)}")
    if cost.get("pay_life"):
        parts.append(f"pay {cost['pay_life']} life")
    if cost.get("remove_counters"):
        kind, n = cost["remove_counters"]
        parts.append(f"remove {n} {kind} counter(s)")
    if cost.get("exile_self"):
        parts.append("exile this")
    if cost.get("x_color"):
        parts.append(f"X of {cost['x_color']}")
    return ", ".join(parts) or "free"


def _walk_effects(effects: list) -> Iterable[dict]:
    for e in effects or ():
        if not isinstance(e, dict):
            continue
        yield e
        yield from _walk_effects(e.get("effects") or [])


def _ability_effects(ab: dict) -> list[dict]:
    out = list(_walk_effects(ab.get("effects") or []))
    for mode in ab.get("modes") or ():
        out += list(_walk_effects(mode.get("effects") or []))
    return out


def ability_rows(ab: dict) -> list[tuple[str, str]]:
    """(label, value) rows of one ability's breakdown: cost, trigger, condition, targets,
    effects, duration, and the rest of its fields."""
    kind = ab.get("kind")
    rows: list[tuple[str, str]] = []
    if "cost" in ab:
        rows.append(("cost", describe_cost(ab.get("cost"))))
    trig = ab.get("trigger")
    if trig:
        rows.append(("trigger event", trig.get("event", "")))
        rest = {k: v for k, v in _nondefault(trig).items() if k != "event"}
        if rest:
            rows.append(("trigger details", ", ".join(f"{k}={describe(v)}" for k, v in rest.items())))
    if ab.get("condition"):
        rows.append(("condition", describe(ab["condition"])))
    for i, t in enumerate(ab.get("targets") or ()):
        detail = {k: v for k, v in _nondefault(t).items() if k != "text"}
        rows.append((f"target {i}", f"{t.get('text') or ''} — " + ", ".join(
            f"{k}={describe(v)}" for k, v in detail.items())))
    if kind == "KeywordAbility":
        rows.append(("keyword", ab.get("name", "")))
        if ab.get("param") is not None:
            rows.append(("parameter", describe(ab["param"])))
    if kind == "ManaAbility":
        rows.append(("produces", " ".join("{%s}" % p if len(p) <= 3 else p for p in ab.get("produces") or ())))
        if ab.get("amount"):
            rows.append(("amount", describe(ab["amount"])))
    for mode_no, mode in enumerate(ab.get("modes") or (), 1):
        rows.append((f"mode {mode_no}", mode.get("text") or ""))
        for t in mode.get("targets") or ():
            rows.append((f"mode {mode_no} target", t.get("text") or describe(t)))
        for e in mode.get("effects") or ():
            rows.append((f"mode {mode_no} effect", describe(e)))
    if ab.get("modes") and tuple(ab.get("choose") or (1, 1)) != (1, 1):
        rows.append(("choose", "–".join(str(x) for x in ab["choose"])))
    for e in ab.get("effects") or ():
        rows.append(("effect" if kind != "StaticAbility" else "continuous effect", describe(e)))
    durations = sorted({str(e["duration"]) for e in _ability_effects(ab)
                        if isinstance(e, dict) and e.get("duration")})
    if durations:
        rows.append(("duration", ", ".join(d.replace("_", " ") for d in durations)))
    for key in ("timing", "zone", "once_per_turn"):
        if key in ab:
            default = _defaults(kind).get(key)
            if ab[key] != default:
                rows.append((key.replace("_", " "), str(ab[key])))
    return rows


# ---- rules -------------------------------------------------------------------------------------
@dataclass
class RuleRef:
    number: str
    title: str
    text: str
    subrules: list[tuple[str, str]] = field(default_factory=list)
    why: str = ""
    page: str | None = None          # the keyword page, if any
    body: Markup = Markup("")        # the subrules, rendered once per build


class _Rules:
    """The rules lookups of one build (the rules are loaded once)."""

    def __init__(self, fmt: str = "html"):
        from oraclec.corpus.rules import load_rules
        self.fmt = fmt
        self._entries: dict[str, RuleRef | None] = {}

        from .keywords import ACTION_EFFECTS, keyword_actions, keyword_rules
        self.rules = load_rules()
        self.abilities = list(keyword_rules())
        self.actions = list(keyword_actions())
        self.by_rule = {k.rule: k for k in self.abilities + self.actions}
        self.by_name = {}
        for k in self.actions + self.abilities:       # an ability wins over an action of a name
            self.by_name[k.key] = k
        self.effect_action = {effect: name for name, effect in ACTION_EFFECTS.items()}
        self.effect_action.update(_EXTRA_ACTIONS)
        act = {a.name: a for a in self.actions}
        self.effect_rule = {e: act[n].rule for e, n in self.effect_action.items() if n in act}
        titles = {t: n for n, t in self.rules.subsections.items()}
        self.section_of = {k: titles[t] for k, t in _ABILITY_SECTIONS.items() if t in titles}
        self.loyalty_section = titles.get("Loyalty Abilities")
        self.targets_section = titles.get("Targets")
        slugs = _unique_slugs(f"{k.rule} {k.name}" for k in self.abilities + self.actions)
        self.kw_slug = {k.rule: slugs[f"{k.rule} {k.name}"] for k in self.abilities + self.actions}

    def entry(self, number: str, why: str) -> RuleRef | None:
        if number not in self._entries:
            ref = self._entry(number)
            if ref is not None:
                ref.body = self._body(ref)
            self._entries[number] = ref
        ref = self._entries[number]
        return None if ref is None else RuleRef(ref.number, ref.title, ref.text, ref.subrules, why,
                                                ref.page, ref.body)

    def _body(self, ref: RuleRef) -> Markup:
        items = list(ref.subrules)
        if "." not in ref.number:
            items.insert(0, (f"{ref.number}.1", ref.text))
        if self.fmt == "html":
            return Markup("".join(f"<p><b>{n}</b> {mana_html(t)}</p>\n" for n, t in items))
        return Markup("".join(f"  - **{n}** {md_escape(t)}\n" for n, t in items))

    def _entry(self, number: str) -> RuleRef | None:
        rule = self.rules.get(number)
        if rule is None:
            return None
        subs = [(r.number, r.text) for r in self.rules.children(number)]
        kw = self.by_rule.get(number)
        if "." not in number:       # a subsection: its title, and its first rule as the text
            first = self.rules.get(f"{number}.1")
            return RuleRef(number, rule.title, first.text if first else "",
                           [(r.number, r.text) for r in self.rules.children(f"{number}.1")])
        return RuleRef(number, rule.title, rule.text, subs, "",
                       self.kw_slug.get(number) if kw else None)

    def keywords_of(self, face: CardFace, data: dict) -> list[str]:
        """Rule numbers of the keyword abilities and actions a card uses: its printed keywords
        (``CardFace.keywords``), the IR's keyword abilities, and the actions its effects perform."""
        found: dict[str, None] = {}
        for name in face.keywords:
            kw = self.by_name.get(name.lower())
            if kw is not None:
                found[kw.rule] = None
        for ab in data.get("abilities") or ():
            if ab.get("kind") == "KeywordAbility" and ab.get("rule") in self.by_rule:
                found[ab["rule"]] = None
            for e in _ability_effects(ab):
                r = self.effect_rule.get(e.get("kind"))
                if r:
                    found[r] = None
        return sorted(found, key=_rule_key)

    def card_rules(self, data: dict, synthetic: list[str]) -> list[RuleRef]:
        refs: dict[str, str] = {}

        def add(number, why):
            if number and number not in refs:
                refs[number] = why
        for number in synthetic:
            add(number, "an intrinsic ability the text box does not print")
        for ab in data.get("abilities") or ():
            kind = ab.get("kind")
            if kind == "KeywordAbility":
                add(ab.get("rule"), f"keyword ability: {ab.get('name', '')}")
            else:
                add(self.section_of.get(kind), _KIND_LABEL.get(kind, kind))
            if (ab.get("cost") or {}).get("loyalty") is not None:
                add(self.loyalty_section, "loyalty ability")
            if ab.get("targets") or any(m.get("targets") for m in ab.get("modes") or ()):
                add(self.targets_section, "targets")
            for e in _ability_effects(ab):
                r = self.effect_rule.get(e.get("kind"))
                if r:
                    add(r, f"keyword action: {self.effect_action[e['kind']]} ({e['kind']} effect)")
        out = [self.entry(n, why) for n, why in refs.items()]
        return sorted((r for r in out if r is not None), key=lambda r: _rule_key(r.number))


def _rule_key(number: str):
    return [int(p) if p.isdigit() else p for p in re.findall(r"\d+|[a-z]+", number)]


# ---- one card ----------------------------------------------------------------------------------
def _text_lines(face: CardFace, c) -> tuple[list[list[Segment]], list[str], list[str]]:
    """The card's Oracle text as lines of segments with gap spans highlighted; its reminder
    texts; the rules behind its synthetic lines."""
    from .normalize import _group_lines, normalize
    norm = normalize(face)
    raw_groups = _group_lines(face.text or "")
    # gap line n (1-based) is the n-th normalised line; find the raw group it came from
    marks: dict[int, list[tuple[int, int, str]]] = {}
    group_of_line: dict[int, int] = {}
    gi = 0
    for ln in norm.lines:
        if ln.synthetic:
            continue
        while gi < len(raw_groups) and raw_groups[gi] != ln.oracle:
            gi += 1
        if gi < len(raw_groups):
            group_of_line[ln.index + 1] = gi
    for g in c.gaps:
        gi = group_of_line.get(g.line)
        if gi is None:
            continue
        line = raw_groups[gi]
        reason = g.reason.splitlines()[0] if g.reason else ""
        start = line.find(g.wording) if g.wording else -1
        if start >= 0 and not g.blocker.startswith("parse:"):
            span = (start, start + len(g.wording))
        else:
            col = max(0, min(len(line), g.column - 1))
            if g.blocker.startswith("parse:"):
                # the unknown wording: from the caret to the end of the line
                span = (col, len(line))
            else:
                end = line.find(" ", col + 1)
                span = (col, len(line) if end < 0 else end)
            if span[0] >= span[1]:
                span = (0, len(line))
        marks.setdefault(gi, []).append((*span, reason))
    lines = [_segments(raw, marks.get(i, [])) for i, raw in enumerate(raw_groups)]
    synthetic = [ln.synthetic for ln in norm.lines if ln.synthetic]
    return lines, list(norm.reminders), synthetic


def _card_view(c, rules: _Rules, slug: str, level: str | None = None, notes: list[str] | None = None) -> dict:
    face: CardFace = c.face
    data = _ir_data(c)
    try:
        lines, reminders, synthetic = _text_lines(face, c)
    except Exception:            # normalisation failed (a compiler-error card): the text as is
        lines = [_segments(raw, []) for raw in (face.text or "").split("\n") if raw.strip()]
        reminders, synthetic = [m.group()[1:-1] for m in _REMINDER.finditer(face.text or "")], []
    abilities = []
    for ab in data.get("abilities") or ():
        try:
            rows = ability_rows(ab)
        except Exception as exc:     # an IR shape this page does not know: show it raw, go on
            rows = [("IR", describe(ab)), ("docs", f"no breakdown: {type(exc).__name__}: {exc}")]
        abilities.append({"kind": ab.get("kind", ""), "label": _KIND_LABEL.get(ab.get("kind"), ab.get("kind")),
                          "line": ab.get("line", 0), "text": ab.get("text", ""), "rows": rows})
    colors = [c_ for c_ in data.get("colors") or ()] or ["colorless"]
    keywords = rules.keywords_of(face, data)
    return {
        "name": c.name, "slug": slug, "face": face, "level": level or c.level, "lines": lines,
        "notes": list(notes or ()),
        "reminders": reminders, "abilities": abilities, "gaps": c.gaps, "source": c.source,
        "rules": rules.card_rules(data, synthetic), "colors": colors,
        "types": [t.lower() for t in face.types] or ["none"],
        "keywords": [(rules.by_rule[r], rules.kw_slug[r]) for r in keywords],
        "pt": f"{face.power}/{face.toughness}" if face.power is not None else (
            f"loyalty {face.loyalty}" if face.loyalty is not None else ""),
        "fence": _code_fence(c.source),
        "plain_text": (face.text or "").replace("\n", " "),
    }


# ---- the site ----------------------------------------------------------------------------------
def _env(fmt: str) -> Environment:
    env = Environment(loader=PackageLoader("oraclec.compiler", "templates/docs"),
                      autoescape=True, trim_blocks=True, lstrip_blocks=True,
                      keep_trailing_newline=True,
                      auto_reload=False)     # one build: no stat() of the template per page
    if fmt == "html":
        env.filters["mana"] = mana_html
        env.filters["segments"] = segments_html
    else:
        env.filters["mana"] = md_escape
        env.filters["segments"] = lambda segs: Markup(segments_md(segs))
        env.filters["md"] = lambda v: Markup(md_escape(v))
        env.filters["raw"] = lambda v: Markup(str(v))   # only inside code fences
    env.globals["level_names"] = LEVEL_NAMES
    return env


def build_site(faces: list[CardFace], out: str | Path, fmt: str = "html", set_code: str | None = None,
               progress: Progress | None = None, title: str | None = None, jobs: int | None = None,
               levels: dict[str, str] | None = None, notes: dict[str, list[str]] | None = None) -> Path:
    """Compile ``faces`` and write the documentation site to ``out`` (atomically).

    ``levels`` raises compiled cards to ``executed``/``verified`` (measured by the caller: the
    smoke games and scenarios live outside the compiler, ``oraclec docs --executed``); ``notes``
    says why a compiled card did not reach ``executed``.  Without them a card shows the level
    its compile reached.

    Card pages are rendered in ``jobs`` forked worker processes (default: one per core) when
    there are enough cards to pay for them."""
    from .build import compile_faces, compiler_version

    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; formats: {', '.join(FORMATS)}")
    out = Path(out)
    tick = progress or (lambda *a, **k: None)
    tick("compile", 0, total=len(faces))
    compiled = compile_faces(faces, progress=lambda f: tick("compile"))
    # one page per distinct card name (a corpus may hold a name twice: the first one wins)
    seen: set[str] = set()
    cards = []
    for c in compiled:
        if c.name not in seen:
            seen.add(c.name)
            cards.append(c)
    rules = _Rules(fmt)
    slugs = _unique_slugs(c.name for c in cards)
    ext = "html" if fmt == "html" else "md"
    env = _env(fmt)
    t_card = env.get_template(f"card.{ext}")
    t_kw = env.get_template(f"keyword.{ext}")
    t_kwi = env.get_template(f"keywords.{ext}")
    t_index = env.get_template(f"index.{ext}")
    label = title or (f"{set_code}" if set_code else "oraclec cards")
    common = {"site_title": label, "set_code": set_code, "version": compiler_version()}

    with atomic_dir(out) as tmp:
        (tmp / "cards").mkdir()
        (tmp / "keywords").mkdir()
        if fmt == "html":
            (tmp / "assets").mkdir()
            for asset in ("docs.css", "docs.js"):
                src = env.loader.get_source(env, asset)[0]
                (tmp / "assets" / asset).write_text(src, encoding="utf-8")
        kw_cards: dict[str, list[tuple[str, str, str]]] = {}
        rows = []
        tick("pages", 0, total=len(cards) + 2)
        global _JOB
        _JOB = {"cards": cards, "rules": rules, "slugs": slugs, "template": t_card, "common": common,
                "dir": tmp / "cards", "ext": ext, "levels": _raised_levels(cards, levels),
                "notes": notes or {}}
        try:
            for chunk in _map_chunks(len(cards), jobs):
                for row, kws in chunk:
                    rows.append(row)
                    for rule in kws:
                        kw_cards.setdefault(rule, []).append((row["name"], row["slug"], row["level"]))
                tick("pages", len(chunk))
        finally:
            _JOB = None
        kw_rows = []
        for kw in rules.abilities + rules.actions:
            slug = rules.kw_slug[kw.rule]
            entry = rules.entry(kw.rule, kw.kind)
            users = kw_cards.get(kw.rule, [])
            (tmp / "keywords" / f"{slug}.{ext}").write_text(
                t_kw.render(kw=kw, entry=entry, cards=users, root="../", **common), encoding="utf-8")
            kw_rows.append({"kw": kw, "slug": slug, "count": len(users)})
        (tmp / "keywords" / f"index.{ext}").write_text(
            t_kwi.render(keywords=kw_rows, root="../", **common), encoding="utf-8")
        tick("pages")
        counts = {lvl: sum(1 for r in rows if r["level"] == lvl) for lvl in LEVEL_NAMES}
        facets = {
            "colors": sorted({x for r in rows for x in r["colors"]}),
            "types": sorted({x for r in rows for x in r["types"]}),
            "keywords": sorted({x for r in rows for x in r["keywords"]}),
        }
        (tmp / f"index.{ext}").write_text(
            t_index.render(cards=rows, counts=counts, facets=facets, root="", page_limit=INDEX_LIMIT,
                           **common), encoding="utf-8")
        tick("pages")
    return out


LEVEL_NAMES = ("unparsed", "parsed", "compiled", "executed", "verified")


def _raised_levels(cards, levels: dict[str, str] | None) -> dict[str, str]:
    """The caller's ``executed``/``verified`` levels, for compiled cards only: a measurement
    can raise a card its compile left at ``compiled``, never one below it (honest levels)."""
    raised = {}
    for c in cards:
        lvl = (levels or {}).get(c.name)
        if lvl is None or lvl == c.level:
            continue
        if c.level != "compiled" or lvl not in ("executed", "verified"):
            raise ValueError(f"{c.name}: level {lvl!r} given for a card its compile left at {c.level!r}")
        raised[c.name] = lvl
    return raised


INDEX_LIMIT = 1000             # rows the index shows at first (the whole corpus has 35,000)
_JOB: dict | None = None       # the state of one build, shared with forked workers
_CHUNK = 250


def _render_range(bounds: tuple[int, int]) -> list[tuple[dict, list[str]]]:
    """Render and write the card pages ``cards[a:b]`` of the current build; return their index
    rows and keyword rule numbers."""
    job = _JOB
    out = []
    for c in job["cards"][bounds[0]:bounds[1]]:
        level = job["levels"].get(c.name, c.level)
        view = _card_view(c, job["rules"], job["slugs"][c.name], level,
                          job["notes"].get(c.name) if level == "compiled" else None)
        (job["dir"] / f"{view['slug']}.{job['ext']}").write_text(
            job["template"].render(card=view, root="../", **job["common"]), encoding="utf-8")
        row = {"name": c.name, "slug": view["slug"], "level": level,
               "colors": view["colors"], "types": view["types"],
               "keywords": [kw.name for kw, _ in view["keywords"]],
               "mana_cost": c.face.mana_cost or "", "type_line": c.face.type_line,
               "text": view["plain_text"]}
        out.append((row, [kw.rule for kw, _ in view["keywords"]]))
    return out


def _map_chunks(n: int, jobs: int | None):
    """Card-page chunks in order, rendered in forked workers when it pays."""
    bounds = [(a, min(n, a + _CHUNK)) for a in range(0, n, _CHUNK)]
    jobs = jobs or os.cpu_count() or 1
    if jobs > 1 and n >= 2 * _CHUNK and hasattr(os, "fork"):
        import multiprocessing as mp
        with mp.get_context("fork").Pool(min(jobs, len(bounds))) as pool:
            yield from pool.imap(_render_range, bounds)
    else:
        for b in bounds:
            yield _render_range(b)

