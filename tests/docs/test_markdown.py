"""Issue 7: ``--format markdown`` writes the same content as Markdown files."""
from __future__ import annotations

import re

from oraclec.compiler.docs import slugify
from oraclec.corpus import load_set
from oraclec.corpus.rules import load_rules


def test_markdown_site(m10_markdown):
    names = load_set("M10").card_names
    assert not list(m10_markdown.rglob("*.html"))
    assert len(list((m10_markdown / "cards").glob("*.md"))) == len(names)
    index = (m10_markdown / "index.md").read_text(encoding="utf-8")
    for name in names:
        assert f"(cards/{slugify(name)}.md)" in index, name
    assert "| [Lightning Bolt](cards/lightning-bolt.md) | {R} | Instant | compiled |" in index


def test_markdown_card_page(m10_markdown, m10_faces):
    from oraclec.compiler.build import compile_faces
    bolt = (m10_markdown / "cards" / "lightning-bolt.md").read_text(encoding="utf-8")
    assert bolt.startswith("# Lightning Bolt {R}\n")
    assert "> Lightning Bolt deals 3 damage to any target." in bolt
    assert "| effect | Damage(amount=3, to=target:0) |" in bolt
    assert "```python\n# ---- c" in bolt and "damage(g, ctx, amount=Fixed(value=3), to='target:0')" in bolt
    rules = load_rules()
    destroy = next(e.number for e in rules.keyword_entries("701") if e.text.strip() == "Destroy")
    assert f"**{destroy}**" in (m10_markdown / "cards" / "assassinate.md").read_text(encoding="utf-8")
    for c in compile_faces(m10_faces):
        page = (m10_markdown / "cards" / f"{slugify(c.name)}.md").read_text(encoding="utf-8")
        assert ("## Why it is not compiled" in page) == (c.level != "compiled"), c.name
        if c.level != "compiled":
            assert "<mark>" in page
    # the keyword pages
    flying = next(e.number for e in rules.keyword_entries("702") if e.text.strip() == "Flying")
    page = (m10_markdown / "keywords" / f"{slugify(flying + ' Flying')}.md").read_text(encoding="utf-8")
    assert "[Air Elemental](../cards/air-elemental.md)" in page
    # relative links all resolve
    for md in m10_markdown.rglob("*.md"):
        for link in re.findall(r"\]\(([^)]+\.md)\)", md.read_text(encoding="utf-8")):
            assert (md.parent / link).resolve().is_file(), (md, link)


def test_markdown_escapes_card_strings(tmp_path):
    from oraclec.compiler.docs import build_site
    from oraclec.corpus.cards import CardFace
    face = CardFace(name="<b>Evil</b> | *x* [y](z)", type_line="Instant", text="Draw a card. <script>",
                    types=("Instant",), mana_cost="{U}")
    site = build_site([face], tmp_path / "md", fmt="markdown")
    page = next((site / "cards").glob("*.md")).read_text(encoding="utf-8")
    page, code = page.split("```python\n")     # inside the code fence the text is literal
    assert "name='<b>Evil</b> | *x* [y](z)'" in code
    assert "<b>Evil" not in page and "<script>" not in page
    assert r"&lt;b&gt;Evil&lt;/b&gt; \| \*x\* \[y\](z)" in page
