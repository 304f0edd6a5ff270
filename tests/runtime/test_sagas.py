"""Sagas (rule 714): the sacrifice waits for the final chapter ability to leave the stack (714.4)."""
from oraclec.cli.scenario import Runner
from oraclec.compiler.api import compile_cards
from oraclec.runtime.actions import Pass


def test_saga_is_sacrificed_only_after_its_final_chapter_ability_left_the_stack_714_4():
    cards = compile_cards(["History of Benalia", "Plains", "Wastes"])
    r = Runner({"name": "t", "players": {"A": {"battlefield": [
        {"name": "History of Benalia", "counters": {"lore": 1}}, "Plains"]}},
        "stop": {"turn": 1, "step": "end"}}, cards)
    r.setup()
    g = r.g
    g.start(1, 0)
    while g.step != "main1":
        g.push(Pass())
    # chapter III triggered as the main phase began (714.3b) and waits on the stack
    assert [e.ability.text[:3] for e in g.stack] == ["III"]
    saga = next(o for o in g.battlefield if o.name == "History of Benalia")
    assert saga.counters["lore"] == 3
    while g.stack:
        g.push(Pass())
    assert all(o.name != "History of Benalia" for o in g.battlefield)
    assert [o.name for o in r.player("A").graveyard] == ["History of Benalia"]
