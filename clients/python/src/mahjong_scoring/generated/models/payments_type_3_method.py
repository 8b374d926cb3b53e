from enum import StrEnum


class PaymentsType3Method(StrEnum):
    FANS = "fans"

    def __str__(self) -> str:
        return str(self.value)
