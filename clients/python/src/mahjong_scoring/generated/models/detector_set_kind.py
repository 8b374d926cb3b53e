from enum import StrEnum


class DetectorSetKind(StrEnum):
    SET = "set"

    def __str__(self) -> str:
        return str(self.value)
