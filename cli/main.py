"""The ``oraclec`` command line.

    oraclec compile --set M10 --out build/M10      compile a set into a playable package
    oraclec compile --cards AtomicCards.json --out build/all
    oraclec explain "Lightning Bolt"                text, AST, IR and generated code of a card
    oraclec play --set-module build/M10 --deck a.txt --deck b.txt --seed 1
    oraclec scenario run tests/scenarios            rules tests (see spec/scenario-format.md)

Exit status: 0 on success, 1 when a game, scenario or check fails, 2 on bad input (a malformed
card file, an unknown set or card, a broken decklist) — with a message naming the file and entry.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from oraclec.cli.gamelog import Recording
from oraclec.cli.gamelog import game_header, make_players, write_log

__all__ = ["main"]


class UsageError(Exception):
    """Bad input from the user: printed without a traceback, exit status 2."""


def _console():
    from rich.console import Console
    return Console(highlight=False)


def _err(msg: str) -> None:
    print(f"oraclec: error: {msg}", file=sys.stderr)


# ---------------------------------------------------------------------------------------------
def cmd_compile(args) -> int:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Table

    from oraclec.compiler.build import LEVELS, compile_faces, write_package
    from oraclec.corpus import load_cards, load_set, name_index, name_key

    if bool(args.set) == bool(args.cards):
        raise UsageError("give exactly one of --set CODE or --cards PATH")
    if args.set:
        try:
            card_set = load_set(args.set)
        except KeyError as exc:
            raise UsageError(str(exc.args[0] if exc.args else exc)) from None
        index = name_index(load_cards())
        faces = []
        for n in card_set.card_names:
            face = index.get(name_key(n))
            if face is None:
                raise UsageError(f"set {card_set.code}: card {n!r} is not in the shipped corpus")
            faces.append(face)
        label = card_set.code
    else:
        faces = load_cards(args.cards)
        label = None
    out = Path(args.out or f"build/{label or Path(args.cards).stem}")
    console = _console()
    with Progress(TextColumn("compiling"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console, transient=True, disable=not console.is_terminal) as progress:
        task = progress.add_task("cards", total=len(faces))
        compiled = compile_faces(faces, progress=lambda f: progress.advance(task))
    write_package(out, compiled, set_code=label, faces=faces)
    counts = {lvl: sum(1 for c in compiled if c.level == lvl) for lvl in LEVELS}
    if args.verbose:
        table = Table(title=f"{label or args.cards}: support by card")
        table.add_column("card")
        table.add_column("level")
        table.add_column("first reason")
        for c in compiled:
            table.add_row(c.name, c.level, c.reasons[0] if c.reasons else "")
        console.print(table)
    else:
        for c in compiled:
            if c.level != "compiled":
                console.print(f"  {c.level:9} {c.name}: {c.reasons[0] if c.reasons else ''}",
                              markup=False, soft_wrap=True)
    summary = f"{label or args.cards}: {len(compiled)} distinct cards — " + ", ".join(
        f"{counts[lvl]} {lvl}" for lvl in reversed(LEVELS))
    if args.set:
        level_of = {c.name: c.level for c in compiled}
        ok = sum(1 for n in card_set.entries if level_of.get(n) == "compiled")
        summary += f"; {ok} of the set's {len(card_set.entries)} cards compiled"
    console.print(summary, markup=False, soft_wrap=True)
    console.print(f"wrote {out}/ (cards.py, manifest.json)", markup=False, soft_wrap=True)
    return 0


# ---------------------------------------------------------------------------------------------
def _faces_for(args):
    """The faces a command works on: --set CODE (repeatable), --cards PATH, or the whole corpus."""
    from oraclec.corpus import load_cards, load_set, name_index, name_key
    if args.cards:
        return load_cards(args.cards), args.cards
    if args.set:
        index = name_index(load_cards())
        faces, seen = [], set()
        for code in args.set:
            try:
                card_set = load_set(code)
            except KeyError as exc:
                raise UsageError(str(exc.args[0] if exc.args else exc)) from None
            for n in card_set.card_names:
                if name_key(n) in index and name_key(n) not in seen:
                    seen.add(name_key(n))
                    faces.append(index[name_key(n)])
        return faces, ",".join(c.upper() for c in args.set)
    return load_cards(), "the corpus"


def _smoke_levels(compiled: list[str], scenarios, progress, cards_path=None):
    """``executed``, ``verified`` (None without ``scenarios``) and the reasons a compiled card
    is not executed: one smoke game per compiled card (cli/smoke.py, cached)."""
    from oraclec.cli.smoke import smoke_cards
    smoke_task = progress.add_task("smoke games", total=len(compiled))
    results = smoke_cards(compiled, progress=lambda n: progress.advance(smoke_task), cards_path=cards_path)
    executed = {n for n, r in results.items() if r.executed}
    notes = {n: r.reasons for n, r in results.items() if not r.executed}
    from oraclec.cli.scenario import verified_cards
    verified = verified_cards(scenarios) if scenarios else None
    return executed, verified, notes


def cmd_coverage(args) -> int:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    from rich.table import Table

    from oraclec.compiler.coverage import KEYS, measure

    if args.estimate_executed is not None and (args.executed or args.cards or args.card or args.update_baseline
                                               or args.estimate_executed < 1):
        raise UsageError("--estimate-executed N (N ≥ 1) samples the shipped corpus: not with --executed, "
                         "--cards, --card or --update-baseline")
    if args.card:
        from oraclec.compiler.api import find_face
        faces = [find_face(args.card, args.cards)]
        label = faces[0].oracle_name
    else:
        faces, label = _faces_for(args)
    console = _console()
    executed = verified = None
    with Progress(TextColumn(f"coverage of {label}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=console, transient=True,
                  disable=not console.is_terminal or args.json) as progress:
        task = progress.add_task("cards", total=len(faces))
        report = measure(faces, progress=lambda f: progress.advance(task),
                         sets=None if (args.card or args.cards) else [c.upper() for c in args.set or []])
        if args.executed:
            executed, verified, notes = _smoke_levels(report.compiled_cards(), args.scenarios, progress,
                                                      args.cards)
            report.notes.update(notes)
            report.apply(executed, verified)
        estimate = None
        if args.estimate_executed:
            estimate = _executed_estimate(report, args.estimate_executed, progress)
    if args.card:
        # (a card compiled from all its faces is named as the card is: "Dead // Gone")
        print(report.card_detail(next(iter(report.cards), faces[0].oracle_name)))
        return 0
    # --top ranks as many blockers in the JSON as in the table (the JSON never ranks fewer than 50)
    data = report.to_json(top=max(args.top, 50))
    if estimate is not None:
        data["executed_estimate"] = estimate
    if args.update_baseline:
        from oraclec.compiler.coverage import write_baseline
        if args.cards:
            raise UsageError("--update-baseline measures the shipped corpus or its sets, not --cards")
        path = write_baseline(report, Path(args.update_baseline), whole_corpus=not args.set)
        console.print(f"wrote {path}", markup=False)
    if args.markdown:
        Path(args.markdown).write_text(report.markdown(), encoding="utf-8")
    if args.html:
        Path(args.html).write_text(report.html(), encoding="utf-8")
    if args.json:
        print(json.dumps(data, indent=1))
        return 0
    table = Table(title=f"coverage of {label}")
    table.add_column("set")
    table.add_column("cards", justify="right")
    for k in KEYS:
        table.add_column(k, justify="right")
    for code, counts in [("all", data)] + list(data["sets"].items()):
        table.add_row(code, str(counts["total"]), *(
            f"{counts[k]} ({100 * counts[k] / max(1, counts['total']):.0f}%)" for k in KEYS))
    console.print(table)
    blockers = Table(title="blockers, by cards they hold below compiled")
    blockers.add_column("construct")
    blockers.add_column("cards", justify="right")
    blockers.add_column("unlocks", justify="right")     # the cards it alone holds back
    blockers.add_column("examples")
    for b in data["blockers"][:args.top]:
        blockers.add_row(b["construct"], str(b["cards"]), str(b["unlocks"]), ", ".join(b["examples"][:3]))
    console.print(blockers)
    if estimate is not None:
        e = estimate
        console.print(f"executed, estimated from smoke games of {e['sample']} compiled cards drawn at random "
                      f"(seed {e['seed']}): {e['sample_executed']} of them executed ({100 * e['share']:.1f} %, "
                      f"95 % interval {100 * e['share_low']:.1f}–{100 * e['share_high']:.1f} %), so about "
                      f"{e['faces']} of the {data['compiled']} compiled faces ({e['faces_low']}–{e['faces_high']}); "
                      f"{100 * e['faces'] / max(1, data['total']):.1f} % of all {data['total']} — an estimate, "
                      "not a count", markup=False)
    return 0


def _executed_estimate(report, n: int, progress, seed: int = 0) -> dict:
    """The share of compiled cards whose smoke game passes, from ``n`` of them drawn at random
    (seeded): a Wilson 95 % interval of the share, and the compiled faces it implies — for the
    whole corpus, whose every smoke game is too long a run to play each time."""
    import math
    import random
    compiled = report.compiled_cards()
    sample = random.Random(seed).sample(compiled, min(n, len(compiled)))
    executed, _, _ = _smoke_levels(sample, None, progress)
    k, m = len(executed), len(sample)
    z = 1.96
    p = k / m if m else 0.0
    centre = (p + z * z / (2 * m)) / (1 + z * z / m) if m else 0.0
    half = z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m)) / (1 + z * z / m) if m else 0.0
    faces = sum(1 for lvl in report.levels.values() if lvl == "compiled")
    lo, hi = max(0.0, centre - half), min(1.0, centre + half)
    return {"sample": m, "seed": seed, "sample_executed": k, "share": round(p, 4), "share_low": round(lo, 4),
            "share_high": round(hi, 4), "faces": round(p * faces), "faces_low": round(lo * faces),
            "faces_high": round(hi * faces)}


# ---------------------------------------------------------------------------------------------
def cmd_keywords(args) -> int:
    from rich.table import Table

    from oraclec.compiler.keywords import keyword_report

    report = keyword_report()
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    console = _console()
    table = Table(title="keyword abilities (702) and actions (701)")
    for col in ("keyword", "rule", "kind", "how supported", "status", "cards", "why not"):
        table.add_column(col, justify="right" if col == "cards" else "left")
    for r in report["keywords"]:
        table.add_row(r["keyword"], r["rule"], r["kind"], r["path"],
                      "supported" if r["supported"] else "no", str(r["cards"]), r["reason"][:90])
    console.print(table)
    a, k = report["abilities"], report["actions"]
    console.print(f"abilities: {a['supported']} of {a['total']} supported ({a['engine']} in the engine, "
                  f"{a['from_rules']} compiled from their rules wording, {a['grammar']} read by a grammar rule); actions: {k['supported']} of "
                  f"{k['total']}", markup=False)
    return 0


# ---------------------------------------------------------------------------------------------
def cmd_explain(args) -> int:
    from rich.syntax import Syntax

    from oraclec.compiler.api import find_face
    from oraclec.compiler.build import compile_face
    from oraclec.compiler.lower import lower_face

    face = find_face(args.name, args.cards)
    console = _console()
    console.rule(f"{face.oracle_name}  {face.mana_cost or ''}")
    console.print(face.type_line, markup=False)
    console.print(face.text or "(no text)", markup=False)
    if face.power is not None:
        console.print(f"{face.power}/{face.toughness}", markup=False)
    card, gaps, results = lower_face(face)
    compiled = compile_face(face, "card")
    if args.json:
        print(json.dumps({"name": face.oracle_name, "level": compiled.level,
                          "ast": [r.ast.to_dict() if r.ast else None for r in results],
                          "ir": card.dump(), "gaps": [g.model_dump() for g in gaps],
                          "code": compiled.source}, indent=1))
        return 0
    console.rule("AST")
    for r in results:
        if r.ast is not None:
            _print_ast(console, r.ast.to_dict(), 0)
    console.rule("IR")
    console.print(json.dumps(card.dump(), indent=1), markup=False)
    console.rule(f"generated code — level: {compiled.level}")
    console.print(Syntax(compiled.source, "python", theme="ansi_dark", word_wrap=True))
    if gaps:
        console.rule("not supported yet")
        for g in gaps:
            console.print(f"line {g.line}, column {g.column} [{g.blocker}]: {g.reason}\n    {g.wording}",
                          markup=False)
    return 0


def _print_ast(console, node: dict, depth: int) -> None:
    pad = "  " * depth
    if "token" in node:
        console.print(f"{pad}{node['token']} {node['text']!r}", markup=False)
        return
    console.print(f"{pad}{node['node']}  {node['text']!r}", markup=False)
    for child in node.get("children", []):
        _print_ast(console, child, depth + 1)


# ---------------------------------------------------------------------------------------------
def _make_players(kinds: list[str], seed: int):
    try:
        return make_players(kinds, seed)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def _load_cards_for(args, decks) -> tuple[dict, dict | None]:
    """The CardDefs: from a compiled package, or compiled now from the shipped corpus (cached)."""
    from oraclec.runtime.decklist import parse_decklist
    from oraclec.runtime.errors import SetLoadError
    from oraclec.runtime.loader import load_set_module
    if args.set_module:
        try:
            return load_set_module(args.set_module)
        except SetLoadError as exc:
            raise UsageError(str(exc)) from None
    from oraclec.compiler.api import compile_cards
    names = sorted({name for d in decks for _, name, _ in parse_decklist(d)})
    return compile_cards(names), None


def _play(args, decks, seed, kinds, sink=None):
    from oraclec.runtime.decklist import build_deck
    from oraclec.runtime.game import Game
    cards, _ = args._cards
    players = _make_players(kinds, seed)
    if sink is not None:
        players = [Recording(p, sink) for p in players]
    g = Game.new([build_deck(cards, d) for d in decks], players, seed=seed, max_turns=args.max_turns)
    outcome = g.run()
    return g, outcome


def cmd_play(args) -> int:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
    from rich.table import Table

    from oraclec.runtime.decklist import DeckError

    if len(args.deck) != 2:
        raise UsageError("give two decks: --deck A.txt --deck B.txt")
    kinds = args.players.split(",")
    if len(kinds) != 2:
        raise UsageError("--players takes two kinds, e.g. random,random")
    try:
        args._cards = _load_cards_for(args, args.deck)
    except DeckError as exc:
        raise UsageError(str(exc)) from None
    names = [Path(d).stem for d in args.deck]
    wins, draws, rows, lengths = [0, 0], 0, [], []
    log_lines: list = []
    console = _console()
    with Progress(TextColumn("playing"), BarColumn(), MofNCompleteColumn(), console=console,
                  transient=True, disable=not console.is_terminal or args.games < 5) as progress:
        task = progress.add_task("games", total=args.games)
        for game_no in range(args.games):
            seed = args.seed + game_no
            sink: list | None = [] if args.log else None
            try:
                g, outcome = _play(args, args.deck, seed, kinds, sink)
            except DeckError as exc:
                raise UsageError(str(exc)) from None
            if sink is not None:
                log_lines.append(game_header(game_no + 1, seed, args.deck, kinds, args.max_turns,
                                             args.set_module))
                log_lines.extend(sink)
                log_lines.append({"end": True, "winner": outcome.winner, "reason": outcome.reason,
                                  "turn": g.turn})
            if outcome.winner is None:
                draws += 1
            else:
                wins[outcome.winner] += 1
            lengths.append(g.turn)
            rows.append((game_no + 1, seed, "draw" if outcome.winner is None else names[outcome.winner],
                         g.turn, outcome.reason))
            progress.advance(task)
    if args.log:
        write_log(args.log, log_lines)
    table = Table(title=f"{names[0]} vs {names[1]} ({args.players})")
    for col in ("game", "seed", "winner", "turns", "reason"):
        table.add_column(col)
    for row in rows[:50]:
        table.add_row(*(str(x) for x in row))
    if len(rows) > 50:
        table.add_row("…", "", "", "", f"{len(rows) - 50} more")
    console.print(table)
    console.print(f"{names[0]} {wins[0]} – {names[1]} {wins[1]}, {draws} draws; "
                  f"mean game length {sum(lengths) / max(1, len(lengths)):.1f} turns", markup=False)
    return 1 if draws and args.require_winner else 0


def cmd_replay(args) -> int:
    """Replay a game log: the same seed, decks and players must take the same decisions to the
    same end; the first difference is reported.  With ``ORACLEC_DEBUG=1`` the game invariants
    are checked after every action, and a broken one is reported with the decision it followed."""
    from oraclec.runtime.invariants import InvariantError
    path = Path(args.file)
    try:
        lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    except (OSError, json.JSONDecodeError) as exc:
        raise UsageError(f"{path}: not a game log: {exc}") from None
    games, current = [], None
    for i, entry in enumerate(lines, 1):
        if "game" in entry:
            current = {"header": entry, "decisions": [], "line": i}
            games.append(current)
        elif current is None:
            raise UsageError(f"{path}:{i}: a decision before any game header")
        elif entry.get("end"):
            current["end"] = entry
        else:
            current["decisions"].append(entry)
    failures = 0
    for game in games:
        h = game["header"]
        ns = argparse.Namespace(set_module=h.get("set_module"), max_turns=h["max_turns"])
        ns._cards = _load_cards_for(ns, h["decks"])
        sink: list = []
        try:
            g, outcome = _play(ns, h["decks"], h["seed"], h["players"], sink)
        except InvariantError as exc:       # ORACLEC_DEBUG=1: the failure a property test logged
            failures += 1
            print(f"game {h['game']} (seed {h['seed']}): an invariant broke after decision {len(sink)}: {exc}")
            continue
        same = sink == game["decisions"] and game.get("end", {}).get("winner") == outcome.winner
        if not same:
            failures += 1
            k = next((i for i, (a, b) in enumerate(zip(sink, game["decisions"])) if a != b),
                     min(len(sink), len(game["decisions"])))
            print(f"game {h['game']} (seed {h['seed']}): differs at decision {k + 1}: "
                  f"log {game['decisions'][k] if k < len(game['decisions']) else 'end'} vs replay "
                  f"{sink[k] if k < len(sink) else 'end'}")
        else:
            print(f"game {h['game']} (seed {h['seed']}): replayed {len(sink)} decisions to the same end "
                  f"({outcome.reason})")
    return 1 if failures else 0


# ---------------------------------------------------------------------------------------------
def cmd_scenario(args) -> int:
    from oraclec.cli.scenario import run_paths
    return run_paths(args.paths, json_output=args.json)


# ---------------------------------------------------------------------------------------------
def cmd_docs(args) -> int:
    """The documentation site of a set, a card file or the whole corpus (compiler/docs.py)."""
    import time

    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TaskProgressColumn, TextColumn,
                               TimeElapsedColumn, TimeRemainingColumn)

    from oraclec.compiler.docs import build_site

    if args.set and args.cards:
        raise UsageError("give at most one of --set CODE or --cards PATH")
    if args.cards and args.executed:
        raise UsageError("--executed plays smoke games on shipped corpus cards: it does not take --cards")
    if args.scenarios and not args.executed:
        raise UsageError("--scenarios needs --executed ('verified' implies 'executed')")
    ns = argparse.Namespace(set=[args.set] if args.set else None, cards=args.cards)
    faces, label = _faces_for(ns)
    set_code = args.set.upper() if args.set else None
    out = Path(args.out or f"build/docs/{set_code or (Path(args.cards).stem if args.cards else 'all')}")
    console = _console()
    start = time.perf_counter()
    stages = {"compile": "compiling", "pages": "writing pages"}
    with Progress(TextColumn("[bold]{task.description:>14}"), BarColumn(), TaskProgressColumn(),
                  MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn(), console=console,
                  transient=True, disable=not console.is_terminal) as progress:
        tasks: dict = {}

        def tick(stage, advance=1, total=None):
            if total is not None:
                tasks[stage] = progress.add_task(stages.get(stage, stage), total=total)
            elif stage in tasks:
                progress.advance(tasks[stage], advance)
        levels = notes = None
        if args.executed:
            from oraclec.compiler.build import compile_faces
            tick("compile", 0, total=len(faces))
            compiled = sorted({c.name for c in compile_faces(faces, progress=lambda f: tick("compile"))
                               if c.level == "compiled"})
            executed, verified, notes = _smoke_levels(compiled, args.scenarios, progress)
            levels = {n: ("verified" if verified is not None and n in verified else "executed")
                      for n in executed}
        build_site(faces, out, fmt=args.format, set_code=set_code, progress=tick, levels=levels, notes=notes,
                   title=set_code or (Path(args.cards).name if args.cards else "oraclec corpus"))
    index = out / ("index.html" if args.format == "html" else "index.md")
    console.print(f"{label}: wrote the {args.format} site of {len(faces)} card faces to {out}/ "
                  f"in {time.perf_counter() - start:.1f} s; open {index}", markup=False, soft_wrap=True)
    return 0


# ---------------------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="oraclec", description="Compile Magic: The Gathering Oracle text.")
    sub = p.add_subparsers(dest="command", required=True)

    c = sub.add_parser("compile", help="compile a set or a card file into a playable package")
    c.add_argument("--set", help="a set code of the shipped set lists (e.g. M10)")
    c.add_argument("--cards", help="a card file: MTGJSON AtomicCards.json or Scryfall oracle-cards JSON")
    c.add_argument("--out", help="output directory (default build/<SET>)")
    c.add_argument("-v", "--verbose", action="store_true", help="a table of every card's level")
    c.set_defaults(func=cmd_compile)

    cv = sub.add_parser("coverage", help="support levels of cards, and the blockers ranked")
    cv.add_argument("--set", action="append", help="a shipped set code (repeatable); default: the whole corpus")
    cv.add_argument("--cards", help="a card file instead of the shipped corpus")
    cv.add_argument("--card", help="one card: its level and the exact blocking wording")
    cv.add_argument("--json", action="store_true", help="print the report as JSON")
    cv.add_argument("--markdown", metavar="FILE", help="also write a Markdown report")
    cv.add_argument("--html", metavar="FILE", help="also write an HTML report")
    cv.add_argument("--top", type=int, default=25, help="blockers to show (default 25)")
    cv.add_argument("--executed", action="store_true",
                    help="play a smoke game per compiled card to earn 'executed' (cli/smoke.py)")
    cv.add_argument("--scenarios", nargs="*", metavar="PATH",
                    help="with --executed: scenarios whose passing earns 'verified'")
    cv.add_argument("--estimate-executed", type=int, metavar="N",
                    help="estimate the executed share from smoke games of N compiled cards drawn at random "
                         "(for the whole corpus: an estimate with its 95%% interval, not a count)")
    cv.add_argument("--update-baseline", metavar="FILE",
                    help="write the per-set counts as the new ratchet (corpus/coverage-baseline.json)")
    cv.set_defaults(func=cmd_coverage)

    kw = sub.add_parser("keywords", help="keyword abilities and actions: how each is supported")
    kw.add_argument("--json", action="store_true")
    kw.set_defaults(func=cmd_keywords)

    d = sub.add_parser("docs", help="a static documentation site of a set, a card file or the corpus")
    d.add_argument("--set", help="a shipped set code (e.g. M10); default: the whole corpus")
    d.add_argument("--cards", help="a card file instead of the shipped corpus")
    d.add_argument("--out", help="output directory (default build/docs/<SET>)")
    d.add_argument("--format", choices=("html", "markdown"), default="html")
    d.add_argument("--executed", action="store_true",
                   help="play a smoke game per compiled card so pages show 'executed' (as coverage --executed)")
    d.add_argument("--scenarios", nargs="*", metavar="PATH",
                   help="with --executed: scenarios whose passing earns 'verified'")
    d.set_defaults(func=cmd_docs)

    e = sub.add_parser("explain", help="show a card's text, AST, IR and generated code")
    e.add_argument("name")
    e.add_argument("--cards", help="read the card from this card file instead of the corpus")
    e.add_argument("--json", action="store_true")
    e.set_defaults(func=cmd_explain)

    pl = sub.add_parser("play", help="play seeded games between two decklists")
    pl.add_argument("--set-module", help="a directory written by 'oraclec compile' (default: compile "
                                         "the decks' cards from the shipped corpus, cached)")
    pl.add_argument("--deck", action="append", default=[], help="a text decklist ('4 Lightning Bolt')")
    pl.add_argument("--players", default="random,random", help="two of: random, default, heuristic")
    pl.add_argument("--seed", type=int, default=1)
    pl.add_argument("--games", type=int, default=1)
    pl.add_argument("--max-turns", type=int, default=200)
    pl.add_argument("--log", metavar="FILE", help="write the games' decisions as JSON lines (see replay)")
    pl.add_argument("--require-winner", action="store_true", help="exit 1 if a game ends without a winner")
    pl.set_defaults(func=cmd_play)

    rp = sub.add_parser("replay", help="replay a game log written by 'play --log' to the same end")
    rp.add_argument("file")
    rp.set_defaults(func=cmd_replay)

    s = sub.add_parser("scenario", help="rules scenarios")
    ssub = s.add_subparsers(dest="scenario_command", required=True)
    sr = ssub.add_parser("run", help="run scenario files or folders")
    sr.add_argument("paths", nargs="+")
    sr.add_argument("--json", action="store_true")
    sr.set_defaults(func=cmd_scenario)
    return p


def main(argv: list[str] | None = None) -> int:
    from oraclec.compiler.api import UnknownCard
    from oraclec.corpus import CorpusError

    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (UsageError, CorpusError, UnknownCard) as exc:
        _err(str(exc))
        return 2
    except BrokenPipeError:  # pragma: no cover - `oraclec ... | head`
        return 0


if __name__ == "__main__":
    sys.exit(main())
