"""The AST: one node class per grammar rule, named as the card wording names it.

Every node knows its card, line and column (``source``/``span``), and its text.  Children are
the sub-nodes and named tokens of the rule, in order; lowering reads them by class
(``node.find(Destroy)``) or by terminal (``node.token("COLOR")``).  The transformer builds a node
for every rule it meets and raises :class:`UnknownRule` for a rule with no class here, so no rule
is silently dropped (``tests/test_grammar.py`` checks the two lists match).

The classes were first listed from the grammar's rules; add one here with each new rule.
"""
from __future__ import annotations

from typing import Iterator, TypeVar

from lark import Token, Transformer
from lark.tree import Meta

__all__ = ["Node", "Source", "UnknownRule", "build_ast", "NODE_CLASSES"]

N = TypeVar("N", bound="Node")


class Source:
    """Where a line comes from: the card, the line number, the normalised and Oracle text."""

    __slots__ = ("card", "line_no", "text", "line", "used")

    def __init__(self, card: str, line_no: int, text: str, line=None):
        self.card = card
        self.line_no = line_no
        self.text = text
        self.line = line   # the normalize.Line, for positions in the Oracle text
        self.used: set[int] = set()   # ids of the nodes and tokens lowering has read


class UnknownRule(Exception):
    pass


class Node:
    __slots__ = ("children", "span", "source")
    rule: str = ""

    def __init__(self, children: list, span: tuple[int, int], source: Source):
        self.children = children
        self.span = span
        self.source = source

    # -- reading -----------------------------------------------------------------------------
    # Reading a node's text, or one of its tokens, marks it used; ``unread`` lists what lowering
    # never looked at — the "swallowed clause" check of the coverage levels.
    @property
    def text(self) -> str:
        self.mark(deep=True)
        return self.source.text[self.span[0]:self.span[1]]

    def mark(self, deep: bool = False) -> None:
        """Mark this node (and with ``deep`` everything under it) as read by lowering."""
        used = self.source.used
        used.add(id(self))
        if deep:
            for c in self.children:
                if isinstance(c, Node):
                    c.mark(deep=True)
                elif c is not None:
                    used.add(id(c))

    def unread(self) -> list:
        """The nodes and named tokens under this node that lowering never read.

        A node lowering dispatched on (``mark()``) has its own tokens read — they are the rule's
        words ("deals", "destroy"); its child nodes must still be read one by one.  A node nobody
        marked is fine when everything under it was read (a wrapper such as a clause chain)."""
        used = self.source.used
        out: list = []
        marked = id(self) in used
        for c in self.children:
            if isinstance(c, Node):
                out.extend(c.unread())
            elif isinstance(c, Token) and not marked and id(c) not in used:
                out.append(c)
        return out

    @property
    def words(self) -> str:
        """The node's text in lower case with single spaces."""
        return " ".join(self.text.lower().split())

    @property
    def column(self) -> int:
        return self.span[0] + 1

    def nodes(self) -> list["Node"]:
        return [c for c in self.children if isinstance(c, Node)]

    def find(self, cls: type[N]) -> N | None:
        for c in self.children:
            if isinstance(c, cls):
                return c
        return None

    def find_all(self, cls: type[N]) -> list[N]:
        return [c for c in self.children if isinstance(c, cls)]

    def token(self, type_name: str) -> Token | None:
        for c in self.children:
            if isinstance(c, Token) and (c.type == type_name or c.type.endswith("__" + type_name)):
                self.source.used.add(id(c))
                return c
        return None

    def tokens(self, type_name: str | None = None) -> list[Token]:
        found = [c for c in self.children if isinstance(c, Token)
                 and (type_name is None or c.type == type_name or c.type.endswith("__" + type_name))]
        self.source.used.update(id(c) for c in found)
        return found

    def walk(self) -> Iterator["Node"]:
        yield self
        for c in self.nodes():
            yield from c.walk()

    def to_dict(self) -> dict:
        out: dict = {"node": type(self).__name__, "span": list(self.span), "text": self.text}
        kids = []
        for c in self.children:
            if isinstance(c, Node):
                kids.append(c.to_dict())
            elif isinstance(c, Token):
                kids.append({"token": c.type.split("__")[-1], "text": str(c)})
        if kids:
            out["children"] = kids
        return out

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text!r})"

class Ability(Node):
    """ability: activated | activation_note | keyword_line | loyalty | modal | spell | static_line | triggered"""
    __slots__ = ()
    rule = "ability"

class Activated(Node):
    """activated: cost COLON effects | cost COLON effects activation_restriction"""
    __slots__ = ()
    rule = "activated"

class ActivatedModal(Node):
    """activated_modal: cost ":" "choose" MODE_COUNT "—" mode+ activation_restriction? (a modal
    activated ability, rule 700.2)"""
    __slots__ = ()
    rule = "activated_modal"

class ActivatedTimes(Node):
    """activated_times: number"""
    __slots__ = ()
    rule = "activated_times"

class ActivationBan(Node):
    """activation_ban: ITS_THEIR TAP_COSTS? UNLESS_MANA? — "its activated abilities can't be
    activated [unless they're mana abilities]" (602.5)"""
    __slots__ = ()
    rule = "activation_ban"

class ActivationBanStatic(Node):
    """activation_ban_static: affected POSSESSIVE? TAP_COSTS? UNLESS_MANA? — "Activated abilities
    of artifacts can't be activated." (602.5)"""
    __slots__ = ()
    rule = "activation_ban_static"

class ActivationNote(Node):
    """activation_note: COLOR_WORD"""
    __slots__ = ()
    rule = "activation_note"

class AddManaAmount(Node):
    """add_mana_amount: ADD "an amount of" mana_cost "equal to" quantity — "Add an amount of {G}
    equal to ~'s power." (106.1)"""
    __slots__ = ()
    rule = "add_mana_amount"

class AddMana(Node):
    """add_mana: ADD mana_choice | ADD mana_choice per_each"""
    __slots__ = ()
    rule = "add_mana"

class Affected(Node):
    """affected: object | objref"""
    __slots__ = ()
    rule = "affected"

class AllRef(Node):
    """all_ref: ALL object | EACH object"""
    __slots__ = ()
    rule = "all_ref"

class AnOpponent(Node):
    """an_opponent: """
    __slots__ = ()
    rule = "an_opponent"

class AnotherTargetRef(Node):
    """another_target_ref: ANOTHER TARGET object"""
    __slots__ = ()
    rule = "another_target_ref"

class Anthem(Node):
    """anthem: affected GET ADDITIONAL? PT_CHANGE per_each_static? ("an additional": one more change, 613.4c)"""
    __slots__ = ()
    rule = "anthem"

class AnyColor(Node):
    """any_color: """
    __slots__ = ()
    rule = "any_color"


class TypeProduced(Node):
    """type_produced: "one mana of any type that land produced" (rule 106.7)"""
    __slots__ = ()
    rule = "type_produced"

class EntersTappedUnlessPaid(Node):
    """enters_tapped_unless_paid: "as" SELF "enters" "," "you may" (life_payment |
    reveal_from_hand) "." "if you don't" "," (SELF | "it") "enters tapped" (rule 614.12)"""
    __slots__ = ()
    rule = "enters_tapped_unless_paid"

class LifePayment(Node):
    """life_payment: "pay" number "life" (rule 119.4)"""
    __slots__ = ()
    rule = "life_payment"

class RevealFromHand(Node):
    """reveal_from_hand: "reveal" article object "from your hand" (rule 701.16a)"""
    __slots__ = ()
    rule = "reveal_from_hand"

class IfItTargets(Node):
    """if_it_targets: "if it targets" some_ref (rules 601.2c, 601.2f)"""
    __slots__ = ()
    rule = "if_it_targets"

class AttachedToObj(Node):
    """attached_to_obj: "attached to" (self_ref | pronoun_ref | some_ref) (rules 301.5, 303.4)"""
    __slots__ = ()
    rule = "attached_to_obj"

class ChosenColor(Node):
    """chosen_color: "one mana of the chosen color" (rules 106.1, 614.12)"""
    __slots__ = ()
    rule = "chosen_color"

class AnyCombination(Node):
    """any_combination: count "mana in any combination of colors" (rule 106.1a)"""
    __slots__ = ()
    rule = "any_combination"

class AnyOneColor(Node):
    """any_one_color: count"""
    __slots__ = ()
    rule = "any_one_color"

class AnyTarget(Node):
    """any_target:  | ANY TARGETS | ANY number TARGETS | number COMMA number COMMA OR number TARGETS"""
    __slots__ = ()
    rule = "any_target"

class Article(Node):
    """article: ARTICLE"""
    __slots__ = ()
    rule = "article"

class Attach(Node):
    """attach: ATTACH objref TO objref | ATTACHES objref TO objref"""
    __slots__ = ()
    rule = "attach"

class Unattach(Node):
    """unattach: "unattach" objref (rule 701.3d)"""
    __slots__ = ()
    rule = "unattach"


class SubjectsDealCombatDamage(Node):
    """subjects_deal_combat_damage: (objref | some_ref) (objref | some_ref) DAMAGED_PLAYER
    — "Whenever ~ or equipped creature deals combat damage to a player" (603.2)"""
    __slots__ = ()
    rule = "subjects_deal_combat_damage"


class AttachedRef(Node):
    """attached_ref: ENCHANTED TYPE | EQUIPPED TYPE"""
    __slots__ = ()
    rule = "attached_ref"

class Attacks(Node):
    """attacks: objref ATTACKS"""
    __slots__ = ()
    rule = "attacks"

class AttacksEachCombat(Node):
    """attacks_each_combat: affected ATTACKS | affected ATTACK"""
    __slots__ = ()
    rule = "attacks_each_combat"

class AttacksIfAble(Node):
    """attacks_if_able: ATTACKS | ATTACKS YOU | ATTACKS YOU duration | ATTACKS duration"""
    __slots__ = ()
    rule = "attacks_if_able"

class AttacksUnblocked(Node):
    """attacks_unblocked: (objref | some_ref) "attacks and isn't blocked" (rules 508.3f, 509.5g)"""
    __slots__ = ()
    rule = "attacks_unblocked"

class BasePtStatic(Node):
    """base_pt_static: affected HAVE base_pt [grant_tail ...] (rule 613.4b)"""
    __slots__ = ()
    rule = "base_pt_static"

class BasePt(Node):
    """base_pt: "base power and toughness" PT_SIZE (rule 613.4b)"""
    __slots__ = ()
    rule = "base_pt"

class Becomes(Node):
    """becomes: BECOME PT_SIZE TYPE | BECOME PT_SIZE TYPE TYPES | BECOME PT_SIZE TYPE TYPES duration | BECOME PT_SIZE TYPE duration | BECOME PT_SIZE __type_unit_star_"""
    __slots__ = ()
    rule = "becomes"

class TransformsInto(Node):
    """transforms_into: objref "transforms into" SELF (rule 701.28e)"""
    __slots__ = ()
    rule = "transforms_into"


class TurnedFaceUp(Node):
    """turned_face_up: (objref | some_ref) "is turned face up" (rule 708.8)"""
    __slots__ = ()
    rule = "turned_face_up"


class BecomesCopy(Node):
    """becomes_copy: BECOME "a copy of" objref (copy_except? duration? | duration copy_except) (rules 707.2, 613.2a)"""
    __slots__ = ()
    rule = "becomes_copy"

class BecomesTapped(Node):
    """becomes_tapped: (objref | some_ref) "becomes" BECOMES_TAPPED — "becomes tapped", "becomes
    untapped" (rules 603.2f, 701.21a, 701.26b)"""
    __slots__ = ()
    rule = "becomes_tapped"

class BecomesTarget(Node):
    """becomes_target: (objref | some_ref) "becomes the target of" TARGETED_BY (playerref ("control" |
    "controls"))? FIRST_TIME? (rule 115.1)"""
    __slots__ = ()
    rule = "becomes_target"

class BecomesWith(Node):
    """becomes_with: "with" (base_pt | keyword_name | quoted_ability | ALL_CREATURE_TYPES) ("and" …)*"""
    __slots__ = ()
    rule = "becomes_with"

class BlockLimit(Node):
    """block_limit: affected ("can block only" object | CANT_BLOCK_THOSE object | BLOCK_LIMIT) (rule 509.1b-c)"""
    __slots__ = ()
    rule = "block_limit"

class BlockedByAll(Node):
    """blocked_by_all: affected"""
    __slots__ = ()
    rule = "blocked_by_all"

class Blocks(Node):
    """blocks: objref "blocks" some_ref? — "Whenever ~ blocks a creature with flying" (509.1a)"""
    __slots__ = ()
    rule = "blocks"

class BlocksOrBlocked(Node):
    """blocks_or_blocked: objref | objref BY_A_CREATURE"""
    __slots__ = ()
    rule = "blocks_or_blocked"

class CanBlockAny(Node):
    """can_block_any: SELF"""
    __slots__ = ()
    rule = "can_block_any"

class RegenerationBan(Node):
    """regeneration_ban: "can't be regenerated" THIS_TURN"""
    __slots__ = ()
    rule = "regeneration_ban"


class Cant(Node):
    """cant: restriction | restriction duration"""
    __slots__ = ()
    rule = "cant"


class CantBlockedBy(Node):
    """cant_blocked_by: "can't be blocked by" object duration (509.1b, 611.2a)"""
    __slots__ = ()
    rule = "cant_blocked_by"


class CantBlockedExcept(Node):
    """cant_blocked_except: "can't be blocked" duration "except by" object (509.1b, 611.2a)"""
    __slots__ = ()
    rule = "cant_blocked_except"

class CantAttackUnless(Node):
    """cant_attack_unless: SELF ATTACK_UNLESS some_ref"""
    __slots__ = ()
    rule = "cant_attack_unless"

class CantAttackUnlessCondition(Node):
    """cant_attack_unless_condition: SELF CANT_UNLESS static_condition — "~ can't attack unless …",
    "~ can't attack or block unless …" (508.1c, 509.1b)"""
    __slots__ = ()
    rule = "cant_attack_unless_condition"

class CantBeBlockedStatic(Node):
    """cant_be_blocked_static: affected | affected object"""
    __slots__ = ()
    rule = "cant_be_blocked_static"

class SpellsCantBeCountered(Node):
    """spells_cant_be_countered: object "can't be countered" ("Creature spells you control can't be countered.")"""
    __slots__ = ()
    rule = "spells_cant_be_countered"


class CantBeCountered(Node):
    """cant_be_countered: SELF"""
    __slots__ = ()
    rule = "cant_be_countered"

class CantBeRegenerated(Node):
    """cant_be_regenerated: IT | THEY"""
    __slots__ = ()
    rule = "cant_be_regenerated"

class SpendAsAnyColor(Node):
    """spend_as_any_color: "you may spend mana as though it were mana of any color" """
    __slots__ = ()
    rule = "spend_as_any_color"


class CantLose(Node):
    """cant_lose: """
    __slots__ = ()
    rule = "cant_lose"

class CardTypesAmong(Node):
    """card_types_among: "the number of"? "card types among" object (rule 205.2a)"""
    __slots__ = ()
    rule = "card_types_among"

class CardsInZone(Node):
    """cards_in_zone: zone_ref"""
    __slots__ = ()
    rule = "cards_in_zone"

class CastOnly(Node):
    """cast_only: "cast" SELF "only" TIME_WINDOW (rule 307.5)"""
    __slots__ = ()
    rule = "cast_only"


class BecomesLevel(Node):
    """becomes_level: SELF "becomes level" DIGITS (716.2a)"""
    __slots__ = ()
    rule = "becomes_level"

class Casts(Node):
    """casts: playerref CAST article object | playerref CAST object | playerref CASTS article object | playerref CASTS object
    | playerref (CAST | CASTS) article? object CAST_ELSEWHERE (rule 601.2a)"""
    __slots__ = ()
    rule = "casts"

class CastsOrCopies(Node):
    """casts_or_copies: playerref ("cast" | "casts") "or" ("copy" | "copies") article? object (rule 707.10)"""
    __slots__ = ()
    rule = "casts_or_copies"

class CdaPt(Node):
    """cda_pt: SELF POSSESSIVE quantity"""
    __slots__ = ()
    rule = "cda_pt"

class ChapterModal(Node):
    """chapter_modal: CHAPTER_NUMBER ("," CHAPTER_NUMBER)* "—" "choose" MODE_COUNT "—" mode+ (a
    modal chapter ability, rules 714.2b, 700.2)"""
    __slots__ = ()
    rule = "chapter_modal"


class Chapter(Node):
    """chapter: CHAPTER_NUMBER ("," CHAPTER_NUMBER)* "—" effects (a Saga's chapter ability, 714.2)"""
    __slots__ = ()
    rule = "chapter"


class ClassLevel(Node):
    """class_level: cost ":" "level" DIGITS (a Class's level bar, 716.2a)"""
    __slots__ = ()
    rule = "class_level"


class ChooseNewTargets(Node):
    """choose_new_targets:  | IT"""
    __slots__ = ()
    rule = "choose_new_targets"

class ChosenRef(Node):
    """chosen_ref: KIND"""
    __slots__ = ()
    rule = "chosen_ref"

class Clause(Node):
    """clause: may_clause | objref (EACH_OF_THEM | ALSO)? predicate | playerref EACH_OF_THEM? predicate
    | predicate | you_and_player predicate | group_ref (EACH_OF_THEM | ALSO)? predicate"""
    __slots__ = ()
    rule = "clause"

class ClauseChain(Node):
    """clause_chain: clause | clause __clause_chain_star_6"""
    __slots__ = ()
    rule = "clause_chain"

class Color(Node):
    """color: COLOR"""
    __slots__ = ()
    rule = "color"

class Colors(Node):
    """colors: COLORLESS | MONOCOLORED | MULTICOLORED | _andor_list{color}"""
    __slots__ = ()
    rule = "colors"

class CombatOnYourTurn(Node):
    """combat_on_your_turn: """
    __slots__ = ()
    rule = "combat_on_your_turn"

class Comparison(Node):
    """comparison: ORDER_PREFIX quantity | number ORDER"""
    __slots__ = ()
    rule = "comparison"

class CondYourTurn(Node):
    """cond_your_turn: WHOSE_TURN "your turn" ("if it's your turn", "as long as it isn't your turn")"""
    __slots__ = ()
    rule = "cond_your_turn"

class CondCastDuring(Node):
    """cond_cast_during: "you cast" (SELF | "it") "during your main phase" (addendum, 505.1)"""
    __slots__ = ()
    rule = "cond_cast_during"

class CondTheirTurn(Node):
    """cond_their_turn: WHOSE_TURN "their turn" ("if it's not their turn": the player the trigger
    event names)"""
    __slots__ = ()
    rule = "cond_their_turn"

class CondCastIt(Node):
    """cond_cast_it: CAST_IT ("from" (playerref_possessive ZONE_CAST | A_GRAVEYARD) | FROM_ELSEWHERE)?
    ("if you cast it", "if you cast it from your hand", "… from a graveyard", 601.2a)"""
    __slots__ = ()
    rule = "cond_cast_it"

class CondHas(Node):
    """cond_has: objref HAS (STAT comparison | keyword_name)"""
    __slots__ = ()
    rule = "cond_has"

class CondIsA(Node):
    """cond_is_a: objref (IS | ISNT | WAS) article object"""
    __slots__ = ()
    rule = "cond_is_a"

class CondAttached(Node):
    """cond_attached: objref (IS | ISNT) article object — "~ is attached to a creature" (301.5)"""
    __slots__ = ()
    rule = "cond_attached"

class CondIsSupertype(Node):
    """cond_is_supertype: objref (IS | ISNT) supertype — "as long as equipped creature is
    legendary" (205.4)"""
    __slots__ = ()
    rule = "cond_is_supertype"

class CondObjAttacked(Node):
    """cond_obj_attacked: objref ATTACKED_BLOCKED "this turn" (rule 508.1)"""
    __slots__ = ()
    rule = "cond_obj_attacked"

class CondPlayerCards(Node):
    """cond_player_cards: playerref HAS (number MORE_FEWER | NO) "cards in" (HAND | playerref_possessive ZONE)"""
    __slots__ = ()
    rule = "cond_player_cards"

class CondStatIs(Node):
    """cond_stat_is: stat_of ("is" | "was") comparison ("if its mana value was 3 or less", 608.2h)"""
    __slots__ = ()
    rule = "cond_stat_is"

class CondAllBasicTypes(Node):
    """cond_all_basic_types: "there are five basic land types among lands" playerref CONTROL"""
    __slots__ = ()
    rule = "cond_all_basic_types"


class CondThereAre(Node):
    """cond_there_are: "there are" number MORE_FEWER (card_types_among | object | counters_there)"""
    __slots__ = ()
    rule = "cond_there_are"

class Condition(Node):
    """condition: activated_times | it_is | source_untapped | you_cant | you_control | you_do | you_dont"""
    __slots__ = ()
    rule = "condition"

class UnlessCondition(Node):
    """unless_condition: clause_chain "unless" static_condition "." — "Then discard a card unless
    there are seven or more cards in your graveyard." (608.2c)"""
    __slots__ = ()
    rule = "unless_condition"


class Conditional(Node):
    """conditional: "then"? "if" condition "," clause_chain "." | clause_chain "if" condition "."
    (THEN_AFTER clause_chain ".")? ("… if it's legendary. Then it fights …", 608.2c)"""
    __slots__ = ()
    rule = "conditional"

class ControlEnchanted(Node):
    """control_enchanted: attached_ref"""
    __slots__ = ()
    rule = "control_enchanted"

class ControlledBy(Node):
    """controlled_by: playerref CONTROL | playerref CONTROLS"""
    __slots__ = ()
    rule = "controlled_by"

class ControllerOf(Node):
    """controller_of: ITS CONTROLLER | ITS CONTROLLERS | THEIR CONTROLLER | THEIR CONTROLLERS | objref POSSESSIVE CONTROLLER | objref POSSESSIVE CONTROLLERS"""
    __slots__ = ()
    rule = "controller_of"

class CopyChange(Node):
    """copy_change: copy_has | copy_not_legendary | copy_is | copy_no_mana_cost (rule 707.9b)"""
    __slots__ = ()
    rule = "copy_change"

class CopyExcept(Node):
    """copy_except: "," "except" copy_change ("and" copy_change)* (rule 707.9b)"""
    __slots__ = ()
    rule = "copy_except"

class CopyThisAbility(Node):
    """copy_this_ability: "it has this ability" (rule 707.9b)"""
    __slots__ = ()
    rule = "copy_this_ability"

class CopyHas(Node):
    """copy_has: "it has" granted_abilities (rule 707.9b)"""
    __slots__ = ()
    rule = "copy_has"

class CopyIs(Node):
    """copy_is: ITS article? PT_SIZE? colors? SUBTYPE* TYPE* ADDITION? (rule 707.9b)"""
    __slots__ = ()
    rule = "copy_is"

class CopyNoManaCost(Node):
    """copy_no_mana_cost: "it has no mana cost" (rule 707.9b; embalm 702.128a)"""
    __slots__ = ()
    rule = "copy_no_mana_cost"

class CopyNotLegendary(Node):
    """copy_not_legendary: IT_ISNT "legendary" (rule 707.9b)"""
    __slots__ = ()
    rule = "copy_not_legendary"

class CopySpell(Node):
    """copy_spell: COPIES objref | COPY objref"""
    __slots__ = ()
    rule = "copy_spell"

class Cost(Node):
    """cost: _cost_part | _cost_part __cost_star_4"""
    __slots__ = ()
    rule = "cost"

class Prototype(Node):
    """prototype: "prototype" mana_cost "—" PT_SIZE (prototype 702.160a, 718)"""
    __slots__ = ()
    rule = "prototype"

class TypeCostKeyword(Node):
    """type_cost_keyword: KW_TYPE_COST cost ("Swampcycling {2}", typecycling 702.29e)"""
    __slots__ = ()
    rule = "type_cost_keyword"

class CostKeyword(Node):
    """cost_keyword: KW_COST cost"""
    __slots__ = ()
    rule = "cost_keyword"

class CostPairKeyword(Node):
    """cost_pair_keyword: KW_COST mana_cost "and/or" mana_cost ("Kicker {B} and/or {R}": two
    instances of the keyword, 702.33b)"""
    __slots__ = ()
    rule = "cost_pair_keyword"

class Count(Node):
    """count: article | number"""
    __slots__ = ()
    rule = "count"

class CounterKind(Node):
    """counter_kind: COUNTER_WORD | PT_CHANGE"""
    __slots__ = ()
    rule = "counter_kind"

class CounterRemoved(Node):
    """counter_removed: article counter_kind objref"""
    __slots__ = ()
    rule = "counter_removed"

class CounterSpell(Node):
    """counter_spell: COUNTER objref"""
    __slots__ = ()
    rule = "counter_spell"

class CountersPut(Node):
    """counters_put: "one or more" counter_kind "counters are put on" (objref | some_ref) | playerref
    "put" "one or more" counter_kind "counters on" (objref | some_ref) (rule 122.6)"""
    __slots__ = ()
    rule = "counters_put"

class CountersThere(Node):
    """counters_there: counter_kind "counters on" objref"""
    __slots__ = ()
    rule = "counters_there"

class CreateCopy(Node):
    """create_copy: CREATE (count | that_much) TAPPED? COPY_TOKENS objref per_each? copy_except? (rules 111.9,
    707.2)"""
    __slots__ = ()
    rule = "create_copy"

class CreateRole(Node):
    """create_role: CREATE ARTICLE ROLE_NAME "role token" "attached to" objref (rules 111.10j-r,
    303.7, 303.4i)"""
    __slots__ = ()
    rule = "create_role"

class CreateToken(Node):
    """create_token: CREATE (count | that_much) TAPPED? AND_ATTACKING? (token_desc |
    predefined_token) per_each? ENTERS_ATTACKING? | CREATE "a number of" token_desc "equal to"
    quantity | CREATE CARD_NAME "," ARTICLE TOKEN_LEGENDARY token_desc — "create a tapped and
    attacking 1/1 red Warrior creature token" (508.4)"""
    __slots__ = ()
    rule = "create_token"

class CycleSelf(Node):
    """cycle_self: you "cycle" self_ref (rule 702.29c)"""
    __slots__ = ()
    rule = "cycle_self"

class DealDamage(Node):
    """deal_damage: DEAL count DAMAGE TO recipients"""
    __slots__ = ()
    rule = "deal_damage"

class DistributeCounters(Node):
    """distribute_counters: "distribute" count counter_kind "counters" "among" target_ref (601.2d)"""
    __slots__ = ()
    rule = "distribute_counters"


class DealDamageDivided(Node):
    """deal_damage_divided: DEAL count AMONG any_target | DEAL count AMONG target_ref | DEAL count COMMA AMONG any_target | DEAL count COMMA AMONG target_ref | DEAL count COMMA C"""
    __slots__ = ()
    rule = "deal_damage_divided"

class DealDamageEqual(Node):
    """deal_damage_equal: DEAL DAMAGE TO recipients quantity | DEAL quantity TO recipients"""
    __slots__ = ()
    rule = "deal_damage_equal"

class DealsCombatDamage(Node):
    """deals_combat_damage: objref | objref article PLAYER"""
    __slots__ = ()
    rule = "deals_combat_damage"

class DealsDamage(Node):
    """deals_damage: objref "deals damage to" …; source_ref "deals" NONCOMBAT? "damage to" …
    (rules 120.2, 609.7); (objref | source_ref) DEALS_DAMAGE_ANY — "Whenever ~ deals damage" (to
    anything, 603.2c)"""
    __slots__ = ()
    rule = "deals_damage"

class DuringTurn(Node):
    """during_turn: DURING_TURN — "Whenever you cast a spell during an opponent's turn" (whose
    turn it is as the event happens, 500.1, 603.2)"""
    __slots__ = ()
    rule = "during_turn"

class WhileCondition(Node):
    """while_condition: "while" static_condition — "Whenever ~ attacks while you control …"
    (a state the trigger event requires, 603.2)"""
    __slots__ = ()
    rule = "while_condition"

class SourceRef(Node):
    """source_ref: ARTICLE other? colors? nontype? type_list? "source" controlled_by? — "a source
    you control", "another red source you control", "an instant or sorcery source you control"
    (609.7: an object dealing damage, whatever its kind or zone)"""
    __slots__ = ()
    rule = "source_ref"

class DealtDamage(Node):
    """dealt_damage: (objref | some_ref) "is dealt damage" (rule 120.3)"""
    __slots__ = ()
    rule = "dealt_damage"

class YouDealtDamage(Node):
    """you_dealt_damage: "you're dealt damage" (rules 120.3a, 603.2c)"""
    __slots__ = ()
    rule = "you_dealt_damage"

class DealtDamageThisWay(Node):
    """dealt_damage_this_way: article TYPE "dealt damage this way" (rule 614.1a)"""
    __slots__ = ()
    rule = "dealt_damage_this_way"

class DeckLimit(Node):
    """deck_limit: SELF"""
    __slots__ = ()
    rule = "deck_limit"

class DefendingPlayer(Node):
    """defending_player: """
    __slots__ = ()
    rule = "defending_player"

class Destination(Node):
    """destination:  | playerref_possessive ZONE | under_control"""
    __slots__ = ()
    rule = "destination"

class DamageDealers(Node):
    """damage_dealers: objref | group_ref — "target creature", "creatures with flying" (the
    sources of damage a prevention effect names, 615.1a)"""
    __slots__ = ()
    rule = "damage_dealers"

class Destroy(Node):
    """destroy: DESTROY objref"""
    __slots__ = ()
    rule = "destroy"

class Dies(Node):
    """dies: objref | objref DIE | objref DIES | some_ref | some_ref DIE | some_ref DIES"""
    __slots__ = ()
    rule = "dies"

class Discard(Node):
    """discard: DISCARD (count | that_much) KIND AT_RANDOM? | DISCARD objref — "discards that many cards" """
    __slots__ = ()
    rule = "discard"

class DiscardCost(Node):
    """discard_cost:  | some_ref"""
    __slots__ = ()
    rule = "discard_cost"

class DiscardHand(Node):
    """discard_hand: DISCARD playerref_possessive HAND"""
    __slots__ = ()
    rule = "discard_hand"

class Discards(Node):
    """discards: playerref DISCARDS article CARD | playerref article CARD"""
    __slots__ = ()
    rule = "discards"

class DoesntUntap(Node):
    """doesnt_untap: untap_step"""
    __slots__ = ()
    rule = "doesnt_untap"

class CondStatus(Node):
    """cond_status: objref ("is" | STATUS_ISNT) STATUS_STATE | IT_IS STATUS_STATE ("as long as ~ is
    equipped", "as long as it's attacking": 506.4, 301.5, 303.4)"""
    __slots__ = ()
    rule = "cond_status"

class Historic(Node):
    """historic: HISTORIC ("a historic spell": legendary, an artifact, or a Saga, rule 700.6)"""
    __slots__ = ()
    rule = "historic"

class DoesntUntapWhile(Node):
    """doesnt_untap_while: WHOSE_UNTAP_STEP FOR_AS_LONG ("It doesn't untap during its controller's
    untap step for as long as you control ~.", rules 502.3, 611.2b)"""
    __slots__ = ()
    rule = "doesnt_untap_while"

class DoesntUntapStatic(Node):
    """doesnt_untap_static: affected"""
    __slots__ = ()
    rule = "doesnt_untap_static"

class Draw(Node):
    """draw: DRAW (count | that_much) "additional"? KIND per_each? | DRAW "cards equal to" quantity"""
    __slots__ = ()
    rule = "draw"

class Draws(Node):
    """draws: playerref DRAWS article CARD | playerref article CARD"""
    __slots__ = ()
    rule = "draws"

class Duration(Node):
    """duration: FOR_AS_LONG | THIS_TURN | UNTIL_EOT"""
    __slots__ = ()
    rule = "duration"

class EachPlayer(Node):
    """each_player: EACH_PLAYER"""
    __slots__ = ()
    rule = "each_player"


class AttacksPlayer(Node):
    """attacks_player: (objref | some_ref) ATTACKS (you | enchanted_player | an_opponent) ATTACKED_PW?
    (a creature attacking that player, or one of their planeswalkers; 506.2, 508.1b)"""
    __slots__ = ()
    rule = "attacks_player"


class PlayerAttacksPlayer(Node):
    """player_attacks_player: playerref ATTACK (you | enchanted_player | an_opponent) WITH_CREATURES?
    (a player declaring attackers, one or more of them attacking that player; 508.1)"""
    __slots__ = ()
    rule = "player_attacks_player"


class SomeAttackPlayer(Node):
    """some_attack_player: (one_or_more | number OR_MORE object) ATTACK (you | enchanted_player |
    an_opponent) (that many attackers attacking that player; 508.1, 603.2c)"""
    __slots__ = ()
    rule = "some_attack_player"


class EnchantedPlayer(Node):
    """enchanted_player: ENCHANTED_PLAYER (the player a Curse is attached to, rule 303.4b)"""
    __slots__ = ()
    rule = "enchanted_player"


class EachPlayerWhoCant(Node):
    """each_player_who_cant: EACH_WHO_CANT ("Each opponent who can't loses 3 life.": the players
    who couldn't do what the sentence before said, rule 609.3)"""
    __slots__ = ()
    rule = "each_player_who_cant"

class Effects(Node):
    """effects: __effects_plus_5"""
    __slots__ = ()
    rule = "effects"

class Enchant(Node):
    """enchant: ENCHANT (object | ENCHANT_PLAYER) (702.5; an Aura enchanting a player, 303.4)"""
    __slots__ = ()
    rule = "enchant"

class Energy(Node):
    """energy: ENERGY_SYMBOL+ | NUMBER_WORD ENERGY_SYMBOL (rule 107.14)"""
    __slots__ = ()
    rule = "energy"

class Enters(Node):
    """enters: objref ENTER | objref ENTER UNDER playerref_possessive CONTROL | objref ENTERS | objref ENTERS UNDER playerref_possessive CONTROL | some_ref ENTER | s"""
    __slots__ = ()
    rule = "enters"

class EntersAsCopy(Node):
    """enters_as_copy: SELF (ANY | article) object copy_except? — "You may have ~ enter as a copy of
    any creature on the battlefield[, except …]" (707.9, 707.9b)"""
    __slots__ = ()
    rule = "enters_as_copy"

class EntersChoice(Node):
    """enters_choice: "as" SELF "enters" "," "choose" ENTERS_CHOICE other_than_color? (rule 614.12)"""
    __slots__ = ()
    rule = "enters_choice"


class EntersTappedChoice(Node):
    """enters_tapped_choice: SELF "enters tapped" "." "as it enters" "," "choose" ENTERS_CHOICE
    other_than_color? ("This land enters tapped. As it enters, choose a color.", 614.1c, 614.12)"""
    __slots__ = ()
    rule = "enters_tapped_choice"


class OtherThanColor(Node):
    """other_than_color: "other than" COLOR ("choose a color other than green")"""
    __slots__ = ()
    rule = "other_than_color"

class EntersTapped(Node):
    """enters_tapped: SELF | SELF UNLESS playerref CONTROL _or_list{some_ref} | SELF UNLESS playerref CONTROLS _or_list{some_ref}"""
    __slots__ = ()
    rule = "enters_tapped"

class EntersWithCounters(Node):
    """enters_with_counters: SELF count counter_kind | SELF count counter_kind COUNTERS"""
    __slots__ = ()
    rule = "enters_with_counters"

class Equip(Node):
    """equip: EQUIP cost"""
    __slots__ = ()
    rule = "equip"

class Event(Node):
    """event: attacks | becomes_target | blocks | blocks_or_blocked | casts | counter_removed | deals_combat_damage | deals_damage | dies | discards | draws | enter"""
    __slots__ = ()
    rule = "event"

class ExchangeLife(Node):
    """exchange_life: playerref"""
    __slots__ = ()
    rule = "exchange_life"

class Exile(Node):
    """exile: EXILE _and_list{objref} UNTIL_SELF_LEAVES?"""
    __slots__ = ()
    rule = "exile"

class ExtraLand(Node):
    """extra_land: "you may play" (ARTICLE "additional land" | number "additional lands") "on each of your turns" (rule 305.2)"""
    __slots__ = ()
    rule = "extra_land"

class ForEachSentence(Node):
    """for_each_sentence: "for each" object "," clause_chain "." """
    __slots__ = ()
    rule = "for_each_sentence"

class ForEachPlayer(Node):
    """for_each_player: "for each" EACH_ONE_PLAYER "," sentence (rule 101.4)"""
    __slots__ = ()
    rule = "for_each_player"

class GetEmblem(Node):
    """get_emblem: GET granted_abilities (rule 114.1)"""
    __slots__ = ()
    rule = "get_emblem"

class GetPoison(Node):
    """get_poison: GET count POISON_COUNTERS ("that player gets two poison counters", 122.1f)"""
    __slots__ = ()
    rule = "get_poison"


class GetEnergy(Node):
    """get_energy: GET energy (rules 107.14, 122.1)"""
    __slots__ = ()
    rule = "get_energy"

class GrantedAbilities(Node):
    """granted_abilities: keywords and quoted abilities an object has or is given"""
    __slots__ = ()
    rule = "granted_abilities"

class GreatestAmong(Node):
    """greatest_among: "the greatest" STAT "among" object"""
    __slots__ = ()
    rule = "greatest_among"

class HasBasePt(Node):
    """has_base_pt: HAVE base_pt duration? (rule 613.4b)"""
    __slots__ = ()
    rule = "has_base_pt"

class HavingCounters(Node):
    """having_counters: "with" (ARTICLE | ONE_OR_MORE) counter_kind COUNTER "on" ON_WHAT | "with" ANY_COUNTER "on" ON_WHAT (rule 122)"""
    __slots__ = ()
    rule = "having_counters"

class ExcessDamage(Node):
    """excess_damage: EXCESS_DAMAGE ("the amount of excess damage dealt to that creature this way",
    rules 120.4a, 120.10)"""
    __slots__ = ()
    rule = "excess_damage"

class ExcessDealt(Node):
    """excess_dealt: "excess damage was dealt" [to …] "this way" (rule 120.10)"""
    __slots__ = ()
    rule = "excess_dealt"


class ActedThisWay(Node):
    """acted_this_way: (article | AT_LEAST_ONE) object ("was" | "is" | "were") THIS_WAY ("If a
    creature card was exiled this way", 608.2c)"""
    __slots__ = ()
    rule = "acted_this_way"

class OpponentsCount(Node):
    """opponents_count: "the number of opponents you have" (rule 102.3)"""
    __slots__ = ()
    rule = "opponents_count"

class CounterAbility(Node):
    """counter_ability: COUNTER "target" STACK_ABILITIES [you don't control] (rules 701.5a, 113.7a)"""
    __slots__ = ()
    rule = "counter_ability"

class IsWithBasePtStatic(Node):
    """is_with_base_pt_static: affected [LOSES_ALL "and"] is … with base_pt [in addition …] [grant_tail …]
    (rules 205.1a-b, 105.3, 613.4b)"""
    __slots__ = ()
    rule = "is_with_base_pt_static"

class LoseAllStatic(Node):
    """lose_all_static: affected LOSES_ALL ("and" HAVE base_pt)? (rules 613.1f, 613.4b)"""
    __slots__ = ()
    rule = "lose_all_static"

class LosesAll(Node):
    """loses_all: LOSES_ALL_E duration? (rule 613.1f)"""
    __slots__ = ()
    rule = "loses_all"

class ManaActivate(Node):
    """mana_activate: "to"? "activate" ABILITIES "of" article? object | … "of" article? TYPE
    SOURCE_NOUN of_chosen? (rule 106.6)"""
    __slots__ = ()
    rule = "mana_activate"

class ManaCast(Node):
    """mana_cast: "to"? "cast" (article? object | "your commander") (rule 106.6)"""
    __slots__ = ()
    rule = "mana_cast"

class ManaRestriction(Node):
    """mana_restriction: MANA_SPENT mana_use ("or" mana_use)* CANT_BE_COUNTERED? "." (rule 106.6)"""
    __slots__ = ()
    rule = "mana_restriction"

class MayNotUntap(Node):
    """may_not_untap: "you may choose not to untap" SELF "during your untap step" (rule 502.3)"""
    __slots__ = ()
    rule = "may_not_untap"

class OfChosen(Node):
    """of_chosen: ("of the chosen" | "of that") CHOSEN_QUALITY (rules 614.12, 608.2d)"""
    __slots__ = ()
    rule = "of_chosen"

class OneOrMore(Node):
    """one_or_more: "one or more" object (rules 603.2c, 603.6a)"""
    __slots__ = ()
    rule = "one_or_more"

class OnlyDuring(Node):
    """only_during: "only" TIME_WINDOW (rule 602.5b)"""
    __slots__ = ()
    rule = "only_during"

class PayEnergyCost(Node):
    """pay_energy_cost: "pay" energy (rule 107.14)"""
    __slots__ = ()
    rule = "pay_energy_cost"

class PerRemoved(Node):
    """per_removed: "for each" counter_kind? "counter removed this way" """
    __slots__ = ()
    rule = "per_removed"

class PreventNext(Node):
    """prevent_next: "prevent the next" number "damage that would be dealt" prevent_to duration? (rule 615.7)"""
    __slots__ = ()
    rule = "prevent_next"

class PreventNextTime(Node):
    """prevent_next_time: "the next time" chosen_source "would deal damage" prevent_to? duration? "," "prevent that damage" "." (rules 615.8, 615.9)"""
    __slots__ = ()
    rule = "prevent_next_time"

class ChosenSource(Node):
    """chosen_source: ARTICLE colors? SOURCE_TYPE? "source of your choice" (rule 609.7a)"""
    __slots__ = ()
    rule = "chosen_source"

class KeepsSource(Node):
    """keeps_source: (grant_keywords | static_pt_and_grant) "." "this effect doesn't remove" SELF (rule 702.16n)"""
    __slots__ = ()
    rule = "keeps_source"

class RevealUntil(Node):
    """reveal_until: REVEAL "cards from the top of" playerref_possessive "library until" REVEALER "reveal" count object (rule 701.16a)"""
    __slots__ = ()
    rule = "reveal_until"

class PutFound(Node):
    """put_found: PUT FOUND_CARDS FOUND_DEST ("and" rest_dest)?"""
    __slots__ = ()
    rule = "put_found"

class PutRevealed(Node):
    """put_revealed: PUT "those cards into their graveyard" | PUT "all cards revealed this way into their graveyard" """
    __slots__ = ()
    rule = "put_revealed"

class ShuffleOthers(Node):
    """shuffle_others: SHUFFLE SHUFFLE_OTHERS"""
    __slots__ = ()
    rule = "shuffle_others"

class QuotedAbility(Node):
    """quoted_ability: QUOTED (an ability line of its own, rule 113.2c)"""
    __slots__ = ()
    rule = "quoted_ability"

class Reflexive(Node):
    """reflexive: "when you do" "," clause_chain "." (rule 603.12)"""
    __slots__ = ()
    rule = "reflexive"

class ReplacementAction(Node):
    """replacement_action: REPLACE_WITH (rule 614.1a)"""
    __slots__ = ()
    rule = "replacement_action"

class Sacrifices(Node):
    """sacrifices: playerref SACRIFICE (some_ref | self_ref) (rule 701.17)"""
    __slots__ = ()
    rule = "sacrifices"

class SomeAttack(Node):
    """some_attack: one_or_more "attack" (rule 508.3d)"""
    __slots__ = ()
    rule = "some_attack"

class PutObjectIs(Node):
    """put_object_is: PUT_OBJECT_IS article colors? SUBTYPE* TYPE* ADDITION_OTHER? "." (rules
    205.1a-b: "It's an enchantment." after a permanent is put onto the battlefield)"""
    __slots__ = ()
    rule = "put_object_is"

class CondBoth(Node):
    """cond_both: static_condition "and" static_condition ("~'s impending cost was paid and it has
    a time counter on it")"""
    __slots__ = ()
    rule = "cond_both"

class NotTypeStatic(Node):
    """not_type_static: (affected ("isn't" | "is not") | IT_IS_NOT) article TYPE ("it's not a
    creature", 205.1a)"""
    __slots__ = ()
    rule = "not_type_static"

class StillLand(Node):
    """still_land: ITS "still a land" "." (rule 205.1b)"""
    __slots__ = ()
    rule = "still_land"

class TapOrUntap(Node):
    """tap_or_untap: "tap or untap" objref"""
    __slots__ = ()
    rule = "tap_or_untap"


class TargetingRef(Node):
    """targeting_ref: """
    __slots__ = ()
    rule = "targeting_ref"

class Exploits(Node):
    """exploits: objref"""
    __slots__ = ()
    rule = "exploits"

class AttacksDespiteDefender(Node):
    """attacks_despite_defender: "can attack" duration DESPITE_DEFENDER — "~ can attack this turn
    as though it didn't have defender." (702.3b)"""
    __slots__ = ()
    rule = "attacks_despite_defender"

class AttacksDespiteDefenderStatic(Node):
    """attacks_despite_defender_static: affected "can attack" DESPITE_DEFENDER (702.3b)"""
    __slots__ = ()
    rule = "attacks_despite_defender_static"

class AttacksWith(Node):
    """attacks_with: objref "and at least" number OTHER_ATTACKER? object "attack" (training 702.149a, battalion)"""
    __slots__ = ()
    rule = "attacks_with"

class BlockingRef(Node):
    """blocking_ref: """
    __slots__ = ()
    rule = "blocking_ref"

class BecomesBlockedBy(Node):
    """becomes_blocked_by: objref some_ref"""
    __slots__ = ()
    rule = "becomes_blocked_by"

class DiscardSelfCost(Node):
    """discard_self_cost: self_ref"""
    __slots__ = ()
    rule = "discard_self_cost"

class ExileSelfCost(Node):
    """exile_self_cost: self_ref"""
    __slots__ = ()
    rule = "exile_self_cost"

class Fight(Node):
    """fight: FIGHT objref | FIGHTS objref"""
    __slots__ = ()
    rule = "fight"

class GainControl(Node):
    """gain_control: GAIN objref | GAIN objref duration"""
    __slots__ = ()
    rule = "gain_control"

class GainLife(Node):
    """gain_life: GAIN count LIFE | GAIN count LIFE per_each | GAIN quantity | GAIN quantity LIFE"""
    __slots__ = ()
    rule = "gain_life"

class GainsKeywords(Node):
    """gains_keywords: GAIN QUOTED | GAIN QUOTED duration | GAIN _and_list{keyword_name} | GAIN _and_list{keyword_name} duration"""
    __slots__ = ()
    rule = "gains_keywords"

class YouAndPlayer(Node):
    """you_and_player: you AND (target_player | that_player) EACH — "You and target opponent each
    draw a card" """
    __slots__ = ()
    rule = "you_and_player"

class GainsKeywordChoice(Node):
    """gains_keyword_choice: GAIN YOUR_CHOICE_OF _or_list{keyword_name} duration? — "gains your
    choice of flying, vigilance, or lifelink until end of turn" (608.2d)"""
    __slots__ = ()
    rule = "gains_keyword_choice"

class GainsOrLosesLife(Node):
    """gains_or_loses_life: playerref "gain or lose" "life" (119.3, 119.9)"""
    __slots__ = ()
    rule = "gains_or_loses_life"

class GainsLife(Node):
    """gains_life: playerref ("gain" | "gains") "life" (FIRST_TIME | FIRST_IN_YOUR_TURN)?"""
    __slots__ = ()
    rule = "gains_life"

class GetsPt(Node):
    """gets_pt: GET ADDITIONAL? PT_CHANGE per_each? duration? | GET ADDITIONAL? PT_CHANGE duration per_each"""
    __slots__ = ()
    rule = "gets_pt"

class GrantKeywords(Node):
    """grant_keywords: affected HAVE QUOTED | affected HAVE _and_list{keyword_name}"""
    __slots__ = ()
    rule = "grant_keywords"

class GrantAndType(Node):
    """grant_and_type: affected HAVE granted_abilities ","? "and" type_tail (rules 613.1d, 613.1f)"""
    __slots__ = ()
    rule = "grant_and_type"

class GrantTail(Node):
    """grant_tail: HAVE QUOTED | HAVE _and_list{keyword_name} | LOSES keyword_name | CANT static_restriction | EACH_COMBAT"""
    __slots__ = ()
    rule = "grant_tail"

class HalfOf(Node):
    """half_of: HALF (quantity_noun | number_of | cards_in_zone | life_total | stat_of) (COMMA ROUNDING)? —
    "half the number of Forests you control, rounded down" """
    __slots__ = ()
    rule = "half_of"

class HandRevealed(Node):
    """hand_revealed: playerref"""
    __slots__ = ()
    rule = "hand_revealed"

class InZone(Node):
    """in_zone: FROM zone_ref | IN zone_ref"""
    __slots__ = ()
    rule = "in_zone"

class InterveningIf(Node):
    """intervening_if: COMMA IF static_condition"""
    __slots__ = ()
    rule = "intervening_if"

class IsChosenType(Node):
    """is_chosen_type: attached_ref"""
    __slots__ = ()
    rule = "is_chosen_type"

class ItIs(Node):
    """it_is: article object | object"""
    __slots__ = ()
    rule = "it_is"

class Keyword(Node):
    """keyword: cost_keyword | enchant | equip | number_keyword | protection | simple_keyword"""
    __slots__ = ()
    rule = "keyword"

class KeywordLine(Node):
    """keyword_line: keyword_list | keyword_list DOT"""
    __slots__ = ()
    rule = "keyword_line"

class KeywordList(Node):
    """keyword_list: keyword | keyword __keyword_list_star_9"""
    __slots__ = ()
    rule = "keyword_list"

class GrantedCostKeyword(Node):
    """granted_cost_keyword: KW_COST mana_cost ("has ward {1}", rule 702.21a)"""
    __slots__ = ()
    rule = "granted_cost_keyword"


class WithEitherStat(Node):
    """with_either_stat: "with power or toughness" comparison — "target creature with power or
    toughness 4 or greater" (either stat meets it)"""
    __slots__ = ()
    rule = "with_either_stat"


class EnteredThisTurn(Node):
    """entered_this_turn: "that entered" "the battlefield"? "this turn" — "target nonblack creature
    that entered this turn", "each creature you control that entered this turn" (603.6a, 400.7)"""
    __slots__ = ()
    rule = "entered_this_turn"


class DifferentControllers(Node):
    """different_controllers: "controlled by different players" (601.2c: no two of the targets
    chosen together controlled by one player)"""
    __slots__ = ()
    rule = "different_controllers"


class WithTotal(Node):
    """with_total: "with total" STAT number "or less" ("any number of target artifact cards with
    total mana value 10 or less": the targets chosen together, rule 601.2c)"""
    __slots__ = ()
    rule = "with_total"


class WithNoAbilities(Node):
    """with_no_abilities: "with no abilities" ("a creature card with no abilities", 113.1)"""
    __slots__ = ()
    rule = "with_no_abilities"


class GrantedNumberKeyword(Node):
    """granted_number_keyword: KW_N number ("a Vehicle artifact token with crew 1", 702.122a)"""
    __slots__ = ()
    rule = "granted_number_keyword"

class KeywordName(Node):
    """keyword_name: KEYWORD_NAME | landwalk"""
    __slots__ = ()
    rule = "keyword_name"

class Landwalk(Node):
    """landwalk: LANDWALK"""
    __slots__ = ()
    rule = "landwalk"

class LeavesGraveyard(Node):
    """leaves_graveyard: (one_or_more | some_ref) "leave(s)" YOUR "graveyard" (rule 603.2c)"""
    __slots__ = ()
    rule = "leaves_graveyard"

class PutIntoGraveyard(Node):
    """put_into_graveyard: (objref | some_ref) "is put into" GRAVEYARD_WHOSE "graveyard"
    GRAVEYARD_FROM | one_or_more "are put into" … (rules 400.3, 603.2c)"""
    __slots__ = ()
    rule = "put_into_graveyard"

class Leaves(Node):
    """leaves: objref"""
    __slots__ = ()
    rule = "leaves"

class LifeTotal(Node):
    """life_total: playerref_possessive"""
    __slots__ = ()
    rule = "life_total"

class LookAtTop(Node):
    """look_at_top: LOOK KIND OF playerref_possessive LIBRARY | LOOK KIND OF playerref_possessive LIBRARY COMMA | LOOK number KIND OF playerref_possessive LIBRARY | LOOK  — also "look at that many cards from the top of your library" (that_much)"""
    __slots__ = ()
    rule = "look_at_top"

class LoseGame(Node):
    """lose_game: LOSE"""
    __slots__ = ()
    rule = "lose_game"


class WinGame(Node):
    """win_game: WIN "the game" (rule 104.2b)"""
    __slots__ = ()
    rule = "win_game"

class LoseKeywords(Node):
    """lose_keywords: affected LOSES _and_list{keyword_name}"""
    __slots__ = ()
    rule = "lose_keywords"

class LoseLife(Node):
    """lose_life: LOSE count LIFE | LOSE count LIFE per_each | LOSE quantity | LOSE quantity LIFE | LOSE half_of —
    "loses half their life, rounded up" """
    __slots__ = ()
    rule = "lose_life"

class Loyalty(Node):
    """loyalty: LOYALTY_COST COLON effects"""
    __slots__ = ()
    rule = "loyalty"

class ManaChoice(Node):
    """mana_choice: mana_cost | mana_cost COMMA mana_cost COMMA OR mana_cost | mana_cost __mana_choice_star_8"""
    __slots__ = ()
    rule = "mana_choice"

class ManaCost(Node):
    """mana_cost: __mana_cost_plus_0"""
    __slots__ = ()
    rule = "mana_cost"

class MayClause(Node):
    """may_clause: objref predicate | playerref MAY predicate"""
    __slots__ = ()
    rule = "may_clause"

class Mill(Node):
    """mill: MILL (count | that_much) KIND | MILL quantity — "mills that many cards" """
    __slots__ = ()
    rule = "mill"

class Modal(Node):
    """modal: "choose" MODE_COUNT "—" mode+ | "choose" MODE_COUNT "." same_mode_again mode+ |
    "choose" pawprint_worth same_mode_again pawprint_mode+ (rule 700.2)"""
    __slots__ = ()
    rule = "modal"

class SameModeAgain(Node):
    """same_mode_again: "You may choose the same mode more than once." (rule 700.2d)"""
    __slots__ = ()
    rule = "same_mode_again"

class PawprintWorth(Node):
    """pawprint_worth: "up to" NUMBER_WORD "{P}" "worth of modes" "." (rule 700.2i)"""
    __slots__ = ()
    rule = "pawprint_worth"

class PawprintMode(Node):
    """pawprint_mode: PAWPRINTS "—" effects (rule 700.2i)"""
    __slots__ = ()
    rule = "pawprint_mode"

class Mode(Node):
    """mode: effects"""
    __slots__ = ()
    rule = "mode"

class NamedSelf(Node):
    """named_self: NAMED SELF"""
    __slots__ = ()
    rule = "named_self"

class IsAlso(Node):
    """is_also: ("is" | "'s") article? colors? SUBTYPE* TYPE* ADDITION_OTHER (611.2a, 205.1b)"""
    __slots__ = ()
    rule = "is_also"

class WithGreatest(Node):
    """with_greatest: "with the greatest" STAT ("among" object)?"""
    __slots__ = ()
    rule = "with_greatest"

class SameNameAs(Node):
    """same_name_as: "with the same name as" (pronoun_ref | self_ref) (rule 201.2)"""
    __slots__ = ()
    rule = "same_name_as"

class NamedCard(Node):
    """named_card: NAMED CARD_NAME (another card's name, rule 201.2)"""
    __slots__ = ()
    rule = "named_card"

class NoMaxHand(Node):
    """no_max_hand: """
    __slots__ = ()
    rule = "no_max_hand"

class Noncolor(Node):
    """noncolor: NONCOLOR"""
    __slots__ = ()
    rule = "noncolor"

class Nontype(Node):
    """nontype: NONTYPE | SUBTYPE"""
    __slots__ = ()
    rule = "nontype"

class NotControlledBy(Node):
    """not_controlled_by: playerref CONTROL"""
    __slots__ = ()
    rule = "not_controlled_by"

class Number(Node):
    """number: DIGITS | NUMBER_WORD | X"""
    __slots__ = ()
    rule = "number"

class NumberKeyword(Node):
    """number_keyword: KW_N number"""
    __slots__ = ()
    rule = "number_keyword"

class NumberOf(Node):
    """number_of: object"""
    __slots__ = ()
    rule = "number_of"

class ObjNoun(Node):
    """obj_noun: KIND | type_list | type_list KIND | KIND "or" KIND | SOURCES"""
    __slots__ = ()
    rule = "obj_noun"

class ObjSuffix(Node):
    """obj_suffix: controlled_by | in_zone | named_self | not_controlled_by | of_choice | on_battlefield | other_than_self | owned_by | shares_type | with_keyword | with"""
    __slots__ = ()
    rule = "obj_suffix"

class Object(Node):
    """object: __object_star_1 obj_noun | __object_star_1 obj_noun __object_star_2 | obj_noun | obj_noun __object_star_2"""
    __slots__ = ()
    rule = "object"

class Objref(Node):
    """objref: all_ref | attached_ref | chosen_ref | pronoun_ref | self_ref | some_ref | target_ref"""
    __slots__ = ()
    rule = "objref"

class OfChoice(Node):
    """of_choice: OF CHOICE | OF THEIR CHOICE | OF YOUR CHOICE"""
    __slots__ = ()
    rule = "of_choice"

class OnBattlefield(Node):
    """on_battlefield: """
    __slots__ = ()
    rule = "on_battlefield"

class OnceEachTurn(Node):
    """once_each_turn: """
    __slots__ = ()
    rule = "once_each_turn"

class Other(Node):
    """other: OTHER"""
    __slots__ = ()
    rule = "other"

class OtherThanSelf(Node):
    """other_than_self: SELF"""
    __slots__ = ()
    rule = "other_than_self"

class Otherwise(Node):
    """otherwise: OTHERWISE COMMA clause_chain DOT"""
    __slots__ = ()
    rule = "otherwise"

class CounteredInstead(Node):
    """countered_instead: COUNTERED_THIS_WAY COMMA COUNTERED_DEST INSTEAD_OF NOT_GRAVEYARD DOT — "If that
    spell is countered this way, exile it instead of putting it into its owner's graveyard." (where
    the spell countered by the sentence before goes, 701.5a)"""
    __slots__ = ()
    rule = "countered_instead"


class UnlessRestated(Node):
    """unless_restated: clause_chain "unless" playerref pay ("If you control a creature with
    flying, counter that spell unless its controller pays {4} instead.": rule 118.12a, in place of
    the "unless" sentence before)"""
    __slots__ = ()
    rule = "unless_restated"


class Instead(Node):
    """instead: IF condition COMMA (clause_chain | damage_restated) INSTEAD DOT — "If a creature
    died this turn, you gain 8 life instead." (replaces the sentence before under a condition)"""
    __slots__ = ()
    rule = "instead"

class DamageRestated(Node):
    """damage_restated: objref DEAL count DAMAGE — "it deals 4 damage" (the recipients of the
    damage of the sentence before)"""
    __slots__ = ()
    rule = "damage_restated"

class OwnedBy(Node):
    """owned_by: playerref OWN | playerref OWNS"""
    __slots__ = ()
    rule = "owned_by"

class OwnerOf(Node):
    """owner_of: ITS OWNER | ITS OWNERS | THEIR OWNER | THEIR OWNERS | objref POSSESSIVE OWNER | objref POSSESSIVE OWNERS"""
    __slots__ = ()
    rule = "owner_of"

class PayLifeCost(Node):
    """pay_life_cost: PAY number LIFE"""
    __slots__ = ()
    rule = "pay_life_cost"

class PerEach(Node):
    """per_each: object"""
    __slots__ = ()
    rule = "per_each"

class PerEachStatic(Node):
    """per_each_static: object"""
    __slots__ = ()
    rule = "per_each_static"

class PlayerCant(Node):
    """player_cant: playerref | playerref CAST object | playerref CAST object THIS_TURN | playerref THIS_TURN"""
    __slots__ = ()
    rule = "player_cant"

class Playerref(Node):
    """playerref: an_opponent | controller_of | defending_player | each_player | owner_of | target_player | that_player | you"""
    __slots__ = ()
    rule = "playerref"

class PlayerrefPossessive(Node):
    """playerref_possessive: ITS_OWNERS | THEIR | YOUR | playerref POSSESSIVE"""
    __slots__ = ()
    rule = "playerref_possessive"

class Predicate(Node):
    """predicate: add_mana | attach | attacks_if_able | becomes | cant | cant_be_regenerated | choose_new_targets | copy_spell | counter_spell | create_token | deal_dam"""
    __slots__ = ()
    rule = "predicate"

class Prevent(Node):
    """prevent: "prevent all" COMBAT? "damage that would be dealt" prevent_to? (duration prevent_by? | prevent_by duration?)? | … duration prevent_to (rule 615)"""
    __slots__ = ()
    rule = "prevent"

class DamageInstead(Node):
    """damage_instead: "if" damage_source "would deal damage" damage_recipients? "," DAMAGE_DEALER
    "deals" damage_change damage_to_again? "instead" — "If a source you control would deal damage
    to a permanent or player, it deals double that damage to that permanent or player instead."
    (614.1a)"""
    __slots__ = ()
    rule = "damage_instead"

class DamageSource(Node):
    """damage_source: source_ref | some_ref | SELF — "a source you control", "a creature you
    control", "~" """
    __slots__ = ()
    rule = "damage_source"

class DamageRecipients(Node):
    """damage_recipients: "to" _or_list{damage_recipient} — "to an opponent or a permanent an
    opponent controls" """
    __slots__ = ()
    rule = "damage_recipients"

class DamageRecipient(Node):
    """damage_recipient: some_ref | object | an_opponent | you | DAMAGE_PLAYER | SELF"""
    __slots__ = ()
    rule = "damage_recipient"

class DamageChange(Node):
    """damage_change: DAMAGE_FACTOR | "that much damage" DAMAGE_SIGN number — "double that
    damage", "that much damage plus 2" """
    __slots__ = ()
    rule = "damage_change"

class DamageToAgain(Node):
    """damage_to_again: "to" (DAMAGE_RESTATED | SELF) — "to that permanent or player" (the
    recipient named before)"""
    __slots__ = ()
    rule = "damage_to_again"

class CountersInstead(Node):
    """counters_instead: "if one or more" counter_kind? "counters would be put on" counters_put_on
    "," MANY_INSTEAD those_counters "are put on" COUNTERS_AGAIN "instead" — "If one or more +1/+1
    counters would be put on a creature you control, that many plus one +1/+1 counters are put on
    it instead." (614.1a, 122.6)"""
    __slots__ = ()
    rule = "counters_instead"

class CountersMinusOne(Node):
    """counters_minus_one: … "that many" counter_kind "counters minus one are put on" … — "that
    many -1/-1 counters minus one are put on it instead" """
    __slots__ = ()
    rule = "counters_minus_one"

class CountersInsteadEffect(Node):
    """counters_instead_effect: "if an effect would put one or more" counter_kind? "counters on"
    counters_put_on "," "it puts" MANY_INSTEAD "of those counters on" COUNTERS_AGAIN "instead"
    (counters an effect puts, not a cost: 614.1a)"""
    __slots__ = ()
    rule = "counters_instead_effect"

class CountersPutOn(Node):
    """counters_put_on: some_ref | SELF — "a creature you control", "~" """
    __slots__ = ()
    rule = "counters_put_on"

class ThoseCounters(Node):
    """those_counters: counter_kind "counters" | "of each of those kinds of counters" """
    __slots__ = ()
    rule = "those_counters"

class TokensInstead(Node):
    """tokens_instead: "if one or more" TOKEN_KIND? "tokens would be created" UNDER_YOUR_CONTROL?
    "," MANY_INSTEAD "of those tokens are created instead" (614.1a, 111.1)"""
    __slots__ = ()
    rule = "tokens_instead"

class LifeGainInstead(Node):
    """life_gain_instead: "if" LIFE_GAINER "would gain life" "," (LIFE_PLUS number | LIFE_TWICE |
    LIFE_NONE | LIFE_LOST) "instead" (614.1a, 119.3)"""
    __slots__ = ()
    rule = "life_gain_instead"

class TokensInsteadEffect(Node):
    """tokens_instead_effect: "if an effect would create one or more tokens" UNDER_YOUR_CONTROL?
    "," "it creates" MANY_INSTEAD "of those tokens instead" """
    __slots__ = ()
    rule = "tokens_instead_effect"

class LosesKeywords(Node):
    """loses_keywords: LOSES_KW _and_list{keyword_name} duration — "Target creature loses flying
    until end of turn." (613.1f)"""
    __slots__ = ()
    rule = "loses_keywords"

class EndTurn(Node):
    """end_turn: "end the turn" (721.1)"""
    __slots__ = ()
    rule = "end_turn"

class MustBeBlocked(Node):
    """must_be_blocked: "must be blocked" duration "if able" — "Target creature must be blocked
    this turn if able." (509.1c)"""
    __slots__ = ()
    rule = "must_be_blocked"

class BlocksIfAble(Node):
    """blocks_if_able: "blocks" duration "if able" — "Target creature blocks this turn if able."
    (509.1c)"""
    __slots__ = ()
    rule = "blocks_if_able"

class MustBeBlockedStatic(Node):
    """must_be_blocked_static: affected "must be blocked if able" — "This creature must be blocked
    if able." (509.1c)"""
    __slots__ = ()
    rule = "must_be_blocked_static"

class PlayerHexproof(Node):
    """player_hexproof: "you have" PLAYER_KEYWORD — "You have hexproof." (702.11c, 702.18c)"""
    __slots__ = ()
    rule = "player_hexproof"

class PreventBy(Node):
    """prevent_by: "by" damage_dealers — the sources whose damage is prevented (615.1a)"""
    __slots__ = ()
    rule = "prevent_by"

class PreventDealtBy(Node):
    """prevent_dealt_by: "prevent all" COMBAT? "damage" THAT_W? damage_dealers "would deal"
    prevent_to? duration? — "Prevent all damage target creature would deal this turn." (615)"""
    __slots__ = ()
    rule = "prevent_dealt_by"

class PreventFromSource(Node):
    """prevent_from_source: playerref CONTROL number | playerref CONTROLS number"""
    __slots__ = ()
    rule = "prevent_from_source"

class PreventThenCounters(Node):
    """prevent_then_counters: ("if" COMBAT? "damage would be dealt to" affected ("while"
    cond_counters)? | "if a source would deal damage to" you) "," "prevent that damage" ("and" |
    ".") prevented_counters (rule 615.5)"""
    __slots__ = ()
    rule = "prevent_then_counters"

class PreventedCounters(Node):
    """prevented_counters: PUT_REMOVE (ARTICLE | THAT_MANY) counter_kind ("counter" | "counters")
    ("on" | "from") (SELF | COUNTERS_IT) PER_PREVENTED? (rule 615.5)"""
    __slots__ = ()
    rule = "prevented_counters"

class PreventStatic(Node):
    """prevent_static: "prevent all" COMBAT? "damage that would be dealt to" affected ("by" object)? (615)"""
    __slots__ = ()
    rule = "prevent_static"

class PreventToAndBy(Node):
    """prevent_to_and_by: "prevent all" COMBAT? "damage that would be dealt to and dealt by"
    objref duration? — both the damage dealt to it and the damage it deals (615)"""
    __slots__ = ()
    rule = "prevent_to_and_by"

class PreventStaticBy(Node):
    """prevent_static_by: "prevent all" COMBAT? "damage that would be dealt by" affected (615)"""
    __slots__ = ()
    rule = "prevent_static_by"

class PreventStaticToAndBy(Node):
    """prevent_static_to_and_by: "prevent all" COMBAT? "damage that would be dealt to and dealt
    by" affected (615)"""
    __slots__ = ()
    rule = "prevent_static_to_and_by"

class PreventTo(Node):
    """prevent_to: TO _and_list{recipient}"""
    __slots__ = ()
    rule = "prevent_to"

class PronounRef(Node):
    """pronoun_ref: PRONOUN | THAT KIND | THAT SUBTYPE | THAT TYPE | THAT TYPE KIND | TYPE"""
    __slots__ = ()
    rule = "pronoun_ref"

class Protection(Node):
    """protection: quality | quality AND quality | quality __protection_star_10"""
    __slots__ = ()
    rule = "protection"

class HexproofFrom(Node):
    """hexproof_from: "hexproof from" quality ("and from" quality)* | "hexproof from" quality "and"
    quality (rule 702.11d)"""
    __slots__ = ()
    rule = "hexproof_from"

class PutCounters(Node):
    """put_counters: PUT count counter_kind COUNTERS ON objref | PUT count counter_kind COUNTERS ON objref per_each | PUT count counter_kind ON objref | PUT count counter_"""
    __slots__ = ()
    rule = "put_counters"

class PutCountersOf(Node):
    """put_counters_of: PUT ("its" | objref POSSESSIVE) "counters on" objref ("put its counters on
    target creature you control", rule 122.8)"""
    __slots__ = ()
    rule = "put_counters_of"

class PutFromAmong(Node):
    """put_from_among: PUT count object "from among the cards" AMONG_THIS_WAY "into" your "hand"
    (the cards the effect before moved)"""
    __slots__ = ()
    rule = "put_from_among"

class PutInto(Node):
    """put_into: PUT objref INTO playerref_possessive ZONE"""
    __slots__ = ()
    rule = "put_into"

class PutOnLibrary(Node):
    """put_on_library: PUT objref ON BOTTOM OF playerref_possessive LIBRARY | PUT objref ON OF playerref_possessive LIBRARY | PUT objref ON TOP OF playerref_possessive LIBRA"""
    __slots__ = ()
    rule = "put_on_library"

class PutOntoBattlefield(Node):
    """put_onto_battlefield: PUT objref | PUT objref TAPPED | PUT objref TAPPED under_control | PUT objref under_control | PUT objref TAPPED AND_ATTACKING (508.4)"""
    __slots__ = ()
    rule = "put_onto_battlefield"

class Quality(Node):
    """quality: ARTIFACTS | CREATURES | EVERYTHING | INSTANTS | SUBTYPE | color"""
    __slots__ = ()
    rule = "quality"

class Quantity(Node):
    """quantity: cards_in_zone | half_of | life_total | number | number_of | stat_of | that_much"""
    __slots__ = ()
    rule = "quantity"

class QuantityNoun(Node):
    """quantity_noun: THEIR ZONE | playerref_possessive LIFE | playerref_possessive ZONE"""
    __slots__ = ()
    rule = "quantity_noun"

class Recipient(Node):
    """recipient: any_target | objref | playerref | target_player_or"""
    __slots__ = ()
    rule = "recipient"

class Recipients(Node):
    """recipients: _and_list{recipient}"""
    __slots__ = ()
    rule = "recipients"

class Regenerate(Node):
    """regenerate: REGENERATE objref"""
    __slots__ = ()
    rule = "regenerate"

class PutCountersCost(Node):
    """put_counters_cost: "put" count counter_kind ("counter" | "counters") "on" self_ref (rule 118.3)"""
    __slots__ = ()
    rule = "put_counters_cost"

class RemoveCountersCost(Node):
    """remove_counters_cost: REMOVE count counter_kind COUNTERS FROM self_ref | REMOVE count counter_kind FROM self_ref"""
    __slots__ = ()
    rule = "remove_counters_cost"

class Restriction(Node):
    """restriction:  | ATTACK_OR_BLOCK"""
    __slots__ = ()
    rule = "restriction"

class ReturnTo(Node):
    """return_to: RETURN objref TO destination"""
    __slots__ = ()
    rule = "return_to"

class Reveal(Node):
    """reveal: REVEAL objref"""
    __slots__ = ()
    rule = "reveal"

class RevealHand(Node):
    """reveal_hand: REVEAL playerref_possessive HAND"""
    __slots__ = ()
    rule = "reveal_hand"

class Sacrifice(Node):
    """sacrifice: SACRIFICE objref"""
    __slots__ = ()
    rule = "sacrifice"

class SacrificeCost(Node):
    """sacrifice_cost: self_ref | some_ref"""
    __slots__ = ()
    rule = "sacrifice_cost"

class Scry(Node):
    """scry: SCRY number"""
    __slots__ = ()
    rule = "scry"


class PutOnLibraryChoice(Node):
    """put_on_library_choice: PUT objref ("… puts it on their choice of the top or bottom of their
    library")"""
    __slots__ = ()
    rule = "put_on_library_choice"


class ChooseQuality(Node):
    """choose_quality: "choose a" CHOSEN_KIND"""
    __slots__ = ()
    rule = "choose_quality"


class LookAtHand(Node):
    """look_at_hand: LOOK playerref_possessive "hand" """
    __slots__ = ()
    rule = "look_at_hand"


class ChooseFrom(Node):
    """choose_from: some_ref ("You choose a nonland card from it.")"""
    __slots__ = ()
    rule = "choose_from"


class CollectEvidence(Node):
    """collect_evidence: "collect(s)" "evidence" number (rule 701.57a)"""
    __slots__ = ()
    rule = "collect_evidence"

class PerformsAction(Node):
    """performs_action: playerref _or_list{ACTION_DONE} — "Whenever you scry", "Whenever you
    scry or surveil", "Whenever you proliferate" (a keyword action of rule 701 performed)"""
    __slots__ = ()
    rule = "performs_action"


class TurnsFaceUp(Node):
    """turns_face_up: playerref "turn" some_ref "face up" — "Whenever you turn a permanent face
    up" (702.37e, 708.8)"""
    __slots__ = ()
    rule = "turns_face_up"


class CyclesCard(Node):
    """cycles_card: playerref "cycle" OR_DISCARD? some_ref — "Whenever you cycle a card",
    "Whenever you cycle or discard another card" (702.29c, 702.29e)"""
    __slots__ = ()
    rule = "cycles_card"


class CollectsEvidence(Node):
    """collects_evidence: you "collect evidence" (trigger, rule 701.57a)"""
    __slots__ = ()
    rule = "collects_evidence"

class Investigate(Node):
    """investigate: (rule 701.36a: "Create a Clue token.")"""
    __slots__ = ()
    rule = "investigate"

# ---- keyword actions (rule 701)
class KeywordAction(Node):
    """keyword_action: proliferate | explore | connive | … (inlined: one of the actions below)"""
    __slots__ = ()
    rule = "keyword_action"

class Proliferate(Node):
    """proliferate: (rule 701.27a)"""
    __slots__ = ()
    rule = "proliferate"

class Explore(Node):
    """explore: (rule 701.40a)"""
    __slots__ = ()
    rule = "explore"

class Connive(Node):
    """connive: (rule 701.47a)"""
    __slots__ = ()
    rule = "connive"

class Adapt(Node):
    """adapt: ADAPT number (rule 701.43a)"""
    __slots__ = ()
    rule = "adapt"

class Bolster(Node):
    """bolster: BOLSTER number (rule 701.33a)"""
    __slots__ = ()
    rule = "bolster"

class Monstrosity(Node):
    """monstrosity: MONSTROSITY number (rule 701.31a)"""
    __slots__ = ()
    rule = "monstrosity"

class Amass(Node):
    """amass: AMASS SUBTYPE number (rule 701.44a)"""
    __slots__ = ()
    rule = "amass"

class Incubate(Node):
    """incubate: INCUBATE number (rule 701.51a)"""
    __slots__ = ()
    rule = "incubate"


class Detain(Node):
    """detain: DETAIN objref (rule 701.29a)"""
    __slots__ = ()
    rule = "detain"

class Fateseal(Node):
    """fateseal: FATESEAL number (rule 701.22a)"""
    __slots__ = ()
    rule = "fateseal"

class DoublePt(Node):
    """double_pt: (objref POSSESSIVE | its) DOUBLED_STATS duration (rule 701.9b)"""
    __slots__ = ()
    rule = "double_pt"

class DoubleCounters(Node):
    """double_counters: counter_kind | EACH_KIND, objref (rule 701.9)"""
    __slots__ = ()
    rule = "double_counters"

class DoubleLife(Node):
    """double_life: playerref_possessive (rule 701.9d)"""
    __slots__ = ()
    rule = "double_life"

class Populate(Node):
    """populate: (rule 701.30a)"""
    __slots__ = ()
    rule = "populate"

class Suspect(Node):
    """suspect: objref (rule 701.58a)"""
    __slots__ = ()
    rule = "suspect"

class Goad(Node):
    """goad: objref (rule 701.38a)"""
    __slots__ = ()
    rule = "goad"

class ExchangeControl(Node):
    """exchange_control: objref objref (rule 701.10b)"""
    __slots__ = ()
    rule = "exchange_control"

class Support(Node):
    """support: number (rule 701.35a)"""
    __slots__ = ()
    rule = "support"

class Clash(Node):
    """clash: (rule 701.23b)"""
    __slots__ = ()
    rule = "clash"

class ThatTargets(Node):
    """that_targets: "that targets" (self_ref | some_ref)"""
    __slots__ = ()
    rule = "that_targets"

class ThisWay(Node):
    """this_way: THIS_WAY ("exiled this way")"""
    __slots__ = ()
    rule = "this_way"

class TokenAbilities(Node):
    """token_abilities: TOKENS_PRONOUN EACH_HAVE granted_abilities ("It has …" after creating tokens)"""
    __slots__ = ()
    rule = "token_abilities"

class TriggerLimit(Node):
    """trigger_limit: "This ability triggers only once each turn." / "… only once." (after the effects)"""
    __slots__ = ()
    rule = "trigger_limit"

class PartySize(Node):
    """party_size: "the number of creatures in your party" (rule 700.8)"""
    __slots__ = ()
    rule = "party_size"


class PerParty(Node):
    """per_party: "for each creature in your party" (rule 700.8)"""
    __slots__ = ()
    rule = "per_party"


class WithBasicLandType(Node):
    """with_basic_land_type: "with a basic land type" ("a land card with a basic land type", 205.3i)"""
    __slots__ = ()
    rule = "with_basic_land_type"

class WithChosenName(Node):
    """with_chosen_name: "with the chosen name" (the card name chosen as the source entered, 201.4)"""
    __slots__ = ()
    rule = "with_chosen_name"


class ResultsTable(Node):
    """results_table: results_row+ (a die roll's results table, rule 706.3a)"""
    __slots__ = ()
    rule = "results_table"


class ResultsRow(Node):
    """results_row: DIE_RESULTS "|" sentence+ ("10—19 | Scry 2.", rule 706.3a)"""
    __slots__ = ()
    rule = "results_row"


class RollDie(Node):
    """roll_die: ("roll" | "rolls") "a" DIE ("Roll a d20.", rule 706.1)"""
    __slots__ = ()
    rule = "roll_die"


class FlipResult(Node):
    """flip_result: "you" FLIP_WIN_LOSE "the flip" ("If you win the flip, …", rule 705.2)"""
    __slots__ = ()
    rule = "flip_result"


class FlipCoin(Node):
    """flip_coin: ("flip" | "flips") "a coin" ("Flip a coin.", rule 705.2)"""
    __slots__ = ()
    rule = "flip_coin"


class YouWin(Node):
    """you_win: ("If you win" after a clash, rule 701.23d)"""
    __slots__ = ()
    rule = "you_win"

class Discover(Node):
    """discover: number (rule 701.55a)"""
    __slots__ = ()
    rule = "discover"

class TimeTravel(Node):
    """time_travel: (rule 701.54a)"""
    __slots__ = ()
    rule = "time_travel"

class EnlistAbility(Node):
    """enlist_ability: "as" SELF "attacks" "," "you may tap" ENLIST_CHOICE "." "when you do" "," effects
    (enlist 702.154a, 508.1g, 607.2h)"""
    __slots__ = ()
    rule = "enlist_ability"

class ExertAbility(Node):
    """exert_ability: SELF effects (rules 701.39a, 508.1g)"""
    __slots__ = ()
    rule = "exert_ability"

class Search(Node):
    """search: SEARCH playerref_possessive (LIBRARY | LIBRARY_ANDOR_GRAVEYARD) FOR (objref | up_to_cards | search_each)"""
    __slots__ = ()
    rule = "search"


class SearchEach(Node):
    """search_each: objref AND_OR objref — "a card named ‹A› and/or a card named ‹B›" (701.19)"""
    __slots__ = ()
    rule = "search_each"

class SearchedLibrary(Node):
    """searched_library: "you search your library this way" (after a search of a library and/or
    a graveyard, 701.19a)"""
    __slots__ = ()
    rule = "searched_library"

class TapSelfCost(Node):
    """tap_self_cost: "tap" self_ref"""
    __slots__ = ()
    rule = "tap_self_cost"

class UnattachCost(Node):
    """unattach_cost: "unattach" self_ref"""
    __slots__ = ()
    rule = "unattach_cost"

class SelfRef(Node):
    """self_ref: SELF"""
    __slots__ = ()
    rule = "self_ref"

class Sentence(Node):
    """sentence: clause_chain DOT | conditional | otherwise"""
    __slots__ = ()
    rule = "sentence"

class SharesColor(Node):
    """shares_color: IT | SELF"""
    __slots__ = ()
    rule = "shares_color"

class SharesType(Node):
    """shares_type: A IT | A SELF | IT | SELF"""
    __slots__ = ()
    rule = "shares_type"

class Shuffle(Node):
    """shuffle: SHUFFLE"""
    __slots__ = ()
    rule = "shuffle"

class ShuffleInto(Node):
    """shuffle_into: SHUFFLE objref INTO playerref_possessive LIBRARY"""
    __slots__ = ()
    rule = "shuffle_into"

class SimpleKeyword(Node):
    """simple_keyword: keyword_name"""
    __slots__ = ()
    rule = "simple_keyword"

class MaxSpeed(Node):
    """max_speed: "max speed" "—" (keyword_line | activated | triggered | triggered_modal | static_line) (702.178a)"""
    __slots__ = ()
    rule = "max_speed"


class Solved(Node):
    """solved: "solved" "—" (keyword_line | activated | triggered | triggered_modal | static_line) (719.3c)"""
    __slots__ = ()
    rule = "solved"


class ExiledWith(Node):
    """exiled_with: "exiled with" SELF — "a creature card exiled with ~" (607.2a)"""
    __slots__ = ()
    rule = "exiled_with"

class DealtDamageThisTurn(Node):
    """dealt_damage_this_turn: "that was"? "dealt damage" ("by" SELF)? "this turn" — "target
    creature that was dealt damage this turn", "a creature dealt damage by ~ this turn" (120.3)"""
    __slots__ = ()
    rule = "dealt_damage_this_turn"

class PlayerCantGainLife(Node):
    """player_cant_gain_life: playerref "can't gain life" — "Players can't gain life." (119.7)"""
    __slots__ = ()
    rule = "player_cant_gain_life"


class PlayerTaps(Node):
    """player_taps: playerref "tap" (article | "one or more") "untapped" object — "Whenever you tap
    an untapped creature an opponent controls" (701.21a)"""
    __slots__ = ()
    rule = "player_taps"

class ThatsColors(Node):
    """thats_colors: "that's" colors — "a spell that's white, blue, black, or red" """
    __slots__ = ()
    rule = "thats_colors"

class UpToRef(Node):
    """up_to_ref: "up to" number object — "Untap up to four lands." (608.2d)"""
    __slots__ = ()
    rule = "up_to_ref"

class SomeRef(Node):
    """some_ref: count object"""
    __slots__ = ()
    rule = "some_ref"

class SorcerySpeed(Node):
    """sorcery_speed: """
    __slots__ = ()
    rule = "sorcery_speed"


class ActivationRestriction(Node):
    """activation_restriction: activation_limit ("and" activation_limit)* (rule 602.5b)"""
    __slots__ = ()
    rule = "activation_restriction"



class OnlyOnce(Node):
    """only_once: ("Activate only once.")"""
    __slots__ = ()
    rule = "only_once"


class OnlyIf(Node):
    """only_if: static_condition ("Activate only if you control a Swamp or a Mountain.")"""
    __slots__ = ()
    rule = "only_if"

class SourceUntapped(Node):
    """source_untapped: SELF"""
    __slots__ = ()
    rule = "source_untapped"


class Spell(Node):
    """spell: effects"""
    __slots__ = ()
    rule = "spell"

class Start(Node):
    """start: ability"""
    __slots__ = ()
    rule = "start"

class StatOf(Node):
    """stat_of: ITS STAT | THEIR STAT | objref POSSESSIVE STAT"""
    __slots__ = ()
    rule = "stat_of"

class Static(Node):
    """static: anthem | attacks_each_combat | blocked_by_all | can_block_any | cant_attack_unless | cant_be_countered | cant_lose | cda_pt | control_enchanted | deck"""
    __slots__ = ()
    rule = "static"

class StaticCant(Node):
    """static_cant: affected static_restriction | affected static_restriction COMMA AND | affected static_restriction grant_tail"""
    __slots__ = ()
    rule = "static_cant"

class StaticLine(Node):
    """static_line: static DOT"""
    __slots__ = ()
    rule = "static_line"

class StaticLines(Node):
    """static_lines: static_line static_line+ (rule 113.2a)"""
    __slots__ = ()
    rule = "static_lines"

class StaticPtAndGrant(Node):
    """static_pt_and_grant: affected GET ADDITIONAL? PT_CHANGE per_each_static? AND grant_tail"""
    __slots__ = ()
    rule = "static_pt_and_grant"

class StaticRestriction(Node):
    """static_restriction:  | ATTACK | BLOCK"""
    __slots__ = ()
    rule = "static_restriction"

class Status(Node):
    """status: _or_list{STATUS}"""
    __slots__ = ()
    rule = "status"

class StepOfEnchantedController(Node):
    """step_of_enchanted_controller: THE STEP OF attached_ref POSSESSIVE CONTROLLER"""
    __slots__ = ()
    rule = "step_of_enchanted_controller"

class StepRef(Node):
    """step_ref: STEP | whose_step STEP"""
    __slots__ = ()
    rule = "step_ref"

class SubtypePrefix(Node):
    """subtype_prefix: SUBTYPE"""
    __slots__ = ()
    rule = "subtype_prefix"

class Supertype(Node):
    """supertype: SUPERTYPE"""
    __slots__ = ()
    rule = "supertype"

class Surveil(Node):
    """surveil: SURVEIL number"""
    __slots__ = ()
    rule = "surveil"

class TakesExtraTurn(Node):
    """takes_extra_turn: TAKE | TAKES"""
    __slots__ = ()
    rule = "takes_extra_turn"

class PlayerOrController(Node):
    """player_or_controller: "that player or that planeswalker's controller" """
    __slots__ = ()
    rule = "player_or_controller"

class StateTrigger(Node):
    """state_trigger: cond_controls_no | cond_there_are (rule 603.8)"""
    __slots__ = ()
    rule = "state_trigger"

class AtRandom(Node):
    """at_random: AT_RANDOM_OBJ"""
    __slots__ = ()
    rule = "at_random"

class OneOfThemRandom(Node):
    """one_of_them_random: "one of them at random" (one of the targets chosen before, 608.2d)"""
    __slots__ = ()
    rule = "one_of_them_random"

class ChooseTarget(Node):
    """choose_target: "choose" (_and_list{target_ref} | target_player)"""
    __slots__ = ()
    rule = "choose_target"

class Tap(Node):
    """tap: TAP objref"""
    __slots__ = ()
    rule = "tap"

class TapCost(Node):
    """tap_cost: TAP_SYMBOL"""
    __slots__ = ()
    rule = "tap_cost"

class TappedForMana(Node):
    """tapped_for_mana: (objref | some_ref) "is tapped for mana" (rule 106.12)"""
    __slots__ = ()
    rule = "tapped_for_mana"


class TapsForMana(Node):
    """taps_for_mana: playerref TAPS article object | playerref article object"""
    __slots__ = ()
    rule = "taps_for_mana"

class TargetCount(Node):
    """target_count: number | number COMMA number COMMA OR number"""
    __slots__ = ()
    rule = "target_count"

class TargetNoun(Node):
    """target_noun: PLAYER_OR_PW"""
    __slots__ = ()
    rule = "target_noun"

class TargetPlayer(Node):
    """target_player: TARGET PLAYER_NOUN"""
    __slots__ = ()
    rule = "target_player"

class TargetPlayerOr(Node):
    """target_player_or: TARGET _or_list{target_noun}"""
    __slots__ = ()
    rule = "target_player_or"

class TappedRef(Node):
    """tapped_ref: "the tapped creature" (enlist 702.154a)"""
    __slots__ = ()
    rule = "tapped_ref"

class TargetRef(Node):
    """target_ref: EACH_OF? target_count? OTHER_TARGET? TARGET object"""
    __slots__ = ()
    rule = "target_ref"

class ThatMuch(Node):
    """that_much: THAT_MUCH"""
    __slots__ = ()
    rule = "that_much"

class ThatPlayer(Node):
    """that_player: THAT_PLAYER"""
    __slots__ = ()
    rule = "that_player"

class TokenColors(Node):
    """token_colors: COLORLESS_WORD | _and_list{color}"""
    __slots__ = ()
    rule = "token_colors"

class TokenNamed(Node):
    """token_named: "named" CARD_NAME (the token's name the effect gives it, 111.4)"""
    __slots__ = ()
    rule = "token_named"

class RevealAsDrawn(Node):
    """reveal_as_drawn: "you may reveal" SELF "from your hand as you draw it if it's the first card
    you've drawn this turn" (miracle 702.94a)"""
    __slots__ = ()
    rule = "reveal_as_drawn"

class RevealedThisWay(Node):
    """revealed_this_way: "you reveal" SELF "this way" (miracle 702.94a, 603.11)"""
    __slots__ = ()
    rule = "revealed_this_way"

class TokenAttacks(Node):
    """token_attacks: TOKEN_ATTACKS THAT_OPPONENT duration "if able" (508.1d: "… that attacks that
    opponent this turn if able", encore 702.141a)"""
    __slots__ = ()
    rule = "token_attacks"

class TokenDesc(Node):
    """token_desc: PT_SIZE token_colors TOKEN | PT_SIZE token_colors TOKEN WITH _and_list{keyword_name} | PT_SIZE token_colors TOKENS | PT_SIZE token_colors TOKENS WITH """
    __slots__ = ()
    rule = "token_desc"

class TopRevealed(Node):
    """top_revealed: """
    __slots__ = ()
    rule = "top_revealed"

class TransformPermanent(Node):
    """transform_permanent: TRANSFORM objref"""
    __slots__ = ()
    rule = "transform_permanent"

class Trigger(Node):
    """trigger: WHEN event | WHEN event intervening_if | step_ref | step_ref intervening_if"""
    __slots__ = ()
    rule = "trigger"

class Triggered(Node):
    """triggered: trigger COMMA effects"""
    __slots__ = ()
    rule = "triggered"


class TriggeredModal(Node):
    """triggered_modal: trigger MODE_COUNT mode+ (rule 700.2)"""
    __slots__ = ()
    rule = "triggered_modal"

class ToSolve(Node):
    """to_solve: "to solve" "—" static_condition "." (719.3a)"""
    __slots__ = ()
    rule = "to_solve"


class TypeList(Node):
    """type_list: _or_list{type_unit}"""
    __slots__ = ()
    rule = "type_list"

class TypeUnit(Node):
    """type_unit: TYPE | TYPE TYPE | __type_unit_star_3 | __type_unit_star_3 TYPE | __type_unit_star_3 TYPE TYPE"""
    __slots__ = ()
    rule = "type_unit"

class UnderControl(Node):
    """under_control: UNDER CONTROL | UNDER playerref_possessive CONTROL"""
    __slots__ = ()
    rule = "under_control"

class Untap(Node):
    """untap: UNTAP objref"""
    __slots__ = ()
    rule = "untap"

class UntapCost(Node):
    """untap_cost: UNTAP_SYMBOL"""
    __slots__ = ()
    rule = "untap_cost"

class UntapStep(Node):
    """untap_step:  | playerref_possessive"""
    __slots__ = ()
    rule = "untap_step"

class WhereX(Node):
    """where_x: COMMA WHERE X IS quantity (the end of a clause chain, 107.3a)"""
    __slots__ = ()
    rule = "where_x"

class WhoseStep(Node):
    """whose_step: EACH | EACH_OPPONENTS | EACH_PLAYERS | THE | THE_NEXT | YOUR | ENCHANTED_PLAYERS"""
    __slots__ = ()
    rule = "whose_step"

class WithKeyword(Node):
    """with_keyword: WITH _and_list{keyword_name}"""
    __slots__ = ()
    rule = "with_keyword"

class WithStat(Node):
    """with_stat: WITH STAT comparison | "whose" STAT "is" comparison | "with" LESSER_GREATER STAT"""
    __slots__ = ()
    rule = "with_stat"

class WithoutKeyword(Node):
    """without_keyword: WITHOUT keyword_name"""
    __slots__ = ()
    rule = "without_keyword"

class You(Node):
    """you: YOU"""
    __slots__ = ()
    rule = "you"

class YouCant(Node):
    """you_cant: """
    __slots__ = ()
    rule = "you_cant"

class CondNoneOnBattlefield(Node):
    """cond_none_on_battlefield: "no" object "are on the battlefield" (an end step's condition)"""
    __slots__ = ()
    rule = "cond_none_on_battlefield"

class SkipUntap(Node):
    """skip_untap: playerref? ("skip" | "skips") UNTAP_STEPS (614.10)"""
    __slots__ = ()
    rule = "skip_untap"

class SpellsCantBeCast(Node):
    """spells_cant_be_cast: object "can't be cast" ("Spells with the chosen name can't be cast.", 101.2)"""
    __slots__ = ()
    rule = "spells_cant_be_cast"

class UntapLimit(Node):
    """untap_limit: playerref "can't untap more than" number object "during" UNTAP_STEPS (502.3)"""
    __slots__ = ()
    rule = "untap_limit"

class YouCantSacrifice(Node):
    """you_cant_sacrifice: "you can't sacrifice" article object (the sacrifice before restated, 609.3)"""
    __slots__ = ()
    rule = "you_cant_sacrifice"

class YouControl(Node):
    """you_control: playerref CONTROL object | playerref CONTROLS object"""
    __slots__ = ()
    rule = "you_control"

class ShuffleZones(Node):
    """shuffle_zones: SHUFFLE playerref_possessive SHUFFLED_ZONES playerref_possessive — "Each player
    shuffles their hand and graveyard into their library" (701.20a, 400.3)"""
    __slots__ = ()
    rule = "shuffle_zones"


class YouDo(Node):
    """you_do: "you do" | "you copy the spell" | "the player does" | "that player does" | "they do" (608.2c, 118.12)"""
    __slots__ = ()
    rule = "you_do"

class YouDont(Node):
    """you_dont: """
    __slots__ = ()
    rule = "you_dont"

class ZoneRef(Node):
    """zone_ref: ALL ZONES | SELF POSSESSIVE ZONE | article ZONE | playerref_possessive ZONE"""
    __slots__ = ()
    rule = "zone_ref"


class GroupRef(Node):
    """group_ref: object"""
    __slots__ = ()
    rule = "group_ref"


class DamageAlso(Node):
    """damage_also: count recipients"""
    __slots__ = ()
    rule = "damage_also"


class FromZone(Node):
    """from_zone: zone_ref"""
    __slots__ = ()
    rule = "from_zone"


class Delayed(Node):
    """delayed: clause_chain"""
    __slots__ = ()
    rule = "delayed"


class CastLater(Node):
    """cast_later: CAST_LATER — warp 702.185a: "Its owner may cast this card after the current
    turn has ended for as long as it remains exiled." (after a delayed exile)"""
    __slots__ = ()
    rule = "cast_later"


class IfDelayed(Node):
    """if_delayed: condition delayed — "If this ability has been activated four or more times this
    turn, sacrifice this creature at the beginning of the next end step." (603.7, 608.2c)"""
    __slots__ = ()
    rule = "if_delayed"


class DelayedObject(Node):
    """delayed_object: "when" objref OBJECT_EVENT THIS_TURN? "," clause_chain "." ("When that
    creature dies this turn, …", rule 603.7)"""
    __slots__ = ()
    rule = "delayed_object"


class DamageRedirect(Node):
    """damage_redirect: "all" COMBAT? "damage that would be dealt to" you REDIRECT_OTHERS? ("by"
    object)? "is dealt to" (self_ref | attached_ref) "instead" ("All damage that would be dealt to
    you is dealt to enchanted creature instead.": rule 614.9, a redirection effect)"""
    __slots__ = ()
    rule = "damage_redirect"


class DelayedNextCast(Node):
    """delayed_next_cast: "when" you "next cast" article? object THIS_TURN? "," clause_chain "."
    ("When you next cast an instant or sorcery spell this turn, copy that spell.": rule 603.7b, a
    delayed triggered ability that triggers once)"""
    __slots__ = ()
    rule = "delayed_next_cast"


class DelayedWhenever(Node):
    """delayed_whenever: UNTIL_EOT "," WHEN event "," clause_chain "." | WHEN event THIS_TURN ","
    clause_chain "." ("Until end of turn, whenever a creature you control dies, draw a card.",
    "Whenever you cast a creature spell this turn, draw a card.": rule 603.7b, a delayed triggered
    ability that triggers each time until the duration ends)"""
    __slots__ = ()
    rule = "delayed_whenever"


class PlainKeyword(Node):
    """plain_keyword: KW_PLAIN"""
    __slots__ = ()
    rule = "plain_keyword"


class BecomesBlocked(Node):
    """becomes_blocked: objref"""
    __slots__ = ()
    rule = "becomes_blocked"


class SharedSubjectEvents(Node):
    """shared_subject_events: objref event_verb OR event_verb | some_ref event_verb OR event_verb | ..."""
    __slots__ = ()
    rule = "shared_subject_events"


class EventVerb(Node):
    """event_verb: EVENT_VERB"""
    __slots__ = ()
    rule = "event_verb"


class SharedEventSubjects(Node):
    """shared_event_subjects: objref OR some_ref event_verb | objref OR objref event_verb | ..."""
    __slots__ = ()
    rule = "shared_event_subjects"


class EitherEvent(Node):
    """either_event: event OR event"""
    __slots__ = ()
    rule = "either_event"


class Crews(Node):
    """crews: objref CREWS ("or" CREWS)? ("Whenever this creature crews a Vehicle", "… saddles a
    Mount or crews a Vehicle", 702.122d, 702.171d)"""
    __slots__ = ()
    rule = "crews"


class YouSacrificeIt(Node):
    """you_sacrifice_it: you "sacrifice it" ("When ~ enters and when you sacrifice it": the object
    the event before names, 701.17a)"""
    __slots__ = ()
    rule = "you_sacrifice_it"


class ConditionalStatic(Node):
    """conditional_static: static_condition static | static static_condition"""
    __slots__ = ()
    rule = "conditional_static"


class DuringYourTurn(Node):
    """during_your_turn: "during your turn" "," static | static "during your turn" ("During your
    turn, ~ has first strike.", "~ has first strike during your turn.", 611.3a)"""
    __slots__ = ()
    rule = "during_your_turn"


class FrontedDuration(Node):
    """fronted_duration: UNTIL_EOT COMMA clause_chain"""
    __slots__ = ()
    rule = "fronted_duration"


class ActivationCostChange(Node):
    """activation_cost_change: THIS_ABILITY_COSTS MANA_SYMBOL LESS_TO_ACTIVATE (FOR_EACH object |
    IF static_condition) DOT — "This ability costs {1} less to activate for each Shrine you control." """
    __slots__ = ()
    rule = "activation_cost_change"


class TotalOf(Node):
    """total_of: THE_TOTAL STAT OF object — "the total power of creatures you control" """
    __slots__ = ()
    rule = "total_of"


class UnlessPays(Node):
    """unless_pays: clause_chain UNLESS playerref (pay | discard | sacrifice) ("or" (discard |
    sacrifice))? (rule 118.12a)"""
    __slots__ = ()
    rule = "unless_pays"


class Pay(Node):
    """pay: PAYS mana_cost | PAYS number LIFE"""
    __slots__ = ()
    rule = "pay"


class SelfCostIncrease(Node):
    """self_cost_increase: SELF COSTS MANA_SYMBOL MORE_TO_CAST EXTRA_TARGET?"""
    __slots__ = ()
    rule = "self_cost_increase"


class PredefinedToken(Node):
    """predefined_token: SUBTYPE TOKEN | SUBTYPE TOKENS"""
    __slots__ = ()
    rule = "predefined_token"


class CdaPower(Node):
    """cda_power: SELF POSSESSIVE quantity"""
    __slots__ = ()
    rule = "cda_power"



class TypeTail(Node):
    """type_tail: IS article? SUBTYPE+ IN_ADDITION_TO ITS OTHER TYPES"""
    __slots__ = ()
    rule = "type_tail"


class AddTypesStatic(Node):
    """add_types_static: affected type_tail"""
    __slots__ = ()
    rule = "add_types_static"


class LandTypeStatic(Node):
    """land_type_static: affected ("is" | "are") article? SUBTYPE"""
    __slots__ = ()
    rule = "land_type_static"


class StillLandsStatic(Node):
    """still_lands_static: affected ("is" | "are") article? PT_SIZE colors? SUBTYPE* TYPE+ STILL_LANDS"""
    __slots__ = ()
    rule = "still_lands_static"


class UpToCards(Node):
    """up_to_cards: ANY_NUMBER_OF object — "any number of basic land cards" ("up to N …" is up_to_ref)"""
    __slots__ = ()
    rule = "up_to_cards"


class CountersOn(Node):
    """counters_on: THE_NUMBER_OF counter_kind COUNTERS_ON objref"""
    __slots__ = ()
    rule = "counters_on"


class ExileGraveyard(Node):
    """exile_graveyard: EXILE playerref_possessive GRAVEYARD"""
    __slots__ = ()
    rule = "exile_graveyard"


class LosesLife(Node):
    """loses_life: playerref LOSE LIFE | playerref LOSES LIFE"""
    __slots__ = ()
    rule = "loses_life"


class TakeAmong(Node):
    """take_among: PUT take_what INTO_YOUR_HAND (AND rest_dest)? | REVEAL take_what AND_PUT_IT_INTO_YOUR_HAND
    | REVEAL take_what AND_PUT_IT DIG_BATTLEFIELD TAPPED? | PUT take_what DIG_BATTLEFIELD TAPPED? (AND rest_dest)?
    | PUT take_what DIG_TOP"""
    __slots__ = ()
    rule = "take_among"


class TakeWhat(Node):
    """take_what: count OF THEM | some_ref FROM_AMONG | UP_TO number OF_THEM | UP_TO number object FROM_AMONG
    | ALL_AMONG object FROM_AMONG | ALL_AMONG object | number — "put one onto the battlefield tapped" """
    __slots__ = ()
    rule = "take_what"


class PutRest(Node):
    """put_rest: PUT rest_dest"""
    __slots__ = ()
    rule = "put_rest"


class RestDest(Node):
    """rest_dest: REST_BOTTOM | REST_GRAVEYARD | REST_HAND — "the other into your hand" """
    __slots__ = ()
    rule = "rest_dest"


class CondControlsNo(Node):
    """cond_controls_no: playerref CONTROL NO object | playerref CONTROLS NO object | playerref
    DONT_CONTROL ARTICLE object — "if you control no Islands", "if you don't control a Food" """
    __slots__ = ()
    rule = "cond_controls_no"


class BasicLandTypes(Node):
    """basic_land_types: playerref CONTROL | playerref CONTROLS"""
    __slots__ = ()
    rule = "basic_land_types"


class PerBasicLandType(Node):
    """per_basic_land_type: FOR_EACH_BASIC_LAND_TYPE playerref CONTROL — Domain as a multiplier:
    "for each basic land type among lands you control" """
    __slots__ = ()
    rule = "per_basic_land_type"


class PlusQuantity(Node):
    """plus_quantity: number PLUS quantity"""
    __slots__ = ()
    rule = "plus_quantity"


class TwiceQuantity(Node):
    """twice_quantity: TWICE quantity"""
    __slots__ = ()
    rule = "twice_quantity"


class StaticCondition(Node):
    """static_condition: cond_control | cond_life | cond_untapped | cond_top_card | cond_graveyard_size"""
    __slots__ = ()
    rule = "static_condition"


class CondControl(Node):
    """cond_control: playerref CONTROL some_ref | playerref CONTROLS some_ref"""
    __slots__ = ()
    rule = "cond_control"


class CondLife(Node):
    """cond_life: number"""
    __slots__ = ()
    rule = "cond_life"


class WithCounter(Node):
    """with_counter: count counter_kind"""
    __slots__ = ()
    rule = "with_counter"

class OtherwiseGains(Node):
    """otherwise_gains: keyword_name"""
    __slots__ = ()
    rule = "otherwise_gains"

class CommanderPairing(Node):
    """commander_pairing: PAIRING (rule 702.124j, k, m)"""
    __slots__ = ()
    rule = "commander_pairing"

class NumberCostKeyword(Node):
    """number_cost_keyword: KW_N_COST number cost"""
    __slots__ = ()
    rule = "number_cost_keyword"

class ForKeyword(Node):
    """for_keyword: KW_FOR object"""
    __slots__ = ()
    rule = "for_keyword"

class AmplifyStatic(Node):
    """amplify_static: SELF SELF count counter_kind SELF SELF"""
    __slots__ = ()
    rule = "amplify_static"

class TributeStatic(Node):
    """tribute_static: SELF count counter_kind"""
    __slots__ = ()
    rule = "tribute_static"

class CondTribute(Node):
    """cond_tribute: WAS | WASNT"""
    __slots__ = ()
    rule = "cond_tribute"

class DevourStatic(Node):
    """devour_static: SELF object SELF count counter_kind object"""
    __slots__ = ()
    rule = "devour_static"

class MayEnterWith(Node):
    """may_enter_with: SELF counter_kind"""
    __slots__ = ()
    rule = "may_enter_with"

class IsColorless(Node):
    """is_colorless: SELF"""
    __slots__ = ()
    rule = "is_colorless"

class EveryCreatureType(Node):
    """every_creature_type: SELF"""
    __slots__ = ()
    rule = "every_creature_type"

class CondCombatDamageBy(Node):
    """cond_combat_damage_by: SOURCE_WAS_YOURS SELF POSSESSIVE | CREATURE_THAT_WAS SUBTYPE"""
    __slots__ = ()
    rule = "cond_combat_damage_by"

class CondDealtDamage(Node):
    """cond_dealt_damage: playerref"""
    __slots__ = ()
    rule = "cond_dealt_damage"

class CondDevotion(Node):
    """cond_devotion: devotion "is" LIFE_COMPARED number ("your devotion to blue is less than five", 700.5)"""
    __slots__ = ()
    rule = "cond_devotion"

class CondGreater(Node):
    """cond_greater: stat_of stat_of | stat_of stat_of stat_of stat_of"""
    __slots__ = ()
    rule = "cond_greater"

class CondOnBattlefield(Node):
    """cond_on_battlefield: SELF"""
    __slots__ = ()
    rule = "cond_on_battlefield"

class CondInGraveyard(Node):
    """cond_in_graveyard: SELF"""
    __slots__ = ()
    rule = "cond_in_graveyard"

class CondXAtLeast(Node):
    """cond_x_at_least: X number"""
    __slots__ = ()
    rule = "cond_x_at_least"

class CondDesignation(Node):
    """cond_designation: objref IS | objref ISNT"""
    __slots__ = ()
    rule = "cond_designation"

class SameManaValueAsDiscarded(Node):
    """same_mana_value_as_discarded: """
    __slots__ = ()
    rule = "same_mana_value_as_discarded"

class ExiledStat(Node):
    """exiled_stat: STAT"""
    __slots__ = ()
    rule = "exiled_stat"

class PutCountersEqual(Node):
    """put_counters_equal: PUT counter_kind quantity objref"""
    __slots__ = ()
    rule = "put_counters_equal"

class ForceBlock(Node):
    """force_block: objref self_ref"""
    __slots__ = ()
    rule = "force_block"

class MoveCounter(Node):
    """move_counter: count counter_kind objref objref"""
    __slots__ = ()
    rule = "move_counter"

class ExileTop(Node):
    """exile_top: EXILE count playerref_possessive | EXILE playerref_possessive | EXILE that_much KIND FROM_THE_TOP_OF
    playerref_possessive LIBRARY — "exile that many cards from the top of your library" """
    __slots__ = ()
    rule = "exile_top"

class Manifest(Node):
    """manifest: FACE_DOWN_VERB count? playerref_possessive ("manifest the top card of your
    library", 701.34a; "cloak …", 701.56a)"""
    __slots__ = ()
    rule = "manifest"

class SpeedOf(Node):
    """speed_of: playerref_possessive "speed" ("your speed", 702.179)"""
    __slots__ = ()
    rule = "speed_of"


class Activates(Node):
    """activates: you "activate" ("a" | "an") ABILITY_KEYWORD "ability" ("an exhaust ability", 702.177a)"""
    __slots__ = ()
    rule = "activates"


class GiftKeyword(Node):
    """gift_keyword: "gift" GIFT_WHAT ("Gift a card", 702.174a)"""
    __slots__ = ()
    rule = "gift_keyword"


class ChoiceCost(Node):
    """choice_cost: "as an additional cost to cast" SELF "," "you may choose an opponent" (702.174a)"""
    __slots__ = ()
    rule = "choice_cost"


class ChosenPlayer(Node):
    """chosen_player: "the chosen player" (gift 702.174d-i)"""
    __slots__ = ()
    rule = "chosen_player"


class CrewsAsThough(Node):
    """crews_as_though: SELF SADDLES_MOUNTS? "crews vehicles as though its power were" number "greater" (702.122b, 702.171c)"""
    __slots__ = ()
    rule = "crews_as_though"


class Expends(Node):
    """expends: you "expend" number ("Whenever you expend 4")"""
    __slots__ = ()
    rule = "expends"


class OnceEachTurn(Node):
    """once_each_turn: "do this only once each turn" "." (the "you may" action before, once a turn)"""
    __slots__ = ()
    rule = "once_each_turn"


class FightEachOther(Node):
    """fight_each_other: "those creatures fight each other" (rule 701.12a)"""
    __slots__ = ()
    rule = "fight_each_other"


class DescribedTargetRef(Node):
    """described_target_ref: "the" TYPE (controlled_by | not_controlled_by) ("the creature you
    control": the target chosen with that description)"""
    __slots__ = ()
    rule = "described_target_ref"


class NontypeOr(Node):
    """nontype_or: NONTYPE "or" type_unit ("a noncreature or Otter spell": either description)"""
    __slots__ = ()
    rule = "nontype_or"


class WithTotalPt(Node):
    """with_total_pt: "with total power and toughness" comparison ("target creature with total
    power and toughness 5 or less": the sum of its power and toughness, 208.1)"""
    __slots__ = ()
    rule = "with_total_pt"


class NontypePair(Node):
    """nontype_pair: NONTYPE type_unit "or" NONTYPE type_unit ("target noncreature artifact or
    noncreature enchantment": either description)"""
    __slots__ = ()
    rule = "nontype_pair"


class KindOrKind(Node):
    """kind_or_kind: type_unit KIND "or" ARTICLE? type_unit KIND ("a land card or Shrine card")"""
    __slots__ = ()
    rule = "kind_or_kind"


class CondControlRef(Node):
    """cond_control_ref: "you" CONTROL_OR_NOT pronoun_ref | OPPONENT_CONTROLS pronoun_ref ("If you
    control that creature", "If an opponent controls that creature", 108.4)"""
    __slots__ = ()
    rule = "cond_control_ref"


class GivesGift(Node):
    """gives_gift: you "give a gift" ("Whenever you give a gift", gift 702.174c)"""
    __slots__ = ()
    rule = "gives_gift"


class CostReductionTargets(Node):
    """cost_reduction_targets: SELF "costs" MANA_SYMBOL "less to cast" "if it targets" ARTICLE object
    (601.2c, 601.2f)"""
    __slots__ = ()
    rule = "cost_reduction_targets"


class DiscardExileInstead(Node):
    """discard_exile_instead: "if a player would discard" SELF "," "that player discards it, but
    exiles it instead of putting it into their graveyard" (madness 702.35a)"""
    __slots__ = ()
    rule = "discard_exile_instead"


class ExiledThisWay(Node):
    """exiled_this_way: SELF "is exiled this way" (madness 702.35a)"""
    __slots__ = ()
    rule = "exiled_this_way"


class CastPaying(Node):
    """cast_paying: ("cast" | "casts") pronoun_ref "by paying" mana_cost "rather than paying its mana cost"
    (madness 702.35a, 608.2g)"""
    __slots__ = ()
    rule = "cast_paying"


class OpeningHandBegin(Node):
    """opening_hand_begin: "if" SELF "is in your opening hand" "," "you may begin the game with"
    BEGIN_PRONOUN "on the battlefield" (rules 103.6, 103.6a)"""
    __slots__ = ()
    rule = "opening_hand_begin"


class FullyUnlocks(Node):
    """fully_unlocks: you "fully unlock a room" ("… and whenever you fully unlock a Room", eerie)"""
    __slots__ = ()
    rule = "fully_unlocks"


class ManifestDread(Node):
    """manifest_dread: MANIFEST_DREAD (DREAD_TWICE | number "times")? ("manifest dread", 701.62a)"""
    __slots__ = ()
    rule = "manifest_dread"

class Learn(Node):
    """learn: ("learn", rule 701.45a)"""
    __slots__ = ()
    rule = "learn"

class Designate(Node):
    """designate: BECOME DESIGNATION"""
    __slots__ = ()
    rule = "designate"

class CondNewControl(Node):
    """cond_new_control: SELF"""
    __slots__ = ()
    rule = "cond_new_control"

class RemoveCounters(Node):
    """remove_counters: count counter_kind objref"""
    __slots__ = ()
    rule = "remove_counters"

class PerOpponentAttacked(Node):
    """per_opponent_attacked: """
    __slots__ = ()
    rule = "per_opponent_attacked"

class PerBlocker(Node):
    """per_blocker: objref"""
    __slots__ = ()
    rule = "per_blocker"

class CondCounters(Node):
    """cond_counters: objref ARTICLE counter_kind | objref NO counter_kind"""
    __slots__ = ()
    rule = "cond_counters"

class CondUntapped(Node):
    """cond_untapped: SELF"""
    __slots__ = ()
    rule = "cond_untapped"


class CondTopCard(Node):
    """cond_top_card: colors | article object"""
    __slots__ = ()
    rule = "cond_top_card"



class AdditionalCost(Node):
    """additional_cost: SELF cost (rule 601.2f, 118.8)"""
    __slots__ = ()
    rule = "additional_cost"


class SelfCostReduction(Node):
    """self_cost_reduction: SELF MANA_SYMBOL (object | static_condition | distinct_among) (rule 601.2f) — "for each
    color among permanents you control" """
    __slots__ = ()
    rule = "self_cost_reduction"


class CostReducedBySacrificed(Node):
    """cost_reduced_by_sacrificed: static_condition TYPE (emerge 702.119a, rule 601.2f) — "its total
    cost is reduced by an amount of generic mana equal to the sacrificed creature's mana value" """
    __slots__ = ()
    rule = "cost_reduced_by_sacrificed"


class FlashPermission(Node):
    """flash_permission: (playerref | ANY_PLAYER) "may cast" object "as though they had flash"
    (rule 601.3b)"""
    __slots__ = ()
    rule = "flash_permission"


class LookAtTopAnyTime(Node):
    """look_at_top_any_time: "you may look at the top card of your library any time" (rule 401.3)"""
    __slots__ = ()
    rule = "look_at_top_any_time"


class ChooseOneOfThem(Node):
    """choose_one_of_them: "choose one of them" ("Exile the top two cards of your library. Choose one
    of them. … you may play that card.", rule 608.2d)"""
    __slots__ = ()
    rule = "choose_one_of_them"


class CondControlNamed(Node):
    """cond_control_named: "you control" object "and" CARD_NAME ("If you control creatures named Mine
    Worker and Tower Worker", rule 201.2)"""
    __slots__ = ()
    rule = "cond_control_named"


class PlayFromZone(Node):
    """play_from_zone: ONCE_EACH_OF_YOUR_TURNS? (play_lands_from | cast_spells_from)+ PLAY_FROM_ZONE
    ("You may play lands and cast spells from the top of your library.", rules 601.3, 305.1) |
    ONCE_EACH_OF_YOUR_TURNS? cast_spells_from FROM_YOUR_HAND? WITHOUT_PAYING_MANA_COST ("You may
    cast spells from your hand without paying their mana costs.", 118.9)"""
    __slots__ = ()
    rule = "play_from_zone"


class PlayLandsFrom(Node):
    """play_lands_from: "play" object ("play lands", "play Forests"; rule 305.1)"""
    __slots__ = ()
    rule = "play_lands_from"


class CastSpellsFrom(Node):
    """cast_spells_from: "cast" object ("cast creature spells"; rule 601.3)"""
    __slots__ = ()
    rule = "cast_spells_from"


class PermanentsEnterTapped(Node):
    """permanents_enter_tapped: object ENTER_W "tapped" (rules 614.1c, 614.12)"""
    __slots__ = ()
    rule = "permanents_enter_tapped"


class PermanentsEnterWith(Node):
    """permanents_enter_with: affected ("enters" | ENTER_W) "with an additional" counter_kind
    "counter on" ("it" | "them") already_controlled? (rules 614.1c, 614.12)"""
    __slots__ = ()
    rule = "permanents_enter_with"


class AlreadyControlled(Node):
    """already_controlled: "for each" object "you already control" (614.12)"""
    __slots__ = ()
    rule = "already_controlled"


class DrawsInstead(Node):
    """draws_instead: "if you would draw a card" EXCEPT_FIRST_DRAW? "," "draw" number "cards instead"
    (rules 614.11, 121.6)"""
    __slots__ = ()
    rule = "draws_instead"


class SpellsCost(Node):
    """spells_cost: object (SPELLS_YOU_CAST | SPELLS_OPPONENTS_CAST)? spells_targeting? MANA_SYMBOL
    MORE_LESS (rule 601.2f)"""
    __slots__ = ()
    rule = "spells_cost"


class SpellsCostThisTurn(Node):
    """spells_cost_this_turn: object YOU_CAST_THIS_TURN (THAT_ARE colors)? COST mana_cost LESS_TO_CAST
    — "Artifact spells you cast this turn cost {1} less to cast." (601.2f, 611.2a)"""
    __slots__ = ()
    rule = "spells_cost_this_turn"


class TookNone(Node):
    """took_none: YOU_DIDNT_PUT_A_CARD_INTO_YOUR_HAND_THIS_WAY — after a look-and-take (608.2c)"""
    __slots__ = ()
    rule = "took_none"


class EitherCost(Node):
    """either_cost: sacrifice_cost OR discard_cost — "sacrifice a creature or discard a card" (118.3)"""
    __slots__ = ()
    rule = "either_cost"


class DistinctAmong(Node):
    """distinct_among: THE_NUMBER_OF? DISTINCT_STAT AMONG object — "the number of colors among
    permanents you control", "for each different mana value among …" """
    __slots__ = ()
    rule = "distinct_among"


class RoundEachTime(Node):
    """round_each_time: ROUND_WAY EACH_TIME — "Round up each time." (107.1a)"""
    __slots__ = ()
    rule = "round_each_time"


class OrPayCost(Node):
    """or_pay_cost: _or_pay_way OR PAY mana_cost | PAY mana_cost OR _or_pay_way — "sacrifice a
    creature or pay {3}{B}" (601.2b: the way announced as the spell is cast)"""
    __slots__ = ()
    rule = "or_pay_cost"


class RevealCardsCost(Node):
    """reveal_cards_cost: REVEAL some_ref FROM_YOUR_HAND — "reveal an Elf card from your hand" """
    __slots__ = ()
    rule = "reveal_cards_cost"


class EitherAction(Node):
    """either_action: (discard | sacrifice) OR (discard | sacrifice) — "sacrifice an artifact or
    discard a card" after "you may" (118.12, 118.3)"""
    __slots__ = ()
    rule = "either_action"


class ActivationCostStatic(Node):
    """activation_cost_static: ACTIVATED_ABILITIES_OF object COST mana_cost LESS_TO_ACTIVATE
    activation_floor? — "Activated abilities of artifacts you control cost {1} less to activate."
    (602.2b, 601.2f)"""
    __slots__ = ()
    rule = "activation_cost_static"


class ActivationFloor(Node):
    """activation_floor: (COMMA WHERE X IS quantity)? DOT THIS_EFFECT_CANT_REDUCE… — "This effect
    can't reduce the mana in that cost to less than one mana." (and the X of the reduction before it)"""
    __slots__ = ()
    rule = "activation_floor"


class SpellsTargeting(Node):
    """spells_targeting: THAT_TARGET (SELF | ARTICLE object) — "that target ~" (601.2c, 601.2f)"""
    __slots__ = ()
    rule = "spells_targeting"


class YouAttack(Node):
    """you_attack: you (number object)? ("Whenever you attack with two or more creatures")"""
    __slots__ = ()
    rule = "you_attack"


class CondLifeAtMost(Node):
    """cond_life_at_most: playerref number ("a player has 13 or less life")"""
    __slots__ = ()
    rule = "cond_life_at_most"


class CondLifeExactly(Node):
    """cond_life_exactly: playerref number ("if target player has exactly 10 life")"""
    __slots__ = ()
    rule = "cond_life_exactly"


class CondAttackedThisTurn(Node):
    """cond_attacked_this_turn: playerref ("you attacked this turn")"""
    __slots__ = ()
    rule = "cond_attacked_this_turn"


class CondReturnedThisTurn(Node):
    """cond_returned_this_turn: (article | number OR_MORE) object "was put into" playerref_possessive
    "hand from the battlefield this turn" (603.6c, 404.1)"""
    __slots__ = ()
    rule = "cond_returned_this_turn"


class CondLeftThisTurn(Node):
    """cond_left_this_turn: (article | number OR_MORE) object "left the battlefield"
    [under playerref_possessive control] "this turn" (revolt; rule 603.6c)"""
    __slots__ = ()
    rule = "cond_left_this_turn"


class CondSelfEntered(Node):
    """cond_self_entered: SELF "entered" "the battlefield"? "this turn" — "As long as ~ entered this
    turn" (603.6a, 400.7)"""
    __slots__ = ()
    rule = "cond_self_entered"


class CondControlDifferent(Node):
    """cond_control_different: "you control" number "or more" object "with different powers" —
    coven: "if you control three or more creatures with different powers" (208.1)"""
    __slots__ = ()
    rule = "cond_control_different"


class CondEnteredThisTurn(Node):
    """cond_entered_this_turn: (article | number OR_MORE) object "entered" ["the battlefield"]
    [under playerref_possessive control] "this turn" (rule 603.6a)"""
    __slots__ = ()
    rule = "cond_entered_this_turn"

class CondDiedThisTurn(Node):
    """cond_died_this_turn: (article | number OR_MORE) object playerref_possessive?
    ("a creature died this turn", "a non-Skeleton creature died under your control this turn")"""
    __slots__ = ()
    rule = "cond_died_this_turn"


class CondDidThisTurn(Node):
    """cond_did_this_turn: YOUVE (number | article object) ("you've drawn two or more cards this
    turn", "you've cast a noncreature spell this turn")"""
    __slots__ = ()
    rule = "cond_did_this_turn"


class CondLifeThisTurn(Node):
    """cond_life_this_turn: (playerref | YOUVE) LIFE_CHANGE (number OR_MORE)? "life" ("this turn" | LAST_TURN)
    ("an opponent lost life this turn", "you gained 3 or more life this turn", "you lost life
    last turn", "you gained and lost life this turn")"""
    __slots__ = ()
    rule = "cond_life_this_turn"


class CondCastLastTurn(Node):
    """cond_cast_last_turn: NO "spells were cast" LAST_TURN | playerref "cast" number OR_MORE
    "spells" LAST_TURN ("if no spells were cast last turn", "if a player cast two or more spells
    last turn")"""
    __slots__ = ()
    rule = "cond_cast_last_turn"


class ZoneReplacement(Node):
    """zone_replacement: "if" (objref | some_ref | dealt_damage_this_way) "would" WOULD_MOVE THIS_TURN_W? "," replacement_action "instead" ANYWHERE_ELSE? (rule 614.1a)"""
    __slots__ = ()
    rule = "zone_replacement"


# ---- casting.lark: other ways to cast a card (rules 601.2b, 601.3, 118.8, 118.9) ----------------
class CastingLine(Node):
    """casting_line: (cast_permission | alternative_cost | optional_cost | leave_stack_instead | escapes_with
    | pay_instead) | resolves_into_permanent"""
    __slots__ = ()
    rule = "casting_line"


class CastPermission(Node):
    """cast_permission: SELF cast_zone? resulting_spell? (alternative_payment | additional_payment)?
    ("You may cast ~ from your graveyard by paying {3}{B} rather than paying its mana cost")"""
    __slots__ = ()
    rule = "cast_permission"


class CastZone(Node):
    """cast_zone: ZONE ("from your graveyard")"""
    __slots__ = ()
    rule = "cast_zone"


class CondMonarch(Node):
    """cond_monarch: MONARCH_WHO ("you're the monarch", "there is no monarch"; rule 724)"""
    __slots__ = ()
    rule = "cond_monarch"


class CondChoseRingBearer(Node):
    """cond_chose_ring_bearer: "you chose a creature other than" SELF "as your ring-bearer" (701.52a)"""
    __slots__ = ()
    rule = "cond_chose_ring_bearer"


class RingTempts(Node):
    """ring_tempts: RING_TEMPTS — "The Ring tempts you." (rule 701.52a)"""
    __slots__ = ()
    rule = "ring_tempts"


class RingTemptsYou(Node):
    """ring_tempts_you: RING_TEMPTS — "Whenever the Ring tempts you" (rule 701.52d)"""
    __slots__ = ()
    rule = "ring_tempts_you"


class BecomeMonarch(Node):
    """become_monarch: BECOME "the monarch" (rule 724.1)"""
    __slots__ = ()
    rule = "become_monarch"


class CondCityBlessing(Node):
    """cond_city_blessing: ("you have the city's blessing", ascend 702.131c)"""
    __slots__ = ()
    rule = "cond_city_blessing"


class FaceUpCounters(Node):
    """face_up_counters: SELF counter_kind FACE_UP_COST ("As ~ is turned face up, put a +1/+1
    counter on it if its megamorph cost was paid to turn it face up", 702.37b)"""
    __slots__ = ()
    rule = "face_up_counters"


class RevealSelfCost(Node):
    """reveal_self_cost: self_ref ("Reveal ~ from your hand", forecast 702.57b)"""
    __slots__ = ()
    rule = "reveal_self_cost"


class FaceDownSpell(Node):
    """face_down_spell: PT_SIZE NO_CHARACTERISTIC* face_down_ward? ("as a 2/2 face-down creature
    with no text, no name, no subtypes, and no mana cost", morph 702.37a, 708.2a)"""
    __slots__ = ()
    rule = "face_down_spell"


class FaceDownWard(Node):
    """face_down_ward: mana_cost ("with ward {2}", disguise 702.168a, cloak 701.56a)"""
    __slots__ = ()
    rule = "face_down_ward"


class ResultingSpell(Node):
    """resulting_spell: article object ("if the resulting spell is an instant or sorcery spell")"""
    __slots__ = ()
    rule = "resulting_spell"


class AlternativePayment(Node):
    """alternative_payment: paid_cost SELF? ("by paying {R} rather than paying its mana cost")"""
    __slots__ = ()
    rule = "alternative_payment"


class AdditionalPayment(Node):
    """additional_payment: paid_cost ("by discarding a land card as an additional cost to cast it")"""
    __slots__ = ()
    rule = "additional_payment"


class PaidCost(Node):
    """paid_cost: (mana_cost | sacrifice_cost | discard_cost)+ ("paying {1}{B} and sacrificing a creature")"""
    __slots__ = ()
    rule = "paid_cost"


class FreeCast(Node):
    """free_cast: static_condition SELF ("If an opponent controls a Swamp and you control a Plains,
    you may cast this spell without paying its mana cost.")"""
    __slots__ = ()
    rule = "free_cast"


class AlternativeCost(Node):
    """alternative_cost: cost SELF AS_YOU_CAST? static_condition? ("You may pay {1}{R} rather than
    pay ~'s mana cost if an opponent lost life this turn")"""
    __slots__ = ()
    rule = "alternative_cost"


class OptionalCost(Node):
    """optional_cost: cost ANY_NUMBER_OF_TIMES? SELF ("You may pay an additional {1}{G} as you cast ~")"""
    __slots__ = ()
    rule = "optional_cost"


class SpellsOptionalCost(Node):
    """spells_optional_cost: object cost mana_cost PAID_WHAT COLOR ("As an additional cost to cast
    black permanent spells, you may pay 2 life. Those spells cost {B} less to cast if you paid life
    this way. This effect reduces only the amount of black mana you pay.", rules 118.8, 601.2b,
    601.2f)"""
    __slots__ = ()
    rule = "spells_optional_cost"


class LeaveStackInstead(Node):
    """leave_stack_instead: static_condition (EXILE_INSTEAD | HAND_INSTEAD) ("If the flashback cost
    was paid, exile ~ instead of putting it anywhere else any time it would leave the stack")"""
    __slots__ = ()
    rule = "leave_stack_instead"


class ResolvesIntoPermanent(Node):
    """resolves_into_permanent: static_condition delayed ("If ~'s dash cost was paid, return the
    permanent ~ becomes to its owner's hand at the beginning of the next end step.")"""
    __slots__ = ()
    rule = "resolves_into_permanent"


class TimesPaid(Node):
    """times_paid: objref | objref? COST_LABEL ("for each time it was kicked", "for each time its
    replicate cost was paid")"""
    __slots__ = ()
    rule = "times_paid"


class ReturnCost(Node):
    """return_cost: some_ref ("Return a land you control to its owner's hand", 118.9)"""
    __slots__ = ()
    rule = "return_cost"


class ExileCardsCost(Node):
    """exile_cards_cost: some_ref (FROM_YOUR_GRAVEYARD | FROM_YOUR_HAND) ("Exile five other cards
    from your graveyard", 702.138a; "exile a blue card from your hand", 118.9)"""
    __slots__ = ()
    rule = "exile_cards_cost"


class EscapesWith(Node):
    """escapes_with: SELF count counter_kind ("~ escapes with a +1/+1 counter on it", 702.138c)"""
    __slots__ = ()
    rule = "escapes_with"


class SpellHasTargets(Node):
    """spell_has_targets: ("If the spell has any targets, you may choose new targets for any of the
    copies", 702.40a)"""
    __slots__ = ()
    rule = "spell_has_targets"


class PerSpellCastBefore(Node):
    """per_spell_cast_before: ("for each other spell that was cast before it this turn", 702.40a)"""
    __slots__ = ()
    rule = "per_spell_cast_before"


class PerDiedThisTurn(Node):
    """per_died_this_turn: "for each" object "that died" died_under? "this turn" — "for each
    creature that died this turn" (700.4)"""
    __slots__ = ()
    rule = "per_died_this_turn"

class DiedThisTurnCount(Node):
    """died_this_turn_count: "the number of" object "that died" died_under? "this turn" (700.4)"""
    __slots__ = ()
    rule = "died_this_turn_count"

class Devotion(Node):
    """devotion: playerref_possessive "devotion to" _and_list{color} — "your devotion to black"
    (700.5)"""
    __slots__ = ()
    rule = "devotion"

class DiedUnder(Node):
    """died_under: "under" playerref_possessive "control" — "that died under your control" """
    __slots__ = ()
    rule = "died_under"

class LifeThisTurn(Node):
    """life_this_turn: "the" TOTAL_AMOUNT "of life" playerref LIFE_CHANGED "this turn" — "the
    amount of life you gained this turn" (119.3, 119.9)"""
    __slots__ = ()
    rule = "life_this_turn"

class PerPermanentDied(Node):
    """per_permanent_died: ("for each permanent that was put into a graveyard from the battlefield
    this turn", 702.69a)"""
    __slots__ = ()
    rule = "per_permanent_died"


class TapUntappedCost(Node):
    """tap_untapped_cost: (count OTHER_UNTAPPED | ANOTHER_UNTAPPED) object ("Tap an untapped creature you
    control", "Tap another untapped creature you control")"""
    __slots__ = ()
    rule = "tap_untapped_cost"


class TapPowerCost(Node):
    """tap_power_cost: OTHER_UNTAPPED object number ("Tap any number of other untapped creatures you
    control with total power 3 or greater", crew 702.122a)"""
    __slots__ = ()
    rule = "tap_power_cost"


class PayInstead(Node):
    """pay_instead: MANA_KIND SELF (tap_instead | exile_cards_cost) ("For each generic mana in ~'s
    total cost, you may exile a card from your graveyard rather than pay that mana", 702.66a)"""
    __slots__ = ()
    rule = "pay_instead"


class TapInstead(Node):
    """tap_instead: TYPE THAT_COLOR? ("tap an untapped creature of that color you control")"""
    __slots__ = ()
    rule = "tap_instead"


class ColorsSpent(Node):
    """colors_spent: SELF? ("for each color of mana spent to cast it", converge; sunburst 702.44a)"""
    __slots__ = ()
    rule = "colors_spent"


class SunburstCounters(Node):
    """sunburst_counters: SELF (count counter_kind colors_spent){2} (sunburst 702.44a)"""
    __slots__ = ()
    rule = "sunburst_counters"


class GrantPlay(Node):
    """grant_play: PLAY_CAST objref PLAY_DURATION ("may play that card this turn", 701.14)"""
    __slots__ = ()
    rule = "grant_play"


class PlayFronted(Node):
    """play_fronted: PLAY_DURATION you PLAY_CAST objref ("Until the end of your next turn, you may
    play those cards.")"""
    __slots__ = ()
    rule = "play_fronted"


class CastFree(Node):
    """cast_free: objref quantity? ("cast that card without paying its mana cost", 608.2g)"""
    __slots__ = ()
    rule = "cast_free"


class ExileUntil(Node):
    """exile_until: EXILE playerref_possessive playerref article object ("exile cards from the top of
    your library until you exile a nonland card …", cascade 702.85a)"""
    __slots__ = ()
    rule = "exile_until"


class PutExiledBottom(Node):
    """put_exiled_bottom: PUT ("put all cards exiled this way that weren't cast on the bottom of your
    library in a random order")"""
    __slots__ = ()
    rule = "put_exiled_bottom"


class ChoosePlayer(Node):
    """choose_player: an_opponent ("choose an opponent", 702.144a)"""
    __slots__ = ()
    rule = "choose_player"


class TheSpellRef(Node):
    """the_spell_ref: ("the spell" of a cast trigger, 702.144a)"""
    __slots__ = ()
    rule = "the_spell_ref"


class AllModesCost(Node):
    """all_modes_cost: SELF cost ("You may choose all modes of ~ instead of just the number
    specified. If you do, you pay an additional {2}.", entwine 702.42a)"""
    __slots__ = ()
    rule = "all_modes_cost"


class PerModeCost(Node):
    """per_mode_cost: SELF cost ("For each mode you choose beyond the first as you cast ~, you pay
    an additional {2}.", escalate 702.120a)"""
    __slots__ = ()
    rule = "per_mode_cost"


class VillainousChoice(Node):
    """villainous_choice: clause_chain clause_chain (rule 701.53a)"""
    __slots__ = ()
    rule = "villainous_choice"


class Vote(Node):
    """vote: vote_option+ ("Starting with you, each player votes for time or knowledge.", 701.32a)"""
    __slots__ = ()
    rule = "vote"


class VoteOption(Node):
    """vote_option: VOTE_WORD"""
    __slots__ = ()
    rule = "vote_option"


class PerVote(Node):
    """per_vote: VOTE_WORD ("for each death vote")"""
    __slots__ = ()
    rule = "per_vote"


class VoteWon(Node):
    """vote_won: VOTE_WORD TIED? ("if time gets more votes", "… or the vote is tied")"""
    __slots__ = ()
    rule = "vote_won"


class Forage(Node):
    """forage: ("forage", rule 701.59a)"""
    __slots__ = ()
    rule = "forage"


class ForageCost(Node):
    """forage_cost: ("Forage" as a cost, 701.59a)"""
    __slots__ = ()
    rule = "forage_cost"


class CollectEvidenceCost(Node):
    """collect_evidence_cost: number ("collect evidence 6", 701.57a)"""
    __slots__ = ()
    rule = "collect_evidence_cost"


class ReboundExile(Node):
    """rebound_exile: static_condition SELF (rebound 702.88a)"""
    __slots__ = ()
    rule = "rebound_exile"


class CondStartingLife(Node):
    """cond_starting_life: (YOUR_LIFE_IS LIFE_COMPARED | "you have at least" number "life more than"
    | YOUR_LIFE_IS "at least" number "greater than") HALF? "your starting life total" (rule 103.4)"""
    __slots__ = ()
    rule = "cond_starting_life"


class CondControlsMore(Node):
    """cond_controls_more: playerref ("control" | "controls") "more" object "than you" | "you
    control fewer" object "than" playerref"""
    __slots__ = ()
    rule = "cond_controls_more"


class CondMoreCards(Node):
    """cond_more_cards: playerref "has more cards in hand than you" (402.1)"""
    __slots__ = ()
    rule = "cond_more_cards"


class CondMoreLife(Node):
    """cond_more_life: playerref "has more life than you" | "you have less life than" playerref
    (rule 119.1)"""
    __slots__ = ()
    rule = "cond_more_life"


class CondManaSpent(Node):
    """cond_mana_spent: (MANA_SYMBOL+ | AT_LEAST number (COLOR "mana" | SAME_COLOR)) "was spent to
    cast" (SELF | "it") (rule 601.2h)"""
    __slots__ = ()
    rule = "cond_mana_spent"


class CondCastFrom(Node):
    """cond_cast_from: objref "was cast" ("from" (playerref_possessive ZONE_CAST | A_GRAVEYARD) |
    FROM_ELSEWHERE) ("if ~ was cast from your hand", "… from a graveyard", 601.2a)"""
    __slots__ = ()
    rule = "cond_cast_from"


class DredgeInstead(Node):
    """dredge_instead: number number SELF (dredge 702.52a)"""
    __slots__ = ()
    rule = "dredge_instead"


class PlotAction(Node):
    """plot_action: SELF cost (plot 702.170a: a special action)"""
    __slots__ = ()
    rule = "plot_action"


class CondCostPaid(Node):
    """cond_cost_paid: objref (WAS | WASNT) | COST_LABEL (WAS | WASNT) | objref COST_LABEL
    ("if it was kicked", "if its evoke cost was paid", "if ~ was cast using its jump-start ability",
    "if it was kicked twice", "if it was kicked with its {W} kicker")"""
    __slots__ = ()
    rule = "cond_cost_paid"


NODE_CLASSES: dict[str, type[Node]] = {
    cls.rule: cls for cls in list(globals().values())
    if isinstance(cls, type) and issubclass(cls, Node) and cls is not Node
}


class _Builder(Transformer):
    """Parse tree → AST.  Its default raises: every rule needs a node class."""

    def __init__(self, source: Source):
        super().__init__(visit_tokens=False)
        self.source = source

    def __default__(self, data, children, meta: Meta):
        cls = NODE_CLASSES.get(str(data))
        if cls is None:
            raise UnknownRule(f"grammar rule {data!r} has no AST node class")
        if getattr(meta, "empty", True):
            starts = [c.span[0] if isinstance(c, Node) else c.start_pos for c in children]
            ends = [c.span[1] if isinstance(c, Node) else c.end_pos for c in children]
            span = (min(starts), max(ends)) if starts else (0, 0)
        else:
            span = (meta.start_pos, meta.end_pos)
        return cls(children, span, self.source)


def build_ast(tree, source: Source) -> Node:
    return _Builder(source).transform(tree)
