"""Conditions on what other players control (108.4: a permanent's controller)."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def face(text, types=("Creature",)):
    return CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types))


def lowered(text, **kw):
    return lower_face(face(text, **kw))[:2]


def ability(text, **kw):
    card, gaps = lowered(text, **kw)
    assert not gaps, gaps
    return card.abilities[-1]


LANDS = ir.Filter(types=("land",))


def test_an_opponent_controls_n_or_more_is_one_of_them():
    act = ability("{1}, {T}, Sacrifice ~: Destroy target nonbasic land. Activate only if an opponent controls "
                  "four or more lands.", types=("Land",))
    assert act.condition == ir.Condition(condition="opponent_controls", filter=LANDS, count=4, by_one_player=True)


def test_your_opponents_control_n_or_more_is_all_of_them_together():
    st = ability("~ enters tapped unless your opponents control eight or more lands.", types=("Land",))
    assert st.effects[0].unless == ir.Condition(condition="opponent_controls", filter=LANDS, count=8)


def test_defending_player_controls_an_artifact():
    # 506.2: the defending player is the player the creature attacks
    st = ability("~ can't be blocked as long as defending player controls an artifact.")
    assert st.condition == ir.Condition(condition="opponent_controls", filter=ir.Filter(types=("artifact",)),
                                        ref="defending", by_one_player=True)


def test_your_opponents_control_no_creatures():
    trig = ability("At the beginning of your upkeep, if your opponents control no creatures, ~ deals 4 damage to you.")
    assert trig.condition == ir.Condition(condition="opponent_controls", filter=ir.Filter(types=("creature",)),
                                          negate=True)


def test_that_player_is_the_player_whose_upkeep_it_is():
    trig = ability("At the beginning of each player's upkeep, if that player controls a Plains, they gain 1 life.",
                   types=("Enchantment",))
    assert trig.condition.ref == "active" and trig.condition.filter == ir.Filter(subtypes=("plains",))


def test_an_opponent_controls_n_or_fewer_stays_a_gap():
    # some one opponent with two or fewer is not "no opponent with three or more"
    _, gaps = lowered("{1}, {T}, Sacrifice ~: Draw a card. Activate only if an opponent controls two or fewer "
                      "lands.", types=("Land",))
    assert [g.blocker for g in gaps] == ["condition_player"]
