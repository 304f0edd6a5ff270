"""Lowering of "As ~ enters, choose a [nonland] card name." and "… with the chosen name"
(rules 201.4, 201.4a, 614.12; the activation ban of 602.5 on sources in any zone, 113.7)."""
import pytest

from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def face(text, types=("Artifact",), name="Test Card"):
    return CardFace(name=name, type_line=" ".join(types), text=text, types=tuple(types))


def abilities(text, **kw):
    card, gaps, _ = lower_face(face(text, **kw))
    assert not gaps, gaps
    return card.abilities


def test_enters_choice_of_a_card_name_and_activation_ban_of_sources_with_it():
    choose, ban = abilities("As this artifact enters, choose a card name.\nActivated abilities of sources with "
                            "the chosen name can't be activated unless they're mana abilities.")
    assert list(choose.effects) == [ir.EntersChoice(choice="card_name")]
    (r,) = ban.effects
    assert r.what == "nonmana_activated_abilities_cant_be_activated"
    # sources: objects of any kind in any zone (113.7), with the name the permanent chose (201.4)
    assert r.affected == ir.Filter(zone="any", chosen="card_name")


def test_nonland_card_name_is_a_name_of_a_card_that_is_not_a_land():
    (choose, ban) = abilities("As this creature enters, choose a nonland card name.\nActivated abilities of "
                              "sources with the chosen name can't be activated.", types=("Creature",))
    assert list(choose.effects) == [ir.EntersChoice(choice="card_name", not_types=("land",))]
    assert ban.effects[0].what == "activated_abilities_cant_be_activated"


def test_spells_with_the_chosen_name_cost_more():
    _choose, tax = abilities("As this artifact enters, choose a card name.\nSpells with the chosen name cost {3} "
                             "more to cast.")
    (mod,) = tax.effects
    assert mod.spells.chosen == "card_name"


def test_enters_choice_validation_names_node_and_field():
    with pytest.raises(ValueError, match="EntersChoice.not_types"):
        ir.EntersChoice(choice="color", not_types=("land",))
    with pytest.raises(ValueError, match="EntersChoice.options"):
        ir.EntersChoice(choice="card_name", options=("Island",))
    with pytest.raises(ValueError, match="Filter.chosen"):
        ir.Filter(chosen="name")


def test_spells_with_the_chosen_name_cant_be_cast_by_any_player():
    _choose, ban = abilities("As this creature enters, choose a nonland card name.\nSpells with the chosen name "
                             "can't be cast.", types=("Creature",))
    (r,) = ban.effects
    assert r == ir.Restriction(affected=ir.PlayerFilter(who="any"), what="cant_cast_spells",
                               by=ir.Filter(zone="any", chosen="card_name"))


def test_your_opponents_cant_cast_spells_with_the_chosen_name():
    _choose, ban = abilities("As this enchantment enters, choose a card name.\nYour opponents can't cast spells "
                             "with the chosen name.", types=("Enchantment",))
    assert ban.effects[0].affected == ir.PlayerFilter(who="opponent")
    assert ban.effects[0].by.chosen == "card_name"


def test_cards_cant_be_cast_is_not_a_spell_description():
    card, gaps, _ = lower_face(face("Creature cards can't be cast."))
    assert gaps
