from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.field_error import FieldError
    from ..models.reason_body import ReasonBody


T = TypeVar("T", bound="ValidateResponse")


@_attrs_define
class ValidateResponse:
    """Result of `validate`.

    Attributes:
        problems (list[FieldError]): The problems found: at most 16 are listed.
        ruleset (str): Rule set id.
        valid (bool): Structurally valid under the rule set.
        mahjong (bool | None | Unset): With `win`: whether the hand is a legal mahjong under the rule set.
        more_problems (int | Unset): How many more problems were found than `problems` lists (absent when none).
        reasons (list[ReasonBody] | Unset): Why the hand is not a mahjong.
    """

    problems: list[FieldError]
    ruleset: str
    valid: bool
    mahjong: bool | None | Unset = UNSET
    more_problems: int | Unset = UNSET
    reasons: list[ReasonBody] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        problems = []
        for problems_item_data in self.problems:
            problems_item = problems_item_data.to_dict()
            problems.append(problems_item)

        ruleset = self.ruleset

        valid = self.valid

        mahjong: bool | None | Unset
        if isinstance(self.mahjong, Unset):
            mahjong = UNSET
        else:
            mahjong = self.mahjong

        more_problems = self.more_problems

        reasons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reasons, Unset):
            reasons = []
            for reasons_item_data in self.reasons:
                reasons_item = reasons_item_data.to_dict()
                reasons.append(reasons_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "problems": problems,
                "ruleset": ruleset,
                "valid": valid,
            }
        )
        if mahjong is not UNSET:
            field_dict["mahjong"] = mahjong
        if more_problems is not UNSET:
            field_dict["more_problems"] = more_problems
        if reasons is not UNSET:
            field_dict["reasons"] = reasons

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.field_error import FieldError
        from ..models.reason_body import ReasonBody

        d = dict(src_dict)
        problems = []
        _problems = d.pop("problems")
        for problems_item_data in _problems:
            problems_item = FieldError.from_dict(problems_item_data)

            problems.append(problems_item)

        ruleset = d.pop("ruleset")

        valid = d.pop("valid")

        def _parse_mahjong(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        mahjong = _parse_mahjong(d.pop("mahjong", UNSET))

        more_problems = d.pop("more_problems", UNSET)

        _reasons = d.pop("reasons", UNSET)
        reasons: list[ReasonBody] | Unset = UNSET
        if _reasons is not UNSET:
            reasons = []
            for reasons_item_data in _reasons:
                reasons_item = ReasonBody.from_dict(reasons_item_data)

                reasons.append(reasons_item)

        validate_response = cls(
            problems=problems,
            ruleset=ruleset,
            valid=valid,
            mahjong=mahjong,
            more_problems=more_problems,
            reasons=reasons,
        )

        validate_response.additional_properties = d
        return validate_response

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
