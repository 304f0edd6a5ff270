"""The compile cache: a card's compiled result, keyed on its text and the compiler itself.

A warm build (nothing changed) reads every card from here instead of parsing it again.  The key
is the card's text hash (``CardFace.text_hash``) under a *fingerprint* of the compiler: a hash
of every source file of ``oraclec.compiler`` and ``oraclec.grammar`` and the runtime API list, so
editing the grammar, a lowering function or a template invalidates everything at once.

Stored per card (table ``faces``): its level, its gaps, its IR and its generated source with the
card's identifier left as a placeholder (``\\x00VAR\\x00`` — a NUL never appears in code the compiler emits, since strings
enter only through ``repr()``, which escapes it).  SQLite (stdlib) keeps it safe to share between
processes.  Location: ``$ORACLEC_CACHE`` or ``$XDG_CACHE_HOME/oraclec`` or ``~/.cache/oraclec``;
``ORACLEC_CACHE=off`` disables it.

Each fingerprint has its own database file (``compile-<fingerprint>.sqlite3``), and the
``KEEP`` most recently used ones are kept: two checkouts of different versions (or a user
switching branches) each keep their warm cache instead of wiping the other's.
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from functools import lru_cache
from importlib import resources
from pathlib import Path

__all__ = ["fingerprint", "CompileCache", "open_cache", "VAR", "KEEP"]

VAR = "\x00VAR\x00"
KEEP = 8          # compiler versions whose caches are kept (most recently used first)


@lru_cache(maxsize=1)
def fingerprint() -> str:
    h = hashlib.sha256()
    for package in ("oraclec.compiler", "oraclec.grammar"):
        root = resources.files(package)
        for entry in sorted(_files(root), key=lambda p: p.name):
            h.update(entry.name.encode())
            h.update(entry.read_bytes())
    h.update(" ".join(sorted(runtime_names())).encode())
    return h.hexdigest()[:20]


@lru_cache(maxsize=1)
def runtime_names() -> frozenset[str]:
    """What generated code may call: the runtime API's exports (empty if it cannot be imported)."""
    try:
        from oraclec.runtime import api
    except ImportError:
        return frozenset()
    return frozenset(getattr(api, "__all__", ()))


def _files(root):
    out = []
    for entry in root.iterdir():
        if entry.is_dir():
            if entry.name != "__pycache__":
                out.extend(_files(entry))
        elif entry.name.endswith((".py", ".lark", ".jinja")):
            out.append(entry)
    return out


def _default_dir() -> Path | None:
    env = os.environ.get("ORACLEC_CACHE")
    if env == "off":
        return None
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "oraclec"


class CompileCache:
    """One row a compiled face: its level, name and source as columns, its gaps and IR as JSON
    text.  The IR is the bulk of a row and most readers of a warm build never look at it, so
    :meth:`get_many` hands it back undecoded (``build._LazyIR`` decodes it on first use)."""

    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.db = sqlite3.connect(str(path), timeout=30)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("CREATE TABLE IF NOT EXISTS faces (fp TEXT, key TEXT, name TEXT, level TEXT, "
                        "source TEXT, gaps TEXT, ir TEXT, PRIMARY KEY (fp, key))")
        self.fp = fingerprint()

    def get_many(self, keys: list[str]) -> dict[str, dict]:
        """``key → {"name", "level", "source", "gaps": JSON text, "ir": JSON text}``."""
        out = {}
        for i in range(0, len(keys), 900):
            chunk = keys[i:i + 900]
            rows = self.db.execute(
                f"SELECT key, name, level, source, gaps, ir FROM faces WHERE fp = ? "
                f"AND key IN ({','.join('?' * len(chunk))})", [self.fp, *chunk]).fetchall()
            for k, name, level, source, gaps, ir in rows:
                out[k] = {"name": name, "level": level, "source": source, "gaps": gaps, "ir": ir}
        return out

    def put_many(self, items: dict[str, dict]) -> None:
        """Store ``key → {"name", "level", "source", "gaps", "ir"}`` (``gaps``, ``ir``: JSON text
        or data)."""
        rows = [(self.fp, k, v["name"], v["level"], v["source"],
                 v["gaps"] if isinstance(v["gaps"], str) else json.dumps(v["gaps"]),
                 v["ir"] if isinstance(v["ir"], str) else json.dumps(v["ir"])) for k, v in items.items()]
        with self.db:
            self.db.executemany("INSERT OR REPLACE INTO faces VALUES (?, ?, ?, ?, ?, ?, ?)", rows)

    def close(self) -> None:
        self.db.close()


def open_cache() -> CompileCache | None:
    folder = _default_dir()
    if folder is None:
        return None
    try:
        cache = CompileCache(folder / f"compile-{fingerprint()}.sqlite3")
        os.utime(cache.path)                     # most recently used
        _evict(folder)
        return cache
    except (OSError, sqlite3.Error):
        return None     # an unwritable cache only costs speed


def _evict(folder: Path) -> None:
    """Delete the caches of all but the ``KEEP`` most recently used compiler versions (and the
    single shared file of earlier versions of oraclec)."""
    def used(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except FileNotFoundError:             # evicted by another process meanwhile
            return 0.0
    dbs = sorted(folder.glob("compile-*.sqlite3"), key=used, reverse=True)
    stale = dbs[KEEP:] + [folder / "compile.sqlite3"]
    for db in stale:
        for f in (db, db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")):
            try:
                f.unlink()
            except FileNotFoundError:
                pass
