from enum import StrEnum


class PaymentsType0Method(StrEnum):
    CLASSICAL = "classical"

    def __str__(self) -> str:
        return str(self.value)
