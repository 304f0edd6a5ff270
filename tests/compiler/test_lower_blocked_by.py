""""~ can't be blocked by creatures with power 2 or less this turn." / "~ can't be blocked this turn
except by creatures with haste." (509.1b, 611.2a): a resolving restriction with the creatures that
can still block it; the engine side is in tests/scenarios/blocked_by_this_turn.yaml."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_cant_be_blocked_by_power_2_or_less_this_turn():
    (act,) = abilities("{1}{G}: Test Card can't be blocked by creatures with power 2 or less this turn.",
                       types=("Creature",))
    (r,) = act.effects
    # the complement: only creatures with power greater than 2 can block it
    assert r == ir.Restrict(what="self", restriction="cant_be_blocked_except_by",
                            by=ir.Filter(power=(">", 2)), duration="end_of_turn")


def test_cant_be_blocked_this_turn_except_by_creatures_with_haste():
    (act,) = abilities("{1}: Test Card can't be blocked this turn except by creatures with haste.",
                       types=("Creature",))
    (r,) = act.effects
    assert r.restriction == "cant_be_blocked_except_by" and r.by.with_keywords == ("haste",)
    assert r.by.types == ("creature",)


def test_target_creature_cant_be_blocked_by_walls_this_turn():
    (sp,) = abilities("Target creature can't be blocked by Walls this turn.", types=("Instant",))
    (r,) = sp.effects
    assert r.what == "target:0" and r.by == ir.Filter(not_subtypes=("wall",))


def test_a_blocker_filter_goes_only_with_its_restriction():
    import pytest
    with pytest.raises(ValueError):
        ir.Restrict(what="self", restriction="cant_block", by=ir.Filter(power=(">", 2)))
