"""What a method's needs mean for its preparation and fingerprint: a BM25 index per field scored, the vector
spaces of its embedders, the identity of its LLM. Methods declare their needs (`uses`, or `needs(settings)`
where the settings change them) and inherit how those are prepared and fingerprinted."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..types import CancelToken, ProgressFn, ValidatedRequest

if TYPE_CHECKING:
    from .context import SearchContext


class DeclaredNeeds:
    """needs, prepare and fingerprint of the method contract, worked out from the resources a method uses."""

    uses: tuple[str, ...] = ()

    def needs(self, settings: dict) -> tuple[str, ...]:
        """The resources a search under these settings uses: "bm25", "embedder", "llm"."""
        return self.uses

    def prepare(self, context: "SearchContext", request: ValidatedRequest, progress: ProgressFn,
                cancel: CancelToken) -> None:
        """Build or load the BM25 indexes and vector spaces the request's settings read."""
        from .bm25 import requested_fields, requested_params
        from ..vocabulary import dense_schemes, embedder_names
        from .dense import field_lead_ins

        needs, settings = self.needs(request.settings), request.settings
        if "bm25" in needs:
            for field in requested_fields(request) or [""]:
                context.bm25_index(context.analyzer(request.analyzer).name, requested_params(request), progress,
                                   cancel, field)
        if "embedder" in needs:
            for name in embedder_names(settings):
                for scheme in dense_schemes(settings):
                    context.dense_index(context.embedder(name, progress, cancel), progress, cancel,
                                        requested_fields(request), field_lead_ins(context, settings), scheme=scheme)

    def fingerprint(self, context: "SearchContext", settings: dict) -> dict:
        """The models behind the settings' names: each embedder's key, the LLM's identity."""
        from ..vocabulary import embedder_names

        needs, found = self.needs(settings), {}
        if "embedder" in needs:
            found["embedders"] = [context.embedder(name).config.key for name in embedder_names(settings)]
        if "llm" in needs:
            found["llm"] = context.llm(settings.get("llm") or None)[1]
        return found
