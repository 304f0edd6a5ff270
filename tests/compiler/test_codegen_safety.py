"""Codegen safety (issue 9): card names and texts are data, never code.

Hostile cards compile to modules that import cleanly, hold card text only inside string literals
made by the one quoting function (``codegen.literal``), and execute nothing from the card."""
import io
import os
import tokenize

import pytest

from oraclec.compiler.build import compile_faces, write_package
from oraclec.corpus.cards import CardFace
from oraclec.runtime.loader import load_set_module

HOSTILE = [
    'Evil"); __import__("os").system("touch /tmp/oraclec-pwned"); ("',
    "Back\\slash\\' Name",
    'Triple """ quote \'\'\' card',
    "Jinja {{ 7*7 }} {% for x in y %} card",
    "New\nline card",
    "def class lambda import",
    "__import__('os')",
    "damage",            # a runtime API name
    "CardDef",
    "CARDS",
    "Ætherling Ünïcødé ☃",
    "\x00nul card",
]


def hostile_faces():
    out = []
    for i, name in enumerate(HOSTILE):
        text = f"{name} deals 1 damage to any target.\n({name} reminder)"
        out.append(CardFace(name=name, type_line="Instant", text=text, types=("Instant",), mana_cost="{R}"))
        out.append(CardFace(name=f"{name} {i}", type_line="Creature — Elf", text=f'Flying\n{name}: "{name}"',
                            types=("Creature",), subtypes=("Elf",), power="1", toughness="1", mana_cost="{G}"))
    return out


def non_string_text(source: str) -> str:
    toks = tokenize.generate_tokens(io.StringIO(source).readline)
    return " ".join(t.string for t in toks if t.type not in (tokenize.STRING, tokenize.COMMENT))


def test_hostile_cards_are_only_string_data(tmp_path, monkeypatch):
    faces = hostile_faces()
    compiled = compile_faces(faces, use_cache=False, jobs=1)
    out = write_package(tmp_path / "evil", compiled, set_code=None, faces=faces)
    source = (out / "cards.py").read_text()
    code = non_string_text(source)
    for bad in ("__import__", "system", "touch", "{{", "Triple", "lambda", "Ætherling", "pwned"):
        assert bad not in code, bad
    # importing executes nothing from the cards
    calls = []
    monkeypatch.setattr(os, "system", lambda *a: calls.append(a))
    cards, manifest = load_set_module(out)
    assert not calls and not os.path.exists("/tmp/oraclec-pwned")
    for face in faces:
        assert face.name in cards                       # names survive exactly, as data
        assert cards[face.name].name == face.name
    assert set(manifest["cards"]) == {f.name for f in faces}


@pytest.mark.parametrize("name", HOSTILE)
def test_identifiers_never_come_from_card_text(name):
    (c,) = compile_faces([CardFace(name=name, type_line="Instant", text="Draw a card.", types=("Instant",))],
                         use_cache=False, jobs=1)
    toks = tokenize.generate_tokens(io.StringIO(c.source).readline)
    names = {t.string for t in toks if t.type == tokenize.NAME}
    words = {w for w in name.replace("(", " ").replace(")", " ").split() if w.isidentifier()}
    api_like = {"damage", "CardDef", "CARDS", "def", "class", "lambda", "import"}
    for w in words - api_like:
        assert w not in names, w


def test_loader_refuses_a_module_changed_after_the_build(tmp_path):
    from oraclec.compiler.api import find_face
    from oraclec.runtime.errors import SetLoadError
    faces = [find_face("Lightning Bolt")]
    out = write_package(tmp_path / "pkg", compile_faces(faces, use_cache=False, jobs=1), set_code=None, faces=faces)
    cards, _ = load_set_module(out)
    assert "Lightning Bolt" in cards
    with open(out / "cards.py", "a") as fh:
        fh.write("\nimport os\n")
    with pytest.raises(SetLoadError, match="SHA-256"):
        load_set_module(out)
