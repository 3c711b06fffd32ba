"""The registry of retrieval methods: each method is one module here, listed once below."""

from __future__ import annotations

from ..types import SearchRequest, UnknownNameError, ValidatedRequest
from .base import Method
from .bm25 import BM25Method
from .bm25_prf import BM25PRFMethod
from .bm25_sweep import BM25SweepMethod
from .dar import DecomposeRefineMethod
from .dense import DenseMethod, DensePRFMethod
from .hybrid import HybridMethod
from .llm_filter import LLMFilterMethod
from .react import ReActBM25Method
from .reform import ReformBM25Method, ReformDenseMethod
from .rrf import RRFMethod

METHODS: dict[str, Method] = {method.name: method for method in (
    BM25Method(), BM25PRFMethod(), BM25SweepMethod(), DenseMethod(), DensePRFMethod(), RRFMethod(), HybridMethod(),
    ReformBM25Method(), ReformDenseMethod(), ReActBM25Method(), DecomposeRefineMethod(), LLMFilterMethod())}


def get_method(name: str) -> Method:
    """The method registered as `name`, or an error naming the ones that exist."""
    if name not in METHODS:
        raise UnknownNameError(f"unknown method {name!r}; choose one of: {', '.join(METHODS)}")
    return METHODS[name]


def validated(request: SearchRequest) -> ValidatedRequest:
    """The request with its method's settings checked, typed and with defaults filled in; an `analyzer` among
    them is the request's analyzer. A request validated already is returned as it is."""
    if isinstance(request, ValidatedRequest):
        return request
    method = get_method(request.method)
    settings = method.settings.validate(request.settings, method.name)
    analyzer = settings.get("analyzer") or request.analyzer
    if "analyzer" in settings:
        settings["analyzer"] = analyzer
    return ValidatedRequest(request.facts, request.question, request.method, request.k, request.sources,
                            request.areas, analyzer, settings)
