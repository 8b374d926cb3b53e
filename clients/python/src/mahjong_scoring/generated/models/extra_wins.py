from enum import StrEnum


class ExtraWins(StrEnum):
    ALWAYS = "always"
    NEVER = "never"
    WHEN_CLAIMED = "when_claimed"

    def __str__(self) -> str:
        return str(self.value)
