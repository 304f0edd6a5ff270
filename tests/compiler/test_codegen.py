"""Codegen: deterministic output, strings only through repr(), imports only the runtime API."""
import ast as pyast
import json

from oraclec.compiler.build import compile_face, compile_faces, write_package
from oraclec.compiler.codegen import expr, literal, verb_name
from oraclec.compiler import ir
from oraclec.corpus import load_set
from oraclec.compiler.api import find_face
from oraclec.corpus.cards import CardFace


def test_same_ir_same_bytes():
    faces = [find_face(n) for n in ("Lightning Bolt", "Overrun", "Stone Giant", "Pacifism", "Soul Warden")]
    a = [c.source for c in compile_faces(faces)]
    b = [c.source for c in compile_faces(faces)]
    assert a == b


def test_verb_names():
    assert verb_name("ModifyPT") == "modify_pt"
    assert verb_name("ReturnToHand") == "return_to_hand"


def test_expr_builds_runtime_records():
    f = ir.Filter(types=("creature",), controller="you")
    assert expr(f) == "Filter(types=('creature',), controller='you')"
    assert expr(ir.Condition(condition="untapped")) == "Condition(kind='untapped')"


def test_hostile_card_strings_enter_only_as_literals(tmp_path):
    evil = 'Evil"); import os; os.system("echo pwned"); ("'
    face = CardFace(name=evil + "\nName", type_line="Instant", text=f"{evil} deals 1 damage to any target.",
                    types=("Instant",), mana_cost="{R}")
    c = compile_face(face, "c001")
    tree = pyast.parse(c.source)
    # no import, no call other than the API's, every string is a constant
    for node in pyast.walk(tree):
        assert not isinstance(node, (pyast.Import, pyast.ImportFrom))
        if isinstance(node, pyast.Call):
            assert isinstance(node.func, pyast.Name)
            assert node.func.id not in ("eval", "exec", "__import__", "open")
    names = [n.value for n in pyast.walk(tree) if isinstance(n, pyast.Constant) and isinstance(n.value, str)]
    assert face.name in names
    assert literal("a'b") == repr("a'b")


def test_generated_package_imports_only_the_runtime(tmp_path):
    faces = [find_face(n) for n in ("Lightning Bolt", "Llanowar Elves", "Serra Angel")]
    out = write_package(tmp_path / "pkg", compile_faces(faces), set_code=None, faces=faces)
    tree = pyast.parse((out / "cards.py").read_text())
    imports = [n for n in pyast.walk(tree) if isinstance(n, (pyast.Import, pyast.ImportFrom))]
    assert [i.module for i in imports] == ["oraclec.runtime.api"]
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["cards"]["Lightning Bolt"]["level"] == "compiled"
    assert set(manifest) >= {"compiler_version", "corpus_hash", "cards", "schema_version"}


def test_m10_compiles_at_least_200_of_249():
    m10 = load_set("M10")
    assert len(m10.entries) == 249
    compiled = {c.name: c for c in compile_faces([find_face(n) for n in m10.card_names])}
    ok = sum(1 for n in m10.entries if compiled[n].level == "compiled")
    assert ok >= 200, ok
    # every card below "compiled" says why
    for c in compiled.values():
        if c.level != "compiled":
            assert c.reasons, c.name


def test_a_compiler_bug_is_reported_on_the_card_not_raised(monkeypatch):
    from oraclec.compiler import build

    def broken(face):
        raise RuntimeError("boom")
    monkeypatch.setattr(build, "lower_face", broken)
    c = build.compile_face(find_face("Lightning Bolt"))
    assert c.level == "unparsed" and c.gaps[0].blocker == "compiler-error" and "boom" in c.gaps[0].reason
