from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.option_body import OptionBody


T = TypeVar("T", bound="RulesetSummary")


@_attrs_define
class RulesetSummary:
    """A rule set summary.

    Attributes:
        id (str): Rule set id.
        method (str): `doublings` (classical) or `points` (Hong Kong style).
        name (str): Name in the requested language.
        options (list[OptionBody]): Options with their defaults.
        source (str): The source document.
        limit (int | None | Unset): The limit.
    """

    id: str
    method: str
    name: str
    options: list[OptionBody]
    source: str
    limit: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        method = self.method

        name = self.name

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        source = self.source

        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "method": method,
                "name": name,
                "options": options,
                "source": source,
            }
        )
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.option_body import OptionBody

        d = dict(src_dict)
        id = d.pop("id")

        method = d.pop("method")

        name = d.pop("name")

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = OptionBody.from_dict(options_item_data)

            options.append(options_item)

        source = d.pop("source")

        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))

        ruleset_summary = cls(
            id=id,
            method=method,
            name=name,
            options=options,
            source=source,
            limit=limit,
        )

        ruleset_summary.additional_properties = d
        return ruleset_summary

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
