from enum import StrEnum


class TimingName(StrEnum):
    EARTHLY = "earthly"
    HEAVENLY = "heavenly"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
