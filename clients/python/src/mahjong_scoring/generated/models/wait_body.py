from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.wait_score import WaitScore


T = TypeVar("T", bound="WaitBody")


@_attrs_define
class WaitBody:
    """One tile that completes the hand.

    Attributes:
        discard (WaitScore): The score one winning tile would give.
        self_drawn (WaitScore): The score one winning tile would give.
        tile (str): A tile: b1-b9 bamboo, c1-c9 characters, d1-d9 dots, we ws ww wn winds, dr dg dw dragons, f1-f4
            flowers, s1-s4 seasons; written in mpsz (1s-9s, 1m-9m, 1p-9p, 1z-7z: east, south, west, north, white, green,
            red) when the request's hand is
    """

    discard: WaitScore
    self_drawn: WaitScore
    tile: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        discard = self.discard.to_dict()

        self_drawn = self.self_drawn.to_dict()

        tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "discard": discard,
                "self_drawn": self_drawn,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.wait_score import WaitScore

        d = dict(src_dict)
        discard = WaitScore.from_dict(d.pop("discard"))

        self_drawn = WaitScore.from_dict(d.pop("self_drawn"))

        tile = d.pop("tile")

        wait_body = cls(
            discard=discard,
            self_drawn=self_drawn,
            tile=tile,
        )

        wait_body.additional_properties = d
        return wait_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
