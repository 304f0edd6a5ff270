""""It's still a land." (205.1b) after the sentence that made the land a creature, wherever that
sentence's effect sits: after counters, inside "you may have it become …", before "… with haste"."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_after_counters_and_keywords():
    (act,) = abilities("{5}{G}{G}: Put seven +1/+1 counters on target noncreature land you control. It becomes "
                       "a 0/0 Fungus creature with haste. It's still a land.", types=("Land",))
    kinds = [type(e).__name__ for e in act.effects]
    assert kinds == ["AddCounters", "AddTypesUntil", "GrantKeywordsUntil"]


def test_inside_you_may_have_it_become():
    (act,) = abilities("{4}: Put two +1/+1 counters on this land. Then you may have it become a 0/0 Elemental "
                       "creature until end of turn. It's still a land.", types=("Land",))
    add, may = act.effects
    assert isinstance(may, ir.May) and "creature" in may.effects[-1].types


def test_after_no_creature_is_a_gap():
    (g,) = gaps("{T}: Untap target land you control. It's still a land.", types=("Land",))
    assert g.blocker == "still_land"
