from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem_document import ProblemDocument
from ...models.session_request import SessionRequest
from ...models.session_response import SessionResponse
from ...types import Response


def _get_kwargs(
    *,
    body: SessionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/score",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ProblemDocument | SessionResponse | None:
    if response.status_code == 200:
        response_200 = SessionResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemDocument.from_dict(response.json())

        return response_400

    if response.status_code == 408:
        response_408 = ProblemDocument.from_dict(response.json())

        return response_408

    if response.status_code == 413:
        response_413 = ProblemDocument.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ProblemDocument.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = ProblemDocument.from_dict(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = ProblemDocument.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ProblemDocument | SessionResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionRequest,
) -> Response[ProblemDocument | SessionResponse]:
    """A whole session scored from its record: per deal the seats, East, the round wind, scores,
    payments and running totals; then totals, standings and the state to continue from. With
    `Accept: text/csv` the deals as CSV; with `Accept: text/html` a printable score sheet with
    the running totals drawn as a chart.

    Args:
        body (SessionRequest): Body of `POST /v1/sessions/score`: a session's record, scored
            statelessly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDocument | SessionResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SessionRequest,
) -> ProblemDocument | SessionResponse | None:
    """A whole session scored from its record: per deal the seats, East, the round wind, scores,
    payments and running totals; then totals, standings and the state to continue from. With
    `Accept: text/csv` the deals as CSV; with `Accept: text/html` a printable score sheet with
    the running totals drawn as a chart.

    Args:
        body (SessionRequest): Body of `POST /v1/sessions/score`: a session's record, scored
            statelessly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDocument | SessionResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionRequest,
) -> Response[ProblemDocument | SessionResponse]:
    """A whole session scored from its record: per deal the seats, East, the round wind, scores,
    payments and running totals; then totals, standings and the state to continue from. With
    `Accept: text/csv` the deals as CSV; with `Accept: text/html` a printable score sheet with
    the running totals drawn as a chart.

    Args:
        body (SessionRequest): Body of `POST /v1/sessions/score`: a session's record, scored
            statelessly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDocument | SessionResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SessionRequest,
) -> ProblemDocument | SessionResponse | None:
    """A whole session scored from its record: per deal the seats, East, the round wind, scores,
    payments and running totals; then totals, standings and the state to continue from. With
    `Accept: text/csv` the deals as CSV; with `Accept: text/html` a printable score sheet with
    the running totals drawn as a chart.

    Args:
        body (SessionRequest): Body of `POST /v1/sessions/score`: a session's record, scored
            statelessly.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDocument | SessionResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
