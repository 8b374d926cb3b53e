from enum import StrEnum


class BonusKind(StrEnum):
    ANY = "any"
    FLOWER = "flower"
    SEASON = "season"

    def __str__(self) -> str:
        return str(self.value)
