from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.penalty_name import PenaltyName
from ..models.penalty_payees import PenaltyPayees
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.limit_share import LimitShare
    from ..models.names import Names
    from ..models.pay_for_all import PayForAll


T = TypeVar("T", bound="PenaltyRule")


@_attrs_define
class PenaltyRule:
    """A penalty a rule set with classical payments takes (`settlement.penalties`: `dmjl`, `bmja`):
    its amount and who pays whom. The offenders pay; each payer pays each payee the amount ÷
    (payers × payees), rounded down (500 to three payees: 166 each); penalties are not doubled
    for East. A request's penalty of a kind the rule set does not list is refused.

        Attributes:
            kind (PenaltyName): A penalty: Nine Dragons' four (`nine-dragons`), and the classical ones a rule set lists in
                its definition's `settlement.penalties` (`dmjl`, `bmja`).
            name (Names): Names of a rule, an element or an option: English, plus the Dutch and Italian terms (the source
                document's own term where it has one).
            payees (PenaltyPayees): Who receives a penalty.
            source (str): Where the rule comes from.
            limit_share (LimitShare | None | Unset):
            offenders (int | None | Unset): The request's penalties of this kind in one deal are taken together, and this
                rule applies
                when there are exactly this many (a false mahjong by one, two or three players); without
                it, each penalty of the kind is one offence of one player.
            pay_for_all (None | PayForAll | Unset):
            points (int | None | Unset): The amount in points…
    """

    kind: PenaltyName
    name: Names
    payees: PenaltyPayees
    source: str
    limit_share: LimitShare | None | Unset = UNSET
    offenders: int | None | Unset = UNSET
    pay_for_all: None | PayForAll | Unset = UNSET
    points: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.limit_share import LimitShare
        from ..models.pay_for_all import PayForAll

        kind = self.kind.value

        name = self.name.to_dict()

        payees = self.payees.value

        source = self.source

        limit_share: dict[str, Any] | None | Unset
        if isinstance(self.limit_share, Unset):
            limit_share = UNSET
        elif isinstance(self.limit_share, LimitShare):
            limit_share = self.limit_share.to_dict()
        else:
            limit_share = self.limit_share

        offenders: int | None | Unset
        if isinstance(self.offenders, Unset):
            offenders = UNSET
        else:
            offenders = self.offenders

        pay_for_all: dict[str, Any] | None | Unset
        if isinstance(self.pay_for_all, Unset):
            pay_for_all = UNSET
        elif isinstance(self.pay_for_all, PayForAll):
            pay_for_all = self.pay_for_all.to_dict()
        else:
            pay_for_all = self.pay_for_all

        points: int | None | Unset
        if isinstance(self.points, Unset):
            points = UNSET
        else:
            points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "name": name,
                "payees": payees,
                "source": source,
            }
        )
        if limit_share is not UNSET:
            field_dict["limit_share"] = limit_share
        if offenders is not UNSET:
            field_dict["offenders"] = offenders
        if pay_for_all is not UNSET:
            field_dict["pay_for_all"] = pay_for_all
        if points is not UNSET:
            field_dict["points"] = points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.limit_share import LimitShare
        from ..models.names import Names
        from ..models.pay_for_all import PayForAll

        d = dict(src_dict)
        kind = PenaltyName(d.pop("kind"))

        name = Names.from_dict(d.pop("name"))

        payees = PenaltyPayees(d.pop("payees"))

        source = d.pop("source")

        def _parse_limit_share(data: object) -> LimitShare | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                limit_share_type_0 = LimitShare.from_dict(data)

                return limit_share_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LimitShare | None | Unset, data)

        limit_share = _parse_limit_share(d.pop("limit_share", UNSET))

        def _parse_offenders(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        offenders = _parse_offenders(d.pop("offenders", UNSET))

        def _parse_pay_for_all(data: object) -> None | PayForAll | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pay_for_all_type_0 = PayForAll.from_dict(data)

                return pay_for_all_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PayForAll | Unset, data)

        pay_for_all = _parse_pay_for_all(d.pop("pay_for_all", UNSET))

        def _parse_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        points = _parse_points(d.pop("points", UNSET))

        penalty_rule = cls(
            kind=kind,
            name=name,
            payees=payees,
            source=source,
            limit_share=limit_share,
            offenders=offenders,
            pay_for_all=pay_for_all,
            points=points,
        )

        return penalty_rule
