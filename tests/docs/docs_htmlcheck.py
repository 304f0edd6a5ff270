"""A strict-enough HTML checker on the stdlib parser: every non-void element is closed, in order."""
from __future__ import annotations

from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class BalanceChecker(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, tuple[int, int]]] = []
        self.errors: list[str] = []
        self.doctype = False
        self.ids: set[str] = set()

    def handle_decl(self, decl):
        if decl.lower() == "doctype html":
            self.doctype = True

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name == "id":
                if value in self.ids:
                    self.errors.append(f"duplicate id {value!r} at {self.getpos()}")
                self.ids.add(value)
        if tag not in VOID:
            self.stack.append((tag, self.getpos()))

    def handle_startendtag(self, tag, attrs):
        if tag not in VOID:
            self.errors.append(f"self-closed <{tag}/> at {self.getpos()}")

    def handle_endtag(self, tag):
        if tag in VOID:
            self.errors.append(f"end tag of void element </{tag}> at {self.getpos()}")
            return
        if not self.stack:
            self.errors.append(f"</{tag}> with nothing open at {self.getpos()}")
            return
        open_tag, pos = self.stack.pop()
        if open_tag != tag:
            self.errors.append(f"</{tag}> at {self.getpos()} closes <{open_tag}> opened at {pos}")


def check_html(text: str) -> list[str]:
    checker = BalanceChecker()
    checker.feed(text)
    checker.close()
    errors = list(checker.errors)
    if not checker.doctype:
        errors.append("no <!doctype html>")
    errors += [f"<{tag}> opened at {pos} never closed" for tag, pos in checker.stack]
    return errors
