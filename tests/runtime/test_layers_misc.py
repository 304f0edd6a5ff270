"""Layers (613), regeneration (701.15), counters (122, 704.5q), tokens (111), triggers (603),
loading, decklists and a full seeded game."""

import pytest

from oraclec.runtime.actions import Activate, Pass
from oraclec.runtime.api import *  # noqa: F401,F403
from oraclec.runtime import api
from oraclec.runtime.decklist import build_deck, parse_decklist
from oraclec.runtime.errors import DeckError, SetLoadError
from oraclec.runtime.game import Game
from oraclec.runtime.loader import load_set_module
from oraclec.runtime.players import RandomPlayer

from cards import (ANTHEM, BEARS, BOLT, FOREST, GROWTH, KNIGHT, MOUNTAIN, NIGHTMARE, OGRE,
                   PLAINS, REGENERATOR, SPARKMAGE, SWAMP, TOKEN_MAKER, WEAKNESS)
from helpers import cast, pass_until, perm, resolve_stack, setup


def test_anthem_and_pump_timestamps_7c():
    g = setup(a_bf=[KNIGHT, ANTHEM, FOREST], a_hand=[GROWTH])
    k = perm(g, "Elite Vanguard")
    assert (g.power(k), g.toughness(k)) == (3, 2)
    pass_until(g, "main1")
    cast(g, "Giant Growth", [[k]])
    resolve_stack(g)
    assert (g.power(k), g.toughness(k)) == (6, 5)
    pass_until(g, "upkeep", turn=2)          # 514.2: "until end of turn" ends at cleanup
    assert (g.power(k), g.toughness(k)) == (3, 2)


def test_pt_setting_7a_then_modifying_7c():
    g = setup(a_bf=[NIGHTMARE, SWAMP, SWAMP, SWAMP], a_hand=[GROWTH], b_bf=[FOREST])
    n = perm(g, "Nightmare")
    assert (g.power(n), g.toughness(n)) == (3, 3)
    g.players[0].library.insert(0, g.new_obj(FOREST, g.players[0], "library"))
    pass_until(g, "main1")
    # Giant Growth needs G: give A a Forest.
    from oraclec.runtime.zones import enter_battlefield
    f = g.new_obj(FOREST, g.players[0], "battlefield"); enter_battlefield(g, f)
    cast(g, "Giant Growth", [[n]])
    resolve_stack(g)
    assert (g.power(n), g.toughness(n)) == (6, 6)   # 7a sets 3/3, 7c adds +3/+3
    s = g.new_obj(SWAMP, g.players[0], "battlefield"); enter_battlefield(g, s)
    assert (g.power(n), g.toughness(n)) == (7, 7)   # the CDA follows the Swamp count


def test_regeneration_701_15():
    g = setup(a_bf=[MOUNTAIN], a_hand=[BOLT], b_bf=[REGENERATOR, SWAMP])
    pass_until(g, "main1")
    sk = perm(g, "Drudge Skeletons")
    cast(g, "Lightning Bolt", [[sk]])
    g.push(Pass())
    g.push(Activate(sk.id, 0))                       # B: {B}: Regenerate
    resolve_stack(g)
    assert sk.zone == "battlefield" and sk.tapped and sk.damage == 0


def test_counters_annihilate_704_5q():
    g = setup(a_bf=[BEARS])
    b = perm(g, "Grizzly Bears")
    g.add_counters(b, "+1/+1", 2)
    g.add_counters(b, "-1/-1", 1)
    assert (g.power(b), g.toughness(b)) == (3, 3)
    pass_until(g, "main1")
    assert b.counters == {"+1/+1": 1}


def test_tokens_111():
    g = setup(a_bf=[PLAINS, PLAINS], a_hand=[TOKEN_MAKER])
    pass_until(g, "main1")
    cast(g, "Raise the Alarm")
    resolve_stack(g)
    toks = [o for o in g.battlefield if o.token]
    assert len(toks) == 2 and toks[0].name == "Soldier Token"
    assert (g.power(toks[0]), g.toughness(toks[0])) == (1, 1)


def test_enters_trigger_targets_603_3d():
    g = setup(a_bf=[MOUNTAIN, MOUNTAIN], a_hand=[SPARKMAGE], b_bf=[BEARS])
    pass_until(g, "main1")
    cast(g, "Sparkmage Apprentice")
    resolve_stack(g)                 # creature resolves, trigger goes on the stack and resolves
    # The default choice prefers an opponent's permanent or the opponent.
    assert g.players[1].life == 19 or perm(g, "Grizzly Bears").damage == 1


def test_decklist_errors(tmp_path):
    cards = {"Forest": FOREST, "Grizzly Bears": BEARS,
             "Unsup": CardDef(name="Unsup", mana_cost="{1}", types=("artifact",),
                              support="unsupported")}
    p = tmp_path / "d.txt"
    p.write_text("# comment\n4x Grizzly Bears\n\n// x\n20 Forest\nSideboard\n3 Nope\n")
    assert len(build_deck(cards, p)) == 24
    p.write_text("4 Grizzly Bears\n2 Nope\n")
    with pytest.raises(DeckError, match=r"d.txt:2: unknown card 'Nope'"):
        build_deck(cards, p)
    p.write_text("four Grizzly Bears\n")
    with pytest.raises(DeckError, match=r":1: malformed"):
        build_deck(cards, p)
    p.write_text("1 Unsup\n")
    with pytest.raises(DeckError, match="unsupported"):
        build_deck(cards, p)
    p.write_text("5 Grizzly Bears\n")
    with pytest.raises(DeckError, match="more than 4"):
        build_deck(cards, p)


def test_loader_rejects_non_set(tmp_path):
    with pytest.raises(SetLoadError, match="not a compiled set"):
        load_set_module(tmp_path)


def test_full_seeded_random_game_has_a_winner():
    red = [MOUNTAIN] * 17 + [OGRE] * 15 + [BOLT] * 8
    green = [FOREST] * 17 + [BEARS] * 15 + [GROWTH] * 8
    g = Game.new([red, green], [RandomPlayer(1), RandomPlayer(2)], seed=7, max_turns=80)
    out = g.run()
    assert out.winner in (0, 1), out
    # Same seed, same game.
    g2 = Game.new([red, green], [RandomPlayer(1), RandomPlayer(2)], seed=7, max_turns=80)
    assert g2.run() == out and g2.turn == g.turn


def test_copy_is_independent():
    g = setup(a_bf=[MOUNTAIN], a_hand=[BOLT], b_bf=[BEARS])
    pass_until(g, "main1")
    snap = g.copy()
    cast(g, "Lightning Bolt", [[g.players[1]]])
    resolve_stack(g)
    assert g.players[1].life == 17 and snap.players[1].life == 20
    assert len(snap.players[0].hand) == 1


def test_decklist_formats(tmp_path):
    """The formats players export: plain text, MTG Arena (sections, printings), MTGO .txt
    (sideboard after a blank line) and MTGO .dek XML; sideboards are not part of the deck."""
    p = tmp_path / "arena.txt"
    p.write_text("About\nName Bears\n\nDeck\n20 Forest (M10) 246\n4 Grizzly Bears (M10) 185\n\n"
                 "Sideboard\n2 Grizzly Bears (M10) 185\n", encoding="utf-8")
    assert parse_decklist(p) == [(20, "Forest", 5), (4, "Grizzly Bears", 6)]
    p = tmp_path / "mtgo.txt"
    p.write_text("20 Forest\n40 Grizzly Bears\n\n3 Grizzly Bears\n", encoding="utf-8")
    assert parse_decklist(p) == [(20, "Forest", 1), (40, "Grizzly Bears", 2)]
    p.write_text("20 Forest\n\n40 Grizzly Bears\n", encoding="utf-8")   # not a sideboard: 40 cards
    assert [n for n, _, _ in parse_decklist(p)] == [20, 40]
    p.write_text("20 Forest\nSB: 2 Grizzly Bears\n", encoding="utf-8")
    assert parse_decklist(p) == [(20, "Forest", 1)]
    p = tmp_path / "deck.dek"
    p.write_text('<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n'
                 '  <NetDeckID>0</NetDeckID>\n'
                 '  <Cards CatID="1" Quantity="20" Sideboard="false" Name="Forest" Annotation="0" />\n'
                 '  <Cards CatID="2" Quantity="4" Sideboard="false" Name="Grizzly Bears" Annotation="0" />\n'
                 '  <Cards CatID="2" Quantity="3" Sideboard="true" Name="Grizzly Bears" Annotation="0" />\n'
                 '</Deck>\n', encoding="utf-8")
    assert parse_decklist(p) == [(20, "Forest", 4), (4, "Grizzly Bears", 5)]
    assert len(build_deck({"Forest": FOREST, "Grizzly Bears": BEARS}, p)) == 24
    p.write_text('<Deck>\n  <Cards Quantity="x" Name="Forest"/>\n</Deck>\n', encoding="utf-8")
    with pytest.raises(DeckError, match=r"deck.dek:2: malformed Quantity 'x'"):
        parse_decklist(p)
    p.write_text('<Deck>\n  <Cards Quantity="1" Name="Forest">\n</Deck>\n', encoding="utf-8")
    with pytest.raises(DeckError, match=r"deck.dek:3: malformed XML"):
        parse_decklist(p)
    p.write_bytes(b"\xff\xfe4 Forest")
    with pytest.raises(DeckError, match="not a text decklist"):
        parse_decklist(p)


def test_static_seen_records_a_layered_effect_only_when_it_changes_an_object():
    from oraclec.runtime.zones import enter_battlefield
    # issue 5 (smoke games): Honor of the Pure with no white creature changes nothing (613.1);
    # its effect is recorded once a white creature gets +1/+1 (layer 7c)
    g = setup(a_bf=[ANTHEM, BEARS, PLAINS])
    g.static_seen = set()
    eff = ANTHEM.abilities[0].effects[0]
    g.touch()
    g.power(perm(g, "Grizzly Bears"))
    assert id(eff) not in g.static_seen
    o = g.new_obj(KNIGHT, g.players[0], "battlefield")
    o.controller = g.players[0]
    enter_battlefield(g, o)
    assert g.power(o) == 3 and id(eff) in g.static_seen


def test_a_spell_on_the_stack_becomes_red_613_1e():
    """"Target spell or permanent becomes red" on a spell: layer 5 applies to it on the stack
    (105.3: only red), and the spell still resolves."""
    from oraclec.compiler.api import compile_cards
    c = compile_cards(["Chaoslace", "Giant Growth", "Mountain", "Forest", "Grizzly Bears"])
    g = setup(a_bf=[c["Mountain"], c["Forest"], c["Grizzly Bears"]], a_hand=[c["Giant Growth"], c["Chaoslace"]])
    pass_until(g, "main1")
    bears = perm(g, "Grizzly Bears")
    cast(g, "Giant Growth", [[bears]])
    growth = g.stack[-1]
    assert g.chars(growth).colors == ["green"]
    cast(g, "Chaoslace", [[growth]])
    g.push(Pass())
    g.push(Pass())                                   # Chaoslace resolves; Giant Growth waits
    assert g.stack == [growth] and g.chars(growth).colors == ["red"]
    resolve_stack(g)
    assert (g.power(bears), g.toughness(bears)) == (5, 5)


def test_card_types_replaced_take_their_subtypes_205_1a():
    # "It's an enchantment." of an Enchantment Creature — Dog Glimmer: no longer a creature, so
    # no creature types either; an artifact's subtype (Equipment) would go with the artifact type,
    # which the engine can't tell from another card type's: it says so
    from oraclec.runtime.errors import NotImplementedInEngine
    from oraclec.runtime.game import Chars
    from oraclec.runtime.layers import _replace_card_types
    c = Chars()
    c.types, c.subtypes = ["enchantment", "creature"], ["dog", "glimmer"]
    _replace_card_types(c, ("enchantment",))
    assert (c.types, c.subtypes) == (["enchantment"], [])
    c.types, c.subtypes = ["artifact", "creature"], ["equipment", "golem"]
    with pytest.raises(NotImplementedInEngine, match="205.1a"):
        _replace_card_types(c, ("enchantment",))
