"""The card's name inside an ability it gives another object (201.5a): it means the object whose
static ability gives it ("granter"), not the object that has the ability ("self"); a name that
lowering cannot read that way, or that an effect or a token gets, stays a gap."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir

EQUIPMENT = dict(types=("Artifact",), subtypes=("Equipment",))


def _granted(static):
    (grant,) = [e for e in static.effects if isinstance(e, ir.GrantAbility)]
    return grant


def test_sacrifice_and_damage_name_the_equipment():
    (st,) = abilities('Equipped creature has "{T}, Sacrifice Torch of Tests: Torch of Tests deals 2 damage '
                      'to any target."', name="Torch of Tests", **EQUIPMENT)
    grant = _granted(st)
    assert grant.granter
    act = grant.ability
    assert act.cost.tap and act.cost.sacrifice_self and act.cost.granter
    (dmg,) = act.effects
    assert dmg.source == "granter"


def test_this_creature_stays_the_object_with_the_ability():
    (st,) = abilities('Equipped creature has "{T}, Unattach Bola of Tests: This creature deals 1 damage to '
                      'target creature."', name="Bola of Tests", **EQUIPMENT)
    act = _granted(st).ability
    assert act.cost.unattach and act.cost.granter and act.cost.tap
    (dmg,) = act.effects
    assert dmg.source == "self"


def test_counters_on_the_aura():
    (st,) = abilities('Enchanted creature has "{T}: This creature deals X damage to target creature, where X '
                      'is the number of arrow counters on Training of Tests."', name="Training of Tests",
                      types=("Enchantment",), subtypes=("Aura",))
    (dmg,) = _granted(st).ability.effects
    assert dmg.amount == ir.CountersOn(ref="granter", counter="arrow")


def test_named_card_in_a_token_ability_is_the_name():
    (trig,) = abilities('When this creature dies, create a 1/1 white Cleric creature token. It has "{T}, '
                        'Sacrifice this token: Return a card named Angel of Tests from your graveyard to the '
                        'battlefield."', name="Angel of Tests")
    (create,) = trig.effects
    (act,) = create.token.abilities
    (put,) = act.effects
    assert put.what.filter.named == "Angel of Tests"
    assert not act.cost.granter


def test_it_beside_two_named_objects_is_a_gap():
    (g,) = gaps('Enchanted creature has "{7}: Ransom of Tests\'s controller sacrifices it and draws a card."',
                name="Ransom of Tests", types=("Enchantment",), subtypes=("Aura",))
    assert g.blocker == "antecedent"


def test_a_token_ability_naming_the_card_as_an_object_is_a_gap():
    # the engine binds the giving object only to abilities its static abilities give
    (g,) = gaps('Whenever a creature you control dies, create a green Ooze creature token with "This token\'s '
                'power and toughness are each equal to the number of slime counters on Grime of Tests."',
                name="Grime of Tests", types=("Enchantment",))
    assert g.blocker == "grant_named_self"


def test_a_name_lowering_does_not_read_as_the_giver_is_a_gap():
    (g,) = gaps('Enchanted creature has "Whenever this creature attacks, put a +1/+1 counter on it for each '
                'Aura attached to this creature other than Friend of Tests."', name="Friend of Tests",
                types=("Enchantment",), subtypes=("Aura",))
    assert g.blocker == "grant_named_self"


def test_a_gained_replacement_or_prevention_static_compiles():
    # 613.1f: read from the abilities after the layers (prevention 615, replacement 614)
    (sp,) = abilities('Return target creature card from your graveyard to the battlefield. It gains "If this '
                      'creature would die, exile it instead."', types=("Sorcery",))
    ret, gain = sp.effects
    assert isinstance(gain, ir.GrantAbilityUntil)
    (st,) = abilities('Equipped creature has "Prevent all damage that would be dealt to this creature."',
                      **EQUIPMENT)
    assert isinstance(_granted(st).ability.effects[0], ir.PreventDamageStatic)


def test_a_gained_player_rule_is_a_gap():
    # applied from printed abilities only (runtime/UNIMPLEMENTED.md)
    (g,) = gaps('{T}: Target creature gains "You can\'t lose the game and your opponents can\'t win the game." '
                'Activate only as a sorcery.', types=("Artifact",))
    assert g.blocker == "grant_static"
