"""A typed Python client for the mahjong scoring service's REST API.

    from mahjong_scoring import Client, Wind, Source

    with Client("http://127.0.0.1:8080") as client:
        score = client.score_hand(ruleset="ecr", seat_wind=Wind.SOUTH, round_wind=Wind.EAST,
                                  hand="b1b2b3 d5d5d5 c7c8c9 wewe drdrdr",
                                  win={"tile": "we", "source": Source.DISCARD, "discarder": Wind.NORTH})
        print(score.total)  # 92

Requests and answers are the models generated from the service's OpenAPI document
(``mahjong_scoring.models``); ``clients/python/README.md`` has the rest.
"""

from ._client import AsyncClient, Client, ConnectionFailed, MahjongError, ProblemError
from .generated import models
from .generated.models import AnnouncementName as Announcement
from .generated.models import ClaimKindName as ClaimKind
from .generated.models import LanguageName as Language
from .generated.models import PenaltyName as Penalty
from .generated.models import SourceName as Source
from .generated.models import TimingName as Timing
from .generated.models import WindName as Wind


def seats(*, east: int, south: int, west: int, north: int) -> dict[str, int]:
    """A per-seat value (scores, totals) keyed by seat wind: ``seats(east=120, south=480, west=0,
    north=56)``. A plain dict ``{"east": 120, ...}`` is the same; this one catches a misspelt or
    missing seat before the request is sent."""
    return {"east": east, "south": south, "west": west, "north": north}


__all__ = [
    "Announcement",
    "AsyncClient",
    "ClaimKind",
    "Client",
    "ConnectionFailed",
    "Language",
    "MahjongError",
    "Penalty",
    "ProblemError",
    "Source",
    "Timing",
    "Wind",
    "models",
    "seats",
]
