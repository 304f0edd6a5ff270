"""An instant's or sorcery's text is its spell ability (113.3a), followed in order (608.2c): an
ability word's "If …" paragraph goes on with the paragraph above ("that creature", "instead");
addendum's "If you cast this spell during your main phase" (505.1)."""
from test_lower_breadth import abilities, face, gaps     # tests/compiler is on the path

from oraclec.compiler import ir
from oraclec.compiler.normalize import normalize

INSTANT = dict(types=("Instant",))


def test_ability_word_paragraph_joins_the_spell_above():
    (ln,) = normalize(face("Target creature gets +2/+2 until end of turn.\nAddendum \u2014 If you cast this spell "
                           "during your main phase, that creature gains flying until end of turn.", **INSTANT)).lines
    assert ln.text.startswith("Target creature gets +2/+2 until end of turn. If you cast")
    assert ln.oracle.split("\n")[1].startswith("Addendum")
    # the joined text still points at its Oracle characters (the second paragraph's "If")
    at = ln.text.index("If you cast")
    assert ln.oracle[ln.oracle_column(at):].startswith("If you cast")


def test_a_static_if_paragraph_stays_its_own_line():
    lines = normalize(face("Draw two cards.\nDelirium \u2014 If there are four or more card types among cards "
                           "in your graveyard, this spell costs {1} less to cast.", **INSTANT)).lines
    assert len(lines) == 2


def test_addendum_condition_on_that_creature():
    (sp,) = abilities("Target creature gets +2/+2 until end of turn.\nAddendum \u2014 If you cast this spell "
                      "during your main phase, that creature gains flying until end of turn.", **INSTANT)
    pump, branch = sp.effects
    assert branch.condition.condition == "cast_in_main"
    assert branch.effects[0].what == "target:0"


def test_threshold_instead_replaces_the_paragraph_above():
    (sp,) = abilities("Destroy target land.\nThreshold \u2014 If there are seven or more cards in your graveyard, "
                      "instead destroy that land and this spell deals 1 damage to each creature and each player.",
                      types=("Sorcery",))
    (branch,) = sp.effects
    assert isinstance(branch, ir.IfCondition) and branch.otherwise[0].what == "target:0"
    assert [type(e).__name__ for e in branch.effects] == ["Destroy", "Damage"]


def test_a_target_chosen_only_when_cast_in_main_is_a_gap():
    (g,) = gaps("Exile target artifact or enchantment. If you cast this spell during your main phase, you may "
                "exile up to one other target artifact or enchantment.", **INSTANT)
    assert g.blocker == "cast_condition_target"
