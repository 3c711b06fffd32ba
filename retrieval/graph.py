"""The law's own structure as a graph: which articles cite which (within a law, and across laws where a
reference names another law of the library), and which sit beside each other in their chapter.

`propagate` lifts articles that the top results cite, that cite them, or that sit beside them: with s the
first-stage (fused) scores and S its top `seeds` articles,

    s'(d) = s(d) + w_cite * max{ s(n) : n in S, n cites d or d cites n }
                 + w_near * max{ s(n) : n in S, n beside d }

taking the max, not the sum, so that an article cited by many results is not lifted above them all.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Iterable

from .citations import abbreviation, article_orders, named_in, references, with_ranges
from .explanations import Lift
from .types import ARTICLE_SEPARATOR, Article, Source


@dataclass(frozen=True)
class Related:
    """An article's related provisions: those it cites, those citing it, and those beside it in its chapter
    (or, where the law has no chapters, its law), each list in the library's order."""

    article_id: str
    cites: tuple[str, ...]
    cited_by: tuple[str, ...]
    neighbours: tuple[str, ...]

    @property
    def all(self) -> tuple[str, ...]:
        """Every related article once: cited, citing, then neighbours."""
        return tuple(dict.fromkeys(self.cites + self.cited_by + self.neighbours))


class StructureGraph:
    """Citations in both directions and chapter neighbours over a library's articles."""

    def __init__(self, cites: dict[str, tuple[str, ...]], neighbours: dict[str, tuple[str, ...]],
                 order: list[str]):
        self.cites = cites
        self.neighbours = neighbours
        position = {doc_id: at for at, doc_id in enumerate(order)}
        cited_by: dict[str, list[str]] = defaultdict(list)
        for source, targets in cites.items():
            for target in targets:
                cited_by[target].append(source)
        self.cited_by = {d: tuple(sorted(s, key=position.get)) for d, s in cited_by.items()}

    @classmethod
    def build(cls, articles: Iterable[Article], sources: Iterable[Source], reach: int = 1) -> "StructureGraph":
        """The graph of `articles` (in library order): references resolved to articles the library holds,
        and as neighbours the `reach` articles either side in the same law and chapter."""
        articles, sources = list(articles), list(sources)
        by_prefix = {s.prefix: s for s in sources}
        place = {a.id: at for at, a in enumerate(articles)}  # what each cites is listed in library order
        cites: dict[str, tuple[str, ...]] = {}
        orders = article_orders(a.id for a in articles)
        for article in articles:
            source = by_prefix.get(article.source)
            own = abbreviation(source) if source else ""
            found = [f"{article.source}{ARTICLE_SEPARATOR}{number}"
                     for number in with_ranges(article.text, references(article.text, own), orders[article.source])]
            found += named_in(article.text, sources, orders=orders)  # by a law's name: «άρθρα 5 έως 7 του ν. 4624/2019»
            cites[article.id] = tuple(sorted((d for d in set(found) if d in place and d != article.id), key=place.get))
        neighbours: dict[str, tuple[str, ...]] = {}
        for at, article in enumerate(articles):
            beside = articles[max(0, at - reach):at] + articles[at + 1:at + 1 + reach]
            neighbours[article.id] = tuple(a.id for a in beside
                                           if a.source == article.source and a.chapter == article.chapter)
        return cls(cites, neighbours, [a.id for a in articles])

    def related(self, article_id: str) -> Related:
        return Related(article_id, self.cites.get(article_id, ()), self.cited_by.get(article_id, ()),
                       self.neighbours.get(article_id, ()))


def propagate(ranking: list[tuple[str, float]], graph: StructureGraph, cite_weight: float, near_weight: float,
              seeds: int) -> tuple[list[tuple[str, float]], dict[str, tuple[Lift, ...]]]:
    """The ranking with each article lifted by its best-scored citing or cited seed and its best-scored
    neighbouring seed (the module's formula), best first, ties by id; and per lifted article, what lifted it."""
    best: dict[tuple[str, str], tuple[float, str, str]] = {}  # (article, "cite"/"near") -> (score, seed, relation)
    for seed, score in ranking[:seeds]:
        related = graph.related(seed)
        for relation, targets in (("cited_by", related.cites), ("cites", related.cited_by),
                                  ("neighbour", related.neighbours)):
            kind = "near" if relation == "neighbour" else "cite"
            for target in targets:
                if (target, kind) not in best or score > best[(target, kind)][0]:
                    best[(target, kind)] = (score, seed, relation)
    lifted = dict(ranking)
    lifts: dict[str, list[Lift]] = defaultdict(list)
    for (target, kind), (score, seed, relation) in best.items():
        amount = (cite_weight if kind == "cite" else near_weight) * score
        if amount > 0:
            lifted[target] = lifted.get(target, 0.0) + amount
            lifts[target].append(Lift(relation, seed, round(amount, 6)))
    ordered = sorted(lifted.items(), key=lambda pair: (-pair[1], pair[0]))
    return ordered, {doc_id: tuple(found) for doc_id, found in lifts.items()}
