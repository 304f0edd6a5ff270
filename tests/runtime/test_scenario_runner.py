"""The scenario runner (cli/scenario.py) on hand-made CardDefs injected for compile_cards."""
import io

from oraclec.cli.scenario import run_paths, run_scenario
from oraclec.runtime.api import CardDef

from cards import BEARS, BOLT, MOUNTAIN

WASTES = CardDef(name="Wastes", mana_cost=None, types=("land",), supertypes=("basic",),
                 deck_limit=None)
CARDS = {c.name: c for c in (BEARS, BOLT, MOUNTAIN, WASTES)}


def fake_compile(names):
    return {n: CARDS[n] for n in CARDS}


SC = {
    "name": "bolt the bear",
    "players": {"A": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                "B": {"battlefield": ["Grizzly Bears"]}},
    "actions": [{"turn": 1, "step": "main1", "player": "A", "cast": "Lightning Bolt",
                 "targets": ["Grizzly Bears"]}],
    "stop": {"turn": 1, "step": "end"},
    "expect": {"B": {"graveyard": {"Grizzly Bears": 1}, "life": 20}},
}


def test_scenario_passes_and_fails():
    assert run_scenario(SC, fake_compile) == ("passed", "")
    bad = dict(SC, expect={"B": {"life": 17}})
    status, msg = run_scenario(bad, fake_compile)
    assert status == "failed" and "B life: expected 17, found 20" in msg
    rejected = dict(SC, actions=[dict(SC["actions"][0], step="upkeep", targets=["B"])],
                    expect={})
    # A Bolt in the upkeep is legal (instant): marking it rejected must fail the scenario.
    rejected["actions"][0]["rejected"] = True
    assert run_scenario(rejected, fake_compile)[0] == "failed"


def test_run_paths_summary(tmp_path):
    import yaml
    (tmp_path / "a.yaml").write_text(yaml.safe_dump({"scenarios": [SC, dict(SC, skip="later")]}))
    out = io.StringIO()
    assert run_paths([tmp_path], compile_cards=fake_compile, out=out) == 0
    assert out.getvalue().strip().endswith("1 passed, 0 failed, 1 skipped")
