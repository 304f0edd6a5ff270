"""Lowering of the MKM/WOE/DMU/BRO constructs of the fifth session (issue 6), rule numbers cited."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


# ---- "face-down" / "face-up" as a status of objects (708.2) ---------------------------------
def test_face_down_creatures_you_control():
    (static,) = abilities("Face-down creatures you control get +0/+1.", types=("Enchantment",))
    (pt,) = static.effects
    assert pt.affected == ir.Filter(types=("creature",), controller="you", face_down=True)


def test_target_face_down_creature():
    (act,) = abilities("{T}, Sacrifice this creature: Destroy target face-down creature.")
    (t,) = act.targets
    assert t.objects == ir.Filter(types=("creature",), face_down=True)


def test_face_down_spells_cost_less():
    # 708.4: a face-down spell is what the cost modifier sees (601.2f)
    (static,) = abilities("Face-down creature spells you cast cost {1} less to cast.", types=("Artifact",))
    (mod,) = static.effects
    assert mod.amount == -1 and mod.spells.face_down is True and mod.who == "you"


def test_face_down_creature_entered_this_turn():
    (trig, _) = abilities("At the beginning of your end step, if a face-down creature entered the battlefield "
                          "under your control this turn, put a +1/+1 counter on this creature.\n{T}: Add {G}.")
    assert trig.condition.condition == "this_turn" and trig.condition.filter.face_down is True


def test_face_up_status():
    (act,) = abilities("{T}: Destroy target face-up creature.")
    assert act.targets[0].objects.face_down is False


def test_card_a_face_down_permanent_was_is_a_gap():
    # 708.9: the card is revealed as it leaves; its last known characteristics are the face-down
    # ones (708.2a), so "if it's an instant or sorcery card" can't be read from them
    (g,) = gaps("Whenever a face-down creature you control dies, exile it if it's an instant or sorcery card.",
                types=("Enchantment",))
    assert g.blocker == "face_down_left"
