"""Parse tests for the wordings added for grammar breadth (issue 6): each line parses, and the
rule that decides it is the one named."""
import pytest

from oraclec.compiler.ast import Source, build_ast
from oraclec.compiler.parser import parse_line


def rules_of(line):
    node = build_ast(parse_line(line), Source("Test", 1, line))
    assert node.text == line.strip()
    return {n.rule for n in node.walk()}


@pytest.mark.parametrize("line, rule", [
    ("Whenever ~ enters or attacks, draw a card.", "shared_subject_events"),
    ("When ~ enters or dies, draw a card.", "shared_subject_events"),
    ("When enchanted creature attacks or blocks, sacrifice ~.", "shared_subject_events"),
    ("Whenever ~ or another creature you control dies, you gain 1 life.", "shared_event_subjects"),
    ("Whenever you cast a red spell or a Mountain you control enters, you gain 1 life.", "either_event"),
    ("As long as you control an artifact, ~ gets +2/+0 and has trample.", "conditional_static"),
    ("~ gets +1/+1 as long as you control a Swamp.", "cond_control"),
    ("As long as you have 30 or more life, ~ gets +5/+5 and has flying.", "cond_life"),
    ("As long as the top card of your library is black, ~ has flying.", "cond_top_card"),
    ("~ gets +2/+1 as long as there are seven or more cards in your graveyard.", "cond_there_are"),
    ("During your turn, ~ has first strike.", "during_your_turn"),
    ("When ~ enters, if you control a creature with power 4 or greater, draw a card.", "cond_control"),
])
def test_breadth_lines_parse(line, rule):
    assert rule in rules_of(line)


@pytest.mark.parametrize("line, rule", [
    ("Other Goblins get +1/+1 and have mountainwalk.", "landwalk"),
    ("Swampwalk", "landwalk"),
    ("Until end of turn, creatures you control get +1/+1 and gain haste.", "fronted_duration"),
    ("Destroy all artifacts, creatures, and enchantments.", "type_list"),
])
def test_more_breadth_lines_parse(line, rule):
    assert rule in rules_of(line)


@pytest.mark.parametrize("line, rule", [
    ("Counter target spell unless its controller pays {3}.", "unless_pays"),
    ("Whenever a player casts a red spell, you may pay {1}. If you do, you gain 1 life.", "pay"),
    ("Target creature you control fights target creature you don't control.", "fight"),
    ("When ~ enters, surveil 2.", "surveil"),
])
def test_pay_and_keyword_action_lines_parse(line, rule):
    assert rule in rules_of(line)


@pytest.mark.parametrize("line, rule", [
    ("When ~ enters, put a +1/+1 counter on each of up to two other target creatures you control.", "target_ref"),
    ("Whenever ~ attacks, it gets +1/+0 until end of turn for each other attacking Goblin.", "per_each"),
    ("Other Goblin creatures you control attack each combat if able.", "attacks_each_combat"),
    ("~ costs {1} more to cast for each target beyond the first.", "self_cost_increase"),
    ("When ~ dies, create a Treasure token.", "predefined_token"),
])
def test_targets_costs_tokens_lines_parse(line, rule):
    assert rule in rules_of(line)


@pytest.mark.parametrize("line, rule", [
    ("{5}, Exile ~ from your graveyard: Draw a card.", "exile_self_cost"),
    ("{1}{B}: Return ~ from your graveyard to the battlefield tapped.", "destination"),
    ("Each opponent loses 3 life. You gain life equal to the life lost this way.", "that_much"),
    ("~'s power is equal to the number of land cards in your graveyard.", "cda_power"),
    ("Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its other types.",
     "static_pt_and_grant"),
    ("All lands are Islands in addition to their other types.", "add_types_static"),
])
def test_graveyard_cost_and_type_lines_parse(line, rule):
    assert rule in rules_of(line)


@pytest.mark.parametrize("line, rule", [
    ("~ doesn't untap during your untap step.", "doesnt_untap_static"),
    ("Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
     "up_to_ref"),
    ("Draw cards equal to the number of cards named ~ in your graveyard.", "draw"),
    # 201.2: another card's name, marked by the normaliser
    ("Search your library for a card named \u2039Sunlit Hoplite\u203a and put it onto the battlefield.", "named_card"),
    # 701.19a, 701.20a: a library and/or a graveyard searched, the library shuffled if it was
    ("Search your library and/or graveyard for a creature card and put it onto the battlefield. If you "
     "search your library this way, shuffle.", "searched_library"),
])
def test_untap_search_draw_lines_parse(line, rule):
    assert rule in rules_of(line)


@pytest.mark.parametrize("line", ["Enchanted creature gets -1/-1 and can't block.",
                                  "Enchanted creature gets +2/+2 and attacks each combat if able."])
def test_pt_and_restriction_is_one_static(line):
    assert {"static_pt_and_grant", "grant_tail"} <= rules_of(line)


@pytest.mark.parametrize("line, rule", [
    ("{T}: Target player mills X cards, where X is the number of charge counters on ~.", "counters_on"),
    ("Equipped creature gets +1/+1 for each soul counter on ~.", "per_each_static"),
    ("Destroy target nonartifact, nonblack creature.", "nontype"),
    ("{T}, Sacrifice ~: Exile target player's graveyard.", "exile_graveyard"),
])
def test_counter_quantity_and_exile_lines_parse(line, rule):
    assert rule in rules_of(line)


def test_loses_life_trigger_parses():
    assert "loses_life" in rules_of("Whenever an opponent loses life, you gain that much life.")


@pytest.mark.parametrize("line, rule", [
    ("Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom "
     "of your library in any order.", "take_among"),
    ("Put the rest on the bottom of your library in a random order.", "put_rest"),
    ("When ~ enters, reveal the top four cards of your library. You may put a land card from among them into "
     "your hand. Put the rest into your graveyard.", "take_what"),
])
def test_dig_lines_parse(line, rule):
    assert rule in rules_of(line)


def test_two_objects_destroyed_parse():
    assert "destroy" in rules_of("Destroy all creatures you don't control and all planeswalkers you don't control.")


@pytest.mark.parametrize("line, rule", [
    ("Search your library for an instant card with mana value 1, reveal it, put it into your hand, then shuffle.",
     "comparison"),
    ("Whenever ~ deals combat damage to a player, put that many incubation counters on it.", "that_much"),
])
def test_exact_stat_and_that_many_parse(line, rule):
    assert rule in rules_of(line)


@pytest.mark.parametrize("line, rule", [
    ("~ enters with a number of +1/+1 counters on it equal to the number of creature cards in all graveyards.",
     "enters_with_counters"),
    ("Whenever an opponent discards a noncreature, nonland card, draw a card.", "discards"),
    ("Whenever ~ attacks, if defending player controls no Walls, draw a card.", "cond_controls_no"),
])
def test_number_of_discard_and_controls_no_parse(line, rule):
    assert rule in rules_of(line)


def test_cant_be_blocked_by_parses():
    assert "cant_be_blocked_static" in rules_of("~ can't be blocked by Walls.")


@pytest.mark.parametrize("line, rule", [
    ("~ deals X damage to target creature, where X is 1 plus the number of basic land types among lands you "
     "control.", "plus_quantity"),
    ("~'s power and toughness are each equal to twice the number of basic land types among lands you control.",
     "twice_quantity"),
    ("Target creature gets +1/+1 until end of turn for each basic land type among lands you control.", "per_each"),
])
def test_domain_lines_parse(line, rule):
    assert rule in rules_of(line)
