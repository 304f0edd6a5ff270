"""Loading a compiled set package (a directory with ``__init__.py``, ``cards.py``,
``manifest.json``)."""
from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path

from .errors import SetLoadError

__all__ = ["load_set_module"]


def load_set_module(path) -> tuple[dict, dict]:
    """Import the compiled set at ``path``; returns ``(CARDS, manifest)``."""
    p = Path(path)
    if not p.is_dir():
        raise SetLoadError(f"{p}: not a directory (expected a compiled set package)")
    missing = [f for f in ("__init__.py", "cards.py", "manifest.json") if not (p / f).is_file()]
    if missing:
        raise SetLoadError(f"{p}: not a compiled set (missing {', '.join(missing)})")
    try:
        manifest = json.loads((p / "manifest.json").read_text())
    except json.JSONDecodeError as e:
        raise SetLoadError(f"{p / 'manifest.json'}: invalid JSON: {e}") from None
    if not isinstance(manifest, dict) or "cards" not in manifest:
        raise SetLoadError(f"{p / 'manifest.json'}: no 'cards' entry")
    # Integrity (SECURITY.md): cards.py must be the file the compiler wrote.
    expected = manifest.get("cards_sha256")
    if not expected:
        raise SetLoadError(f"{p / 'manifest.json'}: no cards_sha256 (not written by oraclec compile)")
    actual = hashlib.sha256((p / "cards.py").read_bytes()).hexdigest()
    if actual != expected:
        raise SetLoadError(f"{p / 'cards.py'}: its SHA-256 does not match the manifest "
                           "(the module was changed after it was compiled); recompile it")
    digest = hashlib.sha1(str(p.resolve()).encode()).hexdigest()[:12]
    modname = f"oraclec_set_{digest}"
    spec = importlib.util.spec_from_file_location(modname, p / "__init__.py",
                                                  submodule_search_locations=[str(p)])
    if spec is None or spec.loader is None:
        raise SetLoadError(f"{p}: can't import")
    module = importlib.util.module_from_spec(spec)
    sys.modules[modname] = module
    try:
        spec.loader.exec_module(module)
        cards_mod = importlib.import_module(f"{modname}.cards")
    except Exception as e:
        sys.modules.pop(modname, None)
        raise SetLoadError(f"{p}: importing the set failed: {type(e).__name__}: {e}") from e
    cards = getattr(cards_mod, "CARDS", None)
    if not isinstance(cards, dict):
        raise SetLoadError(f"{p / 'cards.py'}: no CARDS dict")
    return cards, manifest
