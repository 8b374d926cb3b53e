from enum import StrEnum


class DetectorCompletesPairKind(StrEnum):
    COMPLETES_PAIR = "completes_pair"

    def __str__(self) -> str:
        return str(self.value)
