"""Static abilities that read as one-shot effects on a permanent before (issue 6, gap
`effect_on_permanent`): each is a static ability (604.1) once its whole line parses."""
from test_lower_breadth import abilities     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_cant_block_and_cant_be_blocked():
    (static,) = abilities("This creature can't block and can't be blocked.")
    assert [e.what for e in static.effects] == ["cant_block", "cant_be_blocked"]


def test_gets_and_loses_all_abilities():
    (_, static) = abilities("Enchant creature\nEnchanted creature gets -3/-0 and loses all abilities.",
                            types=("Enchantment",), subtypes=("Aura",))
    pt, lose = static.effects
    assert pt.power == -3 and pt.toughness == 0 and lose == ir.RemoveAllAbilities(affected="enchanted")


def test_loses_all_abilities_and_cant_attack_or_block():
    (_, static) = abilities("Enchant creature\nEnchanted creature loses all abilities and can't attack or block.",
                            types=("Enchantment",), subtypes=("Aura",))
    assert [type(e).__name__ for e in static.effects] == ["RemoveAllAbilities", "Restriction"]


def test_domain_static_pt():
    (static,) = abilities("Domain — This creature gets +1/+0 for each basic land type among lands you control.")
    (pt,) = static.effects
    assert pt.per == ir.BasicLandTypes(ref="you") and pt.power == 1 and pt.toughness == 0


def test_cant_attack_if_defending_player_controls():
    (static,) = abilities("This creature can't attack if defending player controls an untapped land.")
    (r,) = static.effects
    assert r.what == "cant_attack_unless" and r.condition.negate and r.condition.ref == "defending"


def test_cant_attack_unless_is_not_negated():
    (static,) = abilities("This creature can't attack unless defending player controls an Island.")
    assert not static.effects[0].condition.negate


def test_cant_block_if_condition():
    (static,) = abilities("This creature can't block if you control an untapped land.")
    assert static.effects[0].what == "cant_block"
    assert static.condition.condition == "control" and static.condition.filter.tapped is False


# ---- "If …, you may cast this spell without paying its mana cost." (118.9) --------------------
def test_free_cast_under_a_condition_on_a_permanent_card():
    (perm,) = abilities("If an opponent controls a Swamp and you control a Plains, you may cast this spell "
                        "without paying its mana cost.")
    (cast,) = perm.effects
    assert cast.cost == ir.Cost() and cast.condition.condition == "all"


def test_free_cast_line_of_a_sorcery_is_a_casting_line_not_an_effect():
    # before: the sorcery's first spell ability cast the sorcery itself as it resolved
    (perm, spell) = abilities("If an opponent controls a Plains and you control a Swamp, you may cast this "
                              "spell without paying its mana cost.\nAll creatures get -2/-2 until end of turn.",
                              types=("Sorcery",))
    assert isinstance(perm, ir.StaticAbility) and isinstance(perm.effects[0], ir.CastPermission)
    assert isinstance(spell, ir.SpellAbility)


def test_continuous_effect_on_the_spell_itself_in_a_cast_trigger_is_a_gap():
    # the engine applies "gains …" to permanents only; the spell is on the stack (400.7a)
    from test_lower_breadth import gaps
    (g,) = gaps("When you cast this spell, exile up to one target artifact an opponent controls. If you do, "
                "this creature gains flying until end of turn.")
    assert g.blocker == "spell_on_stack"
