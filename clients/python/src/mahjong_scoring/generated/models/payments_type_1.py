from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.payments_type_1_method import PaymentsType1Method

if TYPE_CHECKING:
    from ..models.chip_band import ChipBand


T = TypeVar("T", bound="PaymentsType1")


@_attrs_define
class PaymentsType1:
    """Chip bands by points; the discarder or everyone on self-pick pays double.

    Attributes:
        bands (list[ChipBand]): The bands, by points.
        false_declaration (int): What a false declaration costs, to each opponent.
        method (PaymentsType1Method):
    """

    bands: list[ChipBand]
    false_declaration: int
    method: PaymentsType1Method
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bands = []
        for bands_item_data in self.bands:
            bands_item = bands_item_data.to_dict()
            bands.append(bands_item)

        false_declaration = self.false_declaration

        method = self.method.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bands": bands,
                "false_declaration": false_declaration,
                "method": method,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chip_band import ChipBand

        d = dict(src_dict)
        bands = []
        _bands = d.pop("bands")
        for bands_item_data in _bands:
            bands_item = ChipBand.from_dict(bands_item_data)

            bands.append(bands_item)

        false_declaration = d.pop("false_declaration")

        method = PaymentsType1Method(d.pop("method"))

        payments_type_1 = cls(
            bands=bands,
            false_declaration=false_declaration,
            method=method,
        )

        payments_type_1.additional_properties = d
        return payments_type_1

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
