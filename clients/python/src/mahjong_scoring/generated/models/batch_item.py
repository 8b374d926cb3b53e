from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_document import ProblemDocument
    from ..models.score_response import ScoreResponse


T = TypeVar("T", bound="BatchItem")


@_attrs_define
class BatchItem:
    """One answer: a score, or the problem document that request alone would have produced.

    Attributes:
        error (None | ProblemDocument | Unset):
        score (None | ScoreResponse | Unset):
    """

    error: None | ProblemDocument | Unset = UNSET
    score: None | ScoreResponse | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_document import ProblemDocument
        from ..models.score_response import ScoreResponse

        error: dict[str, Any] | None | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        elif isinstance(self.error, ProblemDocument):
            error = self.error.to_dict()
        else:
            error = self.error

        score: dict[str, Any] | None | Unset
        if isinstance(self.score, Unset):
            score = UNSET
        elif isinstance(self.score, ScoreResponse):
            score = self.score.to_dict()
        else:
            score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if error is not UNSET:
            field_dict["error"] = error
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.problem_document import ProblemDocument
        from ..models.score_response import ScoreResponse

        d = dict(src_dict)

        def _parse_error(data: object) -> None | ProblemDocument | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = ProblemDocument.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProblemDocument | Unset, data)

        error = _parse_error(d.pop("error", UNSET))

        def _parse_score(data: object) -> None | ScoreResponse | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = ScoreResponse.from_dict(data)

                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreResponse | Unset, data)

        score = _parse_score(d.pop("score", UNSET))

        batch_item = cls(
            error=error,
            score=score,
        )

        batch_item.additional_properties = d
        return batch_item

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
