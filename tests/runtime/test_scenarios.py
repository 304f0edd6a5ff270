"""Every scenario under tests/scenarios/ as its own test (spec: ../shared/spec/scenario-format.md).

A failure names the scenario (the test id is ``file::scenario name``) and carries the runner's
message, which names the failed expectation, the expected value and the value found."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from oraclec.cli.scenario import load_scenarios, run_paths, run_scenario

ROOT = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(ROOT.rglob("*.yaml"))


def _cases():
    out = []
    for f in FILES:
        for i, sc in enumerate(load_scenarios(f)):
            name = sc.get("name") or f"#{i}"
            out.append(pytest.param(sc, id=f"{f.stem}::{name}"[:180]))
    return out


CASES = _cases()


def test_there_are_scenarios():
    assert len(CASES) >= 150


@pytest.mark.parametrize("sc", CASES)
def test_scenario(sc):
    status, msg = run_scenario(sc)
    if status == "skipped":
        pytest.skip(msg)
    assert status == "passed", f"{sc.get('name')}: {msg}"


def test_runner_summary_has_no_failures():
    """The runner's own summary line over the whole folder: 0 failed."""
    buf = io.StringIO()
    code = run_paths([ROOT], out=buf)
    last = buf.getvalue().strip().splitlines()[-1]
    assert " 0 failed" in last, buf.getvalue()
    assert code == 0


def test_failure_message_names_expectation_expected_and_found():
    sc = {
        "name": "a wrong life total fails with a useful message",
        "players": {"A": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}},
        "actions": [{"turn": 1, "step": "main1", "player": "A", "cast": "Lightning Bolt",
                     "targets": ["B"]}],
        "stop": {"turn": 1, "step": "end"},
        "expect": {"B": {"life": 20}},
    }
    status, msg = run_scenario(sc)
    assert status == "failed"
    assert "B life" in msg and "expected 20" in msg and "found 17" in msg


def test_scenario_readme_is_current():
    """tests/scenarios/README.md lists every scenario by file and rule (tools/scenario_index.py)."""
    import subprocess
    import sys
    tool = Path(__file__).resolve().parents[2] / "tools" / "scenario_index.py"
    r = subprocess.run([sys.executable, str(tool), "--check"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
