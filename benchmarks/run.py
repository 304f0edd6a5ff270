"""The oraclec benchmark: compile speed and game speed, printed as one table.

    python benchmarks/run.py                   # full corpus compile (cold, warm) + 100 games
    python benchmarks/run.py --compile M10     # compile one set instead of the whole corpus
    python benchmarks/run.py --compile sample:2000 --games 0   # 2,000 random faces (seeded), no games
    python benchmarks/run.py --games 1000      # more games

Compile: parse + lower + codegen of every face, cold (an empty cache in a temporary folder) and
warm (the same cache, nothing changed), in faces per second, using every core; with the CPU time
of all the processes (on a shared machine, compare CPU times run back to back, not wall times).
Runtime: seeded random-vs-random games between the decks of ``corpus/decks/bench-red.txt`` and
``bench-green.txt`` (the shared benchmark decks): games/s, actions/s (an action is one decision a
player takes: a priority action, a declaration or a choice), mean actions per game, and the peak
memory of the process that plays them.  No timed assertions anywhere: this reports, tests check.
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DECKS = (ROOT / "corpus" / "decks" / "bench-red.txt", ROOT / "corpus" / "decks" / "bench-green.txt")


def bench_compile(scope: str) -> dict:
    """Compile in a child process per run, so each run starts with the same (empty) memory."""
    out = {}
    with tempfile.TemporaryDirectory() as cache:
        for label in ("cold", "warm"):
            env = dict(os.environ, ORACLEC_CACHE=cache)
            res = subprocess.run([sys.executable, __file__, "--child-compile", scope], env=env,
                                 capture_output=True, text=True, check=True)
            out[label] = json.loads(res.stdout.strip().splitlines()[-1])
    return out


def child_compile(scope: str) -> None:
    from oraclec.compiler.build import compile_faces
    from oraclec.corpus import load_cards, load_set, name_index, name_key
    faces = load_cards()
    if scope.startswith("sample:"):
        import random
        faces = random.Random(8).sample(faces, int(scope.split(":", 1)[1]))
    elif scope != "all":
        index = name_index(faces)
        faces = [index[name_key(n)] for code in scope.split(",") for n in load_set(code).card_names
                 if name_key(n) in index]
    t = time.perf_counter()
    cpu = _cpu()
    compiled = compile_faces(faces)
    dt = time.perf_counter() - t
    cpu = _cpu() - cpu
    levels = {}
    for c in compiled:
        levels[c.level] = levels.get(c.level, 0) + 1
    print(json.dumps({"faces": len(faces), "seconds": dt, "cpu": cpu, "levels": levels}))


def _cpu() -> float:
    """CPU seconds (user + system) of this process and of its finished children (the compile
    workers): on a shared machine, the figure to compare between runs."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def child_games(games: int, seed: int) -> None:
    from oraclec.compiler.api import compile_cards
    from oraclec.runtime.decklist import build_deck, parse_decklist
    from oraclec.runtime.game import Game
    from oraclec.runtime.players import RandomPlayer

    names = sorted({name for d in DECKS for _, name, _ in parse_decklist(d)})
    cards = compile_cards(names)
    decks = [build_deck(cards, d) for d in DECKS]

    class Counting(RandomPlayer):
        actions = 0

        def act(self, game, actions):
            Counting.actions += 1
            return super().act(game, actions)

        def choose(self, game, choice):
            Counting.actions += 1
            return super().choose(game, choice)

    outcomes: dict = {}
    turns = 0
    t = time.perf_counter()
    cpu = _cpu()
    for i in range(games):
        s = seed + i
        g = Game.new([list(decks[0]), list(decks[1])], [Counting(s * 2 + 1, "A"), Counting(s * 2 + 2, "B")],
                     seed=s, max_turns=200)
        o = g.run()
        turns += g.turn
        key = "draw" if o.winner is None else ("red" if o.winner == 0 else "green")
        outcomes[key] = outcomes.get(key, 0) + 1
    dt = time.perf_counter() - t
    cpu = _cpu() - cpu
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"games": games, "seconds": dt, "cpu": cpu, "actions": Counting.actions, "turns": turns,
                      "outcomes": outcomes, "peak_mib": peak_kib / 1024}))


def bench_games(games: int, seed: int) -> dict:
    res = subprocess.run([sys.executable, __file__, "--child-games", str(games), "--seed", str(seed)],
                         capture_output=True, text=True, check=True)
    return json.loads(res.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--compile", default="all",
                    help="'all' (the whole corpus), set codes (e.g. M10,M21) or sample:N (N random faces)")
    ap.add_argument("--games", type=int, default=100, help="games to play (0: none)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--skip-compile", action="store_true")
    ap.add_argument("--child-compile", help=argparse.SUPPRESS)
    ap.add_argument("--child-games", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child_compile:
        child_compile(args.child_compile)
        return 0
    if args.child_games is not None:
        child_games(args.child_games, args.seed)
        return 0

    from rich.console import Console
    from rich.table import Table
    console = Console()
    table = Table(title=f"oraclec benchmark ({os.cpu_count()} cores, Python {sys.version.split()[0]})")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_column("notes")
    if not args.skip_compile:
        with console.status(f"compiling {args.compile} (cold, then warm)…"):
            comp = bench_compile(args.compile)
        for label in ("cold", "warm"):
            r = comp[label]
            table.add_row(f"compile {args.compile}, {label}", f"{r['seconds']:.1f} s",
                          f"{r['faces']} faces, {r['faces'] / r['seconds']:.0f} faces/s; "
                          f"{r['cpu']:.1f} s CPU (all processes)")
        lv = comp["cold"]["levels"]
        table.add_row("compile levels", "", ", ".join(f"{v} {k}" for k, v in sorted(lv.items())))
    if args.games <= 0:
        console.print(table)
        return 0
    with console.status(f"playing {args.games} games…"):
        g = bench_games(args.games, args.seed)
    table.add_row("games", f"{g['games'] / g['seconds']:.1f} games/s",
                  f"{g['games']} games in {g['seconds']:.1f} s ({g['games'] / g['cpu']:.1f} a CPU second); "
                  + ", ".join(f"{k} {v}" for k, v in sorted(g["outcomes"].items())))
    table.add_row("actions", f"{g['actions'] / g['seconds']:.0f} actions/s",
                  f"{g['actions'] / g['cpu']:.0f} a CPU second; "
                  f"{g['actions'] / g['games']:.0f} actions and {g['turns'] / g['games']:.1f} turns per game")
    table.add_row("peak memory (games)", f"{g['peak_mib']:.0f} MiB", "max RSS of the game process")
    console.print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
