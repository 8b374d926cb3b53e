from enum import StrEnum


class DetectorWaitKind(StrEnum):
    WAIT = "wait"

    def __str__(self) -> str:
        return str(self.value)
