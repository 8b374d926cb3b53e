from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.option_type import OptionType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.names import Names


T = TypeVar("T", bound="OptionDef")


@_attrs_define
class OptionDef:
    """A named rule set option that a request may override.

    Attributes:
        default (bool | int): An option value.
        id (str): The option's id (the key of `options` in requests).
        name (Names): Names of a rule, an element or an option: English, plus the Dutch and Italian terms (the source
            document's own term where it has one).
        source (str): Where the rule comes from.
        type_ (OptionType): Option types.
        max_ (int | None | Unset): Largest allowed value of an integer option.
        min_ (int | None | Unset): Smallest allowed value of an integer option.
    """

    default: bool | int
    id: str
    name: Names
    source: str
    type_: OptionType
    max_: int | None | Unset = UNSET
    min_: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        default: bool | int
        default = self.default

        id = self.id

        name = self.name.to_dict()

        source = self.source

        type_ = self.type_.value

        max_: int | None | Unset
        if isinstance(self.max_, Unset):
            max_ = UNSET
        else:
            max_ = self.max_

        min_: int | None | Unset
        if isinstance(self.min_, Unset):
            min_ = UNSET
        else:
            min_ = self.min_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "default": default,
                "id": id,
                "name": name,
                "source": source,
                "type": type_,
            }
        )
        if max_ is not UNSET:
            field_dict["max"] = max_
        if min_ is not UNSET:
            field_dict["min"] = min_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.names import Names

        d = dict(src_dict)

        def _parse_default(data: object) -> bool | int:
            return cast(bool | int, data)

        default = _parse_default(d.pop("default"))

        id = d.pop("id")

        name = Names.from_dict(d.pop("name"))

        source = d.pop("source")

        type_ = OptionType(d.pop("type"))

        def _parse_max_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_ = _parse_max_(d.pop("max", UNSET))

        def _parse_min_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        min_ = _parse_min_(d.pop("min", UNSET))

        option_def = cls(
            default=default,
            id=id,
            name=name,
            source=source,
            type_=type_,
            max_=max_,
            min_=min_,
        )

        return option_def
