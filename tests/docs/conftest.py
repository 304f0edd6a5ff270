"""Fixtures of the docs-site tests: the Magic 2010 site, built once per session."""
from __future__ import annotations

import pytest

from oraclec.compiler.api import find_face
from oraclec.compiler.docs import build_site
from oraclec.corpus import load_set


@pytest.fixture(scope="session")
def m10_faces():
    return [find_face(n) for n in load_set("M10").card_names]


@pytest.fixture(scope="session")
def m10_site(tmp_path_factory, m10_faces):
    out = tmp_path_factory.mktemp("docs") / "M10"
    return build_site(m10_faces, out, set_code="M10")


@pytest.fixture(scope="session")
def m10_markdown(tmp_path_factory, m10_faces):
    out = tmp_path_factory.mktemp("docs-md") / "M10"
    return build_site(m10_faces, out, fmt="markdown", set_code="M10")
