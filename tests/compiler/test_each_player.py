""""Each player … they": the clauses by each player that refer to that player happen for each
of them in turn (ForEachPlayer, "each:player"; 101.4 APNAP order); what resolving effects make
players do or not do ("can't cast spells this turn", "attacks you this turn if able")."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_each_player_loses_life_for_each_creature_they_control():
    (sp,) = abilities("Each player loses 1 life for each creature they control.", types=("Sorcery",))
    (loop,) = sp.effects
    assert loop == ir.ForEachPlayer(who=ir.EachPlayer(who="any"), effects=[ir.LoseLife(
        who="each:player", amount=ir.Count(filter=ir.Filter(types=("creature",), controller="each:player")))])


def test_each_player_draws_a_card_is_no_loop():
    # nothing refers back to the player: one effect for all of them, as before
    (sp,) = abilities("Each player draws a card.", types=("Sorcery",))
    assert sp.effects == [ir.Draw(who=ir.EachPlayer(who="any"), amount=ir.Fixed(value=1))]


def test_each_player_may_search_their_library():
    (trig,) = abilities("When Test Card dies, each player may search their library for up to two basic land "
                        "cards, put them onto the battlefield, then shuffle.")
    (loop,) = trig.effects
    (may,) = loop.effects
    assert may.who == "each:player"
    (search,) = may.effects
    assert search.who == "each:player" and search.to == "battlefield"


def test_each_opponent_unless_they_pay():
    (trig,) = abilities("When Test Card enters, each opponent sacrifices a permanent of their choice unless "
                        "they pay {2}.")
    (loop,) = trig.effects
    pay, unless = loop.effects
    assert loop.who == ir.EachPlayer(who="opponent")
    assert pay.who == "each:player" and pay.mana == "{2}"
    assert unless.effects[0].who == "each:player"


def test_they_after_the_each_player_clauses_stays_a_gap():
    g = gaps("Each player draws a card. They lose 1 life.", types=("Sorcery",))
    assert g and g[0].blocker == "antecedent"


def test_that_player_or_that_planeswalkers_controller():
    # the target if it is a player, else the controller of the target planeswalker
    (sp,) = abilities("Test Card deals 4 damage to target player or planeswalker and each creature that player "
                      "or that planeswalker's controller controls.", types=("Sorcery",))
    assert "target:0:controller" in repr(sp.effects)
    assert sp.targets[0].players is not None and "planeswalker" in sp.targets[0].objects.types


def test_that_player_or_controller_with_no_such_target_stays_a_gap():
    g = gaps("Test Card deals 4 damage to target creature and each creature that player or that planeswalker's "
             "controller controls.", types=("Sorcery",))
    assert g


def test_your_opponents_cant_cast_spells_this_turn():
    # 611.2a: a resolving spell's restriction on players, for the turn
    (sp,) = abilities("Your opponents can't cast spells this turn.", types=("Instant",))
    assert sp.effects == [ir.Restrict(what=ir.EachPlayer(who="opponent"), restriction="cant_cast_spells")]


def test_cant_cast_spells_with_no_duration_stays_a_gap():
    g = gaps("Target player can't cast spells.", types=("Instant",))
    assert g and g[0].blocker == "cant_cast"


def test_attacks_you_this_turn_if_able():
    # 508.1d: a requirement naming the player it attacks (the effect's controller)
    (ab,) = abilities("{T}: Target creature an opponent controls attacks you this turn if able.")
    assert ab.effects == [ir.Restrict(what="target:0", restriction="attacks_you")]


# "For each opponent, …" / "For each player, …" (101.4): the sentence once for each of those
# players in APNAP order, "that player" / "they" naming the one whose turn it is
def test_for_each_player_deals_damage_to_that_player_and_their_creatures():
    (sp,) = abilities("For each player, Test Card deals damage to that player and each creature that player "
                      "controls equal to the number of creatures they control.", types=("Sorcery",))
    (loop,) = sp.effects
    assert loop.who == ir.EachPlayer(who="any")
    (dmg,) = loop.effects
    mine = ir.Filter(types=("creature",), controller="each:player")
    assert dmg.amount == ir.Count(filter=mine)
    assert list(dmg.to) == ["each:player", ir.All(filter=mine)]


def test_for_each_opponent_you_create_unless_that_player_sacrifices():
    (sp,) = abilities("For each opponent, you create a 2/2 black Zombie creature token unless that player "
                      "sacrifices a creature of their choice.", types=("Sorcery",))
    (loop,) = sp.effects
    assert loop.who == ir.EachPlayer(who="opponent")
    pay, unless = loop.effects
    assert pay.who == "each:player" and pay.sacrifice == ir.Filter(types=("creature",))
    assert not unless.did and unless.effects[0].who == "you"


def test_for_each_opponent_target_that_player_controls():
    # 601.2c: up to one target for each opponent, among that player's permanents, chosen as the
    # spell is cast; each turn of the loop acts on the one chosen for that player
    (sp,) = abilities("For each opponent, destroy up to one target artifact that player controls.",
                      types=("Sorcery",))
    (t,) = sp.targets
    assert t.each_player == "opponent" and (t.min_count, t.max_count) == (0, 1)
    assert t.objects.controller == "each:player"
    (loop,) = sp.effects
    assert loop.who == ir.EachPlayer(who="opponent") and loop.effects[0].what == "target:0"


def test_those_creatures_after_for_each_opponent_are_all_the_targets():
    (sp,) = abilities("For each opponent, gain control of up to one target creature that player controls until "
                      "end of turn. Untap those creatures. They gain haste until end of turn.", types=("Sorcery",))
    loop, untap, haste = sp.effects
    assert isinstance(loop, ir.ForEachPlayer)
    assert untap.what == "target:0" and haste.what == "target:0"


def test_a_target_not_among_that_players_objects_stays_a_gap():
    g = gaps("For each opponent, destroy target artifact.", types=("Sorcery",))
    assert [x.blocker for x in g] == ["for_each_player_target"]


def test_a_target_required_for_each_player_stays_a_gap():
    # "for each player, … target …" (not "up to one"): a player with no such permanent is not read
    g = gaps("For each player, destroy target creature that player controls.", types=("Sorcery",))
    assert [x.blocker for x in g] == ["for_each_player_target"]


def test_its_controller_in_for_each_object_sentence_names_each_object():
    # "its" is each of the objects the sentence is about (608.2c), as it last existed (608.2h):
    # a loop over them (ForEachObject), not the target named before
    a = abilities("Exile target creature. For each creature exiled this way, its controller creates a 2/2 green "
                  "Boar creature token.", types=("Sorcery",))
    loop = a[0].effects[-1]
    assert isinstance(loop, ir.ForEachObject) and loop.this_way
    assert loop.effects[0].who == "each:object:controller"


def test_that_player_after_for_each_player_stays_a_gap():
    g = gaps("For each player, Test Card deals 1 damage to that player. That player draws a card.",
             types=("Sorcery",))
    assert g and g[0].blocker == "antecedent"
