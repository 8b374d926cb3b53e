from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.deal_request import DealRequest
from ...models.deal_response import DealResponse
from ...models.problem_document import ProblemDocument
from ...types import Response


def _get_kwargs(
    *,
    body: DealRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/deals/score",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DealResponse | ProblemDocument | None:
    if response.status_code == 200:
        response_200 = DealResponse.from_dict(response.json())

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
) -> Response[DealResponse | ProblemDocument]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DealRequest,
) -> Response[DealResponse | ProblemDocument]:
    """All four hands of a finished deal: scores, payments, next East.

    Args:
        body (DealRequest): Body of `POST /v1/deals/score`: all four hands of a finished deal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DealResponse | ProblemDocument]
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
    body: DealRequest,
) -> DealResponse | ProblemDocument | None:
    """All four hands of a finished deal: scores, payments, next East.

    Args:
        body (DealRequest): Body of `POST /v1/deals/score`: all four hands of a finished deal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DealResponse | ProblemDocument
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DealRequest,
) -> Response[DealResponse | ProblemDocument]:
    """All four hands of a finished deal: scores, payments, next East.

    Args:
        body (DealRequest): Body of `POST /v1/deals/score`: all four hands of a finished deal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DealResponse | ProblemDocument]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DealRequest,
) -> DealResponse | ProblemDocument | None:
    """All four hands of a finished deal: scores, payments, next East.

    Args:
        body (DealRequest): Body of `POST /v1/deals/score`: all four hands of a finished deal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DealResponse | ProblemDocument
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
