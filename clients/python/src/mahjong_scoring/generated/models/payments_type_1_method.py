from enum import StrEnum


class PaymentsType1Method(StrEnum):
    CHIPS = "chips"

    def __str__(self) -> str:
        return str(self.value)
