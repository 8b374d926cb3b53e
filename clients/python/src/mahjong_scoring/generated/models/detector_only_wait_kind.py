from enum import StrEnum


class DetectorOnlyWaitKind(StrEnum):
    ONLY_WAIT = "only_wait"

    def __str__(self) -> str:
        return str(self.value)
