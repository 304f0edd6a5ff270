"""Atomic output folders: a build is written to a temporary folder next to its destination and
renamed over it at the end, so an interrupted or failed build leaves the previous output intact
and nothing half-written (issue 9)."""
from __future__ import annotations

import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path

__all__ = ["atomic_dir"]


@contextmanager
def atomic_dir(out: str | Path):
    """Yield a fresh temporary folder beside ``out``; when the block ends without an exception
    it replaces ``out`` (an earlier ``out`` is removed only after the new one is in place);
    on an exception (``KeyboardInterrupt`` included) it is removed and ``out`` is untouched."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    try:
        yield tmp
        if out.exists():
            old = out.with_name(f".{out.name}.old")
            if old.exists():
                shutil.rmtree(old)
            os.replace(out, old)
            os.replace(tmp, out)
            shutil.rmtree(old)
        else:
            os.replace(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
