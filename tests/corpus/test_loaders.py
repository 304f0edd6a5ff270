"""Card file loaders: the shipped snapshot, MTGJSON AtomicCards, Scryfall oracle-cards; errors."""
import gzip
import json

import pytest

from oraclec.corpus import CorpusError, load_card_file, load_cards, load_set
from oraclec.corpus.rules import load_rules


def test_shipped_snapshot():
    faces = load_cards()
    assert len(faces) == 35033
    bolt = [f for f in faces if f.name == "Lightning Bolt"][0]
    assert bolt.mana_cost == "{R}" and bolt.types == ("Instant",)


def test_mtgjson_atomic_all_faces(tmp_path):
    data = {"meta": {}, "data": {"Fire // Ice": [
        {"name": "Fire // Ice", "faceName": "Fire", "type": "Instant", "types": ["Instant"], "manaCost": "{1}{R}",
         "text": "Fire deals 2 damage divided as you choose among one or two targets.", "layout": "split", "side": "a"},
        {"name": "Fire // Ice", "faceName": "Ice", "type": "Instant", "types": ["Instant"], "manaCost": "{1}{U}",
         "text": "Tap target permanent.\nDraw a card.", "layout": "split", "side": "b"}]}}
    p = tmp_path / "AtomicCards.json"
    p.write_text(json.dumps(data))
    faces = load_card_file(p)
    assert [f.oracle_name for f in faces] == ["Fire", "Ice"]


def test_scryfall_bulk_gzip(tmp_path):
    data = [{"object": "card", "name": "Grizzly Bears", "type_line": "Creature — Bear", "mana_cost": "{1}{G}",
             "oracle_text": "", "power": "2", "toughness": "2", "layout": "normal"}]
    p = tmp_path / "oracle-cards.json.gz"
    p.write_bytes(gzip.compress(json.dumps(data).encode()))
    (f,) = load_card_file(p)
    assert f.name == "Grizzly Bears" and f.subtypes == ("Bear",) and f.power == "2"


@pytest.mark.parametrize("content, where", [
    ("{not json", "invalid JSON"),
    ('[{"name": "X"}]', "X"),
    ('{"data": {"Y": "nope"}}', "Y"),
    ('[1, 2]', "0"),
])
def test_malformed_files_name_file_and_entry(tmp_path, content, where):
    p = tmp_path / "bad.json"
    p.write_text(content)
    with pytest.raises(CorpusError) as info:
        load_card_file(p)
    assert "bad.json" in str(info.value) and where in str(info.value)


def test_set_lists():
    m10 = load_set("M10")
    assert m10.name and len(m10.entries) == 249 and len(m10.card_names) == 234
    with pytest.raises(KeyError):
        load_set("NOPE")


def test_rules_are_numbered():
    rules = load_rules()
    assert rules["702.2"].text == "Deathtouch"
    assert "deathtouch" in rules["702.2b"].text.lower()
    assert "flying" in rules["702.9a"].text.lower()
