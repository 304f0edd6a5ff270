"""Lowering: what the IR says for specific wordings (rule numbers cited where they decide)."""
from oraclec.compiler import ir
from oraclec.compiler.api import find_face
from oraclec.compiler.build import compile_face
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def face(text, types=("Instant",), name="Test Card", **kw):
    return CardFace(name=name, type_line=" ".join(types), text=text, types=tuple(types), **kw)


def abilities(text, **kw):
    card, gaps, _ = lower_face(face(text, **kw))
    assert not gaps, gaps
    return card.abilities


def test_any_target_is_creature_planeswalker_battle_or_player():
    # rule 115.4: "any target" means a creature, player, planeswalker or battle
    (spell,) = abilities("Test Card deals 3 damage to any target.")
    (t,) = spell.targets
    assert set(t.objects.types) == {"creature", "planeswalker", "battle"}
    assert t.players.who == "any"
    assert spell.effects == [ir.Damage(amount=ir.Fixed(value=3), to="target:0", source="self")]


def test_and_shares_the_subject():
    (spell,) = abilities("Target player draws two cards and loses 2 life.")
    draw, lose = spell.effects
    assert draw.who == lose.who == "target:0"


def test_imperative_clause_is_done_by_the_controller():
    # rule 608.2c
    (spell,) = abilities("Draw a card.")
    assert spell.effects[0].who == "you"


def test_duration_at_the_end_of_a_chain_covers_it():
    # rule 611.2a: "get +3/+3 and gain trample until end of turn"
    (spell,) = abilities("Creatures you control get +3/+3 and gain trample until end of turn.", types=("Sorcery",))
    pump, grant = spell.effects
    assert pump.duration == grant.duration == "end_of_turn"
    assert isinstance(pump.what, ir.All) and pump.what.filter.controller == "you"


def test_pt_change_without_any_duration_is_a_gap():
    card, gaps, _ = lower_face(face("Target creature gets +2/+2 and gains flying."))
    assert gaps and gaps[0].blocker == "no_duration"
    # on an instant, "Target creature gets +2/+2." is no static ability either
    card, gaps, _ = lower_face(face("Target creature gets +2/+2."))
    assert gaps


def test_it_refers_to_the_target():
    (spell,) = abilities("Destroy target creature. It can't be regenerated.", types=("Sorcery",))
    assert spell.effects == [ir.Destroy(what="target:0", can_regenerate=False)]


def test_search_takes_the_destination_of_the_next_clause():
    (spell,) = abilities("Search your library for a basic land card, put that card onto the battlefield tapped, "
                         "then shuffle.", types=("Sorcery",))
    (search,) = spell.effects
    assert (search.to, search.tapped, search.shuffle) == ("battlefield", True, True)
    assert search.filter.supertypes == ("basic",) and search.filter.types == ("land",)


def test_mana_ability_has_no_target_and_does_not_use_the_stack():
    # rule 605.1a
    (mana,) = abilities("{T}: Add {B} or {R}.", types=("Land",))
    assert isinstance(mana, ir.ManaAbility) and mana.produces == ("{B}", "{R}")


def test_basic_land_type_gives_its_mana_ability():
    # rule 305.6
    card, gaps, _ = lower_face(CardFace(name="Swamp", type_line="Basic Land — Swamp", text="({T}: Add {B}.)",
                                        types=("Land",), subtypes=("Swamp",), supertypes=("Basic",)))
    assert not gaps
    assert card.abilities[0].produces == ("{B}",) and card.deck_limit is None


def test_unknown_wording_is_a_gap_with_position():
    card, gaps, _ = lower_face(face("Frobnicate target creature.", types=("Sorcery",)))
    (gap,) = gaps
    assert gap.line == 1 and gap.column == 1 and gap.blocker.startswith("parse:")
    assert "Frobnicate target creature." in gap.reason and "^" in gap.reason


def test_gap_does_not_stop_other_lines():
    card, gaps, _ = lower_face(face("Flying\nFrobnicate target creature.", types=("Creature",),
                                    power="2", toughness="2"))
    assert len(gaps) == 1 and card.abilities[0].name == "flying"


def test_keyword_unknown_to_engine_is_reported_not_dropped():
    card, gaps, _ = lower_face(face("Phasing", types=("Creature",), power="1", toughness="1"))
    assert gaps and gaps[0].blocker == "keyword:phasing"


def test_one_shot_line_on_a_permanent_is_a_gap():
    card, gaps, _ = lower_face(face("Draw a card.", types=("Creature",), power="1", toughness="1"))
    assert gaps and gaps[0].blocker == "effect_on_permanent"


def test_modal_spell_has_one_mode_per_bullet():
    (spell,) = abilities("Choose one —\n• Destroy target artifact.\n• Destroy target enchantment.",
                         types=("Instant",))
    assert len(spell.modes) == 2 and spell.choose == (1, 1)
    assert spell.modes[1].targets[0].objects.types == ("enchantment",)


def test_delayed_trigger_at_next_end_step():
    # rule 603.7
    card = compile_face(find_face("Stone Giant"))
    (act,) = card.ir.abilities
    delayed = act.effects[-1]
    assert isinstance(delayed, ir.DelayedTrigger) and delayed.trigger.step == "end"
    assert delayed.effects == [ir.Destroy(what="target:0")]


def test_card_name_used_as_its_own_verb_is_not_a_self_reference():
    card = compile_face(find_face("Regenerate"))
    assert card.level == "compiled"
    assert card.ir.abilities[0].effects == [ir.Regenerate(what="target:0")]


def test_colors_come_from_the_mana_cost():
    # rule 202.2
    card = compile_face(find_face("Lightning Bolt"))
    assert card.ir.colors == ("red",)


def test_another_target_differs_from_the_earlier_target_not_from_the_source():
    # 115.3: one object may be chosen for each "target"; "another target" forbids the earlier one
    (spell,) = abilities("Target creature gets +2/+2 until end of turn. "
                         "Another target creature gets -2/-2 until end of turn.")
    first, second = spell.targets
    assert first.different_from == () and second.different_from == (0,)
    assert not second.objects.other
    # with no earlier target object, "another" means other than the source itself
    (trig,) = abilities("When this creature enters, exile another target creature.",
                        types=("Creature",), power="1", toughness="1")
    (t,) = trig.targets
    assert t.objects.other and t.different_from == ()


def test_a_face_of_a_layout_the_engine_lacks_is_never_compiled():
    # rules 709-719, 901-904: a face alone is not the card; the gap names the missing faces
    from oraclec.compiler.lower import layout_gap
    front = face("Target player draws a card.", name="Front // Back", layout="adventure")
    card, gaps, _ = lower_face(front)
    (gap,) = gaps
    assert gap.blocker == "layout_adventure" and "715" in gap.reason and "'Back'" in gap.reason
    both = face("Draw a card.", name="Front // Back", layout="split", face_name="Front",
                other_faces=("Back",))
    gap = layout_gap(both)
    assert gap.blocker == "layout_split" and "holds only this face" not in gap.reason
    assert layout_gap(face("Draw a card.", name="Same // Same", layout="reversible_card")) is None
    assert layout_gap(face("Draw a card.")) is None
    built = compile_face(front, "c001")
    assert built.level != "compiled"
