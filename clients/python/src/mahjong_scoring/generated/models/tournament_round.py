from enum import StrEnum


class TournamentRound(StrEnum):
    PART = "part"
    SESSION = "session"

    def __str__(self) -> str:
        return str(self.value)
