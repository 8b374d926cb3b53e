from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Names")


@_attrs_define
class Names:
    """Names of a rule, an element or an option: English, plus the Dutch and Italian terms (the source
    document's own term where it has one).

        Attributes:
            en (str): English.
            it (None | str | Unset): Italian (the source's term for `italian`).
            nl (None | str | Unset): Dutch (the source's term for `rode-boekje` and `ecr`).
    """

    en: str
    it: None | str | Unset = UNSET
    nl: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        en = self.en

        it: None | str | Unset
        if isinstance(self.it, Unset):
            it = UNSET
        else:
            it = self.it

        nl: None | str | Unset
        if isinstance(self.nl, Unset):
            nl = UNSET
        else:
            nl = self.nl

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "en": en,
            }
        )
        if it is not UNSET:
            field_dict["it"] = it
        if nl is not UNSET:
            field_dict["nl"] = nl

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        en = d.pop("en")

        def _parse_it(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        it = _parse_it(d.pop("it", UNSET))

        def _parse_nl(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        nl = _parse_nl(d.pop("nl", UNSET))

        names = cls(
            en=en,
            it=it,
            nl=nl,
        )

        return names
