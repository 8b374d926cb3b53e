from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.rotation import Rotation

if TYPE_CHECKING:
    from ..models.payments_type_0 import PaymentsType0
    from ..models.payments_type_1 import PaymentsType1


T = TypeVar("T", bound="SettlementRules")


@_attrs_define
class SettlementRules:
    """Settlement rules.

    Attributes:
        payments (PaymentsType0 | PaymentsType1): How payments are made.
        rotation (Rotation): How the next East is found.
        source (str): Where the rules come from.
    """

    payments: PaymentsType0 | PaymentsType1
    rotation: Rotation
    source: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.payments_type_0 import PaymentsType0

        payments: dict[str, Any]
        if isinstance(self.payments, PaymentsType0):
            payments = self.payments.to_dict()
        else:
            payments = self.payments.to_dict()

        rotation = self.rotation.value

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payments": payments,
                "rotation": rotation,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.payments_type_0 import PaymentsType0
        from ..models.payments_type_1 import PaymentsType1

        d = dict(src_dict)

        def _parse_payments(data: object) -> PaymentsType0 | PaymentsType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_payments_type_0 = PaymentsType0.from_dict(data)

                return componentsschemas_payments_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_payments_type_1 = PaymentsType1.from_dict(data)

            return componentsschemas_payments_type_1

        payments = _parse_payments(d.pop("payments"))

        rotation = Rotation(d.pop("rotation"))

        source = d.pop("source")

        settlement_rules = cls(
            payments=payments,
            rotation=rotation,
            source=source,
        )

        return settlement_rules
