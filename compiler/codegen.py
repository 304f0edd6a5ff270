"""Codegen: ability IR → deterministic, readable Python handlers.

Each effect node is emitted by the function ``emit_<kind>`` (found by name) as a call of the
runtime verb of the same name; data nodes (filters, targets, costs, triggers, continuous
effects, quantities) become constructor calls of the records of ``oraclec.runtime.defs``.

Safety (one chokepoint): every string taken from a card enters the generated code through
:func:`literal` — that is, through ``repr()`` — and every identifier is made here from numbers
(``c012``, ``c012_a1``), never from card text.  Generated modules import only
``oraclec.runtime.api``.  The same IR always gives the same bytes.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from jinja2 import Environment, PackageLoader, StrictUndefined

from . import ir

__all__ = ["CodegenError", "CardCode", "literal", "expr", "render_card", "render_card_code", "render_module",
           "verb_name"]


class CodegenError(Exception):
    """The IR holds something codegen has no emitter for (a compiler bug, not a card gap)."""


def literal(value) -> str:
    """The only way a card string, number or flag becomes Python source."""
    if isinstance(value, (str, int, bool)) or value is None:
        return repr(value)
    raise CodegenError(f"not a literal: {value!r}")


# IR data nodes whose runtime record has another name or field spelling.
_RECORD_NAMES = {"Card": "CardDef"}
_FIELD_NAMES = {("Condition", "condition"): "kind"}


def expr(value) -> str:
    """A Python expression building ``value`` (IR data node, tuple, list or literal)."""
    if isinstance(value, ir.Node):
        kind = type(value).__name__
        args = []
        for name, field in type(value).model_fields.items():
            if name in ("kind", "span") or field.exclude:
                continue
            v = getattr(value, name)
            if v == field.default:
                continue
            args.append(f"{_FIELD_NAMES.get((kind, name), name)}={expr(v)}")
        return f"{_RECORD_NAMES.get(kind, kind)}({', '.join(args)})"
    if isinstance(value, (tuple, list)):
        inner = ", ".join(expr(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    return literal(value)


def verb_name(kind: str) -> str:
    """``ModifyPT`` → ``modify_pt``, ``ReturnToHand`` → ``return_to_hand``."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", "_", kind).lower()


# ---------------------------------------------------------------------------------------------
# Effects → statements
# ---------------------------------------------------------------------------------------------
class _Body:
    """Collects the statements of one resolve function and the nested functions it needs."""

    def __init__(self, prefix: str):
        self.prefix = prefix
        self.nested: list[str] = []
        self.counter = 0

    def fresh(self) -> str:
        self.counter += 1
        return f"{self.prefix}_d{self.counter}"


def emit_effects(effects, body: _Body, indent: int) -> list[str]:
    lines: list[str] = []
    for e in effects:
        fn = globals().get(f"emit_{type(e).__name__}", emit_verb)
        lines.extend(fn(e, body, indent))
    if not lines:
        lines.append(" " * indent + "pass")
    return lines


def emit_verb(node: ir.Effect, body: _Body, indent: int) -> list[str]:
    """A plain effect: ``verb(g, ctx, field=..., ...)`` with the node's non-default fields."""
    if not isinstance(node, ir.Effect):
        raise CodegenError(f"no emitter for {type(node).__name__}")
    args = []
    for name, field in type(node).model_fields.items():
        if name in ("kind", "span"):
            continue
        v = getattr(node, name)
        if v == field.default and not field.is_required():
            continue
        args.append(f"{name}={expr(v)}")
    call = f"{verb_name(type(node).__name__)}(g, ctx{''.join(', ' + a for a in args)})"
    return [" " * indent + call]


def emit_CreateTokens(node: ir.CreateTokens, body: _Body, indent: int) -> list[str]:
    """A token whose abilities resolve (a Food's "{2}, {T}, Sacrifice this artifact: You gain 3
    life."): its abilities are rendered as a card's are, their resolve functions nested here."""
    tok = node.token
    if all(isinstance(a, ir.ManaAbility) for a in tok.abilities):
        return emit_verb(node, body, indent)
    abilities = [_ability(a, body.fresh(), body.nested) for a in tok.abilities]
    bare = expr(tok.model_copy(update={"abilities": ()}))
    token = f"{bare[:-1]}, abilities=({', '.join(abilities)},))"
    extra = ", tapped=True" if node.tapped else ""
    if node.attached_to is not None:
        extra += f", attached_to={expr(node.attached_to)}"
    call = f"create_tokens(g, ctx, who={expr(node.who)}, amount={expr(node.amount)}, token={token}{extra})"
    return [" " * indent + call]


def emit_GetEmblem(node: ir.GetEmblem, body: _Body, indent: int) -> list[str]:
    """The emblem's abilities (114.1) are rendered as a card's are, their functions nested here."""
    abilities = [_ability(a, body.fresh(), body.nested) for a in node.abilities]
    return [" " * indent + f"get_emblem(g, ctx, who={expr(node.who)}, abilities=({', '.join(abilities)},))"]


def emit_GrantAbilityUntil(node: ir.GrantAbilityUntil, body: _Body, indent: int) -> list[str]:
    """The quoted ability is rendered as a card's abilities are, its functions nested here."""
    ability = _ability(node.ability, body.fresh(), body.nested)
    args = f"what={expr(node.what)}, ability={ability}"
    if node.duration != "end_of_turn":
        args += f", duration={literal(node.duration)}"
    return [" " * indent + f"grant_ability_until(g, ctx, {args})"]


def emit_CreateTokenCopy(node: ir.CreateTokenCopy, body: _Body, indent: int) -> list[str]:
    """The copy's added abilities (707.9b) are rendered as a card's are, nested here."""
    if not node.abilities:
        return emit_verb(node, body, indent)
    abilities = [_ability(a, body.fresh(), body.nested) for a in node.abilities]
    bare = emit_verb(node.model_copy(update={"abilities": ()}), body, indent)[0]
    return [f"{bare[:-1]}, abilities=({', '.join(abilities)},))"]
def _face_down(fd: ir.FaceDown, prefix: str, functions: list[str]) -> str:
    """A face-down object's characteristics (708.2a) with its abilities rendered as a card's are
    (ward {2}: disguise 702.168a, cloak 701.56a)."""
    if not fd.abilities:
        return expr(fd)
    abilities = [_ability(a, f"{prefix}_f{i + 1}", functions) for i, a in enumerate(fd.abilities)]
    return f"{expr(fd.model_copy(update={'abilities': ()}))[:-1]}abilities=({', '.join(abilities)},))"


def _with_face_down(node: ir.Node, prefix: str, functions: list[str]) -> str:
    """``node`` built with its ``face_down`` field rendered by :func:`_face_down`."""
    plain = f"face_down={expr(node.face_down)}"
    return expr(node).replace(plain, f"face_down={_face_down(node.face_down, prefix, functions)}", 1)


def emit_Manifest(node: ir.Manifest, body: _Body, indent: int) -> list[str]:
    """Manifest 701.34a, cloak 701.56a: the face-down characteristics may have abilities."""
    call = _with_face_down(node, body.fresh(), body.nested)
    return [" " * indent + "manifest(g, ctx, " + call[len("Manifest("):]]


def emit_May(node: ir.May, body: _Body, indent: int) -> list[str]:
    pad = " " * indent
    once = ", once_each_turn=True" if node.once_each_turn else ""
    return [f"{pad}if may(g, ctx, who={literal(node.who)}{once}):"] + emit_effects(node.effects, body, indent + 4)


def emit_IfCondition(node: ir.IfCondition, body: _Body, indent: int) -> list[str]:
    pad = " " * indent
    out = [f"{pad}if holds(g, ctx, condition={expr(node.condition)}):"] + emit_effects(node.effects, body, indent + 4)
    if node.otherwise:                  # "Otherwise, …"
        out += [f"{pad}else:"] + emit_effects(node.otherwise, body, indent + 4)
    return out


def emit_IfResult(node: ir.IfResult, body: _Body, indent: int) -> list[str]:
    pad = " " * indent
    test = "did(g, ctx)" if node.did else "not did(g, ctx)"
    return [f"{pad}if {test}:"] + emit_effects(node.effects, body, indent + 4)


def emit_IfActed(node: ir.IfActed, body: _Body, indent: int) -> list[str]:
    """603.12: the action, then its reflexive ability if it was performed (``acted``)."""
    pad = " " * indent
    out = [f"{pad}begin_action(g, ctx)"] + emit_effects(node.action, body, indent)
    if not node.effects:                   # "If you don't, …" alone
        return out + [f"{pad}if not acted(g, ctx):"] + emit_effects(node.otherwise, body, indent + 4)
    out += [f"{pad}if acted(g, ctx):"] + emit_effects(node.effects, body, indent + 4)
    if node.otherwise:
        out += [f"{pad}else:"] + emit_effects(node.otherwise, body, indent + 4)
    return out


def emit_VillainousChoice(node: ir.VillainousChoice, body: _Body, indent: int) -> list[str]:
    """Rule 701.53a: the player chooses; the chosen option's effects follow."""
    pad = " " * indent
    return ([f"{pad}if villainous_choice(g, ctx, who={expr(node.who)}) == 1:"]
            + emit_effects(node.first, body, indent + 4) + [f"{pad}else:"]
            + emit_effects(node.second, body, indent + 4))


def emit_DelayedTrigger(node: ir.DelayedTrigger, body: _Body, indent: int) -> list[str]:
    name = body.fresh()
    body.nested.append(_function(name, node.effects, body))
    extra = ""
    if node.watch is not None:
        extra += f", watch={literal(node.watch)}"
    if node.this_turn:
        extra += ", this_turn=True"
    if node.each_time:
        extra += ", each_time=True"
    return [" " * indent + f"delayed_trigger(g, ctx, trigger={expr(node.trigger)}, resolve={name}{extra})"]


def emit_ForEachPlayer(node: ir.ForEachPlayer, body: _Body, indent: int) -> list[str]:
    name = body.fresh()
    body.nested.append(_function(name, node.effects, body))
    gather = ", gather=True" if node.gather else ""
    return [" " * indent + f"for_each_player(g, ctx, who={expr(node.who)}, resolve={name}{gather})"]


def emit_ForEachObject(node: ir.ForEachObject, body: _Body, indent: int) -> list[str]:
    name = body.fresh()
    body.nested.append(_function(name, node.effects, body))
    extra = ", this_way=True" if node.this_way else ""
    return [" " * indent + f"for_each_object(g, ctx, filter={expr(node.filter)}, resolve={name}{extra})"]


def emit_ReflexiveTrigger(node: ir.ReflexiveTrigger, body: _Body, indent: int) -> list[str]:
    name = body.fresh()
    body.nested.append(_function(name, node.effects, body))
    return [" " * indent + f"reflexive_trigger(g, ctx, targets={expr(node.targets)}, resolve={name})"]


def _function(name: str, effects, body: _Body) -> str:
    lines = [f"def {name}(g, ctx):"] + emit_effects(effects, body, 4)
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Abilities and cards
# ---------------------------------------------------------------------------------------------
def _ability(a, prefix: str, functions: list[str]) -> str:
    if isinstance(a, ir.KeywordAbility):
        return expr(a.model_copy(update={"line": 0})).replace("line=0, ", "").replace(", line=0", "")
    fields: list[str] = []

    def resolve_fn(effects, suffix="") -> str:
        name = f"{prefix}{suffix}"
        body = _Body(name)
        fn = _function(name, effects, body)
        functions.extend(body.nested)
        functions.append(fn)
        return name

    kind = type(a).__name__
    def modal(a):
        modes = []
        for i, m in enumerate(a.modes):
            fname = resolve_fn(m.effects, f"_m{i + 1}")
            paws = f", pawprints={m.pawprints}" if m.pawprints else ""
            modes.append(f"Mode(targets={expr(m.targets)}, resolve={fname}, text={literal(m.text)}{paws})")
        fields.append(f"modes=({', '.join(modes)},)")
        fields.append(f"choose={expr(a.choose)}")
        for name in ("repeat", "worth"):            # 700.2d, 700.2i (spells only)
            if getattr(a, name, False):
                fields.append(f"{name}={literal(getattr(a, name))}")

    if isinstance(a, ir.SpellAbility):
        if a.modes:
            modal(a)
        else:
            fields.append(f"targets={expr(a.targets)}")
            fields.append(f"resolve={resolve_fn(a.effects)}")
    elif isinstance(a, ir.ActivatedAbility):
        fields.append(f"cost={expr(a.cost)}")
        if a.modes:                 # a modal activated ability (700.2): its modes resolve
            fields.append("resolve=None")
            modal(a)
        else:
            fields.append(f"resolve={resolve_fn(a.effects)}")
            fields.append(f"targets={expr(a.targets)}")
        for name in ("timing", "zone", "once_per_turn", "only_once", "special", "any_player"):
            v = getattr(a, name)
            if v != type(a).model_fields[name].default:
                fields.append(f"{name}={literal(v)}")
        if a.condition is not None:
            fields.append(f"condition={expr(a.condition)}")
        if a.cost_change is not None:
            fields.append(f"cost_change={expr(a.cost_change)}")
    elif isinstance(a, ir.ManaAbility):
        fields.append(f"cost={expr(a.cost)}")
        fields.append(f"produces={expr(a.produces)}")
        if a.amount is not None:
            fields.append(f"amount={expr(a.amount)}")
        if a.condition is not None:
            fields.append(f"condition={expr(a.condition)}")
        if a.effects:
            fields.append(f"resolve={resolve_fn(a.effects)}")
        if a.spend is not None:
            fields.append(f"spend={expr(a.spend)}")
    elif isinstance(a, ir.TriggeredAbility):
        fields.append(f"trigger={expr(a.trigger)}")
        if a.modes:
            fields.append("resolve=None")
            modal(a)
        else:
            fields.append(f"resolve={resolve_fn(a.effects)}")
            fields.append(f"targets={expr(a.targets)}")
        if a.condition is not None:
            fields.append(f"condition={expr(a.condition)}")
        if a.once_each_turn:
            fields.append("once_each_turn=True")
        if a.once:
            fields.append("once=True")
        if a.mana:
            fields.append("mana=True")
        if a.unchosen is not None:
            fields.append(f"unchosen={literal(a.unchosen)}")
        if a.zone != "battlefield":
            fields.append(f"zone={literal(a.zone)}")
    elif isinstance(a, ir.StaticAbility):
        effects = [_continuous(e, f"{prefix}_g{i + 1}", functions) for i, e in enumerate(a.effects)]
        fields.append(f"effects=({effects[0]},)" if len(effects) == 1 else f"effects=({', '.join(effects)})")
        if a.condition is not None:
            fields.append(f"condition={expr(a.condition)}")
    elif isinstance(a, ir.AsResolves):
        fields.append(f"resolve={resolve_fn(a.effects)}")
        if a.condition is not None:
            fields.append(f"condition={expr(a.condition)}")
    else:
        raise CodegenError(f"no emitter for ability {kind}")
    fields.append(f"text={literal(a.text)}")
    return f"{kind}({', '.join(fields)})"


def _continuous(e, prefix: str, functions: list[str]) -> str:
    """A continuous effect; a granted ability (rule 113.2c) is rendered as an ability."""
    if isinstance(e, ir.GrantAbility):
        keeps = (", keeps_source=True" if e.keeps_source else "") + (", granter=True" if e.granter else "")
        return f"GrantAbility(affected={expr(e.affected)}, ability={_ability(e.ability, prefix, functions)}{keeps})"
    if isinstance(e, ir.CastPermission) and e.face_down is not None:
        return _with_face_down(e, prefix.replace("_g", "_e"), functions)
    return expr(e)


@lru_cache(maxsize=1)
def _env() -> Environment:
    return Environment(loader=PackageLoader("oraclec.compiler", "templates"), undefined=StrictUndefined,
                       keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True,
                       autoescape=False)


class CardCode(NamedTuple):
    """A card's generated code, and the parts it is made of: each top-level function, each
    expression its card definitions hold (a field's value; each ability its own) and the names
    of the definitions, so that a check of the code can read the parts (the same parts recur
    across cards)."""

    source: str
    functions: tuple[str, ...]
    expressions: tuple[str, ...]
    defines: tuple[str, ...]        # the card definitions it assigns (its faces', then its own)


_EXPR_FIELDS = ("types", "subtypes", "supertypes", "colors", "faces")


@lru_cache(maxsize=None)
def _template(name: str):
    return _env().get_template(name)


def render_card(card: ir.CardIR, var: str, support: str = "compiled") -> str:
    """The Python source defining ``var = CardDef(...)`` and the card's resolve functions."""
    return render_card_code(card, var, support).source


def render_card_code(card: ir.CardIR, var: str, support: str = "compiled") -> CardCode:
    """:func:`render_card`, with the functions and expressions the source is made of."""
    functions: list[str] = []
    abilities = []
    if support != "unsupported":
        for i, a in enumerate(card.abilities):
            abilities.append(_ability(a, f"{var}_a{i + 1}", functions))
    fields = [("name", literal(card.name)), ("mana_cost", literal(card.mana_cost)),
              ("types", expr(card.types))]
    for key in ("subtypes", "supertypes", "colors"):
        if getattr(card, key):
            fields.append((key, expr(getattr(card, key))))
    if card.colors_unknown:            # 204.1: a color indicator the card file does not give
        fields.append(("colors_unknown", literal(True)))
    for key in ("power", "toughness", "loyalty"):
        if getattr(card, key) is not None:
            fields.append((key, literal(getattr(card, key))))
    if abilities:
        fields.append(("abilities", "(\n        " + ",\n        ".join(abilities) + ",\n    )"))
    fields.append(("support", literal(support)))
    if card.deck_limit != 4:
        fields.append(("deck_limit", literal(card.deck_limit)))
    if card.x_color is not None:
        fields.append(("x_color", literal(card.x_color)))
    # the faces cast on their own (709.3, 715.3), each its own CardDef defined before the card
    faces = [render_card_code(f, f"{var}_f{i + 1}", support) for i, f in enumerate(card.faces)]
    if card.layout is not None:
        fields.append(("layout", literal(card.layout)))
    if faces:
        fields.append(("faces", "(" + "".join(f"{var}_f{i + 1}, " for i in range(len(faces))).rstrip() + ")"))
    # the expressions that may name something: the abilities and the fields ``expr`` made or
    # that name the faces (``literal`` makes a repr of a string, number, flag or None: no name)
    expressions = [e for f in faces for e in f.expressions] + abilities \
        + [value for key, value in fields if key in _EXPR_FIELDS]
    own = _template("card.py.jinja").render(var=var, functions=functions, fields=fields).rstrip() + "\n"
    return CardCode("\n\n".join([f.source for f in faces] + [own]),
                    tuple(fn for f in faces for fn in f.functions) + tuple(functions), tuple(expressions),
                    tuple(v for f in faces for v in f.defines) + (var,))


def render_module(cards: list[tuple[str, str, str]], *, version: str, set_code: str | None,
                  corpus_hash: str, grammar_hash: str) -> str:
    """``cards``: (name, var, card source) in a fixed order."""
    text = _template("module.py.jinja").render(
        cards=[src for _, _, src in cards], entries=[(literal(n), v) for n, v, _ in cards],
        version=version, set_code=set_code, corpus_hash=corpus_hash, grammar_hash=grammar_hash)
    return re.sub(r"\n{3,}", "\n\n\n", text)
