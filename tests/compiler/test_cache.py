"""The compile cache (compiler/cache.py): one database per compiler version, the most recently
used ones kept, so two versions in use (two checkouts, a branch switch) keep their warm caches."""
import os

from oraclec.compiler import cache


def test_each_compiler_version_keeps_its_own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("ORACLEC_CACHE", str(tmp_path))
    other = tmp_path / "compile-0123456789abcdef0123.sqlite3"
    other.write_bytes(b"")                        # another version's cache, used recently
    c = cache.open_cache()
    c.put_many({"k": {"name": "N", "level": "compiled", "source": "", "gaps": [], "ir": {}}})
    assert c.get_many(["k"])["k"]["name"] == "N"
    c.close()
    assert other.exists() and c.path.name == f"compile-{cache.fingerprint()}.sqlite3"


def test_only_the_most_recently_used_versions_are_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("ORACLEC_CACHE", str(tmp_path))
    old = []
    for i in range(cache.KEEP + 2):
        p = tmp_path / f"compile-{i:020d}.sqlite3"
        p.write_bytes(b"")
        os.utime(p, (1000 + i, 1000 + i))
        old.append(p)
    (tmp_path / "compile.sqlite3").write_bytes(b"")   # the one shared file of older oraclec
    cache.open_cache().close()
    kept = sorted(p.name for p in tmp_path.glob("compile*.sqlite3"))
    assert len(kept) == cache.KEEP
    assert f"compile-{cache.fingerprint()}.sqlite3" in kept
    # the newest others survive, the oldest go
    assert old[-1].exists() and not old[0].exists() and not (tmp_path / "compile.sqlite3").exists()
