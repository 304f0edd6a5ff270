"""Smoke games earn the `executed` level (issue 5): honestly, ability by ability."""
from oraclec.cli.smoke import SUPPORT_CARDS, smoke_card
from oraclec.compiler.api import compile_cards

CARDS = ["Lightning Bolt", "Prodigal Pyromancer", "Soul Warden", "Celestial Purge", "Royal Assassin", "Northern Paladin",
         "Goblin Arsonist",
         "Glorious Anthem", "Elvish Archdruid", "Dragonskull Summit"]


def smoke(name):
    return smoke_card(name, compile_cards(CARDS + list(SUPPORT_CARDS)))


def test_spell_and_activated_ability_and_trigger_are_exercised():
    for name in ("Lightning Bolt", "Prodigal Pyromancer", "Soul Warden", "Elvish Archdruid", "Dragonskull Summit"):
        r = smoke(name)
        assert r.executed, (name, r.reasons)
        assert r.actions > 0


def test_the_targeted_game_brings_what_the_card_asks_for():
    # the generic game has no black or red permanent: the targeted game puts a real black card on
    # B's battlefield (the simplest the corpus has) for the spell's target
    r = smoke("Celestial Purge")
    assert r.executed, r.reasons
    r = smoke("Northern Paladin")            # "Destroy target black permanent."
    assert r.executed, r.reasons


def test_what_no_game_can_do_stays_below_executed_with_a_reason():
    # no Saga compiles (layout 714): the trigger never finds its target and is removed (603.3d)
    r = smoke_card("Keldon Warcaller", compile_cards(["Keldon Warcaller"] + list(SUPPORT_CARDS)))
    assert not r.executed
    assert r.reasons == ["did not trigger: 'Whenever this creature attacks, put a lore counter on target Saga you control.'"]


def test_a_plan_reads_the_cards_own_needs():
    from oraclec.cli.smoke_plan import plan
    from oraclec.runtime import defs as D
    cards = compile_cards(["Ajani's Pridemate", "Reassembling Skeleton", "Liliana Vess"] + list(SUPPORT_CARDS))

    def needs(name):
        c = cards[name]
        return plan(c, cards, {"activated": [a for a in c.abilities if isinstance(a, D.ActivatedAbility)],
                               "triggered": [a for a in c.abilities if isinstance(a, D.TriggeredAbility)]})
    p = needs("Ajani's Pridemate")            # "Whenever you gain life": A casts a life-gain spell
    assert ("A", "Angel's Mercy", None, 1) in p.casts
    p = needs("Reassembling Skeleton")        # "Return this card from your graveyard"
    assert "Reassembling Skeleton" in p.zones[("A", "graveyard")]
    p = needs("Liliana Vess")                 # [−8] with a printed loyalty of 5: a copy with 3 more
    assert {"name": "Liliana Vess", "counters": {"loyalty": 3}} in p.zones[("A", "battlefield")]


def test_graveyard_abilities_are_legal_actions_113_6m():
    from oraclec.cli.scenario import Runner
    from oraclec.runtime.actions import Activate
    cards = compile_cards(["Reassembling Skeleton", "Swamp", "Wastes"])
    r = Runner({"name": "t", "players": {"A": {"battlefield": ["Swamp x2"],
                                               "graveyard": ["Reassembling Skeleton"]}},
                "stop": {"turn": 1, "step": "end"}}, cards)
    r.setup()
    r.g.start(1, 0)
    while r.g.step != "main1":
        r.g.push(r.g.legal_actions[-1])
    skeleton = r.player("A").graveyard[0]
    assert any(isinstance(a, Activate) and a.obj == skeleton.id for a in r.g.legal_actions)


def test_attacks_and_blocks_make_turn_events():
    # A attacks with every creature it can, so "target tapped creature" has a target (an attacker)
    r = smoke("Royal Assassin")
    assert r.executed, r.reasons


def test_unsupported_card_is_never_executed():
    r = smoke_card("Mirror of Fate", compile_cards(["Mirror of Fate"] + list(SUPPORT_CARDS)))
    assert not r.executed and r.reasons == ["not compiled"]


def test_the_card_dies_on_the_last_turn():
    # A draws Murder and Naturalize and, on its last turn after combat, destroys the card with one
    r = smoke("Goblin Arsonist")             # "When this creature dies, …"
    assert r.executed, r.reasons


def test_a_static_ability_counts_only_once_the_engine_saw_it_apply():
    # issue 5: "Other Elf creatures you control get +1/+1" changes nothing in the generic game
    # (no other Elf there): the permanent on the battlefield is not enough
    from oraclec.cli.smoke import _play, _Record, _statics
    from oraclec.cli.smoke_plan import plan
    cards = compile_cards(["Elvish Archdruid", "Glorious Anthem"] + list(SUPPORT_CARDS))
    rec = _Record()
    assert _play("Elvish Archdruid", cards, rec) is None
    lord, = _statics(cards["Elvish Archdruid"])
    assert rec.resolved and id(lord) not in rec.statics
    # the targeted game brings another Elf under A's control, and the lord applies to it
    p = plan(cards["Elvish Archdruid"], cards, {"statics": [lord]})
    elves = [n for n in p.zones[("A", "battlefield")] if isinstance(n, str)]
    from oraclec.cli.smoke_plan import SupportFinder
    assert any("elf" in SupportFinder.get().compile(n).subtypes for n in elves)
    r = smoke("Elvish Archdruid")
    assert r.executed, r.reasons
    # "Creatures you control get +1/+1" changes A's Grizzly Bears in the generic game
    rec = _Record()
    assert _play("Glorious Anthem", cards, rec) is None
    anthem, = _statics(cards["Glorious Anthem"])
    assert id(anthem) in rec.statics


def test_a_rule_the_engine_never_consults_is_never_applied():
    # "play with their hands revealed" changes no decision of the engine: no game shows it
    r = smoke_card("Telepathy", compile_cards(["Telepathy"] + list(SUPPORT_CARDS)))
    assert not r.executed
    assert r.reasons == ["static ability never applied: 'Your opponents play with their hands revealed.'"]


def test_a_rule_is_applied_when_a_decision_it_governs_consults_it():
    # "can't be countered" (101.2) counts once the opponent tried to counter the spell; the
    # engine records nothing outside smoke games (Game.static_seen is None)
    from oraclec.cli.scenario import Runner
    cards = compile_cards(["Great Sable Stag", "Cancel"] + list(SUPPORT_CARDS))
    r = smoke_card("Great Sable Stag", cards)
    assert r.executed, r.reasons
    game = Runner({"name": "t", "players": {}, "stop": {"turn": 1, "step": "end"}}, cards).g
    assert game.static_seen is None


def test_the_cards_own_ways_to_be_cast_count_when_a_cast_used_them():
    # convoke (702.51a, 601.2h) applies when creatures were tapped to pay for the spell: the
    # targeted game has A tap them (A has mana enough not to in the generic game)
    from oraclec.cli.smoke import _play, _Record, _statics
    cards = compile_cards(["Siege Wurm"] + list(SUPPORT_CARDS))
    rec = _Record()
    assert _play("Siege Wurm", cards, rec) is None
    convoke, = _statics(cards["Siege Wurm"])
    assert rec.resolved and id(convoke) not in rec.statics
    r = smoke_card("Siege Wurm", cards)
    assert r.executed, r.reasons


def test_plans_for_speed_saddle_exhaust_and_crew():
    # the targeted game starts A at max speed (702.178b), saddles a Mount in the first main phase
    # of a turn it attacks in (702.171b), activates a support card's exhaust ability (702.177a)
    # and crews a support Vehicle with a Pilot (702.122b)
    for name in ("Nesting Bot", "Gilded Ghoda", "Rangers' Aetherhive", "Deathless Pilot"):
        r = smoke_card(name, compile_cards([name] + list(SUPPORT_CARDS)))
        assert r.executed, (name, r.reasons)


def test_a_land_that_becomes_tapped_is_an_opponents_land_the_opponent_taps():
    # "Whenever a Forest an opponent controls becomes tapped", "Whenever enchanted land becomes
    # tapped" (the Aura on an opponent's land): B casts a spell, tapping its lands for mana
    from oraclec.cli.smoke import smoke_cards
    res = smoke_cards(["Lifetap", "Psychic Venom"])
    assert all(r.executed for r in res.values()), res


def test_a_creature_that_can_block_an_additional_creature_blocks_two():
    # 509.1b: "This creature can block an additional creature each combat" is consulted when the
    # card blocks two of B's attackers (a declaration the engine checks as it is pushed)
    from oraclec.cli.smoke import smoke_cards
    res = smoke_cards(["Two-Headed Giant of Foriys"])
    assert res["Two-Headed Giant of Foriys"].executed, res


def test_plans_for_sacrifices_graveyard_leaves_manlands_face_up_and_tap_costs():
    # "Whenever you sacrifice an artifact" / "an opponent sacrifices" (701.17a): a support
    # permanent that sacrifices itself; "creature cards leave your graveyard" (400.7): A exiles
    # one; "a Detective
    # you control is turned face up": one cast face down and turned up (116.2b, 702.168a);
    # "Tap three untapped Soldiers you control"; "if there are three or more creature cards in
    # your graveyard"; "Whenever you discard one or more artifact cards"; "is dealt damage"; a
    # card whose ability triggers in the graveyard (113.6k)
    from oraclec.cli.smoke import smoke_cards
    names = ["Crime Novelist", "Vengeful Tracker", "Chalk Outline", "Projektor Inspector",
             "Skystrike Officer", "Gaea's Courser", "Urza, Powerstone Prodigy", "Barbed Servitor",
             "Curious Cadaver"]
    res = smoke_cards(names)
    assert all(res[n].executed for n in names), {n: r.reasons for n, r in res.items() if not r.executed}


def test_plans_for_face_down_and_enchanted_creatures():
    # "if a face-down creature entered the battlefield under your control this turn": A casts one
    # face down that turn (708.2, 702.37a); "Enchanted creatures you control get +2/+2": a
    # creature with an Aura attached to it (303.4)
    for name in ("Tunnel Tipster", "A Tale for the Ages"):
        r = smoke_card(name, compile_cards([name] + list(SUPPORT_CARDS)))
        assert r.executed, (name, r.reasons)


def test_plans_for_mana_triggers_state_triggers_and_auras_on_flyers():
    # triggered mana abilities resolve without the stack (605.4a) and are seen resolving; A taps
    # the land "Whenever enchanted land / a Mountain is tapped for mana" names (605.1b); "When
    # you control no Islands" (603.8): A has nonbasic lands for blue instead; "When this Aura
    # enters, if enchanted creature has flying" (603.4): the Aura goes on a flyer (no such card
    # compiles now: Earthbind's granted static is a gap)
    from oraclec.cli.smoke import smoke_cards
    names = ["Mana Flare", "Wild Growth", "Gauntlet of Might", "Pirate Ship"]
    res = smoke_cards(names)
    assert all(res[n].executed for n in names), {n: r.reasons for n, r in res.items() if not r.executed}


def test_coverage_estimate_executed(capsys):
    """``oraclec coverage --estimate-executed N``: smoke games of N compiled cards drawn at random
    (seeded), the share with its Wilson 95 % interval and the compiled faces it implies."""
    import json

    from oraclec.cli.main import main
    assert main(["coverage", "--set", "M10", "--estimate-executed", "12", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    e = data["executed_estimate"]
    assert e["sample"] == 12 and 0 <= e["sample_executed"] <= 12
    assert e["share"] == round(e["sample_executed"] / 12, 4)
    assert e["share_low"] <= e["share"] <= e["share_high"] and e["share_high"] - e["share_low"] > 0.05
    assert e["faces_low"] <= e["faces"] <= e["faces_high"] <= data["compiled"]
    # the same seed draws the same cards: the same estimate
    assert main(["coverage", "--set", "M10", "--estimate-executed", "12", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["executed_estimate"] == e
    # not with --executed (a count), nor with N < 1
    assert main(["coverage", "--set", "M10", "--executed", "--estimate-executed", "5"]) == 2
    assert main(["coverage", "--set", "M10", "--estimate-executed", "0"]) == 2


def test_plans_for_a_creature_that_doesnt_untap_and_counters_per_chosen_type():
    # "This creature doesn't untap during your untap step." (502.3) beside "Morbid — … if a
    # creature died this turn, untap this creature": the card attacks alone and unblocked, so it
    # is still tapped at A's next untap step; "enters with a fellowship counter on it for each
    # creature you control of the chosen type" (614.1c, 614.12): a creature of the type chosen is
    # there before the card enters
    from oraclec.cli.smoke import smoke_cards
    names = ["Slumbering Cerberus", "Banner of Kinship"]
    res = smoke_cards(names)
    assert all(res[n].executed for n in names), {n: r.reasons for n, r in res.items() if not r.executed}


def test_games_played_in_worker_processes_give_the_same_results(monkeypatch):
    # smoke_cards plays the games not in the cache in forked workers (one per core); each game
    # is played on its own, so the results and their order do not depend on how many
    import oraclec.cli.smoke as S
    monkeypatch.setattr(S, "_PARALLEL_FROM", 2)
    names = ["Lightning Bolt", "Soul Warden", "Celestial Purge", "Keldon Warcaller", "Goblin Arsonist"]
    monkeypatch.setenv("ORACLEC_CACHE", "off")      # no results kept between the two runs
    alone = S.smoke_cards(names, jobs=1)
    forked = S.smoke_cards(names, jobs=2)
    assert list(forked) == list(alone) == names
    assert {n: r.__dict__ for n, r in forked.items()} == {n: r.__dict__ for n, r in alone.items()}
    assert not forked["Keldon Warcaller"].executed and forked["Soul Warden"].executed


def test_plans_mana_spent_only_on_a_spell_of_the_chosen_type():
    # "As this land enters, choose a creature type." and "{T}: Add one mana of any color. Spend
    # this mana only to cast a creature spell of the chosen type …" (106.6, 614.12): the mana is
    # made only while the cost of a creature spell of the type chosen (the first option) is paid,
    # so the targeted game casts one of that type — not a Bear the restriction forbids
    from oraclec.cli.smoke import smoke_cards
    from oraclec.cli.smoke_plan import SupportFinder, plan
    from oraclec.compiler.api import compile_cards
    cards = compile_cards(["Secluded Courtyard"])
    card = cards["Secluded Courtyard"]
    restricted = [a for a in card.abilities if getattr(a, "spend", None) is not None]
    p = plan(card, cards, {"activated": restricted})
    (_, name, _, _), = p.casts
    cast = SupportFinder.get().compile(name)
    assert "creature" in cast.types and "advisor" in cast.subtypes, name
    res = smoke_cards(["Secluded Courtyard"])["Secluded Courtyard"]
    assert res.executed, res.reasons
