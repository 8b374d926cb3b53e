from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.b_tree_map_i64 import BTreeMapI64


T = TypeVar("T", bound="RoundReconciliation")


@_attrs_define
class RoundReconciliation:
    """The reconciliation at the end of a round (`italian`: totals that do not add up to 4 × the
    starting stack are corrected 3:3:3:1).

        Attributes:
            adjustments (BTreeMapI64):
            difference (int): Expected minus the totals before: positive is a shortfall.
            expected (int): What the totals should add up to.
    """

    adjustments: BTreeMapI64
    difference: int
    expected: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adjustments = self.adjustments.to_dict()

        difference = self.difference

        expected = self.expected

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adjustments": adjustments,
                "difference": difference,
                "expected": expected,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.b_tree_map_i64 import BTreeMapI64

        d = dict(src_dict)
        adjustments = BTreeMapI64.from_dict(d.pop("adjustments"))

        difference = d.pop("difference")

        expected = d.pop("expected")

        round_reconciliation = cls(
            adjustments=adjustments,
            difference=difference,
            expected=expected,
        )

        round_reconciliation.additional_properties = d
        return round_reconciliation

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
