""""~ enters tapped with N <kind> counters on it" (614.1c): two replacement effects of one static
ability, as it enters; the engine side is in tests/scenarios/enters_tapped_with_counters.yaml."""
from test_lower_breadth import abilities     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_enters_tapped_with_stun_counters():
    (st,) = abilities("Test Card enters tapped with three stun counters on it.", types=("Creature",))
    assert st.effects == [ir.EntersTapped(), ir.EntersWithCounters(counter="stun", amount=ir.Fixed(value=3))]


def test_enters_with_counters_is_not_tapped():
    (st,) = abilities("Test Card enters with two +1/+1 counters on it.", types=("Creature",))
    assert st.effects == [ir.EntersWithCounters(counter="+1/+1", amount=ir.Fixed(value=2))]
