from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rotation import Rotation
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payments_type_0 import PaymentsType0
    from ..models.payments_type_1 import PaymentsType1
    from ..models.payments_type_2 import PaymentsType2
    from ..models.payments_type_3 import PaymentsType3
    from ..models.penalty_rule import PenaltyRule


T = TypeVar("T", bound="SettlementRules")


@_attrs_define
class SettlementRules:
    """Settlement rules.

    Attributes:
        payments (PaymentsType0 | PaymentsType1 | PaymentsType2 | PaymentsType3): How payments are made.
        rotation (Rotation): How the next East is found.
        source (str): Where the rules come from.
        penalties (list[PenaltyRule] | Unset): The penalties the rule set takes, with classical payments (`nine-
            dragons`' chip penalties
            are built in: docs/rules.md, Nine Dragons).
    """

    payments: PaymentsType0 | PaymentsType1 | PaymentsType2 | PaymentsType3
    rotation: Rotation
    source: str
    penalties: list[PenaltyRule] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.payments_type_0 import PaymentsType0
        from ..models.payments_type_1 import PaymentsType1
        from ..models.payments_type_2 import PaymentsType2

        payments: dict[str, Any]
        if (
            isinstance(self.payments, PaymentsType0)
            or isinstance(self.payments, PaymentsType1)
            or isinstance(self.payments, PaymentsType2)
        ):
            payments = self.payments.to_dict()
        else:
            payments = self.payments.to_dict()

        rotation = self.rotation.value

        source = self.source

        penalties: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.penalties, Unset):
            penalties = []
            for penalties_item_data in self.penalties:
                penalties_item = penalties_item_data.to_dict()
                penalties.append(penalties_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payments": payments,
                "rotation": rotation,
                "source": source,
            }
        )
        if penalties is not UNSET:
            field_dict["penalties"] = penalties

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.payments_type_0 import PaymentsType0
        from ..models.payments_type_1 import PaymentsType1
        from ..models.payments_type_2 import PaymentsType2
        from ..models.payments_type_3 import PaymentsType3
        from ..models.penalty_rule import PenaltyRule

        d = dict(src_dict)

        def _parse_payments(
            data: object,
        ) -> PaymentsType0 | PaymentsType1 | PaymentsType2 | PaymentsType3:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_payments_type_0 = PaymentsType0.from_dict(data)

                return componentsschemas_payments_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_payments_type_1 = PaymentsType1.from_dict(data)

                return componentsschemas_payments_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_payments_type_2 = PaymentsType2.from_dict(data)

                return componentsschemas_payments_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_payments_type_3 = PaymentsType3.from_dict(data)

            return componentsschemas_payments_type_3

        payments = _parse_payments(d.pop("payments"))

        rotation = Rotation(d.pop("rotation"))

        source = d.pop("source")

        _penalties = d.pop("penalties", UNSET)
        penalties: list[PenaltyRule] | Unset = UNSET
        if _penalties is not UNSET:
            penalties = []
            for penalties_item_data in _penalties:
                penalties_item = PenaltyRule.from_dict(penalties_item_data)

                penalties.append(penalties_item)

        settlement_rules = cls(
            payments=payments,
            rotation=rotation,
            source=source,
            penalties=penalties,
        )

        return settlement_rules
