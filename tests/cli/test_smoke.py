"""Smoke games earn the `executed` level (issue 5): honestly, ability by ability."""
from oraclec.cli.smoke import SUPPORT_CARDS, smoke_card
from oraclec.compiler.api import compile_cards

CARDS = ["Lightning Bolt", "Prodigal Pyromancer", "Soul Warden", "Celestial Purge", "Royal Assassin", "Northern Paladin",
         "Goblin Arsonist",
         "Glorious Anthem", "Elvish Archdruid", "Dragonskull Summit"]


def smoke(name):
    return smoke_card(name, compile_cards(CARDS + list(SUPPORT_CARDS)))


def test_spell_and_activated_ability_and_trigger_are_exercised():
    for name in ("Lightning Bolt", "Prodigal Pyromancer", "Soul Warden", "Elvish Archdruid", "Dragonskull Summit"):
        r = smoke(name)
        assert r.executed, (name, r.reasons)
        assert r.actions > 0


def test_what_the_generic_game_cannot_do_stays_below_executed_with_a_reason():
    r = smoke("Celestial Purge")             # no black or red permanent to exile in the smoke game
    assert not r.executed and "could not be cast" in r.reasons[0]
    r = smoke("Northern Paladin")            # no black permanent to target
    assert not r.executed and any("Destroy target black permanent." in x for x in r.reasons)


def test_attacks_and_blocks_make_turn_events():
    # A attacks with every creature it can, so "target tapped creature" has a target (an attacker)
    r = smoke("Royal Assassin")
    assert r.executed, r.reasons


def test_unsupported_card_is_never_executed():
    r = smoke_card("Fireball", compile_cards(["Fireball"] + list(SUPPORT_CARDS)))
    assert not r.executed and r.reasons == ["not compiled"]


def test_the_card_dies_on_the_last_turn():
    # A draws Murder and Naturalize and, on its last turn after combat, destroys the card with one
    r = smoke("Goblin Arsonist")             # "When this creature dies, …"
    assert r.executed, r.reasons
