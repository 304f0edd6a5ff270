"""State-based actions (704) and combat (506-511, keywords 702)."""
import pytest

from oraclec.runtime.actions import DeclareAttackers, DeclareBlockers, Pass
from oraclec.runtime.errors import IllegalAction
from oraclec.runtime.zones import enter_battlefield

from cards import (BEARS, BOLT, DEATHTOUCHER, DOUBLE, FIRST, FLYER, FOREST, GIANT, HASTY,
                   LEGEND, LIFELINKER, MOUNTAIN, OGRE, PACIFISM, PLAINS, SPIDER, SWAMP,
                   TRAMPLER, VIGILANT, WEAKNESS)
from helpers import cast, pass_until, perm, resolve_stack, setup


def attack(g, *names, player=0):
    pass_until(g, "begin_combat")
    g.push(Pass()); g.push(Pass())
    assert g.pending == "attackers"
    d = g.players[1 - player]
    g.push(DeclareAttackers(tuple((perm(g, n, player).id, d.id) for n in names)))


def block(g, pairs):
    while g.pending != "blockers":
        g.push(Pass())
    g.push(DeclareBlockers(tuple((perm(g, b, 1).id, perm(g, a, 0).id) for b, a in pairs)))


def finish_combat(g):
    pass_until(g, "main2")


def test_zero_toughness_704_5f():
    g = setup(a_bf=[SWAMP], a_hand=[WEAKNESS], b_bf=[BEARS])
    pass_until(g, "main1")
    cast(g, "Weakness", [[perm(g, "Grizzly Bears")]])
    resolve_stack(g)
    assert [o.name for o in g.players[1].graveyard] == ["Grizzly Bears"]


def test_lethal_damage_704_5g_and_zero_life_704_5a():
    g = setup(a_bf=[MOUNTAIN], a_hand=[BOLT], b_bf=[BEARS])
    pass_until(g, "main1")
    cast(g, "Lightning Bolt", [[perm(g, "Grizzly Bears")]])
    resolve_stack(g)
    assert [o.name for o in g.players[1].graveyard] == ["Grizzly Bears"]
    g2 = setup(a_bf=[MOUNTAIN], a_hand=[BOLT])
    g2.players[1].life = 3
    pass_until(g2, "main1")
    cast(g2, "Lightning Bolt", [[g2.players[1]]])
    resolve_stack(g2)
    assert g2.outcome is not None and g2.outcome.winner == 0
    assert "704.5a" in g2.outcome.reason


def test_draw_from_empty_library_704_5b():
    g = setup(b_lib=[])
    pass_until(g, "main1", turn=2)
    assert g.outcome is not None and g.outcome.winner == 0 and "704.5b" in g.outcome.reason


def test_legend_rule_704_5j():
    g = setup(a_bf=[LEGEND])
    o = g.new_obj(LEGEND, g.players[0], "battlefield")
    enter_battlefield(g, o)
    pass_until(g, "main1")
    assert len([x for x in g.battlefield if x.name == "Legendary Bear"]) == 1
    assert [x.name for x in g.players[0].graveyard] == ["Legendary Bear"]


def test_aura_falls_off_704_5m_and_pacifism_restricts():
    g = setup(a_bf=[PLAINS, PLAINS, MOUNTAIN], a_hand=[PACIFISM, BOLT], b_bf=[BEARS])
    pass_until(g, "main1")
    bears = perm(g, "Grizzly Bears")
    cast(g, "Pacifism", [[bears]])
    resolve_stack(g)
    aura = perm(g, "Pacifism")
    assert aura.attached_to == bears.id
    assert g.restrictions(bears, "cant_attack_or_block")
    cast(g, "Lightning Bolt", [[bears]])
    resolve_stack(g)
    assert {o.name for o in g.players[0].graveyard} == {"Pacifism", "Lightning Bolt"}


def test_summoning_sick_creature_cannot_attack_302_6_but_haste_can():
    g = setup(a_bf=[MOUNTAIN, FOREST, FOREST], a_hand=[HASTY, BEARS])
    pass_until(g, "main1")
    cast(g, "Raging Goblin"); resolve_stack(g)
    cast(g, "Grizzly Bears"); resolve_stack(g)
    pass_until(g, "begin_combat"); g.push(Pass()); g.push(Pass())
    with pytest.raises(IllegalAction):
        g.push(DeclareAttackers(((perm(g, "Grizzly Bears").id, "P1"),)))
    g.push(DeclareAttackers(((perm(g, "Raging Goblin").id, "P1"),)))
    finish_combat(g)
    assert g.players[1].life == 19


def test_flying_and_reach_702_9b_702_17b():
    g = setup(a_bf=[FLYER], b_bf=[BEARS, SPIDER])
    attack(g, "Snapping Drake")
    while g.pending != "blockers":
        g.push(Pass())
    with pytest.raises(IllegalAction):
        g.push(DeclareBlockers(((perm(g, "Grizzly Bears").id, perm(g, "Snapping Drake").id),)))
    g.push(DeclareBlockers(((perm(g, "Giant Spider").id, perm(g, "Snapping Drake").id),)))
    finish_combat(g)
    assert perm(g, "Giant Spider").damage == 3                 # 3 damage vs 4 toughness
    assert [o.name for o in g.players[0].graveyard] == ["Snapping Drake"]   # 2 vs 2
    assert g.players[1].life == 20


def test_first_strike_kills_before_regular_damage_702_7b():
    g = setup(a_bf=[FIRST], b_bf=[BEARS])
    # 2/1 first strike vs 2/2: deals 2 first, the bear dies before dealing damage.
    attack(g, "Goblin Piker")
    block(g, [("Grizzly Bears", "Goblin Piker")])
    finish_combat(g)
    assert [o.name for o in g.players[1].graveyard] == ["Grizzly Bears"]
    assert perm(g, "Goblin Piker").damage == 0


def test_double_strike_deals_twice_702_4b():
    g = setup(a_bf=[DOUBLE])
    attack(g, "Double Striker")
    finish_combat(g)
    assert g.players[1].life == 16


def test_trample_assigns_excess_to_player_702_19b():
    g = setup(a_bf=[TRAMPLER], b_bf=[BEARS])
    attack(g, "Enormous Baloth")
    block(g, [("Grizzly Bears", "Enormous Baloth")])
    finish_combat(g)
    assert g.players[1].life == 15
    assert [o.name for o in g.players[1].graveyard] == ["Grizzly Bears"]


def test_deathtouch_702_2b():
    g = setup(a_bf=[GIANT], b_bf=[DEATHTOUCHER])
    attack(g, "Craw Wurm")
    block(g, [("Deadly Recluse", "Craw Wurm")])
    finish_combat(g)
    assert {o.name for o in g.players[0].graveyard} == {"Craw Wurm"}
    assert {o.name for o in g.players[1].graveyard} == {"Deadly Recluse"}


def test_lifelink_702_15b_and_vigilance_702_20b():
    g = setup(a_bf=[LIFELINKER, VIGILANT])
    attack(g, "Lifelinker", "Serra Angel")
    finish_combat(g)
    assert g.players[0].life == 22
    assert g.players[1].life == 14
    assert perm(g, "Lifelinker").tapped and not perm(g, "Serra Angel").tapped


def test_unblocked_bears_and_blocked_trade():
    g = setup(a_bf=[BEARS, OGRE], b_bf=[BEARS])
    attack(g, "Grizzly Bears", "Gray Ogre")
    block(g, [("Grizzly Bears", "Gray Ogre")])
    finish_combat(g)
    assert g.players[1].life == 18
    assert [o.name for o in g.players[0].graveyard] == ["Gray Ogre"]
    assert [o.name for o in g.players[1].graveyard] == ["Grizzly Bears"]


def test_a_creature_that_can_block_any_number_has_an_option_blocking_every_attacker_509_1a():
    from cards import creature
    from oraclec.runtime.defs import Restriction, StaticAbility
    guard = creature("Palace Guard", "{2}{W}", ("white",), 1, 4, abilities=(StaticAbility(
        effects=(Restriction(affected="self", what="can_block_any_number"),)),))
    g = setup(a_bf=[BEARS, OGRE], b_bf=[guard])
    attack(g, "Grizzly Bears", "Gray Ogre")
    while g.pending != "blockers":
        g.push(Pass())
    g.static_seen = set()
    both = DeclareBlockers(tuple((perm(g, "Palace Guard", 1).id, perm(g, n, 0).id)
                                 for n in ("Grizzly Bears", "Gray Ogre")))
    assert both in g.legal_actions
    assert id(guard.abilities[0].effects[0]) in g.static_seen     # consulted at the block
    g.push(both)
    finish_combat(g)
    assert g.players[1].life == 20
