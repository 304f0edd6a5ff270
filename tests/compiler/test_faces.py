"""Cards compiled from all their faces (issue 6): split cards (709), adventurer cards (715) and
modal double-faced cards (712.3),
read from the MTGJSON and Scryfall fixtures of tests/data (real cards, every face); with the
shipped snapshot (first faces only, except transforming cards, whose back faces it holds as
entries of their own) they stay a gap naming the missing face."""
from pathlib import Path

import pytest

from oraclec.compiler.api import compile_cards, find_face
from oraclec.compiler.build import compile_face
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace, load_card_file, name_index, name_key

DATA = Path(__file__).resolve().parents[1] / "data"
ATOMIC = str(DATA / "faces-atomic.json")
SCRYFALL = str(DATA / "faces-scryfall.json")


def test_loaders_give_each_face_every_face_of_its_card():
    for path in (ATOMIC, SCRYFALL):
        faces = load_card_file(path)
        killer = next(f for f in faces if f.oracle_name == "Giant Killer")
        assert [f.oracle_name for f in killer.card_faces] == ["Giant Killer", "Chop Down"]
        assert killer.card_faces[1].subtypes == ("Adventure",) and killer.card_faces[1].mana_cost == "{2}{W}"
        # the card's full name finds its first face ("Dead // Gone" in a decklist)
        index = name_index(faces)
        assert index[name_key("Dead // Gone")].oracle_name == "Dead"
    # the other faces' text is part of the cache key of a face
    a = load_card_file(ATOMIC)
    dead = next(f for f in a if f.oracle_name == "Dead")
    alone = CardFace(**{k: getattr(dead, k) for k in CardFace.__dataclass_fields__ if k != "card_faces"})
    assert dead.text_hash() != alone.text_hash()


@pytest.mark.parametrize("path", [ATOMIC, SCRYFALL])
def test_adventurer_card_has_its_normal_characteristics_and_its_adventure(path):
    # 715.2, 715.4: the card is the creature; the Adventure is a face cast instead (715.3)
    c = compile_face(find_face("Giant Killer", path))
    assert c.level == "compiled" and not c.gaps
    card = c.ir
    assert (card.name, card.layout, card.types, card.power, card.toughness) == \
        ("Giant Killer", "adventure", ("creature",), 1, 2)
    (adventure,) = card.faces
    assert (adventure.name, adventure.types, adventure.subtypes, adventure.mana_cost) == \
        ("Chop Down", ("instant",), ("adventure",), "{2}{W}")
    assert [type(a).__name__ for a in adventure.abilities] == ["SpellAbility"]
    # the face compiled from the Adventure's record is the same card
    assert compile_face(find_face("Chop Down", path)).ir == card


def test_split_card_combines_its_halves_outside_the_stack():
    # 709.4: both names; 709.4b: combined mana cost, so colours and mana value; 709.4c: types
    c = compile_face(find_face("Assault // Battery", ATOMIC))
    assert c.level == "compiled"
    card = c.ir
    assert (card.name, card.layout, card.mana_cost, card.colors, card.types) == \
        ("Assault // Battery", "split", "{R}{3}{G}", ("red", "green"), ("sorcery",))
    assert [f.name for f in card.faces] == ["Assault", "Battery"]
    assert card.abilities == []          # each half's spell ability works only as that half
    assert [f.colors for f in card.faces] == [("red",), ("green",)]


def test_a_gap_of_one_face_names_the_face_and_counts_its_lines():
    c = compile_face(find_face("Cut // Ribbons", ATOMIC))
    assert c.level == "parsed"
    (gap,) = c.gaps
    assert gap.face == "Ribbons" and gap.line == 1 and gap.blocker == "keyword:aftermath"
    assert c.reasons[0].startswith("face 'Ribbons', line 1")


def test_shipped_snapshot_keeps_the_exact_missing_face_reason():
    c = compile_face(find_face("Giant Killer"))
    assert c.level == "parsed"
    (gap,) = c.gaps
    assert gap.blocker == "layout_adventure"
    assert gap.reason == (
        "an adventurer card: casting its Adventure and then the card from exile needs every face of "
        "the card (rule 715); the card file holds only this face, not 'Chop Down' (MTGJSON "
        "AtomicCards.json or Scryfall data carry every face)")
    split = compile_face(find_face("Dead // Gone"))
    assert split.level == "parsed" and "not 'Gone'" in split.gaps[-1].reason


def _face(name, face_name, text, types, subtypes=(), cost="{1}", layout="split"):
    return CardFace(name=name, face_name=face_name, type_line=" ".join(types), text=text,
                    mana_cost=cost, types=types, subtypes=subtypes, layout=layout)


def test_a_split_card_with_a_permanent_half_is_a_gap():
    # a Room (enchantment halves that are doors to unlock) is not what 709 describes
    name = "Front Door // Back Door"
    halves = (_face(name, "Front Door", "When you unlock this door, draw a card.", ("Enchantment",), ("Room",)),
              _face(name, "Back Door", "Flying", ("Enchantment",), ("Room",)))
    from dataclasses import replace
    front = replace(halves[0], other_faces=("Back Door",), card_faces=halves)
    _, gaps, _ = lower_face(front)
    assert any(g.blocker == "layout_split" and "Room" in g.reason for g in gaps)


def test_an_adventure_that_is_not_an_instant_or_sorcery_adventure_is_a_gap():
    name = "Knight // Quest"
    faces = (_face(name, "Knight", "", ("Creature",), ("Human",), layout="adventure"),
             _face(name, "Quest", "Draw a card.", ("Sorcery",), (), layout="adventure"))
    from dataclasses import replace
    _, gaps, _ = lower_face(replace(faces[0], card_faces=faces, other_faces=("Quest",)))
    assert any(g.blocker == "layout_adventure" and "715.2" in g.reason for g in gaps)


def test_runtime_split_card_characteristics_in_hand_and_on_the_stack():
    from oraclec.runtime.game import Game
    from oraclec.runtime.players import ScriptedPlayer
    cards = compile_cards(["Dead // Gone"], ATOMIC)
    card = cards["Dead // Gone"]
    g = Game.new([[card], [card]], [ScriptedPlayer([]), ScriptedPlayer([])], seed=1)
    (obj,) = [o for o in g.all_objects() if o.owner.index == 0]
    chars = g.chars(obj)
    assert chars.mana_value == 4 and chars.name == "Dead // Gone"      # 709.4b
    from oraclec.runtime.faces import as_face, face_def
    with as_face(obj, face_def(card, 2)):
        assert g.chars(obj).name == "Gone" and g.chars(obj).mana_value == 3    # 709.3b
    assert g.chars(obj).mana_value == 4


def test_smoke_games_execute_every_face():
    from oraclec.cli.smoke import SUPPORT_CARDS, smoke_card
    cards = compile_cards(list(SUPPORT_CARDS))
    cards.update(compile_cards(["Giant Killer", "Dead // Gone"], ATOMIC))
    for name in ("Giant Killer", "Dead // Gone"):
        r = smoke_card(name, cards)
        assert r.executed, (name, r.reasons)


def test_modal_double_faced_card_has_its_front_face_and_its_back_face():
    # 712.8a: the front face's characteristics outside the stack and battlefield; 712.11b, 712.12
    c = compile_face(find_face("Skyclave Cleric", ATOMIC))
    assert c.level == "compiled"
    card = c.ir
    assert (card.name, card.layout, card.types, card.mana_cost) == ("Skyclave Cleric", "modal_dfc", ("creature",), "{1}{W}")
    (back,) = card.faces
    assert (back.name, back.types, back.mana_cost) == ("Skyclave Basilica", ("land",), None)
    assert compile_face(find_face("Skyclave Basilica", ATOMIC)).ir == card


def test_smoke_games_play_every_face_of_a_modal_double_faced_card():
    from oraclec.cli.smoke import SUPPORT_CARDS, _Record, _play
    cards = compile_cards(list(SUPPORT_CARDS))
    cards.update(compile_cards(["Barkchannel Pathway"], ATOMIC))
    rec = _Record()
    assert _play("Barkchannel Pathway", cards, rec) is None
    assert len(rec.faces) == 1          # one land play a game: the other face needs another game
    from oraclec.cli.smoke import smoke_card
    r = smoke_card("Barkchannel Pathway", cards)
    assert r.executed, r.reasons


@pytest.mark.parametrize("path", [ATOMIC, SCRYFALL])
def test_transforming_card_back_face_has_its_color_indicator(path):
    # 712.2, 204.1: the back face has no mana cost; its colour comes from its color indicator
    c = compile_face(find_face("Cloistered Youth", path))
    assert c.level == "compiled"
    card = c.ir
    assert (card.layout, card.colors) == ("transform", ("white",))
    (back,) = card.faces
    assert (back.name, back.mana_cost, back.colors, back.power) == ("Unholy Fiend", None, ("black",), 3)
    # "you may transform this creature" (701.28a)
    (trig,) = card.abilities
    assert [type(e).__name__ for e in trig.effects] == ["May"] and type(trig.effects[0].effects[0]).__name__ == "Transform"


def test_transformed_permanent_keeps_its_front_face_mana_value():
    # 712.8e; 712.18: the same object; 701.28c: only a transforming double-faced permanent
    from oraclec.runtime.faces import turn_over
    from oraclec.runtime.game import Game
    from oraclec.runtime.players import ScriptedPlayer
    cards = compile_cards(["Cloistered Youth", "Dead // Gone"], ATOMIC)
    g = Game.new([[cards["Cloistered Youth"], cards["Dead // Gone"]], []],
                 [ScriptedPlayer([]), ScriptedPlayer([])], seed=1)
    youth = next(o for o in g.all_objects() if o.card.name == "Cloistered Youth")
    other = next(o for o in g.all_objects() if o.card.name == "Dead // Gone")
    assert not turn_over(g, youth)              # not on the battlefield
    new = g.move(youth, "battlefield")
    assert turn_over(g, new) and g.chars(new).name == "Unholy Fiend" and g.chars(new).mana_value == 2
    assert g.chars(new).colors == ["black"]
    assert turn_over(g, new) and g.chars(new).name == "Cloistered Youth"
    assert not turn_over(g, g.move(other, "battlefield") or other)


def test_shipped_snapshot_compiles_a_transforming_card_from_both_faces():
    # 712.2: the snapshot's front and back entries are one card; either name finds it
    c = compile_face(find_face("Cloistered Youth"))
    assert c.level == "compiled" and not c.gaps
    card = c.ir
    assert (card.name, card.layout, card.colors, card.colors_unknown) == ("Cloistered Youth", "transform", ("white",), False)
    (back,) = card.faces
    # 204.1: the snapshot gives no color indicator: the back face's colors are unknown
    assert (back.name, back.power, back.colors, back.colors_unknown) == ("Unholy Fiend", 3, (), True)
    assert compile_face(find_face("Unholy Fiend")).ir == card
    assert compile_face(find_face("Cloistered Youth // Unholy Fiend")).ir == card


def test_back_face_of_unknown_colors_raises_when_a_rule_asks_for_them():
    # 204.1: not colorless; a rule that needs the colors is not implemented for it; an effect
    # that sets the colors (105.3) makes them known
    from oraclec.runtime import defs as D
    from oraclec.runtime.errors import NotImplementedInEngine
    from oraclec.runtime.faces import turn_over
    from oraclec.runtime.game import Game
    from oraclec.runtime.layers import own
    from oraclec.runtime.players import ScriptedPlayer
    cards = compile_cards(["Cloistered Youth"])
    g = Game.new([[cards["Cloistered Youth"]], []], [ScriptedPlayer([]), ScriptedPlayer([])], seed=1)
    youth = g.move(next(o for o in g.all_objects() if o.card.name == "Cloistered Youth"), "battlefield")
    assert g.chars(youth).colors == ["white"]
    assert turn_over(g, youth) and g.chars(youth).name == "Unholy Fiend"
    with pytest.raises(NotImplementedInEngine, match="Unholy Fiend.*204.1"):
        g.matches(youth, D.Filter(types=("creature",), not_colors=("black",)), youth, youth.controller)
    chars = own(g.chars(youth).copy())
    with pytest.raises(NotImplementedInEngine):
        list(chars.colors)
    assert turn_over(g, youth) and g.chars(youth).colors == ["white"]


def test_smoke_game_executes_a_transforming_card_of_the_snapshot():
    from oraclec.cli.smoke import SUPPORT_CARDS, smoke_card
    cards = compile_cards([*SUPPORT_CARDS, "Cloistered Youth"])
    r = smoke_card("Cloistered Youth", cards)
    assert r.executed, r.reasons


def test_return_to_the_battlefield_transformed_lowers_with_its_entry_state():
    # 712.14a: "transformed", "tapped and transformed"; plain "tapped" stays untransformed
    from oraclec.compiler import ir
    moths = compile_face(find_face("Befriending the Moths")).ir
    exile, put = moths.abilities[-1].effects
    assert isinstance(put, ir.PutOntoBattlefield) and put.transformed and not put.tapped
    text = "When this creature dies, return it to the battlefield tapped and transformed under its owner's control."
    face = CardFace(name="Test Ojer", type_line="Creature — God", text=text, mana_cost="{3}{W}",
                    types=("Creature",), subtypes=("God",), power="3", toughness="3")
    (trig,) = lower_face(face)[0].abilities
    (put,) = trig.effects
    assert (put.transformed, put.tapped, put.controller) == (True, True, "owner")
    plain = CardFace(name="Test Knight", type_line="Creature — Knight", mana_cost="{1}{W}",
                     text="When this creature dies, return it to the battlefield tapped under its owner's control.",
                     types=("Creature",), subtypes=("Knight",), power="2", toughness="2")
    (put,) = lower_face(plain)[0].abilities[0].effects
    assert (put.transformed, put.tapped) == (False, True)


def test_a_card_that_is_not_transforming_stays_in_its_zone_when_put_onto_the_battlefield_transformed():
    # 712.14a: "If a player is instructed to put a card that isn't a transforming double-faced
    # card onto the battlefield transformed, that card stays in its current zone."
    from oraclec.runtime.effects.zones import put_onto_battlefield
    from oraclec.runtime.game import Game
    from oraclec.runtime.players import ScriptedPlayer
    from oraclec.runtime.stack import AbilityContext
    cards = compile_cards(["Grizzly Bears", "Loyal Cathar"])
    g = Game.new([[cards["Grizzly Bears"], cards["Loyal Cathar"]], []], [ScriptedPlayer([]), ScriptedPlayer([])], seed=1)
    bears, cathar = (next(o for o in g.all_objects() if o.card.name == n) for n in ("Grizzly Bears", "Loyal Cathar"))
    bears, cathar = g.move(bears, "graveyard"), g.move(cathar, "graveyard")
    ctx = AbilityContext(g, bears, g.players[0], None)
    assert put_onto_battlefield(g, ctx, (bears, cathar), transformed=True) == 1
    assert bears.zone == "graveyard"
    (new,) = [o for o in g.battlefield]
    assert g.chars(new).name == "Unhallowed Cathar" and new.face is cards["Loyal Cathar"].faces[0]


def test_daybound_and_nightbound_are_keywords_of_their_own_subrules():
    # 702.145: one entry, two keywords, each defined by its subrule (702.145b, 702.145e)
    from oraclec.compiler.keywords import keyword_rules
    by_name = {kw.name: kw for kw in keyword_rules()}
    assert by_name["Daybound"].rule == "702.145b" and by_name["Nightbound"].rule == "702.145e"
    assert "Daybound and Nightbound" not in by_name
    card = compile_face(find_face("Bird Admirer")).ir
    assert [(a.name, a.rule) for a in card.abilities] == [("reach", "702.17"), ("daybound", "702.145b")]
    assert [(a.name, a.rule) for a in card.faces[0].abilities] == [("reach", "702.17"), ("nightbound", "702.145e")]


def test_a_daybound_permanent_transforms_only_due_to_day_and_night():
    # 702.145b: "This permanent can't transform except due to its daybound ability."
    from oraclec.runtime import daynight
    from oraclec.runtime.effects.permanents import transform
    from oraclec.runtime.game import Game
    from oraclec.runtime.players import ScriptedPlayer
    from oraclec.runtime.stack import AbilityContext
    cards = compile_cards(["Bird Admirer"])
    g = Game.new([[cards["Bird Admirer"]], []], [ScriptedPlayer([]), ScriptedPlayer([])], seed=1)
    admirer = g.move(next(o for o in g.all_objects() if o.card.name == "Bird Admirer"), "battlefield")
    assert transform(g, AbilityContext(g, admirer, g.players[0], None), admirer) == 0
    assert admirer.face is None
    daynight.check(g)
    assert g.day_night == "day"                 # 702.145d
    g.day_night = "night"
    assert daynight.check(g) and g.chars(admirer).name == "Wing Shredder"      # 702.145c


def test_disturb_is_a_permission_to_cast_the_card_transformed_from_the_graveyard():
    # 702.146a, 712.11a; the front face's ability (712.11d)
    from oraclec.compiler import ir
    card = compile_face(find_face("Baithook Angler")).ir
    (static,) = [a for a in card.abilities if isinstance(a, ir.StaticAbility)]
    (perm,) = static.effects
    assert (perm.label, perm.zone, perm.transformed, perm.cost.mana) == ("disturb", "graveyard", True, "{1}{U}")
    # a card that is not a transforming double-faced card can't be cast transformed
    face = CardFace(name="Test Geist", type_line="Creature — Spirit", mana_cost="{1}{U}", types=("Creature",),
                    text="You may cast this card transformed from your graveyard by paying {1}{U} rather than its mana cost.",
                    power="1", toughness="1")
    _, gaps, _ = lower_face(face)
    assert [g.blocker for g in gaps] == ["cast_transformed"]


def test_living_metal_and_convert_read_from_the_rules():
    # 702.161a: "During your turn, this permanent is an artifact creature in addition to its other
    # types." (205.2a card types added); 702.162a "cast this card converted" and "convert ~"
    # (701.50a: converting follows the transform rules)
    from oraclec.compiler import ir
    bot = CardFace(name="Test Bot", type_line="Artifact — Vehicle", types=("Artifact",), subtypes=("Vehicle",),
                   text="Living metal (During your turn, this Vehicle is also a creature.)\n{2}: Convert this Vehicle.",
                   power="2", toughness="2", mana_cost="{2}")
    card, gaps, _ = lower_face(bot)
    assert [g.blocker for g in gaps] == []
    kw, static, act = card.abilities
    assert (kw.name, kw.rule) == ("living metal", "702.161")
    (add,) = static.effects
    assert (add.types, static.condition.condition) == (("artifact", "creature"), "your_turn")
    assert [type(e).__name__ for e in act.effects] == ["Transform"]
    eye = compile_face(find_face("Jetfire, Ingenious Scientist")).ir
    perms = [e for a in eye.abilities if isinstance(a, ir.StaticAbility) for e in a.effects
             if isinstance(e, ir.CastPermission)]
    assert [(p.label, p.zone, p.transformed, p.cost.mana) for p in perms] == \
        [("more than meets the eye", "hand", True, "{3}{U}")]
