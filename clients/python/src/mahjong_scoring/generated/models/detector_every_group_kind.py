from enum import StrEnum


class DetectorEveryGroupKind(StrEnum):
    EVERY_GROUP = "every_group"

    def __str__(self) -> str:
        return str(self.value)
