"""A cheaper Earley core for the card parser: lark's dynamic-lexer Earley, same results.

Profiling the card grammar shows ~95 % of a parse inside lark's ``predict_and_complete``, spent on
bookkeeping rather than on the algorithm: every Earley item hashes and compares its ``Rule``
through Python-level ``__eq__`` (rule → origin and expansion symbols), every completion scans the
whole origin column for the items waiting on the completed symbol, and every set operation goes
through a Python ``OrderedSet`` wrapper.

:class:`FastParser` is lark 1.3's ``xearley.Parser`` (with ``earley.Parser``'s predictor and
completer) rewritten with the same algorithm, the same chart, the same SPPF nodes created in the
same order, and a tree resolution equal to lark's ``ForestToParseTree``, so the parse tree — and
the choice among ambiguous readings — is unchanged.  What differs:

* an item is a precomputed LR(0) state (a rule and a dot position, built once per grammar) plus
  its start column; items are equal when both are identical.  This equals lark's structural
  equality because :func:`install` refuses a grammar with two structurally equal rules;
* a finished column (one before the current position) is indexed by the non-terminal its items
  wait for, built on first use in the column's order, so a completion finds its originators in
  the same order lark's linear scan does;
* terminal regexps are looked up once per LR(0) state, and a terminal is matched once per
  position rather than once per waiting item (matches are cached under the terminal's number: a
  compiled regexp hashes its whole program each time it is a dictionary key), making one token
  (and token node) that the items reading it share — lark makes an equal one for each;
* a family of an SPPF node is kept as ``(left, right) → (s, rule, start)``, what makes lark's
  ``PackedNode`` equal to another, and the tree resolution reads families as they are: a
  ``PackedNode`` is made only if lark's own transformer needs it (a forest with a cycle);
* sets are plain insertion-ordered dicts (lark's ``OrderedSet`` is one too), SPPF nodes too;
* lookahead: a predicted item whose rule cannot begin with the next character (the first
  characters each terminal's regexp can match, :func:`first_chars`, and the first terminals of
  each non-terminal, both derived from the grammar) is never added, nor an item waiting for a
  terminal that matches neither at its column nor after the ignored text from there — it could
  never advance, so every other item, node and family stays as it was; error reports list the
  terminals lark's full chart would have waited for (``FastParser._expected``); whether a
  terminal can be read at a column is worked out once per column and terminal;
* columns inside a word that nothing waits in are skipped to the next one a pending token
  reaches;
* the tree is built by walking only the chosen readings, summing priorities only where a node
  has several readings to choose from (lark sums them over the whole forest first);
* the forest has no cycles (lark's packed nodes refer to their parent; a family here does
  not), so reference counting frees it once its tree is built: left to the cyclic garbage
  collector, lark's forests cost it a third of the parse time.

lark's Joop Leo transitive-item branch is omitted: lark 1.3 never fills its ``transitives``
tables (their construction was removed upstream), so that branch never runs.
"""
from __future__ import annotations

import re
import sys
from collections import defaultdict

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput
from lark.lexer import Token
from lark.parsers import xearley
from lark.parsers.earley_forest import ForestToParseTree, PackedNode, StableSymbolNode, SymbolNode, TokenNode
from lark.utils import dedup_list

__all__ = ["FastParser", "install"]


def _name(symbol) -> str:
    """A symbol's name as a plain interned ``str``: lark's names may be ``Token`` objects, whose
    Python-level ``__eq__`` would run on every dictionary lookup and comparison below."""
    return sys.intern(str.__str__(symbol.name))


# -- lookahead: which characters a terminal's match can begin with ------------------------------
try:                                   # the regexp parser of the standard library (sre_parse)
    import re._constants as _sre
    import re._parser as _sre_parse
except ImportError:                    # pragma: no cover - Python < 3.11
    import sre_constants as _sre
    import sre_parse as _sre_parse

_CATEGORIES = {_sre.CATEGORY_DIGIT: r"\d", _sre.CATEGORY_NOT_DIGIT: r"\D", _sre.CATEGORY_SPACE: r"\s",
               _sre.CATEGORY_NOT_SPACE: r"\S", _sre.CATEGORY_WORD: r"\w", _sre.CATEGORY_NOT_WORD: r"\W"}
_REPEATS = {_sre.MAX_REPEAT, _sre.MIN_REPEAT, getattr(_sre, "POSSESSIVE_REPEAT", _sre.MAX_REPEAT)}
_ZERO_WIDTH = {_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT}


class _Any(Exception):
    """The analysis cannot bound the first character (any character may begin a match)."""


def _class_member(op, av) -> str:
    if op is _sre.LITERAL:
        return re.escape(chr(av))
    if op is _sre.RANGE:
        return f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}"
    if op is _sre.CATEGORY and av in _CATEGORIES:
        return _CATEGORIES[av]
    raise _Any


def _first(items) -> tuple[list[str], bool]:
    """``(alternatives, nullable)``: single-character patterns that together match every
    character a match of ``items`` (a parsed regexp) can begin with, and whether ``items`` can
    match the empty string.  Over-approximated where in doubt (lookarounds are ignored)."""
    alts: list[str] = []
    for op, av in items:
        if op is _sre.LITERAL:
            return alts + [re.escape(chr(av))], False
        if op is _sre.NOT_LITERAL:
            return alts + [f"[^{re.escape(chr(av))}]"], False
        if op is _sre.IN:
            negate = av and av[0][0] is _sre.NEGATE
            members = "".join(_class_member(o, a) for o, a in (av[1:] if negate else av))
            return alts + [f"[{'^' if negate else ''}{members}]"], False
        if op in _ZERO_WIDTH:
            continue
        if op is _sre.BRANCH:
            nullable = False
            for branch in av[1]:
                sub, n = _first(branch)
                alts += sub
                nullable |= n
        elif op is _sre.SUBPATTERN:
            if av[1] or av[2]:          # flags changed inside the group (e.g. (?i:...))
                raise _Any
            sub, nullable = _first(av[3])
            alts += sub
        elif op in _REPEATS:
            sub, nullable = _first(av[2])
            alts += sub
            nullable |= av[0] == 0
        elif op is getattr(_sre, "ATOMIC_GROUP", None):
            sub, nullable = _first(av)
            alts += sub
        else:                           # ANY, back-references, …
            raise _Any
        if not nullable:
            return alts, False
    return alts, True


def first_chars(regex: re.Pattern) -> re.Pattern | None:
    """A pattern whose ``fullmatch`` accepts every one-character string a match of ``regex`` can
    begin with (and perhaps more), or None when that cannot be bounded."""
    try:
        alts, nullable = _first(_sre_parse.parse(regex.pattern, regex.flags))
    except _Any:
        return None
    if nullable or not alts or regex.flags & (re.IGNORECASE | re.VERBOSE):
        return None
    return re.compile("|".join(dict.fromkeys(alts)), regex.flags)


_NO_PRIORITY = float("-inf")
_LAZY = object()


def _strings(items, limit: int) -> set[str] | None:
    """Every string a parsed regexp can match when that is a finite set of at most ``limit``
    strings, else None.  Zero-width assertions are ignored (the set may hold more strings than
    the regexp matches, never fewer)."""
    out = {""}
    for op, av in items:
        if op in _ZERO_WIDTH:
            continue
        if op is _sre.LITERAL:
            alts = {chr(av)}
        elif op is _sre.BRANCH:
            alts = set()
            for branch in av[1]:
                sub = _strings(branch, limit)
                if sub is None:
                    return None
                alts |= sub
        elif op is _sre.SUBPATTERN and not av[1] and not av[2]:
            alts = _strings(av[3], limit)
        elif op is _sre.IN and all(o is _sre.LITERAL for o, _ in av):
            alts = {chr(a) for _, a in av}
        else:
            return None
        if alts is None or len(out) * len(alts) > limit:
            return None
        out = {a + b for a in out for b in alts}
    return out


class _Prefiltered:
    """A terminal's regexp behind a cheap necessary condition: when the regexp is an alternation
    of many literal strings (the subtypes: hundreds), ``re`` tries them one by one at every
    position (~4 µs); a match needs one of them to begin the text there, which a few slices and
    set lookups rule out at most positions.  ``match`` gives what the regexp's ``match`` gives."""

    __slots__ = ("regex", "probes")
    WIDTH = 4

    def __init__(self, regex: re.Pattern, strings: set[str]):
        self.regex = regex
        k = self.WIDTH
        by_len: dict[int, set[str]] = defaultdict(set)
        for w in strings:
            by_len[min(len(w), k)].add(w[:k])
        self.probes = tuple(sorted(by_len.items()))

    @classmethod
    def wrap(cls, regex: re.Pattern, at_least: int = 200):
        if regex.flags & re.IGNORECASE:
            return regex
        try:
            strings = _strings(_sre_parse.parse(regex.pattern, regex.flags), 100000)
        except Exception:          # pragma: no cover - a pattern sre_parse cannot read
            return regex
        if strings is None or len(strings) < at_least or "" in strings:
            return regex
        return cls(regex, strings)

    def match(self, text: str, pos: int):
        for k, heads in self.probes:
            if text[pos:pos + k] in heads:
                return self.regex.match(text, pos)
        return None


class _SymbolNode(SymbolNode):
    """lark's ``StableSymbolNode`` with its families in a plain insertion-ordered dict (lark's
    ``OrderedSet`` is a wrapper around one) and no Joop Leo paths (never made, see above).

    A family is kept as ``(left, right) → (s, rule, start)`` and becomes lark's ``PackedNode``
    only when someone reads ``_children`` (the tree resolution, for the nodes on the chosen
    readings: a small part of the forest).  The dict's keys are what makes two packed nodes
    equal (``PackedNode.__eq__`` compares left and right, its hash is ``hash((left, right))``)
    and the first family added is kept, so the families and their order are lark's."""

    __slots__ = ("_fam", "_packed")
    paths = ()              # (lark's slots, constant here: no Joop Leo paths)
    paths_loaded = True

    def __init__(self, s, start, end):
        self.s = s
        self.start = start
        self.end = end
        self._fam = {}
        self._packed = None
        self.priority = _NO_PRIORITY
        self.is_intermediate = type(s) is tuple

    def add_family(self, lr0, rule, start, left, right):
        fam = self._fam
        key = (left, right)
        if key not in fam:
            fam[key] = (lr0, rule, start)

    @property
    def _children(self) -> dict:
        packed = self._packed
        if packed is None:
            packed = self._packed = {PackedNode(self, s, rule, start, left, right): None
                                     for (left, right), (s, rule, start) in self._fam.items()}
        return packed


class _LR0:
    """A rule with a dot: everything about an item that does not depend on its start column."""

    __slots__ = ("rule", "ptr", "s", "skey", "expect", "is_complete", "next", "ident", "nt",
                 "term", "regex", "tid", "origin")

    def __init__(self, rule, ptr: int, ident: int):
        self.rule = rule
        self.ptr = ptr
        self.ident = ident
        self.origin = _name(rule.origin)
        self.is_complete = len(rule.expansion) == ptr
        if self.is_complete:
            self.s = rule.origin
            self.skey = self.origin          # SPPF label part: lark compares the origin symbol
            self.expect = None
        else:
            self.s = (rule, ptr)
            self.skey = ident                # … or the (rule, ptr) pair
            self.expect = rule.expansion[ptr]
        self.next = None
        self.nt = _name(self.expect) if self.expect is not None and not self.expect.is_term else None
        self.term = self.expect is not None and self.expect.is_term
        self.regex = None
        self.tid = None       # the terminal's number: caches of matches are keyed by it (a compiled
                              # regexp hashes its whole program, every time)


class FastParser(xearley.Parser):
    """lark's ``xearley.Parser`` with cheaper bookkeeping (see the module docstring)."""

    PRUNE = True        # lookahead pruning of predictions (see _setup); False: every prediction

    def _setup(self, regexps: dict) -> None:
        rules = list(self.parser_conf.rules)
        table: dict[int, list[_LR0]] = {}
        tids: dict[str, int] = {}
        matchers = {name: _Prefiltered.wrap(rx) for name, rx in regexps.items()}
        n = 0
        for rule in rules:
            states = []
            for ptr in range(len(rule.expansion) + 1):
                st = _LR0(rule, ptr, n)
                n += 1
                if st.term:
                    st.regex = matchers.get(st.expect.name) or regexps[st.expect.name]
                    st.tid = tids.setdefault(st.expect.name, len(tids))
                states.append(st)
            for a, b in zip(states, states[1:]):
                a.next = b
            table[id(rule)] = states
        self._lr0 = table
        self._pred = {_name(origin): [table[id(r)][0] for r in rs] for origin, rs in self.predictions.items()}
        self._closure = {name: frozenset(st.origin for st in sts) | {name} for name, sts in self._pred.items()}
        self._ignore_re = [regexps[t.name] for t in self.ignore]
        self._col0: dict = {}
        if self.SymbolNode is StableSymbolNode:
            self.SymbolNode = _SymbolNode
        # Lookahead pruning.  A predicted item (dot at 0, start i) can only ever advance if a
        # terminal that can begin its rule matches at i or where the ignored text starting at i
        # ends (the scanner carries waiting items past it).  An item that cannot advance never
        # makes an SPPF node, never completes and is never an originator, and everything it would
        # predict cannot advance either, so leaving such items out keeps every other item, node
        # and family — and their order — as they were.  What it changes is only which terminals
        # an error report lists as expected: those are recomputed from the non-terminals
        # predicted (``_expected``).  Derived from the grammar: the first terminals of each
        # non-terminal, and the characters each terminal's regexp can begin with (first_chars).
        first: dict[str, set[str]] = defaultdict(set)
        direct: dict[str, set[str]] = defaultdict(set)
        changed = True
        while changed:
            changed = False
            for rule in rules:
                origin, sym = _name(rule.origin), rule.expansion[0] if rule.expansion else None
                if sym is None:
                    continue
                new = {_name(sym)} if sym.is_term else first[_name(sym)]
                if not new <= first[origin]:
                    first[origin] |= new
                    changed = True
        for rule in rules:
            if rule.expansion and rule.expansion[0].is_term:
                direct[_name(rule.origin)].add(_name(rule.expansion[0]))
        self._first_terms = {k: frozenset(v) for k, v in first.items()}
        self._direct_terms = {k: frozenset(v) for k, v in direct.items()}
        self._term_chars = {name: first_chars(rx) for name, rx in regexps.items()}
        self._pred_la: dict = {}
        self._begins: dict = {}
        # nullable rules (an empty expansion) would let an item advance without reading a
        # character; more than one ignored terminal would make the carried positions a tree
        self._prune = self.PRUNE and all(r.expansion for r in rules) and len(self._ignore_re) <= 1

    # -- lookahead ----------------------------------------------------------------------------------
    def _lookahead(self, stream: str, i: int, chart: "_Chart | None" = None) -> "_Look":
        """What a terminal matched for column ``i`` can begin with: the character at ``i`` and
        the one after each stretch of ignored text from there (the scanner carries the items
        waiting at ``i`` past it), none at the end of the text."""
        n = len(stream)
        chars = ""
        spots = []
        j = i
        while True:
            if j < n and stream[j] not in chars:
                chars += stream[j]
            spots.append(j)
            if not self._ignore_re:
                break
            m = self._ignore_re[0].match(stream, j)
            if not m or m.end() <= j:
                break
            j = m.end()
        return _Look(chars, spots, stream, chart.matches if chart is not None else {})

    def _can_begin(self, lr0: "_LR0", la: str) -> bool:
        terms = (_name(lr0.expect),) if lr0.term else self._first_terms.get(lr0.nt, ())
        begins = self._begins
        for c in la:
            for t in terms:
                key = (t, c)
                ok = begins.get(key)
                if ok is None:
                    fc = self._term_chars.get(t)
                    ok = begins[key] = fc is None or fc.fullmatch(c) is not None
                if ok:
                    return True
        return False

    def _predictions(self, nt: str, la: str | None) -> list:
        """The items predicting ``nt`` adds (lark's order), less those that cannot advance."""
        if la is None:
            return self._pred[nt]
        key = (nt, la)
        out = self._pred_la.get(key)
        if out is None:
            out = self._pred_la[key] = [p for p in self._pred[nt] if self._can_begin(p, la)]
        return out

    def _expected(self, i: int, to_scan, chart: "_Chart") -> set[str]:
        """The terminals lark's scanner would have waited for at column ``i`` (its error reports
        list them): those of the items kept, of the items pruned — the first terminals of the
        rules of every non-terminal predicted there — and of the items carried past ignored
        text from earlier columns."""
        predicted_at, carried_into = chart.predicted_at, chart.carried_into
        names = {lr0.expect.name for lr0, _ in to_scan}
        direct = self._direct_terms
        for nt in predicted_at.get(i, ()):
            names.update(direct.get(nt, ()))
        names.update(chart.pruned.get(i, ()))
        for src, src_scan in carried_into.get(i, ()):
            names |= self._expected(src, src_scan, chart)
        return names

    # -- the predictor and completer (lark: earley.Parser.predict_and_complete) ---------------------
    def _predict_and_complete(self, i, to_scan, columns, index, node_cache, la=None, predicted=None,
                              stream=None, chart=None):
        """lark's predictor and completer for column ``i``.  ``la``: what a terminal read there
        can begin with (None: predict everything); ``_LAZY``: the lookahead is read from
        ``stream`` when first needed (a ``_Look``), and then an item waiting for a terminal
        that matches neither here nor after the ignored text from here is left out too (its
        terminal noted in ``chart.pruned`` for error reports).  Returns the non-terminals
        predicted.

        An item is the key ``(lr0, start)`` of the column's (or ``to_scan``'s) dict, its SPPF
        node the value; an item added again keeps its first node, as lark's ordered sets keep
        the first of equal items."""
        SymbolNode = self.SymbolNode
        predictions = self._predictions
        closure = self._closure
        held = {}
        column = columns[i]
        predicted = set() if predicted is None else predicted
        look = None
        # the LR(0) states already added at this column with the dot at 0 (start == i): only
        # the predictor makes such items, and the entry point seeds column 0
        added = {lr0 for lr0, start in (*column, *to_scan) if start == 0 and lr0.ptr == 0} if i == 0 else set()
        items = [(lr0, start, node) for (lr0, start), node in column.items()]
        while items:
            lr0, start, node = items.pop()
            if lr0.is_complete:
                if node is None:
                    key = (lr0.skey, start, i)
                    node = node_cache.get(key)
                    if node is None:
                        node = node_cache[key] = SymbolNode(lr0.s, start, i)
                    column[lr0, start] = node
                    node.add_family(lr0.s, lr0.rule, start, None, None)
                origin = lr0.origin
                if start == i:
                    held[origin] = node
                    originators = [(o, s, n) for (o, s), n in column.items() if o.nt == origin]
                else:
                    idx = index.get(start)
                    if idx is None:
                        idx = index[start] = {}
                        for (o, s), n in columns[start].items():
                            nt = o.nt
                            if nt is not None:
                                lst = idx.get(nt)
                                if lst is None:
                                    idx[nt] = [(o, s, n)]
                                else:
                                    lst.append((o, s, n))
                    originators = idx.get(origin, ())
                for olr0, ostart, onode in originators:
                    new_lr0 = olr0.next
                    if new_lr0.term and la is _LAZY:
                        # an item that could never read its terminal makes no node that a
                        # parse could reach: leave it out
                        if look is None:
                            look = self._lookahead(stream, i, chart)
                        ok = look.known.get(new_lr0.tid)
                        if ok is None:
                            ok = look.waits(new_lr0)
                        if not ok:
                            if new_lr0.tid not in look.pruned:
                                look.pruned.add(new_lr0.tid)
                                chart.prune(i, new_lr0)
                            continue
                    key = (new_lr0.skey, ostart, i)
                    nnode = node_cache.get(key)
                    if nnode is None:
                        nnode = node_cache[key] = SymbolNode(new_lr0.s, ostart, i)
                    fam = nnode._fam                  # add_family, inline
                    if (onode, node) not in fam:
                        fam[onode, node] = (new_lr0.s, new_lr0.rule, i)
                    new = (new_lr0, ostart)
                    if new_lr0.term:
                        if new not in to_scan:
                            to_scan[new] = nnode
                    elif new not in column:
                        column[new] = nnode
                        items.append((new_lr0, ostart, nnode))
            elif lr0.nt is not None:
                nt = lr0.nt
                # lark adds every rule of the prediction closure and drops the items already
                # there; adding only the new ones inserts the same items in the same order
                if nt not in predicted:
                    # the closure of ``nt`` holds every rule of each non-terminal in it, so
                    # predicting one of those later adds nothing
                    predicted.update(closure[nt])
                    if la is _LAZY:
                        if look is None:
                            look = self._lookahead(stream, i, chart)
                        chars = look.chars
                    else:
                        chars = la
                    for p in predictions(nt, chars):
                        if p in added:
                            continue
                        added.add(p)
                        if p.term:
                            # (the terminals of predicted items are in error reports anyway)
                            if look is None:
                                to_scan[p, i] = None
                            else:
                                ok = look.known.get(p.tid)
                                if ok is None:
                                    ok = look.waits(p)
                                if ok:
                                    to_scan[p, i] = None
                        else:
                            column[p, i] = None
                            items.append((p, i, None))
                if nt in held:
                    new_lr0 = lr0.next
                    key = (new_lr0.skey, start, i)
                    nnode = node_cache.get(key)
                    if nnode is None:
                        nnode = node_cache[key] = SymbolNode(new_lr0.s, start, i)
                    fam = nnode._fam                  # add_family, inline
                    if (node, held[nt]) not in fam:
                        fam[node, held[nt]] = (new_lr0.s, new_lr0.rule, start)
                    new = (new_lr0, start)
                    if new_lr0.term:
                        if new not in to_scan:
                            to_scan[new] = nnode
                    elif new not in column:
                        column[new] = nnode
                        items.append((new_lr0, start, nnode))
        return predicted

    # -- the scanner and main loop (lark: xearley.Parser._parse) -----------------------------------
    def _column0(self, start: str, la: str | None = None):
        """Column 0 after prediction and completion, the items waiting for a terminal there, its
        index by expected non-terminal and the non-terminals predicted.

        Nothing of it depends on the input but the lookahead ``la`` (no character has been
        read), so it is computed once per start symbol and lookahead and shared by every parse;
        later steps only read it (their SPPF nodes and items belong to later columns)."""
        cached = self._col0.get((start, la))
        if cached is None:
            column, to_scan = {}, {}
            for lr0 in self._predictions(start, la):
                if lr0.term:
                    to_scan[lr0, 0] = None
                else:
                    column[lr0, 0] = None
            predicted = self._predict_and_complete(0, to_scan, [column], {}, {}, la, set(self._closure[start]))
            index: dict = {}
            for (lr0, s), node in column.items():
                if lr0.nt is not None:
                    index.setdefault(lr0.nt, []).append((lr0, s, node))
            cached = self._col0[start, la] = (column, to_scan, index, frozenset(predicted))
        return cached

    def _parse(self, stream, start):
        """lark's main loop (``xearley.Parser._parse``) from column 0 (_column0)."""
        terminals = self.lexer_conf.terminals_by_name
        ignore_re = self._ignore_re
        start_name = start
        la = self._lookahead(stream, 0).chars if self._prune else None
        column0, to_scan, index0, predicted0 = self._column0(start, la)
        chart = _Chart([column0], {0: predicted0})
        columns, predicted_at, carried_into = chart.columns, chart.predicted_at, chart.carried_into
        index = {0: index0}
        la = _LAZY if self._prune else None
        delayed_matches = defaultdict(list)
        SymbolNode = self.SymbolNode

        def scan(i, to_scan):
            node_cache = {}
            # the terminals already matched here (the lookahead tries some): ``tid → match``
            matched = chart.matches.pop(i, None) or {}
            # what reaches a later column: (lr0, start, node, token) — an item advanced over the
            # token, or carried as it is (token None), or (None, to_scan, column, None): the
            # items waiting at that column, carried past ignored text
            # one token (and token node) a terminal matched here, shared by the items reading it:
            # lark makes one each, equal in type, text and position (a token node is equal to
            # another by its token, so the families are the same)
            read: dict = {}         # tid → (token node, the entries of the column it reaches)
            for (lr0, start), node in to_scan.items():
                tid = lr0.tid
                got = read.get(tid)
                if got is None:
                    m = matched.get(tid, matched)
                    if m is matched:
                        m = matched[tid] = lr0.regex.match(stream, i)
                    if not m:
                        read[tid] = False
                        continue
                    name = lr0.expect.name
                    got = read[tid] = (TokenNode(Token(name, m.group(0), i, text_line, text_column),
                                                 terminals[name]), delayed_matches[m.end()])
                elif got is False:
                    continue
                got[1].append((lr0, start, node, got[0]))
            for regex in ignore_re:
                m = regex.match(stream, i)
                if m:
                    # every item waiting for a terminal waits on past the ignored text: one entry
                    # for all of them (lark adds one each, in the same order)
                    delayed_matches[m.end()].append((None, to_scan, i, None))
                    delayed_matches[m.end()].extend([(lr0, start, node, None) for (lr0, start), node in columns[i].items()
                                                     if lr0.is_complete and lr0.origin == start_name])
            next_to_scan = {}
            next_set = {}
            columns.append(next_set)
            carried = None
            for lr0, start, node, token in delayed_matches[i + 1]:
                if lr0 is None:
                    # the waiting items of column ``node`` (``start``: their dict), all terminal
                    if next_to_scan:
                        for key, value in start.items():
                            if key not in next_to_scan:
                                next_to_scan[key] = value
                    else:
                        next_to_scan.update(start)
                    if carried is None:
                        carried = carried_into[i + 1] = []
                    carried.append((node, start))
                    continue
                if token is not None:           # a token node
                    t = token.token
                    t.end_line = text_line
                    t.end_column = text_column + 1
                    t.end_pos = i + 1
                    new_lr0 = lr0.next
                    key = (new_lr0.skey, start, i + 1)
                    nnode = node_cache.get(key)
                    if nnode is None:
                        nnode = node_cache[key] = SymbolNode(new_lr0.s, start, i + 1)
                    fam = nnode._fam                  # add_family, inline
                    if (node, token) not in fam:
                        fam[node, token] = (new_lr0.s, lr0.rule, start)
                    lr0, node = new_lr0, nnode
                new = (lr0, start)
                if lr0.term:
                    if new not in next_to_scan:
                        next_to_scan[new] = node
                elif new not in next_set:
                    next_set[new] = node
            del delayed_matches[i + 1]
            if not next_set and not delayed_matches and not next_to_scan and \
                    not any(self._expected(src, src_scan, chart) for src, src_scan in carried or ()):
                # (lark would still carry the items pruned from the carried columns: they fail
                # after the ignored text, and the error is reported there)
                allowed = self._expected(i, to_scan, chart)
                waiting = [lr0 for lr0, _ in to_scan]
                raise UnexpectedCharacters(stream, i, text_line, text_column, allowed, set(waiting),
                                           state=frozenset(lr0.s for lr0 in waiting),
                                           considered_rules=sorted(waiting, key=lambda lr0: lr0.origin))
            return next_to_scan, node_cache

        text_line = text_column = 1
        try:
            i = 0
            node_cache = {}
            n = len(stream)
            while i < n:
                if i:
                    # column 0 comes predicted and completed (_column0)
                    predicted = predicted_at[i] = self._predict_and_complete(
                        i, to_scan, columns, index, node_cache, la, None, stream, chart)
                    if not to_scan and not columns[i] and not predicted and delayed_matches \
                            and i not in carried_into and i not in chart.pruned:
                        # nothing waits here (inside a word): the columns up to the next one a
                        # pending token reaches stay empty, and scanning them would find nothing
                        k = min(delayed_matches) - 1
                        if k > i:
                            if "\n" in stream[i:k]:
                                for ch in stream[i:k]:
                                    if ch == "\n":
                                        text_line += 1
                                        text_column = 1
                                    else:
                                        text_column += 1
                            else:
                                text_column += k - i
                            columns.extend([{} for _ in range(k - i)])
                            i = k
                to_scan, node_cache = scan(i, to_scan)
                if stream[i] == "\n":
                    text_line += 1
                    text_column = 1
                else:
                    text_column += 1
                i += 1
            if i:
                predicted_at[i] = self._predict_and_complete(i, to_scan, columns, index, node_cache, la, None,
                                                             stream, chart)
        except BaseException:
            chart.release()
            raise
        assert i == len(columns) - 1
        chart.to_scan = to_scan
        return chart

    @staticmethod
    def _solution(columns, symbol):
        solutions = dedup_list(node for (lr0, start), node in columns[-1].items()
                               if lr0.is_complete and node is not None and lr0.origin == symbol and start == 0)
        if len(solutions) > 1:
            raise RuntimeError("Earley should not generate multiple start symbol items!")
        return solutions[0] if solutions else None

    def _eof(self, chart: "_Chart") -> UnexpectedEOF:
        # the terminals lark would list (sorted here: lark's list follows its scan order)
        return UnexpectedEOF(sorted(self._expected(len(chart.columns) - 1, chart.to_scan, chart)),
                             state=frozenset(lr0.s for lr0, _ in chart.to_scan))

    def _transform(self, solution):
        return self._resolve(solution)[0]

    def _lark_transform(self, solution):
        transformer = ForestToParseTree(self.Tree, self.callbacks,
                                        self.forest_sum_visitor and self.forest_sum_visitor(),
                                        self.resolve_ambiguity, not self.resolve_ambiguity)
        return transformer.transform(solution)

    def _resolve(self, root):
        """``(tree, tied)``: the parse tree lark's ``ForestToParseTree`` makes of the forest under
        ``root`` (ambiguity "resolve"), and whether a choice on the way had two readings of equal
        rank, settled by the order their families were found in.

        lark walks the whole forest once to sum priorities (``ForestSumVisitor``), then walks it
        again taking, at each symbol node, the first of its readings sorted by ``sort_key``
        (empty last, higher priority first, then the rule's order; ties in insertion order).
        Here priorities are summed only where a node has several readings to choose from, and
        the chosen readings are built directly with the same rule callbacks.  A forest with a
        cycle (lark then skips readings that loop) or one too deep for recursion is left to
        lark's own transformer."""
        if not self.resolve_ambiguity:
            return self._lark_transform(root), True
        try:
            return _Resolver(self.callbacks, self.forest_sum_visitor is not None).tree(root)
        except (_Cycle, RecursionError):
            return self._lark_transform(root), True

    # -- the entry points (lark: earley.Parser.parse) -----------------------------------------------
    def parse(self, lexer, start):
        assert start, start
        chart = None
        try:
            chart = self._parse(lexer, start)
            solution = self._solution(chart.columns, start)
            if solution is None:
                raise self._eof(chart)
            if self.Tree is None:
                chart = None                # the forest is the result: leave it whole
                return solution
            return self._transform(solution)
        finally:
            if chart is not None:
                chart.release()

    def parse_preferring(self, text: str, start: str, preferred: tuple[str, ...]):
        """``(symbol, tree)``: the tree of the first symbol of ``preferred`` that derives the whole
        of ``text``, as ``parse(text, symbol)`` gives it, else ``(start, parse(text, start))``;
        raises what ``parse(text, start)`` raises when ``start`` does not derive it.

        Each ``preferred`` symbol must be an alternative of ``start`` (its language a part of
        ``start``'s), so when ``start`` fails, all of them fail.  One chart, from ``start``, answers
        for all of them: a preferred symbol derives the text exactly when the chart's last column
        completes it from column 0, and its subtree there is the one its own parse would build —
        same families, same priorities — unless two readings tie on priority at a choice the
        resolution makes, when lark's choice would follow the order the families were found in,
        which differs between the two charts: then, and wherever this reasoning does not hold
        (trailing ignored text, a preferred symbol that begins one of its own rules), the symbol
        is parsed on its own."""
        assert self.Tree is not None
        chart = self._parse(text, start)
        try:
            root = self._solution(chart.columns, start)
            if root is None:
                raise self._eof(chart)
            plain = (not text or not any(r.match(text, len(text) - 1) for r in self._ignore_re)) \
                and start not in self._column0(start)[2]
            for symbol in preferred:
                if plain and symbol not in self._column0(symbol)[2]:
                    node = self._solution(chart.columns, symbol)
                    if node is None:
                        continue                     # parse(text, symbol) would fail
                    tree, tied = self._resolve(node)
                    if not tied:
                        return symbol, tree
                try:
                    return symbol, self.parse(text, symbol)
                except UnexpectedInput:
                    continue
            return start, self._transform(root)
        finally:
            chart.release()


class _Look:
    """The lookahead of a column (``FastParser._lookahead``)."""

    __slots__ = ("chars", "spots", "stream", "matches", "known", "pruned")

    def __init__(self, chars: str, spots: list, stream: str, matches: dict):
        self.chars = chars          # the characters a terminal read for the column can begin with
        self.spots = spots          # where it can begin
        self.stream = stream
        self.matches = matches
        self.known: dict = {}       # terminal number → whether it waits (``waits``)
        self.pruned: set = set()    # terminal numbers of the items left out (noted in the chart)

    def waits(self, lr0: "_LR0") -> bool:
        """Whether the terminal ``lr0`` waits for matches at one of the spots (the matches are
        kept for the scanner; the answer in ``known``)."""
        tid = lr0.tid
        for j in self.spots:
            cache = self.matches.get(j)
            if cache is None:
                cache = self.matches[j] = {}
            m = cache.get(tid, cache)
            if m is cache:
                m = cache[tid] = lr0.regex.match(self.stream, j)
            if m:
                self.known[tid] = True
                return True
        self.known[tid] = False
        return False


class _Chart:
    """One parse's chart: its columns, the items waiting for a terminal after the last one, and
    what ``FastParser._expected`` needs (the non-terminals predicted at each column, the columns
    whose waiting items were carried past ignored text into each)."""

    __slots__ = ("columns", "to_scan", "predicted_at", "carried_into", "pruned", "matches")

    def __init__(self, columns: list, predicted_at: dict):
        self.columns = columns
        self.to_scan = None
        self.predicted_at = predicted_at
        self.carried_into: dict = {}
        self.pruned: dict = {}      # column → terminals of the items left out there
        self.matches: dict = {}     # position → {terminal number: its match there} (the scanner's too)

    def prune(self, i: int, lr0: "_LR0") -> None:
        names = self.pruned.get(i)
        if names is None:
            names = self.pruned[i] = set()
        names.add(lr0.expect.name)

    def release(self) -> None:
        """Let the SPPF go once its tree is built (or the parse failed: an exception's
        traceback may keep the chart).  Its families refer to their children only, so
        reference counting frees it at once.  (lark's packed nodes also refer to their parent:
        such a forest, left to the cyclic garbage collector, cost it a third of the parse
        time; packed nodes are made here only for lark's transformer, for a forest with a
        cycle.)"""
        self.columns = []
        self.matches = {}


class _Cycle(Exception):
    """The forest loops (a symbol derives itself): lark's transformer decides."""


class _Resolver:
    """One resolution of a forest into a tree (see ``FastParser._resolve``)."""

    __slots__ = ("callbacks", "prioritize", "memo", "busy", "tied")

    def __init__(self, callbacks, prioritize: bool):
        self.callbacks = callbacks
        self.prioritize = prioritize     # lark sums priorities only if the grammar has some
        self.memo: dict = {}             # id(symbol node) → its summed priority
        self.busy: set = set()           # the nodes on the way down (cycle detection)
        self.tied = False

    def tree(self, root):
        out = self.symbol(root)
        if getattr(out, "data", None) == "_ambig":
            raise _Cycle                 # lark would splice it: not a tree this grammar makes
        return out, self.tied

    # lark's ForestSumVisitor: a packed node's priority is its rule's (under a symbol node) plus
    # its children's, a symbol node's the highest of its packed nodes'.  A packed node is read
    # here as the family it is made of (``_SymbolNode._fam``: its parent, left, right and rule)
    def priority(self, node) -> float:
        if node is None:
            return 0
        if type(node) is TokenNode:
            return node.priority
        key = id(node)
        p = self.memo.get(key)
        if p is None:
            if key in self.busy:
                raise _Cycle
            self.busy.add(key)
            p = max(self.packed_priority(node, left, right, rule) for (left, right), (_, rule, _) in node._fam.items())
            self.busy.discard(key)
            node.priority = self.memo[key] = p
        return p

    def packed_priority(self, parent, left, right, rule) -> float:
        rp = rule.options.priority
        return (rp if rp and not parent.is_intermediate else 0) + self.priority(right) + self.priority(left)

    def choose(self, node):
        """``(left, right, rule)``: the reading lark's resolution takes, the first by its
        ``PackedNode.sort_key`` (empty last, higher priority first, then the rule's order),
        stable.  Unprioritised, every packed node's priority is lark's initial -inf."""
        fam = node._fam
        if len(fam) == 1:
            for (left, right), (_, rule, _) in fam.items():
                return left, right, rule
        best = best_key = None
        prioritize = self.prioritize
        for (left, right), (_, rule, _) in fam.items():
            key = (left is None and right is None,
                   -(self.packed_priority(node, left, right, rule) if prioritize else _NO_PRIORITY), rule.order)
            if best is None or key < best_key:
                best, best_key = (left, right, rule), key
            elif key == best_key:
                self.tied = True
        return best

    def children(self, node, left, right) -> list:
        """What lark's ``transform_packed_node`` hands the rule callback for the reading
        ``(left, right)`` of ``node``: the left intermediate node's children spliced, then the
        right child (a token or a symbol node's tree)."""
        key = id(node)
        if key in self.busy:
            raise _Cycle
        self.busy.add(key)
        if left is None:
            out = []
        else:
            ll, lr, _ = self.choose(left)
            out = self.children(left, ll, lr)
        if right is not None:
            out.append(right.token if type(right) is TokenNode else self.symbol(right))
        self.busy.discard(key)
        return out

    def symbol(self, node):
        left, right, rule = self.choose(node)
        return self.callbacks[rule](self.children(node, left, right))


def install(lark_obj) -> bool:
    """Swap the Earley core of a ``Lark(parser="earley", lexer="dynamic")`` for :class:`FastParser`.

    Returns False (and leaves lark's own parser) when the parser is not one this module
    reproduces exactly: another lexer or parser, ``dynamic_complete``, unordered sets, debug, or a
    grammar with two structurally equal rules (items would then compare differently)."""
    frontend = getattr(lark_obj, "parser", None)
    p = getattr(frontend, "parser", None)
    if type(p) is not xearley.Parser or p.complete_lex or p.debug:
        return False
    if p.Set.__name__ != "OrderedSet":
        return False
    rules = list(p.parser_conf.rules)
    if len(set(rules)) != len(rules):
        return False
    matcher = getattr(p.term_matcher, "__self__", None)
    regexps = getattr(matcher, "regexps", None)
    if not isinstance(regexps, dict):
        return False
    ids = {id(r) for r in rules}
    if any(id(r) not in ids for rs in p.predictions.values() for r in rs):
        return False
    p.__class__ = FastParser
    p._setup(regexps)
    return True
