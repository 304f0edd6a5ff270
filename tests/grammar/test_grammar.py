"""The grammar: every rule has an AST class, lines parse, errors say where and what was expected."""
import re

import pytest
from lark import Lark

from oraclec.compiler.ast import NODE_CLASSES, Source, build_ast
from oraclec.compiler.parser import ParseError, grammar_text, parse_line


def test_every_rule_has_an_ast_class_and_back():
    rules = set(re.findall(r"^\??([a-z_][a-z0-9_]*)(?:\.\d+)?\s*:", grammar_text(), re.M))
    aliases = set(re.findall(r"->\s*([a-z_]+)", grammar_text()))
    # rules whose every alternative is renamed with "->" never appear under their own name
    fully_aliased = {"activation_limit", "copy_exception"}
    named = {r for r in rules if not r.startswith("_")} - fully_aliased | aliases
    # inlined rules (?rule) only appear as nodes when they have several children; they still need a class
    missing = named - set(NODE_CLASSES)
    assert not missing, f"rules without an AST class: {sorted(missing)}"
    stale = set(NODE_CLASSES) - named
    assert not stale, f"AST classes without a rule: {sorted(stale)}"


@pytest.mark.parametrize("line", [
    "Flying, vigilance",
    "Protection from black",
    "Equip {2}",
    "Enchant creature",
    "~ deals 3 damage to any target.",
    "Destroy target nonblack creature.",
    "{T}: Add {G}.",
    "{T}: Add {B} or {R}.",
    "When ~ enters, draw a card.",
    "Whenever another creature enters, you gain 1 life.",
    "At the beginning of your upkeep, you lose 1 life.",
    "Other Soldier creatures you control get +1/+1 and have vigilance.",
    "Enchanted creature can't attack or block.",
    "[-1]: Target player draws a card.",
    "Counter target spell.",
    "{B}: Regenerate ~.",
    "~ deals X damage to each creature without flying and each player.",
    "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
    "Create two 1/1 white Soldier creature tokens.",
    "You may draw a card.",
    "Target creature gets +3/+3 until end of turn.",
    "Choose one —\n• Destroy target artifact.\n• Destroy target enchantment.",
])
def test_parses(line):
    tree = parse_line(line)
    node = build_ast(tree, Source("Test", 1, line))
    assert node.text == line.strip()


def test_parse_error_names_position_and_expectation():
    with pytest.raises(ParseError) as info:
        parse_line("Destroy target creature quickly.")
    err = info.value
    assert err.position == len("Destroy target creature ")
    assert err.expected and "quickly" in err.found


def test_nodes_know_card_line_and_column():
    line = "~ deals 3 damage to any target."
    node = build_ast(parse_line(line), Source("Lightning Bolt", 1, line))
    damage = [n for n in node.walk() if type(n).__name__ == "DealDamage"][0]
    assert damage.source.card == "Lightning Bolt" and damage.column == 3
    assert damage.text == "deals 3 damage to any target"


@pytest.mark.parametrize("name", ["common", "objects", "costs", "effects", "triggers", "statics", "casting", "keywords", "card"])
def test_topic_files_load_on_their_own(name):
    # each topic grammar declares its imports, so it can be read and tested alone
    from importlib import resources
    folder = resources.files("oraclec.grammar")
    with resources.as_file(folder) as path:
        Lark.open(str(path / f"{name}.lark"), parser="earley", lexer="dynamic",
                  start=["start"] if name == "card" else None or _first_rule(path / f"{name}.lark"))


def _first_rule(path):
    m = re.search(r"^\??([a-z][a-z0-9_]*)(?:\.\d+)?\s*:", path.read_text(), re.M)
    return [m.group(1)]


def test_start_guess_by_line_shape():
    from oraclec.compiler.parser import guess_starts
    assert guess_starts("When ~ enters, draw a card.") == ("triggered",)
    assert guess_starts("At the beginning of your upkeep, you lose 1 life.") == ("triggered",)
    assert guess_starts("{T}: Add {G}.") == ("activated",)
    assert guess_starts("[-2]: Draw a card.") == ("loyalty",)
    assert guess_starts("Destroy target creature.", spell=True) == ("spell",)
    assert guess_starts("Flying") == ("keyword_line", "static_line")


def test_a_wrong_guess_falls_back_to_the_whole_grammar():
    # an instant's keyword line is not a spell sentence: the guess fails, the full grammar parses it
    tree = parse_line("Flash", spell=True)
    node = build_ast(tree, Source("Test", 1, "Flash"))
    assert type(node.nodes()[0]).__name__ == "KeywordLine"


def test_guessed_parse_gives_the_same_tree_as_the_whole_grammar():
    for line in ["Destroy target nonblack creature.", "When ~ enters, draw a card.",
                 "{2}, {T}: ~ deals 1 damage to any target.", "Enchanted creature gets +1/+2.", "Flying, vigilance"]:
        spell = line.startswith("Destroy")
        assert parse_line(line, spell=spell) == parse_line(line)
