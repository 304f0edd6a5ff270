"""Rank the gap blockers of a sample of sets, to plan grammar and lowering work.

    python tools/blockers.py                      # the default sample of sets
    python tools/blockers.py --set M10 --set LEA  # chosen sets
    python tools/blockers.py --top 60 --examples 3 --json /tmp/gaps.json

Prints, per set, how many distinct card names reach ``compiled``; then the blockers ranked by
the number of distinct cards they hold back ("cards"), and by the cards for which they are the
only blocker ("sole": fixing that construct alone would compile them), with example wordings.
Compiles through the compile cache (``compile_faces``), two worker processes.
"""
from __future__ import annotations

import argparse
import json
import sys

from oraclec.compiler.api import find_face
from oraclec.compiler.build import compile_faces
from oraclec.corpus import load_set

DEFAULT_SETS = ("M10", "M11", "M15", "M21", "FDN", "LEA", "DMU")


def _faces(codes):
    per_set: dict[str, list[str]] = {}
    faces = {}
    for code in codes:
        names = sorted(set(load_set(code).card_names))
        per_set[code] = names
        for n in names:
            if n not in faces:
                faces[n] = find_face(n)
    return per_set, faces


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", action="append", dest="sets")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--examples", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write every card's level and gaps here")
    ap.add_argument("--grep", help="only list gaps whose wording or reason contains this")
    args = ap.parse_args(argv)
    codes = args.sets or list(DEFAULT_SETS)
    per_set, faces = _faces(codes)
    names = list(faces)
    compiled = compile_faces([faces[n] for n in names], jobs=args.jobs)
    by_name = {n: c for n, c in zip(names, compiled)}

    total_c = total_n = 0
    for code in codes:
        ns = per_set[code]
        ok = sum(1 for n in ns if by_name[n].level == "compiled")
        parsed = sum(1 for n in ns if by_name[n].level == "parsed")
        total_c += ok
        total_n += len(ns)
        print(f"{code:5} compiled {ok:4} / {len(ns):4}   parsed-only {parsed:4}   "
              f"unparsed {len(ns) - ok - parsed:4}")
    print(f"{'all':5} compiled {total_c:4} / {total_n:4}   (distinct names summed per set)")
    uniq_ok = sum(1 for c in compiled if c.level == "compiled")
    print(f"distinct names over the sample: {uniq_ok} / {len(compiled)}")

    from oraclec.compiler.coverage import CoverageReport
    report = CoverageReport(by_name, {n: c.level for n, c in by_name.items()})
    print(f"\n{'blocker':50} {'cards':>5} {'sole':>5}")
    for b in report.blockers(limit=args.top):
        print(f"{b['construct'][:50]:50} {b['cards']:5} {b['unlocks']:5}")
        shown = 0
        for n in b["examples"]:
            for g in by_name[n].gaps:
                if g.blocker != b["blocker"] or shown >= args.examples:
                    continue
                if args.grep and args.grep not in g.wording and args.grep not in g.reason:
                    continue
                print(f"      {n}: {g.wording[:110]!r}")
                shown += 1
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump({n: {"level": c.level, "gaps": [g.model_dump() for g in c.gaps]}
                       for n, c in by_name.items()}, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
