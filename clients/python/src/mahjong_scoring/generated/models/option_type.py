from enum import StrEnum


class OptionType(StrEnum):
    BOOL = "bool"
    INT = "int"

    def __str__(self) -> str:
        return str(self.value)
