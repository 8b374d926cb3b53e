from enum import StrEnum


class DetectorAnnouncedKind(StrEnum):
    ANNOUNCED = "announced"

    def __str__(self) -> str:
        return str(self.value)
