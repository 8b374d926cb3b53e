from enum import StrEnum


class DetectorDoraKind(StrEnum):
    DORA = "dora"

    def __str__(self) -> str:
        return str(self.value)
