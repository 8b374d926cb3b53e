from enum import StrEnum


class DetectorFanKind(StrEnum):
    FAN = "fan"

    def __str__(self) -> str:
        return str(self.value)
