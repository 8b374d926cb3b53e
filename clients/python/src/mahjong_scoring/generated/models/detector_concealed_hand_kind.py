from enum import StrEnum


class DetectorConcealedHandKind(StrEnum):
    CONCEALED_HAND = "concealed_hand"

    def __str__(self) -> str:
        return str(self.value)
