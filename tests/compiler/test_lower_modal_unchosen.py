""""Choose one that hasn't been chosen —" / "… this turn —" (700.2): a modal triggered ability whose
modes this object chose before (this turn) are not offered again (400.7: a new object has chosen
none); the engine side is in tests/scenarios/modal_unchosen.yaml."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

MODES = "\n• Put a +1/+1 counter on Test Card.\n• You gain 2 life."


def test_choose_one_that_hasnt_been_chosen():
    (trig,) = abilities("At the beginning of your upkeep, choose one that hasn't been chosen —" + MODES)
    assert trig.unchosen == "ever" and len(trig.modes) == 2 and trig.choose == (1, 1)


def test_choose_one_that_hasnt_been_chosen_this_turn():
    (trig,) = abilities("Whenever another creature you control enters, choose one that hasn't been chosen "
                        "this turn —" + MODES)
    assert trig.unchosen == "turn"


def test_plain_modal_trigger_has_no_memory():
    (trig,) = abilities("At the beginning of your upkeep, choose one —" + MODES)
    assert trig.unchosen is None


def test_choose_two_that_havent_been_chosen_stays_a_gap():
    g = gaps("At the beginning of your upkeep, choose up to two that hasn't been chosen —" + MODES)
    assert g
