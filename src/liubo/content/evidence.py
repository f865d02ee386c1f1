"""What each rule rests on: the kinds of evidence and the named sources (no pygame).

The facts live in ``data/evidence.json``: five kinds (a Han or earlier text, a later text,
an excavated object, the modern reconstruction, this project's reading) and the sources,
each of one kind, with a name in its own script, an English title and a short account of
what it says. Rulebook pages name their sources by id (``rulebook.Page.evidence``) and the
rules screen shows them as tags. Labels, titles and details are English, translated where
they are shown; ``liubo.tools.i18n_extract`` finds them for the catalog.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from ..resources import read_data_text

#: The kinds in the order a tag list shows them: oldest evidence first, ours last.
KIND_ORDER: tuple[str, ...] = ("han", "later", "object", "reconstruction", "ours")


class EvidenceError(ValueError):
    """The evidence file, or a reference to it, is wrong."""


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of evidence: ``label`` is English (translate it to show it)."""

    id: str
    label: str


@dataclass(frozen=True, slots=True)
class Source:
    """One named source: ``name`` as written in its own script, ``title`` and ``detail``
    in English (translate them to show them)."""

    id: str
    kind: str
    name: str
    title: str
    detail: str


@dataclass(frozen=True, slots=True)
class Evidence:
    """Every kind and source, by id."""

    kinds: dict[str, Kind]
    sources: dict[str, Source]

    def source(self, source_id: str) -> Source:
        """The source with this id; ``EvidenceError`` names an unknown one."""
        try:
            return self.sources[source_id]
        except KeyError:
            raise EvidenceError(f"no evidence source {source_id!r} in data/evidence.json") from None

    def kind_of(self, source_id: str) -> Kind:
        """The kind of a source."""
        return self.kinds[self.source(source_id).kind]

    def ordered(self, source_ids: tuple[str, ...]) -> list[Source]:
        """The sources of ``source_ids`` sorted by kind (``KIND_ORDER``), then as given."""
        found = [self.source(s) for s in source_ids]
        return sorted(found, key=lambda s: KIND_ORDER.index(s.kind))


def parse_evidence(text: str) -> Evidence:
    """Read an evidence file; ``EvidenceError`` says what is wrong with it."""
    try:
        doc = json.loads(text)
        kinds = {k["id"]: Kind(k["id"], k["label"]) for k in doc["kinds"]}
        sources = {
            s["id"]: Source(s["id"], s["kind"], s["name"], s["title"], s["detail"])
            for s in doc["sources"]
        }
    except (json.JSONDecodeError, KeyError, TypeError) as exc:
        raise EvidenceError(f"bad evidence file: {exc}") from exc
    if set(kinds) != set(KIND_ORDER):
        raise EvidenceError(f"evidence kinds must be {', '.join(KIND_ORDER)}")
    for source in sources.values():
        if source.kind not in kinds:
            raise EvidenceError(f"source {source.id!r} has an unknown kind {source.kind!r}")
        if not (source.name.strip() and source.title.strip() and source.detail.strip()):
            raise EvidenceError(f"source {source.id!r} needs a name, a title and a detail")
    return Evidence(kinds, sources)


@cache
def load_evidence() -> Evidence:
    """The game's evidence file (``data/evidence.json``), read once."""
    return parse_evidence(read_data_text("evidence.json"))
