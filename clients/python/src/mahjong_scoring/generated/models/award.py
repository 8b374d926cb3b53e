from enum import StrEnum


class Award(StrEnum):
    HIGHEST = "highest"
    LOWEST = "lowest"

    def __str__(self) -> str:
        return str(self.value)
