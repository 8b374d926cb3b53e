from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.names import Names


T = TypeVar("T", bound="PartDef")


@_attrs_define
class PartDef:
    """Rounds grouped into parts, each played at its own table (`italian`: a turno of two giri).

    Attributes:
        name (Names): Names of a rule, an element or an option: English, plus the Dutch and Italian terms (the source
            document's own term where it has one).
        rounds (int): Rounds per part.
    """

    name: Names
    rounds: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name.to_dict()

        rounds = self.rounds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "rounds": rounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.names import Names

        d = dict(src_dict)
        name = Names.from_dict(d.pop("name"))

        rounds = d.pop("rounds")

        part_def = cls(
            name=name,
            rounds=rounds,
        )

        return part_def
