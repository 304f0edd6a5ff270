"""Golden IR files: Magic 2010 cards (``tests/golden/m10``) and cards of the other shipped sets
that show a grammar-breadth construct (``tests/golden/sets``), and the IR the compiler gives them.

A failing test here means a card's meaning changed.  If the change is intended, run
``python tests/golden/regen.py`` and review the diff."""
import json
from pathlib import Path

import pytest

from oraclec.compiler.api import find_face
from oraclec.compiler.build import compile_face

_HERE = Path(__file__).resolve().parent.parent / "golden"
GOLDEN = sorted(_HERE.glob("m10/*.json")) + sorted(_HERE.glob("sets/*.json")) + sorted(_HERE.glob("faces/*.json"))


def test_enough_golden_files():
    assert len(GOLDEN) >= 40


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden_ir(path):
    expected = json.loads(path.read_text(encoding="utf-8"))
    # a card compiled from all its faces names the card file that has them (tests/golden/faces)
    cards = str(_HERE.parent.parent / expected["cards"]) if "cards" in expected else None
    c = compile_face(find_face(expected["name"], cards))
    got = {"name": c.name, "level": c.level, "ir": c.ir.dump(),
           "gaps": [{"line": g.line, "column": g.column, "blocker": g.blocker, "wording": g.wording,
                     **({"face": g.face} if g.face else {})} for g in c.gaps]}
    if cards:
        got["cards"] = expected["cards"]
    assert json.loads(json.dumps(got)) == expected
