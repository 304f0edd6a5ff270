"""Issue 2 end to end: compile Magic 2010 with the CLI, load the package with only the runtime,
and play seeded games between two M10 decks to a real end."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from oraclec.cli.main import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def m10(tmp_path_factory):
    out = tmp_path_factory.mktemp("build") / "M10"
    assert main(["compile", "--set", "M10", "--out", str(out)]) == 0
    return out


def test_package_and_manifest(m10):
    manifest = json.loads((m10 / "manifest.json").read_text())
    assert manifest["set"] == "M10" and manifest["compiler_version"] and manifest["corpus_hash"]
    levels = [c["level"] for c in manifest["cards"].values()]
    assert len(levels) == 234
    for name, entry in manifest["cards"].items():
        assert (entry["level"] == "compiled") == (not entry["reasons"]), name


def test_importing_needs_only_the_runtime(m10):
    # a fresh interpreter: load the package and check no compiler or grammar module came along
    code = ("import sys; from oraclec.runtime.loader import load_set_module; "
            f"cards, m = load_set_module({str(m10)!r}); "
            "bad = [k for k in sys.modules if k.startswith(('oraclec.compiler', 'oraclec.grammar', 'lark'))]; "
            "print(len(cards), bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "234 []"


def test_twenty_seeded_games_finish_with_a_winner(m10, capsys):
    decks = ROOT / "corpus" / "decks"
    code = main(["play", "--set-module", str(m10), "--deck", str(decks / "m10-red.txt"),
                 "--deck", str(decks / "m10-green.txt"), "--seed", "1", "--games", "20", "--require-winner"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert out.count("(704.5") + out.count("704.5b") >= 20 or "0 draws" in out


def test_unsupported_card_in_a_deck_is_refused(m10, tmp_path, capsys):
    deck = tmp_path / "bad.txt"
    deck.write_text("20 Mountain\n4 Mirror of Fate\n")
    code = main(["play", "--set-module", str(m10), "--deck", str(deck), "--deck",
                 str(ROOT / "corpus" / "decks" / "m10-green.txt")])
    err = capsys.readouterr().err
    assert code == 2 and "Mirror of Fate" in err and "bad.txt" in err


def test_malformed_card_file_exits_2_and_writes_nothing(tmp_path, capsys):
    bad = tmp_path / "cards.json"
    bad.write_text('[{"name": "X"}]')
    out = tmp_path / "out"
    assert main(["compile", "--cards", str(bad), "--out", str(out)]) == 2
    assert "cards.json" in capsys.readouterr().err and not out.exists()


def test_failed_build_keeps_the_previous_output(tmp_path, monkeypatch):
    from oraclec.compiler import build
    out = tmp_path / "pkg"
    bolt = tmp_path / "bolt.json"
    bolt.write_text(json.dumps([{"name": "Lightning Bolt", "type": "Instant", "types": ["Instant"],
                                 "manaCost": "{R}", "text": "Lightning Bolt deals 3 damage to any target."}]))
    assert main(["compile", "--cards", str(bolt), "--out", str(out)]) == 0
    before = (out / "cards.py").read_text()

    def boom(*a, **k):
        raise KeyboardInterrupt
    monkeypatch.setattr(build.json, "dumps", boom)
    with pytest.raises(KeyboardInterrupt):
        main(["compile", "--cards", str(bolt), "--out", str(out)])
    assert (out / "cards.py").read_text() == before
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".pkg.")]


def test_explain_shows_every_stage(capsys):
    assert main(["explain", "Lightning Bolt"]) == 0
    out = capsys.readouterr().out
    for part in ("AST", "IR", "generated code", "Damage", "def "):
        assert part in out


def test_play_from_the_corpus_logs_and_replays(tmp_path, capsys):
    decks = ROOT / "corpus" / "decks"
    log = tmp_path / "games.jsonl"
    assert main(["play", "--deck", str(decks / "bench-red.txt"), "--deck", str(decks / "bench-green.txt"),
                 "--players", "random,default", "--games", "3", "--seed", "4", "--log", str(log)]) == 0
    assert main(["replay", str(log)]) == 0
    assert "to the same end" in capsys.readouterr().out
    lines = log.read_text().splitlines()
    # tamper with one decision: the replay must notice
    i = next(k for k, line in enumerate(lines) if '"decision": "act"' in line and "play " in line)
    lines[i] = lines[i].replace("play ", "play Another ")
    log.write_text("\n".join(lines) + "\n")
    assert main(["replay", str(log)]) == 1
    assert "differs at decision" in capsys.readouterr().out
