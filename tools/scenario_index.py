"""Rewrite tests/scenarios/README.md from the scenario files: the files table and the scenarios
listed under each rule number their names cite.  The hand-written section "Rules not implemented
(or not covered) yet" is kept as it is.

    python tools/scenario_index.py          # rewrite the README
    python tools/scenario_index.py --check  # exit 1 if the README is out of date (tests use it)
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1] / "tests" / "scenarios"
README = ROOT / "README.md"
KEEP = "## Rules not implemented (or not covered) yet"
RULE = re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")

HEAD = """# Rules scenarios

Scenarios in the format of `../shared/spec/scenario-format.md`, on real cards.
Run them with `oraclec scenario run tests/scenarios` or `python -m pytest tests/runtime/test_scenarios.py`
(one test per scenario). A scenario marked `rejected: true` proves a "can't": the engine must refuse
the action. This file is written by `python tools/scenario_index.py` (a test checks it is current).
"""


def _rule_key(rule: str):
    major, minor = rule.split(".")
    num = re.match(r"\d+", minor).group()
    return int(major), int(num), minor[len(num):]


def scenarios() -> list[tuple[str, dict]]:
    out = []
    for path in sorted(ROOT.rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        items = data["scenarios"] if isinstance(data, dict) and "scenarios" in data else [data]
        rel = path.relative_to(ROOT).as_posix()
        out += [(rel, sc) for sc in items]
    return out


def _rejected(sc: dict) -> bool:
    return any(isinstance(a, dict) and a.get("rejected") for a in sc.get("actions") or ())


def render(old: str) -> str:
    items = scenarios()
    files: dict[str, list[dict]] = {}
    for rel, sc in items:
        files.setdefault(rel, []).append(sc)
    lines = [HEAD, "## Files", "", "| file | scenarios | with a rejected action | skipped |", "|---|---|---|---|"]
    for rel, scs in files.items():
        lines.append(f"| `{rel}` | {len(scs)} | {sum(map(_rejected, scs))} | {sum(1 for s in scs if s.get('skip'))} |")
    lines.append(f"| **total** | **{len(items)}** | **{sum(_rejected(s) for _, s in items)}** | "
                 f"**{sum(1 for _, s in items if s.get('skip'))}** |")
    lines += ["", "## Scenarios by rule", "",
              "Each scenario cites the rules it checks in its name; a scenario citing several rules is "
              "listed under each.", ""]
    by_rule: dict[str, list[str]] = {}
    for rel, sc in items:
        name = str(sc.get("name", "?"))
        for rule in dict.fromkeys(RULE.findall(name)):
            by_rule.setdefault(rule, []).append(f"- `{rel}`: {name}")
    for rule in sorted(by_rule, key=_rule_key):
        lines += [f"### {rule}"] + sorted(by_rule[rule]) + [""]
    skipped = [f"- `{rel}`: {sc.get('name')} — {sc['skip']}" for rel, sc in items if sc.get("skip")]
    lines += ["## Skipped scenarios", ""] + (skipped or ["- none"]) + [""]
    keep = old[old.index(KEEP):] if KEEP in old else KEEP + "\n\nSee `runtime/UNIMPLEMENTED.md`.\n"
    return "\n".join(lines) + keep


def main(argv: list[str]) -> int:
    old = README.read_text(encoding="utf-8") if README.exists() else ""
    new = render(old)
    if "--check" in argv:
        if new != old:
            print(f"{README} is out of date: run python tools/scenario_index.py", file=sys.stderr)
            return 1
        return 0
    README.write_text(new, encoding="utf-8")
    print(f"wrote {README} ({len(scenarios())} scenarios)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
