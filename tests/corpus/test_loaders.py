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


def _snapshot_entries(*names):
    """The shipped snapshot's own entries of ``names`` (raw JSON), in file order."""
    from importlib import resources
    ref = resources.files("oraclec.corpus").joinpath("data/oracle-cards.json.gz")
    return [o for o in json.loads(gzip.decompress(ref.read_bytes())) if o["name"] in names]


def test_shipped_snapshot_pairs_the_faces_of_transforming_cards():
    # 712.2: the snapshot holds a transforming card's back face as an entry of its own
    # ("face": "back", "front": ...); the loader reads the card as AtomicCards gives it
    raw = _snapshot_entries("Cloistered Youth // Unholy Fiend", "Unholy Fiend")
    assert [o.get("face") for o in raw] == [None, "back"] and raw[1]["front"] == "Cloistered Youth"
    faces = load_cards()
    assert len(faces) == 35033                       # every entry stays a face
    youth = next(f for f in faces if f.oracle_name == "Cloistered Youth")
    fiend = next(f for f in faces if f.oracle_name == "Unholy Fiend")
    for f in (youth, fiend):
        assert f.name == "Cloistered Youth // Unholy Fiend" and f.layout == "transform"
        assert [(x.oracle_name, x.side) for x in f.card_faces] == [("Cloistered Youth", "a"), ("Unholy Fiend", "b")]
    assert youth.other_faces == ("Unholy Fiend",) and fiend.other_faces == ("Cloistered Youth",)
    assert fiend.card_faces[1].text == "At the beginning of your end step, you lose 1 life."
    # 204.1: the snapshot gives no color indicator: the back face's colors are unknown
    assert youth.color_indicator_known and not fiend.color_indicator_known
    # every transforming entry is paired; the other multi-face layouts keep their first face only
    transform = [f for f in faces if f.layout == "transform"]
    assert len(transform) == 802 and all(len(f.card_faces) == 2 for f in transform)
    assert not any(f.card_faces for f in faces if f.layout in ("adventure", "split", "modal_dfc", "flip", "meld"))


@pytest.mark.parametrize("change, where", [
    (lambda back, front: back.update(front="Nobody"), "front face 'Nobody' is not in the file"),
    (lambda back, front: front.update(back="Someone Else"), "does not name this back face"),
    (lambda back, front: back.update(layout="modal_dfc"), "differs from its front face"),
])
def test_snapshot_back_face_without_its_front_is_an_error(tmp_path, change, where):
    front, back = _snapshot_entries("Cloistered Youth // Unholy Fiend", "Unholy Fiend")
    change(back, front)
    p = tmp_path / "cards.json"
    p.write_text(json.dumps([front, back]))
    with pytest.raises(CorpusError, match=where):
        load_card_file(p)


def test_snapshot_front_face_without_its_back_is_an_error(tmp_path):
    front, _ = _snapshot_entries("Cloistered Youth // Unholy Fiend", "Unholy Fiend")
    p = tmp_path / "cards.json"
    p.write_text(json.dumps([front]))
    with pytest.raises(CorpusError, match="back face 'Unholy Fiend' is not in the file"):
        load_card_file(p)
