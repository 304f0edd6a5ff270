"""Normalisation (explicit steps, each tested)."""
from oraclec.compiler.normalize import normalize
from oraclec.corpus.cards import CardFace


def lines(text, name="Test Card", **kw):
    kw.setdefault("types", ("Creature",))
    return normalize(CardFace(name=name, type_line="Creature", text=text, **kw)).lines


def test_reminder_text_is_kept_aside():
    (ln,) = lines("Flying (This creature can't be blocked except by creatures with flying or reach.)")
    assert ln.text == "Flying"
    assert ln.reminders == ["This creature can't be blocked except by creatures with flying or reach."]


def test_name_and_this_creature_become_one_self_reference():
    a, b = lines("When Test Card enters, draw a card.\nThis creature gets +1/+1.")
    assert a.text == "When ~ enters, draw a card."
    assert b.text == "~ gets +1/+1."


def test_legendary_short_name():
    (ln,) = lines("Whenever Ajani attacks, you gain 1 life.", name="Ajani, Test Cat", supertypes=("Legendary",))
    assert ln.text == "Whenever ~ attacks, you gain 1 life."


def test_legendary_creature_of_epithet_short_name():
    # a legendary creature "<name> of <epithet>" calls itself <name>; a legendary artifact
    # "<word> of the <epithet>" does not (only " the " cuts its name)
    (ln,) = lines("When Loran enters, draw a card.", name="Loran of the Test Path", supertypes=("Legendary",))
    assert ln.text == "When ~ enters, draw a card."
    (ln,) = lines("Helm gets +1/+1.", name="Helm of the Test", supertypes=("Legendary",), types=("Artifact",))
    assert ln.text == "Helm gets +1/+1."


def test_minus_sign():
    (ln,) = lines("\u22121: Draw a card.")
    assert ln.text == "-1: Draw a card."


def test_modal_bullets_join_their_line():
    (ln,) = lines("Choose one —\n• Draw a card.\n• Gain 3 life.")
    assert ln.text.count("•") == 2


def test_pawprint_modes_join_their_line():
    # rule 700.2i: "{P} — …" lines are the modes of the line above, as bullets are
    (ln,) = lines("Choose up to five {P} worth of modes. You may choose the same mode more than once.\n"
                  "{P} — Draw a card.\n{P}{P} — Gain 3 life.")
    assert ln.text.count("{P}") == 4


def test_basic_land_types_get_intrinsic_mana_abilities():
    # rule 305.6
    out = lines("", name="Tropical Test", types=("Land",), subtypes=("Forest", "Island"))
    assert [ln.text for ln in out] == ["{T}: Add {G}.", "{T}: Add {U}."]
    assert all(ln.synthetic == "305.6" for ln in out)


def test_oracle_column_maps_back():
    (ln,) = lines("Test Card deals 2 damage to any target.")
    assert ln.text.index("deals") == 2
    assert ln.oracle[ln.oracle_column(2):].startswith("deals")


def test_a_token_name_with_the_cards_name_in_it_is_another_name():
    # 201.2: "tokens named Koma's Coil" names the tokens, not this object (201.5); "named ~" alone
    # is still the card itself
    (ln,) = lines("Whenever Koma deals combat damage to a player, create four 3/3 blue Serpent creature tokens "
                  "named Koma's Coil.", name="Koma, Test Eater", supertypes=("Legendary",))
    assert ln.text == ("Whenever ~ deals combat damage to a player, create four 3/3 blue Serpent creature tokens "
                       "named \u2039Koma's Coil\u203a.")
    (ln,) = lines("Search your library for a card named Test Card.")
    assert ln.text == "Search your library for a card named ~."
