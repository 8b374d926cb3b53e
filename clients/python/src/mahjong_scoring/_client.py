"""The typed layer over the generated client (``mahjong_scoring.generated``): one method per
operation, bodies as the generated models or as plain dicts, answers as the generated models,
every error answer raised as one ``ProblemError`` and every connection failure as one
``ConnectionFailed``."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, TypeVar

import httpx

from .generated import client as _gen
from .generated.api.deals import resolve_claims, score_deal, settle_deal
from .generated.api.hands import find_waits, score_batch, score_hand, validate_hand
from .generated.api.rulesets import get_ruleset, list_rulesets
from .generated.api.service import healthz, readyz
from .generated.api.sessions import reconcile_session, score_session, tournament_standings
from .generated.models import (
    BatchRequest,
    BatchResponse,
    ClaimsRequest,
    ClaimsResponse,
    DealRequest,
    DealResponse,
    FieldError,
    HandRequest,
    LanguageName,
    ProblemDocument,
    ReconcileRequest,
    ReconcileResponse,
    RulesetDef,
    RulesetList,
    ScoreResponse,
    SessionRequest,
    SessionResponse,
    SettleRequest,
    SettleResponse,
    TournamentRequest,
    TournamentResponse,
    ValidateResponse,
    WaitsResponse,
)
from .generated.types import UNSET, Response

T = TypeVar("T")
M = TypeVar("M")

#: A request body: the generated model, or the same as a dict (``{"ruleset": "ecr", ...}``;
#: enum members such as ``Wind.SOUTH`` and plain strings are both fine).
Body = Mapping[str, Any]


class MahjongError(Exception):
    """Every error this client raises: a ``ProblemError`` or a ``ConnectionFailed``."""


class ProblemError(MahjongError):
    """The service refused the request: ``status`` (400, 404, 408, 413, 415, 422, 503), the RFC 9457
    problem document (``problem.type`` is ``/problems/{code}``) and its ``errors``, each with a
    JSON ``pointer`` into the request, a stable ``code`` and a ``message``."""

    def __init__(self, status: int, problem: ProblemDocument) -> None:
        self.status = status
        self.problem = problem
        self.errors: list[FieldError] = list(problem.errors or [])
        self.codes: list[str] = [e.code for e in self.errors]
        first = f"{self.errors[0].pointer or '/'}: {self.errors[0].message}" if self.errors else problem.detail
        super().__init__(f"{status} {', '.join(self.codes) or problem.title}: {first}")

    @classmethod
    def from_answer(cls, status: int, content: bytes) -> ProblemError:
        try:
            problem = ProblemDocument.from_dict(json.loads(content))
        except (ValueError, KeyError, TypeError, AttributeError):
            # Not a problem document (a proxy's error page, say): kept as its detail.
            text = content.decode("utf-8", "replace")[:500]
            problem = ProblemDocument.from_dict(
                {"type": "about:blank", "title": "Unexpected answer", "status": status, "detail": text}
            )
        return cls(status, problem)


class ConnectionFailed(MahjongError, ConnectionError):
    """No answer from the service: refused, unreachable, name not found, timed out or cut off.
    ``base_url`` is the service asked; the ``httpx`` error is the ``__cause__``."""

    def __init__(self, base_url: str, error: httpx.TransportError) -> None:
        self.base_url = base_url
        super().__init__(f"no answer from the mahjong scoring service at {base_url}: {error!r}")


class _Verbatim:
    """A dict body the generated model does not read (a missing field, a wrong type, a value
    outside an enum): sent as it is, so that the service answers with its problem document,
    which lists every problem with its pointer (a ``ProblemError``, 400)."""

    def __init__(self, body: Mapping[str, Any]) -> None:
        self.body = dict(body)

    def to_dict(self) -> dict[str, Any]:
        return self.body


def _body(model: type[M], body: M | Body | None, fields: dict[str, Any]) -> M:
    if body is None:
        body = fields
    elif fields:
        raise TypeError("pass the body or its fields as keywords, not both")
    if isinstance(body, Mapping):
        try:
            return model.from_dict(body)  # type: ignore[attr-defined,no-any-return]
        except (KeyError, ValueError, TypeError, AttributeError):
            return _Verbatim(body)  # type: ignore[return-value]
    return body


def _answer(response: Response[Any]) -> Any:
    if 200 <= int(response.status_code) < 300 and response.parsed is not None:
        return response.parsed
    raise ProblemError.from_answer(int(response.status_code), response.content)


def _settings(base_url: str, language: str | LanguageName | None, timeout: float) -> dict[str, Any]:
    headers = {"Accept-Language": str(language)} if language else {}
    return {"base_url": base_url.rstrip("/"), "headers": headers, "timeout": httpx.Timeout(timeout)}


class Client:
    """The service's REST API, one blocking method per operation.

    ``Client("http://127.0.0.1:8080", language="nl")``: ``language`` (``en``, ``nl``, ``it``) is sent
    as ``Accept-Language``. Use it as a context manager, or call ``close()``. ``api`` is the
    generated client (``mahjong_scoring.generated``) for anything else."""

    def __init__(self, base_url: str = "http://127.0.0.1:8080", *, language: str | LanguageName | None = None,
                 timeout: float = 10.0) -> None:
        self.base_url = base_url.rstrip("/")
        self.api = _gen.Client(**_settings(base_url, language, timeout))

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.api.get_httpx_client().close()

    def _call(self, op: Callable[..., Response[Any]], **kwargs: Any) -> Any:
        try:
            response = op(client=self.api, **kwargs)
        except httpx.TransportError as e:
            raise ConnectionFailed(self.base_url, e) from e
        return _answer(response)

    def list_rulesets(self, language: str | LanguageName | None = None) -> RulesetList:
        """``GET /v1/rulesets``: ids, names, limits, source documents, options with defaults."""
        return self._call(list_rulesets.sync_detailed, language=LanguageName(language) if language else UNSET)

    def get_ruleset(self, id: str) -> RulesetDef:
        """``GET /v1/rulesets/{id}``: the full definition."""
        return self._call(get_ruleset.sync_detailed, id=id)

    def validate_hand(self, body: HandRequest | Body | None = None, **fields: Any) -> ValidateResponse:
        """``POST /v1/hands/validate``: every problem of a hand; whether it is a mahjong."""
        return self._call(validate_hand.sync_detailed, body=_body(HandRequest, body, fields))

    def score_hand(self, body: HandRequest | Body | None = None, **fields: Any) -> ScoreResponse:
        """``POST /v1/hands/score``: one player's score with the itemised breakdown."""
        return self._call(score_hand.sync_detailed, body=_body(HandRequest, body, fields))

    def score_batch(self, body: BatchRequest | Body | None = None, **fields: Any) -> BatchResponse:
        """``POST /v1/hands/score-batch``: up to 1,000 score requests, each answered on its own."""
        return self._call(score_batch.sync_detailed, body=_body(BatchRequest, body, fields))

    def find_waits(self, body: HandRequest | Body | None = None, **fields: Any) -> WaitsResponse:
        """``POST /v1/hands/waits``: the tiles that complete a hand, with their scores."""
        return self._call(find_waits.sync_detailed, body=_body(HandRequest, body, fields))

    def resolve_claims(self, body: ClaimsRequest | Body | None = None, **fields: Any) -> ClaimsResponse:
        """``POST /v1/claims/resolve``: which claim on a discard wins."""
        return self._call(resolve_claims.sync_detailed, body=_body(ClaimsRequest, body, fields))

    def settle_deal(self, body: SettleRequest | Body | None = None, **fields: Any) -> SettleResponse:
        """``POST /v1/deals/settle``: payments between the four players."""
        return self._call(settle_deal.sync_detailed, body=_body(SettleRequest, body, fields))

    def score_deal(self, body: DealRequest | Body | None = None, **fields: Any) -> DealResponse:
        """``POST /v1/deals/score``: all four hands of a deal, scored and settled."""
        return self._call(score_deal.sync_detailed, body=_body(DealRequest, body, fields))

    def reconcile_session(self, body: ReconcileRequest | Body | None = None, **fields: Any) -> ReconcileResponse:
        """``POST /v1/sessions/reconcile``: Italian session totals corrected 3:3:3:1."""
        return self._call(reconcile_session.sync_detailed, body=_body(ReconcileRequest, body, fields))

    def score_session(self, body: SessionRequest | Body | None = None, **fields: Any) -> SessionResponse:
        """``POST /v1/sessions/score``: a whole session from its record."""
        return self._call(score_session.sync_detailed, body=_body(SessionRequest, body, fields))

    def tournament_standings(self, body: TournamentRequest | Body | None = None, **fields: Any) -> TournamentResponse:
        """``POST /v1/tournaments/standings``: standings from a tournament's sessions."""
        return self._call(tournament_standings.sync_detailed, body=_body(TournamentRequest, body, fields))

    def healthz(self) -> str:
        """``GET /healthz``: ``ok`` while the process answers."""
        return self._call(healthz.sync_detailed)

    def ready(self) -> str:
        """``GET /readyz``: ``ready`` while serving; a ``ProblemError`` (503) while starting or stopping."""
        return self._call(readyz.sync_detailed)


class AsyncClient:
    """``Client``'s operations as coroutines (``await client.score_hand(...)``), for asyncio.
    Use it as an async context manager, or ``await client.aclose()``."""

    def __init__(self, base_url: str = "http://127.0.0.1:8080", *, language: str | LanguageName | None = None,
                 timeout: float = 10.0) -> None:
        self.base_url = base_url.rstrip("/")
        self.api = _gen.Client(**_settings(base_url, language, timeout))

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self.api.get_async_httpx_client().aclose()

    async def _call(self, op: Callable[..., Awaitable[Response[Any]]], **kwargs: Any) -> Any:
        try:
            response = await op(client=self.api, **kwargs)
        except httpx.TransportError as e:
            raise ConnectionFailed(self.base_url, e) from e
        return _answer(response)

    async def list_rulesets(self, language: str | LanguageName | None = None) -> RulesetList:
        return await self._call(list_rulesets.asyncio_detailed, language=LanguageName(language) if language else UNSET)

    async def get_ruleset(self, id: str) -> RulesetDef:
        return await self._call(get_ruleset.asyncio_detailed, id=id)

    async def validate_hand(self, body: HandRequest | Body | None = None, **fields: Any) -> ValidateResponse:
        return await self._call(validate_hand.asyncio_detailed, body=_body(HandRequest, body, fields))

    async def score_hand(self, body: HandRequest | Body | None = None, **fields: Any) -> ScoreResponse:
        return await self._call(score_hand.asyncio_detailed, body=_body(HandRequest, body, fields))

    async def score_batch(self, body: BatchRequest | Body | None = None, **fields: Any) -> BatchResponse:
        return await self._call(score_batch.asyncio_detailed, body=_body(BatchRequest, body, fields))

    async def find_waits(self, body: HandRequest | Body | None = None, **fields: Any) -> WaitsResponse:
        return await self._call(find_waits.asyncio_detailed, body=_body(HandRequest, body, fields))

    async def resolve_claims(self, body: ClaimsRequest | Body | None = None, **fields: Any) -> ClaimsResponse:
        return await self._call(resolve_claims.asyncio_detailed, body=_body(ClaimsRequest, body, fields))

    async def settle_deal(self, body: SettleRequest | Body | None = None, **fields: Any) -> SettleResponse:
        return await self._call(settle_deal.asyncio_detailed, body=_body(SettleRequest, body, fields))

    async def score_deal(self, body: DealRequest | Body | None = None, **fields: Any) -> DealResponse:
        return await self._call(score_deal.asyncio_detailed, body=_body(DealRequest, body, fields))

    async def reconcile_session(self, body: ReconcileRequest | Body | None = None,
                                **fields: Any) -> ReconcileResponse:
        return await self._call(reconcile_session.asyncio_detailed, body=_body(ReconcileRequest, body, fields))

    async def score_session(self, body: SessionRequest | Body | None = None, **fields: Any) -> SessionResponse:
        return await self._call(score_session.asyncio_detailed, body=_body(SessionRequest, body, fields))

    async def tournament_standings(self, body: TournamentRequest | Body | None = None,
                                   **fields: Any) -> TournamentResponse:
        return await self._call(tournament_standings.asyncio_detailed, body=_body(TournamentRequest, body, fields))

    async def healthz(self) -> str:
        return await self._call(healthz.asyncio_detailed)

    async def ready(self) -> str:
        return await self._call(readyz.asyncio_detailed)
