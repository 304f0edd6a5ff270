"""Banding (702.22): bands in the legal actions, band removal, blocks extended to the band."""
import pytest

from oraclec.runtime.actions import DeclareAttackers, DeclareBlockers, Pass
from oraclec.runtime.errors import IllegalAction

from cards import BEARS, FLYER, OGRE, creature
from helpers import pass_until, perm, setup

HERO = creature("Benalish Hero", "{W}", ("white",), 1, 1, "banding", subtypes=("human", "soldier"))


def _to_attackers(g):
    pass_until(g, "begin_combat")
    g.push(Pass()); g.push(Pass())
    assert g.pending == "attackers"


def test_legal_actions_offer_all_attack_in_one_band_702_22c():
    g = setup(a_bf=[HERO, BEARS, OGRE])
    _to_attackers(g)
    acts = [a for a in g.legal_actions if isinstance(a, DeclareAttackers)]
    banded = [a for a in acts if a.bands]
    # none, each alone (3), all attack, all attack with the Hero and the first creature without
    # banding in one band (702.22c: up to one creature without banding)
    assert len(acts) == 6 and len(banded) == 1
    (band,) = banded[0].bands
    assert {g.find(x).name for x in band} == {"Benalish Hero", "Grizzly Bears"}
    g.push(banded[0])
    assert [sorted(g.find(x).name for x in b) for b in g.bands] == [["Benalish Hero", "Grizzly Bears"]]


def test_no_band_offered_without_banding():
    g = setup(a_bf=[BEARS, OGRE])
    _to_attackers(g)
    assert not any(a.bands for a in g.legal_actions if isinstance(a, DeclareAttackers))


def test_band_of_an_attacker_and_a_creature_that_does_not_attack_is_illegal():
    g = setup(a_bf=[HERO, BEARS])
    _to_attackers(g)
    hero, bears = perm(g, "Benalish Hero"), perm(g, "Grizzly Bears")
    with pytest.raises(IllegalAction, match="702.22c"):
        g.push(DeclareAttackers(((hero.id, g.players[1].id),), ((hero.id, bears.id),)))


def test_flying_band_member_is_blocked_through_its_band_702_22h():
    # The rule's example: a creature that can't block the flyer blocks its band-mate, and the
    # flyer becomes blocked by it too.
    g = setup(a_bf=[HERO, FLYER], b_bf=[BEARS])
    _to_attackers(g)
    hero, drake = perm(g, "Benalish Hero"), perm(g, "Snapping Drake")
    g.push(DeclareAttackers(((hero.id, g.players[1].id), (drake.id, g.players[1].id)),
                            ((hero.id, drake.id),)))
    while g.pending != "blockers":
        g.push(Pass())
    bears = perm(g, "Grizzly Bears", 1)
    with pytest.raises(IllegalAction):          # it can't block the flyer itself (702.9b)
        g.push(DeclareBlockers(((bears.id, drake.id),)))
    g.push(DeclareBlockers(((bears.id, hero.id),)))
    assert drake.blocked and sorted(bears.blocking) == sorted([hero.id, drake.id])
    pass_until(g, "main2")
    assert g.players[1].life == 20


def test_removed_from_combat_leaves_its_band_702_22f():
    from oraclec.runtime.combat import remove_from_combat
    g = setup(a_bf=[HERO, BEARS])
    _to_attackers(g)
    hero, bears = perm(g, "Benalish Hero"), perm(g, "Grizzly Bears")
    g.push(DeclareAttackers(((hero.id, g.players[1].id), (bears.id, g.players[1].id)),
                            ((hero.id, bears.id),)))
    remove_from_combat(g, bears)
    assert g.bands == [[hero.id]]
