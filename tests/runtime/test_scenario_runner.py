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


def test_a_broken_scenario_is_an_input_error_with_file_and_line(tmp_path):
    """Issue 9: malformed YAML, an unknown card or step: 'ERROR file:line', exit status 2 —
    distinct from a rules failure (exit status 1)."""
    import yaml
    p = tmp_path / "broken.yaml"
    p.write_text("scenarios:\n  - name: x\n    players: [\n", encoding="utf-8")
    out = io.StringIO()
    assert run_paths([p], compile_cards=fake_compile, out=out) == 2
    assert f"ERROR {p}:4: malformed YAML at column 1" in out.getvalue()

    bad_step = dict(SC, name="bad step", actions=[dict(SC["actions"][0], step="mian1")])
    p.write_text(yaml.safe_dump({"scenarios": [SC, bad_step]}, sort_keys=False), encoding="utf-8")
    step_line = p.read_text(encoding="utf-8").splitlines().index("    step: mian1") + 1
    out = io.StringIO()
    assert run_paths([p], compile_cards=fake_compile, out=out) == 2
    assert f"ERROR {p}:{step_line}: bad step: unknown step 'mian1'" in out.getvalue()
    assert out.getvalue().strip().endswith("1 passed, 0 failed, 1 broken (bad scenario input)")

    def strict_compile(names):
        from oraclec.compiler.api import UnknownCard
        missing = [n for n in names if n not in CARDS]
        if missing:
            raise UnknownCard(missing[0], [])
        return dict(CARDS)
    unknown = dict(SC, players={"A": {"battlefield": ["Mountain"], "hand": ["Lightning Blot"]}})
    p.write_text(yaml.safe_dump({"scenarios": [unknown]}, sort_keys=False), encoding="utf-8")
    card_line = next(i for i, x in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if "Blot" in x)
    out = io.StringIO()
    assert run_paths([p], compile_cards=strict_compile, out=out) == 2
    assert f"ERROR {p}:{card_line}: bolt the bear: no card named 'Lightning Blot'" in out.getvalue()

    out = io.StringIO()
    bad = dict(SC, expect={"B": {"life": 17}})
    p.write_text(yaml.safe_dump({"scenarios": [bad]}), encoding="utf-8")
    assert run_paths([p], compile_cards=fake_compile, out=out) == 1      # a rules failure
    assert f"FAIL {p}:2: bolt the bear: B life: expected 17" in out.getvalue()


def test_a_malformed_expectation_is_an_input_error_before_the_game():
    """A list where the format wants a count or a map (``library: [Forest]``) names its key; it
    is not reported as an engine crash or a rules failure (scenario format, "Expectations")."""
    for exp, msg in (({"B": {"library": ["Forest"]}}, "expect.B.library must be a count or a map"),
                     ({"B": {"tapped": "Mountain"}}, "expect.B.tapped must be a non-empty list of permanent names"),
                     # a check nobody reads would pass whatever happened
                     ({"B": {"untapped": []}}, "expect.B.untapped must be a non-empty list"),
                     ({"permanents": [{"name": "Grizzly Bears", "count": 2}]}, "unknown check 'count'"),
                     ({"permanents": [{"power": 2}]}, "a check without a name"),
                     ({"B": {"life": "20"}}, "expect.B.life must be a number"),
                     ({"B": {"mana": 2}}, "unknown expectation 'mana' of B"),
                     ({"permanents": {"name": "Grizzly Bears"}}, "expect.permanents must be a list")):
        status, text = run_scenario(dict(SC, expect=exp), fake_compile)
        assert status == "error" and msg in text, (exp, status, text)
