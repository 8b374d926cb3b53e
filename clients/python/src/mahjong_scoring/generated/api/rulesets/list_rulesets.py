from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.language_name import LanguageName
from ...models.problem_document import ProblemDocument
from ...models.ruleset_list import RulesetList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    language: LanguageName | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_language: str | Unset = UNSET
    if not isinstance(language, Unset):
        json_language = language.value

    params["language"] = json_language

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ProblemDocument | RulesetList | None:
    if response.status_code == 200:
        response_200 = RulesetList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ProblemDocument.from_dict(response.json())

        return response_400

    if response.status_code == 503:
        response_503 = ProblemDocument.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ProblemDocument | RulesetList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    language: LanguageName | Unset = UNSET,
) -> Response[ProblemDocument | RulesetList]:
    """List the rule sets: ids, names, limits, options with defaults.

    Args:
        language (LanguageName | Unset): A language names are available in: `en` (the default),
            `nl`, `it`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDocument | RulesetList]
    """

    kwargs = _get_kwargs(
        language=language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    language: LanguageName | Unset = UNSET,
) -> ProblemDocument | RulesetList | None:
    """List the rule sets: ids, names, limits, options with defaults.

    Args:
        language (LanguageName | Unset): A language names are available in: `en` (the default),
            `nl`, `it`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDocument | RulesetList
    """

    return sync_detailed(
        client=client,
        language=language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    language: LanguageName | Unset = UNSET,
) -> Response[ProblemDocument | RulesetList]:
    """List the rule sets: ids, names, limits, options with defaults.

    Args:
        language (LanguageName | Unset): A language names are available in: `en` (the default),
            `nl`, `it`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ProblemDocument | RulesetList]
    """

    kwargs = _get_kwargs(
        language=language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    language: LanguageName | Unset = UNSET,
) -> ProblemDocument | RulesetList | None:
    """List the rule sets: ids, names, limits, options with defaults.

    Args:
        language (LanguageName | Unset): A language names are available in: `en` (the default),
            `nl`, `it`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ProblemDocument | RulesetList
    """

    return (
        await asyncio_detailed(
            client=client,
            language=language,
        )
    ).parsed
