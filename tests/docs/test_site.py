"""Issue 7: the documentation site built from the IR, for Magic 2010."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from markupsafe import escape

from oraclec.compiler.build import compile_faces
from oraclec.compiler.docs import build_site, slugify
from oraclec.corpus.cards import CardFace
from oraclec.corpus.rules import load_rules
from oraclec.corpus import load_set

from docs_htmlcheck import check_html


def _action_rule(name: str) -> str:
    """The number of a keyword action in the shipped rules (701.x), looked up by its title."""
    rules = load_rules()
    [entry] = [e for e in rules.keyword_entries("701") if e.text.strip() == name]
    return entry.number


def _ability_rule(name: str) -> str:
    rules = load_rules()
    [entry] = [e for e in rules.keyword_entries("702") if e.text.strip() == name]
    return entry.number


def _page(site: Path, name: str) -> str:
    return (site / "cards" / f"{slugify(name)}.html").read_text(encoding="utf-8")


def test_index_and_one_page_per_card(m10_site):
    names = load_set("M10").card_names
    index = (m10_site / "index.html").read_text(encoding="utf-8")
    pages = sorted(p.name for p in (m10_site / "cards").iterdir())
    assert len(pages) == len(names) == 234
    for name in names:
        slug = slugify(name)
        assert (m10_site / "cards" / f"{slug}.html").is_file(), name
        assert f'href="cards/{slug}.html"' in index, name
    assert (m10_site / "assets" / "docs.css").is_file() and (m10_site / "assets" / "docs.js").is_file()
    assert not [p for p in m10_site.parent.iterdir() if p.name.startswith(".")], "temporary folders left"


def test_index_rows_carry_level_colour_type_keyword(m10_site, m10_faces):
    index = (m10_site / "index.html").read_text(encoding="utf-8")
    levels = {c.name: c.level for c in compile_faces(m10_faces)}
    rows = re.findall(r'<tr data-level="(\w+)" data-colors="([^"]*)" data-types="([^"]*)" '
                      r'data-keywords="([^"]*)"><td class="name"><a href="cards/[^"]+">([^<]+)</a>', index)
    assert len(rows) == 234
    by_name = {r[4].replace("&#39;", "'"): r for r in rows}
    for name, level in levels.items():
        assert by_name[name][0] == level, name
    assert by_name["Air Elemental"][1:4] == ("blue", "creature", "Flying")
    assert "colorless" in by_name["Platinum Angel"][1]
    for select in ("f-level", "f-color", "f-type", "f-keyword", "search"):
        assert f'id="{select}"' in index
    # everything local: no scheme-relative or remote resources
    for page in [index, _page(m10_site, "Lightning Bolt")]:
        assert not re.search(r'(src|href)="(https?:)?//', page)


def test_every_page_is_balanced_html(m10_site):
    pages = list(m10_site.rglob("*.html"))
    assert len(pages) > 234 + 200          # cards, keyword pages, the two indexes
    for page in pages:
        errors = check_html(page.read_text(encoding="utf-8"))
        assert not errors, f"{page.relative_to(m10_site)}: {errors[:5]}"


def test_card_page_mana_symbols_and_breakdown(m10_site):
    bolt = _page(m10_site, "Lightning Bolt")
    assert '<abbr class="ms ms-r" title="{R}">R</abbr>' in bolt
    assert "Damage(amount=3, to=target:0)" in bolt        # the effect, from the IR
    assert "any target" in bolt                            # its target
    assert "c001_a1" not in bolt and "def c" in bolt       # the generated handler code
    assert "damage(g, ctx, amount=Fixed(value=3), to=&#39;target:0&#39;)" in bolt
    pyromancer = _page(m10_site, "Prodigal Pyromancer")
    assert re.search(r"<th>cost</th><td>.*ms-t", pyromancer)   # {T} in the cost, rendered
    # a triggered ability: its event
    assert "trigger event" in _page(m10_site, "Mesa Enchantress")


def test_card_page_rules_from_the_comprehensive_rules(m10_site):
    rules = load_rules()
    # keyword abilities carry their rule; the text of the rule and its subrules is shown
    air = _page(m10_site, "Air Elemental")
    flying = _ability_rule("Flying")
    assert f"<b>{flying}</b>" in air and "Flying is an evasion ability." in air
    assert rules[flying + "a"].text in air.replace("&#39;", "'")
    # effects map to their keyword actions (701)
    for card, action in [("Assassinate", "Destroy"), ("Celestial Purge", "Exile"),
                         ("Cancel", "Counter"), ("Lightning Bolt", None)]:
        page = _page(m10_site, card)
        if action:
            number = _action_rule(action)
            assert f"<b>{number}</b>" in page, (card, action, number)
            assert f"keyword action: {action}" in page
    # the kind of ability → its rules subsection (looked up by title)
    assert "Activating Activated Abilities" in _page(m10_site, "Prodigal Pyromancer")
    # a basic land's intrinsic mana ability comes from 305.6
    assert "<b>305.6</b>" in _page(m10_site, "Forest")


def test_card_page_reminder_text(m10_site):
    page = _page(m10_site, "Griffin Sentinel")
    assert '<span class="reminder">(Attacking doesn&#39;t cause this creature to tap.)</span>' in page
    assert "<h2>Reminder text</h2>" in page


def test_blocking_wording_is_highlighted(m10_site, m10_faces):
    below = [c for c in compile_faces(m10_faces) if c.level != "compiled"]
    assert below
    for c in below:
        page = _page(m10_site, c.name)
        assert "<h2>Why it is not compiled</h2>" in page, c.name
        if any(g.line > 0 for g in c.gaps):
            assert 'class="gap' in page, c.name
    # a card the grammar stops on: the highlight starts at the caret (the gap's column)
    parse_gaps = [(c, g) for c in below for g in c.gaps if g.blocker.startswith("parse:") and g.line > 0]
    assert parse_gaps
    for c, g in parse_gaps:
        line = [ln for ln in (c.face.text or "").split("\n") if ln.strip()][g.line - 1]
        before = line[:g.column - 1]
        if "{" in before or "(" in before or "\u2022" in line:
            continue
        page = _page(m10_site, c.name)
        assert re.search(r"<p>" + re.escape(str(escape(before))) + r'<span class="gap"', page), (c.name, g)
    for c in compile_faces(m10_faces):
        if c.level == "compiled":
            assert 'class="gap' not in _page(m10_site, c.name), c.name


def test_keyword_pages(m10_site):
    kw = m10_site / "keywords"
    flying = _ability_rule("Flying")
    page = (kw / f"{slugify(flying + ' Flying')}.html").read_text(encoding="utf-8")
    assert "Air Elemental" in page and "Flying is an evasion ability." in page
    destroy = _action_rule("Destroy")
    page = (kw / f"{slugify(destroy + ' Destroy')}.html").read_text(encoding="utf-8")
    assert "Assassinate" in page
    index = (kw / "index.html").read_text(encoding="utf-8")
    assert index.count("<tr>") >= 200
    assert f'href="../keywords/{slugify(flying + " Flying")}.html"' in _page(m10_site, "Air Elemental")


def test_keyword_pages_of_rules_newer_than_the_shipped_ones(m10_site):
    """702.177-179 are held in compiler/keywords.py (NEWER_RULES): their pages say so, with no
    empty rule block and no definition sentence without a meaning ("… means .")."""
    pages = {p.name: p.read_text(encoding="utf-8") for p in (m10_site / "keywords").glob("702-17*.html")}
    for rule in ("702-177", "702-178", "702-179"):
        (page,) = [text for name, text in pages.items() if name.startswith(rule + "-")]
        assert "newer than the shipped Comprehensive Rules" in page
        assert "means ." not in page and "<b></b>" not in page
    (exhaust,) = [text for name, text in pages.items() if name.startswith("702-177-")]
    assert "means “[Cost]: [Effect]. Activate only once.”" in exhaust


HOSTILE = '<script>alert("x")</script> & ../../etc/passwd'


def test_card_strings_are_escaped_and_paths_are_slugs(tmp_path):
    face = CardFace(name=HOSTILE, type_line='Creature — <img src=x onerror="alert(1)">',
                    text=f'Flying\n{HOSTILE} deals 1 damage to any target. (<b>{{R}}</b>)',
                    mana_cost="{R}<i>", types=("Creature",), subtypes=("<img",), power="1",
                    toughness="1", keywords=("Flying", "<svg onload=alert(1)>"))
    plain = CardFace(name="Grizzly Bears", type_line="Creature — Bear", text="", mana_cost="{1}{G}",
                     types=("Creature",), subtypes=("Bear",), power="2", toughness="2")
    site = build_site([face, plain], tmp_path / "site")
    files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())
    assert all(re.fullmatch(r"[a-z0-9/.-]+", f) for f in files), files
    assert not (tmp_path / "etc").exists() and not list(tmp_path.glob("*passwd*"))
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert "<script>alert" not in text and "<img src=x" not in text and "<svg" not in text
        assert "<b>{R}" not in text and "<i>" not in text
        assert not check_html(text), (page, check_html(text))
    card = site / "cards" / f"{slugify(HOSTILE)}.html"
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; ../../etc/passwd" in card.read_text()


def test_slugs():
    assert slugify("Æther Vial") == "aether-vial"
    assert slugify("Lim-Dûl's Vault") == "lim-dul-s-vault"
    assert slugify("../../x") == "x"
    assert slugify("???") .startswith("card-")
    assert slugify("CON") == "con-card" and slugify("index") == "index-card"
    assert len(slugify("x" * 500)) <= 60


def test_build_is_atomic(tmp_path, m10_faces):
    out = tmp_path / "site"
    build_site(m10_faces[:5], out)
    before = sorted(p.name for p in (out / "cards").iterdir())

    def boom(stage, advance=1, total=None):
        if stage == "pages" and total is None:
            raise RuntimeError("interrupted")
    with pytest.raises(RuntimeError):
        build_site(m10_faces[5:10], out, progress=boom)
    assert sorted(p.name for p in (out / "cards").iterdir()) == before   # the old site, intact
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]         # no temporary folder
    build_site(m10_faces[5:10], out)
    assert sorted(p.name for p in (out / "cards").iterdir()) != before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_cli_docs(tmp_path, capsys):
    from oraclec.cli.main import main
    out = tmp_path / "m10"
    assert main(["docs", "--set", "M10", "--out", str(out)]) == 0
    assert (out / "index.html").is_file() and len(list((out / "cards").iterdir())) == 234
    assert "234 card faces" in capsys.readouterr().out
    assert main(["docs", "--set", "NOPE", "--out", str(out)]) == 2


def test_parallel_build_is_identical(tmp_path, m10_faces, monkeypatch):
    """Pages rendered by forked workers are the same as pages rendered in-process."""
    import oraclec.compiler.docs as docs
    monkeypatch.setattr(docs, "_CHUNK", 40)
    a = build_site(m10_faces, tmp_path / "a", set_code="M10", jobs=2)
    b = build_site(m10_faces, tmp_path / "b", set_code="M10", jobs=1)
    files_a = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    assert files_a == sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    for f in files_a:
        assert (a / f).read_bytes() == (b / f).read_bytes(), f


def test_text_segments():
    from oraclec.compiler.docs import _segments, mana_html, segments_html
    html = str(segments_html(_segments("Choose one —\n• Destroy {R} target <x> (reminder).",
                                       [(13, 20, 'why "<b>"')])))
    assert html == ('Choose one —<br>\n<span class="gap" title="why &#34;&lt;b&gt;&#34;">• Destr</span>oy '
                    '<abbr class="ms ms-r" title="{R}">R</abbr> target &lt;x&gt; '
                    '<span class="reminder">(reminder)</span>.')
    # a highlight never splits a mana symbol
    html = str(segments_html(_segments("{2}{W}: Gain 1 life.", [(1, 4, "")])))
    assert '<span class="gap"><abbr class="ms ms-2" title="{2}">2</abbr><abbr class="ms ms-w"' in html
    assert str(mana_html("{W/U}{T}")) == ('<abbr class="ms ms-wu" title="{W/U}">W/U</abbr>'
                                          '<abbr class="ms ms-t" title="{T}">\u21b7</abbr>')


def test_unknown_ir_shape_does_not_stop_the_build():
    from oraclec.compiler.docs import ability_rows, describe
    rows = ability_rows({"kind": "ActivatedAbility", "cost": {"kind": "Cost", "tap": True},
                         "effects": [{"kind": "Frobnicate", "what": "target:0", "amount": {"kind": "Fixed", "value": 2}}]})
    assert ("cost", "{T}") in rows and ("effect", "Frobnicate(what=target:0, amount=2)") in rows
    assert describe({"kind": "Filter", "types": ["creature"], "controller": "you"}) == \
        "[types=creature, controller=you]"


def test_measured_levels_raise_compiled_cards_only(tmp_path, m10_faces):
    """``levels`` (from smoke games and scenarios) shows executed/verified on compiled cards,
    with the reasons a compiled card was not executed; it can never raise a card below compiled."""
    compiled = {c.name: c.level for c in compile_faces(m10_faces)}
    done = sorted(n for n, lvl in compiled.items() if lvl == "compiled")[:2]
    left = sorted(n for n, lvl in compiled.items() if lvl == "compiled")[2]
    below = sorted(n for n, lvl in compiled.items() if lvl in ("parsed", "unparsed"))[0]
    out = build_site(m10_faces, tmp_path / "site", set_code="M10",
                     levels={done[0]: "executed", done[1]: "verified"},
                     notes={left: ["its activated ability 1 was never activated"]})
    index = (out / "index.html").read_text(encoding="utf-8")
    assert '<span class="level level-executed">1 executed</span>' in index
    assert '<span class="level level-verified">1 verified</span>' in index
    assert 'data-level="verified"' in index and 'data-level="executed"' in index
    assert 'level level-executed">executed<' in _page(out, done[0])
    left_page = _page(out, left)
    assert "Why it is not executed" in left_page and "was never activated" in left_page
    assert "Why it is not executed" not in _page(out, done[0])
    with pytest.raises(ValueError, match="compile left at"):
        build_site(m10_faces, tmp_path / "bad", levels={below: "executed"})
    assert not (tmp_path / "bad").exists()


def test_cli_docs_executed_levels_match_coverage(tmp_path, capsys):
    """``oraclec docs --executed`` earns 'executed' by the same smoke games as ``oraclec coverage``."""
    import json
    from oraclec.cli.main import main
    assert main(["coverage", "--set", "M10", "--executed", "--json"]) == 0
    cov = json.loads(capsys.readouterr().out)
    out = tmp_path / "m10"
    assert main(["docs", "--set", "M10", "--out", str(out), "--executed"]) == 0
    index = (out / "index.html").read_text(encoding="utf-8")
    assert f'level level-executed">{cov["executed"]} executed<' in index
    assert main(["docs", "--cards", "x.json", "--executed", "--out", str(out)]) == 2
