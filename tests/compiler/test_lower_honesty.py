"""Lowering that must not claim more than the text says (issue 6's honesty fixes), rules cited."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir
from oraclec.compiler.lower import PERMANENT_TYPES


# ---- one "you may" over a payment and an action (118.3, 118.12) ------------------------------
def test_pay_and_sacrifice_is_one_choice():
    # "you may pay {1} and sacrifice an artifact. If you do, …": asked once, possible only if both
    # can be done; the sacrifice must not happen when the player declines to pay
    (trig,) = abilities("At the beginning of combat on your turn, you may pay {1} and sacrifice an "
                        "artifact. If you do, create a 3/1 red Construct artifact creature token with haste.")
    pay, branch = trig.effects
    assert isinstance(pay, ir.Pay)
    assert (pay.mana, pay.sacrifice, pay.sacrifice_count) == ("{1}", ir.Filter(types=("artifact",)), 1)
    assert isinstance(branch, ir.IfResult) and branch.did


def test_action_then_payment_is_one_choice():
    (trig,) = abilities("Whenever you attack, you may discard a card and pay {2}. If you do, draw two cards.")
    pay, branch = trig.effects
    assert isinstance(pay, ir.Pay) and (pay.mana, pay.discard) == ("{2}", 1)
    assert isinstance(branch, ir.IfResult)


def test_payment_joined_to_an_action_a_cost_cannot_hold_is_a_gap():
    (g,) = gaps("Whenever another nontoken creature you control dies, you may pay {1} and exile it. "
                "If you do, draw a card.")
    assert g.blocker == "pay_joined"


# ---- "permanent card" (110.4a) ----------------------------------------------------------------
def test_permanent_card_excludes_instants_and_sorceries():
    (spell,) = abilities("Return target permanent card from your graveyard to your hand.", types=("Sorcery",))
    (t,) = spell.targets
    assert t.objects.types == PERMANENT_TYPES and "instant" not in PERMANENT_TYPES
    assert t.objects.zone == "graveyard"


def test_nonland_permanent_card():
    (spell,) = abilities("Search your library for a nonland permanent card with mana value 3 or less, "
                         "put it onto the battlefield, then shuffle.", types=("Sorcery",))
    (search,) = spell.effects
    assert isinstance(search, ir.SearchLibrary)
    assert search.filter.types == PERMANENT_TYPES and search.filter.not_types == ("land",)


def test_permanent_on_the_battlefield_restricts_nothing():
    (spell,) = abilities("Destroy target nonland permanent.", types=("Instant",))
    assert spell.targets[0].objects.types == ()


# ---- "this way" (608.2c) ----------------------------------------------------------------------
def test_count_of_objects_put_into_a_graveyard_this_way_is_not_every_object():
    # "the Mountains destroyed this way": those the destroy acted on (CountIt), not every Mountain
    # on the battlefield
    (sp,) = abilities("Destroy X target Mountains. This spell deals damage to each creature and each player "
                      "equal to the number of Mountains put into a graveyard this way.", types=("Sorcery",))
    destroy, dmg = sp.effects
    assert isinstance(destroy, ir.Destroy) and isinstance(dmg.amount, ir.CountIt)
    assert dmg.amount.filter.subtypes == ("mountain",)


def test_count_this_way_after_an_effect_that_acted_on_other_objects_is_a_gap():
    # "Draw cards …, then discard a card for each card drawn this way": the draw records no cards
    (g,) = gaps("Draw cards equal to the number of cards in your hand, then discard a card for each card drawn "
                "this way.", types=("Sorcery",))
    assert g.blocker == "this_way"


# ---- "If you do, <something the next sentence completes>." -------------------------------------
def test_if_you_do_branch_takes_the_sentence_that_completes_it():
    (trig,) = abilities("Whenever a creature you control dies, you may pay {1}. If you do, reveal cards "
                        "from the top of your library until you reveal a creature card. Put that card into "
                        "your hand and the rest into your graveyard.")
    pay, branch = trig.effects
    assert isinstance(pay, ir.Pay) and isinstance(branch, ir.IfResult)
    (reveal,) = branch.effects
    assert isinstance(reveal, ir.RevealUntil)
    assert (reveal.to, reveal.rest) == ("hand", "graveyard")


def test_if_you_do_copy_with_new_targets():
    # 707.10c: "copy that spell and you may choose new targets for the copy" inside the branch
    (trig,) = abilities("Whenever you cast an instant or sorcery spell, you may sacrifice an artifact. "
                        "If you do, copy that spell and you may choose new targets for the copy.")
    branch = trig.effects[-1]
    assert isinstance(branch, ir.IfResult)
    (copy,) = branch.effects
    assert isinstance(copy, ir.CopySpell) and copy.new_targets


# ---- a card's own alternative cost (118.9) ----------------------------------------------------
def _permission(text, **kw):
    static = abilities(text, **kw)[0]
    (perm,) = static.effects
    assert isinstance(perm, ir.CastPermission)
    return perm


def test_life_and_a_card_exiled_from_the_hand_instead_of_the_mana_cost():
    perm = _permission("You may pay 1 life and exile a blue card from your hand rather than pay this "
                       "spell's mana cost.", types=("Instant",))
    assert perm.cost == ir.Cost(pay_life=1, exile_from_hand=(ir.Filter(colors=("blue",), zone="hand"), 1))


def test_a_permanent_returned_to_its_owners_hand_instead_of_the_mana_cost():
    perm = _permission("You may return two Islands you control to their owner's hand rather than pay this "
                       "spell's mana cost.", types=("Instant",))
    flt, n = perm.cost.return_to_hand
    assert n == 2 and flt.subtypes == ("island",) and flt.controller == "you"


def test_an_alternative_cost_with_its_condition_first():
    perm = _permission("If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.",
                       types=("Instant",))
    assert perm.cost == ir.Cost(pay_life=4) and perm.condition is not None


def test_two_costs_of_one_kind_joined_by_and_are_a_gap():
    (g,) = gaps("You may pay 1 life and pay 2 life rather than pay this spell's mana cost.", types=("Instant",))
    assert g.blocker == "joined_cost"


def test_return_cost_of_an_activated_ability():
    (ab,) = abilities("{1}, Return a land you control to its owner's hand: Draw a card.")
    flt, n = ab.cost.return_to_hand
    assert n == 1 and flt.types == ("land",) and ab.cost.mana == "{1}"


def test_a_controller_for_cards_in_a_hand_is_a_gap():
    # "the number of lands you control from your hand": the parse joined "from your hand" to the
    # lands; only permanents and spells have controllers (108.4), so the filter is a misreading
    (g,) = gaps("{T}: You may put a permanent card with mana value less than or equal to the number of lands "
                "you control from your hand onto the battlefield.")
    assert g.blocker == "object_part" and "controller for cards in a hand" in g.reason
