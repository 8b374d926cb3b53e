from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.award import Award

if TYPE_CHECKING:
    from ..models.names import Names


T = TypeVar("T", bound="PrizeDef")


@_attrs_define
class PrizeDef:
    """A prize the rule set names.

    Attributes:
        award (Award): Who gets a prize.
        id (str): Stable id.
        name (Names): Names of a rule, an element or an option: English, plus the Dutch and Italian terms (the source
            document's own term where it has one).
    """

    award: Award
    id: str
    name: Names

    def to_dict(self) -> dict[str, Any]:
        award = self.award.value

        id = self.id

        name = self.name.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "award": award,
                "id": id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.names import Names

        d = dict(src_dict)
        award = Award(d.pop("award"))

        id = d.pop("id")

        name = Names.from_dict(d.pop("name"))

        prize_def = cls(
            award=award,
            id=id,
            name=name,
        )

        return prize_def
