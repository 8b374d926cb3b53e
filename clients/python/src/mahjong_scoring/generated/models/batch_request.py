from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.hand_request import HandRequest


T = TypeVar("T", bound="BatchRequest")


@_attrs_define
class BatchRequest:
    """Body of `POST /v1/hands/score-batch`.

    Attributes:
        requests (list[HandRequest]): Up to 1,000 score requests.
    """

    requests: list[HandRequest]

    def to_dict(self) -> dict[str, Any]:
        requests = []
        for requests_item_data in self.requests:
            requests_item = requests_item_data.to_dict()
            requests.append(requests_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "requests": requests,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hand_request import HandRequest

        d = dict(src_dict)
        requests = []
        _requests = d.pop("requests")
        for requests_item_data in _requests:
            requests_item = HandRequest.from_dict(requests_item_data)

            requests.append(requests_item)

        batch_request = cls(
            requests=requests,
        )

        return batch_request
