from enum import StrEnum


class DetectorNineGatesKind(StrEnum):
    NINE_GATES = "nine_gates"

    def __str__(self) -> str:
        return str(self.value)
