"""A cheaper Earley core for the card parser: lark's dynamic-lexer Earley, same results.

Profiling the card grammar (``benchmarks/profile_parse.py``) shows ~95 % of a parse inside
lark's ``predict_and_complete``, spent on bookkeeping rather than on the algorithm: every Earley
item hashes and compares its ``Rule`` through Python-level ``__eq__`` (rule → origin and
expansion symbols), every completion scans the whole origin column for the items waiting on the
completed symbol, and every set operation goes through a Python ``OrderedSet`` wrapper.

:class:`FastParser` is lark 1.3's ``xearley.Parser`` (with ``earley.Parser``'s predictor and
completer) rewritten with the same algorithm, the same chart, the same SPPF nodes created in the
same order and the same tree construction (lark's own ``ForestToParseTree``), so the parse tree
— and the choice among ambiguous readings — is unchanged.  What differs is only how items are
represented:

* an item is a precomputed LR(0) state (a rule and a dot position, built once per grammar) plus
  its start column; items are equal when both are identical.  This equals lark's structural
  equality because :func:`install` refuses a grammar with two structurally equal rules;
* a finished column (one before the current position) is indexed by the non-terminal its items
  wait for, built on first use in the column's order, so a completion finds its originators in
  the same order lark's linear scan does;
* terminal regexps are looked up once per LR(0) state, and a terminal is matched once per
  position rather than once per waiting item;
* sets are plain insertion-ordered dicts (lark's ``OrderedSet`` is one too).

lark's Joop Leo transitive-item branch is omitted: lark 1.3 never fills its ``transitives``
tables (their construction was removed upstream), so that branch never runs.
"""
from __future__ import annotations

import sys
from collections import defaultdict
from itertools import islice

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput
from lark.lexer import Token
from lark.parsers import xearley
from lark.parsers.earley_forest import ForestToParseTree, TokenNode
from lark.utils import dedup_list

__all__ = ["FastParser", "install"]


def _name(symbol) -> str:
    """A symbol's name as a plain interned ``str``: lark's names may be ``Token`` objects, whose
    Python-level ``__eq__`` would run on every dictionary lookup and comparison below."""
    return sys.intern(str.__str__(symbol.name))


class _NoMatch:
    @staticmethod
    def end() -> int:
        return -1


_NO_MATCH = _NoMatch()


class _LR0:
    """A rule with a dot: everything about an item that does not depend on its start column."""

    __slots__ = ("rule", "ptr", "s", "skey", "expect", "is_complete", "next", "ident", "nt",
                 "term", "regex", "origin")

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


class _Item:
    """An Earley item: an LR(0) state and the column where it started (lark's ``Item``)."""

    __slots__ = ("lr0", "start", "node", "_hash")

    def __init__(self, lr0: _LR0, start: int):
        self.lr0 = lr0
        self.start = start
        self.node = None
        self._hash = (lr0.ident << 12) ^ start

    def __hash__(self):
        return self._hash

    def __eq__(self, other):
        return self is other or (self.lr0 is other.lr0 and self.start == other.start)

    def advance(self) -> "_Item":
        return _Item(self.lr0.next, self.start)

    # lark's Item attributes, for error reports (``UnexpectedInput.considered_rules``, ``state``)
    @property
    def s(self):
        return self.lr0.s

    @property
    def rule(self):
        return self.lr0.rule

    @property
    def ptr(self):
        return self.lr0.ptr

    @property
    def expect(self):
        return self.lr0.expect

    @property
    def is_complete(self):
        return self.lr0.is_complete

    def __repr__(self):
        r = self.lr0.rule
        before = " ".join(e.name for e in r.expansion[:self.lr0.ptr])
        after = " ".join(e.name for e in r.expansion[self.lr0.ptr:])
        return f"{r.origin.name} ::= {before}* {after} ({self.start})"


class FastParser(xearley.Parser):
    """lark's ``xearley.Parser`` with cheaper bookkeeping (see the module docstring)."""

    def _setup(self, regexps: dict) -> None:
        rules = list(self.parser_conf.rules)
        table: dict[int, list[_LR0]] = {}
        n = 0
        for rule in rules:
            states = []
            for ptr in range(len(rule.expansion) + 1):
                st = _LR0(rule, ptr, n)
                n += 1
                if st.term:
                    st.regex = regexps[st.expect.name]
                states.append(st)
            for a, b in zip(states, states[1:]):
                a.next = b
            table[id(rule)] = states
        self._lr0 = table
        self._pred = {_name(origin): [table[id(r)][0] for r in rs] for origin, rs in self.predictions.items()}
        self._closure = {name: frozenset(st.origin for st in sts) | {name} for name, sts in self._pred.items()}
        self._ignore_re = [regexps[t.name] for t in self.ignore]
        self._col0: dict = {}
        self._prefixes: dict = {}

    # -- the predictor and completer (lark: earley.Parser.predict_and_complete) ---------------------
    def _predict_and_complete(self, i, to_scan, columns, index, node_cache):
        SymbolNode = self.SymbolNode
        pred = self._pred
        closure = self._closure
        held = {}
        column = columns[i]
        predicted = set()
        # the LR(0) states already added at this column with the dot at 0 (start == i): only
        # the predictor makes such items, and the entry point seeds column 0
        added = {it.lr0 for it in (*column, *to_scan) if it.start == 0 and it.lr0.ptr == 0} if i == 0 else set()
        items = list(column)
        while items:
            item = items.pop()
            lr0 = item.lr0
            if lr0.is_complete:
                start = item.start
                node = item.node
                if node is None:
                    key = (lr0.skey, start, i)
                    node = node_cache.get(key)
                    if node is None:
                        node = node_cache[key] = SymbolNode(lr0.s, start, i)
                    item.node = node
                    node.add_family(lr0.s, lr0.rule, start, None, None)
                origin = lr0.origin
                if start == i:
                    held[origin] = node
                    originators = [o for o in column if o.lr0.nt == origin]
                else:
                    idx = index.get(start)
                    if idx is None:
                        idx = index[start] = {}
                        for o in columns[start]:
                            nt = o.lr0.nt
                            if nt is not None:
                                lst = idx.get(nt)
                                if lst is None:
                                    idx[nt] = [o]
                                else:
                                    lst.append(o)
                    originators = idx.get(origin, ())
                for originator in originators:
                    new_lr0 = originator.lr0.next
                    ostart = originator.start
                    new_item = _Item(new_lr0, ostart)
                    key = (new_lr0.skey, ostart, i)
                    nnode = node_cache.get(key)
                    if nnode is None:
                        nnode = node_cache[key] = SymbolNode(new_lr0.s, ostart, i)
                    new_item.node = nnode
                    nnode.add_family(new_lr0.s, new_lr0.rule, i, originator.node, node)
                    if new_lr0.term:
                        to_scan[new_item] = None
                    elif new_item not in column:
                        column[new_item] = None
                        items.append(new_item)
            elif lr0.nt is not None:
                nt = lr0.nt
                # lark adds every rule of the prediction closure and drops the items already
                # there; adding only the new ones inserts the same items in the same order
                if nt not in predicted:
                    # the closure of ``nt`` holds every rule of each non-terminal in it, so
                    # predicting one of those later adds nothing
                    predicted.update(closure[nt])
                    for p in pred[nt]:
                        if p in added:
                            continue
                        added.add(p)
                        new_item = _Item(p, i)
                        if p.term:
                            to_scan[new_item] = None
                        else:
                            column[new_item] = None
                            items.append(new_item)
                if nt in held:
                    new_lr0 = lr0.next
                    new_item = _Item(new_lr0, item.start)
                    key = (new_lr0.skey, item.start, i)
                    nnode = node_cache.get(key)
                    if nnode is None:
                        nnode = node_cache[key] = SymbolNode(new_lr0.s, item.start, i)
                    new_item.node = nnode
                    nnode.add_family(new_lr0.s, new_lr0.rule, item.start, item.node, held[nt])
                    if new_lr0.term:
                        to_scan[new_item] = None
                    elif new_item not in column:
                        column[new_item] = None
                        items.append(new_item)

    # -- the scanner and main loop (lark: xearley.Parser._parse) -----------------------------------
    def _column0(self, start: str):
        """Column 0 after prediction and completion, and the items waiting for a terminal there.

        Nothing of it depends on the input (no character has been read), so it is computed once
        per start symbol and shared by every parse; later steps only read it (their SPPF nodes
        and items belong to later columns)."""
        cached = self._col0.get(start)
        if cached is None:
            column, to_scan = {}, {}
            for lr0 in self._pred[start]:
                item = _Item(lr0, 0)
                if lr0.term:
                    to_scan[item] = None
                else:
                    column[item] = None
            self._predict_and_complete(0, to_scan, [column], {}, {})
            index: dict = {}
            for o in column:
                if o.lr0.nt is not None:
                    index.setdefault(o.lr0.nt, []).append(o)
            cached = self._col0[start] = (column, to_scan, index)
        return cached

    def _parse(self, stream, columns, to_scan, start_symbol, index, resume=None):
        """lark's main loop from column 0, or from a snapshot of an earlier parse (``resume``:
        ``(i, delayed_matches, text_line, text_column, record)``, column ``i`` predicted and
        completed).
        Snapshots of this parse are left in ``self._prefixes`` (see :meth:`_chart`)."""
        terminals = self.lexer_conf.terminals_by_name
        ignore_re = self._ignore_re
        start_name = _name(start_symbol)
        # what every regexp tried at each position gave: (position, regexp, end or -1)
        if resume is None:
            i = 0
            delayed_matches = defaultdict(list)
            text_line = text_column = 1
            record: list = []
        else:
            i, delayed_matches, text_line, text_column, record = resume

        def scan(i, to_scan):
            node_cache = {}
            matched = {}
            for item in to_scan:
                lr0 = item.lr0
                regex = lr0.regex
                m = matched.get(regex, matched)
                if m is matched:
                    m = matched[regex] = regex.match(stream, i)
                    record.append((i, regex, m.end() if m else -1))
                if m:
                    t = Token(lr0.expect.name, m.group(0), i, text_line, text_column)
                    delayed_matches[m.end()].append((item, i, t))
            for regex in ignore_re:
                m = regex.match(stream, i)
                record.append((i, regex, m.end() if m else -1))
                if m:
                    # every item waiting for a terminal waits on past the ignored text: one entry
                    # for all of them (lark adds one each, in the same order)
                    delayed_matches[m.end()].append((None, to_scan, None))
                    delayed_matches[m.end()].extend([(item, i, None) for item in columns[i]
                                                     if item.lr0.is_complete and item.lr0.origin == start_name])
            next_to_scan = {}
            next_set = {}
            columns.append(next_set)
            for item, start, token in delayed_matches[i + 1]:
                if token is not None:
                    token.end_line = text_line
                    token.end_column = text_column + 1
                    token.end_pos = i + 1
                    new_lr0 = item.lr0.next
                    new_item = _Item(new_lr0, item.start)
                    key = (new_lr0.skey, item.start, i + 1)
                    token_node = TokenNode(token, terminals[token.type])
                    node = node_cache.get(key)
                    if node is None:
                        node = node_cache[key] = self.SymbolNode(new_lr0.s, item.start, i + 1)
                    new_item.node = node
                    node.add_family(new_lr0.s, item.lr0.rule, item.start, item.node, token_node)
                elif item is None:
                    next_to_scan.update(start)   # the waiting items of an earlier column, all terminal
                    continue
                else:
                    new_item = item
                if new_item.lr0.term:
                    next_to_scan[new_item] = None
                else:
                    next_set[new_item] = None
            del delayed_matches[i + 1]
            if not next_set and not delayed_matches and not next_to_scan:
                considered_rules = list(sorted(to_scan, key=lambda key: key.rule.origin.name))
                raise UnexpectedCharacters(stream, i, text_line, text_column,
                                           {item.lr0.expect.name for item in to_scan},
                                           set(to_scan), state=frozenset(it.s for it in to_scan),
                                           considered_rules=considered_rules)
            return next_to_scan, node_cache

        prefixes = self._prefixes
        first = i
        node_cache = {}
        n = len(stream)
        while i < n:
            if i != first or (i and resume is None):
                # column 0 comes predicted and completed (_column0), a resumed column too
                self._predict_and_complete(i, to_scan, columns, index, node_cache)
            if i > first and stream[i - 1] == " " and (start_name, stream[:i]) not in prefixes:
                # a snapshot: everything up to column i is settled, and only the regexps tried
                # so far (``record``) looked at the text beyond it
                prefixes[start_name, stream[:i]] = (
                    list(columns), to_scan, {e: list(lst) for e, lst in delayed_matches.items()},
                    dict(index), text_line, text_column, (record, len(record)))
                if len(prefixes) > self.PREFIXES:
                    del prefixes[next(iter(prefixes))]
            to_scan, node_cache = scan(i, to_scan)
            if stream[i] == "\n":
                text_line += 1
                text_column = 1
            else:
                text_column += 1
            i += 1
        if i != first or (i and resume is None):
            self._predict_and_complete(i, to_scan, columns, index, node_cache)
        assert i == len(columns) - 1
        return to_scan

    # -- the entry point (lark: earley.Parser.parse) ------------------------------------------------
    PREFIXES = 2048     # snapshots kept, oldest dropped first

    def _chart(self, text, start):
        """Run the parse from ``start``; return the chart's columns and the last waiting items.

        Ability lines share beginnings ("When ~ enters, ", "{T}: Add "), and so charts: a parse
        leaves snapshots of its chart at each word boundary (after a space), and a later parse
        of a text with the same beginning resumes from the longest one whose regexp matches
        still give the same results on the new text (the dynamic lexer's matches are the only
        place where the text beyond the boundary is read).  Tokens still pending past the
        boundary are made anew from the new text; everything else up to the boundary is settled
        and shared, read only."""
        from lark.grammar import NonTerminal
        start_symbol = NonTerminal(start)
        prefixes = self._prefixes
        k = len(text) - 1
        while k > 0:
            if text[k - 1] == " ":
                snap = prefixes.get((start, text[:k]))
                if snap is not None and all((r.match(text, j) or _NO_MATCH).end() == e
                                            for j, r, e in islice(*snap[6])):
                    columns, to_scan, delayed, index, line, col, _ = snap
                    columns = list(columns)
                    pending = defaultdict(list)
                    for e, lst in delayed.items():
                        pending[e] = [(item, j, None if t is None else
                                       Token(t.type, text[j:e], j, t.line, t.column))
                                      for item, j, t in lst]
                    prefixes[start, text[:k]] = prefixes.pop((start, text[:k]))   # recently used
                    to_scan = self._parse(text, columns, to_scan, start_symbol, dict(index),
                                          (k, pending, line, col, snap[6][0][:snap[6][1]]))
                    return columns, to_scan
            k -= 1
        column0, to_scan, index0 = self._column0(start)
        columns = [column0]
        to_scan = self._parse(text, columns, to_scan, start_symbol, {0: index0})
        return columns, to_scan

    @staticmethod
    def _solution(columns, symbol):
        solutions = dedup_list(n.node for n in columns[-1]
                               if n.lr0.is_complete and n.node is not None and n.lr0.origin == symbol
                               and n.start == 0)
        if len(solutions) > 1:
            raise RuntimeError("Earley should not generate multiple start symbol items!")
        return solutions[0] if solutions else None

    def _transform(self, solution):
        transformer = ForestToParseTree(self.Tree, self.callbacks,
                                        self.forest_sum_visitor and self.forest_sum_visitor(),
                                        self.resolve_ambiguity, not self.resolve_ambiguity)
        return transformer.transform(solution)

    # -- the entry point (lark: earley.Parser.parse) ------------------------------------------------
    def parse(self, lexer, start):
        assert start, start
        columns, to_scan = self._chart(lexer, start)
        solution = self._solution(columns, start)
        if solution is None:
            expected_terminals = [t.lr0.expect.name for t in to_scan]
            raise UnexpectedEOF(expected_terminals, state=frozenset(t.s for t in to_scan))
        if self.Tree is not None:
            return self._transform(solution)
        return solution

    def parse_preferring(self, text: str, start: str, preferred: tuple[str, ...]):
        """``(symbol, tree)``: the tree of the first symbol of ``preferred`` that derives the whole
        of ``text``, as ``parse(text, symbol)`` gives it, else ``(start, parse(text, start))``;
        raises what ``parse(text, start)`` raises when ``start`` does not derive it.

        Each ``preferred`` symbol must be an alternative of ``start`` (its language a part of
        ``start``'s), so when ``start`` fails, all of them fail.  One chart, from ``start``, answers
        for all of them: a preferred symbol derives the text exactly when the chart's last column
        completes it from column 0, and its subtree there is the one its own parse would build —
        same families, same priorities — unless two readings tie on priority somewhere in it, when
        lark's choice would follow the order the families were found in, which differs between the
        two charts: then, and wherever this reasoning does not hold (trailing ignored text, a
        preferred symbol that begins one of its own rules), the symbol is parsed on its own."""
        columns, to_scan = self._chart(text, start)
        root = self._solution(columns, start)
        if root is None:
            expected_terminals = [t.lr0.expect.name for t in to_scan]
            raise UnexpectedEOF(expected_terminals, state=frozenset(t.s for t in to_scan))
        plain = (not text or not any(r.match(text, len(text) - 1) for r in self._ignore_re)) \
            and start not in self._column0(start)[2]
        for symbol in preferred:
            if plain and symbol not in self._column0(symbol)[2] and self.Tree is not None:
                node = self._solution(columns, symbol)
                if node is None:
                    continue                     # parse(text, symbol) would fail
                tree = self._transform(node)
                if not _ties(node):
                    return symbol, tree
            try:
                return symbol, self.parse(text, symbol)
            except UnexpectedInput:
                continue
        return start, self._transform(root) if self.Tree is not None else root


def _ties(root) -> bool:
    """Whether some symbol node under ``root`` has two readings of equal rank (``sort_key``: the
    key lark's resolution sorts readings by, priorities computed)."""
    seen = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        packed = node._children
        if len(packed) > 1:
            keys = [p.sort_key for p in packed]
            if len(set(keys)) < len(keys):
                return True
        for p in packed:
            for child in (p.left, p.right):
                if child is not None and not isinstance(child, TokenNode):
                    stack.append(child)
    return False


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
