from enum import StrEnum


class PaymentsType2Method(StrEnum):
    HAN_FU = "han_fu"

    def __str__(self) -> str:
        return str(self.value)
