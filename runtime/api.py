"""The API generated card modules import (``from oraclec.runtime.api import *``): every record
of :mod:`oraclec.runtime.defs` and the effect verbs.  Each verb records the objects it affected
in ``ctx.it`` and its numeric result in ``ctx.results`` (``"amount"`` by default)."""
from __future__ import annotations

from .defs import *  # noqa: F401,F403
from .defs import __all__ as _defs_all
from .effects.continuous import (add_types_until, become_copy, detain, double_pt, exchange_control,
                                 gain_control, goad, grant_ability_until, grant_keyword_choice_until,
                                 grant_keywords_until,
                                 lose_all_abilities, modify_pt, remove_keywords_until,
                                 prevent_damage, reduce_spell_costs, restrict, suspect)
from .effects.counters import (adapt, add_counters, bolster, counters_divided, double_counters, monstrosity,
                               proliferate, time_travel)
from .effects.damage import damage, damage_divided, fight
from .effects.life import double_life, gain_life, lose_life
from .effects.choose import (choose_card, choose_one_of, choose_quality, choose_player, holds, put_on_library_choice, villainous_choice,
                             vote)
from .effects.linked import exile_until_leaves
from .effects.misc import (acted, add_mana, begin_action, delayed_trigger, did, end_turn, extra_turn,
                           flip_coin, for_each_object, for_each_player, roll_die, get_player_counters, may, pay, reflexive_trigger)
from .effects.permanents import attach, regenerate, tap, tap_or_untap, transform, unattach, untap
from .effects.stack_effects import copy_spell, counter_spell
from .effects.spells import cast_free, cast_paying, discover, exile_until, grant_play, put_exiled_bottom
from .effects.tokens import amass, create_token_copy, create_tokens, incubate, populate
from .effects.zones import (destroy, discard, draw, exile, mill, put_on_library,
                            put_onto_battlefield, reorder_top, return_to_hand, sacrifice,
                            sacrifice_choice, scry, search_library, shuffle, surveil, dig, look_at_top, look_at_hand, reveal,
                            explore, connive, fateseal, clash)

from .effects.counters import designate, move_counters, put_counters_of, remove_counters
from .effects.levels import become_level
from .effects.zones import (discard_cards, exile_top, forage, learn, manifest, replace_zone_change, reveal_until,
                            shuffle_into, shuffle_zones)
from .effects.zones import put_from_among, put_into_graveyard
from .effects.emblems import get_emblem
from .effects.monarch import become_monarch
from .effects.ring import ring_tempts
from .effects.outcome import lose_game, win_game

VERBS = [
    "damage", "damage_divided", "destroy", "exile", "sacrifice", "sacrifice_choice",
    "return_to_hand", "put_on_library", "put_onto_battlefield", "draw", "discard", "mill",
    "gain_life", "lose_life", "add_counters", "counters_divided", "modify_pt", "grant_keywords_until", "restrict",
    "choose_card", "exile_until_leaves", "put_on_library_choice", "holds",
    "create_tokens", "counter_spell", "tap", "untap", "transform", "regenerate", "search_library", "shuffle",
    "reorder_top", "gain_control", "prevent_damage", "add_mana", "extra_turn", "attach", "scry",
    "add_types_until", "may", "did", "delayed_trigger", "pay", "surveil", "dig", "fight", "reveal_until",
    # keyword actions (rule 701)
    "proliferate", "explore", "connive", "adapt", "bolster", "monstrosity", "amass", "detain",
    "fateseal", "double_pt", "double_counters", "double_life", "populate", "suspect", "goad",
    "exchange_control", "clash", "discover", "time_travel",
]

VERBS.append("remove_counters")     # vanishing 702.63a, fading 702.32a
VERBS.append("incubate")            # "Incubate 3." (701.51a)
VERBS.append("unattach")            # "Unattach ~." (701.3d; reconfigure 702.151a)
VERBS.append("reduce_spell_costs")  # "Artifact spells you cast this turn cost {1} less to cast." (601.2f)
VERBS.append("for_each_player")     # "Each player loses 1 life for each creature they control." (101.4)
VERBS.append("become_copy")         # "~ becomes a copy of target creature until end of turn" (707.2, 613.2a)
VERBS.append("for_each_object")     # "For each creature exiled this way, its controller creates …" (608.2c)
VERBS.append("reveal")              # "Target player reveals a card at random from their hand." (701.16a)
VERBS.append("look_at_top")         # "Reveal the top card of your library. If it's a land card, …" (701.16a)
VERBS.append("look_at_hand")        # "Look at target player's hand."
VERBS.append("choose_quality")      # "Choose a color." as the ability resolves (608.2d)
VERBS.append("choose_one_of")       # "Choose one of them." (608.2d)
VERBS.append("designate")           # renown 702.112a
VERBS += ["move_counters", "exile_top"]     # graft 702.58a, ingest 702.115a
VERBS.append("put_counters_of")         # "put its counters on target creature you control" (122.8)
VERBS.append("grant_ability_until")     # a quoted ability until end of turn (113.2c, 611.2a)
VERBS.append("grant_keyword_choice_until")      # "gains your choice of flying or haste" (608.2d)
VERBS.append("reflexive_trigger")       # "When you do, …" (603.12)
VERBS += ["begin_action", "acted"]      # "Sacrifice it. When you do, …" (603.12)
VERBS.append("create_token_copy")       # 707.2: "create a token that's a copy of …", embalm 702.128a, offspring 702.175a
VERBS.append("discard_cards")           # "discard any number of creature cards"
VERBS.append("shuffle_into")            # "Shuffle ~ into its owner's library" (701.20c)
VERBS.append("shuffle_zones")           # "Each player shuffles their hand and graveyard into their library" (701.20a)
VERBS.append("tap_or_untap")            # "tap or untap target creature"
VERBS.append("lose_all_abilities")      # "loses all abilities until end of turn" (613.1f)
VERBS.append("flip_coin")               # "Flip a coin." (705.2)
VERBS.append("roll_die")                # "Roll a d20." (706.1), its results table (706.3a)
VERBS.append("get_player_counters")     # "you get {E}{E}" (107.14), "gets a poison counter" (122.1f)
VERBS.append("replace_zone_change")     # "If that creature would die this turn, exile it instead." (614.1a), unearth 702.84a
VERBS += ["grant_play", "cast_free", "exile_until", "put_exiled_bottom"]    # 701.14, 701.4, 702.85a
VERBS += ["cast_paying", "put_into_graveyard"]     # 608.2g, madness 702.35a; 400.3
VERBS.append("choose_player")       # demonstrate 702.144a
VERBS += ["villainous_choice", "vote", "forage"]      # 701.53, 701.32, 701.59
VERBS.append("copy_spell")          # 707.10: storm 702.40a, replicate 702.56a, …
VERBS.append("become_level")        # Class levels 716.2a
VERBS.append("manifest")            # manifest 701.34a, cloak 701.56a
VERBS.append("learn")               # learn 701.45a
VERBS.append("become_monarch")      # "You become the monarch." (724.1)
VERBS.append("get_emblem")          # "You get an emblem with "…"" (114.1-114.4)
VERBS.append("ring_tempts")         # "The Ring tempts you." (701.52a)
VERBS.append("remove_keywords_until")   # "loses flying until end of turn" (613.1f)
VERBS.append("end_turn")            # "End the turn." (721.1)
VERBS.append("lose_game")           # "Target player loses the game." (104.3e)
VERBS.append("win_game")            # "you win the game." (104.2b)
VERBS.append("put_from_among")      # "put a land card from among the cards milled this way into your hand"

__all__ = list(_defs_all) + VERBS
