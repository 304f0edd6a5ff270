"""Keywords compiled from the Comprehensive Rules (issue 4)."""
from pathlib import Path

from oraclec.compiler import ir
from oraclec.compiler.keyword_names import render as render_keyword_names
from oraclec.compiler.keywords import expand, find_rule, keyword_actions, keyword_report, keyword_rules
from oraclec.compiler.lower import lower_face
from oraclec.compiler.subtypes import render as render_subtypes
from oraclec.compiler.subtypes import render_runtime as render_subtype_kinds
from oraclec.corpus.cards import CardFace

GRAMMAR = Path(__file__).resolve().parents[2] / "grammar"


def creature(text):
    return lower_face(CardFace(name="Test Beast", type_line="Creature", text=text, types=("Creature",),
                               power="2", toughness="2"))


def test_all_keyword_entries_are_read():
    # 702.145 "Daybound and Nightbound" is two keywords (702.145b, 702.145e); six are newer than
    # the shipped rules (exhaust, max speed, start your engines!, impending, mobilize, warp:
    # NEWER_RULES)
    assert len(keyword_rules()) == 181 and len(keyword_actions()) == 59


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
    assert a["total"] == 181 and a["supported"] == a["engine"] + a["from_rules"] + a["grammar"]
    assert report["actions"]["total"] == 59
    flying = [r for r in report["keywords"] if r["keyword"] == "Flying"][0]
    assert flying["path"] == "engine" and flying["rule"] == "702.9" and flying["cards"] > 1000
    for r in report["keywords"]:
        assert r["supported"] or r["reason"], r["keyword"]


def test_generated_grammar_files_are_current():
    assert (GRAMMAR / "keyword_names.lark").read_text() == render_keyword_names()
    assert (GRAMMAR / "subtypes.lark").read_text() == render_subtypes()
    assert (GRAMMAR.parent / "runtime" / "subtype_kinds.py").read_text() == render_subtype_kinds()


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


def test_encore_compiles_from_its_rule_as_an_ability_of_the_card_in_the_graveyard():
    # rule 702.141a: "[Cost], Exile this card from your graveyard: For each opponent, create a token
    # that's a copy of this card that attacks that opponent this turn if able. The tokens gain
    # haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery."
    card, gaps, _ = creature("Encore {3}{R}")
    assert not gaps
    _, ab = card.abilities
    assert isinstance(ab, ir.ActivatedAbility) and ab.zone == "graveyard" and ab.timing == "sorcery"
    assert ab.cost.exile_self and ab.cost.mana == "{3}{R}"
    loop, haste, delayed = ab.effects
    # 101.4: once for each opponent; 508.1d: each token attacks the opponent of its turn of the loop
    assert isinstance(loop, ir.ForEachPlayer) and loop.who.who == "opponent" and loop.gather
    create, attack = loop.effects
    assert isinstance(create, ir.CreateTokenCopy) and create.what == "self"
    assert attack == ir.Restrict(what="it", restriction="attacks_player", player="each:player")
    # "The tokens" / "them": every token the loop made, not the copied card (111.9)
    assert haste.what == "it" and haste.keywords == ("haste",)
    assert isinstance(delayed, ir.DelayedTrigger) and delayed.effects[0].what == "it"


def test_that_opponent_needs_a_for_each_opponent_loop():
    # "that opponent" names the opponent of the loop's turn (101.4); with none, a gap
    card, gaps, _ = creature("{2}: Create a token that's a copy of ~ that attacks that opponent this turn if able.")
    assert gaps and gaps[0].blocker == "antecedent"


def test_miracle_is_a_static_ability_linked_to_a_triggered_ability():
    # rule 702.94a: "You may reveal this card from your hand as you draw it if it's the first card
    # you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost]
    # rather than its mana cost." — one quotation, two abilities (603.11)
    card, gaps, _ = spell("Draw a card.\nMiracle {U}", types=("Sorcery",))
    assert not gaps
    _, marker, static, trig = card.abilities
    assert marker.name == "miracle" and marker.param == "{U}"
    assert static.effects == [ir.RevealAsDrawn()]
    assert trig.trigger.event == "revealed_this_way"
    (may,) = trig.effects
    assert may.effects == [ir.CastPaying(what="trigger:object", cost="{U}")]


def test_exalted_and_dethrone_triggers():
    # rules 702.83a, 702.105a
    assert creature("Exalted")[0].abilities[1].trigger.event == "attacks_alone"
    assert creature("Dethrone")[0].abilities[1].trigger.event == "attacks_most_life"


def test_engine_keyword_with_a_number():
    # rule 702.164a: toxic N is implemented by the engine; its N is the keyword's parameter
    card, gaps, _ = creature("Toxic 2")
    (kw,) = card.abilities
    assert not gaps and (kw.name, kw.param, kw.rule) == ("toxic", 2, "702.164")


def spell(text, types=("Instant",)):
    return lower_face(CardFace(name="Test Spell", type_line=" ".join(types), text=text, types=types,
                               mana_cost="{1}{U}"))


def test_flashback_is_a_permission_from_the_graveyard_and_an_exile_replacement():
    # rule 702.34a: an alternative cost (118.9) usable from the graveyard, for an instant or
    # sorcery, and "If the flashback cost was paid, exile this card instead of …"
    card, gaps, _ = spell("Draw a card.\nFlashback {2}{U}")
    assert not gaps
    _, _, perm, repl = card.abilities
    (p,) = perm.effects
    assert (p.label, p.zone, p.cost.mana, p.spell_types) == ("flashback", "graveyard", "{2}{U}", ("instant", "sorcery"))
    assert repl.condition == ir.Condition(condition="cost_paid", ref="flashback")
    assert repl.effects == [ir.ZoneReplacement(affected="self", from_zone="stack", instead="exile")]


def test_kicker_and_multikicker_are_optional_costs_their_abilities_ask_about():
    # rules 702.33a-d: "if it was kicked", "for each time it was kicked" (linked abilities, 607)
    card, gaps, _ = creature("Kicker {2}{G}\nWhen ~ enters, if it was kicked, draw two cards.")
    assert not gaps
    assert card.abilities[1].effects == [ir.OptionalCost(label="kicker", cost=ir.Cost(mana="{2}{G}"))]
    assert card.abilities[2].condition == ir.Condition(condition="cost_paid", ref="kicker")
    card, gaps, _ = creature("Multikicker {1}{G}\n~ enters with a +1/+1 counter on it for each time it was kicked.")
    assert not gaps
    assert card.abilities[1].effects[0].repeatable and card.abilities[1].effects[0].label == "kicker"
    assert card.abilities[2].effects[0].amount == ir.TimesPaid(label="kicker")


def test_dash_acts_as_the_spell_resolves():
    # rule 702.109a: a static ability of the spell creating a delayed trigger as it resolves (608.3)
    card, gaps, _ = creature("Dash {1}{R}")
    assert not gaps
    resolves = [a for a in card.abilities if isinstance(a, ir.AsResolves)]
    assert resolves and resolves[0].condition == ir.Condition(condition="cost_paid", ref="dash")
    assert isinstance(resolves[0].effects[0], ir.DelayedTrigger)


def test_alternative_cost_in_card_wording():
    # rule 118.9: "You may sacrifice two Mountains rather than pay this spell's mana cost."
    card, gaps, _ = spell("You may sacrifice two Mountains rather than pay this spell's mana cost.\n"
                          "~ deals 4 damage to each creature.")
    assert not gaps
    (p,) = card.abilities[0].effects
    assert p.label == "" and p.zone == "hand" and p.cost.sacrifice[1] == 2


def test_storm_copies_the_spell_for_each_spell_cast_before_it():
    # rule 702.40a, 707.10: a triggered ability of the spell ("When you cast ~"), new targets 707.10c
    card, gaps, _ = spell("~ deals 1 damage to any target.\nStorm")
    assert not gaps
    trig = card.abilities[-1]
    assert trig.trigger.event == "cast" and trig.trigger.spell.is_self
    (copy,) = trig.effects
    assert copy.times == ir.EventsThisTurn(event="cast", before_trigger=True) and copy.new_targets


def test_convoke_and_delve_pay_for_mana_otherwise():
    # rules 702.51a, 702.66a (601.2h)
    card, gaps, _ = creature("Convoke")
    assert not gaps
    colored, generic = card.abilities[1].effects
    assert colored.mana == "colored" and colored.same_color and generic.mana == "generic"
    assert colored.cost.tap_untapped[0].types == ("creature",)
    card, gaps, _ = creature("Delve")
    assert not gaps and card.abilities[1].effects[0].cost.exile_from_graveyard[1] == 1


def test_token_copy_exceptions_and_unearth():
    # rules 707.9b (eternalize 702.129a) and 702.84a ("it" is the returned permanent, 400.7)
    card, gaps, _ = creature("Eternalize {2}{W}{W}")
    assert not gaps
    (copy,) = card.abilities[1].effects
    assert (copy.colors, copy.power, copy.toughness, copy.no_mana_cost, copy.add_subtypes) == \
        (("black",), 4, 4, True, ("zombie",))
    card, gaps, _ = creature("Unearth {B}")
    assert not gaps
    back, haste, _delayed, replace = card.abilities[1].effects
    assert back.what == "self" and haste.what == "it" and haste.duration is None
    assert replace == ir.ReplaceZoneChange(what="it", from_zone="battlefield", to_zone=None, instead="exile",
                                           this_turn=False)


def test_vote_and_villainous_choice():
    # rules 701.32a, 701.53a
    card, gaps, _ = spell("Starting with you, each player votes for time or knowledge. If time gets more votes, "
                          "take an extra turn after this one.", types=("Sorcery",))
    assert not gaps
    vote, won = card.abilities[0].effects
    assert vote.options == ("time", "knowledge") and won.condition == ir.Condition(condition="votes", ref="time")
    card, gaps, _ = creature("Whenever ~ deals combat damage to a player, that player faces a villainous choice — "
                             "They lose 2 life, or you draw two cards.")
    assert not gaps
    (choice,) = card.abilities[0].effects
    assert choice.who == "trigger:player" and choice.first[0].who == "trigger:player" and choice.second[0].who == "you"


def test_play_and_cast_permissions():
    # rules 601.3, 701.14: a permission for later, not a "you may" now
    card, gaps, _ = spell("Exile the top card of your library. You may play that card this turn.")
    assert not gaps
    exile, grant = card.abilities[0].effects
    assert grant == ir.GrantPlay(what="it")


def test_ward_with_an_action_as_its_cost():
    # 702.21a "unless that player pays [cost]" with "Pay 2 life", "Discard a card" (118.12a)
    assert expand(find_rule("Ward"), "Pay 2 life")[0].endswith("unless that player pays 2 life.")
    assert expand(find_rule("Ward"), "Discard a card")[0].endswith("unless that player discards a card.")
    card, gaps, _ = creature("Ward\u2014Sacrifice a creature.")
    assert not gaps, gaps
    pay = [e for a in card.abilities for e in getattr(a, "effects", []) if isinstance(e, ir.Pay)]
    assert pay and pay[0].sacrifice.types == ("creature",) and pay[0].sacrifice_count == 1
    card, gaps, _ = creature("Ward\u2014Discard a card at random.")
    assert not gaps, gaps     # the payer chooses to pay; the card is picked at random (701.8a)
    pay = [e for a in card.abilities for e in getattr(a, "effects", []) if isinstance(e, ir.Pay)]
    assert pay and pay[0].discard == 1 and pay[0].discard_random


def test_overload_changes_target_to_each_when_its_cost_is_paid():
    # rule 702.96a: "If you chose to pay this spell's overload cost, change its text by replacing
    # all instances of the word 'target' with the word 'each'" (612); 702.96b: no targets then
    card, gaps, _ = spell("Tap target creature you don't control.\nOverload {3}{U}")
    assert not gaps
    tap, marker, perm = card.abilities
    assert (marker.name, marker.param, marker.rule) == ("overload", "{3}{U}", "702.96")
    assert perm.effects[0].label == "overload" and perm.effects[0].cost.mana == "{3}{U}"
    (target,) = tap.targets
    assert target.unless_paid == "overload" and target.if_paid is None
    (branch,) = tap.effects
    assert branch.condition == ir.Condition(condition="cost_paid", ref="overload")
    assert branch.otherwise[0].what == "target:0"
    assert branch.effects[0].what.filter.controller == "not_you"      # each creature you don't control


def test_overload_capital_target_and_lines_it_does_not_change():
    # "Target player discards two cards." → "Each player discards two cards." (612.2: a whole word)
    card, gaps, _ = spell("Target player discards two cards.\nOverload {1}{B}", types=("Sorcery",))
    assert not gaps
    (branch,) = card.abilities[0].effects
    assert branch.effects != branch.otherwise and card.abilities[0].targets[0].unless_paid == "overload"
    # a line without the word is not changed
    card, gaps, _ = spell("Draw a card.\nOverload {1}{U}")
    assert not gaps and card.abilities[0].effects[0].kind == "Draw"


def test_cleave_removes_the_bracketed_words_when_its_cost_is_paid():
    # rule 702.148a: "If this spell's cleave cost was paid, change its text by removing all text
    # found within square brackets in the spell's rules text"; otherwise the words are read as
    # printed (the brackets are not words): each version chooses its own target (601.2c)
    card, gaps, _ = spell("Cleave {5}{W}\nDestroy target [attacking] creature.")
    assert not gaps
    _, perm, destroy = card.abilities
    assert perm.effects[0].label == "cleave"
    printed, cleaved = destroy.targets
    assert printed.unless_paid == "cleave" and printed.objects.attacking
    assert cleaved.if_paid == "cleave" and not cleaved.objects.attacking
    (branch,) = destroy.effects
    assert branch.effects[0].what == "target:1" and branch.otherwise[0].what == "target:0"


def test_a_text_change_of_a_line_that_is_not_a_spell_ability_is_a_gap():
    # overload changes the whole text (612); a permanent's ability is not handled
    card, gaps, _ = creature("{T}: Tap target creature.\nOverload {2}")
    assert gaps and gaps[0].blocker == "keyword:overload"


def test_backup_gives_the_abilities_printed_below_it():
    # rule 702.165a: "When this creature enters, put N +1/+1 counters on target creature. If that's
    # another creature, it also gains the non-backup abilities of this creature printed below this
    # one until end of turn." — keywords, and another ability quoted (its "this creature" the
    # creature that gains it); the abilities above the keyword are not given (702.165a)
    card, gaps, _ = creature("Haste\nBackup 2\nFlying, vigilance\n{1}, Sacrifice this creature: Draw a card.")
    assert not gaps
    trig = next(a for a in card.abilities if isinstance(a, ir.TriggeredAbility))
    add, branch = trig.effects
    assert add.counter == "+1/+1" and add.amount == ir.Fixed(value=2)
    assert branch.condition.condition == "matches" and branch.condition.ref == "target:0"
    assert branch.condition.filter.other
    keywords, granted = branch.effects
    assert list(keywords.keywords) == ["flying", "vigilance"]
    assert granted.ability.cost.sacrifice_self


def test_backup_with_nothing_below_it_is_a_gap():
    card, gaps, _ = creature("Flying\nBackup 1")
    assert gaps and gaps[0].blocker == "keyword:backup"


def test_prowl_and_freerunning_are_alternative_costs_under_a_combat_damage_condition():
    # rule 702.76a: "… if a player was dealt combat damage this turn by a source that, at the time
    # it dealt that damage, was under your control and had any of this spell's creature types"
    card, gaps, _ = spell("Draw a card.\nProwl {U}", types=("Kindred", "Sorcery"))
    assert not gaps
    (perm,) = card.abilities[2].effects
    assert perm.label == "prowl" and perm.cost.mana == "{U}"
    assert perm.condition == ir.Condition(condition="combat_damage_by", ref="source_creature_types")
    # rule 702.173a: "… by a creature that, at the time it dealt that damage, was an Assassin
    # creature or a commander under your control" (no commanders outside Commander games, 903)
    card, gaps, _ = spell("Draw a card.\nFreerunning {1}{U}")
    assert not gaps
    (perm,) = card.abilities[2].effects
    assert perm.label == "freerunning" and perm.condition.filter.subtypes == ("assassin",)
    assert perm.condition.filter.types == ("creature",)


def test_conspire_taps_two_creatures_that_share_a_color_with_the_spell():
    # rule 702.78a: "As an additional cost to cast this spell, you may tap two untapped creatures
    # you control that each share a color with it" ("it": this spell) and "When you cast this
    # spell, if its conspire cost was paid, copy it. …" (105.2: sharing a color)
    card, gaps, _ = spell("Draw a card.\nConspire")
    assert not gaps
    _, marker, cost, copy = card.abilities
    assert marker.name == "conspire"
    (opt,) = cost.effects
    flt, n = opt.cost.tap_untapped
    assert opt.label == "conspire" and n == 2 and flt.shares_color_with == "self" and flt.controller == "you"
    assert copy.condition == ir.Condition(condition="cost_paid", ref="conspire")
