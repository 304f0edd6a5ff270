"""Issue 7: a real headless browser (Debian's chromium, driven by selenium) opens the site from
disk, the search box and the filters work, and a screenshot is not blank.

The browser is required: if chromium or chromedriver is missing this test fails (``.ci/run``
installs them), it never skips."""
from __future__ import annotations

import os
import shutil
import struct
import zlib

import pytest

from oraclec.compiler.docs import slugify

CHROMIUM = os.environ.get("ORACLEC_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = os.environ.get("ORACLEC_CHROMEDRIVER") or shutil.which("chromedriver") or "/usr/bin/chromedriver"


@pytest.fixture(scope="module")
def browser():
    assert os.path.exists(CHROMIUM), "chromium is missing: apt-get install -y chromium chromium-driver"
    assert os.path.exists(CHROMEDRIVER), "chromedriver is missing: apt-get install -y chromium-driver"
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1100,900", "--allow-file-access-from-files"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()


def _visible_names(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#cards tbody tr'))"
        ".filter(r => !r.hidden && r.offsetParent !== null).map(r => r.cells[0].textContent);")


@pytest.fixture(scope="module")
def m10_levels(m10_faces):
    from oraclec.compiler.build import compile_faces
    return {c.name: c.level for c in compile_faces(m10_faces)}


def test_index_search_and_filters(browser, m10_site, m10_levels):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    browser.get((m10_site / "index.html").as_uri())
    assert browser.title.startswith("M10")
    assert len(_visible_names(browser)) == 234
    # the stylesheet loaded from disk: the level badges are coloured
    colour = browser.execute_script(
        "return getComputedStyle(document.querySelector('.level-compiled')).backgroundColor")
    assert colour not in ("rgba(0, 0, 0, 0)", "transparent")
    box = browser.find_element(By.ID, "search")
    box.send_keys("lightning")
    WebDriverWait(browser, 5).until(lambda d: len(_visible_names(d)) < 234)
    names = _visible_names(browser)
    assert "Lightning Bolt" in names and "Air Elemental" not in names
    assert browser.find_element(By.ID, "shown").text == f"{len(names)} of 234 shown"
    # search reads the text too: "any target" finds Prodigal Pyromancer by its wording
    box.clear()
    box.send_keys("deals 1 damage to any target")
    WebDriverWait(browser, 5).until(lambda d: "Prodigal Pyromancer" in _visible_names(d))
    assert "Lightning Bolt" not in _visible_names(browser)
    box.clear()
    box.send_keys(" ")
    WebDriverWait(browser, 5).until(lambda d: len(_visible_names(d)) == 234)
    # filters: level, colour, type and keyword combine
    Select(browser.find_element(By.ID, "f-level")).select_by_value("compiled")
    compiled = _visible_names(browser)
    assert sorted(compiled) == sorted(n for n, lvl in m10_levels.items() if lvl == "compiled")
    Select(browser.find_element(By.ID, "f-level")).select_by_value("")
    Select(browser.find_element(By.ID, "f-keyword")).select_by_value("Flying")
    Select(browser.find_element(By.ID, "f-color")).select_by_value("blue")
    Select(browser.find_element(By.ID, "f-type")).select_by_value("creature")
    flyers = _visible_names(browser)
    assert "Air Elemental" in flyers and "Serra Angel" not in flyers
    errors = [e for e in browser.get_log("browser") if e.get("level") == "SEVERE"]
    assert not errors, errors


def test_card_page_and_screenshot(browser, m10_site, m10_faces, tmp_path):
    from oraclec.compiler.build import compile_faces
    # a card below compiled, with its blocking wording in its text, and a mana cost
    card = next(c for c in compile_faces(m10_faces)
                if c.level != "compiled" and c.face.mana_cost and any(g.line > 0 for g in c.gaps))
    browser.get((m10_site / "cards" / f"{slugify(card.name)}.html").as_uri())
    assert browser.find_element("css selector", "h1").text.startswith(card.name)
    symbols = browser.find_elements("css selector", ".oracle abbr.ms, h1 abbr.ms")
    assert symbols
    radius = browser.execute_script("return getComputedStyle(arguments[0]).borderRadius", symbols[0])
    assert radius == "50%"                                  # the CSS of the symbol applied
    assert browser.find_elements("css selector", ".oracle .gap")      # the blocking wording
    shot = tmp_path / "card.png"
    assert browser.save_screenshot(str(shot))
    width, height, colours, dominant = _png_stats(shot.read_bytes())
    assert (width, height) == tuple(browser.execute_script("return [window.innerWidth, window.innerHeight]")) \
        or width > 500
    assert colours > 20, f"screenshot looks blank: {colours} colours"
    assert dominant < 0.97, f"screenshot looks blank: one colour covers {dominant:.0%}"


def _png_stats(data: bytes) -> tuple[int, int, int, float]:
    """(width, height, distinct colours, share of the most common colour) of an 8-bit RGB(A)
    PNG, decoded with the stdlib."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and ctype in (2, 6), (depth, ctype)
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    prev = bytearray(stride)
    counts: dict[bytes, int] = {}
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if f == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif f == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif f == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 255
        elif f == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        if y % 4 == 0:                       # a sample of rows is enough to count colours
            for x in range(0, stride, bpp * 2):
                px = bytes(line[x:x + 3])
                counts[px] = counts.get(px, 0) + 1
        prev = line
    total = sum(counts.values())
    return width, height, len(counts), max(counts.values()) / total


def test_big_index_shows_the_first_rows_then_all(browser, m10_faces, tmp_path, monkeypatch):
    """A whole-corpus index shows its first INDEX_LIMIT matches; "show all" lifts the limit."""
    import oraclec.compiler.docs as docs
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    monkeypatch.setattr(docs, "INDEX_LIMIT", 100)
    site = docs.build_site(m10_faces, tmp_path / "site", set_code="M10")
    browser.get((site / "index.html").as_uri())
    assert len(_visible_names(browser)) == 100
    assert browser.find_element(By.ID, "shown").text == "234 of 234 match, the first 100 shown"
    browser.find_element(By.ID, "more").click()
    WebDriverWait(browser, 5).until(lambda d: len(_visible_names(d)) == 234)
    browser.find_element(By.ID, "search").send_keys("angel")
    WebDriverWait(browser, 5).until(lambda d: len(_visible_names(d)) < 20)
    assert not browser.find_element(By.ID, "more").is_displayed()
