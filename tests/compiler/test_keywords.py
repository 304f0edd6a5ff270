"""Keywords compiled from the Comprehensive Rules (issue 4)."""
from pathlib import Path

from oraclec.compiler import ir
from oraclec.compiler.keyword_names import render as render_keyword_names
from oraclec.compiler.keywords import expand, find_rule, keyword_actions, keyword_report, keyword_rules
from oraclec.compiler.lower import lower_face
from oraclec.compiler.subtypes import render as render_subtypes
from oraclec.corpus.cards import CardFace

GRAMMAR = Path(__file__).resolve().parents[2] / "grammar"


def creature(text):
    return lower_face(CardFace(name="Test Beast", type_line="Creature", text=text, types=("Creature",),
                               power="2", toughness="2"))


def test_all_keyword_entries_are_read():
    assert len(keyword_rules()) == 174 and len(keyword_actions()) == 58


def test_definition_is_read_with_every_ability_it_means():
    # rule 702.43a: Modular means a static ability and a triggered ability
    modular = find_rule("Modular")
    assert modular.param == "N" and len(modular.meaning) == 2
    assert find_rule("Prowess").meaning == ("Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.",)


def test_parameters_are_bound():
    assert expand(find_rule("Annihilator"), "2") == ["Whenever ~ attacks, defending player sacrifices 2 permanents."]
    assert expand(find_rule("Outlast"), "{1}{W}")[0].startswith("{1}{W}, {T}: Put a +1/+1 counter on ~.")


def test_prowess_compiles_from_its_rule():
    # rule 702.108a
    card, gaps, _ = creature("Prowess")
    assert not gaps
    marker, trig = card.abilities
    assert (marker.name, marker.rule, marker.param) == ("prowess", "702.108", None)
    assert isinstance(trig, ir.TriggeredAbility) and trig.trigger.event == "cast"
    assert trig.trigger.spell.not_types == ("creature",)
    assert trig.effects == [ir.ModifyPT(what="self", power=ir.Fixed(value=1), toughness=ir.Fixed(value=1))]
    assert trig.text == "Prowess"


def test_a_keyword_whose_wording_does_not_compile_is_reported_with_its_meaning():
    card, gaps, _ = creature("Hideaway 4")
    (gap,) = gaps
    assert gap.blocker == "keyword:hideaway" and "top 4 cards" in gap.reason and "702.75" in gap.reason


def test_rampage_counts_blockers_beyond_the_first():
    # rule 702.23a: "… it gets +N/+N until end of turn for each creature blocking it beyond the first."
    card, gaps, _ = creature("Rampage 2")
    assert not gaps
    eff = card.abilities[1].effects[0]
    assert eff.power == ir.Times(factor=2, of=ir.BlockersOf(ref="self", beyond=1))


def test_bushido_compiles_from_its_rule():
    # rule 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
    card, gaps, _ = creature("Bushido 2")
    assert not gaps
    marker, trig = card.abilities
    assert marker.name == "bushido" and marker.param == 2
    assert trig.trigger.event == "blocks_or_blocked"
    assert trig.effects == [ir.ModifyPT(what="self", power=ir.Fixed(value=2), toughness=ir.Fixed(value=2))]


def test_report_counts_are_consistent():
    report = keyword_report()
    a = report["abilities"]
    assert a["total"] == 174 and a["supported"] == a["engine"] + a["from_rules"]
    assert report["actions"]["total"] == 58
    flying = [r for r in report["keywords"] if r["keyword"] == "Flying"][0]
    assert flying["path"] == "engine" and flying["rule"] == "702.9" and flying["cards"] > 1000
    for r in report["keywords"]:
        assert r["supported"] or r["reason"], r["keyword"]


def test_generated_grammar_files_are_current():
    assert (GRAMMAR / "keyword_names.lark").read_text() == render_keyword_names()
    assert (GRAMMAR / "subtypes.lark").read_text() == render_subtypes()


def test_cycling_compiles_from_its_rule_as_an_ability_of_the_card_in_hand():
    # rule 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card."
    card, gaps, _ = creature("Cycling {2}")
    assert not gaps
    _, ab = card.abilities
    assert isinstance(ab, ir.ActivatedAbility) and ab.zone == "hand"
    assert ab.cost.discard_self and ab.cost.mana == "{2}"


def test_flanking_triggers_on_each_blocker_without_flanking():
    # rule 702.25a: "the blocking creature" is the blocker of the trigger event
    card, gaps, _ = creature("Flanking")
    assert not gaps
    _, trig = card.abilities
    assert trig.trigger.event == "blocked_by" and trig.trigger.other.without_keywords == ("flanking",)
    assert trig.effects[0].what == "trigger:object"


def test_exalted_and_dethrone_triggers():
    # rules 702.83a, 702.105a
    assert creature("Exalted")[0].abilities[1].trigger.event == "attacks_alone"
    assert creature("Dethrone")[0].abilities[1].trigger.event == "attacks_most_life"


def test_engine_keyword_with_a_number():
    # rule 702.164a: toxic N is implemented by the engine; its N is the keyword's parameter
    card, gaps, _ = creature("Toxic 2")
    (kw,) = card.abilities
    assert not gaps and (kw.name, kw.param, kw.rule) == ("toxic", 2, "702.164")
