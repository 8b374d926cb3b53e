from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.field_error import FieldError


T = TypeVar("T", bound="ProblemDocument")


@_attrs_define
class ProblemDocument:
    """An RFC 9457 problem document with the field errors of the request.

    Attributes:
        detail (str): What went wrong.
        errors (list[FieldError]): The problems found, each with a pointer into the request: at most 16 (the service's
            `MAX_PROBLEMS`), the rest counted in `more_errors`.
        status (int): The HTTP status (also inside a bulk answer: what the request alone would have had).
        title (str): Short summary of the status.
        type_ (str): The problem type, per code: `/problems/{code}` (a page the service serves, resolved
            against its address), for the code of every problem in `errors` or, where they differ,
            `/problems/malformed_request` (400) or `/problems/invalid_request` (422).
        more_errors (int | Unset): How many more problems were found than `errors` lists (absent when none).
    """

    detail: str
    errors: list[FieldError]
    status: int
    title: str
    type_: str
    more_errors: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        status = self.status

        title = self.title

        type_ = self.type_

        more_errors = self.more_errors

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
                "errors": errors,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if more_errors is not UNSET:
            field_dict["more_errors"] = more_errors

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.field_error import FieldError

        d = dict(src_dict)
        detail = d.pop("detail")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = FieldError.from_dict(errors_item_data)

            errors.append(errors_item)

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        more_errors = d.pop("more_errors", UNSET)

        problem_document = cls(
            detail=detail,
            errors=errors,
            status=status,
            title=title,
            type_=type_,
            more_errors=more_errors,
        )

        problem_document.additional_properties = d
        return problem_document

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
