from enum import StrEnum


class TimingName(StrEnum):
    BLESSING_OF_EARTH = "blessing_of_earth"
    BLESSING_OF_MAN = "blessing_of_man"
    EARTHLY = "earthly"
    HEAVENLY = "heavenly"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
